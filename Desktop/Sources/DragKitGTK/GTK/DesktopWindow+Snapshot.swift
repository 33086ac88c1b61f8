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

    /// Measures again once GTK has laid the new content out (a change, a folder opened). O(1).
    func queueMeasure() {
        guard !measureQueued else { return }
        measureQueued = true
        Timeout.once(after: 40) { [weak self] in
            guard let self else { return }
            self.measureQueued = false
            self.host.measure()
            self.queueSnapshot()
        }
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

    func watchGeometry() {
        let geometry = windowGeometry
        if let geometry, geometry != lastGeometry {
            lastGeometry = geometry
            host.measure()
            writeSnapshot()
        }
        Timeout.once(after: 250) { [weak self] in self?.watchGeometry() }
    }

    /// Writes the snapshot now (only once the window is mapped and laid out). O(shown items).
    func writeSnapshot() {
        guard let path = snapshotPath, let geometry = windowGeometry else { return }
        var frames = measure()
        frames[DesktopHost.backKey] = nil
        let json = host.snapshotJSON(frames: frames, window: geometry)
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
