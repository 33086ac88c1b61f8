/// The gaps between the rows of an outline where a drop can go, and the depths each allows
/// (issue 37, F6, S7): what a pointer's position and a keyboard's arrows both choose among.
///
/// The rows around a gap are the nearest shown rows above and below it that *stay*: not dragged
/// and not inside a dragged row (those travel with their row, so they neither bound the depth
/// nor can take the drop). Between a row above at depth a and a row below at depth b, a drop may
/// sit at any depth from b (shallower than the row below would take it in as a child, which a
/// drop never does) to a + 1 when the row above can hold children (its first or last child),
/// otherwise a. Depth a + 1 goes into the container the row above opens: at its start when it
/// shows its children, at its end when they are hidden; a depth d ≤ a goes right after the row
/// above's ancestor at depth d (the row itself at d = a), in that ancestor's container. Above
/// every row that stays, the only depth is 0, at the top of the outline.
struct OutlineGaps: Sendable {
    /// The shown rows, top to bottom.
    let rows: [OutlineRow]
    /// The positions in ``rows`` of the rows that stay, in order: gap k lies between
    /// `rows[staying[k - 1]]` and `rows[staying[k]]`, for k in `0...staying.count`.
    let staying: [Int]
    /// For each row, the position of the row it is inside (-1 at the top level).
    let parents: [Int]
    /// For a described outline (``DescribedOutline``), each shown row's position in ``rows`` by
    /// its item, so its frame is found in O(1) (issue 37, F6); `nil` for a measured outline,
    /// which reads its rows' reported frames instead.
    let positions: HandleTable<ItemKind, Int>?

    /// The gaps among `rows`, with the rows of `dragged` items and everything inside them
    /// travelling; with `indexing`, also each row's position by its item (``positions``), in
    /// the same pass. O(v) for v rows.
    init(rows: [OutlineRow], dragged: Set<ItemID>, indexing: Bool = false) {
        self.rows = rows
        var staying: [Int] = []
        var parents: [Int] = []
        var positions = HandleTable<ItemKind, Int>()
        staying.reserveCapacity(rows.count)
        parents.reserveCapacity(rows.count)
        var path: [Int] = []  // the rows the current one is inside, outermost first
        var inside: Int?  // the depth of the dragged row whose rows are being passed
        for (position, row) in rows.enumerated() {
            if indexing { positions[row.item] = position }
            while let last = path.last, rows[last].depth >= row.depth { path.removeLast() }
            parents.append(path.last ?? -1)
            path.append(position)
            if let depth = inside, row.depth > depth { continue }
            inside = nil
            if dragged.contains(row.item) {
                inside = row.depth
                continue
            }
            staying.append(position)
        }
        self.staying = staying
        self.parents = parents
        self.positions = indexing ? positions : nil
    }

    /// The number of gaps (one more than the rows that stay). O(1).
    var count: Int { staying.count + 1 }

    /// The row that stays right above gap `gap`, if any. O(1).
    func above(_ gap: Int) -> OutlineRow? {
        gap > 0 && gap <= staying.count ? rows[staying[gap - 1]] : nil
    }

    /// The row that stays right below gap `gap`, if any. O(1).
    func below(_ gap: Int) -> OutlineRow? {
        gap >= 0 && gap < staying.count ? rows[staying[gap]] : nil
    }

    /// The depths a drop at `gap` may take; `opened` gives the container a row opens, when it
    /// can take children (`nil` when it can't). O(1).
    func depths(at gap: Int, opened: (ItemID) -> ContainerID?) -> ClosedRange<Int> {
        guard let upper = above(gap) else { return 0...0 }
        let deepest = upper.depth + (opened(upper.item) == nil ? 0 : 1)
        return min(below(gap)?.depth ?? 0, deepest)...deepest
    }

    /// The gap a pointer at height `y` is at: after every row that stays whose middle is above
    /// `y` (a row not measured takes the middle of the one before it). O(log v) when the rows
    /// are measured; an unmeasured row costs a step back to the nearest measured one.
    func gap(at y: Double, frame: (ItemID) -> Rect?) -> Int {
        let passed = rowsAbove(y, frame: frame)
        // The staying rows among the first `passed`.
        var low = 0, high = staying.count
        while low < high {
            let middle = (low + high) / 2
            if staying[middle] < passed { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How many rows have their middle at or above `y`, the rows' middles taken in order (a row
    /// not measured takes the middle of the nearest measured one before it). O(log v) for
    /// measured rows.
    func rowsAbove(_ y: Double, frame: (ItemID) -> Rect?) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if self.middle(ofRow: middle, frame: frame) <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The middle of row `position`, or of the nearest measured row before it; -∞ when none is.
    private func middle(ofRow position: Int, frame: (ItemID) -> Rect?) -> Double {
        var current = position
        while current >= 0 {
            if let rect = frame(rows[current].item) { return rect.midY }
            current -= 1
        }
        return -Double.greatestFiniteMagnitude
    }

    /// The shown row whose frame holds `point`, if any: one of the two rows around the pointer's
    /// middle. O(log v).
    func row(at point: Point, frame: (ItemID) -> Rect?) -> Int? {
        let passed = rowsAbove(point.y, frame: frame)
        for position in [passed - 1, passed] where position >= 0 && position < rows.count {
            if let rect = frame(rows[position].item), rect.contains(point) { return position }
        }
        return nil
    }

    /// Where a drop at `gap` and `depth` (within ``depths(at:opened:)``) goes: the container and
    /// the index in its full list (dragged items included) before which it inserts; `Int.max`
    /// for the end of a hidden level (the caller clamps it). O(d) for d levels.
    func destination(at gap: Int, depth: Int, root: ContainerID, opened: (ItemID) -> ContainerID?,
                     isExpanded: (ItemID) -> Bool) -> (container: ContainerID, fullIndex: Int) {
        guard gap > 0, gap <= staying.count else {
            // The top: before the first row that stays, which is on the top level.
            return (root, below(0).map { $0.container == root ? $0.index : 0 } ?? 0)
        }
        let upper = rows[staying[gap - 1]]
        if depth > upper.depth, let child = opened(upper.item) {
            return (child, isExpanded(upper.item) ? 0 : Int.max)
        }
        // The row above's ancestor at `depth`.
        var ancestor = staying[gap - 1]
        while rows[ancestor].depth > depth, parents[ancestor] >= 0 { ancestor = parents[ancestor] }
        let anchor = rows[ancestor]
        return (anchor.container, anchor.index + 1)
    }

    /// The indented line that shows a drop at `gap` and `depth`: at the middle of the gap
    /// between the rows around it (under the last row, over the first; where the rows a drag
    /// carries begin, when they lie between), from the outline's
    /// leading edge plus one indentation per level to the rows' trailing edge (the outline's,
    /// when it has no rows or they reach past it): a scroll bar beside the rows is not crossed. O(1).
    func line(at gap: Int, depth: Int, frame: (ItemID) -> Rect?, indentation: Double, bounds: Rect,
              thickness: Double = 2) -> Rect {
        let top = above(gap).flatMap { frame($0.item) }
        let bottom = below(gap).flatMap { frame($0.item) }
        // Rows a drag carries, which stay in place, may lie between the two: the line is where
        // they begin (a drop there puts them back), not halfway down them.
        let firstCarried = gap == 0 ? 0 : staying[gap - 1] + 1
        let endCarried = gap < staying.count ? staying[gap] : rows.count
        let carried = firstCarried < endCarried ? frame(rows[firstCarried].item) : nil
        let y: Double
        switch (carried, top, bottom) {
        case let (carried?, _, _): y = carried.minY
        case let (nil, top?, bottom?): y = (top.maxY + bottom.minY) / 2
        case let (nil, top?, nil): y = top.maxY
        case let (nil, nil, bottom?): y = bottom.minY
        case (nil, nil, nil): y = bounds.minY
        }
        let right = min((top ?? bottom)?.maxX ?? bounds.maxX, bounds.maxX)
        let x = min(bounds.minX + Double(depth) * indentation, right)
        return Rect(x: x, y: y - thickness / 2, width: right - x, height: thickness)
    }
}
