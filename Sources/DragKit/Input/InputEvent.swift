/// Everything that can happen to the engine, each with the time the host observed it.
public enum InputEvent: Hashable, Sendable {
    case pointer(PointerEvent)
    case key(KeyEvent)
    /// Time passed. Hosts send this when a tick they were asked for (``Action/scheduleTick(at:)``)
    /// comes due; extra ticks are harmless.
    case tick(Timestamp)

    /// When the event happened.
    public var timestamp: Timestamp {
        switch self {
        case .pointer(let event): return event.timestamp
        case .key(let event): return event.timestamp
        case .tick(let time): return time
        }
    }
}
