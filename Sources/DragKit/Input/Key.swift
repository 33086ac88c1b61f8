/// The keys the engine acts on. Hosts map their platform's key codes to these.
public enum Key: Hashable, Sendable {
    case escape
    case enter
    case space
    case tab
    case arrowUp
    case arrowDown
    case arrowLeft
    case arrowRight
    /// Any other key, by a host-chosen code; the engine ignores it except to track modifiers.
    case other(UInt32)
}
