/// How the destination under a drag is marked (F6).
public struct DestinationCue: Hashable, Sendable {
    public var container: ContainerID
    /// Whether the whole container is highlighted. Not needed for a drag that never left its
    /// own container (F6).
    public var isHighlighted: Bool
    /// The index (in the list without the moved items) the drop inserts at.
    public var insertionIndex: Int
    /// Where to draw the insertion marker (for a text destination, the caret rectangle).
    public var markerFrame: Rect
    /// For a text destination, the character offset the drop inserts at (also in
    /// ``insertionIndex``); `nil` for list destinations (S6).
    public var textOffset: Int?
    /// The item the drop goes *into* (a folder row standing for ``container``), highlighted
    /// instead of an insertion marker; `nil` when the drop inserts between items.
    public var intoItem: ItemID?

    public init(container: ContainerID, isHighlighted: Bool, insertionIndex: Int, markerFrame: Rect, textOffset: Int? = nil) {
        self.container = container
        self.isHighlighted = isHighlighted
        self.insertionIndex = insertionIndex
        self.markerFrame = markerFrame
        self.textOffset = textOffset
    }

    /// Makes this a "drop into" cue for `item`: the marker becomes the item's frame.
    mutating func markInto(_ item: ItemID, frame: Rect?) {
        intoItem = item
        if let frame { markerFrame = frame }
    }
}
