import Foundation
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// Issue 12 (S9, S14): two windows are two views of one store. Every committed write publishes
/// the store's new version to every follower; refused writes and answered retries publish
/// nothing; a slow follower never holds a write up; the number of followers is bounded.
@Suite("Store changes")
struct StoreChangesTests {
    static func move(_ item: String, from: String, to: String) -> Drop {
        Drop(operation: .move, itemIDs: [item], from: from, to: to, index: 0)
    }

    /// The next version `subscription` receives, or nil if none comes within two seconds.
    static func next(_ subscription: StoreVersionFeed.Subscription) async -> Int? {
        await withTaskGroup(of: Int?.self) { group in
            group.addTask {
                var iterator = subscription.versions.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(2))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test("S9, S14: a stored drop publishes the store's new version, which only grows")
    func dropPublishes() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.version()
            let subscription = try #require(store.changes.follow())
            defer { subscription.cancel() }
            _ = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands"))
            let published = await Self.next(subscription)
            #expect(published == (try await store.version()))
            #expect((published ?? 0) > before, "a move between two lists raises the version")
            _ = try await store.apply(Self.move("rem-today-1", from: "rem-errands", to: "rem-today"))
            let undone = await Self.next(subscription)
            #expect((undone ?? 0) > (published ?? 0), "taking it back is a new write, a newer version, not the old one")
        }
    }

    @Test("S9: a text drop publishes too; so does the retried write's first attempt, and the retry nothing")
    func textAndRetries() async throws {
        try await withTemporaryStore { store, _ in
            let subscription = try #require(store.changes.follow())
            defer { subscription.cancel() }
            let identity = RequestIdentity(id: "text-1", fingerprint: "text:abc")
            let edit = [TextEdit(container: "notes-quick", version: 1, runs: [TextRun("Milk")])]
            _ = try await store.applyText(edit, request: identity)
            let first = await Self.next(subscription)
            #expect(first == (try await store.version()))
            _ = try await store.applyText(edit, request: identity)  // answered as stored, not applied
            #expect(store.changes.followerCount == 1)
            let stale = Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-errands", index: 0,
                             versions: ["rem-errands": 7])
            await #expect(throws: DropError.self) { _ = try await store.apply(stale) }
            // Nothing was published for the retry or the refusal: the next version is the next write's.
            _ = try await store.apply(Self.move("rem-today-2", from: "rem-today", to: "rem-errands"))
            let next = await Self.next(subscription)
            #expect(next == (try await store.version()))
            #expect((next ?? 0) == (first ?? 0) + 2, "one move between two lists; nothing in between")
        }
    }

    @Test("S9: several followers each receive every write's version")
    func severalFollowers() async throws {
        try await withTemporaryStore { store, _ in
            let followers = try (0..<3).map { _ in try #require(store.changes.follow()) }
            defer { followers.forEach { $0.cancel() } }
            #expect(store.changes.followerCount == 3)
            _ = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-today"))
            let version = try await store.version()
            for follower in followers {
                #expect(await Self.next(follower) == version)
            }
        }
    }

    @Test("Issue 12: followers are bounded; one beyond the limit is refused, and a place frees when one stops")
    func bounded() async throws {
        let feed = StoreVersionFeed(limit: 2)
        let first = try #require(feed.follow())
        let second = try #require(feed.follow())
        #expect(feed.follow() == nil, "a third follower is refused")
        first.cancel()
        #expect(feed.followerCount == 1)
        let third = try #require(feed.follow(), "the place the first left is free again")
        second.cancel()
        third.cancel()
        #expect(feed.followerCount == 0)
    }

    @Test("Issue 12: a follower whose reader stops (its task cancelled) is counted out")
    func readerCancelled() async throws {
        let feed = StoreVersionFeed(limit: 4)
        let subscription = try #require(feed.follow())
        let reader = Task { for await _ in subscription.versions {} }
        #expect(feed.followerCount == 1)
        reader.cancel()
        await reader.value
        #expect(feed.followerCount == 0)
    }

    @Test("Issue 12: a follower that never reads never holds up a write; it gets only the newest version")
    func slowFollower() async throws {
        try await withTemporaryStore { store, _ in
            let idle = try #require(store.changes.follow())  // never read while the writes go on
            defer { idle.cancel() }
            for round in 0..<20 {
                let (from, to) = round.isMultiple(of: 2) ? ("rem-today", "rem-errands") : ("rem-errands", "rem-today")
                _ = try await store.apply(Self.move("rem-today-1", from: from, to: to))
            }
            let newest = try await store.version()
            #expect(await Self.next(idle) == newest, "the versions in between were skipped, not queued")
        }
    }

    @Test("Issue 12: closing the store ends every follower's stream")
    func closeEnds() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        let subscription = try #require(store.changes.follow())
        let reader = Task { () -> Int in
            var count = 0
            for await _ in subscription.versions { count += 1 }
            return count
        }
        try store.close()
        #expect(await reader.value == 0)
        #expect(store.changes.followerCount == 0)
    }
}
