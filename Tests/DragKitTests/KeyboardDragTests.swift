import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

@Suite("S7 Keyboard and assistive-technology drags")
struct KeyboardDragTests {
    static let instructions = " Use the arrow keys to move, Tab to go to another list, Space to drop, Escape to cancel."

    @Test("S7: a full keyboard reorder within a list — Space lifts, arrows move, Space drops")
    func reorderWithinList() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        #expect(sim.log.contains(.setLifted([inbox[0]], true)))
        #expect(sim.log.contains { $0.isBeginPreview && $0.pointer == .keyboard })
        #expect(sim.announcements == ["Picked up Milk, item 1 of 4 in Inbox." + Self.instructions])
        sim.key(.arrowDown)
        sim.key(.arrowDown)
        #expect(sim.announcements.last == "Milk, position 3 of 4 in Inbox.")
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == Scene.inbox && cue.insertionIndex == 2 && !cue.isHighlighted)
        #expect(sim.order(of: Scene.inbox) == inbox)  // nothing changes before the drop
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[0], inbox[3]])
        #expect(sim.commits.map({ $0.operation }) == [.move])
        #expect(sim.announcements.last == "Moved Milk to Inbox, position 3 of 4.")
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.previewEndings == [.settle(onto: [inbox[0]])])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, F6: a change elsewhere that moves a keyboard drag's place says the new place, and the drop lands there")
    func changeElsewhereSaysNewPlace() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[3])
        sim.key(.arrowUp)
        sim.key(.arrowUp)
        #expect(sim.announcements.last == "Butter, position 2 of 4 in Inbox.")
        // Another window deletes the item above the drop point: it stays before Eggs, now 1 of 3.
        try sim.removeItem(inbox[0])
        #expect(sim.announcements.last == "Butter, position 1 of 3 in Inbox.")
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 0)
        // One below it changes no position: nothing is said.
        let said = sim.announcements.count
        try sim.removeItem(inbox[2])
        #expect(sim.announcements.count == said)
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[3], inbox[1]])
        #expect(sim.announcements.last == "Moved Butter to Inbox, position 1 of 2.")
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: Enter works like Space, and the arrows across the axis step too")
    func enterAndSideArrows() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.enter, target: inbox[3])
        sim.key(.arrowLeft)
        sim.key(.arrowUp)
        sim.key(.arrowRight)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 2)
        sim.key(.enter)
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[1], inbox[3], inbox[2]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S2: Tab to another list copies the item to its end")
    func tabCopies() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.key(.space, target: inbox[1])
        sim.key(.tab)
        #expect(sim.announcements.last == "Eggs, position 3 of 3 in Archive, as a copy.")
        let feedback = try #require(sim.engine.feedback(for: .keyboard))
        #expect(feedback.operation == .copy && feedback.cursor == .copy)
        #expect(feedback.badge == Badge(count: 1, symbol: .copy))
        #expect(feedback.destination?.isHighlighted == true)
        sim.key(.space)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.archive) == archive + [copy])
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.announcements.last == "Copied Eggs to Archive, position 3 of 3.")
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S3: Tab to a list whose policy moves moves the item")
    func tabMovesWhenPolicyMoves() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.key(.space, target: inbox[0])
        sim.key(.tab)
        sim.key(.arrowUp)
        #expect(sim.announcements.last == "Milk, position 2 of 3 in Archive.")
        #expect(sim.engine.feedback(for: .keyboard)?.operation == .move)
        sim.key(.space)
        #expect(sim.order(of: Scene.archive) == [archive[0], inbox[0], archive[1]])
        #expect(sim.order(of: Scene.inbox) == Array(inbox.dropFirst()))
        #expect(sim.commits.map({ $0.operation }) == [.move])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S4: Option held at the drop makes a keyboard drop in the same list a copy")
    func optionCopies() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        sim.key(.arrowDown)
        sim.setModifiers([.option])
        #expect(sim.announcements.last == "Milk, position 2 of 5 in Inbox, as a copy.")
        sim.key(.space, modifiers: [.option])
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.inbox) == [inbox[0], copy, inbox[1], inbox[2], inbox[3]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, F7: Escape cancels a keyboard drag and nothing changes")
    func escapeCancels() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        sim.key(.space, target: inbox[2])
        sim.key(.arrowDown)
        sim.key(.tab)
        sim.key(.escape)
        #expect(sim.snapshot == before)
        #expect(sim.commits.isEmpty)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(sim.announcements.last == "Cancelled. Bread returned to Inbox, position 3 of 4.")
        #expect(sim.log.contains(.setLifted([inbox[2]], false)))
        #expect(sim.log.last(where: { $0.pointer == .keyboard && !$0.isEndPreview }) == .setCursor(.keyboard, .automatic))
        #expect(sim.log.contains(.markDestination(.keyboard, nil)))
        #expect(sim.previewEndings == [.flyBack(to: Rect(x: 0, y: 80, width: 300, height: 40))])
        #expect(archive.count == 2 && sim.mirrorIsInStep)
    }

    @Test("S7: the arrows stop at the ends of a list, and say so")
    func arrowsStopAtEnds() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        sim.clearLog()
        sim.key(.arrowUp)
        #expect(sim.announcements == ["Start of Inbox. Milk, position 1 of 4 in Inbox."])
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 0)
        #expect(!sim.logContains { if case .revealDropPoint = $0 { true } else { false } })
        for _ in 0..<3 { sim.key(.arrowDown) }
        #expect(sim.announcements.last == "Milk, position 4 of 4 in Inbox.")
        sim.key(.arrowDown)
        #expect(sim.announcements.last == "End of Inbox. Milk, position 4 of 4 in Inbox.")
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 3)
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[2], inbox[3], inbox[0]])
    }

    @Test("S7: Tab skips a list that refuses the content; Shift-Tab goes back; Tab wraps around")
    func tabSkipsRefusing() throws {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: ["Milk", "Eggs"])
        _ = try sim.addList(2, "Photos", policy: ContainerPolicy(acceptedTypes: [.image]), items: [], origin: Point(x: 400, y: 0))
        _ = try sim.addList(3, "Later", items: ["Call Bob"], origin: Point(x: 800, y: 0))
        sim.key(.space, target: inbox[1])
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 3)
        #expect(sim.announcements.last == "Eggs, position 2 of 2 in Later, as a copy.")
        sim.key(.tab, modifiers: [.shift])
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 1)
        #expect(sim.announcements.last == "Eggs, position 2 of 2 in Inbox.")
        sim.key(.tab, modifiers: [.shift])  // wraps from the first list to the last
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 3)
        sim.key(.tab)  // and from the last to the first
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == 1)
        #expect(!sim.announcements.contains { $0.contains("Photos") })
    }

    @Test("S7: with no other place for the content Tab says so; a refusing drop point is announced as not allowed")
    func notAllowed() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(acceptsDrops: false))
        sim.key(.space, target: inbox[0])
        sim.key(.tab)
        #expect(sim.announcements.last == "No other place can take Milk. Milk, position 1 of 4 in Inbox.")
        sim.moveKeyboardDrag(to: DropPoint.ID(container: Scene.archive, index: 0))
        #expect(sim.announcements.last == "Archive can't take Milk. Milk, position 1 of 4 in Inbox.")
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == Scene.inbox)
    }

    @Test("S7: a source that takes no drops starts the keyboard drag at the first list that takes it")
    func sourceRefusesDrops() throws {
        var (sim, inbox, _) = try Scene.twoLists(inboxPolicy: ContainerPolicy(acceptsDrops: false))
        sim.key(.space, target: inbox[0])
        #expect(sim.announcements.last == "Picked up Milk, item 1 of 4 in Inbox. Milk, position 3 of 3 in Archive, as a copy." + Self.instructions)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == Scene.archive)
    }

    @Test("S7: when nothing takes the content, the drag says so and Space gives up without change")
    func nothingTakesIt() throws {
        var (sim, inbox, _) = try Scene.twoLists(
            inboxPolicy: ContainerPolicy(acceptsDrops: false), archivePolicy: ContainerPolicy(acceptsDrops: false))
        sim.key(.space, target: inbox[1])
        #expect(sim.announcements.last == "Picked up Eggs, item 2 of 4 in Inbox. No place can take Eggs." + Self.instructions)
        #expect(sim.engine.dropPoints().isEmpty)
        sim.key(.arrowDown)
        #expect(sim.announcements.last == "No place can take Eggs.")
        sim.key(.space)
        #expect(sim.announcements.last == "No place can take Eggs. Eggs returned to Inbox, position 2 of 4.")
        #expect(sim.commits.isEmpty && sim.engine.phase(of: .keyboard) == nil)
    }

    @Test("S7: every step announces the item, the container and the position, in order")
    func announcementsForEveryStep() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[1])
        sim.key(.arrowUp)
        sim.key(.tab)
        sim.key(.arrowUp)
        sim.key(.tab, modifiers: [.shift])
        sim.key(.arrowDown)
        sim.key(.space)
        #expect(sim.announcements == [
            "Picked up Eggs, item 2 of 4 in Inbox." + Self.instructions,
            "Eggs, position 1 of 4 in Inbox.",
            "Eggs, position 3 of 3 in Archive, as a copy.",
            "Eggs, position 2 of 3 in Archive, as a copy.",
            "Eggs, position 2 of 4 in Inbox.",
            "Eggs, position 3 of 4 in Inbox.",
            "Moved Eggs to Inbox, position 3 of 4.",
        ])
        #expect(sim.announcementRecords.allSatisfy { $0.politeness == .polite })
    }

    @Test("S7: dropPoints names every place the content can go; moveKeyboardDrag(to:) jumps there")
    func dropPointsAndJump() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        #expect(sim.engine.dropPoints().isEmpty)  // no keyboard drag yet
        sim.pickUp([inbox[0]])
        let points = sim.engine.dropPoints()
        #expect(points.map({ sim.words($0.name) }) == [
            "Inbox, position 1 of 4", "Inbox, position 2 of 4", "Inbox, position 3 of 4", "Inbox, position 4 of 4",
            "Archive, position 1 of 3, copy", "Archive, position 2 of 3, copy", "Archive, position 3 of 3, copy",
        ])
        #expect(points.filter({ $0.isCurrent }).map({ $0.id }) == [DropPoint.ID(container: Scene.inbox, index: 0)])
        #expect(points.map({ $0.operation }) == [.move, .move, .move, .move, .copy, .copy, .copy])
        sim.clearLog()
        sim.moveKeyboardDrag(to: points[5].id)
        #expect(sim.announcements == ["Milk, position 2 of 3 in Archive, as a copy."])
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == Scene.archive && cue.insertionIndex == 1 && cue.isHighlighted)
        #expect(sim.lastActions.contains(.revealDropPoint(Scene.archive, index: 1, frame: cue.markerFrame)))
        #expect(sim.engine.dropPoints().first(where: { $0.isCurrent }).map({ sim.words($0.name) }) == "Archive, position 2 of 3, copy")
        sim.dropKeyboardDrag()
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.archive) == [archive[0], copy, archive[1]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: a jump beyond the end of a list lands at its end")
    func jumpClamps() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.pickUp([inbox[0]])
        sim.moveKeyboardDrag(to: DropPoint.ID(container: Scene.archive, index: 99))
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 2)
        #expect(sim.announcements.last == "Milk, position 3 of 3 in Archive, as a copy.")
    }

    @Test("S7, F2: the keyboard drag image sits just below the insertion marker, where the item lands, which the host reveals")
    func imageAtMarker() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        sim.key(.arrowDown)
        sim.clearLog()
        sim.key(.arrowDown)
        // Milk will land before Butter: the marker is in the gap between Bread and Butter.
        let marker = Rect(x: 0, y: 119, width: 300, height: 2)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.markerFrame == marker)
        // Its top on the marker's middle: over the slot Milk will take, not over Bread above it.
        #expect(sim.engine.feedback(for: .keyboard)?.previewFrame == Rect(x: 16, y: 120, width: 300, height: 40))
        #expect(sim.log.contains(.movePreview(.keyboard, frame: Rect(x: 16, y: 120, width: 300, height: 40))))
        #expect(sim.log.contains(.revealDropPoint(Scene.inbox, index: 2, frame: marker)))
        #expect(!sim.log.contains { if case .scheduleTick = $0 { true } else { false } })
    }

    @Test("S7, F7: a keyboard drop whose commit fails is taken back")
    func failedCommitRollsBack() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.commitsSucceedAutomatically = false
        sim.key(.space, target: inbox[0])
        sim.key(.tab)
        sim.key(.space)
        #expect(sim.order(of: Scene.archive) == archive + [inbox[0]])
        let transfer = try #require(sim.uncommitted.first)
        sim.fail(transfer.id, reason: "the server is unreachable")
        #expect(sim.order(of: Scene.inbox) == inbox)
        #expect(sim.order(of: Scene.archive) == archive)
        #expect(sim.failures.count == 1)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S9: a keyboard drag and a pointer drag at the same time don't interfere")
    func keyboardAndPointerTogether() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.key(.space, target: inbox[0])
        sim.lift(archive[1], to: sim.point(in: archive[0], fraction: 0.1))
        #expect(sim.engine.draggingPointers == [1, .keyboard])
        sim.key(.arrowDown, release: false)
        #expect(sim.lastActions.contains(.movePreview(.keyboard, frame: Rect(x: 16, y: 80, width: 300, height: 40))))
        #expect(sim.lastActions.allSatisfy { $0.pointer == nil || $0.pointer == .keyboard })
        sim.move(to: sim.point(in: archive[0], fraction: 0.2))
        #expect(sim.lastActions.contains { $0.isMovePreview && $0.pointer == 1 })
        #expect(sim.lastActions.allSatisfy { $0.pointer == nil || $0.pointer == 1 })
        // The keyboard's item can't be taken by a pointer, nor the pointer's by the keyboard.
        sim.press(2, at: sim.center(of: inbox[0]), device: .touch)
        #expect(sim.engine.phase(of: 2) == nil)
        #expect(sim.engine.handle(.pickUp(.items([archive[1]]))).isEmpty)
        // Escape belongs to the keyboard drag while there is one.
        sim.key(.escape)
        #expect(sim.engine.draggingPointers == [1])
        #expect(sim.announcements.last == "Cancelled. Milk returned to Inbox, position 1 of 4.")
        sim.key(.space, target: inbox[1])
        sim.key(.arrowDown)
        sim.release(at: sim.point(in: archive[0], fraction: 0.2))
        #expect(sim.order(of: Scene.archive) == [archive[1], archive[0]])
        #expect(sim.engine.draggingPointers == [.keyboard])
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[0], inbox[2], inbox[1], inbox[3]])
        #expect(sim.commits.count == 2)
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7, S9: without a keyboard drag, Escape still cancels pointer drags and Space without focus does nothing")
    func pointerEscapeUnchanged() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[0], to: Scene.gap)
        sim.key(.space)
        #expect(sim.engine.draggingPointers == [1])
        sim.setModifiers([.option])
        #expect(sim.engine.feedback(for: 1)?.operation == .cancel)
        sim.key(.escape)
        #expect(sim.engine.draggingPointers.isEmpty)
        #expect(sim.announcements.last == "Drag cancelled. Milk returned to Inbox.")
    }

    @Test("S7, S9: one keyboard drag at a time; pointer events can't use the keyboard's session id")
    func oneKeyboardSession() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.pickUp([inbox[0]])
        #expect(sim.engine.handle(.pickUp(.items([inbox[1]]))).isEmpty)
        sim.press(.keyboard, at: sim.center(of: inbox[2]))
        sim.release(.keyboard, at: Scene.gap)
        #expect(sim.engine.draggingPointers == [.keyboard])
        #expect(sim.engine.feedback(for: .keyboard)?.items == [inbox[0]])
    }

    @Test("S7, S8: several items picked up together move as a group")
    func severalItems() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.pickUp([inbox[2], inbox[0]])
        #expect(sim.engine.feedback(for: .keyboard)?.items == [inbox[0], inbox[2]])
        #expect(sim.announcements.first?.hasPrefix("Picked up 2 items from Inbox.") == true)
        sim.key(.arrowDown)
        #expect(sim.announcements.last == "2 items, position 2 of 3 in Inbox.")
        sim.key(.space)
        #expect(sim.order(of: Scene.inbox) == [inbox[1], inbox[0], inbox[2], inbox[3]])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S7: items are named drag sources")
    func dragSourceNames() throws {
        var (sim, inbox, _) = try Scene.twoLists(archivePolicy: ContainerPolicy(allowsDragging: false))
        #expect(sim.engine.dragSourceName(of: inbox[1]).map(sim.words) == "Eggs, item 2 of 4 in Inbox, draggable")
        let apples = sim.order(of: Scene.archive)[0]
        #expect(sim.engine.dragSourceName(of: apples).map(sim.words) == "Apples, item 1 of 2 in Archive")
        #expect(sim.engine.handle(.pickUp(.items([apples]))).isEmpty)
        #expect(sim.engine.dragSourceName(of: 999) == nil)
    }

    @Test("S7, P4: the documented example works without any layout: pick up, jump, drop")
    func documentedExample() throws {
        var engine = DragEngine()
        try engine.addContainer(Container(id: 1, label: "Inbox"))
        try engine.addContainer(Container(id: 2, label: "Archive"))
        try engine.insert(Item(id: 10, label: "Milk"), into: 1)
        let lifted = engine.handle(.key(KeyEvent(key: .space, timestamp: .zero, target: 10)))
        #expect(lifted.contains(.beginPreview(.keyboard, .items([10]), frame: .zero)))
        let points = engine.dropPoints()
        #expect(points.map({ EnglishAnnouncer().words(for: $0.name) }) == ["Inbox, position 1 of 1", "Archive, position 1 of 1, copy"])
        _ = engine.handle(.moveKeyboardDrag(to: points[1].id))
        let actions = engine.handle(.dropKeyboardDrag)
        let transfer = try #require(actions.compactMap({ if case .commit(.items(let t)) = $0 { t } else { nil } }).first)
        #expect(transfer.operation == .copy && transfer.destination == 2 && transfer.index == 0)
        // Said once the host stored it (F7, issue 36).
        #expect(!actions.contains { if case .announce = $0 { true } else { false } })
        let stored = engine.handle(.transferSucceeded(transfer.id))
        #expect(stored.inEnglish == [.announce("Copied Milk to Archive, position 1 of 1.")])
        #expect(engine.workspace.containers[2]?.items == transfer.copies)
    }

    @Test("S7, S9: when a pointer drop changes the list under a keyboard drag, its drop point stays valid")
    func contentChangesUnderKeyboardDrag() throws {
        var (sim, inbox, archive) = try Scene.twoLists(inboxPolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.key(.space, target: inbox[0])
        sim.key(.tab)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 2)
        // A mouse moves Pears from the Archive to the Inbox: the Archive now has 2 positions.
        sim.drag(sim.center(of: archive[1]), to: sim.point(in: inbox[3], fraction: 0.9))
        #expect(sim.order(of: Scene.archive) == [archive[0]])
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == Scene.archive && cue.insertionIndex == 1)
        #expect(sim.log.contains(.revealDropPoint(Scene.archive, index: 1, frame: cue.markerFrame)))
        sim.key(.arrowDown)
        #expect(sim.announcements.last == "End of Archive. Milk, position 2 of 2 in Archive, as a copy.")
        sim.key(.space)
        let copy = try #require(sim.commits.last?.copies.first)
        #expect(sim.order(of: Scene.archive) == [archive[0], copy])
        #expect(sim.mirrorIsInStep)
    }
}
