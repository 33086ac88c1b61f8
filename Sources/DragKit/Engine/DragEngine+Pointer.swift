// Pointer input: press, activation (F1), panning, dragging and release.

extension DragEngine {
    mutating func handlePointer(_ event: PointerEvent, into actions: inout [Action]) {
        // The keyboard's session id is reserved (S7, S9): a pointer can't take over its drag.
        guard event.pointer != .keyboard else { return }
        // A move of a dragging pointer, the hot path (F2): the drag, of items, of text (S6) or
        // from another app (S1), is changed where the table stores it, lent to the engine
        // without a hash or a copy of it.
        if event.phase == .moved, var lent = sessions.lendDrag(of: event.pointer) {
            move(&lent.drag, with: event, into: &actions)
            sessions.giveBack(lent)
            return
        }
        switch (event.phase, sessions[event.pointer]) {
        case (.down, nil):
            beginPending(event, into: &actions)
        case (.down, _?):
            // A second press for a pointer we track means we missed its release: start over.
            cancelSession(of: event.pointer, reason: .cancelled, into: &actions)
            beginPending(event, into: &actions)
        case (.moved, .pending(var pending)?):
            pending.location = event.location
            pending.modifiers = event.modifiers
            advancePending(pending, at: event.timestamp, into: &actions)
            // The move that lifted the content may already be over a spring or an edge band.
            if var lent = sessions.lendDrag(of: event.pointer) {
                follow(&lent.drag, event, into: &actions)
                sessions.giveBack(lent)
            }
        case (.moved, .panning(var panning)?):
            let delta = panning.location - event.location
            panning.location = event.location
            sessions.pan(panning)
            actions.append(.scroll(panning.container, by: delta))
        case (.moved, .dragging?):
            break  // Handled above, in place.
        case (.up, .dragging(var drag)?):
            drag.move(to: event.location, modifiers: event.modifiers)  // S4: Option is read at drop time; S1: inside.
            sessions.end(event.pointer)
            drop(drag, into: &actions)
        case (.up, .pending(let pending)?):
            sessions.end(event.pointer)
            // S8: a tap adds to a drag; P2: activation. A click in a text selection is the
            // host's: it places the caret (S6).
            if case .item(let item, _) = pending.pressed {
                handleClick(on: item, in: pending.source, into: &actions)
            }
        case (.up, _?):
            sessions.end(event.pointer)  // A click, a tap or the end of a scroll: not ours.
        case (.cancelled, _?):
            cancelSession(of: event.pointer, reason: .cancelled, into: &actions)
        case (.moved, nil), (.up, nil), (.cancelled, nil):
            break
        }
    }

    /// Moves a dragging pointer's drag to `event`'s location, in place (F2): re-targets it and
    /// follows it over springs and edge bands. O(log n) in the destination's items.
    @inline(__always)
    private mutating func move(_ drag: inout ActiveDrag, with event: PointerEvent, into actions: inout [Action]) {
        // A move emits a few actions (image, marker, cursor): one allocation, not one per append.
        actions.reserveCapacity(actions.count + 4)
        drag.move(to: event.location, modifiers: event.modifiers)  // back inside the window, if it had left (S1)
        retarget(&drag, into: &actions)
        follow(&drag, event, into: &actions)
        followOutline(&drag, now: event.timestamp, into: &actions)  // issue 37, S13
    }

    /// Follows a drag's pointer over spring-loaded controls (S13) and edge bands (A1), after it
    /// was re-targeted, so a control on a folder row springs only where the feedback just
    /// computed shows "into" (``SpringGate``). O(s + k) in controls and scrollers.
    func follow(_ drag: inout ActiveDrag, _ event: PointerEvent, into actions: inout [Action]) {
        updateSpringLoading(&drag.extras.springHover, at: event.location, gate: gate(of: drag), pressure: event.pressure,
                            now: event.timestamp, into: &actions)
        updateAutoScroll(&drag.extras.autoScrollRun, at: event.location, now: event.timestamp, into: &actions)
    }

    /// Starts a pending session if the press landed on selected text that can be dragged (S6)
    /// or on a draggable item: one press, whichever payload it holds.
    private mutating func beginPending(_ event: PointerEvent, into actions: inout [Action]) {
        let deadline = event.device == .touch ? event.timestamp + configuration.touchLongPress : nil
        let pressed: PressedContent
        let source: ContainerID
        if TextState.isCompiledIn, event.target == nil, let press = pressedText(at: event.location) {
            pressed = .text(press.text)
            source = press.view
        } else {
            guard let item = event.target ?? item(at: event.location),
                  let container = workspace.container(of: item),
                  workspace.containers[container]?.policy.allowsDragging == true,
                  !isDragging(item) else { return }
            pressed = .item(item, index: pressedIndex(of: item, in: container, at: event.location))
            source = container
        }
        let pending = PendingDrag(
            pointer: event.pointer, device: event.device, source: source, origin: event.location,
            location: event.location, modifiers: event.modifiers, deadline: deadline, pressed: pressed)
        sessions.beginPending(pending)
        actions.append(.measureLayout)
        if let deadline { actions.append(.scheduleTick(at: deadline)) }
    }

    /// Decides whether a pending press has become a drag, a scroll, or neither yet (F1).
    mutating func advancePending(_ pending: PendingDrag, at now: Timestamp, into actions: inout [Action]) {
        let distance = pending.origin.distance(to: pending.location)
        if let deadline = pending.deadline {
            if now >= deadline {
                lift(pending, into: &actions)
            } else if distance > configuration.touchSlop {
                // The finger moved before the long press completed: the gesture is a scroll.
                sessions.pan(Panning(
                    pointer: pending.pointer, container: pending.source, location: pending.location))
                actions.append(.scroll(pending.source, by: pending.origin - pending.location))
            } else {
                sessions.beginPending(pending)
            }
        } else if distance >= configuration.activationDistance {
            lift(pending, into: &actions)
        } else {
            sessions.beginPending(pending)
        }
    }

    /// Turns a pending press into a drag: the image appears and the source item shows as lifted;
    /// a press on text lifts the text (S6).
    private mutating func lift(_ pending: PendingDrag, into actions: inout [Action]) {
        switch pending.pressed {
        case .item(let item, let index):
            liftItems(pending, pressed: item, hint: index, into: &actions)
        case .text(let text):
            if TextState.isCompiledIn { liftSelection(pending, text, into: &actions) }
        }
    }

    /// Lifts a press on `item` of `pending.source`, whose index there the hit test gave as
    /// `hint` (F1, S8): the image appears and the items show as lifted.
    private mutating func liftItems(_ pending: PendingDrag, pressed item: ItemID, hint: Int?, into actions: inout [Action]) {
        // Two pointers pressed the same item and another one lifted it first (S9): an item
        // belongs to one drag at a time, so this press is not a drag.
        guard !isDragging(item) else {
            sessions.end(pending.pointer)
            return
        }
        let items = liftedItems(pressing: item, in: pending.source)  // S8: a selected item brings its selection.
        if !items.contains(item), let outer = workspace.container(of: items[0]) {
            // Issue 37: the pressed row travels inside a selected row above it; the drag is of
            // that row, from its level.
            var group = pending
            group.source = outer
            return liftItems(group, pressed: items[0], hint: nil, into: &actions)
        }
        let index = hintedIndex(of: item, hint: hint, in: pending.source)
        let originFrame = groupOriginFrame(items: items, pressed: item, at: index, pending: pending)
        // One item pressed where the hit test found it: its placement without scanning the list.
        let hinted = items.count == 1 ? index : nil
        let previewFrame = originFrame.offsetBy(pending.location - pending.origin)
        let feedback = DragFeedback(
            pointer: pending.pointer, items: items, source: pending.source, previewFrame: previewFrame,
            destination: nil, operation: .cancel, cursor: .automatic, badge: nil)
        var drag = ActiveDrag(
            pointer: pending.pointer, device: pending.device, payload: .items(items), source: pending.source,
            placements: hinted.map { [ItemPlacement(item: item, container: pending.source, index: $0)] }
                ?? workspace.placements(of: items),
            placementsGeneration: workspace.generation,
            originFrame: originFrame, origin: pending.origin, location: pending.location,
            modifiers: pending.modifiers, hasLeftSource: false, feedback: feedback)
        noteLift(&drag, pressed: item)
        actions.append(.beginPreview(pending.pointer, .items(items), frame: previewFrame))
        if items.count > 1 { actions.append(flockAction(drag)) }  // F4
        actions.append(.setLifted(items, true))
        actions.append(.announce(Announcement(liftWords(drag))))
        retarget(&drag, into: &actions)
        sessions.promote(drag)
    }

    /// Where `item` stands in `source`, if the insertion locator finds it beside `point` (the
    /// press): O(log n), or O(1) in a described container; `nil` when it is elsewhere.
    mutating func pressedIndex(of item: ItemID, in source: ContainerID, at point: Point) -> Int? {
        guard let locator = cachedLocator(for: source), let items = workspace.containers[source]?.items else { return nil }
        let index = locator.index(at: point)
        for candidate in [index - 1, index, index + 1] where candidate >= 0 && candidate < items.count {
            if items[candidate] == item { return candidate }
        }
        return nil
    }

    /// The pressed `item`'s index in `source` from its press, `hint`, if it still stands there.
    /// O(1).
    func hintedIndex(of item: ItemID, hint: Int?, in source: ContainerID) -> Int? {
        guard let index = hint, let items = workspace.containers[source]?.items,
              index >= 0, index < items.count, items[index] == item else { return nil }
        return index
    }

    /// The item under `point`, found through the layout: the container under the point, then a
    /// binary search of its items; in a described outline, its shown row there (issue 37,
    /// ``DescribedOutline``). O(c + log n); O(c + k · d) in a described outline whose rows are
    /// kept, O(v) for v shown rows when they changed.
    mutating func item(at point: Point) -> ItemID? {
        guard let container = containerForHitTest(at: point) else { return nil }
        // A described outline (issue 37, F6): the shown row, of any level, placed under the point.
        if let outline = describedOutlineLevel(of: container) {
            return describedRow(at: point, inOutline: outline.root)
        }
        guard let locator = cachedLocator(for: container),
              let items = workspace.containers[container]?.items else { return nil }
        let index = locator.index(at: point)
        for candidate in [index - 1, index] where candidate >= 0 && candidate < items.count {
            if frame(ofItemAt: candidate, in: container)?.contains(point) == true { return items[candidate] }
        }
        return nil
    }
}
