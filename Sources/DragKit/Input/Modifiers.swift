/// Keyboard modifier keys held while an event happened.
///
/// Option (Alt) is read at drop time to turn a same-container move into a copy (S4).
public struct Modifiers: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8

    @inlinable
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    /// Option on Apple keyboards, Alt elsewhere.
    public static let option = Modifiers(rawValue: 1 << 2)
    /// Command on Apple keyboards, Meta/Windows elsewhere.
    public static let command = Modifiers(rawValue: 1 << 3)
}
