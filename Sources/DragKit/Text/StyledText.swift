/// The character attributes of a run of styled text (A4): font family, size, weight, italic,
/// colour and link. Its names compare by code units (``CodeUnitString``).
public struct TextStyle: Hashable, Sendable {
    /// The font family name ("Helvetica", "system-ui").
    public var fontFamily: String {
        get { storedFontFamily.value }
        set { storedFontFamily = CodeUnitString(newValue) }
    }
    var storedFontFamily: CodeUnitString
    /// The point size.
    public var size: Double
    /// The font weight on the CSS scale: 400 regular, 700 bold.
    public var weight: UInt16
    /// Whether the face is italic.
    public var isItalic: Bool
    /// The colour as `0xRRGGBBAA`.
    public var color: UInt32
    /// The URL the run links to, if any.
    public var link: String? {
        get { storedLink?.value }
        set { storedLink = newValue.map { CodeUnitString($0) } }
    }
    var storedLink: CodeUnitString?

    /// A style; the defaults are a regular, upright, opaque black 14-point system font.
    public init(
        fontFamily: String = "system-ui", size: Double = 14, weight: UInt16 = 400,
        isItalic: Bool = false, color: UInt32 = 0x0000_00FF, link: String? = nil
    ) {
        self.storedFontFamily = CodeUnitString(fontFamily)
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.color = color
        self.storedLink = link.map { CodeUnitString($0) }
    }
}

/// A stretch of text with one style. Runs are equal when their code units and styles are
/// (``CodeUnitString``): two spellings of the same characters are two texts.
public struct TextRun: Hashable, Sendable {
    /// The run's characters.
    public var text: String { storedText.value }
    var storedText: CodeUnitString
    /// The run's attributes (A4).
    public var style: TextStyle
    /// The number of `Character`s (grapheme clusters) in `text`, cached.
    public private(set) var count: Int

    /// A run of `text` in `style`. O(n) in the characters of `text` (it counts them once).
    public init(_ text: String, style: TextStyle) {
        self.storedText = CodeUnitString(text)
        self.style = style
        self.count = text.count
    }
}

/// A range of character offsets, `lowerBound ..< upperBound`.
///
/// **Unit:** offsets count `Character`s, Swift's extended grapheme clusters: what people see as
/// one character ("é", "👩‍👩‍👧", "🇯🇵") is one offset, however many bytes or scalars it takes.
/// An empty range is a caret.
public struct TextRange: Hashable, Sendable {
    /// The offset of the first character in the range.
    public var lowerBound: Int
    /// The offset just after the last character in the range.
    public var upperBound: Int

    /// A range from `lowerBound` to `upperBound`; the bounds are swapped if given in reverse.
    public init(_ lowerBound: Int, _ upperBound: Int) {
        self.lowerBound = min(lowerBound, upperBound)
        self.upperBound = max(lowerBound, upperBound)
    }

    /// A caret at `offset`.
    public init(caretAt offset: Int) {
        self.init(offset, offset)
    }

    /// The number of characters in the range.
    public var count: Int { upperBound - lowerBound }
    /// Whether the range is a caret.
    public var isEmpty: Bool { lowerBound == upperBound }

    /// Whether the character at `offset` lies in the range.
    public func contains(_ offset: Int) -> Bool {
        offset >= lowerBound && offset < upperBound
    }
}

/// Unicode text as a list of styled runs (A4). A pure value type.
///
/// Offsets are `Character` (grapheme cluster) offsets, counted run by run (see ``TextRange``);
/// runs are expected to start on grapheme boundaries, as text from an editor does. Operations
/// clamp out-of-range offsets to the text rather than trap, because offsets come from input.
///
/// ```swift
/// var note = StyledText("Hello world", style: TextStyle())
/// let bold = TextStyle(weight: 700)
/// note.insert(StyledText("big ", style: bold), at: 6)   // "Hello big world"
/// note.plainText                                         // "Hello big world"
/// ```
///
/// - Complexity: every operation is O(r + k), where r is the number of runs and k the number of
///   characters in the runs it splits; runs are never re-scanned as a whole string.
public struct StyledText: Hashable, Sendable {
    /// The runs, in order. Never contains empty runs once ``normalize()``d.
    public private(set) var runs: [TextRun]
    /// The number of `Character`s.
    public private(set) var count: Int

    /// Empty text.
    public init() {
        runs = []
        count = 0
    }

    /// `text` in one style.
    public init(_ text: String, style: TextStyle) {
        self.init(runs: [TextRun(text, style: style)])
    }

    /// Text made of `runs` (normalised: empty runs dropped, equal neighbours merged).
    public init(runs: [TextRun]) {
        self.runs = runs
        self.count = runs.reduce(0) { $0 + $1.count }
        normalize()
    }

    /// Whether the text has no characters.
    public var isEmpty: Bool { count == 0 }

    /// The text without styles (plain-text export).
    public var plainText: String {
        var result = ""
        for run in runs { result += run.text }
        return result
    }

    /// Every run given `style` (a plain-text destination adopting its own style, A4).
    public func restyled(_ style: TextStyle) -> StyledText {
        StyledText(plainText, style: style)
    }

    /// The style of the character before `offset` (the one typing would continue), or of the
    /// first character at offset 0; `nil` for empty text.
    public func style(at offset: Int) -> TextStyle? {
        guard !runs.isEmpty else { return nil }
        let target = min(max(offset, 0), count)
        var start = 0
        for run in runs {
            if target <= start + run.count && (target > start || start == 0) { return run.style }
            start += run.count
        }
        return runs[runs.count - 1].style
    }

    /// The part of the text in `range` (clamped), with its styles.
    public func extract(_ range: TextRange) -> StyledText {
        let lower = clamp(range.lowerBound)
        let upper = clamp(range.upperBound)
        guard lower < upper else { return StyledText() }
        var result: [TextRun] = []
        var start = 0
        for run in runs {
            let end = start + run.count
            defer { start = end }
            if end <= lower { continue }
            if start >= upper { break }
            let from = max(lower, start) - start
            let to = min(upper, end) - start
            result.append(TextRun(Self.slice(run.text, from, to), style: run.style))
        }
        return StyledText(runs: result)
    }

    /// Inserts `other` at `offset` (clamped), keeping its styles.
    public mutating func insert(_ other: StyledText, at offset: Int) {
        guard !other.isEmpty else { return }
        let position = clamp(offset)
        let (head, tail) = split(at: position)
        self = StyledText(runs: head + other.runs + tail)
    }

    /// Deletes the characters in `range` (clamped).
    public mutating func delete(_ range: TextRange) {
        let lower = clamp(range.lowerBound)
        let upper = clamp(range.upperBound)
        guard lower < upper else { return }
        let head = split(at: lower).head
        let tail = split(at: upper).tail
        self = StyledText(runs: head + tail)
    }

    /// Replaces `range` (clamped) with `replacement`.
    public mutating func replace(_ range: TextRange, with replacement: StyledText) {
        let lower = clamp(range.lowerBound)
        delete(range)
        insert(replacement, at: lower)
    }

    /// Drops empty runs and merges neighbouring runs of equal style. O(r + total characters of
    /// merged runs).
    public mutating func normalize() {
        var merged: [TextRun] = []
        merged.reserveCapacity(runs.count)
        for run in runs where run.count > 0 {
            if let last = merged.last, last.style == run.style {
                merged[merged.count - 1] = TextRun(last.text + run.text, style: last.style)
            } else {
                merged.append(run)
            }
        }
        runs = merged
        count = merged.reduce(0) { $0 + $1.count }
    }

    // MARK: Internals

    private func clamp(_ offset: Int) -> Int {
        min(max(offset, 0), count)
    }

    /// The runs before and after `offset`, splitting the run it falls inside.
    private func split(at offset: Int) -> (head: [TextRun], tail: [TextRun]) {
        var head: [TextRun] = []
        var tail: [TextRun] = []
        var start = 0
        for run in runs {
            let end = start + run.count
            if end <= offset {
                head.append(run)
            } else if start >= offset {
                tail.append(run)
            } else {
                let cut = offset - start
                head.append(TextRun(Self.slice(run.text, 0, cut), style: run.style))
                tail.append(TextRun(Self.slice(run.text, cut, run.count), style: run.style))
            }
            start = end
        }
        return (head, tail)
    }

    /// The characters `from ..< to` of `text`.
    private static func slice(_ text: String, _ from: Int, _ to: Int) -> String {
        let lower = text.index(text.startIndex, offsetBy: from)
        let upper = text.index(lower, offsetBy: to - from)
        return String(text[lower..<upper])
    }
}

/// One change to a text container: replace `range` (offsets in the text as it is after the
/// edits before this one) with `replacement`. A deletion has an empty replacement; an insertion
/// an empty range.
public struct TextEdit: Hashable, Sendable {
    /// The characters replaced.
    public var range: TextRange
    /// What replaces them, with its styles.
    public var replacement: StyledText

    /// An edit replacing `range` with `replacement`.
    public init(range: TextRange, replacement: StyledText) {
        self.range = range
        self.replacement = replacement
    }

    /// Applies the edit to `text` and returns the edit that takes it back.
    @discardableResult
    public func apply(to text: inout StyledText) -> TextEdit {
        let lower = min(max(range.lowerBound, 0), text.count)
        let removed = text.extract(range)
        text.replace(range, with: replacement)
        return TextEdit(range: TextRange(lower, lower + replacement.count), replacement: removed)
    }
}

extension StyledText {
    /// Applies `edits` in order and returns the edits that undo them, in the order to apply them.
    @discardableResult
    public mutating func apply(_ edits: [TextEdit]) -> [TextEdit] {
        var inverse: [TextEdit] = []
        for edit in edits { inverse.append(edit.apply(to: &self)) }
        return inverse.reversed()
    }
}
