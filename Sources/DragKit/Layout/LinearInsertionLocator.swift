/// Insertion along one axis: a vertical list, or one row (F6).
///
/// Keeps each item's midpoint along the axis in list order, made non-decreasing so that a binary
/// search applies; a right-to-left row is searched on the negated x coordinate, so its first
/// item is the rightmost. Building is O(n), each query O(log n).
struct LinearInsertionLocator: Equatable, Sendable {
    /// Midpoints of the items along the axis (negated for a right-to-left row), in list order.
    private var midpoints: [Double] = []
    /// Frames of the items, in list order (`nil` where an item has not been measured).
    private var frames: [Rect?]
    private let isVertical: Bool
    private let isRightToLeft: Bool
    private let containerFrame: Rect

    init(frames: [Rect?], containerFrame: Rect, isVertical: Bool, isRightToLeft: Bool, unboundedStart: Bool = false) {
        self.frames = frames
        self.isVertical = isVertical
        self.isRightToLeft = isRightToLeft && !isVertical
        self.containerFrame = containerFrame
        midpoints.reserveCapacity(frames.count)
        var last = unboundedStart ? -Double.greatestFiniteMagnitude
            : isVertical ? containerFrame.minY : self.isRightToLeft ? -containerFrame.maxX : containerFrame.minX
        for frame in frames {
            if let frame { last = max(last, coordinate(of: frame.center)) }
            midpoints.append(last)
        }
    }

    /// The coordinate a point is searched by: y, x, or −x for a right-to-left row.
    private func coordinate(of point: Point) -> Double {
        isVertical ? point.y : isRightToLeft ? -point.x : point.x
    }

    func index(at point: Point) -> Int {
        upperBound(midpoints, coordinate(of: point), in: 0..<midpoints.count)
    }

    func markerFrame(before index: Int, thickness: Double) -> Rect {
        let previous = index > 0 && index - 1 < frames.count ? frames[index - 1] : nil
        let next = index >= 0 && index < frames.count ? frames[index] : nil
        let reference = next ?? previous ?? containerFrame
        if isVertical {
            let y: Double
            if let previous, let next { y = (previous.maxY + next.minY) / 2 }
            else if let next { y = next.minY }
            else if let previous { y = previous.maxY }
            else { y = containerFrame.minY }
            return Rect(x: reference.minX, y: y - thickness / 2, width: reference.width, height: thickness)
        }
        let x = rowGap(previous: previous, next: next, rowStart: isRightToLeft ? containerFrame.maxX : containerFrame.minX,
                       isRightToLeft: isRightToLeft)
        return Rect(x: x - thickness / 2, y: reference.minY, width: thickness, height: reference.height)
    }
}

/// The x of the gap between `previous` and `next` in a row running left to right or right to
/// left; at a row's end, the trailing edge of `previous`; at its start, the leading edge of
/// `next`; in an empty row, `rowStart`. O(1).
func rowGap(previous: Rect?, next: Rect?, rowStart: Double, isRightToLeft: Bool) -> Double {
    switch (previous, next) {
    case let (previous?, next?):
        isRightToLeft ? (previous.minX + next.maxX) / 2 : (previous.maxX + next.minX) / 2
    case let (nil, next?):
        isRightToLeft ? next.maxX : next.minX
    case let (previous?, nil):
        isRightToLeft ? previous.minX : previous.maxX
    case (nil, nil):
        rowStart
    }
}

/// The first position in `range` of the non-decreasing `values` whose value exceeds `value`
/// (`range.upperBound` if none). O(log n).
func upperBound(_ values: [Double], _ value: Double, in range: Range<Int>) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = (low + high) / 2
        if values[middle] <= value { low = middle + 1 } else { high = middle }
    }
    return low
}
