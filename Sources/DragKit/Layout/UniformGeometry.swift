/// Geometry a container describes instead of measuring: items of one size, one after another
/// along its axis (a list or a row) or in cells of a fixed number of columns (a grid), so the
/// host reports no item frames at all (F6, A1).
///
/// Frames are in the container's *content space*: (0, 0) is the top-left corner of its content,
/// which is the top-left corner of the container's frame when it is scrolled to offset 0. The
/// engine places an item on screen from its index alone: the container's frame, plus the
/// item's place in content space, minus the container's scroll offset
/// (``Event/scrollOffset(_:of:)``). The item count is the container's, so inserting or
/// removing items needs no report either. This is what a virtual container stands on: a list of
/// 100,000 rows with a few dozen in the page's document, dragged, dropped on, keyboard-dragged
/// and auto-scrolled across all of it.
///
/// Declare it with ``DragEngine/setUniformGeometry(_:for:)``. Every query is O(1).
public struct UniformGeometry: Hashable, Sendable {
    /// Where the first item's frame starts, in content space.
    public var origin: Point
    /// Each item's size. In a list, an extent across the axis of 0 or less (the width of a
    /// vertical list's rows, the height of a horizontal row's items) means "the container's
    /// visible extent, less the origin".
    public var itemSize: Size
    /// The space between two neighbouring items: `width` between columns (or items of a
    /// horizontal row), `height` between rows (or items of a vertical list).
    public var spacing: Size
    /// The number of columns of a ``ContainerPolicy/Axis/grid`` (at least 1); lists ignore it.
    public var columns: Int

    public init(origin: Point = .zero, itemSize: Size, spacing: Size = Size(width: 0, height: 0), columns: Int = 1) {
        self.origin = origin
        self.itemSize = itemSize
        self.spacing = spacing
        self.columns = max(columns, 1)
    }

    /// Rows of `extent` down a vertical list, `spacing` apart, as wide as the container (F6).
    public static func list(extent: Double, spacing: Double = 0, origin: Point = .zero) -> UniformGeometry {
        UniformGeometry(origin: origin, itemSize: Size(width: 0, height: extent),
                        spacing: Size(width: 0, height: spacing))
    }

    /// Items of `extent` along a horizontal list, `spacing` apart, as tall as the container (F6).
    public static func row(extent: Double, spacing: Double = 0, origin: Point = .zero) -> UniformGeometry {
        UniformGeometry(origin: origin, itemSize: Size(width: extent, height: 0),
                        spacing: Size(width: spacing, height: 0))
    }

    /// Cells of `cell` size in `columns` columns, read row after row (F6, S1).
    public static func grid(cell: Size, columns: Int, spacing: Size = Size(width: 0, height: 0),
                            origin: Point = .zero) -> UniformGeometry {
        UniformGeometry(origin: origin, itemSize: cell, spacing: spacing, columns: columns)
    }
}

/// A ``UniformGeometry`` applied to a container's current shape: its axis, direction, visible
/// size and item count. Content-space positions, computed, never stored per item. O(1) to build
/// and to query.
struct UniformPlacement: Equatable, Sendable {
    let geometry: UniformGeometry
    let count: Int
    let axis: ContainerPolicy.Axis
    let isRightToLeft: Bool
    /// The container's visible size (its frame's size).
    let visible: Size

    init(geometry: UniformGeometry, count: Int, axis: ContainerPolicy.Axis, isRightToLeft: Bool, visible: Size) {
        self.geometry = geometry
        self.count = max(count, 0)
        self.axis = axis
        self.isRightToLeft = isRightToLeft && axis != .vertical
        self.visible = visible
    }

    private var width: Double {
        if axis == .vertical, geometry.itemSize.width <= 0 { return max(visible.width - geometry.origin.x, 0) }
        return geometry.itemSize.width
    }

    private var height: Double {
        if axis == .horizontal, geometry.itemSize.height <= 0 { return max(visible.height - geometry.origin.y, 0) }
        return geometry.itemSize.height
    }

    private var pitchX: Double { width + geometry.spacing.width }
    private var pitchY: Double { height + geometry.spacing.height }

    /// Mirrors a left-to-right x range inside the visible width for right-to-left rows.
    private func placedX(_ x: Double, width: Double) -> Double {
        isRightToLeft ? visible.width - x - width : x
    }

    /// The frame of the item at `index` in content space, or `nil` outside 0..<count. O(1).
    func frame(at index: Int) -> Rect? {
        guard index >= 0, index < count else { return nil }
        let column = axis == .grid ? index % geometry.columns : axis == .horizontal ? index : 0
        let row = axis == .grid ? index / geometry.columns : axis == .vertical ? index : 0
        let x = geometry.origin.x + Double(column) * pitchX
        return Rect(x: placedX(x, width: width), y: geometry.origin.y + Double(row) * pitchY, width: width, height: height)
    }

    /// How many items fit whole in `shown` (the visible part of the container), at least 1: a
    /// keyboard drag's page (S7). O(1).
    func itemsPerPage(in shown: Size) -> Int {
        switch axis {
        case .vertical: return Self.fitting(shown.height, size: height, pitch: pitchY)
        case .horizontal: return Self.fitting(shown.width, size: width, pitch: pitchX)
        case .grid:
            let columns = min(geometry.columns, Self.fitting(shown.width, size: width, pitch: pitchX))
            return max(columns, 1) * Self.fitting(shown.height, size: height, pitch: pitchY)
        }
    }

    /// How many items of `size`, `pitch` apart, fit whole in `extent`; at least 1. O(1).
    static func fitting(_ extent: Double, size: Double, pitch: Double) -> Int {
        guard size > 0, pitch > 0, extent >= size else { return 1 }
        let more = ((extent - size) / pitch).rounded(.down)
        guard more.isFinite, more < Double(Int32.max) else { return 1 }
        return Int(more) + 1
    }

    /// The length of the whole content along the scrolling axis (down a grid). O(1).
    var contentLength: Double {
        guard count > 0 else { return axis == .horizontal ? geometry.origin.x : geometry.origin.y }
        switch axis {
        case .horizontal: return geometry.origin.x + Double(count) * pitchX - geometry.spacing.width
        case .vertical: return geometry.origin.y + Double(count) * pitchY - geometry.spacing.height
        case .grid:
            let rows = (count + geometry.columns - 1) / geometry.columns
            return geometry.origin.y + Double(rows) * pitchY - geometry.spacing.height
        }
    }

    /// How many of `count` evenly spaced midpoints, the first at `first`, `pitch` apart, are at
    /// or before `value`. O(1).
    private static func midpointsAtOrBefore(_ value: Double, first: Double, pitch: Double, count: Int) -> Int {
        guard count > 0, value >= first else { return 0 }
        guard pitch > 0 else { return count }
        let passed = ((value - first) / pitch).rounded(.down)
        guard passed.isFinite else { return 0 }
        return passed >= Double(count - 1) ? count : Int(passed) + 1
    }

    /// The reading-order x of `point`: mirrored for right-to-left rows.
    private func readingX(_ point: Point) -> Double {
        isRightToLeft ? visible.width - point.x : point.x
    }

    /// The index before which a drop at `point` (content space) inserts, as the measured
    /// locators answer it: in a list, after every item whose midpoint is at or before the point;
    /// in a grid, in the row whose band holds the point, after every cell of it whose midpoint is
    /// at or before it. O(1).
    func index(at point: Point) -> Int {
        switch axis {
        case .vertical:
            return Self.midpointsAtOrBefore(point.y, first: geometry.origin.y + height / 2, pitch: pitchY, count: count)
        case .horizontal:
            return Self.midpointsAtOrBefore(readingX(point), first: geometry.origin.x + width / 2, pitch: pitchX, count: count)
        case .grid:
            guard count > 0 else { return 0 }
            let rows = (count + geometry.columns - 1) / geometry.columns
            let firstBoundary = geometry.origin.y + height + geometry.spacing.height / 2
            let row = min(Self.midpointsAtOrBefore(point.y, first: firstBoundary, pitch: pitchY, count: rows - 1), rows - 1)
            let start = row * geometry.columns
            let inRow = min(geometry.columns, count - start)
            return start + Self.midpointsAtOrBefore(readingX(point), first: geometry.origin.x + width / 2, pitch: pitchX, count: inRow)
        }
    }

    /// The cell under `point` (content space) of a grid, as the measured grid locator finds it:
    /// the nearest cell of the row under it (0 for an empty grid). O(1).
    func cell(at point: Point) -> Int {
        guard count > 0 else { return 0 }
        let row = pointRow(point)
        let start = row * geometry.columns
        let inRow = min(geometry.columns, count - start)
        guard pitchX > 0 else { return start }
        let reach = (readingX(point) - geometry.origin.x + geometry.spacing.width / 2) / pitchX
        guard reach.isFinite else { return start }
        let column = reach < 0 ? 0 : reach >= Double(inRow - 1) ? inRow - 1 : Int(reach.rounded(.down))
        return start + column
    }

    /// The insertion marker before `index`, in content space, drawn as the measured locators
    /// draw it; in a grid, the end of a row and the start of the next are one index, drawn in the
    /// row under `point` when given. O(1).
    func markerFrame(before index: Int, near point: Point?, thickness: Double) -> Rect {
        let index = min(max(index, 0), count)
        switch axis {
        case .vertical:
            let y: Double
            if count == 0 { y = geometry.origin.y }
            else if index == 0 { y = geometry.origin.y }
            else if index == count { y = geometry.origin.y + Double(count - 1) * pitchY + height }
            else { y = geometry.origin.y + Double(index) * pitchY - geometry.spacing.height / 2 }
            return Rect(x: geometry.origin.x, y: y - thickness / 2, width: width, height: thickness)
        case .horizontal:
            return Rect(x: rowGapX(before: index, rowStart: 0, rowEnd: count) - thickness / 2, y: geometry.origin.y,
                        width: thickness, height: height)
        case .grid:
            guard count > 0 else {
                return Rect(x: placedX(geometry.origin.x, width: 0) - thickness / 2, y: geometry.origin.y,
                            width: thickness, height: height)
            }
            let lastRow = (count - 1) / geometry.columns
            var row = min(index / geometry.columns, lastRow)
            if let point, row > 0, row * geometry.columns == index, pointRow(point) == row - 1 { row -= 1 }
            let start = row * geometry.columns
            let end = min(start + geometry.columns, count)
            return Rect(x: rowGapX(before: index, rowStart: start, rowEnd: end) - thickness / 2,
                        y: geometry.origin.y + Double(row) * pitchY, width: thickness, height: height)
        }
    }

    /// The grid row whose band holds `point`. O(1).
    private func pointRow(_ point: Point) -> Int {
        let rows = (count + geometry.columns - 1) / geometry.columns
        let firstBoundary = geometry.origin.y + height + geometry.spacing.height / 2
        return min(Self.midpointsAtOrBefore(point.y, first: firstBoundary, pitch: pitchY, count: max(rows - 1, 0)), max(rows - 1, 0))
    }

    /// The x of the gap before `index` in the row of items `rowStart..<rowEnd`, as
    /// ``rowGap(previous:next:rowStart:isRightToLeft:)`` draws it for measured cells. O(1).
    private func rowGapX(before index: Int, rowStart: Int, rowEnd: Int) -> Double {
        let previous = index > rowStart ? frame(at: index - 1) : nil
        let next = index < rowEnd ? frame(at: index) : nil
        return rowGap(previous: previous, next: next, rowStart: placedX(geometry.origin.x, width: 0),
                      isRightToLeft: isRightToLeft)
    }
}
