/// The rule every container id and item id must follow.
///
/// A valid identifier is 1 to 64 characters, each an ASCII letter, an ASCII
/// digit, `_`, `-` or `.`, not starting with `.` (the regular expression
/// `^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$`): `note-trip.attachments` is an id,
/// `.` and `..` are not, so an id is always a safe URL path segment.
public enum Identifier {
    /// Longest allowed identifier, in characters.
    public static let maximumLength = 64

    /// Human-readable statement of the rule, for error messages.
    public static let ruleDescription = "1 to 64 characters from A-Z, a-z, 0-9, '_', '-' and '.', not starting with '.'"

    /// Returns true when `string` is a valid identifier.
    public static func isValid(_ string: String) -> Bool {
        let bytes = string.utf8
        guard let first = bytes.first, first != UInt8(ascii: "."), bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
                return true
            default:
                return false
            }
        }
    }
}
