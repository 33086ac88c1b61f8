// Described outlines (issue 37, F6, A1, S13): a tree of 100,000 rows shown by a virtualised
// view, which has a few dozen of them in its document and so can't report the others' frames.
// As a virtual list describes its rows (``UniformGeometry``), the outline describes its shown
// rows: its top level declares a vertical list geometry
// (`setUniformGeometry(.list(extent:spacing:origin:), for: root)`), and every shown row, of
// any level, is placed by its position among the shown rows (``DragEngine/outlineRows(of:)``):
// shown row k is the top level's uniform frame of index k, moved right by its depth times the
// indentation (and that much narrower, as a host lays indented rows out), moved by the top
// level's scroll offset as a described list's items are. The levels inside it and their rows
// need no reported frames; a row the drag opens (S13) shifts the rows below it, and their
// described frames follow. Pointer drags, keyboard drags, spring loading, drag images and the
// content length a host reports for auto-scroll (``DragEngine/describedContentLength(of:)``)
// all read these frames.

/// The placement of a described outline's shown rows on screen now: its top level's uniform
/// geometry for as many items as there are shown rows, the top level's scroll translation and
/// the outline's indentation (issue 37, F6, A1). Computed, never stored per row. O(1) to make.
struct DescribedOutline {
    /// The top level's geometry, counting the shown rows as its items.
    let placement: UniformPlacement
    /// Added to a viewport point to get a content-space one (``Layout/contentTranslation(of:)``).
    let translation: Point
    /// Points per level.
    let indentation: Double

    /// The frame on screen of shown row `position` at depth `depth`: the uniform frame of that
    /// index, indented by the depth (never narrower than nothing), moved by the scroll. `nil`
    /// outside the shown rows. O(1).
    func frame(ofRow position: Int, depth: Int) -> Rect? {
        guard let frame = placement.frame(at: position) else { return nil }
        let inset = min(Double(max(depth, 0)) * indentation, frame.width)
        return Rect(x: frame.minX + inset, y: frame.minY, width: frame.width - inset, height: frame.height)
            .offsetBy(Point.zero - translation)
    }

    /// The frame on screen of `item`'s row among `gaps`' rows (read with their positions,
    /// ``OutlineGaps/positions``); `nil` when it is not shown. O(1).
    func frame(of item: ItemID, among gaps: OutlineGaps) -> Rect? {
        guard let position = gaps.positions?[item] else { return nil }
        return frame(ofRow: position, depth: gaps.rows[position].depth)
    }
}

extension DragEngine {
    /// Whether `root` is the top level of a described outline: an outline whose top level
    /// declares a ``UniformGeometry`` and lays its items out down a vertical list (issue 37,
    /// F6). O(1).
    func isDescribedOutline(_ root: ContainerID) -> Bool {
        guard !layout.uniformGeometries.isEmpty, layout.uniformGeometries[root] != nil,
              workspace.relations.outlineRoots[root] != nil else { return false }
        return workspace.containers[root]?.policy.axis == .vertical
    }

    /// The top level and indentation of the described outline `container` is a level of (itself
    /// at the top); `nil` when it is in no outline or in a measured one. O(1) when no outline or
    /// no geometry is declared; otherwise O(k · d), as ``outlineLevel(of:)``.
    func describedOutlineLevel(of container: ContainerID) -> (root: ContainerID, indentation: Double)? {
        guard !layout.uniformGeometries.isEmpty, !workspace.relations.outlineRoots.isEmpty,
              let level = outlineLevel(of: container), isDescribedOutline(level.root) else { return nil }
        return (level.root, level.indentation)
    }

    /// The placement of the described outline `root` for `rows` shown rows, as it is on screen
    /// now; `nil` when `root` is not a described outline's top level. O(1).
    func describedOutline(of root: ContainerID, rows: Int) -> DescribedOutline? {
        guard isDescribedOutline(root), let geometry = layout.uniformGeometries[root],
              let indentation = workspace.relations.outlineRoots[root] else { return nil }
        let placement = UniformPlacement(
            geometry: geometry, count: rows, axis: .vertical, isRightToLeft: false,
            visible: layout.containerFrames[root]?.size ?? Size(width: 0, height: 0))
        return DescribedOutline(placement: placement, translation: layout.contentTranslation(of: root),
                                indentation: indentation)
    }

    /// The gaps of the outline `root` kept in the ``OutlineCache`` when they are current and
    /// hold their rows' positions, whichever items they were read for. O(1).
    func currentDescribedRows(of root: ContainerID) -> OutlineGaps? {
        guard let gaps = layout.outlines.rows(of: root, content: workspace.generation,
                                              outline: workspace.relations.outlineGeneration),
              gaps.positions != nil else { return nil }
        return gaps
    }

    /// The number of rows the outline `root` shows: kept when its rows were read since it last
    /// changed, O(1); otherwise counted, O(v) for v shown rows, without keeping them.
    func shownRowCount(of root: ContainerID) -> Int {
        if let gaps = currentDescribedRows(of: root) { return gaps.rows.count }
        return locateShownRow(nil, in: root).count
    }

    /// Where `item`'s row is on screen in the described outline `root` (issue 37, F6): O(1)
    /// when the outline's rows were read since it last changed (``OutlineCache``); otherwise
    /// O(v) for v shown rows, one pass that keeps nothing. `nil` when the row is not shown (a
    /// collapsed row above hides it) or `root` is not a described outline's top level.
    func describedFrame(of item: ItemID, inOutline root: ContainerID) -> Rect? {
        if let gaps = currentDescribedRows(of: root) {
            return describedOutline(of: root, rows: gaps.rows.count)?.frame(of: item, among: gaps)
        }
        let found = locateShownRow(item, in: root)
        guard let position = found.position else { return nil }
        return describedOutline(of: root, rows: found.count)?.frame(ofRow: position, depth: found.depth)
    }

    /// The row under `point` in the described outline `root`: the shown row whose described
    /// frame holds it (a press there picks it up). Reads the outline's rows when they changed
    /// (O(v)), else O(1). `nil` over no row, or when `root` is not a described outline.
    mutating func describedRow(at point: Point, inOutline root: ContainerID) -> ItemID? {
        let gaps = currentDescribedRows(of: root) ?? outlineGaps(of: root, dragged: [])
        guard let outline = describedOutline(of: root, rows: gaps.rows.count) else { return nil }
        let position = outline.placement.index(at: point + outline.translation) - 1
        // The row whose middle is at or above the point, or the one after it.
        for candidate in [position, position + 1] where candidate >= 0 && candidate < gaps.rows.count {
            let row = gaps.rows[candidate]
            if outline.frame(ofRow: candidate, depth: row.depth)?.contains(point) == true { return row.item }
        }
        return nil
    }

    /// One pass over the shown rows of `root`, as ``outlineRows(of:)`` reads them: how many
    /// there are, and `item`'s position and depth among them (`nil` when it is not shown).
    /// O(v) for v shown rows; allocates only the set of levels being entered.
    func locateShownRow(_ item: ItemID?, in root: ContainerID) -> (count: Int, position: Int?, depth: Int) {
        var count = 0
        var found: (position: Int, depth: Int)?
        var entered: Set<ContainerID> = [root]
        countRows(of: root, depth: 0, item: item, count: &count, found: &found, entered: &entered)
        return (count, found?.position, found?.depth ?? 0)
    }

    /// Counts the shown rows of `container` (at `depth`) and those inside them, noting `item`'s
    /// position when it passes it. O(v) for v rows passed.
    private func countRows(of container: ContainerID, depth: Int, item: ItemID?, count: inout Int,
                           found: inout (position: Int, depth: Int)?, entered: inout Set<ContainerID>) {
        guard let items = workspace.containers[container]?.items else { return }
        for row in items {
            if row == item { found = (count, depth) }
            count += 1
            guard isExpanded(row), let opened = workspace.relations.opens[row],
                  entered.insert(opened).inserted else { continue }
            countRows(of: opened, depth: depth + 1, item: item, count: &count, found: &found, entered: &entered)
            entered.remove(opened)
        }
    }
}
