// Groups in outlines (issue 37, S8, F6, F7, S10): a selection that spans several levels of one
// outline is dragged, moved by keyboard and sent by "Move to…" as one group. A row inside another
// row of the group never travels on its own: it travels inside that row, so the group carries,
// counts and names only its outermost rows, which is what moves. A group holding a folder never
// goes into that folder or one inside it, even when the other rows could: nothing of it goes.
//
// The host stores such a drop as one plain Transfer per source level (a host checks every item
// is in `from`): the rows from the destination's own level first, then each other level's rows,
// levels in tree order, each landing right after the ones before, so each transfer's indices are
// where its rows sit once the whole drop is done, and applying the transfers in order gives the
// engine's state. They are one undo step; undo and redo commit one transfer per level too.

extension DragEngine {
    /// The rows selected anywhere in the outline whose top level is `root`, as one group: every
    /// selected row not inside another selected row, in tree order, its levels walked whether
    /// they are shown or not. A level that opens one of its own ancestors (a cycle the host made)
    /// is not entered again. O(n) for the n rows of the outline.
    func outlineSelection(of root: ContainerID) -> [ItemID] {
        var group: [ItemID] = []
        var entered: Set<ContainerID> = [root]
        appendSelectedRows(of: root, everyOne: false, to: &group, entered: &entered)
        return group
    }

    /// Appends the selected rows of `level` and the levels inside it, in tree order: `everyOne`,
    /// or only those not inside another selected row (whose rows travel inside it). O(n).
    func appendSelectedRows(of level: ContainerID, everyOne: Bool, to group: inout [ItemID], entered: inout Set<ContainerID>) {
        guard let items = workspace.containers[level]?.items else { return }
        for row in items {
            if selection.contains(row, in: level) {
                group.append(row)
                if !everyOne { continue }  // its rows travel inside it: they are not read
            }
            guard let opened = workspace.relations.opens[row], entered.insert(opened).inserted else { continue }
            appendSelectedRows(of: opened, everyOne: everyOne, to: &group, entered: &entered)
            entered.remove(opened)
        }
    }

    /// `items`, from one list or from levels of one outline, as the group that moves, with the
    /// container it is taken from: from one list, that list and `items` as given; from several
    /// levels of one outline, only the rows not inside another of them, in tree order, taken
    /// from the first one's level; `nil` when they are in no one list or outline, or unknown.
    /// O(k) for items from one list; otherwise O(k · d · n) for k items d levels deep in levels
    /// of up to n rows (each row's place on the way up is searched for).
    package func movingGroup(of items: [ItemID]) -> (source: ContainerID, items: [ItemID])? {
        if let source = commonContainer(of: items) { return (source, items) }
        guard !workspace.relations.outlineRoots.isEmpty else { return nil }
        var root: ContainerID?
        var keyed: [(path: [Int], item: ItemID)] = []
        let chosen = Set(items)
        for item in items {
            guard let level = workspace.container(of: item), let found = outlinePath(of: item, skipping: chosen),
                  let outline = outline(of: level)?.root, root == nil || root == outline else { return nil }
            root = outline
            if !found.inside, !keyed.contains(where: { $0.item == item }) { keyed.append((found.path, item)) }
        }
        let group = keyed.sorted { $0.path.lexicographicallyPrecedes($1.path) }.map { $0.item }
        guard let first = group.first, let source = workspace.container(of: first) else { return nil }
        return (source, group)
    }

    /// The indices from the top of its outline down to `item` (its place in each level), and
    /// whether a row above it is in `chosen` (it then travels inside that row); `nil` when the
    /// walk up meets a level twice (a cycle the host made). O(d · n) for d levels of up to n rows.
    private func outlinePath(of item: ItemID, skipping chosen: Set<ItemID>) -> (path: [Int], inside: Bool)? {
        var path: [Int] = []
        var row = item
        var seen: Set<ContainerID> = []
        while let level = workspace.container(of: row), seen.insert(level).inserted {
            guard let index = workspace.index(of: row) else { return nil }
            path.append(index)
            guard workspace.relations.outlineRoots[level] == nil, let opener = openingItem(of: level) else { return (path.reversed(), false) }
            if chosen.contains(opener) { return (path, true) }
            row = opener
        }
        return nil
    }

    /// Whether some of `items` are in other levels of the outline `source` is part of, and all
    /// of them in that outline: a group from several of its levels, or from a level other than
    /// the one named. O(k · d) for k items d levels deep.
    func reachesOtherLevels(_ items: [ItemID], from source: ContainerID) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty, let root = outline(of: source)?.root else { return false }
        var reaches = false
        for item in items {
            guard let level = workspace.container(of: item), level != source else { continue }
            guard outline(of: level)?.root == root else { return false }
            reaches = true
        }
        return reaches
    }

    /// Whether the outline level `container` refuses `items` as a group because one of them
    /// would end up inside itself there (a folder row of the group dropped into its own folder
    /// or one inside it): then nothing of the group goes, not even the rows that could, so the
    /// group keeps its structure (issue 37, F6, F7). Outside outlines a list takes the items it
    /// can (F5). O(1) when no outline is declared; otherwise O(k · m · d), as
    /// ``Workspace/wouldBeInsideItself(_:in:)``, plus O(d) to find the outline.
    func refusesGroup(_ items: [ItemID], into container: ContainerID) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty, !workspace.relations.opens.isEmpty,
              items.contains(where: { workspace.wouldBeInsideItself($0, in: container) }) else { return false }
        return outline(of: container) != nil
    }
}

// MARK: - One transfer per source level (issue 37, S10)

extension DragEngine {
    /// `items` split by the level each is in now, in the order the host stores them: the rows
    /// already in `destination` first, then each other level's, levels in the order their first
    /// row comes in `items`; each level's rows in the order of `items`. Rows no longer in the
    /// workspace are left out. O(k · p) for k items from p levels.
    func levelParts(of items: [ItemID], destination: ContainerID) -> [(source: ContainerID, items: [ItemID])] {
        var parts: [(source: ContainerID, items: [ItemID])] = []
        for item in items {
            guard let level = workspace.container(of: item) else { continue }
            if let index = parts.firstIndex(where: { $0.source == level }) {
                parts[index].items.append(item)
            } else if level == destination {
                parts.insert((level, [item]), at: 0)
            } else {
                parts.append((level, [item]))
            }
        }
        return parts
    }

    /// Whether `request` carries rows from several levels, so it is stored as one transfer per
    /// level (``applyGroup(_:)``). O(k).
    func isSpread(_ request: TransferRequest) -> Bool {
        guard !workspace.relations.outlineRoots.isEmpty, let first = request.items.first,
              let level = workspace.container(of: first) else { return false }
        return request.items.contains { workspace.container(of: $0).map { $0 != level } ?? false }
    }

    /// Makes the change `request` describes for rows from several levels (issue 37): one
    /// applied transfer per source level (``levelParts(of:destination:)``), applied in turn,
    /// each level's rows landing right after the ones before, from `request.index` (counted,
    /// as ``Transfer/index`` is, without the destination's own rows that move). Each transfer's
    /// `index` is where its rows sit once all are applied. `nil` when nothing could be applied.
    /// O(n) in the containers touched.
    mutating func applyGroup(_ request: TransferRequest) -> [AppliedTransfer]? {
        var applied: [AppliedTransfer] = []
        var index = request.index
        for part in levelParts(of: request.items, destination: request.destination) {
            let known = request.knownPlacements.filter { part.items.contains($0.item) }
            let one = TransferRequest(
                operation: request.operation, items: part.items, source: part.source,
                destination: request.destination, index: index, offeredCount: part.items.count, knownPlacements: known)
            guard let done = apply(one) else { continue }
            applied.append(done)
            index += done.transfer.items.count
        }
        return applied.isEmpty ? nil : applied
    }

    /// Hands the parts of a group on (issue 37): each is committed as its own transfer with its
    /// own ledger entry, in order; into a container whose drops are undoable they are one undo
    /// step (S10), otherwise each is handed on as a drop of its own. Returns a transfer naming
    /// the whole group, for the drop's words. O(p) for p parts.
    @discardableResult
    mutating func handGroup(_ parts: [AppliedTransfer], into actions: inout [Action]) -> Transfer {
        let first = parts[0].transfer
        var whole = first
        whole.items = parts.flatMap { $0.transfer.items }
        whole.copies = parts.flatMap { $0.transfer.copies }
        whole.indices = parts.flatMap { $0.transfer.indices }
        let policy = workspace.containers[first.destination]?.policy ?? ContainerPolicy()
        guard policy.dropsAreUndoable, parts.count > 1 else {
            for part in parts { hand(part, into: &actions) }
            return whole
        }
        editing.history.clearRedo()
        var records: [UndoRecord] = []
        for part in parts {
            records.append(undoRecord(of: part))
            var pending = PendingTransfer(transfer: part.transfer, placements: part.placements)
            pending.role = .change
            ledger.record(.committing(pending), for: part.transfer.id)
            actions.append(.commit(.items(part.transfer)))
        }
        var record = UndoRecord(
            id: first.id, kind: UndoKind(items: first.operation), operation: first.operation,
            items: records.flatMap { $0.items }, source: first.source, destination: first.destination,
            index: first.index, copies: records.flatMap { $0.copies }, placements: records.flatMap { $0.placements },
            before: records[0].before, after: records[records.count - 1].after, busy: nil)
        record.parts = records
        editing.history.push(record)
        return whole
    }

    /// Takes a group back as one undo step (issue 37, S10): each level's part, newest first,
    /// with its own commit moving its rows back to exactly the level and places they came from
    /// (the destination's own rows last, once the others have left it), and one announcement.
    mutating func undoGroup(_ record: UndoRecord) -> [Action] {
        editing.history.takeUndo()
        var updated = record
        var actions: [Action] = []
        for index in record.parts.indices.reversed() {
            let step = undoStep(record.parts[index])
            actions += step.actions
            updated.parts[index] = step.record
        }
        editing.history.pushUndone(updated)
        if !record.openedRows.isEmpty { showRows(record.openedRows, open: false, into: &actions) }
        // The rows went back to several levels: named by the outline they are all in.
        let outline = outline(of: record.source)?.root ?? record.source
        let text: Announcement.Event = record.operation == .move
            ? .undidMove(record.kind, describe(record.items), backIn: label(of: outline),
                         position: nil, of: workspace.count(of: outline))
            : .undidCopies(record.kind, copies: record.copies.count, of: describe(record.items),
                           from: label(of: record.destination))
        actions.append(.announce(Announcement(text)))
        return actions
    }

    /// Does a group again as one redo step (issue 37, S10): each level's part in the order it
    /// was first done, each with its own commit, and one announcement. A part the workspace
    /// refuses ends the redo, as a changed content does.
    mutating func redoGroup(_ record: UndoRecord) -> [Action] {
        editing.history.takeRedo()
        var updated = record
        var actions: [Action] = []
        var whole: Transfer?
        for index in record.parts.indices {
            guard let step = redoStep(record.parts[index]) else {
                if index == 0 { return failureActions(.changedSince(.redo, record.kind)) }
                updated.parts.removeSubrange(index...)
                break
            }
            actions += step.actions
            updated.parts[index] = step.record
            if whole == nil { whole = step.transfer } else { whole?.items += step.transfer.items }
        }
        editing.history.pushRedone(updated)
        if !record.openedRows.isEmpty { showRows(record.openedRows, open: true, into: &actions) }
        if let whole {
            actions.append(.announce(Announcement(.redid(record.kind, dropWords(whole, draggedCount: record.items.count)))))
        }
        return actions
    }

    /// The host could not store `pending`, one level's part of a group drop, undo or redo
    /// (issue 37, F7): only that part's rows go back. For a drop or redo, the parts committed
    /// after it are laid again where the host puts them without it (at their own indices), and
    /// the undo step keeps the other parts; a failed undo part ends the group's history, its
    /// other parts having gone back. `nil` when `pending` is no part of a group.
    mutating func groupPartFailed(_ pending: PendingTransfer, _ transferred: Transfer, reason: FailureReason) -> [Action]? {
        guard let (record, undone) = editing.history.group(stepping: pending.id),
              let failed = record.parts.firstIndex(where: { $0.busy == pending.id }) else { return nil }
        var steps: [ContentStep] = []
        if undone {
            // An undo's part: the host moved every other part back but not this one. The drop's
            // state again (each part at the index its transfer named), then every part's way
            // back but this one, newest first, as the host applied them: its rows stay where
            // the host has them, even when the destination's own rows moved back around them.
            for part in record.parts {
                let placements = workspace.placements(of: part.items)
                do throws(WorkspaceError) {
                    steps += try workspace.move(part.items, to: part.destination, at: part.index, from: placements)
                } catch {
                    continue
                }
            }
            for part in record.parts.reversed() where part.busy != pending.id {
                steps += workspace.restore(part.placements)
            }
            editing.history.replaceGroup(record.id, with: nil)
        } else {
            let parts = record.parts
            // Newest first, each part back exactly as it was before it (S10)…
            for index in parts.indices.reversed() where index >= failed {
                steps += workspace.restore(parts[index].placements)
            }
            // …then the later parts again, at the indices their transfers named.
            var kept = Array(parts[..<failed])
            for index in parts.indices where index > failed {
                var part = parts[index]
                let placements = workspace.placements(of: part.items)
                let before = snapshot(of: [part.source, part.destination])
                let limit = workspace.count(of: part.destination)
                do throws(WorkspaceError) {
                    steps += try workspace.move(part.items, to: part.destination, at: min(part.index, limit), from: placements)
                } catch {
                    continue
                }
                part.index = min(part.index, limit)
                part.placements = placements
                part.before.orders = before.orders
                part.after.orders = snapshot(of: [part.source, part.destination]).orders
                kept.append(part)
            }
            var updated = record
            updated.parts = kept
            if let first = kept.first, let last = kept.last {
                updated.items = kept.flatMap { $0.items }
                updated.placements = kept.flatMap { $0.placements }
                updated.source = first.source
                updated.before = first.before
                updated.after = last.after
                editing.history.replaceGroup(record.id, with: updated)
            } else {
                editing.history.replaceGroup(record.id, with: nil)
            }
        }
        var actions: [Action] = [.applyChange(.items(steps))]
        // A5: the rows that went back are no longer selected where they landed.
        let shown = selectedItems(in: transferred.destination)
        actions.append(.setSelection(transferred.destination, shown))
        endFailure(pending, transferred, reason: reason, into: &actions)
        return actions
    }
}
