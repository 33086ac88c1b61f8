// Undo and redo (S10). Every completed drop, paste or "Move to…" into a container whose drops
// are undoable is one undo group. Undo puts source and destination back exactly as they were
// and hands the host the inverse change to store (a move back is a move; undoing a copy deletes
// the copies); redo does the change again with the same item ids. A failed commit of either
// step rolls the engine back to where it was before that step.

extension DragEngine {
    // MARK: Queries

    /// Whether ``Event/undo`` would take a change back now: there is one, no drag is in progress and
    /// the host has reported on its last commit. O(s) in the number of sessions.
    public var canUndo: Bool {
        guard let top = editing.history.nextUndo else { return false }
        return !top.isBusy && !hasLiveSession
    }

    /// Whether ``Event/redo`` would do an undone change again now. O(s) in the number of sessions.
    public var canRedo: Bool {
        guard let top = editing.history.nextRedo else { return false }
        return !top.isBusy && !hasLiveSession
    }

    /// How many changes can be undone, one after another.
    public var undoDepth: Int { editing.history.undoStack.count }

    /// How many undone changes can be redone.
    public var redoDepth: Int { editing.history.redoStack.count }

    /// The most changes kept for undo (100 by default, at least 1); the oldest are forgotten
    /// beyond it. Each kept change holds its items and fingerprints of the orders of the
    /// containers it touched (not the orders), so memory is O(limit × k) for changes of k items.
    public var undoLimit: Int {
        get { editing.history.limit }
        set { editing.history.setLimit(newValue) }
    }

    /// What undo would take back, or `nil` when there is nothing to undo. The host names it in
    /// the person's language: `AnnouncementLanguage/menuTitle(_:_:)` gives "Undo Move",
    /// "이동 실행 취소", "移動を取り消す". O(1).
    public var undoKind: UndoKind? {
        editing.history.undoKind
    }

    /// What redo would do again, or `nil` when there is nothing to redo ("Redo Move"). O(1).
    public var redoKind: UndoKind? {
        editing.history.redoKind
    }

    // MARK: Undo and redo

    /// Takes the most recent change back (S10): the content steps that restore both containers
    /// exactly, a ``Action/commit(_:)`` of the inverse change (a `.move` back, or a `.delete` of
    /// the copies) and an announcement.
    ///
    /// Refused, with an announcement only, while a drag is in progress, while the host has not
    /// reported on the change's commit yet, or when the content was changed since by something
    /// outside the history (the stale change is then forgotten). O(n) in the containers touched.
    mutating func undo() -> [Action] {
        guard let record = editing.history.nextUndo else { return [say(.nothingTo(.undo))] }
        if let refusal = refusal(for: record, command: .undo, expected: record.after) { return refusal }
        if record.textTransfer != nil { return TextPayload.undo(record, in: &self) }  // S10: a text drop.
        if !record.parts.isEmpty { return undoGroup(record) }  // issue 37: one transfer per level
        editing.history.takeUndo()
        let step = undoStep(record)
        editing.history.pushUndone(step.record)
        return step.actions + [.announce(Announcement(step.text))]
    }

    /// Takes `record` back (taken off the undo stack already): the content steps, the selection
    /// and the commit of the inverse change, recorded in the ledger, with the record as it goes
    /// on the redo stack (`busy` with that commit) and what to announce. O(n) in the containers
    /// touched.
    mutating func undoStep(_ record: UndoRecord) -> (actions: [Action], record: UndoRecord, text: Announcement.Event) {
        var updated = record
        // The copies as they are now (renamed since, perhaps): what a failed undo brings back and
        // what redo makes again (S10).
        updated.copies = record.copies.map { workspace.items[$0.id] ?? $0 }
        let transfer: Transfer
        var pending: PendingTransfer
        var steps: [ContentStep] = []
        var text: Announcement.Event
        let id = ledger.issueTransferID()
        let shown = shownSelections(of: record.before)  // before the items move out of them
        if record.operation == .move {
            // A slow move's items re-created because their source went away (S14) are taken out.
            let copyIDs = record.copies.map { $0.id }
            let subject = describe(record.items + copyIDs)
            let now = workspace.placements(of: record.items)
            steps = workspace.restore(record.placements)
            steps += removeCopies(copyIDs.reversed())
            let indices = record.placements.map { $0.index }
            transfer = Transfer(
                id: id, operation: .move, items: record.items, source: record.destination,
                destination: record.source, index: indices.min() ?? 0, copies: copyIDs, indices: indices)
            pending = PendingTransfer(transfer: transfer, placements: now)
            pending.revivals = updated.copies.enumerated().map { offset, copy in
                Revival(original: nil, copy: copy, container: record.destination,
                        index: record.index + record.items.count + offset)
            }
            let position = record.placements.count == 1 && copyIDs.isEmpty ? indices[0] + 1 : nil
            text = .undidMove(
                record.kind, subject, backIn: label(of: record.source),
                position: position, of: workspace.count(of: record.source))
        } else {
            let copyIDs = record.copies.map { $0.id }
            if let clipping = record.created.first {
                text = .undidClipping(record.kind, clipping.label, from: label(of: record.destination))
            } else {
                // An original deleted since is named as its copy is (S7), not as a nameless item.
                let original = record.items.count == 1 && !workspace.items.contains(record.items[0])
                    ? updated.copies.first.map { Announcement.Subject.item($0.label) } : nil
                text = .undidCopies(
                    record.kind, copies: copyIDs.count, of: original ?? describe(record.items),
                    from: label(of: record.destination))
            }
            var revivals: [Revival] = []
            for (offset, copy) in updated.copies.enumerated() {
                revivals.append(Revival(
                    original: offset < record.items.count ? record.items[offset] : nil, copy: copy,
                    container: record.destination, index: record.index + offset))
            }
            steps += removeCopies(copyIDs.reversed())
            transfer = Transfer(
                id: id, operation: .delete, items: copyIDs, source: record.destination,
                destination: record.destination, index: record.index, copies: [])
            pending = PendingTransfer(transfer: transfer, placements: [])
            pending.revivals = revivals
        }
        pending.role = .undo
        updated.busy = id
        var actions: [Action] = [.applyChange(.items(steps))]
        restoreExtras(record.before, shown: shown, into: &actions)
        if !record.openedRows.isEmpty { showRows(record.openedRows, open: false, into: &actions) }  // issue 37
        for step in record.textSteps.reversed() {  // P1: a clipping's source selection (A5).
            pending.textUndo.insert(
                applyText(step.inverse, to: step.container, selection: step.selectionBefore, into: &actions), at: 0)
        }
        ledger.record(.committing(pending), for: id)
        actions.append(.commit(.items(transfer)))
        return (actions, updated, text)
    }

    /// Does the most recently undone change again (S10), with the same item ids: content steps,
    /// a ``Action/commit(_:)`` of the same kind of transfer the change first committed, and an
    /// announcement. Refused like ``Event/undo``. O(n) in the containers touched.
    mutating func redo() -> [Action] {
        guard let record = editing.history.nextRedo else { return [say(.nothingTo(.redo))] }
        if let refusal = refusal(for: record, command: .redo, expected: record.before) { return refusal }
        if record.textTransfer != nil { return TextPayload.redo(record, in: &self) }  // S10: a text drop.
        for copy in record.copies where workspace.items.contains(copy.id) {
            editing.history.takeRedo()
            return failureActions(.changedSince(.redo, record.kind))
        }
        if !record.parts.isEmpty { return redoGroup(record) }  // issue 37: one transfer per level
        editing.history.takeRedo()
        guard let step = redoStep(record) else { return failureActions(.changedSince(.redo, record.kind)) }
        editing.history.pushRedone(step.record)
        let offered = record.items.count + (record.operation == .move ? record.copies.count : 0)
        return step.actions + [.announce(Announcement(.redid(record.kind, dropWords(step.transfer, draggedCount: offered))))]
    }

    /// Does `record` again (taken off the redo stack already): the content steps, the selection
    /// and the commit, recorded in the ledger, with the record as it goes on the undo stack
    /// (`busy` with that commit); `nil` when the workspace refuses the move. O(n) in the
    /// containers touched.
    mutating func redoStep(_ record: UndoRecord) -> (actions: [Action], record: UndoRecord, transfer: Transfer)? {
        let id = ledger.issueTransferID()
        let shown = shownSelections(of: record.after)  // before the items move out of them
        var steps: [ContentStep] = []
        let pending: PendingTransfer
        let transfer: Transfer
        if record.operation == .move {
            let now = workspace.placements(of: record.items)
            do throws(WorkspaceError) {
                steps = try workspace.move(record.items, to: record.destination, at: record.index)
                // A slow move's re-created items (S14) arrive again after the moved ones.
                for (offset, copy) in record.copies.enumerated() {
                    let index = record.index + record.items.count + offset
                    try workspace.insert(copy, into: record.destination, at: index)
                    steps.append(.create(copy.id, type: copy.type, label: copy.label))
                    steps.append(.insert(copy.id, into: record.destination, at: index))
                }
            } catch {
                return nil
            }
            transfer = Transfer(
                id: id, operation: .move, items: record.items, source: record.source,
                destination: record.destination, index: record.index, copies: record.copies.map { $0.id })
            pending = PendingTransfer(transfer: transfer, placements: now)
        } else {
            for (offset, copy) in record.copies.enumerated() {
                do throws(WorkspaceError) {
                    // Copied again from its original as it is now (renamed since, perhaps), as a
                    // host does; an original gone since leaves the copy as it was undone.
                    if offset < record.items.count, var made = workspace.items[record.items[offset]] {
                        made.id = copy.id
                        try workspace.insert(made, into: record.destination, at: record.index + offset)
                        steps.append(.duplicate(record.items[offset], as: copy.id))
                    } else {
                        try workspace.insert(copy, into: record.destination, at: record.index + offset)
                        steps.append(.create(copy.id, type: copy.type, label: copy.label))  // P1
                    }
                    steps.append(.insert(copy.id, into: record.destination, at: record.index + offset))
                } catch {
                    continue
                }
            }
            var copy = Transfer(
                id: id, operation: .copy, items: record.items, source: record.source,
                destination: record.destination, index: record.index,
                copies: record.created.isEmpty ? record.copies.map { $0.id } : [],
                indices: record.created.isEmpty ? nil : Array(record.index ..< record.index + record.created.count))
            copy.created = record.created
            copy.representations = record.representations  // A2, A3: the same conversion again.
            copy.fields = record.fields
            transfer = copy
            pending = PendingTransfer(transfer: transfer, placements: [])
        }
        var tracked = pending
        tracked.role = .redo
        var updated = record
        updated.busy = id
        var actions: [Action] = [.applyChange(.items(steps))]
        restoreExtras(record.after, shown: shown, into: &actions)
        if !record.openedRows.isEmpty { showRows(record.openedRows, open: true, into: &actions) }  // issue 37
        for step in record.textSteps {  // P1: a clipping's source selection (A5).
            tracked.textUndo.insert(
                applyText(step.edits, to: step.container, selection: step.selectionAfter, into: &actions), at: 0)
        }
        ledger.record(.committing(tracked), for: id)
        actions.append(.commit(.items(transfer)))
        return (actions, updated, transfer)
    }

    // MARK: The shared transfer pipeline (drops, paste, Move to…)

    /// Makes the change `request` describes in the workspace, or returns `nil` (changing
    /// nothing) if the workspace refuses it.
    mutating func apply(_ request: TransferRequest) -> AppliedTransfer? {
        var request = request
        (request.source, request.items) = whereItemsAre(request.items, leftFrom: request.source)
        guard !request.items.isEmpty else { return nil }
        let touched = request.source == request.destination ? [request.source] : [request.source, request.destination]
        let before = snapshot(of: touched)
        let placements = workspace.placements(of: request.items, known: request.knownPlacements)
        var steps: [ContentStep] = []
        var copies: [ItemID] = []
        do throws(WorkspaceError) {
            if request.operation == .move {
                steps = try workspace.move(request.items, to: request.destination, at: request.index, from: placements)
            } else {
                (steps, copies) = try workspace.duplicate(request.items, to: request.destination, at: request.index)
            }
        } catch {
            return nil
        }
        var transfer = Transfer(
            id: ledger.issueTransferID(), operation: request.operation, items: request.items,
            source: request.source, destination: request.destination, index: request.index, copies: copies)
        transfer.representations = negotiatedTypes(request.items, for: request.destination)  // A2
        return AppliedTransfer(
            transfer: transfer, steps: steps, placements: placements, before: before,
            after: snapshot(of: touched), offeredCount: request.offeredCount)
    }

    /// Where `items`, dragged from `source`, come from now: another session's drop may have
    /// moved them meanwhile (S9). All together in one other container: that one, which the
    /// host and undo must see. Scattered: only those still in `source` go; the others stay
    /// where the later change put them. O(k) for k items.
    func whereItemsAre(_ items: [ItemID], leftFrom source: ContainerID) -> (source: ContainerID, items: [ItemID]) {
        let now = sourceOf(items, leftFrom: source)
        guard now == source, items.contains(where: { workspace.container(of: $0).map { $0 != source } ?? false }) else {
            return (now, items)
        }
        return (source, items.filter { workspace.container(of: $0) == source })
    }

    /// The container `items`, dragged from `source`, are in now when all of those present
    /// have left it for one other container; otherwise `source`. O(k) for k items.
    func sourceOf(_ items: [ItemID], leftFrom source: ContainerID) -> ContainerID {
        var now: ContainerID?
        for item in items {
            guard let container = workspace.container(of: item) else { continue }
            if container == source { return source }
            if now == nil { now = container } else if now != container { return source }
        }
        return now ?? source
    }

    /// Hands an applied change on: an undoable one is committed and recorded as one undo group
    /// (S10); one into a container that can't undo it is committed unrecorded, or held for
    /// confirmation (``DropConfirmation/cancelStepAfter``, S11). Either way the redo history is
    /// cleared. Returns the question asked, if any.
    @discardableResult
    mutating func hand(_ applied: AppliedTransfer, confirmed: Bool = false, into actions: inout [Action]) -> ConfirmationRequest? {
        editing.history.clearRedo()
        let policy = workspace.containers[applied.transfer.destination]?.policy ?? ContainerPolicy()
        if policy.dropsAreUndoable {
            editing.history.push(undoRecord(of: applied))
            var pending = PendingTransfer(transfer: applied.transfer, placements: applied.placements)
            pending.role = .change
            ledger.record(.committing(pending), for: applied.transfer.id)
            actions.append(.commit(.items(applied.transfer)))
            return nil
        }
        if confirmed || policy.confirmation == .before {
            ledger.record(.committing(PendingTransfer(transfer: applied.transfer, placements: applied.placements)), for: applied.transfer.id)
            actions.append(.commit(.items(applied.transfer)))
            return nil
        }
        return holdForConfirmation(applied, into: &actions)
    }

    /// The undo record of an applied change, `busy` with its transfer (S10). O(k).
    func undoRecord(of applied: AppliedTransfer) -> UndoRecord {
        var copies: [Item] = []
        for copy in applied.transfer.copies {
            if let item = workspace.items[copy] { copies.append(item) }
        }
        // The drop selected its result (A5) after `apply` took the snapshot: record that.
        var after = applied.after
        after.selection = snapshot(of: after.orders.map { $0.container }).selection
        var record = UndoRecord(
            id: applied.transfer.id, kind: UndoKind(items: applied.transfer.operation),
            operation: applied.transfer.operation, items: applied.transfer.items,
            source: applied.transfer.source, destination: applied.transfer.destination,
            index: applied.transfer.index, copies: copies, placements: applied.placements,
            before: applied.before, after: after, busy: applied.transfer.id)
        record.representations = applied.transfer.representations
        record.fields = applied.transfer.fields
        return record
    }

    // MARK: Hooks for transfer outcomes (called from DragEngine+Transfers.swift)

    /// The host stored a transfer: the record whose step it was may be undone or redone again.
    mutating func historyTransferSucceeded(_ transfer: TransferID) {
        editing.history.markStored(transfer)
    }

    /// The host could not store a transfer and the engine took its content back: the history
    /// goes back to where it was before that step. A failed change leaves the history; a failed
    /// undo puts the change back on the undo stack, a failed redo back on the redo stack.
    mutating func historyTransferFailed(_ pending: PendingTransfer, into actions: inout [Action]) {
        historyStepFailed(pending.id, role: pending.role, into: &actions)
    }

    /// ``historyTransferFailed(_:into:)`` for any commit, item or text, named by id and role:
    /// the outline rows a failed drop opened and left open close again (S13, issue 37), so a drop
    /// that did not happen leaves the outline as it was before the drag, as Escape does.
    mutating func historyStepFailed(_ id: TransferID, role: HistoryRole?, into actions: inout [Action]) {
        let opened = editing.history.stepFailed(id, role: role)
        if !opened.isEmpty { showRows(opened, open: false, into: &actions) }
    }

    /// The steps that bring back copies an undo removed, when the host couldn't store the removal.
    mutating func revive(_ revivals: [Revival]) -> [ContentStep] {
        var steps: [ContentStep] = []
        for revival in revivals.sortedByKey({ UInt32(clamping: $0.index) }) where !workspace.items.contains(revival.copy.id) {
            let count = workspace.count(of: revival.container)
            let index = min(max(revival.index, 0), count)
            do throws(WorkspaceError) {
                try workspace.insert(revival.copy, into: revival.container, at: index)
                if let original = revival.original {
                    steps.append(.duplicate(original, as: revival.copy.id))
                } else {
                    steps.append(.create(revival.copy.id, type: revival.copy.type, label: revival.copy.label))  // P1
                }
                steps.append(.insert(revival.copy.id, into: revival.container, at: index))
            } catch {
                continue
            }
        }
        return steps
    }

    /// The sentence for a failed undo or redo commit, or `nil` for other transfers.
    func historyFailureWords(_ pending: PendingTransfer, reason: FailureReason) -> Announcement.Event? {
        switch pending.role {
        case .undo?:
            return .couldNotCommitHistory(.undo, reason: reason)
        case .redo?:
            return .couldNotCommitHistory(.redo, reason: reason)
        case .change?, nil:
            return nil
        }
    }

    // MARK: Helpers

    /// The state of `containers` now: their orders' fingerprints and their selections.
    /// O(c log c + s) for c containers with s selected items; no list is walked or kept
    /// (issue 23).
    func snapshot(of containers: [ContainerID]) -> HistorySnapshot {
        var orders: [ContainerState] = []
        var selected: [ContainerSelection] = []
        for container in containers.sortedByKey({ $0.rawValue }) {
            orders.append(ContainerState(container: container, fingerprint: workspace.fingerprint(of: container)))
            // What shows: the selected items the container holds (as `selectedItems(in:)`).
            // A loop, not `filter`: its closure would copy the engine (issue 23).
            var shown = selection.items(in: container)
            for item in shown where workspace.container(of: item) != container { shown.remove(item) }
            selected.append(ContainerSelection(container: container, items: shown))
        }
        return HistorySnapshot(orders: orders, selection: selected)
    }

    /// What each container of `snapshot` shows selected now: taken before an undo or redo moves
    /// items out of them, so ``restoreExtras(_:shown:into:)`` tells the host about a selected
    /// item that leaves (issue 34: it stayed marked selected in the host). O(s·n) for s selected.
    func shownSelections(of snapshot: HistorySnapshot) -> [[ItemID]] {
        var shown: [[ItemID]] = []
        for order in snapshot.selection { shown.append(selectedItems(in: order.container)) }
        return shown
    }

    /// Restores what a snapshot holds beyond item order: the selection of each container it
    /// touched, exactly (S10, A5). Emits ``Action/setSelection(_:_:)`` where what shows changes
    /// from `shown` (``shownSelections(of:)`` before the content changed; now when `nil`).
    ///
    /// An outline has one selection (issue 37): where the snapshot gives one of its levels a
    /// selection, its levels the snapshot does not hold are cleared, so what shows selected after
    /// an undo or redo is the selection that step had, and a press drags exactly that.
    /// O(s + c · d) for s restored items and c containers holding a selection, d levels deep.
    mutating func restoreExtras(_ snapshot: HistorySnapshot, shown: [[ItemID]]? = nil, into actions: inout [Action]) {
        var roots: [ContainerID] = []
        for (position, order) in snapshot.selection.enumerated() {
            let shownBefore = shown.map { $0[position] } ?? selectedItems(in: order.container)
            selection.replace(order.items, in: order.container)
            let shownAfter = selectedItems(in: order.container)
            if shownAfter != shownBefore { actions.append(.setSelection(order.container, shownAfter)) }
            if !order.items.isEmpty, !workspace.relations.outlineRoots.isEmpty,
               let root = outline(of: order.container)?.root, !roots.contains(root) { roots.append(root) }
        }
        for root in roots {
            for level in outlineLevelsHoldingSelection(root) where !snapshot.selection.contains(where: { $0.container == level }) {
                selection.replace([], in: level)
                actions.append(.setSelection(level, []))
            }
        }
    }

    /// Whether the content is as `snapshot` recorded it (by fingerprint: O(1) per container).
    func contentMatches(_ snapshot: HistorySnapshot) -> Bool {
        for order in snapshot.orders where workspace.fingerprint(of: order.container) != order.fingerprint {
            return false
        }
        return true
    }

    /// Why `record` can't be undone or redone now, as the actions to return; `nil` if it can.
    /// `command` is ``Announcement/Command/undo`` or ``Announcement/Command/redo``. A change
    /// whose content changed since is forgotten and reported as a failure (F7: the host shows
    /// it and tells the page); a drag in progress or a commit not yet answered only says why.
    mutating func refusal(for record: UndoRecord, command: Announcement.Command, expected: HistorySnapshot) -> [Action]? {
        if hasLiveSession {
            return [say(.cantWhileDragging(command))]
        }
        if record.isBusy {
            return [say(.stillSaving(command, record.kind))]
        }
        guard contentMatches(expected), textsMatch(record.textSteps, after: command == .undo) else {
            if command == .undo { editing.history.takeUndo() } else { editing.history.takeRedo() }
            return failureActions(.changedSince(command, record.kind))
        }
        return nil
    }

    /// Whether a press or drag is in progress (undo would pull content from under it).
    var hasLiveSession: Bool {
        sessions.hasPressOrDrag  // of items or of text (S6)
    }

    /// `event` announced, politely or (`assertive`) at once. O(1).
    package func say(_ event: Announcement.Event, assertive: Bool = false) -> Action {
        .announce(Announcement(event, politeness: assertive ? .assertive : .polite))
    }
}
