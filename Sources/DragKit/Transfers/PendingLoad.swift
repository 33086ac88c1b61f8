/// A drop waiting for its data (S14, F9, P1, S1): nothing has changed in the content yet; a
/// placeholder stands where it will land. One shape for every payload (issue 23), items, their
/// text, or a drop from another app: ``transfer`` says what was dropped where, ``payload`` what
/// the data becomes once it is in.
struct PendingLoad: Equatable, Sendable {
    /// What a load's data becomes when it is in.
    enum Payload: Equatable, Sendable {
        /// Items moved or copied into a list or grid at ``Transfer/index`` (S14).
        case items(ItemDrop)
        /// The items' text, inserted into a text view at the caret offset ``Transfer/index``
        /// (P1); always a copy.
        case text
        /// A drop from another app carrying `count` items (0: not known), whose data the host
        /// reads and stores itself (``Action/receiveExternalDrop(_:into:at:types:)``): it ends
        /// with ``Event/transferSucceeded(_:)``, and its total size is not known (S1, P1, F9).
        case external(count: Int)
    }

    /// What an item drop into a list or grid needs when its data is in.
    struct ItemDrop: Equatable, Sendable {
        /// The items as they were at the drop, so the drop completes even if its source is
        /// removed meanwhile (S14).
        var snapshots: [Item]
        /// The item the placeholder stands before (`nil`: at the end), so the content lands
        /// where the placeholder is even if other drops change the list meanwhile (F9).
        var anchor: ItemID?
        /// How many items the drag offered, to say how many stayed put.
        var offeredCount: Int = 0
        /// The person already confirmed this irreversible drop before it loaded
        /// (``DropConfirmation/before``, S11): commit it without asking again.
        var confirmed: Bool = false
    }

    /// The drop: its id, operation, accepted items, source, destination, index, the
    /// representation loaded for each item (A2) and the fields asked for (A3). For a drop from
    /// another app: a copy of no items of the workspace, whose ``Transfer/representations``
    /// are the accepted types handed to the host.
    var transfer: Transfer
    /// How much of the data is in (F9), per item.
    var progress: TransferProgress
    /// What the items were at the drop, for sentences even if they are gone meanwhile.
    var subject: Announcement.Subject
    var payload: Payload

    /// The transfer's id. O(1).
    var id: TransferID { transfer.id }

    /// Whether the data is text for a text view (P1). O(1).
    var isText: Bool {
        if case .text = payload { return true }
        return false
    }

    /// Whether it is a drop from another app, which the host stores itself (S1). O(1).
    var isExternal: Bool {
        if case .external = payload { return true }
        return false
    }
}
