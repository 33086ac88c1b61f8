/// Finds where in an ordered container a drop at a point lands.
///
/// The items' frames are assumed to follow the container's order along its axis (top to bottom
/// or leading to trailing), as lists, stacks and rows are laid out. The locator binary-searches
/// the items' midpoints, so each query is O(log n).
public struct InsertionLocator: Sendable {
    /// Midpoints of the items along the axis, in list order.
    private var midpoints: [Double]
    /// Frames of the items, in list order (`nil` where an item has not been measured).
    private var frames: [Rect?]
    private let axis: ContainerPolicy.Axis
    private let containerFrame: Rect

    /// Builds a locator for `items` laid out in `containerFrame`. O(n).
    public init(items: [ItemID], frames itemFrames: [ItemID: Rect], containerFrame: Rect, axis: ContainerPolicy.Axis) {
        self.axis = axis
        self.containerFrame = containerFrame
        var midpoints: [Double] = []
        var frames: [Rect?] = []
        midpoints.reserveCapacity(items.count)
        frames.reserveCapacity(items.count)
        var last = axis == .vertical ? containerFrame.minY : containerFrame.minX
        for item in items {
            let frame = itemFrames[item]
            if let frame {
                last = max(last, axis == .vertical ? frame.midY : frame.midX)
            }
            midpoints.append(last)
            frames.append(frame)
        }
        self.midpoints = midpoints
        self.frames = frames
    }

    /// The index in the full list before which a drop at `point` inserts (0...count).
    public func index(at point: Point) -> Int {
        let coordinate = axis == .vertical ? point.y : point.x
        var low = 0
        var high = midpoints.count
        while low < high {
            let middle = (low + high) / 2
            if midpoints[middle] <= coordinate { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// A thin rectangle marking the gap before `index` in the full list, for the host to draw
    /// as an insertion marker.
    public func markerFrame(before index: Int, thickness: Double = 2) -> Rect {
        let previous = index > 0 && index - 1 < frames.count ? frames[index - 1] : nil
        let next = index < frames.count ? frames[index] : nil
        switch axis {
        case .vertical:
            let y: Double
            if let previous, let next { y = (previous.maxY + next.minY) / 2 }
            else if let next { y = next.minY }
            else if let previous { y = previous.maxY }
            else { y = containerFrame.minY }
            let reference = next ?? previous ?? containerFrame
            return Rect(x: reference.minX, y: y - thickness / 2, width: reference.width, height: thickness)
        case .horizontal:
            let x: Double
            if let previous, let next { x = (previous.maxX + next.minX) / 2 }
            else if let next { x = next.minX }
            else if let previous { x = previous.maxX }
            else { x = containerFrame.minX }
            let reference = next ?? previous ?? containerFrame
            return Rect(x: x - thickness / 2, y: reference.minY, width: thickness, height: reference.height)
        }
    }
}
