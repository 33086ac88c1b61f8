import DragKit

/// The engine's time, from GTK event times (milliseconds of the X server's clock) and, between
/// events, the monotonic clock (for ticks): never runs backwards (the engine needs that).
struct HostClock {
    private var last = Timestamp.zero
    /// The monotonic time (ms) when ``last`` was taken.
    private var lastMonotonic: Int64 = 0

    /// The engine time of an event stamped `eventTime`, with the monotonic clock at `monotonic`. O(1).
    mutating func event(_ eventTime: UInt32, monotonic: Int64) -> Timestamp {
        // Drag-and-drop events between apps may carry no time: the clock goes on by itself.
        guard eventTime != 0 else { return now(monotonic: monotonic) }
        let time = Timestamp(milliseconds: Int64(eventTime))
        if time > last { last = time }
        lastMonotonic = monotonic
        return last
    }

    /// The engine time now, for a tick: the last event time plus the monotonic time since. O(1).
    mutating func now(monotonic: Int64) -> Timestamp {
        let time = Timestamp(milliseconds: last.milliseconds + max(0, monotonic - lastMonotonic))
        last = time
        lastMonotonic = monotonic
        return time
    }

    var current: Timestamp { last }
}
