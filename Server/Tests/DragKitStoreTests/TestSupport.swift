import Foundation
import GRDB
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// A fresh folder under the system temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dragkit-store-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var databasePath: String { url.appendingPathComponent("lists.sqlite").path }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a store on a new temporary file; closes the store and
/// deletes the folder (database, WAL and SHM files) afterwards.
func withTemporaryStore<T>(_ body: (ShowcaseStore, TemporaryFolder) async throws -> T) async throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
    defer { try? store.close() }
    return try await body(store, folder)
}

extension ShowcaseStore {
    /// Adds a list `notes` (position 2, cross operation move; scene and kind
    /// take their column defaults, reminders and list) that accepts only
    /// type `note`, holding one item `note-1` of type `note`.
    func addNotesList() async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO containers (id, title, position, cross_operation, accepts)
                    VALUES ('notes', 'Notes', 2, 'move', 'note');
                    INSERT INTO items (id, container_id, position, type, title)
                    VALUES ('note-1', 'notes', 0, 'note', 'Remember the milk');
                    """
            )
        }
    }

    /// The stored order of the two reminders lists the drop tests work on
    /// (`rem-today`, `rem-errands`), leaving the other scenes out.
    func reminderLayout() async throws -> [String: [String]] {
        try await layout().filter { testedLists.contains($0.key) }
    }

    /// ``rawPositions()`` of the two tested reminders lists.
    func reminderPositions() async throws -> [String: [Int]] {
        try await rawPositions().filter { testedLists.contains($0.key) }
    }

    /// Raw (container_id, position) pairs, to check contiguity independently of
    /// the public API.
    func rawPositions() async throws -> [String: [Int]] {
        try await writer.read { db in
            var result: [String: [Int]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT container_id, position FROM items ORDER BY container_id, position") {
                result[row["container_id"], default: []].append(row["position"])
            }
            return result
        }
    }
}

/// Runs `body`, expecting a ``DropError`` of `kind`; returns its message.
@discardableResult
func expectDropError(
    _ kind: DropRefusal,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
) async -> String? {
    do {
        try await body()
        Issue.record("Expected a \(kind) DropError, but the call succeeded", sourceLocation: sourceLocation)
        return nil
    } catch let error as DropError {
        #expect(error.kind == kind, "message: \(error.message)", sourceLocation: sourceLocation)
        return error.message
    } catch {
        Issue.record("Expected a \(kind) DropError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The two seeded reminders lists most drop tests use.
let testedLists: Set<String> = ["rem-today", "rem-errands"]
let seededInbox = ["rem-today-1", "rem-today-2", "rem-today-3", "rem-today-4", "rem-today-5"]
let seededLater = ["rem-errands-1", "rem-errands-2", "rem-errands-3", "rem-errands-4", "rem-errands-5"]
