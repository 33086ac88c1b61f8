/// One document of a text drop (`POST /api/text`): the runs a text container
/// should now hold, and the version they were edited from.
///
/// JSON: `{"container":"note-trip","version":3,"runs":[TextRun]}`.
public struct TextEdit: Sendable, Hashable, Codable {
    /// Most documents one text drop may change (a drop touches at most source and destination).
    public static let maximumDocumentCount = 16

    public var container: String
    /// The version the client's runs are based on; must equal the stored one.
    public var version: Int
    public var runs: [TextRun]

    public init(container: String, version: Int, runs: [TextRun]) {
        self.container = container
        self.version = version
        self.runs = runs
    }

    /// Checks a whole text drop without the database: 1 to
    /// ``maximumDocumentCount`` documents, valid and distinct container ids,
    /// at most ``TextDocument/maximumRunCount`` runs and
    /// ``TextDocument/maximumTextBytes`` of text per document, every run's style
    /// in range. Throws ``DropError/Kind/invalidRequest``.
    public static func validateShape(_ edits: [TextEdit]) throws {
        guard !edits.isEmpty else {
            throw DropError(.invalidRequest, "A text drop needs at least one entry in 'documents'.")
        }
        guard edits.count <= maximumDocumentCount else {
            throw DropError(.invalidRequest, "A text drop can change at most \(maximumDocumentCount) documents; this one has \(edits.count).")
        }
        var seen = Set<String>()
        for (offset, edit) in edits.enumerated() {
            let field = "documents[\(offset)]"
            guard Identifier.isValid(edit.container) else {
                throw DropError(.invalidRequest, "'\(field).container' is not a valid id: ids are \(Identifier.ruleDescription).")
            }
            guard seen.insert(edit.container).inserted else {
                throw DropError(.invalidRequest, "A text view appears more than once in 'documents'; send each one's text once.")
            }
            guard edit.version >= 0 else {
                throw DropError(.invalidRequest, "'\(field).version' must be 0 or more; got \(edit.version).")
            }
            guard edit.runs.count <= TextDocument.maximumRunCount else {
                throw DropError(.invalidRequest, "'\(field).runs' has \(edit.runs.count) runs; at most \(TextDocument.maximumRunCount) are allowed.")
            }
            let bytes = edit.runs.reduce(0) { $0 + $1.text.utf8.count }
            guard bytes <= TextDocument.maximumTextBytes else {
                throw DropError(
                    .invalidRequest,
                    "'\(field)' holds \(bytes) bytes of text; a document can hold at most 64 KB."
                )
            }
            for (runOffset, run) in edit.runs.enumerated() {
                if let problem = run.problem() {
                    throw DropError(.invalidRequest, "'\(field).runs[\(runOffset)]': \(problem).")
                }
            }
        }
    }
}
