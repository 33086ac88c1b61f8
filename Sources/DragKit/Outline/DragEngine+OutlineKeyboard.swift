// Keyboard drags in outlines (issue 37, S7): the up and down arrows move the drop point one gap
// between shown rows at a time (past the rows that travel with the drag), keeping its level when
// the new gap allows it; the left and right arrows take it one level out or in, within what the
// rows around the gap allow (``OutlineGaps``), so every place a pointer can drop at is a few keys
// away. Space on a drop point inside a collapsed row opens the row, as resting there opens it
// for a pointer (S13); Enter drops. Each step says the level: "Milk, inside Projects, level 2,
// 3 of 5." Tab treats the outline as one place: it goes to its top level, never to a level
// inside it.

/// Where a keyboard drag stands in an outline: a gap between shown rows and a depth there.
struct OutlineSlot: Equatable, Sendable {
    var gap: Int
    var depth: Int
}

extension DragEngine {
    /// Takes an arrow or Space of a keyboard drag whose drop point is in an outline; returns
    /// `false` to leave the key to the usual keyboard drag. O(v · h) for v shown rows and h
    /// levels.
    mutating func handleOutlineKeyboardKey(_ key: Key, into actions: inout [Action]) -> Bool {
        // Items and picked-up text (which becomes a clipping, P1) alike: every level is a few keys away.
        guard !workspace.relations.outlineRoots.isEmpty, case .dragging(let drag)? = sessions[.keyboard],
              !drag.isExternal, let target = drag.keyboardTarget,
              let outline = outline(of: target.container) else { return false }
        let gaps = outlineGaps(of: outline.root, dragged: drag.items)
        let lookup = outlineLookup
        guard let slot = outlineSlot(of: target, in: gaps, root: outline.root, drag: drag) else { return false }
        let allowed = gaps.depths(at: slot.gap, opened: lookup.opened(_:))
        var next = slot
        switch key {
        case .arrowUp, .arrowDown:
            let gap = slot.gap + (key == .arrowUp ? -1 : 1)
            guard gap >= 0, gap < gaps.count else {
                let boundary = Announcement.Event.boundary(atStart: key == .arrowUp, of: label(of: outline.root))
                actions.append(.announce(Announcement(.sequence([boundary, keyboardPositionWords()]))))
                return true
            }
            let depths = gaps.depths(at: gap, opened: lookup.opened(_:))
            next = OutlineSlot(gap: gap, depth: min(max(slot.depth, depths.lowerBound), depths.upperBound))
        case .arrowLeft, .arrowRight:
            let depth = slot.depth + (key == .arrowLeft ? -1 : 1)
            guard allowed.contains(depth) else {
                actions.append(.announce(Announcement(keyboardPositionWords())))
                return true
            }
            next.depth = depth
        case .space:
            // Inside a collapsed row: it opens, and the drop point stays at the end of its rows.
            guard let row = openingItem(of: target.container), !isExpanded(row) else { return false }
            var opened = drag
            open(row, for: &opened, into: &actions)
            sessions.update(opened)
            placeKeyboardDrag(at: target, into: &actions)
            actions.append(.announce(Announcement(.sequence([.opened(label(of: row)), keyboardPositionWords()]))))
            return true
        default:
            return false
        }
        let place = gaps.destination(at: next.gap, depth: next.depth, root: outline.root,
                                     opened: lookup.opened(_:), isExpanded: lookup.isExpanded(_:))
        placeKeyboardDrag(at: KeyboardTarget(container: place.container, index: keyboardIndex(place, drag: drag)), into: &actions)
        closeRowsLeftByKeyboard(into: &actions)
        actions.append(.announce(Announcement(keyboardPositionWords())))
        return true
    }

    /// The gap and depth whose drop point is `target`, among `gaps`; `nil` when none is (a
    /// level whose rows are hidden, but at its end). O(v · h).
    func outlineSlot(of target: KeyboardTarget, in gaps: OutlineGaps, root: ContainerID, drag: borrowing ActiveDrag) -> OutlineSlot? {
        guard let depth = levelDepth(of: target.container) else { return nil }
        let lookup = outlineLookup
        for gap in 0..<gaps.count where gaps.depths(at: gap, opened: lookup.opened(_:)).contains(depth) {
            let place = gaps.destination(at: gap, depth: depth, root: root, opened: lookup.opened(_:), isExpanded: lookup.isExpanded(_:))
            if place.container == target.container && keyboardIndex(place, drag: drag) == target.index {
                return OutlineSlot(gap: gap, depth: depth)
            }
        }
        return nil
    }

    /// The indented line of the keyboard drag's drop point `target` in the outline `root`, or
    /// `nil` when it is at no gap. O(v · h).
    mutating func outlineKeyboardLine(for drag: borrowing ActiveDrag, at target: KeyboardTarget, root: ContainerID,
                                      indentation: Double) -> Rect? {
        guard let bounds = layout.containerFrames[root] else { return nil }
        let gaps = outlineGaps(of: root, dragged: drag.items)
        guard let slot = outlineSlot(of: target, in: gaps, root: root, drag: drag) else { return nil }
        return gaps.line(at: slot.gap, depth: slot.depth, frame: outlineLookup(of: root, gaps: gaps).frame(of:),
                         indentation: indentation, bounds: bounds)
    }

    /// Whether `container` is a level inside an outline (not its top level): Tab passes it by,
    /// the arrows reach it. O(k · d), as ``outlineLevel(of:)``.
    func isInnerOutlineLevel(_ container: ContainerID) -> Bool {
        !workspace.relations.outlineRoots.isEmpty && workspace.relations.outlineRoots[container] == nil
            && outline(of: container) != nil
    }

    /// Closes the rows the keyboard drag opened and is no longer inside (S13). O(r · k · d) for the r rows it opened.
    mutating func closeRowsLeftByKeyboard(into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard], !drag.extras.outlineSpring.opened.isEmpty else { return }
        closeLeftRows(&drag, into: &actions)
        sessions.update(drag)
    }

    /// The keyboard drop point's index for a drop before `place.fullIndex` of `place.container`:
    /// counted without the items a move takes out of it (``DropPoint/ID/index``). O(n).
    private func keyboardIndex(_ place: (container: ContainerID, fullIndex: Int), drag: borrowing ActiveDrag) -> Int {
        let list = workspace.containers[place.container]?.items ?? []
        let full = min(max(place.fullIndex, 0), list.count)
        guard keyboardDropShape(drag, in: place.container)?.operation == .move else { return full }
        return list[..<full].count(where: { !drag.items.contains($0) })
    }
}
