import DragKit
import DragKitTesting
import Testing

/// A list of 20 rows of 40 points in a 400-point viewport (its bottom edge band starts at y 352),
/// a plain list to its right and a folder button beyond it.
private enum Extras {
    static let list: ContainerID = 1
    static let other: ContainerID = 2
    static let folder: SpringID = 1
    static let inFolder = Point(x: 850, y: 20)
    static let inBand = Point(x: 150, y: 390)

    static func scene() throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let rows = try sim.addList(
            list, "Long list", policy: ContainerPolicy(crossContainerOperation: .move),
            items: (1...20).map { "Row \($0)" }, height: 400)
        try sim.addList(other, "Other", items: ["A"], origin: Point(x: 400, y: 0))
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 800), of: list))
        sim.engine.setSpringLoadedControl(SpringLoadedControl(
            id: folder, frame: Rect(x: 800, y: 0, width: 120, height: 40), label: "Projects folder"))
        return (sim, rows)
    }
}

/// The ways a drag's session ends, or stops following the pointer in the window.
enum DragEnding: String, CaseIterable, Sendable {
    case drop, escape, pointerCancelled, leftWindow, endedOutside

    func end(_ sim: inout DragSimulator, at location: Point) {
        switch self {
        case .drop: sim.release(at: location)
        case .escape:
            sim.key(.escape)  // Backs out of a dwell first (S13), if there is one…
            if sim.engine.phase(of: 1) != nil { sim.key(.escape) }  // …then cancels (F7).
        case .pointerCancelled: sim.cancelPointer()
        case .leftWindow: sim.leaveApp()
        case .endedOutside:
            sim.leaveApp()
            sim.endOutside(delivered: false)
        }
    }
}

/// The ways a drag from another app ends, or stops following the pointer in the window.
enum ExternalEnding: String, CaseIterable, Sendable {
    case drop, exited, pointerCancelled, leftWindow

    func end(_ sim: inout DragSimulator, at location: Point) {
        switch self {
        case .drop: sim.release(at: location)
        case .exited: sim.exitExternal()
        case .pointerCancelled: sim.cancelPointer()
        case .leftWindow: sim.leaveApp()
        }
    }
}

extension DragSimulator {
    /// The spring flashes and activations in the log from `start` on.
    fileprivate func springActions(from start: Int) -> [Action] {
        log[start...].filter {
            switch $0 {
            case .springFlash, .springActivate: return true
            default: return false
            }
        }
    }

    /// How many auto-scroll steps the log holds.
    fileprivate var scrollCount: Int { scrolls.count }
}

/// A drag's spring hover and auto-scroll run are part of its session (issue 23): when the drag
/// ends, they end, and later ticks neither open a control nor scroll (S13, A1).
@Suite("S13/A1 A drag's spring loading and auto-scroll end with it")
struct DragExtrasTests {
    @Test("S13: a drag that ended keeps no dwell, and later ticks flash and open nothing", arguments: DragEnding.allCases)
    func springEndsWithDrag(_ ending: DragEnding) throws {
        var (sim, rows) = try Extras.scene()
        sim.lift(rows[0], to: Extras.inFolder)
        #expect(sim.engine.springDwell(of: 1) == Extras.folder)
        sim.advance(by: .milliseconds(100))
        ending.end(&sim, at: Extras.inFolder)
        #expect(sim.engine.springDwell(of: 1) == nil)
        let start = sim.log.count
        sim.advance(by: .milliseconds(1000))
        #expect(sim.springActions(from: start).isEmpty)
    }

    @Test("A1: a drag that ended scrolls nothing more", arguments: DragEnding.allCases)
    func autoScrollEndsWithDrag(_ ending: DragEnding) throws {
        var (sim, rows) = try Extras.scene()
        sim.lift(rows[0], to: Extras.inBand)
        sim.advance(by: .milliseconds(200))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Extras.list)
        #expect(sim.scrollCount > 0)
        ending.end(&sim, at: Extras.inBand)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
        let scrolled = sim.scrollCount
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrollCount == scrolled)
    }

    @Test("S1/S13: a drag from another app that ended keeps no dwell and opens nothing", arguments: ExternalEnding.allCases)
    func externalSpringEnds(_ ending: ExternalEnding) throws {
        var (sim, _) = try Extras.scene()
        sim.enterExternal([.plainText], at: Extras.inFolder)
        #expect(sim.engine.springDwell(of: 1) == Extras.folder)
        sim.advance(by: .milliseconds(100))
        ending.end(&sim, at: Extras.inFolder)
        #expect(sim.engine.springDwell(of: 1) == nil)
        let start = sim.log.count
        sim.advance(by: .milliseconds(1000))
        #expect(sim.springActions(from: start).isEmpty)
    }

    @Test("S1/A1: a drag from another app that ended scrolls nothing more", arguments: ExternalEnding.allCases)
    func externalAutoScrollEnds(_ ending: ExternalEnding) throws {
        var (sim, _) = try Extras.scene()
        sim.enterExternal([.plainText], at: Extras.inBand)
        sim.advance(by: .milliseconds(200))
        #expect(sim.engine.autoScrollingContainer(of: 1) == Extras.list)
        ending.end(&sim, at: Extras.inBand)
        #expect(sim.engine.autoScrollingContainer(of: 1) == nil)
        let scrolled = sim.scrollCount
        sim.advance(by: .milliseconds(1000))
        #expect(sim.scrollCount == scrolled)
    }

    @Test("S1/S13: a drag from another app that leaves and enters again keeps its dwell")
    func externalReentryKeepsDwell() throws {
        var (sim, _) = try Extras.scene()
        sim.enterExternal([.plainText], at: Extras.inFolder)
        sim.advance(by: .milliseconds(100))
        sim.enterExternal([.plainText], at: Extras.inFolder)
        #expect(sim.engine.springDwell(of: 1) == Extras.folder)
        sim.advance(by: .milliseconds(400))  // 500 ms after the first entry
        #expect(sim.log.contains(.springActivate(Extras.folder)))
    }

    @Test("S9/S13: one drag ending leaves another drag's dwell, which still opens the control once")
    func otherDragKeepsDwell() throws {
        var (sim, rows) = try Extras.scene()
        sim.lift(rows[0], to: Extras.inFolder, pointer: 1)
        sim.lift(rows[1], to: Point(x: 860, y: 25), pointer: 2)
        sim.release(2, at: Point(x: 860, y: 25))
        #expect(sim.engine.springDwell(of: 1) == Extras.folder)
        #expect(sim.engine.springDwell(of: 2) == nil)
        let start = sim.log.count
        sim.advance(by: .milliseconds(600))
        #expect(sim.springActions(from: start).filter { $0 == .springActivate(Extras.folder) }.count == 1)
    }

    @Test("S9/A1: one drag ending leaves another drag's auto-scroll running")
    func otherDragKeepsScrolling() throws {
        var (sim, rows) = try Extras.scene()
        sim.lift(rows[0], to: Extras.inBand, pointer: 1)
        sim.lift(rows[1], to: Point(x: 160, y: 392), pointer: 2)
        sim.advance(by: .milliseconds(100))
        sim.cancelPointer(2)
        #expect(sim.engine.autoScrollingContainer(of: 1) == Extras.list)
        #expect(sim.engine.autoScrollingContainer(of: 2) == nil)
        let scrolled = sim.scrollCount
        sim.advance(by: .milliseconds(200))
        #expect(sim.scrollCount > scrolled)
    }
}
