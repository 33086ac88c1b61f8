import CGtk4
import Foundation
import Testing
@testable import DragKitGTK

// The folder monitor's `changed` signal (issue 34), for real: GIO's inotify backend watching a
// temporary folder while another "program" (the test) creates and deletes a file in it; the
// handler must get the events with their real arguments (a wrong parameter list reads garbage).

@MainActor
@Suite(.enabled(if: hasDisplay, "needs an X display: run under xvfb-run -a"))
struct FolderMonitorTests {
    init() { _ = gtk_init_check() }

    /// Runs the main context until `done()` or 5 s.
    func spin(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(5)
        while !done() && Date() < deadline {
            if g_main_context_iteration(nil, 0) == 0 { usleep(10_000) }
        }
    }

    @Test func aFileCreatedAndDeletedByAnotherProgramIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dragkit-monitor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let monitor = try #require(FolderMonitor(path: folder.path))
        var events: [GFileMonitorEvent] = []
        monitor.onChanged { events.append($0) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("new.txt"))
        spin { events.contains(G_FILE_MONITOR_EVENT_CREATED) }
        #expect(events.contains(G_FILE_MONITOR_EVENT_CREATED), "\(events)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("new.txt"))
        spin { events.contains(G_FILE_MONITOR_EVENT_DELETED) }
        #expect(events.contains(G_FILE_MONITOR_EVENT_DELETED), "\(events)")
    }

}
