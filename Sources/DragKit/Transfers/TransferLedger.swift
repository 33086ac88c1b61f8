/// Every transfer the engine is waiting on the host for, keyed by transfer id: one entry per
/// transfer, whose stage says what the engine waits for (S10, S14, F7, F9, P1).
///
/// A transfer is first *loading* when its drop waits for its data
/// (``Action/loadRepresentation(_:item:type:fields:)``: items for a list or grid, or their text
/// for a text view, one ``PendingLoad`` either way), then *committing* once it was handed to the host
/// (``Action/commit(_:)``) until the host reports the outcome. A
/// drop that cannot be undone waits for its answer in the undo history's confirmations, not
/// here, and enters the ledger as committing once confirmed (S11).
///
/// Modelled as a state machine in the style of swift-nio: the host's reports are `mutating
/// func`s that move or remove the entry and return what the engine must do with it (a small
/// action enum), so ``DragEngine`` looks a transfer up once, whatever its kind. All operations
/// are O(1) except the ordered listings, O(t log t) for t transfers.
///
/// It is the engine's transfers part (issue 23): it also hands out transfer and task ids, keeps
/// the tasks drops started (F10) and, per committing drop, the selections to restore if the
/// commit fails (A5). ``DragEngine/removeAll()`` starts a fresh ledger that keeps counting ids
/// (``emptied()``), so a late report about a forgotten transfer or task matches nothing.
struct TransferLedger: Equatable, Sendable {
    /// What the engine waits for on a transfer.
    enum Stage: Hashable, Sendable {
        /// Its data is loading (S14, F9).
        case loading
        /// It was handed to the host to store (S10, F7).
        case committing
    }

    /// One transfer and its payload.
    enum Entry: Equatable, Sendable {
        /// A drop waiting for its data: items for a list or grid, their text for a text view,
        /// or a drop from another app the host is reading and storing (S14, F9, P1, S1).
        case loading(PendingLoad)
        /// A drop, undo, redo or command being stored, items or text, with what takes it
        /// back (S6, S10, F7).
        case committing(PendingTransfer)

        /// The entry's stage.
        var stage: Stage {
            switch self {
            case .loading: return .loading
            case .committing: return .committing
            }
        }
    }

    /// What to do after the host reported that a transfer failed.
    enum FailureAction: Sendable {
        /// A drop's data did not load, or another app's drop could not be read or stored: drop
        /// its placeholder, say why (F7, F9, P1, S1).
        case failLoad(PendingLoad)
        /// A commit (items or text) was not stored: take it back (F7, S10, S6).
        case rollBack(PendingTransfer)
        /// No such transfer (reported twice, or never handed out): nothing to do.
        case ignore
    }

    /// What to do after the host reported that a transfer was stored.
    enum SuccessAction: Sendable {
        /// A drop from another app was stored: its placeholder goes (S1, P1).
        case finishExternal(PendingLoad)
        /// Anything else: the commit's undo data, if any, is forgotten (S10), and what the drop
        /// left to say once stored is said (``PendingTransfer/saidWhenStored``). A loading
        /// transfer stays loading: success is reported for commits only.
        case forget(saying: Announcement.Event?)
    }

    /// What to do after the person stopped a transfer.
    enum CancelAction: Sendable {
        /// Stop loading a drop's data, or receiving one from another app (S14, F9, P1).
        case stopLoad(PendingLoad)
        /// Not loading: committing transfers can't be stopped; nothing to do.
        case ignore
    }

    private(set) var entries: [TransferID: Entry] = [:]
    /// The id the next transfer gets.
    private(set) var nextTransferID: UInt32 = 1
    /// Tasks started by drops on task controls and still running (F10).
    private(set) var tasks: [TaskID: RunningTask] = [:]
    /// The id the next task gets.
    private(set) var nextTaskID: UInt32 = 1
    /// Per committing drop: each touched container's selection before it (A5, S10).
    private(set) var selectionsBefore: [TransferID: [ContainerID: Set<ItemID>]] = [:]
    /// The words of each call that committed, held until the host stored all its commits
    /// (``DragEngine/holdWordsUntilStored(_:)``, F7, issue 36), oldest first.
    private(set) var heldWords: [HeldWords] = []

    /// An empty ledger that goes on counting transfer and task ids from where this one is. O(1).
    func emptied() -> TransferLedger {
        var fresh = TransferLedger()
        fresh.nextTransferID = nextTransferID
        fresh.nextTaskID = nextTaskID
        return fresh
    }

    /// Whether nothing is waiting.
    var isEmpty: Bool { entries.isEmpty }

    /// The stage of `transfer`, or `nil` if the engine isn't waiting on it.
    func stage(of transfer: TransferID) -> Stage? { entries[transfer]?.stage }

    // MARK: Recording

    /// Records `entry` for `transfer`, replacing any entry it had: a commit handed to the host
    /// (a loaded drop moves on to committing under the same id). Loads use the named
    /// transitions below.
    mutating func record(_ entry: Entry, for transfer: TransferID) {
        entries[transfer] = entry
    }

    /// Keeps `text` to be said when the host stored the commit `transfer` (S7). O(1).
    mutating func sayWhenStored(_ text: Announcement.Event, for transfer: TransferID) {
        guard case .committing(var pending)? = entries[transfer] else { return }
        pending.saidWhenStored = text
        entries[transfer] = .committing(pending)
    }

    // MARK: Words held until stored (F7, S7, issue 36)

    /// Holds `words` until every one of `transfers` is stored. O(1) amortised.
    mutating func hold(_ words: [Announcement], until transfers: [TransferID]) {
        guard !words.isEmpty, !transfers.isEmpty else { return }
        heldWords.append(HeldWords(waiting: transfers, words: words))
    }

    /// `transfer` was stored: returns the words that waited for it and nothing else any more,
    /// in the order they were held. O(h · c) for h held calls of c commits each (a handful).
    mutating func wordsStored(_ transfer: TransferID) -> [Announcement] {
        guard !heldWords.isEmpty else { return [] }
        var said: [Announcement] = []
        var kept: [HeldWords] = []
        for var held in heldWords {
            held.waiting.removeAll { $0 == transfer }
            if held.waiting.isEmpty { said += held.words } else { kept.append(held) }
        }
        heldWords = kept
        return said
    }

    /// `transfer` was not stored: the words waiting for it are never said (they would claim what
    /// did not happen; its failure is said instead). O(h · c).
    mutating func forgetWords(waitingFor transfer: TransferID) {
        guard !heldWords.isEmpty else { return }
        heldWords.removeAll { $0.waiting.contains(transfer) }
    }

    // MARK: Loading (S14, F9, P1, S1)

    /// A drop starts waiting for its data: `load` is recorded under its transfer id. O(1).
    mutating func startLoading(_ load: PendingLoad) {
        entries[load.id] = .loading(load)
    }

    /// More of a loading drop's data is in: its progress is now `progress`. Nothing happens if
    /// `transfer` is not loading. O(1).
    mutating func updateProgress(_ progress: TransferProgress, of transfer: TransferID) {
        guard case .loading(var load)? = entries[transfer] else { return }
        load.progress = progress
        entries[transfer] = .loading(load)
    }

    /// All of a drop's data is in: its load leaves the ledger and is returned, for the engine to
    /// land it and commit it. `nil`, the ledger unchanged, when `transfer` is not loading or is
    /// a drop from another app, which the host stores itself and ends with ``succeeded(_:)``. O(1).
    mutating func finishLoading(_ transfer: TransferID) -> PendingLoad? {
        guard case .loading(let load)? = entries[transfer], !load.isExternal else { return nil }
        entries[transfer] = nil
        return load
    }

    /// A new transfer id, never handed out before (not even before ``emptied()``). O(1).
    mutating func issueTransferID() -> TransferID {
        let id = TransferID(nextTransferID)
        nextTransferID &+= 1
        return id
    }

    // MARK: Selections a drop changed (A5)

    /// Keeps the selections `transfer` changed, to put back if its commit fails. O(1).
    mutating func keepSelections(_ before: [ContainerID: Set<ItemID>], before transfer: TransferID) {
        selectionsBefore[transfer] = before
    }

    /// Forgets, and returns, the selections kept for `transfer`. O(1).
    mutating func takeSelections(before transfer: TransferID) -> [ContainerID: Set<ItemID>]? {
        selectionsBefore.removeValue(forKey: transfer)
    }

    // MARK: Tasks (F10)

    /// Records `task` as running under a new id, and returns the id. O(1).
    mutating func startTask(_ task: RunningTask) -> TaskID {
        let id = TaskID(nextTaskID)
        nextTaskID &+= 1
        tasks[id] = task
        return id
    }

    /// `id` made progress: it is now `task`. O(1).
    mutating func updateTask(_ id: TaskID, to task: RunningTask) {
        tasks[id] = task
    }

    /// `id` finished or failed: forgets it and returns it, or `nil` if it wasn't running. O(1).
    mutating func endTask(_ id: TaskID) -> RunningTask? {
        tasks.removeValue(forKey: id)
    }

    // MARK: Reports (the state machine)

    /// The host could not store, or load, `transfer`: its entry leaves the ledger and the
    /// engine is told how to take it back.
    mutating func failed(_ transfer: TransferID) -> FailureAction {
        switch entries.removeValue(forKey: transfer) {
        case .loading(let load)?: return .failLoad(load)
        case .committing(let pending)?: return .rollBack(pending)
        case nil: return .ignore
        }
    }

    /// The host stored `transfer`: a committing entry, or a received drop from another app,
    /// leaves the ledger; a loading one stays (it ends with ``Event/transferLoaded(_:_:)``).
    mutating func succeeded(_ transfer: TransferID) -> SuccessAction {
        switch entries[transfer] {
        case .committing(let pending)?:
            entries[transfer] = nil
            return .forget(saying: pending.saidWhenStored)
        case .loading(let load)? where load.isExternal:
            entries[transfer] = nil
            return .finishExternal(load)
        case .loading?, nil:
            return .forget(saying: nil)
        }
    }

    /// The person stopped `transfer`: a loading entry leaves the ledger; a committing one stays.
    mutating func cancelled(_ transfer: TransferID) -> CancelAction {
        switch entries[transfer] {
        case .loading(let load)?:
            entries[transfer] = nil
            return .stopLoad(load)
        case .committing?, nil:
            return .ignore
        }
    }

    // MARK: Typed access

    /// The drop loading as `transfer`, if it is one.
    func load(_ transfer: TransferID) -> PendingLoad? {
        if case .loading(let load)? = entries[transfer] { return load }
        return nil
    }

    /// The commit `transfer` (items or text), if it is one.
    func commit(_ transfer: TransferID) -> PendingTransfer? {
        if case .committing(let pending)? = entries[transfer] { return pending }
        return nil
    }

    // MARK: Listings, by transfer id

    /// The drops loading, items and text, oldest first.
    var loads: [PendingLoad] {
        entries.keys.sortedByKey({ $0.rawValue }).compactMap { load($0) }
    }

    /// The commits, items and text, oldest first.
    var commits: [PendingTransfer] {
        entries.keys.sortedByKey({ $0.rawValue }).compactMap { commit($0) }
    }
}
