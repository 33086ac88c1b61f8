import DragKit
import DragKitDesktopFiles
import Foundation

// Drags from other apps (S1, S2, A2, F9): the drop target's enter, motion, leave and drop become
// an external drag session of the engine; at the drop the host reads only the format the
// destination takes, stores it, and reports the outcome.

extension DesktopHost {
    /// The most a drop of text or a URI list may carry, in bytes (a refusal beyond).
    public static let textLimit = 1 << 20
    /// The most an image dropped as bytes may carry.
    public static let imageLimit = 32 << 20

    /// A drag from another app entered the window offering `mimeTypes`. O(c + log n).
    public func externalEntered(mimeTypes: [String], at location: Point, time: UInt32) {
        var types: [TypeIdentifier] = []
        for mime in mimeTypes {
            if let type = DesktopTypes.type(ofMIME: mime), !types.contains(type) { types.append(type) }
        }
        let now = clock.event(time, monotonic: monotonic())
        measure()
        perform(engine.handle(.externalDragEntered(ExternalDrag(pointer: Self.external, types: types, location: location, timestamp: now))))
    }

    /// The drag from another app moved. O(c + log n).
    public func externalMoved(to location: Point, time: UInt32) {
        pointer(.moved, at: location, time: time, pointer: Self.external)
    }

    /// The drag from another app left without a drop. O(1).
    public func externalLeft(time: UInt32) {
        let now = clock.event(time, monotonic: monotonic())
        perform(engine.handle(.externalDragExited(Self.external, at: now)))
    }

    /// The drag from another app was released where nothing takes it: XDND then sends a leave,
    /// not a drop (the target had refused), so the host says why here (F7). O(1).
    public func externalReleasedRefused(time: UInt32) {
        let pane = engine.feedback(for: Self.external)?.hoveredContainer.flatMap { panes[$0] }
        externalLeft(time: time)
        refuse(Self.refusal(for: pane))
    }

    /// Whether a drag from another app is over the window now.
    public var externalDragIsOver: Bool { engine.draggingPointers.contains(Self.external) }

    /// The operation the drag from another app would get here: copy, or none. O(1).
    public var externalDropIsAccepted: Bool {
        engine.feedback(for: Self.external)?.destination != nil
    }

    /// The drag from another app was dropped at `location`: returns the transfer and the one MIME
    /// type to read (A2), or `nil` when nothing here takes it (refused, with a message, F7).
    public func externalDropped(at location: Point, time: UInt32) -> (transfer: TransferID, mime: String)? {
        let target = engine.feedback(for: Self.external)?.hoveredContainer.flatMap { panes[$0] }
        let failuresBefore = failures.count
        let before = Set(externalDrops.keys)
        pointer(.up, at: location, time: time, pointer: Self.external)
        guard let transfer = externalDrops.keys.first(where: { !before.contains($0) }),
              let drop = externalDrops[transfer] else {
            if failures.count == failuresBefore {
                refuse(Self.refusal(for: target))
            }
            return nil
        }
        guard let mime = drop.types.lazy.compactMap({ DesktopTypes.mime(of: $0) }).first else {
            finishExternal(transfer, .failure(HostFailure("none of its formats can be read here")))
            return nil
        }
        return (transfer, mime)
    }

    /// The clear message for a drop nothing here takes (F7). O(1).
    static func refusal(for pane: Pane?) -> String {
        switch pane {
        case .folder: return "Files takes files and images, not that: the drop was refused."
        case .reminders: return "Reminders takes text and links, not that: the drop was refused."
        case .photos: return "Photos takes images, not that: the drop was refused."
        case nil: return "Nothing here takes that: the drop was refused."
        }
    }

    /// The data of an external drop arrived (`bytes` of `mime`), or could not be read
    /// (`failure`). Stores it and reports to the engine. O(bytes).
    public func externalData(_ transfer: TransferID, mime: String, bytes: [UInt8]) {
        guard let drop = externalDrops[transfer] else { return }
        if mime == "text/uri-list", drop.pane.folderPath != nil, bytes.count <= Self.textLimit {
            let urls = Self.fileURLs(inURIList: bytes)
            if drop.pane == .photos, let bad = urls.first(where: { !Self.isImageName($0.lastPathComponent) }) {
                finishExternal(transfer, .failure(HostFailure("\(bad.lastPathComponent) is not an image")))
                return
            }
            if !urls.isEmpty, copyInBackground(urls, into: drop.pane, at: drop.index, transfer: transfer) { return }
        }
        finishExternal(transfer, storeExternal(bytes, mime: mime, into: drop.pane, at: drop.index, transfer: transfer))
    }

    /// Reading the drop failed (too large, the other app went away). O(1).
    public func externalFailed(_ transfer: TransferID, reason: String) {
        finishExternal(transfer, .failure(HostFailure(reason)))
    }

    func finishExternal(_ transfer: TransferID, _ outcome: Result<Void, HostFailure>) {
        let pane = externalDrops.removeValue(forKey: transfer)?.pane
        switch outcome {
        case .success:
            // The files came in where the gap showed: that is the folder's order now (issue 34).
            if let pane, pane.folderPath != nil { try? keepOrder(of: pane) }
            perform(engine.handle(.transferSucceeded(transfer)))
        case .failure(let failure):
            perform(engine.handle(.transferFailed(transfer, reason: failure.message)))
        }
        surface?.contentChanged()
        surface?.stateChanged()
    }

    func storeExternal(_ bytes: [UInt8], mime: String, into pane: Pane, at index: Int, transfer: TransferID) -> Result<Void, HostFailure> {
        guard let container = containerIDs[pane.key] else { return .failure(HostFailure("that place is gone")) }
        let limit = mime == "image/png" ? Self.imageLimit : Self.textLimit
        guard bytes.count <= limit else { return .failure(HostFailure("it is larger than \(limit >> 20) MB")) }
        var position = min(index, engine.workspace.containers[container]?.items.count ?? 0)
        switch pane {
        case .reminders(let list):
            guard let store else { return .failure(HostFailure("the reminders store is not open")) }
            let text = String(decoding: bytes, as: UTF8.self)
            let titles = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map(Self.reminderTitle(fromLine:)).prefix(50)
            guard !titles.isEmpty else { return .failure(HostFailure("it holds no text")) }
            for title in titles {
                let clipped = String(title.prefix(200))
                do throws(HostFailure) {
                    let id = try store.add(title: clipped, to: list, at: position)
                    addItem(ItemRecord(name: id, title: clipped, isFolder: false), type: DesktopTypes.reminder,
                            to: container, at: position)
                    position += 1
                } catch {
                    return .failure(error)
                }
            }
            return .success(())
        case .folder, .photos:
            guard let folder, let path = pane.folderPath else { return .failure(HostFailure("the folder is not open")) }
            let isPhotos = pane == .photos
            var names: [String] = []
            if mime == "image/png" {
                do throws(HostFailure) {
                    names.append(try folder.writeFile(bytes, suggestedName: "Dropped image.png", into: path))
                } catch {
                    return .failure(error)
                }
            } else {
                let urls = Self.fileURLs(inURIList: bytes)
                guard !urls.isEmpty else { return .failure(HostFailure("it names no local file")) }
                for url in urls {
                    if isPhotos && !Self.isImageName(url.lastPathComponent) {
                        return .failure(HostFailure("\(url.lastPathComponent) is not an image"))
                    }
                    do throws(HostFailure) {
                        names.append(try folder.copyFile(at: url, into: path) { [weak self] done, _ in
                            guard let self else { return }
                            _ = self.engine.handle(.transferProgress(transfer, completedBytes: UInt64(max(done, 0))))
                        })
                    } catch {
                        return .failure(error)
                    }
                }
            }
            for name in names {
                addItem(ItemRecord(name: name, title: name, isFolder: false),
                        type: isPhotos ? DesktopTypes.photo : DesktopTypes.file, to: container, at: position)
                position += 1
            }
            return .success(())
        }
    }

    /// The title a line of a drop makes for a reminder: a file's URI (`file:///…/My%20notes.txt`,
    /// a file from a file manager) gives the file's name, decoded ("My notes.txt"); any other
    /// line (text, a web link) is its own title (issue 34, S1, A2). O(n).
    static func reminderTitle(fromLine line: String) -> String {
        guard line.lowercased().hasPrefix("file:"), let url = URL(string: line), url.isFileURL else { return line }
        let name = url.lastPathComponent
        return name.isEmpty || name == "/" ? line : name
    }

    /// The local files a `text/uri-list` names (RFC 2483; the folder model's reader: `file:` URIs
    /// on this machine only, comments and other schemes left out). O(n).
    public static func fileURLs(inURIList bytes: [UInt8]) -> [URL] {
        URIList.fileURLs(from: String(decoding: bytes, as: UTF8.self))
    }
}
