// What is announced for each step of a drag (S7), as structured values an ``Announcer`` turns
// into words. Positions are one-based, as people count.

extension DragEngine {
    func liftText(_ drag: ActiveDrag) -> Announcement.Event {
        let source = label(of: drag.source)
        if drag.items.count == 1, let placement = drag.placements.first {
            return .liftedItem(label(of: drag.items[0]), position: placement.index + 1, of: workspace.count(of: drag.source), in: source)
        }
        return .liftedItems(drag.items.count, from: source)
    }

    /// What is said when the drag enters, changes or leaves a destination; `nil` when it stayed.
    func overText(previous: borrowing DragFeedback, next: borrowing DragFeedback, drag: borrowing ActiveDrag) -> Announcement.Event? {
        if let cue = next.destination {
            guard cue.container != previous.destination?.container || previous.operation != next.operation else {
                return nil
            }
            // Still in its own container since the lift: the lift announcement said where it is.
            if cue.container == drag.source && !drag.hasLeftSource && previous.operation == .cancel { return nil }
            if let offset = cue.textOffset, textState.documents[cue.container] != nil {
                return .over(label(of: cue.container), at: .character(offset + 1), drop: .copyItsText)  // P1
            }
            let count = workspace.count(of: cue.container) - (next.operation == .move ? movedCount(drag, in: cue.container) : 0)
            let verb = dropVerb(next.operation, into: cue.container)
            return .over(label(of: cue.container), at: .position(cue.insertionIndex + 1, of: count + 1), drop: verb)
        }
        if next.cursor == .newWindow {  // P3: over empty space, where a drop opens a window.
            return previous.cursor == .newWindow ? nil : .overEmptySpace(describe(drag.items))
        }
        if next.operation == .forbidden && previous.operation != .forbidden {
            if let container = next.hoveredContainer {
                return .cantTake(label(of: container), describe(drag.items))
            }
            return .cantDropHere(describe(drag.items))
        }
        if next.operation == .cancel && previous.destination != nil {
            return .notOverTarget
        }
        return nil
    }

    func dropText(_ transfer: Transfer, draggedCount: Int) -> Announcement.Event {
        if !transfer.created.isEmpty { return clippingText(transfer) }  // P1
        let stayed = transfer.items.count < draggedCount ? draggedCount - transfer.items.count : 0
        return .dropped(
            verb(of: transfer.operation), describe(transfer.items), to: label(of: transfer.destination),
            position: transfer.index + 1, of: workspace.count(of: transfer.destination), stayed: stayed, offered: draggedCount)
    }

    func unchangedText(_ drag: ActiveDrag) -> Announcement.Event {
        .droppedInPlace(describe(drag.items), in: label(of: drag.source))
    }

    func cancelText(_ drag: ActiveDrag, reason: CancelReason) -> Announcement.Event {
        let back = Announcement.Event.returned(describe(drag.items), to: label(of: drag.source), position: nil, of: 0)
        switch reason {
        case .cancelled, .escape:
            return .sequence([.ended(.cancelled), back])
        case .noDestination:
            return .sequence([.ended(.outside), back])
        case .refused(let container):
            return .sequence([.cantTake(label(of: container), describe(drag.items)), back])
        }
    }

    func failureText(_ transfer: Transfer, reason: FailureReason) -> Announcement.Event {
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

    func label(of container: ContainerID) -> String {
        workspace.containers[container]?.label ?? "the list"
    }

    /// One item by its label ("Buy oat milk"), several by their count.
    func describe(_ items: [ItemID]) -> Announcement.Subject {
        items.count == 1 ? .item(label(of: items[0])) : .items(items.count)
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
