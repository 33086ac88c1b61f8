import CGtk4
import DragKit
import Foundation

// Writing the test contract's snapshot (`--snapshot PATH`, Desktop/README.md): after every change,
// coalesced on the main loop, atomically (PATH.tmp, then rename(2)); and whenever the window's
// place or size changes (watched every 250 ms), so frames are always current.

extension DesktopWindow {
    func queueSnapshot() {
        guard snapshotPath != nil, !snapshotQueued else { return }
        snapshotQueued = true
        Timeout.once(after: 0) { [weak self] in
            guard let self else { return }
            self.snapshotQueued = false
            self.writeSnapshot()
        }
    }

    /// Measures again once GTK has laid the new content out (a change, a folder opened, a
    /// scroll): after the next frame's layout and paint (the frame clock's `after-paint`), when
    /// every row has its place — never on a timer, which could come before the layout and measure
    /// rows not yet placed (all at one tiny frame, issue 34). Until then the snapshot says its
    /// layout is pending.
    /// A fallback measures after 500 ms if no frame comes (an unmapped window). O(1).
    func queueMeasure() {
        guard !measureQueued else { return }
        measureQueued = true
        if let clock = gtk_widget_get_frame_clock(window) {
            gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_LAYOUT)
        }
        layoutChecks = 0
        Timeout.once(after: 250) { [weak self] in self?.checkQueuedLayout() }
    }

    /// In case no frame comes (a busy machine, a window not drawn): every 250 ms, a layout is
    /// asked for again while rows are not laid out; after 10 s the rows are measured as they are.
    func checkQueuedLayout() {
        guard measureQueued else { return }
        layoutChecks += 1
        if rowsAreLaidOut || layoutChecks >= 40 {
            if !rowsAreLaidOut { FileHandle.standardError.write(Data("dragkit-desktop: rows not laid out after 10 s\n".utf8)) }
            measureQueuedLayout(force: true)
            return
        }
        gtk_widget_queue_resize(window)
        Timeout.once(after: 250) { [weak self] in self?.checkQueuedLayout() }
    }

    /// Measures if a measure is queued and the rows are laid out (or `force`). O(shown items).
    func measureQueuedLayout(force: Bool = false) {
        guard measureQueued, force || rowsAreLaidOut else { return }
        measureQueued = false
        host.measure()
        // Written now, with the frames just measured: a queued write could find the next
        // measure queued already (a scroll step each frame) and never happen.
        writeSnapshot()
    }

    /// Measures again once a CSS transition of the rows' places (`milliseconds` long) is over.
    func settle(for milliseconds: Int64) {
        settlingUntil = max(settlingUntil, Int64(g_get_monotonic_time() / 1000) + milliseconds)
        queueMeasure()
    }

    /// Whether every shown row has been given its size since it was made, and no transition
    /// is moving them. O(rows).
    var rowsAreLaidOut: Bool {
        guard Int64(g_get_monotonic_time() / 1000) >= settlingUntil else { return false }
        return rows.allSatisfy { key, row in
            key == DesktopHost.backKey || gtk_widget_get_visible(row) == 0
                || (gtk_widget_get_width(row) > 0 && gtk_widget_get_height(row) > 0)
        }
    }

    /// Connects to the window's frame clock: after each frame is painted, a queued measure runs
    /// (``queueMeasure()``). Once, when the window is shown. O(1).
    func watchLayout() {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        typealias AfterPaint = @convention(c) (OpaquePointer?, gpointer?) -> Void
        let afterPaint: AfterPaint = { _, data in SignalBox<() -> Void>.from(data)?.handler() }
        connectSignal(raw(clock), "after-paint", { [weak self] in self?.measureQueuedLayout() } as () -> Void,
                      trampoline: callback(afterPaint))
    }

    /// The toplevel's place and size on the X screen, when mapped. O(1).
    var windowGeometry: Rect? {
        guard gtk_widget_get_mapped(window) != 0, let surface = gtk_native_get_surface(OpaquePointer(window)) else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        dk_surface_screen_origin(surface, &x, &y)
        let width = gdk_surface_get_width(surface), height = gdk_surface_get_height(surface)
        guard width > 1, height > 1 else { return nil }
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// What the window shows beside the content: the rows dimmed now (the CSS class itself),
    /// the status line's text and the window's title (issue 34). O(rows).
    var shownState: ShownState {
        let dimmed = rows.filter { $0.key != DesktopHost.backKey && gtk_widget_has_css_class($0.value, "dk-lifted") != 0 }
            .map(\.key).sorted()
        let status = gtk_label_get_text(OpaquePointer(announcer.label)).map { String(cString: $0) } ?? ""
        let title = gtk_window_get_title(cast(window)).map { String(cString: $0) } ?? ""
        return ShownState(dimmed: dimmed, status: status, title: title, layoutPending: measureQueued)
    }

    func watchGeometry() {
        let geometry = windowGeometry
        if let geometry, geometry != lastGeometry {
            lastGeometry = geometry
            host.measure()
            writeSnapshot()
        }
        Timeout.once(after: 250) { [weak self] in self?.watchGeometry() }
    }

    /// Writes the snapshot now (once the window is mapped). While new content waits for its
    /// layout the snapshot says so (`layoutPending`) and holds only the frames of widgets already
    /// laid out; the measure after the layout writes it again, complete. O(shown items).
    func writeSnapshot() {
        guard let path = snapshotPath, let geometry = windowGeometry else { return }
        var frames = measure()
        frames[DesktopHost.backKey] = nil
        if measureQueued {
            // A row not laid out yet has no size of its own (its bounds are its padding alone).
            for (key, row) in rows where gtk_widget_get_width(row) <= 0 || gtk_widget_get_height(row) <= 0 {
                frames[key] = nil
            }
        }
        let json = host.snapshotJSON(frames: frames, window: geometry, state: shownState)
        let temporary = path + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(json.utf8)) else {
            FileHandle.standardError.write(Data("dragkit-desktop: cannot write \(temporary)\n".utf8))
            return
        }
        if rename(temporary, path) != 0 {
            FileHandle.standardError.write(Data("dragkit-desktop: cannot rename \(temporary)\n".utf8))
        }
    }
}
