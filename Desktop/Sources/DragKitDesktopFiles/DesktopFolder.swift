import Foundation

/// A real folder on disk as the desktop host's Files pane shows it (issue 26).
///
/// Items are named by paths relative to ``root`` (`"Projects/notes.txt"`, `""` for the root).
/// Every path given is checked component by component with ``SafeName`` and, once resolved with
/// every symbolic link followed, must stay inside the root: `..`, absolute paths and links that
/// lead out are refused (``FolderError/unsafeName(_:)``).
///
/// - Moves within the folder are one atomic `rename(2)` (S3, ``move(_:into:)``): never a copy and
///   a delete, so a crash or `kill -9` leaves the item in exactly one place. They can be undone (S10).
/// - Drops from other apps copy (S2, ``importFile(at:into:cancellation:progress:)``): through a hidden `.part`
///   file that is synced and then renamed to a free name, with progress (F9) and a size limit.
/// - The write-only Drop Box is told apart (``isDropBox(_:)``) so the host asks first (S11).
///
/// A value of this type holds only the root's paths; it reads the disk on every call, so it is
/// always current and can be shared between threads. Operations check before they change
/// anything: a thrown ``FolderError`` means nothing changed.
public struct DesktopFolder: Sendable {
    /// The default limit of an import: 512 MiB.
    public static let defaultMaximumImportSize: Int64 = 512 * 1024 * 1024

    /// The folder, as given.
    public let root: URL
    /// The root's canonical path (links resolved), against which paths are checked.
    let realRoot: String
    /// The largest file or data ``importFile(at:into:cancellation:progress:)`` and
    /// ``importData(_:suggestedName:into:)`` copy in; larger ones are refused (``FolderError/tooLarge(_:limit:)``).
    public var maximumImportSize: Int64

    /// A model of the folder at `root`, which must exist and be a folder. O(1) apart from
    /// resolving the root's path.
    public init(root: URL) throws(FolderError) {
        try self.init(root: root, maximumImportSize: Self.defaultMaximumImportSize)
    }

    /// A model of the folder at `root` with an import limit of `maximumImportSize` bytes.
    public init(root: URL, maximumImportSize: Int64) throws(FolderError) {
        let path = root.path
        guard let info = POSIX.status(path) else { throw .notFound(path) }
        guard POSIX.isDirectory(info) else { throw .notAFolder(path) }
        guard let real = POSIX.realPath(path) else { throw .io(path, errno: errno) }
        self.root = root
        self.realRoot = real
        self.maximumImportSize = maximumImportSize
    }

    // MARK: Listing

    /// The items of the folder at `relative` (`""` for the root), in the folder's order: folders
    /// first, then files, each group by name as people sort (`localizedStandardCompare`: "file 9"
    /// before "file 10"), unless people rearranged the folder by dragging, whose order it then
    /// keeps (``FolderOrder``). Hidden items (a leading `.`) and unfinished copies (`*.part`) are
    /// left out. O(n log n) in the folder's size.
    ///
    /// Throws ``FolderError/unreadable(_:)`` for a folder that can't be listed (the Drop Box when
    /// not running as the superuser).
    public func entries(in relative: String) throws(FolderError) -> [FolderEntry] {
        let folder = try folderPath(relative)
        let entries = try sortedEntries(in: relative, folder: folder)
        guard let order = FolderOrder.read(folder: folder) else { return entries }
        return FolderOrder.arrange(entries, by: order)
    }

    /// The items of the folder at `relative` (canonical path `folder`) in the usual order:
    /// folders first, then files, each by name. O(n log n).
    func sortedEntries(in relative: String, folder: String) throws(FolderError) -> [FolderEntry] {
        let names: [String]
        switch POSIX.names(in: folder) {
        case .success(let listed): names = listed
        case .failure(let failure):
            throw failure.code == EACCES ? .unreadable(relative) : .io(relative, errno: failure.code)
        }
        var entries: [FolderEntry] = []
        for name in names where !name.hasPrefix(".") && !name.hasSuffix(".part") {
            let path = folder + "/" + name
            guard let info = POSIX.status(path) ?? POSIX.lstatus(path) else { continue }
            let isFolder = POSIX.isDirectory(info)
            entries.append(FolderEntry(name: name, isFolder: isFolder, size: isFolder ? 0 : Int64(info.st_size)))
        }
        entries.sort { left, right in
            if left.isFolder != right.isFolder { return left.isFolder }
            let order = left.name.localizedStandardCompare(right.name)
            return order == .orderedSame ? left.name < right.name : order == .orderedAscending
        }
        return entries
    }

    /// Whether the folder at `relative` is a write-only drop box: mode 0o733, or a folder people
    /// can't read (the owner's read bit clear, or `access(2)` refuses). A drop into it can't be
    /// seen or taken back, so the host asks first (S11). `false` for anything that isn't a folder
    /// inside the root. O(1).
    public func isDropBox(_ relative: String) -> Bool {
        guard let path = try? folderPath(relative), let info = POSIX.status(path) else { return false }
        return info.st_mode & 0o777 == 0o733 || info.st_mode & S_IRUSR == 0 || access(path, R_OK) != 0
    }

    /// The URL of the item at `relativePath`, joined to ``root`` without checking (for showing and
    /// for drag-out, after the path came from ``entries(in:)``). O(n).
    /// See ``checkedFileURL(_:)`` for a path that came from elsewhere.
    public func fileURL(_ relativePath: String) -> URL {
        relativePath.isEmpty ? root : root.appendingPathComponent(relativePath)
    }

    /// The URL of an existing item at `relativePath`, checked like every other path: safe
    /// components, present, and not a link leading outside the root (A2: a file dragged out (P1)
    /// hands out only what is inside the folder). O(n).
    public func checkedFileURL(_ relativePath: String) throws(FolderError) -> URL {
        let item = try itemPath(relativePath)
        return URL(fileURLWithPath: item.path)
    }

    /// The relative path of the item `url` names, if it is inside the folder (links resolved):
    /// for a drop whose files come from this folder itself. `nil` for anything outside, or missing.
    /// O(n).
    public func relativePath(of url: URL) -> String? {
        guard url.isFileURL, let real = POSIX.realPath(url.path), POSIX.isInside(real, root: realRoot) else { return nil }
        return real == realRoot ? "" : String(real.dropFirst(realRoot.count + (realRoot == "/" ? 0 : 1)))
    }

    // MARK: Resolving paths

    /// Joins relative components with `/`. O(n).
    static func join<C: Collection>(_ components: C) -> String where C.Element == String {
        components.joined(separator: "/")
    }

    /// The canonical path of the folder at `relative`, checked: safe components, present, a folder,
    /// and inside the root once links are resolved. O(n).
    func folderPath(_ relative: String) throws(FolderError) -> String {
        let components = try SafeName.components(of: relative)
        let joined = components.isEmpty ? realRoot : realRoot + "/" + Self.join(components)
        guard let real = POSIX.realPath(joined) else {
            let code = errno
            throw code == ENOENT ? .notFound(relative) : (code == ENOTDIR ? .notAFolder(relative) : .io(relative, errno: code))
        }
        guard POSIX.isInside(real, root: realRoot) else { throw .unsafeName(relative) }
        guard let info = POSIX.status(real) else { throw .notFound(relative) }
        guard POSIX.isDirectory(info) else { throw .notAFolder(relative) }
        return real
    }

    /// An existing item at `relative`: its canonical parent folder, its name, its full path
    /// (the link itself if it is one), its normalised relative path and its `lstat`. A link that
    /// leads outside the root is refused. O(n).
    func itemPath(_ relative: String) throws(FolderError) -> ItemLocation {
        let components = try SafeName.components(of: relative)
        guard let name = components.last else { throw .unsafeName(relative) }
        let normalised = Self.join(components)
        let parent: String
        do throws(FolderError) {
            parent = try folderPath(Self.join(components.dropLast()))
        } catch .notFound(_), .notAFolder(_) {
            throw .notFound(normalised)
        } catch .unsafeName(_) {
            throw .unsafeName(normalised)
        } catch {
            throw error
        }
        let path = parent + "/" + name
        guard let info = POSIX.lstatus(path) else { throw .notFound(normalised) }
        if POSIX.isLink(info), let target = POSIX.realPath(path), !POSIX.isInside(target, root: realRoot) {
            throw .unsafeName(normalised)
        }
        return ItemLocation(parent: parent, name: name, relative: normalised, info: info)
    }

    /// Where an existing item is. See ``itemPath(_:)``.
    struct ItemLocation {
        let parent: String
        let name: String
        let relative: String
        let info: stat
        var path: String { parent + "/" + name }
        var isFolder: Bool { POSIX.isDirectory(info) }
        /// The relative path of its folder (`""` for the root).
        var relativeParent: String {
            guard let slash = relative.lastIndex(of: "/") else { return "" }
            return String(relative[..<slash])
        }
    }
}
