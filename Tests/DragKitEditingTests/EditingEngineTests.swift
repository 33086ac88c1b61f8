import DragKit
import DragKitEditing
import DragKitTesting
import Testing

// The editing layer composed over the core (issue 23): core events pass through, the pasteboard
// is the layer's own state, and the whole is a value that tests compare (moved here from
// DragKitTests/EngineEqualityTests.swift and EnginePartsTests.swift with the pasteboard).

@Suite("Editing engine: the core plus the pasteboard, one value (S7, S10, issue 23)")
struct EditingEngineTests {
    static func events(_ inbox: [ItemID]) -> [EditingEvent] {
        [
            .core(.pickUp(.items([inbox[0]]))),
            .core(.key(KeyEvent(key: .arrowDown, timestamp: Timestamp(milliseconds: 10)))),
            .core(.dropKeyboardDrag),
            .core(.transferSucceeded(1)),
            .copy([inbox[1]]),
            .paste(into: Scene.archive),
            .core(.undo),
        ]
    }

    @Test("S7, S10: two editing engines fed the same events are ==, and one more event tells them apart")
    func sameEventsSameState() throws {
        let (sim, inbox, _) = try Scene.twoLists()
        var first = EditingEngine(engine: sim.engine)
        var second = EditingEngine(engine: sim.engine)
        #expect(first == second)
        for event in Self.events(inbox) {
            #expect(first.handle(event) == second.handle(event))
        }
        #expect(first == second)
        #expect(first.pasteboard.items == [inbox[1]])
        _ = second.handle(.cut([inbox[2]]))
        #expect(first != second)  // the pasteboard alone tells them apart
        #expect(first.engine == second.engine)
    }

    @Test("S7, S10: removeAll leaves a fresh engine and an empty pasteboard")
    func removeAllEmptiesThePasteboard() throws {
        let (sim, inbox, _) = try Scene.twoLists()
        var editor = EditingEngine(engine: sim.engine)
        for event in Self.events(inbox) { _ = editor.handle(event) }
        #expect(editor.pasteboard.items == [inbox[1]] && !editor.pasteboard.isCut)
        editor.removeAll()
        #expect(editor.pasteboard.isEmpty)
        #expect(editor.pasteboard == Pasteboard())
        #expect(editor.engine.workspace.containers.isEmpty && !editor.engine.canUndo && !editor.engine.canRedo)
    }

    @Test("S7: a core event through the editing engine does what it does to the core alone")
    func coreEventsPassThrough() throws {
        let (sim, inbox, _) = try Scene.twoLists()
        var core = sim.engine
        var editor = EditingEngine(engine: sim.engine)
        for case .core(let event) in Self.events(inbox) {
            #expect(editor.handle(.core(event)) == core.handle(event))
        }
        #expect(editor.engine == core)
        #expect(editor.pasteboard.isEmpty)
    }
}
