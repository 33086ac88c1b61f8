/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    /// `true` for a press, `false` for a release.
    public var isDown: Bool
    /// The modifiers held after this event took effect.
    public var modifiers: Modifiers
    public var timestamp: Timestamp
    /// The draggable item that has keyboard focus, if any. Space or Enter pressed with a target
    /// and no keyboard drag in progress picks the target up (S7, see
    /// ``Event/pickUp(_:modifiers:)``). Hosts set it only while a draggable item is focused.
    public var target: ItemID?

    @inlinable
    public init(key: Key, isDown: Bool = true, modifiers: Modifiers = [], timestamp: Timestamp, target: ItemID? = nil) {
        self.key = key
        self.isDown = isDown
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.target = target
    }
}
