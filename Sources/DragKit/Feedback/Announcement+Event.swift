// What the engine announces (S7), as values: what happened, to what, where. Positions and
// character offsets are one-based, as people count; labels are the host's own words for its
// items and containers, passed through unchanged.

extension Announcement {
    /// What is dragged, dropped or returned: one item by its label, several by their count, or
    /// text (an excerpt of at most 40 characters, "…" when cut).
    public enum Subject: Hashable, Sendable {
        /// One item, by its label ("Milk").
        case item(String)
        /// Several items, by their count.
        case items(Int)
        /// A dragged text, by its excerpt.
        case text(String)
        /// Text in general, when the excerpt is not said ("can't take text").
        case someText
        /// Content dragged in from another app, by its count (0: not known during the drag,
        /// S1, P1).
        case fromAnotherApp(Int)
    }

    /// Where in a container a drop point or caret is.
    public enum Spot: Hashable, Sendable {
        /// Position `position` of `count` in a list or grid.
        case position(Int, of: Int)
        /// Before the `n`th character of a text view.
        case character(Int)
        /// After the last character of a text view.
        case end
    }

    /// What a drop at the current place would do.
    public enum DropVerb: Hashable, Sendable {
        case move, copy, link
        /// A trash: the content is deleted.
        case delete
        /// An item dropped on a text view inserts a copy of its text (P1).
        case copyItsText
        /// Text dropped in a list becomes a clipping (P1).
        case makeClipping
        /// A task control's verb ("print").
        case task(TaskVerb)
    }

    /// A command of the Edit menu or the keyboard, as a refusal names it.
    public enum Command: UInt8, Hashable, Sendable, NamedCase {
        case undo = 0, redo, cut, copy, paste, move

        /// The command's name where a host names it outside Swift (the words module's menu
        /// titles): `"undo"`, `"redo"`, `"cut"`, `"copy"`, `"paste"` or `"move"`. O(1).
        public var name: String {
            switch self {
            case .undo: "undo"
            case .redo: "redo"
            case .cut: "cut"
            case .copy: "copy"
            case .paste: "paste"
            case .move: "move"
            }
        }
    }

    /// How a drag ended without a drop.
    public enum Ending: Hashable, Sendable {
        /// Escape, or the host cancelled ("Drag cancelled.").
        case cancelled
        /// Released over no destination ("Dropped outside any drop target.").
        case outside
        /// The keyboard drag was cancelled ("Cancelled.").
        case keyboardCancelled
    }

    /// What happened. Each case carries what it happened to and where; an `Announcer` makes
    /// the sentence.
    public indirect enum Event: Hashable, Sendable {
        // MARK: Several sentences
        /// Sentences said one after another.
        case sequence([Event])

        // MARK: Lift and targeting (S7)
        /// One item lifted from position `position` of `count` in `container`.
        case liftedItem(String, position: Int, of: Int, in: String)
        /// Several items lifted from `container`.
        case liftedItems(Int, from: String)
        /// Text lifted from a text view.
        case liftedText(String, from: String)
        /// An item joined a drag in progress, now `count` items.
        case addedToDrag(String, dragging: Int)
        /// Over a destination, at `spot` (if said), where a drop would `verb`.
        case over(String, at: Spot?, drop: DropVerb)
        /// Over a place that doesn't take the content ("not allowed").
        case cantTake(String, Subject)
        /// Over a place inside what is dragged: a folder row over its own folder, or over a
        /// folder inside it, which it can't go into (F6, F7): `subject`, into `container`.
        case cantGoInsideItself(Subject, into: String)
        /// Over no place that takes the content, with no place to name.
        case cantDropHere(Subject)
        /// Over no drop target any more.
        case notOverTarget
        /// A text drag over a place that takes no text, unnamed.
        case noPlaceHereTakesText

        // MARK: Drops (S2–S4, P1)
        /// Items moved, copied or linked to a list: position `position` of `count`; `stayed` of
        /// `offered` items couldn't go and stayed put (0 when all went).
        case dropped(DropVerb, Subject, to: String, position: Int, of: Int, stayed: Int, offered: Int)
        /// Text moved or copied into a text view, at character `character`.
        case droppedText(DropVerb, String, to: String, character: Int)
        /// Text became a clipping titled `title` in a list.
        case madeClipping(String, in: String, position: Int, of: Int)
        /// Dropped on its own place: nothing changed.
        case droppedInPlace(Subject, in: String)
        /// How a drag ended without a drop.
        case ended(Ending)
        /// A text drag released where text can't go.
        case cantDropTextThere
        /// The content is back in its source (at `position` of `count` when said).
        case returned(Subject, to: String, position: Int?, of: Int)
        /// Nothing takes the content.
        case noPlaceCanTake(Subject)
        /// A keyboard text drag picked up where nothing takes it.
        case noPlaceCanTakeIt
        /// Tab found no other container that takes the content.
        case noOtherPlaceCanTake(Subject)

        // MARK: Keyboard drags (S7)
        /// The keyboard drag's drop point: `subject` at `spot` in `container`, `asCopy` when the
        /// drop copies, `asClipping` when text becomes a clipping there.
        case dropPoint(Subject, at: Spot, in: String, asCopy: Bool, asClipping: Bool)
        /// The keyboard drag's drop point in an outline (issue 37): `subject` at `position` of
        /// `count` among the rows at `level` (1 for the top level), inside the row named
        /// `inside` (below the top level) or in the outline named so (at it), `asCopy` when the
        /// drop copies.
        case outlinePoint(Subject, inside: String, level: Int, position: Int, of: Int, asCopy: Bool)
        /// A step stopped at the start or end of a container.
        case boundary(atStart: Bool, of: String)
        /// The keys of a keyboard drag; `betweenLists` for items ("another list"), else "another place".
        case keyboardHelp(betweenLists: Bool)

        // MARK: Slow transfers (S14, F9, P1)
        /// A drop is loading its data (`bytes` in all, 0 when unknown).
        case loading(Subject, on: String, bytes: UInt64)
        /// An item drop on a text view is loading its text.
        case loadingText(of: Subject, on: String, character: Int)
        /// The person stopped a loading drop.
        case stoppedLoading(Subject, into: String)
        /// The person stopped an item drop waiting for its text.
        case stoppedLoadingText(of: Subject, in: String)
        /// The loaded text of items was inserted.
        case insertedText(of: Subject, in: String, character: Int)
        /// The loaded items had no text.
        case noTextToInsert(Subject, in: String)

        // MARK: Failures (F7): the host's or the engine's reason
        /// A move, copy or link failed and was rolled back.
        case couldNotTransfer(DropVerb, Subject, to: String, reason: FailureReason)
        /// A clipping could not be made and was removed.
        case couldNotMakeClipping(String, in: String, reason: FailureReason)
        /// A text move or copy failed and was rolled back.
        case couldNotTransferText(DropVerb, String, to: String, reason: FailureReason)
        /// Inserting items' text failed; the text was removed (`whenLoaded` false) or never
        /// inserted (`whenLoaded` true).
        case couldNotInsertText(of: Subject, into: String, reason: FailureReason, whenLoaded: Bool)
        /// A loading drop failed.
        case couldNotLoad(Subject, into: String, reason: FailureReason)
        /// Items' text arrived after the text view it was for had gone.
        case couldNotInsertTextGone(of: Subject, String)
        /// A loaded drop could not be finished.
        case couldNotFinishLoading(Subject, reason: FailureReason)
        /// An undo or redo commit failed.
        case couldNotCommitHistory(Command, reason: FailureReason)
        /// A confirmed drop found the content changed.
        case couldNotDropAfterAsking(into: String)

        // MARK: Undo (S10)
        /// An undo put items back in their source.
        case undidMove(UndoKind, Subject, backIn: String, position: Int?, of: Int)
        /// An undo removed copies (`copies` of them).
        case undidCopies(UndoKind, copies: Int, of: Subject, from: String)
        /// An undo removed a clipping.
        case undidClipping(UndoKind, String, from: String)
        /// An undo put text back in its source.
        case undidTextMove(UndoKind, String, backIn: String, character: Int)
        /// An undo removed copied text.
        case undidTextCopy(UndoKind, String, from: String)
        /// A redo did the change again: `event` says what it did.
        case redid(UndoKind, Event)
        /// A redo moved or copied text again.
        case redidText(UndoKind, DropVerb, String, to: String, character: Int)
        /// Nothing to undo, redo, cut, copy or paste.
        case nothingTo(Command)
        /// Undo or redo refused during a drag.
        case cantWhileDragging(Command)
        /// Undo or redo refused while the change is being saved.
        case stillSaving(Command, UndoKind)
        /// Undo or redo refused: the content changed since.
        case changedSince(Command, UndoKind)

        // MARK: Irreversible drops (S11)
        /// Asks before a move or copy that can't be undone.
        case askBefore(DropVerb, Subject, into: String)
        /// Asks to post a drop already shown.
        case askToPost(Subject, to: String)
        /// The drop was posted.
        case posted(Subject, to: String)
        /// The drop already shown was taken back.
        case takenBack(Subject, outOf: String)
        /// The drop asked about was declined.
        case didNotDrop(Subject, into: String)

        // MARK: Menu commands (S5, S7)
        /// Cut to the pasteboard.
        case cutToPasteboard(Subject, from: String)
        /// Copied to the pasteboard.
        case copiedToPasteboard(Subject, from: String)
        /// Cut or copy refused: items from several lists.
        case chooseFromOneList(Command)
        /// Cut refused: the list doesn't let content go.
        case cantCutFrom(String)
        /// Paste found its items gone.
        case pasteItemsGone
        /// The command named no list.
        case noSuchList(Command)
        /// Items can't leave their list.
        case cantMoveOutOf(String)
        /// The command named a position the list doesn't have.
        case noSuchPosition(Command, position: Int, in: String)
        /// The items are already at that place.
        case alreadyThere(Subject, in: String)
        /// The command could not be carried out.
        case couldNotDo(Command, Subject, to: String)

        // MARK: Keyboard text drags (S7, P1)
        case alreadyDraggingWithKeyboard
        /// Pick-up refused: the container (`nil`: unknown) is not a text view.
        case notATextView(String?)
        case textCantBeDragged(in: String)
        case selectTextFirst(in: String)
        case textAlreadyDragged(in: String)

        // MARK: Spring loading and tasks (S12, F10); the host names its controls, the announcer its tasks
        /// A spring-loaded control opened.
        case opened(String)
        /// A task of this kind started on the items ("Printing 2 items…").
        case taskStarted(TaskVerb, Subject)
        /// A task's progress, in whole percent.
        case taskProgress(TaskVerb, Subject, percent: Int)
        /// A task finished ("Printed Milk.").
        case taskFinished(TaskVerb, Subject)
        /// A task failed.
        case taskFailed(TaskVerb, Subject, reason: FailureReason)

        // MARK: Crossing the app's edge (S1, S2, P1, P3)
        /// The drag left the app's window: a drop on another app copies the content there.
        case leftApp(Subject)
        /// Another app took the content: it received a copy, and nothing here changed (S2).
        case copiedToAnotherApp(Subject)
        /// A drag from another app entered the window (``Subject/fromAnotherApp(_:)``).
        case enteredFromAnotherApp(Subject)
        /// Content from another app arrived in `container` (P1).
        case received(Subject, into: String)
        /// Over empty space: a drop there opens the content in a new window (P3).
        case overEmptySpace(Subject)
        /// The content opened in a new window (P3).
        case openedInNewWindow(Subject)

        // MARK: Names (S7): what assistive technology calls a place or an item, not sentences
        /// A drop point's name (``DropPoint/name``): the place `spot` in `container`, `asCopy`
        /// when a drop there copies ("Later, position 3 of 6, copy").
        case dropPointName(in: String, at: Spot, asCopy: Bool)
        /// An item's name as a drag source (``DragEngine/dragSourceName(of:)``): item `position`
        /// of `count` in `container`, `draggable` when its container lets it be dragged ("Milk,
        /// item 1 of 4 in Inbox, draggable").
        case dragSourceName(String, position: Int, of: Int, in: String, draggable: Bool)
        /// A loading drop's placeholder (``Action/insertPlaceholder(_:into:at:label:items:)``,
        /// F9): what it stands for, "Loading" it when `loading` ("Loading 2 items…", "2 items
        /// from another app").
        case placeholderName(Subject, loading: Bool)
    }
}
