/// How the destination under a drag is marked (F6).
public struct DestinationCue: Hashable, Sendable {
    public var container: ContainerID
    /// Whether the whole container is highlighted. Not needed for a drag that never left its
    /// own container (F6).
    public var isHighlighted: Bool
    /// The index (in the list without the moved items) the drop inserts at.
    public var insertionIndex: Int
    /// Where to draw the insertion marker.
    public var markerFrame: Rect

    public init(container: ContainerID, isHighlighted: Bool, insertionIndex: Int, markerFrame: Rect) {
        self.container = container
        self.isHighlighted = isHighlighted
        self.insertionIndex = insertionIndex
        self.markerFrame = markerFrame
    }
}
