/// A drop the host must commit: store it, send it, write it. The engine has already applied it
/// to its ``Workspace``; the host reports the outcome with ``DragEngine/transferSucceeded(_:)``
/// or ``DragEngine/transferFailed(_:reason:)``, and on failure the engine takes it back.
public struct Transfer: Hashable, Sendable {
    public var id: TransferID
    /// `.move` or `.copy`.
    public var operation: DropOperation
    /// The items as they were dragged, in order.
    public var items: [ItemID]
    public var source: ContainerID
    public var destination: ContainerID
    /// The index in the destination list (without the moved items) where the items were inserted.
    public var index: Int
    /// For a copy, the ids of the new items, one per dragged item; empty for a move.
    public var copies: [ItemID]
    /// The representation chosen for each item (parallel to ``items``): the richest one the
    /// destination accepts (A2). Empty only for transfers built by hand.
    public var representations: [TypeIdentifier] = []
    /// The parts of the content the destination asked for (A3); empty for the whole.
    public var fields: [String] = []

    public init(
        id: TransferID, operation: DropOperation, items: [ItemID], source: ContainerID,
        destination: ContainerID, index: Int, copies: [ItemID]
    ) {
        self.id = id
        self.operation = operation
        self.items = items
        self.source = source
        self.destination = destination
        self.index = index
        self.copies = copies
    }
}
