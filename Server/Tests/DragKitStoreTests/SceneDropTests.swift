import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// Item drops on the seeded scenes: delete, indices, copies with payloads,
/// created items, type conformance and the kinds' own rules.
@Suite("Scene drops")
struct SceneDropTests {
    @Test("A copy takes type and payload from its original; delete undoes it")
    func copyWithPayloadThenDelete() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            let affected = try await store.apply(
                Drop(
                    operation: .copy, itemIDs: ["photos-library-3"], from: "photos-library", to: "photos-shared",
                    index: 0, copyIDs: ["shared-forest"]
                )
            )
            #expect(affected.map(\.id) == ["photos-library", "photos-shared"])
            let original = try #require(affected[0].items.first { $0.id == "photos-library-3" })
            let copy = try #require(affected[1].items.first)
            #expect(copy.id == "shared-forest")
            #expect(copy.type == original.type && copy.title == original.title && copy.payload == original.payload)
            #expect(copy.payload["bytes"] == 5_800_000)

            let undone = try await store.apply(
                Drop(operation: .delete, itemIDs: ["shared-forest"], from: "photos-shared", to: "photos-shared", index: 0)
            )
            #expect(undone.map(\.id) == ["photos-shared"])
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("indices restores a scattered layout (the undo of a move)")
    func indicesPlaceEachItem() async throws {
        try await withTemporaryStore { store, _ in
            let before = try await store.contentDump()
            // Move the 1st and 4th reminders out, then undo with indices.
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-4"], from: "rem-today", to: "rem-work", index: 0)
            )
            #expect(try await store.layout()["rem-today"] == ["rem-today-2", "rem-today-3", "rem-today-5"])
            let affected = try await store.apply(
                Drop(
                    operation: .move, itemIDs: ["rem-today-1", "rem-today-4"], from: "rem-work", to: "rem-today",
                    index: 0, indices: [0, 3]
                )
            )
            #expect(affected.first { $0.id == "rem-today" }?.items.map(\.id) == seededInbox)
            #expect(try await store.contentDump() == before)

            // An index past the final count is refused.
            await expectDropError(.invalidRequest) {
                _ = try await store.apply(
                    Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-today", index: 0, indices: [5])
                )
            }
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("created items are stored at index; a created entry converts a copy")
    func createdItems() async throws {
        try await withTemporaryStore { store, _ in
            // A clipping made from dropped text (P1), into a folder.
            let clipping = ListItem(id: "clip-1", type: "com.dragkit.clipping", title: "Packing list", payload: ["text": "Hat\nSunscreen"])
            let affected = try await store.apply(
                Drop(operation: .copy, itemIDs: [], from: "files-projects", to: "files-projects", index: 1, created: [clipping])
            )
            #expect(affected.map(\.id) == ["files-projects"])
            #expect(affected[0].items[1] == ListItem(id: "clip-1", type: "com.dragkit.clipping", title: "Packing list", payload: ["text": "Hat\nSunscreen"]))

            // A contact dropped as a recipient keeps only name and email (A3).
            let recipient = ListItem(id: "to-ada", type: "public.vcard", title: "Ada Lovelace", payload: ["name": "Ada Lovelace", "email": "ada@example.com"])
            let converted = try await store.apply(
                Drop(
                    operation: .copy, itemIDs: ["mail-contacts-1"], from: "mail-contacts", to: "mail-to", index: 0,
                    copyIDs: ["to-ada"], created: [recipient]
                )
            )
            let stored = try #require(converted.first { $0.id == "mail-to" }?.items.first)
            #expect(stored.payload == ["name": "Ada Lovelace", "email": "ada@example.com"])
            #expect(try await store.layout()["mail-contacts"]?.count == 6)
        }
    }

    /// A drop that must be refused, with its kind and a message fragment.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var name: String
        var drop: Drop
        var kind: DropRefusal
        var fragment: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        .init(
            name: "reminder into a photo album",
            drop: Drop(operation: .copy, itemIDs: ["rem-today-1"], from: "rem-today", to: "photos-shared", index: 0, copyIDs: ["x1"]),
            kind: .typeNotAccepted, fragment: "does not accept items of type 'com.dragkit.reminder'"
        ),
        .init(
            name: "created item of a refused type",
            drop: Drop(operation: .copy, itemIDs: [], from: "mail-to", to: "mail-to", index: 0, created: [ListItem(id: "x1", type: "com.dragkit.app", title: "Maps")]),
            kind: .typeNotAccepted, fragment: "'com.dragkit.app'"
        ),
        .init(
            name: "anything out of the drop box",
            drop: Drop(operation: .move, itemIDs: ["files-dropbox-x"], from: "files-dropbox", to: "files-root", index: 0),
            kind: .refusedByKind, fragment: "write-only"
        ),
        .init(
            name: "a photo into print",
            drop: Drop(operation: .copy, itemIDs: ["photos-library-1"], from: "photos-library", to: "print", index: 0, copyIDs: ["x1"]),
            kind: .refusedByKind, fragment: "a print control doesn't store items"
        ),
        .init(
            name: "an item into a text view",
            drop: Drop(operation: .copy, itemIDs: ["files-documents-4"], from: "files-documents", to: "note-trip", index: 0, copyIDs: ["x1"]),
            kind: .refusedByKind, fragment: "/api/text"
        ),
        .init(
            name: "delete of an item that is elsewhere",
            drop: Drop(operation: .delete, itemIDs: ["rem-work-1"], from: "rem-today", to: "rem-today", index: 0),
            kind: .conflict, fragment: #""Send the Q3 slides to Maya" is no longer in "Today": it is now in "Work""#
        ),
        .init(
            name: "created id already taken",
            drop: Drop(operation: .copy, itemIDs: [], from: "files-root", to: "files-root", index: 0, created: [ListItem(id: "rem-today-1", type: "public.file", title: "x")]),
            kind: .conflict, fragment: "is already taken"
        ),
        .init(
            name: "created title over 500 characters",
            drop: Drop(operation: .copy, itemIDs: [], from: "files-root", to: "files-root", index: 0, created: [ListItem(id: "x1", type: "public.file", title: String(repeating: "a", count: 501))]),
            kind: .invalidRequest, fragment: "at most 500 characters"
        ),
        .init(
            name: "created payload over 16 KB",
            drop: Drop(operation: .copy, itemIDs: [], from: "files-root", to: "files-root", index: 0, created: [ListItem(id: "x1", type: "com.dragkit.clipping", title: "x", payload: ["text": .string(String(repeating: "a", count: 17_000))])]),
            kind: .invalidRequest, fragment: "too large"
        ),
        .init(
            name: "created payload that is not an object",
            drop: Drop(operation: .copy, itemIDs: [], from: "files-root", to: "files-root", index: 0, created: [ListItem(id: "x1", type: "public.file", title: "x", payload: [1, 2])]),
            kind: .invalidRequest, fragment: "must be a JSON object"
        ),
        .init(
            name: "created on a move",
            drop: Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "rem-work", index: 0, created: [ListItem(id: "x1", type: "public.file", title: "x")]),
            kind: .invalidRequest, fragment: "only for copy"
        ),
        .init(
            name: "created entry that converts no copy",
            drop: Drop(operation: .copy, itemIDs: ["mail-contacts-1"], from: "mail-contacts", to: "mail-to", index: 0, copyIDs: ["c1"], created: [ListItem(id: "c2", type: "public.vcard", title: "x")]),
            kind: .invalidRequest, fragment: "not in 'copies'"
        ),
        .init(
            name: "duplicate indices",
            drop: Drop(operation: .move, itemIDs: ["rem-today-1", "rem-today-2"], from: "rem-today", to: "rem-work", index: 0, indices: [1, 1]),
            kind: .invalidRequest, fragment: "more than once in 'indices'"
        ),
        .init(
            name: "unknown destination",
            drop: Drop(operation: .move, itemIDs: ["rem-today-1"], from: "rem-today", to: "nowhere", index: 0),
            kind: .containerNotFound, fragment: "does not exist (any more)"
        ),
    ]

    @Test("Refused scene drops change nothing", arguments: refusals)
    func refused(_ refusal: Refusal) async throws {
        try await withTemporaryStore { store, _ in
            // Something in the drop box, to try getting it out again.
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["files-root-4"], from: "files-root", to: "files-dropbox", index: 0, copyIDs: ["files-dropbox-x"])
            )
            let before = try await store.contentDump()
            let message = await expectDropError(refusal.kind) { _ = try await store.apply(refusal.drop) }
            #expect(message?.contains(refusal.fragment) == true, "\(message ?? "nil")")
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("Conformance: photos and charts are images, charts are chart data, clippings are text")
    func conformance() async throws {
        #expect(RepositoryCatalog.catalog.isAccepted("com.dragkit.photo", by: ["public.image"]))
        #expect(RepositoryCatalog.catalog.isAccepted("com.dragkit.chart", by: ["com.dragkit.chart-data"]))
        #expect(RepositoryCatalog.catalog.isAccepted("com.dragkit.clipping", by: ["public.plain-text"]))
        #expect(RepositoryCatalog.catalog.isAccepted("anything", by: []))
        #expect(!RepositoryCatalog.catalog.isAccepted("com.dragkit.reminder", by: ["public.image"]))
        try await withTemporaryStore { store, _ in
            // A photo into a note's attachments (public.image), a chart onto the dashboard.
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["photos-library-2"], from: "photos-library", to: "note-shopping.attachments", index: 0, copyIDs: ["att-1"])
            )
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["charts-gallery-1"], from: "charts-gallery", to: "charts-board", index: 1, copyIDs: ["board-2"])
            )
            let layout = try await store.layout()
            #expect(layout["note-shopping.attachments"] == ["att-1"])
            #expect(layout["charts-board"] == ["charts-board-1", "board-2"])
        }
    }

    @Test("The drop box takes copies and moves in")
    func dropBoxTakesItemsIn() async throws {
        try await withTemporaryStore { store, _ in
            _ = try await store.apply(
                Drop(operation: .move, itemIDs: ["files-projects-2"], from: "files-projects", to: "files-dropbox", index: 0)
            )
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["photos-library-1"], from: "photos-library", to: "files-dropbox", index: 1, copyIDs: ["box-photo"])
            )
            #expect(try await store.layout()["files-dropbox"] == ["files-projects-2", "box-photo"])
        }
    }
}
