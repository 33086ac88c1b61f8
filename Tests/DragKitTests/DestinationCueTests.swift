import DragKit
import DragKitTesting
import Testing

@Suite("F6 Destination cues")
struct DestinationCueTests {
    @Test("F6: a container that accepts the content is marked, with an insertion point, while the content is over it")
    func acceptingDestinationIsMarked() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: archive[1], fraction: 0.2))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == Scene.archive)
        #expect(cue.isHighlighted)
        #expect(cue.insertionIndex == 1)
        // The marker sits in the gap between Apples and Pears.
        #expect(cue.markerFrame == Rect(x: 400, y: 39, width: 300, height: 2))
        #expect(sim.destinationMarks().last == .some(cue))

        sim.move(to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.destination == nil)
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
    }

    @Test("F6: the insertion point follows the pointer along the list")
    func insertionPointFollows() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 550, y: 5))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 0)
        sim.move(to: Point(x: 550, y: 45))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 1)
        sim.move(to: Point(x: 550, y: 150))  // below the last item, still in the list
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 2)
        #expect(sim.engine.feedback(for: 1)?.destination?.markerFrame == Rect(x: 400, y: 79, width: 300, height: 2))
        #expect(archive.count == 2)
    }

    @Test("F6: over a container whose accepted types refuse the item there is no cue and the cursor is not-allowed")
    func refusingTypesShowNoCue() throws {
        var (sim, inbox, archive) = try Scene.twoLists(
            archivePolicy: ContainerPolicy(acceptedTypes: [.image]), inboxType: .plainText)
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil)
        #expect(feedback.hoveredContainer == Scene.archive)
        #expect(feedback.operation == .forbidden)
        #expect(feedback.cursor == .notAllowed)
        #expect(sim.lastCursor() == .notAllowed)
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        // No cue for the archive was ever shown.
        #expect(!sim.destinationMarks().contains { $0?.container == Scene.archive })
    }

    @Test("F6: a container that accepts no drops shows no cue")
    func closedContainerShowsNoCue() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptsDrops: false))
        sim.lift(inbox[0], to: sim.center(of: archive[1]))
        #expect(sim.engine.feedback(for: 1)?.destination == nil)
        #expect(sim.engine.feedback(for: 1)?.cursor == .notAllowed)
        sim.release(at: sim.center(of: archive[1]))
        #expect(sim.commits.isEmpty)
        #expect(sim.order(of: Scene.archive) == archive)
    }

    @Test("F6: in a same-container drag the highlight appears only after the content left and came back")
    func sameContainerHighlightAfterLeaving() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: inbox[2]))
        let before = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(before.container == Scene.inbox)
        #expect(!before.isHighlighted)
        sim.move(to: sim.center(of: inbox[3]))
        #expect(sim.engine.feedback(for: 1)?.destination?.isHighlighted == false)

        sim.move(to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.destination == nil)

        sim.move(to: sim.center(of: inbox[2]))
        let after = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(after.container == Scene.inbox)
        #expect(after.isHighlighted)
        // Every mark shown before leaving was unhighlighted; every one after, highlighted.
        let marks = sim.destinationMarks().compactMap { $0 }
        #expect(marks.first?.isHighlighted == false)
        #expect(marks.last?.isHighlighted == true)
    }

    @Test("F6: leaving through another container also counts as having left")
    func leavingThroughAnotherContainer() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.move(to: sim.center(of: inbox[1]))
        #expect(sim.engine.feedback(for: 1)?.destination?.isHighlighted == true)
    }

    @Test("F6: with several possible destinations only one is marked at a time")
    func oneDestinationAtATime() throws {
        var sim = DragSimulator()
        let left = try sim.addList(1, "Left", items: ["A", "B"], origin: Point(x: 0, y: 0), width: 200)
        // Touching neighbours, so the pointer crosses from one straight into the next.
        try sim.addList(2, "Middle", items: ["C"], origin: Point(x: 200, y: 0), width: 200)
        try sim.addList(3, "Right", items: ["D"], origin: Point(x: 400, y: 0), width: 200)
        sim.lift(left[0], to: Point(x: 150, y: 30))
        var marked: ContainerID? = Scene.inbox
        for x in stride(from: 150.0, through: 590, by: 20) {
            sim.move(to: Point(x: x, y: 30))
            // A host keeps one destination slot per pointer; each mark replaces the previous.
            for case .markDestination(1, let cue) in sim.lastActions { marked = cue?.container }
            let expected: ContainerID = x < 200 ? 1 : x < 400 ? 2 : 3
            #expect(marked == expected)
            #expect(sim.engine.feedback(for: 1)?.destination?.container == expected)
            #expect(sim.lastActions.count(where: { if case .markDestination = $0 { true } else { false } }) <= 1)
        }
    }

    @Test("F6: nested containers: only the innermost one under the pointer is marked")
    func nestedMarksInnermost() throws {
        var sim = DragSimulator()
        let board = try sim.addList(1, "Board", items: ["Card"], origin: .zero, width: 800, height: 600)
        try sim.addList(2, "Column", items: ["Task"], origin: Point(x: 300, y: 100), width: 200, height: 300)
        sim.lift(board[0], to: Point(x: 400, y: 300))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == 2)
        sim.move(to: Point(x: 700, y: 500))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == 1)
        sim.move(to: Point(x: 301, y: 101))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == 2)
    }

    @Test("F6: the cue is removed when the drag ends, whether it drops or is cancelled")
    func cueClearedAtEnd() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.release(at: sim.center(of: archive[0]))
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.destinationMarks().last == .some(nil))

        sim.clearLog()
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        sim.key(.escape)
        #expect(sim.destinationMarks().last == .some(nil))
    }

    @Test("F6: a same-container insertion index counts the list without the dragged item")
    func sameContainerIndexExcludesItem() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.point(in: inbox[2], fraction: 0.9))  // below Bread
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.insertionIndex == 2)  // in [Eggs, Bread, Butter], before Butter
        // The marker is drawn in the full list, between Bread and Butter.
        #expect(cue.markerFrame == Rect(x: 0, y: 119, width: 300, height: 2))
        sim.setModifiers([.option])  // a copy keeps the original: index in the full list
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 3)
    }

    @Test("F6: when the layout changes under a drag, the cue is recomputed")
    func layoutChangeRetargets() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: Point(x: 550, y: 55))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 1)
        // The archive scrolls up by 40 points.
        _ = sim.engine.handle(.containerFrame(Rect(x: 400, y: -40, width: 300, height: 200), of: Scene.archive))
        _ = sim.engine.handle(.itemFrame(Rect(x: 400, y: -40, width: 300, height: 40), of: archive[0]))
        _ = sim.engine.handle(.itemFrame(Rect(x: 400, y: 0, width: 300, height: 40), of: archive[1]))
        let actions = sim.engine.handle(.layoutDidChange)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.insertionIndex == 2)
        #expect(actions.contains(.markDestination(1, cue)))
    }
}
