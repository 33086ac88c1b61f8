// Undo and redo of text drops (S10): a text move or copy, and items' text inserted into a text
// view (P1), are undo groups like item drops. Undo applies the recorded inverse edits and puts
// each touched text's selection back; redo applies the edits again. Both are refused while the
// drop's own commit is pending and act only when every touched text is exactly as recorded.
// (Clippings made from text are item changes; DragEngine+Undo.swift undoes them.)

extension DragEngine {
    /// Records a text drop as one undo group of `kind` (``UndoKind/moveText``,
    /// ``UndoKind/copyText``, ``UndoKind/insertText``), busy until its commit is reported on, and clears the redo history. Returns `false`
    /// (recording nothing) when the destination's drops can't be undone
    /// (``ContainerPolicy/dropsAreUndoable``).
    mutating func recordTextChange(_ transfer: TextTransfer, kind: UndoKind, steps: [TextHistoryStep]) -> Bool {
        editing.history.clearRedo()
        guard workspace.containers[transfer.destination]?.policy.dropsAreUndoable ?? true else {
            return false
        }
        editing.history.push(UndoRecord(
            id: transfer.id, kind: kind, operation: transfer.operation, items: [], source: transfer.source,
            destination: transfer.destination, index: transfer.insertedRange.lowerBound, copies: [],
            placements: [], before: HistorySnapshot(orders: []), after: HistorySnapshot(orders: []),
            busy: transfer.id, textSteps: steps, textTransfer: transfer))
        return true
    }

    /// Whether every text the steps touched is exactly as it was after them (`after`) or before.
    func textsMatch(_ steps: [TextHistoryStep], after: Bool) -> Bool {
        for step in steps where workspace.textState.documents[step.container]?.text != (after ? step.textAfter : step.textBefore) {
            return false
        }
        return true
    }

    /// Undoes the text drop on top of the undo stack (already validated by ``Event/undo``): the
    /// inverse edits in reverse order, each text's selection as it was (A5), then a
    /// ``Action/commit(_:)`` (``Commit/text(_:)``) of the reverse change: a `.move` back for a move, a `.delete`
    /// of the inserted text for a copy.
    mutating func undoText(_ record: UndoRecord) -> [Action] {
        guard let original = record.textTransfer else { return [say(.nothingTo(.undo))] }
        editing.history.takeUndo()
        let id = ledger.issueTransferID()
        var actions: [Action] = []
        var rollback: [PendingTransfer.TextUndo] = []
        for step in record.textSteps.reversed() {
            rollback.append(applyText(step.inverse, to: step.container, selection: step.selectionBefore, into: &actions))
        }
        let transfer: TextTransfer
        let text: Announcement.Event
        if original.operation == .move {
            transfer = TextTransfer(
                id: id, operation: .move, source: original.destination, sourceRange: original.insertedRange,
                destination: original.source, insertedRange: original.sourceRange, text: original.text)
            text = .undidTextMove(
                record.kind, excerpt(original.text), backIn: label(of: original.source),
                character: original.sourceRange.lowerBound + 1)
        } else {
            transfer = TextTransfer(
                id: id, operation: .delete, source: original.destination, sourceRange: original.insertedRange,
                destination: original.destination, insertedRange: TextRange(caretAt: original.insertedRange.lowerBound),
                text: original.text, sourceItems: original.sourceItems)
            text = .undidTextCopy(record.kind, excerpt(original.text), from: label(of: original.destination))
        }
        ledger.record(.committing(PendingTransfer(text: transfer, undo: rollback.reversed(), role: .undo)), for: id)
        var updated = record
        updated.busy = id
        editing.history.pushUndone(updated)
        actions.append(.commit(.text(transfer)))
        actions.append(.announce(Announcement(text)))
        return actions
    }

    /// Redoes the text drop on top of the redo stack (already validated by ``Event/redo``): the same
    /// edits and selections as the drop, and a ``Action/commit(_:)`` (``Commit/text(_:)``) of the same change
    /// under a new id.
    mutating func redoText(_ record: UndoRecord) -> [Action] {
        guard let original = record.textTransfer else { return [say(.nothingTo(.redo))] }
        editing.history.takeRedo()
        let id = ledger.issueTransferID()
        var actions: [Action] = []
        var rollback: [PendingTransfer.TextUndo] = []
        for step in record.textSteps {
            rollback.append(applyText(step.edits, to: step.container, selection: step.selectionAfter, into: &actions))
        }
        var transfer = original
        transfer.id = id
        ledger.record(.committing(PendingTransfer(text: transfer, undo: rollback.reversed(), role: .redo)), for: id)
        var updated = record
        updated.busy = id
        editing.history.pushRedone(updated)
        actions.append(.commit(.text(transfer)))
        actions.append(.announce(Announcement(.redidText(
            record.kind, original.operation == .move ? .move : .copy, excerpt(original.text),
            to: label(of: original.destination), character: original.insertedRange.lowerBound + 1))))
        return actions
    }
}
