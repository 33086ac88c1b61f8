// Which sentence a shipped language says for an event (S7): the event's case names its
// ``Phrase``; a few cases choose among phrases by a field (a verb, a spot, whether a position is
// said). The words that fill it are ``AnnouncementLanguage/words(for:)-(Announcement.Event)``'s.

extension Phrase {
    /// The sentence for `event`: one phrase per case, most without looking at the payload, so
    /// this compiles to a jump on the case. Precondition: `event` is not a ``Announcement/Event/sequence(_:)``
    /// (a sequence is its parts' sentences; ``sentenceSeparator`` is returned for it). O(1).
    init(_ event: Announcement.Event) {
        switch event {
        case .sequence: self = .sentenceSeparator
        case .liftedItem: self = .liftedItem
        case .liftedItems: self = .liftedItems
        case .liftedText: self = .liftedText
        case .addedToDrag: self = .addedToDrag
        case .over(_, let spot, _): self = spot.map { Phrase(.overPosition, $0) } ?? .over
        case .cantTake: self = .cantTake
        case .cantDropHere: self = .cantDropHere
        case .notOverTarget: self = .notOverTarget
        case .noPlaceHereTakesText: self = .noPlaceHereTakesText
        case .dropped: self = .dropped
        case .droppedText: self = .droppedText
        case .madeClipping: self = .madeClipping
        case .droppedInPlace: self = .droppedInPlace
        case .ended(.cancelled): self = .dragCancelled
        case .ended(.outside): self = .droppedOutside
        case .ended(.keyboardCancelled): self = .keyboardCancelled
        case .cantDropTextThere: self = .cantDropTextThere
        case .returned(_, _, let position, _): self = position == nil ? .returned : .returnedAt
        case .noPlaceCanTake: self = .noPlaceCanTake
        case .noPlaceCanTakeIt: self = .noPlaceCanTakeIt
        case .noOtherPlaceCanTake: self = .noOtherPlaceCanTake
        case .dropPoint(_, let spot, _, _, _): self = Phrase(.dropPointPosition, spot)
        case .boundary(let atStart, _): self = atStart ? .startOf : .endOf
        case .keyboardHelp(let betweenLists): self = betweenLists ? .keyboardHelpLists : .keyboardHelpPlaces
        case .loading: self = .loading
        case .loadingText: self = .loadingText
        case .stoppedLoading: self = .stoppedLoading
        case .stoppedLoadingText: self = .stoppedLoadingText
        case .insertedText: self = .insertedText
        case .noTextToInsert: self = .noTextToInsert
        case .couldNotTransfer(let verb, _, _, _):
            self = verb == .copy ? .couldNotCopy : verb == .link ? .couldNotLink : .couldNotTransfer
        case .couldNotMakeClipping: self = .couldNotMakeClipping
        case .couldNotTransferText(let verb, _, _, _): self = verb == .copy ? .couldNotCopyText : .couldNotTransfer
        case .couldNotInsertText(_, _, _, let whenLoaded): self = whenLoaded ? .couldNotInsertLoadedText : .couldNotInsertText
        case .couldNotInsertTextGone: self = .couldNotInsertTextGone
        case .couldNotLoad: self = .couldNotLoad
        case .couldNotFinishLoading: self = .couldNotFinishLoading
        case .couldNotCommitHistory(let command, _): self = command == .redo ? .couldNotCommitRedo : .couldNotCommit
        case .couldNotDropAfterAsking: self = .couldNotDropAfterAsking
        case .undidMove(_, _, _, let position, _): self = position == nil ? .undidMove : .undidMoveAt
        case .undidCopies(_, let copies, _, _): self = copies == 1 ? .undidCopy : .undidCopies
        case .undidClipping: self = .undidClipping
        case .undidTextMove: self = .undidTextMove
        case .undidTextCopy: self = .undidTextCopy
        case .redid: self = .redid
        case .redidText(_, let verb, _, _, _): self = verb == .move ? .redidTextMove : .redidTextCopy
        case .nothingTo: self = .nothingTo
        case .cantWhileDragging: self = .cantWhileDragging
        case .stillSaving: self = .stillSaving
        case .changedSince: self = .changedSince
        case .askBefore(let verb, _, _): self = verb == .copy ? .askBeforeCopy : .askBeforeMove
        case .askToPost: self = .askToPost
        case .posted: self = .posted
        case .takenBack: self = .takenBack
        case .didNotDrop: self = .didNotDrop
        case .cutToPasteboard(.items, _): self = .cutItems
        case .cutToPasteboard: self = .cut
        case .copiedToPasteboard: self = .copiedToPasteboard
        case .chooseFromOneList: self = .chooseFromOneList
        case .cantCutFrom: self = .cantCutFrom
        case .pasteItemsGone: self = .pasteItemsGone
        case .noSuchList: self = .noSuchList
        case .cantMoveOutOf: self = .cantMoveOutOf
        case .noSuchPosition: self = .noSuchPosition
        case .alreadyThere: self = .alreadyThere
        case .couldNotDo: self = .couldNotDo
        case .alreadyDraggingWithKeyboard: self = .alreadyDraggingWithKeyboard
        case .notATextView: self = .notATextView
        case .textCantBeDragged: self = .textCantBeDragged
        case .selectTextFirst: self = .selectTextFirst
        case .textAlreadyDragged: self = .textAlreadyDragged
        case .opened: self = .opened
        case .taskStarted: self = .taskStarted
        case .taskProgress: self = .taskProgress
        case .taskFinished: self = .taskFinished
        case .taskFailed: self = .taskFailed
        case .leftApp: self = .leftApp
        case .copiedToAnotherApp: self = .copiedToAnotherApp
        case .enteredFromAnotherApp: self = .enteredFromAnotherApp
        case .received: self = .received
        case .overEmptySpace: self = .overEmptySpace
        case .openedInNewWindow: self = .openedInNewWindow
        }
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
