@testable import DragKit
import DragKitTesting
import Testing

/// The insertion locators are rebuilt only when their own container changed (F2; issue 23: the
/// first press after a content change elsewhere does not rebuild a list's locator from every
/// item).
@Suite("Locator cache: a change to one container leaves the others' locators current")
struct LocatorCacheTests {
    /// Inbox (1, 5 rows) at the origin and Archive (2, 2 rows) beside it; the Inbox's locator
    /// built by a press and the press cancelled.
    func scene() throws -> (DragSimulator, [ItemID]) {
        var sim = DragSimulator()
        let inbox = try sim.addList(1, "Inbox", items: (0..<5).map { "Row \($0)" })
        try sim.addList(2, "Archive", items: ["A", "B"], origin: Point(x: 400, y: 0))
        sim.press(at: sim.center(of: inbox[2]))
        sim.cancelPointer()
        return (sim, inbox)
    }

    @Test("F2: an item inserted and measured in another list leaves this list's locator as built")
    func insertElsewhereKeepsLocator() throws {
        var (sim, inbox) = try scene()
        let built = try #require(sim.engine.layout.locators.entries[1])
        try sim.addItem(Item(id: 100, label: "New"), to: 2)
        sim.press(at: sim.center(of: inbox[3]))
        #expect(sim.engine.layout.locators.entries[1] == built)
        sim.cancelPointer()
        // A frame reported for an item in no known container may belong anywhere: rebuilt.
        _ = sim.engine.handle(.itemFrame(Rect(x: 0, y: 900, width: 10, height: 10), of: 999))
        sim.press(at: sim.center(of: inbox[3]))
        #expect(sim.engine.layout.locators.entries[1] != built)
    }

    @Test("F2: an item inserted into this list rebuilds its locator, and drags target it")
    func insertHereRebuilds() throws {
        var (sim, inbox) = try scene()
        let built = try #require(sim.engine.layout.locators.entries[1])
        try sim.addItem(Item(id: 100, label: "New"), to: 1)
        sim.press(at: sim.center(of: inbox[0]))
        #expect(sim.engine.layout.locators.entries[1] != built)
        // Below the new last row's midpoint (row 5: 200–240): after it, at the end.
        sim.move(to: Point(x: 150, y: 235))
        #expect(sim.engine.feedback(for: 1)?.destination?.insertionIndex == 5)
    }
}
