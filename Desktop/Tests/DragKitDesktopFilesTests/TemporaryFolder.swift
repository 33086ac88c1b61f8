import Foundation
@testable import DragKitDesktopFiles

/// A fresh folder under the system's temporary directory for one test, removed (permissions
/// restored first) when the test ends. Tests assert on real files (issue 26).
final class TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() {
        let base = URL(fileURLWithPath: NSTemporaryDirectory())
        url = base.appendingPathComponent("dragkit-files-\(UUID().uuidString)")
        _ = mkdir(url.path, 0o755)
    }

    deinit {
        // Make every folder writable again (read-only ones from the tests) before removing.
        if let walker = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in walker {
                let full = path + "/" + relative
                var info = stat()
                if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { _ = chmod(full, 0o755) }
            }
        }
        _ = chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file with `text` at `relative` (parents created).
    @discardableResult
    func file(_ relative: String, _ text: String = "content") -> String {
        let full = path + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }

    /// Makes a folder at `relative`.
    func folder(_ relative: String) {
        try? FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(path + "/" + relative, &info) == 0
    }

    func inode(_ relative: String) -> UInt64? {
        var info = stat()
        return lstat(path + "/" + relative, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path + "/" + relative).map { [UInt8]($0) }
    }

    /// Every name in the tree (relative), sorted: to show nothing else changed.
    func tree() -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).sorted()
    }

    func model(limit: Int64 = DesktopFolder.defaultMaximumImportSize) throws -> DesktopFolder {
        try DesktopFolder(root: url, maximumImportSize: limit)
    }
}
