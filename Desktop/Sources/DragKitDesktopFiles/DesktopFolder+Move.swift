import Foundation

extension DesktopFolder {
    /// Moves the item at `relativePath` into the folder at `relativeFolder`, keeping its name
    /// (S3: a drag within the folder moves). O(n) in the paths' lengths; one `rename(2)`.
    ///
    /// The move is a single atomic rename (with `RENAME_NOREPLACE`): the item is never copied, and
    /// at every instant, whatever happens to the process (`kill -9`), it is at exactly one of its
    /// two paths; the file keeps its inode. Nothing is replaced.
    ///
    /// Refused before anything changes: a missing source (``FolderError/notFound(_:)``), a
    /// destination that isn't a folder, an item with the same name there
    /// (``FolderError/nameTaken(_:)`` with the path it would have had), a folder into itself or
    /// its own subfolder (``FolderError/intoItself(_:)``), a read-only source or destination
    /// folder (``FolderError/readOnly(_:)``), a move onto another file system
    /// (``FolderError/io(_:errno:)`` with `EXDEV`: that would be a copy, which S3 rules out here).
    ///
    /// A move into the folder the item is already in changes nothing and returns a move with
    /// `from == to`. Returns the ``FileMove`` to undo it with (S10).
    public func move(_ relativePath: String, into relativeFolder: String) throws(FolderError) -> FileMove {
        let source = try itemPath(relativePath)
        let destination = try folderPath(relativeFolder)
        let destinationComponents = try SafeName.components(of: relativeFolder)
        let target = Self.join(destinationComponents + [source.name])
        if source.isFolder, POSIX.isInside(destination, root: source.path) {
            throw .intoItself(source.relative)
        }
        if destination == source.parent { return FileMove(from: source.relative, to: source.relative) }
        try relocate(source, toFolder: destination, relativeFolder: Self.join(destinationComponents),
                     name: source.name, target: target)
        return FileMove(from: source.relative, to: target)
    }

    /// Undoes `move`: moves the item at `move.to` back to `move.from` (S10), with the same single
    /// atomic rename and the same checks as ``move(_:into:)``. Refused, changing nothing, if the
    /// item is gone (``FolderError/notFound(_:)``), or its original place is taken now
    /// (``FolderError/nameTaken(_:)``) or its original folder is gone or read-only. Redo is
    /// `undo(move.reversed)`. O(n) in the paths' lengths.
    public func undo(_ move: FileMove) throws(FolderError) {
        let item = try itemPath(move.to)
        let originalComponents = try SafeName.components(of: move.from)
        guard let name = originalComponents.last else { throw .unsafeName(move.from) }
        let originalFolder = Self.join(originalComponents.dropLast())
        let folder: String
        do throws(FolderError) {
            folder = try folderPath(originalFolder)
        } catch .notFound(_), .notAFolder(_) {
            throw .notFound(originalFolder)
        } catch {
            throw error
        }
        if item.relative == Self.join(originalComponents) { return }
        if item.isFolder, POSIX.isInside(folder, root: item.path) { throw .intoItself(item.relative) }
        try relocate(item, toFolder: folder, relativeFolder: originalFolder, name: name,
                     target: Self.join(originalComponents))
    }

    /// The rename behind a move and its undo, after the paths are checked: writability of both
    /// folders, no clash, then one `renameat2(RENAME_NOREPLACE)`. O(1) system calls.
    private func relocate(_ item: ItemLocation, toFolder folder: String, relativeFolder: String,
                          name: String, target: String) throws(FolderError) {
        guard let sourceFolderInfo = POSIX.status(item.parent) else { throw .notFound(item.relative) }
        guard POSIX.isWritableFolder(item.parent, sourceFolderInfo) else { throw .readOnly(item.relativeParent) }
        guard let folderInfo = POSIX.status(folder) else { throw .notFound(relativeFolder) }
        guard POSIX.isWritableFolder(folder, folderInfo) else { throw .readOnly(relativeFolder) }
        let destination = folder + "/" + name
        if POSIX.exists(destination) { throw .nameTaken(target) }
        let code = POSIX.renameNoReplace(item.path, destination)
        switch code {
        case 0: return
        case EEXIST, ENOTEMPTY: throw .nameTaken(target)
        case ENOENT: throw .notFound(item.relative)
        case EACCES, EPERM, EROFS: throw .readOnly(relativeFolder)
        case EINVAL: throw .intoItself(item.relative)
        default: throw .io(item.relative, errno: code)
        }
    }
}
