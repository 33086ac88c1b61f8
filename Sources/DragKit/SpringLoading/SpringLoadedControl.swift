/// Tag for ``SpringID``.
public enum SpringKind: IdentifierKind {}

/// One spring-loaded control registered with the engine (a button, a segment of a segmented
/// control, a folder, a Back button) (S13).
public typealias SpringID = Identifier<SpringKind>

/// A control that opens or activates when a drag pauses over it (S13).
///
/// Spring loading only adds a drag path to an ordinary control: the host keeps its click and tap
/// handlers, so the control still responds to them and spring loading is never the only way to
/// reach what it opens (S13). The engine never presses the control itself; it asks the host to
/// with ``Action/springActivate(_:)``.
public struct SpringLoadedControl: Hashable, Sendable {
    public var id: SpringID
    /// Where the control is on screen, in the same space as pointer locations.
    public var frame: Rect
    /// A short human-readable name ("Archive folder", "Back"), used in announcements (S7).
    public var label: String

    public init(id: SpringID, frame: Rect, label: String) {
        self.id = id
        self.frame = frame
        self.label = label
    }
}
