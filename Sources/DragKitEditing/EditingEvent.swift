import DragKit

/// What drives an ``EditingEngine``: the menu commands (S7, S5), and every core `Event`, which
/// passes through to the core engine unchanged (issue 23: the editing layer is composed over the
/// core, as reducers are).
public enum EditingEvent: Hashable, Sendable {
    /// A core event (input, reports, keyboard drags, undo and redo, confirmations, selection):
    /// handled by ``EditingEngine/engine`` as `DragEngine.handle(_:)` does.
    case core(Event)
    /// Copy (S7, S5): puts references to `items` (all in one container) on the pasteboard.
    /// Nothing changes until a paste, which copies them. O(k).
    case copy([ItemID])
    /// Cut (S7, S5): puts `items` on the pasteboard for a paste to move. Like cut and paste of
    /// files, nothing leaves its place until the paste, so a cut never pasted loses nothing. The
    /// items' container must allow dragging out. O(k).
    case cut([ItemID])
    /// Paste (S7, S5) into a container at `at` (the end when `nil`): after Copy, the copy a drag
    /// of the same items would make; after Cut, the same move (and the pasteboard is emptied).
    /// `at` counts as `Transfer.index` does. Undoable (S10). O(n + k).
    case paste(into: ContainerID, at: Int? = nil)
    /// Paste (S7, S5) into a container right after `item` (at its start when `nil` or not in
    /// it), counting the index without the items a Cut moves. Undoable (S10). O(n + k).
    case pasteAfter(ItemID?, into: ContainerID)
    /// "Move to…" (S7): puts `items` into a container at `at` with the operation a drag there
    /// would perform (S2, S3). Undoable (S10); asks first where drops can't be undone (S11).
    /// O(n + k).
    case move([ItemID], to: ContainerID, at: Int? = nil)
}
