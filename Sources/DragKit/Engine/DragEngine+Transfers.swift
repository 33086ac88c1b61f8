// Outcomes of committed drops: success forgets the undo data; failure takes the drop back and
// says why (F7). A move whose commit failed puts the items back where they were.

extension DragEngine {
    /// The host stored `transfer`. O(1).
    mutating func transferSucceeded(_ transfer: TransferID) -> [Action] {
        transferStored(transfer, unchanged: false)
    }

    /// The host stored nothing for `transfer` because it changes nothing (an item put back on
    /// its own place, S2): as ``transferSucceeded(_:)``, and its step leaves the undo history,
    /// so Undo has nothing new to undo (S10). A drop whose words waited for the host's answer
    /// is said as dropped where it was, never as moved (S7, issue 34). O(h) in the history's
    /// depth.
    mutating func transferUnchanged(_ transfer: TransferID) -> [Action] {
        editing.history.discard(transfer)
        return transferStored(transfer, unchanged: true)
    }

    /// The host stored `transfer`, changed or `unchanged`. O(1), or O(h) for the history.
    private mutating func transferStored(_ transfer: TransferID, unchanged: Bool) -> [Action] {
        var actions: [Action] = []
        switch ledger.succeeded(transfer) {
        case .finishExternal(let drop):  // S1, P1: a drop from another app was stored.
            return externalDropStored(drop)
        case .forget(let saying):  // a commit, items or text (S6, S10)
            if let saying, case .dropped(_, let subject, let destination, _, _, _, _) = saying {
                actions.append(.announce(Announcement(unchanged ? .droppedInPlace(subject, in: destination) : saying)))
            }
        }
        _ = ledger.takeSelections(before: transfer)
        historyTransferSucceeded(transfer)
        return actions
    }

    /// The host could not store `transfer`: the engine takes the drop back (moved items return to
    /// their places, copies disappear) and tells the person why.
    ///
    /// - Parameter reason: why (``FailureReason/init(hostText:)`` makes it of the host's words).
    mutating func transferFailed(_ transfer: TransferID, reason: FailureReason) -> [Action] {
        let pending: PendingTransfer
        let transferred: Transfer
        switch ledger.failed(transfer) {
        // A drop still loading its data: drop the placeholder, say why (F7, F9).
        case .failLoad(let load): return failLoad(load, reason: reason)  // items, their text (P1), another app's (S1)
        case .rollBack(let commit):
            if let text = commit.commit.text { return TextPayload.commitFailed(commit, text, reason: reason, in: &self) }  // S6, S10
            guard let items = commit.commit.items else { return [] }
            // Issue 37: one level's part of a group goes back alone; the others stay landed.
            if let actions = groupPartFailed(commit, items, reason: reason) { return actions }
            pending = commit
            transferred = items
        case .ignore: return []
        }
        var steps: [ContentStep] = []
        // An undo that removed copies, or a slow move's re-created items (S10, S14): the moved
        // items go back first, then the copies where they stood after the change. Otherwise the
        // copies, links and re-created items go first, so the moved items' recorded places are
        // read in the lists as they were before the change.
        let undoes = transferred.operation == .delete || (transferred.operation == .move && pending.role == .undo)
        if !undoes { steps = removeCopies(transferred.copies + transferred.created.map({ $0.id })) }
        if transferred.operation == .move { steps += workspace.restore(pending.placements) }
        if undoes { steps += revive(pending.revivals) }
        var actions: [Action] = [.applyChange(.items(steps))]
        historyTransferFailed(pending, into: &actions)
        restoreSelection(before: transfer, into: &actions)  // A5: the selection goes back too.
        for step in pending.textUndo {  // P1: a clipping's source text selection (A5).
            _ = applyText(step.edits, to: step.container, selection: step.selection, into: &actions)
        }
        // A drag carrying only copies that are now gone, or items this put back into other
        // lists than its own, has nothing left to drop: it ends, its image evaporating (F7);
        // the failure message below says why.
        endFailure(pending, transferred, reason: reason, into: &actions)
        return actions
    }

    /// The end of a failed transfer's actions, a whole drop's or one level's part of a group's:
    /// a drag left with nothing to drop ends (F7), a keyboard drag stays current (S7), and the
    /// failure is shown and said, assertively (F7). O(drags).
    mutating func endFailure(_ pending: PendingTransfer, _ transferred: Transfer, reason: FailureReason, into actions: inout [Action]) {
        endDragsWithNothingToDrop(saying: false, into: &actions)
        keepKeyboardDragCurrent(into: &actions)
        let text = historyFailureWords(pending, reason: reason) ?? failureWords(transferred, reason: reason)
        actions.append(.reportFailure(text))
        actions.append(.announce(Announcement(text, politeness: .assertive)))
    }
}
