@testable import DragKit
import Testing

/// A drag's auto-scroll is one enum (``AutoScrollRun``) changed only by named transitions: its
/// timing exists only while it scrolls (A1, issue 23).
@Suite("A1 Auto-scroll run: the phases of one drag's scrolling")
struct AutoScrollStateTests {
    private let list: ContainerID = 1
    private let page: ContainerID = 2
    private let interval = TimeSpan(milliseconds: 16)

    @Test("A1: starting a run scrolls the container, its first step due an interval later")
    func start() {
        var run = AutoScrollRun.idle
        #expect(run.container == nil)
        let due = run.start(list, now: Timestamp(milliseconds: 100), interval: interval)
        #expect(due == Timestamp(milliseconds: 116))
        #expect(run == .scrolling(list, AutoScrollRun.Timing(
            startedAt: Timestamp(milliseconds: 100), lastStep: Timestamp(milliseconds: 100), nextTick: due)))
        #expect(run.container == list)
    }

    @Test("A1: a step keeps when the run started and moves its last step and next tick on")
    func step() {
        var run = AutoScrollRun.idle
        _ = run.start(list, now: Timestamp(milliseconds: 100), interval: interval)
        let due = run.step(at: Timestamp(milliseconds: 120), interval: interval)
        #expect(due == Timestamp(milliseconds: 136))
        #expect(run == .scrolling(list, AutoScrollRun.Timing(
            startedAt: Timestamp(milliseconds: 100), lastStep: Timestamp(milliseconds: 120), nextTick: due)))
    }

    @Test("A1: an idle run stays idle when stepped, and a stopped run is idle")
    func idleAndStop() {
        var run = AutoScrollRun.idle
        run.step(at: Timestamp(milliseconds: 120), interval: interval)
        #expect(run == .idle)
        _ = run.start(list, now: Timestamp(milliseconds: 100), interval: interval)
        run.stop()
        #expect(run == .idle && run.container == nil)
    }

    @Test("A1: handed over to the scroller around it, a run starts afresh there")
    func handOver() {
        var run = AutoScrollRun.idle
        _ = run.start(list, now: Timestamp(milliseconds: 100), interval: interval)
        run.step(at: Timestamp(milliseconds: 116), interval: interval)
        let due = run.start(page, now: Timestamp(milliseconds: 200), interval: interval)
        #expect(run == .scrolling(page, AutoScrollRun.Timing(
            startedAt: Timestamp(milliseconds: 200), lastStep: Timestamp(milliseconds: 200), nextTick: due)))
    }
}
