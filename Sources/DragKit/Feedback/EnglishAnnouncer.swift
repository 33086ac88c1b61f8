/// The announcements in English (S7): the sentences DragKit has always spoken. The default for
/// any page whose language is not one of the shipped others.
public struct EnglishAnnouncer: Announcer, Sendable {
    public init() {}

    /// The English sentence for `event`. O(n) in its length.
    public func words(for event: Announcement.Event) -> String {
        switch event {
        case .sequence(let events):
            var text = ""
            for (index, part) in events.enumerated() {
                if index > 0 { text += " " }
                text += words(for: part)
            }
            return text
        case .liftedItem(let item, let position, let count, let container):
            return "Picked up \(item), item \(position) of \(count) in \(container)."
        case .liftedItems(let count, let container):
            return "Picked up \(count) items from \(container)."
        case .liftedText(let text, let container):
            return "Picked up text \(quote(text)) from \(container)."
        case .addedToDrag(let item, let count):
            return "Added \(item). Dragging \(count) items."
        case .over(let container, let spot, let verb):
            return "Over \(container)\(spot.map { ", " + phrase($0) } ?? ""). Drop to \(infinitive(verb))."
        case .cantTake(let container, let subject):
            return "\(container) can't take \(describe(subject))."
        case .cantDropHere(let subject):
            return "Can't drop \(describe(subject)) here."
        case .notOverTarget:
            return "Not over a drop target."
        case .noPlaceHereTakesText:
            return "This place can't take text."
        case .dropped(let verb, let subject, let container, let position, let count, let stayed, let offered):
            let text = "\(past(verb)) \(describe(subject)) to \(container), position \(position) of \(count)."
            return stayed > 0 ? text + " \(stayed) of \(offered) items couldn't go there and stayed put." : text
        case .droppedText(let verb, let text, let container, let character):
            return "\(past(verb)) text \(quote(text)) to \(container), at character \(character)."
        case .madeClipping(let title, let container, let position, let count):
            return "Made a clipping \(quote(title)) in \(container), position \(position) of \(count)."
        case .droppedInPlace(let subject, let container):
            return "Dropped \(describe(subject)) where it was, in \(container)."
        case .ended(.cancelled):
            return "Drag cancelled."
        case .ended(.outside):
            return "Dropped outside any drop target."
        case .ended(.keyboardCancelled):
            return "Cancelled."
        case .cantDropTextThere:
            return "Can't drop text there."
        case .returned(let subject, let container, let position, let count):
            let place = position.map { ", position \($0) of \(count)" } ?? ""
            return "\(describe(subject, atStart: true)) returned to \(container)\(place)."
        case .noPlaceCanTake(let subject):
            return "No place can take \(describe(subject))."
        case .noPlaceCanTakeIt:
            return "No place can take it."
        case .noOtherPlaceCanTake(let subject):
            return "No other place can take \(describe(subject))."
        case .dropPoint(let subject, let spot, let container, let asCopy, let asClipping):
            let place: String
            switch spot {
            case .position(let position, let count): place = "position \(position) of \(count) in \(container)"
            case .character(let character): place = "at character \(character) in \(container)"
            case .end: place = "at the end of \(container)"
            }
            let kind = asClipping ? ", as a clipping" : asCopy ? ", as a copy" : ""
            return "\(describe(subject, atStart: true)), \(place)\(kind)."
        case .boundary(let atStart, let container):
            return (atStart ? "Start of " : "End of ") + container + "."
        case .keyboardHelp(let betweenLists):
            return "Use the arrow keys to move, Tab to go to another \(betweenLists ? "list" : "place"), Space to drop, Escape to cancel."
        case .loading(let subject, let container, let bytes):
            return "Dropped \(describe(subject)) on \(container). Loading\(bytes > 0 ? " (\(size(bytes)))" : "")…"
        case .loadingText(let subject, let container, let character):
            return "Dropped \(describe(subject)) on \(container), at character \(character). Loading its text…"
        case .stoppedLoading(let subject, let container):
            return "Stopped loading \(describe(subject)) into \(container). The original is unchanged."
        case .stoppedLoadingText(let subject, let container):
            return "Stopped loading the text of \(describe(subject)). \(container) is unchanged."
        case .insertedText(let subject, let container, let character):
            return "Inserted the text of \(describe(subject)) in \(container), at character \(character)."
        case .noTextToInsert(let subject, let container):
            return "\(describe(subject)) had no text to insert. \(container) is unchanged."
        case .couldNotTransfer(let verb, let subject, let container, let reason):
            let back = verb == .copy || verb == .link
                ? "The \(infinitive(verb)) was removed; the original is unchanged."
                : "It is back where it was."
            return "Couldn't \(infinitive(verb)) \(describe(subject)) to \(container): \(words(for: reason)). " + back
        case .couldNotMakeClipping(let title, let container, let reason):
            return "Couldn't make a clipping \(quote(title)) in \(container): \(words(for: reason)). The clipping was removed; the text is unchanged."
        case .couldNotTransferText(let verb, let text, let container, let reason):
            let back = verb == .copy ? "The copy was removed; the original is unchanged." : "It is back where it was."
            return "Couldn't \(infinitive(verb)) text \(quote(text)) to \(container): \(words(for: reason)). " + back
        case .couldNotInsertText(let subject, let container, let reason, let whenLoaded):
            let after = whenLoaded ? "\(container) is unchanged." : "The text was removed; \(container) is as it was."
            return "Couldn't insert the text of \(describe(subject)) into \(container): \(words(for: reason)). " + after
        case .couldNotInsertTextGone(let subject, let container):
            return "Couldn't insert the text of \(describe(subject)): \(container) is gone."
        case .couldNotLoad(let subject, let container, let reason):
            return "Couldn't load \(describe(subject)) into \(container): \(words(for: reason)). The original is unchanged."
        case .couldNotFinishLoading(let subject, let reason):
            return "Couldn't finish loading \(describe(subject)): \(words(for: reason)). The original is unchanged."
        case .couldNotCommitHistory(let command, let reason):
            let after = command == .redo ? "The change stays undone." : "The change stays as it was."
            return "Couldn't \(verb(command)): \(words(for: reason)). " + after
        case .couldNotDropAfterAsking(let container):
            return "Couldn't drop into \(container): the content changed while asking."
        case .undidMove(let change, let subject, let container, let position, let count):
            let place = position.map { ", position \($0) of \(count)" } ?? ""
            return "Undid \(name(change)): \(describe(subject)) back in \(container)\(place)."
        case .undidCopies(let change, let copies, let subject, let container):
            return "Undid \(name(change)): removed the \(copies == 1 ? "copy" : "copies") of \(describe(subject)) from \(container)."
        case .undidClipping(let change, let title, let container):
            return "Undid \(name(change)): removed the clipping \(quote(title)) from \(container)."
        case .undidTextMove(let change, let text, let container, let character):
            return "Undid \(name(change)): \(quote(text)) back in \(container), at character \(character)."
        case .undidTextCopy(let change, let text, let container):
            return "Undid \(name(change)): removed \(quote(text)) from \(container)."
        case .redid(let change, let event):
            return "Redid \(name(change)): " + words(for: event)
        case .redidText(let change, let verb, let text, let container, let character):
            let done = verb == .move ? "moved" : "copied"
            return "Redid \(name(change)): \(done) \(quote(text)) to \(container), at character \(character)."
        case .nothingTo(let command):
            return "Nothing to \(verb(command))."
        case .cantWhileDragging(let command):
            return "Can't \(verb(command)) while dragging."
        case .stillSaving(let command, let change):
            return "Can't \(verb(command)) \(name(change)) yet: it is still being saved."
        case .changedSince(let command, let change):
            return "Can't \(verb(command)) \(name(change)): the content has changed since."
        case .askBefore(let verb, let subject, let container):
            return "\(verb == .copy ? "Copy" : "Move") \(describe(subject)) into \(container)? This can't be undone."
        case .askToPost(let subject, let container):
            return "Post \(describe(subject)) to \(container)? Posting can't be undone; Cancel takes it back."
        case .posted(let subject, let container):
            return "Posted \(describe(subject)) to \(container)."
        case .takenBack(let subject, let container):
            return "Cancelled: \(describe(subject)) taken back out of \(container)."
        case .didNotDrop(let subject, let container):
            return "Didn't drop \(describe(subject)) into \(container). Nothing changed."
        case .cutToPasteboard(let subject, let container):
            if case .items = subject { return "Cut \(describe(subject)) from \(container). Paste to move them." }
            return "Cut \(describe(subject)) from \(container). Paste to move it."
        case .copiedToPasteboard(let subject, let container):
            return "Copied \(describe(subject)) from \(container)."
        case .chooseFromOneList(let command):
            return "Can't \(verb(command)): choose items from one list."
        case .cantCutFrom(let container):
            return "Can't cut from \(container)."
        case .pasteItemsGone:
            return "Nothing to paste: the items are gone."
        case .noSuchList(let command):
            return "Can't \(verb(command)) there: no such list."
        case .cantMoveOutOf(let container):
            return "Can't move items out of \(container)."
        case .noSuchPosition(let command, let position, let container):
            return "Can't \(verb(command)) to position \(position) of \(container)."
        case .alreadyThere(let subject, let container):
            return "\(describe(subject)) is already there, in \(container)."
        case .couldNotDo(let command, let subject, let container):
            return "Can't \(verb(command)) \(describe(subject)) to \(container)."
        case .alreadyDraggingWithKeyboard:
            return "Already dragging with the keyboard. Drop or cancel that drag first."
        case .notATextView(let container):
            return "Nothing to pick up: \(container ?? "that place") is not a text view."
        case .textCantBeDragged(let container):
            return "Text in \(container) can't be dragged."
        case .selectTextFirst(let container):
            return "Nothing to pick up: select some text in \(container) first."
        case .textAlreadyDragged(let container):
            return "That text in \(container) is already being dragged."
        case .opened(let control):
            return "Opened \(control)."
        case .taskStarted(let ongoing, let subject):
            return "\(ongoing) \(describe(subject))…"
        case .taskProgress(let ongoing, let subject, let percent):
            return "\(ongoing) \(describe(subject))… \(percent)%"
        case .taskFinished(let completed, let subject):
            return "\(completed) \(describe(subject))."
        case .taskFailed(let ongoing, let subject, let reason):
            return "\(ongoing) \(describe(subject)) failed: \(words(for: reason))."
        case .leftApp(let subject):
            return "Outside the window. Drop on another app to copy \(describe(subject)) there."
        case .copiedToAnotherApp(let subject):
            return "Copied \(describe(subject)) to another app."
        case .enteredFromAnotherApp(let subject):
            return "Dragging \(describe(subject))."
        case .received(let subject, let container):
            return "Added \(describe(subject)) to \(container)."
        case .overEmptySpace(let subject):
            return "Over empty space. Drop to open \(describe(subject)) in a new window."
        case .openedInNewWindow(let subject):
            return "Opened \(describe(subject)) in a new window."
        }
    }

    /// The English clause for a failure's reason. O(n).
    public func words(for reason: FailureReason) -> String {
        switch reason {
        case .message(let text): return text
        case .workspace(let error): return error.description
        case .destinationGone: return "the destination is gone"
        case .noReason: return "no reason was given"
        }
    }

    // MARK: Parts

    /// "Milk", "3 items", "text “hello”", "text" ("Text …" at the start of a sentence).
    private func describe(_ subject: Announcement.Subject, atStart: Bool = false) -> String {
        switch subject {
        case .item(let label): return label
        case .items(let count): return "\(count) items"
        case .text(let excerpt): return (atStart ? "Text " : "text ") + quote(excerpt)
        case .someText: return atStart ? "Text" : "text"
        case .fromAnotherApp(let count):
            let what = count == 0 ? (atStart ? "Content" : "content") : count == 1 ? (atStart ? "An item" : "an item") : "\(count) items"
            return what + " from another app"
        }
    }

    private func quote(_ text: String) -> String { "“" + text + "”" }

    private func phrase(_ spot: Announcement.Spot) -> String {
        switch spot {
        case .position(let position, let count): return "position \(position) of \(count)"
        case .character(let character): return "at character \(character)"
        case .end: return "at the end"
        }
    }

    private func infinitive(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .move: return "move"
        case .copy: return "copy"
        case .link: return "link"
        case .delete: return "delete"
        case .copyItsText: return "copy its text"
        case .makeClipping: return "make a clipping"
        case .task(let verb): return verb
        }
    }

    private func past(_ verb: Announcement.DropVerb) -> String {
        switch verb {
        case .copy: return "Copied"
        case .link: return "Linked"
        default: return "Moved"
        }
    }

    private func verb(_ command: Announcement.Command) -> String {
        switch command {
        case .undo: return "undo"
        case .redo: return "redo"
        case .cut: return "cut"
        case .copy: return "copy"
        case .paste: return "paste"
        case .move: return "move"
        }
    }

    private func name(_ change: Announcement.Change) -> String {
        switch change {
        case .move: return "Move"
        case .copy: return "Copy"
        case .moveText: return "Move Text"
        case .copyText: return "Copy Text"
        case .makeClipping: return "Make Clipping"
        case .insertText: return "Insert Text"
        case .named(let name): return name
        }
    }

    /// "512 bytes", "12 KB", "3.4 MB".
    private func size(_ bytes: UInt64) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(bytes / 1_000) KB" }
        let tenths = bytes / 100_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
