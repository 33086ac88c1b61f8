/// A text view or text field the engine knows: its styled text, selection and layout (S6).
public struct TextDocument: Hashable, Sendable {
    /// The text, with its runs.
    public var text: StyledText
    /// The selection; an empty range is a caret, `nil` no selection at all.
    public var selection: TextRange?
    /// Whether the destination keeps dropped runs' styles (a rich text view) or gives dropped
    /// text its own style (a text field, a recipients field) (A4).
    public var isRichText: Bool
    /// The style a plain-text destination gives inserted text when it has no text to take the
    /// style from (A4).
    public var typingStyle: TextStyle
    /// Where its characters are, as the host measured them.
    public var layout: TextLayout
    /// Whether selected text can be dragged out.
    public var allowsDragging: Bool
    /// Whether text can be dropped in.
    public var acceptsDrops: Bool
    /// The item types whose content it takes as text (P1: a clipping dropped into a note; any
    /// item offering a text representation). An item drag is accepted when one of an item's
    /// representations (richest first, A2), or its own type, conforms to one of these; the
    /// engine then loads that representation at the drop and inserts it as plain text in the
    /// destination's style (A4). `[.plainText]` by default; empty takes no items at all (unlike
    /// ``ContainerPolicy/acceptedTypes``, where empty takes everything).
    public var acceptedItemTypes: [TypeIdentifier]
    /// The item container that takes, at its end, items dropped on the text view that the view
    /// has no text from: a message body attaches a dropped photo to its attachments, as Mail
    /// does, and a note to its attachments strip. `nil`: such items are refused. Set it with
    /// ``DragEngine/setAttachmentContainer(_:for:)``.
    public var attachmentContainer: ContainerID?
    /// Whether text dropped in gets a space against the words next to it, and text moved out
    /// takes one of the spaces around it along (S6, ``SmartSpacing``), as a Mac text view's
    /// smart insert and delete. On by default; turn it off with
    /// ``DragEngine/setSmartSpacing(_:for:)`` for code or other text where every space counts.
    public var usesSmartSpacing: Bool = true

    /// A text container's state; rich, draggable and accepting drops unless told otherwise.
    public init(
        text: StyledText, selection: TextRange? = nil, isRichText: Bool = true,
        typingStyle: TextStyle = TextStyle(), layout: TextLayout = TextLayout(lines: []),
        allowsDragging: Bool = true, acceptsDrops: Bool = true,
        acceptedItemTypes: [TypeIdentifier] = [.plainText]
    ) {
        self.acceptedItemTypes = acceptedItemTypes
        self.text = text
        self.selection = selection
        self.isRichText = isRichText
        self.typingStyle = typingStyle
        self.layout = layout
        self.allowsDragging = allowsDragging
        self.acceptsDrops = acceptsDrops
    }

    /// The style a drop at `offset` gives a plain-text destination's inserted text (A4).
    func adoptedStyle(at offset: Int) -> TextStyle {
        text.style(at: offset) ?? typingStyle
    }

    /// Plain `inserted` text, dropped at `offset`, in the styles it adopts here (A4): its first
    /// line joins the line it lands in and takes that line's style there; the lines after its
    /// first line break take the style of the line after the drop point's line (a note's body,
    /// below its title), or, with no line after it, the same style. So a whole note dropped into
    /// another note's title line doesn't turn into one big heading. O(n) in the texts.
    func adoptedText(_ inserted: String, at offset: Int) -> StyledText {
        let style = adoptedStyle(at: offset)
        guard let lineBreak = inserted.unicodeScalars.firstIndex(of: "\n") else { return StyledText(inserted, style: style) }
        let split = inserted.unicodeScalars.index(after: lineBreak)
        var result = StyledText(String(inserted[..<split]), style: style)
        result.insert(StyledText(String(inserted[split...]), style: styleOfNextLine(after: offset) ?? style), at: result.count)
        return result
    }

    /// The style of the first character of the line after the one holding `offset`, or nil when
    /// that line is the last. O(n).
    private func styleOfNextLine(after offset: Int) -> TextStyle? {
        var position = 0
        for character in text.plainText {
            if position >= offset, character.isNewline {
                return position + 1 < text.count ? text.style(at: position + 2) : nil
            }
            position += 1
        }
        return nil
    }
}

/// A text drop the host must store. The engine has already applied it (see
/// ``Action/applyChange(_:)``); on failure it takes it back.
public struct TextTransfer: Hashable, Sendable {
    /// Names the drop in ``Event/transferSucceeded(_:)`` and ``Event/transferFailed(_:reason:)``.
    public var id: TransferID
    /// `.move` or `.copy`.
    public var operation: DropOperation
    /// The text container the text came from; for text made from dropped items
    /// (``sourceItems`` not empty), the container those items are in.
    public var source: ContainerID
    /// The dragged range in the source, as it was before the drop; an empty range at 0 when the
    /// text came from items.
    public var sourceRange: TextRange
    /// The text container the text went to (may be `source`).
    public var destination: ContainerID
    /// The inserted text's range in the destination after the drop (selected there, A5).
    public var insertedRange: TextRange
    /// The text as inserted: with its own styles in a rich destination, in the destination's
    /// style in a plain one (A4).
    public var text: StyledText
    /// The items whose text representation was inserted (P1: a clipping dropped into a note),
    /// in order; empty for text dragged from a text container. Such a drop is always a copy: the
    /// items stay where they are.
    public var sourceItems: [ItemID] = []

    /// A text drop.
    public init(
        id: TransferID, operation: DropOperation, source: ContainerID, sourceRange: TextRange,
        destination: ContainerID, insertedRange: TextRange, text: StyledText, sourceItems: [ItemID] = []
    ) {
        self.sourceItems = sourceItems
        self.id = id
        self.operation = operation
        self.source = source
        self.sourceRange = sourceRange
        self.destination = destination
        self.insertedRange = insertedRange
        self.text = text
    }
}

/// The engine's text views. Text drags are sessions like item drags, with a text payload
/// (``DraggedText``, issue 23). The items-only build (condition `DRAGKIT_NO_TEXT`) keeps it
/// always empty (``AbsentTable``), which removes every text path from that build.
struct TextState: Equatable, Sendable {
    #if DRAGKIT_NO_TEXT
    /// Whether this build has text views: `false` here. A constant the optimiser folds even in
    /// functions too large for it to see that an ``AbsentTable`` lookup is `nil`; the text paths
    /// item code reaches (items dropped on a text view, a keyboard drag's caret stops, text loads
    /// and commits failing or being stopped) start by testing it, so the linker drops them.
    @inline(__always) static var isCompiledIn: Bool { false }
    var documents = AbsentTable<ContainerID, TextDocument>()
    #else
    /// Whether this build has text views: always, outside the items-only build.
    @inline(__always) static var isCompiledIn: Bool { true }
    var documents = HandleTable<ContainerKind, TextDocument>()
    #endif
}

// MARK: - Public API

extension DragEngine {
    /// Adds a text view or text field (S6). The container takes part in hit testing like any
    /// other; text can be dropped on it when `container.policy.acceptsDrops` is true, and items
    /// whose content conforms to one of `acceptedItemTypes` too (their text is inserted, P1);
    /// other items are refused. Selected text can be dragged out when
    /// `container.policy.allowsDragging` is.
    public mutating func addTextContainer(
        _ container: Container, text: StyledText, selection: TextRange? = nil,
        isRichText: Bool = true, typingStyle: TextStyle = TextStyle(),
        acceptedItemTypes: [TypeIdentifier] = [.plainText]
    ) throws(WorkspaceError) {
        var listSide = container
        listSide.policy.acceptsDrops = false
        try workspace.addContainer(listSide)
        workspace.textState.documents[container.id] = TextDocument(
            text: text, selection: selection, isRichText: isRichText, typingStyle: typingStyle,
            allowsDragging: container.policy.allowsDragging, acceptsDrops: container.policy.acceptsDrops,
            acceptedItemTypes: acceptedItemTypes)
    }

    /// The text container `id`, as the engine holds it (including drops still being committed).
    public func textDocument(_ id: ContainerID) -> TextDocument? {
        workspace.textState.documents[id]
    }

    /// Replaces the text and selection of a text container after the person edited it.
    public mutating func setText(_ text: StyledText, selection: TextRange?, for container: ContainerID) {
        workspace.textState.documents[container]?.text = text
        workspace.textState.documents[container]?.selection = selection
    }

    /// Turns smart spacing (S6, ``SmartSpacing``) on or off for drops into and moves out of a
    /// text container. O(1).
    public mutating func setSmartSpacing(_ isOn: Bool, for container: ContainerID) {
        workspace.textState.documents[container]?.usesSmartSpacing = isOn
    }

    /// Records the selection of a text container.
    mutating func setSelection(_ selection: TextRange?, for container: ContainerID) {
        workspace.textState.documents[container]?.selection = selection
    }

    /// Records where a text container's characters are on screen.
    mutating func setTextLayout(_ layout: TextLayout, for container: ContainerID) {
        workspace.textState.documents[container]?.layout = layout
    }

    /// Makes `attachments`, an item container, take the items dropped on text view `container`
    /// that it takes no text from (see ``TextDocument/attachmentContainer``); `nil` stops it.
    /// O(1).
    public mutating func setAttachmentContainer(_ attachments: ContainerID?, for container: ContainerID) {
        workspace.textState.documents[container]?.attachmentContainer = attachments
    }
}

// MARK: - Input

extension DragEngine {
    /// The selected text under `point` that can be dragged (S6): its text view and the
    /// selection, the payload of a press there; `nil` elsewhere. O(c + log l) for the hit test
    /// and the character under the point, plus O(t) to copy the selection out.
    mutating func pressedText(at point: Point) -> (view: ContainerID, text: DraggedText)? {
        guard let container = containerForHitTest(at: point),
              let document = workspace.textState.documents[container], document.allowsDragging,
              let selection = document.selection, !selection.isEmpty,
              let character = document.layout.characterOffset(at: point),
              selection.contains(character), selection.upperBound <= document.text.count else { return nil }
        return (container, DraggedText(range: selection, content: document.text.extract(selection)))
    }

    /// Lifts the text a press holds (F1): its image appears at the selection, and it is said
    /// (S7). Another drag already carrying that text (S9) ends the press instead.
    mutating func liftSelection(_ pending: PendingDrag, _ text: DraggedText, into actions: inout [Action]) {
        // Another pointer already lifted this text (S9): text belongs to one drag at a time.
        if sessions.isDraggingText(in: pending.source, overlapping: text.range, except: pending.pointer) {
            sessions.end(pending.pointer)
            return
        }
        let originFrame = workspace.textState.documents[pending.source]?.layout.bounds(of: text.range)
            ?? Rect(origin: pending.origin, size: Size(width: 1, height: 1))
        var drag = textDrag(
            text, from: pending.source, pointer: pending.pointer, device: pending.device, originFrame: originFrame,
            origin: pending.origin, at: pending.location, modifiers: pending.modifiers)
        actions.append(.beginPreview(drag.pointer, .text(source: drag.source, range: text.range), frame: drag.feedback.previewFrame))
        actions.append(.announce(Announcement(.liftedText(excerpt(text.content), from: label(of: drag.source)))))
        retarget(&drag, into: &actions)
        sessions.promote(drag)
    }

    /// A drag of `text` out of the text view `source`, just lifted (S6): no items, its image at
    /// the selection's bounds `originFrame` moved by how far `location` is from `origin`, and
    /// no destination yet. O(1).
    func textDrag(
        _ text: DraggedText, from source: ContainerID, pointer: PointerID, device: PointerDevice,
        originFrame: Rect, origin: Point, at location: Point, modifiers: Modifiers
    ) -> ActiveDrag {
        ActiveDrag(
            pointer: pointer, device: device, payload: .text(text), source: source, placements: [],
            placementsGeneration: workspace.generation, originFrame: originFrame, origin: origin,
            location: location, modifiers: modifiers, hasLeftSource: false,
            feedback: DragFeedback(
                pointer: pointer, items: [], source: source, previewFrame: originFrame.offsetBy(location - origin),
                destination: nil, operation: .cancel, cursor: .automatic, badge: nil))
    }
}

// MARK: - Targeting

extension DragEngine {
    /// What a drop of the dragged text into the text view `container` does (S2–S4): `nil` when
    /// it takes no drops, or has a text commit still pending (it takes no other drop until the
    /// host reported on it, so that a failure can take that commit back exactly, S10, F7), or
    /// when the drop would move text out of a source with a commit pending. O(p) in the pending
    /// commits.
    func textDropOperation(_ drag: ActiveDrag, into container: ContainerID) -> DropOperation? {
        guard let document = workspace.textState.documents[container], document.acceptsDrops, !textDocumentIsBusy(container),
              let policy = workspace.containers[container]?.policy else { return nil }
        let operation = OperationRules.operation(
            from: origin(of: drag.source, into: container), to: container, policy: policy, modifiers: drag.modifiers)
        if operation == .move && container != drag.source && textDocumentIsBusy(drag.source) { return nil }
        return operation
    }

    /// The feedback for a text drag over the text view `container` at caret `offset` (clamped
    /// to its text): the caret cue, cursor and badge of ``textDropOperation(_:into:)``, or not
    /// allowed (F6, F8, F5). O(log l + log c) for the caret.
    func textViewFeedback(_ feedback: DragFeedback, drag: ActiveDrag, in container: ContainerID, offset: Int) -> DragFeedback {
        guard let operation = textDropOperation(drag, into: container), let document = workspace.textState.documents[container] else {
            return forbiddenFeedback(feedback)
        }
        var feedback = feedback
        let offset = min(max(offset, 0), document.text.count)
        let caret = caretMarker(in: container, at: offset)
        feedback.destination = DestinationCue(
            container: container, isHighlighted: container != drag.source || drag.hasLeftSource,
            insertionIndex: offset, markerFrame: caret, textOffset: offset)
        feedback.operation = operation
        feedback.cursor = operation == .copy ? .copy : .grabbing
        feedback.badge = operation == .copy ? Badge(count: 1, symbol: .copy) : nil
        return feedback
    }
}

// MARK: - Editing

extension DragEngine {
    /// Applies `edits` and a selection to a text container, emits the action a host mirrors,
    /// and returns how to take them back.
    mutating func applyText(
        _ edits: [TextEdit], to container: ContainerID, selection: TextRange?, into actions: inout [Action]
    ) -> PendingTransfer.TextUndo {
        var history: [TextHistoryStep] = []
        return applyText(edits, to: container, selection: selection, into: &actions, history: &history)
    }

    /// ``applyText(_:to:selection:into:)`` that also appends what the undo history needs to
    /// take the edits back and do them again exactly (S10).
    mutating func applyText(
        _ edits: [TextEdit], to container: ContainerID, selection: TextRange?, into actions: inout [Action],
        history: inout [TextHistoryStep]
    ) -> PendingTransfer.TextUndo {
        // A container the engine holds no text for has nothing to mirror: no change is emitted.
        guard var document = workspace.textState.documents[container] else {
            return PendingTransfer.TextUndo(container: container, edits: [], selection: nil)
        }
        let before = document.selection
        let textBefore = document.text
        let inverse = document.text.apply(edits)
        document.selection = selection
        workspace.textState.documents[container] = document
        history.append(TextHistoryStep(
            container: container, edits: edits, selectionAfter: selection, inverse: inverse,
            selectionBefore: before, textBefore: textBefore, textAfter: document.text))
        actions.append(.applyChange(.text(container, edits, selection: selection, result: document.text)))
        return PendingTransfer.TextUndo(container: container, edits: inverse, selection: before)
    }
}
