/// The engine's time as a host keeps it (issue 36: written once for the web and the desktop
/// host): from the times its input events are stamped with and, between events, a monotonic
/// clock (for ticks). It never runs backwards, and never stalls.
///
/// The engine itself never reads a clock (``Timestamp``); a host owns one `HostClock` and asks it
/// for the ``Timestamp`` of each event it forwards:
///
/// - An event stamped later than the clock's time sets the time (events win: they are what the
///   person did, in the order they did it).
/// - An event stamped earlier, or with no time at all (a drag between apps may carry none), lets
///   the clock run on by the monotonic time elapsed since it was last set: a stalled clock would
///   make a due tick look early, and a spring-loading pause (S13) would never end.
/// - A monotonic reading earlier than the last one (a page passing a bad time) counts as no time
///   elapsed, so nothing a host is handed can turn the engine's clock back (F3, A2).
///
/// A browser host passes the same time for both (the page's `performance.now()` is its event
/// clock and its monotonic clock); the desktop host passes X server event times and
/// `g_get_monotonic_time()`. Every operation is O(1).
public struct HostClock: Equatable, Sendable {
    /// The engine's time now: the latest time handed out.
    public private(set) var current = Timestamp.zero
    /// The monotonic reading (ms) when ``current`` was last set.
    private var lastMonotonic: Int64 = 0

    public init() {}

    /// The engine time of an event stamped `time` (`nil` when it carries none), handled when the
    /// monotonic clock reads `monotonic` milliseconds. O(1).
    public mutating func event(at time: Timestamp?, monotonic: Int64) -> Timestamp {
        guard let time, time > current else { return now(monotonic: monotonic) }
        current = time
        lastMonotonic = max(lastMonotonic, monotonic)
        return current
    }

    /// The engine time now, for a tick: the last time plus the monotonic time elapsed since it was
    /// set. O(1).
    public mutating func now(monotonic: Int64) -> Timestamp {
        let elapsed = max(0, monotonic - lastMonotonic)
        current = Timestamp(milliseconds: current.milliseconds + elapsed)
        lastMonotonic = max(lastMonotonic, monotonic)
        return current
    }
}
