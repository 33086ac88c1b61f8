import DragKit
import DragKitTesting
import Testing

@Suite("DragKitTesting: public fixtures build measured scenes")
struct FixtureTests {
    @Test("S1: a list fixture lays n rows out from its origin, and a drag reorders it")
    func listFixture() throws {
        var list = try ListFixture(count: 5, origin: Point(x: 10, y: 20), rowHeight: 30)
        #expect(list.items.count == 5)
        #expect(list.simulator.labels(of: list.container) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5"])
        #expect(list.simulator.engine.layout.itemFrames[list.items[2]] == Rect(x: 10, y: 80, width: 300, height: 30))
        list.simulator.drag(list.center(of: 0), to: list.point(below: 3))
        #expect(list.simulator.order(of: list.container) == [list.items[1], list.items[2], list.items[3], list.items[0], list.items[4]])
    }

    @Test("F6: a grid fixture lays cells out in reading order, columns a row")
    func gridFixture() throws {
        let grid = try GridFixture(count: 7, columns: 3, cellSize: Size(width: 50, height: 40), spacing: 10)
        #expect(grid.items.count == 7)
        #expect(grid.simulator.engine.workspace.containers[grid.container]?.policy.axis == .grid)
        // Cell 4: row 1, column 1.
        #expect(grid.simulator.engine.layout.itemFrames[grid.items[4]] == Rect(x: 70, y: 60, width: 50, height: 40))
        #expect(grid.cellFrame(4) == Rect(x: 70, y: 60, width: 50, height: 40))
    }

    @Test("S2: the two-list workspace is the scene the package's own tests use")
    func twoListWorkspace() throws {
        let desk = try TwoListWorkspace()
        let (sim, inbox, archive) = try Scene.twoLists()
        #expect(desk.sourceItems == inbox)
        #expect(desk.destinationItems == archive)
        #expect(desk.simulator.engine.layout.itemFrames == sim.engine.layout.itemFrames)
        #expect(desk.simulator.engine.layout.containerFrames == sim.engine.layout.containerFrames)
        #expect(desk.simulator.labels(of: desk.source) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(TwoListWorkspace.gap == Scene.gap)
        #expect(TwoListWorkspace.nowhere == Scene.nowhere)
    }

    @Test("S2, F7: a drop between the workspace's lists lands nowhere and flies back")
    func twoListGap() throws {
        var desk = try TwoListWorkspace()
        desk.simulator.drag(desk.simulator.center(of: desk.sourceItems[0]), to: TwoListWorkspace.gap)
        #expect(desk.simulator.commits.isEmpty)
        guard case .flyBack = desk.simulator.previewEndings.first else {
            Issue.record("expected a fly-back, got \(desk.simulator.previewEndings)")
            return
        }
    }

    @Test("F1: a manual clock stamps the events that drive an engine directly")
    func manualClockEvents() throws {
        let list = try ListFixture(count: 2)
        var engine = list.simulator.engine
        var clock = ManualClock()
        let start = list.center(of: 0)
        #expect(engine.handle(clock.pointer(.down, at: start)) == [.measureLayout])
        clock.advance(by: .milliseconds(16))
        let lift = engine.handle(clock.pointer(.moved, at: Point(x: start.x, y: start.y + 10)))
        #expect(lift.contains { ActionCase($0) == .beginPreview })
        #expect(engine.phase(of: 1) == .dragging)
        _ = engine.handle(clock.key(.escape))
        #expect(engine.phase(of: 1) == nil)
        #expect(clock.tick() == .tick(Timestamp(milliseconds: 16)))
    }
}
