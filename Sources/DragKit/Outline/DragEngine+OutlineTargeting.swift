// A drag over an outline (issue 37, F6): before, after or inside a row, at the level the
// pointer's horizontal offset chooses. Over the middle band of a row that can hold children
// (the band a folder row's "drop into" uses, ``DropIntoBand``) the drop goes into it, at the end
// of its children, and the row is highlighted; elsewhere the drop goes between two rows, at the
// depth ``OutlineSpot`` works out, shown by an indented line. Either way the destination is a
// container and an index, so the drop, its commit, its undo and its refusals are those of any
// list (S10, F6, F7).

/// A place a caller chose for a drop in a container, instead of the container's own locator
/// (an outline's gap, issue 37): the index in the full list, the marker that shows it, and the
/// row highlighted when the drop goes into it.
struct ChosenSpot: Equatable, Sendable {
    var index: Int
    var marker: Rect
    var into: ItemID?
}

extension DragEngine {
    /// Sets the feedback of an item drag over the outline whose top level is `root`: O(log v + d)
    /// for v shown rows and d levels while the outline is unchanged, O(v) on the first move after
    /// a change (``OutlineCache``), plus the proposal of the container the drop goes into.
    mutating func outlineFeedback(_ drag: inout ActiveDrag, root: ContainerID, indentation: Double,
                                  shape: inout DestinationShape?) {
        guard let spot = outlineSpot(for: drag, root: root, indentation: indentation) else {
            drag.feedback.acceptedItems = []
            drag.feedback.dropsNothing(cursor: .grabbing, count: drag.feedback.items.count)
            return
        }
        switch spot {
        case .refused:
            // A folder over one of its own subfolders' rows: not allowed (F6, F7).
            drag.feedback.acceptedItems = []
            drag.feedback.refusesDrop()
        case .at(let container, let chosen):
            itemsFeedback(&drag, over: container, atEnd: false, shape: &shape, spot: chosen)
        }
    }

    /// Where a drop of `drag` over the outline `root` goes: into the row under the pointer, or
    /// between rows at a depth; ``OutlineTarget/refused`` over the middle of a row the dragged
    /// items would end up inside themselves in; `nil` when the outline has no frame. O(log v + d)
    /// for v shown rows and d levels when the outline is unchanged (``OutlineCache``).
    mutating func outlineSpot(for drag: borrowing ActiveDrag, root: ContainerID, indentation: Double) -> OutlineTarget? {
        guard let bounds = layout.containerFrames[root] else { return nil }
        let gaps = outlineGaps(of: root, dragged: drag.feedback.items)
        let lookup = outlineLookup(of: root, gaps: gaps)  // a described outline's rows placed (issue 37)
        let location = drag.location
        // Into the row under the pointer, over its middle band.
        if let position = gaps.row(at: location, frame: lookup.frame(of:)) {
            let row = gaps.rows[position]
            if !drag.feedback.items.contains(row.item), let opened = lookup.opened(row.item),
               let frame = lookup.frame(of: row.item), isInIntoBand(location, of: frame, in: row.container) {
                if drag.feedback.items.contains(where: { workspace.wouldBeInsideItself($0, in: opened) }) {
                    return .refused(row.item, opened)
                }
                return .at(opened, ChosenSpot(index: workspace.count(of: opened), marker: frame, into: row.item))
            }
        }
        // Between rows: the level from how far right of where it began the drag is. A drag
        // from elsewhere (another list, another tree) has no level here: its drag image's left
        // edge chooses one, as a row's own left edge shows its level — it keeps the offset it
        // was grabbed at, so a row grabbed by its middle and let go over another tree's row
        // middles lands beside them, not inside the row above.
        let lead = drag.feedback.items.first
        let liftDepth = lead.flatMap { item in
            workspace.container(of: item).flatMap { self.outline(of: $0)?.root == root ? outlineDepth(of: item) : nil }
        }
        let grabOffset = min(max(drag.origin.x - drag.originFrame.minX, 0), drag.originFrame.width)
        let spot = OutlineSpot.locate(
            at: location, gaps: gaps, frame: lookup.frame(of:),
            liftDepth: liftDepth ?? 0, originX: liftDepth == nil ? bounds.minX + indentation / 2 + grabOffset : drag.origin.x,
            indentation: indentation, root: root, bounds: bounds, besideRowAbove: drag.isExternal,
            opened: lookup.opened(_:), isExpanded: lookup.isExpanded(_:))
        return .at(spot.container, ChosenSpot(index: spot.fullIndex, marker: spot.markerFrame, into: nil))
    }
}

/// Where a drag over an outline goes (issue 37).
enum OutlineTarget: Equatable, Sendable {
    /// Into `container` at the chosen spot.
    case at(ContainerID, ChosenSpot)
    /// Not allowed: over the middle of `item`, which opens `container`, inside a dragged row (F6, F7).
    case refused(ItemID, ContainerID)
}
