/// An app type's place in the type hierarchy (`"types": [{"id": …, "conformsTo": […]}]` in a
/// catalogue, `Docs/Catalog.md`).
public struct TypeDeclaration: Hashable, Sendable {
    public var type: TypeIdentifier
    public var parents: [TypeIdentifier]

    public init(_ type: TypeIdentifier, conformsTo parents: [TypeIdentifier]) {
        self.type = type
        self.parents = parents
    }
}
