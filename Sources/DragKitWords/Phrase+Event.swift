import DragKit

// Which sentence a shipped language says for an event (S7): the event's case names its
// ``Phrase``; a few cases choose among phrases by a field (a verb, a spot, whether a position is
// said). The words that fill it are ``AnnouncementLanguage/words(for:)-(Announcement.Event)``'s.

import DragKit

extension Phrase {
    /// The sentence for `event`: one phrase per case, most without looking at the payload, so
    /// this compiles to a jump on the case. Precondition: `event` is not a ``Announcement/Event/sequence(_:)``
    /// (a sequence is its parts' sentences; ``sentenceSeparator`` is returned for it). A function,
    /// not an initialiser, so that it borrows `event` instead of taking a copy to release in
    /// every case. O(1).
    static func sentence(for event: Announcement.Event) -> Phrase {
        let phrase: Phrase
        switch event {
        case .sequence: phrase = .sentenceSeparator
        case .liftedItem: phrase = .liftedItem
        case .liftedItems: phrase = .liftedItems
        case .liftedText: phrase = .liftedText
        case .addedToDrag: phrase = .addedToDrag
        case .over(_, let spot, _): phrase = spot.map { Phrase(.overPosition, $0) } ?? .over
        case .cantTake: phrase = .cantTake
        case .cantGoInsideItself: phrase = .cantGoInsideItself
        case .cantDropHere: phrase = .cantDropHere
        case .notOverTarget: phrase = .notOverTarget
        case .noPlaceHereTakesText: phrase = .noPlaceHereTakesText
        case .dropped: phrase = .dropped
        case .droppedText: phrase = .droppedText
        case .madeClipping: phrase = .madeClipping
        case .droppedInPlace: phrase = .droppedInPlace
        case .ended(.cancelled): phrase = .dragCancelled
        case .ended(.outside): phrase = .droppedOutside
        case .ended(.keyboardCancelled): phrase = .keyboardCancelled
        case .cantDropTextThere: phrase = .cantDropTextThere
        case .returned(_, _, let position, _): phrase = position == nil ? .returned : .returnedAt
        case .noPlaceCanTake: phrase = .noPlaceCanTake
        case .noPlaceCanTakeIt: phrase = .noPlaceCanTakeIt
        case .noOtherPlaceCanTake: phrase = .noOtherPlaceCanTake
        case .dropPoint(_, let spot, _, _, _): phrase = Phrase(.dropPointPosition, spot)
        case .outlinePoint(_, _, let level, _, _, _): phrase = level <= 1 ? .outlinePointTop : .outlinePointInside
        case .boundary(let atStart, _): phrase = atStart ? .startOf : .endOf
        case .keyboardHelp(let betweenLists): phrase = betweenLists ? .keyboardHelpLists : .keyboardHelpPlaces
        case .loading: phrase = .loading
        case .loadingText: phrase = .loadingText
        case .stoppedLoading: phrase = .stoppedLoading
        case .stoppedLoadingText: phrase = .stoppedLoadingText
        case .insertedText: phrase = .insertedText
        case .noTextToInsert: phrase = .noTextToInsert
        case .couldNotTransfer(let verb, _, _, _):
            phrase = verb == .copy ? .couldNotCopy : verb == .link ? .couldNotLink : .couldNotTransfer
        case .couldNotMakeClipping: phrase = .couldNotMakeClipping
        case .couldNotTransferText(let verb, _, _, _): phrase = verb == .copy ? .couldNotCopyText : .couldNotTransfer
        case .couldNotInsertText(_, _, _, let whenLoaded): phrase = whenLoaded ? .couldNotInsertLoadedText : .couldNotInsertText
        case .couldNotInsertTextGone: phrase = .couldNotInsertTextGone
        case .couldNotLoad: phrase = .couldNotLoad
        case .couldNotFinishLoading: phrase = .couldNotFinishLoading
        case .couldNotCommitHistory(let command, _): phrase = command == .redo ? .couldNotCommitRedo : .couldNotCommit
        case .couldNotDropAfterAsking: phrase = .couldNotDropAfterAsking
        case .undidMove(_, _, _, let position, _): phrase = position == nil ? .undidMove : .undidMoveAt
        case .undidCopies(_, let copies, _, _): phrase = copies == 1 ? .undidCopy : .undidCopies
        case .undidClipping: phrase = .undidClipping
        case .undidTextMove: phrase = .undidTextMove
        case .undidTextCopy: phrase = .undidTextCopy
        case .redid: phrase = .redid
        case .redidText(_, let verb, _, _, _): phrase = verb == .move ? .redidTextMove : .redidTextCopy
        case .nothingTo: phrase = .nothingTo
        case .cantWhileDragging: phrase = .cantWhileDragging
        case .stillSaving: phrase = .stillSaving
        case .changedSince: phrase = .changedSince
        case .askBefore(let verb, _, _): phrase = verb == .copy ? .askBeforeCopy : .askBeforeMove
        case .askToPost: phrase = .askToPost
        case .posted: phrase = .posted
        case .takenBack: phrase = .takenBack
        case .didNotDrop: phrase = .didNotDrop
        case .cutToPasteboard(.items, _): phrase = .cutItems
        case .cutToPasteboard: phrase = .cut
        case .copiedToPasteboard: phrase = .copiedToPasteboard
        case .chooseFromOneList: phrase = .chooseFromOneList
        case .cantCutFrom: phrase = .cantCutFrom
        case .pasteItemsGone: phrase = .pasteItemsGone
        case .noSuchList: phrase = .noSuchList
        case .cantMoveOutOf: phrase = .cantMoveOutOf
        case .noSuchPosition: phrase = .noSuchPosition
        case .alreadyThere: phrase = .alreadyThere
        case .couldNotDo: phrase = .couldNotDo
        case .alreadyDraggingWithKeyboard: phrase = .alreadyDraggingWithKeyboard
        case .notATextView: phrase = .notATextView
        case .textCantBeDragged: phrase = .textCantBeDragged
        case .selectTextFirst: phrase = .selectTextFirst
        case .textAlreadyDragged: phrase = .textAlreadyDragged
        case .opened: phrase = .opened
        case .taskStarted: phrase = .taskStarted
        case .taskProgress: phrase = .taskProgress
        case .taskFinished: phrase = .taskFinished
        case .taskFailed: phrase = .taskFailed
        case .leftApp: phrase = .leftApp
        case .copiedToAnotherApp: phrase = .copiedToAnotherApp
        case .enteredFromAnotherApp: phrase = .enteredFromAnotherApp
        case .received: phrase = .received
        case .overEmptySpace: phrase = .overEmptySpace
        case .openedInNewWindow: phrase = .openedInNewWindow
        case .dropPointName(_, let spot, _): phrase = Phrase(.dropPointNamePosition, spot)
        case .dragSourceName: phrase = .dragSourceName
        case .placeholderName(_, let loading): phrase = loading ? .placeholderLoading : .placeholderSubject
        }
        return phrase
    }

    /// The phrase `offset` places after `first` (the verbs' and spots' phrases are in order).
    /// O(1).
    init(_ first: Phrase, offset: UInt8) {
        self = Phrase(rawValue: first.rawValue &+ offset) ?? first
    }

    /// A spot's phrase among the three that begin with `position` (position, character, end,
    /// in ``Announcement/Spot`` order). O(1).
    init(_ position: Phrase, _ spot: Announcement.Spot) {
        switch spot {
        case .position: self = position
        case .character: self = Phrase(position, offset: 1)
        case .end: self = Phrase(position, offset: 2)
        }
    }
}
