/// Where a drop between two rows of an outline lands (issue 37, F6): the level the pointer's
/// horizontal offset chooses within what the rows around the gap allow, as the container of that
/// level and the index in it, with the indented line that shows it.
///
/// The rows around the gap are the nearest shown rows above and below it that are not being
/// dragged and not inside a dragged row (those travel with their row, so they neither bound the
/// level nor can take the drop). Between a row *above* at depth a and a row *below* at depth b,
/// a drop may sit at any depth from b (deeper would take the row below in as a child, which a
/// drop never does) to a + 1 (a first child of the row above, when it can hold children), or a
/// when it cannot. Depth a + 1 goes into the container the row above opens: at its start when
/// it shows its children, at its end when they are hidden (the line shows it after the row, one
/// level in); any depth d ≤ a goes right after the row above's ancestor at depth d (the row
/// itself at d = a), in that ancestor's container.
struct OutlineSpot: Equatable, Sendable {
    /// The container the drop goes into.
    var container: ContainerID
    /// The index in the container's full list (dragged items included) before which it inserts.
    var fullIndex: Int
    /// The depth the dropped rows take (the first of them, for a group).
    var depth: Int
    /// The line that shows it: across the outline at the gap, starting one indentation in per level.
    var markerFrame: Rect

    /// The spot for a pointer at `location` among `rows` (shown, top to bottom) whose frames
    /// `frame` gives, with the rows of `dragged` items and everything inside them travelling.
    /// The drag began at `liftDepth` with the pointer at x `originX`; each `indentation` points
    /// right or left of it is one level deeper or shallower. `opened` gives the container a row
    /// opens and whether it takes the drag (`nil`: the row can't hold children); `isExpanded`
    /// whether a row shows its children. `root` is the top level (what an empty outline, or a
    /// drop above every row, goes into) and `bounds` the outline's frame. O(v) for v rows, plus
    /// O(log v) to find the gap.
    static func locate(
        at location: Point, rows: [OutlineRow], frame: (ItemID) -> Rect?, dragged: Set<ItemID>,
        liftDepth: Int, originX: Double, indentation: Double, root: ContainerID, bounds: Rect,
        opened: (ItemID) -> ContainerID?, isExpanded: (ItemID) -> Bool
    ) -> OutlineSpot {
        let travelling = travellingRows(rows, dragged: dragged)
        let gap = gapIndex(at: location.y, rows: rows, frame: frame)
        var above: Int?
        var position = gap - 1
        while position >= 0 {
            if !travelling[position] { above = position; break }
            position -= 1
        }
        var below: Int?
        position = gap
        while position < rows.count {
            if !travelling[position] { below = position; break }
            position += 1
        }
        let steps = (location.x - originX) / max(indentation, 1)
        let wanted = liftDepth + Int((steps).rounded())
        guard let above else {
            // Above every row that stays: the top of the outline.
            let line = lineFrame(above: nil, below: below.map { rows[$0] }, depth: 0, frame: frame,
                                 indentation: indentation, bounds: bounds)
            let index = below.map { rows[$0].container == root ? rows[$0].index : 0 } ?? 0
            return OutlineSpot(container: root, fullIndex: index, depth: 0, markerFrame: line)
        }
        let upper = rows[above]
        let child = opened(upper.item)
        let deepest = upper.depth + (child == nil ? 0 : 1)
        let shallowest = min(below.map { rows[$0].depth } ?? 0, deepest)
        let depth = min(max(wanted, shallowest), deepest)
        let line = lineFrame(above: upper, below: below.map { rows[$0] }, depth: depth, frame: frame,
                             indentation: indentation, bounds: bounds)
        if depth > upper.depth, let child {
            let index = isExpanded(upper.item) ? 0 : Int.max  // the end, clamped by the caller
            return OutlineSpot(container: child, fullIndex: index, depth: depth, markerFrame: line)
        }
        // The row above's ancestor at `depth`: the nearest row before it at that depth (rows
        // between are deeper, inside it).
        var ancestor = above
        while ancestor > 0 && rows[ancestor].depth != depth { ancestor -= 1 }
        let anchor = rows[ancestor]
        return OutlineSpot(container: anchor.container, fullIndex: anchor.index + 1, depth: depth, markerFrame: line)
    }

    /// For each row, whether it is dragged or inside a dragged row. O(v).
    static func travellingRows(_ rows: [OutlineRow], dragged: Set<ItemID>) -> [Bool] {
        var result = [Bool](repeating: false, count: rows.count)
        var inside: Int?  // the depth of the dragged row whose rows are being passed
        for (position, row) in rows.enumerated() {
            if let depth = inside, row.depth > depth {
                result[position] = true
                continue
            }
            inside = nil
            if dragged.contains(row.item) {
                result[position] = true
                inside = row.depth
            }
        }
        return result
    }

    /// How many rows have their middle above `y` (a row not measured takes the middle of the
    /// one before it). O(v).
    static func gapIndex(at y: Double, rows: [OutlineRow], frame: (ItemID) -> Rect?) -> Int {
        var middle = -Double.greatestFiniteMagnitude
        var count = 0
        for row in rows {
            if let rect = frame(row.item) { middle = max(middle, rect.midY) }
            if middle > y { break }
            count += 1
        }
        return count
    }

    /// The indented line between `above` and `below` at `depth`: at the middle of the gap between
    /// them (below the last row, under it; above the first, over it), from the outline's leading
    /// edge plus one indentation per level to its trailing edge. O(1).
    static func lineFrame(above: OutlineRow?, below: OutlineRow?, depth: Int, frame: (ItemID) -> Rect?,
                          indentation: Double, bounds: Rect, thickness: Double = 2) -> Rect {
        let top = above.flatMap { frame($0.item) }
        let bottom = below.flatMap { frame($0.item) }
        let y: Double
        switch (top, bottom) {
        case let (top?, bottom?): y = (top.maxY + bottom.minY) / 2
        case let (top?, nil): y = top.maxY
        case let (nil, bottom?): y = bottom.minY
        case (nil, nil): y = bounds.minY
        }
        let x = min(bounds.minX + Double(depth) * indentation, bounds.maxX)
        return Rect(x: x, y: y - thickness / 2, width: bounds.maxX - x, height: thickness)
    }
}
