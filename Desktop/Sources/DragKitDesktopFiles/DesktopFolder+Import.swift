import Foundation

extension DesktopFolder {
    /// The size of one read and write of ``importFile(at:into:cancellation:progress:)``: 256 KiB.
    static let importChunkSize = 256 * 1024

    /// Copies the file at `source` (dropped from another app) into the folder at `relativeFolder`
    /// (S2: a drop from another app copies) and returns the copy's relative path. O(n) in the
    /// file's size, in chunks of 256 KiB.
    ///
    /// The copy is written to a hidden `.<name>.part` file in the destination, synced, and renamed
    /// to the first free name (`"name 2.ext"` on a clash; nothing is replaced), so nobody sees a
    /// half-written file. On any failure the `.part` file is removed and nothing else changed.
    /// `progress(done, total)` is called with 0 first, after every chunk, and with `total` last
    /// (F9). Only the file named is read (A2).
    ///
    /// Refused: an unsafe or hidden name (``FolderError/unsafeName(_:)``), a URL that isn't a
    /// `file:` URL (``FolderError/unreadable(_:)``), a missing source
    /// (``FolderError/notFound(_:)``), a folder, device, pipe, socket or loop of links
    /// (``FolderError/unreadable(_:)``, opened without blocking and checked with `fstat`), a file
    /// larger than ``maximumImportSize`` (``FolderError/tooLarge(_:limit:)``, also if it grows while
    /// copied), a file that shrinks while copied (``FolderError/unreadable(_:)``), and a read-only
    /// destination (``FolderError/readOnly(_:)``).
    ///
    /// Blocking: the host calls it off the main thread (``DesktopFolder`` is `Sendable`) and hands
    /// progress to the main thread itself. `cancellation`, if given, stops the copy between chunks
    /// (``FolderError/io(_:errno:)`` with `ECANCELED`, the `.part` file removed).
    public func importFile(at source: URL, into relativeFolder: String,
                           cancellation: ImportCancellation? = nil,
                           progress: (Int64, Int64) -> Void) throws(FolderError) -> String {
        let name = try Self.importName(source.lastPathComponent)
        guard source.isFileURL else { throw .unreadable(name) }
        let folder = try writableFolder(relativeFolder)
        let input = open(source.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard input >= 0 else {
            let code = errno
            switch code {
            case ENOENT, ENOTDIR: throw .notFound(name)
            case ELOOP, EACCES, EPERM, ENXIO: throw .unreadable(name)
            default: throw .io(name, errno: code)
            }
        }
        defer { _ = close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { throw .io(name, errno: errno) }
        guard POSIX.isRegular(info) else { throw .unreadable(name) }
        let total = Int64(info.st_size)
        guard total <= maximumImportSize else { throw .tooLarge(name, limit: maximumImportSize) }

        var part = try PartFile(folder: folder, name: name, relativeFolder: relativeFolder)
        progress(0, total)
        var done: Int64 = 0
        var buffer = [UInt8](repeating: 0, count: Self.importChunkSize)
        while true {
            if cancellation?.isCancelled == true { throw .io(name, errno: ECANCELED) }
            let count = buffer.withUnsafeMutableBytes { bytes in read(input, bytes.baseAddress, bytes.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .unreadable(name)
            }
            if count == 0 { break }
            done += Int64(count)
            guard done <= maximumImportSize else { throw .tooLarge(name, limit: maximumImportSize) }
            try part.write(buffer, count: count, reportingAs: name)
            progress(min(done, total), total)
        }
        guard done == total else { throw .unreadable(name) }
        let final = try part.publish(as: name, reportingAs: name)
        return Self.join(try SafeName.components(of: relativeFolder) + [final])
    }

    /// Writes `data` (bytes dropped from another app: an image/png, text) into the folder at
    /// `relativeFolder` as a file named `suggestedName` (or `"name 2.ext"` on a clash), the same
    /// safe way as ``importFile(at:into:cancellation:progress:)``: a synced `.part` file renamed into place,
    /// removed on failure. Returns the relative path. O(n) in the data's size.
    ///
    /// Refused: an unsafe or hidden name, data larger than ``maximumImportSize``, a missing or
    /// read-only destination.
    public func importData(_ data: [UInt8], suggestedName: String,
                           into relativeFolder: String) throws(FolderError) -> String {
        let name = try Self.importName(suggestedName)
        guard Int64(data.count) <= maximumImportSize else { throw .tooLarge(name, limit: maximumImportSize) }
        let folder = try writableFolder(relativeFolder)
        var part = try PartFile(folder: folder, name: name, relativeFolder: relativeFolder)
        try part.write(data, count: data.count, reportingAs: name)
        let final = try part.publish(as: name, reportingAs: name)
        return Self.join(try SafeName.components(of: relativeFolder) + [final])
    }

    /// The name a copy gets: safe (``SafeName/check(_:)``) and not hidden (a leading `.` would make
    /// the copy invisible in the pane). O(n).
    static func importName(_ name: String) throws(FolderError) -> String {
        let checked = try SafeName.check(name)
        guard !checked.hasPrefix(".") else { throw .unsafeName(name) }
        return checked
    }

    /// The canonical path of the folder at `relative`, which must be writable. O(n).
    func writableFolder(_ relative: String) throws(FolderError) -> String {
        let folder = try folderPath(relative)
        guard let info = POSIX.status(folder) else { throw .notFound(relative) }
        guard POSIX.isWritableFolder(folder, info) else { throw .readOnly(relative) }
        return folder
    }
}
