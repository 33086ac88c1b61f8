/// The engine's editing part (issue 23): what can be undone and redone, the questions awaiting
/// an answer before irreversible drops, and the pasteboard of the menu commands (S10, S11, S7,
/// S5). Each of its machines changes through its own named transitions (``UndoHistory``,
/// ``CommandState``).
struct Editing: Equatable, Sendable {
    /// Undo/redo history (S10).
    var history = UndoHistory()
    /// Confirmations of irreversible drops and the pasteboard (S11, S7).
    var commands = CommandState()
}
