import DragKit
import DragKitTesting
import Testing

@Suite("F7 Cancelled and failed drops")
struct CancelAndFailureTests {
    @Test("F7: a drop outside any container flies back, with no commit and no content change")
    func dropOutsideFliesBack() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let before = sim.snapshot
        let frame = try #require(sim.engine.layout.itemFrames[inbox[1]])
        sim.drag(sim.center(of: inbox[1]), to: Scene.nowhere)
        #expect(sim.previewEndings == [.flyBack(to: frame)])
        #expect(sim.commits.isEmpty)
        #expect(sim.count(where: { $0.isApplyChange }) == 0)
        #expect(sim.snapshot == before)
        #expect(sim.log.contains(.setLifted([inbox[1]], false)))
        #expect(sim.announcements.last == "Dropped outside any drop target. Eggs returned to Inbox.")
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F7: a drop in the gap between containers is a drop on no destination")
    func dropInGap() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: Scene.gap)
        #expect(sim.previewEndings.count == 1)
        guard case .flyBack = sim.previewEndings.first else {
            Issue.record("expected a fly-back, got \(sim.previewEndings)")
            return
        }
        #expect(sim.commits.isEmpty)
    }

    @Test("F7: Escape cancels the drag: the image flies back and nothing changes")
    func escapeCancels() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        sim.lift(inbox[2], to: sim.center(of: archive[0]))
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.engine.draggingPointers.isEmpty)
        #expect(sim.previewEndings == [.flyBack(to: Rect(x: 0, y: 80, width: 300, height: 40))])
        #expect(sim.announcements.last == "Drag cancelled. Bread returned to Inbox.")
        // Releasing afterwards is no drop.
        sim.release(at: sim.center(of: archive[0]))
        #expect(sim.lastActions.isEmpty)
        #expect(sim.commits.isEmpty)
        #expect(sim.snapshot == before)
    }

    @Test("F7: Escape before a drag has begun leaves the press alone")
    func escapeWhilePending() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.press(at: sim.center(of: inbox[0]))
        sim.key(.escape)
        #expect(sim.lastActions.isEmpty)
        #expect(sim.engine.phase(of: 1) == .pending)
    }

    @Test("F7: a pointer the platform cancels ends its drag like Escape")
    func platformCancel() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.cancelPointer()
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.previewEndings.count == 1)
        #expect(sim.commits.isEmpty)
        #expect(sim.log.contains(.markDestination(1, nil)))
        #expect(sim.lastCursor() == .automatic)
    }

    @Test("F7: a drop on a destination that refuses the content flies back and says why, assertively")
    func refusedDrop() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptedTypes: [.image]))
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        #expect(sim.commits.isEmpty)
        #expect(sim.snapshot == before)
        #expect(sim.previewEndings == [.flyBack(to: Rect(x: 0, y: 0, width: 300, height: 40))])
        let last = try #require(sim.announcementRecords.last)
        #expect(last.english == "Archive can't take Milk. Milk returned to Inbox.")
        #expect(last.politeness == .assertive)
    }

    @Test("F7: when the source place is no longer visible the image scales up and fades out")
    func invisibleSourceEvaporates() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Scene.gap)
        // The inbox scrolled: Milk is now above the visible frame of its list.
        _ = sim.engine.handle(.itemFrame(Rect(x: 0, y: -400, width: 300, height: 40), of: inbox[0]))
        sim.release(at: Scene.nowhere)
        #expect(sim.previewEndings == [.evaporate])
        #expect(sim.commits.isEmpty)
    }

    @Test("F7: when the source item has no known frame the image evaporates")
    func unmeasuredSourceEvaporates() throws {
        var sim = DragSimulator()
        try sim.engine.addContainer(Container(id: 1, label: "Loose"))
        try sim.engine.insert(Item(id: 1, label: "Note"), into: 1)
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 100, height: 100), of: 1))
        sim.press(at: Point(x: 10, y: 10), target: 1)  // the host names the item; no frame for it
        sim.move(to: Point(x: 50, y: 50))
        #expect(sim.engine.phase(of: 1) == .dragging)
        sim.key(.escape)
        #expect(sim.previewEndings == [.evaporate])
    }

    @Test("F7: dropping an item where it already is changes nothing and commits nothing")
    func dropInPlace() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[1], fraction: 0.8))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.previewEndings == [.settle(onto: [inbox[1]])])
        #expect(sim.announcements.last == "Dropped Eggs where it was, in Inbox.")
    }

    @Test("F7: a drop whose commit fails is taken back and the failure is shown with its reason")
    func failedCommitIsReported() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "the disk is full")
        #expect(sim.failures == ["Couldn't copy Milk to Archive: the disk is full. The copy was removed; the original is unchanged."])
        let last = try #require(sim.announcementRecords.last)
        #expect(last.politeness == .assertive)
        #expect(last.english.contains("the disk is full"))
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: a host's reason that ends its own sentence reads as one sentence in the message")
    func reasonWithFullStop() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: " The disk is full. ")
        #expect(sim.failures == ["Couldn't copy Milk to Archive: The disk is full. The copy was removed; the original is unchanged."])
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let second = try #require(sim.uncommitted.last)
        sim.fail(second.id, reason: "...")
        #expect(sim.failures.last == "Couldn't copy Milk to Archive: no reason was given. The copy was removed; the original is unchanged.")
    }
}
