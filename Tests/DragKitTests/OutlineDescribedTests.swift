import DragKit
import DragKitTesting
import Testing

/// Described outlines (issue 37, F6, A1, S13): a virtualised tree reports only its top level's
/// frame and a list geometry; every shown row, of any level, is placed by its position among the
/// shown rows, indented by its depth, moved by the top level's scroll. Pointer drags, drops into
/// rows, spring loading, keyboard drags and the content length read those frames, and land
/// exactly where the same outline measured row by row lands.
@Suite("Issue 37, F6: described outlines — a tree's rows placed by position, no row measured")
struct OutlineDescribedTests {
    static let indentation = OutlineTests.indentation
    static let rowHeight = OutlineTests.rowHeight

    /// The rows of ``OutlineTests/scene()``: Projects ▾ [Plan, Drafts ▸ [Old], Notes], Budget,
    /// Archive ▾ [], CV.
    static let files: [OutlineNode] = [
        .folder("Projects", [.leaf("Plan"), .folder("Drafts", expanded: false, [.leaf("Old")]), .leaf("Notes")]),
        .leaf("Budget"),
        .folder("Archive"),
        .leaf("CV"),
    ]

    /// ``files`` as a described outline: only the top level's frame (400 wide, from `origin`)
    /// and its geometry are reported.
    static func described(origin: Point = .zero, height: Double? = nil, spacing: Double = 0,
                          geometryOrigin: Point = .zero)
        throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        var sim = DragSimulator()
        let built = try sim.addDescribedOutline(1, "Files", rows: files, origin: origin, height: height, rowHeight: rowHeight,
                                                spacing: spacing, geometryOrigin: geometryOrigin, indentation: indentation)
        return (sim, built.items, built.folders)
    }

    /// ``files`` measured, as ``OutlineTests/scene()`` lays it out.
    static func measured() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        try OutlineTests.scene()
    }

    static func rows(_ sim: DragSimulator) -> [String] { OutlineTests.rows(sim) }

    /// What a drag's feedback shows of its destination, for comparing two outlines.
    static func shown(_ sim: DragSimulator, _ pointer: PointerID = 1) -> String {
        guard let feedback = sim.engine.feedback(for: pointer) else { return "no drag" }
        guard let cue = feedback.destination else { return "nowhere, \(feedback.operation)" }
        let into = cue.intoItem.map { sim.engine.workspace.items[$0]?.label ?? "?" } ?? "-"
        return "\(cue.container) @\(cue.insertionIndex) into \(into) line \(cue.markerFrame)"
    }

    @Test("F6: with no row measured, a pointer drag shows the line at the gap and depth under it and lands there")
    func pointerDragWithoutFrames() throws {
        var (sim, items, folders) = try Self.described()
        let cv = try #require(items["CV"]), projects = try #require(folders["Projects"])
        #expect(sim.engine.layout.itemFrames.isEmpty)
        #expect(sim.engine.layout.containerFrames[projects] == nil)
        // CV is shown row 6: placed at 6 × 30 down, at level 0.
        #expect(sim.engine.frame(of: cv) == Rect(x: 0, y: 180, width: 400, height: 30))
        let start = sim.center(of: cv)
        // 3 below the top of shown row 4 (Budget): the gap between Notes (level 1) and Budget,
        // one indentation right of where the drag began: level 1, after Notes, in Projects.
        let target = Point(x: start.x + Self.indentation, y: 4 * Self.rowHeight + 3)
        sim.lift(cv, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == projects)
        #expect(cue.insertionIndex == 3)
        #expect(cue.markerFrame.minX == Self.indentation)
        #expect(abs(cue.markerFrame.midY - 4 * Self.rowHeight) < 0.001)
        sim.release(at: target)
        #expect(sim.labels(of: projects) == ["Plan", "Drafts", "Notes", "CV"])
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "CV@1", "Budget@0", "Archive@0"])
        // CV is now shown row 4, one level in.
        #expect(sim.engine.frame(of: cv) == Rect(x: 20, y: 120, width: 380, height: 30))
        #expect(sim.engine.layout.itemFrames.isEmpty)
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6: measured and described, the same outline shows and lands the same over a grid of pointer positions",
          arguments: ["Budget", "Plan", "Projects", "CV"])
    func measuredEqualsDescribed(dragged: String) throws {
        for y in stride(from: 2.0, to: 212, by: 9) {
            for levels in [-2.0, -1, 0, 1, 2] {
                var (measured, measuredItems, _) = try Self.measured()
                var (described, describedItems, _) = try Self.described()
                let a = try #require(measuredItems[dragged]), b = try #require(describedItems[dragged])
                #expect(measured.engine.frame(of: a) == described.engine.frame(of: b))
                let start = measured.center(of: a)
                let target = Point(x: start.x + levels * Self.indentation, y: y)
                measured.lift(a, to: target)
                described.lift(b, to: target)
                #expect(Self.shown(measured) == Self.shown(described), "\(dragged) at \(target)")
                measured.release(at: target)
                described.release(at: target)
                #expect(Self.rows(measured) == Self.rows(described), "\(dragged) at \(target)")
            }
        }
    }

    @Test("F6: over the middle of the collapsed Drafts row, described: into it, the row highlighted; the drop lands at its end")
    func intoARowsMiddle() throws {
        var (sim, items, folders) = try Self.described()
        let cv = try #require(items["CV"]), drafts = try #require(items["Drafts"])
        let row = try #require(sim.engine.frame(of: drafts))
        #expect(row == Rect(x: 20, y: 60, width: 380, height: 30))
        sim.lift(cv, to: row.center)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.intoItem == drafts)
        #expect(cue.container == folders["Drafts"])
        #expect(cue.markerFrame == row)
        sim.release(at: row.center)
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old", "CV"])
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0"])
    }

    @Test("S13: a collapsed described row springs open after the delay; the rows below shift and the drop follows them two levels down")
    func springLoading() throws {
        var sim = DragSimulator()
        let built = try sim.addDescribedOutline(1, "Files", rows: [
            .folder("Projects", expanded: false, [.folder("Drafts", expanded: false, [.leaf("Old")]), .leaf("Plan")]),
            .leaf("Budget"),
            .leaf("CV"),
        ], rowHeight: Self.rowHeight, indentation: Self.indentation)
        let cv = try #require(built.items["CV"]), projects = try #require(built.items["Projects"])
        let drafts = try #require(built.items["Drafts"]), old = try #require(built.items["Old"])
        let budget = try #require(built.items["Budget"])
        #expect(sim.engine.frame(of: budget)?.minY == 30)
        #expect(sim.engine.frame(of: drafts) == nil)  // hidden inside the collapsed Projects
        let start = sim.center(of: cv)
        sim.lift(cv, to: sim.center(of: projects))
        #expect(sim.engine.feedback(for: 1)?.destination?.intoItem == projects)
        sim.advance(by: .milliseconds(400))
        #expect(!sim.engine.isExpanded(projects))
        sim.advance(by: .milliseconds(150))
        #expect(sim.engine.isExpanded(projects))
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Plan@1", "Budget@0", "CV@0"])
        // Budget moved down two rows; Drafts is shown row 1, one level in.
        #expect(sim.engine.frame(of: budget)?.minY == 90)
        #expect(sim.engine.frame(of: drafts) == Rect(x: 20, y: 30, width: 380, height: 30))
        sim.move(to: sim.center(of: drafts))
        #expect(sim.engine.feedback(for: 1)?.destination?.intoItem == drafts)
        sim.advance(by: .milliseconds(550))
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Old@2", "Plan@1", "Budget@0", "CV@0"])
        #expect(sim.engine.frame(of: old) == Rect(x: 40, y: 60, width: 360, height: 30))
        // Just under Old, two levels right of where the drag began: level 2, after Old.
        let target = Point(x: start.x + 2 * Self.indentation, y: 90 + 2)
        sim.move(to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == built.folders["Drafts"])
        #expect(cue.insertionIndex == 1)
        #expect(cue.markerFrame.minX == 2 * Self.indentation)
        #expect(abs(cue.markerFrame.midY - 90) < 0.001)
        sim.release(at: target)
        #expect(sim.labels(of: try #require(built.folders["Drafts"])) == ["Old", "CV"])
        #expect(Self.rows(sim) == ["Projects@0", "Drafts@1", "Old@2", "CV@2", "Plan@1", "Budget@0"])
        #expect(sim.engine.frame(of: cv) == Rect(x: 40, y: 90, width: 360, height: 30))
    }

    @Test("A1: scrolled, the described rows move with the top level's offset and the drop still lands under the pointer")
    func scrolled() throws {
        var (sim, items, folders) = try Self.described(origin: Point(x: 10, y: 50), height: 150)
        let cv = try #require(items["CV"]), budget = try #require(items["Budget"]), old = try #require(items["Old"])
        #expect(sim.engine.frame(of: budget) == Rect(x: 10, y: 50 + 120, width: 400, height: 30))
        sim.send(.scrollOffset(60, of: 1))
        #expect(sim.engine.frame(of: budget) == Rect(x: 10, y: 50 + 120 - 60, width: 400, height: 30))
        #expect(sim.engine.frame(of: cv) == Rect(x: 10, y: 50 + 180 - 60, width: 400, height: 30))
        #expect(sim.engine.frame(of: old) == nil)
        let start = sim.center(of: cv)
        // 3 below the top of Budget's row as it is shown now, one level in: after Notes.
        let target = Point(x: start.x + Self.indentation, y: 110 + 3)
        sim.lift(cv, to: target)
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.container == folders["Projects"])
        #expect(cue.insertionIndex == 3)
        #expect(cue.markerFrame.minX == 10 + Self.indentation)
        #expect(abs(cue.markerFrame.midY - 110) < 0.001)
        // Scrolling back by 10 during the drag moves the rows 10 down under the pointer, which
        // is still below Notes's middle and above Budget's: the same gap, its line 10 lower.
        sim.send(.scrollOffset(50, of: 1))
        let after = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(abs(after.markerFrame.midY - 120) < 0.001)
        #expect(after.container == folders["Projects"] && after.insertionIndex == 3)
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "CV@1", "Budget@0", "Archive@0"])
        #expect(sim.engine.frame(of: cv) == Rect(x: 30, y: 50 + 120 - 50, width: 380, height: 30))
    }

    @Test("F6: a row two levels deep is framed by its shown position; the content length counts the shown rows and follows a collapse")
    func framesAndContentLength() throws {
        var (sim, items, _) = try Self.described(spacing: 2, geometryOrigin: Point(x: 0, y: 4))
        let old = try #require(items["Old"]), drafts = try #require(items["Drafts"])
        let projects = try #require(items["Projects"]), cv = try #require(items["CV"])
        #expect(sim.engine.frame(of: old) == nil)
        #expect(sim.engine.describedContentLength(of: 1) == 4.0 + 7 * 32 - 2)
        sim.setExpanded(drafts, true)
        // Projects, Plan, Drafts, Old: shown row 3, two levels in.
        #expect(sim.engine.frame(of: old) == Rect(x: 40, y: 4 + 3 * 32, width: 360, height: 30))
        #expect(sim.engine.describedContentLength(of: 1) == 4.0 + 8 * 32 - 2)
        // The content length is the top level's items' only for a flat list: here 4 of 8 rows.
        #expect(sim.engine.workspace.count(of: 1) == 4)
        sim.setExpanded(projects, false)
        #expect(Self.rows(sim) == ["Projects@0", "Budget@0", "Archive@0", "CV@0"])
        #expect(sim.engine.describedContentLength(of: 1) == 4.0 + 4 * 32 - 2)
        #expect(sim.engine.frame(of: old) == nil)
        #expect(sim.engine.frame(of: cv) == Rect(x: 0, y: 4 + 3 * 32, width: 400, height: 30))
        // The same answers once a drag has read (and keeps) the outline's rows.
        sim.lift(cv, to: sim.point(in: cv, fraction: 0.9))
        #expect(sim.engine.describedContentLength(of: 1) == 4.0 + 4 * 32 - 2)
        #expect(sim.engine.frame(of: projects) == Rect(x: 0, y: 4, width: 400, height: 30))
    }

    @Test("S7: a keyboard drag over a described outline moves by shown row, as over the measured one, and lands the same")
    func keyboardDrag() throws {
        var (measured, measuredItems, _) = try Self.measured()
        var (described, describedItems, _) = try Self.described()
        let a = try #require(measuredItems["CV"]), b = try #require(describedItems["CV"])
        measured.key(.space, target: a)
        described.key(.space, target: b)
        var lines: [Double] = []
        for key in [Key.arrowUp, .arrowUp, .arrowUp, .arrowUp, .arrowUp, .arrowUp, .arrowDown, .arrowDown, .arrowRight] {
            measured.key(key)
            described.key(key)
            #expect(Self.shown(measured, .keyboard) == Self.shown(described, .keyboard), "after \(key)")
            #expect(measured.announcements.last == described.announcements.last)
            lines.append(described.engine.feedback(for: .keyboard)?.destination?.markerFrame.midY ?? -1)
        }
        // One shown row a step: the gaps between the rows that stay (CV travels).
        #expect(lines == [150, 120, 90, 60, 30, 0, 30, 60, 60])
        measured.key(.enter)
        described.key(.enter)
        #expect(Self.rows(measured) == Self.rows(described))
        #expect(Self.rows(described) == ["Projects@0", "Plan@1", "CV@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0"])
    }

    @Test("S7: PageDown inside a described outline's level jumps by the rows that fit in the top level's frame")
    func pageDown() throws {
        var sim = DragSimulator()
        let built = try sim.addDescribedOutline(1, "Files", rows: [
            .folder("Big", (0..<20).map { .leaf("r\($0)") }),
        ], height: 4 * Self.rowHeight, rowHeight: Self.rowHeight, indentation: Self.indentation)
        let first = try #require(built.items["r0"]), big = try #require(built.folders["Big"])
        sim.key(.space, target: first)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.container == big)
        #expect(sim.engine.feedback(for: .keyboard)?.destination?.insertionIndex == 0)
        sim.key(.pageDown)  // four rows fit in the outline's 120 points
        let cue = try #require(sim.engine.feedback(for: .keyboard)?.destination)
        #expect(cue.container == big && cue.insertionIndex == 4)
        sim.key(.enter)
        #expect(sim.labels(of: big).prefix(6) == ["r1", "r2", "r3", "r4", "r0", "r5"])
    }

    @Test("F2, F6: the indented line ends where the rows end, not across a scroll bar beside them")
    func lineEndsWithTheRows() throws {
        var sim = DragSimulator()
        // The rows are 385 wide in a 400-wide outline: a 15-point scroll bar beside them.
        let built = try sim.addDescribedOutline(1, "Files", rows: Self.files, rowHeight: Self.rowHeight,
                                                indentation: Self.indentation)
        sim.engine.setUniformGeometry(UniformGeometry(itemSize: Size(width: 385, height: Self.rowHeight)), for: 1)
        let cv = try #require(built.items["CV"])
        #expect(sim.engine.frame(of: cv)?.maxX == 385)
        let start = sim.center(of: cv)
        sim.lift(cv, to: Point(x: start.x + Self.indentation, y: 4 * Self.rowHeight + 3))
        let cue = try #require(sim.engine.feedback(for: 1)?.destination)
        #expect(cue.markerFrame.minX == Self.indentation)
        #expect(cue.markerFrame.maxX == 385)
        sim.cancelPointer()
    }

    @Test("F2, F6: over the rows a dragged folder carries, the line is where they begin — a drop there puts them back")
    func lineOverCarriedRowsIsWhereTheyBegin() throws {
        for measured in [false, true] {
            var (sim, items, _) = measured ? try Self.measured() : try Self.described()
            let projects = try #require(items["Projects"]), budget = try #require(items["Budget"])
            let before = Self.rows(sim)
            let start = sim.center(of: projects)
            // Projects (row 0) carries Plan, Drafts and Notes (rows 1 to 3): the pointer over Plan.
            let over = Point(x: start.x, y: Self.rowHeight + 15)
            sim.lift(projects, to: over)
            let cue = try #require(sim.engine.feedback(for: 1)?.destination)
            #expect(abs(cue.markerFrame.midY - 0) < 0.001, "measured: \(measured)")  // Projects' top edge
            sim.release(at: over)
            #expect(Self.rows(sim) == before, "measured: \(measured)")
            #expect(sim.engine.frame(of: budget)?.minY == 4 * Self.rowHeight)
        }
    }
}
