import DragKit
import Foundation
import Testing
@testable import DragKitGTK

// Auto-scroll in the desktop host (A1, F6, issue 26): each pane's scroller is an engine scroll
// view; a drag held at its edge scrolls it through the surface, and the drop lands where the gap
// showed last.

@MainActor
@Suite struct AutoScrollTests {
    /// Today with 30 reminders (960 points of rows) in a 300-point viewport.
    func longBench() throws -> Bench {
        let long = MemoryReminders()
        long.stored = [("today", "Today", (1 ... 30).map { ("r\($0)", "Reminder \($0)") }),
                       ("work", "Work", [("w1", "Slides")])]
        let bench = try Bench(reminders: long)
        bench.surface.remindersViewport = 300
        bench.host.measure()
        return bench
    }

    @Test func aDragHeldAtTheBottomEdgeScrollsAndDropsWhereTheGapShows() throws {  // A1, F6
        let bench = try longBench()
        let edge = Point(x: 600, y: 40 + 300 - 4)
        bench.drag(from: bench.center("reminders/today/r1"), to: edge, release: false)
        bench.hold(milliseconds: 600)
        let offset = bench.surface.offsets["reminders"] ?? 0
        // Ramping up over 400 ms, then near 900 points a second: well down, not yet at the end (690).
        #expect(offset > 150 && offset < 600, "held at the bottom edge, the Reminders pane scrolls")
        #expect(bench.surface.scrolls.allSatisfy { $0.key == "reminders" && $0.delta > 0 })
        let cue = try #require(bench.host.engine.feedback(for: DesktopHost.mouse)?.destination)
        #expect(cue.container == bench.host.containerID("reminders/today"))
        // The gap is under the pointer in the scrolled content: past the rows first visible.
        #expect(cue.insertionIndex > 10)
        bench.step(.up, edge)
        #expect(bench.host.items(in: "reminders/today").firstIndex(of: "r1") == cue.insertionIndex)
        #expect(bench.reminders.moves.last?.ids == ["r1"])
    }

    @Test func aDragAwayFromTheEdgeDoesNotScroll() throws {  // A1: only the very edge scrolls
        let bench = try longBench()
        bench.drag(from: bench.center("reminders/today/r1"), to: Point(x: 600, y: 200), release: false)
        bench.hold(milliseconds: 1_200)
        #expect(bench.surface.scrolls.isEmpty)
        bench.step(.up, Point(x: 600, y: 200))
    }

    @Test func heldUntilTheEndTheScrollStopsThere() throws {  // A1: never past the content
        let bench = try longBench()
        let edge = Point(x: 600, y: 40 + 300 - 4)
        bench.drag(from: bench.center("reminders/today/r1"), to: edge, release: false)
        bench.hold(milliseconds: 3_000)
        #expect(abs((bench.surface.offsets["reminders"] ?? 0) - (980 - 300)) < 0.001)
        let cue = try #require(bench.host.engine.feedback(for: DesktopHost.mouse)?.destination)
        #expect(cue.container == bench.host.containerID("reminders/work"))
        bench.step(.up, edge)
        #expect(bench.host.items(in: "reminders/work").last == "r1")
    }

    @Test func thePaneScrollerIsAScrollViewNotADropTarget() throws {  // A1
        let bench = try longBench()
        let id = try #require(bench.host.scrollViews["reminders"])
        #expect(bench.host.engine.scrollMetrics(of: id) == ScrollMetrics(contentLength: 30 * 30 + 20 + 10 + 30 + 20, offset: 0))
        #expect(bench.host.engine.workspace.containers[id] == nil)
    }
}

@MainActor
@Suite struct AutoScrollSnapshotTests {
    @Test func theSnapshotShowsEachScrollerAndTheGapsIndex() throws {  // A1, F6: the contract
        let bench = try AutoScrollTests().longBench()
        bench.drag(from: bench.center("reminders/today/r1"), to: bench.center("reminders/today/r4"), release: false)
        let text = bench.host.snapshotJSON(frames: bench.surface.measure(), window: nil)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let scrollers = try #require(object["scrollers"] as? [String: [String: Any]])
        let reminders = try #require(scrollers["reminders"])
        #expect(reminders["frame"] as? [Double] == [410, 40, 380, 300])
        #expect(reminders["contentLength"] as? Double == 980)
        #expect(reminders["offset"] as? Double == 0)
        let session = try #require((object["sessions"] as? [[String: Any]])?.first)
        let cue = try #require(bench.host.engine.feedback(for: DesktopHost.mouse)?.destination)
        #expect(session["index"] as? Int == cue.insertionIndex)
        bench.step(.up, bench.center("reminders/today/r4"))
    }
}
