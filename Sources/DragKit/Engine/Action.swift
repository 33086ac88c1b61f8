/// What the engine asks its host to show or do. Hosts carry actions out in order.
///
/// The engine never calls into the host: every effect is an action, so a test can read exactly
/// what a user would have seen, and a host is a loop that forwards input and applies output.
public enum Action: Hashable, Sendable {
    /// Send ``Event/tick(_:)`` at (or soon after) this time; the engine has a timer due
    /// (a touch long press, a spring-loading dwell).
    case scheduleTick(at: Timestamp)
    /// Measure container and item frames now and report them with ``Event/containerFrame(_:of:)``
    /// and ``Event/itemFrame(_:of:)``; a drag may be about to start.
    ///
    /// Bring *stale* frames up to date; there is no need to re-measure everything. Frames the
    /// engine has stay valid across scrolls reported as offsets (``Event/scrollOffset(_:of:)``)
    /// and across lifts, so a host that watches for resizes and content changes reports only
    /// what changed since, and containers that describe their items (``UniformGeometry``) need
    /// no item frames at all. Reporting an unchanged frame costs O(1) and changes nothing (A1,
    /// F1, F6).
    case measureLayout
    /// Scroll the content of `container` (or the scroll view around it) by `delta`: a touch that
    /// moved before its long press completed is a scroll, not a drag (F1); a drag held near the
    /// edge of a scrollable container auto-scrolls it (A1). A positive delta moves toward the end
    /// of the content.
    case scroll(ContainerID, by: Point)
    /// Show a translucent drag image of `content` at `frame` for the session of `pointer` (F2):
    /// items, or a text view's range of text (S6).
    case beginPreview(PointerID, PreviewContent, frame: Rect)
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
    /// Say this to assistive technology (S7). What a call that commits says (a drop's, an
    /// undo's "Moved…", "Undid…") is held until the host stored every commit of it: it comes with
    /// the last success report's actions, and never when the host refused one (F7, issue 36).
    case announce(Announcement)
    /// Mirror a change to the content (a drop, or a failed drop being taken back): steps in
    /// lists and grids, or one text view's edits and selection (S6, A4, A5). One action for
    /// every payload (issue 23).
    case applyChange(ContentChange)
    /// Store the drop, undo, redo or command, then report the outcome
    /// (``Event/transferSucceeded(_:)``, ``Event/transferUnchanged(_:)`` or
    /// ``Event/transferFailed(_:reason:)``). One action for every payload (issue 23): items in
    /// a list or grid (``Commit/items(_:)``) or text in text views (``Commit/text(_:)``, S6).
    case commit(Commit)
    /// Tell the person, visibly, that something failed and why (F7): what failed, to what,
    /// where, and the reason, for an `Announcer` to put into words.
    case reportFailure(Announcement.Event)
    /// Add `items` to the session's drag image: they joined the drag in progress (S8).
    case addToPreview(PointerID, items: [ItemID])
    /// Gather the session's item images into these stacked frames under the pointer (F4). The
    /// first frame is the preview frame; later ``movePreview(_:frame:)`` frames move the whole
    /// stack by the same offset. At the drop, ``PreviewEnding/settle(onto:)`` spreads them out.
    case flockPreview(PointerID, frames: [ItemFrame])
    /// Change the session's drag image to show what a drop would produce (F3): scale it to
    /// `size` around the pointer, or back to the content's own size when `nil`. Rate-limited.
    case reshapePreview(PointerID, size: Size?)
    /// Show exactly `items` (in list order) as selected in `container` (A5).
    case setSelection(ContainerID, [ItemID])
    /// Make the window holding `container` active: a click (not a drag) landed in it while it
    /// was in the background (P2).
    case activateWindow(ContainerID)
    /// Briefly flash this spring-loaded control: a drag has paused over it and it is about to
    /// activate (S13).
    case springFlash(SpringID)
    /// Activate this spring-loaded control as if clicked (open the folder, switch the segment, go
    /// back); the drag continues, so report any new frames afterwards (S13).
    case springActivate(SpringID)
    /// Show (`true`) or hide the children of the outline row `item` (issue 37, S13): a drag
    /// rested on the collapsed row and it opened, or the drag left a row it had opened, or ended
    /// without dropping inside it, and it closed again. The engine already holds the new state
    /// (``DragEngine/isExpanded(_:)``); lay the outline out again and report its frames.
    case setExpanded(ItemID, Bool)
    /// Scroll `container` so the drop point before `index` (the ``DestinationCue/insertionIndex``
    /// it shows) is visible; `frame` is its insertion marker. Sent when a keyboard drag moves to
    /// another drop point (S7), which happens at once, without animation.
    case revealDropPoint(ContainerID, index: Int, frame: Rect)

    // MARK: Slow transfers and tasks (S12, S14, A2, A3, F9, F10)

    /// Start loading `item`'s representation of `type` for a drop that is waiting for its data
    /// (S14), giving only `fields` when the destination asked for a portion (A3; empty: all).
    /// Report with ``Event/transferProgress(_:item:completedBytes:)``,
    /// ``Event/transferLoaded(_:_:)`` or ``Event/transferFailed(_:reason:)``.
    case loadRepresentation(TransferID, item: ItemID, type: TypeIdentifier, fields: [String])
    /// Show a placeholder at `index` of `container` (in the list as the host shows it now) while
    /// the drop's data loads (F9), labelled with `label`'s words
    /// (``Announcement/Event/placeholderName(_:loading:)``, said by an `Announcer`: "Loading
    /// 2 items…"): one placeholder per item of `items`, in order, each with its own label and
    /// progress (a host may draw a single one for a text view). They take no part in hit testing.
    case insertPlaceholder(TransferID, into: ContainerID, at: Int, label: Announcement.Event, items: [PlaceholderItem])
    /// Show how far the transfer has come, on its placeholders (F9, S14): in all, and per item
    /// in ``TransferProgress/items``.
    case showProgress(TransferID, TransferProgress)
    /// Read the data of the drag from another app that was dropped (S1, P1) and store it in
    /// `container` at `index` (a list index, or a text view's character offset), the transfer's
    /// placeholder standing there meanwhile (``insertPlaceholder(_:into:at:label:items:)``, sent
    /// just before, one slot per item the drag said it carries, each with item id 0: nothing of
    /// it exists in the workspace yet). `types` are the drag's types the destination accepts,
    /// in the drag's order (richest first).
    /// Report with ``Event/transferProgress(_:item:completedBytes:)``,
    /// ``Event/transferSucceeded(_:)`` (the engine adds nothing: the host shows and registers
    /// what it stored), ``Event/transferFailed(_:reason:)`` or ``Event/transferCancelled(_:)``.
    case receiveExternalDrop(TransferID, into: ContainerID, at: Int, types: [TypeIdentifier])
    /// Open `items` in a new window of the app: they were dropped on empty space, outside every
    /// destination (P3). The content doesn't change; the drag image has ended
    /// (``PreviewEnding/evaporate``).
    case openInNewWindow([ItemID])
    /// Take the placeholder away: the content arrived (an ``applyChange(_:)`` follows), the
    /// load was cancelled, or it failed (a ``reportFailure(_:)`` follows).
    case removePlaceholder(TransferID)
    /// A drop on a task control started a task on `items` (F10): print them, upload them.
    case startTask(TaskID, ContainerID, items: [ItemID])
    /// A task's progress changed, or it finished or failed (F10).
    case updateTask(TaskID, TaskState)
    /// Ask the person about a drop that cannot be undone (S11): before it happens
    /// (``DropConfirmation/before``) or, already shown, before it is posted
    /// (``DropConfirmation/cancelStepAfter``). Answer with ``Event/confirm(_:)`` or
    /// ``Event/decline(_:)``.
    case requestConfirmation(ConfirmationRequest)
}
