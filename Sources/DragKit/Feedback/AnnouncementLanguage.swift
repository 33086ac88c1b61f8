/// The languages DragKit ships announcers for (S7): those of the HIG editions it follows. As an
/// ``Announcer`` it says what the one it names says (each shipped announcer speaks through it,
/// from its language's templates), so a host can choose at run time without existentials
/// (Embedded Swift has none).
public enum AnnouncementLanguage: UInt8, Hashable, Sendable, Announcer {
    case english = 0
    case korean = 1
    case japanese = 2

    /// The language of a BCP 47 tag as a page's `lang` gives it: `ko`, `ko-KR` → Korean; `ja`,
    /// `ja-JP` → Japanese; anything else, or nothing (`""`), → English. Case-insensitive.
    /// O(n) in the tag's length.
    public init(tag: String) {
        var primary = ""
        for character in tag {
            if character == "-" || character == "_" { break }
            primary.append(character)
        }
        switch primary {
        case "ko", "KO", "Ko", "kO": self = .korean
        case "ja", "JA", "Ja", "jA": self = .japanese
        default: self = .english
        }
    }
}
