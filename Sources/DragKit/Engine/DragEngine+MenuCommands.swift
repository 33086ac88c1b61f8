// Menu commands as alternatives to dragging (S7, S5): Copy, Cut, Paste and "Move to…". They run
// through the same pipeline as a drop, so they produce the same content steps and the same
// ``Transfer`` a drag would, honour what the destination accepts, ask first where drops can't be
// undone (S11), and are undoable like drops (S10).

extension DragEngine {
    /// The items Copy or Cut put aside, in order (empty when nothing was copied).
    public var pasteboardItems: [ItemID] {
        editing.commands.pasteboard?.items ?? []
    }

    /// Whether the pasteboard holds a cut (Paste will move) rather than a copy.
    public var pasteboardIsCut: Bool {
        editing.commands.pasteboard?.isCut ?? false
    }

    /// Copy (S7, S5): puts references to `items` on the engine's pasteboard. Nothing changes
    /// until ``Event/paste(into:at:)``, which copies them. `items` must all be in one container.
    mutating func copy(_ items: [ItemID]) -> [Action] {
        putOnPasteboard(items, isCut: false)
    }

    /// Cut (S7, S5): puts references to `items` on the pasteboard for ``Event/paste(into:at:)`` to
    /// move. Like cut and paste of files, nothing leaves its place until the paste, so a cut
    /// that is never pasted loses nothing. The items' container must allow dragging out.
    mutating func cut(_ items: [ItemID]) -> [Action] {
        putOnPasteboard(items, isCut: true)
    }

    /// Paste (S7, S5) into `container` at `index` (the end when `nil`): after Copy, the same
    /// copy a drag with the same items would make; after Cut, the same move (and the pasteboard
    /// is emptied). `index` counts as ``Transfer/index`` does (for a move, in the list without
    /// the moved items). Items the container doesn't accept stay put; if it accepts none, or the
    /// index is out of range, nothing changes and an announcement says why. Undoable (S10).
    /// O(n + k) for the containers involved.
    mutating func paste(into container: ContainerID, at index: Int? = nil) -> [Action] {
        guard let pasteboard = editing.commands.pasteboard else { return [say(.nothingTo(.paste))] }
        let items = pasteboard.items.filter { workspace.items.contains($0) }
        guard !items.isEmpty else {
            editing.commands.pasteboard = nil
            return [say(.pasteItemsGone, assertive: true)]
        }
        let actions = transferByCommand(items, operation: pasteboard.isCut ? .move : .copy, to: container, at: index)
        if pasteboard.isCut && actions.contains(where: { if case .applyChange = $0 { true } else if case .requestConfirmation = $0 { true } else { false } }) {
            editing.commands.pasteboard = nil
        }
        return actions
    }

    /// "Move to…" (S7): puts `items` (all from one container) into `container` at `index` (the
    /// end when `nil`; counted as in ``Transfer/index``) with the operation a drag of them there
    /// would perform (S2, S3: the default rules, the destination's own proposer, no modifiers):
    /// a move within an app's lists that move, a copy where the source keeps its content (into
    /// another app, a shared album, a recipients field, a write-only drop box). A drag, a
    /// keyboard drag and "Move to…" of the same items to the same place always agree. Undoable
    /// (S10); asks first, or offers Cancel after, where drops can't be undone (S11). O(n + k).
    mutating func move(_ items: [ItemID], to container: ContainerID, at index: Int? = nil) -> [Action] {
        guard let source = commonContainer(of: items), workspace.containers.contains(container),
              workspace.containers[source]?.policy.allowsDragging == true else {
            // Nothing a drag could do either: the refusal says why.
            return transferByCommand(items, operation: .move, to: container, at: index)
        }
        let answer = proposal(for: items, from: source, to: container, modifiers: [])
        let operation: DropOperation = answer.operation == .copy || answer.operation == .link ? .copy : .move
        return transferByCommand(items, operation: operation, to: container, at: index)
    }

    /// The places "Move to…" can put `items` (all from one container), in registration order:
    /// every other container that takes some of them, with the operation a drag there would
    /// perform (S2, S3) and how many it takes (F5). Text views and task controls are left out
    /// (their drops are no place to keep items). O(c·k) for c containers.
    public func moveDestinations(for items: [ItemID]) -> [MoveDestination] {
        guard let source = commonContainer(of: items) else { return [] }
        var found: [MoveDestination] = []
        for container in workspace.containerOrder where container != source && workspace.textState.documents[container] == nil {
            guard let policy = workspace.containers[container]?.policy, policy.role == .content else { continue }
            let answer = proposal(for: items, from: source, to: container, modifiers: [])
            guard answer.isAccepted else { continue }
            found.append(MoveDestination(container: container, operation: answer.operation == .move ? .move : .copy,
                                         itemCount: answer.items.count))
        }
        return found
    }

    /// Paste (S7, S5) into `container` right after `item` (at its start when `item` is `nil`
    /// or not in it): the index is counted without the items a Cut moves, so pasting a cut item
    /// after its neighbour lands exactly there, not one place further. O(n + k).
    mutating func paste(into container: ContainerID, after item: ItemID?) -> [Action] {
        guard let list = workspace.containers[container]?.items else { return paste(into: container, at: nil) }
        let moving = pasteboardIsCut ? Set(pasteboardItems) : []
        var index = 0
        if let item, let position = list.firstIndex(of: item) {
            for other in list[...position] where !moving.contains(other) { index += 1 }
        }
        return paste(into: container, at: index)
    }

    // MARK: Internals

    private mutating func putOnPasteboard(_ items: [ItemID], isCut: Bool) -> [Action] {
        let verb: Announcement.Command = isCut ? .cut : .copy
        guard let source = commonContainer(of: items) else {
            return [say(items.isEmpty ? .nothingTo(verb) : .chooseFromOneList(verb), assertive: !items.isEmpty)]
        }
        if isCut && workspace.containers[source]?.policy.allowsDragging != true {
            return [say(.cantCutFrom(label(of: source)), assertive: true)]
        }
        editing.commands.pasteboard = Pasteboard(items: items, isCut: isCut)
        let text: Announcement.Event = isCut
            ? .cutToPasteboard(describe(items), from: label(of: source))
            : .copiedToPasteboard(describe(items), from: label(of: source))
        return [say(text)]
    }

    /// The container all of `items` are in, if they exist and share one.
    private func commonContainer(of items: [ItemID]) -> ContainerID? {
        guard let first = items.first, let source = workspace.container(of: first) else { return nil }
        for item in items where workspace.container(of: item) != source { return nil }
        return source
    }

    /// Moves or copies `items` into `container` through the drop pipeline.
    private mutating func transferByCommand(_ items: [ItemID], operation: DropOperation, to container: ContainerID, at index: Int?) -> [Action] {
        let verb: Announcement.Command = operation == .move ? .move : .copy
        guard let source = commonContainer(of: items) else {
            return [say(items.isEmpty ? .nothingTo(verb) : .chooseFromOneList(verb), assertive: !items.isEmpty)]
        }
        guard workspace.containers.contains(container) else {
            return [say(.noSuchList(verb), assertive: true)]
        }
        if operation == .move && workspace.containers[source]?.policy.allowsDragging != true {
            return [say(.cantMoveOutOf(label(of: source)), assertive: true)]
        }
        let accepted = items.filter { workspace.accepts(container, $0) }
        guard !accepted.isEmpty else {
            return [say(.cantTake(label(of: container), describe(items)), assertive: true)]
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
        guard let applied = apply(request) else {
            return [say(.couldNotDo(verb, describe(items), to: label(of: container)), assertive: true)]
        }
        actions.append(.applyChange(.items(applied.steps)))
        let question = hand(applied, into: &actions)
        actions.append(.announce(Announcement(dropText(applied.transfer, draggedCount: items.count))))
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
