import Hummingbird
import NIOCore

extension Request {
    /// The request body's bytes, read up to `limit`. A body that declares
    /// (`Content-Length`) or sends more is refused with 413 and `message`
    /// before anything is decoded, so each route names its own limit. A body cut short by the
    /// client is a 400, logged once at info level (issue 13).
    func boundedBody(upTo limit: Int, tooLarge message: String) async throws -> [UInt8] {
        if let declared = headers[.contentLength].flatMap(Int.init), declared > limit {
            throw APIError(.contentTooLarge, message)
        }
        do {
            let buffer = try await body.collect(upTo: limit)
            return Array(buffer.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, message)
        } catch {
            // The client stopped sending (closed or reset the connection) before the body was
            // complete: its fault, not the server's, and nothing was read or changed.
            throw APIError(
                .badRequest, "The request body ended before it was complete; nothing was changed.", logAtInfo: true
            )
        }
    }
}
