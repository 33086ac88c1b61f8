/// A sentence for assistive technology about a step of a drag (S7): lift, over, not allowed,
/// dropped, cancelled. Hosts speak it through their accessibility channel (the web host puts it
/// in an `aria-live` region).
public struct Announcement: Hashable, Sendable {
    public enum Politeness: UInt8, Hashable, Sendable {
        /// Read when the reader is idle.
        case polite = 0
        /// Read at once; for failures.
        case assertive = 1
    }

    public var text: String
    public var politeness: Politeness

    public init(_ text: String, politeness: Politeness = .polite) {
        self.text = text
        self.politeness = politeness
    }
}
