/// Everything a host shows for one drag session at one moment. The engine emits actions for the
/// parts that change; tests and hosts can also read the whole of it with
/// ``DragEngine/feedback(for:)``.
public struct DragFeedback: Hashable, Sendable {
    public var pointer: PointerID
    /// The dragged items, in order.
    public var items: [ItemID]
    /// The container the drag started in; 0 for a drag from another app (S1), which has no
    /// items either.
    public var source: ContainerID
    /// Where the translucent drag image is (F2).
    public var previewFrame: Rect
    /// The innermost container under the pointer, whether or not it accepts the content.
    public var hoveredContainer: ContainerID?
    /// The container whose rules refused the drop (`operation` is `.forbidden`) when it is not
    /// ``hoveredContainer``: the level of an outline or the folder row's container the pointer
    /// chose, which refused what it was offered. `nil` otherwise. See ``refuser``.
    public var refusingContainer: ContainerID?
    /// The one marked destination, if the content is over one that accepts it (F6).
    public var destination: DestinationCue?
    /// What a drop right now would do; `.cancel` over nothing, `.forbidden` over a destination
    /// that refuses the content.
    public var operation: DropOperation
    /// The dragged items the destination under the pointer would take (empty when none, F5).
    public var acceptedItems: [ItemID] = []
    public var cursor: Cursor
    /// `nil` when there is nothing to say: a single item that would move (F5).
    public var badge: Badge?

    public init(
        pointer: PointerID, items: [ItemID], source: ContainerID, previewFrame: Rect,
        hoveredContainer: ContainerID? = nil, destination: DestinationCue?, operation: DropOperation, cursor: Cursor, badge: Badge?
    ) {
        self.pointer = pointer
        self.items = items
        self.source = source
        self.previewFrame = previewFrame
        self.hoveredContainer = hoveredContainer
        self.destination = destination
        self.operation = operation
        self.cursor = cursor
        self.badge = badge
    }
}

extension DragFeedback {
    /// The container a refusal names (S7, F8: "Projects can't take Milk."): the one whose rules
    /// refused the drop, else the one under the pointer; `nil` over no container. O(1).
    public var refuser: ContainerID? { refusingContainer ?? hoveredContainer }

    /// Sets the container under the pointer for a new placement of the drag: no refusal is
    /// known there yet. O(1).
    mutating func hover(_ container: ContainerID?) {
        hoveredContainer = container
        refusingContainer = nil
    }

    /// Where a drop would do nothing (over no container, or one that takes none of the content):
    /// no destination, `.cancel`, `cursor` shown, and a badge only to count a group of `count`
    /// items (a single item, text and another app's content show none) (F5, F6, F8). O(1).
    mutating func dropsNothing(cursor: Cursor, count: Int) {
        destination = nil
        operation = .cancel
        self.cursor = cursor
        badge = count > 1 ? Badge(count: count) : nil
    }

    /// Over a place that refuses the content: no destination, `.forbidden`, the not-allowed
    /// cursor and badge (F6, F8). `refusing`: the container whose rules refused, when the drag
    /// chose one other than the container under the pointer (an outline's level, a folder row's
    /// container), so that what is said names it (S7; ``refuser``). O(1).
    mutating func refusesDrop(by refusing: ContainerID? = nil) {
        if let refusing, refusing != hoveredContainer { refusingContainer = refusing }
        destination = nil
        operation = .forbidden
        cursor = .notAllowed
        badge = Badge(count: 0, symbol: .forbidden)
    }

    /// Appends the actions that take a host from showing `previous` to showing `self`: only the
    /// parts that changed (image frame, destination mark, cursor, badge), so hosts touch only
    /// what changed. Shared by every kind of drag (items, text, keyboard).
    func appendChanges(since previous: DragFeedback, into actions: inout [Action]) {
        appendChanges(since: FeedbackSnapshot(previous), into: &actions)
    }

    /// ``appendChanges(since:into:)`` from the compared parts of the previous feedback, kept
    /// aside while the feedback was changed in place (F2). O(1).
    func appendChanges(since previous: FeedbackSnapshot, into actions: inout [Action]) {
        if previewFrame != previous.previewFrame { actions.append(.movePreview(pointer, frame: previewFrame)) }
        if destination != previous.destination { actions.append(.markDestination(pointer, destination)) }
        if cursor != previous.cursor { actions.append(.setCursor(pointer, cursor)) }
        if badge != previous.badge { actions.append(.setBadge(pointer, badge)) }
    }
}
