import DragKit
import DragKitTesting
import Testing

/// Changes from another window invalidate only the undo entries they conflict with, which say
/// so when tried (S10, issue 34); a drag whose items all went away ends (F7).
@Suite("S10, F7: changes from elsewhere during a session")
struct HistoryElsewhereTests {
    @Test("S10: an entry whose list changed elsewhere stays until tried, is refused then, and the one below still undoes")
    func staleEntryIsSaidWhenTried() throws {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: ["A", "B", "C"])
        let today = try sim.addList(2, "Today", items: ["T", "U"], origin: Point(x: 400, y: 0))
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: inbox[2], fraction: 0.9))  // entry 1: Inbox
        sim.drag(sim.center(of: today[0]), to: sim.point(in: today[1], fraction: 0.9))  // entry 2: Today
        // Another window adds to Today; then a drop in Inbox fails: nothing is forgotten unheard.
        try sim.engine.insert(Item(id: 700, label: "New"), into: 2, at: 0)
        sim.relayoutAll()
        sim.commitsSucceedAutomatically = false
        sim.plannedOutcomes = [.fail("offline")]
        sim.drag(sim.center(of: inbox[1]), to: sim.point(in: inbox[0], fraction: 0.9))
        #expect(sim.engine.undoDepth == 2)
        sim.commitsSucceedAutomatically = true
        sim.undo()
        #expect(sim.announcements.last == "Can't undo Move: the content has changed since.")
        sim.undo()
        #expect(sim.announcements.last?.hasPrefix("Undid:") == true)
        #expect(sim.order(of: 1) == inbox)
    }

    @Test("F7: a keyboard drag whose one item is deleted elsewhere ends, saying so; nothing else changes")
    func dragOfDeletedItemEnds() throws {
        var list = try ListFixture(count: 3)
        list.simulator.key(.space, target: list.items[1])
        try list.simulator.removeItem(list.items[1])
        #expect(list.simulator.engine.phase(of: .keyboard) == nil)
        #expect(list.simulator.announcements.last == "Cancelled.")
        #expect(list.simulator.order(of: list.container) == [list.items[0], list.items[2]])
    }

    @Test("F7, S9: a keyboard drag whose items failed commits put back into two other lists ends: a drop would take none of them")
    func dragWhoseItemsWentBackToTwoListsEnds() throws {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: ["Milk"])
        let errands = try sim.addList(2, "Errands", items: ["Stamps"], origin: Point(x: 400, y: 0))
        let today = try sim.addList(3, "Today", policy: ContainerPolicy(crossContainerOperation: .move), items: ["Call"],
                                    origin: Point(x: 800, y: 0))
        sim.commitsSucceedAutomatically = false
        sim.plannedOutcomes = [.later, .later]
        sim.drag(sim.center(of: inbox[0]), to: sim.point(in: today[0], fraction: 0.1))
        sim.drag(sim.center(of: errands[0]), to: sim.point(in: today[0], fraction: 0.1))
        let waiting = sim.engine.uncommittedCommits.compactMap(\.items).map { $0.id }
        #expect(waiting.count == 2)
        #expect(Set(sim.order(of: 3).prefix(2)) == [inbox[0], errands[0]])
        sim.pickUp([inbox[0], errands[0]])
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        let mark = sim.log.count
        for id in waiting { sim.fail(id, reason: "offline") }
        // Milk is back in Inbox and Stamps in Errands: nothing is left in Today to drop.
        #expect(sim.order(of: 1) == inbox && sim.order(of: 2) == errands && sim.order(of: 3) == today)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.log[mark...].contains { if case .endPreview(_, .evaporate) = $0 { true } else { false } })
        #expect(!sim.log[mark...].contains { $0.isCommit })
        #expect(sim.announcements.last?.hasPrefix("Couldn't move") == true)
    }

    @Test("F7, S9, S14: a keyboard drag whose items two loading drops land in two other lists ends: a drop would take none of them")
    func dragWhoseItemsLoadedDropsLandedElsewhereEnds() throws {
        var (sim, intro) = try SlowTransferTests.scene()
        let album = try sim.addList(3, "Album", policy: ContainerPolicy(crossContainerOperation: .move), items: ["Cover"],
                                    origin: Point(x: 800, y: 0))
        sim.drop(100, below: intro)  // the photo's data loads before it moves to Document
        sim.drag(sim.center(of: 101), to: sim.point(in: album[0], fraction: 0.9))  // the video's, to Album
        let loads = sim.loadRequests.map { $0.transfer }
        #expect(loads.count == 2 && sim.order(of: RichScene.desk) == [100, 101, 102])
        sim.pickUp([100, 101])
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        sim.finishLoading(loads[0])
        // The photo landed in Document; the video is still on the desk, so the drag goes on with it.
        #expect(sim.order(of: RichScene.destination) == [intro, 100])
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        let mark = sim.log.count
        sim.finishLoading(loads[1])
        // The video landed in Album: nothing the drag carries is left on the desk.
        #expect(sim.order(of: 3) == [album[0], 101] && sim.order(of: RichScene.desk) == [102])
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.log[mark...].contains { if case .endPreview(_, .evaporate) = $0 { true } else { false } })
        #expect(sim.announcements.last == "Cancelled.")
    }

    @Test("S13: a pause on a folder row's middle, then the rows shift under the resting pointer so it is on an edge: nothing springs")
    func rowsShiftUnderARestingPointer() throws {
        var (sim, home, _, _) = try Scene.homeAndDocuments()
        sim.springLoadsOpeningRows = true
        sim.registerOpeningRowSprings()
        // Resting on the lower part of the Documents row's middle band.
        let point = sim.point(in: home[0], fraction: 0.7)
        sim.lift(home[2], to: point)
        sim.advance(by: .milliseconds(100))
        // Another window adds a row above: the rows move down by one under the pointer.
        try sim.engine.insert(Item(id: 800, label: "Above"), into: 1, at: 0)
        sim.relayoutAll()
        sim.registerOpeningRowSprings()
        sim.send(.layoutDidChange)
        sim.advance(by: .milliseconds(1000))
        #expect(!sim.log.contains { if case .springActivate = $0 { true } else { false } })
    }

    @Test("S10, S1: a copy renamed elsewhere whose undo fails comes back under its new name")
    func failedUndoBringsBackTheRenamedCopy() throws {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: ["Milk", "Eggs"])
        _ = try sim.addList(2, "Archive", policy: ContainerPolicy(), items: ["Old"], origin: Point(x: 400, y: 0))
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 60))
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.engine.workspace.items[copy]?.label == "Milk")
        try sim.engine.setLabel("Oat milk", of: copy)  // another window renames the copy
        sim.commitsSucceedAutomatically = false
        sim.plannedOutcomes = [.fail("offline")]
        sim.undo()
        #expect(sim.order(of: 2).contains(copy))
        #expect(sim.engine.workspace.items[copy]?.label == "Oat milk")
    }
}
