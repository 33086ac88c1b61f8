import DragKitStoreTestSupport
import DragKitTypes
import Testing

@testable import DragKitStore

/// One type model (issue 23, A2): the server stores an item in a container exactly when the
/// page's engine lets it in. The page registers each container the store serves with its kind
/// (`data-dk-kind`) and its `accepts` (`data-dk-accepts`, which wins over the kind's); the
/// engine then decides with `CatalogKind.acceptedTypes(markup:)` and `TypeHierarchy.accepts`
/// (Packages/DragKitTypes), which the root package's `TypeAgreementTests` holds the real engine
/// to for every kind, markup and type. Here every seeded container gets an item of every type.
@Suite("Type agreement: the store and the page's engine decide every type/destination pair alike")
struct TypeAgreementTests {
    /// Every type the catalogue or the system hierarchy names, plus one nobody declared.
    static let types: [String] = (RepositoryCatalog.catalog.catalog.namedTypes + ["com.example.undeclared"]).map(\.rawValue)

    /// What the page's engine decides for `container` (as served) and an item of `type`.
    static func pageTakes(_ container: ListContainer, _ type: String) -> Bool {
        let catalog = RepositoryCatalog.catalog.catalog
        let markup = container.accepts.map { TypeIdentifier($0) }
        return catalog.isAccepted(TypeIdentifier(type), by: catalog.acceptedTypes(kind: KindName(container.kind), markup: markup))
    }

    @Test("A2: an item of every type dropped into every seeded container is stored exactly when the page takes it")
    func everyPair() async throws {
        try await withTemporaryStore { store, _ in
            var number = 0
            var stored = 0
            for container in try await store.containers() {
                let rules = RepositoryCatalog.catalog.kind(container.kind)
                for type in Self.types {
                    number += 1
                    let drop = Drop(
                        operation: .copy, itemIDs: [], from: container.id, to: container.id, index: 0,
                        created: [ListItem(id: "agreement-\(number)", type: type, title: "Item \(number)")])
                    do {
                        _ = try await store.apply(drop)
                        stored += 1
                        #expect(rules?.storesItems != false && Self.pageTakes(container, type), "\(container.id) stored \(type)")
                    } catch let error as DropError {
                        if rules?.storesItems == false {
                            #expect(error.kind == .refusedByKind, "\(container.id), \(type): \(error.message)")
                        } else {
                            #expect(error.kind == .typeNotAccepted, "\(container.id), \(type): \(error.message)")
                            #expect(!Self.pageTakes(container, type), "\(container.id) refused \(type), which the page takes")
                        }
                    }
                }
            }
            #expect(stored > 100)
        }
    }

    @Test("Each seeded container states what it takes in one place: its own accepts, or its kind's in the catalogue")
    func acceptsStatedOnce() async throws {
        try await withTemporaryStore { store, _ in
            for container in try await store.containers() {
                guard let kindAccepts = RepositoryCatalog.catalog.kind(container.kind)?.accepts else { continue }
                #expect(container.accepts.isEmpty, "\(container.id) repeats or contradicts its kind's \(kindAccepts.map(\.rawValue))")
            }
        }
    }

    @Test("The shared album takes photos and images (what Photos imports), not reminders (S1, A2)")
    func album() async throws {
        try await withTemporaryStore { store, _ in
            let album = try #require(try await store.containers().first { $0.id == "photos-shared" })
            #expect(RepositoryCatalog.catalog.acceptedTypes(kind: album.kind, accepts: album.accepts) == ["com.dragkit.photo", "public.image"])
            #expect(Self.pageTakes(album, "public.png") && Self.pageTakes(album, "com.dragkit.chart"))
            #expect(!Self.pageTakes(album, "com.dragkit.reminder"))
        }
    }
}
