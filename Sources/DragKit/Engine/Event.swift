/// Everything that drives the engine: what a person did, what the host measured, how the host's
/// work went, and the commands a menu, keyboard or assistive technology gives. The one way in
/// is ``DragEngine/handle(_:)``, which returns the ``Action``s the host must carry out.
///
/// Declarations that describe the world — containers, items, types, apps, spring-loaded
/// controls, text views — are not events: they are ``DragEngine`` methods that return nothing
/// (see "Declarations describe the world; events drive it" in ``DragEngine``).
public enum Event: Hashable, Sendable {
    // MARK: Input

    /// A pointer (mouse, pen, finger) pressed, moved, released or was cancelled: it lifts
    /// content (F1), moves its drag image (F2) and drops it (S1–S4).
    case pointer(PointerEvent)
    /// A key went down or up: Option predicts a copy (S4), Escape cancels (F7), and keyboard
    /// drags pick up, move and drop with the keys (S7).
    case key(KeyEvent)
    /// Time passed. Hosts send this when a tick they were asked for (``Action/scheduleTick(at:)``)
    /// comes due; extra ticks are harmless (F1 long press, S13 spring loading, A1 auto-scroll).
    case tick(Timestamp)

    // MARK: Crossing the app's edge (S1, S2, P1)

    /// The dragging pointer left the app's window (the host's drag went on outside it): the
    /// session keeps its content but has no destination (no gap, no marker), shows the copy
    /// cursor (a drop on another app copies, S2) and says so once. A later ``PointerEvent``
    /// `.moved` inside the window re-targets as usual. O(1) plus clearing the cues.
    case pointerLeftApp(PointerID, at: Timestamp)
    /// The drag of `pointer` ended outside the window. `delivered`: another app took the
    /// content (a copy, S2): the session ends with the content, the undo history and the
    /// selection unchanged, the image goes without animation (``PreviewEnding/delivered``).
    /// Not delivered: exactly a release outside every destination (F7, the image flies back).
    /// O(1) plus ending the session.
    case dragEndedOutside(PointerID, delivered: Bool, at: Timestamp)
    /// A drag from another app entered the window (S1, P1): a session starts for its pointer,
    /// with no items, only its types. Its pointer's `.moved` events target destinations that
    /// accept one of the types (the drop always copies, S2; trash and task controls refuse it;
    /// spring loading and auto-scroll work as for a pointer drag), and `.up` over one emits
    /// ``Action/receiveExternalDrop(_:into:at:types:)``. No preview actions: the platform draws
    /// the drag image. O(c + log n), as a pointer move.
    case externalDragEntered(ExternalDrag)
    /// The drag from another app left the window without a drop: its session ends with no
    /// effect. O(1) plus clearing the cues.
    case externalDragExited(PointerID, at: Timestamp)

    // MARK: Layout reports

    /// Where a container is on screen. An unchanged frame changes nothing, so a host may
    /// re-measure everything whenever asked (``Action/measureLayout``) (F1, F2). O(1).
    case containerFrame(Rect, of: ContainerID)
    /// Where an item is on screen. An unchanged frame changes nothing (F1, F2). O(1).
    case itemFrame(Rect, of: ItemID)
    /// The host reported new frames (the page scrolled, the window resized): every drag in
    /// progress, text drags too, is re-targeted so insertion points stay correct (F6, S6).
    case layoutDidChange
    /// How far a container's content scrolls and where it is scrolled to (A1). Item frames
    /// already reported are taken as measured at this offset (they do not move); to report a
    /// scroll, send ``scrollOffset(_:of:)``. O(1).
    case scrollMetrics(ScrollMetrics, of: ContainerID)
    /// A container's content was scrolled to `offset` along its axis (A1, F6): the one number a
    /// host reports for a scroll. The engine moves the container's reported item frames (and a
    /// text view's lines) by the change itself, without rewriting them or rebuilding its
    /// insertion locator, and re-targets every drag. Item frames reported afterwards are taken
    /// as measured at this offset. A described container (``UniformGeometry``) places its items
    /// from it. O(1) plus re-targeting the drags in progress.
    case scrollOffset(Double, of: ContainerID)
    /// The container no longer scrolls (A1).
    case scrollMetricsRemoved(of: ContainerID)
    /// Where the part of a container that scrolls is on screen, when it is not the whole
    /// container (a list whose rows scroll below a heading), or `nil` when it is (A1). The edge
    /// bands are measured from it, so a drag at the rows' edge scrolls them and one aiming at a
    /// row near it does not. Report it with the container's frame. O(1).
    case scrollViewport(Rect?, of: ContainerID)
    /// Where a text view's characters are on screen (S6).
    case textLayout(TextLayout, of: ContainerID)

    // MARK: Transfer reports

    /// The host stored a committed drop (``Action/commit(_:)``) (S10).
    case transferSucceeded(TransferID)
    /// The host found that a committed drop changes nothing it stores (an item put back on its
    /// own place in a container that places by the drop point, S2) and stored nothing: the
    /// engine forgets it as a stored drop, and it leaves no step in the undo history (S10).
    case transferUnchanged(TransferID)
    /// The host could not store a committed drop, or load a drop's data: the engine takes the
    /// drop back and says why (F7, F9). `reason` is a short human-readable cause; a closing full
    /// stop is dropped, since the engine's sentence goes on after it.
    case transferFailed(TransferID, reason: String)
    /// The host has received `completedBytes` of a loading drop's data (S14, F9): of `item`'s
    /// data when given, otherwise of the whole drop (the items taken to arrive in order).
    case transferProgress(TransferID, item: ItemID? = nil, completedBytes: UInt64)
    /// All of a loading drop's data is in (``Action/loadRepresentation(_:item:type:fields:)``):
    /// the placeholder gives way to the content and the drop is committed (S14, F9). One report
    /// for every payload (issue 23): ``LoadedContent/items`` for items dropped into a list or
    /// grid, ``LoadedContent/text(_:)`` with the items' text for a text view (P1), inserted
    /// where the placeholder stands and committed as text.
    case transferLoaded(TransferID, LoadedContent)
    /// The person stopped a loading drop: its placeholder goes and nothing else changes (S14, F9).
    case transferCancelled(TransferID)

    // MARK: Task reports

    /// A task started by a drop on a task control (``Action/startTask(_:_:items:)``) has come
    /// this far, from 0 to 1 (F10).
    case taskProgress(TaskID, fraction: Double)
    /// The task finished (F10).
    case taskFinished(TaskID)
    /// The task failed, for a short human-readable `reason` (F10, F7).
    case taskFailed(TaskID, reason: String)

    // MARK: Keyboard drags

    /// Picks `content` up with the keyboard or assistive technology, starting the keyboard
    /// drag (S7): items from one container (or from levels of one outline, carried as one
    /// group, issue 37), or a text view's selected text (S6); Option in `modifiers` predicts a
    /// copy (S4). One item that is selected brings its container's whole selection (an
    /// outline's, in an outline), as a press on it does (S8): a host sends the focused item, as
    /// Space or Enter on it (``key(_:)`` with a target) does.
    case pickUp(PickUpContent, modifiers: Modifiers = [])
    /// Moves the keyboard drag straight to a drop point, as a screen-reader rotor or a
    /// "Move to…" menu would (S7). The next and previous drop points are reached with the
    /// arrow keys and Tab / Shift-Tab (``key(_:)``).
    case moveKeyboardDrag(to: DropPoint.ID)
    /// Drops the keyboard drag at its drop point, through the same pipeline as a pointer drop
    /// (S2–S4, S7, F7).
    case dropKeyboardDrag
    /// Cancels the keyboard drag: nothing changes and the content is shown back in place (F7).
    case cancelKeyboardDrag

    // MARK: Undo (S10)

    // Copy, Cut, Paste and "Move to…" (S7, S5) are the editing layer's events
    // (`DragKitEditing`'s `EditingEvent`), composed over these (issue 23).

    /// Undo the latest drop or command (S10).
    case undo
    /// Redo the latest undone drop or command (S10).
    case redo

    // MARK: Confirmation answers

    /// The person agreed to a drop that cannot be undone (``Action/requestConfirmation(_:)``) (S11).
    case confirm(ConfirmationID)
    /// The person declined it: nothing happens, or the drop is taken back (S11).
    case decline(ConfirmationID)

    // MARK: Selection commands

    /// Adds `items` to their containers' selections (S8, A5).
    case select([ItemID])
    /// Removes `items` from the selection (S8, A5).
    case deselect([ItemID])
    /// Sets the selection of a container to exactly `items`, in list order (S8, A5). A level of
    /// an outline shares one selection with the outline's other levels (issue 37): `items` may
    /// come from any of them and replace the selection of all (a plain click on a row clears
    /// the rest; a Ctrl- or Cmd-click sends ``DragEngine/selectedItems(inOutlineOf:)`` with the
    /// row added or removed), and the engine answers with ``Action/setSelection(_:_:)`` for
    /// each other level it changed. A drag of such a group is committed as one ``Transfer``
    /// per level it comes from (S10).
    case setSelection([ItemID], in: ContainerID)
    /// Records the selection of a text view (a caret when empty, none when `nil`) (S6, A5).
    case setTextSelection(TextRange?, for: ContainerID)
    /// The window holding a container became active or went to the background (P2).
    case setWindowActive(Bool, for: ContainerID)

    /// When the event happened, for input events; `nil` for reports and commands, which carry
    /// no time of their own.
    public var timestamp: Timestamp? {
        switch self {
        case .pointer(let event): return event.timestamp
        case .key(let event): return event.timestamp
        case .tick(let time): return time
        case .pointerLeftApp(_, let time), .dragEndedOutside(_, _, let time), .externalDragExited(_, let time): return time
        case .externalDragEntered(let drag): return drag.timestamp
        default: return nil
        }
    }
}
