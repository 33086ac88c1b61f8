import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

extension DragSimulator {
    /// The bridge's report that the dragging pointer left the window, stamped with the clock.
    mutating func leaveApp(_ pointer: PointerID = 1) {
        send(.pointerLeftApp(pointer, at: clock.now))
    }

    /// The bridge's report that the drag ended outside the page.
    mutating func endOutside(_ pointer: PointerID = 1, delivered: Bool) {
        send(.dragEndedOutside(pointer, delivered: delivered, at: clock.now))
    }
}

@Suite("S1/S2 Crossing the window's edge outward")
struct CrossingOutTests {
    @Test("S2: a drag delivered to another app is a copy: content, undo history and selection stay as they were")
    func deliveredLeavesEverythingUnchanged() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.send(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        let before = sim.snapshot
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        sim.advance(by: .milliseconds(16))
        sim.leaveApp()
        sim.advance(by: .milliseconds(16))
        sim.endOutside(delivered: true)
        #expect(sim.previewEndings == [.delivered])
        #expect(sim.commits.isEmpty)
        #expect(sim.count(where: { $0.isApplyChange }) == 0)
        #expect(sim.snapshot == before)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0], inbox[1]])
        #expect(sim.log.contains(.setLifted([inbox[0], inbox[1]], false)))
        #expect(sim.lastCursor() == .automatic)
        #expect(sim.announcements.last == "Copied 2 items to another app.")
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("S2: a single item delivered to another app is named in the announcement, in every language")
    func deliveredAnnouncement() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.lift(inbox[1], to: Scene.nowhere)
        sim.leaveApp()
        sim.endOutside(delivered: true)
        #expect(sim.announcements.last == "Copied Eggs to another app.")
        #expect(sim.announcements(by: KoreanAnnouncer()).last == "Eggs를 다른 앱에 복사했습니다.")
        #expect(sim.announcements(by: JapaneseAnnouncer()).last == "Eggsをほかのアプリにコピーしました。")
    }

    @Test("F7: a drag that ended outside undelivered flies back exactly like a release outside every destination")
    func notDeliveredFliesBack() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        let frame = try #require(sim.engine.layout.itemFrames[inbox[1]])
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        sim.leaveApp()
        sim.endOutside(delivered: false)
        #expect(sim.previewEndings == [.flyBack(to: frame)])
        #expect(sim.commits.isEmpty)
        #expect(sim.snapshot == before)
        #expect(sim.announcements.last == "Dropped outside any drop target. Eggs returned to Inbox.")
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F7: undelivered while the engine still saw the pointer over a destination: still no drop there")
    func notDeliveredWithoutLeaving() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        let before = sim.snapshot
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        sim.endOutside(delivered: false)
        #expect(sim.commits.isEmpty)
        #expect(sim.snapshot == before)
        guard case .flyBack? = sim.previewEndings.first else {
            Issue.record("expected a fly-back, got \(sim.previewEndings)")
            return
        }
    }

    @Test("S1/F6: leaving the window clears the gap and the marker, shows the copy cursor and says so once")
    func leavingClearsTheDestination() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == Scene.archive)
        sim.clearLog()
        sim.leaveApp()
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.lastActions.contains(.setCursor(1, .copy)))
        #expect(sim.lastActions.contains(.setBadge(1, Badge(count: 1, symbol: .copy))))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil)
        #expect(feedback.hoveredContainer == nil)
        #expect(feedback.operation == .copy)
        #expect(sim.announcements == ["Outside the window. Drop on another app to copy Eggs there."])
        // Said once; a report of the new layout while outside brings no destination back.
        sim.leaveApp()
        sim.send(.layoutDidChange)
        #expect(sim.announcements.count == 1)
        #expect(sim.engine.feedback(for: 1)?.destination == nil)
        #expect(sim.engine.phase(of: 1) == .dragging)
    }

    @Test("S1/F6: a pointer that left and came back re-targets as usual, and the drop there works")
    func cameBackRetargets() throws {
        var (sim, inbox, archive) = try Scene.twoLists(archivePolicy: ContainerPolicy(crossContainerOperation: .move))
        sim.lift(inbox[1], to: sim.center(of: archive[0]))
        sim.leaveApp()
        sim.clearLog()
        sim.advance(by: .milliseconds(16))
        sim.move(to: sim.point(in: archive[1], fraction: 0.9))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination?.container == Scene.archive)
        #expect(feedback.destination?.insertionIndex == 2)
        #expect(sim.lastCursor() == .grabbing)  // The copy cursor of outside is gone.
        #expect(sim.lastActions.contains(.setBadge(1, nil)))
        #expect(sim.announcements == ["Over Archive, position 3 of 3. Drop to move."])
        sim.release(at: sim.point(in: archive[1], fraction: 0.9))
        #expect(sim.commits.count == 1)
        #expect(sim.order(of: Scene.archive).count == 3)
    }

    @Test("S13/A1: spring loading and auto-scroll stop when the pointer leaves")
    func leavingStopsSpringLoading() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 1, frame: Rect(x: 800, y: 0, width: 120, height: 40), label: "Projects folder"))
        sim.lift(inbox[0], to: Point(x: 850, y: 20))
        #expect(sim.engine.springDwell(of: 1) == 1)
        sim.leaveApp()
        #expect(sim.engine.springDwell(of: 1) == nil)
        sim.advance(by: .milliseconds(1000))
        #expect(!sim.log.contains(.springActivate(1)))
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
    }

    @Test("S1/S6: a text drag leaves the same way; delivered, the text stays as it was; not delivered, it flies back")
    func textDragLeaves() throws {
        var sim = try TextScene.make()
        let start = sim.point(inText: TextScene.noteA, character: 8)
        sim.press(at: start)
        sim.advance(by: .milliseconds(16))
        sim.move(to: sim.point(inText: TextScene.noteB, caret: 2))
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.destination?.container == TextScene.noteB)
        sim.leaveApp()
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.destination == nil)
        #expect(sim.lastActions.contains(.markDestination(1, nil)))
        #expect(sim.announcements.last == "Outside the window. Drop on another app to copy text “wörld” there.")
        sim.endOutside(delivered: true)
        #expect(sim.previewEndings == [.delivered])
        #expect(sim.plain(TextScene.noteA) == "Hello wörld 👩‍👩‍👧 café")
        #expect(sim.plain(TextScene.noteB) == "Dear Bob,")
        #expect(sim.announcements.last == "Copied text “wörld” to another app.")
        #expect(sim.engine.phase(of: 1, carrying: .text) == nil)

        sim.press(at: start)
        sim.advance(by: .milliseconds(16))
        sim.move(to: sim.point(inText: TextScene.noteB, caret: 2))
        sim.leaveApp()
        // Back inside: a text drag reported as entering from outside is a move, not a new session.
        sim.enterExternal([.plainText], at: sim.point(inText: TextScene.noteB, caret: 3))
        #expect(sim.engine.feedback(for: 1, carrying: .text)?.destination?.container == TextScene.noteB)
        #expect(sim.engine.content(of: 1) == .text)  // the same text drag, not another app's content
        sim.leaveApp()
        sim.endOutside(delivered: false)
        guard case .flyBack? = sim.previewEndings.last else {
            Issue.record("expected a fly-back, got \(sim.previewEndings)")
            return
        }
        #expect(sim.plain(TextScene.noteA) == "Hello wörld 👩‍👩‍👧 café")
    }

    @Test("S1: reports for a pointer with no drag, or for the keyboard's drag, change nothing")
    func reportsWithoutDrag() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.leaveApp()
        #expect(sim.lastActions.isEmpty)
        sim.endOutside(delivered: true)
        #expect(sim.lastActions.isEmpty)
        sim.send(.pickUp(.items([inbox[0]])))
        sim.leaveApp(.keyboard)
        sim.endOutside(.keyboard, delivered: true)
        #expect(sim.lastActions.isEmpty)
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        // A press that never became a drag just ends.
        sim.press(at: sim.center(of: inbox[1]))
        sim.endOutside(delivered: false)
        #expect(sim.lastActions.isEmpty)
        #expect(sim.engine.phase(of: 1) == nil)
    }
}
