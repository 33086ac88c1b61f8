import DragKitStore
import Hummingbird
import NIOCore

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
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > maximumBodySize {
            throw APIError(.contentTooLarge, bodyTooLargeMessage)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBodySize)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, bodyTooLargeMessage)
        }
        let body = try DropRequestBody.decode(
            TextRequestBody.self, from: Array(buffer.readableBytesView), describing: "the text drop"
        )
        let affected = try await store.applyText(try body.edits())
        return try JSONResponse.make(ContainersPayload(containers: affected))
    }
}
