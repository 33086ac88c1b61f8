/// A change to the content for the host to mirror, whatever it changes (issue 23: one
/// ``Action/applyChange(_:)`` for every payload): steps in lists and grids, or edits of one
/// text view's text with the selection after them (S6, A4, A5).
public enum ContentChange: Hashable, Sendable {
    /// Apply these steps in order.
    case items([ContentStep])
    /// Apply `edits` to the text of `container` in order, then set its selection to `selection`
    /// (a caret when empty, no selection when `nil`). `result` is the container's whole text
    /// after the edits, as the engine holds it: a host that keeps its own copy of the runs may
    /// draw `result` instead of splicing the edits (the web host does, so the page never
    /// repeats the engine's run edits, issue 36), and a host that patches an editor applies the
    /// edits. Carrying it costs nothing: `StyledText` shares its storage.
    case text(ContainerID, [TextEdit], selection: TextRange?, result: StyledText)
}

/// One step of a change to the content, for the host to mirror (move an element, clone it,
/// delete it). Steps apply in order; each index refers to the list as it is after the steps
/// before it.
public enum ContentStep: Hashable, Sendable {
    /// `item` leaves its container (it is about to be inserted elsewhere or deleted).
    case remove(ItemID)
    /// `item`, currently in no container, is inserted into `container` at `index`.
    case insert(ItemID, into: ContainerID, at: Int)
    /// A new item `copy` is created as a duplicate of `original`; an `insert` step follows.
    case duplicate(ItemID, as: ItemID)
    /// `item` is gone for good (a copy taken back).
    case delete(ItemID)
    /// A new item `item` of `type`, shown as `label`, made at the drop from content that was
    /// not an item: a text clipping made from dragged text (P1). An `insert` step follows; the
    /// ``Transfer/created`` of the commit carries what to store.
    case create(ItemID, type: TypeIdentifier, label: String)
}
