/// The smart-spacing rule for words dropped into text (S6), stated once: the engine applies it
/// to a drag of whole words from one text view into another (`SmartSpacing` in DragKit), and
/// the showcase's server to text another app drops into a note (its import), so "Pick up
/// oranges" dropped before "Sunday lunch" gives "Pick up oranges Sunday lunch" whichever app
/// it came from.
///
/// A space goes before the dropped text when the character before the drop point and the
/// text's first character are both parts of words (not space, not punctuation that hugs a
/// word), and one after it likewise; text that begins or ends with a space or a line break
/// gets none on that side. Every function is O(1) (the punctuation lists are constant).
public enum WordSpacing {
    /// Whether a space goes before (`leading`) and after (`trailing`) text whose first and last
    /// characters are `first` and `last`, dropped between `before` and `after` (nil at an end
    /// of the text).
    public static func around(
        first: Character, last: Character, before: Character?, after: Character?
    ) -> (leading: Bool, trailing: Bool) {
        let leading = before.map { !$0.isWhitespace && !isOpening($0) } ?? false
            && !first.isWhitespace && !isClosing(first)
        let trailing = after.map { !$0.isWhitespace && !isClosing($0) } ?? false
            && !last.isWhitespace && !isOpening(last)
        return (leading, trailing)
    }

    /// Whether `character` is punctuation that opens toward the word after it (no space after
    /// it): `( [ { " ' “ ‘ / -`.
    public static func isOpening(_ character: Character) -> Bool {
        isOne(character, of: opening)
    }

    /// Whether `character` is punctuation that closes onto the word before it (no space before
    /// it): `. , ; : ! ? ) ] } " ' ” ’ / - …`.
    public static func isClosing(_ character: Character) -> Bool {
        isOne(character, of: closing)
    }

    private static let opening: [Unicode.Scalar] = ["(", "[", "{", "\"", "'", "\u{201C}", "\u{2018}", "/", "-"]
    private static let closing: [Unicode.Scalar] = [
        ".", ",", ";", ":", "!", "?", ")", "]", "}", "\"", "'", "\u{201D}", "\u{2019}", "/", "-", "\u{2026}",
    ]

    /// Whether `character` is exactly one of `scalars` (a character of one scalar: compared as a
    /// number, so no Unicode normalisation is needed, as the engine's text rules compare). O(k).
    private static func isOne(_ character: Character, of scalars: [Unicode.Scalar]) -> Bool {
        let characterScalars = character.unicodeScalars
        guard let scalar = characterScalars.first,
              characterScalars.index(after: characterScalars.startIndex) == characterScalars.endIndex
        else { return false }
        return scalars.contains(scalar)
    }
}
