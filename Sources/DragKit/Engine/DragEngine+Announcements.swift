// What is announced for each step of a drag (S7), as structured values an `Announcer` turns
// into words. Positions are one-based, as people count.

extension DragEngine {
    func liftWords(_ drag: ActiveDrag) -> Announcement.Event {
        let source = label(of: drag.source)
        if drag.items.count == 1, let placement = drag.placements.first {
            return .liftedItem(label(of: drag.items[0]), position: placement.index + 1, of: workspace.count(of: drag.source), in: source)
        }
        return .liftedItems(drag.items.count, from: source)
    }

    /// What is said when the drag enters, changes or leaves a destination; `nil` when it stayed.
    /// Inlined into its one caller, ``retarget(_:into:)``, so a pointer move passes it the drag
    /// and its feedback where they are, not copies (F2).
    @inline(__always)
    func overWords(previous: FeedbackSnapshot, next: borrowing DragFeedback, drag: borrowing ActiveDrag) -> Announcement.Event? {
        if let cue = next.destination {
            guard cue.container != previous.destination?.container || previous.operation != next.operation else {
                return nil
            }
            // Still in its own container since the lift: the lift announcement said where it is.
            if cue.container == drag.source && !drag.hasLeftSource && previous.operation == .cancel { return nil }
            if let offset = cue.textOffset, workspace.textState.documents[cue.container] != nil {
                return .over(label(of: cue.container), at: .character(offset + 1), drop: .copyItsText)  // P1
            }
            return positionWords(cue, operation: next.operation, drag: drag)
        }
        if next.cursor == .newWindow {  // P3: over empty space, where a drop opens a window.
            return previous.cursor == .newWindow ? nil : .overEmptySpace(describe(drag.items))
        }
        if next.operation == .forbidden && previous.operation != .forbidden {
            if let container = next.refuser {
                return refusalWords(drag, over: container)
            }
            return .cantDropHere(describe(drag.items))
        }
        if next.operation == .cancel && previous.destination != nil {
            return .notOverTarget
        }
        return nil
    }

    /// "Over Errands, position 3 of 6. Drop to move.": where in a list `cue` would drop, counting
    /// the list as it will be (without the items a move takes out of it), and what a drop does.
    /// O(k) for the k items dragged.
    func positionWords(_ cue: DestinationCue, operation: DropOperation, drag: borrowing ActiveDrag) -> Announcement.Event {
        let count = workspace.count(of: cue.container) - (operation == .move ? movedCount(drag, in: cue.container) : 0)
        let verb = dropVerb(operation, into: cue.container)
        return .over(label(of: cue.container), at: .position(cue.insertionIndex + 1, of: count + 1), drop: verb)
    }

    /// Keeps track of the insertion point a pointer drag's announcements named (S7, P4): a
    /// drag that rests ``DragConfiguration/positionAnnouncementDelay`` at another one in the same
    /// list has it said (``announceRestingPositions(into:)``), so the position a person hears is
    /// where the drop lands. `announced`: this retarget said where the drag is. O(1).
    mutating func notePosition(_ drag: inout ActiveDrag, announced: Bool, into actions: inout [Action]) {
        guard drag.pointer != .keyboard else { return }  // a keyboard drag says every step itself
        guard let cue = drag.feedback.destination, cue.textOffset == nil, cue.intoItem == nil else {
            drag.spoken = SpokenPosition()
            return
        }
        if announced {  // said on entering
            drag.spoken = SpokenPosition(container: cue.container, index: cue.insertionIndex)
            return
        }
        if drag.spoken.container == nil {
            // In its own list since the lift: the lift said where one item was; for several, it
            // named no position, so the one it is at now is taken as known.
            let lifted = cue.container == drag.source && !drag.hasLeftSource && drag.placements.count == 1
            drag.spoken = SpokenPosition(container: cue.container, index: lifted ? drag.placements[0].index : cue.insertionIndex)
        }
        guard cue.container == drag.spoken.container, cue.insertionIndex != drag.spoken.index else {
            drag.spoken.dueAt = nil
            return
        }
        // Resting here already: the rest began when it got here.
        if drag.spoken.dueAt != nil && drag.spoken.pendingIndex == cue.insertionIndex { return }
        let due = clock.now + configuration.positionAnnouncementDelay
        drag.spoken.dueAt = due
        drag.spoken.pendingIndex = cue.insertionIndex
        actions.append(.scheduleTick(at: due))
    }

    /// Says where each pointer drag that rested long enough at a new insertion point is now
    /// (S7, P4). O(s) for s sessions.
    mutating func announceRestingPositions(into actions: inout [Action]) {
        for pointer in itemDraggingPointers {
            guard case .dragging(var drag)? = sessions[pointer], let due = drag.spoken.dueAt, clock.now >= due else { continue }
            drag.spoken.dueAt = nil
            if let cue = drag.feedback.destination, cue.container == drag.spoken.container, cue.insertionIndex != drag.spoken.index {
                actions.append(.announce(Announcement(positionWords(cue, operation: drag.feedback.operation, drag: drag))))
                drag.spoken.index = cue.insertionIndex
            }
            sessions.update(drag)
        }
    }

    func dropWords(_ transfer: Transfer, draggedCount: Int, subject: Announcement.Subject? = nil) -> Announcement.Event {
        if !transfer.created.isEmpty { return clippingWords(transfer) }  // P1
        // A move's copies are items re-created because their source went away (S14): they arrived too.
        let arrived = transfer.operation == .move ? transfer.items + transfer.copies : transfer.items
        let stayed = arrived.count < draggedCount ? draggedCount - arrived.count : 0
        return .dropped(
            verb(of: transfer.operation), subject ?? describe(arrived), to: label(of: transfer.destination),
            position: transfer.index + 1, of: workspace.count(of: transfer.destination), stayed: stayed, offered: draggedCount)
    }

    func unchangedWords(_ drag: ActiveDrag) -> Announcement.Event {
        .droppedInPlace(describe(drag.items), in: label(of: drag.source))
    }

    /// Why `container` (under the drag) refuses it: a folder over its own folder or one inside
    /// it says so (F6, F7: "Projects can't go into Sub: a folder can't go into itself or a
    /// folder inside it."); any other refusal names the place ("Archive can't take Milk.").
    /// O(m · d) when a dragged item opens a container, O(k) otherwise.
    func refusalWords(_ drag: borrowing ActiveDrag, over container: ContainerID) -> Announcement.Event {
        let items = drag.items
        if case .refused(_, let folder)? = dropIntoTarget(at: drag.location, over: container, items: items, from: drag.source) {
            return .cantGoInsideItself(describe(items), into: label(of: folder))
        }
        if !items.isEmpty, items.contains(where: { workspace.wouldBeInsideItself($0, in: container) }) {
            return .cantGoInsideItself(describe(items), into: label(of: container))
        }
        return .cantTake(label(of: container), describe(items))
    }

    func cancelWords(_ drag: ActiveDrag, reason: CancelReason) -> Announcement.Event {
        let back = Announcement.Event.returned(describe(drag.items), to: label(of: drag.source), position: nil, of: 0)
        switch reason {
        case .cancelled, .escape:
            return .sequence([.ended(.cancelled), back])
        case .noDestination:
            return .sequence([.ended(.outside), back])
        case .refused(let container):
            return .sequence([refusalWords(drag, over: container), back])
        }
    }

    func failureWords(_ transfer: Transfer, reason: FailureReason) -> Announcement.Event {
        if let clipping = transfer.created.first {  // P1
            return .couldNotMakeClipping(clipping.label, in: label(of: transfer.destination), reason: reason)
        }
        return .couldNotTransfer(
            verb(of: transfer.operation), describe(transfer.items), to: label(of: transfer.destination),
            reason: reason)
    }

    // MARK: Helpers

    func label(of item: ItemID) -> String {
        workspace.items[item]?.label ?? "item"
    }

    package func label(of container: ContainerID) -> String {
        workspace.containers[container]?.label ?? "the list"
    }

    /// One item by its label ("Buy oat milk"), several by their count.
    package func describe(_ items: [ItemID]) -> Announcement.Subject {
        items.count == 1 ? .item(label(of: items[0])) : .items(items.count)
    }

    /// What `drag` carries, for sentences: its items ("Milk", "3 items") or its text ("text
    /// “wörld”", S6). O(1), or O(t) for a text's excerpt.
    func describe(_ drag: ActiveDrag) -> Announcement.Subject {
        if let text = drag.text { return .text(excerpt(text.content)) }
        return describe(drag.items)
    }

    /// A transfer's operation as a drop verb: copy, link, or move (for moves and deletions).
    func verb(of operation: DropOperation) -> Announcement.DropVerb {
        operation == .copy ? .copy : operation == .link ? .link : .move
    }

    /// A dragged text as announced: its plain text, cut to 40 characters with "…".
    func excerpt(_ text: StyledText) -> String {
        let plain = text.plainText
        return plain.count <= 40 ? plain : String(plain.prefix(40)) + "…"
    }

    private func movedCount(_ drag: ActiveDrag, in container: ContainerID) -> Int {
        drag.placements.count(where: { $0.container == container })
    }
}
