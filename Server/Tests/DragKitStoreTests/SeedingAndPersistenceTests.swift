import Foundation
import Testing

@testable import DragKitStore

@Suite("Seeding and persistence")
struct SeedingAndPersistenceTests {
    @Test("A new file is seeded with Inbox and Later, five tasks each")
    func seedsOnFirstOpen() async throws {
        try await withTemporaryStore { store, _ in
            let containers = try await store.containers()
            #expect(containers.map(\.id) == ["inbox", "later"])
            #expect(containers.map(\.title) == ["Inbox", "Later"])
            #expect(containers.allSatisfy { $0.crossOperation == .copy && $0.accepts.isEmpty })
            #expect(containers[0].items.map(\.id) == seededInbox)
            #expect(containers[1].items.map(\.id) == seededLater)
            #expect(
                containers[0].items.map(\.title) == [
                    "Buy oat milk", "Call the plumber", "Book train to Lyon", "Return library books", "Renew passport",
                ]
            )
            #expect(
                containers[1].items.map(\.title) == [
                    "Plan the garden", "Read 'The Overstory'", "Fix the bike light", "Sort holiday photos",
                    "Learn three chords",
                ]
            )
            #expect(containers.flatMap(\.items).allSatisfy { $0.type == "task" })
            #expect(try await store.rawPositions() == ["inbox": [0, 1, 2, 3, 4], "later": [0, 1, 2, 3, 4]])
        }
    }

    @Test("Reopening does not seed again, and drops persist across close and reopen")
    func persistsAndDoesNotReseed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let first = try ShowcaseStore(path: folder.databasePath)
        _ = try await first.apply(Drop(operation: .move, itemIDs: ["inbox-1", "inbox-2"], from: "inbox", to: "later", index: 5))
        _ = try await first.apply(
            Drop(operation: .copy, itemIDs: ["later-1"], from: "later", to: "inbox", index: 0, copyIDs: ["copy-1"])
        )
        let before = try await first.contentDump()
        try first.close()

        let second = try ShowcaseStore(path: folder.databasePath)
        defer { try? second.close() }
        #expect(try await second.contentDump() == before)
        #expect(
            try await second.layout() == [
                "inbox": ["copy-1", "inbox-3", "inbox-4", "inbox-5"],
                "later": seededLater + ["inbox-1", "inbox-2"],
            ]
        )
    }

    @Test("A store whose lists were all emptied is not reseeded")
    func emptyListsAreNotReseeded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try ShowcaseStore(path: folder.databasePath)
        _ = try await first.apply(Drop(operation: .move, itemIDs: seededInbox, from: "inbox", to: "later", index: 0))
        try first.close()

        let second = try ShowcaseStore(path: folder.databasePath)
        defer { try? second.close() }
        #expect(try await second.layout() == ["inbox": [], "later": seededInbox + seededLater])
    }
}
