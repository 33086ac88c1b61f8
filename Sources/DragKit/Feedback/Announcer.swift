/// Turns structured announcements into words (S7). The engine never makes sentences itself: it
/// emits ``Announcement/Event`` values, and the host renders them with the announcer for the
/// person's language. DragKit ships ``EnglishAnnouncer``, ``KoreanAnnouncer`` and
/// ``JapaneseAnnouncer`` (the languages of the HIG editions it follows); an app replaces them by
/// conforming its own type, used generically (Embedded Swift has no existentials).
///
/// A conforming type must give every event a sentence (or several, ending in a full stop or
/// its language's equivalent) that a screen reader can speak on its own.
public protocol Announcer {
    /// The words for `event`. O(n) in the length of the sentence.
    func words(for event: Announcement.Event) -> String
}
