/// What a drag does to the controls and scrollers around it, besides targeting: its pause over
/// a spring-loaded control (S13) and its auto-scroll of a container (A1).
///
/// Every drag has its own, in its session (``ActiveDrag``, of this app's items or text or of
/// another app's content), so it ends when the session does: a drag
/// that was dropped, cancelled or delivered elsewhere springs and scrolls nothing more, with no
/// pass over the engine's state to clear it (issue 23). What the drags share, the controls and
/// the scrollers' metrics, stays in ``SpringLoadingState`` and ``AutoScrollState``.
struct DragExtras: Equatable, Sendable {
    /// The drag's pause over a spring-loaded control (S13).
    var springHover = SpringHover.away
    /// The drag's auto-scroll of a container (A1).
    var autoScrollRun = AutoScrollRun.idle
    /// The drag's rest on a collapsed outline row and the rows it opened (issue 37, S13).
    var outlineSpring = OutlineSpring()
}
