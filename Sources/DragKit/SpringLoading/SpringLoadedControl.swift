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

/// A drag's pause over one spring-loaded control.
struct SpringHover: Equatable, Sendable {
    var control: SpringID
    /// Where the current dwell began; moving further than the tolerance from here restarts it.
    var anchor: Point
    /// When the current dwell began.
    var since: Timestamp
    var flashed: Bool
    /// Activated (or backed out of with Escape) during this hover: it will not activate again
    /// until the pointer leaves the control and comes back.
    var isDone: Bool
}

/// The spring-loaded controls and each drag's hover over them.
struct SpringLoadingState: Equatable, Sendable {
    var controls: [SpringID: SpringLoadedControl] = [:]
    var hovers: [PointerID: SpringHover] = [:]

    /// The smallest control whose frame contains `point` (ties: the lowest id). O(s) in the
    /// number of controls.
    func control(at point: Point) -> SpringLoadedControl? {
        var best: SpringLoadedControl?
        for id in controls.keys.sorted() {
            guard let control = controls[id], control.frame.contains(point) else { continue }
            if let current = best,
               current.frame.width * current.frame.height <= control.frame.width * control.frame.height {
                continue
            }
            best = control
        }
        return best
    }
}
