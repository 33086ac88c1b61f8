import GRDB

/// One row of the `containers` table, exactly as stored.
struct ContainerRow: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "containers"

    var id: String
    var title: String
    var position: Int
    /// `"copy"` or `"move"` (enforced by a CHECK constraint).
    var crossOperation: String
    /// Space-separated item types; empty means any type.
    var accepts: String

    enum CodingKeys: String, CodingKey {
        case id, title, position
        case crossOperation = "cross_operation"
        case accepts
    }

    /// The accepted types as a list, splitting ``accepts`` on whitespace.
    var acceptedTypes: [String] {
        accepts.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The client-facing value of this list with the given items.
    ///
    /// An unknown `cross_operation` (impossible under the CHECK constraint) is
    /// reported as `copy`, the non-destructive choice.
    func listContainer(items: [ItemRow]) -> ListContainer {
        ListContainer(
            id: id,
            title: title,
            crossOperation: DropOperation(rawValue: crossOperation) ?? .copy,
            accepts: acceptedTypes,
            items: items.map { ListItem(id: $0.id, type: $0.type, title: $0.title) }
        )
    }
}
