import Foundation

/// A file being written safely into a folder (S2, F9, issue 26): the content goes to a hidden
/// `.<name>.dragkit.part` file in the destination folder, is synced (`fsync`), and only then
/// renamed to its final name, so nobody ever sees a half-written file under the real name. The
/// listing leaves `.part` files out. If anything fails the `.part` file is removed when the
/// writer goes out of scope. While it is written the file holds an exclusive `flock(2)` lock,
/// which the kernel drops when the process ends however it ends (`kill -9`): a leftover without
/// the lock is one whose writer is gone (``DesktopFolder/removeUnfinishedCopies(in:)``, issue 34).
///
/// Not shareable: one writer, one thread, used within one call.
struct PartFile: ~Copyable {
    /// The folder's canonical path.
    let folder: String
    /// The hidden file's name.
    let partName: String
    private(set) var descriptor: Int32
    private var finished = false

    var partPath: String { folder + "/" + partName }

    /// What ends the name of every file this type writes: the app's own leftover pattern is a
    /// hidden regular file whose name ends so.
    static let suffix = ".dragkit.part"

    /// Whether `name` is one this type gives its files: hidden, ending in ``suffix``. O(n).
    static func isPartName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.hasSuffix(suffix) && name.utf8.count > suffix.utf8.count + 1
    }

    /// Creates `.<name>.dragkit.part` (or `.<name> 2.dragkit.part`, … if another copy is under
    /// way) in `folder`, exclusively, mode 0o644, and locks it (`flock`). Errors are reported
    /// against `relativeFolder`. O(1) system calls per attempt.
    init(folder: String, name: String, relativeFolder: String) throws(FolderError) {
        var attempt = 1
        while true {
            let candidate = "." + FreeName.candidate(name, attempt: attempt) + Self.suffix
            let partName = candidate.utf8.count <= SafeName.maximumBytes
                ? candidate : "." + String(name.utf8.count) + "-\(attempt)" + Self.suffix
            let descriptor = open(folder + "/" + partName, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                // Held until the file is closed: a copy under way is never taken for a leftover.
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                self.folder = folder
                self.partName = partName
                self.descriptor = descriptor
                return
            }
            let code = errno
            switch code {
            case EEXIST where attempt < 1000: attempt += 1
            case EACCES, EPERM, EROFS: throw .readOnly(relativeFolder)
            default: throw .io(relativeFolder, errno: code)
            }
        }
    }

    /// Appends the first `count` of `bytes`. O(count).
    func write(_ bytes: [UInt8], count: Int, reportingAs name: String) throws(FolderError) {
        let code = bytes.withUnsafeBytes { buffer in
            POSIX.writeAll(descriptor, UnsafeRawBufferPointer(rebasing: buffer[0..<min(count, buffer.count)]))
        }
        if code != 0 { throw .io(name, errno: code) }
    }

    /// Syncs and closes the file, then renames it to the first free name for `name` in the folder
    /// ("name", "name 2", …), never replacing anything (`RENAME_NOREPLACE`), and syncs the folder.
    /// Returns the final name. O(k) renames for k taken names.
    mutating func publish(as name: String, reportingAs shown: String) throws(FolderError) -> String {
        if fsync(descriptor) != 0 { throw .io(shown, errno: errno) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw .io(shown, errno: errno) }
        var attempt = 1
        while attempt <= 10_000 {
            let candidate = FreeName.candidate(name, attempt: attempt)
            let code = POSIX.renameNoReplace(partPath, folder + "/" + candidate)
            switch code {
            case 0:
                finished = true
                POSIX.syncFolder(folder)
                return candidate
            case EEXIST, ENOTEMPTY: attempt += 1
            default: throw .io(shown, errno: code)
            }
        }
        throw .nameTaken(name)
    }

    /// Syncs and closes the file, then renames it over `name` (replacing a file there: for files
    /// written on demand, ``OnDemandFile``). O(1) system calls.
    mutating func replace(as name: String, reportingAs shown: String) throws(FolderError) {
        if fsync(descriptor) != 0 { throw .io(shown, errno: errno) }
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw .io(shown, errno: errno) }
        guard rename(partPath, folder + "/" + name) == 0 else { throw .io(shown, errno: errno) }
        finished = true
        POSIX.syncFolder(folder)
    }

    /// Closes the file and, unless it was published, removes it: every failure path cleans up
    /// by leaving scope. O(1).
    deinit {
        if descriptor >= 0 { _ = close(descriptor) }
        if !finished { _ = unlink(partPath) }
    }
}
