import DragKit
import Testing
@testable import DragKitGTK

// The window title carries the drag's state for readers that read titles (GTK 4.8 has no live
// region, Desktop/README.md): for a keyboard drag as for a mouse drag (issue 34, S7).

@MainActor
@Suite struct WindowTitleTests {
    @Test func aKeyboardDragSetsTheTitle() throws {
        let bench = try Bench()
        #expect(bench.host.windowTitle == "DragKit Desktop")
        bench.host.pickUp(["reminders/today/r1"])
        #expect(bench.host.windowTitle == "DragKit Desktop — dragging 1 item")
        bench.host.key(.escape, time: bench.time + 10)
        #expect(bench.host.windowTitle == "DragKit Desktop")
    }

    @Test func aMouseDragOfTwoSetsTheTitle() throws {
        let bench = try Bench()
        bench.host.select(["reminders/today/r1", "reminders/today/r2"], in: "reminders/today")
        bench.drag(from: bench.center("reminders/today/r1"), to: bench.center("reminders/work/w1"), release: false)
        #expect(bench.host.windowTitle == "DragKit Desktop — dragging 2 items")
    }
}

// A file from another app dropped on a reminders list becomes a reminder named after the file,
// not its raw URI (issue 34, S1, A2).

@MainActor
@Suite struct ReminderFromFileTests {
    @Test func aFilesURIBecomesAReminderTitledWithItsName() throws {
        let bench = try Bench()
        let point = bench.center("reminders/today/r2")
        bench.host.externalEntered(mimeTypes: ["text/uri-list"], at: point, time: 2_000)
        let (transfer, mime) = try #require(bench.host.externalDropped(at: point, time: 2_100))
        bench.host.externalData(transfer, mime: mime,
                                bytes: Array("# from a file manager\r\nfile:///tmp/Peer%20planning%20meeting.ics\r\n".utf8))
        let titles = bench.host.records(in: "reminders/today").map(\.title)
        #expect(titles.contains("Peer planning meeting.ics"), "\(titles)")
        #expect(!titles.contains { $0.contains("file:") || $0.contains("%20") }, "\(titles)")
    }

    @Test func aLinkStaysALink() {
        #expect(DesktopHost.reminderTitle(fromLine: "https://example.com/a%20b") == "https://example.com/a%20b")
        #expect(DesktopHost.reminderTitle(fromLine: "Buy milk") == "Buy milk")
        #expect(DesktopHost.reminderTitle(fromLine: "file:///home/me/My%20notes.txt") == "My notes.txt")
    }
}
