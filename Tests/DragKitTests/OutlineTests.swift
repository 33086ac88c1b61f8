import DragKit
import DragKitTesting
import Testing

/// Outlines (issue 37, F6, S10): a drop between two rows lands at the depth the pointer's
/// horizontal offset chooses, within what the rows around the gap allow, exactly where the
/// indented line shows it; over a folder row's middle it goes inside; children travel with their
/// row; a folder never goes inside itself; undo puts every row back at its level.
@Suite("Issue 37: outlines — before, after or inside, at the depth the pointer chooses")
struct OutlineTests {
    static let indentation = 20.0
    static let rowHeight = 30.0

    /// Files: Projects ▾ [Plan, Drafts ▸ [Old], Notes], Budget, Archive ▾ [], CV. Rows are 30
    /// high from y 0, indented 20 per level, in an outline 400 wide.
    static func scene() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var sim = DragSimulator()
        let built = try sim.addOutline(1, "Files", rows: [
            .folder("Projects", [.leaf("Plan"), .folder("Drafts", expanded: false, [.leaf("Old")]), .leaf("Notes")]),
            .leaf("Budget"),
            .folder("Archive"),
            .leaf("CV"),
        ], rowHeight: rowHeight, indentation: indentation)
        return (sim, built.items, built.folders)
    }

    /// The shown rows as "label@depth".
    static func rows(_ sim: DragSimulator) -> [String] {
        sim.engine.outlineRows(of: 1).map { "\(sim.engine.workspace.items[$0.item]?.label ?? "?")@\($0.depth)" }
    }

    /// A point on the gap above shown row `row` (its top edge), `levels` indentations right of `start`.
    static func gap(above row: Int, from start: Point, levels: Double) -> Point {
        Point(x: start.x + levels * indentation, y: Double(row) * rowHeight + 3)
    }

    @Test("The shown rows: a collapsed folder hides its rows, an expanded one shows them one level in")
    func shownRows() throws {
        let (sim, items, folders) = try Self.scene()
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        #expect(sim.engine.outlineDepth(of: try #require(items["Old"])) == 2)
        #expect(sim.engine.outline(of: try #require(folders["Drafts"]))?.root == 1)
        #expect(sim.engine.outline(of: 1)?.indentation == Self.indentation)
    }

    @Test("F6: a row from another list, grabbed by its middle, takes the level its drag image's left edge shows", arguments: [(0.0, 0), (1.0, 1)])
    func fromAnotherList(levels: Double, depth: Int) throws {
        var (sim, _, _) = try Self.scene()
        let memo = try #require(sim.addList(2, "Inbox", policy: ContainerPolicy(crossContainerOperation: .move),
                                            items: ["Memo"], origin: Point(x: 500, y: 0), width: 300, rowHeight: 30).first)
        #expect(sim.center(of: memo).x == 650)  // grabbed 150 right of the row's left edge
        // Let go on the gap between Notes (level 1) and Budget (level 0) with the image's left
        // edge on the outline's (or one indentation in): the pointer is 150 (170) right of it.
        let target = Point(x: 150 + levels * Self.indentation, y: 4 * Self.rowHeight + 3)
        sim.lift(memo, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.markerFrame.minX == Double(depth) * Self.indentation)
        sim.release(at: target)
        #expect(Self.rows(sim)[4] == "Memo@\(depth)")
        #expect(Self.rows(sim)[3] == "Notes@1")  // the row above the marker
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6: straight up between Notes (level 1) and Budget (level 0): CV stays at level 0, after Projects")
    func keepsItsLevel() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"])
        let start = sim.center(of: cv)
        let target = Self.gap(above: 4, from: start, levels: 0)
        sim.lift(cv, to: target)
        let feedback = try #require(sim.engine.feedback(for: 1))
        let cue = try #require(feedback.destination)
        #expect(cue.container == 1)
        #expect(cue.insertionIndex == 1)
        #expect(cue.markerFrame.minX == 0)
        #expect(abs(cue.markerFrame.midY - 4 * Self.rowHeight) < 0.001)
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "CV@0", "Budget@0", "Archive@0"])
        #expect(sim.labels(of: 1) == ["Projects", "CV", "Budget", "Archive"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6: one indentation right at the same gap: CV goes in at level 1, after Notes, where the line showed")
    func oneLevelIn() throws {
        var (sim, items, folders) = try Self.scene()
        let cv = try #require(items["CV"])
        let target = Self.gap(above: 4, from: sim.center(of: cv), levels: 1)
        sim.lift(cv, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Projects"])
        #expect(cue.insertionIndex == 3)
        #expect(cue.markerFrame.minX == Self.indentation)
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "CV@1", "Budget@0", "Archive@0"])
    }

    @Test("F6: three indentations right below Notes: no deeper than one level below the row above")
    func clampedToTheRowAbove() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"])
        let target = Self.gap(above: 4, from: sim.center(of: cv), levels: 3)
        sim.lift(cv, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        // Notes holds no children: level 1, the deepest the gap allows.
        #expect(cue.markerFrame.minX == Self.indentation)
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "CV@1", "Budget@0", "Archive@0"])
    }

    @Test("F6: two levels in below the collapsed Drafts: inside it, after Old; the rows shown don't change")
    func intoACollapsedFolderByIndentation() throws {
        var (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"])
        let target = Self.gap(above: 3, from: sim.center(of: budget), levels: 2)
        sim.lift(budget, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Drafts"])
        #expect(cue.insertionIndex == 1)
        #expect(cue.markerFrame.minX == 2 * Self.indentation)
        sim.release(at: target)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "Budget"])
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Archive@0", "CV@0"])
    }

    @Test("F6: a level out is as far as the row below allows: between Plan and Drafts, never level 0")
    func noShallowerThanTheRowBelow() throws {
        var (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"])
        // Budget starts at level 0; the pointer goes one level left of where it began.
        let target = Self.gap(above: 2, from: sim.center(of: budget), levels: -1)
        sim.lift(budget, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Projects"])
        #expect(cue.insertionIndex == 1)
        #expect(cue.markerFrame.minX == Self.indentation)
        sim.release(at: target)
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Plan", "Budget", "Drafts", "Notes"])
    }

    @Test("F6: just under the open, empty Archive, one level in: its first row")
    func intoAnOpenEmptyFolder() throws {
        var (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"])
        let target = Self.gap(above: 6, from: sim.center(of: budget), levels: 1)
        sim.lift(budget, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Archive"])
        #expect(cue.markerFrame.minX == Self.indentation)
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Archive@0", "Budget@1", "CV@0"])
    }

    @Test("F6: over the middle of the collapsed Drafts row: into it, the row highlighted; the drop lands at its end")
    func intoARowsMiddle() throws {
        var (sim, items, folders) = try Self.scene()
        let cv = try #require(items["CV"])
        let drafts = try #require(items["Drafts"])
        sim.lift(cv, to: sim.center(of: drafts))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.intoItem == drafts)
        #expect(cue.container == folders["Drafts"])
        #expect(cue.markerFrame == sim.engine.frame(of: drafts))
        sim.release(at: sim.center(of: drafts))
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "CV"])
    }

    @Test("F6, F7: Projects over the middle of its own Drafts row: not allowed, said why, nothing moves")
    func neverIntoItself() throws {
        var (sim, items, folders) = try Self.scene()
        let projects = try #require(items["Projects"])
        let drafts = try #require(items["Drafts"])
        sim.lift(projects, to: sim.center(of: drafts))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil)
        #expect(feedback.operation == .forbidden)
        #expect(sim.announcements.contains { $0.contains("a folder can't go into itself") })
        sim.release(at: sim.center(of: drafts))
        #expect(sim.commits.isEmpty)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
    }

    @Test("F6: Projects dragged over its own rows lands where it was; its rows travel with it to the end")
    func childrenTravel() throws {
        var (sim, items, _) = try Self.scene()
        let projects = try #require(items["Projects"])
        let start = sim.center(of: projects)
        // Over the gap between its own Plan and Drafts, one level in: its own rows bound nothing.
        let own = Self.gap(above: 2, from: start, levels: 1)
        sim.lift(projects, to: own)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == 1)
        #expect(cue.insertionIndex == 0)
        sim.move(to: Self.gap(above: 7, from: start, levels: 0))
        sim.release(at: Self.gap(above: 7, from: start, levels: 0))
        #expect(Self.rows(sim) == ["Budget@0", "Archive@0", "CV@0", "Projects@0", "Plan@1", "Drafts@1", "Notes@1"])
    }

    @Test("S10: undo after a drop two levels in puts it back at level 0 exactly; redo again")
    func undoRestoresTheLevel() throws {
        var (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"])
        let before = Self.rows(sim)
        let start = sim.center(of: budget)
        sim.drag(start, to: Self.gap(above: 3, from: start, levels: 2))
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "Budget"])
        sim.undo()
        #expect(Self.rows(sim) == before)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        sim.redo()
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "Budget"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F7: Escape mid-drag one level in changes nothing")
    func escapeChangesNothing() throws {
        var (sim, items, _) = try Self.scene()
        let cv = try #require(items["CV"])
        let before = Self.rows(sim)
        sim.lift(cv, to: Self.gap(above: 4, from: sim.center(of: cv), levels: 1))
        sim.key(.escape)
        #expect(sim.engine.feedback(for: 1) == nil)
        #expect(Self.rows(sim) == before)
        #expect(sim.commits.isEmpty)
    }
}
