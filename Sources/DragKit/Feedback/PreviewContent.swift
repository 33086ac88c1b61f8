/// What a drag image shows (F2, S6): items, or a range of a text view's text. One
/// ``Action/beginPreview(_:_:frame:)`` for every payload (issue 23).
public enum PreviewContent: Hashable, Sendable {
    /// These items, in drag order.
    case items([ItemID])
    /// The text `range` of the text view `source` (S6).
    case text(source: ContainerID, range: TextRange)
}
