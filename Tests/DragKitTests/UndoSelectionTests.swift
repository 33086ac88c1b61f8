import DragKit
import DragKitTesting
import Testing

/// S10 says undo returns source, destination *and selection* to exactly their previous state;
/// A5 says what a drop does to the selection. These check the two together.
@Suite("S10 + A5 Undo restores the selection")
struct UndoSelectionTests {
    @Test("S10/A5: undoing a group copy restores both selections; redo selects the copies again")
    func undoRestoresSelection() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 450, y: 75))
        let copies = try #require(sim.commits.last).copies
        #expect(copies.count == 2)
        // A5: the copies are selected at the destination; the source is deselected.
        #expect(sim.engine.selectedItems(in: Scene.archive) == copies)
        #expect(sim.engine.selectedItems(in: Scene.inbox).isEmpty)

        sim.clearLog()
        sim.undo()
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0], inbox[1]])
        #expect(sim.engine.selectedItems(in: Scene.archive).isEmpty)
        #expect(sim.logContains { $0 == .setSelection(Scene.inbox, [inbox[0], inbox[1]]) })

        sim.redo()
        #expect(sim.engine.selectedItems(in: Scene.archive) == copies)
        #expect(sim.engine.selectedItems(in: Scene.inbox).isEmpty)
    }

    @Test("S10/A5: undoing a move within a list restores the order and the previous selection")
    func undoMoveRestoresSelection() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        _ = sim.engine.handle(.setSelection([inbox[3]], in: Scene.inbox))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0]])  // A5: the dropped item
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[3]])
    }
}
