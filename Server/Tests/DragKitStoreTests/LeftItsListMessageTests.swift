import Testing

@testable import DragKitStore

/// F7, issue 13: when a dragged item has left the list the drop names (moved in another window),
/// the 409 says so in plain words, by the item's and the lists' titles, never by internal ids.
@Suite("The message for an item that has left its list")
struct LeftItsListMessageTests {
    @Test("F7: the 409 names the item and the lists by their titles, without ids")
    func plainWords() async throws {
        try await withTemporaryStore { store, _ in
            let message = await expectDropError(.conflict) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-errands-3"], from: "rem-today", to: "rem-work", index: 0)
                )
            }
            let text = try #require(message)
            #expect(text.hasPrefix(#""Get the bike light fixed" is no longer in "Today": it is now in "Errands""#), "\(text)")
            for id in ["rem-errands-3", "rem-today", "rem-errands", "rem-work"] {
                #expect(!text.contains(id), "\(text)")
            }
        }
    }

    @Test("F7: a long title is cut short in the message, and an untitled item is called an item")
    func longAndEmptyTitles() async throws {
        try await withTemporaryStore { store, _ in
            let long = String(repeating: "word ", count: 60)
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: [], from: "rem-errands", to: "rem-errands", index: 0, created: [
                    ListItem(id: "long-1", type: "com.dragkit.reminder", title: long),
                    ListItem(id: "empty-1", type: "com.dragkit.reminder", title: ""),
                ])
            )
            let longMessage = try #require(await expectDropError(.conflict) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["long-1"], from: "rem-today", to: "rem-work", index: 0))
            })
            #expect(longMessage.count < 200 && longMessage.contains("…\" is no longer in \"Today\""), "\(longMessage)")
            let emptyMessage = try #require(await expectDropError(.conflict) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["empty-1"], from: "rem-today", to: "rem-work", index: 0))
            })
            #expect(emptyMessage.hasPrefix(#"An untitled item is no longer in "Today": it is now in "Errands""#), "\(emptyMessage)")
            #expect(!emptyMessage.contains("empty-1") && !longMessage.contains("long-1"))
        }
    }
}
