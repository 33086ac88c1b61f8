import DragKit

/// What the desktop host needs from whatever shows it (issue 26): the GTK window in the app,
/// a recording fake in the tests. ``DesktopHost`` turns every engine ``Action`` into these calls,
/// so the engine never sees GTK and the GTK code never sees the engine.
///
/// Keys are the snapshot's ids: containers `"files"`, `"files/Projects"`,
/// `"reminders/<list>"`, `"photos"`; items are the container key, "/", and the item's id
/// (`"files/notes.txt"`, `"files/Projects/"`). Frames are in window coordinates.
@MainActor
public protocol HostSurface: AnyObject {
    /// The shown content changed (a drop, an undo, a folder opened): rebuild the panes from
    /// ``DesktopHost/shownContainers`` and measure again. O(shown items).
    func contentChanged()
    /// The frames of what is shown now, keyed as above, in window coordinates. O(shown items).
    func measure() -> [String: Rect]
    /// Show the drag image of `items` (item keys, drag order) at `frame` (F2).
    func beginPreview(items: [String], frame: Rect)
    /// Move the drag image (F2).
    func movePreview(frame: Rect)
    /// Stack the drag image's items at these frames (F4): the first is the preview's.
    func flockPreview(frames: [Rect])
    /// Show `count` on the drag image, or no badge (F5).
    func setBadge(_ count: Int?)
    /// Take the drag image away, flying back to `flyBack` when given (F7).
    func endPreview(flyBack: Rect?)
    /// Dim `items` in their source while they are dragged, or show them normally again.
    func setLifted(_ items: [String], _ lifted: Bool)
    /// Highlight `container` (or the folder row `intoItem`) as the destination, show the
    /// insertion mark at `marker` and open the gap at `gap` (the rows part exactly where the drop
    /// lands); all `nil`: clear (F6).
    func markDestination(container: String?, intoItem: String?, marker: Rect?, gap: RowGap?)
    /// The pointer's look for the drag: a cursor name ("grabbing", "copy", "no-drop", …) or
    /// `nil` for the normal one (F8).
    func setCursor(_ name: String?)
    /// Say `text` to assistive technology (S7).
    func announce(_ text: String)
    /// Show a passing state (a copy's progress, F9) without announcing it.
    func showStatus(_ text: String)
    /// Move the progress bar of placeholder `id` (a ``DesktopHost/placeholders`` key's raw
    /// value) to `fraction` (F9). Placeholders come and go with `contentChanged()`.
    func showProgress(of id: UInt32, fraction: Double)
    /// Show a refusal or a failure visibly (F7).
    func showFailure(_ text: String)
    /// Call ``DesktopHost/tick()`` after `milliseconds`.
    func scheduleTick(afterMilliseconds milliseconds: Int)
    /// Flash the spring-loaded control `key` (S13).
    func springFlash(_ key: String)
    /// Ask "Drop" / "Cancel" for confirmation `id`, with `message`; answer with
    /// ``DesktopHost/answerConfirmation(_:accepted:)`` (S11).
    func askConfirmation(_ id: UInt32, message: String)
    /// Something the snapshot shows changed.
    func stateChanged()
    /// The panes' scrollers now, by ``PaneScroller/keys`` (A1). O(1).
    func scrollers() -> [String: PaneScroller]
    /// Scroll pane scroller `key` by `delta` points (positive: toward the end), clamped to its
    /// content, then have the host measure again (``DesktopHost/measure()``) once the content
    /// has moved (A1).
    func scroll(_ key: String, by delta: Double)
}
