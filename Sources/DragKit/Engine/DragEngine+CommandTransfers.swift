// Moves and copies by command (S7, S5, issue 23): what the editing layer (`DragKitEditing`:
// Copy, Cut, Paste, "Move to…") asks of the core. They run through the same pipeline as a drop,
// so they produce the same content steps and the same ``Transfer`` a drag would, honour what the
// destination accepts, ask first where drops can't be undone (S11), and are undoable like drops
// (S10). The pasteboard and the commands themselves live in the layer.

extension DragEngine {
    /// Moves or copies `items` (all from one container, or from levels of one outline: then as
    /// one group, in tree order, a row inside another of them travelling inside it, committed as
    /// one ``Transfer`` per source level and undone as one step, issue 37, S10) into `container`
    /// at `index` (the end when `nil`), as a drop of them there would: `index` counts as
    /// ``Transfer/index`` does (for a move, in the list without the moved items). Items the container doesn't accept stay
    /// put; if it accepts none, the index is out of range, the items are not in one container
    /// or a move's source doesn't allow dragging out, nothing changes and an announcement says
    /// why. A move that leaves the order as it is says so and changes nothing. Undoable (S10);
    /// asks first, or offers Cancel after, where drops can't be undone (S11). Like
    /// ``handle(_:)``, keeps a keyboard drag's drop point current (S7). O(n + k) for the
    /// containers involved.
    public mutating func transfer(_ items: [ItemID], operation: DropOperation, to container: ContainerID, at index: Int? = nil) -> [Action] {
        var actions = transferByCommand(items, operation: operation, to: container, at: index)
        keepKeyboardDragCurrent(into: &actions)
        Self.putCommitsLast(&actions)  // F7: nothing of the change after its failure
        return actions
    }

    /// The container all of `items` are in, if they exist and share one. O(k).
    package func commonContainer(of items: [ItemID]) -> ContainerID? {
        guard let first = items.first, let source = workspace.container(of: first) else { return nil }
        for item in items where workspace.container(of: item) != source { return nil }
        return source
    }

    /// Whether `container` is a text view (its drops are no place to keep items). O(1).
    package func isTextView(_ container: ContainerID) -> Bool {
        workspace.textState.documents[container] != nil
    }

    /// Moves or copies `items` into `container` through the drop pipeline.
    private mutating func transferByCommand(_ requested: [ItemID], operation: DropOperation, to container: ContainerID, at index: Int?) -> [Action] {
        let verb: Announcement.Command = operation == .move ? .move : .copy
        // Issue 37: rows from several levels of one outline go as one group, in tree order.
        guard let (source, items) = movingGroup(of: requested) else {
            return [say(requested.isEmpty ? .nothingTo(verb) : .chooseFromOneList(verb), assertive: !requested.isEmpty)]
        }
        guard workspace.containers.contains(container) else {
            return [say(.noSuchList(verb), assertive: true)]
        }
        if operation == .move && workspace.containers[source]?.policy.allowsDragging != true {
            return [say(.cantMoveOutOf(label(of: source)), assertive: true)]
        }
        // Issue 37: in an outline, nothing of a group goes inside one of its own folders.
        let accepted = refusesGroup(items, into: container) ? [] : items.filter { workspace.accepts(container, $0) }
        guard !accepted.isEmpty else {
            // F6, F7: a folder into itself or a folder inside it says so.
            let inside = items.contains { workspace.wouldBeInsideItself($0, in: container) }
            return [say(inside ? .cantGoInsideItself(describe(items), into: label(of: container))
                               : .cantTake(label(of: container), describe(items)), assertive: true)]
        }
        let moving = operation == .move ? accepted.count(where: { workspace.container(of: $0) == container }) : 0
        let limit = workspace.count(of: container) - moving
        let target = index ?? limit
        guard target >= 0 && target <= limit else {
            return [say(.noSuchPosition(verb, position: target + 1, in: label(of: container)), assertive: true)]
        }
        if operation == .move && isAlreadyAt(accepted, in: container, index: target) {
            return [say(.alreadyThere(describe(accepted), in: label(of: container)))]
        }
        let request = TransferRequest(
            operation: operation, items: accepted, source: source, destination: container,
            index: target, offeredCount: items.count)
        var actions: [Action] = []
        if asksBefore(container) {
            askBefore(request, drag: nil, into: &actions)
            return actions
        }
        if isSpread(request) {  // issue 37: one transfer per source level, one undo step (S10)
            guard let parts = applyGroup(request) else {
                return [say(.couldNotDo(verb, describe(items), to: label(of: container)), assertive: true)]
            }
            actions.append(.applyChange(.items(parts.flatMap { $0.steps })))
            let whole = handGroup(parts, into: &actions)
            actions.append(.announce(Announcement(dropWords(whole, draggedCount: items.count))))
            return actions
        }
        guard let applied = apply(request) else {
            return [say(.couldNotDo(verb, describe(items), to: label(of: container)), assertive: true)]
        }
        actions.append(.applyChange(.items(applied.steps)))
        let question = hand(applied, into: &actions)
        actions.append(.announce(Announcement(dropWords(applied.transfer, draggedCount: items.count))))
        if let question { actions.append(say(question.message)) }
        return actions
    }

    /// Whether moving `items` to `index` of `container` would leave the order as it is.
    private func isAlreadyAt(_ items: [ItemID], in container: ContainerID, index: Int) -> Bool {
        guard let list = workspace.containers[container]?.items, index + items.count <= list.count else { return false }
        for (offset, item) in items.enumerated() where list[index + offset] != item { return false }
        return true
    }
}
