import DragKit
import DragKitTesting
import Testing

@Suite("F5 Badge and F8 Pointer")
struct CursorAndBadgeTests {
    @Test("F8: the pointer shows what a drop would do: move, copy, not allowed, nothing")
    func cursorPredictsDrop() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        try sim.addList(Scene.extra, "Photos", policy: ContainerPolicy(acceptedTypes: [.image]),
                        items: [], origin: Point(x: 800, y: 0))
        sim.lift(inbox[0], to: sim.center(of: inbox[2]))
        #expect(sim.engine.feedback(for: 1)?.cursor == .grabbing)  // a move within Inbox
        #expect(sim.lastCursor() == .grabbing)

        sim.move(to: Point(x: 550, y: 20))
        #expect(sim.lastCursor() == .copy)
        #expect(sim.engine.feedback(for: 1)?.operation == .copy)

        sim.move(to: Point(x: 900, y: 20))
        #expect(sim.lastCursor() == .notAllowed)
        #expect(sim.engine.feedback(for: 1)?.operation == .forbidden)

        sim.move(to: Scene.gap)
        #expect(sim.lastCursor() == .grabbing)
        #expect(sim.engine.feedback(for: 1)?.operation == .cancel)

        sim.release(at: Scene.gap)
        #expect(sim.lastCursor() == .automatic)
    }

    @Test("F8: pressing and releasing Option during a drag switches the pointer between copy and move")
    func cursorFollowsOption() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: inbox[2]))
        sim.setModifiers([.option])
        #expect(sim.lastActions.contains(.setCursor(1, .copy)))
        sim.setModifiers([.option, .shift])  // other modifiers don't change the operation
        #expect(!sim.lastActions.contains { if case .setCursor = $0 { true } else { false } })
        sim.setModifiers([])
        #expect(sim.lastActions.contains(.setCursor(1, .grabbing)))
        #expect(sim.cursors() == [.grabbing, .copy, .grabbing])
    }

    @Test("F8: each cursor change is emitted once, not on every move")
    func cursorChangesOnlyOnChange() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        for y in stride(from: 5.0, to: 150, by: 10) { sim.move(to: Point(x: 500, y: y)) }
        // Grabbing while lifting in the inbox, then copy once over the archive, and no more.
        #expect(sim.cursors() == [.grabbing, .copy])
    }

    @Test("F5: a single item that would move shows no badge")
    func singleMoveHasNoBadge() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: inbox[3]))
        #expect(sim.engine.feedback(for: 1)?.badge == nil)
        #expect(sim.badges().isEmpty)
        sim.move(to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.badge == nil)
    }

    @Test("F5: a drop that would copy shows a copy badge with the count")
    func copyBadge() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[1]))
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 1, symbol: .copy))
        #expect(sim.badges() == [Badge(count: 1, symbol: .copy)])
        sim.move(to: sim.center(of: inbox[1]))
        #expect(sim.engine.feedback(for: 1)?.badge == nil)
        #expect(sim.badges().last == .some(nil))
    }

    @Test("F5: Option in the source container adds the copy badge")
    func optionCopyBadge() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: inbox[2]), modifiers: [.option])
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 1, symbol: .copy))
    }

    @Test("F5: a drop that is impossible shows a forbidden badge counting zero accepted items")
    func forbiddenBadge() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptedTypes: [.contact]))
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 0, symbol: .forbidden))
        #expect(sim.badges() == [Badge(count: 0, symbol: .forbidden)])
    }

    @Test("F5: the badge is removed when the drag ends")
    func badgeRemovedAtEnd() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.release(at: sim.center(of: archive[0]))
        #expect(sim.lastActions.contains(.setBadge(1, nil)))
        #expect(sim.badges() == [Badge(count: 1, symbol: .copy), nil])
    }

    @Test("F5/F8: the badge and cursor change together with the destination")
    func badgeAndCursorTrackDestination() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        // S3: the archive moves, so nothing warns of a copy.
        #expect(sim.engine.feedback(for: 1)?.cursor == .grabbing)
        #expect(sim.engine.feedback(for: 1)?.badge == nil)
        sim.setModifiers([.option])
        #expect(sim.engine.feedback(for: 1)?.cursor == .copy)
        #expect(sim.engine.feedback(for: 1)?.badge == Badge(count: 1, symbol: .copy))
    }
}
