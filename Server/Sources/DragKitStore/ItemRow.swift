import GRDB

/// One row of the `items` table, exactly as stored.
struct ItemRow: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "items"

    var id: String
    var containerID: String
    /// 0-based slot in the container; positions of one container are always `0..<count`.
    var position: Int
    var type: String
    var title: String
    /// The payload as compact JSON object text (`{}` when the type has none).
    var payload: String

    enum CodingKeys: String, CodingKey {
        case id
        case containerID = "container_id"
        case position, type, title, payload
    }

    /// The payload as a value; an unreadable payload (impossible through the
    /// store's own writes) reads as `{}`.
    var payloadValue: JSONValue {
        JSONValue.parse(payload) ?? .object([:])
    }

    /// The client-facing value.
    var listItem: ListItem {
        ListItem(id: id, type: type, title: title, payload: payloadValue)
    }

    /// Items of one container in position order.
    static func fetchAll(_ db: Database, containerID: String) throws -> [ItemRow] {
        try ItemRow.fetchAll(
            db,
            sql: "SELECT * FROM items WHERE container_id = ? ORDER BY position",
            arguments: [containerID]
        )
    }
}
