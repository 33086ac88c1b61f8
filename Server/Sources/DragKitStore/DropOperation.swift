/// What a drop does with the dragged items.
///
/// The raw values are the strings of the HTTP API. `move` and `copy` are also
/// the values of the `containers.cross_operation` column.
public enum DropOperation: String, Sendable, Codable, CaseIterable {
    /// The items leave their source container and appear in the destination,
    /// keeping their ids. Source and destination may be the same (a reorder).
    case move
    /// New items with fresh ids (same type, title and payload, unless the drop
    /// converted them) are inserted into the destination; the source is left
    /// unchanged. Also how items made at the drop (``Drop/created``) are stored.
    case copy
    /// The items are removed from the source (the undo of a copy).
    case delete
}
