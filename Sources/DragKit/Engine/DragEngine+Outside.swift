// Crossing the app's edge outward (S1, S2): a drag whose pointer leaves the window, and how it
// ends out there. The host's platform carries the content on to other apps; the engine only
// keeps its own cues honest and ends the session as the platform reports.

extension DragEngine {
    /// The feedback of a drag outside the app's window: no destination and nothing hovered
    /// (no gap, no marker), the copy cursor and badge, since a drop on another app copies (S2).
    /// `count` is the number of dragged items (1 for text). O(1).
    func outsideFeedback(_ feedback: DragFeedback, count: Int) -> DragFeedback {
        var feedback = feedback
        feedback.hover(nil)
        feedback.destination = nil
        feedback.operation = .copy
        feedback.acceptedItems = feedback.items
        feedback.cursor = .copy
        feedback.badge = Badge(count: count, symbol: .copy)
        return feedback
    }

    /// The pointer of a drag left the window (``Event/pointerLeftApp(_:at:)``): its cues are
    /// cleared, spring loading and auto-scroll stop, and it is said once. A pointer with no
    /// drag, or one already outside, changes nothing. O(1) plus the cue actions.
    mutating func pointerLeftApp(_ pointer: PointerID, into actions: inout [Action]) {
        guard pointer != .keyboard else { return }  // S7: the keyboard's drag never leaves.
        sessions.setExtras(DragExtras(), of: pointer)  // Of drags from other apps too.
        // Drags of items and of text (S6) leave the same way; one from another app is ended by
        // the platform (``Event/externalDragExited(_:)``), its cues kept until then.
        if case .dragging(var drag)? = sessions[pointer], !drag.isOutsideApp, !drag.isExternal {
            drag.leaveApp()
            retarget(&drag, into: &actions)
            sessions.update(drag)
            actions.append(.announce(Announcement(.leftApp(describe(drag)))))
        }
    }

    /// The drag of `pointer` ended outside the window (``Event/dragEndedOutside(_:delivered:at:)``).
    /// Delivered: another app took a copy (S2), so the session ends with no change to the
    /// content, the undo history or the selection, and its image just goes
    /// (``PreviewEnding/delivered``). Not delivered: as a release over no destination (F7); a
    /// text drag flies back to its selection. A press that never became a drag just ends. O(1)
    /// plus the ending's actions.
    mutating func dragEndedOutside(_ pointer: PointerID, delivered: Bool, into actions: inout [Action]) {
        guard pointer != .keyboard else { return }
        guard let session = sessions.end(pointer), case .dragging(let drag) = session else { return }
        // Not delivered, or another app's own drag (S1: nothing of ours was delivered): wherever
        // the pointer was last seen, it ended outside, where no place of this app takes it, so
        // it ends as over no destination (a text drag flies back to its selection).
        guard delivered, !drag.isExternal else {
            end(drag, reason: .noDestination, into: &actions)
            return
        }
        finishPreview(drag, ending: .delivered, into: &actions)
        actions.append(.announce(Announcement(.copiedToAnotherApp(describe(drag)))))
    }
}

// MARK: - Empty space (P3)

extension DragEngine {
    /// Whether a drop of `drag` on empty space opens its content in a new window: a pointer
    /// drag, inside the window, whose items all open in one (``Item/opensInNewWindow``). O(k).
    func opensInNewWindow(_ drag: ActiveDrag) -> Bool {
        guard drag.pointer != .keyboard, !drag.isOutsideApp, !drag.items.isEmpty else { return false }
        return drag.items.allSatisfy { workspace.items[$0]?.opensInNewWindow == true }
    }

    /// Ends `drag`, dropped on empty space, by opening its items in a new window (P3): its cues
    /// are cleared, its image evaporates instead of flying back, and the content, the undo
    /// history and the selection stay as they were. O(k).
    mutating func openInNewWindow(_ drag: ActiveDrag, into actions: inout [Action]) {
        finishPreview(drag, ending: .evaporate, into: &actions)
        actions.append(.openInNewWindow(drag.items))
        actions.append(.announce(Announcement(.openedInNewWindow(describe(drag.items)))))
    }

    /// Sets whether `item` opens in a new window when dropped on empty space (P3). A
    /// declaration: it returns nothing. O(1).
    public mutating func setOpensInNewWindow(_ opens: Bool, for item: ItemID) {
        workspace.setOpensInNewWindow(opens, for: item)
    }
}

// MARK: - Renamed elsewhere

extension DragEngine {
    /// Gives `item` a new name, as when it was renamed in another window or by another program:
    /// a declaration, like ``insert(_:into:at:)``. The item keeps its place and stays in any drag
    /// carrying it, whose later announcements use the new name (S7); the undo history stays
    /// valid, since names are not part of the order it checks (S10). O(1).
    public mutating func setLabel(_ label: String, of item: ItemID) throws(WorkspaceError) {
        try workspace.setLabel(label, of: item)
    }
}
