import DragKit

// The menu commands as a reducer over the core (S7, S5, issue 23): the pasteboard is this
// layer's state, and every change of content goes through the core's
// `DragEngine.transfer(_:operation:to:at:)`: the same pipeline as a drop, so the same content
// steps and `Transfer` a drag would make, what the destination accepts honoured, asking first
// where drops can't be undone (S11), undoable like drops (S10).

extension Pasteboard {
    /// Handles `event` with `engine`: core events go to `DragEngine.handle(_:)`, menu commands
    /// change this pasteboard and move or copy through `engine`. Returns what the host must do,
    /// in order. O(1) plus the event's own cost (``EditingEvent``).
    public mutating func handle(_ event: EditingEvent, in engine: inout DragEngine) -> [Action] {
        switch event {
        case .core(let event): engine.handle(event)
        case .copy(let items): put(items, isCut: false, from: engine)
        case .cut(let items): put(items, isCut: true, from: engine)
        case .paste(let container, let index): paste(into: container, at: index, in: &engine)
        case .pasteAfter(let item, let container): paste(into: container, after: item, in: &engine)
        case .move(let items, let container, let index): Self.move(items, to: container, at: index, in: &engine)
        }
    }

    /// Copy or Cut: `items` on the pasteboard if they share a container (and, for a cut, it
    /// allows dragging out); an announcement either way. O(k).
    private mutating func put(_ items: [ItemID], isCut: Bool, from engine: DragEngine) -> [Action] {
        let verb: Announcement.Command = isCut ? .cut : .copy
        guard let source = engine.commonContainer(of: items) else {
            return [engine.say(items.isEmpty ? .nothingTo(verb) : .chooseFromOneList(verb), assertive: !items.isEmpty)]
        }
        if isCut && engine.workspace.containers[source]?.policy.allowsDragging != true {
            return [engine.say(.cantCutFrom(engine.label(of: source)), assertive: true)]
        }
        put(items, isCut: isCut)
        let text: Announcement.Event = isCut
            ? .cutToPasteboard(engine.describe(items), from: engine.label(of: source))
            : .copiedToPasteboard(engine.describe(items), from: engine.label(of: source))
        return [engine.say(text)]
    }

    /// Paste into `container` at `index` (the end when `nil`). Items the container doesn't
    /// accept stay put; if it accepts none, or the index is out of range, nothing changes and
    /// an announcement says why. A cut is emptied once it is pasted (or asked about, S11).
    /// O(n + k) for the containers involved.
    private mutating func paste(into container: ContainerID, at index: Int?, in engine: inout DragEngine) -> [Action] {
        guard !isEmpty else { return [engine.say(.nothingTo(.paste))] }
        let present = items.filter { engine.workspace.items.contains($0) }
        guard !present.isEmpty else {
            clear()
            return [engine.say(.pasteItemsGone, assertive: true)]
        }
        let actions = engine.transfer(present, operation: isCut ? .move : .copy, to: container, at: index)
        if isCut && actions.contains(where: { if case .applyChange = $0 { true } else if case .requestConfirmation = $0 { true } else { false } }) {
            clear()
        }
        return actions
    }

    /// Paste into `container` right after `item` (at its start when `item` is `nil` or not in
    /// it): the index is counted without the items a Cut moves, so pasting a cut item after its
    /// neighbour lands exactly there, not one place further. O(n + k).
    private mutating func paste(into container: ContainerID, after item: ItemID?, in engine: inout DragEngine) -> [Action] {
        guard let list = engine.workspace.containers[container]?.items else { return paste(into: container, at: nil, in: &engine) }
        let moving = isCut ? Set(items) : []
        var index = 0
        if let item, let position = list.firstIndex(of: item) {
            for other in list[...position] where !moving.contains(other) { index += 1 }
        }
        return paste(into: container, at: index, in: &engine)
    }

    /// "Move to…": `items` into `container` at `index` with the operation a drag of them there
    /// would perform (S2, S3: the default rules, the destination's own proposer, no modifiers):
    /// a move within an app's lists that move, a copy where the source keeps its content (into
    /// another app, a shared album, a recipients field, a write-only drop box). A drag, a
    /// keyboard drag and "Move to…" of the same items to the same place always agree. O(n + k).
    private static func move(_ items: [ItemID], to container: ContainerID, at index: Int?, in engine: inout DragEngine) -> [Action] {
        // Issue 37: rows from several levels of one outline are one group, as a drag of them.
        guard let (source, group) = engine.movingGroup(of: items), engine.workspace.containers.contains(container),
              engine.workspace.containers[source]?.policy.allowsDragging == true else {
            // Nothing a drag could do either: the refusal says why.
            return engine.transfer(items, operation: .move, to: container, at: index)
        }
        let answer = engine.proposal(for: group, from: source, to: container, modifiers: [])
        let operation: DropOperation = answer.operation == .copy || answer.operation == .link ? .copy : .move
        return engine.transfer(items, operation: operation, to: container, at: index)
    }
}
