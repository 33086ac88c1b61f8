import DragKit

/// A small model of the simulation's content, written from the requirements rather than from
/// the engine: the lists, what each folder row opens, which drops each place takes, where a
/// pointer's drop lands by the scene's own geometry, and the undo history as whole before and
/// after states. ``SimulationWalk`` checks the engine against it after every step.
///
/// The rules it states (S2–S4, S8, S10, S13, F5–F7):
/// - A drop within a list moves; from another list it copies, except into the file system,
///   which moves (S3); Option copies (S4).
/// - A folder row never goes into its own folder or any folder inside it (F6, F7): such items
///   are refused; when none is left the place is not allowed.
/// - Over a list the drop inserts before the first row (not moving with the drag) whose middle
///   is below the pointer (F6); over the middle half of a folder row that is not dragged and
///   does not open the drag's own list, it goes into that folder, at its end.
/// - Undo puts the lists a change touched back exactly as they were before it; redo exactly
///   as after (S10). An entry applies only while those lists are as it left them; otherwise it
///   is refused as changed since, and only it: changes elsewhere never touch it.
public struct ReferenceModel: Sendable {
    /// Every container's items, in order.
    public internal(set) var lists: [ContainerID: [ItemID]]
    /// Every item's name.
    public internal(set) var labels: [ItemID: String]
    /// The folder each folder row opens.
    public let opens: [ItemID: ContainerID]
    /// Changes that can be undone, oldest first.
    public internal(set) var undoStack: [ModelEntry] = []
    /// Undone changes that can be redone, oldest first.
    public internal(set) var redoStack: [ModelEntry] = []
    /// How many changes undo keeps (the engine's default, S10).
    public var undoLimit = 100

    /// The model of `sim`'s content as it is now, with the scene's folder rows.
    public init(of sim: DragSimulator) {
        var lists: [ContainerID: [ItemID]] = [:]
        var labels: [ItemID: String] = [:]
        var opens: [ItemID: ContainerID] = [:]
        for container in SimulationScene.containers {
            lists[container] = sim.order(of: container)
            for item in sim.order(of: container) {
                labels[item] = sim.engine.workspace.items[item]?.label
                if let opened = sim.engine.openedContainer(of: item) { opens[item] = opened }
            }
        }
        self.lists = lists
        self.labels = labels
        self.opens = opens
    }

    // MARK: Rules

    /// What a drop from `source` into `destination` does (S2, S3, S4). O(1).
    public func operation(from source: ContainerID, to destination: ContainerID, option: Bool) -> DropOperation {
        if option { return .copy }
        if source == destination { return .move }
        return SimulationScene.movingContainers.contains(destination) ? .move : .copy
    }

    /// The folder `folder` opens and every folder inside it. O(items under it).
    public func subtree(of folder: ItemID) -> Set<ContainerID> {
        guard let top = opens[folder] else { return [] }
        var found: Set<ContainerID> = [top]
        var queue = [top]
        while let container = queue.popLast() {
            for item in lists[container] ?? [] {
                if let inner = opens[item], found.insert(inner).inserted { queue.append(inner) }
            }
        }
        return found
    }

    /// Whether `item` may go into `container`: anything may, except a folder row into its own
    /// folder or one inside it. O(items under it).
    public func canGo(_ item: ItemID, into container: ContainerID) -> Bool {
        opens[item] == nil || !subtree(of: item).contains(container)
    }

    /// The container holding `item`. O(items).
    public func container(of item: ItemID) -> ContainerID? {
        for (container, list) in lists where list.contains(item) { return container }
        return nil
    }

    /// Every item, in container order. O(items).
    public var allItems: [ItemID] {
        SimulationScene.containers.flatMap { lists[$0] ?? [] }
    }

    // MARK: Where a pointer's drop lands

    /// What a drop of `items` (dragged from `source`, Option held or not) at `point` would do,
    /// by the scene's geometry, Archive scrolled by `archiveOffset` (F5, F6).
    /// O(rows + items under a dragged folder).
    public func feedback(at point: Point, dragging items: [ItemID], from source: ContainerID, option: Bool,
                         offsets: [ContainerID: Double]) -> ModelFeedback {
        guard let container = SimulationScene.visible.first(where: { SimulationScene.geometry[$0]?.contains(point) == true }),
              let shape = SimulationScene.geometry[container] else {
            return ModelFeedback(hovered: nil, destination: nil, index: 0, into: nil, operation: .cancel, accepted: [])
        }
        let offset = offsets[container] ?? 0
        let rows = lists[container] ?? []
        // Over the middle half of a folder row: into its folder (not the drag's own list).
        for (row, item) in rows.enumerated() {
            guard let folder = opens[item], folder != source, !items.contains(item) else { continue }
            let top = shape.top(ofRow: row, offset: offset)
            let within = point.y - top
            guard within >= 0 && within < SimulationScene.rowHeight else { continue }
            let edge = SimulationScene.rowHeight * DropIntoBand.edgeFraction
            guard within >= edge && within <= SimulationScene.rowHeight - edge else { break }
            let accepted = items.filter { canGo($0, into: folder) }
            guard !accepted.isEmpty else {
                return ModelFeedback(hovered: container, destination: nil, index: 0, into: nil, operation: .forbidden, accepted: [])
            }
            let operation = self.operation(from: source, to: folder, option: option)
            let staying = operation == .move ? items.count(where: { lists[folder]?.contains($0) == true }) : 0
            return ModelFeedback(hovered: container, destination: folder, index: (lists[folder]?.count ?? 0) - staying,
                                 into: item, operation: operation, accepted: accepted)
        }
        let accepted = items.filter { canGo($0, into: container) }
        guard !accepted.isEmpty else {
            return ModelFeedback(hovered: container, destination: nil, index: 0, into: nil, operation: .forbidden, accepted: [])
        }
        let operation = self.operation(from: source, to: container, option: option)
        var index = 0
        for (row, item) in rows.enumerated() where !(operation == .move && items.contains(item)) {
            if shape.top(ofRow: row, offset: offset) + SimulationScene.rowHeight / 2 <= point.y { index += 1 }
        }
        return ModelFeedback(hovered: container, destination: container, index: index, into: nil,
                             operation: operation, accepted: accepted)
    }

    // MARK: Changes

    /// Moves `items` into `container` at `index` of its list without them. O(items).
    public mutating func move(_ items: [ItemID], to container: ContainerID, at index: Int) {
        for key in lists.keys { lists[key]?.removeAll { items.contains($0) } }
        let count = lists[container]?.count ?? 0
        lists[container]?.insert(contentsOf: items, at: min(max(index, 0), count))
    }

    /// Inserts `copies` of `originals` into `container` at `index`, named as their originals
    /// are now or, for those in `named`, as it says (an item re-created from a drop-time
    /// snapshot, S14). O(items).
    public mutating func copy(_ originals: [ItemID], as copies: [ItemID], to container: ContainerID, at index: Int,
                              labels named: [ItemID: String] = [:]) {
        for (original, copy) in zip(originals, copies) { labels[copy] = named[original] ?? labels[original] }
        let count = lists[container]?.count ?? 0
        lists[container]?.insert(contentsOf: copies, at: min(max(index, 0), count))
    }

    /// A new item, made elsewhere. O(n).
    public mutating func insert(_ item: ItemID, label: String, into container: ContainerID, at index: Int) {
        labels[item] = label
        let count = lists[container]?.count ?? 0
        lists[container]?.insert(item, at: min(max(index, 0), count))
    }

    /// Items deleted (elsewhere, or copies taken back). O(items).
    public mutating func remove(_ items: [ItemID]) {
        for key in lists.keys { lists[key]?.removeAll { items.contains($0) } }
    }

    /// An item renamed elsewhere. O(1).
    public mutating func rename(_ item: ItemID, to label: String) {
        labels[item] = label
    }

    /// Takes moved items back to recorded places (a failed commit, F7): all are taken out, then
    /// each is put back at its index, in ascending order, clamped to its list. O(items).
    public mutating func restore(_ placements: [ItemPlacement]) {
        let present = placements.filter { container(of: $0.item) != nil }
        remove(present.map { $0.item })
        for placement in present.sorted(by: { $0.index < $1.index }) {
            let count = lists[placement.container]?.count ?? 0
            lists[placement.container]?.insert(placement.item, at: min(max(placement.index, 0), count))
        }
    }

    /// Brings back removed copies at recorded places (a failed undo of a copy, S10), in
    /// ascending order, clamped; those present are left alone. O(items).
    public mutating func revive(_ placements: [ItemPlacement]) {
        for placement in placements.sorted(by: { $0.index < $1.index }) where container(of: placement.item) == nil {
            let count = lists[placement.container]?.count ?? 0
            lists[placement.container]?.insert(placement.item, at: min(max(placement.index, 0), count))
        }
    }

    /// Where `items`, dragged from `source`, come from now that another drop may have moved
    /// them (S9): all present ones together in one other list, that list and all of them;
    /// otherwise `source` and only those still in it. O(items).
    public func origin(of items: [ItemID], leftFrom source: ContainerID) -> (source: ContainerID, items: [ItemID]) {
        let containers = Set(items.compactMap { container(of: $0) })
        if containers.count == 1, let other = containers.first, other != source { return (other, items) }
        return (source, items.filter { container(of: $0) == source })
    }

    /// Where each of `items` is now. O(items).
    public func placements(of items: [ItemID]) -> [ItemPlacement] {
        items.compactMap { item in
            guard let container = container(of: item), let index = lists[container]?.firstIndex(of: item) else { return nil }
            return ItemPlacement(item: item, container: container, index: index)
        }
    }

    /// The lists of `containers`, as they are now.
    public func state(of containers: [ContainerID]) -> [ContainerID: [ItemID]] {
        var state: [ContainerID: [ItemID]] = [:]
        for container in containers { state[container] = lists[container] ?? [] }
        return state
    }

    /// Sets the lists of a state.
    mutating func set(_ state: [ContainerID: [ItemID]]) {
        for (container, list) in state { lists[container] = list }
    }

    // MARK: History (S10)

    /// A new change was made: it goes on the undo stack (the oldest beyond the limit
    /// forgotten) and the redo stack is cleared. O(limit).
    public mutating func record(_ entry: ModelEntry) {
        undoStack.append(entry)
        if undoStack.count > undoLimit { undoStack.removeFirst(undoStack.count - undoLimit) }
    }

    /// A new change is being made: what was undone can't be redone any more.
    public mutating func clearRedo() {
        redoStack = []
    }

    /// What Undo does now: nothing to undo, still saving, refused as changed since (the entry
    /// is forgotten), or it applies (the lists go back to before it, the entry moves to the
    /// redo stack, busy until `transfer` is stored). O(items).
    public mutating func undo() -> HistoryAnswer {
        guard let entry = undoStack.last else { return .nothing }
        if entry.busy != nil { return .stillSaving(entry) }
        guard state(of: entry.touched) == entry.after else {
            undoStack.removeLast()
            return .changedSince(entry)
        }
        undoStack.removeLast()
        set(entry.before)
        redoStack.append(entry)
        return .applies(entry)
    }

    /// What Redo does now, as ``undo()`` does. O(items).
    public mutating func redo() -> HistoryAnswer {
        guard let entry = redoStack.last else { return .nothing }
        if entry.busy != nil { return .stillSaving(entry) }
        guard state(of: entry.touched) == entry.before else {
            redoStack.removeLast()
            return .changedSince(entry)
        }
        redoStack.removeLast()
        set(entry.after)
        undoStack.append(entry)
        return .applies(entry)
    }

    /// The last applied undo or redo (or change) waits for the host's answer to `transfer`.
    public mutating func markBusy(_ transfer: TransferID, entry id: TransferID) {
        if let index = undoStack.lastIndex(where: { $0.id == id }) { undoStack[index].busy = transfer }
        if let index = redoStack.lastIndex(where: { $0.id == id }) { redoStack[index].busy = transfer }
    }

    /// The host stored `transfer`: its entry may be undone or redone again.
    public mutating func stored(_ transfer: TransferID) {
        for index in undoStack.indices where undoStack[index].busy == transfer { undoStack[index].busy = nil }
        for index in redoStack.indices where redoStack[index].busy == transfer { redoStack[index].busy = nil }
    }

    /// The host could not store `transfer`, the step of `role`: the history goes back to where
    /// it was before that step (S10): a failed change leaves it, a failed undo puts the entry
    /// back on the undo stack, a failed redo back on the redo stack.
    public mutating func failed(_ transfer: TransferID, role: ModelRole) {
        if let index = undoStack.lastIndex(where: { $0.busy == transfer }) {
            var entry = undoStack.remove(at: index)
            if role == .redo {
                entry.busy = nil
                redoStack.append(entry)
            }
        } else if let index = redoStack.lastIndex(where: { $0.busy == transfer }) {
            var entry = redoStack.remove(at: index)
            entry.busy = nil
            undoStack.append(entry)
        }
    }
}

/// What a pointer drop at a place would do, by the model (``ReferenceModel/feedback(at:dragging:from:option:offsets:)``).
public struct ModelFeedback: Hashable, Sendable, CustomStringConvertible {
    /// The visible list under the pointer.
    public var hovered: ContainerID?
    /// Where the drop goes; `nil` over nothing or where it is not allowed.
    public var destination: ContainerID?
    /// The index it inserts at, in the destination without the items a move takes out.
    public var index: Int
    /// The folder row it goes into.
    public var into: ItemID?
    /// `.cancel` over nothing, `.forbidden` where not allowed, else the drop's operation.
    public var operation: DropOperation
    /// The dragged items the destination takes.
    public var accepted: [ItemID]

    public var description: String {
        guard let destination else { return operation == .forbidden ? "not allowed over \(hovered.map { "\($0)" } ?? "-")" : "no destination" }
        return "\(operation) \(accepted) to \(destination) at \(index)\(into.map { " into row \($0)" } ?? "")"
    }
}

/// One change in the model's history: the lists it touched, before and after.
public struct ModelEntry: Hashable, Sendable {
    /// The transfer that first made the change (the engine's record's id).
    public var id: TransferID
    /// The step waiting for the host's answer, if any.
    public var busy: TransferID?
    public var operation: DropOperation
    /// The items moved, or the originals copied.
    public var items: [ItemID]
    /// The copies made (a copy).
    public var copies: [ItemID]
    public var source: ContainerID
    public var destination: ContainerID
    /// The index the change inserted at.
    public var index: Int
    /// Where the moved items were before the change.
    public var placements: [ItemPlacement]
    public var touched: [ContainerID]
    public var before: [ContainerID: [ItemID]]
    public var after: [ContainerID: [ItemID]]

    public init(id: TransferID, busy: TransferID?, operation: DropOperation, items: [ItemID], copies: [ItemID],
                source: ContainerID, destination: ContainerID, index: Int, placements: [ItemPlacement],
                touched: [ContainerID], before: [ContainerID: [ItemID]], after: [ContainerID: [ItemID]]) {
        self.id = id
        self.busy = busy
        self.operation = operation
        self.items = items
        self.copies = copies
        self.source = source
        self.destination = destination
        self.index = index
        self.placements = placements
        self.touched = touched
        self.before = before
        self.after = after
    }
}

/// What an undo or redo does, by the model.
public enum HistoryAnswer: Hashable, Sendable {
    case nothing
    case stillSaving(ModelEntry)
    case changedSince(ModelEntry)
    case applies(ModelEntry)
}

/// Which step of the history a commit is.
public enum ModelRole: UInt8, Hashable, Sendable {
    case change = 0, undo, redo
}
