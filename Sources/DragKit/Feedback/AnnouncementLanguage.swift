/// The languages DragKit ships announcers for (S7): those of the HIG editions it follows. As an
/// ``Announcer`` it speaks through the one it names, so a host can choose at run time without
/// existentials (Embedded Swift has none).
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

    /// The words of this language's announcer for `event`. O(n) in the sentence.
    public func words(for event: Announcement.Event) -> String {
        switch self {
        case .english: return EnglishAnnouncer().words(for: event)
        case .korean: return KoreanAnnouncer().words(for: event)
        case .japanese: return JapaneseAnnouncer().words(for: event)
        }
    }
}
