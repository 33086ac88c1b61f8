import DragKit
import Testing
@testable import DragKitGTK

// The host's clock (issue 26): GTK event times (the X server's milliseconds) between ticks timed
// by the monotonic clock. It must never run backwards, and never stall: a stalled clock made a
// tick look early to the engine, which then never ended a spring-loading pause (S13).

@Test func anEventStampedBehindTheClockLetsTheClockRunOn() {
    var clock = HostClock()
    #expect(clock.event(1_000, monotonic: 0).milliseconds == 1_000)
    #expect(clock.now(monotonic: 400).milliseconds == 1_400)  // a tick, 400 ms later
    // An event that happened at 1 380 by the X server, handled at 420 ms: late, but time goes on.
    #expect(clock.event(1_380, monotonic: 420).milliseconds == 1_420)
    #expect(clock.now(monotonic: 800).milliseconds == 1_800)
}

@Test func eventTimesAheadOfTheClockWinAndItNeverRunsBackwards() {
    var clock = HostClock()
    #expect(clock.event(5_000, monotonic: 100).milliseconds == 5_000)
    #expect(clock.event(7_000, monotonic: 150).milliseconds == 7_000)
    #expect(clock.event(6_000, monotonic: 160).milliseconds == 7_010)
    #expect(clock.event(0, monotonic: 200).milliseconds == 7_050)  // XDND events carry no time
}
