// Drops across kinds of container (P1): text dropped on an item container becomes a text
// clipping item there, and items dropped on a text view give their text to it.
//
// Both are always copies: the dragged text stays in its text view, the dragged items stay in
// their list (S2, S3 prefers the result least likely to lose data). Both enter the undo history
// like any drop (S10).

extension DragEngine {
    // MARK: Shared

    /// Feedback for a place that refuses the drag: no cue, the not-allowed cursor and badge (F6,
    /// F8), naming `refusing` (``DragFeedback/refusesDrop(by:)``).
    func forbiddenFeedback(_ feedback: DragFeedback, by refusing: ContainerID? = nil) -> DragFeedback {
        var feedback = feedback
        feedback.refusesDrop(by: refusing)
        return feedback
    }

    /// Whether a text container has a text commit (a drop, an undo, a redo) the host has not yet
    /// reported on, or an item drop waiting for its text. Such a document takes no new drop and
    /// its text is not changed by another one until then, so that taking the pending commit back
    /// on failure restores exactly the text it changed (S10, F7).
    func textDocumentIsBusy(_ container: ContainerID) -> Bool {
        guard TextState.isCompiledIn else { return false }
        for pending in ledger.commits {
            for step in pending.textUndo where step.container == container && !step.edits.isEmpty { return true }
        }
        for load in ledger.loads where load.isText && load.transfer.destination == container { return true }
        return false
    }

    // MARK: Text → item container (P1)

    /// The feedback for a text drag over an item container: an insertion point (F6), the copy
    /// cursor and badge (F8, F5) when the container takes text clippings — its policy accepts
    /// drops, accepts ``TypeIdentifier/textClipping`` (directly, through `public.plain-text` or
    /// `public.text`, or by accepting everything), holds content (not a trash or task control)
    /// and its drops can be undone (a drop box's confirmation is not offered for text). Refused
    /// otherwise (not allowed). Over an outline, measured or described (issue 37, F6), at the
    /// level and index its gaps choose, or into the folder row under the pointer
    /// (``outsideOutlineTarget(of:over:)``), that level's policy deciding. O(log n) at `drag`'s
    /// location; over an outline, as ``outsideOutlineTarget(of:over:)``.
    mutating func clippingFeedback(_ feedback: DragFeedback, for drag: borrowing ActiveDrag, over container: ContainerID) -> DragFeedback {
        switch outsideOutlineTarget(of: drag, over: container) {
        case .notInOutline: break
        case .at(let level, let spot):
            guard takesClippings(level) else { return forbiddenFeedback(feedback, by: level) }
            let cue = outsideOutlineCue(in: level, at: spot)
            var placed = clippingFeedback(feedback, in: level, index: cue.insertionIndex, marker: cue.markerFrame)
            placed.destination = cue
            return placed
        case .nowhere: return forbiddenFeedback(feedback)  // never a wrong index (issue 37)
        }
        guard takesClippings(container), let locator = cachedLocator(for: container) else {
            return forbiddenFeedback(feedback)
        }
        let index = locator.index(at: drag.location)
        return clippingFeedback(feedback, in: container, index: index, marker: locator.markerFrame(before: index))
    }

    /// The feedback for text that would become a clipping at `index` of `container` (which
    /// ``takesClippings(_:)``), with its insertion marker at `marker` (F6, F8, F5). O(1).
    func clippingFeedback(_ feedback: DragFeedback, in container: ContainerID, index: Int, marker: Rect) -> DragFeedback {
        var feedback = feedback
        feedback.destination = DestinationCue(
            container: container, isHighlighted: true, insertionIndex: index, markerFrame: marker)
        feedback.operation = .copy
        feedback.cursor = .copy
        feedback.badge = Badge(count: 1, symbol: .copy)
        return feedback
    }

    /// Whether the item container `container` takes dragged text as a new clipping (P1): see
    /// ``clippingFeedback(_:for:over:)``. `false` for text views and unknown containers. O(t)
    /// in the accepted types.
    func takesClippings(_ container: ContainerID) -> Bool {
        guard workspace.textState.documents[container] == nil, let policy = workspace.containers[container]?.policy else {
            return false
        }
        return policy.acceptsDrops && policy.role == .content && policy.dropsAreUndoable
            && workspace.types.conforms(.textClipping, toAnyOf: policy.acceptedTypes)
    }

    /// Drops dragged text on an item container (P1): a new ``TypeIdentifier/textClipping`` item
    /// titled with the text's first words is inserted at the drop index and selected (A5); the
    /// source text is unchanged (always a copy) and loses its selection (A5). Emits
    /// ``Action/applyChange(_:)`` (a ``ContentStep/create(_:type:label:)`` and an insert), then
    /// ``Action/commit(_:)`` of a transfer whose ``Transfer/created`` carries the clipping's text.
    mutating func dropClipping(_ drag: ActiveDrag, _ text: DraggedText, cue: DestinationCue, into actions: inout [Action]) {
        guard let source = workspace.textState.documents[drag.source], text.range.upperBound <= source.text.count,
              source.text.extract(text.range) == text.content else {
            end(drag, reason: .noDestination, into: &actions)  // the source text changed under the drag
            return
        }
        let destination = cue.container
        let index = min(max(cue.insertionIndex, 0), workspace.count(of: destination))
        let touched = [destination]
        let before = snapshot(of: touched)
        let plain = text.content.plainText
        let id = workspace.makeItemID()
        let title = clippingTitle(plain)
        let item = Item(id: id, type: .textClipping, label: title, provider: ItemProvider([
            Representation(type: .textClipping, byteCount: UInt64(plain.utf8.count)),
            Representation(type: .plainText, byteCount: UInt64(plain.utf8.count)),
        ]))
        do throws(WorkspaceError) {
            try workspace.insert(item, into: destination, at: index)
        } catch {
            end(drag, reason: .refused(destination), into: &actions)
            return
        }
        let created = CreatedItem(id: id, type: .textClipping, label: title, text: plain)
        actions.append(.applyChange(.items([.create(id, type: .textClipping, label: title), .insert(id, into: destination, at: index)])))
        // A5: the clipping is selected where it landed; the text view's selection goes.
        var history: [TextHistoryStep] = []
        let textUndo = applyText([], to: drag.source, selection: TextRange(caretAt: text.range.upperBound),
                                 into: &actions, history: &history)
        let selectionBefore = selection.items(in: destination)
        let shownBefore = selectedItems(in: destination)
        selection.replace([id], in: destination)
        let shownAfter = selectedItems(in: destination)
        if shownAfter != shownBefore { actions.append(.setSelection(destination, shownAfter)) }
        var transfer = Transfer(
            id: ledger.issueTransferID(), operation: .copy, items: [], source: drag.source, destination: destination,
            index: index, copies: [], indices: [index])
        transfer.created = [created]
        transfer.representations = []
        ledger.keepSelections([destination: selectionBefore], before: transfer.id)
        var pending = PendingTransfer(transfer: transfer, placements: [])
        pending.textUndo = [textUndo]
        self.editing.history.clearRedo()
        let after = snapshot(of: touched)
        self.editing.history.push(UndoRecord(
            id: transfer.id, kind: .makeClipping, operation: .copy, items: [], source: drag.source,
            destination: destination, index: index, copies: [item], placements: [], before: before,
            after: after, busy: transfer.id, textSteps: history, created: [created]))
        pending.role = .change
        ledger.record(.committing(pending), for: transfer.id)
        finishPreview(drag, ending: .settle(onto: []), into: &actions)
        actions.append(.commit(.items(transfer)))
        actions.append(.announce(Announcement(clippingWords(transfer))))
    }

    /// “Made a clipping “Hello wörld” in Documents, position 2 of 3.” (S7)
    func clippingWords(_ transfer: Transfer) -> Announcement.Event {
        let title = transfer.created.first?.label ?? ""  // a clipping drop always created one
        return .madeClipping(title, in: label(of: transfer.destination), position: transfer.index + 1, of: workspace.count(of: transfer.destination))
    }

    /// A clipping's title (P1): the text's first words on one line, at most 40 characters
    /// (grapheme clusters); cut at the last word boundary that fits, with "…" when anything
    /// was left out. "Clipping" for text with no visible characters.
    public func clippingTitle(_ text: String) -> String {
        var words: [Substring] = []
        for word in text.split(whereSeparator: { $0.separatesWords }) {
            words.append(word)
        }
        guard !words.isEmpty else { return "Clipping" }
        let limit = 39  // leaves room for "…"
        var title = ""
        var cut = false
        for word in words {
            let candidate = title.isEmpty ? String(word) : title + " " + word
            if candidate.count <= 40 && !cut {
                title = candidate
            } else {
                cut = true
                break
            }
        }
        if title.isEmpty {
            // One word longer than the limit: cut inside it.
            title = String(words[0].prefix(limit))
            cut = true
        }
        guard cut else { return title }
        while title.count > limit, let space = title.lastIndex(where: { $0.isScalar(" ") }) {
            title = String(title[..<space])
        }
        if title.count > limit { title = String(title.prefix(limit)) }
        return title + "…"
    }

    // MARK: Items → text view (P1)

    /// The items of `items` (in their order) whose text the text view `container` takes now:
    /// none when it takes no drops or has a commit pending (``textDocumentIsBusy(_:)``). O(k).
    func itemsWithText(_ items: [ItemID], for container: ContainerID) -> [ItemID] {
        guard let document = workspace.textState.documents[container], document.acceptsDrops,
              !textDocumentIsBusy(container) else { return [] }
        return items.filter { textRepresentation(of: $0, for: container) != nil }
    }

    /// The caret rectangle at `offset` of a text view, as the host laid it out; without a
    /// layout, a caret down the left edge of its frame (F6). O(log l + log c).
    func caretMarker(in container: ContainerID, at offset: Int) -> Rect {
        let document = workspace.textState.documents[container]
        let width = document?.layout.caretWidth ?? 2
        if let caret = document?.layout.caretFrame(at: offset) { return caret }
        let frame = layout.containerFrames[container] ?? .zero
        return Rect(x: frame.minX, y: frame.minY, width: width, height: frame.height)
    }

    /// The representation of `item` a text view takes: the richest one conforming to one of
    /// its ``TextDocument/acceptedItemTypes`` (A2), else the item's own type if that conforms;
    /// `nil` when it has no text to give (or the document accepts no items).
    public func textRepresentation(of item: ItemID, for container: ContainerID) -> Representation? {
        guard let document = workspace.textState.documents[container], !document.acceptedItemTypes.isEmpty,
              let model = workspace.items[item] else { return nil }
        return workspace.types.richest(of: model.representations, acceptedBy: document.acceptedItemTypes)
            ?? (workspace.types.conforms(model.type, toAnyOf: document.acceptedItemTypes) ? Representation(type: model.type) : nil)
    }

    /// The feedback for an item drag over a text view: a caret at the character offset (the
    /// cue text drags show there, F6), the copy cursor (F8) and a badge counting the items with
    /// text (F5) when some have; not allowed otherwise, or while the document has a commit
    /// pending.
    func itemsOverTextFeedback(_ feedback: DragFeedback, drag: ActiveDrag, over container: ContainerID) -> DragFeedback {
        let count = workspace.textState.documents[container]?.text.count ?? 0
        let offset = min(workspace.textState.documents[container]?.layout.offset(at: drag.location) ?? count, count)
        return itemsOverTextFeedback(feedback, items: drag.items, over: container, offset: offset)
    }

    /// ``itemsOverTextFeedback(_:drag:over:)`` at caret `offset` (clamped to the text): also
    /// what a keyboard drag of `items` into a text view shows (S7). O(k) for k items.
    func itemsOverTextFeedback(_ feedback: DragFeedback, items: [ItemID], over container: ContainerID, offset: Int) -> DragFeedback {
        let accepted = itemsWithText(items, for: container)
        guard !accepted.isEmpty, let document = workspace.textState.documents[container] else {
            var refused = forbiddenFeedback(feedback)
            refused.acceptedItems = []
            return refused
        }
        var feedback = feedback
        let offset = min(max(offset, 0), document.text.count)
        let caret = caretMarker(in: container, at: offset)
        feedback.acceptedItems = accepted
        feedback.destination = DestinationCue(
            container: container, isHighlighted: true, insertionIndex: offset, markerFrame: caret, textOffset: offset)
        feedback.operation = .copy
        feedback.cursor = .copy
        feedback.badge = Badge(count: accepted.count, symbol: .copy)
        return feedback
    }

    /// Drops items on a text view (P1): always a copy. Nothing changes yet; a placeholder marks
    /// the caret offset while the engine asks the host for each accepted item's text
    /// (``Action/loadRepresentation(_:item:type:fields:)``, one per item, in order), a load like
    /// any other (``startLoad(_:at:into:)``), which the host reports with
    /// ``Event/transferLoaded(_:_:)`` and ``LoadedContent/text(_:)`` (F9).
    mutating func dropItemsIntoText(_ drag: ActiveDrag, cue: DestinationCue, accepted: [ItemID], into actions: inout [Action]) {
        guard TextState.isCompiledIn else { return }
        let chosen = accepted.map { textRepresentation(of: $0, for: cue.container) ?? Representation(type: .plainText) }
        let offset = cue.textOffset ?? cue.insertionIndex
        var transfer = Transfer(
            id: ledger.issueTransferID(), operation: .copy, items: accepted, source: drag.source,
            destination: cue.container, index: offset, copies: [])
        transfer.representations = chosen.map { $0.type }
        let load = PendingLoad(
            transfer: transfer, progress: TransferProgress(itemTotals: chosen.map { $0.byteCount }),
            subject: describe(accepted), payload: .text)
        finishPreview(drag, ending: .settle(onto: []), into: &actions)
        startLoad(load, at: offset, into: &actions)
        actions.append(.announce(Announcement(.loadingText(of: load.subject, on: label(of: cue.container), character: offset + 1))))
    }

    /// Inserts the loaded `text` of a finished item drop into its text view (P1), at the
    /// drop's caret offset (clamped to the text as it is now), in the destination's styles (A4:
    /// its first line in the style where it lands, the lines after in the next line's),
    /// selected (A5): ``Action/applyChange(_:)`` then ``Action/commit(_:)`` (``Commit/text(_:)``)
    /// with the same transfer id, reported on as usual, and undoable (S10). O(n) in the text.
    mutating func insertLoadedText(_ text: String, for load: PendingLoad) -> [Action] {
        guard TextState.isCompiledIn else { return [] }
        let transfer = load.id
        let destination = load.transfer.destination
        guard let document = workspace.textState.documents[destination] else {
            return failureActions(.couldNotInsertTextGone(of: load.subject, label(of: destination)))
        }
        guard !text.isEmpty else {
            return [say(.noTextToInsert(load.subject, in: label(of: destination)))]
        }
        let offset = min(max(load.transfer.index, 0), document.text.count)
        let inserted = document.adoptedText(text, at: offset)
        let range = TextRange(offset, offset + inserted.count)
        var actions: [Action] = []
        var history: [TextHistoryStep] = []
        let undo = applyText([TextEdit(range: TextRange(caretAt: offset), replacement: inserted)],
                             to: destination, selection: range, into: &actions, history: &history)
        let record = TextTransfer(
            id: transfer, operation: .copy, source: load.transfer.source, sourceRange: TextRange(caretAt: 0),
            destination: destination, insertedRange: range, text: inserted, sourceItems: load.transfer.items)
        var pending = PendingTransfer(text: record, undo: [undo])
        if recordTextChange(record, kind: .insertText, steps: history) { pending.role = .change }
        ledger.record(.committing(pending), for: transfer)
        actions.append(.commit(.text(record)))
        actions.append(.announce(Announcement(.insertedText(of: load.subject, in: label(of: destination), character: offset + 1))))
        return actions
    }
}
