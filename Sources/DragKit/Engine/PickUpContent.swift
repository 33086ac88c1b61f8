/// What a keyboard drag picks up (``Event/pickUp(_:modifiers:)``, S7): items, or the selected
/// text of a text view (S6). One event for every payload (issue 23).
public enum PickUpContent: Hashable, Sendable {
    /// These items, from one container.
    case items([ItemID])
    /// The selected text of the text view `in`.
    case selectedText(in: ContainerID)
}
