import DragKit
import DragKitTesting
import Testing

@Suite("Transfers: committing drops and taking failed ones back")
struct TransferTests {
    @Test("S2: a drop is applied at once and handed to the host as one transfer to commit")
    func dropCommitsOneTransfer() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: archive[0], fraction: 0.1))
        let transfer = try #require(sim.uncommitted.first)
        #expect(sim.uncommitted.count == 1)
        #expect(transfer.operation == .copy)
        #expect(transfer.items == [inbox[2]])
        #expect(transfer.source == Scene.inbox)
        #expect(transfer.destination == Scene.archive)
        #expect(transfer.index == 0)
        #expect(sim.engine.uncommittedCommits.compactMap(\.items) == [transfer])
        // Optimistic: the engine already shows the drop while the host stores it.
        #expect(sim.order(of: Scene.archive) == [transfer.copies[0]] + archive)
        // The content change comes before the commit request.
        let change = try #require(sim.log.firstIndex(where: { $0.isApplyChange }))
        let commit = try #require(sim.log.firstIndex(where: { $0.isCommit }))
        #expect(change < commit)

        // Stored: what the drop did is said now, and only that (F7, issue 36).
        sim.succeed(transfer.id)
        #expect(sim.lastActions.inEnglish == [.announce("Copied Bread to Archive, position 1 of 3.")])
        #expect(sim.engine.uncommittedCommits.isEmpty)
        #expect(sim.order(of: Scene.archive) == [transfer.copies[0]] + archive)
    }

    @Test("F7: a failed move within one container puts the items back exactly")
    func failedSameContainerMoveRestores() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[3], inbox[0]])
        let transfer = try #require(sim.uncommitted.first)
        #expect(transfer.operation == .move)
        #expect(transfer.index == 3)

        sim.fail(transfer.id, reason: "offline")
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.mirrorIsInStep)
        #expect(sim.engine.uncommittedCommits.isEmpty)
        #expect(sim.failures.count == 1)
        #expect(sim.failures[0].contains("It is back where it was."))
    }

    @Test("F7: a failed move between containers (S3) restores both lists exactly")
    func failedCrossContainerMoveRestores() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: archive[0], fraction: 0.9))
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[2], archive[1]])
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[1], inbox[3]])
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "the server refused it")
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
        #expect(sim.engine.workspace.container(of: inbox[2]) == Scene.inbox)
        #expect(sim.engine.workspace.index(of: inbox[2]) == 2)
    }

    @Test("F7: a failed copy removes the copy and leaves the original alone")
    func failedCopyRemovesCopy() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        let transfer = try #require(sim.uncommitted.first)
        let copy = try #require(transfer.copies.first)
        #expect(sim.engine.workspace.items[copy] != nil)

        sim.fail(transfer.id, reason: "quota exceeded")
        #expect(sim.snapshot == before)
        #expect(sim.engine.workspace.items[copy] == nil)
        #expect(sim.engine.workspace.items.count == inbox.count + archive.count)
        #expect(sim.lastActions.first == .applyChange(.items([.remove(copy), .delete(copy)])))
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: a failed same-container copy (Option) removes only the copy")
    func failedOptionCopy() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[1], fraction: 0.9), modifiers: [.option])
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Milk", "Bread", "Butter"])
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "read-only")
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: a transfer is reported once: later reports about it are ignored")
    func outcomeReportedOnce() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        let transfer = try #require(sim.uncommitted.first)
        sim.succeed(transfer.id)
        let after = sim.snapshot
        #expect(sim.engine.handle(.transferFailed(transfer.id, reason: "late")) == [])
        #expect(sim.engine.handle(.transferFailed(999, reason: "unknown")) == [])
        #expect(sim.engine.handle(.transferSucceeded(999)) == [])
        #expect(sim.snapshot == after)
    }

    @Test("F7: a failure restores its own drop even after another drop elsewhere succeeded")
    func failureAfterOtherSuccess() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        let notes = try sim.addList(Scene.extra, "Notes", items: ["One", "Two", "Three"], origin: Point(x: 800, y: 0))
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        let first = try #require(sim.uncommitted.first)
        sim.drag(sim.center(of: notes[0]), to: sim.point(in: notes[2], fraction: 0.9))
        let second = try #require(sim.uncommitted.last)
        #expect(first.id != second.id)
        #expect(sim.engine.uncommittedCommits.compactMap(\.items).map({ $0.id }) == [first.id, second.id])
        sim.succeed(second.id)
        sim.fail(first.id, reason: "timeout")
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.order(of: Scene.extra) == [notes[1], notes[2], notes[0]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: transfer ids increase and are never reused")
    func transferIDsIncrease() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        for _ in 0..<3 {
            sim.drag(sim.center(of: inbox[0]), to: sim.center(of: archive[0]))
        }
        let ids = sim.commits.map({ $0.id.rawValue })
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == 3)
        let copies = sim.commits.flatMap({ $0.copies })
        #expect(Set(copies).count == 3)
    }

    @Test("F7: a copy taken back while another pointer drags it ends that drag, leaving no trace")
    func failedCopyWhileDragged() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[1], fraction: 0.9))
        let transfer = try #require(sim.uncommitted.first)
        let copy = try #require(transfer.copies.first)
        sim.press(2, at: sim.center(of: copy))
        sim.move(2, to: Point(x: 150, y: 200))
        #expect(sim.engine.isDragging(copy))

        sim.fail(transfer.id, reason: "offline")
        #expect(sim.engine.workspace.items[copy] == nil)
        // The drag had nothing left to carry: it ended with the failure, its image evaporating.
        #expect(sim.engine.phase(of: 2) == nil)
        #expect(sim.lastActions.contains(.endPreview(2, .evaporate)))
        #expect(sim.lastActions.contains(.setLifted([copy], false)))
        #expect(sim.lastActions.contains(.setCursor(2, .automatic)))
        sim.move(2, to: Point(x: 150, y: 190))
        sim.release(2, at: Point(x: 150, y: 190))
        #expect(sim.lastActions.isEmpty)
        #expect(!sim.announcements.contains { $0.contains("0 items") })
        #expect(sim.commits.count == 1)  // only the original drop
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: a failed move restores the order while another drag is in progress")
    func failureDuringAnotherDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        let transfer = try #require(sim.uncommitted.first)
        // Another pointer lifts Butter, now at index 2, and holds it over the top of the list.
        let butter = inbox[3]
        sim.press(2, at: sim.center(of: butter))
        sim.move(2, to: Point(x: 150, y: 5))
        #expect(sim.engine.phase(of: 2) == .dragging)
        sim.fail(transfer.id, reason: "offline")
        #expect(sim.order(of: Scene.inbox) == inbox)
        // The drag in progress follows the restored content: Butter is at index 3 again.
        sim.release(2, at: Point(x: 150, y: 5))
        let moved = try #require(sim.uncommitted.first)
        #expect(moved.items == [butter])
        #expect(sim.order(of: Scene.inbox) == [butter, inbox[0], inbox[1], inbox[2]])
        #expect(sim.mirrorIsInStep)
    }
}
