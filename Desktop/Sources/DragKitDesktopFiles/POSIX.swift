import Foundation

/// The few system calls the folder model makes, wrapped so that each returns a Swift value or an
/// `errno` (issue 26). Paths are absolute, already checked by ``DesktopFolder``. Each call is
/// O(1) apart from the kernel's own path walk.
enum POSIX {
    /// `lstat(2)`: the item itself, a symbolic link not followed; `nil` and `errno` if absent.
    static func lstatus(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// `stat(2)`: what the path leads to, symbolic links followed.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    /// Whether an item (or a dangling link) has this path.
    static func exists(_ path: String) -> Bool { lstatus(path) != nil }

    static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
    static func isRegular(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
    static func isLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }

    /// `realpath(3)`: the canonical absolute path with every link resolved, or `nil` (errno set).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `root` or inside it (both canonical). O(n).
    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Whether people may write into the folder at `path`: the process may (`access(2)`) and the
    /// owner's write bit is set. The mode bit is also checked because the superuser passes every
    /// `access` test, and a folder made read-only (0o555) should be treated so even then.
    static func isWritableFolder(_ path: String, _ info: stat) -> Bool {
        access(path, W_OK) == 0 && info.st_mode & S_IWUSR != 0
    }

    /// `renameat2(2)` with `RENAME_NOREPLACE`, looked up at run time (glibc exports it from 2.28;
    /// Swift doesn't import its declaration).
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameNoReplaceCall: RenameAt2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()

    /// Renames `from` to `to` in one `rename(2)`-family call, never replacing an item at `to`
    /// (`EEXIST` then). Atomic: at every instant the item is at exactly one of the two paths,
    /// whatever happens to the process (issue 26, `kill -9`). Where the kernel or file system has
    /// no `RENAME_NOREPLACE` (`EINVAL`/`ENOSYS`), it checks and then calls plain `rename(2)`,
    /// which is still atomic but could replace an item created in between. Returns 0 or an errno.
    static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
        if let call = renameNoReplaceCall {
            if call(AT_FDCWD, from, AT_FDCWD, to, 1 /* RENAME_NOREPLACE */) == 0 { return 0 }
            let code = errno
            guard code == EINVAL || code == ENOSYS else { return code }
        }
        if exists(to) { return EEXIST }
        return rename(from, to) == 0 ? 0 : errno
    }

    /// `fsync(2)` on a folder, so that a rename in it survives a power cut. Errors are ignored
    /// (some file systems refuse to sync folders).
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and `EINTR`. Returns 0 or an
    /// errno. O(n).
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return 0 }
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }

    /// The names in the folder at `path` (without `.` and `..`), or an errno. O(n) in its size.
    static func names(in path: String) -> Result<[String], Errno> {
        guard let directory = opendir(path) else { return .failure(Errno(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }

    /// An errno as an `Error`, for `Result`.
    struct Errno: Error { let code: Int32 }
}
