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
    /// During a keyboard drag: the first drop point of the current container (S7).
    case home
    /// During a keyboard drag: the last drop point of the current container (S7).
    case end
    /// During a keyboard drag: a page back, as many positions as items fit in the container's
    /// visible frame (S7).
    case pageUp
    /// During a keyboard drag: a page forward (S7).
    case pageDown
    /// Any other key, by a host-chosen code; the engine ignores it except to track modifiers.
    case other(UInt32)
}
