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
}
