// A text drop after it landed (S10, F7): its undo and redo, and its take-back when the host
// could not store it. The engine's one `undo`, `redo` and `transferFailed` ask the record's
// payload: a record carrying a ``TextTransfer`` is text's, here; item records are the engine's
// own (DragEngine+Undo.swift, DragEngine+Transfers.swift).

extension TextPayload {
    /// Undoes the text drop on top of the undo stack (already validated by ``Event/undo``): the
    /// inverse edits in reverse order, each text's selection as it was (A5), then a
    /// ``Action/commit(_:)`` (``Commit/text(_:)``) of the reverse change: a `.move` back for a
    /// move, a `.delete` of the inserted text for a copy. O(t) in the texts it edits.
    static func undo(_ record: UndoRecord, in engine: inout DragEngine) -> [Action] {
        guard let original = record.textTransfer else { return [engine.say(.nothingTo(.undo))] }
        engine.editing.history.takeUndo()
        let id = engine.ledger.issueTransferID()
        var actions: [Action] = []
        var rollback: [PendingTransfer.TextUndo] = []
        for step in record.textSteps.reversed() {
            rollback.append(engine.applyText(step.inverse, to: step.container, selection: step.selectionBefore, into: &actions))
        }
        let transfer: TextTransfer
        let text: Announcement.Event
        if original.operation == .move {
            transfer = TextTransfer(
                id: id, operation: .move, source: original.destination, sourceRange: original.insertedRange,
                destination: original.source, insertedRange: original.sourceRange, text: original.text)
            text = .undidTextMove(
                record.kind, engine.excerpt(original.text), backIn: engine.label(of: original.source),
                character: original.sourceRange.lowerBound + 1)
        } else {
            transfer = TextTransfer(
                id: id, operation: .delete, source: original.destination, sourceRange: original.insertedRange,
                destination: original.destination, insertedRange: TextRange(caretAt: original.insertedRange.lowerBound),
                text: original.text, sourceItems: original.sourceItems)
            text = .undidTextCopy(record.kind, engine.excerpt(original.text), from: engine.label(of: original.destination))
        }
        engine.ledger.record(.committing(PendingTransfer(text: transfer, undo: rollback.reversed(), role: .undo)), for: id)
        var updated = record
        updated.busy = id
        engine.editing.history.pushUndone(updated)
        actions.append(.commit(.text(transfer)))
        actions.append(.announce(Announcement(text)))
        return actions
    }

    /// Redoes the text drop on top of the redo stack (already validated by ``Event/redo``): the
    /// same edits and selections as the drop, and a ``Action/commit(_:)`` (``Commit/text(_:)``)
    /// of the same change under a new id. O(t) in the texts it edits.
    static func redo(_ record: UndoRecord, in engine: inout DragEngine) -> [Action] {
        guard let original = record.textTransfer else { return [engine.say(.nothingTo(.redo))] }
        engine.editing.history.takeRedo()
        let id = engine.ledger.issueTransferID()
        var actions: [Action] = []
        var rollback: [PendingTransfer.TextUndo] = []
        for step in record.textSteps {
            rollback.append(engine.applyText(step.edits, to: step.container, selection: step.selectionAfter, into: &actions))
        }
        var transfer = original
        transfer.id = id
        engine.ledger.record(.committing(PendingTransfer(text: transfer, undo: rollback.reversed(), role: .redo)), for: id)
        var updated = record
        updated.busy = id
        engine.editing.history.pushRedone(updated)
        actions.append(.commit(.text(transfer)))
        actions.append(.announce(Announcement(.redidText(
            record.kind, original.operation == .move ? .move : .copy, engine.excerpt(original.text),
            to: engine.label(of: original.destination), character: original.insertedRange.lowerBound + 1))))
        return actions
    }

    /// Takes back a text drop the host could not store: both texts and selections return to
    /// exactly what they were (S10, F7), and the failure is said. O(t) in the texts it edited.
    static func commitFailed(_ pending: PendingTransfer, _ transfer: TextTransfer, reason: FailureReason,
                             in engine: inout DragEngine) -> [Action] {
        guard TextState.isCompiledIn else { return [] }
        var actions: [Action] = []
        for step in pending.textUndo {
            guard var document = engine.workspace.textState.documents[step.container] else { continue }
            document.text.apply(step.edits)
            document.selection = step.selection
            engine.workspace.textState.documents[step.container] = document
            actions.append(.applyChange(.text(step.container, step.edits, selection: step.selection, result: document.text)))
        }
        engine.historyStepFailed(transfer.id, role: pending.role, into: &actions)
        let text: Announcement.Event
        switch pending.role {
        case .undo?: text = .couldNotCommitHistory(.undo, reason: reason)
        case .redo?: text = .couldNotCommitHistory(.redo, reason: reason)
        case .change?, nil:
            text = transfer.sourceItems.isEmpty
                ? .couldNotTransferText(
                    transfer.operation == .copy ? .copy : .move, engine.excerpt(transfer.text),
                    to: engine.label(of: transfer.destination), reason: reason)
                : .couldNotInsertText(
                    of: engine.describe(transfer.sourceItems), into: engine.label(of: transfer.destination),
                    reason: reason, whenLoaded: false)
        }
        actions.append(.reportFailure(text))
        actions.append(.announce(Announcement(text, politeness: .assertive)))
        return actions
    }
}
