import GRDB

/// One row of the `items` table, exactly as stored.
struct ItemRow: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "items"

    var id: String
    var containerID: String
    /// 0-based slot in the list; positions of one list are always `0..<count`.
    var position: Int
    var type: String
    var title: String

    enum CodingKeys: String, CodingKey {
        case id
        case containerID = "container_id"
        case position, type, title
    }

    /// Items of one list in position order.
    static func fetchAll(_ db: Database, containerID: String) throws -> [ItemRow] {
        try ItemRow.fetchAll(
            db,
            sql: "SELECT * FROM items WHERE container_id = ? ORDER BY position",
            arguments: [containerID]
        )
    }
}
