import DragKit
import DragKitTesting
import Testing

/// Re-reporting frames that did not change must not invalidate the engine's geometry caches
/// (found by the benchmarks: a host that re-measures everything on `measureLayout` made every
/// lift rebuild the insertion locator, O(n)), while frames that did change must still re-target.
@Suite("Layout caches: unchanged frames keep them, changed frames refresh them")
struct LayoutCacheTests {
    /// A list of `count` 40-point rows at the origin; returns the simulator and the items.
    func list(_ count: Int) throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Inbox", items: (0..<count).map { "Row \($0)" })
        return (sim, items)
    }

    @Test("F2: reporting a frame the engine already has leaves the layout generation unchanged")
    func unchangedFrameKeepsGeneration() throws {
        var (sim, items) = try list(3)
        let before = sim.engine.layoutGeneration
        let frame = try #require(sim.engine.layout.itemFrames[items[1]])
        let containerFrame = try #require(sim.engine.layout.containerFrames[1])
        _ = sim.engine.handle(.itemFrame(frame, of: items[1]))
        _ = sim.engine.handle(.containerFrame(containerFrame, of: 1))
        #expect(sim.engine.layoutGeneration == before)

        _ = sim.engine.handle(.itemFrame(frame.offsetBy(Point(x: 0, y: 1)), of: items[1]))
        #expect(sim.engine.layoutGeneration > before)
        let afterItem = sim.engine.layoutGeneration
        _ = sim.engine.handle(.containerFrame(containerFrame.offsetBy(Point(x: 0, y: 1)), of: 1))
        #expect(sim.engine.layoutGeneration > afterItem)
    }

    @Test("F2: re-measuring unchanged frames mid-drag changes no feedback")
    func remeasureMidDragIsSilent() throws {
        var (sim, items) = try list(4)
        sim.press(at: sim.center(of: items[0]))
        sim.move(to: sim.point(in: items[2], fraction: 0.9))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        sim.relayout(1)
        sim.clearLog()
        let actions = sim.engine.handle(.layoutDidChange)
        #expect(actions.isEmpty)
        #expect(sim.engine.feedback(for: 1)?.destination == cue)
    }

    @Test("F2: after a scroll (frames moved), layoutDidChange re-targets the insertion point")
    func scrolledFramesRetarget() throws {
        var (sim, items) = try list(6)
        sim.press(at: sim.center(of: items[0]))
        // Below row 3's midpoint (y 140): inserts after it, at index 3 of the list without the
        // moved row.
        sim.move(to: Point(x: 150, y: 150))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 3)
        // The list scrolls up by 80 points; the pointer stays put, so it is now over row 5.
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: -80, width: 300, height: 320), of: 1))
        sim.relayout(1, origin: Point(x: 0, y: -80))
        _ = sim.engine.handle(.layoutDidChange)
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 5)
    }
}
