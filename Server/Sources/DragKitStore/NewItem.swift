/// An item made at a drop (``Drop/created``): a clipping made from dropped
/// text, or what a converted item (a contact dropped as a recipient) becomes.
///
/// JSON: `{"id","type","title","payload":{…}}`.
public struct NewItem: Sendable, Hashable, Codable {
    /// Longest title, in characters.
    public static let maximumTitleLength = 500
    /// Largest payload, in bytes of compact JSON.
    public static let maximumPayloadBytes = 16 * 1024
    /// Longest type, in characters.
    public static let maximumTypeLength = 128

    public var id: String
    public var type: String
    public var title: String
    public var payload: JSONValue

    public init(id: String, type: String, title: String, payload: JSONValue = .object([:])) {
        self.id = id
        self.type = type
        self.title = title
        self.payload = payload
    }

    /// Whether `type` is a plausible type identifier: 1 to 128 characters from
    /// A-Z, a-z, 0-9, `.`, `-` and `_` (so it can never break the
    /// space-separated `accepts` column).
    static func isValidType(_ type: String) -> Bool {
        let bytes = type.utf8
        guard !bytes.isEmpty, bytes.count <= maximumTypeLength else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default:
                false
            }
        }
    }
}
