import Testing

@testable import DragKitStore

/// One drop that must be refused, with the expected kind and a fragment of the message.
struct RefusalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var drop: Drop
    var kind: DropRefusal
    var messageFragment: String

    var testDescription: String { name }

    static func move(
        _ items: [String], from: String = "rem-today", to: String = "rem-errands", index: Int = 0, copies: [String] = []
    ) -> Drop {
        Drop(operation: .move, itemIDs: items, from: from, to: to, index: index, copyIDs: copies)
    }

    static func copy(
        _ items: [String], from: String = "rem-today", to: String = "rem-errands", index: Int = 0, copies: [String]
    ) -> Drop {
        Drop(operation: .copy, itemIDs: items, from: from, to: to, index: index, copyIDs: copies)
    }

    static let all: [RefusalCase] = [
        // 400: shape.
        .init(name: "no items", drop: move([]), kind: .invalidRequest, messageFragment: "at least one item"),
        .init(
            name: "501 items", drop: move((1...501).map { "x\($0)" }), kind: .invalidRequest,
            messageFragment: "at most 500"
        ),
        .init(
            name: "duplicate item", drop: move(["rem-today-1", "rem-today-2", "rem-today-1"]), kind: .invalidRequest,
            messageFragment: "An item appears more than once in 'items'"
        ),
        .init(name: "item id with space", drop: move(["rem-today 1"]), kind: .invalidRequest, messageFragment: "items[0]"),
        .init(name: "empty item id", drop: move(["rem-today-1", ""]), kind: .invalidRequest, messageFragment: "items[1]"),
        .init(
            name: "65-character item id", drop: move([String(repeating: "a", count: 65)]), kind: .invalidRequest,
            messageFragment: "1 to 64 characters"
        ),
        .init(name: "bad from id", drop: move(["rem-today-1"], from: "in/box"), kind: .invalidRequest, messageFragment: "'from'"),
        .init(name: "bad to id", drop: move(["rem-today-1"], to: "la ter"), kind: .invalidRequest, messageFragment: "'to'"),
        .init(
            name: "copies on a move", drop: move(["rem-today-1"], copies: ["n1"]), kind: .invalidRequest,
            messageFragment: "'copies' is only for copy"
        ),
        .init(
            name: "copy without copies", drop: copy(["rem-today-1"], copies: []), kind: .invalidRequest,
            messageFragment: "needs 'copies'"
        ),
        .init(
            name: "copy with too few copies", drop: copy(["rem-today-1", "rem-today-2"], copies: ["n1"]), kind: .invalidRequest,
            messageFragment: "'copies' has 1 id but 'items' has 2"
        ),
        .init(
            name: "copy with too many copies", drop: copy(["rem-today-1"], copies: ["n1", "n2"]), kind: .invalidRequest,
            messageFragment: "'copies' has 2 ids but 'items' has 1"
        ),
        .init(
            name: "copy with repeated new id", drop: copy(["rem-today-1", "rem-today-2"], copies: ["n1", "n1"]),
            kind: .invalidRequest, messageFragment: "A new id appears more than once in 'copies'"
        ),
        .init(name: "invalid copy id", drop: copy(["rem-today-1"], copies: ["n 1"]), kind: .invalidRequest, messageFragment: "copies[0]"),
        .init(name: "negative index", drop: move(["rem-today-1"], index: -1), kind: .invalidRequest, messageFragment: "'index'"),
        .init(
            name: "index past the end", drop: move(["rem-today-1"], index: 6), kind: .invalidRequest,
            messageFragment: "between 0 and 5"
        ),
        .init(
            name: "same-list index past the end", drop: move(["rem-today-1", "rem-today-2"], to: "rem-today", index: 4),
            kind: .invalidRequest, messageFragment: "between 0 and 3"
        ),
        // 404: lists.
        .init(name: "unknown source", drop: move(["rem-today-1"], from: "nowhere"), kind: .containerNotFound, messageFragment: "The list these items come from does not exist"),
        .init(name: "unknown destination", drop: move(["rem-today-1"], to: "nowhere"), kind: .containerNotFound, messageFragment: "The list these items were dropped into does not exist"),
        // 409: stale state.
        .init(
            name: "item is in another list", drop: move(["rem-today-1", "rem-errands-2"]), kind: .conflict,
            messageFragment: #""Post the parcel to Gran" is no longer in "Today": it is now in "Errands""#
        ),
        .init(
            name: "item does not exist", drop: move(["rem-today-1", "ghost"]), kind: .conflict,
            messageFragment: "One of the dragged items does not exist any more"
        ),
        .init(
            name: "500 items is within the limit, but they are not there", drop: move((1...500).map { "x\($0)" }),
            kind: .conflict, messageFragment: "One of the dragged items does not exist any more"
        ),
        .init(
            name: "copy id already taken", drop: copy(["rem-today-1"], copies: ["rem-errands-3"]), kind: .conflict,
            messageFragment: "the new id given for the copy of \"Buy oat milk\" is already taken"
        ),
        .init(
            name: "second copy id collides", drop: copy(["rem-today-1", "rem-today-2"], copies: ["fresh-1", "rem-today-5"]),
            kind: .conflict, messageFragment: "is already taken"
        ),
        .init(
            name: "copy id equal to the dragged item", drop: copy(["rem-today-1"], copies: ["rem-today-1"]), kind: .conflict,
            messageFragment: "is already taken"
        ),
        // 422: types.
        .init(
            name: "destination refuses the type", drop: move(["rem-today-1"], to: "notes"), kind: .typeNotAccepted,
            messageFragment: "does not accept items of type 'com.dragkit.reminder'"
        ),
        .init(
            name: "copy into a list refusing the type", drop: copy(["rem-today-1"], to: "notes", copies: ["n1"]),
            kind: .typeNotAccepted, messageFragment: "'Notes'"
        ),
    ]
}

@Suite("Refused drops change nothing")
struct RefusedDropTests {
    @Test(arguments: RefusalCase.all)
    func refusedDropLeavesContentUnchanged(_ refusal: RefusalCase) async throws {
        try await withTemporaryStore { store, _ in
            try await store.addNotesList()
            let before = try await store.contentDump()
            #expect(before.contains("rem-today-1"))

            let message = await expectDropError(refusal.kind) {
                _ = try await store.apply(refusal.drop)
            }
            #expect(
                message?.contains(refusal.messageFragment) == true,
                "message \(message ?? "nil") should contain \(refusal.messageFragment)"
            )
            #expect(try await store.contentDump() == before)
        }
    }
}
