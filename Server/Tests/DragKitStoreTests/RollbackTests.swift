import GRDB
import Testing

@testable import DragKitStore

/// Failures that happen *inside* the write transaction, after some rows were
/// already written, must roll everything back. The failures are injected with
/// SQLite triggers, so the store's own code runs unmodified.
@Suite("Rollback on mid-transaction failure")
struct RollbackTests {
    @Test("A move whose destination write fails leaves the source untouched")
    func moveRollsBackWhenDestinationWriteFails() async throws {
        try await withTemporaryStore { store, _ in
            try await store.writer.write { db in
                try db.execute(
                    sql: """
                        CREATE TRIGGER fail_arrival_in_errands BEFORE UPDATE OF container_id ON items
                        WHEN NEW.container_id = 'rem-errands' AND OLD.container_id <> 'rem-errands'
                        BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
                        """
                )
            }
            let before = try await store.contentDump()

            // The source list is renumbered before the destination is written,
            // so by the time the trigger fires Today has already changed.
            await #expect(throws: DatabaseError.self) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-2", "rem-today-4"], from: "rem-today", to: "rem-errands", index: 0)
                )
            }
            #expect(try await store.contentDump() == before)
            #expect(try await store.reminderLayout() == ["rem-today": seededInbox, "rem-errands": seededLater])
            #expect(try await store.reminderPositions() == ["rem-today": [0, 1, 2, 3, 4], "rem-errands": [0, 1, 2, 3, 4]])

            // The store keeps working once the cause is gone.
            try await store.writer.write { db in try db.execute(sql: "DROP TRIGGER fail_arrival_in_errands") }
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-2", "rem-today-4"], from: "rem-today", to: "rem-errands", index: 0)
            )
            #expect(try await store.reminderLayout()["rem-errands"] == ["rem-today-2", "rem-today-4"] + seededLater)
        }
    }

    @Test("A copy whose second insert fails leaves no first copy behind")
    func copyRollsBackWhenSecondInsertFails() async throws {
        try await withTemporaryStore { store, _ in
            try await store.writer.write { db in
                try db.execute(
                    sql: """
                        CREATE TRIGGER fail_second_copy BEFORE INSERT ON items
                        WHEN NEW.id = 'copy-2'
                        BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
                        """
                )
            }
            let before = try await store.contentDump()
            await #expect(throws: DatabaseError.self) {
                _ = try await store.apply(
                    Drop(
                        operation: .copy, itemIDs: ["rem-today-1", "rem-today-2"], from: "rem-today", to: "rem-errands", index: 0,
                        copyIDs: ["copy-1", "copy-2"]
                    )
                )
            }
            #expect(try await store.contentDump() == before)
            #expect(!(try await store.contentDump().contains("copy-1")))
        }
    }

    @Test("A same-list reorder that fails half-way restores every position")
    func reorderRollsBack() async throws {
        try await withTemporaryStore { store, _ in
            // Fail when the last row of the new order gets its final position.
            try await store.writer.write { db in
                try db.execute(
                    sql: """
                        CREATE TRIGGER fail_last_slot BEFORE UPDATE OF position ON items
                        WHEN NEW.position = 4 AND NEW.container_id = 'rem-today'
                        BEGIN SELECT RAISE(ABORT, 'injected failure'); END;
                        """
                )
            }
            let before = try await store.contentDump()
            await #expect(throws: DatabaseError.self) {
                _ = try await store.apply(Drop(operation: .move, itemIDs: ["rem-today-5"], from: "rem-today", to: "rem-today", index: 0))
            }
            #expect(try await store.contentDump() == before)
        }
    }
}
