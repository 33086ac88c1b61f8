/// A request to move or copy items from one list into another (or within one list).
///
/// Semantics, as applied by ``ShowcaseStore/apply(_:)``:
/// - ``index`` is a position in the destination list *after* the dragged items
///   have been taken out of it. For a move within one list, dropping at the end
///   is therefore `index == count - itemIDs.count`; for a copy, or a move between
///   two lists, it is `index == destination count`.
/// - The dragged items are inserted at ``index`` in the order of ``itemIDs``
///   (not in their source order).
/// - For a copy, ``copyIDs`` gives one fresh id per item, pairwise with ``itemIDs``.
public struct Drop: Sendable, Hashable {
    /// Largest number of items one drop may carry.
    public static let maximumItemCount = 1000

    public var operation: DropOperation
    /// Ids of the dragged items, in the order they are to appear in the destination.
    public var itemIDs: [String]
    /// Id of the list the items are dragged from.
    public var from: String
    /// Id of the list the items are dropped into (may equal ``from``).
    public var to: String
    /// Insertion position in the destination, counted without the dragged items.
    public var index: Int
    /// For a copy: the new ids, one per item, in the same order as ``itemIDs``.
    /// Must be empty for a move.
    public var copyIDs: [String]

    public init(operation: DropOperation, itemIDs: [String], from: String, to: String, index: Int, copyIDs: [String] = []) {
        self.operation = operation
        self.itemIDs = itemIDs
        self.from = from
        self.to = to
        self.index = index
        self.copyIDs = copyIDs
    }
}
