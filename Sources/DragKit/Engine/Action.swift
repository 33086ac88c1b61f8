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

    // MARK: Slow transfers and tasks (S12, S14, A2, A3, F9, F10)

    /// Start loading `item`'s representation of `type` for a drop that is waiting for its data
    /// (S14), giving only `fields` when the destination asked for a portion (A3; empty: all).
    /// Report with ``DragEngine/transferProgress(_:completedBytes:)``,
    /// ``DragEngine/transferLoaded(_:)`` or ``DragEngine/transferFailed(_:reason:)``.
    case loadRepresentation(TransferID, item: ItemID, type: TypeIdentifier, fields: [String])
    /// Show a placeholder labelled `label` at `index` of `container` (in the list as the host
    /// shows it now) while the drop's data loads (F9). It takes no part in hit testing.
    case insertPlaceholder(TransferID, into: ContainerID, at: Int, label: String)
    /// Show how far the transfer has come, on its placeholder (F9, S14).
    case showProgress(TransferID, TransferProgress)
    /// Take the placeholder away: the content arrived (an ``applyChange(_:)`` follows), the
    /// load was cancelled, or it failed (a ``reportFailure(_:)`` follows).
    case removePlaceholder(TransferID)
    /// A drop on a task control started a task on `items` (F10): print them, upload them.
    case startTask(TaskID, ContainerID, items: [ItemID])
    /// A task's progress changed, or it finished or failed (F10).
    case updateTask(TaskID, TaskState)
}
