// Spring loading in outlines (issue 37, S13): a drag resting on the middle of a collapsed row
// that can hold children opens it after the spring-loading delay (the same delay and tolerance
// as spring-loaded controls), so a file can be carried down several levels without letting go;
// Space opens it at once. The rows a drag opened close again, innermost first, as soon as the
// drag is no longer inside them, and when it ends anywhere but inside them. Opening adds rows
// below the row, never above it: the row under the pointer stays where it is.

extension DragEngine {
    /// Follows a pointer drag over an outline after it was re-targeted: closes the rows it opened
    /// and has left, and starts, keeps or ends its rest on a collapsed row. Whatever it carries:
    /// this app's items, text that would become a clipping, another app's content (issue 37, S1,
    /// P1). O(k · d) for the k rows it opened and d levels; nothing when no outline is declared.
    mutating func followOutline(_ drag: inout ActiveDrag, now: Timestamp, into actions: inout [Action]) {
        guard !workspace.relations.outlineRoots.isEmpty else { return }
        closeLeftRows(&drag, into: &actions)
        let resting = drag.feedback.destination?.intoItem.flatMap { row in
            !isExpanded(row) && workspace.container(of: row).flatMap { outline(of: $0) } != nil ? row : nil
        }
        if drag.extras.outlineSpring.rest(on: resting, at: drag.location, now: now, tolerance: configuration.springTolerance) {
            actions.append(.scheduleTick(at: now + configuration.springLoadingDelay))
        }
    }

    /// Opens every row a pointer drag has rested on for the spring-loading delay. O(s) in the
    /// sessions.
    mutating func outlineSpringTick(_ now: Timestamp, into actions: inout [Action]) {
        guard !workspace.relations.outlineRoots.isEmpty else { return }
        for pointer in sessions.pointers {
            guard let extras = sessions.extras(of: pointer),
                  let row = extras.outlineSpring.due(at: now, delay: configuration.springLoadingDelay),
                  var lent = sessions.lendDrag(of: pointer) else { continue }
            openRow(row, for: &lent.drag, into: &actions)
            sessions.giveBack(lent)
        }
    }

    /// Space opens the collapsed row a pointer drag rests on at once (S13, as for controls).
    /// Returns whether one opened. O(s).
    mutating func openRestingRowsOnSpace(into actions: inout [Action]) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty else { return false }
        var any = false
        for pointer in sessions.pointers {
            guard let row = sessions.extras(of: pointer)?.outlineSpring.rest?.row,
                  var lent = sessions.lendDrag(of: pointer) else { continue }
            openRow(row, for: &lent.drag, into: &actions)
            sessions.giveBack(lent)
            any = true
        }
        return any
    }

    /// Closes the rows `drag` opened, once it has ended, except those the dropped items are now
    /// inside (the person sees where they went), or, for content from outside (a clipping,
    /// another app's content, issue 37), those holding `landedIn`, the level it was dropped in
    /// (``outsideLanding(of:)``). O(r · k · d) for the r rows it opened.
    mutating func closeRowsOpened(by drag: ActiveDrag, landedIn: ContainerID? = nil, into actions: inout [Action]) {
        var kept: [ItemID] = []
        for row in drag.extras.outlineSpring.opened.reversed() {
            let holdsDrop = (landedIn.map { isInside($0, row: row) } ?? false) || drag.feedback.items.contains { item in
                workspace.container(of: item).map { isInside($0, row: row) } ?? false
            }
            if holdsDrop { kept.insert(row, at: 0) } else { show(row, false, into: &actions) }
        }
        // S10: undo shows the outline as it was before the drag, redo as after the drop. Another
        // app's content is the host's to store and undo: no record of the engine's holds it.
        if !kept.isEmpty, !drag.isExternal { editing.history.noteOpenedRows(kept, byDragOf: drag.feedback.items) }
    }

    /// Shows (`open`) or hides the children of `rows` for undo or redo (S10), telling the host
    /// of each row that changed. O(k).
    mutating func showRows(_ rows: [ItemID], open: Bool, into actions: inout [Action]) {
        for row in rows where workspace.items.contains(row) { show(row, open, into: &actions) }
    }

    /// Opens the collapsed row `row` for `drag`, which will close it again when it leaves it or
    /// ends elsewhere (``OutlineSpring/opened``). Returns whether the row was collapsed. O(1).
    @discardableResult
    mutating func open(_ row: ItemID, for drag: inout ActiveDrag, into actions: inout [Action]) -> Bool {
        drag.extras.outlineSpring.open(row)
        guard !isExpanded(row) else { return false }
        show(row, true, into: &actions)
        return true
    }

    // MARK: Helpers

    /// A pointer drag's rest opened `row`: it is said, and the drag re-targeted over the rows
    /// now shown. O(1) plus the re-targeting.
    private mutating func openRow(_ row: ItemID, for drag: inout ActiveDrag, into actions: inout [Action]) {
        guard open(row, for: &drag, into: &actions) else { return }
        actions.append(.announce(Announcement(.opened(label(of: row)))))
        retarget(&drag, into: &actions)
    }

    /// Closes the rows the drag opened that it is no longer inside, innermost first: its
    /// destination is neither the row nor a level inside it. O(r · k · d) for the r rows it opened.
    mutating func closeLeftRows(_ drag: inout ActiveDrag, into actions: inout [Action]) {
        let opened = drag.extras.outlineSpring.opened
        guard !opened.isEmpty else { return }
        let destination = drag.feedback.destination
        for row in opened.reversed() {
            if let destination, destination.intoItem == row || isInside(destination.container, row: row) { break }
            drag.extras.outlineSpring.close(row)
            show(row, false, into: &actions)
        }
    }

    /// Shows (`open`) or hides `row`'s children and tells the host, when that changes them. O(1).
    private mutating func show(_ row: ItemID, _ open: Bool, into actions: inout [Action]) {
        guard isExpanded(row) != open else { return }
        setExpanded(row, open)
        actions.append(.setExpanded(row, open))
    }

    /// Whether `container` is the level the outline row `row` opens or a level inside it: a drop
    /// there is inside the row. O(k · d) for d levels above and k rows opening each.
    public func isInside(_ container: ContainerID, row: ItemID) -> Bool {
        guard let opened = workspace.relations.opens[row] else { return false }
        var current: ContainerID? = container
        for _ in 0...workspace.containerOrder.count {  // longer is a cycle the host made
            guard let level = current else { return false }
            if level == opened { return true }
            current = parentLevel(of: level)
        }
        return false
    }
}
