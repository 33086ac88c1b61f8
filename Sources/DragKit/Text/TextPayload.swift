/// The behaviour of a drag of a text view's selection (``DragPayload/text(_:)``, S6): a caret
/// marks where it goes in text views, item containers that take clippings show an insertion
/// point for one (P1), a drop moves or copies the text (S2–S4) with smart spacing (S6) and the
/// destination's style where it is plain (A4), and a drag that ends without a drop flies back to
/// its selection (F7). The keyboard's text drag (S7) has the same cues at the drop point its keys
/// chose.
///
/// Never reached in the items-only build (condition `DRAGKIT_NO_TEXT`): ``ActiveDrag/text`` is
/// always `nil` there, and the dispatch checks ``TextState/isCompiledIn``.
///
/// A retarget is O(c + log l) for the text view under the pointer and the caret there; a drop is
/// O(t) in the texts it edits.
enum TextPayload: PayloadBehaviour {
    // MARK: Targeting

    /// Recomputes a text drag's feedback and emits what changed; a pointer drag also says when
    /// it enters or leaves a destination (the keyboard's text drag announces each step itself).
    static func retarget(_ drag: inout ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        let previous = drag.feedback
        let next = feedback(&drag, in: &engine)
        drag.feedback = next
        next.appendChanges(since: previous, into: &actions)
        if drag.pointer == .keyboard { return }
        if let cue = next.destination {
            if cue.container != previous.destination?.container || next.operation != previous.operation,
               cue.container != drag.source || drag.hasLeftSource {
                actions.append(.announce(Announcement(.over(engine.label(of: cue.container), at: nil, drop: next.operation == .copy ? .copy : .move))))
            }
        } else if next.operation == .forbidden && previous.operation != .forbidden {
            let event: Announcement.Event = next.refuser.map { .cantTake(engine.label(of: $0), .someText) } ?? .noPlaceHereTakesText
            actions.append(.announce(Announcement(event)))
        } else if next.operation == .cancel && previous.destination != nil {
            actions.append(.announce(Announcement(.notOverTarget)))
        }
    }

    /// The feedback for a text drag at its location: the text container under it, the caret
    /// offset there (binary search, O(log n)) and the operation (S2, S4, F6). The keyboard's
    /// text drag is at the drop point its keys chose instead (S7).
    static func feedback(_ drag: inout ActiveDrag, in engine: inout DragEngine) -> DragFeedback {
        if drag.pointer == .keyboard { return keyboardFeedback(&drag, in: &engine) }
        if drag.isOutsideApp { return engine.outsideFeedback(drag.feedback, count: 1) }  // S1, S2
        var feedback = drag.feedback
        feedback.previewFrame = drag.originFrame.offsetBy(drag.location - drag.origin)
        let container = engine.containerForHitTest(at: drag.location)
        feedback.hover(container)
        drag.pass(over: container)
        guard let container else {
            feedback.dropsNothing(cursor: .grabbing, count: 0)
            return feedback
        }
        guard let document = engine.workspace.textState.documents[container] else {
            // P1: over an item container, the text may become a clipping there.
            return engine.clippingFeedback(feedback, for: drag, over: container)
        }
        let offset = min(document.layout.offset(at: drag.location) ?? document.text.count, document.text.count)
        return engine.textViewFeedback(feedback, drag: drag, in: container, offset: offset)
    }

    /// The feedback of the keyboard's text drag at its drop point. The same cues as a pointer
    /// text drag there (F5, F6, F8), with the drag image beside the insertion marker
    /// (``DragEngine/keyboardPreviewFrame(beside:in:size:)``), or on the selection without a
    /// measured layout. O(log l + log c) in a text view.
    private static func keyboardFeedback(_ drag: inout ActiveDrag, in engine: inout DragEngine) -> DragFeedback {
        var current = drag
        var feedback = current.feedback
        if let target = current.keyboardTarget, let shape = keyboardDropShape(current, in: target.container, of: engine) {
            let container = target.container
            let index = min(max(target.index, 0), shape.positions - 1)
            current.aim(at: KeyboardTarget(container: container, index: index))
            current.pass(over: container)
            feedback.hover(container)
            // A separate copy: `feedback = clippingFeedback(feedback, …)`, once inlined, trips the
            // Embedded Swift SIL verifier ("read-only scope invalidated by a local write").
            let base = feedback
            let marker: Rect?
            if engine.workspace.textState.documents[container] != nil {
                feedback = engine.textViewFeedback(base, drag: current, in: container, offset: index)
                marker = feedback.destination?.markerFrame
            } else {
                // Issue 37: in an outline, the indented line at the drop point's gap and level.
                marker = engine.outsideKeyboardMarker(for: current, at: KeyboardTarget(container: container, index: index))
                feedback = engine.clippingFeedback(base, in: container, index: index, marker: marker ?? .zero)
            }
            feedback.previewFrame = engine.keyboardPreviewFrame(beside: marker, in: container, size: current.originFrame.size)
                ?? current.originFrame
        } else {
            feedback.previewFrame = current.originFrame
            feedback.hover(nil)
            feedback.dropsNothing(cursor: .grabbing, count: 0)
        }
        current.showImage(at: feedback.previewFrame.center)
        drag = current
        return feedback
    }

    // MARK: Dropping

    /// Drops dragged text at the offset under the pointer: a move in the same container (delete
    /// at the source, insert at the drop offset adjusted for the deletion), a copy with Option
    /// (S4) or into another container (S2). Rich destinations keep the runs' styles, plain ones
    /// give the text their own (A4); the inserted text is selected (A5). Over an item container
    /// that takes clippings, a clipping (P1).
    static func drop(_ drag: ActiveDrag, in engine: inout DragEngine, into actions: inout [Action]) {
        guard let text = drag.text else { return }
        var drag = drag
        let feedback = feedback(&drag, in: &engine)
        drag.feedback = feedback
        if let cue = feedback.destination, feedback.operation.isAccepted, engine.workspace.textState.documents[cue.container] == nil {
            engine.dropClipping(drag, text, cue: cue, into: &actions)  // P1
            return
        }
        guard let cue = feedback.destination, let offset = cue.textOffset, feedback.operation.isAccepted,
              let destination = engine.workspace.textState.documents[cue.container],
              let source = engine.workspace.textState.documents[drag.source],
              text.range.upperBound <= source.text.count,
              source.text.extract(text.range) == text.content else {
            // Over nothing, over a refusing place, or the source text changed under the drag.
            let reason: CancelReason = feedback.operation == .forbidden ? .refused(feedback.refuser ?? drag.source) : .noDestination
            end(drag, reason: reason, in: &engine, into: &actions)
            return
        }
        let sameContainer = cue.container == drag.source
        let move = feedback.operation == .move
        let range = text.range
        if sameContainer && (move ? (offset >= range.lowerBound && offset <= range.upperBound)
                                  : (offset > range.lowerBound && offset < range.upperBound)) {
            engine.finishPreview(drag, ending: .settle(onto: []), into: &actions)
            actions.append(.announce(Announcement(.droppedInPlace(.someText, in: engine.label(of: drag.source)))))
            return
        }
        let inserted = destination.isRichText
            ? text.content
            : text.content.restyled(destination.adoptedStyle(at: offset))
        var undo: [PendingTransfer.TextUndo] = []
        var history: [TextHistoryStep] = []
        let insertedRange: TextRange
        // S6: a moved word takes one space along, a dropped word gets one on each side it
        // touches another word (smart delete and insert).
        let smart = SmartSpacing.isWholeWords(range, in: source.text)
        let deletion = move && smart && source.usesSmartSpacing ? SmartSpacing.deletion(of: range, in: source.text) : range
        if sameContainer {
            var edits: [TextEdit] = []
            var at = offset
            var remaining = source.text
            if move {
                edits.append(TextEdit(range: deletion, replacement: StyledText()))
                remaining.delete(deletion)
                if offset >= deletion.upperBound { at -= deletion.count }
            }
            let spaced = SmartSpacing.spaced(inserted, at: at, in: remaining, if: smart && destination.usesSmartSpacing)
            edits.append(TextEdit(range: TextRange(caretAt: at), replacement: spaced.text))
            insertedRange = TextRange(at + spaced.start, at + spaced.start + inserted.count)
            undo.append(engine.applyText(edits, to: drag.source, selection: insertedRange, into: &actions, history: &history))
        } else {
            // The source loses its selection (A5), and its text when the policy moves (S3).
            let sourceEdits = move ? [TextEdit(range: deletion, replacement: StyledText())] : []
            let caret = TextRange(caretAt: move ? deletion.lowerBound : range.upperBound)
            undo.append(engine.applyText(sourceEdits, to: drag.source, selection: caret, into: &actions, history: &history))
            let spaced = SmartSpacing.spaced(inserted, at: offset, in: destination.text, if: smart && destination.usesSmartSpacing)
            insertedRange = TextRange(offset + spaced.start, offset + spaced.start + inserted.count)
            let edits = [TextEdit(range: TextRange(caretAt: offset), replacement: spaced.text)]
            undo.append(engine.applyText(edits, to: cue.container, selection: insertedRange, into: &actions, history: &history))
        }
        let transfer = TextTransfer(
            id: engine.ledger.issueTransferID(), operation: feedback.operation, source: drag.source,
            sourceRange: range, destination: cue.container, insertedRange: insertedRange, text: inserted)
        var pending = PendingTransfer(text: transfer, undo: undo.reversed())
        // S10: the drop becomes one undo group ("Undo Move Text", "Undo Copy Text").
        if engine.recordTextChange(transfer, kind: move ? .moveText : .copyText, steps: history) { pending.role = .change }
        engine.ledger.record(.committing(pending), for: transfer.id)
        engine.finishPreview(drag, ending: .settle(onto: []), into: &actions)
        actions.append(.commit(.text(transfer)))
        actions.append(.announce(Announcement(.droppedText(
            move ? .move : .copy, engine.excerpt(inserted), to: engine.label(of: cue.container), character: insertedRange.lowerBound + 1))))
    }

    /// Ends a text drag without a drop: the image flies back to the selection (F7), said
    /// assertively when a place refused it.
    static func end(_ drag: ActiveDrag, reason: CancelReason, in engine: inout DragEngine, into actions: inout [Action]) {
        let refused: Bool
        if case .refused = reason { refused = true } else { refused = false }
        engine.finishPreview(drag, ending: returnAnimation(drag, of: engine), into: &actions)
        let back = Announcement.Event.returned(.someText, to: engine.label(of: drag.source), position: nil, of: 0)
        actions.append(.announce(Announcement(
            .sequence([refused ? .cantDropTextThere : .ended(.cancelled), back]),
            politeness: refused ? .assertive : .polite)))
    }

    /// A text drag that ends without a drop flies back to its selection (F7).
    private static func returnAnimation(_ drag: ActiveDrag, of engine: DragEngine) -> PreviewEnding {
        .flyBack(to: drag.text.flatMap { engine.workspace.textState.documents[drag.source]?.layout.bounds(of: $0.range) } ?? drag.originFrame)
    }

    // MARK: The keyboard's text drag (S7)

    /// In a text view that takes it (``DragEngine/textDropOperation(_:into:)``) its caret
    /// offsets; in an item container that ``DragEngine/takesClippings(_:)``, a copy as a
    /// clipping at any of its positions. `nil` elsewhere. O(t) in accepted types and pending
    /// commits.
    static func keyboardDropShape(_ drag: ActiveDrag, in container: ContainerID, of engine: DragEngine) -> KeyboardDropShape? {
        if let document = engine.workspace.textState.documents[container] {
            guard let operation = engine.textDropOperation(drag, into: container) else { return nil }
            return (operation, document.text.count + 1)
        }
        guard engine.takesClippings(container) else { return nil }
        return (.copy, engine.workspace.count(of: container) + 1)
    }

    /// "Text “wörld”, at character 3 in Note B, as a copy.", "Text “wörld”, position 2 of 3 in
    /// Documents, as a clipping.", or that no place takes it.
    static func keyboardPositionWords(_ drag: ActiveDrag, of engine: DragEngine) -> Announcement.Event {
        let content = engine.describe(drag)
        guard let cue = drag.feedback.destination, let shape = keyboardDropShape(drag, in: cue.container, of: engine) else {
            return .noPlaceCanTake(content)
        }
        if let offset = cue.textOffset {
            return .dropPoint(
                content, at: engine.caretSpot(offset, in: cue.container), in: engine.label(of: cue.container),
                asCopy: drag.feedback.operation == .copy, asClipping: false)
        }
        return .dropPoint(
            content, at: .position(cue.insertionIndex + 1, of: shape.positions), in: engine.label(of: cue.container),
            asCopy: false, asClipping: true)
    }

    /// The end of the picked-up selection.
    static func keyboardHome(_ drag: ActiveDrag, of engine: DragEngine) -> KeyboardTarget {
        KeyboardTarget(container: drag.source, index: drag.text?.range.upperBound ?? 0)
    }

    /// Back to its selection (F7): "Text “wörld” returned to Note B.".
    static func keyboardReturn(_ drag: ActiveDrag, of engine: DragEngine) -> (ending: PreviewEnding, said: Announcement.Event) {
        (returnAnimation(drag, of: engine), .returned(engine.describe(drag), to: engine.label(of: drag.source), position: nil, of: 0))
    }
}
