import DragKit
import DragKitTesting
import Testing

/// S2, F6: in a container that places items by the drop point (a calendar day places an event
/// at the time under the pointer), a drop at an item's own index is still a move the host
/// stores; everywhere else it changes nothing (F7).
@Suite("S2 Placement by the drop point")
struct DropPointPlacementTests {
    @Test("S2: a drop at its own index in a container that places by the drop point is committed and undoable")
    func sameIndexDropIsCommitted() throws {
        var policy = ContainerPolicy()
        policy.placesByDropPoint = true
        var (sim, inbox, _) = try Scene.twoLists(inboxPolicy: policy)
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[1], fraction: 0.8))
        let commit = try #require(sim.commits.first, "the drop is stored: its place in the day changed")
        #expect(commit.operation == .move && commit.items == [inbox[1]])
        #expect(commit.source == Scene.inbox && commit.destination == Scene.inbox && commit.index == 1)
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(!sim.announcements.contains { $0.contains("where it was") })
        sim.undo()
        #expect(sim.commits.count == 2, "the undo is stored too (S10)")
        #expect(sim.order(of: Scene.inbox) == inbox)
    }

    @Test("S2, S10: a drop the host reports unchanged (put back on its own place) leaves no undo step")
    func unchangedDropLeavesNoUndoStep() throws {
        var policy = ContainerPolicy()
        policy.placesByDropPoint = true
        var (sim, inbox, _) = try Scene.twoLists(inboxPolicy: policy)
        sim.commitsSucceedAutomatically = false
        let depth = sim.engine.undoDepth
        let start = sim.center(of: inbox[1])
        sim.drag(start, to: Point(x: start.x, y: start.y + 6))
        let commit = try #require(sim.commits.first)
        _ = sim.engine.handle(.transferUnchanged(commit.id))
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.engine.undoDepth == depth, "nothing new to undo")
        #expect(!sim.engine.canUndo)
    }

    @Test("F7: without it, the same drop changes nothing and commits nothing")
    func sameIndexDropElsewhereIsNoOp() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[1], fraction: 0.8))
        #expect(sim.commits.isEmpty)
    }
}
