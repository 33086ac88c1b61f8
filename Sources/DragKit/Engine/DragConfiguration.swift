/// The tunable numbers of the engine. The defaults follow the HIG and common practice.
public struct DragConfiguration: Hashable, Sendable {
    /// How far a mouse or pen must move while pressed before a drag begins: about 3 points (F1).
    public var activationDistance: Double
    /// How long a finger must rest before the content lifts (F1). 500 ms by default.
    public var touchLongPress: TimeSpan
    /// How far a finger may wander during the long press; moving further first scrolls instead.
    public var touchSlop: Double

    public init(activationDistance: Double = 3, touchLongPress: TimeSpan = .milliseconds(500), touchSlop: Double = 10) {
        self.activationDistance = activationDistance
        self.touchLongPress = touchLongPress
        self.touchSlop = touchSlop
    }
}
