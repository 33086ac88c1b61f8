import DragKit

// How a shipped language says an event (S7): the event's case picks the sentence's ``Phrase``
// (``Phrase/sentence(for:)``), one switch shared by the three languages adds its
// arguments (labels, numbers, the subject's words in the language) to a ``Sentence``, with the
// cases grouped by their payload's shape so that each shape is one code path; the language's
// template (its data, in ``EnglishAnnouncer``, ``KoreanAnnouncer``, ``JapaneseAnnouncer``) says
// them, and ``fill(_:_:)`` puts them in, with Korean particles. A sentence costs its length,
// not a copy of this code per language or per case.

import DragKit

extension AnnouncementLanguage {
    /// The words of this language for `event`. O(n) in the length of the sentence.
    public func words(for event: Announcement.Event) -> String {
        if case .sequence(let events) = event { return words(for: events) }
        var sentence = Sentence(self, Phrase.sentence(for: event))
        switch event {
        case .sequence, .notOverTarget, .noPlaceHereTakesText, .ended, .cantDropTextThere, .noPlaceCanTakeIt,
             .keyboardHelp, .pasteItemsGone, .alreadyDraggingWithKeyboard:
            break
        // {1} words.
        case .cantCutFrom(let words), .cantMoveOutOf(let words), .textCantBeDragged(let words),
             .selectTextFirst(let words), .textAlreadyDragged(let words), .opened(let words),
             .couldNotDropAfterAsking(let words), .boundary(_, let words):
            sentence.add(words)
        // {1} subject.
        case .cantDropHere(let subject), .noPlaceCanTake(let subject), .noOtherPlaceCanTake(let subject),
             .leftApp(let subject), .copiedToAnotherApp(let subject), .enteredFromAnotherApp(let subject),
             .overEmptySpace(let subject), .openedInNewWindow(let subject):
            sentence.add(subject)
        // {1} subject, {2} container.
        case .droppedInPlace(let subject, let container), .stoppedLoading(let subject, let container),
             .stoppedLoadingText(let subject, let container), .noTextToInsert(let subject, let container),
             .couldNotInsertTextGone(let subject, let container), .askToPost(let subject, let container),
             .posted(let subject, let container), .takenBack(let subject, let container),
             .didNotDrop(let subject, let container), .cutToPasteboard(let subject, let container),
             .copiedToPasteboard(let subject, let container), .alreadyThere(let subject, let container),
             .received(let subject, let container):
            sentence.add(subject)
            sentence.add(container)
        // {1} subject, {2} container, {3} character.
        case .loadingText(let subject, let container, let character), .insertedText(let subject, let container, let character):
            sentence.add(subject)
            sentence.add(container)
            sentence.add(number: character)
        // {1} subject, {2} container, {3} reason.
        case .couldNotLoad(let subject, let container, let reason), .couldNotInsertText(let subject, let container, let reason, _):
            sentence.add(subject)
            sentence.add(container)
            sentence.add(reason)
        // {1} words, {2} subject (then a percent or a reason).
        case .cantTake(let words, let subject):
            sentence.add(words)
            sentence.add(subject)
        case .cantGoInsideItself(let subject, let container):
            sentence.add(subject, atStart: true)
            sentence.add(container)
        // {1} the task's word, {2} subject (then a percent, or a reason and the task's verb).
        case .taskStarted(let kind, let subject):
            sentence.add(kind, as: .taskOngoingPrint)
            sentence.add(subject)
        case .taskFinished(let kind, let subject):
            sentence.add(kind, as: .taskDonePrint)
            sentence.add(subject)
        case .taskProgress(let kind, let subject, let percent):
            sentence.add(kind, as: .taskOngoingPrint)
            sentence.add(subject)
            sentence.add(number: percent)
        case .taskFailed(let kind, let subject, let reason):
            sentence.add(kind, as: .taskOngoingPrint)
            sentence.add(subject)
            sentence.add(reason)
            sentence.add(kind, as: .taskVerbPrint)
        // Names (S7).
        case .dropPointName(let container, let spot, let asCopy):
            sentence.add(container)
            sentence.add(spot)
            sentence.add(asCopy ? say(.dropPointCopies) : "")
        case .dragSourceName(let item, let position, let count, let container, let draggable):
            sentence.add(item)
            sentence.add(number: position)
            sentence.add(number: count)
            sentence.add(container)
            sentence.add(draggable ? say(.draggable) : "")
        case .placeholderName(let subject, _):
            if case .fromAnotherApp(let count) = subject, count <= 1 {
                sentence.add(say(.fromAnotherApp))  // not counted yet, or one: "From another app"
            } else {
                sentence.add(subject, atStart: true)
            }
        // {1} command (then a change or a reason).
        case .nothingTo(let command), .cantWhileDragging(let command), .chooseFromOneList(let command),
             .noSuchList(let command):
            sentence.add(command)
        case .stillSaving(let command, let change), .changedSince(let command, let change):
            sentence.add(command)
            sentence.add(change)
        case .couldNotCommitHistory(let command, let reason):
            sentence.add(command)
            sentence.add(reason)
        case .noSuchPosition(let command, let position, let container):
            sentence.add(command)
            sentence.add(number: position)
            sentence.add(container)
        // {1} a verb or command, {2} subject, {3} toward container.
        case .askBefore(let verb, let subject, let container):
            sentence.add(verb, as: .verbMove)
            sentence.add(subject)
            sentence.add(toward: container, isMove: verb == .move)
        case .couldNotDo(let command, let subject, let container):
            sentence.add(command)
            sentence.add(subject)
            sentence.add(toward: container, isMove: command == .move)
        case .couldNotTransfer(let verb, let subject, let container, let reason):
            sentence.add(verb, as: .verbMove)
            sentence.add(subject)
            sentence.add(toward: container, isMove: verb == .move)
            sentence.add(reason)
        case .couldNotTransferText(let verb, let text, let container, let reason):
            sentence.add(verb, as: .verbMove)
            sentence.add(text: text)
            sentence.add(toward: container, isMove: verb == .move)
            sentence.add(reason)
        // Lift and targeting.
        case .liftedItem(let item, let position, let count, let container):
            sentence.add(item)
            sentence.add(number: position)
            sentence.add(number: count)
            sentence.add(container)
        case .liftedItems(let count, let container):
            sentence.add(number: count)
            sentence.add(container)
        case .liftedText(let text, let container):
            sentence.add(text: text)
            sentence.add(container)
        case .addedToDrag(let item, let count):
            sentence.add(item)
            sentence.add(number: count)
        case .over(let container, let spot, let verb):
            sentence.add(container)
            sentence.add(verb, as: .dropToMove)
            if let spot { sentence.add(spot) }
        // Drops.
        case .dropped(let verb, let subject, let container, let position, let count, let stayed, let offered):
            sentence.add(verb, as: .doneMove)
            sentence.add(subject)
            sentence.add(toward: container, isMove: verb == .move)
            sentence.add(number: position)
            sentence.add(number: count)
            sentence.add(stayed > 0 ? say(.stayedPut, decimal(stayed), decimal(offered)) : "")
        case .droppedText(let verb, let text, let container, let character):
            sentence.add(verb, as: .doneMove)
            sentence.add(text: text)
            sentence.add(container)
            sentence.add(number: character)
        case .madeClipping(let title, let container, let position, let count):
            sentence.add(title)
            sentence.add(container)
            sentence.add(number: position)
            sentence.add(number: count)
        case .returned(let subject, let container, let position, let count):
            sentence.add(subject, atStart: true)
            sentence.add(container)
            sentence.add(number: position ?? 0)
            sentence.add(number: count)
        case .outlinePoint(let subject, let inside, let level, let position, let count, let asCopy):
            sentence.add(subject, atStart: true)
            sentence.add(inside)
            sentence.add(number: level)
            sentence.add(number: position)
            sentence.add(number: count)
            sentence.add(asCopy ? say(.asCopy) : "")
        case .dropPoint(let subject, let spot, let container, let asCopy, let asClipping):
            sentence.add(subject, atStart: true)
            sentence.add(container)
            sentence.add(spot)
            sentence.add(asClipping ? say(.asClipping) : asCopy ? say(.asCopy) : "")
        // Slow transfers and failures.
        case .loading(let subject, let container, let bytes):
            sentence.add(subject)
            sentence.add(container)
            sentence.add(size(bytes))
        case .couldNotMakeClipping(let title, let container, let reason):
            sentence.add(title)
            sentence.add(container)
            sentence.add(reason)
        case .couldNotFinishLoading(let subject, let reason):
            sentence.add(subject)
            sentence.add(reason)
        // Undo and redo: {1} change.
        case .undidMove(let change, let subject, let container, let position, let count):
            sentence.add(change)
            sentence.add(subject)
            sentence.add(container)
            sentence.add(number: position ?? 0)
            sentence.add(number: count)
        case .undidCopies(let change, let copies, let subject, let container):
            sentence.add(change)
            sentence.add(subject)
            sentence.add(container)
            sentence.add(number: copies)
        case .undidClipping(let change, let words, let container), .undidTextCopy(let change, let words, let container):
            sentence.add(change)
            sentence.add(words)
            sentence.add(container)
        case .undidTextMove(let change, let text, let container, let character):
            sentence.add(change)
            sentence.add(text)
            sentence.add(container)
            sentence.add(number: character)
        case .redid(let change, let event):
            sentence.add(change)
            // "Redid: moved 3 items to Errands", the drop's sentence going on after the colon.
            let done = words(for: event)
            sentence.add(self == .english ? lowercasingFirstWord(done) : done)
        case .redidText(let change, let verb, let text, let container, let character):
            sentence.add(change)
            sentence.add(verb, as: .verbMove)
            sentence.add(text)
            sentence.add(container)
            sentence.add(number: character)
        case .notATextView(let container):
            sentence.add(container ?? say(.thatPlace))
        }
        return sentence.said
    }

    /// The sentences of `events` one after another, joined by this language's separator.
    /// O(n) in the length of the result.
    private func words(for events: [Announcement.Event]) -> String {
        let separator = say(.sentenceSeparator)
        var text = ""
        for (index, part) in events.enumerated() {
            let said = words(for: part)
            // English keeps a space for an empty part, as it always has; the others skip it.
            if self == .english ? index > 0 : !text.isEmpty && !said.isEmpty { text += separator }
            text += said
        }
        return text
    }

    /// The words of this language for a failure's reason; a host's words pass through. O(n).
    public func words(for reason: FailureReason) -> String {
        switch reason {
        case .message(let text): return text
        case .workspace(.duplicateItem(let id)): return say(.duplicateItem, decimal(UInt64(id.rawValue)))
        case .workspace(.duplicateContainer(let id)): return say(.duplicateContainer, decimal(UInt64(id.rawValue)))
        case .workspace(.unknownItem(let id)): return say(.unknownItem, decimal(UInt64(id.rawValue)))
        case .workspace(.unknownContainer(let id)): return say(.unknownContainer, decimal(UInt64(id.rawValue)))
        case .workspace(.indexOutOfRange(let index, let count)): return say(.indexOutOfRange, decimal(index), decimal(count))
        case .workspace(.identifierTooLarge(let raw)):
            return say(.identifierTooLarge, decimal(UInt64(raw)), decimal(UInt64(HandleTable<ItemKind, Item>.maximumRawValue)))
        case .destinationGone: return say(.destinationGone)
        case .noReason: return say(.noReason)
        }
    }

    // MARK: Parts

    /// `phrase`'s template in this language, filled with up to two arguments (a hole past the
    /// arguments given says nothing, as an empty argument does). O(n) in the result.
    @inline(never)
    func say(_ phrase: Phrase, _ first: String = "", _ second: String = "") -> String {
        fill(template(phrase), [first, second])
    }

    /// What is dragged, in this language ("Milk", "3 items", "text “hello”"); `atStart` at the
    /// start of a sentence.
    func describe(_ subject: Announcement.Subject, atStart: Bool = false) -> String {
        let start: UInt8 = atStart ? 1 : 0
        switch subject {
        case .item(let label): return label
        case .items(let count): return say(.items, decimal(count))
        case .text(let excerpt): return say(Phrase(.text, offset: start), excerpt)
        case .someText: return say(Phrase(.someText, offset: start))
        case .fromAnotherApp(let count):
            if count == 0 { return say(Phrase(.contentFromAnotherApp, offset: start)) }
            if count == 1 { return say(Phrase(.itemFromAnotherApp, offset: start)) }
            return say(.itemsFromAnotherApp, decimal(count))
        }
    }

    /// A verb's words in the role whose first (``Announcement/DropVerb/move``) phrase is `move`.
    func word(_ verb: Announcement.DropVerb, _ move: Phrase) -> String {
        switch verb {
        case .move: return say(move)
        case .copy: return say(Phrase(move, offset: 1))
        case .link: return say(Phrase(move, offset: 2))
        case .delete: return say(Phrase(move, offset: 3))
        case .copyItsText: return say(Phrase(move, offset: 4))
        case .makeClipping: return say(Phrase(move, offset: 5))
        case .task(let kind): return say(Phrase(move, offset: 6), word(kind, .taskVerbPrint))
        }
    }

    func word(_ command: Announcement.Command) -> String {
        switch command {
        case .undo: return say(.commandUndo)
        case .redo: return say(.commandRedo)
        case .cut: return say(.commandCut)
        case .copy: return say(.commandCopy)
        case .paste: return say(.commandPaste)
        case .move: return say(.commandMove)
        }
    }

    /// A task's words in the role whose first (``TaskVerb/print``) phrase is `print`
    /// (``Phrase/taskVerbPrint``, ``Phrase/taskOngoingPrint``, ``Phrase/taskDonePrint``). O(n).
    func word(_ verb: TaskVerb, _ print: Phrase) -> String {
        say(Phrase(print, offset: verb.rawValue))
    }

    /// A change's name ("Move", "이동", "移動"). O(n).
    func name(_ kind: UndoKind) -> String {
        say(Phrase(.changeMove, offset: kind.rawValue))
    }

    /// The Edit menu's title for `command` in this language, naming the change `kind` for undo
    /// and redo: "Undo Move", "이동 실행 취소", "移動を取り消す"; "Undo", "실행 취소", "取り消す"
    /// when `kind` is `nil` (S10). O(n).
    public func menuTitle(_ command: Announcement.Command, _ kind: UndoKind?) -> String {
        if let kind, command == .undo || command == .redo {
            return say(command == .undo ? .menuUndoKind : .menuRedoKind, name(kind))
        }
        return say(Phrase(.menuUndo, offset: command.rawValue))
    }

    /// A loading drop's size ("512 bytes", "12 KB", "3.4 MB"), or nothing when unknown (0).
    private func size(_ bytes: UInt64) -> String {
        if bytes == 0 { return "" }
        if bytes < 1_000 { return say(.loadingBytes, decimal(bytes)) }
        if bytes < 1_000_000 { return say(.loadingKilobytes, decimal(bytes / 1_000)) }
        let tenths = bytes / 100_000
        return say(.loadingMegabytes, decimal(tenths / 10), decimal(tenths % 10))
    }
}

/// `text` with its first letter in lower case when its first word is a capitalised ASCII word
/// ("Moved Milk" → "moved Milk"; "PDF" and "iPhone" stay). O(n).
func lowercasingFirstWord(_ text: String) -> String {
    var bytes = Array(text.utf8)
    guard bytes.count > 1, bytes[0] >= 0x41, bytes[0] <= 0x5A, bytes[1] >= 0x61, bytes[1] <= 0x7A else { return text }
    bytes[0] |= 0x20
    return String(decoding: bytes, as: UTF8.self)
}
