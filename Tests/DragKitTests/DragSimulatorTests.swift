import DragKit
import DragKitTesting
import Testing

@Suite("DragKitTesting: the simulator behaves like a host")
struct DragSimulatorTests {
    @Test("lastActions of a drop include the drop itself, not just the automatic commit report")
    func lastActionsKeepTheDrop() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.release(at: sim.center(of: archive[0]))
        #expect(sim.lastActions.contains { $0.isCommit })
        #expect(sim.lastActions.contains { $0.isEndPreview })
        #expect(sim.uncommitted.isEmpty)
        #expect(sim.engine.uncommittedCommits.isEmpty)
    }

    @Test("Lists keep their own row height when laid out again after a drop")
    func rowHeightIsKept() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Compact", items: ["A", "B", "C"], rowHeight: 25)
        sim.drag(sim.center(of: items[0]), to: Point(x: 150, y: 70))  // below C
        #expect(sim.order(of: 1) == [items[1], items[2], items[0]])
        #expect(sim.engine.layout.itemFrames[items[0]] == Rect(x: 0, y: 50, width: 300, height: 25))
        #expect(sim.engine.layout.itemFrames[items[1]] == Rect(x: 0, y: 0, width: 300, height: 25))
    }

    @Test("advance delivers every requested tick that falls due, at its own time, in order")
    func ticksInOrder() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.advance(by: .milliseconds(200))
        sim.press(2, at: sim.center(of: inbox[2]), device: .touch)
        sim.advance(by: .milliseconds(2000))
        #expect(sim.clock.now == Timestamp(milliseconds: 2200))
        #expect(sim.engine.draggingPointers == [1, 2])
        let lifts = sim.log.compactMap { if case .beginPreview(let p, _, _) = $0 { p } else { nil } }
        #expect(lifts == [1, 2])
    }

    @Test("ManualClock only moves forward")
    func clockForwardOnly() {
        var clock = ManualClock(startingAt: Timestamp(milliseconds: 100))
        clock.advance(by: .milliseconds(-50))
        #expect(clock.now == Timestamp(milliseconds: 100))
        clock.advance(by: .milliseconds(25))
        #expect(clock.now == Timestamp(milliseconds: 125))
    }
}
