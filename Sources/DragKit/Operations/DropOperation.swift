/// What a drop does, as a destination proposes it while the content hovers over it.
public enum DropOperation: UInt8, Hashable, Sendable {
    /// Nothing happens; the destination doesn't take part.
    case cancel = 0
    /// The destination would take this kind of content, but not now or not here ("not allowed").
    case forbidden = 1
    /// The content is copied: it exists at both ends afterwards.
    case copy = 2
    /// The content is moved: afterwards it exists only at the destination.
    case move = 3
    /// A reference to the content is placed at the destination.
    case link = 4
    /// The content is removed for good: a copy taken back by undo (S10). Never proposed by a
    /// destination during a drag; it appears only in ``Transfer``s the undo history commits.
    case delete = 5

    /// Whether a drop with this operation changes anything.
    public var isAccepted: Bool {
        self == .copy || self == .move || self == .link
    }
}
