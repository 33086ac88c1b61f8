import DragKit
import DragKitTesting
import Testing

@Suite("Determinism: the same input gives the same output")
struct DeterminismTests {
    /// A script touching most of the engine: mouse, touch, pen, two pointers at once, Option,
    /// Escape, a scroll, a drop outside, a failed commit, a layout change.
    static func runScript(_ sim: inout DragSimulator) throws {
        try sim.addList(3, "Notes", policy: ContainerPolicy(crossContainerOperation: .move, acceptedTypes: [.text]),
                        items: ["One", "Two"], type: .plainText, origin: Point(x: 800, y: 0))
        sim.commitsSucceedAutomatically = false

        sim.drag(sim.center(of: 1), to: sim.point(in: 3, fraction: 0.9))
        for transfer in sim.uncommitted { sim.succeed(transfer.id) }
        sim.drag(sim.center(of: 2), to: Point(x: 550, y: 70), modifiers: [.option])
        for transfer in sim.uncommitted { sim.fail(transfer.id, reason: "nope") }

        sim.press(1, at: sim.center(of: 4), device: .touch)
        sim.press(2, at: sim.center(of: 5), device: .touch)
        sim.advance(by: .milliseconds(250))
        sim.press(3, at: sim.center(of: 8), device: .touch)
        sim.move(3, to: sim.center(of: 8).offset(0, 25), device: .touch)  // scrolls
        sim.advance(by: .milliseconds(250))
        sim.move(1, to: Point(x: 900, y: 30), device: .touch)
        sim.move(2, to: Point(x: 150, y: 30), device: .touch)
        sim.setModifiers([.option])
        sim.setModifiers([])
        sim.release(1, at: Point(x: 900, y: 30), device: .touch)
        _ = sim.engine.handle(.layoutDidChange)
        sim.release(2, at: Scene.nowhere, device: .touch)
        sim.release(3, at: .zero, device: .touch)
        for transfer in sim.uncommitted { sim.succeed(transfer.id) }

        sim.press(1, at: sim.center(of: 2), device: .pen)
        sim.move(1, to: Point(x: 550, y: 10), device: .pen)
        sim.key(.escape)
        sim.drag(sim.center(of: 6), to: Point(x: 150, y: 10))
        for transfer in sim.uncommitted { sim.succeed(transfer.id) }
    }

    @Test("Determinism: the same event script on two fresh engines gives identical action logs")
    func sameScriptSameLog() throws {
        var first = try Scene.twoLists().sim
        var second = try Scene.twoLists().sim
        try Self.runScript(&first)
        try Self.runScript(&second)
        #expect(first.log.count > 100)
        #expect(first.log == second.log)
        #expect(first.snapshot == second.snapshot)
        #expect(first.mirrorIsInStep && second.mirrorIsInStep)
        // The script exercised what it meant to.
        #expect(first.commits.count >= 3)
        #expect(!first.failures.isEmpty)
        #expect(!first.scrolls.isEmpty)
        #expect(first.previewEndings.contains(.evaporate) || first.previewEndings.contains { if case .flyBack = $0 { true } else { false } })
    }

    @Test("Determinism: a copy of an engine mid-drag continues exactly like the original")
    func valueSemantics() throws {
        var (sim, inbox, archive) = try Scene.twoLists()
        sim.lift(inbox[0], to: sim.center(of: archive[0]))
        var copy = sim.engine
        let events: [Event] = [
            .pointer(PointerEvent(pointer: 1, device: .mouse, phase: .moved, location: Point(x: 550, y: 70),
                                  timestamp: Timestamp(milliseconds: 100))),
            .key(KeyEvent(key: .other(0), modifiers: [.option], timestamp: Timestamp(milliseconds: 110))),
            .pointer(PointerEvent(pointer: 1, device: .mouse, phase: .up, location: Point(x: 550, y: 70),
                                  modifiers: [.option], timestamp: Timestamp(milliseconds: 120))),
        ]
        var original: [Action] = []
        var copied: [Action] = []
        for event in events {
            original += sim.engine.handle(event)
            copied += copy.handle(event)
        }
        #expect(original == copied)
        #expect(original.contains(where: { $0.isCommit }))
        #expect(sim.engine.workspace.containers == copy.workspace.containers)
    }

    @Test("Determinism: shifting every timestamp shifts only the scheduled ticks")
    func timeIsOnlyInput() throws {
        func run(offset: Int64) throws -> [Action] {
            var engine = try Scene.twoLists().sim.engine
            var actions: [Action] = []
            func at(_ ms: Int64) -> Timestamp { Timestamp(milliseconds: ms + offset) }
            actions += engine.handle(.pointer(PointerEvent(
                pointer: 4, device: .touch, phase: .down, location: Point(x: 150, y: 20), timestamp: at(0))))
            actions += engine.handle(.tick(at(499)))
            actions += engine.handle(.tick(at(500)))
            actions += engine.handle(.pointer(PointerEvent(
                pointer: 4, device: .touch, phase: .moved, location: Point(x: 550, y: 30), timestamp: at(520))))
            actions += engine.handle(.pointer(PointerEvent(
                pointer: 4, device: .touch, phase: .up, location: Point(x: 550, y: 30), timestamp: at(540))))
            return actions
        }
        let base = try run(offset: 0)
        let shifted = try run(offset: 123_456)
        #expect(base.count == shifted.count)
        for (a, b) in zip(base, shifted) {
            if case .scheduleTick(let ta) = a, case .scheduleTick(let tb) = b {
                #expect(tb.milliseconds - ta.milliseconds == 123_456)
            } else {
                #expect(a == b)
            }
        }
        #expect(base.contains(where: { $0.isBeginPreview }))
    }
}
