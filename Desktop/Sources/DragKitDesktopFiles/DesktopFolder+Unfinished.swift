import Foundation

extension DesktopFolder {
    /// Removes the `.part` files that copies interrupted by a crash or `kill -9` left in the folder
    /// at `relative` (S2, F9: a copy is never seen half-written, and doesn't leave litter either).
    /// Only hidden regular files named `.<name>.part` not changed for `age` seconds before `now`
    /// are removed, so a copy under way in another process is left alone. Returns the names
    /// removed. O(n) in the folder's size. The host calls it on start for the folders it shows.
    @discardableResult
    public func removeUnfinishedCopies(in relative: String, olderThan age: TimeInterval = 3600,
                                       now: Date = Date()) throws(FolderError) -> [String] {
        let folder = try writableFolder(relative)
        let names: [String]
        switch POSIX.names(in: folder) {
        case .success(let listed): names = listed
        case .failure(let failure): throw .io(relative, errno: failure.code)
        }
        let cutoff = now.timeIntervalSince1970 - age
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(".") && name.hasSuffix(".part") && name.count > 6 {
            let path = folder + "/" + name
            guard let info = POSIX.lstatus(path), POSIX.isRegular(info),
                  TimeInterval(info.st_mtim.tv_sec) < cutoff else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }
}
