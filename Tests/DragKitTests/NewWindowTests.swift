import DragKit
import DragKitTesting
import Testing
@testable import DragKitWords

@Suite("P3 Dropping on empty space opens a new window")
struct NewWindowTests {
    /// The two-list scene with Milk and Eggs marked as opening in a new window (photos, charts).
    static func scene() throws -> (sim: DragSimulator, inbox: [ItemID], archive: [ItemID]) {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.engine.setOpensInNewWindow(true, for: inbox[0])
        sim.engine.setOpensInNewWindow(true, for: inbox[1])
        return (sim, inbox, archive)
    }

    @Test("P3: over empty space an item that opens in a new window shows the new-window cursor and says so; over a list it doesn't")
    func cueOverEmptySpace() throws {
        var (sim, inbox, archive) = try Self.scene()
        #expect(sim.engine.workspace.items[inbox[0]]?.opensInNewWindow == true)
        sim.lift(inbox[0], to: Scene.gap)
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.cursor == .newWindow)
        #expect(feedback.destination == nil)
        #expect(sim.lastCursor() == .newWindow)
        #expect(sim.announcements.last == "Over empty space. Drop to open Milk in a new window.")
        let said = sim.announcements.count
        sim.move(to: Scene.nowhere)
        #expect(sim.announcements.count == said)  // Said once while it stays over empty space.
        sim.move(to: sim.center(of: archive[0]))
        #expect(sim.engine.feedback(for: 1)?.cursor == .copy)
        #expect(sim.engine.feedback(for: 1)?.destination?.container == Scene.archive)
    }

    @Test("P3, S13: a spring-loaded control is part of the window, not empty space: over it no new-window cue, and a release there opens nothing")
    func controlIsNotEmptySpace() throws {
        var (sim, inbox, _) = try Self.scene()
        let control = Rect(x: 330, y: 30, width: 60, height: 40)  // around Scene.gap, over no list
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 1, frame: control, label: "Day"))
        let before = sim.snapshot
        sim.lift(inbox[0], to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.cursor == .grabbing)
        #expect(!sim.announcements.contains { $0.contains("new window") })
        sim.release(at: Scene.gap)
        #expect(!sim.log.contains(.openInNewWindow([inbox[0]])))
        #expect(sim.previewEndings.count == 1 && sim.previewEndings.first != .evaporate)  // it flies back
        #expect(sim.snapshot == before)
    }

    @Test("P3: the release there opens the items in a new window: no fly-back, no content, history or selection change")
    func releaseOpens() throws {
        var (sim, inbox, _) = try Self.scene()
        sim.send(.setSelection([inbox[0], inbox[1]], in: Scene.inbox))
        let before = sim.snapshot
        sim.lift(inbox[0], to: Scene.gap)
        sim.release(at: Scene.gap)
        #expect(sim.log.contains(.openInNewWindow([inbox[0], inbox[1]])))
        #expect(sim.previewEndings == [.evaporate])
        #expect(sim.commits.isEmpty)
        #expect(sim.count(where: { $0.isApplyChange }) == 0)
        #expect(sim.snapshot == before)
        #expect(sim.engine.undoDepth == 0)
        #expect(sim.engine.selectedItems(in: Scene.inbox) == [inbox[0], inbox[1]])
        #expect(sim.lastCursor() == .automatic)
        #expect(sim.announcements.last == "Opened 2 items in a new window.")
        #expect(sim.announcements(by: KoreanAnnouncer()).last == "항목 2개를 새 창에서 열었습니다.")
        #expect(sim.engine.phase(of: 1) == nil)
    }

    @Test("F7/P3: other content, or a group with one item that doesn't open in a window, flies back as before")
    func otherContentFliesBack() throws {
        var (sim, inbox, _) = try Self.scene()
        let frame = try #require(sim.engine.layout.itemFrames[inbox[2]])
        sim.drag(sim.center(of: inbox[2]), to: Scene.gap)
        #expect(sim.previewEndings == [.flyBack(to: frame)])
        #expect(!sim.log.contains(where: { if case .openInNewWindow = $0 { true } else { false } }))
        #expect(sim.announcements.last == "Dropped outside any drop target. Bread returned to Inbox.")

        sim.send(.setSelection([inbox[1], inbox[2]], in: Scene.inbox))
        sim.lift(inbox[1], to: Scene.gap)
        #expect(sim.engine.feedback(for: 1)?.cursor == .grabbing)
        sim.release(at: Scene.gap)
        #expect(!sim.log.contains(where: { if case .openInNewWindow = $0 { true } else { false } }))
    }

    @Test("P3/S1: outside the window the copy to another app wins over opening a window; turning it off restores the fly-back")
    func outsideAndOff() throws {
        var (sim, inbox, _) = try Self.scene()
        sim.lift(inbox[0], to: Scene.gap)
        sim.leaveApp()
        #expect(sim.engine.feedback(for: 1)?.cursor == .copy)
        sim.endOutside(delivered: false)
        #expect(!sim.log.contains(where: { if case .openInNewWindow = $0 { true } else { false } }))

        sim.engine.setOpensInNewWindow(false, for: inbox[0])
        sim.drag(sim.center(of: inbox[0]), to: Scene.gap)
        #expect(!sim.log.contains(where: { if case .openInNewWindow = $0 { true } else { false } }))
    }
}
