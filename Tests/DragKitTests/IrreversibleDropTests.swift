import DragKit
import DragKitTesting
import Testing

@Suite("Drops that cannot be undone (S11)")
struct IrreversibleDropTests {
    static let dropBox = ContainerPolicy(crossContainerOperation: .move, dropsAreUndoable: false, confirmation: .before)
    static let album = ContainerPolicy(dropsAreUndoable: false, confirmation: .cancelStepAfter)

    @Test("S11: a write-only drop box asks before the drop; nothing changes until confirmed")
    func askBeforeThenConfirm() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.dropBox)
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[0], fraction: 0.9))
        #expect(sim.snapshot == before)
        #expect(!sim.logContains(where: { $0.isCommit || $0.isApplyChange || $0.isEndPreview }))
        let question = try #require(sim.confirmationRequests.first)
        #expect(question.style == .before)
        #expect(question.destination == Scene.archive)
        #expect(question.items == [inbox[1]])
        #expect(question.message.english == "Move Eggs into Archive? This can't be undone.")
        #expect(sim.announcements.last == question.message.english)
        #expect(sim.engine.pendingConfirmations == [question])

        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[1], archive[1]])
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[2], inbox[3]])
        let transfer = try #require(sim.commits.last)
        #expect(transfer.operation == .move)
        #expect(transfer.index == 1)
        #expect(sim.lastActions.contains(.endPreview(1, .settle(onto: [inbox[1]]))))
        #expect(sim.mirrorIsInStep)
        #expect(sim.engine.pendingConfirmations.isEmpty)
        // Not undoable: it never entered the history.
        #expect(sim.engine.undoDepth == 0)
        #expect(!sim.engine.canUndo)
        // Answering twice does nothing.
        #expect(sim.engine.handle(.confirm(question.id)) == [])
    }

    @Test("S11: declining the drop box's question flies the content back and changes nothing")
    func askBeforeThenDecline() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.dropBox)
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[0], fraction: 0.9))
        let question = try #require(sim.confirmationRequests.first)
        sim.perform { $0.handle(.decline(question.id)) }
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        let frame = try #require(sim.engine.layout.itemFrames[inbox[1]])
        #expect(sim.lastActions.contains(.endPreview(1, .flyBack(to: frame))))
        #expect(sim.lastActions.contains(.setLifted([inbox[1]], false)))
        #expect(sim.announcements.last == "Didn't drop Eggs into Archive. Nothing changed.")
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.engine.handle(.decline(question.id)) == [])
    }

    @Test("S11: a shared album shows the drop at once and holds the commit until posted")
    func cancelStepAfterThenConfirm() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.album)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.order(of: Scene.archive).count == archive.count + 1)
        #expect(sim.commits.isEmpty)
        let question = try #require(sim.confirmationRequests.first)
        #expect(question.style == .cancelStepAfter)
        #expect(question.message.english.hasPrefix("Post Milk to Archive?"))
        #expect(sim.engine.undoDepth == 0)
        let shown = sim.snapshot

        sim.perform { $0.handle(.confirm(question.id)) }
        let transfer = try #require(sim.commits.last)
        #expect(transfer.operation == .copy)
        #expect(transfer.destination == Scene.archive)
        #expect(sim.snapshot == shown)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.announcements.last == "Posted Milk to Archive.")
        #expect(sim.mirrorIsInStep)
    }

    @Test("S11: Cancel in the shared album's step takes the drop back without committing")
    func cancelStepAfterThenDecline() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.album)
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        let question = try #require(sim.confirmationRequests.first)
        #expect(sim.snapshot != before)
        sim.perform { $0.handle(.decline(question.id)) }
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.engine.workspace.items.count == 6)
        #expect(sim.mirrorIsInStep)
        #expect(sim.announcements.last == "Cancelled: Milk taken back out of Archive.")
    }

    @Test("S11: a posted drop whose commit fails is taken back like any failed drop")
    func postedCommitFails() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.album)
        let before = sim.snapshot
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        let question = try #require(sim.confirmationRequests.first)
        sim.perform { $0.handle(.confirm(question.id)) }
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "offline")
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S11: an irreversible drop doesn't enter the undo history, and clears redo")
    func irreversibleDropNotInHistory() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: Self.album)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        sim.undo()
        #expect(sim.engine.canRedo)
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[0], fraction: 0.1))
        let question = try #require(sim.confirmationRequests.first)
        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(!sim.engine.canRedo)
        #expect(sim.engine.undoDepth == 0)
    }
}

@Suite("Drops that cannot be undone (S11): while the question is open")
struct IrreversibleDropOpenQuestionTests {
    @Test("S11: confirming after the same pointer began another drag leaves that drag's image alone")
    func answerDuringAnotherDrag() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: IrreversibleDropTests.dropBox)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.9))
        let question = try #require(sim.confirmationRequests.first)
        sim.lift(inbox[2], to: sim.center(of: inbox[3]))
        sim.perform { $0.handle(.confirm(question.id)) }
        #expect(!sim.lastActions.contains(where: { $0.isEndPreview }))
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[0], archive[1]])
        #expect(sim.mirrorIsInStep)
    }
}
