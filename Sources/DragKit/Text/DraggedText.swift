/// The text payload of a session (S6): the range of a text view's selection it carries, and
/// that text as it was when pressed. A press on one (``PressedContent/text(_:)``) lifts a drag whose
/// payload is ``DragPayload/text(_:)``. One session table, one lift, retarget, drop and cancel
/// serve every payload, dispatching on it only where text behaves differently (issue 23).
struct DraggedText: Equatable, Sendable {
    /// The dragged range of the source text view, as it was when pressed.
    var range: TextRange
    /// The text in `range`, with its runs: a drop checks that the source still holds it.
    var content: StyledText
}
