import DragKit
import DragKitTesting
import Testing

/// Spring loading in outlines (issue 37, S13): a drag resting on the middle of a collapsed row
/// opens it after the spring-loading delay, without moving the row under the pointer; the rows a
/// drag opened close when it leaves them or ends anywhere but inside them; undo and redo show the
/// outline as it was on each side of the drop (S10).
@Suite("Issue 37, S13: outline rows open under a resting drag and close when it leaves")
struct OutlineSpringLoadingTests {
    static let rowHeight = 30.0
    static let indentation = 20.0

    /// Files: Projects ▸ [Drafts ▸ [Old], Plan], Budget, CV — both folders collapsed.
    static func scene() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var sim = DragSimulator()
        let built = try sim.addOutline(1, "Files", rows: [
            .folder("Projects", expanded: false, [.folder("Drafts", expanded: false, [.leaf("Old")]), .leaf("Plan")]),
            .leaf("Budget"),
            .leaf("CV"),
        ], rowHeight: rowHeight, indentation: indentation)
        return (sim, built.items, built.folders)
    }

    static func rows(_ sim: DragSimulator) -> [String] { OutlineTests.rows(sim) }

    static func expansions(_ sim: DragSimulator) -> [String] {
        sim.log.compactMap { action in
            guard case .setExpanded(let item, let open) = action else { return nil }
            return "\(sim.engine.workspace.items[item]?.label ?? "?") \(open ? "opened" : "closed")"
        }
    }

    @Test("S13: resting on Projects' middle opens it after the delay, not before; the row stays under the pointer")
    func opensAfterTheDelay() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let frameBefore = sim.engine.frame(of: projects)
        sim.lift(cv, to: sim.center(of: projects))
        #expect(sim.engine.feedback(for: 1)?.destination?.intoItem == projects)
        sim.advance(by: .milliseconds(400))
        #expect(!sim.engine.isExpanded(projects))
        sim.advance(by: .milliseconds(150))
        #expect(sim.engine.isExpanded(projects))
        #expect(Self.expansions(sim) == ["Projects opened"])
        #expect(sim.announcements.contains("Opened Projects."))
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Plan@1", "Budget@0", "CV@0"])
        #expect(sim.engine.frame(of: projects) == frameBefore)
    }

    @Test("S13: a move beyond the tolerance starts the rest again; a small one doesn't")
    func restartsBeyondTheTolerance() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let middle = sim.center(of: projects)
        sim.lift(cv, to: middle)
        sim.advance(by: .milliseconds(300))
        sim.move(to: Point(x: middle.x + 3, y: middle.y))  // within 6 points: the rest goes on
        sim.advance(by: .milliseconds(100))
        sim.move(to: Point(x: middle.x + 40, y: middle.y))  // beyond: it starts again here
        sim.advance(by: .milliseconds(300))
        #expect(!sim.engine.isExpanded(projects))
        sim.advance(by: .milliseconds(250))
        #expect(sim.engine.isExpanded(projects))
    }

    @Test("S13: Space opens the row the drag rests on at once")
    func spaceOpensAtOnce() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        sim.lift(cv, to: sim.center(of: projects))
        sim.key(.space)
        #expect(sim.engine.isExpanded(projects))
        #expect(sim.engine.feedback(for: 1) != nil)  // the drag goes on
    }

    @Test("S13: leaving the row it opened closes it again; Escape closes what is open and changes nothing")
    func leavingCloses() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let before = Self.rows(sim)
        sim.lift(cv, to: sim.center(of: projects))
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.isExpanded(projects))
        // Over Budget's lower half (the gap between Budget and CV, level 0): outside Projects.
        let budget = try #require(items["Budget"])
        sim.move(to: sim.point(in: budget, fraction: 0.9))
        #expect(!sim.engine.isExpanded(projects))
        #expect(Self.expansions(sim) == ["Projects opened", "Projects closed"])
        sim.move(to: sim.center(of: projects))
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.isExpanded(projects))
        sim.key(.escape)
        #expect(sim.engine.feedback(for: 1) == nil)
        #expect(!sim.engine.isExpanded(projects))
        #expect(Self.rows(sim) == before)
        #expect(sim.commits.isEmpty)
    }

    @Test("S13, S10: CV carried two levels down through two springing folders lands in Drafts after Old; undo puts it back and closes both; redo again")
    func twoLevelsDownAndUndo() throws {
        var (sim, items, folders) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let drafts = try #require(items["Drafts"]), old = try #require(items["Old"])
        let start = sim.center(of: cv)
        let before = Self.rows(sim)
        sim.lift(cv, to: sim.center(of: projects))
        sim.advance(by: .milliseconds(500))
        sim.move(to: sim.center(of: drafts))
        sim.advance(by: .milliseconds(500))
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Old@2", "Plan@1", "Budget@0", "CV@0"])
        // Just under Old, two levels right of where the drag began: level 2, after Old.
        let target = Point(x: start.x + 2 * Self.indentation, y: try #require(sim.engine.frame(of: old)).maxY + 2)
        sim.move(to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Drafts"])
        #expect(cue.markerFrame.minX == 2 * Self.indentation)
        sim.release(at: target)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "CV"])
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Old@2", "CV@2", "Plan@1", "Budget@0"])
        sim.undo()
        #expect(Self.rows(sim) == before)
        #expect(!sim.engine.isExpanded(projects) && !sim.engine.isExpanded(drafts))
        sim.redo()
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Old@2", "CV@2", "Plan@1", "Budget@0"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S13: a drop outside the rows it opened closes them")
    func dropElsewhereCloses() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        sim.lift(cv, to: sim.center(of: projects))
        sim.advance(by: .milliseconds(500))
        let budget = try #require(items["Budget"])
        // Above Budget at level 0, between Plan and Budget: outside Projects, which closes, and
        // its rows go up; the person aims again at the top of Budget, where it is now.
        sim.move(to: sim.point(in: budget, fraction: 0.1))
        #expect(!sim.engine.isExpanded(projects))
        sim.move(to: sim.point(in: budget, fraction: 0.1))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == 1 && cue.insertionIndex == 1)
        sim.release(at: sim.point(in: budget, fraction: 0.1))
        #expect(!sim.engine.isExpanded(projects))
        #expect(sim.labels(of: 1) == ["Projects", "CV", "Budget"])
    }

    @Test("S13, F7: a drop into the rows it sprang open that the host refuses puts CV back and closes them, as Escape would have")
    func refusedDropClosesWhatItOpened() throws {
        var (sim, items, folders) = try Self.scene()
        sim.commitsSucceedAutomatically = false
        let cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let plan = try #require(items["Plan"])
        let before = Self.rows(sim), snapshot = sim.snapshot
        sim.lift(cv, to: sim.center(of: projects))
        sim.advance(by: .milliseconds(500))
        #expect(sim.engine.isExpanded(projects))
        // Just under Plan, one level in: inside Projects, after Plan.
        let target = Point(x: sim.center(of: plan).x, y: try #require(sim.engine.frame(of: plan)).maxY + 2)
        sim.move(to: target)
        #expect(sim.engine.feedback(for: 1)?.destination?.container == folders["Projects"])
        sim.release(at: target)
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Drafts", "Plan", "CV"])
        #expect(sim.engine.isExpanded(projects))  // left open: the drop is in it
        let transfer = try #require(sim.commits.last?.id)
        sim.fail(transfer, reason: "The disk is full")
        #expect(Self.rows(sim) == before)
        #expect(!sim.engine.isExpanded(projects))
        #expect(sim.snapshot == snapshot)
        #expect(Self.expansions(sim).suffix(1) == ["Projects closed"])
        #expect(sim.announcements.last?.hasPrefix("Couldn't move CV") == true)
        #expect(!sim.engine.canUndo)
        #expect(sim.mirrorIsInStep)
    }
}
