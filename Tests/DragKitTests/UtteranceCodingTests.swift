@testable import DragKit
import DragKitTesting
import Testing

/// An announcement's value as bytes between the engine's wasm module and the words module (S7,
/// issue 36): every case reads back equal, and no byte sequence traps the reader.
@Suite("S7: utterances as bytes between wasm modules")
struct UtteranceCodingTests {
    typealias Event = Announcement.Event

    /// How many cases ``Announcement/Event`` declares (`sequence` is 0, `placeholderName` 84).
    /// A new case must be added to both tables of `Utterance.swift` and to ``events`` below; the
    /// coverage test fails until it is.
    static let eventCaseCount = 85

    static let subjects: [Announcement.Subject] = [
        .item("Milk"), .item("우유"), .item(""), .items(3), .items(-7), .text("牛乳…"), .someText,
        .fromAnotherApp(0), .fromAnotherApp(Int.max),
    ]
    static let spots: [Announcement.Spot] = [.position(3, of: 6), .position(Int.min, of: 0), .character(1), .end]
    static let verbs: [Announcement.DropVerb] = [.move, .copy, .link, .delete, .copyItsText, .makeClipping]
        + TaskVerb.allCases.map { .task($0) }
    static let endings: [Announcement.Ending] = [.cancelled, .outside, .keyboardCancelled]
    static let commands: [Announcement.Command] = [.undo, .redo, .cut, .copy, .paste, .move]
    static let workspaceErrors: [WorkspaceError] = [
        .duplicateItem(ItemID(1)), .duplicateContainer(ContainerID(UInt32.max)), .unknownItem(ItemID(0)),
        .unknownContainer(ContainerID(300)), .indexOutOfRange(-1, count: 4), .identifierTooLarge(UInt32.max),
    ]
    static let reasons: [FailureReason] = [.message("the server could not be reached"), .message("牛乳"), .message(""),
                                           .destinationGone, .noReason] + workspaceErrors.map { .workspace($0) }

    /// At least one value of every case, most of them once, plus every variant of the enums inside.
    static let events: [Event] = {
        var events: [Event] = [
            .sequence([.notOverTarget, .liftedItem("Milk", position: 1, of: 4, in: "Inbox"), .sequence([])]),
            .sequence([]),
            .liftedItem("우유", position: 1, of: 4, in: "受信箱"),
            .liftedItems(3, from: "Inbox"),
            .liftedText("Hello, 世界", from: "Notes"),
            .addedToDrag("Eggs", dragging: 2),
            .over("Later", at: .position(3, of: 6), drop: .move),
            .over("", at: nil, drop: .copy),
            .cantTake("Trash", .text("abc")),
            .cantGoInsideItself(.item("Folder"), into: "Subfolder"),
            .cantDropHere(.someText),
            .notOverTarget,
            .noPlaceHereTakesText,
            .dropped(.link, .items(2), to: "Archive", position: 1, of: 3, stayed: 1, offered: 3),
            .droppedText(.copy, "牛乳", to: "Notes", character: 12),
            .madeClipping("Clip", in: "Inbox", position: 5, of: 5),
            .droppedInPlace(.item("Milk"), in: "Inbox"),
            .ended(.cancelled),
            .cantDropTextThere,
            .returned(.item("Milk"), to: "Inbox", position: 2, of: 4),
            .returned(.items(2), to: "Inbox", position: nil, of: 4),
            .noPlaceCanTake(.items(9)),
            .noPlaceCanTakeIt,
            .noOtherPlaceCanTake(.fromAnotherApp(3)),
            .dropPoint(.item("Milk"), at: .end, in: "Notes", asCopy: true, asClipping: false),
            .dropPoint(.text("x"), at: .character(4), in: "Notes", asCopy: false, asClipping: true),
            .outlinePoint(.item("Task"), inside: "Project", level: 2, position: 1, of: 1, asCopy: false),
            .boundary(atStart: true, of: "Inbox"),
            .boundary(atStart: false, of: ""),
            .keyboardHelp(betweenLists: true),
            .keyboardHelp(betweenLists: false),
            .loading(.items(2), on: "Uploads", bytes: UInt64.max),
            .loading(.item("Photo"), on: "Uploads", bytes: 0),
            .loadingText(of: .items(2), on: "Notes", character: 1),
            .stoppedLoading(.item("Photo"), into: "Uploads"),
            .stoppedLoadingText(of: .items(2), in: "Notes"),
            .insertedText(of: .items(2), in: "Notes", character: 7),
            .noTextToInsert(.item("Photo"), in: "Notes"),
            .couldNotTransfer(.move, .item("Milk"), to: "Archive", reason: .message("Bad request")),
            .couldNotMakeClipping("Clip", in: "Inbox", reason: .destinationGone),
            .couldNotTransferText(.move, "text", to: "Notes", reason: .noReason),
            .couldNotInsertText(of: .items(2), into: "Notes", reason: .workspace(.unknownItem(ItemID(7))), whenLoaded: true),
            .couldNotLoad(.item("Photo"), into: "Uploads", reason: .message("timeout")),
            .couldNotInsertTextGone(of: .items(2), "Notes"),
            .couldNotFinishLoading(.item("Photo"), reason: .noReason),
            .couldNotCommitHistory(.redo, reason: .message("offline")),
            .couldNotDropAfterAsking(into: "Archive"),
            .undidMove(.move, .item("Milk"), backIn: "Inbox", position: 1, of: 4),
            .undidMove(.moveText, .items(2), backIn: "Inbox", position: nil, of: 4),
            .undidCopies(.copy, copies: 2, of: .items(2), from: "Archive"),
            .undidClipping(.makeClipping, "Clip", from: "Inbox"),
            .undidTextMove(.moveText, "abc", backIn: "Notes", character: 3),
            .undidTextCopy(.copyText, "abc", from: "Notes"),
            .redid(.move, .dropped(.move, .item("Milk"), to: "Archive", position: 1, of: 3, stayed: 0, offered: 1)),
            .redid(.insertText, .redid(.copy, .sequence([.notOverTarget, .pasteItemsGone]))),
            .redidText(.copyText, .copy, "abc", to: "Notes", character: 2),
            .nothingTo(.paste),
            .cantWhileDragging(.undo),
            .stillSaving(.undo, .move),
            .changedSince(.redo, .copy),
            .askBefore(.copy, .items(3), into: "Shared"),
            .askToPost(.item("Milk"), to: "Shared"),
            .posted(.item("Milk"), to: "Shared"),
            .takenBack(.item("Milk"), outOf: "Shared"),
            .didNotDrop(.items(2), into: "Shared"),
            .cutToPasteboard(.items(2), from: "Inbox"),
            .copiedToPasteboard(.item("Milk"), from: "Inbox"),
            .chooseFromOneList(.cut),
            .cantCutFrom("Locked"),
            .pasteItemsGone,
            .noSuchList(.move),
            .cantMoveOutOf("Locked"),
            .noSuchPosition(.move, position: 99, in: "Inbox"),
            .alreadyThere(.item("Milk"), in: "Inbox"),
            .couldNotDo(.copy, .items(2), to: "Archive"),
            .alreadyDraggingWithKeyboard,
            .notATextView("Inbox"),
            .notATextView(nil),
            .textCantBeDragged(in: "Notes"),
            .selectTextFirst(in: "Notes"),
            .textAlreadyDragged(in: "Notes"),
            .opened("Folder"),
            .taskStarted(.print, .items(2)),
            .taskProgress(.upload, .item("Photo"), percent: 50),
            .taskFinished(.share, .item("Photo")),
            .taskFailed(.print, .items(2), reason: .message("no printer")),
            .leftApp(.items(2)),
            .copiedToAnotherApp(.item("Milk")),
            .enteredFromAnotherApp(.fromAnotherApp(0)),
            .received(.fromAnotherApp(3), into: "Inbox"),
            .overEmptySpace(.item("Milk")),
            .openedInNewWindow(.item("Milk")),
            .dropPointName(in: "Later", at: .position(3, of: 6), asCopy: true),
            .dragSourceName("Milk", position: 1, of: 4, in: "Inbox", draggable: true),
            .placeholderName(.items(2), loading: true),
            .placeholderName(.fromAnotherApp(2), loading: false),
        ]
        events += subjects.map { .cantDropHere($0) }
        events += spots.map { .dropPointName(in: "Later", at: $0, asCopy: false) }
        events += verbs.map { .over("Later", at: .character(-3), drop: $0) }
        events += endings.map { .ended($0) }
        events += commands.map { .nothingTo($0) }
        events += UndoKind.allCases.map { .stillSaving(.redo, $0) }
        events += TaskVerb.allCases.map { .taskStarted($0, .items(1)) }
        events += reasons.map { .couldNotLoad(.items(2), into: "Uploads", reason: $0) }
        events += [Int.min, -1, 0, 1, 63, 64, -64, -65, Int(Int32.max), Int.max].map { .liftedItems($0, from: "Inbox") }
        return events
    }()

    static let utterances: [Utterance] = events.map { .event($0) } + reasons.map { .reason($0) }

    static func encoded(_ utterance: Utterance) -> [UInt8] {
        var bytes: [UInt8] = []
        utterance.encode(into: &bytes)
        return bytes
    }

    /// `.redid(.move, …)` `count` times around `.notOverTarget`, which then sits inside `count` events.
    static func redoChain(_ count: Int) -> Event {
        var event: Event = .notOverTarget
        for _ in 0 ..< count { event = .redid(.move, event) }
        return event
    }

    @Test("S7: every event case and every reason reads back equal")
    func roundTrip() {
        for utterance in Self.utterances {
            #expect(Utterance(decoding: Self.encoded(utterance)) == utterance)
        }
    }

    @Test("S7: the examples cover every event case, reason and workspace error")
    func examplesCoverEveryCase() {
        var eventCases = Set<UInt8>(), reasonCases = Set<UInt8>(), workspaceCases = Set<UInt8>()
        for utterance in Self.utterances {
            let bytes = Self.encoded(utterance)
            switch bytes[0] {
            case 0: eventCases.insert(bytes[1])
            case 1:
                reasonCases.insert(bytes[1])
                if bytes[1] == 1 { workspaceCases.insert(bytes[2]) }
            default: Issue.record("tag \(bytes[0])")
            }
        }
        #expect(eventCases == Set(0 ..< UInt8(Self.eventCaseCount)))
        #expect(reasonCases == Set(0 ..< 4))
        #expect(workspaceCases == Set(0 ..< 6))
        // The next index is no case: it is malformed.
        #expect(Utterance(decoding: [0, UInt8(Self.eventCaseCount)]) == nil)
    }

    @Test("S7: a truncated utterance, or one with a byte left over, is malformed")
    func truncationAndLeftovers() {
        for utterance in Self.utterances {
            let bytes = Self.encoded(utterance)
            for length in 0 ..< bytes.count {
                #expect(Utterance(decoding: Array(bytes[..<length])) == nil, "\(utterance) cut to \(length) bytes")
            }
            #expect(Utterance(decoding: bytes + [0]) == nil)
        }
    }

    @Test("S7: events nest at most 8 deep; deeper is malformed")
    func depth() {
        #expect(Utterance.maximumNesting == 8)
        let deepest = Utterance.event(Self.redoChain(8))
        #expect(Utterance(decoding: Self.encoded(deepest)) == deepest)
        #expect(Utterance(decoding: Self.encoded(.event(Self.redoChain(9)))) == nil)
        var sequences: Event = .notOverTarget
        for _ in 0 ..< 8 { sequences = .sequence([sequences]) }
        #expect(Utterance(decoding: Self.encoded(.event(sequences))) == .event(sequences))
        #expect(Utterance(decoding: Self.encoded(.event(.sequence([sequences])))) == nil)
    }

    @Test("S7: hand-made malformed bytes are nil", arguments: [
        [UInt8](),
        [2],                                    // no such tag
        [0, 24, 2],                             // keyboardHelp: a Bool of 2
        [0, 5, 0, 2, 0],                        // over: a presence byte of 2
        [0, 2, 0x80, 0x00, 0],                  // liftedItems: 0 padded to two bytes
        [0, 2, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x02, 0], // a varint beyond 64 bits
        [0, 2, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x81, 0x01, 0], // 11 bytes
        [0, 0, 0x80, 0x80, 0x04, 9],            // a sequence of 65,536 events in 1 byte
        [0, 71, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F],  // opened: a string longer than the bytes
        [1, 1, 0, 0x80, 0x80, 0x80, 0x80, 0x10], // duplicateItem: 2^32, beyond UInt32
        [1, 4],                                 // no such reason
        [1, 1, 6, 0],                           // no such workspace error
        [0, 47, 6],                             // nothingTo: no such command
        [0, 49, 0, 6],                          // stillSaving: no such undo kind
        [0, 72, 3, 3],                          // taskStarted: no such task verb
        [0, 8, 5],                              // cantDropHere: no such subject
    ] as [[UInt8]])
    func malformed(bytes: [UInt8]) {
        #expect(Utterance(decoding: bytes) == nil)
    }

    @Test("S7: the widest values read back: a 10-byte varint, Int's extremes, UInt32.max")
    func widestValues() {
        let bytes = Self.encoded(.event(.loading(.items(Int.min), on: "", bytes: UInt64.max)))
        // 0 · 25 · subject 1, Int.min as zigzag UInt64.max (10 bytes) · "" (1) · UInt64.max (10).
        #expect(bytes.count == 2 + 1 + 10 + 1 + 10)
        #expect(Utterance(decoding: bytes) == .event(.loading(.items(Int.min), on: "", bytes: UInt64.max)))
    }

    @Test("S7: random bytes and mutated utterances never trap; what reads back writes the same bytes")
    func fuzz() {
        var random = SplitMix64(seed: 0x5337_0036)
        let encodings = Self.utterances.map(Self.encoded)
        var decodedRandom = 0, decodedMutations = 0

        // What reads back writes the same bytes, unless a string's invalid UTF-8 was repaired
        // (U+FFFD is EF BF BD in UTF-8); either way it reads back equal.
        func check(_ bytes: [UInt8]) -> Bool {
            guard let utterance = Utterance(decoding: bytes) else { return false }
            let again = Self.encoded(utterance)
            #expect(Utterance(decoding: again) == utterance)
            let repaired = again.indices.contains { again[$0...].starts(with: [0xEF, 0xBF, 0xBD]) }
            #expect(again == bytes || repaired, "\(bytes)")
            return true
        }

        for round in 0 ..< 20_000 {
            // Every other array is made of small bytes, which are tags and short varints more often.
            let bound = round.isMultiple(of: 2) ? 256 : 6
            let bytes = (0 ..< random.below(65)).map { _ in UInt8(random.below(bound)) }
            if check(bytes) { decodedRandom += 1 }
        }
        for _ in 0 ..< 20_000 {
            var bytes = encodings[random.below(encodings.count)]
            bytes[random.below(bytes.count)] = UInt8(random.below(256))
            if check(bytes) { decodedMutations += 1 }
        }
        // Enough of each read back for the checks above to mean something.
        #expect(decodedRandom > 20) // 46 with this seed: the bytes must end exactly where an utterance does
        #expect(decodedMutations > 2_000)
    }

    @Test("S7: a typical announcement is 13 bytes")
    func size() {
        // 1 tag (event) + 1 case (over = 5) + 1 count and 5 bytes ("Later") + 1 presence +
        // 1 Spot case (position) + 1 each for 3 and 6 (zigzag 6 and 12) + 1 DropVerb (move).
        let bytes = Self.encoded(.event(.over("Later", at: .position(3, of: 6), drop: .move)))
        #expect(bytes == [0, 5, 5, 76, 97, 116, 101, 114, 1, 0, 6, 12, 0])
        #expect(bytes.count == 13)
    }

    /// The names hosts use for the Edit menu's commands and changes (the `history` answer, the
    /// words module's titles) are stated once, in the core: each reads back as itself, the names
    /// are distinct, and near misses (another case, a prefix, a longer name) name nothing.
    @Test func commandAndChangeNamesReadBackAndNothingElseDoes() {
        for kind in UndoKind.allCases {
            #expect(UndoKind(name: Array(kind.name.utf8)) == kind)
            #expect(UndoKind(name: Array((kind.name + "X").utf8)) == nil)
            #expect(UndoKind(name: Array(kind.name.utf8.dropLast())) == nil)
        }
        for command in Announcement.Command.allCases {
            #expect(Announcement.Command(name: Array(command.name.utf8)) == command)
        }
        #expect(Set(UndoKind.allCases.map(\.name)).count == UndoKind.allCases.count)
        #expect(UndoKind(name: Array("Move".utf8)) == nil)
        #expect(UndoKind(name: [UInt8]()) == nil)
        #expect(Announcement.Command(name: Array("undo move".utf8)) == nil)
    }
}
