import CGtk4

/// Watches one folder for changes other programs make (issue 34): a `GFileMonitor` (inotify on
/// Linux) whose `changed` signal — a file created, deleted, renamed, moved in or out, its
/// attributes changed — calls the handler, at most every 100 ms for a stream of changes to one
/// file (the monitor's own rate limit). The handler gets the event; the window coalesces a burst
/// and has the host list the folder again. Cancelled when released.
@MainActor
final class FolderMonitor {
    let monitor: UnsafeMutablePointer<GFileMonitor>

    /// A monitor of the folder at `path` (absolute), or `nil` when GIO can't watch it (no
    /// inotify watch left). A folder that is not there yet is watched for its creation. O(1)
    /// system calls.
    init?(path: String) {
        guard let file = g_file_new_for_path(path) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        guard let monitor = g_file_monitor_directory(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error) else {
            g_clear_error(&error)
            return nil
        }
        g_file_monitor_set_rate_limit(monitor, 100)
        self.monitor = monitor
    }

    /// `event` is the `GFileMonitorEvent` (created, deleted, moved in, …). O(1).
    typealias Changed = (GFileMonitorEvent) -> Void

    func onChanged(_ handler: @escaping Changed) {
        typealias Trampoline = @convention(c) (UnsafeMutablePointer<GFileMonitor>?, OpaquePointer?, OpaquePointer?,
                                               GFileMonitorEvent, gpointer?) -> Void
        let trampoline: Trampoline = { _, _, _, event, data in
            SignalBox<Changed>.from(data)?.handler(event)
        }
        connectSignal(raw(monitor), "changed", handler, trampoline: callback(trampoline))
    }

    isolated deinit {
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
    }
}
