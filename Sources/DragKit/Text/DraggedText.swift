/// The text payload of a session (S6): the range of a text view's selection it carries, and
/// that text as it was when pressed. A session with one (``PendingDrag/text``,
/// ``ActiveDrag/text``) is a text drag; one without carries items. One session table, one
/// lift, retarget, drop and cancel serve both, dispatching on it only where text behaves
/// differently (issue 23).
struct DraggedText: Equatable, Sendable {
    /// The dragged range of the source text view, as it was when pressed.
    var range: TextRange
    /// The text in `range`, with its runs: a drop checks that the source still holds it.
    var content: StyledText
}
