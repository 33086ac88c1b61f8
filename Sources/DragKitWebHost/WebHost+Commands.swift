import DragKit
import DragKitEditing

// Undo and redo (S10), answers to confirmations of irreversible drops (S11) and the menu
// commands (S7, S5; the editing layer, DragKitEditing) as the browser calls them. Each leaves its actions in `output`.

extension WebHost {
    public mutating func undo() {
        emit(engine.handle(.undo))
    }

    public mutating func redo() {
        emit(engine.handle(.redo))
    }

    /// Makes exactly `items` the selection of `container`, as the page's click selection set it
    /// (S8: pressing a selected item then drags the whole selection). Items not in `container`
    /// are ignored; an outline has one selection, in one level at a time (issue 37). Leaves a
    /// `"select"` action with the selection as the engine now holds it, and one for each other
    /// level of an outline it cleared, so the page shows what the engine will drag.
    public mutating func setSelection(container: UInt32, items: [UInt32]) {
        let id = ContainerID(container)
        let others = engine.handle(.setSelection(items.map { ItemID($0) }, in: id))
        emit(others + [.setSelection(id, engine.selectedItems(in: id))])
    }

    /// Answers the confirmation `id` (from a `"confirm"` action): `accepted` confirms, otherwise
    /// declines.
    public mutating func answerConfirmation(_ id: UInt32, accepted: Bool) {
        emit(accepted ? engine.handle(.confirm(ConfirmationID(id))) : engine.handle(.decline(ConfirmationID(id))))
    }

    /// Copy (`cut` false) or Cut (`cut` true) of one item.
    public mutating func putOnPasteboard(_ item: UInt32, cut: Bool) {
        // Two calls, each with its command known: the optimiser then drops the layer's other
        // branches (one call with either event kept the core's whole dispatch inline here).
        emit(cut ? editor.handle(.cut([ItemID(item)])) : editor.handle(.copy([ItemID(item)])))
    }

    /// Paste into `container` at `index` (the end when `index` < 0).
    public mutating func paste(into container: UInt32, index: Int32) {
        emit(editor.handle(.paste(into: ContainerID(container), at: index >= 0 ? Int(index) : nil)))
    }

    /// "Move to…" of one item into `container` at `index` (the end when `index` < 0).
    public mutating func moveItem(_ item: UInt32, to container: UInt32, index: Int32) {
        emit(editor.handle(.move([ItemID(item)], to: ContainerID(container), at: index >= 0 ? Int(index) : nil)))
    }

    /// Leaves the Edit menu's state in ``output`` as the `history` answer: `canUndo`, `undoKind`
    /// (the change's kind, ``UndoKind``: the page's words module titles it "Undo Move", "이동 실행
    /// 취소", "移動を取り消す"), the same for redo, `paste` (how many items the pasteboard holds)
    /// and the depths (how many steps each history holds, S10). Kinds are `null` without a
    /// change. O(1).
    public mutating func writeHistory() {
        let undo = engine.undoKind
        let redo = engine.redoKind
        output.answerHistory(WireHistory(
            canUndo: engine.canUndo, undoKind: undo.map { $0.name },
            canRedo: engine.canRedo, redoKind: redo.map { $0.name },
            paste: editor.pasteboard.items.count, undoDepth: engine.undoDepth, redoDepth: engine.redoDepth))
    }
}
