/// The limits an item made at a drop (``Drop/created``) is checked against: a
/// clipping made from dropped text, or what a converted item (a contact dropped
/// as a recipient) becomes. It has the shape of any stored item,
/// `{"id","type","title","payload":{…}}`, so it is a ``ListItem``.
extension ListItem {
    /// Longest title, in characters.
    public static let maximumTitleLength = 500
    /// Largest payload, in bytes of compact JSON.
    public static let maximumPayloadBytes = 16 * 1024
    /// Longest type, in characters.
    public static let maximumTypeLength = 128

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
