import Foundation
import Hummingbird

/// Builds JSON responses with an explicit status.
enum JSONResponse {
    /// `value` encoded as JSON with `Content-Type: application/json; charset=utf-8`.
    static func make(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    /// A 200 with `bytes`, already encoded JSON (``ContainersAnswer``).
    static func make(encoded bytes: [UInt8]) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }

    /// The error body of the API: `{"error":"<message>"}`.
    static func error(_ message: String, status: HTTPResponse.Status) -> Response {
        struct Body: Encodable { var error: String }
        // Encoding a single string cannot fail; fall back to a fixed body anyway.
        return (try? make(Body(error: message), status: status))
            ?? Response(
                status: status,
                headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"error":"Request failed."}"#))
            )
    }
}
