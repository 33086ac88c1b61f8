@testable import DragKit
import DragKitTesting
import Testing

/// A press carries what it pressed as one payload (``PressedContent``, issue 23), and its lift
/// hands that payload to the drag: a press on selected text lifts text, a press on an item lifts
/// that item, with a mouse (past the activation distance) or a long touch (F1, S6).
@Suite("F1/S6 A press lifts what it pressed")
struct DragSessionTests {
    typealias S = TextScene

    /// Lifts the press of pointer 1 at `start`: a move past the activation distance for a mouse,
    /// the long press for touch.
    private func lift(_ sim: inout DragSimulator, from start: Point, device: PointerDevice) {
        if device == .touch {
            sim.advance(by: sim.engine.configuration.touchLongPress)
        } else {
            sim.move(to: start.offset(0, 8), device: device)
        }
    }

    private func pending(_ sim: DragSimulator) -> PendingDrag? {
        if case .pending(let pending)? = sim.engine.sessions[1] { return pending }
        return nil
    }

    private func drag(_ sim: DragSimulator) -> ActiveDrag? {
        sim.engine.sessions.drag(of: 1)
    }

    @Test("S6: a press on selected text holds the text, and lifts a drag of it, not of an item",
          arguments: [PointerDevice.mouse, .touch])
    func textPressLiftsText(device: PointerDevice) throws {
        var sim = try S.make()
        let start = sim.point(inText: S.noteA, character: 8)
        sim.press(at: start, device: device)
        let expected = DraggedText(range: TextRange(6, 11), content: S.noteAText.extract(TextRange(6, 11)))
        let press = try #require(pending(sim))
        #expect(press.pressed == .text(expected))
        #expect(press.source == S.noteA && press.text == expected)
        lift(&sim, from: start, device: device)
        let lifted = try #require(drag(sim))
        #expect(lifted.payload == .text(expected))
        #expect(lifted.source == S.noteA && lifted.items.isEmpty)
        #expect(sim.logContains { if case .beginPreview(_, .text(source: S.noteA, range: TextRange(6, 11)), _) = $0 { true } else { false } })
        #expect(!sim.logContains { if case .setLifted = $0 { true } else { false } })
    }

    @Test("F1: a press on an item holds the item and where it stood, and lifts a drag of it, not of text",
          arguments: [PointerDevice.mouse, .touch])
    func itemPressLiftsItem(device: PointerDevice) throws {
        var sim = try S.make()
        let milk = sim.order(of: S.list)[0]
        let start = sim.center(of: milk)
        sim.press(at: start, device: device)
        let press = try #require(pending(sim))
        #expect(press.pressed == .item(milk, index: 0))
        #expect(press.source == S.list && press.text == nil)
        lift(&sim, from: start, device: device)
        let lifted = try #require(drag(sim))
        #expect(lifted.payload == .items([milk]))
        #expect(lifted.source == S.list && lifted.text == nil)
        #expect(lifted.placements == [ItemPlacement(item: milk, container: S.list, index: 0)])
        #expect(sim.log.contains(.setLifted([milk], true)))
        #expect(!sim.logContains { if case .beginPreview(_, .text, _) = $0 { true } else { false } })
    }

    @Test("S6, P2: releasing a press on text is the host's click, not a click on an item")
    func textClickIsNotAnItemClick() throws {
        var sim = try S.make()
        sim.engine.selection.setActive(false, for: S.noteA)
        let start = sim.point(inText: S.noteA, character: 8)
        sim.press(at: start)
        sim.release(at: start)
        #expect(sim.engine.phase(of: 1) == nil)
        #expect(!sim.logContains { if case .activateWindow = $0 { true } else { false } })
    }
}
