import DragKit
import DragKitTesting
import Testing

/// A drop takes its items' indices from what the drag knows when that is still right, and
/// undo checks the content by fingerprint (issue 23, S10): neither may change what a drop, a
/// failed commit or an undo does when the content changed under the drag.
@Suite("Drop placements: the indices a drop uses, after content changes")
struct DropPlacementsTests {
    @Test("S10: a drop after an insert above the dragged item moves it, and undo and a failed commit restore exactly")
    func insertAboveDuringDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[2], to: sim.point(in: inbox[0], fraction: 0.1))
        // The drag recorded item 3 at index 2; the host puts a new row above it.
        try sim.engine.insert(Item(id: 99, label: "Jam"), into: Scene.inbox, at: 0)
        let before = sim.order(of: Scene.inbox)
        sim.move(to: sim.point(in: inbox[0], fraction: 0.1))
        sim.release(at: sim.point(in: inbox[0], fraction: 0.1))
        var expected = before
        expected.removeAll { $0 == inbox[2] }
        expected.insert(inbox[2], at: expected.firstIndex(of: inbox[0]) ?? 0)
        #expect(sim.order(of: Scene.inbox) == expected)
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == before)
        sim.redo()
        #expect(sim.order(of: Scene.inbox) == expected)
        sim.undo()
        // The same drop again, its commit failing: the content goes back exactly.
        sim.commitsSucceedAutomatically = false
        sim.lift(inbox[2], to: sim.point(in: inbox[0], fraction: 0.1))
        try sim.engine.insert(Item(id: 98, label: "Tea"), into: Scene.inbox, at: 1)
        let beforeFailed = sim.order(of: Scene.inbox)
        sim.move(to: sim.point(in: inbox[0], fraction: 0.1))
        sim.release(at: sim.point(in: inbox[0], fraction: 0.1))
        let transfer = try #require(sim.uncommitted.first)
        #expect(sim.order(of: Scene.inbox) != beforeFailed)
        sim.fail(transfer.id, reason: "offline")
        #expect(sim.order(of: Scene.inbox) == beforeFailed)
    }

    @Test("S10: content changed and changed back outside the history can still be undone")
    func changedAndBack() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let before = sim.order(of: Scene.inbox)
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        try sim.engine.insert(Item(id: 99, label: "Jam"), into: Scene.inbox, at: 1)
        _ = try sim.engine.removeItem(99)
        #expect(sim.engine.canUndo)
        sim.undo()
        #expect(sim.order(of: Scene.inbox) == before)
        #expect(sim.announcements.last != "Can't undo Move: the content has changed since.")
    }

    @Test("S10: a reorder outside the history that keeps the same items still makes undo refuse")
    func reorderedOutside() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[3], fraction: 0.9))
        // Take the last row out and put it back first: same items, another order.
        let order = sim.order(of: Scene.inbox)
        let last = try #require(order.last)
        _ = try sim.engine.removeItem(last)
        try sim.engine.insert(Item(id: last, label: "Again"), into: Scene.inbox, at: 0)
        sim.perform { $0.handle(.undo) }
        #expect(sim.announcements.last == "Can't undo Move: the content has changed since.")
        // Reported as a failure, so the host shows it and tells the page (F7, issue 34).
        #expect(sim.failures == ["Can't undo Move: the content has changed since."])
    }
}
