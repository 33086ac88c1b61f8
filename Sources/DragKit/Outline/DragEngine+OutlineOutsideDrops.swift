// Drops from outside an outline's rows (issue 37, F6, S1, S13, P1): content dragged from another
// app (S1) and text dragged from a text view, which becomes a clipping (P1), have no row in the
// outline, yet an outline is no flat list: its levels are containers of their own, and a
// described outline (``DescribedOutline``) reports no row frames at all, so no level's own
// insertion locator can place them. They go through the outline's gaps as an item dragged from
// another list does (``DragEngine/outlineSpot(for:root:indentation:)``): between two shown rows
// at the depth the pointer chooses, shown by the indented line; into a folder row over its middle
// band, the row highlighted; into a collapsed row once resting there has sprung it open (S13).
// The level and index that marker shows are exactly where the drop is asked for (another app's
// content) or inserted (a clipping), measured or described alike. With no items of its own, such
// a drag's depth is chosen by its image's left edge (the selection's, for text), or by the
// pointer's indentation column when the platform draws the image (another app's content), which
// goes no deeper than the row above: beside it, as a list's drop would be.

/// Where content from outside an outline would land over it (issue 37, F6).
enum OutsideOutlineTarget: Equatable, Sendable {
    /// The container under the pointer is in no outline: its own insertion locator places the drop.
    case notInOutline
    /// At `spot` of the level `container`, its index clamped to the level's items (the end of a
    /// collapsed level is its count).
    case at(ContainerID, ChosenSpot)
    /// Over an outline that can place nothing (its top level has no frame): no drop, rather than
    /// a wrong index.
    case nowhere
}

extension DragEngine {
    /// Where content from outside dragged by `drag` (no items of this app's: another app's
    /// content or text) lands over `container`, when that is an outline's top level or one of its
    /// levels (issue 37, F6, S1, P1). O(1) when no outline is declared; otherwise O(k · d) to find
    /// the outline plus O(log v + d) for v shown rows while it is unchanged, O(v) on the first
    /// move after a change (``OutlineCache``).
    mutating func outsideOutlineTarget(of drag: borrowing ActiveDrag, over container: ContainerID) -> OutsideOutlineTarget {
        guard !workspace.relations.outlineRoots.isEmpty, let outline = outline(of: container) else { return .notInOutline }
        switch outlineSpot(for: drag, root: outline.root, indentation: outline.indentation) {
        case .at(let level, let spot)?:
            var clamped = spot
            clamped.index = min(max(spot.index, 0), workspace.count(of: level))
            return .at(level, clamped)
        case .refused?, nil:
            // No dragged rows, so none can go inside itself: only an outline without a frame.
            return .nowhere
        }
    }

    /// The cue of content from outside landing at `spot` of `level`: highlighted, the indented
    /// line (or the row it goes into, highlighted as a folder row is, F6) as its marker. O(1).
    func outsideOutlineCue(in level: ContainerID, at spot: ChosenSpot) -> DestinationCue {
        var cue = DestinationCue(container: level, isHighlighted: true, insertionIndex: spot.index, markerFrame: spot.marker)
        if let row = spot.into { cue.markInto(row, frame: spot.marker) }
        return cue
    }

    /// The marker of a keyboard drag of content from outside (text that would become a clipping,
    /// S7, P1) at `target` in an item container: in an outline, measured or described, the
    /// indented line at the gap and depth of that drop point, as an item's keyboard drag shows it
    /// (issue 37, F6); elsewhere, or at no gap, the container's own insertion marker; `nil` when
    /// nothing places it. O(v · h) in an outline of v shown rows and h levels, O(log n) elsewhere.
    mutating func outsideKeyboardMarker(for drag: borrowing ActiveDrag, at target: KeyboardTarget) -> Rect? {
        if !workspace.relations.outlineRoots.isEmpty, let outline = outline(of: target.container),
           let line = outlineKeyboardLine(for: drag, at: target, root: outline.root, indentation: outline.indentation) {
            return line
        }
        return cachedLocator(for: target.container)?.markerFrame(before: target.index)
    }

    /// The level that content from outside, dropped where `drag` is now, is placed in: the
    /// accepting destination its drop would have, for another app's content or a clipping; `nil`
    /// for this app's items (their own containers tell, ``closeRowsOpened(by:landedIn:into:)``),
    /// for text going into a text view, and where nothing takes it. Read before the drop, so the
    /// rows the drag opened stay open around what it left there (S13). O(c + log v) as a retarget.
    mutating func outsideLanding(of drag: ActiveDrag) -> ContainerID? {
        let feedback: DragFeedback
        switch drag.payload {
        case .items: return nil
        case .external: feedback = externalFeedback(drag)
        case .text:
            guard TextState.isCompiledIn else { return nil }
            var probe = drag  // the drop reads its own; this copy's cues are thrown away
            feedback = TextPayload.feedback(&probe, in: &self)
        }
        guard feedback.operation.isAccepted, let cue = feedback.destination, cue.textOffset == nil else { return nil }
        return cue.container
    }
}
