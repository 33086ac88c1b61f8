@testable import DragKit
import Testing

@Suite("Owned machines: auto-scroll and spring loading forget drags that ended (A1, S13)")
struct OwnedMachineTests {
    @Test("A1: ending the runs of finished drags keeps the others' runs")
    func autoScrollRunsEnd() {
        var state = AutoScrollState()
        let run = AutoScrollRun(container: 1, startedAt: Timestamp(milliseconds: 0),
                                lastStep: Timestamp(milliseconds: 0), nextTick: Timestamp(milliseconds: 16))
        state.runs[1] = run
        state.runs[2] = run
        state.endRuns { $0 == 1 }
        #expect(state.runs == [2: run])
    }

    @Test("S13: forgetting the hovers of finished drags keeps the others' dwells")
    func springHoversForgotten() {
        var state = SpringLoadingState()
        let hover = SpringHover(control: 7, anchor: Point(x: 1, y: 1), since: Timestamp(milliseconds: 0),
                                flashed: false, isDone: false)
        state.hovers[1] = hover
        state.hovers[2] = hover
        state.forgetHovers { $0 == 2 }
        #expect(state.hovers == [1: hover])
    }
}
