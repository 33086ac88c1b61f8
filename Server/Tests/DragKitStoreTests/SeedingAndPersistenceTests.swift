import Foundation
import GRDB
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

@Suite("Seeding and persistence")
struct SeedingAndPersistenceTests {
    @Test("A new file is seeded with every scene, each container with its kind")
    func seedsEveryScene() async throws {
        try await withTemporaryStore { store, _ in
            let containers = try await store.containers()
            let byID = Dictionary(uniqueKeysWithValues: containers.map { ($0.id, $0) })
            #expect(
                Set(containers.map(\.scene))
                    == ["notes", "reminders", "photos", "mail", "calendar", "files", "home", "charts", "toolbar"]
            )
            #expect(containers.map(\.position) == Array(0..<containers.count))
            let expectedKinds: [String: String] = [
                "notes-index": "list", "note-shopping": "note", "note-trip": "note", "note-reading": "note",
                "note-trip.attachments": "attachments", "notes-quick": "field",
                "rem-today": "list", "rem-errands": "list", "rem-work": "list",
                "photos-library": "grid", "photos-shared": "album",
                "mail-contacts": "list", "mail-to": "recipients", "mail-body": "mailbody",
                "mail-body.attachments": "attachments",
                "cal-mon": "day", "cal-sun": "day",
                "files-root": "folder", "files-documents": "folder", "files-projects": "folder", "files-dropbox": "dropbox",
                "home-grid": "springboard", "home-dock": "dock", "home-folder": "appfolder",
                "charts-gallery": "grid", "charts-board": "dashboard", "print": "print",
            ]
            for (id, kind) in expectedKinds {
                #expect(byID[id]?.kind == kind, "\(id)")
            }
            // Every kind is one the store knows, and ids follow the rule.
            #expect(containers.allSatisfy { ContainerKind(rawValue: $0.kind) != nil })
            #expect(containers.flatMap { [$0.id] + $0.items.map(\.id) }.allSatisfy(Identifier.isValid))
            // Text kinds have a document, the others none.
            for container in containers {
                let isText = RepositoryCatalog.catalog.kind(container.kind)?.isText == true
                #expect((container.text != nil) == isText, "\(container.id)")
                if isText { #expect(container.items.isEmpty && container.text?.version == 1, "\(container.id)") }
            }
            // The long note scrolls (A1); the shopping note has styled runs.
            let reading = try #require(byID["note-reading"]?.text)
            #expect(reading.plainText.split(separator: "\n", omittingEmptySubsequences: false).count >= 60)
            let shopping = try #require(byID["note-shopping"]?.text)
            #expect(shopping.runs.contains { $0.weight >= 700 })
            #expect(shopping.runs.contains { $0.italic })
            #expect(shopping.runs.contains { $0.color != 0x222222 })
            // Each note has an attachments strip and an index entry pointing at it.
            let index = try #require(byID["notes-index"])
            for note in ["note-shopping", "note-trip", "note-reading"] {
                // The strip's kind states what it takes, in the catalogue (issue 23).
                let strip = try #require(byID["\(note).attachments"])
                #expect(RepositoryCatalog.catalog.acceptedTypes(kind: strip.kind, accepts: strip.accepts) == ["public.image"])
                #expect(index.items.contains { $0.payload["container"]?.stringValue == note })
            }
            // Scene shapes from Docs/Showcase.md.
            for list in ["rem-today", "rem-errands", "rem-work"] {
                let reminders = try #require(byID[list])
                #expect((4...6).contains(reminders.items.count))
                // S1, A2: reminders, and text and links from other apps (one reminder per line or link).
                #expect(reminders.crossOperation == .move && reminders.accepts == ["com.dragkit.reminder", "public.plain-text", "public.url"])
            }
            #expect(byID["rem-today"]?.items.map(\.id) == seededInbox)
            #expect(byID["rem-errands"]?.items.map(\.id) == seededLater)
            let library = try #require(byID["photos-library"])
            #expect(library.items.count == 12)
            for photo in library.items {
                let bytes = try #require(photo.payload["bytes"]?.intValue)
                #expect((1_500_000...6_000_000).contains(bytes))
                #expect(photo.payload["caption"]?.stringValue != nil && photo.payload["hue"]?.intValue != nil)
            }
            #expect(byID["photos-shared"]?.title == "Shared album: Family")
            #expect(byID["mail-contacts"]?.items.count == 6)
            #expect(byID["mail-to"]?.items.isEmpty == true)
            let events = containers.filter { $0.kind == "day" }.flatMap(\.items)
            #expect(containers.filter { $0.kind == "day" }.count == 8)  // seven week days and the Month view's other days
            #expect(byID["cal-dates"]?.items.isEmpty == true)
            #expect((8...12).contains(events.count))
            #expect(events.allSatisfy { $0.payload["start"]?.intValue != nil && $0.payload["minutes"]?.intValue != nil })
            #expect(byID["files-root"]?.title == "Home")
            #expect(byID["files-documents"]?.parent == "files-root")
            #expect(byID["files-root"]?.items.contains { $0.payload["opens"]?.stringValue == "files-projects" } == true)
            #expect(byID["files-documents"]?.items.contains { $0.type == "com.dragkit.clipping" } == true)
            #expect(byID["files-dropbox"]?.items.isEmpty == true && byID["files-dropbox"]?.accepts == [])
            #expect(byID["home-grid"]?.items.count == 16)
            #expect(byID["home-dock"]?.items.count == 4)
            #expect(byID["home-folder"]?.items.count == 3)
            #expect(byID["charts-gallery"]?.items.count == 4)
            #expect(byID["charts-board"]?.items.count == 1)
            #expect(byID["print"]?.scene == "toolbar" && byID["print"]?.items.isEmpty == true)
        }
    }

    @Test("Reopening does not seed again, and drops persist across close and reopen")
    func persistsAndDoesNotReseed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let first = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        _ = try await first.apply(Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-2"], from: "rem-today", to: "rem-errands", index: 5))
        _ = try await first.apply(
            Drop(operation: .copy, itemIDs: ["rem-errands-1"], from: "rem-errands", to: "rem-today", index: 0, copyIDs: ["copy-1"])
        )
        _ = try await first.applyText([TextEdit(container: "notes-quick", version: 1, runs: [TextRun("Water the plants")])])
        let before = try await first.contentDump()
        try first.close()

        let second = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        defer { try? second.close() }
        #expect(try await second.contentDump() == before)
        #expect(
            try await second.reminderLayout() == [
                "rem-today": ["copy-1", "rem-today-3", "rem-today-4", "rem-today-5"],
                "rem-errands": seededLater + ["rem-today-1", "rem-today-2"],
            ]
        )
    }

    @Test("A store whose lists were all emptied is not reseeded")
    func emptyListsAreNotReseeded() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        _ = try await first.apply(Drop(operation: .move, itemIDs: seededInbox, from: "rem-today", to: "rem-errands", index: 0))
        try first.close()

        let second = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        defer { try? second.close() }
        #expect(try await second.reminderLayout() == ["rem-today": [], "rem-errands": seededInbox + seededLater])
    }

    @Test("A v1 file migrates: its lists become Reminders lists, the other scenes are added")
    func migratesVersionOneFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A file as the v1 server left it: two task lists, one accepting anything.
        do {
            let queue = try DatabaseQueue(path: folder.databasePath)
            try Schema.migrator.migrate(queue, upTo: "v1: containers and items")
            try await queue.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO containers (id, title, position, cross_operation, accepts) VALUES
                            ('inbox', 'Inbox', 0, 'copy', ''), ('later', 'Later', 1, 'move', 'task');
                        INSERT INTO items (id, container_id, position, type, title) VALUES
                            ('inbox-1', 'inbox', 0, 'task', 'Buy oat milk'),
                            ('inbox-2', 'inbox', 1, 'task', 'Call the plumber'),
                            ('later-1', 'later', 0, 'task', 'Plan the garden');
                        """
                )
            }
            try queue.close()
        }

        let store = try ShowcaseStore(path: folder.databasePath, catalog: RepositoryCatalog.catalog)
        defer { try? store.close() }
        let containers = try await store.containers()
        let reminders = containers.filter { $0.scene == "reminders" }
        #expect(reminders.map(\.id) == ["inbox", "later"])
        #expect(reminders.allSatisfy { $0.kind == "list" && $0.parent == nil && $0.text == nil })
        #expect(reminders.map(\.crossOperation) == [.copy, .move])
        // v5: migrated lists take text and links from other apps too (S1, A2).
        #expect(reminders.allSatisfy { $0.accepts == ["com.dragkit.reminder", "public.plain-text", "public.url"] })
        #expect(reminders.flatMap(\.items).allSatisfy { $0.type == "com.dragkit.reminder" && $0.payload == [:] })
        #expect(reminders[0].items.map(\.title) == ["Buy oat milk", "Call the plumber"])
        // The Reminders scene is not seeded again; every other scene is, after the old lists.
        #expect(!containers.contains { $0.id == "rem-today" })
        #expect(containers.contains { $0.id == "notes-index" } && containers.contains { $0.id == "print" })
        #expect(containers.map(\.position) == Array(0..<containers.count))
        // It works like any store.
        _ = try await store.apply(Drop(operation: .move, itemIDs: ["inbox-2"], from: "inbox", to: "later", index: 0))
        #expect(try await store.layout()["later"] == ["inbox-2", "later-1"])
    }
}
