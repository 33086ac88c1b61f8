/// A moment on the host's monotonic clock, in whole milliseconds.
///
/// The engine never reads a clock. Every input event carries the time the host observed it,
/// and timers are requested as ``Action/scheduleTick(at:)``; the same script of events and
/// timestamps therefore always produces the same output.
public struct Timestamp: Hashable, Comparable, Sendable {
    public var milliseconds: Int64

    @inlinable
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    public static let zero = Timestamp(milliseconds: 0)

    @inlinable
    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }

    @inlinable
    public static func + (lhs: Timestamp, rhs: TimeSpan) -> Timestamp {
        Timestamp(milliseconds: lhs.milliseconds + rhs.milliseconds)
    }

    /// The time elapsed from `earlier` to `self` (negative if `earlier` is later).
    @inlinable
    public static func - (lhs: Timestamp, rhs: Timestamp) -> TimeSpan {
        TimeSpan(milliseconds: lhs.milliseconds - rhs.milliseconds)
    }
}
