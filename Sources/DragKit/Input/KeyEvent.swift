/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    /// `true` for a press, `false` for a release.
    public var isDown: Bool
    /// The modifiers held after this event took effect.
    public var modifiers: Modifiers
    public var timestamp: Timestamp

    @inlinable
    public init(key: Key, isDown: Bool = true, modifiers: Modifiers = [], timestamp: Timestamp) {
        self.key = key
        self.isDown = isDown
        self.modifiers = modifiers
        self.timestamp = timestamp
    }
}
