import DragKit

/// A placeholder a host would be showing for a drop that is loading (F9).
public struct PlaceholderState: Hashable, Sendable {
    public var container: ContainerID
    public var index: Int
    public var label: String
    /// One per item of the drop, in order (F9).
    public var items: [PlaceholderItem]
    public var progress: TransferProgress?

    public init(container: ContainerID, index: Int, label: String, items: [PlaceholderItem] = [], progress: TransferProgress?) {
        self.container = container
        self.index = index
        self.label = label
        self.items = items
        self.progress = progress
    }
}

extension DragSimulator {
    // MARK: Host reports for slow transfers (S14, F9) and tasks (F10)

    /// Reports that `completedBytes` of a loading drop's data have arrived.
    public mutating func reportProgress(_ transfer: TransferID, completedBytes: UInt64) {
        record(engine.handle(.transferProgress(transfer, completedBytes: completedBytes)))
    }

    /// Reports that `completedBytes` of one item's data in a loading drop have arrived (F9).
    public mutating func reportProgress(_ transfer: TransferID, item: ItemID, completedBytes: UInt64) {
        record(engine.handle(.transferProgress(transfer, item: item, completedBytes: completedBytes)))
    }

    /// Reports that all of a loading drop's data has arrived: `.items` for a list or grid, or
    /// the items' text for a text view (P1).
    public mutating func finishLoading(_ transfer: TransferID, _ content: LoadedContent = .items) {
        record(engine.handle(.transferLoaded(transfer, content)))
    }

    /// The person stops a loading drop.
    public mutating func cancelLoading(_ transfer: TransferID) {
        record(engine.handle(.transferCancelled(transfer)))
    }

    /// The source deletes `item`.
    public mutating func removeItem(_ item: ItemID) throws(WorkspaceError) {
        record(try engine.removeItem(item))
    }

    public mutating func reportTaskProgress(_ task: TaskID, fraction: Double) {
        record(engine.handle(.taskProgress(task, fraction: fraction)))
    }

    public mutating func finishTask(_ task: TaskID) {
        record(engine.handle(.taskFinished(task)))
    }

    public mutating func failTask(_ task: TaskID, reason: String) {
        record(engine.handle(.taskFailed(task, reason: reason)))
    }

    // MARK: Reading the output

    /// The placeholders a host would show now, by transfer, replayed from the log.
    public var placeholders: [TransferID: PlaceholderState] {
        var shown: [TransferID: PlaceholderState] = [:]
        for action in log {
            switch action {
            case .insertPlaceholder(let id, let container, let index, let label, let items):
                shown[id] = PlaceholderState(container: container, index: index, label: words(label), items: items, progress: nil)
            case .showProgress(let id, let progress):
                shown[id]?.progress = progress
            case .removePlaceholder(let id):
                shown[id] = nil
            default:
                break
            }
        }
        return shown
    }

    /// Every representation load requested, in order.
    public var loadRequests: [(transfer: TransferID, item: ItemID, type: TypeIdentifier, fields: [String])] {
        log.compactMap {
            if case .loadRepresentation(let id, let item, let type, let fields) = $0 { return (id, item, type, fields) }
            return nil
        }
    }

    /// Every progress report shown for `transfer`, in order.
    public func progressReports(_ transfer: TransferID) -> [TransferProgress] {
        log.compactMap { if case .showProgress(let id, let progress) = $0, id == transfer { return progress } else { return nil } }
    }

    /// Every task started, in order.
    public var startedTasks: [(task: TaskID, container: ContainerID, items: [ItemID])] {
        log.compactMap { if case .startTask(let id, let container, let items) = $0 { return (id, container, items) } else { return nil } }
    }

    /// Every state reported for `task`, in order.
    public func taskStates(_ task: TaskID) -> [TaskState] {
        log.compactMap { if case .updateTask(let id, let state) = $0, id == task { return state } else { return nil } }
    }
}
