import DragKitStore
import Hummingbird

/// `POST /api/text`: reads, decodes and applies one text drop.
///
/// The body is read up to ``maximumBodySize`` bytes (larger bodies are refused
/// with 413); a document over 64 KB of text, a malformed body or an unknown or
/// non-text container give 400, a stale version 409. On success the response
/// is `{"containers":[…]}` with the touched text containers, as committed.
enum TextRoute {
    /// Largest accepted request body: 512 KiB (64 KB of text plus its styles).
    static let maximumBodySize = 512 * 1024

    static let bodyTooLargeMessage = "The request body is larger than 512 KiB; a document holds at most 64 KB of text."

    static func handle(_ request: Request, store: ShowcaseStore) async throws -> Response {
        let bytes = try await request.boundedBody(upTo: maximumBodySize, tooLarge: bodyTooLargeMessage)
        let body = try DropRequestBody.decode(TextRequestBody.self, from: bytes, describing: "the text drop")
        let identity = try Request.identity(of: request, route: "text", bytes: bytes)
        let answer = try await store.applyTextAnswer(try body.edits(), request: identity)
        return JSONResponse.make(encoded: answer)
    }
}
