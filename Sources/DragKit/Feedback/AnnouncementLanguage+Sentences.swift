// How a shipped language says an event (S7): one switch for all three, which picks the
// sentence's ``Phrase`` and works out its arguments (labels, numbers, the subject's words in
// the language); the language's template (its data, in ``EnglishAnnouncer``,
// ``KoreanAnnouncer``, ``JapaneseAnnouncer``) says them, and ``fill(_:_:)`` puts them in,
// with Korean particles. A sentence costs its length, not a copy of this code per language.

extension AnnouncementLanguage {
    /// The words of this language for `event`. O(n) in the length of the sentence.
    public func words(for event: Announcement.Event) -> String {
        switch event {
        case .sequence(let events):
            let separator = say(.sentenceSeparator)
            var text = ""
            for (index, part) in events.enumerated() {
                let said = words(for: part)
                // English keeps a space for an empty part, as it always has; the others skip it.
                if self == .english ? index > 0 : !text.isEmpty && !said.isEmpty { text += separator }
                text += said
            }
            return text
        case .liftedItem(let item, let position, let count, let container):
            return say(.liftedItem, item, number(position), number(count), container)
        case .liftedItems(let count, let container):
            return say(.liftedItems, number(count), container)
        case .liftedText(let text, let container):
            return say(.liftedText, describe(.text(text)), container)
        case .addedToDrag(let item, let count):
            return say(.addedToDrag, item, number(count))
        case .over(let container, let spot, let verb):
            let (phrase, position, count) = spot.map { place($0, .overPosition) } ?? (.over, "", "")
            return say(phrase, container, word(verb, .dropToMove), position, count)
        case .cantTake(let container, let subject):
            return say(.cantTake, container, describe(subject))
        case .cantDropHere(let subject):
            return say(.cantDropHere, describe(subject))
        case .notOverTarget:
            return say(.notOverTarget)
        case .noPlaceHereTakesText:
            return say(.noPlaceHereTakesText)
        case .dropped(let verb, let subject, let container, let position, let count, let stayed, let offered):
            let stayedPut = stayed > 0 ? say(.stayedPut, number(stayed), number(offered)) : ""
            return say(.dropped, word(verb, .doneMove), describe(subject), toward(container, verb == .move),
                       number(position), number(count), stayedPut)
        case .droppedText(let verb, let text, let container, let character):
            return say(.droppedText, word(verb, .doneMove), describe(.text(text)), container, number(character))
        case .madeClipping(let title, let container, let position, let count):
            return say(.madeClipping, title, container, number(position), number(count))
        case .droppedInPlace(let subject, let container):
            return say(.droppedInPlace, describe(subject), container)
        case .ended(.cancelled):
            return say(.dragCancelled)
        case .ended(.outside):
            return say(.droppedOutside)
        case .ended(.keyboardCancelled):
            return say(.keyboardCancelled)
        case .cantDropTextThere:
            return say(.cantDropTextThere)
        case .returned(let subject, let container, let position, let count):
            return say(position == nil ? .returned : .returnedAt, describe(subject, atStart: true), container,
                       number(position ?? 0), number(count))
        case .noPlaceCanTake(let subject):
            return say(.noPlaceCanTake, describe(subject))
        case .noPlaceCanTakeIt:
            return say(.noPlaceCanTakeIt)
        case .noOtherPlaceCanTake(let subject):
            return say(.noOtherPlaceCanTake, describe(subject))
        case .dropPoint(let subject, let spot, let container, let asCopy, let asClipping):
            let (phrase, position, count) = place(spot, .dropPointPosition)
            let kind = asClipping ? say(.asClipping) : asCopy ? say(.asCopy) : ""
            return say(phrase, describe(subject, atStart: true), container, position, count, kind)
        case .boundary(let atStart, let container):
            return say(atStart ? .startOf : .endOf, container)
        case .keyboardHelp(let betweenLists):
            return say(betweenLists ? .keyboardHelpLists : .keyboardHelpPlaces)
        case .loading(let subject, let container, let bytes):
            return say(.loading, describe(subject), container, size(bytes))
        case .loadingText(let subject, let container, let character):
            return say(.loadingText, describe(subject), container, number(character))
        case .stoppedLoading(let subject, let container):
            return say(.stoppedLoading, describe(subject), container)
        case .stoppedLoadingText(let subject, let container):
            return say(.stoppedLoadingText, describe(subject), container)
        case .insertedText(let subject, let container, let character):
            return say(.insertedText, describe(subject), container, number(character))
        case .noTextToInsert(let subject, let container):
            return say(.noTextToInsert, describe(subject), container)
        case .couldNotTransfer(let verb, let subject, let container, let reason):
            let phrase: Phrase = verb == .copy ? .couldNotCopy : verb == .link ? .couldNotLink : .couldNotTransfer
            return say(phrase, word(verb, .verbMove), describe(subject), toward(container, verb == .move), words(for: reason))
        case .couldNotMakeClipping(let title, let container, let reason):
            return say(.couldNotMakeClipping, title, container, words(for: reason))
        case .couldNotTransferText(let verb, let text, let container, let reason):
            return say(verb == .copy ? .couldNotCopyText : .couldNotTransfer, word(verb, .verbMove), describe(.text(text)),
                       toward(container, verb == .move), words(for: reason))
        case .couldNotInsertText(let subject, let container, let reason, let whenLoaded):
            return say(whenLoaded ? .couldNotInsertLoadedText : .couldNotInsertText, describe(subject), container, words(for: reason))
        case .couldNotInsertTextGone(let subject, let container):
            return say(.couldNotInsertTextGone, describe(subject), container)
        case .couldNotLoad(let subject, let container, let reason):
            return say(.couldNotLoad, describe(subject), container, words(for: reason))
        case .couldNotFinishLoading(let subject, let reason):
            return say(.couldNotFinishLoading, describe(subject), words(for: reason))
        case .couldNotCommitHistory(let command, let reason):
            return say(command == .redo ? .couldNotCommitRedo : .couldNotCommit, word(command), words(for: reason))
        case .couldNotDropAfterAsking(let container):
            return say(.couldNotDropAfterAsking, container)
        case .undidMove(let change, let subject, let container, let position, let count):
            return say(position == nil ? .undidMove : .undidMoveAt, name(change), describe(subject), container,
                       number(position ?? 0), number(count))
        case .undidCopies(let change, let copies, let subject, let container):
            return say(copies == 1 ? .undidCopy : .undidCopies, name(change), describe(subject), container, number(copies))
        case .undidClipping(let change, let title, let container):
            return say(.undidClipping, name(change), title, container)
        case .undidTextMove(let change, let text, let container, let character):
            return say(.undidTextMove, name(change), text, container, number(character))
        case .undidTextCopy(let change, let text, let container):
            return say(.undidTextCopy, name(change), text, container)
        case .redid(let change, let event):
            return say(.redid, name(change), words(for: event))
        case .redidText(let change, let verb, let text, let container, let character):
            return say(verb == .move ? .redidTextMove : .redidTextCopy, name(change), word(verb, .verbMove), text, container,
                       number(character))
        case .nothingTo(let command):
            return say(.nothingTo, word(command))
        case .cantWhileDragging(let command):
            return say(.cantWhileDragging, word(command))
        case .stillSaving(let command, let change):
            return say(.stillSaving, word(command), name(change))
        case .changedSince(let command, let change):
            return say(.changedSince, word(command), name(change))
        case .askBefore(let verb, let subject, let container):
            return say(verb == .copy ? .askBeforeCopy : .askBeforeMove, word(verb, .verbMove), describe(subject),
                       toward(container, verb == .move))
        case .askToPost(let subject, let container):
            return say(.askToPost, describe(subject), container)
        case .posted(let subject, let container):
            return say(.posted, describe(subject), container)
        case .takenBack(let subject, let container):
            return say(.takenBack, describe(subject), container)
        case .didNotDrop(let subject, let container):
            return say(.didNotDrop, describe(subject), container)
        case .cutToPasteboard(let subject, let container):
            var phrase = Phrase.cut
            if case .items = subject { phrase = .cutItems }
            return say(phrase, describe(subject), container)
        case .copiedToPasteboard(let subject, let container):
            return say(.copiedToPasteboard, describe(subject), container)
        case .chooseFromOneList(let command):
            return say(.chooseFromOneList, word(command))
        case .cantCutFrom(let container):
            return say(.cantCutFrom, container)
        case .pasteItemsGone:
            return say(.pasteItemsGone)
        case .noSuchList(let command):
            return say(.noSuchList, word(command))
        case .cantMoveOutOf(let container):
            return say(.cantMoveOutOf, container)
        case .noSuchPosition(let command, let position, let container):
            return say(.noSuchPosition, word(command), number(position), container)
        case .alreadyThere(let subject, let container):
            return say(.alreadyThere, describe(subject), container)
        case .couldNotDo(let command, let subject, let container):
            return say(.couldNotDo, word(command), describe(subject), toward(container, command == .move))
        case .alreadyDraggingWithKeyboard:
            return say(.alreadyDraggingWithKeyboard)
        case .notATextView(let container):
            return say(.notATextView, container ?? say(.thatPlace))
        case .textCantBeDragged(let container):
            return say(.textCantBeDragged, container)
        case .selectTextFirst(let container):
            return say(.selectTextFirst, container)
        case .textAlreadyDragged(let container):
            return say(.textAlreadyDragged, container)
        case .opened(let control):
            return say(.opened, control)
        case .taskStarted(let ongoing, let subject):
            return say(.taskStarted, ongoing, describe(subject))
        case .taskProgress(let ongoing, let subject, let percent):
            return say(.taskProgress, ongoing, describe(subject), number(percent))
        case .taskFinished(let completed, let subject):
            return say(.taskFinished, completed, describe(subject))
        case .taskFailed(let ongoing, let subject, let reason):
            return say(.taskFailed, ongoing, describe(subject), words(for: reason))
        case .leftApp(let subject):
            return say(.leftApp, describe(subject))
        case .copiedToAnotherApp(let subject):
            return say(.copiedToAnotherApp, describe(subject))
        case .enteredFromAnotherApp(let subject):
            return say(.enteredFromAnotherApp, describe(subject))
        case .received(let subject, let container):
            return say(.received, describe(subject), container)
        case .overEmptySpace(let subject):
            return say(.overEmptySpace, describe(subject))
        case .openedInNewWindow(let subject):
            return say(.openedInNewWindow, describe(subject))
        }
    }

    /// The words of this language for a failure's reason; a host's words pass through. O(n).
    func words(for reason: FailureReason) -> String {
        switch reason {
        case .message(let text): return text
        case .workspace(.duplicateItem(let id)): return say(.duplicateItem, number(id.rawValue))
        case .workspace(.duplicateContainer(let id)): return say(.duplicateContainer, number(id.rawValue))
        case .workspace(.unknownItem(let id)): return say(.unknownItem, number(id.rawValue))
        case .workspace(.unknownContainer(let id)): return say(.unknownContainer, number(id.rawValue))
        case .workspace(.indexOutOfRange(let index, let count)): return say(.indexOutOfRange, number(index), number(count))
        case .destinationGone: return say(.destinationGone)
        case .noReason: return say(.noReason)
        }
    }

    // MARK: Parts

    /// `phrase`'s template in this language, filled with `arguments`. O(n) in the result.
    private func say(_ phrase: Phrase, _ arguments: String...) -> String {
        let template: StaticString
        switch self {
        case .english: template = EnglishAnnouncer.template(phrase)
        case .korean: template = KoreanAnnouncer.template(phrase)
        case .japanese: template = JapaneseAnnouncer.template(phrase)
        }
        return fill(template, arguments)
    }

    /// The phrase `offset` places after `first` (the verbs' and spots' phrases are in order).
    private func phrase(_ first: Phrase, _ offset: UInt8) -> Phrase {
        Phrase(rawValue: first.rawValue &+ offset) ?? first
    }

    /// What is dragged, in this language ("Milk", "3 items", "text “hello”"); `atStart` at the
    /// start of a sentence.
    private func describe(_ subject: Announcement.Subject, atStart: Bool = false) -> String {
        let start: UInt8 = atStart ? 1 : 0
        switch subject {
        case .item(let label): return label
        case .items(let count): return say(.items, number(count))
        case .text(let excerpt): return say(phrase(.text, start), excerpt)
        case .someText: return say(phrase(.someText, start))
        case .fromAnotherApp(let count):
            if count == 0 { return say(phrase(.contentFromAnotherApp, start)) }
            if count == 1 { return say(phrase(.itemFromAnotherApp, start)) }
            return say(.itemsFromAnotherApp, number(count))
        }
    }

    /// A verb's words in the role whose first (``Announcement/DropVerb/move``) phrase is `move`.
    private func word(_ verb: Announcement.DropVerb, _ move: Phrase) -> String {
        switch verb {
        case .move: return say(move)
        case .copy: return say(phrase(move, 1))
        case .link: return say(phrase(move, 2))
        case .delete: return say(phrase(move, 3))
        case .copyItsText: return say(phrase(move, 4))
        case .makeClipping: return say(phrase(move, 5))
        case .task(let name): return say(phrase(move, 6), name)
        }
    }

    private func word(_ command: Announcement.Command) -> String {
        switch command {
        case .undo: return say(.commandUndo)
        case .redo: return say(.commandRedo)
        case .cut: return say(.commandCut)
        case .copy: return say(.commandCopy)
        case .paste: return say(.commandPaste)
        case .move: return say(.commandMove)
        }
    }

    private func name(_ change: Announcement.Change) -> String {
        switch change {
        case .move: return say(.changeMove)
        case .copy: return say(.changeCopy)
        case .moveText: return say(.changeMoveText)
        case .copyText: return say(.changeCopyText)
        case .makeClipping: return say(.changeMakeClipping)
        case .insertText: return say(.changeInsertText)
        case .named(let name): return name
        }
    }

    /// Where a move goes, or where a copy or link is put (Korean: 보관함으로, 보관함에).
    private func toward(_ container: String, _ isMove: Bool) -> String {
        say(isMove ? .towardMove : .towardOther, container)
    }

    /// A spot's phrase among the three that begin with `position`, and its numbers.
    private func place(_ spot: Announcement.Spot, _ position: Phrase) -> (Phrase, String, String) {
        switch spot {
        case .position(let index, let count): return (position, number(index), number(count))
        case .character(let character): return (phrase(position, 1), number(character), "")
        case .end: return (phrase(position, 2), "", "")
        }
    }

    /// A loading drop's size ("512 bytes", "12 KB", "3.4 MB"), or nothing when unknown (0).
    private func size(_ bytes: UInt64) -> String {
        if bytes == 0 { return "" }
        if bytes < 1_000 { return say(.loadingBytes, number(bytes)) }
        if bytes < 1_000_000 { return say(.loadingKilobytes, number(bytes / 1_000)) }
        let tenths = bytes / 100_000
        return say(.loadingMegabytes, number(tenths / 10), number(tenths % 10))
    }

    private func number(_ value: Int) -> String {
        value < 0 ? "-" + number(UInt64(value.magnitude)) : number(UInt64(value))
    }

    private func number(_ value: UInt32) -> String { number(UInt64(value)) }

    /// `value` in decimal digits. O(log value).
    private func number(_ value: UInt64) -> String {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(0x30 + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        digits.reverse()
        return String(decoding: digits, as: UTF8.self)
    }
}
