/// Smart spacing for text dropped into text (S6), as a Mac text view's smart insert and delete:
/// a word dropped against another word gets the space between them ("loaf" dropped before
/// "Sunday" gives "loaf Sunday", not "loafSunday"), and a word moved out of a sentence takes one
/// of the spaces around it along, so no double space is left behind.
///
/// The rules look only at the characters next to the edit, so each is O(1) after the O(n)
/// character lookups in the text.
public enum SmartSpacing {
    /// The spaces to add around `inserted` when it goes in at `offset` of `text`: one before it
    /// when the character before the offset and the first inserted character are both parts of
    /// words (not space, not punctuation that hugs a word), one after it likewise
    /// (`WordSpacing`, the rule the showcase's server applies to other apps' drops too).
    ///
    /// Nothing is added around text that begins or ends with a space or a line break itself.
    public static func insertion(of inserted: String, at offset: Int, in text: StyledText) -> (leading: Bool, trailing: Bool) {
        guard let first = inserted.first, let last = inserted.last else { return (false, false) }
        return WordSpacing.around(
            first: first, last: last, before: character(in: text, at: offset - 1), after: character(in: text, at: offset))
    }

    /// The range to delete when `range` of `text` is moved away: `range` itself, or `range` with
    /// one neighbouring space, so that the words on either side are left with a single space
    /// between them (or none before punctuation or the end of the text).
    public static func deletion(of range: TextRange, in text: StyledText) -> TextRange {
        guard !range.isEmpty, let first = character(in: text, at: range.lowerBound),
              let last = character(in: text, at: range.upperBound - 1),
              !first.isWhitespace, !last.isWhitespace else { return range }
        let before = character(in: text, at: range.lowerBound - 1)
        let after = character(in: text, at: range.upperBound)
        let space: Unicode.Scalar = " "
        if before?.isScalar(space) == true
            && (after == nil || after?.isScalar(space) == true || after.map { WordSpacing.isClosing($0) } == true || after?.isNewline == true) {
            return TextRange(range.lowerBound - 1, range.upperBound)
        }
        if (before == nil || before?.isNewline == true) && after?.isScalar(space) == true {
            return TextRange(range.lowerBound, range.upperBound + 1)
        }
        return range
    }

    /// `inserted` with the spaces ``insertion(of:at:in:)`` asks for, each in the style of the
    /// inserted character next to it, and where the inserted text itself starts in the result.
    /// Without `isOn`, `inserted` as it is.
    static func spaced(_ inserted: StyledText, at offset: Int, in text: StyledText, if isOn: Bool) -> (text: StyledText, start: Int) {
        guard isOn else { return (inserted, 0) }
        let rule = insertion(of: inserted.plainText, at: offset, in: text)
        var result = inserted
        if rule.trailing, let style = inserted.style(at: inserted.count) {
            result.insert(StyledText(" ", style: style), at: result.count)
        }
        if rule.leading, let style = inserted.style(at: 0) {
            result.insert(StyledText(" ", style: style), at: 0)
        }
        return (result, rule.leading ? 1 : 0)
    }

    /// Whether `range` of `text` holds whole words: no letter or digit touches either end from
    /// outside. Smart spacing applies only to such drags, as a Mac text view applies it only to
    /// a selection made by words; part of a word ("Shoppi" of "Shopping") moves as it is. O(n).
    public static func isWholeWords(_ range: TextRange, in text: StyledText) -> Bool {
        guard !range.isEmpty else { return false }
        let isWordCharacter = { (character: Character?) -> Bool in
            guard let character else { return false }
            return character.isLetter || character.isNumber
        }
        return !isWordCharacter(character(in: text, at: range.lowerBound - 1))
            && !isWordCharacter(character(in: text, at: range.upperBound))
    }

    /// The character at `offset` of `text`, or `nil` outside it. O(n).
    private static func character(in text: StyledText, at offset: Int) -> Character? {
        guard offset >= 0, offset < text.count else { return nil }
        return text.extract(TextRange(offset, offset + 1)).plainText.first
    }
}
