import Foundation
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// Issue 37: Reminders' subtasks (every reminder opens a level, a `list` container of the
/// scene) and board (`rem-board`, an item per list that opens it, in order).
@Suite("Reminders' subtasks and board (issue 37)")
struct ReminderSubtaskTests {
    static func byID(_ store: ShowcaseStore) async throws -> [String: ListContainer] {
        Dictionary(uniqueKeysWithValues: try await store.containers().map { ($0.id, $0) })
    }

    @Test("Every reminder opens a level of its own whose parent holds it; the board opens the lists in order")
    func seeded() async throws {
        try await withTemporaryStore { store, _ in
            let containers = try await store.containers()
            let byID = Dictionary(uniqueKeysWithValues: containers.map { ($0.id, $0) })
            #expect(containers.map(\.position) == Array(0..<containers.count))
            let levels = containers.filter { $0.scene == "reminders" && $0.kind == "list" }
            var opened: [String] = []
            for holder in levels {
                for item in holder.items {
                    let level = try #require(item.payload["opens"]?.stringValue, "\(item.id)")
                    #expect(byID[level]?.parent == holder.id, "\(item.id)")
                    #expect(byID[level]?.accepts == holder.accepts && byID[level]?.crossOperation == .move)
                    opened.append(level)
                }
            }
            #expect(Set(opened).count == opened.count)  // no level shared
            #expect(byID["rem-work-3.subtasks"]?.items.map(\.title) == ["Ask two venues for a quote", "Check the dates with the team"])
            let board = try #require(byID[ReminderLevels.boardID])
            #expect(board.kind == "board" && board.accepts == [ReminderLevels.columnType] && board.crossOperation == .move)
            #expect(board.items.map { $0.payload["opens"]?.stringValue } == ["rem-today", "rem-errands", "rem-work"])
        }
    }

    @Test("A reminder moved to another list takes its subtasks along; moved back, the store is as it was")
    func subtasksTravel() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-work-3"], from: "rem-work", to: "rem-today", index: 1))
            var byID = try await Self.byID(store)
            #expect(byID["rem-work-3.subtasks"]?.parent == "rem-today")
            #expect(byID["rem-work-3.subtasks"]?.items.map(\.id) == ["rem-work-3.subtasks-1", "rem-work-3.subtasks-2"])
            #expect(byID["rem-work-3.subtasks-1.subtasks"]?.parent == "rem-work-3.subtasks")
            // Indented under another reminder: a subtask, its own subtasks still under it.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-work-3"], from: "rem-today", to: "rem-today-1.subtasks", index: 0))
            byID = try await Self.byID(store)
            #expect(byID["rem-work-3.subtasks"]?.parent == "rem-today-1.subtasks")
            // Undone step by step (moves back): exactly the store it was.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-work-3"], from: "rem-today-1.subtasks", to: "rem-today", index: 1))
            _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-work-3"], from: "rem-today", to: "rem-work", index: 2))
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("A reminder never goes among its own subtasks, however deep, moved or copied", arguments: [DropOperation.move, .copy])
    func neverAmongItsOwnSubtasks(_ operation: DropOperation) async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let copies = operation == .copy ? ["rem-copy"] : []
            for level in ["rem-work-3.subtasks", "rem-work-3.subtasks-2.subtasks"] {
                let message = await expectDropError(.folderInsideItself) {
                    _ = try await store.apply(
                        Drop(operation: operation, itemIDs: ["rem-work-3"], from: "rem-work", to: level, index: 0, copyIDs: copies))
                }
                #expect(message?.hasPrefix("A reminder can't be put among its own subtasks") == true, "\(message ?? "")")
            }
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("A subtask moved out no longer counts as inside: its former parent may become its subtask")
    func insideFollowsMoves() async throws {
        try await withTemporaryStore { store, _ in
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-work-3.subtasks-1"], from: "rem-work-3.subtasks", to: "rem-work", index: 0))
            #expect(try await Self.byID(store)["rem-work-3.subtasks-1.subtasks"]?.parent == "rem-work")
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-work-3"], from: "rem-work", to: "rem-work-3.subtasks-1.subtasks", index: 0))
            #expect(try await store.layout()["rem-work-3.subtasks-1.subtasks"] == ["rem-work-3"])
        }
    }

    @Test("A copied or created reminder gets a level of its own, answered with the drop")
    func newRemindersGetLevels() async throws {
        try await withTemporaryStore { store, _ in
            let copied = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-work-3"], from: "rem-work", to: "rem-today", index: 0, copyIDs: ["rem-copy"]))
            // The answer names the touched lists only; the new level is in the store.
            #expect(copied.map(\.id) == ["rem-today", "rem-work"])
            let copy = try #require(copied.first { $0.id == "rem-today" }?.items.first)
            #expect(copy.id == "rem-copy" && copy.payload["opens"]?.stringValue == "rem-copy.subtasks")
            var byID = try await Self.byID(store)
            #expect(byID["rem-copy.subtasks"]?.parent == "rem-today" && byID["rem-copy.subtasks"]?.items.isEmpty == true)
            // The original keeps its subtasks, shared with nobody.
            #expect(try await store.layout()["rem-work-3.subtasks"] == ["rem-work-3.subtasks-1", "rem-work-3.subtasks-2"])
            let created = try await store.apply(
                Drop(operation: .copy, itemIDs: [], from: "rem-errands", to: "rem-errands", index: 0,
                     created: [ListItem(id: "rem-new", type: "public.plain-text", title: "Water the plants", payload: ["text": "Water the plants"])]))
            #expect(created.first?.items.first?.payload["opens"]?.stringValue == "rem-new.subtasks")
            let imported = try await store.applyImport(
                ImportRequest(container: "rem-today", index: 0, contentType: "text/plain", fileName: "", body: Array("Milk\nEggs".utf8)))
            let levels = imported.items.compactMap { $0.payload["opens"]?.stringValue }
            byID = try await Self.byID(store)
            #expect(byID["rem-new.subtasks"]?.parent == "rem-errands")
            #expect(levels.count == 2 && levels.allSatisfy { byID[$0]?.parent == "rem-today" })
            // A reminder copied out of Reminders (into a folder) opens nothing there.
            let filed = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-work-3"], from: "rem-work", to: "files-root", index: 0, copyIDs: ["rem-filed"]))
            #expect(filed.first { $0.id == "files-root" }?.items.first?.payload["opens"] == nil)
        }
    }

    @Test("The board's columns reorder as a move inside it, and back")
    func boardOrder() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let ids = ["rem-board-rem-today", "rem-board-rem-errands", "rem-board-rem-work"]
            _ = try await store.apply(Drop(operation: .move, itemIDs: [ids[0]], from: "rem-board", to: "rem-board", index: 2))
            #expect(try await store.layout()["rem-board"] == [ids[1], ids[2], ids[0]])
            // A column never goes into a list, nor a reminder among the columns.
            _ = await expectDropError(.typeNotAccepted) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: [ids[1]], from: "rem-board", to: "rem-today", index: 0))
            }
            _ = await expectDropError(.typeNotAccepted) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-board", index: 0))
            }
            _ = try await store.apply(Drop(operation: .move, itemIDs: [ids[0]], from: "rem-board", to: "rem-board", index: 0))
            #expect(try await store.contentDump() == before)
        }
    }
}
