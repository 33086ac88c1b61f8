import DragKit
import DragKitWords

// The English rendering of structured announcements (S7), so tests compare the sentences
// DragKit has always spoken: `announcement.english`, `question.message.english`, and actions
// with their announcements in words (`actions.inEnglish`).

extension Announcement {
    /// The sentence ``EnglishAnnouncer`` makes of this announcement.
    public var english: String { words(by: EnglishAnnouncer()) }
}

extension Announcement.Event {
    /// The sentence ``EnglishAnnouncer`` makes of this event.
    public var english: String { EnglishAnnouncer().words(for: self) }
}

/// An action with its announcement put into English words, for comparing whole action lists.
public enum EnglishAction: Equatable {
    /// An announcement: its English sentence and politeness.
    case announce(String, Announcement.Politeness = .polite)
    /// Any other action, as it is.
    case other(Action)

    public init(_ action: Action) {
        if case .announce(let announcement) = action {
            self = .announce(announcement.english, announcement.politeness)
        } else {
            self = .other(action)
        }
    }
}

extension Array where Element == Action {
    /// These actions with their announcements in English.
    public var inEnglish: [EnglishAction] { map(EnglishAction.init) }
}
