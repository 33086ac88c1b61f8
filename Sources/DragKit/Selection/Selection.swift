/// Which items are selected in each container, and which containers sit in an inactive
/// (background) window (S8, A5, P2).
///
/// The engine keeps one selection per container. Pressing a selected item and dragging drags the
/// whole selection of its container, in list order (S8); a drop selects the dropped content at
/// the destination (A5). Read it through ``DragEngine/selectedItems(in:)`` and change it through
/// ``Event/setSelection(_:in:)``, ``Event/select(_:)`` and ``Event/deselect(_:)``.
public struct Selection: Equatable, Sendable {
    /// Selected items per container. Items that have since left the container are ignored by
    /// every reader, so the set never needs eager cleaning.
    private(set) var selected = HandleTable<ContainerKind, Set<ItemID>>()
    /// Containers in an inactive window (P2), each marked `true`; containers are active unless
    /// marked. A dense table, so the pointer path's check is an array read (issue 23).
    private(set) var inactive = HandleTable<ContainerKind, Bool>()

    public init() {}

    /// Whether `item` is recorded as selected in `container`. O(1).
    public func contains(_ item: ItemID, in container: ContainerID) -> Bool {
        selected[container]?.contains(item) == true
    }

    /// Whether `container`'s window is active (the default). O(1).
    public func isActive(_ container: ContainerID) -> Bool {
        !inactive.contains(container)  // Only `true` is stored.
    }

    /// The items recorded as selected in `container` (empty when none). O(1).
    func items(in container: ContainerID) -> Set<ItemID> {
        selected[container] ?? []
    }

    // MARK: Changes

    /// Makes exactly `items` the recorded selection of `container` (S8, A5). O(1) plus the copy.
    mutating func replace(_ items: Set<ItemID>, in container: ContainerID) {
        selected[container] = items
    }

    /// Adds `item` to the selection of `container` (S8). O(1).
    mutating func add(_ item: ItemID, in container: ContainerID) {
        if selected[container] == nil { selected[container] = [] }
        selected[container]?.insert(item)
    }

    /// Removes `item` from the selection of `container`, if it is there (S8). O(1).
    mutating func remove(_ item: ItemID, from container: ContainerID) {
        selected[container]?.remove(item)
    }

    /// Marks `container`'s window as active or in the background (P2). O(1).
    mutating func setActive(_ active: Bool, for container: ContainerID) {
        if active {
            inactive[container] = nil
        } else {
            inactive[container] = true
        }
    }
}

/// Where one item of a multi-item drag image sits (F4).
public struct ItemFrame: Hashable, Sendable {
    public var item: ItemID
    public var frame: Rect

    public init(item: ItemID, frame: Rect) {
        self.item = item
        self.frame = frame
    }
}

/// How the images of several dragged items gather under the pointer (F4 flocking): a stack, the
/// first item on top centred on the anchor, each further item offset down and to the right by
/// ``step`` points, up to ``maxVisible`` positions; items beyond that sit exactly beneath the
/// last visible one, so the stack never grows past it.
public enum FlockLayout {
    /// The offset between two consecutive items of the stack, in points.
    public static let step = 4.0
    /// How many distinct positions the stack has.
    public static let maxVisible = 5

    /// The stacked frames of `items`, whose sizes are `sizes` (same order; a missing size takes
    /// the first item's, or 1×1), with the first centred on `anchor`. Pure. O(n).
    public static func frames(for items: [ItemID], sizes: [Size], around anchor: Point) -> [ItemFrame] {
        var result: [ItemFrame] = []
        result.reserveCapacity(items.count)
        let fallback = sizes.first ?? Size(width: 1, height: 1)
        for (index, item) in items.enumerated() {
            let size = index < sizes.count ? sizes[index] : fallback
            let offset = Double(min(index, maxVisible - 1)) * step
            let frame = Rect(
                x: anchor.x - size.width / 2 + offset, y: anchor.y - size.height / 2 + offset,
                width: size.width, height: size.height)
            result.append(ItemFrame(item: item, frame: frame))
        }
        return result
    }
}

/// The predicted-result shape of one session's drag image (F3), rate-limited.
struct PreviewShaping: Equatable, Sendable {
    /// Changes of the drag image are at least this far apart (F3: never constantly).
    static let minimumInterval = TimeSpan.milliseconds(250)
    /// The size the host was last told (`nil`: the item's own size).
    var shown: Size?
    /// When the shape last changed.
    var lastChange: Timestamp?
    /// The tick already requested to apply a pending change.
    var tickAt: Timestamp?
}
