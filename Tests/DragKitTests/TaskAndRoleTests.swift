import DragKit
import DragKitTesting
import Testing

@Suite("F10 Tasks, F8 link and disappearing-item pointers")
struct TaskAndRoleTests {
    static let printer: ContainerID = 3

    static func printScene() throws -> (sim: DragSimulator, inbox: [ItemID]) {
        var (sim, inbox, _) = try Scene.twoLists()
        var policy = ContainerPolicy()
        policy.role = .task(.print)
        try sim.addList(printer, "Print", policy: policy, items: [], origin: Point(x: 800, y: 0))
        return (sim, inbox)
    }

    @Test("F10: a drop on a print control starts a task, moves or copies nothing, and reports its progress")
    func taskProgress() throws {
        var (sim, inbox) = try Self.printScene()
        let before = sim.snapshot
        sim.lift(inbox[1], to: Point(x: 850, y: 20))
        #expect(sim.announcements.last == "Over Print, position 1 of 1. Drop to print.")
        #expect(sim.lastCursor() == .copy)
        sim.release(at: Point(x: 850, y: 20))
        let started = try #require(sim.startedTasks.first)
        #expect(started.container == Self.printer)
        #expect(started.items == [inbox[1]])
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.announcements.last == "Printing Eggs…")
        #expect(sim.engine.runningTasks == [started.task])

        sim.reportTaskProgress(started.task, fraction: 0.5)
        #expect(sim.announcements.last == "Printing Eggs… 50%")
        sim.reportTaskProgress(started.task, fraction: 0.25)  // backwards: ignored
        #expect(sim.lastActions.isEmpty)
        sim.reportTaskProgress(started.task, fraction: 1.5)  // clamped
        sim.finishTask(started.task)
        #expect(sim.taskStates(started.task) == [.running(0), .running(0.5), .running(1), .finished])
        #expect(sim.announcements.last == "Printed Eggs.")
        #expect(sim.engine.runningTasks.isEmpty)
        #expect(sim.snapshot == before)
    }

    @Test("F10, F7: a failed task says why and changes no content")
    func taskFailure() throws {
        var (sim, inbox) = try Self.printScene()
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 850, y: 20))
        let task = try #require(sim.startedTasks.first).task
        sim.reportTaskProgress(task, fraction: 0.3)
        sim.failTask(task, reason: "the printer is out of paper")
        #expect(sim.taskStates(task).last == .failed(.message("the printer is out of paper")))
        #expect(sim.failures == ["Printing Milk failed: the printer is out of paper."])
        #expect(sim.announcementRecords.last?.politeness == .assertive)
        #expect(sim.snapshot == before)
        // Reports after the end are ignored.
        sim.reportTaskProgress(task, fraction: 0.9)
        #expect(sim.lastActions.isEmpty)
    }

    @Test("F8: a destination that links shows the link pointer and badge, and the drop places a link")
    func linkCursor() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .link))
        sim.lift(inbox[0], to: sim.point(in: archive[0], fraction: 0.9))
        #expect(sim.lastCursor() == .link)
        #expect(sim.engine.feedback(for: 1)?.operation == .link)
        #expect(sim.badges().last == Badge(count: 1, symbol: .link))
        #expect(sim.announcements.last == "Over Archive, position 2 of 3. Drop to link.")
        sim.release(at: sim.point(in: archive[0], fraction: 0.9))
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .link)
        #expect(transfer.copies.count == 1)
        #expect(sim.order(of: Scene.inbox) == inbox)  // the original stays
        #expect(sim.order(of: Scene.archive) == [archive[0], transfer.copies[0], archive[1]])
        #expect(sim.announcements.last?.hasPrefix("Linked Milk to Archive") == true)
        #expect(sim.mirrorIsInStep)
        // Option still asks for a copy.
        sim.lift(inbox[1], to: sim.point(in: archive[0], fraction: 0.9), pointer: 2, modifiers: [.option])
        #expect(sim.lastCursor(2) == .copy)
    }

    @Test("F8, F7: a link whose commit fails is removed and the person is told")
    func failedLink() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .link))
        sim.commitsSucceedAutomatically = false
        let before = sim.snapshot
        sim.drop(inbox[0], below: archive[0])
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "offline")
        #expect(sim.snapshot == before)
        #expect(sim.failures == ["Couldn't link Milk to Archive: offline. The link was removed; the original is unchanged."])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F8: a trash shows the disappearing-item pointer and takes the content away")
    func disappearingCursor() throws {
        var trash = ContainerPolicy()
        trash.role = .trash
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: trash)
        sim.lift(inbox[2], to: sim.point(in: archive[0], fraction: 0.9), modifiers: [.option])
        // Even Option doesn't make a trash copy.
        #expect(sim.lastCursor() == .disappearingItem)
        #expect(sim.engine.feedback(for: 1)?.operation == .move)
        #expect(sim.announcements.last == "Over Archive, position 2 of 3. Drop to delete.")
        sim.move(to: Scene.gap, modifiers: [.option])
        #expect(sim.lastCursor() == .grabbing)
        sim.move(to: sim.point(in: archive[0], fraction: 0.9), modifiers: [.option])
        #expect(sim.lastCursor() == .disappearingItem)
        sim.release(at: sim.point(in: archive[0], fraction: 0.9), modifiers: [.option])
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[1], inbox[3]])
        #expect(try #require(sim.commits.first).operation == .move)
        #expect(sim.lastCursor() == .automatic)
        #expect(sim.mirrorIsInStep)
    }
}
