/// A destination's answer while content hovers over it (S2–S4, F5, F6, F8): what a drop would do
/// and which of the dragged items it would take. The badge shows the count of `items`, the
/// cursor follows `operation`, and only a destination whose proposal accepts something is marked.
public struct DropProposal: Hashable, Sendable {
    /// `.copy`, `.move` or `.link` accept; `.forbidden` shows "not allowed"; `.cancel` means the
    /// destination takes no part (as if there were none).
    public var operation: DropOperation
    /// The dragged items the destination takes, in drag order.
    public var items: [ItemID]

    public init(operation: DropOperation, items: [ItemID]) {
        self.operation = operation
        self.items = items
    }

    /// Whether a drop with this proposal would change anything.
    public var isAccepted: Bool {
        operation.isAccepted && !items.isEmpty
    }
}

/// What a destination is told when it is asked for a ``DropProposal``.
public struct DropContext: Hashable, Sendable {
    /// The dragged items, in order.
    public var items: [ItemID]
    public var origin: DragOrigin
    public var destination: ContainerID
    /// The modifiers held now (at the drop, when the drop asks).
    public var modifiers: Modifiers
    /// What the default rules propose: the items whose types the destination accepts, and the
    /// operation of ``OperationRules`` (and of the destination's role).
    public var suggested: DropProposal

    public init(items: [ItemID], origin: DragOrigin, destination: ContainerID, modifiers: Modifiers, suggested: DropProposal) {
        self.items = items
        self.origin = origin
        self.destination = destination
        self.modifiers = modifiers
        self.suggested = suggested
    }
}

/// A destination's own rule for answering a hover (UIKit's drop-session update, AppKit's
/// dragging-updated): given the context and the content, it returns its proposal. It may narrow
/// the suggestion (take fewer items, refuse, copy instead of move) but never take items whose
/// types the destination doesn't accept.
public typealias DropProposer = @Sendable (DropContext, Workspace) -> DropProposal
