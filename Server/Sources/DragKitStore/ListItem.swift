/// One item of a list, as returned to clients.
///
/// Its position is not part of the value: an item's position is its index in
/// ``ListContainer/items``.
public struct ListItem: Sendable, Hashable, Codable {
    /// Unique id of the item across all lists (see ``Identifier``).
    public var id: String
    /// Item type, matched against a destination list's ``ListContainer/accepts``.
    public var type: String
    /// Human-readable title.
    public var title: String

    public init(id: String, type: String, title: String) {
        self.id = id
        self.type = type
        self.title = title
    }
}
