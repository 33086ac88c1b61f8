import DragKit
import DragKitTesting
import Testing

@Suite("Engine state is a value: engines fed the same events are equal")
struct EngineEqualityTests {
    static func events(_ inbox: [ItemID]) -> [Event] {
        [
            .pickUp(.items([inbox[0]])),
            .key(KeyEvent(key: .arrowDown, timestamp: Timestamp(milliseconds: 10))),
            .dropKeyboardDrag,
            .transferSucceeded(1),
            .undo,
        ]
    }

    @Test("S7, S10: two engines fed the same events are ==, and one more event tells them apart")
    func sameEventsSameState() throws {
        var (first, inbox, _) = try Scene.twoLists()
        var (second, _, _) = try Scene.twoLists()
        #expect(first.engine == second.engine)
        for event in Self.events(inbox) {
            #expect(first.engine.handle(event) == second.engine.handle(event))
        }
        #expect(first.engine == second.engine)
        _ = second.engine.handle(.setSelection([inbox[2]], in: Scene.inbox))
        #expect(first.engine != second.engine)
    }
}
