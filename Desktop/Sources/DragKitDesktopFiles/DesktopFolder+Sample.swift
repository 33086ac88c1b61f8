import Foundation

extension DesktopFolder {
    /// The name of the sample folder's write-only drop box (S11).
    public static let dropBoxName = "Drop Box"

    /// Creates the folder at `root` (and its parents) with a few sample items, for the app's first
    /// start (issue 26: `--folder` defaults to `~/DragKit`, created with samples if missing):
    /// `notes.txt`, `Projects/` with `Plan.txt`, `Photos/` with three 8×8 PNGs (``SamplePNG``), and
    /// `Drop Box/` with mode 0o733 (write-only, S11). Items that already exist are left as they
    /// are; nothing is overwritten. O(1) items.
    public static func prepareSample(at root: URL) throws(FolderError) {
        let path = root.path
        try makeFolder(path, mode: 0o755, shown: path)
        let notes = "Notes\n\nDrag this file into Projects to move it; Ctrl+Z moves it back.\n"
        try writeSample(Array(notes.utf8), to: path + "/notes.txt")
        try makeFolder(path + "/Projects", mode: 0o755, shown: "Projects")
        let plan = "Plan\n\n- Try dragging a file to another app: it arrives as the file itself.\n"
        try writeSample(Array(plan.utf8), to: path + "/Projects/Plan.txt")
        try makeFolder(path + "/Photos", mode: 0o755, shown: "Photos")
        for image in SamplePNG.all {
            try writeSample(image.bytes, to: path + "/Photos/" + image.name)
        }
        let dropBox = path + "/" + dropBoxName
        try makeFolder(dropBox, mode: 0o733, shown: dropBoxName)
        if chmod(dropBox, 0o733) != 0 { throw .io(dropBoxName, errno: errno) }
    }

    /// Creates a folder (and its missing parents, mode 0o755) unless it exists. O(depth).
    private static func makeFolder(_ path: String, mode: mode_t, shown: String) throws(FolderError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            prefix += "/" + component
            if let info = POSIX.status(prefix) {
                guard POSIX.isDirectory(info) else { throw .notAFolder(index == components.count - 1 ? shown : prefix) }
                continue
            }
            if mkdir(prefix, index == components.count - 1 ? mode : 0o755) != 0, errno != EEXIST {
                throw .io(shown, errno: errno)
            }
        }
    }

    /// Writes a sample file unless something has its path. O(n).
    private static func writeSample(_ bytes: [UInt8], to path: String) throws(FolderError) {
        if POSIX.exists(path) { return }
        let folderEnd = path.lastIndex(of: "/") ?? path.startIndex
        let folder = String(path[..<folderEnd])
        let name = String(path[path.index(after: folderEnd)...])
        var part = try PartFile(folder: folder, name: name, relativeFolder: name)
        try part.write(bytes, count: bytes.count, reportingAs: name)
        _ = try part.publish(as: name, reportingAs: name)
    }
}
