import Testing
@testable import DragKit

/// The host kit's clock (issue 36), one for the web and the desktop host: event times win, the
/// monotonic clock carries it on between them, and nothing turns it back (F3, A2, S13).
@Suite("F3, A2, S13 The host's clock")
struct HostClockTests {
    private func at(_ milliseconds: Int64) -> Timestamp { Timestamp(milliseconds: milliseconds) }

    @Test("S13: an event stamped behind the clock lets it run on by the monotonic time, never stall")
    func runsOn() {
        var clock = HostClock()
        #expect(clock.event(at: at(1_000), monotonic: 0) == at(1_000))
        #expect(clock.now(monotonic: 400) == at(1_400))  // a tick, 400 ms later
        // An event that happened at 1,380 by its own clock, handled at 420 ms: late, but time goes on.
        #expect(clock.event(at: at(1_380), monotonic: 420) == at(1_420))
        #expect(clock.event(at: nil, monotonic: 500) == at(1_500))  // an event with no time
        #expect(clock.current == at(1_500))
    }

    @Test("F3: a page's clock passed as both clocks is clamped: never earlier than the last time, and a time behind it adds nothing")
    func pageClock() {
        var clock = HostClock()
        var seen: [Int64] = []
        for time: Int64 in [1_000, 900, 950, 1_100, 0, 1_100, 1_250] {
            seen.append(clock.event(at: at(time), monotonic: time).milliseconds)
        }
        #expect(seen == [1_000, 1_000, 1_000, 1_100, 1_100, 1_100, 1_250])
        #expect(clock.now(monotonic: 1_200) == at(1_250))  // a tick stamped behind: no time elapsed
    }
}
