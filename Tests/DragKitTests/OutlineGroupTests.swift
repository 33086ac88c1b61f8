import DragKit
import DragKitTesting
import Testing

/// Groups in outlines (issue 37, S8, S10, F6, F7): a selection that spans several levels moves as
/// one group. A row inside a selected folder travels inside it, not on its own, and the count
/// and words speak of what moves; rows from several levels land together at the chosen gap, in
/// the order the outline shows them, each with its children; a group holding a folder never
/// goes into that folder or one inside it; undo puts every row back exactly.
@Suite("Issue 37: a group drag of rows at several depths keeps their structure")
struct OutlineGroupTests {
    /// Files: Projects ▾ [Plan, Drafts ▸ [Old], Notes], Budget, Archive ▾ [], CV.
    static func scene() throws -> (sim: DragSimulator, items: [String: ItemID], folders: [String: ContainerID]) {
        try OutlineTests.scene()
    }

    static func rows(_ sim: DragSimulator) -> [String] { OutlineTests.rows(sim) }

    /// Selects `labels` in the levels that hold them, as a host does for a selection across levels.
    static func select(_ labels: [String], in sim: inout DragSimulator, items: [String: ItemID]) {
        sim.send(.select(labels.compactMap { items[$0] }))
    }

    @Test("S8: Projects and its own Plan and Old selected, dragged by Plan: Projects moves with all its rows, counted as one")
    func innerRowsTravelInsideTheirFolder() throws {
        var (sim, items, folders) = try Self.scene()
        Self.select(["Projects", "Plan", "Old"], in: &sim, items: items)
        let plan = try #require(items["Plan"])
        let start = sim.center(of: plan)
        // Below CV at level 0 (Plan began one level in: one indentation left).
        let target = Point(x: start.x - OutlineTests.indentation, y: 7 * OutlineTests.rowHeight + 3)
        sim.lift(plan, to: target)
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.items == [try #require(items["Projects"])])
        #expect(feedback.badge == nil)  // one row moves: no count
        #expect(sim.announcements.contains { $0.hasPrefix("Picked up Projects, item 1 of 4 in Files") })
        sim.release(at: target)
        #expect(Self.rows(sim) == ["Budget@0", "Archive@0", "CV@0", "Projects@0", "Plan@1", "Drafts@1", "Notes@1"])
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Plan", "Drafts", "Notes"])
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        #expect(sim.commits.last?.items == [try #require(items["Projects"])])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S8: an outline has one selection — a plain click on CV leaves nothing selected at Old's level, so pressing CV drags CV alone")
    func plainClickClearsOtherLevels() throws {
        var (sim, items, folders) = try Self.scene()
        let old = try #require(items["Old"]), cv = try #require(items["CV"]), plan = try #require(items["Plan"])
        let drafts = try #require(folders["Drafts"]), projects = try #require(folders["Projects"])
        sim.setExpanded(try #require(items["Drafts"]), true)
        sim.send(.setSelection([old], in: drafts))  // a click on Old
        sim.send(.setSelection([cv], in: 1))        // then a plain click on CV, two levels up
        #expect(sim.engine.selectedItems(inOutlineOf: drafts) == [cv])
        #expect(!sim.engine.isSelected(old))
        #expect(sim.lastActions.contains(.setSelection(drafts, [])))  // the host is told Old is no longer selected
        // A Ctrl-click on Plan sends the outline's selection with Plan added: both stay.
        sim.send(.setSelection(sim.engine.selectedItems(inOutlineOf: projects) + [plan], in: projects))
        #expect(Set(sim.engine.selectedItems(inOutlineOf: 1)) == [cv, plan])
        sim.send(.setSelection([cv], in: 1))
        let start = sim.center(of: cv)
        sim.drag(start, to: Point(x: start.x, y: 2))  // above Projects, level 0
        #expect(Self.rows(sim).prefix(2) == ["CV@0", "Projects@0"])
        #expect(sim.labels(of: drafts) == ["Old"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("A5: a drop into an outline leaves the dropped row its only selection, the other levels cleared")
    func dropLeavesOneSelection() throws {
        var (sim, items, folders) = try Self.scene()
        let plan = try #require(items["Plan"]), budget = try #require(items["Budget"])
        let projects = try #require(folders["Projects"])
        sim.send(.setSelection([plan], in: projects))
        sim.send(.setSelection([budget], in: 1))
        sim.send(.select([plan]))  // a host adding Plan back (Ctrl-click as `select`)
        #expect(Set(sim.engine.selectedItems(inOutlineOf: 1)) == [plan, budget])
        let cv = try #require(items["CV"])
        let start = sim.center(of: cv)  // CV is not selected: it goes alone
        sim.drag(start, to: Point(x: start.x, y: 2))
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [cv])
        // Budget selected at the top level, Archive (unselected) dragged from there into
        // Projects: Budget, left behind in the level Archive came from, is no longer selected.
        #expect(Self.rows(sim).prefix(3) == ["CV@0", "Projects@0", "Plan@1"])
        sim.send(.setSelection([budget], in: 1))
        let archive = try #require(items["Archive"])
        let from = sim.center(of: archive)
        // The top edge of Drafts (row 3), one level in: between Plan and Drafts, inside Projects.
        sim.drag(from, to: Point(x: from.x + OutlineTests.indentation, y: 3 * OutlineTests.rowHeight + 3))
        #expect(sim.engine.workspace.container(of: archive) == projects)
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [archive])
        #expect(sim.mirrorIsInStep)
    }

    @Test("S10: undo after the group's move puts every row back, its levels and open rows as they were")
    func undoIsExact() throws {
        var (sim, items, folders) = try Self.scene()
        let before = Self.rows(sim)
        let lists = folders.values.map { sim.order(of: $0) }
        Self.select(["Plan", "Budget", "Old"], in: &sim, items: items)
        sim.setExpanded(try #require(items["Drafts"]), true)
        let shown = Self.rows(sim)
        let budget = try #require(items["Budget"])
        let start = sim.center(of: budget)
        // Into the open, empty Archive.
        // Plan, the group's first row, began one level in: straight down is one level in.
        let target = Point(x: start.x, y: 7 * OutlineTests.rowHeight + 3)
        sim.drag(start, to: target)
        #expect(sim.labels(of: try #require(folders["Archive"])) == ["Plan", "Old", "Budget"])
        sim.undo()
        #expect(Self.rows(sim) == shown)
        sim.setExpanded(try #require(items["Drafts"]), false)
        #expect(Self.rows(sim) == before)
        #expect(folders.values.map { sim.order(of: $0) } == lists)
        sim.redo()
        #expect(sim.labels(of: try #require(folders["Archive"])) == ["Plan", "Old", "Budget"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6: Old (level 2), CV (level 0) and Plan (level 1) dropped at one gap land together in the order the outline shows them")
    func severalLevelsLandTogetherInTreeOrder() throws {
        var (sim, items, folders) = try Self.scene()
        sim.setExpanded(try #require(items["Drafts"]), true)
        Self.select(["CV", "Old", "Plan"], in: &sim, items: items)
        let cv = try #require(items["CV"])
        let start = sim.center(of: cv)
        // Shown: Projects, Plan, Drafts, Old, Notes, Budget, Archive, CV; the gap under Budget, level 0.
        let target = Point(x: start.x, y: 6 * OutlineTests.rowHeight + 3)
        sim.lift(cv, to: target)
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.badge?.count == 3)
        #expect(feedback.destination?.container == 1)
        sim.release(at: target)
        #expect(sim.labels(of: 1) == ["Projects", "Budget", "Plan", "Old", "CV", "Archive"])
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Drafts", "Notes"])
        #expect(sim.labels(of: try #require(folders["Drafts"])) == [])
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6: a group of two folders from two levels: each keeps its own rows")
    func childrenTravelWithEach() throws {
        var (sim, items, folders) = try Self.scene()
        try sim.addItem(Item(id: 500, label: "Scan"), to: try #require(folders["Archive"]))
        sim.setExpanded(try #require(items["Archive"]), true)
        Self.select(["Drafts", "Archive"], in: &sim, items: items)
        let archive = try #require(items["Archive"])
        let start = sim.center(of: archive)
        sim.drag(start, to: Point(x: start.x, y: 3))  // above Projects
        #expect(sim.labels(of: 1) == ["Drafts", "Archive", "Projects", "Budget", "CV"])
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        #expect(sim.labels(of: try #require(folders["Archive"])) == ["Scan"])
    }

    @Test("F6, F7: Budget and Projects over the middle of Projects' own Drafts row: refused, said why, nothing moves")
    func groupNeverIntoItselfByPointer() throws {
        var (sim, items, _) = try Self.scene()
        Self.select(["Budget", "Projects"], in: &sim, items: items)
        let budget = try #require(items["Budget"])
        let drafts = try #require(items["Drafts"])
        let before = Self.rows(sim)
        sim.lift(budget, to: sim.center(of: drafts))
        let feedback = try #require(sim.engine.feedback(for: 1))
        #expect(feedback.destination == nil)
        #expect(feedback.operation == .forbidden)
        #expect(sim.announcements.contains { $0.contains("a folder can't go into itself") })
        sim.release(at: sim.center(of: drafts))
        #expect(sim.commits.isEmpty)
        #expect(Self.rows(sim) == before)
    }

    @Test("S7, F7: a keyboard group of Budget and Projects sent into Drafts: refused with the reason; into Archive, both go in tree order")
    func keyboardGroup() throws {
        var (sim, items, folders) = try Self.scene()
        Self.select(["Budget", "Old", "Projects"], in: &sim, items: items)
        let budget = try #require(items["Budget"])
        sim.send(.pickUp(.items([budget])))
        let feedback = try #require(sim.engine.feedback(for: .keyboard))
        #expect(feedback.items == [try #require(items["Projects"]), budget])
        #expect(sim.announcements.contains { $0.contains("2 items") })
        sim.send(.moveKeyboardDrag(to: DropPoint.ID(container: try #require(folders["Drafts"]), index: 0)))
        #expect(sim.announcements.last?.contains("a folder can't go into itself") == true)
        sim.send(.moveKeyboardDrag(to: DropPoint.ID(container: try #require(folders["Archive"]), index: 0)))
        sim.key(.enter)
        #expect(sim.labels(of: try #require(folders["Archive"])) == ["Projects", "Budget"])
        #expect(sim.labels(of: try #require(folders["Drafts"])) == ["Old"])
        sim.undo()
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
    }

    @Test("S7: a keyboard pick-up of CV with Plan selected a level in carries both, in tree order, and drops them together")
    func keyboardSeveralLevels() throws {
        var (sim, items, folders) = try Self.scene()
        Self.select(["CV", "Plan"], in: &sim, items: items)
        let cv = try #require(items["CV"]), plan = try #require(items["Plan"])
        sim.send(.pickUp(.items([cv])))
        #expect(sim.engine.feedback(for: .keyboard)?.items == [plan, cv])
        sim.send(.moveKeyboardDrag(to: DropPoint.ID(container: try #require(folders["Archive"]), index: 0)))
        sim.key(.enter)
        #expect(sim.labels(of: try #require(folders["Archive"])) == ["Plan", "CV"])
        sim.undo()
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
    }

    @Test("S7: the transfer of CV and Plan (two levels) moves them together in tree order; with Projects too, Plan travels inside it")
    func commandGroup() throws {
        var (sim, items, folders) = try Self.scene()
        let plan = try #require(items["Plan"]), cv = try #require(items["CV"]), projects = try #require(items["Projects"])
        let drafts = try #require(folders["Drafts"]), archive = try #require(folders["Archive"])
        sim.perform { $0.transfer([cv, plan], operation: .move, to: drafts) }
        #expect(sim.labels(of: drafts) == ["Old", "Plan", "CV"])
        sim.undo()
        #expect(Self.rows(sim) == ["Projects@0", "Plan@1", "Drafts@1", "Notes@1", "Budget@0", "Archive@0", "CV@0"])
        sim.perform { $0.transfer([plan, projects], operation: .move, to: archive) }
        #expect(sim.labels(of: archive) == ["Projects"])
        #expect(sim.labels(of: try #require(folders["Projects"])) == ["Plan", "Drafts", "Notes"])
        #expect(sim.announcements.last == "Moved Projects to Archive, position 1 of 1.")
        #expect(sim.mirrorIsInStep)
    }

    @Test("F6, F7: the transfer of Budget and Drafts into Drafts' own level is refused whole, though Budget alone could go")
    func commandGroupNeverIntoItself() throws {
        var (sim, items, folders) = try Self.scene()
        let budget = try #require(items["Budget"]), drafts = try #require(items["Drafts"])
        let level = try #require(folders["Drafts"])
        let before = Self.rows(sim)
        sim.perform { $0.transfer([budget, drafts], operation: .move, to: level) }
        #expect(sim.commits.isEmpty)
        #expect(sim.labels(of: level) == ["Old"])
        #expect(Self.rows(sim) == before)
        #expect(sim.announcements.last?.contains("a folder can't go into itself") == true)
    }
}
