import DragKit
import DragKitTesting
import Testing

@Suite("F1 Starting a drag")
struct ActivationTests {
    @Test("F1: a mouse drag starts only after the pointer moves about 3 points")
    func mouseActivationDistance() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[0])
        sim.press(at: start)
        #expect(sim.engine.phase(of: 1) == .pending)

        sim.move(to: start.offset(2, 0))
        #expect(sim.count(where: { $0.isBeginPreview }) == 0)
        sim.move(to: start.offset(1.5, 2))  // 2.5 points away
        #expect(sim.count(where: { $0.isBeginPreview }) == 0)
        #expect(sim.engine.phase(of: 1) == .pending)

        sim.move(to: start.offset(3, 0))
        #expect(sim.count(where: { $0.isBeginPreview }) == 1)
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.engine.isDragging(inbox[0]))
    }

    @Test("F1: selecting and dragging is one motion, with no pause before the move")
    func noPauseNeeded() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[1])
        sim.press(at: start)
        sim.move(to: start.offset(0, 30))  // same timestamp as the press
        #expect(sim.lastActions.contains(where: { $0.isBeginPreview }))
        let begin = try #require(sim.log.first(where: { $0.isBeginPreview }))
        #expect(begin == .beginPreview(1, .items([inbox[1]]), frame: Rect(x: 0, y: 70, width: 300, height: 40)))
    }

    @Test("F1: a pen starts a drag by moving, like a mouse, without a long press")
    func penActivates() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[0])
        sim.press(at: start, device: .pen)
        #expect(!sim.lastActions.contains { if case .scheduleTick = $0 { true } else { false } })
        sim.move(to: start.offset(0, 2), device: .pen)
        #expect(sim.engine.phase(of: 1) == .pending)
        sim.move(to: start.offset(0, 12), device: .pen)
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.scrolls.isEmpty)
    }

    @Test("F1: a press asks the host to measure the layout, since a drag may follow")
    func pressMeasures() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(at: sim.center(of: inbox[0]))
        #expect(sim.lastActions == [.measureLayout])
    }

    @Test("F1: a touch held 500 ms lifts via the scheduled tick")
    func touchLongPress() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[2])
        sim.press(at: start, device: .touch)
        #expect(sim.lastActions == [.measureLayout, .scheduleTick(at: Timestamp(milliseconds: 500))])

        sim.advance(by: .milliseconds(499))
        #expect(sim.count(where: { $0.isBeginPreview }) == 0)
        #expect(sim.engine.phase(of: 1) == .pending)

        sim.advance(by: .milliseconds(1))  // the tick at 500 ms is delivered
        #expect(sim.lastActions.contains(where: { $0.isBeginPreview }))
        #expect(sim.lastActions.contains(.setLifted([inbox[2]], true)))
        #expect(sim.engine.phase(of: 1) == .dragging)

        // The content now sticks to the finger.
        sim.move(to: start.offset(0, 60), device: .touch)
        let frame = try #require(sim.engine.feedback(for: 1)?.previewFrame)
        #expect(frame == Rect(x: 0, y: 140, width: 300, height: 40))
    }

    @Test("F1: a touch that moves 20 points before 500 ms scrolls and never lifts")
    func touchMovingEarlyScrolls() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[1])
        sim.press(at: start, device: .touch)
        sim.advance(by: .milliseconds(100))
        sim.move(to: start.offset(0, -20), device: .touch)
        #expect(sim.engine.phase(of: 1) == .panning)
        #expect(sim.lastActions == [.scroll(Scene.inbox, by: Point(x: 0, y: 20))])

        sim.advance(by: .milliseconds(900))  // past the long press: still a scroll
        sim.move(to: start.offset(0, -35), device: .touch)
        #expect(sim.lastActions == [.scroll(Scene.inbox, by: Point(x: 0, y: 15))])
        sim.release(at: start.offset(0, -35), device: .touch)

        #expect(sim.scrolls.count == 2)
        #expect(sim.count(where: { $0.isBeginPreview }) == 0)
        #expect(sim.count(where: { $0.isCommit }) == 0)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("F1: a finger that wanders within the slop still lifts after the long press")
    func touchWithinSlopLifts() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let start = sim.center(of: inbox[0])
        sim.press(at: start, device: .touch)
        sim.advance(by: .milliseconds(200))
        sim.move(to: start.offset(4, 5), device: .touch)  // about 6.4 points: within the 10-point slop
        #expect(sim.engine.phase(of: 1) == .pending)
        #expect(sim.scrolls.isEmpty)
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.scrolls.isEmpty)
    }

    @Test("F1: a touch moved after the long press lifts even if the tick was not delivered")
    func touchLateMoveLifts() throws {
        var sim = try Scene.twoLists().sim
        let start = sim.center(of: 1)
        sim.press(at: start, device: .touch)
        // Deliver the move at 600 ms without the tick (hosts may coalesce timers).
        sim.send(.pointer(PointerEvent(
            pointer: 1, device: .touch, phase: .moved, location: start.offset(0, 40),
            timestamp: Timestamp(milliseconds: 600))))
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.scrolls.isEmpty)
    }

    @Test("F1: lifting a touch before the long press is a tap, left to the host")
    func touchTap() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(at: sim.center(of: inbox[0]), device: .touch)
        sim.advance(by: .milliseconds(150))
        sim.release(at: sim.center(of: inbox[0]), device: .touch)
        #expect(sim.lastActions.isEmpty)
        sim.advance(by: .milliseconds(1000))  // the stale tick changes nothing
        #expect(sim.count(where: { $0.isBeginPreview }) == 0)
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F1: a click without movement starts no drag and changes nothing")
    func click() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let before = sim.snapshot
        sim.press(at: sim.center(of: inbox[3]))
        sim.release(at: sim.center(of: inbox[3]).offset(1, 1))
        #expect(sim.log == [.measureLayout])
        #expect(sim.snapshot == before)
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F1: pressing empty space, or a container that forbids dragging, starts nothing")
    func nothingToDrag() throws {
        var (sim, _, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(allowsDragging: false))
        sim.press(at: Scene.gap)
        #expect(sim.lastActions.isEmpty)
        #expect(sim.engine.phase(of: 1) == nil)
        sim.release(at: Scene.gap)

        sim.press(at: sim.center(of: archive[0]))
        sim.move(to: sim.center(of: archive[0]).offset(0, 50))
        #expect(sim.log.isEmpty)
        #expect(sim.engine.phase(of: 1) == nil)

        // Empty rows of a list hold no item either.
        sim.press(at: Point(x: 150, y: 200))
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F1: the item the host reports under the pointer is the one that lifts")
    func hostTarget() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(at: sim.center(of: inbox[0]), target: inbox[2])
        sim.move(to: sim.center(of: inbox[0]).offset(0, 10))
        #expect(sim.engine.feedback(for: 1)?.items == [inbox[2]])
    }

    @Test("F1: lifting dims the item in its source and reports the drag as in progress")
    func liftMarksItem() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[1], to: sim.center(of: inbox[1]).offset(0, 10))
        #expect(sim.log.contains(.setLifted([inbox[1]], true)))
        #expect(sim.engine.draggingPointers == [1])
        #expect(!sim.engine.isDragging(inbox[0]))
        // Still in its place in the content until the drop.
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("F1: the activation distance and long press are configurable")
    func configuration() throws {
        var (sim, inbox, _) = try Scene.twoLists(
            configuration: DragConfiguration(activationDistance: 8, touchLongPress: .milliseconds(300)))
        let start = sim.center(of: inbox[0])
        sim.press(at: start)
        sim.move(to: start.offset(0, 7))
        #expect(sim.engine.phase(of: 1) == .pending)
        sim.move(to: start.offset(0, 8))
        #expect(sim.engine.phase(of: 1) == .dragging)
        sim.key(.escape)

        sim.press(2, at: start, device: .touch)
        #expect(sim.lastActions.contains(.scheduleTick(at: sim.clock.now + .milliseconds(300))))
        sim.advance(by: .milliseconds(300))
        #expect(sim.engine.phase(of: 2) == .dragging)
    }
}
