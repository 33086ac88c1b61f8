import DragKit

/// Turns structured announcements into words (S7). The engine never makes sentences itself: it
/// emits ``Announcement/Event`` values, ``FailureReason``s and ``UndoKind``s, and the host
/// renders them with the announcer for the person's language. DragKit ships
/// ``EnglishAnnouncer``, ``KoreanAnnouncer`` and ``JapaneseAnnouncer`` (the languages of the HIG
/// editions it follows); an app replaces them by conforming its own type, used generically
/// (Embedded Swift has no existentials).
///
/// A conforming type must give every event a sentence (or several, ending in a full stop or
/// its language's equivalent) that a screen reader can speak on its own; the names among the
/// events (``Announcement/Event/dropPointName(in:at:asCopy:)``,
/// ``Announcement/Event/dragSourceName(_:position:of:in:draggable:)``) are short phrases.
import DragKit

public protocol Announcer {
    /// The words for `event`. O(n) in the length of the sentence.
    func words(for event: Announcement.Event) -> String

    /// The clause for a failure's reason, said inside a sentence (a host's words pass
    /// through). English unless the announcer says otherwise. O(n).
    func words(for reason: FailureReason) -> String

    /// The Edit menu's title for `command`, naming the change `kind` for undo and redo ("Undo
    /// Move", "Redo Make Clipping"; "Undo" when `kind` is `nil`). English unless the announcer
    /// says otherwise. O(n).
    func menuTitle(_ command: Announcement.Command, _ kind: UndoKind?) -> String
}

extension Announcer {
    public func words(for reason: FailureReason) -> String {
        AnnouncementLanguage.english.words(for: reason)
    }

    public func menuTitle(_ command: Announcement.Command, _ kind: UndoKind?) -> String {
        AnnouncementLanguage.english.menuTitle(command, kind)
    }
}

extension Announcement {
    /// The words `announcer` gives this announcement. O(n) in the length of the sentence.
    public func words<Words: Announcer>(by announcer: Words) -> String {
        announcer.words(for: event)
    }
}
