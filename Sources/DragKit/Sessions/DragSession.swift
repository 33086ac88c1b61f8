/// One pointer's interaction with the engine, from press to release (S9: one per pointer).
///
/// ```
/// pending ──moved ≥ activation distance (mouse, pen) / long press (touch)──► dragging
///    │ └──touch moved beyond slop first──► panning (scrolls) ──released──► gone
///    └──released──► gone (a click or tap, left to the host)
/// dragging ──released over a destination──► gone (a transfer is committed, or a load starts)
///          └──released elsewhere, Escape, cancelled, exited──► gone (no effect; the image flies back)
/// (entered from another app) ──► dragging (its payload external)
/// ```
///
/// A press on an item and a press on selected text (S6) are the same machine, and a drag from
/// another app (S1) is a drag like the others: `dragging` carries one ``DragPayload`` (items, a
/// ``DraggedText`` or another app's types), and the engine's one lift, retarget, drop and cancel
/// switch on it only where the content behaves differently (issue 23).
enum DragSession: Equatable, Sendable {
    case pending(PendingDrag)
    case panning(Panning)
    case dragging(ActiveDrag)
}

/// A press on an item, or on selected text, that has not yet become a drag: what it pressed is
/// one ``PressedContent`` (issue 23: one press, one payload), which the lift turns into the
/// drag's ``DragPayload``.
struct PendingDrag: Equatable, Sendable {
    var pointer: PointerID
    var device: PointerDevice
    /// The container the pressed item is in, or the text view the pressed text is in.
    var source: ContainerID
    var origin: Point
    var location: Point
    var modifiers: Modifiers
    /// For touch: when the long press completes.
    var deadline: Timestamp?
    /// What the press is on: an item, or a text view's selection (S6). Declared last: it keeps
    /// the fields before it where the drag's are, so storing a session costs no more on the
    /// move path than it did before (F2; 3 fewer instructions a move than with it first).
    var pressed: PressedContent

    /// The pressed text, if the press is on selected text (S6). Always `nil` in the items-only
    /// build (condition `DRAGKIT_NO_TEXT`), like ``ActiveDrag/text``, so the optimiser drops
    /// every text path behind it. O(1).
    var text: DraggedText? {
        #if DRAGKIT_NO_TEXT
        return nil
        #else
        if case .text(let text) = pressed { return text }
        return nil
        #endif
    }
}

/// What a press is on (issue 23): a ``PendingDrag`` carries exactly one, so a press on text
/// can't lift as an item nor an item press as text (F1, S6).
enum PressedContent: Equatable, Sendable {
    /// An item of the press's source, and where it stood there when pressed as the hit test
    /// found it (`nil`: not known): lets the lift skip a scan of the list (O(1) instead of
    /// O(n)). The index is checked before use.
    case item(ItemID, index: Int?)
    /// A text view's selection, as it was when pressed (S6).
    case text(DraggedText)
}

/// A touch that moved before its long press: it scrolls the container it started in.
struct Panning: Equatable, Sendable {
    var pointer: PointerID
    var container: ContainerID
    var location: Point
}

/// Which insertion point a pointer drag's announcements last named, so a drag resting at another
/// one in the same destination has it announced (S7, P4).
struct SpokenPosition: Equatable, Sendable {
    /// The destination and insertion index last said; `nil` when none was.
    var container: ContainerID?
    var index: Int = 0
    /// When the position the drag rests at is due to be said; `nil` when nothing is pending.
    var dueAt: Timestamp?
    /// The insertion index `dueAt` is for: the rest starts when the drag reaches it.
    var pendingIndex: Int = 0
}
