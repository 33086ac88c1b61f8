// Selection, group drags and their feedback: dragging a selection (S8), adding to a drag with a
// tap (S8), flocking (F4), predicted drop shape (F3), selection after the drop (A5) and
// background windows (P2).

// MARK: - Public API

extension DragEngine {
    /// The selected items of `container`, in list order.
    ///
    /// - Complexity: O(k·n) without hashing for a small selection of k items (a linear scan per
    ///   item, then a sort), O(n) hashed lookups for a large one; n is the container's size.
    ///   Drops call this several times (A5, S10), so the common one-item case must stay cheap.
    public func selectedItems(in container: ContainerID) -> [ItemID] {
        guard let selected = selection.selected[container], !selected.isEmpty,
              let list = workspace.containers[container]?.items else { return [] }
        if selected.count <= 8 {
            var found: [(index: Int, item: ItemID)] = []
            for item in selected {
                if let index = list.firstIndex(of: item) { found.append((index, item)) }
            }
            return found.sorted { $0.index < $1.index }.map { $0.item }
        }
        return list.filter { selected.contains($0) }
    }

    /// Whether `item` is selected in the container that holds it. O(1).
    public func isSelected(_ item: ItemID) -> Bool {
        guard let container = workspace.container(of: item) else { return false }
        return selection.contains(item, in: container)
    }

    /// The selected items of `container`, or, when it is a level of an outline, of every level
    /// of that outline (issue 37: an outline has one selection), in tree order: the order the
    /// outline shows them, its levels walked whether they are shown or not. A host toggling a
    /// row in an outline (Ctrl- or Cmd-click) reads this, adds or removes the row and sets it
    /// back with ``Event/setSelection(_:in:)``.
    ///
    /// - Complexity: O(n) for the n rows of the outline; ``selectedItems(in:)`` outside outlines.
    public func selectedItems(inOutlineOf container: ContainerID) -> [ItemID] {
        guard let root = outline(of: container)?.root else { return selectedItems(in: container) }
        var rows: [ItemID] = []
        var entered: Set<ContainerID> = [root]
        appendSelectedRows(of: root, everyOne: true, to: &rows, entered: &entered)
        return rows
    }

    /// Makes exactly `items` the selection of `container` (S8). Items not in `container` are
    /// ignored, unless `container` is a level of an outline: an outline has one selection
    /// (issue 37), so `items` may come from any of its levels and replace the selection of all
    /// of them — a plain click on a row leaves nothing selected at other levels, a Ctrl- or
    /// Cmd-click sends ``selectedItems(inOutlineOf:)`` with the row added or removed, and a
    /// press on a selected row drags the whole group, one ``Transfer`` per level (S10).
    /// Returns the other containers whose selection changed. O(k) outside outlines; O(k · d +
    /// c · d) in one, for c containers holding a selection, d levels deep.
    @discardableResult
    mutating func setSelection(_ items: [ItemID], in container: ContainerID) -> [ContainerID] {
        guard !workspace.relations.outlineRoots.isEmpty, let root = outline(of: container)?.root else {
            var chosen = Set<ItemID>()
            for item in items where workspace.container(of: item) == container { chosen.insert(item) }
            selection.replace(chosen, in: container)
            return []
        }
        var chosen: [ContainerID: Set<ItemID>] = [container: []]
        for item in items {
            guard let level = workspace.container(of: item), level == container || outline(of: level)?.root == root else { continue }
            chosen[level, default: []].insert(item)
        }
        var changed: [ContainerID] = []
        for level in outlineLevelsHoldingSelection(root) where chosen[level] == nil {
            selection.replace([], in: level)
            changed.append(level)
        }
        for (level, rows) in chosen.sortedByKey({ $0.0.rawValue }) {
            if level != container, selection.items(in: level) != rows { changed.append(level) }
            selection.replace(rows, in: level)
        }
        return changed
    }

    /// The levels of the outline whose top level is `root` that have a selection, in container
    /// id order. O(c · d) for the c containers holding a selection, d levels deep.
    func outlineLevelsHoldingSelection(_ root: ContainerID) -> [ContainerID] {
        var levels: [ContainerID] = []
        for (level, rows) in selection.selected where !rows.isEmpty && outline(of: level)?.root == root {
            levels.append(level)
        }
        return levels.sorted { $0.rawValue < $1.rawValue }
    }

    /// Adds `items` to the selections of the containers that hold them. O(k).
    mutating func select(_ items: [ItemID]) {
        for item in items {
            guard let container = workspace.container(of: item) else { continue }
            selection.add(item, in: container)
        }
    }

    /// Removes `items` from the selections of the containers that hold them. O(k).
    mutating func deselect(_ items: [ItemID]) {
        for item in items {
            guard let container = workspace.container(of: item) else { continue }
            selection.remove(item, from: container)
        }
    }

    /// Marks the window holding `container` as active or in the background (P2). Content in a
    /// background window can be dragged without activating it; only a click (a press released
    /// without dragging) activates it, with ``Action/activateWindow(_:)``.
    mutating func setWindowActive(_ active: Bool, for container: ContainerID) {
        selection.setActive(active, for: container)
    }

    /// Whether the window holding `container` is active (P2). O(1).
    public func isWindowActive(_ container: ContainerID) -> Bool {
        selection.isActive(container)
    }
}

// MARK: - Engine hooks

extension DragEngine {
    /// Records the time of the latest input, for rate limits (F3).
    mutating func noteTime(of event: Event) {
        guard let time = event.timestamp else { return }
        clock.advance(to: time)
    }

    /// What a press lifts (S8): the whole selection of its container, in list order, when the
    /// pressed item is selected (minus items another session is dragging); otherwise just it.
    /// In an outline, the selection of all its levels, as one group (issue 37,
    /// ``outlineSelection(of:)``): the pressed row may travel inside a selected row above it.
    /// O(n) in the container's size, or in the outline's rows.
    func liftedItems(pressing item: ItemID, in source: ContainerID) -> [ItemID] {
        guard selection.contains(item, in: source),
              let selected = selection.selected[source],
              let list = workspace.containers[source]?.items else { return [item] }
        let busy = sessions.draggedItems
        if !workspace.relations.outlineRoots.isEmpty, let root = outline(of: source)?.root {
            // Issue 37: the selection of all the outline's levels, as one group.
            let group = outlineSelection(of: root).filter { $0 == item || !busy.contains($0) }
            return group.isEmpty ? [item] : group
        }
        let items = list.filter { selected.contains($0) && ($0 == item || !busy.contains($0)) }
        return items.isEmpty ? [item] : items
    }

    /// The frame the drag image keeps its offset from. One item: where it was (at `index` of
    /// the press's source, when known), so the image stays where it was grabbed. Several: the
    /// first item's size centred on the press, so the gathered stack sits under the pointer (F4).
    func groupOriginFrame(items: [ItemID], pressed item: ItemID, at index: Int?, pending: PendingDrag) -> Rect {
        guard items.count > 1 else {
            if let index, let frame = frame(ofItemAt: index, in: pending.source) { return frame }
            return self.frame(of: item) ?? Rect(origin: pending.origin, size: Size(width: 1, height: 1))
        }
        return centred(on: pending.origin, size: self.frame(of: items[0])?.size ?? Size(width: 1, height: 1))
    }

    /// Stamps a new drag with its lift order and whether its pressed item was selected.
    mutating func noteLift(_ drag: inout ActiveDrag, pressed item: ItemID) {
        drag.lift(order: sessions.nextLiftOrder(), pressedSelected: selection.contains(item, in: drag.source))
    }

    /// The stacked frames of the drag's items under its preview (F4).
    func flockAction(_ drag: ActiveDrag) -> Action {
        let sizes = drag.items.map { self.frame(of: $0)?.size ?? drag.originFrame.size }
        return .flockPreview(drag.pointer, frames: FlockLayout.frames(
            for: drag.items, sizes: sizes, around: drag.feedback.previewFrame.center))
    }

    /// A press released without becoming a drag. During a drag it adds the item to the most
    /// recently lifted session (S8); otherwise, in a background window, it activates the window
    /// (P2). Anything else is a click for the host.
    mutating func handleClick(on item: ItemID, in source: ContainerID, into actions: inout [Action]) {
        if addToDrag(item, from: source, into: &actions) { return }
        if !selection.isActive(source) {
            selection.setActive(true, for: source)
            actions.append(.activateWindow(source))
        }
    }

    /// Adds the tapped item to the most recently lifted drag, if that drag comes from the same
    /// container (S8). Items from other containers are not added, because the operation (move or
    /// copy) is decided per source container.
    private mutating func addToDrag(_ item: ItemID, from source: ContainerID, into actions: inout [Action]) -> Bool {
        var target: ActiveDrag?
        for pointer in sessions.pointers {
            guard case .dragging(let drag)? = sessions[pointer] else { continue }
            if drag.liftOrder > (target?.liftOrder ?? 0) { target = drag }
        }
        guard var drag = target, drag.source == source,
              workspace.container(of: item) == source, !isDragging(item) else { return false }
        let size = drag.items.first.flatMap { self.frame(of: $0)?.size } ?? drag.originFrame.size
        drag.add(item, in: workspace, originFrame: centred(on: drag.origin, size: size))
        actions.append(.addToPreview(drag.pointer, items: [item]))
        actions.append(.setLifted([item], true))
        retarget(&drag, into: &actions)
        actions.append(flockAction(drag))
        actions.append(.announce(Announcement(.addedToDrag(label(of: item), dragging: drag.items.count))))
        sessions.update(drag)
        return true
    }

    private func centred(on point: Point, size: Size) -> Rect {
        Rect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
    }
}

// MARK: - Selection after the drop (A5)

extension DragEngine {
    /// Selects the dropped content at the destination; a copy in one container leaves the
    /// originals unselected; a drag to another container deselects the content at the source.
    /// An unselected item dragged from a background window leaves that window's selection as it
    /// was (P2). Emits ``Action/setSelection(_:_:)`` for each container whose selection shows
    /// differently, in container id order, and remembers the old selections so a failed commit
    /// can restore them. `index`, where the dropped items now start in the destination, spares
    /// a search of the destination for them (checked in O(k); issue 23).
    mutating func selectAfterDrop(
        _ drag: ActiveDrag, operation: DropOperation, destination: ContainerID, moved: [ItemID],
        dropped: [ItemID], at index: Int? = nil, transfer: TransferID?, into actions: inout [Action]
    ) {
        let keepSource = !selection.isActive(drag.source) && !drag.pressedSelected
        var changes: [(ContainerID, Set<ItemID>)] = []
        if destination == drag.source {
            if !keepSource { changes.append((destination, Set(dropped))) }
        } else {
            if !keepSource {
                var remaining = selection.items(in: drag.source)
                for item in moved { remaining.remove(item) }
                changes.append((drag.source, remaining))
            }
            changes.append((destination, Set(dropped)))
        }
        // Issue 37: an outline has one selection, so the dropped rows become all of it: the
        // level the rows left, and every other level, keep none (a background window's source
        // keeps its own, P2).
        if !workspace.relations.outlineRoots.isEmpty, let root = outline(of: destination)?.root {
            for index in changes.indices where changes[index].0 != destination && outline(of: changes[index].0)?.root == root {
                changes[index].1 = []
            }
            for level in outlineLevelsHoldingSelection(root)
            where !changes.contains(where: { $0.0 == level }) && !(keepSource && level == drag.source) {
                changes.append((level, []))
            }
        }
        var undo: [ContainerID: Set<ItemID>] = [:]
        for (container, after) in changes.sortedByKey({ $0.0.rawValue }) {
            let was = selection.items(in: container)
            undo[container] = was
            // The same set shows the same items in the same order: no walk of the list (issue 23).
            if was == after {
                selection.replace(after, in: container)
                continue
            }
            let shownBefore = selectedItems(in: container)
            selection.replace(after, in: container)
            let shownAfter = container == destination && after.count == dropped.count
                ? droppedInOrder(dropped, in: container, at: index) ?? selectedItems(in: container)
                : selectedItems(in: container)
            // A move has already taken the items out of the source, so what it shows may look
            // unchanged while the host still shows them selected there: say so (A5).
            // Issue 37: a group from several levels left each of them.
            let sourceLostItems = container != destination && undo[container] != after
                && (container == drag.source || drag.placements.contains { $0.container == container })
            if shownAfter != shownBefore || sourceLostItems { actions.append(.setSelection(container, shownAfter)) }
        }
        if let transfer { ledger.keepSelections(undo, before: transfer) }
    }

    /// `dropped` when they sit one after another from `index` of `container`'s list (what
    /// ``selectedItems(in:)`` gives when they are its selection), otherwise `nil`. O(k).
    private func droppedInOrder(_ dropped: [ItemID], in container: ContainerID, at index: Int?) -> [ItemID]? {
        guard let index, let list = workspace.containers[container]?.items,
              index >= 0, index + dropped.count <= list.count else { return nil }
        for (offset, item) in dropped.enumerated() where list[index + offset] != item { return nil }
        return dropped
    }

    /// Puts back the selections a drop changed, after its commit failed (A5, S10).
    mutating func restoreSelection(before transfer: TransferID, into actions: inout [Action]) {
        guard let undo = ledger.takeSelections(before: transfer) else { return }
        for container in undo.keys.sortedByKey({ $0.rawValue }) {
            let shownBefore = selectedItems(in: container)
            selection.replace(undo[container] ?? [], in: container)
            let shownAfter = selectedItems(in: container)
            if shownAfter != shownBefore { actions.append(.setSelection(container, shownAfter)) }
        }
    }
}

// MARK: - Predicted drop shape (F3)

extension DragEngine {
    /// The size the drag image should have now: the destination's ``ContainerPolicy/dropPreviewSize``
    /// while over one that accepts the content, otherwise the content's own (`nil`).
    private func predictedShape(_ drag: ActiveDrag) -> Size? {
        guard let cue = drag.feedback.destination, drag.feedback.operation.isAccepted else { return nil }
        return workspace.containers[cue.container]?.policy.dropPreviewSize
    }

    /// Changes the drag image to the predicted shape, at most once per
    /// ``PreviewShaping/minimumInterval``; a change that comes sooner waits for a tick, which
    /// applies whatever is predicted then (so going over and back in between changes nothing).
    mutating func updatePreviewShape(_ drag: inout ActiveDrag, into actions: inout [Action]) {
        updatePreviewShape(&drag, known: nil, into: &actions)
    }

    /// ``updatePreviewShape(_:into:)`` with the destination's preview size as targeting found it
    /// (`known`), used when the feedback still marks that destination with an accepted
    /// operation; otherwise the destination is looked up. O(1).
    mutating func updatePreviewShape(_ drag: inout ActiveDrag, known: DestinationShape?, into actions: inout [Action]) {
        let desired: Size?
        if let known, drag.feedback.destination?.container == known.container, drag.feedback.operation.isAccepted {
            desired = known.size
        } else {
            desired = predictedShape(drag)
        }
        guard desired != drag.shaping.shown else { return }
        if let last = drag.shaping.lastChange, clock.now < last + PreviewShaping.minimumInterval {
            let due = last + PreviewShaping.minimumInterval
            if drag.shaping.tickAt != due {
                drag.shaping.tickAt = due
                actions.append(.scheduleTick(at: due))
            }
            return
        }
        drag.shaping.shown = desired
        drag.shaping.lastChange = clock.now
        actions.append(.reshapePreview(drag.pointer, size: desired))
    }

    /// On a tick: applies the shape changes that were waiting for it.
    mutating func applyDuePreviewShapes(into actions: inout [Action]) {
        for pointer in itemDraggingPointers {
            guard case .dragging(var drag)? = sessions[pointer], let due = drag.shaping.tickAt,
                  clock.now >= due else { continue }
            drag.shaping.tickAt = nil
            updatePreviewShape(&drag, into: &actions)
            sessions.update(drag)
        }
    }
}
