import DragKit
import DragKitTesting
import Testing

@Suite("S7 Announcements for assistive technology")
struct AnnouncementTests {
    @Test("S7: the lift names the item, its position and its container")
    func lift() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[1], to: sim.center(of: inbox[1]).offset(0, 8))
        #expect(sim.announcements == ["Picked up Eggs, item 2 of 4 in Inbox."])
        #expect(sim.announcementRecords.first?.politeness == .polite)
    }

    @Test("S7: moving over another container names it, the position and what a drop does")
    func overOtherContainer() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.announcements.last == "Over Archive, position 3 of 3. Drop to copy.")
        sim.move(to: sim.point(in: archive[1], fraction: 0.8))
        #expect(sim.lastActions.compactMap({ $0.announcement }).isEmpty)  // same destination: no repeat
    }

    @Test("S7, P4: a pointer drag resting at another position of the destination it was announced over has that position said")
    func restingPositionIsSaid() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: archive[0], fraction: 0.1))
        #expect(sim.announcements.last == "Over Archive, position 1 of 3. Drop to copy.")
        // Moving on through the list, a step every 100 ms: nothing is said while it moves.
        let said = sim.announcements.count
        sim.move(to: sim.point(in: archive[0], fraction: 0.9))
        sim.advance(by: .milliseconds(100))
        sim.move(to: sim.point(in: archive[1], fraction: 0.9))
        sim.advance(by: .milliseconds(499))
        #expect(sim.announcements.count == said)
        // Resting 500 ms where it now is, it is said, once.
        sim.advance(by: .milliseconds(1))
        #expect(sim.announcements.last == "Over Archive, position 3 of 3. Drop to copy.")
        #expect(sim.announcements.count == said + 1)
        sim.advance(by: .milliseconds(2000))
        sim.move(to: sim.point(in: archive[1], fraction: 0.8))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.announcements.count == said + 1)
        // Back at a position already said, and off again before the rest ends: nothing new.
        sim.move(to: sim.point(in: archive[0], fraction: 0.1))
        sim.advance(by: .milliseconds(200))
        sim.move(to: sim.point(in: archive[1], fraction: 0.9))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.announcements.count == said + 1)
        // The drop lands where the last sentence said.
        sim.release(at: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.lastActions.compactMap { if case .commit(.items(let transfer)) = $0 { transfer.index } else { nil } } == [2])
    }

    @Test("S7, P4: in its own list since the lift, resting at a new position has it said; at the lifted one, nothing")
    func restingInTheSourceList() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: inbox[0], fraction: 0.6))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.announcements == ["Picked up Milk, item 1 of 4 in Inbox."])
        sim.move(to: sim.point(in: inbox[2], fraction: 0.9))
        sim.advance(by: .milliseconds(500))
        #expect(sim.announcements.last == "Over Inbox, position 3 of 4. Drop to move.")
    }

    @Test("S7: over a move-preferring destination the announcement says move")
    func overMovingDestination() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.lift(inbox[0], to: sim.point(in: archive[0], fraction: 0.1))
        #expect(sim.announcements.last == "Over Archive, position 1 of 3. Drop to move.")
    }

    @Test("S7: returning to the source after leaving announces it, counting the list without the item")
    func overSourceAfterLeaving() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: inbox[2]))
        #expect(sim.announcements.count == 1)  // still in its own list: the lift said where it is
        sim.move(to: Scene.gap)
        #expect(sim.announcements.last == "Not over a drop target.")
        sim.move(to: sim.point(in: inbox[3], fraction: 0.9))
        #expect(sim.announcements.last == "Over Inbox, position 4 of 4. Drop to move.")
        sim.setModifiers([.option])
        #expect(sim.announcements.last == "Over Inbox, position 5 of 5. Drop to copy.")
    }

    @Test("S7: a destination that refuses the content says so, naming it and the item")
    func overRefusing() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptsDrops: false))
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        #expect(sim.announcements.last == "Archive can't take Milk.")
        sim.move(to: sim.center(of: archive[1]))
        #expect(sim.lastActions.compactMap({ $0.announcement }).isEmpty)
    }

    @Test("S7: a drop names the item, the destination and the final position")
    func dropped() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.drag(sim.center(of: inbox[2]), to: sim.point(in: archive[0], fraction: 0.9))
        #expect(sim.announcements.last == "Copied Bread to Archive, position 2 of 3.")

        var (moving, movingInbox, _) = try Scene.twoLists()
        moving.drag(moving.center(of: movingInbox[0]), to: moving.point(in: movingInbox[2], fraction: 0.9))
        #expect(moving.announcements.last == "Moved Milk to Inbox, position 3 of 4.")
    }

    @Test("S7: a cancelled drag names the item and where it went back to")
    func cancelled() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[3], to: Scene.gap)
        sim.key(.escape)
        #expect(sim.announcements.last == "Drag cancelled. Butter returned to Inbox.")
        #expect(sim.announcementRecords.last?.politeness == .polite)
    }

    @Test("S7: a failed transfer names the item, the destination and the reason, assertively")
    func failure() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        sim.drag(sim.center(of: inbox[0]), to: Point(x: 550, y: 150))
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "the server is unreachable")
        let last = try #require(sim.announcementRecords.last)
        #expect(last.english == "Couldn't move Milk to Archive: the server is unreachable. It is back where it was.")
        #expect(last.politeness == .assertive)
        #expect(sim.failures == [last.english])
    }

    @Test("S7: every step of a drag is announced, in order")
    func everyStep() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: Scene.gap)
        sim.move(to: sim.point(in: archive[0], fraction: 0.2))
        sim.release(at: sim.point(in: archive[0], fraction: 0.2))
        #expect(sim.announcements == [
            "Picked up Milk, item 1 of 4 in Inbox.",
            "Not over a drop target.",
            "Over Archive, position 1 of 3. Drop to copy.",
            "Copied Milk to Archive, position 1 of 3.",
        ])
    }

    @Test("S7: labels with unusual characters are read as given")
    func unusualLabels() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Café \"Ünïcode\" 📋", items: ["Line\nbreak & <tag>"])
        sim.lift(items[0], to: Scene.nowhere)
        #expect(sim.announcements.first == "Picked up Line\nbreak & <tag>, item 1 of 1 in Café \"Ünïcode\" 📋.")
    }
}
