import Testing

@testable import DragKitStore

@Suite("Applying drops")
struct DropApplyTests {
    @Test("Reorder within a list: index counts the list without the dragged items")
    func reorderWithinList() async throws {
        try await withTemporaryStore { store, _ in
            // To the end: 4 items remain, so index 4 is the end.
            let affected = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: "inbox", index: 4)
            )
            #expect(affected.map(\.id) == ["inbox"])
            #expect(affected[0].items.map(\.id) == ["inbox-2", "inbox-3", "inbox-4", "inbox-5", "inbox-1"])

            // Several items, inserted in the order given (not source order).
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-5", "inbox-2"], from: "inbox", to: "inbox", index: 1)
            )
            #expect(try await store.layout()["inbox"] == ["inbox-3", "inbox-5", "inbox-2", "inbox-4", "inbox-1"])

            // To the front.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: "inbox", index: 0)
            )
            #expect(try await store.layout()["inbox"] == ["inbox-1", "inbox-3", "inbox-5", "inbox-2", "inbox-4"])
            #expect(try await store.layout()["later"] == seededLater)
            #expect(try await store.rawPositions()["inbox"] == [0, 1, 2, 3, 4])
        }
    }

    @Test("Move between lists removes from the source and inserts at index in the destination")
    func moveBetweenLists() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-4", "inbox-2"], from: "inbox", to: "later", index: 1)
            )
            #expect(affected.map(\.id) == ["inbox", "later"])
            #expect(affected[0].items.map(\.id) == ["inbox-1", "inbox-3", "inbox-5"])
            #expect(
                affected[1].items.map(\.id) == ["later-1", "inbox-4", "inbox-2", "later-2", "later-3", "later-4", "later-5"]
            )
            // The moved items keep id, type and title.
            #expect(affected[1].items[1] == ListItem(id: "inbox-4", type: "task", title: "Return library books"))
            // The response is what is stored.
            #expect(try await store.containers() == affected)
            #expect(try await store.rawPositions() == ["inbox": [0, 1, 2], "later": [0, 1, 2, 3, 4, 5, 6]])

            // Emptying a list and moving into the empty list work too.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-1", "inbox-3", "inbox-5"], from: "inbox", to: "later", index: 7)
            )
            #expect(try await store.layout()["inbox"] == [])
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["later-3"], from: "later", to: "inbox", index: 0))
            #expect(try await store.layout()["inbox"] == ["later-3"])
        }
    }

    @Test("Copy between lists inserts new items and leaves the source unchanged")
    func copyBetweenLists() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(
                    operation: .copy, itemIDs: ["inbox-3", "inbox-1"], from: "inbox", to: "later", index: 5,
                    copyIDs: ["copy-a", "copy-b"]
                )
            )
            #expect(affected.map(\.id) == ["inbox", "later"])
            #expect(affected[0].items.map(\.id) == seededInbox)
            #expect(affected[1].items.map(\.id) == seededLater + ["copy-a", "copy-b"])
            #expect(affected[1].items[5] == ListItem(id: "copy-a", type: "task", title: "Book train to Lyon"))
            #expect(affected[1].items[6] == ListItem(id: "copy-b", type: "task", title: "Buy oat milk"))
            #expect(try await store.rawPositions()["later"] == Array(0..<7))
        }
    }

    @Test("Copy within a list duplicates the items at index")
    func copyWithinList() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(operation: .copy, itemIDs: ["inbox-5"], from: "inbox", to: "inbox", index: 0, copyIDs: ["inbox-5b"])
            )
            #expect(affected.map(\.id) == ["inbox"])
            #expect(affected[0].items.map(\.id) == ["inbox-5b"] + seededInbox)
            #expect(affected[0].items[0].title == "Renew passport")
            // For a copy nothing is taken out, so the end is index == count.
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["inbox-1"], from: "inbox", to: "inbox", index: 6, copyIDs: ["inbox-1b"])
            )
            #expect(try await store.layout()["inbox"] == ["inbox-5b"] + seededInbox + ["inbox-1b"])
            #expect(try await store.rawPositions()["inbox"] == Array(0..<7))
        }
    }

    @Test("Index bounds: 0...remaining count is accepted, anything else refused")
    func indexBounds() async throws {
        try await withTemporaryStore { store, _ in
            // Same-list move of one item: 4 remain.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: "inbox", index: 5))
            }
            // Same-list move of two items: 3 remain.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["inbox-1", "inbox-2"], from: "inbox", to: "inbox", index: 4)
                )
            }
            // Cross-list move: destination has 5.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: "later", index: 6))
            }
            // Copy within a list: 5 remain (nothing is taken out).
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .copy, itemIDs: ["inbox-1"], from: "inbox", to: "inbox", index: 6, copyIDs: ["n1"])
                )
            }
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["inbox-1"], from: "inbox", to: "later", index: -1))
            }
            #expect(try await store.layout() == ["inbox": seededInbox, "later": seededLater])

            // The upper bounds themselves are fine.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["inbox-1", "inbox-2"], from: "inbox", to: "inbox", index: 3)
            )
            #expect(try await store.layout()["inbox"] == ["inbox-3", "inbox-4", "inbox-5", "inbox-1", "inbox-2"])
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["inbox-3"], from: "inbox", to: "later", index: 5))
            #expect(try await store.layout()["later"] == seededLater + ["inbox-3"])
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["later-1"], from: "later", to: "later", index: 6, copyIDs: ["n1"])
            )
            #expect(try await store.layout()["later"] == seededLater + ["inbox-3", "n1"])
        }
    }

    @Test("A type-restricted list takes only its types")
    func acceptedTypes() async throws {
        try await withTemporaryStore { store, _ in
            try await store.addNotesList()
            let notes = try await store.containers().first { $0.id == "notes" }
            #expect(notes?.accepts == ["note"])
            #expect(notes?.crossOperation == .move)

            // A note may go into an accept-any list, and back into notes.
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "notes", to: "inbox", index: 0))
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "inbox", to: "notes", index: 0))
            #expect(try await store.layout()["notes"] == ["note-1"])

            // A task may not go into notes, even mixed with a note.
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "notes", to: "inbox", index: 0))
            let message = await expectDropError(.typeNotAccepted) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["note-1", "inbox-2"], from: "inbox", to: "notes", index: 0)
                )
            }
            #expect(message?.contains("'Notes' does not accept items of type 'task'") == true)
            #expect(message?.contains("inbox-2") == true)
            #expect(try await store.layout()["notes"] == [])
            #expect(try await store.layout()["inbox"] == ["note-1"] + seededInbox)
        }
    }
}
