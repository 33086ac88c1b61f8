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
