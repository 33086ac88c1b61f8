import Foundation
import GRDB
import Testing

@testable import DragKitStore

/// Issue 13: drops computed on a stale view are refused, retried writes are applied once, and a
/// folder never lands inside itself.
@Suite("Stale, retried and cyclic drops")
struct StaleAndRetriedDropTests {
    static func move(_ item: String, from: String, to: String, index: Int = 0, versions: [String: Int] = [:]) -> Drop {
        Drop(operation: .move, itemIDs: [item], from: from, to: to, index: index, versions: versions)
    }

    static func quickEntryVersion(_ store: ShowcaseStore) async throws -> Int {
        try await store.containers().first { $0.id == "notes-quick" }?.text?.version ?? 0
    }

    @Test("Issue 13: every drop bumps the versions of the containers it changes, and only those")
    func versionsBump() async throws {
        try await withTemporaryStore { store, _ in
            let versions = { try await Dictionary(uniqueKeysWithValues: store.containers().map { ($0.id, $0.version) }) }
            let start = try await versions()
            #expect(start["rem-today"] == 0 && start["rem-errands"] == 0)
            let answer = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands"))
            #expect(answer.map(\.version) == [1, 1])
            let copied = try await store.apply(
                Drop(operation: .copy, itemIDs: ["rem-errands-2"], from: "rem-errands", to: "rem-today", index: 0, copyIDs: ["c1"])
            )
            let after = try await versions()
            #expect(after["rem-today"] == 2 && after["rem-errands"] == 1, "a copy changes only its destination")
            #expect(copied.first { $0.id == "rem-today" }?.version == 2)
            for (id, version) in after where id != "rem-today" && id != "rem-errands" {
                // The copy's new level of subtasks (issue 37) is new, at version 0.
                #expect(version == (start[id] ?? (id == "c1.subtasks" ? 0 : -1)), "\(id) untouched")
            }
        }
    }

    @Test("Issue 13: a drop computed on a stale version is refused with a plain message, and nothing lands anywhere")
    func staleDropRefused() async throws {
        try await withTemporaryStore { store, _ in
            // Another window reorders Errands: this view (version 0) is now stale.
            _ = try await store.apply(Self.move("rem-errands-5", from: "rem-errands", to: "rem-errands"))
            let before = try await store.contentDump()
            let message = await expectDropError(.conflict) {
                _ = try await store.apply(
                    Self.move("rem-today-1", from: "rem-today", to: "rem-errands", index: 2, versions: ["rem-today": 0, "rem-errands": 0])
                )
            }
            let text = try #require(message)
            #expect(text.contains("'Errands' was changed elsewhere"))
            #expect(!text.contains("rem-"), "names no internal ids: \(text)")
            #expect(try await store.contentDump() == before)
            // Computed on the current versions, the same drop lands.
            let fresh = try await store.apply(
                Self.move("rem-today-1", from: "rem-today", to: "rem-errands", index: 2, versions: ["rem-today": 0, "rem-errands": 1])
            )
            #expect(fresh.first { $0.id == "rem-errands" }?.items[2].id == "rem-today-1")
        }
    }

    @Test("Issue 13: 'versions' may name only the drop's own containers, with versions of 0 or more")
    func versionsShape() async throws {
        try await withTemporaryStore { store, _ in
            _ = await expectDropError(.invalidRequest) {
                _ = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands", versions: ["rem-work": 0]))
            }
            _ = await expectDropError(.invalidRequest) {
                _ = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands", versions: ["rem-today": -1]))
            }
        }
    }

    @Test("Issue 13: the same request sent twice is applied once and answered the same way twice")
    func retriedRequestAppliedOnce() async throws {
        try await withTemporaryStore { store, _ in
            let identity = RequestIdentity(id: "retry-1", fingerprint: "drops:abc")
            let first = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands"), request: identity)
            let stored = try await store.contentDump()
            let second = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands"), request: identity)
            #expect(second == first)
            #expect(try await store.contentDump() == stored, "the retry changed nothing")
            // Without the id, the same move is refused: the item already left Today.
            _ = await expectDropError(.conflict) {
                _ = try await store.apply(Self.move("rem-today-1", from: "rem-today", to: "rem-errands"))
            }
            // The same id for another change is refused, and changes nothing.
            _ = await expectDropError(.conflict) {
                _ = try await store.apply(
                    Self.move("rem-today-2", from: "rem-today", to: "rem-errands"),
                    request: RequestIdentity(id: "retry-1", fingerprint: "drops:other")
                )
            }
            #expect(try await store.contentDump() == stored)
        }
    }

    @Test("Issue 13: a retried text drop is applied once")
    func retriedTextAppliedOnce() async throws {
        try await withTemporaryStore { store, _ in
            let identity = RequestIdentity(id: "text-1", fingerprint: "text:abc")
            let version = try await Self.quickEntryVersion(store)
            let edit = [TextEdit(container: "notes-quick", version: version, runs: [TextRun("Hello")])]
            let first = try await store.applyText(edit, request: identity)
            let second = try await store.applyText(edit, request: identity)
            #expect(first == second)
            #expect(first.first?.text?.version == version + 1)
        }
    }

    @Test(
        "Issue 13: a folder can't be moved or copied into the folder it opens, nor into a folder inside it",
        arguments: [DropOperation.move, .copy]
    )
    func folderCycles(_ operation: DropOperation) async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let copies = operation == .copy ? ["folder-copy"] : []
            let intoItself = await expectDropError(.folderInsideItself) {
                _ = try await store.apply(
                    Drop(operation: operation, itemIDs: ["files-root-1"], from: "files-root", to: "files-documents", index: 0, copyIDs: copies)
                )
            }
            // Issue 34: the reason names the folder and where it was dropped, in words.
            #expect(intoItself == "A folder can't be put inside itself: 'Documents' was dropped on itself.")
            // Projects inside Documents, then Documents into Projects: a cycle through a child.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["files-root-2"], from: "files-root", to: "files-documents", index: 0)
            )
            let mid = try await store.contentDump()
            let intoChild = await expectDropError(.folderInsideItself) {
                _ = try await store.apply(
                    Drop(operation: operation, itemIDs: ["files-root-1"], from: "files-root", to: "files-projects", index: 0, copyIDs: copies)
                )
            }
            #expect(intoChild == "A folder can't be put inside itself: 'Projects' is inside 'Documents'.")
            #expect(try await store.contentDump() == mid)
            #expect(mid != before)
        }
    }

    @Test("Issue 13: titles of created items and text runs hold no control characters; links are web or mail addresses")
    func controlCharactersAndLinks() async throws {
        try await withTemporaryStore { store, _ in
            let version = try await Self.quickEntryVersion(store)
            _ = await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .copy, itemIDs: [], from: "files-root", to: "files-root", index: 0,
                         created: [ListItem(id: "c1", type: "com.dragkit.clipping", title: "a\u{0}b")])
                )
            }
            for link in ["javascript:alert(1)", "data:text/html,x", " https://x", "https://a b"] {
                _ = await expectDropError(.invalidRequest) {
                    _ = try await store.applyText([TextEdit(container: "notes-quick", version: 0, runs: [TextRun("x", link: link)])])
                }
            }
            _ = await expectDropError(.invalidRequest) {
                _ = try await store.applyText([TextEdit(container: "notes-quick", version: 0, runs: [TextRun("a\u{1B}[2J")])])
            }
            let stored = try await store.applyText(
                [TextEdit(container: "notes-quick", version: version, runs: [TextRun("<script>alert(1)</script>\n\tok", link: "mailto:a@example.com")])]
            )
            #expect(stored.first?.text?.runs.first?.text == "<script>alert(1)</script>\n\tok")
        }
    }
}
