/// What the engine asks its host to show or do. Hosts carry actions out in order.
///
/// The engine never calls into the host: every effect is an action, so a test can read exactly
/// what a user would have seen, and a host is a loop that forwards input and applies output.
public enum Action: Hashable, Sendable {
    /// Send ``InputEvent/tick(_:)`` at (or soon after) this time; the engine has a timer due
    /// (a touch long press, a spring-loading dwell).
    case scheduleTick(at: Timestamp)
    /// Measure container and item frames now and report them with ``DragEngine/setFrame(_:forContainer:)``
    /// and ``DragEngine/setFrame(_:forItem:)``; a drag may be about to start.
    case measureLayout
    /// Scroll the content of `container` (or the scroll view around it) by `delta`: a touch that
    /// moved before its long press completed is a scroll, not a drag (F1).
    case scroll(ContainerID, by: Point)
    /// Show a translucent drag image of `items` at `frame` for the session of `pointer` (F2).
    case beginPreview(PointerID, items: [ItemID], frame: Rect)
    /// Move the session's drag image so it stays under the pointer (F2).
    case movePreview(PointerID, frame: Rect)
    /// Remove the session's drag image, animating it as `ending` says (F7).
    case endPreview(PointerID, PreviewEnding)
    /// Show `items` in their source as lifted (a dimmed placeholder) or as normal again.
    case setLifted([ItemID], Bool)
    /// Mark the session's destination, or clear its mark when `nil` (F6).
    case markDestination(PointerID, DestinationCue?)
    /// Show this pointer style for the session (F8).
    case setCursor(PointerID, Cursor)
    /// Show this badge on the session's drag image, or none (F5).
    case setBadge(PointerID, Badge?)
    /// Say this to assistive technology (S7).
    case announce(Announcement)
    /// Mirror a change to the content (a drop, or a failed drop being taken back).
    case applyChange([ContentStep])
    /// Store the drop, then report the outcome (``DragEngine/transferSucceeded(_:)`` or
    /// ``DragEngine/transferFailed(_:reason:)``).
    case commit(Transfer)
    /// Tell the person, visibly, that something failed and why (F7).
    case reportFailure(String)
    /// Ask the person about a drop that cannot be undone (S11): before it happens
    /// (``DropConfirmation/before``) or, already shown, before it is posted
    /// (``DropConfirmation/cancelStepAfter``). Answer with ``DragEngine/confirm(_:)`` or
    /// ``DragEngine/decline(_:)``.
    case requestConfirmation(ConfirmationRequest)
}
