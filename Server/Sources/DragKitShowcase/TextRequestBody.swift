import DragKitStore

/// The JSON body of `POST /api/text`: `{"documents":[TextEdit]}`.
struct TextRequestBody: Decodable {
    var documents: [TextEdit]?

    /// The edits, throwing an ``APIError`` (400) when `documents` is missing.
    func edits() throws -> [TextEdit] {
        guard let documents else {
            throw APIError(.badRequest, "Missing field 'documents': an array of {container, version, runs}.")
        }
        return documents
    }
}
