/// The engine's clock (issue 23: an explicit part of ``DragEngine``): the time of the latest
/// input event, which rate limits (F3), announcement delays (A2) and ticks are measured from.
///
/// The engine never reads a system clock. The clock only moves forward, and only when an input
/// event carries a later time than any seen so far:
///
/// ```
/// zero ──advance(to: t > now)──► t        advance(to: t ≤ now) changes nothing
/// ```
struct Clock: Equatable, Sendable {
    /// The time of the latest input event (``Timestamp/zero`` before the first).
    private(set) var now: Timestamp = .zero

    /// Moves the clock to `time` if that is later than ``now``; an earlier or equal time (an
    /// event reported out of order) changes nothing. O(1).
    mutating func advance(to time: Timestamp) {
        if time > now { now = time }
    }
}
