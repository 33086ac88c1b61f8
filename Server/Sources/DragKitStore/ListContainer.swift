/// A container and its content, as returned to clients.
///
/// Encodes to the JSON shape of the HTTP API, with explicit nulls:
/// `{"id","scene","kind","title","position","crossOperation","accepts":[…],
/// "parent","version","items":[…],"text"}`.
public struct ListContainer: Sendable, Hashable, Codable {
    /// Unique id of the container.
    public var id: String
    /// The scene (app) it belongs to: `notes`, `reminders`, `photos`, `mail`,
    /// `calendar`, `files`, `home`, `charts` or `toolbar`.
    public var scene: String
    /// A ``ContainerKind`` raw value: selects rendering and behaviour.
    public var kind: String
    /// Human-readable title.
    public var title: String
    /// Order among all containers.
    public var position: Int
    /// What a drop coming from another container does by default. The server does not
    /// apply this itself: every drop names its operation explicitly; clients use
    /// this value to pick the default.
    public var crossOperation: DropOperation
    /// Item types this container accepts. Empty means it accepts any type.
    public var accepts: [String]
    /// The folder container holding this one (Files), else nil.
    public var parent: String?
    /// How many drops changed this container; a drop names the version it was computed on
    /// (``Drop/versions``) and is refused when it is not the stored one.
    public var version: Int
    /// The items, in position order (the first item has position 0).
    public var items: [ListItem]
    /// The text of a text kind (`note`, `field`, `mailbody`), else nil.
    public var text: TextDocument?

    public init(
        id: String, scene: String = "reminders", kind: String = "list", title: String, position: Int = 0,
        crossOperation: DropOperation, accepts: [String], parent: String? = nil, version: Int = 0, items: [ListItem],
        text: TextDocument? = nil
    ) {
        self.id = id
        self.scene = scene
        self.kind = kind
        self.title = title
        self.position = position
        self.crossOperation = crossOperation
        self.accepts = accepts
        self.parent = parent
        self.version = version
        self.items = items
        self.text = text
    }

    enum CodingKeys: String, CodingKey {
        case id, scene, kind, title, position, crossOperation, accepts, parent, version, items, text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(scene, forKey: .scene)
        try container.encode(kind, forKey: .kind)
        try container.encode(title, forKey: .title)
        try container.encode(position, forKey: .position)
        try container.encode(crossOperation, forKey: .crossOperation)
        try container.encode(accepts, forKey: .accepts)
        try container.encode(parent, forKey: .parent)
        try container.encode(version, forKey: .version)
        try container.encode(items, forKey: .items)
        try container.encode(text, forKey: .text)
    }

}
