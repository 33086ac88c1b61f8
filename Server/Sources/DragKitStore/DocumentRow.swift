import Foundation
import GRDB

/// One row of the `documents` table: the text of one text container.
struct DocumentRow: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "documents"

    var containerID: String
    /// The runs as JSON text (an array of ``TextRun``).
    var runs: String
    var version: Int

    enum CodingKeys: String, CodingKey {
        case containerID = "container_id"
        case runs, version
    }

    init(containerID: String, runs: [TextRun], version: Int) {
        self.containerID = containerID
        self.runs = Self.encode(runs)
        self.version = version
    }

    /// The stored document. Runs that cannot be read (impossible through the
    /// store's own writes) come back as an empty document of the same version.
    var document: TextDocument {
        let decoded = try? JSONDecoder().decode([TextRun].self, from: Data(runs.utf8))
        return TextDocument(runs: decoded ?? [], version: version)
    }

    static func encode(_ runs: [TextRun]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(runs) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
