import Foundation
import GRDB

/// One row of the `images` table: the bytes of an image dropped in from another app, as it
/// came (never decoded nor re-encoded), with the format and size read from its header.
/// A photo item names it in its payload's `image`.
struct StoredImage: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "images"

    var id: String
    var mediaType: String
    var width: Int
    var height: Int
    var data: Data

    enum CodingKeys: String, CodingKey {
        case id
        case mediaType = "media_type"
        case width, height, data
    }
}
