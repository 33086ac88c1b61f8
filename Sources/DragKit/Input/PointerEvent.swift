/// One pointer event as the host observed it.
public struct PointerEvent: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: UInt8, Hashable, Sendable {
        /// The pointer was pressed (mouse button, finger or pen contact).
        case down = 0
        /// The pointer moved, pressed or not.
        case moved = 1
        /// The pointer was released.
        case up = 2
        /// The platform took the pointer away (a system gesture, the window lost it).
        case cancelled = 3
    }

    public var pointer: PointerID
    public var device: PointerDevice
    public var phase: Phase
    /// Where the pointer is, in the host's coordinate space.
    public var location: Point
    public var modifiers: Modifiers
    public var timestamp: Timestamp
    /// The item the host found under the pointer, if it knows (the web host asks the DOM). When
    /// `nil` on a press, the engine hit-tests its own ``Layout``.
    public var target: ItemID?
    /// How hard the pointer presses, from 0 to 1 (0 when the device cannot tell). A press at or
    /// above ``DragConfiguration/forcePressThreshold`` over a spring-loaded control activates it
    /// at once, as a force click does (S13).
    public var pressure: Double

    @inlinable
    public init(
        pointer: PointerID, device: PointerDevice, phase: Phase, location: Point,
        modifiers: Modifiers = [], timestamp: Timestamp, target: ItemID? = nil, pressure: Double = 0
    ) {
        self.pressure = pressure
        self.pointer = pointer
        self.device = device
        self.phase = phase
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.target = target
    }
}
