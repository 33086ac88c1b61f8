// Keyboard and assistive-technology drags (S7, P4): the alternative to dragging with a pointer.
//
// The focused item is picked up with Space or Enter (or ``Event/pickUp(_:modifiers:)``),
// moved between named drop points with the arrow keys (within a container) and Tab / Shift-Tab
// (between containers), dropped with Space or Enter and cancelled with Escape. It is a session
// like a pointer drag, under the reserved id ``PointerID/keyboard``, with the same feedback
// actions and the same drop pipeline (`.commit`, rollback on failure). Steps are discrete: the
// engine asks for no animation timing, only that the host reveal the new drop point.
//
// The keyboard may carry text instead: a text view's selection picked up with
// ``Event/pickUp(_:modifiers:)`` (``PickUpContent/selectedText(in:)``) (DragEngine+KeyboardTextDrag.swift), the same session with
// a text payload. The keys, the steps and the rules below are the same for both; only the places
// that take the content differ.
//
// Rules, chosen for people who can't see the screen:
// - Arrows stop at the ends of a container (no wrapping); a press past an end says so.
// - Home and End jump to the first and last drop point of the container, PageUp and PageDown
//   by a page: as many positions as items fit in its visible frame (at least one), stopping at
//   the ends (DragEngine+KeyboardJumps.swift). Each costs what one arrow does, not n of them.
// - Tab and Shift-Tab go to the next or previous container, in registration order, that takes
//   the content, wrapping around; containers that refuse it are skipped.
// - Entering another container lands at its end; returning to the source lands where the content
//   came from.
// - Text views are places too (P1: items give their text, S6: text goes in as text). There the
//   drop point is a caret offset, 0 to the text's length:
//   - entering a text view lands at the end of its selection, or at its caret, if it has one,
//     otherwise at the end of its text;
//   - Left and Right move the caret by one character; Up and Down move it to the previous or
//     next word boundary (the start or end of a word: see `StyledText.caretStop`), so a long
//     text is crossed quickly without depending on how it wraps on screen;
//   - the caret stops at the start and the end of the text, and says so ("End of Note B.");
//   - each step names the position: "Trip idea, at character 12 in Note B, as a copy.", or "at
//     the end of Note B"; entering says what a drop does: "Over Note B, at character 12. Drop
//     to copy its text."

extension DragEngine {
    // MARK: Public API

    /// Picks `items` up with the keyboard or assistive technology, starting the keyboard drag
    /// (S7). Items not in the first item's container, or already being dragged, are left out;
    /// in an outline, items from several of its levels go as one group, in tree order, a row
    /// inside another of them travelling inside it (issue 37). One item that is selected brings
    /// its container's whole selection (S8), as a press does (all the outline's, in an outline).
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
    mutating func pickUp(_ items: [ItemID], modifiers: Modifiers = []) -> [Action] {
        var actions: [Action] = []
        beginKeyboardDrag(items, modifiers: modifiers, into: &actions)
        return actions
    }

    /// Picks up one item (see ``Event/pickUp(_:modifiers:)``).
    mutating func pickUp(_ item: ItemID, modifiers: Modifiers = []) -> [Action] {
        pickUp([item], modifiers: modifiers)
    }

    /// Moves the keyboard drag straight to a drop point, as a screen-reader rotor or a
    /// "Move to…" menu would (S7). An index beyond the container's positions is clamped. A
    /// container that doesn't take the content is announced as not allowed, and the drag stays.
    /// In a text view the index is a caret offset (see ``DropPoint/ID/index``).
    mutating func moveKeyboardDrag(to point: DropPoint.ID) -> [Action] {
        var actions: [Action] = []
        guard let content = keyboardContent else { return actions }
        guard keyboardShape(in: point.container) != nil else {
            // F6, F7: a folder named into itself or a folder inside it hears why.
            let items = sessions.drag(of: .keyboard)?.items ?? []
            let inside = items.contains { workspace.wouldBeInsideItself($0, in: point.container) }
            let refusal: Announcement.Event = inside ? .cantGoInsideItself(content, into: label(of: point.container))
                : .cantTake(label(of: point.container), content)
            let text = Announcement.Event.sequence([refusal, keyboardPositionWords()])
            actions.append(.announce(Announcement(text)))
            return actions
        }
        placeKeyboardDrag(at: KeyboardTarget(container: point.container, index: point.index), into: &actions)
        actions.append(.announce(Announcement(keyboardArrivalWords())))
        return actions
    }

    /// Moves the keyboard drag to `point` (see ``Event/moveKeyboardDrag(to:)``).
    mutating func moveKeyboardDrag(to point: DropPoint) -> [Action] {
        moveKeyboardDrag(to: point.id)
    }

    /// Drops the keyboard drag at its drop point, through the same pipeline as a pointer drop:
    /// the content changes, a ``Transfer`` (a ``TextTransfer`` for text) is committed and may be
    /// rolled back (S2–S4, F7). Option is read from the modifiers last reported (S4).
    mutating func dropKeyboardDrag() -> [Action] {
        var actions: [Action] = []
        dropKeyboardDrag(into: &actions)
        return actions
    }

    /// Cancels the keyboard drag: nothing changes and the items are shown back in place (F7).
    mutating func cancelKeyboardDrag() -> [Action] {
        var actions: [Action] = []
        endKeyboardDrag(opening: .ended(.keyboardCancelled), into: &actions)
        return actions
    }

    /// The named drop points for a drag in progress (S7): every position of every container that
    /// takes its content, containers in registration order, positions in order. For a pointer
    /// session, ``DropPoint/isCurrent`` marks the point under the pointer. Empty when `session`
    /// isn't dragging. The keyboard's drag may carry text (``Event/pickUp(_:modifiers:)`` (``PickUpContent/selectedText(in:)``)).
    ///
    /// A text view that takes the content is listed once, at the caret the drag is at there, or
    /// else where Tab would land ("Note B, at the end, copy"): any caret offset, up to its
    /// ``DropPoint/count`` (its characters + 1), can be given to ``Event/moveKeyboardDrag(to:)``.
    ///
    /// - Complexity: O(c·k + p) for c containers, k dragged items and p drop points.
    public func dropPoints(for session: PointerID = .keyboard) -> [DropPoint] {
        // A pointer's text drag has no named drop points; the keyboard's has (S7).
        guard let drag = sessions.drag(of: session), drag.text == nil || session == .keyboard, !drag.isExternal else { return [] }
        let current = drag.feedback.destination
        var points: [DropPoint] = []
        for container in workspace.containerOrder {
            guard let shape = dropShape(for: session, in: container) else { continue }
            let name = label(of: container)
            let copies = shape.operation == .copy
            if let document = workspace.textState.documents[container] {
                let offset = current?.container == container ? current?.textOffset : nil
                let home = session == .keyboard ? keyboardHome : nil
                let index = min(max(offset ?? keyboardEntryIndex(in: container, home: home), 0), document.text.count)
                points.append(DropPoint(
                    id: DropPoint.ID(container: container, index: index), count: shape.positions,
                    operation: shape.operation, isCurrent: offset != nil,
                    name: .dropPointName(in: name, at: caretSpot(index, in: container), asCopy: copies)))
                continue
            }
            for index in 0..<shape.positions {
                points.append(DropPoint(
                    id: DropPoint.ID(container: container, index: index), count: shape.positions,
                    operation: shape.operation,
                    isCurrent: current?.container == container && current?.insertionIndex == index,
                    name: .dropPointName(in: name, at: .position(index + 1, of: shape.positions), asCopy: copies)))
            }
        }
        return points
    }

    /// The name assistive technology reads for `item` as a drag source (S7), for an
    /// `Announcer` to put into words: "Milk, item 1 of 4 in Inbox", with ", draggable" when
    /// its container lets it be dragged. `nil` for an unknown item. O(n) in its container's size.
    public func dragSourceName(of item: ItemID) -> Announcement.Event? {
        guard let container = workspace.container(of: item), let index = workspace.index(of: item) else { return nil }
        return .dragSourceName(
            label(of: item), position: index + 1, of: workspace.count(of: container), in: label(of: container),
            draggable: workspace.containers[container]?.policy.allowsDragging == true)
    }

    // MARK: Keys

    /// Space or Enter on a focused item picks it up; during a keyboard drag (of items or of
    /// text) the keys drive it.
    mutating func handleKeyboardDragKey(_ event: KeyEvent, into actions: inout [Action]) {
        let key = event.key
        guard keyboardContent != nil else {
            if event.isDown, key == .space || key == .enter, let target = event.target {
                beginKeyboardDrag([target], modifiers: event.modifiers, into: &actions)
            }
            return
        }
        let modifiersChanged = setKeyboardModifiers(event.modifiers)
        if !event.isDown {
            if modifiersChanged { refreshKeyboardDrag(into: &actions) }
        } else if key == .escape {
            endKeyboardDrag(opening: .ended(.keyboardCancelled), into: &actions)
        } else if handleOutlineKeyboardKey(key, into: &actions) {
            return  // issue 37: arrows by shown row and level, Space opens a collapsed row
        } else if key == .space || key == .enter {
            dropKeyboardDrag(into: &actions)
        } else if key == .arrowUp || key == .arrowLeft {
            stepKeyboardDrag(by: -1, byWord: key == .arrowUp, into: &actions)
        } else if key == .arrowDown || key == .arrowRight {
            stepKeyboardDrag(by: 1, byWord: key == .arrowDown, into: &actions)
        } else if key == .home || key == .end {
            jumpKeyboardDrag(toEnd: key == .end, into: &actions)
        } else if key == .pageUp || key == .pageDown {
            pageKeyboardDrag(forward: key == .pageDown, into: &actions)
        } else if key == .tab {
            switchKeyboardContainer(forward: !event.modifiers.contains(.shift), into: &actions)
        } else if modifiersChanged {
            refreshKeyboardDrag(into: &actions)
        }
    }

    // MARK: Steps

    /// Starts the keyboard drag of `requested` (S7). One item that is selected brings its
    /// whole selection, as a pointer press on it does (S8): Space or Enter on a focused selected
    /// item, and a host's pick-up command naming just the focused item, take the same path,
    /// whatever made the selection (clicks, Shift+arrows, Ctrl+Space, `setSelection`).
    mutating func beginKeyboardDrag(_ requested: [ItemID], modifiers: Modifiers, into actions: inout [Action]) {
        guard sessions[.keyboard] == nil, let first = requested.first,
              var source = workspace.container(of: first),
              workspace.containers[source]?.policy.allowsDragging == true,
              let list = workspace.containers[source]?.items else { return }
        let wanted = requested.count == 1 ? liftedItems(pressing: first, in: source) : requested
        var items: [ItemID]
        if reachesOtherLevels(wanted, from: source), let group = movingGroup(of: wanted) {
            // Issue 37: rows from several levels of an outline, in tree order, without the rows
            // inside another of them (they travel inside it), none that another session drags;
            // dropped as one transfer per level (S10).
            items = group.items.filter { !isDragging($0) }
            source = items.first.flatMap { workspace.container(of: $0) } ?? source
        } else {
            // In list order, each once, only from the source, none that another session drags.
            items = list.filter { wanted.contains($0) && !isDragging($0) }
        }
        guard let primary = items.first else { return }
        let originFrame = self.frame(of: primary) ?? Rect.zero
        let feedback = DragFeedback(
            pointer: .keyboard, items: items, source: source, previewFrame: originFrame,
            destination: nil, operation: .cancel, cursor: .automatic, badge: nil)
        var drag = ActiveDrag(
            pointer: .keyboard, device: .mouse, payload: .items(items), source: source,
            placements: workspace.placements(of: items), placementsGeneration: workspace.generation,
            originFrame: originFrame, origin: originFrame.center, location: originFrame.center,
            modifiers: modifiers, hasLeftSource: false, feedback: feedback)
        let home = homeIndex(items, in: source)
        drag.aim(at: keyboardStart(of: drag, home: KeyboardTarget(container: source, index: home)))
        actions.append(.beginPreview(.keyboard, .items(items), frame: originFrame))
        actions.append(.setLifted(items, true))
        retargetKeyboard(&drag, into: &actions)
        sessions.promote(drag)
        var text = [liftWords(drag)]
        if drag.keyboardTarget != KeyboardTarget(container: source, index: home) {
            text.append(keyboardArrivalWords())
        }
        text.append(.keyboardHelp(betweenLists: true))
        actions.append(.announce(Announcement(.sequence(text))))
    }

    /// Moves one position along the current container, stopping at its ends; in a text view,
    /// one character, or with `byWord` to the next word boundary (see the header).
    mutating func stepKeyboardDrag(by delta: Int, byWord: Bool = false, into actions: inout [Action]) {
        guard let target = keyboardTarget, let shape = keyboardShape(in: target.container) else {
            if keyboardContent != nil { actions.append(.announce(Announcement(keyboardPositionWords()))) }
            return
        }
        let current = min(max(target.index, 0), shape.positions - 1)
        let next: Int?
        if TextState.isCompiledIn, let text = workspace.textState.documents[target.container]?.text {
            next = text.caretStop(from: current, forward: delta > 0, byWord: byWord)
        } else {
            next = current + delta >= 0 && current + delta < shape.positions ? current + delta : nil
        }
        landKeyboardStep(at: next, from: target, atStart: delta < 0, into: &actions)
    }

    /// Places the keyboard drag at `next` in `target`'s container and says where it is; with no
    /// `next` (a press past an end) it stays at `target` and says it is at the start (or end).
    mutating func landKeyboardStep(at next: Int?, from target: KeyboardTarget, atStart: Bool, into actions: inout [Action]) {
        var prefix: [Announcement.Event] = []
        if let next {
            placeKeyboardDrag(at: KeyboardTarget(container: target.container, index: next), into: &actions)
        } else {
            prefix = [.boundary(atStart: atStart, of: label(of: target.container))]
            placeKeyboardDrag(at: target, into: &actions)
        }
        actions.append(.announce(Announcement(prefix.isEmpty ? keyboardPositionWords() : .sequence(prefix + [keyboardPositionWords()]))))
    }

    /// Goes to the next (or previous) container in registration order that takes the content.
    mutating func switchKeyboardContainer(forward: Bool, into actions: inout [Action]) {
        guard let content = keyboardContent else { return }
        let order = workspace.containerOrder
        let current = keyboardTarget?.container
        let count = order.count
        let start = current.flatMap { order.firstIndex(of: $0) } ?? (forward ? count - 1 : 0)
        var found: ContainerID?
        if count > 0 {
            for offset in 1...count {
                let candidate = order[((start + (forward ? offset : -offset)) % count + count) % count]
                if candidate == current { break }
                if keyboardShape(in: candidate) != nil && !isInnerOutlineLevel(candidate) {
                    found = candidate
                    break
                }
            }
        }
        guard let found else {
            let text = Announcement.Event.sequence([.noOtherPlaceCanTake(content), keyboardPositionWords()])
            actions.append(.announce(Announcement(text)))
            return
        }
        let index = keyboardEntryIndex(in: found, home: keyboardHome)
        placeKeyboardDrag(at: KeyboardTarget(container: found, index: index), into: &actions)
        actions.append(.announce(Announcement(keyboardArrivalWords())))
    }

    /// After a modifier change: updates the feedback, and says so if the drop would now do
    /// something else (Option: copy instead of move, S4).
    mutating func refreshKeyboardDrag(into actions: inout [Action]) {
        let previous = currentKeyboardFeedback?.operation
        placeKeyboardDrag(at: keyboardTarget, into: &actions)
        if currentKeyboardFeedback?.operation != previous {
            actions.append(.announce(Announcement(keyboardPositionWords())))
        }
    }

    mutating func dropKeyboardDrag(into actions: inout [Action]) {
        guard case .dragging(let drag)? = sessions[.keyboard] else { return }
        guard drag.keyboardTarget != nil else {
            endKeyboardDrag(opening: .noPlaceCanTake(describe(drag)), into: &actions)
            return
        }
        sessions.end(.keyboard)
        drop(drag, into: &actions)  // the pointer's drop, of items or text, at the keyboard's drop point
    }

    /// Ends the keyboard drag without a drop; nothing in the content changes (F7).
    mutating func endKeyboardDrag(opening: Announcement.Event, into actions: inout [Action]) {
        guard case .dragging(let drag)? = sessions.end(.keyboard) else { return }
        let back = keyboardReturn(drag)  // S6: text goes back to its selection
        finishPreview(drag, ending: back.ending, into: &actions)
        if !drag.extras.outlineSpring.opened.isEmpty { closeRowsOpened(by: drag, into: &actions) }  // issue 37, S13
        actions.append(.announce(Announcement(.sequence([opening, back.said]))))
    }

    // MARK: Feedback

    /// Re-targets the keyboard drag when another session's drop, a change in another window or
    /// a failed commit taken back changed the content since its feedback was computed, so its
    /// drop point, marker and image stay valid (S9). When that changes the place as said ("item
    /// 6 of 6" is now "position 5 of 5"), the new place is said: the last place said is where
    /// a drop lands (S7, F6). O(1) when nothing changed.
    mutating func keepKeyboardDragCurrent(into actions: inout [Action]) {
        guard sessions.hasKeyboardSession,  // Most events: no keyboard session, no lookup.
              case .dragging(var drag)? = sessions[.keyboard], drag.text == nil,
              drag.placementsGeneration != workspace.generation else {
            return
        }
        if let index = anchoredIndex(of: drag) { drag.reindex(index) }
        let said = keyboardPositionWords(drag)
        retargetKeyboard(&drag, into: &actions)
        if drag.feedback.destination == nil, !drag.items.isEmpty,
           let home = keyboardStart(of: drag, home: KeyboardTarget(container: drag.source, index: homeIndex(drag.items, in: drag.source))) {
            // The list it stood in takes none of what is left (the one item it could take was
            // deleted): it goes home, or to the first list that takes it, as at the lift (S7).
            drag.aim(at: home)
            retargetKeyboard(&drag, into: &actions)
        }
        sessions.update(drag)
        let now = keyboardPositionWords(drag)
        // The events' bytes are compared, not the events: an event's derived equality is the
        // largest function of the wasm (34 KB, issue 36), and the bytes' writer is there anyway
        // (the web host sends announcements to the words module as bytes, ``Utterance``).
        var before: [UInt8] = [], after: [UInt8] = []
        Utterance.event(said).encode(into: &before)
        Utterance.event(now).encode(into: &after)
        if before != after { actions.append(.announce(Announcement(now))) }
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
    /// image sits beside the insertion marker (``keyboardPreviewFrame(beside:in:size:)``).
    /// Without a measured layout it stays on the source item.
    mutating func keyboardFeedback(_ drag: inout ActiveDrag) -> DragFeedback {
        var feedback = drag.feedback
        feedback.items = drag.items
        guard let target = drag.keyboardTarget, let shape = keyboardDropShape(drag, in: target.container) else {
            feedback.previewFrame = drag.originFrame
            feedback.hover(nil)
            feedback.dropsNothing(cursor: .grabbing, count: drag.items.count)
            return feedback
        }
        let container = target.container
        let index = min(max(target.index, 0), shape.positions - 1)
        drag.aim(at: KeyboardTarget(container: container, index: index))
        drag.pass(over: container)
        if workspace.textState.documents[container] != nil {
            // P1: the items' text goes in at a caret offset.
            feedback = itemsOverTextFeedback(feedback, items: drag.items, over: container, offset: index)
            let caret = feedback.destination?.markerFrame
            feedback.previewFrame = keyboardPreviewFrame(beside: caret, in: container, size: drag.originFrame.size)
                ?? drag.originFrame
            feedback.hover(container)
            drag.showImage(at: feedback.previewFrame.center)
            return feedback
        }
        let accepted = proposal(for: drag.items, from: drag.source, to: container, modifiers: drag.modifiers).items
        feedback.acceptedItems = accepted
        let fullIndex = shape.operation == .move ? self.fullIndex(index, in: container, skipping: accepted) : index
        let list = workspace.containers[container]?.items ?? []
        drag.anchor(before: fullIndex < list.count ? list[fullIndex] : nil)
        let frame = drag.originFrame
        if let locator = cachedLocator(for: container) {
            // F6, S2: a grid keeps the slots of the items moved within it closed (each cell keeps
            // its place), so the marker is at the leading edge of the cell the items land in, as
            // for a pointer drag; a list's marker is between the items around the drop point.
            let movesWithinGrid = shape.operation == .move
                && workspace.containers[container]?.policy.axis == .grid
                && workspace.containers[container]?.policy.keepsLiftedCells == false
                && drag.placements.contains { $0.container == container }
            let marker = locator.markerFrame(before: movesWithinGrid ? index : fullIndex)
            feedback.previewFrame = keyboardPreviewFrame(beside: marker, in: container, size: frame.size) ?? frame
            feedback.destination = DestinationCue(
                container: container, isHighlighted: container != drag.source || drag.hasLeftSource,
                insertionIndex: index, markerFrame: marker)
        } else {
            feedback.previewFrame = frame
            feedback.destination = DestinationCue(
                container: container, isHighlighted: container != drag.source || drag.hasLeftSource,
                insertionIndex: index, markerFrame: Rect.zero)
        }
        if !workspace.relations.outlineRoots.isEmpty, let outline = outline(of: container),
           let line = outlineKeyboardLine(for: drag, at: KeyboardTarget(container: container, index: index),
                                          root: outline.root, indentation: outline.indentation) {
            // Issue 37: in an outline, the indented line at the drop point's gap and level.
            feedback.destination?.markerFrame = line
            feedback.previewFrame = keyboardPreviewFrame(beside: line, in: container, size: frame.size) ?? frame
        } else if let into = visibleItem(opening: container), let row = self.frame(of: into) {
            // A subfolder not on screen: its folder row is the drop point.
            feedback.destination?.markInto(into, frame: row)
            feedback.previewFrame = Rect(x: row.minX + 16, y: row.midY - frame.height / 2, width: frame.width, height: frame.height)
        }
        drag.showImage(at: feedback.previewFrame.center)
        feedback.hover(container)
        feedback.operation = shape.operation
        feedback.cursor = shape.operation == .copy ? .copy : shape.operation == .link ? .link : .grabbing
        let symbol: Badge.Symbol = shape.operation == .copy ? .copy : shape.operation == .link ? .link : .none
        let showsBadge = accepted.count > 1 || symbol != .none || accepted.count != drag.items.count
        feedback.badge = showsBadge ? Badge(count: accepted.count, symbol: symbol) : nil
        return feedback
    }

    // MARK: Helpers

    /// Where a keyboard drag's list drop point stands now: before the same item as when it was
    /// last shown, or at the end if it was there (S7); `nil` when that item left the list (the
    /// index then stays, clamped) or the drop point is not in a list. O(n) in the list.
    private func anchoredIndex(of drag: ActiveDrag) -> Int? {
        guard let target = drag.keyboardTarget, target.isAnchored, let list = workspace.containers[target.container]?.items,
              let shape = keyboardDropShape(drag, in: target.container) else { return nil }
        let moved = shape.operation == .move
            ? proposal(for: drag.items, from: drag.source, to: target.container, modifiers: drag.modifiers).items : []
        guard let before = target.before else { return shape.positions - 1 }
        guard let position = list.firstIndex(of: before) else { return nil }
        return list[..<position].count(where: { !moved.contains($0) })
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

    /// Before the twelfth character (`.character(12)`), or at the end of the text view.
    func caretSpot(_ offset: Int, in container: ContainerID) -> Announcement.Spot {
        offset >= workspace.textState.documents[container]?.text.count ?? 0 ? .end : .character(offset + 1)
    }
}

// MARK: - The keyboard's drag

// The keyboard's drag is one session (``PointerID/keyboard``) whatever it carries: items or a
// text selection (S7, S6, issue 23). The steps (arrows, Tab, "Move to…", modifiers) read it
// through these accessors.

extension DragEngine {
    /// What the keyboard drags, for sentences ("Milk", "3 items", "text “wörld”"); `nil` when
    /// it drags nothing. O(1).
    var keyboardContent: Announcement.Subject? {
        sessions.drag(of: .keyboard).map { describe($0) }
    }

    /// The keyboard drag's drop point; `nil` when it drags nothing or no place takes its content.
    var keyboardTarget: KeyboardTarget? {
        sessions.drag(of: .keyboard)?.keyboardTarget
    }

    /// What the keyboard drag shows now.
    var currentKeyboardFeedback: DragFeedback? {
        sessions.drag(of: .keyboard)?.feedback
    }

    /// Where the keyboard drag's content came from: the items' place in their container, or the
    /// end of the picked-up text selection. A drop there leaves everything as it was.
    var keyboardHome: KeyboardTarget? {
        sessions.drag(of: .keyboard).map { keyboardHome(of: $0) }
    }

    /// What a drop of the keyboard drag's content into `container` would do, and how many drop
    /// points it has there (for a text view, its characters + 1); `nil` when it takes none of
    /// the content, or the keyboard drags nothing. O(k) for k items.
    func keyboardShape(in container: ContainerID) -> KeyboardDropShape? {
        dropShape(for: .keyboard, in: container)
    }

    /// ``keyboardShape(in:)`` for the drag of any session.
    func dropShape(for session: PointerID, in container: ContainerID) -> KeyboardDropShape? {
        sessions.drag(of: session).flatMap { keyboardDropShape($0, in: container) }
    }

    /// Where the keyboard drag lands on entering `container`: back home when `container` is
    /// `home`'s; in a text view at the end of its selection, or at its caret, if it has one,
    /// otherwise at the end of its text; elsewhere at the end (clamped by the feedback). O(1).
    func keyboardEntryIndex(in container: ContainerID, home: KeyboardTarget?) -> Int {
        if let home, home.container == container { return home.index }
        if let document = workspace.textState.documents[container] {
            return min(document.selection?.upperBound ?? document.text.count, document.text.count)
        }
        return Int.max
    }

    /// The drop point a keyboard drag of items or of text starts at (S7): `home`, where its
    /// content is, when that place takes it; otherwise where the first container, in
    /// registration order, that takes it is entered; `nil` when none does. O(c) drop shapes.
    func keyboardStart(of drag: ActiveDrag, home: KeyboardTarget) -> KeyboardTarget? {
        if keyboardDropShape(drag, in: home.container) != nil { return home }
        return workspace.containerOrder.first(where: { keyboardDropShape(drag, in: $0) != nil })
            .map { KeyboardTarget(container: $0, index: keyboardEntryIndex(in: $0, home: nil)) }
    }

    /// Moves the keyboard drag to `target` (or to no drop point) and emits what changed in its
    /// feedback, with a reveal of a new drop point; announces nothing (each step does).
    mutating func placeKeyboardDrag(at target: KeyboardTarget?, into actions: inout [Action]) {
        guard case .dragging(var drag)? = sessions[.keyboard] else { return }
        drag.aim(at: target)
        retargetKeyboard(&drag, into: &actions)
        sessions.update(drag)
    }

    /// Records the modifiers a key event reported for the keyboard drag; returns whether they
    /// changed (Option predicts a copy, S4).
    mutating func setKeyboardModifiers(_ modifiers: Modifiers) -> Bool {
        guard case .dragging(var drag)? = sessions[.keyboard], drag.modifiers != modifiers else { return false }
        drag.hold(modifiers)
        sessions.update(drag)
        return true
    }

    /// Where the drop point is now: "Milk, position 3 of 4 in Inbox.", "Milk, at character 12 in
    /// Note B, as a copy.", "Text “wörld”, position 2 of 3 in Documents, as a clipping."
    func keyboardPositionWords() -> Announcement.Event {
        sessions.drag(of: .keyboard).map { keyboardPositionWords($0) } ?? .sequence([])
    }

    /// What is said when the keyboard drag arrives in a container (Tab, "Move to…"): in a text
    /// view where the caret is and what a drop does ("Over Note B, at character 12. Drop to copy
    /// its text."); in a list its position, as for a step.
    func keyboardArrivalWords() -> Announcement.Event {
        guard let feedback = currentKeyboardFeedback, let cue = feedback.destination else { return keyboardPositionWords() }
        if let offset = cue.textOffset {
            let carriesText = sessions.carriesText(.keyboard)
            let verb: Announcement.DropVerb = !carriesText ? .copyItsText
                : feedback.operation == .move ? .move : .copy
            return .over(label(of: cue.container), at: caretSpot(offset, in: cue.container), drop: verb)
        }
        if sessions.carriesText(.keyboard), let shape = keyboardShape(in: cue.container) {
            return .over(label(of: cue.container), at: .position(cue.insertionIndex + 1, of: shape.positions), drop: .makeClipping)
        }
        return keyboardPositionWords()
    }

    /// Where a keyboard drag's image sits beside its insertion `marker` in `container`: just
    /// below a text caret's line, starting at the caret; in a vertical list just below the
    /// marker, where the item will land (the gap a host opens there, F2), indented 16 points so
    /// it reads as lifted, and never over the row above; in a row or grid centred on the marker
    /// along the axis, 16 points below its top. `nil` without a marker. O(1).
    func keyboardPreviewFrame(beside marker: Rect?, in container: ContainerID, size: Size) -> Rect? {
        guard let marker else { return nil }
        if workspace.textState.documents[container] != nil {
            return Rect(x: marker.minX, y: marker.maxY + 4, width: size.width, height: size.height)
        }
        return workspace.containers[container]?.policy.axis != .vertical
            ? Rect(x: marker.midX - size.width / 2, y: marker.minY + 16, width: size.width, height: size.height)
            : Rect(x: marker.minX + 16, y: marker.midY, width: size.width, height: size.height)
    }
}
