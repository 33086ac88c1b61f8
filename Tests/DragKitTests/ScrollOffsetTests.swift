import DragKit
import DragKitTesting
import Testing

/// A list of 30 rows of 40 points (1,200 points of content) shown in a 300 × 400 frame, and a
/// short list to its right; the long list scrolls.
private enum Scrolled {
    static let list: ContainerID = 1
    static let other: ContainerID = 2

    static func scene() throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let items = try sim.addList(
            list, "Long", policy: ContainerPolicy(crossContainerOperation: .move),
            items: (0..<30).map { "Row \($0)" }, height: 400)
        try sim.addList(other, "Other", items: ["A"], origin: Point(x: 400, y: 0))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 1200), of: list))
        return (sim, items)
    }
}

@Suite("A1, F6 A scroll is one number")
struct ScrollOffsetTests {
    @Test("A1, F6: after a scroll reported as one offset, the insertion index, the marker and the drop follow the content")
    func dragAcrossAScroll() throws {
        var (sim, items) = try Scrolled.scene()
        sim.press(1, at: sim.center(of: items[0]))
        sim.move(1, to: Point(x: 150, y: 40))
        let generation = sim.engine.layoutGeneration
        sim.send(.scrollOffset(400, of: Scrolled.list))
        // No frame was rewritten and no locator is rebuilt: the layout generation is unchanged.
        #expect(sim.engine.layoutGeneration == generation)
        #expect(sim.engine.scrollMetrics(of: Scrolled.list)?.offset == 400)
        #expect(sim.engine.layout.itemFrames[items[13]] == Rect(x: 0, y: 120, width: 300, height: 40))
        #expect(sim.engine.frame(of: items[13]) == Rect(x: 0, y: 120, width: 300, height: 40))
        // Viewport y 110 is content y 510: after row 12 (midpoint 500), before row 13 (midpoint 540).
        sim.move(1, to: Point(x: 150, y: 110))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.insertionIndex == 12)  // the moved row 0 is not counted
        #expect(cue.markerFrame == Rect(x: 0, y: 119, width: 300, height: 2))
        #expect(sim.engine.layoutGeneration == generation)
        sim.release(1, at: Point(x: 150, y: 110))
        #expect(sim.order(of: Scrolled.list)[12] == items[0])
        #expect(sim.order(of: Scrolled.list)[11] == items[12])
    }

    @Test("A1: a scroll during a drag re-targets it under a still pointer")
    func scrollRetargets() throws {
        var (sim, items) = try Scrolled.scene()
        sim.press(1, at: sim.center(of: items[3]))
        sim.move(1, to: Point(x: 150, y: 200))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 4)
        sim.send(.scrollOffset(200, of: Scrolled.list))
        // Content y 400 now: rows 0…9 have their midpoints above it; row 3 is not counted.
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 9)
        #expect(sim.lastActions.contains { if case .markDestination = $0 { true } else { false } })
    }

    @Test("A1: frames reported after a scroll, at the new offset, combine with frames reported before it")
    func framesAtDifferentOffsetsCombine() throws {
        var (sim, items) = try Scrolled.scene()
        sim.send(.scrollOffset(400, of: Scrolled.list))
        // The host measures rows 10…19 where it shows them now, and row 12 has grown to 80 points
        // (rows after it not yet re-measured).
        for row in 10...19 where row != 12 {
            sim.send(.itemFrame(Rect(x: 0, y: Double(row - 10) * 40, width: 300, height: 40), of: items[row]))
        }
        let generation = sim.engine.layoutGeneration
        sim.send(.itemFrame(Rect(x: 0, y: 80, width: 300, height: 80), of: items[12]))
        #expect(sim.engine.layoutGeneration > generation)
        // Back to the top: the rows measured at offset 400 sit 400 points lower than they were then.
        sim.send(.scrollOffset(0, of: Scrolled.list))
        #expect(sim.engine.layout.itemFrames[items[0]] == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(sim.engine.layout.itemFrames[items[12]] == Rect(x: 0, y: 480, width: 300, height: 80))
        sim.send(.scrollOffset(300, of: Scrolled.list))
        #expect(sim.engine.layout.itemFrames[items[12]] == Rect(x: 0, y: 180, width: 300, height: 80))
        #expect(sim.engine.layout.itemFrames[items[9]] == Rect(x: 0, y: 60, width: 300, height: 40))
        // A drag over the grown row's upper half inserts before it; its lower half, after it.
        sim.press(1, at: sim.center(of: items[9]))
        sim.move(1, to: Point(x: 150, y: 200))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 11)  // row 9 moves
        sim.move(1, to: Point(x: 150, y: 230))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 12)
    }

    @Test("A1: scroll metrics say where the content is without moving frames already reported at that offset")
    func metricsDoNotMoveFrames() throws {
        var (sim, items) = try Scrolled.scene()
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 1200, offset: 100), of: Scrolled.list))
        #expect(sim.engine.layout.itemFrames[items[0]] == Rect(x: 0, y: 0, width: 300, height: 40))
        sim.send(.scrollOffset(140, of: Scrolled.list))
        #expect(sim.engine.layout.itemFrames[items[0]] == Rect(x: 0, y: -40, width: 300, height: 40))
    }

    @Test("A1: an auto-scroll step moves the content by one offset: no locator rebuild, and the drop lands where the marker showed")
    func autoScrollIsOneOffset() throws {
        var (sim, items) = try Scrolled.scene()
        sim.press(1, at: sim.center(of: items[0]))
        sim.move(1, to: Point(x: 150, y: 380))
        let generation = sim.engine.layoutGeneration
        sim.advance(by: .milliseconds(400))
        let offset = try #require(sim.engine.scrollMetrics(of: Scrolled.list)?.offset)
        #expect(offset > 0)
        #expect(sim.engine.layoutGeneration == generation)
        let expected = Int(((380 + offset - 20) / 40).rounded(.down)) + 1 - 1  // row 0 moves
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.insertionIndex == expected)
        sim.release(1, at: Point(x: 150, y: 380))
        #expect(sim.order(of: Scrolled.list)[expected] == items[0])
    }

    @Test("S7: a keyboard drag in a scrolled list reveals drop points where they are on screen now")
    func keyboardRevealWhileScrolled() throws {
        var (sim, items) = try Scrolled.scene()
        sim.send(.scrollOffset(400, of: Scrolled.list))
        sim.pickUp([items[0]])
        sim.moveKeyboardDrag(to: DropPoint.ID(container: Scrolled.list, index: 14))
        let reveal = sim.lastActions.compactMap { action -> Rect? in
            if case .revealDropPoint(_, _, let frame) = action { return frame }
            return nil
        }
        // Index 14 without the moved row is the gap before row 15 (content y 600, viewport 200).
        #expect(reveal == [Rect(x: 0, y: 199, width: 300, height: 2)])
        sim.send(.dropKeyboardDrag)
        #expect(sim.order(of: Scrolled.list)[14] == items[0])
    }
}
