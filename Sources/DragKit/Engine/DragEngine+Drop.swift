// Ending a drag: a drop on a destination (S2–S4), or a cancel that sends the content back (F7).

/// Why a drag ended without a drop.
enum CancelReason: Equatable, Sendable {
    /// The platform cancelled the pointer.
    case cancelled
    /// The person pressed Escape.
    case escape
    /// Released over no destination.
    case noDestination
    /// Released over a destination that refuses the content.
    case refused(ContainerID)
}

extension DragEngine {
    /// Completes a drag released at its current location with its current (drop-time) modifiers.
    mutating func drop(_ drag: ActiveDrag, into actions: inout [Action]) {
        if drag.text != nil {
            dropText(drag, into: &actions)  // S6: into a text view, or as a clipping (P1).
            return
        }
        if drag.isExternal {
            dropExternal(drag, into: &actions)  // S1, P1: a load of the data, as a copy.
            return
        }
        var drag = drag
        let feedback = computeFeedback(&drag)
        guard let cue = feedback.destination, feedback.operation.isAccepted else {
            let reason: CancelReason
            if feedback.operation == .forbidden, let refusing = feedback.hoveredContainer {
                reason = .refused(refusing)
            } else if feedback.cursor == .newWindow {
                openInNewWindow(drag, into: &actions)  // P3: dropped on empty space.
                return
            } else {
                reason = .noDestination
            }
            end(drag, reason: reason, into: &actions)
            return
        }
        let accepted = feedback.acceptedItems
        if workspace.textState.documents[cue.container] != nil {
            dropItemsIntoText(drag, cue: cue, accepted: accepted, into: &actions)  // P1
            return
        }
        if feedback.operation == .move && isNoOpMove(accepted, to: cue.container, at: cue.insertionIndex) {
            finishPreview(drag, ending: .settle(onto: accepted), into: &actions)
            selectAfterDrop(drag, operation: .move, destination: cue.container, moved: accepted, dropped: accepted,
                            transfer: nil, into: &actions)  // A5
            actions.append(.announce(Announcement(unchangedWords(drag))))
            return
        }
        if divertDrop(drag, operation: feedback.operation, cue: cue, accepted: accepted, into: &actions) { return }
        // One pipeline for drops, paste and "Move to…": applied, then committed and recorded
        // for undo (S10), or confirmed first when the destination can't undo it (S11).
        let request = TransferRequest(
            operation: feedback.operation, items: accepted, source: drag.source,
            destination: cue.container, index: cue.insertionIndex, offeredCount: drag.items.count,
            knownPlacements: drag.placements)
        if asksBefore(cue.container) {
            askBefore(request, drag: drag, into: &actions)
            return
        }
        guard let applied = apply(request) else {
            end(drag, reason: .refused(cue.container), into: &actions)
            return
        }
        let transfer = applied.transfer
        let dropped = transfer.copies.isEmpty ? accepted : transfer.copies
        actions.append(.applyChange(.items(applied.steps)))
        finishPreview(drag, ending: .settle(onto: dropped), into: &actions)
        selectAfterDrop(drag, operation: feedback.operation, destination: cue.container, moved: accepted,
                        dropped: dropped, at: transfer.index, transfer: transfer.id, into: &actions)  // A5
        let question = hand(applied, into: &actions)
        let said = dropWords(transfer, draggedCount: drag.items.count)
        if question == nil && feedback.operation == .move && keepsOrder(accepted, in: cue.container, at: cue.insertionIndex, from: drag) {
            // S2, S7: a put-back in a container that places by the drop point changes the order
            // in no way the engine sees; only the host knows whether the place changed. Said
            // once it answers: "Moved…", or "Dropped … where it was" (issue 34).
            ledger.sayWhenStored(said, for: transfer.id)
        } else {
            actions.append(.announce(Announcement(said)))
        }
        if let question { actions.append(say(question.message)) }
    }

    /// Whether a move of `items` to `index` of `container` left them in the order they had
    /// before it, in the same container: a put-back, in a container that places by the drop
    /// point (elsewhere such a move is no move at all). O(k).
    private func keepsOrder(_ items: [ItemID], in container: ContainerID, at index: Int, from drag: ActiveDrag) -> Bool {
        guard workspace.containers[container]?.policy.placesByDropPoint == true, drag.source == container,
              drag.placements.count == items.count else { return false }
        for (offset, placement) in drag.placements.enumerated()
        where placement.container != container || placement.index != index + offset || placement.item != items[offset] {
            return false
        }
        return true
    }

    /// Ends the session of `pointer` without a drop, if it has one.
    mutating func cancelSession(of pointer: PointerID, reason: CancelReason, into actions: inout [Action]) {
        guard let session = sessions.end(pointer) else { return }
        switch session {
        case .dragging(let drag): end(drag, reason: reason, into: &actions)
        case .pending, .panning: break
        }
    }

    /// Sends the content back to its source: it flies back if its place there is visible,
    /// otherwise it evaporates (F7). Nothing in the content changes. Another app's content
    /// just loses its cues: the platform retires its image (S1).
    mutating func end(_ drag: ActiveDrag, reason: CancelReason, into actions: inout [Action]) {
        if drag.text != nil {
            endText(drag, into: &actions, refused: false)  // S6: back to its selection.
            return
        }
        if drag.isExternal {
            clearExternalCues(drag.feedback, into: &actions)  // S1: no effect.
            return
        }
        finishPreview(drag, ending: returnAnimation(for: drag), into: &actions)
        let text = cancelWords(drag, reason: reason)
        switch reason {
        case .refused:
            actions.append(.announce(Announcement(text, politeness: .assertive)))
        case .cancelled, .escape, .noDestination:
            actions.append(.announce(Announcement(text)))
        }
    }

    /// Clears every cue of the session and retires its drag image.
    func finishPreview(_ drag: ActiveDrag, ending: PreviewEnding, into actions: inout [Action]) {
        if drag.feedback.destination != nil { actions.append(.markDestination(drag.pointer, nil)) }
        if drag.feedback.badge != nil { actions.append(.setBadge(drag.pointer, nil)) }
        actions.append(.setCursor(drag.pointer, .automatic))
        if !drag.items.isEmpty { actions.append(.setLifted(drag.items, false)) }  // not for text (S6)
        actions.append(.endPreview(drag.pointer, ending))
    }

    /// Fly back to where the primary item is now, if that place is on screen within its
    /// container; otherwise evaporate.
    func returnAnimation(for drag: ActiveDrag) -> PreviewEnding {
        guard let primary = drag.items.first, let container = workspace.container(of: primary),
              let frame = self.frame(of: primary) else { return .evaporate }
        if let containerFrame = layout.containerFrames[container], !containerFrame.intersects(frame) {
            return .evaporate
        }
        return .flyBack(to: frame)
    }

    /// Whether moving `items` to `index` of `container` would leave the order as it is (never
    /// in a container that places by the drop point: the place changes there, S2). An item is
    /// in a list once, so the items are already there exactly when they are at `index`: no
    /// search for the first one's index (issue 23). O(k) for k items.
    private func isNoOpMove(_ items: [ItemID], to container: ContainerID, at index: Int) -> Bool {
        guard workspace.containers[container]?.policy.placesByDropPoint != true,
              let list = workspace.containers[container]?.items, let first = items.first,
              workspace.container(of: first) == container,
              index >= 0, index + items.count <= list.count else { return false }
        for (offset, item) in items.enumerated() where list[index + offset] != item { return false }
        return true
    }
}
