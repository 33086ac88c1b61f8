/// The parts of a ``DragFeedback`` that re-targeting compares with the new feedback: where the
/// image was, the destination mark, the operation, the cursor and the badge. Plain values, so
/// keeping them aside while the drag's feedback is changed in place copies no array and retains
/// nothing (F2; issue 23). O(1) to make.
struct FeedbackSnapshot: Sendable {
    var previewFrame: Rect
    var destination: DestinationCue?
    var operation: DropOperation
    var cursor: Cursor
    var badge: Badge?

    init(_ feedback: borrowing DragFeedback) {
        previewFrame = feedback.previewFrame
        destination = feedback.destination
        operation = feedback.operation
        cursor = feedback.cursor
        badge = feedback.badge
    }

    /// Whether a drag whose feedback went from this to `next` may have something to announce:
    /// its destination, operation or cursor changed. When not, the announcement check
    /// (``DragEngine/overWords(previous:next:drag:)``) would find nothing, and a move skips it
    /// with the copy of the drag its call makes (F2, S7). O(1).
    @inline(__always)
    func mayAnnounceChange(to next: borrowing DragFeedback) -> Bool {
        next.destination?.container != destination?.container || next.operation != operation || next.cursor != cursor
    }
}
