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
}
