import DragKit
import DragKitTesting
import Testing

@Suite("F1 A lift finds the pressed item where the press found it")
struct PressIndexTests {
    @Test("F1: a lift announces the pressed row's place, found at the press without scanning the list")
    func liftAnnouncesPlace() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Inbox", items: (1...50).map { "Row \($0)" })
        sim.press(at: sim.center(of: items[37]))
        sim.move(to: sim.center(of: items[37]).offset(0, 10))
        #expect(sim.announcements.last == "Picked up Row 38, item 38 of 50 in Inbox.")
    }

    @Test("F1: content that changed between the press and a touch's long press does not mislead the lift")
    func contentChangedBeforeLift() throws {
        var sim = DragSimulator()
        let items = try sim.addList(1, "Inbox", items: (1...10).map { "Row \($0)" })
        sim.press(at: sim.center(of: items[4]), device: .touch)
        // Another row arrives at the top before the long press completes: the pressed row is 6th now.
        try sim.engine.insert(Item(id: 500, label: "New"), into: 1, at: 0)
        sim.advance(by: sim.engine.configuration.touchLongPress)
        #expect(sim.engine.phase(of: 1) == .dragging)
        #expect(sim.announcements.last == "Picked up Row 5, item 6 of 11 in Inbox.")
        #expect(sim.engine.feedback(for: 1)?.items == [items[4]])
    }

    @Test("F1, F6: a press in a described list lifts the row under it, with its described frame")
    func describedPress() throws {
        var sim = DragSimulator()
        try sim.engine.addContainer(Container(id: 1, label: "Rows"))
        _ = sim.engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 300, height: 400), of: 1))
        for index in 0..<1_000 { try sim.engine.insert(Item(id: ItemID(UInt32(index + 1)), label: "Row \(index)"), into: 1) }
        sim.engine.setUniformGeometry(.list(extent: 40), for: 1)
        _ = sim.engine.handle(.scrollMetrics(ScrollMetrics(contentLength: 40_000), of: 1))
        sim.send(.scrollOffset(20_000, of: 1))
        sim.press(at: Point(x: 150, y: 50))  // content y 20,050: row 501
        sim.move(to: Point(x: 150, y: 60))
        #expect(sim.engine.feedback(for: 1)?.items == [ItemID(502)])
        #expect(sim.announcements.last == "Picked up Row 501, item 502 of 1000 in Rows.")
        let begin = sim.log.compactMap { action -> Rect? in
            if case .beginPreview(_, _, let frame) = action { return frame }
            return nil
        }
        #expect(begin == [Rect(x: 0, y: 50, width: 300, height: 40)])
    }
}
