/// The tunable numbers of the engine. The defaults follow the HIG and common practice.
public struct DragConfiguration: Hashable, Sendable {
    /// How far a mouse or pen must move while pressed before a drag begins: about 3 points (F1).
    public var activationDistance: Double
    /// How long a finger must rest before the content lifts (F1). 500 ms by default.
    public var touchLongPress: TimeSpan
    /// How far a finger may wander during the long press; moving further first scrolls instead.
    public var touchSlop: Double
    /// How long a drag must pause over a spring-loaded control before it activates (S13).
    /// 500 ms by default, as GTK's hover-to-expand.
    public var springLoadingDelay: TimeSpan = .milliseconds(500)
    /// How long before activation the control flashes (``Action/springFlash(_:)``); clamped to
    /// the delay.
    public var springFlashLead: TimeSpan = .milliseconds(150)
    /// How far the pointer may move within a spring-loaded control without restarting the pause.
    public var springTolerance: Double = 6
    /// The pointer pressure (0–1) at or above which a press over a spring-loaded control
    /// activates it at once, as a force click does (S13).
    public var forcePressThreshold: Double = 0.8
    /// The edge band of a scrollable container, as a fraction of its visible length, for small
    /// containers (A1): the band is this fraction or ``autoScrollBandCap``, whichever is less.
    public var autoScrollBandFraction: Double = 0.25
    /// The widest edge band, in points, however large the container (A1): 48 points, so only a
    /// drag at the very edge (or beyond it) scrolls, as on macOS, and a drag aiming at content
    /// near the edge does not slide it away.
    public var autoScrollBandCap: Double = 48
    /// The auto-scroll speed at the very edge, in points per second (A1). Past the edge it grows
    /// on, up to twice this a band's depth beyond it.
    public var autoScrollMaxSpeed: Double = 900
    /// How long auto-scroll takes to reach full speed after entering the band, so it does not
    /// start too eagerly (A1).
    public var autoScrollRamp: TimeSpan = .milliseconds(400)
    /// After the ramp, how long a drag held at the edge takes to double its speed, so a long
    /// scroll gets faster the longer it is held, as on macOS (A1).
    public var autoScrollAcceleration: TimeSpan = .milliseconds(2000)
    /// How long a pointer drag rests at a new insertion point, in a destination already
    /// announced, before that position is announced (S7, P4): the sentence said on entering
    /// names a position, and one the drag has since left would mislead; said at every step of a
    /// quick move, positions would chatter.
    public var positionAnnouncementDelay: TimeSpan = .milliseconds(500)
    /// How often auto-scroll steps, about once a frame (A1).
    public var autoScrollInterval: TimeSpan = .milliseconds(16)

    public init(activationDistance: Double = 3, touchLongPress: TimeSpan = .milliseconds(500), touchSlop: Double = 10) {
        self.activationDistance = activationDistance
        self.touchLongPress = touchLongPress
        self.touchSlop = touchSlop
    }
}
