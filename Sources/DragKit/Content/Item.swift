/// One piece of content the engine can drag: its identity, its type and the name that
/// assistive technology reads for it (S7).
public struct Item: Hashable, Sendable {
    public var id: ItemID
    public var type: TypeIdentifier
    /// A short human-readable name ("Buy oat milk"), used in announcements.
    public var label: String
    /// The representations the item's content can be handed over in, richest first (S12).
    /// Empty by default, meaning just ``type``; see ``representations``.
    public var provider: ItemProvider
    /// Whether the item can open in a window of its own (a photo, a chart, a link, an event):
    /// dragged onto empty space, outside every destination, it opens there instead of flying
    /// back (P3). Off by default.
    public var opensInNewWindow: Bool = false

    @inlinable
    public init(id: ItemID, type: TypeIdentifier = .item, label: String) {
        self.id = id
        self.type = type
        self.label = label
        self.provider = ItemProvider()
    }
}
