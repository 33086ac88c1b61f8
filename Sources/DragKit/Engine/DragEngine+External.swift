// Drags from other apps (S1, S2, P1): a drag that entered the window from outside is a drag
// session like the others (issue 23), whose payload is external: only its types are known until
// the drop (a browser's protected mode), so it targets destinations by the types they accept; a
// drop always copies (S2), shows a placeholder while the host reads and stores the data (F9),
// and ends through the usual transfer reports.

extension DragEngine {
    // MARK: The session

    /// A drag from another app entered the window: a drag session with the external payload
    /// starts, is said, and targets what is under it; from then on it moves, drops and cancels
    /// through the one pointer path, springs and scrolls from its own extras (S1, S13, A1). A
    /// pointer already dragging this app's own content (items or text) treats it as a move back
    /// inside (S1); one already dragging another app's content takes its types and count again,
    /// keeping its dwell and scroll; a press that had not become a drag gives way to it.
    /// O(c + log n).
    mutating func externalDragEntered(_ drag: ExternalDrag, into actions: inout [Action]) {
        guard drag.pointer != .keyboard else { return }  // S7: the keyboard's id is reserved.
        let move = PointerEvent(
            pointer: drag.pointer, device: .mouse, phase: .moved, location: drag.location,
            modifiers: drag.modifiers, timestamp: drag.timestamp)
        switch sessions[drag.pointer] {
        case .dragging(var current)?:
            if current.isExternal {  // Entering again: its new types, the rest as a move.
                current.offer(types: drag.types, count: drag.count)
                sessions.update(current)
            }
            handlePointer(move, into: &actions)
            return
        case .pending?, .panning?: sessions.end(drag.pointer)
        case nil: break
        }
        var session = ActiveDrag(
            pointer: drag.pointer, device: .mouse, payload: .external(types: drag.types, count: drag.count),
            source: ContainerID(0), placements: [], placementsGeneration: workspace.generation,
            originFrame: .zero, origin: drag.location, location: drag.location, modifiers: drag.modifiers,
            hasLeftSource: true,
            feedback: DragFeedback(
                pointer: drag.pointer, items: [], source: ContainerID(0), previewFrame: .zero,
                destination: nil, operation: .cancel, cursor: .automatic, badge: nil))
        actions.append(.announce(Announcement(.enteredFromAnotherApp(.fromAnotherApp(drag.count)))))
        retarget(&session, into: &actions)
        follow(&session, move, into: &actions)
        followOutline(&session, now: drag.timestamp, into: &actions)  // issue 37, S13: a row it rests on springs open
        sessions.promote(session)
    }

    /// The drag from another app left the window: it ends with no effect, as a cancel. O(1).
    mutating func externalDragExited(_ pointer: PointerID, into actions: inout [Action]) {
        guard sessions.drag(of: pointer)?.isExternal == true else { return }
        cancelSession(of: pointer, reason: .cancelled, into: &actions)
    }

    // MARK: Targeting

    /// What a drag from another app shows at its location: the destination under it that accepts
    /// one of its types (a copy, S2; a trash or task control refuses it), forbidden over one
    /// that accepts none, nothing over no container. A text view takes text types (plain text
    /// always; HTML when rich) and hands other types to its attachments container, at its end.
    /// O(c + log n + t · a) for t types and a accepted types.
    mutating func externalFeedback(_ session: ActiveDrag) -> DragFeedback {
        var feedback = session.feedback
        let container = containerForHitTest(at: session.location)
        feedback.hover(container)
        feedback.acceptedItems = []
        guard let container else {
            feedback.dropsNothing(cursor: .automatic, count: 0)
            return feedback
        }
        if let document = workspace.textState.documents[container] {
            if document.acceptsDrops, !externalTypes(session.offeredTypes, acceptedBy: externalTextTypes(document)).isEmpty {
                let offset = min(document.layout.offset(at: session.location) ?? document.text.count, document.text.count)
                return acceptedExternal(feedback, session: session, cue: DestinationCue(
                    container: container, isHighlighted: true, insertionIndex: offset,
                    markerFrame: caretMarker(in: container, at: offset), textOffset: offset))
            }
            if let attachments = document.attachmentContainer, workspace.containers.contains(attachments) {
                return externalItemsFeedback(feedback, session: session, over: attachments, atEnd: true)
            }
            return forbiddenFeedback(feedback)
        }
        return externalItemsFeedback(feedback, session: session, over: container, atEnd: false)
    }

    /// Over item container `container`: the insertion point under the pointer (the end with
    /// `atEnd`) if the container takes one of the types and is a content destination. Over an
    /// outline, measured or described (issue 37, F6), the level and index its gaps choose, as for
    /// an item dragged from another list (``outsideOutlineTarget(of:over:)``): the destination is
    /// that level, whose policy decides. O(log n); over an outline, as
    /// ``outsideOutlineTarget(of:over:)``.
    fileprivate mutating func externalItemsFeedback(_ feedback: DragFeedback, session: ActiveDrag, over container: ContainerID, atEnd: Bool) -> DragFeedback {
        var destination = container
        var chosen: ChosenSpot?
        if !atEnd {
            switch outsideOutlineTarget(of: session, over: container) {
            case .notInOutline: break
            case .at(let level, let spot):
                destination = level
                chosen = spot
            case .nowhere: return forbiddenFeedback(feedback)  // never a wrong index (issue 37)
            }
        }
        guard let policy = workspace.containers[destination]?.policy, policy.acceptsDrops else {
            var feedback = feedback
            feedback.dropsNothing(cursor: .automatic, count: 0)
            return feedback
        }
        guard policy.role == .content,  // A trash or a task control takes only this app's items.
              !externalTypes(session.offeredTypes, acceptedBy: policy.acceptedTypes).isEmpty else {
            return forbiddenFeedback(feedback, by: destination)
        }
        if let chosen {
            return acceptedExternal(feedback, session: session, cue: outsideOutlineCue(in: destination, at: chosen))
        }
        guard let locator = cachedLocator(for: destination) else { return forbiddenFeedback(feedback) }
        let index = atEnd ? workspace.count(of: destination) : locator.index(at: session.location)
        return acceptedExternal(feedback, session: session, cue: DestinationCue(
            container: destination, isHighlighted: true, insertionIndex: index,
            markerFrame: locator.markerFrame(before: index, near: session.location)))
    }

    private func acceptedExternal(_ feedback: DragFeedback, session: ActiveDrag, cue: DestinationCue) -> DragFeedback {
        var feedback = feedback
        feedback.destination = cue
        feedback.operation = .copy  // S2: content from another app is always copied.
        feedback.cursor = .copy
        feedback.badge = Badge(count: session.offeredCount, symbol: .copy)
        return feedback
    }

    /// The types a text view takes from another app: its accepted item types, plain text, and
    /// HTML when it is rich. O(a).
    private func externalTextTypes(_ document: TextDocument) -> [TypeIdentifier] {
        var types = document.acceptedItemTypes
        if !types.contains(.plainText) { types.append(.plainText) }
        if document.isRichText && !types.contains(.html) { types.append(.html) }
        return types
    }

    /// Those of `types` that conform to one of `accepted` (all of them when `accepted` is
    /// empty), in their order. O(t · a · d).
    func externalTypes(_ types: [TypeIdentifier], acceptedBy accepted: [TypeIdentifier]) -> [TypeIdentifier] {
        types.filter { workspace.types.conforms($0, toAnyOf: accepted) }
    }

    /// The types of `session` its destination `container` accepts, in the drag's order. O(t · a · d).
    fileprivate func acceptedExternalTypes(_ session: ActiveDrag, by container: ContainerID) -> [TypeIdentifier] {
        if let document = workspace.textState.documents[container] {
            return externalTypes(session.offeredTypes, acceptedBy: externalTextTypes(document))
        }
        return externalTypes(session.offeredTypes, acceptedBy: workspace.containers[container]?.policy.acceptedTypes ?? [])
    }

    // MARK: The drop

    // MARK: Reports from the host

    /// The host stored a drop from another app: its placeholder goes and the arrival is said.
    /// The engine adds nothing: the host shows and registers what it stored. Its failure and
    /// its cancel are any load's (``failLoad(_:reason:)``, ``cancelTransfer(_:)``). O(1).
    func externalDropStored(_ drop: PendingLoad) -> [Action] {
        [.removePlaceholder(drop.id),
         .announce(Announcement(.received(drop.subject, into: label(of: drop.transfer.destination))))]
    }
}

private extension ActiveDrag {
    /// The types another app's content offers; empty for this app's own content. O(1).
    var offeredTypes: [TypeIdentifier] {
        if case .external(let types, _) = payload { return types }
        return []
    }

    /// How many items another app's content carries (0 when unknown, or for this app's own). O(1).
    var offeredCount: Int {
        if case .external(_, let count) = payload { return count }
        return 0
    }
}

// MARK: - The payload

/// The behaviour of a drag of another app's content over the window (``DragPayload/external(types:count:)``,
/// S1): only its types are known until the drop, so it targets destinations by the types they
/// accept, a drop always copies (S2) as a load the host reads and stores (F9), and a drag that
/// ends without a drop just loses its cues: the platform draws and retires its image. It is never
/// the keyboard's (S7: the keyboard's pointer id is reserved), so its keyboard answers are those
/// of a drag no place takes. A retarget or a drop is O(c + log n + t · a) for t offered and a
/// accepted types.
enum ExternalPayload: PayloadBehaviour {
    /// Recomputes its feedback at its location and emits what changed, with the words for
    /// entering, changing or leaving a destination.
    static func retarget(_ drag: inout ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        let previous = drag.feedback
        let next = engine.externalFeedback(drag)
        drag.feedback = next
        next.appendChanges(since: previous, into: &actions)
        let subject = Announcement.Subject.fromAnotherApp(drag.offeredCount)
        if let cue = next.destination {
            guard cue.container != previous.destination?.container || previous.operation != next.operation else { return }
            let spot: Announcement.Spot = cue.textOffset != nil
                ? .character(cue.insertionIndex + 1)
                : .position(cue.insertionIndex + 1, of: engine.workspace.count(of: cue.container) + 1)
            actions.append(.announce(Announcement(.over(engine.label(of: cue.container), at: spot, drop: .copy))))
        } else if next.operation == .forbidden && (previous.operation != .forbidden || previous.refuser != next.refuser) {
            let event: Announcement.Event = next.refuser.map { .cantTake(engine.label(of: $0), subject) } ?? .cantDropHere(subject)
            actions.append(.announce(Announcement(event)))
        } else if next.operation == .cancel && previous.destination != nil {
            actions.append(.announce(Announcement(.notOverTarget)))
        }
    }

    /// Over an accepting destination, a placeholder stands at the drop location and the host is
    /// asked to read and store the data (``Action/receiveExternalDrop(_:into:at:types:)``);
    /// anywhere else it ends with no effect.
    static func drop(_ drag: ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        let feedback = engine.externalFeedback(drag)
        let subject = Announcement.Subject.fromAnotherApp(drag.offeredCount)
        clearCues(drag.feedback, into: &actions)
        guard let cue = feedback.destination, feedback.operation == .copy else {
            if feedback.operation == .forbidden, let container = feedback.refuser {
                actions.append(.announce(Announcement(.cantTake(engine.label(of: container), subject), politeness: .assertive)))
            }
            return
        }
        let id = engine.ledger.issueTransferID()
        let types = engine.acceptedExternalTypes(drag, by: cue.container)
        // One ledger entry shape for every load (issue 23): a copy of no items of the
        // workspace, whose representations are the accepted types; its size is not known.
        var transfer = Transfer(
            id: id, operation: .copy, items: [], source: ContainerID(0), destination: cue.container,
            index: cue.insertionIndex, copies: [])
        transfer.representations = types
        engine.ledger.startLoading(PendingLoad(
            transfer: transfer, progress: TransferProgress(completedBytes: 0, totalBytes: 0), subject: subject,
            payload: .external(count: drag.offeredCount)))
        let slots = (0..<max(drag.offeredCount, 1)).map { _ in
            PlaceholderItem(item: ItemID(0), label: "", totalBytes: 0)
        }
        actions.append(.insertPlaceholder(
            id, into: cue.container, at: cue.insertionIndex, label: .placeholderName(subject, loading: false), items: slots))
        actions.append(.receiveExternalDrop(id, into: cue.container, at: cue.insertionIndex, types: types))
        actions.append(.announce(Announcement(.loading(subject, on: engine.label(of: cue.container), bytes: 0))))
    }

    /// No effect, whatever the reason (S1): only its cues are cleared.
    static func end(_ drag: ActiveDrag, reason: CancelReason, in engine: inout DragEngine, into actions: inout [Action]) {
        clearCues(drag.feedback, into: &actions)
    }

    /// Clears the cues of a drag from another app that ended without a drop (exited, cancelled,
    /// released over nothing). O(1).
    static func clearCues(_ feedback: DragFeedback, into actions: inout [Action]) {
        if feedback.destination != nil { actions.append(.markDestination(feedback.pointer, nil)) }
        if feedback.badge != nil { actions.append(.setBadge(feedback.pointer, nil)) }
        if feedback.cursor != .automatic { actions.append(.setCursor(feedback.pointer, .automatic)) }
    }

    static func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID, of engine: DragEngine) -> KeyboardDropShape? {
        nil
    }

    static func keyboardPositionWords(_ drag: ActiveDrag, of engine: DragEngine) -> Announcement.Event {
        .noPlaceCanTake(engine.describe(drag))
    }

    static func keyboardHome(_ drag: ActiveDrag, of engine: DragEngine) -> KeyboardTarget {
        KeyboardTarget(container: drag.source, index: 0)
    }

    static func keyboardReturn(_ drag: ActiveDrag, of engine: DragEngine) -> (ending: PreviewEnding, said: Announcement.Event) {
        (.delivered, .noPlaceCanTake(engine.describe(drag)))
    }
}
