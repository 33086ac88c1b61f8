@testable import DragKit
import DragKitTesting
import Testing

/// The engine as a small shell over eight parts (issue 23): `removeAll` is a fresh value, `==`
/// is synthesised from the parts, and the clock is a part of its own.
@Suite("Engine parts: a fresh value on removeAll, == from the parts, an explicit clock (issue 23)")
struct EnginePartsTests {
    @Test("S7, S10, A5: removeAll leaves a fresh engine; only declared types and the counters that tell old from new carry over")
    func removeAllIsAFreshValue() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        sim.engine.declareType("com.example.note", conformsTo: [.text])
        for event in EngineEqualityTests.events(inbox) { _ = sim.engine.handle(event) }
        _ = sim.engine.handle(.setSelection([inbox[2]], in: Scene.inbox))
        sim.press(at: sim.center(of: inbox[3]))
        sim.move(to: sim.center(of: inbox[0]))
        let before = sim.engine
        #expect(before.editing.history.nextUndo != nil || before.editing.history.nextRedo != nil)
        #expect(!before.draggingPointers.isEmpty && !before.ledger.isEmpty && before.clock.now > .zero)

        var cleared = before
        cleared.removeAll()
        #expect(cleared.configuration == before.configuration)
        #expect(cleared.workspace.containers.isEmpty && cleared.workspace.items.isEmpty)
        #expect(cleared.workspace.types == before.workspace.types)
        #expect(cleared.workspace.generation > before.workspace.generation)
        #expect(cleared.layout.containerFrames.isEmpty && cleared.layout.itemFrames.isEmpty)
        #expect(cleared.layoutGeneration == before.layoutGeneration)
        #expect(cleared.layout.locators == LocatorCache() && cleared.layout.locators.recent == nil)
        #expect(cleared.sessions == SessionTable() && cleared.draggingPointers.isEmpty)
        #expect(cleared.selection == Selection())
        #expect(cleared.editing.history.nextUndo == nil && cleared.editing.history.nextRedo == nil)
        #expect(!cleared.canUndo && !cleared.canRedo)
        #expect(cleared.clock == Clock())
        #expect(cleared.ledger.isEmpty && cleared.ledger.tasks.isEmpty && cleared.uncommittedCommits.isEmpty)
        // Ids go on counting, so a late report about a forgotten transfer matches nothing new.
        #expect(cleared.ledger.nextTransferID == before.ledger.nextTransferID)
        #expect(cleared.ledger.nextTaskID == before.ledger.nextTaskID)
        #expect(cleared.ledger == before.ledger.emptied())
    }

    @Test("S10: the undo limit is a setting: removeAll forgets the history, not how much of it to keep")
    func removeAllKeepsTheUndoLimit() throws {
        var (sim, _, _) = try Scene.twoLists()
        sim.engine.undoLimit = 3
        sim.engine.removeAll()
        #expect(sim.engine.undoLimit == 3)
        #expect(!sim.engine.canUndo && !sim.engine.canRedo)
    }

    @Test("F2: engines whose locator caches hold the same entries are ==, whichever was asked for last")
    func recentLocatorIsNotCompared() throws {
        var (first, _, _) = try Scene.twoLists()
        var second = first
        _ = first.engine.cachedLocator(for: Scene.inbox)
        _ = first.engine.cachedLocator(for: Scene.archive)
        _ = second.engine.cachedLocator(for: Scene.archive)
        _ = second.engine.cachedLocator(for: Scene.inbox)
        #expect(first.engine.layout.locators.recent?.container == Scene.archive)
        #expect(second.engine.layout.locators.recent?.container == Scene.inbox)
        #expect(first.engine == second.engine)
        // A locator the other has not built tells them apart.
        var third = try Scene.twoLists().sim
        _ = third.engine.cachedLocator(for: Scene.inbox)
        #expect(third.engine != first.engine)
    }

    @Test("F3, A2: the clock moves to the latest input time and never back")
    func clockOnlyMovesForward() throws {
        var clock = Clock()
        #expect(clock.now == .zero)
        clock.advance(to: Timestamp(milliseconds: 120))
        #expect(clock.now == Timestamp(milliseconds: 120))
        clock.advance(to: Timestamp(milliseconds: 80))  // Reported out of order: ignored.
        #expect(clock.now == Timestamp(milliseconds: 120))

        var (sim, _, _) = try Scene.twoLists()
        _ = sim.engine.handle(.key(KeyEvent(key: .escape, timestamp: Timestamp(milliseconds: 500))))
        #expect(sim.engine.clock.now == Timestamp(milliseconds: 500))
        _ = sim.engine.handle(.key(KeyEvent(key: .escape, timestamp: Timestamp(milliseconds: 300))))
        #expect(sim.engine.clock.now == Timestamp(milliseconds: 500))
        _ = sim.engine.handle(.transferSucceeded(7))  // A report carries no time.
        #expect(sim.engine.clock.now == Timestamp(milliseconds: 500))
    }
}
