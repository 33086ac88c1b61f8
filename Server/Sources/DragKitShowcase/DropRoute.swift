import DragKitStore
import Hummingbird

/// `POST /api/drops`: reads, decodes and applies one drop.
///
/// The body is read up to ``maximumBodySize`` bytes (larger bodies are refused
/// with 413 before decoding). Decoding problems give 400; the store's
/// ``DropError``s are rendered by ``APIMiddleware``. On success the response is
/// `{"containers":[…]}` with the containers the drop touched, as committed.
enum DropRoute {
    /// Largest accepted request body: 64 KiB.
    static let maximumBodySize = 64 * 1024

    static let bodyTooLargeMessage = "The request body is larger than 64 KiB; send fewer items per drop."

    static func handle(_ request: Request, store: ShowcaseStore) async throws -> Response {
        let bytes = try await request.boundedBody(upTo: maximumBodySize, tooLarge: bodyTooLargeMessage)
        let body = try DropRequestBody.decode(bytes)
        let identity = try Request.identity(of: request, route: "drops", bytes: bytes)
        let answer = try await store.applyAnswer(try body.drop(), request: identity)
        return JSONResponse.make(encoded: answer)
    }
}
