/// An app's catalogue (`Docs/Catalog.md`): its types and what they conform to, what each kind
/// of container does, and the representations each type of item offers.
///
/// Plain data, declared through typed calls (``declare(_:)``, ``declare(kind:_:)``,
/// ``declare(representations:of:)``): a browser parses the JSON with `JSON.parse` and makes
/// those calls through the wasm's exports, so the engine carries no JSON reader; native hosts and
/// the showcase's server read the same JSON with `DragKitCatalog`'s `Catalog(json:)`. Both then
/// decide which items a container takes with the one rule, ``isAccepted(_:by:)`` (A2).
public struct Catalog: Equatable, Sendable {
    /// The most kinds, types, representations of a type or accepted types one catalogue
    /// declares (each list).
    public static let maximumEntries = 1024

    /// The app's type declarations, in the order declared.
    public private(set) var declarations: [TypeDeclaration] = []
    /// What each kind of container (`data-dk-kind`) does.
    public private(set) var kinds: [KindName: CatalogKind] = [:]
    /// The representations each type of item offers, richest first.
    public private(set) var representations: [TypeIdentifier: [CatalogRepresentation]] = [:]
    /// The system types plus ``declarations``: the hierarchy the engine decides with.
    public private(set) var types = TypeHierarchy()

    /// An empty catalogue: the system types, no kinds, items offering just their own type.
    public init() {}

    public init(
        declarations: [TypeDeclaration], kinds: [KindName: CatalogKind] = [:],
        representations: [TypeIdentifier: [CatalogRepresentation]] = [:]
    ) {
        for declaration in declarations { declare(declaration) }
        self.kinds = kinds
        self.representations = representations
    }

    // MARK: Typed declarations

    /// Declares an app type and its parents (`"types"`). O(p) in its parents.
    public mutating func declare(_ declaration: TypeDeclaration) {
        declarations.append(declaration)
        types.declare(declaration.type, conformsTo: declaration.parents)
    }

    /// Declares what containers of kind `name` do (`"kinds"`), replacing an earlier declaration.
    public mutating func declare(kind name: KindName, _ kind: CatalogKind) {
        kinds[name] = kind
    }

    /// Declares the representations items of `type` offer, richest first (`"representations"`).
    public mutating func declare(representations list: [CatalogRepresentation], of type: TypeIdentifier) {
        representations[type] = list
    }

    /// Every type the catalogue knows or names: its hierarchy's (system and declared), its
    /// representations' and the ones its kinds accept, once each, sorted by identifier. For tools
    /// and tests that check every type against every destination. O(t log t).
    public var namedTypes: [TypeIdentifier] {
        var all = types.knownTypes
        for (type, list) in representations { all += [type] + list.map { $0.type } }
        for kind in kinds.values { all += (kind.accepts ?? []) + (kind.text?.accepts ?? []) }
        var seen: Set<TypeIdentifier> = []
        return all.filter { seen.insert($0).inserted }.sorted()
    }

    // MARK: Decisions

    /// The representations an item of `type` offers, sized from its hint `hint` (0: unknown);
    /// empty when the catalogue gives `type` none (the item then offers just its type).
    /// O(r) in its representations.
    public func offered(by type: TypeIdentifier, hint: UInt64 = 0) -> [Representation] {
        (representations[type] ?? []).map { $0.representation(hint: hint) }
    }

    /// The types a container of `kind` whose markup accepts `markup` takes: the markup's
    /// (`data-dk-accepts`) when it names any, else the kind's, else every type (empty).
    public func acceptedTypes(kind: KindName, markup: [TypeIdentifier]) -> [TypeIdentifier] {
        kinds[kind]?.acceptedTypes(markup: markup) ?? markup
    }

    /// Whether a container accepting `accepted` takes an item of `type`: the list is empty, or
    /// the type or one of the representations the catalogue gives it conforms to an accepted
    /// type (A2, ``TypeHierarchy/accepts(_:offering:by:)``, the engine's rule). O(r·a·d) in
    /// representations, accepted types and ancestors.
    public func isAccepted(_ type: TypeIdentifier, by accepted: [TypeIdentifier]) -> Bool {
        types.accepts(type, offering: offered(by: type), by: accepted)
    }
}
