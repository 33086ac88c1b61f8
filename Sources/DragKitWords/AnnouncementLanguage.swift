import DragKit

/// The languages DragKit ships announcers for (S7): those of the HIG editions it follows. As an
/// ``Announcer`` it says what the one it names says (each shipped announcer speaks through it,
/// from its language's templates), so a host can choose at run time without existentials
/// (Embedded Swift has none).
import DragKit

public enum AnnouncementLanguage: UInt8, Hashable, Sendable, Announcer {
    case english = 0
    case korean = 1
    case japanese = 2

    /// The language of a BCP 47 tag as a page's `lang` gives it: `ko`, `ko-KR` → Korean; `ja`,
    /// `ja-JP` → Japanese; anything else, or nothing (`""`), → English. Case-insensitive.
    /// Read as bytes: a tag is ASCII, and no `String` comparison is needed. O(1).
    public init(tag: String) {
        var primary: [UInt8] = []
        for byte in tag.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || primary.count > 2 { break }
            primary.append(byte | 0x20)  // ASCII lower case
        }
        switch primary {
        case [UInt8(ascii: "k"), UInt8(ascii: "o")]: self = .korean
        case [UInt8(ascii: "j"), UInt8(ascii: "a")]: self = .japanese
        default: self = .english
        }
    }
}
