/// A list and its items in order, as returned to clients.
///
/// Encodes to the JSON shape of the HTTP API:
/// `{"id","title","crossOperation","accepts":[…],"items":[…]}`.
public struct ListContainer: Sendable, Hashable, Codable {
    /// Unique id of the list.
    public var id: String
    /// Human-readable title.
    public var title: String
    /// What a drop coming from another list does by default. The server does not
    /// apply this itself: every drop names its operation explicitly; clients use
    /// this value to pick the default.
    public var crossOperation: DropOperation
    /// Item types this list accepts. Empty means it accepts any type.
    public var accepts: [String]
    /// The items, in position order (the first item has position 0).
    public var items: [ListItem]

    public init(id: String, title: String, crossOperation: DropOperation, accepts: [String], items: [ListItem]) {
        self.id = id
        self.title = title
        self.crossOperation = crossOperation
        self.accepts = accepts
        self.items = items
    }

    /// Whether this list takes items of `type`: true when ``accepts`` is empty
    /// or contains `type` exactly.
    public func accepts(type: String) -> Bool {
        accepts.isEmpty || accepts.contains(type)
    }
}
