/// A length of time in whole milliseconds, for delays and animation durations.
public struct TimeSpan: Hashable, Comparable, Sendable {
    public var milliseconds: Int64

    @inlinable
    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    @inlinable
    public static func milliseconds(_ value: Int64) -> TimeSpan {
        TimeSpan(milliseconds: value)
    }

    @inlinable
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}
