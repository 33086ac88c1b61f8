import Foundation

extension DesktopFolder {
    /// Removes the `.part` files that copies interrupted by a crash or `kill -9` left in the folder
    /// at `relative` (S2, F9, issue 34: a copy is never seen half-written, and doesn't leave
    /// litter either), whatever their age. Only the app's own leftovers are touched: hidden
    /// regular files named `.<name>.dragkit.part` (``PartFile``) that no process holds locked —
    /// a copy under way, in this process or another, keeps its file locked until it ends, and the
    /// kernel releases the lock of a killed process. Returns the names removed. O(n) in the
    /// folder's size. The host calls it on start and whenever it lists a folder.
    @discardableResult
    public func removeUnfinishedCopies(in relative: String) throws(FolderError) -> [String] {
        let folder = try writableFolder(relative)
        let names: [String]
        switch POSIX.names(in: folder) {
        case .success(let listed): names = listed
        case .failure(let failure): throw .io(relative, errno: failure.code)
        }
        var removed: [String] = []
        for name in names.sorted() where PartFile.isPartName(name) {
            let path = folder + "/" + name
            guard let info = POSIX.lstatus(path), POSIX.isRegular(info) else { continue }
            let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            defer { _ = close(descriptor) }
            // Locked: its writer is alive and still copying.
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
