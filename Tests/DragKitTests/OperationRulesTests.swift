import DragKit
import DragKitTesting
import Testing

@Suite("S2–S4 Move or copy")
struct OperationRulesTests {
    let copying = ContainerPolicy()
    let moving = ContainerPolicy(crossContainerOperation: .move)

    // MARK: The rules

    @Test("S2: the same container moves, another container copies, another app copies")
    func defaults() {
        #expect(OperationRules.operation(from: .container(1), to: 1, policy: copying, modifiers: []) == .move)
        #expect(OperationRules.operation(from: .container(2), to: 1, policy: copying, modifiers: []) == .copy)
        #expect(OperationRules.operation(from: .otherApp, to: 1, policy: copying, modifiers: []) == .copy)
    }

    @Test("S3: a destination may make drops from the app's other containers move")
    func overrideToMove() {
        #expect(OperationRules.operation(from: .container(2), to: 1, policy: moving, modifiers: []) == .move)
        #expect(OperationRules.operation(from: .container(1), to: 1, policy: moving, modifiers: []) == .move)
    }

    @Test("S3: drops from another app stay copies even where the destination prefers a move")
    func otherAppAlwaysCopies() {
        for modifiers: Modifiers in [[], [.option], [.shift, .command]] {
            #expect(OperationRules.operation(from: .otherApp, to: 1, policy: moving, modifiers: modifiers) == .copy)
        }
    }

    @Test("S3: Option on a move-preferring destination copies, the choice least likely to lose data")
    func optionBeatsOverride() {
        #expect(OperationRules.operation(from: .container(2), to: 1, policy: moving, modifiers: [.option]) == .copy)
    }

    @Test("S4: Option (Alt) turns a same-container drop into a copy; other modifiers don't")
    func optionCopies() {
        #expect(OperationRules.operation(from: .container(1), to: 1, policy: copying, modifiers: [.option]) == .copy)
        #expect(OperationRules.operation(from: .container(1), to: 1, policy: copying, modifiers: [.option, .shift]) == .copy)
        #expect(OperationRules.operation(from: .container(1), to: 1, policy: copying, modifiers: [.shift, .control, .command]) == .move)
    }

    @Test("S2: a policy asking for something other than a move or a link still copies across containers")
    func meaninglessOverrideCopies() {
        // `.link` is a meaningful choice (F8, see LinkAndTrashTests).
        for operation: DropOperation in [.cancel, .forbidden, .copy] {
            let policy = ContainerPolicy(crossContainerOperation: operation)
            #expect(OperationRules.operation(from: .container(2), to: 1, policy: policy, modifiers: []) == .copy)
        }
    }

    // MARK: Through the engine

    @Test("S2: a drag within one container moves: the item exists once, at its new place")
    func sameContainerMoves() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .move)
        #expect(transfer.copies.isEmpty)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[0], inbox[3]])
        #expect(sim.engine.workspace.items.count == 6)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S2: a drag to another container copies: the content exists in both")
    func otherContainerCopies() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[0], fraction: 0.9))
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .copy)
        #expect(sim.order(of: Scene.inbox) == inbox)
        let copy = try #require(transfer.copies.first)
        #expect(!inbox.contains(copy) && !archive.contains(copy))
        #expect(sim.order(of: Scene.archive) == [archive[0], copy, archive[1]])
        #expect(sim.engine.workspace.items[copy]?.label == "Eggs")
        #expect(sim.labels(of: Scene.archive) == ["Apples", "Eggs", "Pears"])
        #expect(sim.mirror.originals[copy] == inbox[1])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S3: a destination with crossContainerOperation .move takes the item out of its source")
    func overrideMoves() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: moving)
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: archive[1], fraction: 0.9))
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .move)
        #expect(transfer.source == Scene.inbox)
        #expect(transfer.destination == Scene.archive)
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[2], inbox[3]])
        #expect(sim.order(of: Scene.archive) == [archive[0], archive[1], inbox[1]])
        #expect(sim.engine.workspace.items.count == 6)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S3: the move preference is the destination's: dragging back into a copying list copies")
    func overrideIsPerDestination() throws {
        var (sim, _, archive) = try Scene.twoLists(archivePolicy: moving)
        sim.drag(sim.center(of: archive[0]), to: Point(x: 150, y: 200))
        #expect(sim.commits.first?.operation == .copy)
        #expect(sim.order(of: Scene.archive) == archive)
    }

    @Test("S4: Option held at the drop makes a same-container drag a copy")
    func optionAtDropCopies() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9), modifiers: [.option])
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .copy)
        // A copy inserts into the full list: after Bread, original Milk untouched.
        #expect(transfer.index == 3)
        #expect(sim.labels(of: Scene.inbox) == ["Milk", "Eggs", "Bread", "Milk", "Butter"])
        #expect(sim.order(of: Scene.inbox).first == inbox[0])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S4: Option is read at drop time: released before the drop gives a move")
    func optionReleasedBeforeDropMoves() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: inbox[2], fraction: 0.9))
        sim.setModifiers([.option])
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)
        #expect(sim.lastCursor() == .copy)
        sim.setModifiers([])
        #expect(sim.engine.feedback(for: 1)?.operation == .move)
        sim.release(at: sim.point(in: inbox[2], fraction: 0.9))
        let transfer = try #require(sim.commits.first)
        #expect(transfer.operation == .move)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[0], inbox[3]])
    }

    @Test("S4: Option pressed only at the moment of the drop still copies")
    func optionPressedAtDropCopies() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[3]), to: sim.point(in: inbox[0], fraction: 0.1), releaseModifiers: [.option])
        #expect(sim.commits.map({ $0.operation }) == [.copy])
        #expect(sim.labels(of: Scene.inbox) == ["Butter", "Milk", "Eggs", "Bread", "Butter"])
    }

    @Test("S4: Option held while hovering but released in the drop event gives a move")
    func optionReleasedInDropEventMoves() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[3]), to: sim.point(in: inbox[0], fraction: 0.1),
                 modifiers: [.option], releaseModifiers: [])
        #expect(sim.commits.map({ $0.operation }) == [.move])
        #expect(sim.order(of: Scene.inbox) == [inbox[3], inbox[0], inbox[1], inbox[2]])
    }

    @Test("S3/S4: Option on a move-preferring destination makes the drop a copy")
    func optionOverridesMovingDestination() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: moving)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: archive[0], fraction: 0.1), modifiers: [.option])
        #expect(sim.commits.map({ $0.operation }) == [.copy])
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.labels(of: Scene.archive) == ["Milk", "Apples", "Pears"])
    }
}
