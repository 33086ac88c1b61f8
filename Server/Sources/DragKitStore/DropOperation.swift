/// What a drop does with the dragged items.
///
/// The raw values are the strings used both in the `containers.cross_operation`
/// column and in the HTTP API (`"move"` / `"copy"`).
public enum DropOperation: String, Sendable, Codable, CaseIterable {
    /// The items leave their source list and appear in the destination list,
    /// keeping their ids. Source and destination may be the same list (a reorder).
    case move
    /// New items with fresh ids (same type and title) are inserted into the
    /// destination list; the source list is left unchanged.
    case copy
}
