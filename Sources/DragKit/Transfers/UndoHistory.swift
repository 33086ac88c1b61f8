/// The undo and redo stacks (S10): the engine's owned machine for what can be taken back and
/// done again, and what kind of change each is (the menu's name for it, in words the host chooses).
///
/// The history only keeps records; the engine decides when a change is undoable, applies the
/// content steps and commits the transfers. Each change to the stacks is a mutating func named
/// for what happens:
///
/// ```
/// push ──► undo stack ──takeUndo──► (engine undoes) ──pushUndone──► redo stack
///             ▲                                                        │
///             └──────pushRedone◄── (engine redoes) ◄──takeRedo─────────┘
/// ```
///
/// A record carries the transfer of its latest step as `busy` until the host reports on it;
/// ``markStored(_:)`` and ``stepFailed(_:role:)`` settle it. A record whose content was changed
/// by something outside the history stays until it is tried: undo or redo then refuses it,
/// saying so, and takes it off (S10, issue 34); a change elsewhere never removes it unheard.
struct UndoHistory: Equatable, Sendable {
    /// Done changes, oldest first; the last is undone next.
    private(set) var undoStack: [UndoRecord] = []
    /// Undone changes, oldest first; the last is redone next. Any new change clears it.
    private(set) var redoStack: [UndoRecord] = []
    /// The most changes kept for undo; the oldest are forgotten beyond it.
    private(set) var limit = 100

    init() {}

    // MARK: Queries

    /// The change undo would take back, if any. O(1).
    var nextUndo: UndoRecord? { undoStack.last }

    /// The undone change redo would do again, if any. O(1).
    var nextRedo: UndoRecord? { redoStack.last }

    /// What undo would take back (the menu's "Undo Move"), or `nil` when there is nothing to
    /// undo. O(1).
    var undoKind: UndoKind? { undoStack.last?.kind }

    /// What redo would do again (the menu's "Redo Move"), or `nil` when there is nothing to
    /// redo. O(1).
    var redoKind: UndoKind? { redoStack.last?.kind }

    // MARK: Recording changes

    /// Forgets every undone change: a new change makes redoing them meaningless. O(1).
    mutating func clearRedo() {
        redoStack = []
    }

    /// Records a new change on top of the undo stack, forgetting the oldest beyond ``limit``.
    /// O(1) amortised (O(limit) when trimming).
    mutating func push(_ record: UndoRecord) {
        undoStack.append(record)
        trim()
    }

    /// Sets how many changes are kept (at least 1) and forgets the oldest beyond it. O(limit).
    mutating func setLimit(_ newLimit: Int) {
        limit = max(1, newLimit)
        trim()
    }

    // MARK: Undo and redo

    /// Removes and returns the change undo takes back next. O(1).
    @discardableResult
    mutating func takeUndo() -> UndoRecord? {
        undoStack.popLast()
    }

    /// Removes and returns the undone change redo does next. O(1).
    @discardableResult
    mutating func takeRedo() -> UndoRecord? {
        redoStack.popLast()
    }

    /// Records a change that was just undone, so redo can do it again. O(1).
    mutating func pushUndone(_ record: UndoRecord) {
        redoStack.append(record)
    }

    /// Records a change that was just redone, so undo can take it back again. O(1).
    mutating func pushRedone(_ record: UndoRecord) {
        undoStack.append(record)
    }

    /// Notes the outline rows that the drag making the latest change opened and left open
    /// (``UndoRecord/openedRows``), when that change is of `items` and still being stored; for
    /// a text drag (no `items`), when that change is a text change or a clipping still being
    /// stored. O(k).
    mutating func noteOpenedRows(_ rows: [ItemID], byDragOf items: [ItemID]) {
        guard let last = undoStack.indices.last, undoStack[last].isBusy else { return }
        let record = undoStack[last]
        let made = items.isEmpty
            ? record.kind == .makeClipping || record.kind == .moveText || record.kind == .copyText
            : record.items.allSatisfy { items.contains($0) }
        if made { undoStack[last].openedRows = rows }
    }

    // MARK: Transfer outcomes

    /// The host stored `transfer`: the record whose step it was may be undone or redone again.
    /// O(h) in the history's size.
    mutating func markStored(_ transfer: TransferID) {
        if let index = undoStack.lastIndex(where: { $0.isStep(transfer) }) {
            undoStack[index].settle(transfer)
        }
        if let index = redoStack.lastIndex(where: { $0.isStep(transfer) }) {
            redoStack[index].settle(transfer)
        }
    }

    /// The step `id` changed nothing the host stores: it leaves the undo stack (a change, or a
    /// redo) without touching the redo stack. A part of a group (issue 37) is only settled. O(h).
    mutating func discard(_ id: TransferID) {
        if let index = undoStack.lastIndex(where: { $0.busy == id }) { undoStack.remove(at: index) }
        if let index = undoStack.lastIndex(where: { $0.isStep(id) }) { undoStack[index].settle(id) }
    }

    /// The group record (issue 37) one of whose parts' latest step is `id`, and where it is:
    /// on the undo stack (`undone == false`) or the redo stack. O(h · p).
    func group(stepping id: TransferID) -> (record: UndoRecord, undone: Bool)? {
        if let record = undoStack.last(where: { !$0.parts.isEmpty && $0.isStep(id) }) { return (record, false) }
        if let record = redoStack.last(where: { !$0.parts.isEmpty && $0.isStep(id) }) { return (record, true) }
        return nil
    }

    /// Replaces the group record named `id` (its ``UndoRecord/id``) on either stack by
    /// `record`, or removes it when `record` is `nil` (issue 37). O(h).
    mutating func replaceGroup(_ id: TransferID, with record: UndoRecord?) {
        if let index = undoStack.lastIndex(where: { $0.id == id && !$0.parts.isEmpty }) {
            if let record { undoStack[index] = record } else { undoStack.remove(at: index) }
        } else if let index = redoStack.lastIndex(where: { $0.id == id && !$0.parts.isEmpty }) {
            if let record { redoStack[index] = record } else { redoStack.remove(at: index) }
        }
    }

    /// The host could not store the step `id` and the engine took its content back: the history
    /// goes back to where it was before that step. A failed change leaves the history; a failed
    /// undo puts the change back on the undo stack, a failed redo back on the redo stack. A part
    /// of a group is the engine's to settle (``replaceGroup(_:with:)``, issue 37). O(h).
    /// Returns the outline rows the failed drop had opened and left open (``UndoRecord/openedRows``),
    /// which close with it: a drop that did not happen leaves the outline as it was before it.
    @discardableResult
    mutating func stepFailed(_ id: TransferID, role: HistoryRole?) -> [ItemID] {
        if let index = undoStack.lastIndex(where: { $0.busy == id }) {
            var record = undoStack.remove(at: index)
            if role == .redo {
                record.busy = nil
                redoStack.append(record)
                return []
            }
            return role == .change ? record.openedRows : []
        } else if let index = redoStack.lastIndex(where: { $0.busy == id }) {
            var record = redoStack.remove(at: index)
            record.busy = nil
            undoStack.append(record)
        }
        return []
    }

    /// Forgets the oldest changes beyond ``limit``. O(limit).
    private mutating func trim() {
        let excess = undoStack.count - limit
        if excess > 0 { undoStack.removeFirst(excess) }
    }
}

extension UndoRecord {
    /// Notes that the step `transfer` was stored: it, or the part of a group it belongs to,
    /// is no longer busy. O(p).
    mutating func settle(_ transfer: TransferID) {
        if busy == transfer { busy = nil }
        for index in parts.indices where parts[index].busy == transfer { parts[index].busy = nil }
    }
}
