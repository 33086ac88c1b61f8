import DragKit

/// Every sentence and part of a sentence the shipped announcers say (S7), by name. Each
/// language gives each phrase a template (``EnglishAnnouncer``, ``KoreanAnnouncer``,
/// ``JapaneseAnnouncer``), whose holes `{1}`…`{9}` take the arguments listed here, in that
/// order; a template may leave some out or say them in another order. ``fill(_:_:)`` fills
/// them. A language is data: adding one is writing its templates.
///
/// Order matters where a comment says so: a verb's phrases follow ``Announcement/DropVerb``'s
/// cases, and a spot's follow ``Announcement/Spot``'s, so the verb or spot picks its phrase by
/// offset from the first.
import DragKit

enum Phrase: UInt8, CaseIterable {
    // MARK: What is dragged (Announcement.Subject)
    /// {1} count.
    case items
    /// {1} excerpt; "AtStart" for the start of a sentence, where a language capitalises.
    case text, textAtStart
    /// Text in general.
    case someText, someTextAtStart
    /// Content from another app, not counted yet.
    case contentFromAnotherApp, contentFromAnotherAppAtStart
    /// One item from another app.
    case itemFromAnotherApp, itemFromAnotherAppAtStart
    /// {1} count.
    case itemsFromAnotherApp

    // MARK: Verbs, in Announcement.DropVerb order (move, copy, link, delete, copyItsText, makeClipping, task)
    /// The verb as a failure or question says it ("Couldn't copy"); {1} a task's verb.
    case verbMove, verbCopy, verbLink, verbDelete, verbCopyItsText, verbMakeClipping, verbTask
    /// The verb of a finished drop ("Copied Milk"); {1} a task's verb.
    case doneMove, doneCopy, doneLink, doneDelete, doneCopyItsText, doneMakeClipping, doneTask
    /// What a drop over a destination would do ("Drop to copy."); {1} a task's verb.
    case dropToMove, dropToCopy, dropToLink, dropToDelete, dropToCopyItsText, dropToMakeClipping, dropToTask
    /// {1} container, as the place a move goes to or a copy is put in.
    case towardMove, towardOther

    // MARK: Announcement.Command, UndoKind (in their order)
    case commandUndo, commandRedo, commandCut, commandCopy, commandPaste, commandMove
    case changeMove, changeCopy, changeMoveText, changeCopyText, changeMakeClipping, changeInsertText

    // MARK: FailureReason
    /// {1} id.
    case duplicateItem, duplicateContainer, unknownItem, unknownContainer
    /// {1} index, {2} count.
    case indexOutOfRange
    /// {1} id, {2} the largest id the engine stores.
    case identifierTooLarge
    case destinationGone, noReason

    // MARK: Parts
    /// What joins the sentences of a sequence.
    case sentenceSeparator
    /// A place the host didn't name.
    case thatPlace
    /// How a keyboard drag's drop point would drop.
    case asCopy, asClipping
    /// {1} stayed, {2} offered.
    case stayedPut
    /// A loading drop's size: {1} bytes; {1} kilobytes; {1}.{2} megabytes.
    case loadingBytes, loadingKilobytes, loadingMegabytes

    // MARK: Sentences, one or more per Announcement.Event case
    /// {1} item, {2} position, {3} count, {4} container.
    case liftedItem
    /// {1} count, {2} container.
    case liftedItems
    /// {1} text subject, {2} container.
    case liftedText
    /// {1} item, {2} count.
    case addedToDrag
    /// {1} container, {2} what a drop does; then, in Announcement.Spot order: {3} position,
    /// {4} count; {3} character; nothing.
    case over, overPosition, overCharacter, overEnd
    /// {1} container, {2} subject.
    case cantTake
    /// {1} subject at the start, {2} container.
    case cantGoInsideItself
    /// {1} subject.
    case cantDropHere
    case notOverTarget, noPlaceHereTakesText
    /// {1} done verb, {2} subject, {3} toward container, {4} position, {5} count, {6} stayed put or nothing.
    case dropped
    /// {1} done verb, {2} text subject, {3} container, {4} character.
    case droppedText
    /// {1} title, {2} container, {3} position, {4} count.
    case madeClipping
    /// {1} subject, {2} container.
    case droppedInPlace
    case dragCancelled, droppedOutside, keyboardCancelled, cantDropTextThere
    /// {1} subject at the start, {2} container; {3} position, {4} count.
    case returned, returnedAt
    /// {1} subject.
    case noPlaceCanTake
    case noPlaceCanTakeIt
    /// {1} subject.
    case noOtherPlaceCanTake
    /// {1} subject at the start, {2} container, {5} as a copy or clipping (or nothing); in
    /// Announcement.Spot order: {3} position, {4} count; {3} character; nothing.
    case dropPointPosition, dropPointCharacter, dropPointEnd
    /// {1} subject at the start, {2} the row it goes inside (the outline at the top level),
    /// {3} level, {4} position, {5} count, {6} as a copy (or nothing).
    case outlinePointTop, outlinePointInside
    /// {1} container.
    case startOf, endOf
    case keyboardHelpLists, keyboardHelpPlaces
    /// {1} subject, {2} container, {3} size or nothing.
    case loading
    /// {1} subject, {2} container, {3} character.
    case loadingText
    /// {1} subject, {2} container.
    case stoppedLoading, stoppedLoadingText
    /// {1} subject, {2} container, {3} character.
    case insertedText
    /// {1} subject, {2} container.
    case noTextToInsert
    /// {1} verb, {2} subject, {3} toward container, {4} reason; the copy, the link, or other verbs.
    case couldNotCopy, couldNotLink, couldNotTransfer
    /// {1} verb, {2} text subject, {3} toward container, {4} reason (other verbs: couldNotTransfer).
    case couldNotCopyText
    /// {1} title, {2} container, {3} reason.
    case couldNotMakeClipping
    /// {1} subject, {2} container, {3} reason; the text removed, or never inserted.
    case couldNotInsertText, couldNotInsertLoadedText
    /// {1} subject, {2} container.
    case couldNotInsertTextGone
    /// {1} subject, {2} container, {3} reason.
    case couldNotLoad
    /// {1} subject, {2} reason.
    case couldNotFinishLoading
    /// {1} command, {2} reason; undo (and the others), redo.
    case couldNotCommit, couldNotCommitRedo
    /// {1} container.
    case couldNotDropAfterAsking
    /// Undo and redo say what they did once (S10): "Undid: moved Milk back to Inbox", "Redid:
    /// moved 3 items to Errands"; {1}, the change's name, is what the rest already says, and the
    /// shipped languages leave it out.
    /// {1} change, {2} subject, {3} container; {4} position, {5} count.
    case undidMove, undidMoveAt
    /// {1} change, {2} subject, {3} container, {4} copies.
    case undidCopy, undidCopies
    /// {1} change, {2} title, {3} container.
    case undidClipping
    /// {1} change, {2} text, {3} container, {4} character.
    case undidTextMove
    /// {1} change, {2} text, {3} container.
    case undidTextCopy
    /// {1} change, {2} the sentence of what was done again (in English, starting in lower case).
    case redid
    /// {1} change, {2} verb, {3} text, {4} container, {5} character; a move, other verbs.
    case redidTextMove, redidTextCopy
    /// {1} command.
    case nothingTo, cantWhileDragging
    /// {1} command, {2} change.
    case stillSaving, changedSince
    /// {1} verb, {2} subject, {3} toward container; a copy, other verbs.
    case askBeforeCopy, askBeforeMove
    /// {1} subject, {2} container.
    case askToPost, posted, takenBack, didNotDrop
    /// {1} subject, {2} container; several items, anything else.
    case cutItems, cut
    /// {1} subject, {2} container.
    case copiedToPasteboard
    /// {1} command.
    case chooseFromOneList
    /// {1} container.
    case cantCutFrom
    case pasteItemsGone
    /// {1} command.
    case noSuchList
    /// {1} container.
    case cantMoveOutOf
    /// {1} command, {2} position, {3} container.
    case noSuchPosition
    /// {1} subject, {2} container.
    case alreadyThere
    /// {1} command, {2} subject, {3} toward container.
    case couldNotDo
    case alreadyDraggingWithKeyboard
    /// {1} container.
    case notATextView, textCantBeDragged, selectTextFirst, textAlreadyDragged
    /// {1} control.
    case opened
    /// {1} the task's ongoing word ("Printing"; finished: its done word, "Printed"), {2}
    /// subject; {3} percent; {3} reason and {4} the task's verb ("print").
    case taskStarted, taskProgress, taskFinished, taskFailed
    /// {1} subject.
    case leftApp, copiedToAnotherApp, enteredFromAnotherApp
    /// {1} subject, {2} container.
    case received
    /// {1} subject.
    case overEmptySpace, openedInNewWindow

    // MARK: TaskVerb, in its order (print, upload, share)
    /// The task's verb: "print" (Drop to print), 인쇄, 印刷.
    case taskVerbPrint, taskVerbUpload, taskVerbShare
    /// The running task: "Printing".
    case taskOngoingPrint, taskOngoingUpload, taskOngoingShare
    /// The finished task: "Printed".
    case taskDonePrint, taskDoneUpload, taskDoneShare

    // MARK: Menu titles (S10, S7), in Announcement.Command order
    /// The Edit menu's titles with nothing named: Undo, Redo, Cut, Copy, Paste, Move to….
    case menuUndo, menuRedo, menuCut, menuCopy, menuPaste, menuMove
    /// {1} the change (UndoKind): "Undo Move", "Redo Move".
    case menuUndoKind, menuRedoKind

    // MARK: Names for assistive technology (S7)
    /// {1} container, {4} ", copy" or nothing; in Announcement.Spot order: {2} position, {3}
    /// count; {2} character; nothing.
    case dropPointNamePosition, dropPointNameCharacter, dropPointNameEnd
    /// What a drop point's name adds when a drop there copies.
    case dropPointCopies
    /// {1} item, {2} position, {3} count, {4} container, {5} ", draggable" or nothing.
    case dragSourceName
    /// What a drag source's name adds when it can be dragged.
    case draggable
    /// {1} subject at the start: a loading drop's placeholder; what the placeholder stands for.
    case placeholderLoading, placeholderSubject
    /// What a placeholder for content from another app says when it is one item or not counted.
    case fromAnotherApp
}
