/// What kind of device produced a pointer event; activation differs by device (F1).
public enum PointerDevice: UInt8, Hashable, Sendable {
    /// A mouse or trackpad: a drag starts once the pointer moves past a small distance.
    case mouse = 0
    /// A finger: a drag starts after a long press; moving sooner scrolls instead.
    case touch = 1
    /// A stylus: behaves like a mouse (press and move), with the touch slop tolerance.
    case pen = 2
}
