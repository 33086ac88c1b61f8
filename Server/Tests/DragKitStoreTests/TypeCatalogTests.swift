import Foundation
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// The server reads the type rules from the catalogue the page declares (Web/showcase/catalog.json)
/// and applies the engine's rule: an item's type or one of its representations must conform.
@Suite("Type catalogue: the server's rules are the page's")
struct TypeCatalogTests {
    @Test("A2: a photo is not an image itself, but an image destination takes it via its PNG")
    func photoViaPNG() async throws {
        let catalog = RepositoryCatalog.catalog
        #expect(!catalog.conforms("com.dragkit.photo", to: "public.image"))
        #expect(catalog.representations(of: "com.dragkit.photo") == ["com.dragkit.photo", "public.png", "public.jpeg"])
        #expect(catalog.isAccepted("com.dragkit.photo", by: ["public.image"]))
        #expect(catalog.isAccepted("com.dragkit.note", by: ["public.plain-text"]))
        #expect(catalog.isAccepted("com.dragkit.event", by: ["public.calendar-event"]))
        #expect(catalog.isAccepted("public.file", by: ["public.data"]))
        #expect(catalog.conforms("public.png", to: "public.data") && catalog.conforms("public.folder", to: "public.item"))
        #expect(!catalog.isAccepted("com.dragkit.note", by: ["public.image"]))
        try await withTemporaryStore { store, _ in
            // The stored drop the page's engine allows: a photo into a mail's attachments.
            _ = try await store.apply(
                Drop(operation: .copy, itemIDs: ["photos-library-2"], from: "photos-library", to: "mail-body.attachments", index: 0, copyIDs: ["att-9"])
            )
            #expect(try await store.layout()["mail-body.attachments"]?.contains("att-9") == true)
        }
    }

    /// The engine's own reader (DragKitCatalog) reads the file, so its messages are the page's
    /// (Docs/Catalog.md), after the file's name.
    @Test("A catalogue that is missing, not JSON or shaped wrong is refused with a message naming the part",
          arguments: [
            ("[1]", "the catalog must be an object, not an array"),
            ("{\"types\": [", "the text ends where a value should be at line 1, column 12"),
            ("{\"kind\": {}}", "unknown key 'kind'"),
            ("{\"types\": [{\"id\": \"a\", \"parents\": []}]}", "unknown key 'types[0].parents'"),
            ("{\"types\": [{\"conformsTo\": []}]}", "'types[0]' needs an 'id'"),
            ("{\"types\": [{\"id\": \"a\", \"conformsTo\": \"b\"}]}", "'types[0].conformsTo' must be an array"),
            ("{\"kinds\": {\"a\": 1}}", "'kinds.a' must be an object, not a number"),
            ("{\"kinds\": {\"a\": {\"undoable\": \"no\"}}}", "'kinds.a.undoable' must be true or false, not a string"),
            ("{\"representations\": {\"a\": [{\"bytes\": 1}]}}", "'representations.a[0]' needs a 'type'"),
          ])
    func malformed(_ json: String, _ expected: String) {
        #expect(throws: TypeCatalog.LoadError.self) { try TypeCatalog(json: Data(json.utf8)) }
        do {
            _ = try TypeCatalog(json: Data(json.utf8))
        } catch {
            #expect("\(error)".contains(expected), "\(error)")
        }
    }

    @Test("A missing file and a huge one are refused with a message")
    func missingAndHuge() {
        do {
            _ = try TypeCatalog(contentsOf: "/nonexistent/catalog.json")
            Issue.record("a missing catalogue was read")
        } catch {
            #expect("\(error)".contains("/nonexistent/catalog.json is missing or unreadable"))
        }
        let huge = Data(("{\"kinds\": \"" + String(repeating: "x", count: TypeCatalog.maximumByteCount) + "\"}").utf8)
        #expect(throws: TypeCatalog.LoadError.self) { try TypeCatalog(json: huge) }
    }
}
