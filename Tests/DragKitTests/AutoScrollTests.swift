import DragKit
import DragKitTesting
import Testing

/// A list of 20 rows of 40 points (800 points of content) shown in a 300 × 400 viewport, so the
/// edge bands are 48 points deep (25 % of 400 is more than the 48-point cap), and a plain list to
/// its right.
private enum Scroller {
    static let list: ContainerID = 1
    static let other: ContainerID = 2

    static func scene(configuration: DragConfiguration = DragConfiguration()) throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator(configuration: configuration)
        let items = try sim.addList(
            list, "Long list", policy: ContainerPolicy(crossContainerOperation: .move),
            items: (1...20).map { "Row \($0)" }, height: 400)
        try sim.addList(other, "Other", items: ["A"], origin: Point(x: 400, y: 0))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800), of: list))
        return (sim, items)
    }
}

extension DragSimulator {
    /// The total scroll of `container` along y requested so far.
    fileprivate func scrolledY(_ container: ContainerID) -> Double {
        scrolls.filter { $0.0 == container }.reduce(0) { $0 + $1.1.y }
    }

    fileprivate var insertionIndex: Int? {
        engine.feedback(for: 1)?.destination?.insertionIndex
    }
}

@Suite("A1 Auto-scroll")
struct AutoScrollTests {
    @Test("A1: dragging inside the bottom edge band scrolls; just outside the band does not")
    func startsInBandOnly() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 350))  // band starts at y 352
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolls.isEmpty)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)

        sim.move(to: Point(x: 150, y: 360))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Scroller.list)
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolledY(Scroller.list) > 0)
        #expect(sim.scrolls.allSatisfy { $0.1.x == 0 && $0.1.y > 0 })
    }

    @Test("A1: the top band scrolls back toward the start, but not past it")
    func topBandScrollsBack() throws {
        var (sim, items) = try Scroller.scene()
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800, offset: 100), of: Scroller.list))
        sim.lift(items[5], to: Point(x: 150, y: 5))
        sim.advance(by: .milliseconds(3000))
        #expect(abs(sim.scrolledY(Scroller.list) + 100) < 1e-9)
        #expect(sim.engine.scrollMetrics(of: Scroller.list)?.offset == 0)
    }

    @Test("A1: the speed grows toward the edge")
    func speedGrowsTowardEdge() throws {
        var (shallow, shallowItems) = try Scroller.scene()
        shallow.lift(shallowItems[0], to: Point(x: 150, y: 370))
        shallow.advance(by: .milliseconds(300))
        var (deep, deepItems) = try Scroller.scene()
        deep.lift(deepItems[0], to: Point(x: 150, y: 395))
        deep.advance(by: .milliseconds(300))
        #expect(shallow.scrolledY(Scroller.list) > 0)
        #expect(deep.scrolledY(Scroller.list) > shallow.scrolledY(Scroller.list) * 2)

        let engine = deep.engine
        let speeds = [355.0, 370, 390, 399].map { engine.autoScrollSpeed(at: Point(x: 150, y: $0), in: Scroller.list) }
        #expect(speeds == speeds.sorted())
        #expect(speeds[3] <= 900)
        #expect(engine.autoScrollSpeed(at: Point(x: 150, y: 200), in: Scroller.list) == 0)
        #expect(engine.autoScrollSpeed(at: Point(x: 150, y: 351), in: Scroller.list) == 0)
    }

    @Test("A1: scrolling starts gently (time dampening), then reaches its full step")
    func dampenedStart() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 399))
        sim.advance(by: .milliseconds(16))
        let first = sim.scrolledY(Scroller.list)
        sim.clearLog()
        sim.advance(by: .milliseconds(400))
        sim.clearLog()
        sim.advance(by: .milliseconds(16))
        let later = sim.scrolledY(Scroller.list)
        #expect(first > 0)
        #expect(later > first * 10)
        #expect(later <= 900 * 0.016 + 0.001)  // never above the maximum speed
    }

    @Test("A1: leaving the container sideways stops the scrolling")
    func stopsWhenLeaving() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(200))
        #expect(sim.scrolledY(Scroller.list) > 0)
        sim.move(to: Point(x: 350, y: 395))  // beside the container, over nothing
        sim.clearLog()
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrolls.isEmpty)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
    }

    @Test("A1: a drag carried on past the edge keeps the container scrolling, faster than at the edge")
    func keepsScrollingPastTheEdge() throws {
        var (atEdge, edgeItems) = try Scroller.scene()
        atEdge.lift(edgeItems[0], to: Point(x: 150, y: 399))
        atEdge.advance(by: .milliseconds(100))
        atEdge.clearLog()
        atEdge.advance(by: .milliseconds(100))

        var (past, pastItems) = try Scroller.scene()
        past.lift(pastItems[0], to: Point(x: 150, y: 399))
        past.advance(by: .milliseconds(100))
        past.move(to: Point(x: 150, y: 430))  // 30 points below the container
        #expect(past.engine.autoScrollingContainer(of: 1) == Scroller.list)
        past.clearLog()
        past.advance(by: .milliseconds(100))
        #expect(atEdge.scrolledY(Scroller.list) > 0)
        #expect(past.scrolledY(Scroller.list) > atEdge.scrolledY(Scroller.list) * 1.5)
        let engine = past.engine
        #expect(engine.autoScrollSpeed(at: Point(x: 150, y: 448), in: Scroller.list) == 1800)
        #expect(engine.autoScrollSpeed(at: Point(x: 150, y: 2000), in: Scroller.list) == 1800)
        #expect(engine.autoScrollSpeed(at: Point(x: 150, y: -48), in: Scroller.list) == -1800)
    }

    @Test("A1: a drag 110 points above the bottom of a 657-point scroller does not scroll it; one at the edge does")
    func onlyTheVeryEdgeScrolls() throws {
        var sim = DragSimulator()
        let rows = try sim.addList(1, "Day", items: (1...30).map { "Slot \($0)" }, height: 657)
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 2000), of: 1))
        sim.lift(rows[0], to: Point(x: 150, y: 657 - 110))
        sim.advance(by: .milliseconds(2000))
        #expect(sim.scrolls.isEmpty)
        sim.move(to: Point(x: 150, y: 657 - 60))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrolls.isEmpty)
        sim.move(to: Point(x: 150, y: 657 - 20))
        sim.advance(by: .milliseconds(500))
        #expect(!sim.scrolls.isEmpty)
    }

    @Test("A1: a list whose rows scroll below a heading has its edge bands at the rows' edges")
    func bandsAtTheScrollersEdges() throws {
        // The container is 0–400; its rows scroll in 40–400, below a 40-point heading.
        var (sim, items) = try Scroller.scene()
        _ = sim.engine.handle(.scrollViewport(Rect(x: 0, y: 40, width: 300, height: 360), of: Scroller.list))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800, offset: 200), of: Scroller.list))
        #expect(sim.engine.scrollViewport(of: Scroller.list) == Rect(x: 0, y: 40, width: 300, height: 360))
        // 30 points into the rows (70 into the container): in the rows' band, not the container's.
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: 70), in: Scroller.list) < 0)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: 100), in: Scroller.list) == 0)
        sim.lift(items[8], to: Point(x: 150, y: 100))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrolls.isEmpty)
        sim.move(to: Point(x: 150, y: 70))
        sim.advance(by: .milliseconds(200))
        #expect(sim.scrolledY(Scroller.list) < 0)
        // Carried up over the heading, past the rows' edge, it keeps scrolling, faster.
        sim.move(to: Point(x: 150, y: 20))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Scroller.list)
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: 20), in: Scroller.list) < -900)
        // Down at the bottom edge, the rows scroll to the very end of the content: 800 less the
        // 360 points the rows show, not less the container's 400.
        sim.move(to: Point(x: 150, y: 399))
        sim.advance(by: .milliseconds(4000))
        #expect(sim.engine.scrollMetrics(of: Scroller.list)?.offset == 440)
        // Withdrawn, the bands are the container's again.
        _ = sim.engine.handle(.scrollViewport(nil, of: Scroller.list))
        #expect(sim.engine.autoScrollSpeed(at: Point(x: 150, y: 70), in: Scroller.list) == 0)
    }

    @Test("A1: held at the edge, the speed ramps up, then doubles over the next two seconds")
    func acceleratesWithTime() throws {
        let engine = DragEngine()
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(0)) == 0)
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(200)) == 0.5)
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(400)) == 1)
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(1400)) == 1.5)
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(2400)) == 2)
        #expect(engine.autoScrollTimeFactor(after: .milliseconds(60000)) == 2)

        var (sim, items) = try Scroller.scene()
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 100_000), of: Scroller.list))
        sim.lift(items[0], to: Point(x: 150, y: 399))
        sim.advance(by: .milliseconds(500))
        sim.clearLog()
        sim.advance(by: .milliseconds(160))
        let early = sim.scrolledY(Scroller.list)
        sim.advance(by: .milliseconds(2500))
        sim.clearLog()
        sim.advance(by: .milliseconds(160))
        let late = sim.scrolledY(Scroller.list)
        #expect(late > early * 1.6)
    }

    @Test("A1: moving out of the band, or ending the drag, stops the scrolling")
    func stopsOutOfBandAndAtDragEnd() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(200))
        sim.move(to: Point(x: 150, y: 200))
        sim.clearLog()
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolls.isEmpty)

        sim.move(to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(100))
        #expect(!sim.scrolls.isEmpty)
        sim.key(.escape)
        sim.clearLog()
        sim.advance(by: .milliseconds(500))
        #expect(sim.scrolls.isEmpty)
    }

    @Test("A1: scrolling stops at the end of the content and never scrolls past it")
    func stopsAtContentEnd() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(5000))
        #expect(sim.scrolledY(Scroller.list) == 400)  // 800 of content, 400 visible
        #expect(sim.engine.scrollMetrics(of: Scroller.list)?.offset == 400)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
        sim.clearLog()
        sim.advance(by: .milliseconds(500))
        #expect(sim.log.isEmpty)  // no more ticks asked for, nothing scrolled
    }

    @Test("A1: the insertion index for a still pointer follows the content scrolling under it")
    func insertionIndexAfterScrolling() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 395))
        // Before any scroll: rows' midpoints 20, 60, …, 380 lie above y 395 → 10 rows, minus the
        // dragged row itself.
        #expect(sim.insertionIndex == 9)
        sim.advance(by: .milliseconds(300))
        let offset = try #require(sim.engine.scrollMetrics(of: Scroller.list)?.offset)
        #expect(offset > 0 && offset < 400)
        // Rows whose content midpoint 20 + 40 i lies above y 395 + offset.
        let expected = (0..<20).count(where: { 20 + 40 * Double($0) <= 395 + offset }) - 1
        #expect(sim.insertionIndex == expected)
        #expect(expected > 9)

        sim.advance(by: .milliseconds(5000))
        #expect(sim.insertionIndex == 19)
        sim.release(at: Point(x: 150, y: 395))
        #expect(sim.order(of: Scroller.list).last == items[0])
    }

    @Test("A1, S9: two drags in the same edge band scroll the container once per tick, not twice as fast")
    func simultaneousDragsDoNotDoubleSpeed() throws {
        var (single, singleItems) = try Scroller.scene()
        single.lift(singleItems[1], to: Point(x: 150, y: 395))
        single.advance(by: .milliseconds(32))  // as long as the second lift below takes
        single.clearLog()
        single.advance(by: .milliseconds(300))

        var (double, doubleItems) = try Scroller.scene()
        double.lift(doubleItems[1], to: Point(x: 150, y: 395), pointer: 1)
        double.lift(doubleItems[0], to: Point(x: 100, y: 395), pointer: 2)
        #expect(double.engine.autoScrollingContainer(of: 2) == Scroller.list)
        double.clearLog()
        double.advance(by: .milliseconds(300))
        #expect(double.engine.draggingPointers == [1, 2])
        #expect(single.scrolledY(Scroller.list) > 0)
        #expect(double.scrolledY(Scroller.list) == single.scrolledY(Scroller.list))
    }

    @Test("A1: after a drop into a scrolled list, the host lays it out at its scroll offset")
    func dropIntoScrolledList() throws {
        var (sim, items) = try Scroller.scene()
        sim.lift(items[0], to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(5000))
        sim.release(at: Point(x: 150, y: 395))
        #expect(sim.mirrorIsInStep)
        // Row 20 (the dropped item) sits at content y 760, shown 400 points higher.
        #expect(sim.engine.layout.itemFrames[items[0]] == Rect(x: 0, y: 360, width: 300, height: 40))
    }

    @Test("A1: a container without scroll metrics never auto-scrolls")
    func unregisteredDoesNotScroll() throws {
        var (sim, items) = try Scroller.scene()
        _ = sim.engine.handle(.scrollMetricsRemoved(of: Scroller.list))
        sim.lift(items[0], to: Point(x: 150, y: 395))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrolls.isEmpty)
    }
}
