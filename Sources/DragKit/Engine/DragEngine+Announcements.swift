// The sentences read to assistive technology for each step of a drag (S7). Positions are
// one-based, as people count.

extension DragEngine {
    func liftText(_ drag: ActiveDrag) -> String {
        let source = label(of: drag.source)
        if drag.items.count == 1, let placement = drag.placements.first {
            return "Picked up \(label(of: drag.items[0])), item \(placement.index + 1) of \(workspace.count(of: drag.source)) in \(source)."
        }
        return "Picked up \(drag.items.count) items from \(source)."
    }

    /// A sentence when the drag enters, changes or leaves a destination; `nil` when it stayed.
    func overText(previous: DragFeedback, next: DragFeedback, drag: ActiveDrag) -> String? {
        if let cue = next.destination {
            guard cue.container != previous.destination?.container || previous.operation != next.operation else {
                return nil
            }
            // Still in its own container since the lift: the lift announcement said where it is.
            if cue.container == drag.source && !drag.hasLeftSource && previous.operation == .cancel { return nil }
            if let offset = cue.textOffset, textState.documents[cue.container] != nil {
                return "Over \(label(of: cue.container)), at character \(offset + 1). Drop to copy its text."  // P1
            }
            let count = workspace.count(of: cue.container) - (next.operation == .move ? movedCount(drag, in: cue.container) : 0)
            let verb = dropVerb(next.operation, into: cue.container)
            return "Over \(label(of: cue.container)), position \(cue.insertionIndex + 1) of \(count + 1). Drop to \(verb)."
        }
        if next.operation == .forbidden && previous.operation != .forbidden {
            if let container = next.hoveredContainer {
                return "\(label(of: container)) can't take \(describe(drag.items))."
            }
            return "Can't drop \(describe(drag.items)) here."
        }
        if next.operation == .cancel && previous.destination != nil {
            return "Not over a drop target."
        }
        return nil
    }

    func dropText(_ transfer: Transfer, draggedCount: Int) -> String {
        if !transfer.created.isEmpty { return clippingText(transfer) }  // P1
        let verb = transfer.operation == .copy ? "Copied" : transfer.operation == .link ? "Linked" : "Moved"
        let place = "position \(transfer.index + 1) of \(workspace.count(of: transfer.destination))"
        var text = "\(verb) \(describe(transfer.items)) to \(label(of: transfer.destination)), \(place)."
        if transfer.items.count < draggedCount {
            text += " \(draggedCount - transfer.items.count) of \(draggedCount) items couldn't go there and stayed put."
        }
        return text
    }

    func unchangedText(_ drag: ActiveDrag) -> String {
        "Dropped \(describe(drag.items)) where it was, in \(label(of: drag.source))."
    }

    func cancelText(_ drag: ActiveDrag, reason: CancelReason) -> String {
        let back = "\(describe(drag.items)) returned to \(label(of: drag.source))."
        switch reason {
        case .cancelled, .escape:
            return "Drag cancelled. " + back
        case .noDestination:
            return "Dropped outside any drop target. " + back
        case .refused(let container):
            return "\(label(of: container)) can't take \(describe(drag.items)). " + back
        }
    }

    func failureText(_ transfer: Transfer, reason: String) -> String {
        if let clipping = transfer.created.first {  // P1
            return "Couldn't make a clipping “\(clipping.label)” in \(label(of: transfer.destination)): \(reason). The clipping was removed; the text is unchanged."
        }
        let verb = transfer.operation == .copy ? "copy" : transfer.operation == .link ? "link" : "move"
        let back = transfer.operation == .copy || transfer.operation == .link
            ? "The \(transfer.operation == .link ? "link" : "copy") was removed; the original is unchanged."
            : "It is back where it was."
        return "Couldn't \(verb) \(describe(transfer.items)) to \(label(of: transfer.destination)): \(reason). " + back
    }

    // MARK: Helpers

    func label(of item: ItemID) -> String {
        workspace.items[item]?.label ?? "item"
    }

    func label(of container: ContainerID) -> String {
        workspace.containers[container]?.label ?? "the list"
    }

    /// "Buy oat milk" for one item, "3 items" for several.
    func describe(_ items: [ItemID]) -> String {
        items.count == 1 ? label(of: items[0]) : "\(items.count) items"
    }

    private func movedCount(_ drag: ActiveDrag, in container: ContainerID) -> Int {
        drag.placements.count(where: { $0.container == container })
    }
}
