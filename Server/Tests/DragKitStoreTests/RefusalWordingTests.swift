import Testing

@testable import DragKitStore

/// F7, issue 13: a refusal is read by a person, so it names items and lists by their titles or
/// in plain words, never by the internal ids the page and the store use.
@Suite("Refusals name no internal ids")
struct RefusalWordingTests {
    /// Every id a drop names (items, lists, copies), short ones left out (a one-letter id
    /// could appear inside any word).
    static func ids(of drop: Drop) -> [String] {
        (drop.itemIDs + drop.copyIDs + [drop.from, drop.to] + drop.created.map(\.id)).filter { $0.count > 2 }
    }

    @Test("F7: no refused drop's message names an id the drop sent", arguments: RefusalCase.all)
    func refusalNamesNoIDs(_ refusal: RefusalCase) async throws {
        try await withTemporaryStore { store, _ in
            try await store.addNotesList()
            let message = try #require(await expectDropError(refusal.kind) { _ = try await store.apply(refusal.drop) })
            for id in Self.ids(of: refusal.drop) {
                #expect(!message.contains("'\(id)'") && !message.contains("\"\(id)\""), "\(message) names \(id)")
            }
        }
    }

    @Test("F7: a drop naming an item that does not exist (any more) is a 409 in plain words")
    func missingItemInPlainWords() async throws {
        try await withTemporaryStore { store, _ in
            let message = try #require(await expectDropError(.conflict) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-1", "ghost-item"], from: "rem-today", to: "rem-errands", index: 0))
            })
            #expect(message.hasPrefix("One of the dragged items does not exist any more"), "\(message)")
            #expect(message.contains("\"Today\""), "\(message)")
            for id in ["ghost-item", "rem-today-1", "rem-today", "rem-errands"] {
                #expect(!message.contains(id), "\(message)")
            }
        }
    }

    @Test("F7: an unknown list, a taken copy id and an unknown text view are refused without their ids")
    func unknownListsAndTakenIDs() async throws {
        try await withTemporaryStore { store, _ in
            let unknown = try #require(await expectDropError(.containerNotFound) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "lost-list", index: 0))
            })
            #expect(!unknown.contains("lost-list"), "\(unknown)")
            let taken = try #require(await expectDropError(.conflict) {
                _ = try await store.apply(
                    Drop(operation: .copy, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-errands", index: 0,
                         copyIDs: ["rem-errands-2"]))
            })
            #expect(!taken.contains("rem-errands-2") && taken.contains("\"Buy oat milk\""), "\(taken)")
            let text = try #require(await expectDropError(.invalidRequest) {
                _ = try await store.applyText([TextEdit(container: "lost-note", version: 0, runs: [])])
            })
            #expect(!text.contains("lost-note"), "\(text)")
        }
    }
}
