import DragKit
import DragKitTesting
import Testing

/// An outline's selection (issue 37, S8, A5): one selection across its levels. A plain click in
/// a level clears the others, so nothing stays selected out of sight; a Ctrl-click adds a row of
/// another level (what a press drags is then a group, one transfer per level, S10); a drop leaves
/// the dropped rows the outline's whole selection.
@Suite("Issue 37: an outline has one selection")
struct OutlineSelectionTests {
    @Test("S8: a click on CV leaves nothing selected at Old's level; a Ctrl-click on Plan adds it from another level; a click on CV then drags CV alone")
    func selectingInALevelClearsTheOthers() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        let old = try #require(items["Old"]), cv = try #require(items["CV"]), plan = try #require(items["Plan"])
        let drafts = try #require(folders["Drafts"]), projects = try #require(folders["Projects"])
        sim.setExpanded(try #require(items["Drafts"]), true)
        sim.send(.setSelection([old], in: drafts))  // a click on Old
        sim.send(.setSelection([cv], in: 1))        // then a click on CV, two levels up
        #expect(sim.engine.selectedItems(inOutlineOf: drafts) == [cv])
        #expect(!sim.engine.isSelected(old))
        #expect(sim.lastActions.contains(.setSelection(drafts, [])))  // the host is told Old is no longer selected
        // A Ctrl-click on Plan: the outline's selection with Plan added, both levels kept.
        sim.send(.setSelection(sim.engine.selectedItems(inOutlineOf: projects) + [plan], in: projects))
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [plan, cv])
        // A plain click on CV: Plan's level is cleared, and the host told.
        sim.send(.setSelection([cv], in: 1))
        #expect(sim.lastActions.contains(.setSelection(projects, [])))
        let start = sim.center(of: cv)
        sim.drag(start, to: Point(x: start.x, y: 2))  // above Projects, level 0
        #expect(OutlineTests.rows(sim).prefix(2) == ["CV@0", "Projects@0"])
        #expect(sim.labels(of: projects) == ["Plan", "Drafts", "Notes"])
        #expect(sim.mirrorIsInStep)
    }

    @Test("A5: a drop into an outline leaves the dropped row its only selection, the level it left and the others cleared")
    func aDropLeavesOneSelection() throws {
        var (sim, items, folders) = try OutlineTests.scene()
        let plan = try #require(items["Plan"]), budget = try #require(items["Budget"]), cv = try #require(items["CV"])
        let projects = try #require(folders["Projects"])
        sim.send(.setSelection([budget], in: 1))
        sim.send(.select([plan]))  // a host adding a row of another level with `select`
        #expect(Set(sim.engine.selectedItems(inOutlineOf: 1)) == [plan, budget])
        let start = sim.center(of: cv)  // CV is not selected: it goes alone
        sim.drag(start, to: Point(x: start.x, y: 2))
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [cv])
        // Budget selected at the top level, Archive (unselected) dragged from there into
        // Projects: Budget, left behind in the level Archive came from, is no longer selected.
        #expect(OutlineTests.rows(sim).prefix(3) == ["CV@0", "Projects@0", "Plan@1"])
        sim.send(.setSelection([budget], in: 1))
        let archive = try #require(items["Archive"])
        let from = sim.center(of: archive)
        // The top edge of Drafts (row 3), one level in: between Plan and Drafts, inside Projects.
        sim.drag(from, to: Point(x: from.x + OutlineTests.indentation, y: 3 * OutlineTests.rowHeight + 3))
        #expect(sim.engine.workspace.container(of: archive) == projects)
        #expect(sim.engine.selectedItems(inOutlineOf: 1) == [archive])
        #expect(sim.mirrorIsInStep)
    }
}
