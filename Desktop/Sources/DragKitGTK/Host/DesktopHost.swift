import DragKit
import DragKitEditing

/// The desktop app's host logic, without GTK (issue 26): it owns the engine (with the editing
/// layer), maps the panes' string ids to engine ids, turns host input into engine events and
/// carries the engine's actions out on the folder, the reminders store and a ``HostSurface``.
///
/// This is the functional core's shell: every method is a small step — feed one event, apply the
/// actions — so tests drive it without a display. Confined to the main thread (GTK's).
@MainActor
public final class DesktopHost {
    /// The engine with the editing layer (undo lives in the core, S10).
    public internal(set) var editor: EditingEngine
    /// The core engine. O(1).
    public internal(set) var engine: DragEngine {
        get { editor.engine }
        _modify { yield &editor.engine }
    }
    /// Where slow work (copies from other apps, F9) runs; `nil` runs it on the main thread.
    public var background: (any BackgroundWork)?
    /// What shows the host; actions go to it as they come.
    public weak var surface: (any HostSurface)?
    let folder: (any FolderModel)?
    let store: (any ReminderStoring)?

    var panes: [ContainerID: Pane] = [:]
    var containerIDs: [String: ContainerID] = [:]
    /// The reminder lists' titles, by list id.
    var listTitles: [String: String] = [:]
    var records: [ItemID: ItemRecord] = [:]
    var nextContainer: UInt32 = 1
    var springs: [SpringID: String] = [:]
    /// Where each pointer was last seen (window coordinates), for the snapshot's sessions.
    var pointerLocations: [PointerID: Point] = [:]
    /// Titles of dragged items another program removed, while the folders are listed again.
    var vanishedFromDrags: [String] = []
    /// The folders listed into their Files containers (their content mirrors the disk).
    var listedFolders: Set<String> = []
    /// While a batch of actions is carried out: the folders its commits touched, listed again
    /// once every commit of the batch is stored (``perform(_:)``); `nil` between batches.
    var foldersToList: [String]?
    /// The key each dimmed item had when it was lifted (``liftedKeys(_:_:)``).
    var liftedItems: [ItemID: String] = [:]
    /// Slow drops' placeholders, by transfer (F9).
    public internal(set) var placeholders: [TransferID: Placeholder] = [:]
    var nextSpring: UInt32 = 1
    /// The engine's scroll view of each pane's scroller, by ``PaneScroller/keys`` (A1).
    var scrollViews: [String: ContainerID] = [:]
    var clock = HostClock()
    /// The monotonic clock in milliseconds (injected: tests pass a manual one).
    let monotonic: () -> Int64

    /// The folder the Files pane showed before a drag sprang folders open (S13): shown again when
    /// the drag ends, as spring-loaded windows close after the drop.
    var springOrigin: String?
    /// The folder the Files pane shows, relative to the root (`""`).
    public internal(set) var openFolder = ""
    /// The last 20 announcements, oldest first (S7).
    public internal(set) var announcements: [String] = []
    /// The last 20 refusals and failures shown, oldest first (F7).
    public internal(set) var failures: [String] = []
    /// Drops from other apps still being read (F9).
    public internal(set) var pendingTransfers = 0
    /// The pointer a drag between apps is carried by.
    public static let mouse = PointerID(1)
    public static let external = PointerID(2)
    /// Whether the drag of ``mouse`` has left the window (handed to XDND).
    public internal(set) var mouseIsOutside = false
    /// Transfers waiting for an external drop's data: the destination and its index.
    var externalDrops: [TransferID: (pane: Pane, index: Int, types: [TypeIdentifier])] = [:]

    /// A host over `folder` (the Files and Photos panes) and `store` (Reminders); either may be
    /// missing (its panes are then empty). Lists the content and registers it. O(items).
    public init(folder: (any FolderModel)?, store: (any ReminderStoring)?, monotonic: @escaping () -> Int64) {
        var engine = DragEngine()
        engine.declareType(DesktopTypes.file, conformsTo: [.item])
        engine.declareType(DesktopTypes.photo, conformsTo: [.item])
        engine.declareType(DesktopTypes.reminder, conformsTo: [.item])
        self.editor = EditingEngine(engine: engine)
        self.folder = folder
        self.store = store
        self.monotonic = monotonic
        // Each pane's scroller is a scroll view around its containers (A1): a drag held at its
        // edge scrolls it, and the host measures the containers in it again after every step.
        for key in PaneScroller.keys {
            let id = ContainerID(nextContainer)
            nextContainer &+= 1
            editor.engine.addScrollView(id, axis: .vertical)
            scrollViews[key] = id
        }
        loadFolder("")
        declareOutline()  // the Files pane is a tree (issue 37)
        if folder != nil { loadPhotos() }
        loadReminders()
    }

    // MARK: Reading the model

    /// The containers shown now, left to right: the open folder (with the levels of its tree
    /// shown under expanded folder rows, issue 37), the reminder lists, the photos.
    public var shownContainers: [String] {
        var keys = [Pane.folder(openFolder).key] + shownLevels
        for id in engine.workspace.containerOrder {
            if case .reminders = panes[id] { keys.append(panes[id]?.key ?? "") }
        }
        if containerIDs["photos"] != nil { keys.append("photos") }
        return keys
    }

    /// The item ids of container `key`, in order (the snapshot's `items`). O(n).
    public func items(in key: String) -> [String] {
        records(in: key).map(\.name)
    }

    /// The records of container `key`'s items, in order. O(n).
    public func records(in key: String) -> [ItemRecord] {
        guard let id = containerIDs[key], let container = engine.workspace.containers[id] else { return [] }
        return container.items.compactMap { records[$0] }
    }

    /// A reminder list's title. O(1).
    public func title(ofList key: String) -> String {
        guard let id = containerIDs[key], case .reminders(let list) = panes[id] else { return key }
        return listTitles[list] ?? list
    }

    /// The key of `item` (`"files/notes.txt"`), or `nil` for an unknown item. O(1).
    public func key(of item: ItemID) -> String? {
        guard let record = records[item], let container = engine.workspace.container(of: item),
              let pane = panes[container] else { return nil }
        return pane.key + "/" + record.name
    }

    /// The engine id of item key `key` (`"files/notes.txt"`). O(n) in its container.
    public func itemID(_ key: String) -> ItemID? {
        guard let slash = key.lastIndex(of: "/", ignoringTrailing: true) else { return nil }
        let container = String(key[..<slash])
        let name = String(key[key.index(after: slash)...])
        guard let id = containerIDs[container], let model = engine.workspace.containers[id] else { return nil }
        return model.items.first { records[$0]?.name == name }
    }

    /// The engine id of container `key`. O(1).
    public func containerID(_ key: String) -> ContainerID? { containerIDs[key] }

    /// The pane of engine container `id`. O(1).
    public func pane(of id: ContainerID) -> Pane? { panes[id] }

    /// The file path (relative to the root) of a Files or Photos item. O(1).
    public func path(of item: ItemID) -> String? {
        guard let record = records[item], let container = engine.workspace.container(of: item),
              let folder = panes[container]?.folderPath else { return nil }
        let name = record.isFolder ? String(record.name.dropLast()) : record.name
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// The record of `item`. O(1).
    public func record(of item: ItemID) -> ItemRecord? { records[item] }

    // MARK: Registering content

    /// Registers `pane` as a container (once) and returns its id. O(1).
    @discardableResult
    func register(_ pane: Pane, label: String) -> ContainerID {
        if let id = containerIDs[pane.key] { return id }
        let id = ContainerID(nextContainer)
        nextContainer &+= 1
        var policy = ContainerPolicy()
        switch pane {
        case .folder(let path):
            // Drags within the folder move the files (S3); other apps' drops copy (S2).
            policy.crossContainerOperation = .move
            policy.acceptedTypes = [DesktopTypes.file, .fileURL, .png]
            if let folder, folder.isDropBox(path) {
                policy.dropsAreUndoable = false  // a write-only folder: no taking back (S11)
                policy.confirmation = .before
                policy.allowsDragging = false
            }
        case .reminders:
            policy.crossContainerOperation = .move  // reminder lists move (S3, S8)
            policy.acceptedTypes = [DesktopTypes.reminder, .plainText, .url]
        case .photos:
            policy.axis = .grid  // a wrapping grid (F6)
            // The dragged photo stays in its cell, dimmed, as rows do: a drop goes before or
            // after the cell under the pointer by halves, where the mark is (issue 34).
            policy.keepsLiftedCells = true
            policy.acceptedTypes = [DesktopTypes.photo, .png, .fileURL]
        }
        do throws(WorkspaceError) {
            try engine.addContainer(Container(id: id, label: label, policy: policy))
        } catch {
            return id
        }
        panes[id] = pane
        containerIDs[pane.key] = id
        // Until it is shown, a container has an empty frame: a subfolder is then reached through
        // its folder row ("drop into", S13) and its own frame never takes a drop.
        _ = engine.handle(.containerFrame(Rect(x: 0, y: 0, width: 0, height: 0), of: id))
        return id
    }

    /// Adds an item to container `container` (at its end, or at `index`). O(1) at the end.
    @discardableResult
    func addItem(_ record: ItemRecord, type: TypeIdentifier, to container: ContainerID, at index: Int? = nil) -> ItemID? {
        let id = engine.makeItemID()
        do throws(WorkspaceError) {
            try engine.insert(Item(id: id, type: type, label: record.title), into: container, at: index)
        } catch {
            return nil
        }
        records[id] = record
        return id
    }

    /// Lists `path` and registers it (once) with its entries, and each subfolder as a container
    /// its row opens ("drop into", S13), listed too (one level down), so a drop on a folder row
    /// lands — and is announced — at its real place among the subfolder's items. Leftovers of
    /// copies a crash cut off are removed first (issue 34). O(entries of the folder and its subfolders).
    func loadFolder(_ path: String) {
        guard folder != nil else { return }
        synchronizeFolder(path)
        for record in records(in: Pane.folder(path).key) where record.isFolder {
            let sub = path.isEmpty ? String(record.name.dropLast()) : path + "/" + String(record.name.dropLast())
            if !listedFolders.contains(sub) { synchronizeFolder(sub) }
        }
    }

    /// Lists the photos folder into the grid. O(photos).
    func loadPhotos() {
        guard let folder else { return }
        register(.photos, label: "Photos")
        folder.removeUnfinishedCopies(in: DesktopTypes.photosFolder)
        perform(synchronize(.photos))
    }

    /// Whether `name` looks like an image the grid shows. O(n).
    static func isImageName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return [".png", ".jpg", ".jpeg", ".gif", ".webp"].contains { lower.hasSuffix($0) }
    }

    /// Reads the reminder lists from the store and registers them. O(reminders).
    func loadReminders() {
        guard let store else { return }
        let lists: [(id: String, title: String, reminders: [(id: String, title: String)])]
        do throws(HostFailure) {
            lists = try store.lists()
        } catch {
            record(failure: error.message)
            return
        }
        for list in lists {
            listTitles[list.id] = list.title
            let id = register(.reminders(list.id), label: list.title)
            for reminder in list.reminders {
                addItem(ItemRecord(name: reminder.id, title: reminder.title, isFolder: false),
                        type: DesktopTypes.reminder, to: id)
            }
        }
    }

    // MARK: Log

    func record(announcement: String) {
        announcements.append(announcement)
        if announcements.count > 20 { announcements.removeFirst(announcements.count - 20) }
        surface?.announce(announcement)
    }

    func record(failure: String) {
        failures.append(failure)
        if failures.count > 20 { failures.removeFirst(failures.count - 20) }
        surface?.showFailure(failure)
    }

    /// Shows a refusal the host found itself (a drop of text on the Files pane): visibly, to
    /// assistive technology, and in the snapshot (F7).
    public func refuse(_ message: String) {
        record(failure: message)
        record(announcement: message)
        surface?.stateChanged()
    }
}

extension String {
    /// The last `/` that is not the string's own last character (a folder's trailing slash).
    func lastIndex(of character: Character, ignoringTrailing: Bool) -> String.Index? {
        guard !isEmpty else { return nil }
        let body = ignoringTrailing && hasSuffix("/") ? self[..<index(before: endIndex)] : self[...]
        return body.lastIndex(of: character)
    }
}
