import DragKit
import DragKitTesting
import Testing

@Suite("S9 Several drags at once")
struct SimultaneousSessionsTests {
    @Test("S9: two fingers drag two items at once, each with its own feedback")
    func twoIndependentDrags() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.advance(by: .milliseconds(100))
        sim.press(2, at: sim.center(of: archive[1]), device: .touch)
        sim.advance(by: .milliseconds(400))  // finger 1 lifts at 500 ms
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.engine.phase(of: 2) == .pending)
        sim.advance(by: .milliseconds(100))  // finger 2 lifts at 600 ms
        #expect(sim.engine.draggingPointers == [1, 2])

        // Interleaved moves: finger 1 over the archive, finger 2 within its own list.
        sim.move(1, to: Point(x: 550, y: 10), device: .touch)
        sim.move(2, to: Point(x: 550, y: 5), device: .touch)
        sim.move(1, to: Point(x: 550, y: 75), device: .touch)

        let one = try #require(sim.engine.feedback(for: 1))
        let two = try #require(sim.engine.feedback(for: 2))
        #expect(one.items == [inbox[0]] && two.items == [archive[1]])
        #expect(one.operation == .copy && two.operation == .move)
        #expect(one.cursor == .copy && two.cursor == .grabbing)
        #expect(one.destination?.insertionIndex == 2)
        #expect(two.destination?.insertionIndex == 0)
        #expect(one.destination?.isHighlighted == true)
        #expect(two.destination?.isHighlighted == false)
        #expect(one.previewFrame == Rect(x: 400, y: 55, width: 300, height: 40))
        #expect(two.previewFrame == Rect(x: 400, y: -15, width: 300, height: 40))

        // Finger 2 drops first; finger 1 keeps dragging, unaffected.
        sim.release(2, at: Point(x: 550, y: 5), device: .touch)
        #expect(sim.engine.draggingPointers == [1])
        #expect(sim.order(of: Scene.archive) == [archive[1], archive[0]])
        #expect(!sim.lastActions.contains { $0.pointer == 1 })

        // The content under finger 1 changed: its insertion point is still at the end.
        sim.move(1, to: Point(x: 550, y: 76), device: .touch)
        sim.release(1, at: Point(x: 550, y: 76), device: .touch)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.archive) == [archive[1], archive[0], copy])
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.commits.count == 2)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S9: a destination accepts several simultaneous drops")
    func oneDestinationTwoDrops() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.press(2, at: sim.center(of: inbox[3]), device: .touch)
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.draggingPointers == [1, 2])
        sim.move(1, to: Point(x: 550, y: 5), device: .touch)
        sim.move(2, to: Point(x: 550, y: 100), device: .touch)
        #expect(sim.engine.feedback(for: 1)?.destination?.container == Scene.archive)
        #expect(sim.engine.feedback(for: 2)?.destination?.container == Scene.archive)
        sim.release(1, at: Point(x: 550, y: 5), device: .touch)
        sim.release(2, at: Point(x: 550, y: 100), device: .touch)
        #expect(sim.uncommitted.count == 2)
        #expect(sim.order(of: Scene.archive) == [inbox[0]] + archive + [inbox[3]])
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2]])
        for transfer in sim.uncommitted { sim.succeed(transfer.id) }
        #expect(sim.engine.uncommittedCommits.isEmpty)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S9: cancelling one session leaves the other running")
    func cancelOneOfTwo() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.press(2, at: sim.center(of: inbox[1]), device: .touch)
        sim.advance(by: .milliseconds(500))
        sim.move(1, to: Point(x: 550, y: 20), device: .touch)
        sim.move(2, to: Point(x: 550, y: 60), device: .touch)
        sim.cancelPointer(1, device: .touch)
        #expect(sim.engine.draggingPointers == [2])
        #expect(sim.lastActions.allSatisfy { $0.pointer == nil || $0.pointer == 1 })
        #expect(sim.lastActions.contains(.setLifted([inbox[0]], false)))
        sim.release(2, at: Point(x: 550, y: 60), device: .touch)
        #expect(sim.commits.map({ $0.items }) == [[inbox[1]]])
        #expect(sim.order(of: Scene.archive).count == archive.count + 1)
    }

    @Test("S9: an item being dragged cannot be picked up by a second pointer")
    func draggedItemIsTaken() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 150, y: 30))
        sim.press(2, at: Point(x: 150, y: 10), device: .touch)
        #expect(sim.engine.phase(of: 2) == nil)
        sim.advance(by: .milliseconds(600))
        #expect(sim.engine.draggingPointers == [1])
    }

    @Test("S9: two presses on the same item give it to one drag only")
    func samePendingItemLiftsOnce() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.press(2, at: sim.center(of: inbox[0]).offset(30, 0), device: .touch)
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.draggingPointers.count == 1)
        #expect(sim.count(where: { $0.isBeginPreview }) == 1)
        // Whichever finger lifted it drops it; the other finger's release does nothing.
        let dragging = try #require(sim.engine.draggingPointers.first)
        let other: PointerID = dragging == 1 ? 2 : 1
        sim.move(other, to: Point(x: 550, y: 100), device: .touch)
        sim.release(other, at: Point(x: 550, y: 100), device: .touch)
        sim.move(dragging, to: Point(x: 550, y: 100), device: .touch)
        sim.release(dragging, at: Point(x: 550, y: 100), device: .touch)
        #expect(sim.commits.count == 1)
        #expect(sim.order(of: Scene.archive).count == archive.count + 1)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S9: a mouse drag and a touch drag run side by side")
    func mixedDevices() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .mouse)
        sim.press(2, at: sim.center(of: archive[0]), device: .touch)
        sim.move(1, to: sim.center(of: inbox[0]).offset(0, 5))
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.engine.phase(of: 2) == .pending)
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.draggingPointers == [1, 2])
    }

    @Test("S9: Escape cancels every pointer drag in progress")
    func escapeCancelsAll() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(1, at: sim.center(of: inbox[0]), device: .touch)
        sim.press(2, at: sim.center(of: inbox[1]), device: .touch)
        sim.advance(by: .milliseconds(500))
        sim.key(.escape)
        #expect(sim.engine.draggingPointers.isEmpty)
        #expect(sim.previewEndings.count == 2)
        #expect(sim.commits.isEmpty)
    }

    @Test("S9: a second press by the same pointer ends its unfinished drag first")
    func missedReleaseRestarts() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 150, y: 200))
        sim.press(at: sim.center(of: inbox[2]))  // the release was never delivered
        #expect(sim.previewEndings.count == 1)
        #expect(sim.engine.phase(of: 1) == .pending)
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.inbox) == inbox)
    }
}
