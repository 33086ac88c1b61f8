/// The engine's editing part (issue 23): what can be undone and redone, and the questions
/// awaiting an answer before irreversible drops (S10, S11). Each of its machines changes through
/// its own named transitions (``UndoHistory``, ``CommandState``). The menu commands' pasteboard
/// (S7, S5) is not here: it is the editing layer's state (`DragKitEditing`).
struct Editing: Equatable, Sendable {
    /// Undo/redo history (S10).
    var history = UndoHistory()
    /// Confirmations of irreversible drops (S11).
    var commands = CommandState()
}
