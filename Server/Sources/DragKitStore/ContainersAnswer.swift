import Foundation

/// The body a successful write is answered with, `{"containers":[…]}`, as UTF-8 JSON bytes
/// (sorted keys, slashes unescaped): the same bytes `GET /api/containers` uses for its shape.
///
/// A write with a request id stores these bytes (``AppliedRequests``) and the HTTP route sends
/// them as they are, so each write is encoded once, and a retry is answered byte for byte as
/// the first time without decoding or encoding anything again (issue 13).
public enum ContainersAnswer {
    private struct Body: Codable {
        var containers: [ListContainer]
    }

    /// `containers` as the answer body. O(size of the containers).
    public static func encode(_ containers: [ListContainer]) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(Body(containers: containers)))
    }

    /// The containers of an answer body. O(size of the body).
    public static func decode(_ bytes: [UInt8]) throws -> [ListContainer] {
        try JSONDecoder().decode(Body.self, from: Data(bytes)).containers
    }
}
