import CGtk4
import DragKit
import Testing
@testable import DragKitGTK

// Touch in the desktop host (F1, issue 26): GtkGestureDrag reports touch screens and pens with
// their GDK source; the host gives the engine the device kind and the engine times the long
// press itself — a finger that moves sooner scrolls the pane, one held still lifts the item.

@MainActor
@Suite struct TouchTests {
    @Test func aTouchThatMovesBeforeTheLongPressScrollsThePaneAndLiftsNothing() throws {  // F1
        let bench = try AutoScrollTests().longBench()
        let start = bench.center("reminders/today/r5")
        bench.step(.down, start, device: .touch)
        bench.step(.moved, Point(x: start.x, y: start.y - 20), device: .touch)
        bench.step(.moved, Point(x: start.x, y: start.y - 60), device: .touch)
        #expect(bench.host.engine.draggingPointers.isEmpty, "a finger that moved at once is a scroll, not a drag")
        #expect(bench.surface.previews.isEmpty)
        // The content follows the finger: moved up 60 points, the list scrolled 60 toward its end.
        #expect(bench.surface.scrolls.map(\.key).allSatisfy { $0 == "reminders" })
        #expect(bench.surface.offsets["reminders"] == 60)
        bench.hold(milliseconds: 800)
        #expect(bench.host.engine.draggingPointers.isEmpty, "the long press does not complete after a scroll")
        bench.step(.up, Point(x: start.x, y: start.y - 60), device: .touch)
        #expect(bench.host.items(in: "reminders/today").prefix(5) == ["r1", "r2", "r3", "r4", "r5"])
        #expect(bench.reminders.moves.isEmpty)
    }

    @Test func aHeldTouchLiftsAfterTheEnginesDelayAndDrags() throws {  // F1
        let bench = try Bench()
        let start = bench.center("reminders/today/r1")
        bench.step(.down, start, device: .touch)
        bench.hold(milliseconds: 300)
        #expect(bench.host.engine.draggingPointers.isEmpty, "not lifted before the long press")
        #expect(bench.surface.ticks.contains { $0 > 0 }, "the engine asked the host for the tick that times the press")
        bench.hold(milliseconds: 300)
        #expect(bench.host.engine.draggingPointers.contains(DesktopHost.mouse), "lifted after the engine's long press")
        #expect(bench.surface.previews.last == ["reminders/today/r1"])
        let end = bench.center("reminders/work/w1")
        bench.step(.moved, Point(x: start.x, y: (start.y + end.y) / 2), device: .touch)
        bench.step(.moved, end, device: .touch)
        bench.step(.up, end, device: .touch)
        #expect(bench.host.items(in: "reminders/work").contains("r1"))
        #expect(bench.reminders.moves.last?.ids == ["r1"])
    }

    @Test func gdkSourcesMapToTheEnginesDevices() {  // F1
        #expect(DragGesture.pointerDevice(of: GDK_SOURCE_TOUCHSCREEN) == .touch)
        #expect(DragGesture.pointerDevice(of: GDK_SOURCE_PEN) == .pen)
        #expect(DragGesture.pointerDevice(of: GDK_SOURCE_MOUSE) == .mouse)
        #expect(DragGesture.pointerDevice(of: GDK_SOURCE_TOUCHPAD) == .mouse)
    }

    @Test func aPenDragsAtOnceLikeAMouse() throws {  // F1: a stylus has no long press
        let bench = try Bench()
        bench.step(.down, bench.center("reminders/today/r1"), device: .pen)
        bench.step(.moved, bench.center("reminders/today/r2"), device: .pen)
        bench.step(.moved, bench.center("reminders/work/w1"), device: .pen)
        #expect(bench.host.engine.draggingPointers.contains(DesktopHost.mouse))
        bench.step(.up, bench.center("reminders/work/w1"), device: .pen)
        #expect(bench.reminders.moves.last?.ids == ["r1"])
    }
}
