import Testing

@testable import DragKitStore

@Suite("Applying drops")
struct DropApplyTests {
    @Test("Reorder within a list: index counts the list without the dragged items")
    func reorderWithinList() async throws {
        try await withTemporaryStore { store, _ in
            // To the end: 4 items remain, so index 4 is the end.
            let affected = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 4)
            )
            #expect(affected.map(\.id) == ["rem-today"])
            #expect(affected[0].items.map(\.id) == ["rem-today-2", "rem-today-3", "rem-today-4", "rem-today-5", "rem-today-1"])

            // Several items, inserted in the order given (not source order).
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-5", "rem-today-2"], from: "rem-today", to: "rem-today", index: 1)
            )
            #expect(try await store.reminderLayout()["rem-today"] == ["rem-today-3", "rem-today-5", "rem-today-2", "rem-today-4", "rem-today-1"])

            // To the front.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 0)
            )
            #expect(try await store.reminderLayout()["rem-today"] == ["rem-today-1", "rem-today-3", "rem-today-5", "rem-today-2", "rem-today-4"])
            #expect(try await store.reminderLayout()["rem-errands"] == seededLater)
            #expect(try await store.reminderPositions()["rem-today"] == [0, 1, 2, 3, 4])
        }
    }

    @Test("Move between lists removes from the source and inserts at index in the destination")
    func moveBetweenLists() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-4", "rem-today-2"], from: "rem-today", to: "rem-errands", index: 1)
            )
            #expect(affected.map(\.id) == ["rem-today", "rem-errands"])
            #expect(affected[0].items.map(\.id) == ["rem-today-1", "rem-today-3", "rem-today-5"])
            #expect(
                affected[1].items.map(\.id) == ["rem-errands-1", "rem-today-4", "rem-today-2", "rem-errands-2", "rem-errands-3", "rem-errands-4", "rem-errands-5"]
            )
            // The moved items keep id, type, title and payload (the level of subtasks they open, issue 37).
            #expect(
                affected[1].items[1]
                    == ListItem(id: "rem-today-4", type: "com.dragkit.reminder", title: "Return library books", payload: ["opens": "rem-today-4.subtasks"])
            )
            // The response is what is stored.
            #expect(try await store.containers().filter { testedLists.contains($0.id) } == affected)
            #expect(try await store.reminderPositions() == ["rem-today": [0, 1, 2], "rem-errands": [0, 1, 2, 3, 4, 5, 6]])

            // Emptying a list and moving into the empty list work too.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-3", "rem-today-5"], from: "rem-today", to: "rem-errands", index: 7)
            )
            #expect(try await store.reminderLayout()["rem-today"] == [])
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-errands-3"], from: "rem-errands", to: "rem-today", index: 0))
            #expect(try await store.reminderLayout()["rem-today"] == ["rem-errands-3"])
        }
    }

    @Test("Copy between lists inserts new items and leaves the source unchanged")
    func copyBetweenLists() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(
                    operation: .copy, itemIDs: ["rem-today-3", "rem-today-1"], from: "rem-today", to: "rem-errands", index: 5,
                    copyIDs: ["copy-a", "copy-b"]
                )
            )
            #expect(affected.map(\.id) == ["rem-today", "rem-errands"])
            #expect(affected[0].items.map(\.id) == seededInbox)
            #expect(affected[1].items.map(\.id) == seededLater + ["copy-a", "copy-b"])
            // Each copy opens a new level of subtasks of its own (issue 37), not its original's.
            #expect(affected[1].items[5] == ListItem(id: "copy-a", type: "com.dragkit.reminder", title: "Book train to Lyon", payload: ["opens": "copy-a.subtasks"]))
            #expect(affected[1].items[6] == ListItem(id: "copy-b", type: "com.dragkit.reminder", title: "Buy oat milk", payload: ["opens": "copy-b.subtasks"]))
            #expect(try await store.reminderPositions()["rem-errands"] == Array(0..<7))
        }
    }

    @Test("Copy within a list duplicates the items at index")
    func copyWithinList() async throws {
        try await withTemporaryStore { store, _ in
            let affected = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-today-5"], from: "rem-today", to: "rem-today", index: 0, copyIDs: ["rem-today-5b"])
            )
            #expect(affected.map(\.id) == ["rem-today"])
            #expect(affected[0].items.map(\.id) == ["rem-today-5b"] + seededInbox)
            #expect(affected[0].items[0].title == "Renew passport")
            // For a copy nothing is taken out, so the end is index == count.
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 6, copyIDs: ["rem-today-1b"])
            )
            #expect(try await store.reminderLayout()["rem-today"] == ["rem-today-5b"] + seededInbox + ["rem-today-1b"])
            #expect(try await store.reminderPositions()["rem-today"] == Array(0..<7))
        }
    }

    @Test("Index bounds: 0...remaining count is accepted, anything else refused")
    func indexBounds() async throws {
        try await withTemporaryStore { store, _ in
            // Same-list move of one item: 4 remain.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 5))
            }
            // Same-list move of two items: 3 remain.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-2"], from: "rem-today", to: "rem-today", index: 4)
                )
            }
            // Cross-list move: destination has 5.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-errands", index: 6))
            }
            // Copy within a list: 5 remain (nothing is taken out).
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .copy, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 6, copyIDs: ["n1"])
                )
            }
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-errands", index: -1))
            }
            #expect(try await store.reminderLayout() == ["rem-today": seededInbox, "rem-errands": seededLater])

            // The upper bounds themselves are fine.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-2"], from: "rem-today", to: "rem-today", index: 3)
            )
            #expect(try await store.reminderLayout()["rem-today"] == ["rem-today-3", "rem-today-4", "rem-today-5", "rem-today-1", "rem-today-2"])
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-3"], from: "rem-today", to: "rem-errands", index: 5))
            #expect(try await store.reminderLayout()["rem-errands"] == seededLater + ["rem-today-3"])
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-errands-1"], from: "rem-errands", to: "rem-errands", index: 6, copyIDs: ["n1"])
            )
            #expect(try await store.reminderLayout()["rem-errands"] == seededLater + ["rem-today-3", "n1"])
        }
    }

    @Test("A type-restricted list takes only its types")
    func acceptedTypes() async throws {
        try await withTemporaryStore { store, _ in
            try await store.addNotesList()
            let notes = try await store.containers().first { $0.id == "notes" }
            #expect(notes?.accepts == ["note"])
            #expect(notes?.crossOperation == .move)

            // A note may go into an accept-any folder, and back into notes.
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "notes", to: "files-root", index: 0))
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "files-root", to: "notes", index: 0))
            #expect(try await store.layout()["notes"] == ["note-1"])

            // A reminder may not go into notes, even mixed with a note.
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["note-1"], from: "notes", to: "files-root", index: 0))
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-2"], from: "rem-today", to: "files-root", index: 1))
            let message = await expectDropError(.typeNotAccepted) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["note-1", "rem-today-2"], from: "files-root", to: "notes", index: 0)
                )
            }
            #expect(message?.contains("'Notes' does not accept items of type 'com.dragkit.reminder'") == true)
            // F7: the refused item is named by its title, never by its internal id (issue 13).
            #expect(message?.contains("\"Call the plumber\"") == true)
            #expect(message?.contains("rem-today-2") == false)
            #expect(try await store.layout()["notes"] == [])
            #expect(try await store.layout()["files-root"]?.prefix(2) == ["note-1", "rem-today-2"])
        }
    }
}
