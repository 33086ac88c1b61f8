/// The behaviour of a drag of this app's items (``DragPayload/items(_:)``): the pressed item and
/// the selection it brought (S8). It targets by the insertion locator of the container under it
/// (``DragEngine/updateFeedback(_:shape:)``), drops through the one transfer pipeline of drops,
/// paste and "Move to…" (applied, committed, recorded for undo, S10; confirmed first where the
/// destination can't undo it, S11), and flies back to the items' place when it ends without a
/// drop (F7).
///
/// A retarget is O(log n) in the destination's items plus O(k) for k dragged items; a drop is
/// O(n) in the containers it touches.
enum ItemPayload: PayloadBehaviour {
    static func retarget(_ drag: inout ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        var shape: DestinationShape?
        // The parts compared are kept aside (plain values, no retains) and the feedback is
        // changed where it is, in the drag: no copy of it (F2).
        let previous = FeedbackSnapshot(drag.feedback)
        engine.updateFeedback(&drag, shape: &shape)
        drag.feedback.appendChanges(since: previous, into: &actions)
        let text = previous.mayAnnounceChange(to: drag.feedback) ? engine.overWords(previous: previous, next: drag.feedback, drag: drag) : nil
        if let text { actions.append(.announce(Announcement(text))) }
        engine.notePosition(&drag, announced: text != nil, into: &actions)  // S7, P4
        engine.updatePreviewShape(&drag, known: shape, into: &actions)  // F3
    }

    static func drop(_ drag: ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        var drag = drag
        let feedback = engine.computeFeedback(&drag)
        guard let cue = feedback.destination, feedback.operation.isAccepted else {
            let reason: CancelReason
            if feedback.operation == .forbidden, let refusing = feedback.refuser {
                reason = .refused(refusing)
            } else if feedback.cursor == .newWindow {
                engine.openInNewWindow(drag, into: &actions)  // P3: dropped on empty space.
                return
            } else {
                reason = .noDestination
            }
            end(drag, reason: reason, in: &engine, into: &actions)
            return
        }
        let accepted = feedback.acceptedItems
        if engine.workspace.textState.documents[cue.container] != nil {
            engine.dropItemsIntoText(drag, cue: cue, accepted: accepted, into: &actions)  // P1
            return
        }
        if feedback.operation == .move && isNoOpMove(accepted, to: cue.container, at: cue.insertionIndex, in: engine.workspace) {
            engine.finishPreview(drag, ending: .settle(onto: accepted), into: &actions)
            engine.selectAfterDrop(drag, operation: .move, destination: cue.container, moved: accepted, dropped: accepted,
                                   transfer: nil, into: &actions)  // A5
            actions.append(.announce(Announcement(engine.unchangedWords(drag))))
            return
        }
        if engine.divertDrop(drag, operation: feedback.operation, cue: cue, accepted: accepted, into: &actions) { return }
        // One pipeline for drops, paste and "Move to…": applied, then committed and recorded
        // for undo (S10), or confirmed first when the destination can't undo it (S11).
        let request = TransferRequest(
            operation: feedback.operation, items: accepted, source: drag.source,
            destination: cue.container, index: cue.insertionIndex, offeredCount: drag.items.count,
            knownPlacements: drag.placements)
        if engine.asksBefore(cue.container) {
            engine.askBefore(request, drag: drag, into: &actions)
            return
        }
        if engine.isSpread(request) {  // issue 37: rows from several levels, one transfer per level
            dropGroup(drag, request: request, operation: feedback.operation, in: &engine, into: &actions)
            return
        }
        guard let applied = engine.apply(request) else {
            end(drag, reason: .refused(cue.container), in: &engine, into: &actions)
            return
        }
        let transfer = applied.transfer
        let dropped = transfer.copies.isEmpty ? accepted : transfer.copies
        actions.append(.applyChange(.items(applied.steps)))
        engine.finishPreview(drag, ending: .settle(onto: dropped), into: &actions)
        engine.selectAfterDrop(drag, operation: feedback.operation, destination: cue.container, moved: accepted,
                               dropped: dropped, at: transfer.index, transfer: transfer.id, into: &actions)  // A5
        let question = engine.hand(applied, into: &actions)
        let said = engine.dropWords(transfer, draggedCount: drag.items.count)
        if question == nil && feedback.operation == .move
            && keepsOrder(accepted, in: cue.container, at: cue.insertionIndex, from: drag, in: engine.workspace) {
            // S2, S7: a put-back in a container that places by the drop point changes the order
            // in no way the engine sees; only the host knows whether the place changed. Said
            // once it answers: "Moved…", or "Dropped … where it was" (issue 34).
            engine.ledger.sayWhenStored(said, for: transfer.id)
        } else {
            actions.append(.announce(Announcement(said)))
        }
        if let question { actions.append(engine.say(question.message)) }
    }

    /// Drops rows from several levels of an outline (issue 37, S8, S10): one transfer per
    /// source level (``DragEngine/applyGroup(_:)``), one undo step, the dropped rows selected.
    static func dropGroup(_ drag: ActiveDrag, request: TransferRequest, operation: DropOperation,
                          in engine: inout DragEngine, into actions: inout [Action]) {
        guard let parts = engine.applyGroup(request) else {
            end(drag, reason: .refused(request.destination), in: &engine, into: &actions)
            return
        }
        let moved = parts.flatMap { $0.transfer.items }
        let copies = parts.flatMap { $0.transfer.copies }
        let dropped = copies.isEmpty ? moved : copies
        actions.append(.applyChange(.items(parts.flatMap { $0.steps })))
        engine.finishPreview(drag, ending: .settle(onto: dropped), into: &actions)
        engine.selectAfterDrop(drag, operation: operation, destination: request.destination, moved: moved,
                               dropped: dropped, at: request.index, transfer: nil, into: &actions)  // A5
        let whole = engine.handGroup(parts, into: &actions)
        actions.append(.announce(Announcement(engine.dropWords(whole, draggedCount: drag.items.count))))
    }

    static func end(_ drag: ActiveDrag, reason: CancelReason, in engine: inout DragEngine, into actions: inout [Action]) {
        engine.finishPreview(drag, ending: engine.returnAnimation(for: drag), into: &actions)
        let text = engine.cancelWords(drag, reason: reason)
        switch reason {
        case .refused:
            actions.append(.announce(Announcement(text, politeness: .assertive)))
        case .cancelled, .escape, .noDestination:
            actions.append(.announce(Announcement(text)))
        }
    }

    /// In a text view: a copy of the items' text (P1), at any caret offset, when it takes the
    /// text of some of them (``DragEngine/itemsWithText(_:for:)``); in a list, the proposal's
    /// operation at any position between the items that stay. O(k).
    static func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID, of engine: DragEngine) -> KeyboardDropShape? {
        if let document = engine.workspace.textState.documents[container] {
            guard !engine.itemsWithText(drag.items, for: container).isEmpty else { return nil }
            return (.copy, document.text.count + 1)
        }
        guard let model = engine.workspace.containers[container] else { return nil }
        let answer = engine.proposal(for: drag.items, from: drag.source, to: container, modifiers: drag.modifiers)
        guard answer.isAccepted else { return nil }
        let accepted = answer.items
        let operation = answer.operation
        let moved = operation == .move ? accepted.count(where: { engine.workspace.container(of: $0) == container }) : 0
        return (operation, model.items.count - moved + 1)
    }

    /// "Milk, position 3 of 6 in Later." (", as a copy" when the drop copies), naming only the
    /// items the list takes; in a text view "Milk, at character 4 in Note B, as a copy.".
    static func keyboardPositionWords(_ drag: ActiveDrag, of engine: DragEngine) -> Announcement.Event {
        guard let cue = drag.feedback.destination, let shape = keyboardDropShape(drag, in: cue.container, of: engine) else {
            return .noPlaceCanTake(engine.describe(drag.items))
        }
        let copy = drag.feedback.operation == .copy
        if let offset = cue.textOffset {
            return .dropPoint(
                engine.describe(drag.items), at: engine.caretSpot(offset, in: cue.container), in: engine.label(of: cue.container),
                asCopy: copy, asClipping: false)
        }
        // F5, S7: a list that takes only part of the group is said to take those, as the badge
        // counts them; the drop says the rest stayed where they were.
        let accepted = drag.feedback.acceptedItems
        if let level = engine.outlineLevel(of: cue.container) {
            // Issue 37: in an outline, the level and the row it goes inside.
            let row = level.depth == 0 ? nil : engine.openingItem(of: cue.container)
            let inside = row.map { engine.label(of: $0) } ?? engine.label(of: cue.container)
            return .outlinePoint(
                engine.describe(accepted.isEmpty ? drag.items : accepted), inside: inside,
                level: level.depth + 1, position: cue.insertionIndex + 1, of: shape.positions, asCopy: copy)
        }
        return .dropPoint(
            engine.describe(accepted.isEmpty ? drag.items : accepted), at: .position(cue.insertionIndex + 1, of: shape.positions),
            in: engine.label(of: cue.container), asCopy: copy, asClipping: false)
    }

    /// The items' place in their container: before the first of them. O(n) in the list.
    static func keyboardHome(_ drag: ActiveDrag, of engine: DragEngine) -> KeyboardTarget {
        KeyboardTarget(container: drag.source, index: engine.homeIndex(drag.items, in: drag.source))
    }

    /// Back to the items' place if it is visible, otherwise evaporate (F7); "Milk returned to
    /// Inbox, position 1 of 4.".
    static func keyboardReturn(_ drag: ActiveDrag, of engine: DragEngine) -> (ending: PreviewEnding, said: Announcement.Event) {
        let what = engine.describe(drag.items)
        let source = engine.label(of: drag.source)
        guard let primary = drag.items.first, engine.workspace.container(of: primary) == drag.source,
              let index = engine.workspace.index(of: primary) else {
            return (engine.returnAnimation(for: drag), .returned(what, to: source, position: nil, of: 0))
        }
        return (engine.returnAnimation(for: drag),
                .returned(what, to: source, position: index + 1, of: engine.workspace.count(of: drag.source)))
    }

    /// Whether a move of `items` to `index` of `container` left them in the order they had
    /// before it, in the same container: a put-back, in a container that places by the drop
    /// point (elsewhere such a move is no move at all). O(k).
    private static func keepsOrder(_ items: [ItemID], in container: ContainerID, at index: Int, from drag: ActiveDrag,
                                   in workspace: Workspace) -> Bool {
        guard workspace.containers[container]?.policy.placesByDropPoint == true, drag.source == container,
              drag.placements.count == items.count else { return false }
        for (offset, placement) in drag.placements.enumerated()
        where placement.container != container || placement.index != index + offset || placement.item != items[offset] {
            return false
        }
        return true
    }

    /// Whether moving `items` to `index` of `container` would leave the order as it is (never
    /// in a container that places by the drop point: the place changes there, S2). An item is
    /// in a list once, so the items are already there exactly when they are at `index`: no
    /// search for the first one's index (issue 23). O(k) for k items.
    private static func isNoOpMove(_ items: [ItemID], to container: ContainerID, at index: Int, in workspace: Workspace) -> Bool {
        guard workspace.containers[container]?.policy.placesByDropPoint != true,
              let list = workspace.containers[container]?.items, let first = items.first,
              workspace.container(of: first) == container,
              index >= 0, index + items.count <= list.count else { return false }
        for (offset, item) in items.enumerated() where list[index + offset] != item { return false }
        return true
    }
}
