import DragKit
import DragKitTesting
import Testing

@Suite("Events: one entry point drives the engine")
struct EventTests {
    @Test("F1, S7: input events carry their time; reports and commands carry none")
    func timestamps() {
        let time = Timestamp(milliseconds: 42)
        #expect(Event.tick(time).timestamp == time)
        #expect(Event.key(KeyEvent(key: .space, timestamp: time)).timestamp == time)
        #expect(Event.undo.timestamp == nil)
        #expect(Event.transferSucceeded(1).timestamp == nil)
        #expect(Event.containerFrame(Rect(x: 0, y: 0, width: 1, height: 1), of: 1).timestamp == nil)
    }

    @Test("F1, F2: a frame reported through handle changes the layout once; the same frame again changes nothing")
    func framesThroughHandle() throws {
        var engine = DragEngine()
        try engine.addContainer(Container(id: 1, label: "Inbox"))
        let frame = Rect(x: 0, y: 0, width: 300, height: 400)
        #expect(engine.handle(.containerFrame(frame, of: 1)).isEmpty)
        let generation = engine.layoutGeneration
        #expect(engine.handle(.containerFrame(frame, of: 1)).isEmpty)
        #expect(engine.layoutGeneration == generation)
        #expect(engine.layout.containerFrames[1] == frame)
    }

    @Test("S7, S10: commands and keyboard drags go through handle like input, with the same outcome")
    func commandsThroughHandle() throws {
        var (sim, inbox, _) = try Scene.twoLists()
        let picked = sim.engine.handle(.pickUp(.items([inbox[0]])))
        #expect(picked.contains(.setLifted([inbox[0]], true)))
        #expect(sim.engine.phase(of: .keyboard) == .dragging)
        #expect(!sim.engine.handle(.cancelKeyboardDrag).isEmpty)
        #expect(sim.engine.phase(of: .keyboard) == nil)
        #expect(!sim.engine.handle(.undo).contains { if case .applyChange = $0 { true } else { false } })
    }
}
