import CGtk4
import DragKitDesktopFiles
import DragKitGTK
import Foundation

// dragkit-desktop (issue 26): the DragKit engine in a native GTK 4 app — Files, Reminders and
// Photos side by side, drags within the app driven by the engine, drags between apps over XDND.

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("dragkit-desktop: \(message)\n".utf8))
    exit(2)
}

let options: Options
switch Options.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): options = parsed
case .failure(let error): fail(error.message + "\nusage: dragkit-desktop [--folder PATH] [--database PATH] [--snapshot PATH] [--width W --height H] [FOLDER]")
}

let root = URL(fileURLWithPath: options.folder, isDirectory: true)
if !FileManager.default.fileExists(atPath: root.path) {
    do throws(FolderError) {
        try DesktopFolder.prepareSample(at: root)
    } catch {
        fail("cannot create \(root.path): \(error.message)")
    }
}
let folder: DesktopFolderModel
do throws(FolderError) {
    folder = DesktopFolderModel(folder: try DesktopFolder(root: root))
} catch {
    fail("cannot open \(root.path): \(error.message)")
}
// Copies a crash or kill -9 cut off leave hidden .part files: remove the stale ones (S2, F9).
for shown in ["", "Photos"] {
    _ = try? folder.folder.removeUnfinishedCopies(in: shown)
}
let store: StoreAdapter?
do {
    store = try StoreAdapter(path: options.database)
} catch {
    FileHandle.standardError.write(Data("dragkit-desktop: reminders unavailable: \(error)\n".utf8))
    store = nil
}

gtk_init()
FileHandle.standardError.write(Data("dragkit-desktop: GTK \(gtkVersion), folder \(root.path)\n".utf8))
MainActor.assumeIsolated {
    let host = DesktopHost(folder: folder, store: store, monotonic: { Int64(g_get_monotonic_time()) / 1000 })
    host.background = GLibBackground()
    let window = DesktopWindow(host: host, width: options.width, height: options.height, onDemand: folder)
    window.snapshotPath = options.snapshot
    let loop = g_main_loop_new(nil, 0)
    window.onClose { g_main_loop_quit(loop) }
    // SIGTERM and SIGINT close the window like its close button (the loop then ends).
    typealias Handler = @convention(c) (gpointer?) -> gboolean
    let quit: Handler = { data in
        g_main_loop_quit(OpaquePointer(data))
        return 0
    }
    g_unix_signal_add(SIGTERM, quit, UnsafeMutableRawPointer(loop))
    g_unix_signal_add(SIGINT, quit, UnsafeMutableRawPointer(loop))
    window.present()
    g_main_loop_run(loop)
    FileHandle.standardError.write(Data("dragkit-desktop: closed\n".utf8))
    withExtendedLifetime(window) {}
}
