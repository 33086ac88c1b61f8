/// Finds where in an ordered container a drop at a point lands, and where to draw the insertion
/// marker that shows it (F6).
///
/// The items' frames are assumed to follow the container's order: along its axis for lists,
/// stacks and rows (leading to trailing as its ``ContainerPolicy/LayoutDirection`` says), or in
/// reading order, row after row, for a wrapping ``ContainerPolicy/Axis/grid``. Items that have
/// not been measured take the place of the measured item before them. Building is O(n); each
/// query binary-searches (O(log n)).
public struct InsertionLocator: Equatable, Sendable {
    private enum Storage: Equatable, Sendable {
        case linear(LinearInsertionLocator)
        case grid(GridInsertionLocator)
        case uniform(UniformPlacement)
    }

    /// The built locator, shared by every copy: a copy (the engine's locator cache hands one to
    /// each pointer move, F2) retains one reference instead of each array the locator holds.
    private final class Box: Sendable {
        let storage: Storage
        init(_ storage: Storage) { self.storage = storage }
    }

    private let box: Box
    private var storage: Storage { box.storage }

    public static func == (lhs: InsertionLocator, rhs: InsertionLocator) -> Bool {
        lhs.box === rhs.box || lhs.box.storage == rhs.box.storage
    }

    /// Builds a locator for `items` laid out in `containerFrame`, whose rows run in `direction`
    /// (ignored for a vertical list). O(n).
    public init(
        items: [ItemID], frames itemFrames: [ItemID: Rect], containerFrame: Rect, axis: ContainerPolicy.Axis,
        direction: ContainerPolicy.LayoutDirection = .leftToRight
    ) {
        self.init(frames: items.map { itemFrames[$0] }, containerFrame: containerFrame, axis: axis, direction: direction)
    }

    /// Builds a locator for item frames in list order (`nil` where unmeasured) laid out in
    /// `containerFrame`. With `unboundedStart`, items before the first measured one are not
    /// pinned to the container's leading edge, so the locator answers the same whichever part of
    /// the content was visible when it was built (the engine keeps it across scrolls). O(n).
    init(frames: [Rect?], containerFrame: Rect, axis: ContainerPolicy.Axis,
         direction: ContainerPolicy.LayoutDirection = .leftToRight, unboundedStart: Bool = false) {
        switch axis {
        case .vertical, .horizontal:
            box = Box(.linear(LinearInsertionLocator(
                frames: frames, containerFrame: containerFrame, isVertical: axis == .vertical,
                isRightToLeft: direction == .rightToLeft, unboundedStart: unboundedStart)))
        case .grid:
            box = Box(.grid(GridInsertionLocator(
                frames: frames, containerFrame: containerFrame, isRightToLeft: direction == .rightToLeft)))
        }
    }

    /// A locator for a container that describes its items (``UniformGeometry``), in its
    /// content space. O(1).
    init(uniform placement: UniformPlacement) {
        box = Box(.uniform(placement))
    }

    /// The frame of the item at `index` when the container describes its geometry, in its
    /// content space; `nil` for measured containers. O(1).
    func describedFrame(at index: Int) -> Rect? {
        if case .uniform(let placement) = storage { return placement.frame(at: index) }
        return nil
    }

    /// Whether the container describes its geometry instead of measuring it.
    var isDescribed: Bool {
        if case .uniform = storage { return true }
        return false
    }

    /// The index in the full list before which a drop at `point` inserts (0...count). O(log n).
    public func index(at point: Point) -> Int {
        switch storage {
        case .linear(let locator): locator.index(at: point)
        case .grid(let locator): locator.index(at: point)
        case .uniform(let placement): placement.index(at: point)
        }
    }

    /// In a wrapping grid, the cell under `point`: the nearest cell of the row under it, in
    /// reading order, whichever part of the cell the point is over; `nil` for a list or a row,
    /// which insert before or after the item by halves. A move within its own grid lands in
    /// this cell (F6, S2): its own slot closes while it is lifted, so the cells keep their
    /// places and the drop fills the one the pointer is over. O(log n), O(1) when described.
    public func cell(at point: Point) -> Int? {
        switch storage {
        case .linear: nil
        case .grid(let locator): locator.cell(at: point)
        case .uniform(let placement): placement.axis == .grid ? placement.cell(at: point) : nil
        }
    }

    /// A thin rectangle marking the gap before `index` in the full list, for the host to draw
    /// as an insertion marker: a line across a list, a bar between two cells of a row. O(log n).
    public func markerFrame(before index: Int, thickness: Double = 2) -> Rect {
        markerFrame(before: index, near: nil, thickness: thickness)
    }

    /// The insertion marker before `index`, as seen from `point` (the pointer that chose the
    /// index). In a grid, the gap after a row's last cell and the gap before the next row's first
    /// cell are the same index; the marker is drawn in the row under `point`, so it shows where
    /// the person aims. Without a point, it is drawn before the cell at `index`. O(log n).
    public func markerFrame(before index: Int, near point: Point?, thickness: Double = 2) -> Rect {
        switch storage {
        case .linear(let locator): locator.markerFrame(before: index, thickness: thickness)
        case .grid(let locator): locator.markerFrame(before: index, near: point, thickness: thickness)
        case .uniform(let placement): placement.markerFrame(before: index, near: point, thickness: thickness)
        }
    }
}
