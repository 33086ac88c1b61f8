/// Where a pointer drop between two rows of an outline lands (issue 37, F6): at the gap under
/// the pointer, at the depth its horizontal offset from where the drag began chooses, within
/// what the rows around the gap allow (``OutlineGaps``); as the container and index of that
/// level, with the indented line that shows it.
struct OutlineSpot: Equatable, Sendable {
    /// The container the drop goes into.
    var container: ContainerID
    /// The index in the container's full list (dragged items included) before which it inserts;
    /// `Int.max` for the end of a level whose rows are hidden.
    var fullIndex: Int
    /// The depth the dropped rows take (the first of them, for a group).
    var depth: Int
    /// The line that shows it.
    var markerFrame: Rect

    /// The spot for a pointer at `location` among `gaps`, whose rows' frames `frame` gives. The
    /// drag began at `liftDepth` with the pointer at x `originX`; each `indentation` points right
    /// or left of it is one level deeper or shallower. `opened` gives the container a row opens
    /// (`nil`: it can't hold children), `isExpanded` whether it shows them; `root` is the top
    /// level and `bounds` the outline's frame; `besideRowAbove` keeps the depth at most the row
    /// above's (another app's content). O(v) for v rows.
    static func locate(
        at location: Point, gaps: OutlineGaps, frame: (ItemID) -> Rect?, liftDepth: Int, originX: Double,
        indentation: Double, root: ContainerID, bounds: Rect, besideRowAbove: Bool = false,
        opened: (ItemID) -> ContainerID?, isExpanded: (ItemID) -> Bool
    ) -> OutlineSpot {
        let gap = gaps.gap(at: location.y, frame: frame)
        let allowed = gaps.depths(at: gap, opened: opened)
        let wanted = liftDepth + Int(((location.x - originX) / max(indentation, 1)).rounded())
        // Content whose image the platform draws has no edge to read a level from: its pointer
        // goes no deeper than the row above (beside it; into a folder over the folder's middle).
        let deepest = besideRowAbove ? max(allowed.lowerBound, min(allowed.upperBound, gaps.above(gap)?.depth ?? 0)) : allowed.upperBound
        let depth = min(max(wanted, allowed.lowerBound), deepest)
        let place = gaps.destination(at: gap, depth: depth, root: root, opened: opened, isExpanded: isExpanded)
        return OutlineSpot(
            container: place.container, fullIndex: place.fullIndex, depth: depth,
            markerFrame: gaps.line(at: gap, depth: depth, frame: frame, indentation: indentation, bounds: bounds))
    }
}
