/// A drop the host must commit: store it, send it, write it. The engine has already applied it
/// to its ``Workspace``; the host reports the outcome with ``Event/transferSucceeded(_:)``
/// or ``Event/transferFailed(_:reason:)``, and on failure the engine takes it back.
public struct Transfer: Hashable, Sendable {
    public var id: TransferID
    /// `.move` or `.copy`; `.delete` when undo takes copies back (S10): then `items` are the
    /// copies to remove from `source` (which is also `destination`).
    public var operation: DropOperation
    /// The items as they were dragged, in order.
    public var items: [ItemID]
    public var source: ContainerID
    public var destination: ContainerID
    /// The index in the destination list (without the moved items) where the items were inserted.
    public var index: Int
    /// For a copy, the ids of the new items, one per item in ``items``. For a move, empty but
    /// for a slow move whose items' source went away while they loaded (S14): the items
    /// re-created from their drop-time snapshots, inserted after the moved ones; when such a
    /// move is undone, the same ids are taken out of `source` (S10).
    public var copies: [ItemID]
    /// The representation chosen for each item (parallel to ``items``): the richest one the
    /// destination accepts (A2). Empty only for transfers built by hand.
    public var representations: [TypeIdentifier] = []
    /// The parts of the content the destination asked for (A3); empty for the whole.
    public var fields: [String] = []
    /// Where each of `items` (for a copy: each copy) sits in `destination` once the transfer is
    /// applied, in the order of `items`; for `.delete`, where each sat before. A drop inserts
    /// contiguously (`index`, `index + 1`, …); an undone move puts items back in their own,
    /// possibly scattered, places (S10). Hosts apply insertions in ascending index order.
    public var indices: [Int]
    /// New items the drop made from content that was not an item, with what to store for each:
    /// a text clipping made from text dropped on an item container (P1). Such a transfer is a
    /// `.copy` with no ``items`` and no ``copies``; the created items sit at ``indices``.
    public var created: [CreatedItem] = []

    /// Creates a transfer. `indices` defaults to the contiguous run `index ..< index + items.count`.
    public init(
        id: TransferID, operation: DropOperation, items: [ItemID], source: ContainerID,
        destination: ContainerID, index: Int, copies: [ItemID], indices: [Int]? = nil
    ) {
        self.indices = indices ?? Array(index ..< index + items.count)
        self.id = id
        self.operation = operation
        self.items = items
        self.source = source
        self.destination = destination
        self.index = index
        self.copies = copies
    }
}

/// An item a drop made from content that was not an item (a text clipping, P1), with what the
/// host stores for it. It is already in the engine's workspace under ``id``.
public struct CreatedItem: Hashable, Sendable {
    /// A fresh id from the engine's allocator (as copies get).
    public var id: ItemID
    /// ``TypeIdentifier/textClipping`` for clippings.
    public var type: TypeIdentifier
    /// A short title: the first words of the text, at most 40 characters, with "…" when cut.
    public var label: String
    /// The content: for a clipping, the plain text of the dropped range.
    public var text: String

    public init(id: ItemID, type: TypeIdentifier, label: String, text: String) {
        self.id = id
        self.type = type
        self.label = label
        self.text = text
    }
}
