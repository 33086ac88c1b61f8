// Keyboard and assistive-technology drags (S7, P4): the alternative to dragging with a pointer.
//
// The focused item is picked up with Space or Enter (or ``DragEngine/pickUp(_:modifiers:)``),
// moved between named drop points with the arrow keys (within a container) and Tab / Shift-Tab
// (between containers), dropped with Space or Enter and cancelled with Escape. It is a session
// like a pointer drag, under the reserved id ``PointerID/keyboard``, with the same feedback
// actions and the same drop pipeline (`.commit`, rollback on failure). Steps are discrete: the
// engine asks for no animation timing, only that the host reveal the new drop point.
//
// Rules, chosen for people who can't see the screen:
// - Arrows stop at the ends of a container (no wrapping); a press past an end says so.
// - Tab and Shift-Tab go to the next or previous container, in registration order, that takes
//   the content, wrapping around; containers that refuse it are skipped.
// - Entering another container lands at its end; returning to the source lands where the items
//   came from.

extension DragEngine {
    // MARK: Public API

    /// Picks `items` up with the keyboard or assistive technology, starting the keyboard drag
    /// (S7). Items not in the first item's container, or already being dragged, are left out.
    ///
    /// The drag starts at the items' own place when their container takes drops, otherwise at
    /// the end of the first container that takes them. Returns no actions when there is already
    /// a keyboard drag (one per input source, S9), or nothing can be picked up (unknown items, a
    /// container that doesn't allow dragging).
    ///
    /// - Parameters:
    ///   - items: the items to carry, from one container; they are carried in list order.
    ///   - modifiers: the modifiers held now (Option predicts a copy, S4).
    /// - Complexity: O(k·n) for k items in a container of n.
    public mutating func pickUp(_ items: [ItemID], modifiers: Modifiers = []) -> [Action] {
        var actions: [Action] = []
        beginKeyboardDrag(items, modifiers: modifiers, into: &actions)
        return actions
    }

    /// Picks up one item (see ``pickUp(_:modifiers:)-([ItemID],_)``).
    public mutating func pickUp(_ item: ItemID, modifiers: Modifiers = []) -> [Action] {
        pickUp([item], modifiers: modifiers)
    }

    /// Moves the keyboard drag straight to a drop point, as a screen-reader rotor or a
    /// "Move to…" menu would (S7). An index beyond the container's positions is clamped. A
    /// container that doesn't take the content is announced as not allowed, and the drag stays.
    public mutating func moveKeyboardDrag(to point: DropPoint.ID) -> [Action] {
        var actions: [Action] = []
        guard case .dragging(var drag)? = sessions[.keyboard] else { return actions }
        guard keyboardDropShape(drag, in: point.container) != nil else {
            let text = "\(label(of: point.container)) can't take \(describe(drag.items)). " + keyboardPositionText(drag)
            actions.append(.announce(Announcement(text)))
            return actions
        }
        drag.keyboardTarget = KeyboardTarget(container: point.container, index: point.index)
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
        actions.append(.announce(Announcement(keyboardPositionText(drag))))
        return actions
    }

    /// Moves the keyboard drag to `point` (see ``moveKeyboardDrag(to:)-(DropPoint.ID)``).
    public mutating func moveKeyboardDrag(to point: DropPoint) -> [Action] {
        moveKeyboardDrag(to: point.id)
    }

    /// Drops the keyboard drag at its drop point, through the same pipeline as a pointer drop:
    /// the content changes, a ``Transfer`` is committed and may be rolled back (S2–S4, F7).
    /// Option is read from the modifiers last reported (S4).
    public mutating func dropKeyboardDrag() -> [Action] {
        var actions: [Action] = []
        dropKeyboardDrag(into: &actions)
        return actions
    }

    /// Cancels the keyboard drag: nothing changes and the items are shown back in place (F7).
    public mutating func cancelKeyboardDrag() -> [Action] {
        var actions: [Action] = []
        endKeyboardDrag(opening: "Cancelled.", into: &actions)
        return actions
    }

    /// The named drop points for a drag in progress (S7): every position of every container that
    /// takes its content, containers in registration order, positions in order. For a pointer
    /// session, ``DropPoint/isCurrent`` marks the point under the pointer. Empty when `session`
    /// isn't dragging.
    ///
    /// - Complexity: O(c·k + p) for c containers, k dragged items and p drop points.
    public func dropPoints(for session: PointerID = .keyboard) -> [DropPoint] {
        guard case .dragging(let drag)? = sessions[session] else { return [] }
        let current = drag.feedback.destination
        var points: [DropPoint] = []
        for container in workspace.containerOrder {
            guard let shape = keyboardDropShape(drag, in: container) else { continue }
            let name = label(of: container)
            let copy = shape.operation == .copy ? ", copy" : ""
            for index in 0..<shape.positions {
                points.append(DropPoint(
                    id: DropPoint.ID(container: container, index: index), count: shape.positions,
                    operation: shape.operation,
                    isCurrent: current?.container == container && current?.insertionIndex == index,
                    label: "\(name), position \(index + 1) of \(shape.positions)\(copy)"))
            }
        }
        return points
    }

    /// The name assistive technology reads for `item` as a drag source (S7): "Milk, item 1 of 4
    /// in Inbox", with ", draggable" when its container lets it be dragged. `nil` for an unknown
    /// item. O(n) in its container's size.
    public func dragSourceName(of item: ItemID) -> String? {
        guard let container = workspace.container(of: item), let index = workspace.index(of: item) else { return nil }
        let draggable = workspace.containers[container]?.policy.allowsDragging == true ? ", draggable" : ""
        return "\(label(of: item)), item \(index + 1) of \(workspace.count(of: container)) in \(label(of: container))\(draggable)"
    }

    // MARK: Keys

    /// Space or Enter on a focused item picks it up; during a keyboard drag the keys drive it.
    mutating func handleKeyboardDragKey(_ event: KeyEvent, into actions: inout [Action]) {
        let key = event.key
        guard case .dragging(var drag)? = sessions[.keyboard] else {
            if event.isDown, key == .space || key == .enter, let target = event.target {
                beginKeyboardDrag([target], modifiers: event.modifiers, into: &actions)
            }
            return
        }
        let modifiersChanged = drag.modifiers != event.modifiers
        drag.modifiers = event.modifiers
        sessions[.keyboard] = .dragging(drag)
        if !event.isDown {
            if modifiersChanged { refreshKeyboardDrag(into: &actions) }
        } else if key == .escape {
            endKeyboardDrag(opening: "Cancelled.", into: &actions)
        } else if key == .space || key == .enter {
            dropKeyboardDrag(into: &actions)
        } else if key == .arrowUp || key == .arrowLeft {
            stepKeyboardDrag(by: -1, into: &actions)
        } else if key == .arrowDown || key == .arrowRight {
            stepKeyboardDrag(by: 1, into: &actions)
        } else if key == .tab {
            switchKeyboardContainer(forward: !event.modifiers.contains(.shift), into: &actions)
        } else if modifiersChanged {
            refreshKeyboardDrag(into: &actions)
        }
    }

    // MARK: Steps

    mutating func beginKeyboardDrag(_ requested: [ItemID], modifiers: Modifiers, into actions: inout [Action]) {
        guard sessions[.keyboard] == nil, let first = requested.first,
              let source = workspace.container(of: first),
              workspace.containers[source]?.policy.allowsDragging == true,
              let list = workspace.containers[source]?.items else { return }
        // In list order, each once, only from the source, none that another session drags.
        let items = list.filter { requested.contains($0) && !isDragging($0) }
        guard let primary = items.first else { return }
        let originFrame = layout.itemFrames[primary] ?? Rect.zero
        let feedback = DragFeedback(
            pointer: .keyboard, items: items, source: source, previewFrame: originFrame,
            destination: nil, operation: .cancel, cursor: .automatic, badge: nil)
        var drag = ActiveDrag(
            pointer: .keyboard, device: .mouse, items: items, source: source,
            placements: workspace.placements(of: items), placementsGeneration: workspace.generation,
            originFrame: originFrame, origin: originFrame.center, location: originFrame.center,
            modifiers: modifiers, hasLeftSource: false, feedback: feedback, keyboardTarget: nil)
        let home = homeIndex(items, in: source)
        if keyboardDropShape(drag, in: source) != nil {
            drag.keyboardTarget = KeyboardTarget(container: source, index: home)
        } else if let other = workspace.containerOrder.first(where: { keyboardDropShape(drag, in: $0) != nil }) {
            drag.keyboardTarget = KeyboardTarget(container: other, index: Int.max)
        }
        actions.append(.beginPreview(.keyboard, items: items, frame: originFrame))
        actions.append(.setLifted(items, true))
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
        var text = liftText(drag)
        if drag.keyboardTarget != KeyboardTarget(container: source, index: home) {
            text += " " + keyboardPositionText(drag)
        }
        text += " Use the arrow keys to move, Tab to go to another list, Space to drop, Escape to cancel."
        actions.append(.announce(Announcement(text)))
    }

    /// Moves one position along the current container, stopping at its ends.
    mutating func stepKeyboardDrag(by delta: Int, into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard] else { return }
        guard let target = drag.keyboardTarget, let shape = keyboardDropShape(drag, in: target.container) else {
            actions.append(.announce(Announcement(keyboardPositionText(drag))))
            return
        }
        let current = min(max(target.index, 0), shape.positions - 1)
        let next = current + delta
        var prefix = ""
        if next >= 0 && next < shape.positions {
            drag.keyboardTarget = KeyboardTarget(container: target.container, index: next)
        } else {
            prefix = (delta < 0 ? "Start of " : "End of ") + label(of: target.container) + ". "
        }
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
        actions.append(.announce(Announcement(prefix + keyboardPositionText(drag))))
    }

    /// Goes to the next (or previous) container in registration order that takes the content.
    mutating func switchKeyboardContainer(forward: Bool, into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard] else { return }
        let order = workspace.containerOrder
        let current = drag.keyboardTarget?.container
        let count = order.count
        let start = current.flatMap { order.firstIndex(of: $0) } ?? (forward ? count - 1 : 0)
        var found: ContainerID?
        if count > 0 {
            for offset in 1...count {
                let candidate = order[((start + (forward ? offset : -offset)) % count + count) % count]
                if candidate == current { break }
                if keyboardDropShape(drag, in: candidate) != nil {
                    found = candidate
                    break
                }
            }
        }
        guard let found else {
            let text = "No other place can take \(describe(drag.items)). " + keyboardPositionText(drag)
            actions.append(.announce(Announcement(text)))
            return
        }
        let index = found == drag.source ? homeIndex(drag.items, in: found) : Int.max
        drag.keyboardTarget = KeyboardTarget(container: found, index: index)
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
        actions.append(.announce(Announcement(keyboardPositionText(drag))))
    }

    /// After a modifier change: updates the feedback, and says so if the drop would now do
    /// something else (Option: copy instead of move, S4).
    mutating func refreshKeyboardDrag(into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard] else { return }
        let previous = drag.feedback.operation
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
        if drag.feedback.operation != previous {
            actions.append(.announce(Announcement(keyboardPositionText(drag))))
        }
    }

    mutating func dropKeyboardDrag(into actions: inout [Action]) {
        guard case .dragging(let drag)? = sessions[.keyboard] else { return }
        guard drag.keyboardTarget != nil else {
            endKeyboardDrag(opening: "No place can take \(describe(drag.items)).", into: &actions)
            return
        }
        sessions[.keyboard] = nil
        drop(drag, into: &actions)
    }

    /// Ends the keyboard drag without a drop; nothing in the content changes (F7).
    mutating func endKeyboardDrag(opening: String, into actions: inout [Action]) {
        guard case .dragging(let drag)? = sessions.removeValue(forKey: .keyboard) else { return }
        finishPreview(drag, ending: keyboardReturnAnimation(drag), into: &actions)
        actions.append(.announce(Announcement(opening + " " + returnedText(drag))))
    }

    // MARK: Feedback

    /// Re-targets the keyboard drag when another session's drop (or a failed commit taken back)
    /// changed the content since its feedback was computed, so its drop point, marker and image
    /// stay valid (S9). Silent: the next step announces the position. O(1) when nothing changed.
    mutating func keepKeyboardDragCurrent(into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard], drag.placementsGeneration != workspace.generation else {
            return
        }
        retargetKeyboard(&drag, into: &actions)
        sessions[.keyboard] = .dragging(drag)
    }

    /// Re-targets the keyboard drag, emitting the same feedback actions as a pointer drag (but
    /// not the pointer's announcements: every keyboard step makes its own), and asks the host to
    /// reveal the drop point when it changed.
    mutating func retargetKeyboard(_ drag: inout ActiveDrag, into actions: inout [Action]) {
        let previous = drag.feedback.destination
        var step: [Action] = []
        retarget(&drag, into: &step)
        for action in step {
            if case .announce = action { continue }
            actions.append(action)
        }
        if let cue = drag.feedback.destination, cue != previous {
            actions.append(.revealDropPoint(cue.container, index: cue.insertionIndex, frame: cue.markerFrame))
        }
    }

    /// The feedback of a keyboard drag at its drop point; called by `computeFeedback`. The drag
    /// image sits beside the insertion marker: centred on it along the container's axis and
    /// indented 16 points across it. Without a measured layout it stays on the source item.
    mutating func keyboardFeedback(_ drag: inout ActiveDrag) -> DragFeedback {
        var feedback = drag.feedback
        feedback.items = drag.items
        guard let target = drag.keyboardTarget, let shape = keyboardDropShape(drag, in: target.container),
              let policy = workspace.containers[target.container]?.policy else {
            feedback.previewFrame = drag.originFrame
            feedback.hoveredContainer = nil
            feedback.destination = nil
            feedback.operation = .cancel
            feedback.cursor = .grabbing
            feedback.badge = drag.items.count > 1 ? Badge(count: drag.items.count) : nil
            return feedback
        }
        let container = target.container
        let index = min(max(target.index, 0), shape.positions - 1)
        drag.keyboardTarget = KeyboardTarget(container: container, index: index)
        if container != drag.source { drag.hasLeftSource = true }
        let accepted = proposal(for: drag.items, from: drag.source, to: container, modifiers: drag.modifiers).items
        feedback.acceptedItems = accepted
        let fullIndex = shape.operation == .move ? self.fullIndex(index, in: container, skipping: accepted) : index
        let frame = drag.originFrame
        if let locator = cachedLocator(for: container) {
            let marker = locator.markerFrame(before: fullIndex)
            feedback.previewFrame = policy.axis == .vertical
                ? Rect(x: marker.minX + 16, y: marker.midY - frame.height / 2, width: frame.width, height: frame.height)
                : Rect(x: marker.midX - frame.width / 2, y: marker.minY + 16, width: frame.width, height: frame.height)
            feedback.destination = DestinationCue(
                container: container, isHighlighted: container != drag.source || drag.hasLeftSource,
                insertionIndex: index, markerFrame: marker)
        } else {
            feedback.previewFrame = frame
            feedback.destination = DestinationCue(
                container: container, isHighlighted: container != drag.source || drag.hasLeftSource,
                insertionIndex: index, markerFrame: Rect.zero)
        }
        drag.location = feedback.previewFrame.center
        feedback.hoveredContainer = container
        feedback.operation = shape.operation
        feedback.cursor = shape.operation == .copy ? .copy : shape.operation == .link ? .link : .grabbing
        let symbol: Badge.Symbol = shape.operation == .copy ? .copy : shape.operation == .link ? .link : .none
        let showsBadge = accepted.count > 1 || symbol != .none || accepted.count != drag.items.count
        feedback.badge = showsBadge ? Badge(count: accepted.count, symbol: symbol) : nil
        return feedback
    }

    // MARK: Helpers

    /// What a drop of the drag's content into `container` would do, and how many positions it
    /// has there; `nil` when the container takes none of the content. O(k).
    func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID) -> (operation: DropOperation, positions: Int)? {
        guard let model = workspace.containers[container] else { return nil }
        let answer = proposal(for: drag.items, from: drag.source, to: container, modifiers: drag.modifiers)
        guard answer.isAccepted else { return nil }
        let accepted = answer.items
        let operation = answer.operation
        let moved = operation == .move ? accepted.count(where: { workspace.container(of: $0) == container }) : 0
        return (operation, model.items.count - moved + 1)
    }

    /// The number of items before the first of `items` in `container`: where they are now.
    func homeIndex(_ items: [ItemID], in container: ContainerID) -> Int {
        guard let list = workspace.containers[container]?.items else { return 0 }
        return list.firstIndex(where: { items.contains($0) }) ?? list.count
    }

    /// The index in the full list of the gap a move inserts at `index` (counted without
    /// `moved`): just before the item the moved items would land in front of.
    private func fullIndex(_ index: Int, in container: ContainerID, skipping moved: [ItemID]) -> Int {
        guard let list = workspace.containers[container]?.items else { return index }
        var remaining = index
        for (position, item) in list.enumerated() where !moved.contains(item) {
            if remaining == 0 { return position }
            remaining -= 1
        }
        return list.count
    }

    /// "Milk, position 3 of 6 in Later." (", as a copy" when the drop copies), or that no place
    /// takes the content.
    func keyboardPositionText(_ drag: ActiveDrag) -> String {
        guard let cue = drag.feedback.destination, let shape = keyboardDropShape(drag, in: cue.container) else {
            return "No place can take \(describe(drag.items))."
        }
        let copy = drag.feedback.operation == .copy ? ", as a copy" : ""
        return "\(describe(drag.items)), position \(cue.insertionIndex + 1) of \(shape.positions) in \(label(of: cue.container))\(copy)."
    }

    /// "Milk returned to Inbox, position 1 of 4."
    private func returnedText(_ drag: ActiveDrag) -> String {
        let back = "\(describe(drag.items)) returned to \(label(of: drag.source))"
        guard let primary = drag.items.first, workspace.container(of: primary) == drag.source,
              let index = workspace.index(of: primary) else { return back + "." }
        return back + ", position \(index + 1) of \(workspace.count(of: drag.source))."
    }

    /// Back to the items' place if it is visible, otherwise evaporate (F7).
    private func keyboardReturnAnimation(_ drag: ActiveDrag) -> PreviewEnding {
        guard let primary = drag.items.first, let container = workspace.container(of: primary),
              let frame = layout.itemFrames[primary] else { return .evaporate }
        if let containerFrame = layout.containerFrames[container], !containerFrame.intersects(frame) {
            return .evaporate
        }
        return .flyBack(to: frame)
    }
}
