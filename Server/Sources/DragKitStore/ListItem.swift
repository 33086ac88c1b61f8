/// One item of a container, as returned to clients:
/// `{"id","type","title","payload":{…}}`.
///
/// Its position is not part of the value: an item's position is its index in
/// ``ListContainer/items``.
public struct ListItem: Sendable, Hashable, Codable {
    /// Unique id of the item across all containers (see ``Identifier``).
    public var id: String
    /// Item type (a UTI such as `com.dragkit.photo`), matched against a
    /// destination's ``ListContainer/accepts`` with ``TypeCatalog``.
    public var type: String
    /// Human-readable title.
    public var title: String
    /// Type-specific data, always a JSON object (see the item types table in
    /// `Docs/Showcase.md`).
    public var payload: JSONValue

    public init(id: String, type: String, title: String, payload: JSONValue = .object([:])) {
        self.id = id
        self.type = type
        self.title = title
        self.payload = payload
    }
}
