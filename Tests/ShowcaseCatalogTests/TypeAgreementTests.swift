import DragKit
import DragKitWebHost
import Testing

/// One type model (issue 23, A2): the showcase's server decides which items a container takes
/// with `Catalog.acceptedTypes(kind:markup:)` and `Catalog.isAccepted(_:by:)` (Packages/
/// DragKitTypes, through `Server/Sources/DragKitStore/TypeCatalog.swift`). These tests hold the
/// page's engine to the same decisions: a container registered as the page registers it (its
/// kind, its markup's accepted types) and an item registered with the representations the
/// catalogue gives its type, for every kind and every type the catalogue knows.
/// The server's own test (`Server/Tests/DragKitStoreTests/TypeAgreementTests.swift`) drops an
/// item of every type into every seeded container and checks the store against the same rule.
@Suite("Type agreement: the page's engine and the server's rule decide every pair alike")
struct TypeAgreementTests {
    static let catalog = ShowcaseCatalogFile.data

    /// Every type the catalogue or the system hierarchy names, plus one nobody declared.
    static let types: [TypeIdentifier] = catalog.namedTypes + ["com.example.undeclared"]

    /// The markups a container may carry: none (the kind decides), each kind's list, each type alone.
    static let markups: [[TypeIdentifier]] = {
        var all: [[TypeIdentifier]] = [[]]
        all += catalog.kinds.keys.sorted().compactMap { catalog.kinds[$0]?.accepts }
        all += types.map { [$0] }
        return all
    }()

    @Test("A2: every kind × markup × type: the engine's Workspace.accepts is the shared rule")
    func everyPair() throws {
        let kinds = Self.catalog.kinds.keys.sorted() + ["list"]  // "list" is a kind the catalogue leaves to the markup
        var checked = 0
        for kind in kinds {
            for markup in Self.markups {
                var host = WebHost(catalog: HostCatalog(Self.catalog))
                let accepts = markup.map(\.rawValue).joined(separator: " ")
                #expect(host.addContainer(1, flags: 3, label: "Destination", acceptedTypes: accepts, kind: kind.rawValue) == 0)
                #expect(host.addContainer(2, flags: 3, label: "Source", acceptedTypes: "", kind: "list") == 0)
                for (offset, type) in Self.types.enumerated() {
                    let id = UInt32(10 + offset)
                    #expect(host.addItem(id, container: 2, index: -1, type: type.rawValue, label: "Item", byteCount: 0) == 0)
                    let engine = host.engine.workspace.accepts(1, ItemID(id))
                    let shared = Self.catalog.isAccepted(type, by: Self.catalog.acceptedTypes(kind: kind, markup: markup))
                    #expect(engine == shared, "kind \(kind), markup \(accepts), type \(type.rawValue)")
                    checked += 1
                }
            }
        }
        #expect(checked > 1000)
    }

    @Test("The album takes what the showcase's server stores in it: photos, and images from other apps (A2, S1)")
    func album() {
        let accepted = Self.catalog.acceptedTypes(kind: "album", markup: [])
        #expect(accepted.map(\.rawValue) == ["com.dragkit.photo", "public.image"])
        #expect(Self.catalog.isAccepted(.png, by: accepted))
        #expect(Self.catalog.isAccepted("com.dragkit.photo", by: accepted))
        #expect(!Self.catalog.isAccepted("com.dragkit.reminder", by: accepted))
    }
}
