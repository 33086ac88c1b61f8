/// What assistive technology is told about a step of a drag (S7): lift, over, not allowed,
/// dropped, cancelled, and the steps around them (loading, undo, confirmations, tasks). The
/// engine says *what happened, to what, where* as a structured ``Event``; an `Announcer` (DragKitWords) turns
/// it into words in a language (`EnglishAnnouncer`, `KoreanAnnouncer`,
/// `JapaneseAnnouncer`, or one of the app's own). Hosts speak the words through their
/// accessibility channel (the web host puts them in an `aria-live` region).
public struct Announcement: Hashable, Sendable {
    public enum Politeness: UInt8, Hashable, Sendable {
        /// Read when the reader is idle.
        case polite = 0
        /// Read at once; for failures.
        case assertive = 1
    }

    /// What happened, to what, where.
    public var event: Event
    public var politeness: Politeness

    public init(_ event: Event, politeness: Politeness = .polite) {
        self.event = event
        self.politeness = politeness
    }
}
