// Drops that take time (S14, F9), representation negotiation (S12, A2, A3) and the role a
// destination plays (F8 link and trash, F10 tasks).
//
// A drop whose chosen representations must be loaded, or whose destination asks for a portion
// of the content, does not change the content at once: it shows a placeholder at the drop
// location and asks the host to load. Other sessions keep working meanwhile. When the data is
// in, the placeholder gives way to the content and the drop is committed like any other.

extension DragEngine {
    // MARK: Negotiation (A2)

    /// The richest representation of `item` that `container` accepts (A2), or `nil`.
    ///
    /// Complexity: O(r · a · d), see ``TypeHierarchy/richest(of:acceptedBy:)``.
    public func negotiatedRepresentation(of item: ItemID, for container: ContainerID) -> Representation? {
        guard let model = workspace.items[item], let policy = workspace.containers[container]?.policy else { return nil }
        return workspace.types.richest(of: model.representations, acceptedBy: policy.acceptedTypes)
            ?? (workspace.types.conforms(model.type, toAnyOf: policy.acceptedTypes) ? Representation(type: model.type) : nil)
    }

    /// The chosen type of each of `items` for `container`, in order.
    func negotiatedTypes(_ items: [ItemID], for container: ContainerID) -> [TypeIdentifier] {
        items.map { negotiatedRepresentation(of: $0, for: container)?.type ?? workspace.items[$0]?.type ?? .item }
    }

    /// The drops waiting for their data, oldest first, with their progress (S14, F9): items
    /// for a list or grid, items whose text a text view waits for (P1; the transfer's
    /// ``Transfer/index`` is then the caret offset), and drops from other apps the host is
    /// reading (S1: a copy of no items, the accepted types as its representations, the total
    /// not known). O(t log t) for t transfers.
    public var loadingTransfers: [(transfer: Transfer, progress: TransferProgress)] {
        ledger.loads.map { ($0.transfer, $0.progress) }
    }

    // MARK: Roles (F8, F10)

    /// The operation a destination's role makes of the rules' operation: a trash always takes
    /// the content away (a move, F8's disappearing item); a task control never moves it.
    func roleOperation(_ operation: DropOperation, policy: ContainerPolicy) -> DropOperation {
        switch policy.role {
        case .content: return operation
        case .trash: return .move
        case .task: return .copy
        }
    }

    /// The verb read to assistive technology for a drop on `container` (copy, or a task's verb).
    func dropVerb(_ operation: DropOperation, into container: ContainerID) -> Announcement.DropVerb {
        switch workspace.containers[container]?.policy.role {
        case .task(let verb)?: return .task(verb)
        case .trash?: return .delete
        default: return verb(of: operation)
        }
    }

    // MARK: The drop

    /// Handles drops that don't change the content at once: on a task control (F10), or ones
    /// that must load their data first (S14, A3). Returns whether it took the drop.
    mutating func divertDrop(
        _ drag: ActiveDrag, operation: DropOperation, cue: DestinationCue, accepted: [ItemID],
        into actions: inout [Action]
    ) -> Bool {
        guard let policy = workspace.containers[cue.container]?.policy else { return false }
        if case .task(let verb) = policy.role {
            startTask(verb, on: accepted, in: cue.container, drag: drag, into: &actions)
            return true
        }
        // Reordering within one container hands no data over: nothing to load.
        if operation == .move && cue.container == drag.source && policy.requestedFields.isEmpty { return false }
        guard let chosen = loadingRepresentations(accepted, for: cue.container) else { return false }
        let request = TransferRequest(
            operation: operation, items: accepted, source: drag.source, destination: cue.container,
            index: cue.insertionIndex, offeredCount: drag.items.count)
        // S11: a destination that can't undo the drop asks before anything happens, loading too.
        if asksBefore(cue.container) {
            askBefore(request, drag: drag, into: &actions)
            return true
        }
        finishPreview(drag, ending: .settle(onto: []), into: &actions)
        beginLoad(request, chosen: chosen, fields: policy.requestedFields, confirmed: false, into: &actions)
        return true
    }

    /// The representations `items` would hand to `container`, if the drop must load them first
    /// (a representation that needs loading, or fields the destination asks for, A3); `nil`
    /// when the drop can happen at once.
    func loadingRepresentations(_ items: [ItemID], for container: ContainerID) -> [Representation]? {
        guard let policy = workspace.containers[container]?.policy else { return nil }
        var chosen: [Representation] = []
        var needsLoading = !policy.requestedFields.isEmpty
        for item in items {
            let representation = negotiatedRepresentation(of: item, for: container)
                ?? Representation(type: workspace.items[item]?.type ?? .item)
            needsLoading = needsLoading || representation.needsLoading
            chosen.append(representation)
        }
        return needsLoading ? chosen : nil
    }

    /// Shows a placeholder for `request` and asks the host to load its data (S14, A3). The
    /// caller has already ended the drag's preview. `confirmed`: the person already agreed to
    /// an irreversible drop (S11), so it commits without asking again when it lands.
    mutating func beginLoad(
        _ request: TransferRequest, chosen: [Representation], fields: [String], confirmed: Bool,
        into actions: inout [Action]
    ) {
        let accepted = request.items
        let operation = request.operation
        var transfer = Transfer(
            id: ledger.issueTransferID(), operation: operation, items: accepted, source: request.source,
            destination: request.destination, index: request.index, copies: [])
        transfer.representations = chosen.map { $0.type }
        transfer.fields = fields
        let progress = TransferProgress(itemTotals: chosen.map { $0.byteCount })
        let shownIndex = visibleIndex(request.index, in: request.destination, skipping: operation == .move ? accepted : [])
        let list = workspace.containers[request.destination]?.items ?? []
        var anchor: ItemID? = nil
        for item in list[min(shownIndex, list.count)...] where !(operation == .move && accepted.contains(item)) {
            anchor = item
            break
        }
        let drop = PendingLoad.ItemDrop(
            snapshots: accepted.compactMap { workspace.items[$0] }, anchor: anchor,
            offeredCount: request.offeredCount, confirmed: confirmed)
        let load = PendingLoad(transfer: transfer, progress: progress, subject: describe(accepted), payload: .items(drop))
        startLoad(load, at: shownIndex, into: &actions)
        actions.append(.announce(Announcement(.loading(load.subject, on: label(of: request.destination), bytes: progress.totalBytes))))
    }

    /// Records `load` in the ledger, shows its placeholder at `index` of its destination as
    /// shown, with its progress, and asks the host for each item's data (S14, F9, P1): one start
    /// for every payload (issue 23). O(k) for k items.
    mutating func startLoad(_ load: PendingLoad, at index: Int, into actions: inout [Action]) {
        let transfer = load.transfer
        ledger.startLoading(load)
        let slots = zip(transfer.items, load.progress.items).map { item, share in
            PlaceholderItem(item: item, label: label(of: item), totalBytes: share.totalBytes)
        }
        actions.append(.insertPlaceholder(
            transfer.id, into: transfer.destination, at: index,
            label: .placeholderName(load.subject, loading: !load.isText), items: slots))
        actions.append(.showProgress(transfer.id, load.progress))
        for (item, type) in zip(transfer.items, transfer.representations) {
            actions.append(.loadRepresentation(transfer.id, item: item, type: type, fields: transfer.fields))
        }
    }

    /// The index in the list as shown (moved items still in it) of `index` in the list without
    /// `skipping`.
    private func visibleIndex(_ index: Int, in container: ContainerID, skipping: [ItemID]) -> Int {
        let list = workspace.containers[container]?.items ?? []
        var kept = 0
        for (position, item) in list.enumerated() {
            if kept == index { return position }
            if !skipping.contains(item) { kept += 1 }
        }
        return list.count
    }

    // MARK: Reports from the host

    /// The host has received `completedBytes` of a loading drop's data in all (S14), for hosts
    /// that don't count per item: the items are taken to arrive in order, so the bytes fill
    /// the first item's share, then the next (F9). Progress only moves forward and never
    /// passes the stated total; a report that changes nothing emits nothing. O(k) for k items.
    mutating func transferProgress(_ transfer: TransferID, completedBytes: UInt64) -> [Action] {
        guard var load = ledger.load(transfer) else { return [] }
        // S1: a drop from another app has no known total; its bytes only move forward.
        let total = load.isExternal ? UInt64.max : load.progress.totalBytes
        let completed = min(max(completedBytes, load.progress.completedBytes), total)
        guard completed != load.progress.completedBytes else { return [] }
        load.progress.completedBytes = completed
        var left = completed
        for index in load.progress.items.indices {
            let share = min(left, load.progress.items[index].totalBytes)
            load.progress.items[index].completedBytes = max(load.progress.items[index].completedBytes, share)
            left -= share
        }
        ledger.updateProgress(load.progress, of: transfer)
        return [.showProgress(transfer, load.progress)]
    }

    /// The host has received `completedBytes` of `item`'s data in a loading drop (S14, F9):
    /// that item's placeholder shows its own progress, and the total is the sum. Progress only
    /// moves forward and never passes the item's stated size; a report for an item not in the
    /// drop, or that changes nothing, emits nothing. O(k) for k items.
    mutating func transferProgress(_ transfer: TransferID, item: ItemID, completedBytes: UInt64) -> [Action] {
        guard var load = ledger.load(transfer) else { return [] }
        if load.isExternal { return transferProgress(transfer, completedBytes: completedBytes) }
        guard let index = load.transfer.items.firstIndex(of: item), index < load.progress.items.count else { return [] }
        var share = load.progress.items[index]
        let completed = min(max(completedBytes, share.completedBytes), share.totalBytes)
        guard completed != share.completedBytes else { return [] }
        share.completedBytes = completed
        load.progress.items[index] = share
        var sum: UInt64 = 0
        for part in load.progress.items { sum &+= part.completedBytes }
        load.progress.completedBytes = min(max(sum, load.progress.completedBytes), load.progress.totalBytes)
        ledger.updateProgress(load.progress, of: transfer)
        return [.showProgress(transfer, load.progress)]
    }

    /// All of a loading drop's data is in (`content`): the placeholder gives way to it and the
    /// drop is committed (``Action/commit(_:)`` with the same id, reported on as usual). One
    /// path for every payload (issue 23); only what lands differs: items are placed in their
    /// list or grid, text is inserted into its text view (P1, ``LoadedContent/text(_:)``; a
    /// load reported with ``LoadedContent/items`` there has no text to insert). Does nothing for
    /// a transfer that is not loading. O(n) in the destination's items or text.
    mutating func transferLoaded(_ transfer: TransferID, _ content: LoadedContent) -> [Action] {
        // S1: a drop from another app is stored by the host and ends with transferSucceeded.
        guard let load = ledger.finishLoading(transfer) else { return [] }
        var actions: [Action] = [.removePlaceholder(transfer)]
        switch load.payload {
        case .items(let drop): placeLoadedItems(load, drop, into: &actions)
        case .text: actions += insertLoadedText(content.text ?? "", for: load)  // P1
        case .external: break
        }
        return actions
    }

    /// Places a loaded item drop's items. Items whose source was removed meanwhile still
    /// arrive, re-created from the drop-time snapshot (S14). The content lands where the
    /// placeholder stands: before the item that followed it at the drop (or at the end), even
    /// if other drops changed the list meanwhile; if that item has left the list, at the
    /// drop-time index, clamped.
    private mutating func placeLoadedItems(_ load: PendingLoad, _ drop: PendingLoad.ItemDrop, into actions: inout [Action]) {
        var record = load.transfer
        var present = record.items.filter { workspace.items.contains($0) }
        if record.operation == .move {  // S9: moved meanwhile by another drop
            (record.source, present) = whereItemsAre(present, leftFrom: record.source)
        } else {
            record.source = sourceOf(present, leftFrom: record.source)
        }
        let gone = drop.snapshots.filter { !workspace.items.contains($0.id) }
        guard workspace.containers.contains(record.destination) else {
            actions += failureActions(.couldNotFinishLoading(load.subject, reason: .destinationGone))
            return
        }
        let touched = record.source == record.destination ? [record.destination] : [record.source, record.destination]
        let before = snapshot(of: touched)
        let placements = record.operation == .move ? workspace.placements(of: present) : []
        var steps: [ContentStep] = []
        var created: [ItemID] = []
        let staying = record.operation == .move ? present.count(where: { workspace.container(of: $0) == record.destination }) : 0
        let remaining = (workspace.containers[record.destination]?.items ?? []).filter {
            !(record.operation == .move && present.contains($0))
        }
        var index = min(max(record.index, 0), workspace.count(of: record.destination) - staying)
        if let anchor = drop.anchor, let position = remaining.firstIndex(of: anchor) {
            index = position
        } else if drop.anchor == nil {
            index = remaining.count
        }
        record.index = index
        do throws(WorkspaceError) {
            if record.operation == .move {
                steps = try workspace.move(present, to: record.destination, at: index)
            } else {
                let copied = try workspace.duplicate(present, to: record.destination, at: index)
                steps = copied.steps
                created = copied.copies
            }
            index += present.count
            for snapshot in gone {
                var copy = snapshot
                copy.id = workspace.makeItemID()
                try workspace.insert(copy, into: record.destination, at: index)
                steps.append(.duplicate(snapshot.id, as: copy.id))
                steps.append(.insert(copy.id, into: record.destination, at: index))
                created.append(copy.id)
                index += 1
            }
        } catch {
            actions += failureActions(.couldNotFinishLoading(load.subject, reason: .workspace(error)))
            return
        }
        record.copies = created
        // A move names the items it moved, its copies the items gone meanwhile, re-created; a copy
        // pairs each original with its copy, those gone last (S10: undo and the host see them so).
        record.items = record.operation == .move ? present : present + gone.map { $0.id }
        record.indices = Array(record.index ..< record.index + record.items.count)
        // Named as it is now (renamed meanwhile, perhaps); an item deleted meanwhile arrives
        // re-created under the name it had at the drop (S7).
        let subject: Announcement.Subject = present.count + gone.count == 1
            ? .item(present.first.map { label(of: $0) } ?? gone[0].label) : .items(present.count + gone.count)
        let said = dropWords(record, draggedCount: drop.offeredCount, subject: subject)
        actions.append(.applyChange(.items(steps)))
        // The same pipeline as a drop that needs no loading: recorded for undo (S10), or
        // committed unrecorded / held with a Cancel step when the destination can't undo it (S11).
        let applied = AppliedTransfer(
            transfer: record, steps: steps, placements: placements, before: before,
            after: snapshot(of: touched), offeredCount: drop.offeredCount)
        let question = hand(applied, confirmed: drop.confirmed, into: &actions)
        actions.append(.announce(Announcement(said)))
        if let question { actions.append(say(question.message)) }
        // Items picked up again while their data loaded have moved: a drag left with none of
        // them in its list ends, after the landing is said (F7, S9).
        if record.operation == .move { endDragsWithNothingToDrop(saying: true, into: &actions) }
    }

    /// The person stopped a loading drop: the placeholder goes and nothing else changes; the
    /// source, and a text view it was for, are intact (S14, F9, P1). Does nothing for a
    /// transfer that is not loading.
    mutating func cancelTransfer(_ transfer: TransferID) -> [Action] {
        switch ledger.cancelled(transfer) {
        case .stopLoad(let load):
            let destination = label(of: load.transfer.destination)
            let said: Announcement.Event = load.isText
                ? .stoppedLoadingText(of: load.subject, in: destination)  // P1
                : .stoppedLoading(load.subject, into: destination)
            return [.removePlaceholder(transfer), say(said)]
        case .ignore: return []
        }
    }

    /// A loading drop failed (called through ``Event/transferFailed(_:reason:)``): its
    /// placeholder is replaced by a message saying why; the source, and a text view it was for,
    /// are intact (F7, F9, P1). A drop from another app the host could not read or store
    /// (refused or hostile content) ends the same way (S1).
    func failLoad(_ load: PendingLoad, reason: FailureReason) -> [Action] {
        let destination = label(of: load.transfer.destination)
        let said: Announcement.Event = load.isText
            ? .couldNotInsertText(of: load.subject, into: destination, reason: reason, whenLoaded: true)  // P1
            : .couldNotLoad(load.subject, into: destination, reason: reason)
        return [.removePlaceholder(load.id)] + failureActions(said)
    }

    /// Reports a failure to the host and says it at once (F7).
    func failureActions(_ text: Announcement.Event) -> [Action] {
        [.reportFailure(text), .announce(Announcement(text, politeness: .assertive))]
    }

    // MARK: Content

    /// Removes `item` from the content, as when its source deletes it, and returns the change
    /// for the host to mirror. Drags carrying it drop it; a drop loading it still completes (S14).
    ///
    /// A drag left with nothing to drop (its last item deleted elsewhere, mid-drag) ends: its
    /// image evaporates and the person hears it was cancelled; nothing else changes (F7, issue 34).
    /// A keyboard drag keeps its place between the same items, and says it anew when its
    /// position changed (S7).
    public mutating func removeItem(_ item: ItemID) throws(WorkspaceError) -> [Action] {
        try workspace.remove(item)
        var actions: [Action] = [.applyChange(.items([.remove(item), .delete(item)]))]
        endDragsWithNothingToDrop(saying: true, into: &actions)
        keepKeyboardDragCurrent(into: &actions)  // S7: its place, said anew if it changed
        return actions
    }

    /// Ends each item drag left with nothing to drop: all its items deleted, or all taken out
    /// of its list into more than one other list by failed commits putting them back or by
    /// loaded moves landing them, where a drop takes only those still in its list (S9,
    /// ``whereItemsAre(_:leftFrom:)``). Called where those changes are made (``removeItem(_:)``,
    /// a failed commit, a loaded move landing). Its image evaporates; with `saying`, the person
    /// hears it was cancelled (otherwise the caller says why). Nothing else changes (F7,
    /// issue 34). O(s·k) for s sessions of k items.
    mutating func endDragsWithNothingToDrop(saying: Bool, into actions: inout [Action]) {
        for pointer in sessions.draggingPointers {
            guard case .dragging(let drag)? = sessions[pointer], drag.text == nil, !drag.isExternal,
                  !drag.items.isEmpty else { continue }
            let present = drag.items.filter { workspace.items.contains($0) }
            guard present.isEmpty || whereItemsAre(present, leftFrom: drag.source).items.isEmpty else { continue }
            sessions.end(pointer)
            finishPreview(drag, ending: .evaporate, into: &actions)
            if saying { actions.append(.announce(Announcement(.ended(pointer == .keyboard ? .keyboardCancelled : .cancelled)))) }
        }
    }
}
