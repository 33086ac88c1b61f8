import DragKit
import DragKitTesting
import Testing

/// A folder button to the right of the two lists, and helpers to read spring actions.
private enum Springs {
    static let folder: SpringID = 1
    static let back: SpringID = 2
    static let folderFrame = Rect(x: 800, y: 0, width: 120, height: 40)
    static let backFrame = Rect(x: 800, y: 100, width: 80, height: 30)
    static let inFolder = Point(x: 850, y: 20)

    static func scene(configuration: DragConfiguration = DragConfiguration()) throws -> (DragSimulator, [ItemID]) {
        var (sim, inbox, _) = try Scene.twoLists(configuration: configuration)
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: folder, frame: folderFrame, label: "Projects folder"))
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: back, frame: backFrame, label: "Back"))
        return (sim, inbox)
    }
}

extension DragSimulator {
    fileprivate var activations: [SpringID] {
        log.compactMap { if case .springActivate(let id) = $0 { id } else { nil } }
    }

    fileprivate var flashes: [SpringID] {
        log.compactMap { if case .springFlash(let id) = $0 { id } else { nil } }
    }
}

@Suite("S13 Spring loading")
struct SpringLoadingTests {
    @Test("S13: pausing 500 ms over a control activates it via scheduled ticks, and not at 499 ms")
    func dwellActivates() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        #expect(sim.engine.springDwell(of: 1) == Springs.folder)
        sim.advance(by: .milliseconds(499))
        #expect(sim.activations.isEmpty)
        #expect(sim.flashes == [Springs.folder])  // flashed 150 ms before activating
        sim.advance(by: .milliseconds(1))
        #expect(sim.activations == [Springs.folder])
        #expect(sim.lastActions.inEnglish.contains(.announce("Opened Projects folder.")))
        #expect(sim.engine.phase(of: 1) == .dragging)  // the drag goes on
        #expect(sim.engine.springDwell(of: 1) == nil)
    }

    @Test("S13: over nested controls the smallest one dwells; over two of one size, the lower id")
    func smallestControlDwells() throws {
        var (sim, inbox) = try Springs.scene()
        // A tab bar holding the folder, and two equal controls overlapping it, ids 9 and 7.
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 5, frame: Rect(x: 780, y: -10, width: 300, height: 200), label: "Tab bar"))
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 9, frame: Rect(x: 1000, y: 0, width: 50, height: 50), label: "Nine"))
        sim.engine.setSpringLoadedControl(SpringLoadedControl(id: 7, frame: Rect(x: 1010, y: 10, width: 50, height: 50), label: "Seven"))
        sim.lift(inbox[0], to: Springs.inFolder)
        #expect(sim.engine.springDwell(of: 1) == Springs.folder)
        sim.move(to: Point(x: 1020, y: 20))
        #expect(sim.engine.springDwell(of: 1) == 7)
        sim.move(to: Point(x: 790, y: 150))
        #expect(sim.engine.springDwell(of: 1) == 5)
    }

    @Test("S13: the flash comes at dwell minus the lead time, before the activation")
    func flashBeforeActivation() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(349))
        #expect(sim.flashes.isEmpty)
        sim.advance(by: .milliseconds(1))
        #expect(sim.flashes == [Springs.folder])
        #expect(sim.activations.isEmpty)
    }

    @Test("S13: leaving the control before the dwell ends cancels it")
    func leavingCancels() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(300))
        sim.move(to: Scene.gap)
        #expect(sim.engine.springDwell(of: 1) == nil)
        sim.advance(by: .milliseconds(1000))
        #expect(sim.activations.isEmpty)
        #expect(sim.flashes.isEmpty)
    }

    @Test("S13: releasing the drag during the dwell cancels it")
    func dropCancels() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(200))
        sim.release(at: Springs.inFolder)
        sim.advance(by: .milliseconds(1000))
        #expect(sim.activations.isEmpty)
    }

    @Test("S13: small motion within the control keeps the dwell; larger motion restarts it")
    func toleranceAndRestart() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(300))
        sim.move(to: Springs.inFolder.offset(3, 2))  // within the tolerance
        sim.advance(by: .milliseconds(200))
        #expect(sim.activations == [Springs.folder])

        var (restarted, items) = try Springs.scene()
        restarted.lift(items[0], to: Springs.inFolder)
        restarted.advance(by: .milliseconds(300))
        restarted.move(to: Springs.inFolder.offset(40, 0))  // still inside, but a real move
        restarted.advance(by: .milliseconds(499))
        #expect(restarted.activations.isEmpty)
        restarted.advance(by: .milliseconds(1))
        #expect(restarted.activations == [Springs.folder])
    }

    @Test("S13: a force press over the control activates it at once; a light press does not")
    func forcePress() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.move(to: Springs.inFolder, pressure: 0.5)
        #expect(sim.activations.isEmpty)
        sim.move(to: Springs.inFolder, pressure: 0.95)
        #expect(sim.lastActions.contains(.springActivate(Springs.folder)))
        sim.advance(by: .milliseconds(1000))
        #expect(sim.activations == [Springs.folder])  // the dwell does not fire a second time
    }

    @Test("S13: pressing Space over the control activates it at once and the drag continues")
    func spaceActivates() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inBack)
        sim.key(.space)
        #expect(sim.activations == [Springs.back])
        #expect(sim.engine.phase(of: 1) == .dragging)
        sim.advance(by: .milliseconds(1000))
        #expect(sim.activations == [Springs.back])
    }

    @Test("S13: a control activates at most once per hover; leaving and returning may activate it again")
    func oncePerHover() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(500))
        sim.move(to: Springs.inFolder.offset(30, 0))
        sim.advance(by: .milliseconds(2000))
        sim.move(to: Springs.inFolder.offset(-30, 0))
        sim.advance(by: .milliseconds(2000))
        #expect(sim.activations == [Springs.folder])

        sim.move(to: Scene.gap)
        sim.move(to: Springs.inFolder)
        sim.advance(by: .milliseconds(500))
        #expect(sim.activations == [Springs.folder, Springs.folder])
    }

    @Test("S13: the dwell time is configurable")
    func configurableDwell() throws {
        var configuration = DragConfiguration()
        configuration.springLoadingDelay = .milliseconds(1000)
        var (sim, inbox) = try Springs.scene(configuration: configuration)
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(999))
        #expect(sim.activations.isEmpty)
        #expect(sim.flashes == [Springs.folder])
        sim.advance(by: .milliseconds(1))
        #expect(sim.activations == [Springs.folder])
    }

    @Test("S13: Escape backs out of a dwell without ending the drag (AppKit); a second Escape cancels the drag")
    func escapeBacksOut() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(200))
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.engine.springDwell(of: 1) == nil)
        sim.advance(by: .milliseconds(1000))
        #expect(sim.activations.isEmpty)
        sim.key(.escape)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(sim.previewEndings.count == 1)
    }

    @Test("S13: after activation the host reports the new layout and the drag drops into what opened")
    func dragContinuesAfterActivation() throws {
        var (sim, inbox) = try Springs.scene()
        sim.lift(inbox[0], to: Springs.inFolder)
        sim.advance(by: .milliseconds(500))
        #expect(sim.activations == [Springs.folder])
        // The folder opened as a new list where the button was.
        try sim.engine.addContainer(Container(id: 9, label: "Projects"))
        _ = sim.engine.handle(.containerFrame(Rect(x: 800, y: 0, width: 300, height: 200), of: 9))
        sim.engine.removeSpringLoadedControl(Springs.folder)
        sim.send(.tick(sim.clock.now))
        _ = sim.engine.handle(.layoutDidChange)
        sim.move(to: Point(x: 900, y: 50))
        sim.release(at: Point(x: 900, y: 50))
        #expect(sim.order(of: 9).count == 1)
        #expect(sim.activations == [Springs.folder])
    }

    @Test("S13: spring loading never replaces the control's own click: a press with no drag activates nothing")
    func clickIsTheHostsBusiness() throws {
        var (sim, _) = try Springs.scene()
        sim.press(at: Springs.inFolder)
        sim.advance(by: .milliseconds(1000))
        sim.release(at: Springs.inFolder)
        #expect(sim.activations.isEmpty)
        #expect(sim.flashes.isEmpty)
        #expect(sim.engine.springLoadedControls.map { $0.id } == [Springs.folder, Springs.back])
    }
}

extension Springs {
    static let inBack = Point(x: 840, y: 115)
}

@Suite("S13 Spring loading: lifting over a control")
struct SpringLoadingLiftTests {
    @Test("S13: the move that starts a drag already counts as the start of a pause over a control")
    func liftOverControl() throws {
        var (sim, _) = try Springs.scene()
        // An item that sits under the folder button's edge, so the drag starts over the button.
        try sim.engine.addContainer(Container(id: 5, label: "Shelf"))
        _ = sim.engine.handle(.containerFrame(Rect(x: 700, y: 0, width: 100, height: 40), of: 5))
        try sim.engine.insert(Item(id: 50, label: "Book"), into: 5)
        _ = sim.engine.handle(.itemFrame(Rect(x: 700, y: 0, width: 100, height: 40), of: 50))
        sim.press(at: Point(x: 795, y: 20))
        sim.move(to: Springs.inFolder)
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.engine.springDwell(of: 1) == Springs.folder)
        sim.advance(by: .milliseconds(500))
        #expect(sim.activations == [Springs.folder])
    }
}
