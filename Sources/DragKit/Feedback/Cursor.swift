/// What the pointer shows during a drag, so people can tell what a drop will do (F8).
public enum Cursor: UInt8, Hashable, Sendable {
    /// No drag: the host's normal pointer.
    case automatic = 0
    /// Dragging; the drop would move the content (or there is no destination yet).
    case grabbing = 1
    /// The drop would copy the content.
    case copy = 2
    /// The drop would place a link to the content.
    case link = 3
    /// The drop is not possible here.
    case notAllowed = 4
    /// The drop would make the content disappear (dragging out of a place that removes it).
    case disappearingItem = 5
    /// Over empty space, where the drop opens the content in a new window (P3).
    case newWindow = 6
}
