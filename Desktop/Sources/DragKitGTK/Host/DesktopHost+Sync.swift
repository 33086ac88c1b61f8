import DragKit
import DragKitDesktopFiles
import Foundation

// The panes follow the disk (issue 34): a folder is listed again whenever it changes — by another
// program (the window's folder monitor calls ``DesktopHost/folderChanged(_:)``), or after a
// commit that failed — and the engine's content is brought in line with it: items that are gone
// are removed (a drag carrying one drops it), new ones inserted where the folder's order puts
// them, so no row stands for a file that is not there. And the order people give a folder by
// dragging is kept on disk (``FolderOrder``), so a reorder is stored, undone and redone like any
// move.

extension DesktopHost {
    /// Folder `path` (relative to the root) changed on disk: every pane showing it is listed
    /// again. O(entries).
    public func folderChanged(_ path: String) {
        synchronize(folders: [path])
    }

    /// The folders to watch for changes other programs make, relative to the root: every
    /// folder listed into a Files container, and the photos'. O(folders).
    public var watchedFolders: [String] {
        var folders = Array(listedFolders)
        if containerIDs[Pane.photos.key] != nil, !listedFolders.contains(DesktopTypes.photosFolder) {
            folders.append(DesktopTypes.photosFolder)
        }
        return folders.sorted()
    }

    /// The absolute path of folder `path` (relative to the root). O(n).
    public func absolutePath(of path: String) -> String? {
        folder?.url(of: path).path
    }

    /// Lists every pane showing one of `paths` again and carries the changes out. O(entries).
    func synchronize(folders paths: [String]) {
        var actions: [Action] = []
        var changed = false
        for path in Set(paths) {
            if listedFolders.contains(path) {
                let before = records(in: Pane.folder(path).key)
                synchronizeFolder(path, into: &actions)
                changed = changed || records(in: Pane.folder(path).key) != before
            }
            if path == DesktopTypes.photosFolder, containerIDs[Pane.photos.key] != nil {
                let before = records(in: Pane.photos.key)
                actions += synchronize(.photos)
                changed = changed || records(in: Pane.photos.key) != before
            }
        }
        let vanished = vanishedFromDrags
        vanishedFromDrags = []
        // The engine ends a drag whose every item another program removed, and says "Cancelled."
        // (F7); the host says what happened instead.
        let emptied = !vanished.isEmpty && actions.contains(where: Self.isDragEnded)
        perform(emptied ? actions.filter { !Self.isDragEnded($0) } : actions)
        if emptied { sayVanished(vanished) }
        if changed {
            surface?.contentChanged()
            surface?.stateChanged()
        }
    }

    /// Tells the person that the files a drag carried (`vanished`, their titles) were removed by
    /// another program while it was dragged, which ended the drag (F7, issue 34). O(n).
    func sayVanished(_ vanished: [String]) {
        let names = vanished.map { "“\($0)”" }.joined(separator: ", ")
        refuse(vanished.count == 1 ? "\(names) isn't there any more: another program removed it while it was dragged."
                                   : "\(names) aren't there any more: another program removed them while they were dragged.")
    }

    /// Whether `action` says a drag ended ("Cancelled."). O(1).
    static func isDragEnded(_ action: Action) -> Bool {
        if case .announce(let announcement) = action, case .ended = announcement.event { return true }
        return false
    }

    /// Registers folder `path` (once) and brings its Files container in line with the disk.
    func synchronizeFolder(_ path: String) {
        var actions: [Action] = []
        synchronizeFolder(path, into: &actions)
        perform(actions)
    }

    func synchronizeFolder(_ path: String, into actions: inout [Action]) {
        let title = path.isEmpty ? "Files" : String(path.split(separator: "/").last ?? "")
        register(.folder(path), label: title)
        if listedFolders.insert(path).inserted {
            // Listed for the first time: what a crash left unfinished here goes first (S2, F9).
            folder?.removeUnfinishedCopies(in: path)
        }
        actions += synchronize(.folder(path))
    }

    /// The entries pane `pane` shows of its folder now, in the folder's order; `nil` when the
    /// folder can't be listed (a write-only drop box: what is shown stays). A folder that is gone
    /// shows nothing. O(entries).
    func listing(of pane: Pane) -> [FolderListing]? {
        guard let folder, let path = pane.folderPath else { return nil }
        let entries: [FolderListing]
        do throws(HostFailure) {
            entries = try folder.list(path)
        } catch {
            return folder.url(of: path).isExistingFolder ? nil : []
        }
        if pane == .photos { return entries.filter { !$0.isFolder && Self.isImageName($0.name) } }
        return entries
    }

    /// Brings container `pane` in line with its folder: removes the items that are gone, inserts
    /// the new ones and moves the others into the folder's order. Returns the engine's actions
    /// (content changes to mirror; a drag whose item is gone drops it). O(entries · k) for k
    /// items out of place (none when nothing changed).
    func synchronize(_ pane: Pane) -> [Action] {
        guard let id = containerIDs[pane.key], let entries = listing(of: pane) else { return [] }
        var actions: [Action] = []
        let type = pane == .photos ? DesktopTypes.photo : DesktopTypes.file
        let wanted = entries.map { $0.isFolder ? $0.name + "/" : $0.name }
        let wantedSet = Set(wanted)
        // Gone (or a file that became a folder, or the other way round).
        for item in engine.workspace.containers[id]?.items ?? [] {
            guard let record = records[item] else { continue }
            if !wantedSet.contains(record.name) {
                let carried = engine.draggingPointers.contains { engine.feedback(for: $0)?.items.contains(item) == true }
                if let removed = try? engine.removeItem(item) { actions += removed }
                if carried { vanishedFromDrags.append(record.title) }
                // A drag that carried it drops it: its row is not dimmed any more.
                if let key = liftedItems.removeValue(forKey: item) { surface?.setLifted([key], false) }
            }
        }
        for (index, entry) in entries.enumerated() {
            let name = wanted[index]
            let items = engine.workspace.containers[id]?.items ?? []
            if index < items.count, records[items[index]]?.name == name { continue }
            let record = ItemRecord(name: name, title: entry.name, isFolder: entry.isFolder)
            if let existing = items.first(where: { records[$0]?.name == name }),
               let item = engine.workspace.items[existing] {
                // Out of place (another program or a second view of the folder rearranged it).
                if let removed = try? engine.removeItem(existing) { actions += removed }
                do throws(WorkspaceError) {
                    try engine.insert(item, into: id, at: min(index, engine.workspace.count(of: id)))
                } catch {
                    continue
                }
            } else {
                guard let item = addItem(record, type: type, to: id, at: min(index, items.count)) else { continue }
                actions.append(.applyChange(.items([.insert(item, into: id, at: min(index, items.count))])))
            }
            if entry.isFolder, case .folder(let parent) = pane, let item = itemID(pane.key + "/" + name) {
                let sub = parent.isEmpty ? entry.name : parent + "/" + entry.name
                engine.setOpenedContainer(register(.folder(sub), label: entry.name), for: item)
            }
        }
        return actions
    }

    /// Keeps the order container `pane` shows as its folder's order on disk (issue 34), when the
    /// container mirrors its folder (it was listed). A view of part of a folder (the photos)
    /// rearranges only its part. Throws the refusal of a folder that can't be written. O(n).
    func keepOrder(of pane: Pane) throws(HostFailure) {
        guard let folder, let path = pane.folderPath, containerIDs[pane.key] != nil else { return }
        if case .folder = pane, !listedFolders.contains(path) { return }
        if folder.isDropBox(path) { return }
        let shown = records(in: pane.key).map { $0.isFolder ? String($0.name.dropLast()) : $0.name }
        let full = ((try? folder.list(path)) ?? []).map(\.name)
        try folder.setOrder(FolderOrder.merged(full, arranging: shown), in: path)
    }
}

extension URL {
    /// Whether a folder is at this file URL now. O(1) system calls.
    var isExistingFolder: Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}
