import DragKit

/// A model-based walk through the engine (issue 34): it performs ``SimulationStep``s on the
/// ``SimulationScene`` through a ``DragSimulator`` — pointer, touch and keyboard drags of single
/// items and of contiguous and scattered selections, put-backs, Escape and cancels, rests on
/// folder rows and scroll edges, undo and redo, changes from another window, commits that fail
/// or answer late, drops that load — and after every step checks the engine against a
/// ``ReferenceModel``:
///
/// 1. a drop lands exactly where the last feedback said (destination, index, "into" row,
///    operation, the items taken), and that feedback is the model's for the pointer's place;
///    a keyboard drop lands at the drop point last announced;
/// 2. a put-back and a cancel change nothing (content, history);
/// 3. undo restores exactly the lists before a change (each item at its own index), redo
///    exactly the lists after it; an entry is refused as changed since only when its own lists
///    changed, and says so when tried;
/// 4. a failed or refused transfer is never announced as done and leaves the content as it was;
/// 5. nothing is lost or duplicated: the engine's lists, the host's mirror and the model's agree;
/// 6. every announced position and count equals the outcome.
///
/// A walk stops at the first broken invariant (``failure``). O(steps × (events per step ×
/// engine cost + items)).
public struct SimulationWalk: Sendable {
    public internal(set) var sim: DragSimulator
    public internal(set) var model: ReferenceModel
    /// How many times each kind of thing happened, for the walk's report.
    public internal(set) var coverage = SimulationCoverage()
    /// The first broken invariant, if any.
    public internal(set) var failure: SimulationFailure?
    /// The step being performed, counted from 0.
    public internal(set) var stepIndex = 0
    /// Commits the host has not answered yet, with what undoing them in the model takes.
    var waiting: [TransferID: WaitingCommit] = [:]
    /// Drops loading their data (S14), oldest first.
    var loads: [WaitingLoad] = []
    /// Every item id the engine or the walk ever used: another window never reuses one.
    var usedIDs: Set<ItemID> = []
    var renameCount = 0

    /// A walk at the start of the scene.
    public init() throws(WorkspaceError) {
        sim = try SimulationScene.make()
        model = ReferenceModel(of: sim)
        usedIDs = Set(model.allItems)
    }

    /// Performs `steps` on a fresh scene, stopping at the first broken invariant. O(steps).
    public static func run(_ steps: [SimulationStep]) -> SimulationWalk {
        var walk: SimulationWalk
        do {
            walk = try SimulationWalk()
        } catch {
            preconditionFailure("the simulation's scene could not be built: \(error)")
        }
        for step in steps {
            if walk.failure != nil { break }
            walk.perform(step)
        }
        return walk
    }

    /// Performs one step and checks every invariant after it.
    public mutating func perform(_ step: SimulationStep) {
        guard failure == nil else { return }
        sim.clearLog()
        switch step {
        case .pointerDrag(let plan): pointerDrag(plan)
        case .keyboardDrag(let plan): keyboardDrag(plan)
        case .undo(let outcome): history(undo: true, outcome: outcome)
        case .redo(let outcome): history(undo: false, outcome: outcome)
        case .outside(let change): outside(change)
        case .settle(let choice): settle(choice)
        }
        checkSettled()
        noteUsedIDs(in: sim.log)
        stepIndex += 1
        coverage.steps += 1
    }

    // MARK: Checking

    /// Notes `what` as broken at the current step, unless something already broke.
    mutating func fail(_ what: String) {
        if failure == nil { failure = SimulationFailure(step: stepIndex, message: what) }
    }

    /// After every step: no session left, and the engine's content, names, host mirror,
    /// waiting commits and history depths agree with the model (invariants 3, 5).
    mutating func checkSettled() {
        if !(sim.engine.draggingPointers.isEmpty && sim.engine.phase(of: .keyboard) == nil) { fail("a drag is still in progress after the step") }
        for container in SimulationScene.containers {
            let engine = sim.order(of: container)
            let expected = model.lists[container] ?? []
            if !(engine == expected) { fail("list \(container) is \(engine), the model says \(expected)") }
        }
        for item in model.allItems {
            if !(sim.engine.workspace.items[item]?.label == model.labels[item]) { fail("item \(item) is named \(sim.engine.workspace.items[item]?.label ?? "-"), the model says \(model.labels[item] ?? "-")") }
        }
        if !(Set(sim.engine.workspace.items.keys) == Set(model.allItems)) { fail("the engine holds items the lists don't show, or lost some") }
        if !(sim.mirrorIsInStep) { fail("the host's mirror differs from the engine (\(sim.mirrorErrors))") }
        let engineWaiting = Set(sim.engine.uncommittedCommits.compactMap(\.items).map { $0.id })
        if !(engineWaiting == Set(waiting.keys)) { fail("waiting commits \(engineWaiting.sorted()), the model waits for \(waiting.keys.sorted())") }
        if !(sim.engine.undoDepth == model.undoStack.count && sim.engine.redoDepth == model.redoStack.count) { fail("history depths undo \(sim.engine.undoDepth), redo \(sim.engine.redoDepth); the model has \(model.undoStack.count), \(model.redoStack.count)") }
    }

    /// Remembers every item id the log's content changes use, so another window never makes an
    /// item with an id a copy had (redo brings copies back with their ids, S10).
    mutating func noteUsedIDs(in log: [Action]) {
        for action in log {
            guard case .applyChange(.items(let steps)) = action else { continue }
            for step in steps {
                switch step {
                case .insert(let item, _, _), .duplicate(_, let item), .create(let item, _, _): usedIDs.insert(item)
                default: break
                }
            }
        }
    }

    /// The announcements in `log` from `mark` on, in the order the host carried them out.
    func said(since mark: Int) -> [Announcement.Event] {
        sim.log[mark...].compactMap { $0.announcement?.event }.flatMap { flatten($0) }
    }

    /// What a step's change `commit` says: what was said since `mark` (its words, once the host
    /// stored it) and what waits in the engine to be said when a late answer stores it (F7,
    /// issue 36). A change the host refused says nothing of it done, only its failure.
    func said(since mark: Int, storing commit: TransferID) -> [Announcement.Event] {
        said(since: mark) + sim.engine.wordsWaiting(for: commit).flatMap { flatten($0.event) }
    }

    func flatten(_ event: Announcement.Event) -> [Announcement.Event] {
        if case .sequence(let events) = event { return events.flatMap { flatten($0) } }
        return [event]
    }

    /// The scroll offsets the host shows now (the simulator carries scrolls out, A1).
    var offsets: [ContainerID: Double] {
        var offsets: [ContainerID: Double] = [:]
        for container in SimulationScene.visible {
            if let offset = sim.engine.scrollMetrics(of: container)?.offset { offsets[container] = offset }
        }
        return offsets
    }

    /// A visible list with items, picked by `pick`; `nil` when all are empty.
    func sourceList(_ pick: UInt8) -> ContainerID? {
        let candidates = SimulationScene.visible.filter { !(model.lists[$0] ?? []).isEmpty }
        guard !candidates.isEmpty else { return nil }
        return candidates[Int(pick) % candidates.count]
    }

    /// The label for announcements of `items` as the engine describes them: one by its name,
    /// several by their count.
    func subject(_ items: [ItemID]) -> Announcement.Subject {
        items.count == 1 ? .item(model.labels[items[0]] ?? "item") : .items(items.count)
    }

    func label(of container: ContainerID) -> String {
        sim.engine.workspace.containers[container]?.label ?? "the list"
    }

    /// Whether a drop of `items` into `destination` loads their data first (S14): an item of
    /// Archive's type taken anywhere but a reorder in its own list.
    func loads(_ items: [ItemID], operation: DropOperation, to destination: ContainerID, from source: ContainerID) -> Bool {
        guard !(operation == .move && destination == source) else { return false }
        return items.contains { sim.engine.workspace.items[$0]?.type == SimulationScene.loadingType }
    }
}

/// A commit the host has not answered, and how the model takes it back if it fails.
struct WaitingCommit: Sendable {
    var role: ModelRole
    /// The moved items' places before the step, to restore (F7).
    var restore: [ItemPlacement]
    /// Copies the step made, to remove.
    var removeCopies: [ItemID]
    /// Copies the step removed (an undo of a copy), to bring back at these places.
    var revive: [ItemPlacement]
}

/// A drop loading its data (S14), as the model keeps it.
struct WaitingLoad: Sendable {
    var id: TransferID
    var operation: DropOperation
    var items: [ItemID]
    var labels: [ItemID: String]
    var source: ContainerID
    var destination: ContainerID
    var index: Int
    /// The item the placeholder stands before, in the destination without the moved items.
    var anchor: ItemID?
    var offered: Int
}

/// The first broken invariant of a walk: at which step, and what.
public struct SimulationFailure: Hashable, Sendable, CustomStringConvertible {
    public var step: Int
    public var message: String
    public var description: String { "step \(step): \(message)" }

    /// What kind of invariant broke: the message's first words, numbers left out, so a shrunk
    /// walk keeps failing the same way.
    public var kind: String {
        String(message.filter { !$0.isNumber }.prefix(24))
    }
}

/// How many times each kind of thing happened in a walk.
public struct SimulationCoverage: Hashable, Sendable {
    public var steps = 0
    public internal(set) var counts: [String: Int] = [:]

    public init() {}

    mutating func note(_ kind: String, _ count: Int = 1) {
        counts[kind, default: 0] += count
    }

    /// The counts of `other` added to these.
    public mutating func add(_ other: SimulationCoverage) {
        steps += other.steps
        for (kind, count) in other.counts { counts[kind, default: 0] += count }
    }

    /// How many times `kind` happened.
    public subscript(_ kind: String) -> Int { counts[kind] ?? 0 }

    /// One line per kind, sorted by name.
    public var report: String {
        counts.keys.sorted().map { "\($0): \(counts[$0] ?? 0)" }.joined(separator: "\n")
    }
}

/// Ids print as their numbers in the simulation's reports ("[19, 20, 21]").
extension Identifier: CustomStringConvertible {
    public var description: String { "\(rawValue)" }
}
