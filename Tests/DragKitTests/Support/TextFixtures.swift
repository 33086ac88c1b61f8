import DragKit
import DragKitTesting

/// The text scene: two rich notes side by side and a plain-text field below.
///
/// ```
///  x: 0             300  400            700
///   0 ┌─ Note A ─────┐    ┌─ Note B ─────┐
///     │Hello wörld 👩‍👩‍👧 café│    │Dear Bob,     │
/// 200 └──────────────┘    └──────────────┘
/// 300 ┌─ To field (plain) ┐
/// 330 └───────────────────┘
/// ```
/// Characters are 10 points wide, lines 20 high. Note A's runs: "Hello " regular, "wörld" bold,
/// " 👩‍👩‍👧 " italic red, "café" linked.
enum TextScene {
    static let noteA: ContainerID = 11
    static let noteB: ContainerID = 12
    static let field: ContainerID = 13
    static let list: ContainerID = 14
    /// What the scene's list holds and accepts by default: reminders, so text can't become a
    /// clipping there (P1); pass `listAccepts: []` for a list (a folder) that takes everything.
    static let reminder: TypeIdentifier = "com.dragkit.reminder"

    static let regular = TextStyle(fontFamily: "Georgia", size: 16)
    static let bold = TextStyle(fontFamily: "Georgia", size: 16, weight: 700)
    static let italicRed = TextStyle(fontFamily: "Georgia", size: 16, isItalic: true, color: 0xFF00_00FF)
    static let linked = TextStyle(fontFamily: "Georgia", size: 16, color: 0x0000_FFFF, link: "https://example.com/cafe")
    static let fieldStyle = TextStyle(fontFamily: "Menlo", size: 12, color: 0x3333_33FF)

    /// "Hello wörld 👩‍👩‍👧 café": offsets H0 … " "5, w6 ö7 r8 l9 d10, " "11, 👩‍👩‍👧12, " "13, c14 … é17; 18 characters.
    static let noteAText = StyledText(runs: [
        TextRun("Hello ", style: regular),
        TextRun("wörld", style: bold),
        TextRun(" 👩‍👩‍👧 ", style: italicRed),
        TextRun("café", style: linked),
    ])
    static let noteBText = StyledText("Dear Bob,", style: regular)

    /// The scene with `selection` selected in Note A. Smart spacing (S6) is off unless
    /// `smartSpacing` says otherwise, so the move tests see exactly the characters moved;
    /// `SmartSpacingTests` cover it.
    static func make(
        selection: TextRange = TextRange(6, 11), fieldText: String = "To: ",
        commitsSucceed: Bool = true, listAccepts: [TypeIdentifier] = [reminder], smartSpacing: Bool = false
    ) throws -> DragSimulator {
        var sim = DragSimulator()
        sim.commitsSucceedAutomatically = commitsSucceed
        try sim.addText(noteA, "Note A", text: noteAText, selection: selection)
        try sim.addText(noteB, "Note B", text: noteBText, origin: Point(x: 400, y: 0))
        try sim.addText(
            field, "To field", text: StyledText(fieldText, style: fieldStyle), isRichText: false,
            typingStyle: fieldStyle, origin: Point(x: 0, y: 300), height: 30)
        try sim.addList(list, "List", policy: ContainerPolicy(acceptedTypes: listAccepts), items: ["Milk"],
                        type: reminder, origin: Point(x: 0, y: 400))
        for id in [noteA, noteB, field] { sim.engine.setSmartSpacing(smartSpacing, for: id) }
        return sim
    }
}

extension DragSimulator {
    func text(_ id: ContainerID) -> StyledText? { engine.textDocument(id)?.text }
    func plain(_ id: ContainerID) -> String { engine.textDocument(id)?.text.plainText ?? "?" }
    func selection(_ id: ContainerID) -> TextRange? { engine.textDocument(id)?.selection }

    /// Every text commit, in order.
    var textCommits: [TextTransfer] {
        log.compactMap { if case .commit(.text(let transfer)) = $0 { transfer } else { nil } }
    }

    /// Whether the host's copy of every text container equals the engine's, spliced from a
    /// change's edits or drawn from its result.
    var textMirrorIsInStep: Bool {
        for (id, text) in mirroredTexts where engine.textDocument(id)?.text != text { return false }
        for (id, text) in drawnTexts where engine.textDocument(id)?.text != text { return false }
        for (id, selection) in mirroredSelections where engine.textDocument(id)?.selection != selection {
            return false
        }
        return true
    }
}

/// `text` as an array of characters with `range` moved to caret `offset` (a reference model).
func referenceMove(_ text: String, _ range: TextRange, to offset: Int) -> String {
    var characters = Array(text)
    let moved = Array(characters[range.lowerBound..<range.upperBound])
    characters.removeSubrange(range.lowerBound..<range.upperBound)
    let at = offset > range.upperBound ? offset - range.count : offset
    characters.insert(contentsOf: moved, at: at)
    return String(characters)
}
