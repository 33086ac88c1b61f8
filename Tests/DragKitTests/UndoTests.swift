import DragKit
import DragKitTesting
import Testing

@Suite("Undo and redo of drops (S10)")
struct UndoTests {
    /// The transfers committed by the most recent input.
    static func lastCommits(_ sim: DragSimulator) -> [Transfer] {
        sim.lastActions.compactMap { if case .commit(.items(let transfer)) = $0 { transfer } else { nil } }
    }

    @Test("S10: undo of a move between containers restores the exact order of both")
    func undoMoveRestoresBoth() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[0], fraction: 0.9))
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[1], archive[1]])
        #expect(sim.engine.canUndo)
        #expect(sim.engine.undoDepth == 1)
        #expect(sim.undoActionName == "Undo Move")
        let after = sim.snapshot

        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.mirrorIsInStep)
        let inverse = try #require(Self.lastCommits(sim).first)
        #expect(inverse.operation == .move)
        #expect(inverse.items == [inbox[1]])
        #expect(inverse.source == Scene.archive)
        #expect(inverse.destination == Scene.inbox)
        #expect(inverse.indices == [1])
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.redoActionName == "Redo Move")
        #expect(sim.announcements.last == "Undid: moved Eggs back to Inbox, position 2 of 4.")

        sim.redo()
        #expect(sim.snapshot == after)
        #expect(sim.mirrorIsInStep)
        let again = try #require(Self.lastCommits(sim).first)
        #expect(again.operation == .move)
        #expect(again.source == Scene.inbox)
        #expect(again.destination == Scene.archive)
        #expect(again.index == 1)
        #expect(sim.engine.undoDepth == 1)
        #expect(sim.engine.redoDepth == 0)
    }

    @Test("S10: undo of a same-container move restores the exact order")
    func undoReorder() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[3], inbox[0]])
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S10: undo of a copy deletes the copies, committed as a delete; redo brings the same ids back")
    func undoCopy() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: archive[0], fraction: 0.9))
        let drop = try #require(sim.commits.last)
        #expect(drop.operation == .copy)
        let copy = try #require(drop.copies.first)
        #expect(sim.undoActionName == "Undo Copy")
        let after = sim.snapshot

        sim.undo()
        #expect(sim.snapshot == before)
        #expect(sim.engine.workspace.items[copy] == nil)
        #expect(sim.engine.workspace.items.count == inbox.count + archive.count)
        #expect(sim.mirrorIsInStep)
        let inverse = try #require(Self.lastCommits(sim).first)
        #expect(inverse.operation == .delete)
        #expect(inverse.items == [copy])
        #expect(inverse.source == Scene.archive)
        #expect(inverse.indices == [1])

        sim.redo()
        #expect(sim.snapshot == after)
        #expect(sim.order(of: Scene.archive)[1] == copy)
        #expect(sim.mirrorIsInStep)
        let again = try #require(Self.lastCommits(sim).first)
        #expect(again.operation == .copy)
        #expect(again.copies == [copy])
        #expect(again.items == drop.items)
        #expect(again.index == drop.index)
    }

    @Test("S10: several drops undo last-first, each restoring exactly the state before it")
    func undoSeveral() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        var states = [sim.snapshot]
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        states.append(sim.snapshot)
        sim.drag(sim.center(of: inbox[3]), to: sim.point(in: archive[1], fraction: 0.9))
        states.append(sim.snapshot)
        sim.drag(sim.center(of: archive[0]), to: sim.point(in: archive[1], fraction: 0.9))
        states.append(sim.snapshot)
        #expect(sim.engine.undoDepth == 3)
        for expected in states.dropLast().reversed() {
            sim.undo()
            #expect(sim.snapshot == expected)
        }
        #expect(!sim.engine.canUndo)
        sim.undo()
        #expect(sim.announcements.last == "Nothing to undo.")
        for expected in states.dropFirst() {
            sim.redo()
            #expect(sim.snapshot == expected)
        }
        #expect(sim.mirrorIsInStep)
    }

    @Test("S10: a new drop clears the redo stack")
    func newDropClearsRedo() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        sim.undo()
        #expect(sim.engine.canRedo)
        sim.drag(sim.center(of: inbox[3]), to: sim.point(in: inbox[0], fraction: 0.1))
        #expect(!sim.engine.canRedo)
        #expect(sim.engine.redoDepth == 0)
        let after = sim.snapshot
        sim.redo()
        #expect(sim.snapshot == after)
        #expect(sim.announcements.last == "Nothing to redo.")
    }

    @Test("S10: a failed commit of an undone move puts the engine back to before the undo")
    func failedUndoCommitOfMove() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        let after = sim.snapshot
        sim.commitsSucceedAutomatically = false
        sim.undo()
        let inverse = try #require(sim.uncommitted.first)
        #expect(!sim.engine.canRedo)  // its commit is pending
        sim.fail(inverse.id, reason: "offline")
        #expect(sim.snapshot == after)
        #expect(sim.mirrorIsInStep)
        #expect(sim.engine.undoDepth == 1)
        #expect(sim.engine.redoDepth == 0)
        #expect(sim.engine.canUndo)
        #expect(sim.failures.last == "Couldn't undo: offline. The change stays as it was.")
        // And the undo can be tried again.
        sim.commitsSucceedAutomatically = true
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.order(of: Scene.archive) == archive)
    }

    @Test("S10: a failed commit of an undone copy brings the copies back")
    func failedUndoCommitOfCopy() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1))
        let after = sim.snapshot
        let copy = try #require(sim.commits.last?.copies.first)
        sim.commitsSucceedAutomatically = false
        sim.undo()
        #expect(sim.order(of: Scene.archive) == archive)
        let inverse = try #require(sim.uncommitted.first)
        sim.fail(inverse.id, reason: "read-only")
        #expect(sim.snapshot == after)
        #expect(sim.engine.workspace.items[copy]?.label == "Milk")
        #expect(sim.mirrorIsInStep)
        #expect(sim.engine.undoDepth == 1)
    }

    @Test("S10: a failed commit of a redo puts the change back on the redo stack, undone")
    func failedRedoCommit() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        sim.undo()
        sim.commitsSucceedAutomatically = false
        sim.redo()
        let again = try #require(sim.uncommitted.first)
        sim.fail(again.id, reason: "offline")
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.engine.redoDepth == 1)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.engine.canRedo)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S10: a drop whose commit is pending can't be undone until the host reports on it")
    func undoWaitsForCommit() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        let after = sim.snapshot
        let drop = try #require(sim.uncommitted.first)
        #expect(!sim.engine.canUndo)
        #expect(sim.engine.undoDepth == 1)
        sim.undo()
        #expect(sim.snapshot == after)
        #expect(sim.announcements.last == "Can't undo Move yet: it is still being saved.")
        #expect(!sim.lastActions.contains(where: { $0.isCommit || $0.isApplyChange }))
        sim.succeed(drop.id)
        #expect(sim.engine.canUndo)
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("S10: a drop whose commit fails leaves the history")
    func failedDropLeavesHistory() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[0], fraction: 0.1))
        let second = try #require(sim.uncommitted.first)
        #expect(sim.engine.undoDepth == 2)
        sim.fail(second.id, reason: "offline")
        #expect(sim.engine.undoDepth == 1)
        sim.commitsSucceedAutomatically = true
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("S10: undo is refused while a drag is in progress")
    func noUndoWhileDragging() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        let after = sim.snapshot
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        #expect(!sim.engine.canUndo)
        sim.undo()
        #expect(sim.snapshot == after)
        #expect(sim.announcements.last == "Can't undo while dragging.")
    }

    @Test("S10: an undo whose containers changed outside the history is refused and forgotten")
    func staleUndoRefused() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        try sim.engine.insert(Item(id: 99, label: "Jam"), into: Scene.inbox, at: 0)
        let now = sim.order(of: Scene.inbox)
        sim.perform { $0.handle(.undo) }
        #expect(sim.order(of: Scene.inbox) == now)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.announcements.last == "Can't undo Move: the content has changed since.")
    }

    @Test("S10: randomized drops, undos and redos never lose or duplicate items, and undo restores exactly")
    func randomizedHistory() throws {
        for seed in UInt64(1)...12 {
            var generator = SeededGenerator(seed: seed)
            var (sim, _, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
            try sim.addList(Scene.extra, "Notes", items: ["One", "Two", "Three"], origin: Point(x: 800, y: 0))
            // The states the history should reach: `done.last` now, then back through `done`.
            var done: [[ContainerID: [ItemID]]] = [sim.snapshot]
            var undone: [[ContainerID: [ItemID]]] = []
            for step in 0..<40 {
                let roll = generator.below(10)
                if roll < 5 {
                    let lists = [Scene.inbox, Scene.archive, Scene.extra].filter { !sim.order(of: $0).isEmpty }
                    let from = generator.pick(lists)
                    let item = generator.pick(sim.order(of: from))
                    let to = generator.pick([Scene.inbox, Scene.archive, Scene.extra])
                    let targets = sim.order(of: to)
                    let point = targets.isEmpty
                        ? (sim.engine.layout.containerFrames[to]?.center ?? .zero)
                        : sim.point(in: generator.pick(targets), fraction: generator.chance(50) ? 0.1 : 0.9)
                    let option: Modifiers = generator.chance(25) ? [.option] : []
                    let commitsBefore = sim.commits.count
                    sim.drag(sim.center(of: item), to: point, modifiers: option)
                    if sim.commits.count > commitsBefore {
                        done.append(sim.snapshot)
                        undone = []
                    }
                } else if roll < 8 {
                    sim.undo()
                    if done.count > 1 {
                        undone.append(done.removeLast())
                    }
                } else {
                    sim.redo()
                    if let next = undone.popLast() { done.append(next) }
                }
                let label = "seed \(seed) step \(step)"
                #expect(sim.snapshot == done.last, "\(label)")
                #expect(sim.mirrorIsInStep, "\(label)")
                #expect(sim.engine.undoDepth == done.count - 1, "\(label)")
                #expect(sim.engine.redoDepth == undone.count, "\(label)")
                // Never an item in two places, never an item lost.
                let all = sim.snapshot.values.flatMap { $0 }
                #expect(Set(all).count == all.count, "\(label)")
                #expect(all.count == sim.engine.workspace.items.count, "\(label)")
            }
            // Undo everything: the scene is back to its start, every copy gone.
            while sim.engine.canUndo { sim.undo() }
            #expect(sim.snapshot == done.first, "seed \(seed)")
            #expect(sim.engine.workspace.items.count == 9, "seed \(seed)")
        }
    }
}
