import DragKit

/// How the simulator lays out a text container: fixed-width characters in lines of fixed
/// height, wrapped at the container's width, broken at `"\n"`.
struct MonospacedMetrics: Sendable {
    var origin: Point
    var width: Double
    var characterWidth: Double
    var lineHeight: Double
}

extension DragSimulator {
    /// Adds a text view (or, with `isRichText: false`, a text field) at `origin`, laid out in
    /// fixed-width characters, and mirrors its text (S6).
    public mutating func addText(
        _ id: ContainerID, _ label: String, text: StyledText, selection: TextRange? = nil,
        isRichText: Bool = true, typingStyle: TextStyle = TextStyle(), policy: ContainerPolicy = ContainerPolicy(),
        acceptedItemTypes: [TypeIdentifier] = [.plainText],
        origin: Point = .zero, width: Double = 300, height: Double = 200,
        characterWidth: Double = 10, lineHeight: Double = 20
    ) throws(WorkspaceError) {
        try engine.addTextContainer(
            Container(id: id, label: label, policy: policy), text: text, selection: selection,
            isRichText: isRichText, typingStyle: typingStyle, acceptedItemTypes: acceptedItemTypes)
        _ = engine.handle(.containerFrame(Rect(origin: origin, size: Size(width: width, height: height)), of: id))
        textMetrics[id] = MonospacedMetrics(
            origin: origin, width: width, characterWidth: characterWidth, lineHeight: lineHeight)
        mirroredTexts[id] = text
        if let selection { mirroredSelections[id] = selection }
        relayoutText(id)
    }

    /// Selects `range` in a text container, as a person selecting text would (the host tells
    /// the engine and shows it).
    public mutating func select(_ range: TextRange?, in id: ContainerID) {
        _ = engine.handle(.setTextSelection(range, for: id))
        mirroredSelections[id] = range
    }

    /// Lays a text container out again from the engine's text.
    mutating func relayoutText(_ id: ContainerID) {
        guard let metrics = textMetrics[id], let document = engine.textDocument(id) else { return }
        _ = engine.handle(.textLayout(Self.monospacedLayout(document.text.plainText, metrics: metrics), of: id))
    }

    /// The centre of the character at `offset` of a text container laid out by the simulator.
    public func point(inText id: ContainerID, character offset: Int) -> Point {
        guard let caret = engine.textDocument(id)?.layout.caretFrame(at: offset),
              let metrics = textMetrics[id] else { return .zero }
        return Point(x: caret.midX + metrics.characterWidth / 2, y: caret.midY)
    }

    /// A point on the caret position before the character at `offset` (where a drop inserts at
    /// `offset`).
    public func point(inText id: ContainerID, caret offset: Int) -> Point {
        guard let caret = engine.textDocument(id)?.layout.caretFrame(at: offset) else { return .zero }
        return Point(x: caret.midX, y: caret.midY)
    }

    /// A whole mouse drag of a text container's selection: press on the character at
    /// `character`, move to `end`, release there.
    public mutating func dragText(
        from id: ContainerID, character: Int, to end: Point, modifiers: Modifiers = [],
        releaseModifiers: Modifiers? = nil
    ) {
        drag(point(inText: id, character: character), to: end, modifiers: modifiers,
             releaseModifiers: releaseModifiers)
    }

    static func monospacedLayout(_ text: String, metrics: MonospacedMetrics) -> TextLayout {
        let perLine = max(Int(metrics.width / metrics.characterWidth), 1)
        var lines: [TextLine] = []
        var start = 0
        var length = 0
        func finish(_ lines: inout [TextLine]) {
            let y = metrics.origin.y + Double(lines.count) * metrics.lineHeight
            let carets = (0...length).map { metrics.origin.x + Double($0) * metrics.characterWidth }
            lines.append(TextLine(
                frame: Rect(x: metrics.origin.x, y: y, width: metrics.width, height: metrics.lineHeight),
                startOffset: start, caretX: carets))
        }
        for character in text {
            if character == "\n" {
                finish(&lines)
                start += length + 1
                length = 0
            } else {
                if length == perLine {
                    finish(&lines)
                    start += length
                    length = 0
                }
                length += 1
            }
        }
        finish(&lines)
        return TextLayout(lines: lines)
    }
}
