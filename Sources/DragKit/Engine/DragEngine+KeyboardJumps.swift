// Keyboard drags jump (S7, issue 25): in a list of 50,000 rows the arrows alone take thousands
// of presses, so during a keyboard drag
// - Home and End go to the first and last drop point of the current container (in a text view,
//   the start and the end of its text: the document's ends, not the line's, which would need
//   the host's line layout);
// - PageUp and PageDown go back or forward by a page: as many positions as items fit whole in
//   the container's visible frame, at least one (a described container, ``UniformGeometry``,
//   knows its items' geometry; a measured one reads the frames around the drop point). In a
//   text view they do nothing but say where the caret is.
// Each stops at the ends and says where it landed as the arrows do ("Milk, position 1 of 4 in
// Inbox."); a press at the end it goes to says so ("End of Inbox. …"). A jump places the drag
// once: it costs what one arrow step costs, never one step per position skipped.

extension DragEngine {
    /// Home (`toEnd` false) or End: the first or last drop point of the keyboard drag's
    /// container. O(1) beyond the one placement an arrow step also makes.
    mutating func jumpKeyboardDrag(toEnd: Bool, into actions: inout [Action]) {
        guard let target = keyboardTarget, let shape = keyboardShape(in: target.container) else {
            if keyboardContent != nil { actions.append(.announce(Announcement(keyboardPositionWords()))) }
            return
        }
        let current = min(max(target.index, 0), shape.positions - 1)
        let next = toEnd ? shape.positions - 1 : 0
        landKeyboardStep(at: next == current ? nil : next, from: target, atStart: !toEnd, into: &actions)
    }

    /// PageUp (`forward` false) or PageDown: a page of ``keyboardPageSize(in:near:)``
    /// positions, stopping at the container's ends. In a text view it only says where the
    /// caret is. O(1) beyond the one placement an arrow step also makes.
    mutating func pageKeyboardDrag(forward: Bool, into actions: inout [Action]) {
        guard let target = keyboardTarget, let shape = keyboardShape(in: target.container),
              workspace.textState.documents[target.container] == nil else {
            if keyboardContent != nil { actions.append(.announce(Announcement(keyboardPositionWords()))) }
            return
        }
        let current = min(max(target.index, 0), shape.positions - 1)
        let page = keyboardPageSize(in: target.container, near: current)
        let next = forward ? min(current + page, shape.positions - 1) : max(current - page, 0)
        landKeyboardStep(at: next == current ? nil : next, from: target, atStart: !forward, into: &actions)
    }

    /// How many drop points a page is in `container`: the items that fit whole in its visible
    /// frame (its scroller's viewport when the host reported one, ``scrollViewport(of:)``, as
    /// for a list's rows below its heading; else its frame), at least 1. A described container (``UniformGeometry``) computes it; a measured
    /// one reads the pitch of the item at `index` and its neighbours (along the axis; across
    /// and down for a grid); without frames it is 1. Any level of a described outline counts
    /// the rows that fit in its top level's (issue 37, ``DescribedOutline``). O(1); O(k · d)
    /// to find a described outline's top level.
    func keyboardPageSize(in container: ContainerID, near index: Int) -> Int {
        // A level of a described outline (issue 37, F6): the rows that fit in its top level (a
        // page reads the rows' pitch alone, not how many there are: no need to count them).
        if let outline = describedOutlineLevel(of: container) {
            guard let visible = scrollViewport(of: outline.root)?.size,
                  let placement = describedOutline(of: outline.root, rows: 0)?.placement else { return 1 }
            return placement.itemsPerPage(in: visible)
        }
        guard let visible = scrollViewport(of: container)?.size else { return 1 }
        if let placement = uniformPlacement(of: container) { return placement.itemsPerPage(in: visible) }
        guard let model = workspace.containers[container], !model.items.isEmpty else { return 1 }
        let count = model.items.count
        let at = min(max(index, 0), count - 1)
        guard let item = frame(ofItemAt: at, in: container) else { return 1 }
        /// The distance along x (or y) to the item `offset` places after (or else before) the
        /// one at `at`; across a grid's row (x) only to one in the same row. `fallback` if none.
        func pitch(_ offset: Int, vertical: Bool, fallback: Double) -> Double {
            guard offset > 0 else { return fallback }
            for other in [at + offset, at - offset] {
                guard let next = frame(ofItemAt: other, in: container) else { continue }
                if !vertical, model.policy.axis == .grid, abs(next.minY - item.minY) >= item.height / 2 { continue }
                let distance = vertical ? abs(next.minY - item.minY) : abs(next.minX - item.minX)
                if distance > 0 { return distance }
            }
            return fallback
        }
        switch model.policy.axis {
        case .vertical:
            return UniformPlacement.fitting(visible.height, size: item.height, pitch: pitch(1, vertical: true, fallback: item.height))
        case .horizontal:
            return UniformPlacement.fitting(visible.width, size: item.width, pitch: pitch(1, vertical: false, fallback: item.width))
        case .grid:
            let columns = UniformPlacement.fitting(visible.width, size: item.width, pitch: pitch(1, vertical: false, fallback: item.width))
            let rows = UniformPlacement.fitting(
                visible.height, size: item.height, pitch: pitch(columns, vertical: true, fallback: item.height))
            return columns * rows
        }
    }
}
