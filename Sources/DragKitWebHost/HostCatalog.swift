import DragKit
import DragKitTypes

/// The app logic of a web host: what each *kind* of container does and what representations
/// each *type* of item offers. Apps declare it at run time (`Docs/Catalog.md`) as a ``Catalog``
/// (``init(_:)``): the browser parses the JSON and declares it through typed exports, native
/// hosts read it with `DragKitCatalog`; so the engine's wasm carries no app code and no JSON reader.
///
/// The page only names kinds and types (`data-dk-kind`, `data-dk-type`); the catalogue turns
/// them into engine policies and providers. It is a struct of stored closures, not a protocol,
/// so it works in Embedded Swift (no existentials); native hosts may build it from plain
/// functions. ``standard`` keeps the host's behaviour without any app logic: the page's flags
/// and accepted types as given, items offering just their type.
public struct HostCatalog: Sendable {
    /// How a text container of some kind behaves, beyond its `ContainerPolicy`.
    public struct TextOptions: Hashable, Sendable {
        /// Rich text keeps the style of dropped text; plain text makes it adopt the style at the
        /// drop location (A4).
        public var isRichText: Bool
        /// The item types the text view takes (text clippings, plain text: P1); empty takes
        /// none beyond text. Items dropped into text load as text (`dk_transfer_loaded` with the text).
        public var acceptedItemTypes: [TypeIdentifier]
        /// The style typed or dropped text takes where the document has none.
        public var typingStyle: TextStyle

        public init(isRichText: Bool = true, acceptedItemTypes: [TypeIdentifier] = [], typingStyle: TextStyle = TextStyle()) {
            self.isRichText = isRichText
            self.acceptedItemTypes = acceptedItemTypes
            self.typingStyle = typingStyle
        }
    }

    /// What the page knows about an item beyond its type, as numbers (cheap to pass).
    public struct ItemHints: Hashable, Sendable {
        /// The size of the item's richest content in bytes (`data-dk-bytes`), 0 when unknown.
        public var byteCount: UInt64

        public init(byteCount: UInt64 = 0) {
            self.byteCount = byteCount
        }
    }

    /// An app type's place in the type hierarchy (shared with the server: `DragKitTypes`).
    public typealias TypeDeclaration = DragKitTypes.TypeDeclaration

    /// The app's type declarations, applied to every engine the host makes.
    public var declarations: [TypeDeclaration]
    /// The policy of a container of `kind`, given the policy its markup describes (`base`).
    public var policy: @Sendable (_ kind: String, _ base: ContainerPolicy) -> ContainerPolicy
    /// The text options of a text container of `kind`, given what its markup says (`base`).
    public var textOptions: @Sendable (_ kind: String, _ base: TextOptions) -> TextOptions
    /// The representations an item of `type` offers, richest first (empty: just its type).
    public var provider: @Sendable (_ type: TypeIdentifier, _ hints: ItemHints) -> ItemProvider
    /// The kinds a declared ``Catalog`` names (empty for one built from closures).
    public internal(set) var kinds: [KindName: CatalogKind] = [:]
    /// The representations each type offers, as a declared ``Catalog`` gives them.
    public internal(set) var representations: [TypeIdentifier: [CatalogRepresentation]] = [:]

    public init(
        declarations: [TypeDeclaration] = [],
        policy: @escaping @Sendable (_ kind: String, _ base: ContainerPolicy) -> ContainerPolicy = { _, base in base },
        textOptions: @escaping @Sendable (_ kind: String, _ base: TextOptions) -> TextOptions = { _, base in base },
        provider: @escaping @Sendable (_ type: TypeIdentifier, _ hints: ItemHints) -> ItemProvider = { _, _ in ItemProvider() }
    ) {
        self.declarations = declarations
        self.policy = policy
        self.textOptions = textOptions
        self.provider = provider
    }

    /// No app logic: containers as their markup says, items offering just their type.
    public static var standard: HostCatalog { HostCatalog() }

    /// The system types plus ``declarations``, for checking conformance as the engine will.
    public var types: TypeHierarchy {
        var hierarchy = TypeHierarchy()
        for declaration in declarations { hierarchy.declare(declaration.type, conformsTo: declaration.parents) }
        return hierarchy
    }

    /// Declares the app's types in `engine`.
    func declareTypes(in engine: inout DragEngine) {
        for declaration in declarations { engine.declareType(declaration.type, conformsTo: declaration.parents) }
    }
}

extension HostCatalog {
    /// A catalogue of data (``Catalog``): its kinds adjust the policies of containers of those
    /// kinds, and items of a type it gives representations offer those, richest first.
    public init(_ catalog: Catalog) {
        let kinds = catalog.kinds
        self.init(
            declarations: catalog.declarations,
            policy: { kind, base in kinds[KindName(kind)]?.policy(from: base) ?? base },
            textOptions: { kind, base in kinds[KindName(kind)]?.textOptions(from: base) ?? base },
            provider: { type, hints in ItemProvider(catalog.offered(by: type, hint: hints.byteCount)) })
        self.kinds = kinds
        self.representations = catalog.representations
    }

    /// Whether a container accepting `accepted` takes an item of `type`: the engine's rule
    /// (``TypeHierarchy/accepts(_:offering:by:)``, A2) with ``types`` and ``provider``.
    /// O(r·a·d) in representations, accepted types and ancestors.
    public func isAccepted(_ type: TypeIdentifier, by accepted: [TypeIdentifier]) -> Bool {
        types.accepts(type, offering: provider(type, ItemHints()).representations, by: accepted)
    }
}
