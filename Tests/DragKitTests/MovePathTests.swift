@testable import DragKit
import DragKitTesting
import Testing

/// The pieces a pointer move relies on to avoid lookups and copies (F2): drags changed where the
/// session table stores them, the keyboard's session known without a lookup (S7), and a hit test
/// that reads frames from its grid.
@Suite("Move path: drags changed in place, hit tests without lookups (F2, S7, S9)")
struct MovePathTests {
    private func drag(_ pointer: PointerID, items: [ItemID]) -> ActiveDrag {
        .fixture(pointer, items: items)
    }

    /// Whether `table` lends `pointer`'s drag (and takes it back unchanged).
    private func lends(_ table: inout SessionTable, _ pointer: PointerID) -> Bool {
        guard let lent = table.lendDrag(of: pointer) else { return false }
        table.giveBack(lent)
        return true
    }

    @Test("F2, S9: a drag lent to the engine is changed where it is stored, and other pointers keep theirs")
    func lendAndGiveBack() {
        var table = SessionTable()
        table.promote(drag(2, items: [11]))
        table.promote(drag(1, items: [10]))
        guard var lent = table.lendDrag(of: 1) else {
            Issue.record("pointer 1 is dragging")
            return
        }
        #expect(lent.drag == drag(1, items: [10]))
        #expect(table.drag(of: 2) == nil)  // lent: the table shows no drags until given back
        lent.drag.move(to: Point(x: 30, y: 40), modifiers: [])
        table.giveBack(lent)
        #expect(table.drag(of: 1)?.location == Point(x: 30, y: 40))
        #expect(table.drag(of: 2) == drag(2, items: [11]))
        #expect(table.pointers == [1, 2])
        #expect(table.draggingPointers == [1, 2])
        #expect(!lends(&table, 3))
    }

    @Test("F2: drags are stored in pointer order, so two tables with the same sessions are equal")
    func canonicalOrder() {
        var first = SessionTable()
        first.promote(drag(2, items: [11]))
        first.promote(drag(1, items: [10]))
        var second = SessionTable()
        second.promote(drag(1, items: [10]))
        second.promote(drag(2, items: [11]))
        #expect(first == second)
        second.update(drag(1, items: [12]))
        #expect(first != second)
        #expect(second.end(1) == .dragging(drag(1, items: [12])))
        #expect(second.pointers == [2])
    }

    @Test("F1: a pending press has no drag to lend, and stays as it was")
    func pendingIsNotLent() {
        var table = SessionTable()
        table.beginPending(PendingDrag(pointer: 4, device: .mouse, source: 1, origin: Point(x: 0, y: 0),
                                       location: Point(x: 0, y: 0), modifiers: [], deadline: nil,
                                       pressed: .item(10, index: nil)))
        let before = table
        #expect(!lends(&table, 4))
        #expect(table == before)
        #expect(table.phase(of: 4) == .pending)
        // Promoting the press replaces it: one session per pointer (S9).
        table.promote(drag(4, items: [10]))
        #expect(table.phase(of: 4) == .dragging)
        #expect(table.pointers == [4])
    }

    /// A drag from another app (S1) as the engine starts it: no items, only the types it offers.
    private func external(_ pointer: PointerID) -> ActiveDrag {
        var drag = ActiveDrag.fixture(pointer, items: [])
        drag.offer(types: [], count: 1)
        return drag
    }

    @Test("S1: another app's drag is a drag session, lent and given back like the others")
    func externalLent() {
        var table = SessionTable()
        table.promote(external(5))
        guard var lent = table.lendDrag(of: 5) else {
            Issue.record("pointer 5 is dragging")
            return
        }
        #expect(lent.drag.isExternal && lent.drag.items.isEmpty && lent.drag.text == nil)
        lent.drag.move(to: Point(x: 30, y: 40), modifiers: [])
        table.giveBack(lent)
        #expect(table.drag(of: 5)?.location == Point(x: 30, y: 40))
        #expect(table.drag(of: 5)?.isExternal == true)
    }

    @Test("S1: a drag from another app is dragging through every transition, and another session replaces it")
    func externalThroughTransitions() throws {
        var table = SessionTable()
        table.promote(external(5))
        table.update(external(5))  // Its new state: still one.
        #expect(table.phase(of: 5) == .dragging)
        #expect(table.draggingPointers == [5])
        table.promote(drag(1, items: [10]))
        #expect(table.drag(of: 1)?.isExternal == false)
        // Another session replaces the external one for the same pointer.
        table.promote(drag(5, items: [11]))
        #expect(table.drag(of: 5)?.isExternal == false)
        table.promote(external(5))
        #expect(table.drag(of: 5)?.isExternal == true)
        table.end(5)
        #expect(table.phase(of: 5) == nil)
        table.end(5)  // Nothing left to end.
        #expect(table.pointers == [1])
    }

    @Test("S7: the table knows whether the keyboard has a session, through every transition")
    func keyboardSessionFlag() {
        var table = SessionTable()
        #expect(!table.hasKeyboardSession)
        table.promote(drag(1, items: [10]))
        #expect(!table.hasKeyboardSession)
        table.promote(drag(.keyboard, items: [11]))
        #expect(table.hasKeyboardSession)
        table.update(drag(.keyboard, items: [11]))
        #expect(table.hasKeyboardSession)
        table.end(1)
        #expect(table.hasKeyboardSession)
        table.end(.keyboard)
        #expect(!table.hasKeyboardSession)
    }

    @Test("F2: the hit test takes the smallest eligible frame under the point, ties to the lowest id")
    func hitTestSmallestEligible() {
        var layout = Layout()
        layout.setFrame(Rect(x: 0, y: 0, width: 1_000, height: 100_000), forContainer: 1)  // oversized
        layout.setFrame(Rect(x: 0, y: 0, width: 200, height: 200), forContainer: 2)
        layout.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), forContainer: 3)
        layout.setFrame(Rect(x: 0, y: 0, width: 100, height: 100), forContainer: 4)
        layout.prepareForHitTesting(order: [1, 2, 3, 4])
        #expect(layout.container(at: Point(x: 50, y: 50), where: { _ in true }) == 3)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { $0 != 3 }) == 4)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { $0 == 1 || $0 == 2 }) == 2)
        #expect(layout.container(at: Point(x: 150, y: 150), where: { _ in true }) == 2)
        #expect(layout.container(at: Point(x: 500, y: 50_000), where: { _ in true }) == 1)
        #expect(layout.container(at: Point(x: 500, y: 50_000), where: { $0 != 1 }) == nil)
        // A moved frame is seen once the grid is rebuilt.
        layout.setFrame(Rect(x: 300, y: 300, width: 100, height: 100), forContainer: 3)
        layout.prepareForHitTesting(order: [1, 2, 3, 4])
        #expect(layout.container(at: Point(x: 350, y: 350), where: { _ in true }) == 3)
        #expect(layout.container(at: Point(x: 50, y: 50), where: { _ in true }) == 4)
    }

    // MARK: The recent locator (F2)

    /// The locator `engine` would build for `container` with empty caches: what a cached one must equal.
    private func freshLocator(_ engine: DragEngine, _ container: ContainerID) -> InsertionLocator? {
        var fresh = engine
        fresh.layout.locators = LocatorCache()
        return fresh.cachedLocator(for: container)?.locator
    }

    /// Two lists of three rows, the second beside the first.
    private func twoLists() throws -> (DragSimulator, [ItemID], [ItemID]) {
        var sim = DragSimulator()
        let first = try sim.addList(1, "Inbox", items: ["A", "B", "C"])
        let second = try sim.addList(2, "Archive", items: ["D", "E", "F"], origin: Point(x: 400, y: 0))
        return (sim, first, second)
    }

    @Test("F2: the recent locator is the cache's entry for the container asked for last")
    func recentLocatorFollowsTheLastContainer() throws {
        var (sim, _, _) = try twoLists()
        #expect(sim.engine.layout.locators.recent == nil)
        let firstFound = sim.engine.cachedLocator(for: 1)
        let first = try #require(firstFound)
        #expect(sim.engine.layout.locators.recent?.container == 1)
        #expect(sim.engine.layout.locators.recent?.cached == sim.engine.layout.locators.entries[1])
        _ = sim.engine.cachedLocator(for: 2)
        #expect(sim.engine.layout.locators.recent?.container == 2)
        // Back to the first: taken from the cache, not rebuilt, and recent again.
        let againFound = sim.engine.cachedLocator(for: 1)
        let again = try #require(againFound)
        #expect(again.locator == first.locator)
        #expect(sim.engine.layout.locators.recent?.container == 1)
        #expect(sim.engine.cachedLocator(for: 3) == nil)  // Unknown: no locator.
        #expect(sim.engine.layout.locators.recent?.container == 1)
    }

    @Test("F2: a content change makes the recent locator stale: the next move sees the new item")
    func recentLocatorAfterContentChange() throws {
        var (sim, first, _) = try twoLists()
        sim.press(at: sim.center(of: first[0]))
        sim.move(to: sim.point(in: first[2], fraction: 0.9))
        #expect(sim.engine.layout.locators.recent?.container == 1)
        let beforeFound = sim.engine.cachedLocator(for: 1)?.locator
        let before = try #require(beforeFound)
        // A fourth row arrives while the drag is over the list.
        try sim.addItem(Item(id: 90, label: "G"), to: 1)
        let afterFound = sim.engine.cachedLocator(for: 1)?.locator
        let after = try #require(afterFound)
        #expect(after != before)
        #expect(after == freshLocator(sim.engine, 1))
        // Below the new row's middle: after it, index 3 of the list without the moved row.
        sim.move(to: sim.point(in: 90, fraction: 0.9))
        #expect(sim.engine.feedback(for: 1)?.destination?.container == 1)
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 3)
    }

    @Test("F2, A1: a change of the container's geometry makes the recent locator stale")
    func recentLocatorAfterGeometryChange() throws {
        var (sim, first, _) = try twoLists()
        sim.press(at: sim.center(of: first[0]))
        sim.move(to: sim.point(in: first[1], fraction: 0.9))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 1)
        let beforeFound = sim.engine.cachedLocator(for: 1)?.locator
        let before = try #require(beforeFound)
        // The list moves down by two rows, as a host reports after a layout change.
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 80, width: 300, height: 200), of: 1))
        sim.relayout(1, origin: Point(x: 0, y: 80))
        let afterFound = sim.engine.cachedLocator(for: 1)?.locator
        let after = try #require(afterFound)
        #expect(after != before)
        #expect(after == freshLocator(sim.engine, 1))
        // The same point is now over the list's first row, top half: before it.
        sim.move(to: Point(x: 150, y: 90))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 0)
    }

    @Test("F2: removing every container forgets the recent locator; a new container with the same id gets its own")
    func recentLocatorAfterRemoval() throws {
        var (sim, _, _) = try twoLists()
        let oldFound = sim.engine.cachedLocator(for: 1)?.locator
        let old = try #require(oldFound)
        sim.engine.removeAll()
        #expect(sim.engine.layout.locators.recent == nil)
        #expect(sim.engine.cachedLocator(for: 1) == nil)  // Gone: no stale answer.
        var rebuilt = DragSimulator()
        rebuilt.engine = sim.engine
        _ = try rebuilt.addList(1, "Inbox again", items: ["A", "B", "C", "D", "E"], rowHeight: 60)
        let newFound = rebuilt.engine.cachedLocator(for: 1)?.locator
        let new = try #require(newFound)
        #expect(new != old)
        #expect(new == freshLocator(rebuilt.engine, 1))
    }
}
