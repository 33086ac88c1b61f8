// Drops that cannot be undone (S11). A container with `dropsAreUndoable == false` either asks
// before the drop happens (a write-only drop box: nothing changes until confirmed, declining
// sends the content back) or shows the drop at once with a step that offers Cancel before it is
// posted (a shared album: the commit waits; declining takes the drop back). Such drops never
// enter the undo history.

extension DragEngine {
    /// The questions about irreversible drops still waiting for an answer, oldest first.
    public var pendingConfirmations: [ConfirmationRequest] {
        editing.commands.confirmations.keys.sortedByKey({ $0.rawValue }).compactMap { editing.commands.confirmations[$0]?.request }
    }

    /// The person confirmed an irreversible drop (S11). For ``DropConfirmation/before`` the drop
    /// happens now (content steps, the drag image settling, a commit); for
    /// ``DropConfirmation/cancelStepAfter`` the drop already shown is committed. Unknown or
    /// already answered ids return no actions.
    mutating func confirm(_ id: ConfirmationID) -> [Action] {
        guard let pending = editing.commands.confirmations.removeValue(forKey: id) else { return [] }
        var actions: [Action] = []
        if let applied = pending.applied {
            ledger.record(.committing(PendingTransfer(transfer: applied.transfer, placements: applied.placements)), for: applied.transfer.id)
            actions.append(.commit(.items(applied.transfer)))
            actions.append(say(.posted(describe(applied.transfer.items), to: label(of: applied.transfer.destination))))
            return actions
        }
        // Asked before: the content may have changed while the question was open.
        var request = pending.transfer
        request.items = request.items.filter { workspace.items.contains($0) && workspace.accepts(request.destination, $0) }
        if let first = request.items.first, let source = workspace.container(of: first) {
            request.source = source
            request.items = request.items.filter { workspace.container(of: $0) == source }
        }
        let moving = request.operation == .move ? request.items.count(where: { workspace.container(of: $0) == request.destination }) : 0
        request.index = min(max(request.index, 0), workspace.count(of: request.destination) - moving)
        // S14: data that must load first loads now, and commits without asking again.
        let fields = workspace.containers[request.destination]?.policy.requestedFields ?? []
        let reorders = request.operation == .move && request.source == request.destination && fields.isEmpty
        if !request.items.isEmpty, !reorders,
           let chosen = loadingRepresentations(request.items, for: request.destination) {
            if let drag = pending.drag { retire(drag, ending: .settle(onto: []), into: &actions) }
            beginLoad(request, chosen: chosen, fields: fields, confirmed: true, into: &actions)
            return actions
        }
        guard !request.items.isEmpty, let applied = apply(request) else {
            if let drag = pending.drag { retire(drag, ending: .evaporate, into: &actions) }
            let text = Announcement.Event.couldNotDropAfterAsking(into: label(of: request.destination))
            actions.append(.reportFailure(text))
            actions.append(say(text, assertive: true))
            return actions
        }
        actions.append(.applyChange(.items(applied.steps)))
        if let drag = pending.drag {
            let settled = applied.transfer.copies.isEmpty ? applied.transfer.items : applied.transfer.copies
            retire(drag, ending: .settle(onto: settled), into: &actions)
        }
        hand(applied, confirmed: true, into: &actions)
        actions.append(.announce(Announcement(dropWords(applied.transfer, draggedCount: applied.offeredCount))))
        return actions
    }

    /// The person declined an irreversible drop (S11). Asked before: nothing changes and the drag
    /// image flies back. Shown with Cancel after: the drop is taken back (moved items return,
    /// copies disappear) without ever being committed. Unknown ids return no actions.
    mutating func decline(_ id: ConfirmationID) -> [Action] {
        guard let pending = editing.commands.confirmations.removeValue(forKey: id) else { return [] }
        var actions: [Action] = []
        let destination = label(of: pending.request.destination)
        if let applied = pending.applied {
            var steps: [ContentStep] = []
            if applied.transfer.operation == .move {
                steps = workspace.restore(applied.placements)
            } else {
                steps = removeCopies(applied.transfer.copies)
            }
            actions.append(.applyChange(.items(steps)))
            actions.append(say(.takenBack(describe(applied.transfer.items), outOf: destination)))
            return actions
        }
        let what = describe(pending.request.items)
        if let drag = pending.drag { retire(drag, ending: returnAnimation(for: drag), into: &actions) }
        actions.append(say(.didNotDrop(what, into: destination)))
        return actions
    }

    /// Asks before an irreversible drop (``DropConfirmation/before``). The drag image stays
    /// where it was dropped (its cues cleared) until the answer; nothing else changes.
    mutating func askBefore(_ request: TransferRequest, drag: ActiveDrag?, into actions: inout [Action]) {
        if let drag {
            if drag.feedback.destination != nil { actions.append(.markDestination(drag.pointer, nil)) }
            if drag.feedback.badge != nil { actions.append(.setBadge(drag.pointer, nil)) }
            actions.append(.setCursor(drag.pointer, .automatic))
        }
        let message = Announcement.Event.askBefore(verb(of: request.operation), describe(request.items), into: label(of: request.destination))
        let question = ConfirmationRequest(
            id: makeConfirmationID(), style: .before, message: message,
            destination: request.destination, items: request.items)
        editing.commands.confirmations[question.id] = PendingConfirmation(request: question, transfer: request, drag: drag, applied: nil)
        actions.append(.requestConfirmation(question))
        actions.append(say(message))
    }

    /// Holds an irreversible drop already shown (``DropConfirmation/cancelStepAfter``) until the
    /// person posts or cancels it.
    mutating func holdForConfirmation(_ applied: AppliedTransfer, into actions: inout [Action]) -> ConfirmationRequest {
        let message = Announcement.Event.askToPost(describe(applied.transfer.items), to: label(of: applied.transfer.destination))
        let request = TransferRequest(
            operation: applied.transfer.operation, items: applied.transfer.items, source: applied.transfer.source,
            destination: applied.transfer.destination, index: applied.transfer.index, offeredCount: applied.offeredCount)
        let question = ConfirmationRequest(
            id: makeConfirmationID(), style: .cancelStepAfter, message: message,
            destination: applied.transfer.destination, items: applied.transfer.items)
        editing.commands.confirmations[question.id] = PendingConfirmation(request: question, transfer: request, drag: nil, applied: applied)
        actions.append(.requestConfirmation(question))
        return question
    }

    /// Ends the drag image that waited for an answer. Hosts should ask modally; if the same
    /// pointer has started another drag meanwhile, its image is left alone (the host replaced
    /// the waiting one when the new drag began).
    private func retire(_ drag: ActiveDrag, ending: PreviewEnding, into actions: inout [Action]) {
        actions.append(.setLifted(drag.items.filter { workspace.items.contains($0) }, false))
        if sessions[drag.pointer] == nil {
            actions.append(.endPreview(drag.pointer, ending))
        }
    }

    /// Whether a change into `container` must be confirmed before it happens.
    func asksBefore(_ container: ContainerID) -> Bool {
        guard let policy = workspace.containers[container]?.policy else { return false }
        return !policy.dropsAreUndoable && policy.confirmation == .before
    }

    private mutating func makeConfirmationID() -> ConfirmationID {
        let id = editing.commands.issueConfirmationID()
        return id
    }
}
