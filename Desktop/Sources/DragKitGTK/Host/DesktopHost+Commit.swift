import DragKit
import Foundation

// Storing a committed drop, undo or redo (S2, S3, S8, S10): files are moved on disk with one
// rename each, reminders in one store transaction. The engine has already applied the change;
// a failure is reported back and the engine takes it back (F7).

extension DesktopHost {
    /// Stores `commit` and reports the outcome to the engine, carrying out what it answers (the
    /// drop's words when stored, its taking back when refused, issue 36). After a refusal the
    /// folders involved are listed again, so a row whose file another program removed does not
    /// stay behind (issue 34). O(items).
    func store(_ commit: Commit) {
        guard let transfer = commit.items,
              let source = panes[transfer.source], let destination = panes[transfer.destination] else {
            perform(engine.handle(.transferFailed(commit.id, reason: "that content cannot be stored here")))
            return
        }
        let outcome: Result<Bool, HostFailure>
        switch (source, destination) {
        case (.folder, .folder), (.photos, .photos), (.folder, .photos), (.photos, .folder):
            outcome = storeFiles(transfer, from: source, to: destination)
        case (.reminders(let from), .reminders(let to)):
            outcome = storeReminders(transfer, from: from, to: to)
        default:
            outcome = .failure(HostFailure("those panes hold different things"))
        }
        switch outcome {
        case .success(true):
            perform(engine.handle(.transferSucceeded(transfer.id)))
        case .success(false):
            perform(engine.handle(.transferUnchanged(transfer.id)))
        case .failure(let failure):
            perform(engine.handle(.transferFailed(transfer.id, reason: failure.message)))
        }
        if let from = source.folderPath, let to = destination.folderPath {
            // What another program did meanwhile (a file deleted mid-drag) shows now (issue 34),
            // once the batch's other commits are stored too (``perform(_:)``).
            if foldersToList != nil { foldersToList?.append(contentsOf: [from, to]) } else { synchronize(folders: [from, to]) }
        }
        surface?.contentChanged()
    }

    /// Moves (one `rename(2)` each, S3) or copies the files of `transfer`; a failure part way
    /// moves the ones already moved back, so nothing is half done. Returns whether the disk changed.
    func storeFiles(_ transfer: Transfer, from source: Pane, to destination: Pane) -> Result<Bool, HostFailure> {
        guard let folder, let from = source.folderPath, let to = destination.folderPath else {
            return .failure(HostFailure("the folder is not available"))
        }
        if from == to && transfer.operation == .move {
            // A reorder within a folder (or between two views of it): the folder keeps the order
            // people gave it, so it is what the gap showed, after a restart too, and undo and redo
            // write it back (issue 34, S3, S10). A folder that can't be written refuses.
            do throws(HostFailure) {
                if source != destination { try keepOrder(of: source) }
                try keepOrder(of: destination)
            } catch {
                return .failure(error)
            }
            return .success(true)
        }
        defer {
            // The places the items took (and left) are the folders' order from now on.
            try? keepOrder(of: source)
            try? keepOrder(of: destination)
        }
        func path(_ item: ItemID) -> String? {
            guard let record = records[item] else { return nil }
            let name = record.isFolder ? String(record.name.dropLast()) : record.name
            return from.isEmpty ? name : from + "/" + name
        }
        switch transfer.operation {
        case .move:
            var done: [(name: String, item: ItemID)] = []
            for item in transfer.items {
                guard let source = path(item), let record = records[item] else {
                    return .failure(HostFailure("an item is gone"))
                }
                do throws(HostFailure) {
                    try folder.moveItem(source, into: to)
                    done.append((record.isFolder ? String(record.name.dropLast()) : record.name, item))
                } catch {
                    for (name, _) in done.reversed() {
                        try? folder.moveItem(to.isEmpty ? name : to + "/" + name, into: from)
                    }
                    return .failure(error)
                }
            }
            for (name, item) in done where records[item]?.isFolder == true {
                // The folder's contents now live under its new path.
                let moved = to.isEmpty ? name : to + "/" + name
                engine.setOpenedContainer(register(.folder(moved), label: name), for: item)
                synchronizeFolder(moved)
            }
            return .success(true)
        case .copy:
            for (item, copy) in zip(transfer.items, transfer.copies) {
                guard let source = path(item) else { return .failure(HostFailure("an item is gone")) }
                do throws(HostFailure) {
                    let name = try folder.copyFile(at: folder.url(of: source), into: to) { _, _ in }
                    records[copy] = ItemRecord(name: name, title: name, isFolder: false)
                } catch {
                    return .failure(error)
                }
            }
            return .success(true)
        case .delete:
            // Undo of a copy (S10): the copies the drop made go again (files only: folders are
            // never copied here).
            for item in transfer.items {
                guard let path = path(item), records[item]?.isFolder == false else {
                    return .failure(HostFailure("only copied files can be taken back"))
                }
                do {
                    try FileManager.default.removeItem(at: folder.url(of: path))
                } catch {
                    return .failure(HostFailure("the copy of \(path) could not be removed"))
                }
            }
            return .success(true)
        default:
            return .success(false)
        }
    }

    /// Stores a move, copy or delete of reminders in one store transaction (S8, S10).
    func storeReminders(_ transfer: Transfer, from: String, to: String) -> Result<Bool, HostFailure> {
        guard let store else { return .failure(HostFailure("the reminders store is not open")) }
        let ids = transfer.items.compactMap { records[$0]?.name }
        do throws(HostFailure) {
            switch transfer.operation {
            case .move:
                try store.apply(move: ids, from: from, to: to, index: transfer.index, indices: transfer.indices, copyIDs: [])
            case .copy:
                var copyIDs: [String] = []
                for copy in transfer.copies {
                    let id = "rem-desktop-\(copy.rawValue)-\(monotonic())"
                    copyIDs.append(id)
                    records[copy]?.name = id
                }
                try store.apply(move: ids, from: from, to: to, index: transfer.index, indices: transfer.indices, copyIDs: copyIDs)
            case .delete:
                try store.delete(ids, from: from)
            default:
                return .success(false)
            }
        } catch {
            return .failure(error)
        }
        return .success(true)
    }
}
