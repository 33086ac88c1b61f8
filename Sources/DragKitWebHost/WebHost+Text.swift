import DragKit

// Text views (`data-dk-text`) as the browser reports them: registered run by run (a run's text
// and style cross the boundary as one call, no JSON parsing in the module), laid out as lines of
// caret positions (plain numbers), and selected by character offsets. Offsets count Characters
// (grapheme clusters), as the page's `Intl.Segmenter` does.

/// A text container being registered (between ``WebHost/beginTextContainer(_:flags:kind:label:acceptedTypes:)``
/// and ``WebHost/endTextContainer(selectionLower:selectionUpper:)``).
struct PendingTextContainer: Sendable {
    var id: UInt32
    var flags: UInt32
    var kind: String
    var label: String
    var acceptedTypes: String
    var runs: [TextRun] = []
}

extension WebHost {
    /// Starts registering a text container. `flags`: bit 0 accepts drops, bit 1 allows dragging
    /// text out, bit 4 plain text (`data-dk-rich="false"`; A4), bits 8 and 9 as for item
    /// containers. Add its runs with ``addTextRun(_:font:size:weight:italic:color:link:)``, then
    /// call ``endTextContainer(selectionLower:selectionUpper:)``.
    public mutating func beginTextContainer(_ id: UInt32, flags: UInt32, kind: String, label: String, acceptedTypes: String = "") {
        pendingText = PendingTextContainer(id: id, flags: flags, kind: kind, label: label, acceptedTypes: acceptedTypes)
    }

    /// One run of the text container being registered. `color` is 0xRRGGBBAA.
    public mutating func addTextRun(
        _ text: String, font: String, size: Double, weight: UInt32, italic: Bool, color: UInt32, link: String?
    ) {
        guard !text.isEmpty else { return }
        let style = TextStyle(
            fontFamily: font.isEmpty ? "system-ui" : font, size: size.isFinite && size > 0 ? size : 14,
            weight: UInt16(clamping: weight == 0 ? 400 : weight), isItalic: italic, color: color,
            link: link.flatMap { $0.isEmpty ? nil : $0 })
        pendingText?.runs.append(TextRun(text, style: style))
    }

    /// Registers the text container begun last, with `selectionLower..<selectionUpper` selected
    /// (no selection when `selectionLower` < 0); a text container registered before gets these
    /// runs as its text (the page's content replaced it). Returns 0, or an ``ErrorCode``
    /// (`unknownContainer` when none was begun).
    public mutating func endTextContainer(selectionLower: Int32 = -1, selectionUpper: Int32 = -1) -> Int32 {
        guard let pending = pendingText else { return ErrorCode.unknownContainer.rawValue }
        pendingText = nil
        var policy = catalog.policy(pending.kind, Self.basePolicy(flags: pending.flags, acceptedTypes: pending.acceptedTypes))
        let options = catalog.textOptions(pending.kind, HostCatalog.TextOptions(
            isRichText: pending.flags & 16 == 0, acceptedItemTypes: policy.acceptedTypes,
            typingStyle: pending.runs.first?.style ?? TextStyle()))
        policy.acceptedTypes = options.acceptedItemTypes
        let text = StyledText(runs: pending.runs)
        let selection = Self.textRange(selectionLower, selectionUpper, count: text.count)
        // Registered again while the engine holds it: the page rendered content it stored from
        // outside the engine (a drop from another app, S1, A2), which is the text from now on.
        if engine.textDocument(ContainerID(pending.id)) != nil {
            engine.setText(text, selection: selection, for: ContainerID(pending.id))
            return 0
        }
        let container = Container(id: ContainerID(pending.id), label: pending.label, policy: policy)
        return report { (engine: inout DragEngine) throws(WorkspaceError) in
            try engine.addTextContainer(
                container, text: text, selection: selection, isRichText: options.isRichText,
                typingStyle: options.typingStyle, acceptedItemTypes: options.acceptedItemTypes)
        }
    }

    /// The text's selection, or just a caret when `lower` == `upper`; `lower` < 0 clears it.
    public mutating func setTextSelection(_ container: UInt32, lower: Int32, upper: Int32) {
        let count = engine.textDocument(ContainerID(container))?.text.count ?? 0
        _ = engine.handle(.setTextSelection(Self.textRange(lower, upper, count: count), for: ContainerID(container)))
    }

    /// Makes item container `attachments` take the items dropped on text view `container` that
    /// it has no text from (a photo dropped on a message body is attached); 0 stops it.
    public mutating func setTextAttachments(_ container: UInt32, attachments: UInt32) {
        engine.setAttachmentContainer(attachments == 0 ? nil : ContainerID(attachments), for: ContainerID(container))
    }

    /// The text's layout, from numbers: for each line `x, y, width, height, startOffset, n`
    /// followed by `n` caret x positions (one per character boundary: the line's characters
    /// plus one). Malformed input ends the layout where it goes wrong.
    public mutating func setTextLayout(_ container: UInt32, numbers: [Double]) {
        var lines: [TextLine] = []
        var index = 0
        while index + 6 <= numbers.count {
            let start = numbers[index + 4], n = numbers[index + 5]
            guard start.isFinite, n.isFinite, start >= 0, n >= 1, start < 1e9, n < 1e7 else { break }
            let caretCount = Int(n)
            let first = index + 6
            guard first + caretCount <= numbers.count else { break }
            let frame = Rect(x: numbers[index], y: numbers[index + 1], width: numbers[index + 2], height: numbers[index + 3])
            lines.append(TextLine(frame: frame, startOffset: Int(start), caretX: Array(numbers[first..<(first + caretCount)])))
            index = first + caretCount
        }
        _ = engine.handle(.textLayout(TextLayout(lines: lines), of: ContainerID(container)))
    }

    static func textRange(_ lower: Int32, _ upper: Int32, count: Int) -> TextRange? {
        guard lower >= 0 else { return nil }
        let low = min(Int(lower), count)
        let high = min(max(Int(upper), low), count)
        return TextRange(low, high)
    }
}

// MARK: Keyboard text drags (S7, S6, P1)

extension WebHost {
    /// Picks up the selection of the text view `container` for a keyboard drag (the page's
    /// shortcut or Edit menu command); see ``Event/pickUp(_:modifiers:)``. `modifiers`
    /// as for ``key(_:isDown:modifiers:time:target:)``. Nothing to pick up leaves just an
    /// announcement saying why.
    public mutating func pickUpText(_ container: UInt32, modifiers: UInt32) {
        emit(engine.handle(.pickUp(
            .selectedText(in: ContainerID(container)), modifiers: Modifiers(rawValue: UInt8(truncatingIfNeeded: modifiers & 15)))))
    }
}
