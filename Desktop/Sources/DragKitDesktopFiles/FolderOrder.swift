import Foundation

/// The order people gave a folder's items by dragging them (issue 34: a reorder is kept, S3, S10).
///
/// A folder lists folders first, then files, each by name (``DesktopFolder/entries(in:)``) —
/// until someone drags an item to another place in it. Then the folder keeps that order in a
/// hidden file of its own, ``fileName`` (a JSON array of names), as a file manager keeps the
/// arrangement of an icon view with the folder: it travels with the folder, survives a restart,
/// and is written back by undo and redo like any move. Names the file lists come first, in its
/// order; items it does not know (new ones, made by another program) follow in the usual order;
/// names of items that are gone are ignored. When the order is the usual one again, the file is
/// removed, so a folder nobody rearranged holds no file of ours.
public enum FolderOrder {
    /// The hidden file in each rearranged folder.
    public static let fileName = ".dragkit-order"
    /// The most names the file is read with (a larger file is ignored as not ours).
    static let maximumBytes = 4 << 20

    /// The names the file in the folder at `path` (canonical) lists, or `nil` when there is no
    /// readable file. O(n) in its size.
    static func read(folder path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path + "/" + fileName), data.count <= maximumBytes,
              let names = try? JSONSerialization.jsonObject(with: data) as? [String] else { return nil }
        return names
    }

    /// `entries` (in the usual order) in `order`: the listed ones first, as listed, then the
    /// others as they were. O(n + m).
    static func arrange(_ entries: [FolderEntry], by order: [String]) -> [FolderEntry] {
        var byName: [String: FolderEntry] = [:]
        for entry in entries { byName[entry.name] = entry }
        var arranged: [FolderEntry] = []
        arranged.reserveCapacity(entries.count)
        for name in order {
            if let entry = byName.removeValue(forKey: name) { arranged.append(entry) }
        }
        for entry in entries where byName[entry.name] != nil { arranged.append(entry) }
        return arranged
    }

    /// `full` (a folder's names in order) with the names of `subset` put in `subset`'s order,
    /// each taking the place one of them had: how a view that shows only part of a folder (the
    /// photos of a folder) rearranges it without moving the rest. Names of `subset` not in
    /// `full` are left out. O(n + m).
    ///
    /// `merged(["a", "x", "b", "c"], arranging: ["c", "a", "b"])` is `["c", "x", "a", "b"]`.
    public static func merged(_ full: [String], arranging subset: [String]) -> [String] {
        let present = Set(full)
        let wanted = subset.filter { present.contains($0) }
        let moving = Set(wanted)
        var next = wanted.makeIterator()
        return full.map { name in moving.contains(name) ? (next.next() ?? name) : name }
    }
}

extension DesktopFolder {
    /// Keeps `names` as the order of the folder at `relative` (names it does not hold are left
    /// out; items missing from `names` follow them). When that is the usual order (folders first,
    /// then by name), the order file is removed instead. The file is written through a hidden
    /// `.part` file, synced and renamed into place, so it is whole or absent.
    ///
    /// Throws ``FolderError/readOnly(_:)`` for a folder that can't be written (its order can't be
    /// kept either), ``FolderError/notFound(_:)`` for one that is gone. O(n log n).
    public func setOrder(_ names: [String], in relative: String) throws(FolderError) {
        let folder = try folderPath(relative)
        guard let info = POSIX.status(folder) else { throw .notFound(relative) }
        guard POSIX.isWritableFolder(folder, info) else { throw .readOnly(relative) }
        let usual = try sortedEntries(in: relative, folder: folder).map(\.name)
        let present = Set(usual)
        var seen = Set<String>()
        var order = names.filter { present.contains($0) && seen.insert($0).inserted }
        order += usual.filter { !seen.contains($0) }
        let path = folder + "/" + FolderOrder.fileName
        if order == usual {
            if unlink(path) != 0 && errno != ENOENT { throw .io(relative, errno: errno) }
            return
        }
        guard let data = try? JSONSerialization.data(withJSONObject: order) else { throw .io(relative, errno: EINVAL) }
        var file = try PartFile(folder: folder, name: FolderOrder.fileName, relativeFolder: relative)
        let bytes = [UInt8](data)
        try file.write(bytes, count: bytes.count, reportingAs: relative)
        try file.replace(as: FolderOrder.fileName, reportingAs: relative)
    }

    /// The order file's names for the folder at `relative`, or `nil` when it has none. O(n).
    public func storedOrder(in relative: String) -> [String]? {
        guard let folder = try? folderPath(relative) else { return nil }
        return FolderOrder.read(folder: folder)
    }
}
