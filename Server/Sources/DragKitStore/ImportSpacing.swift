import DragKitTypes

/// Smart spacing for text another app drops into a text view (S6, issue 34): the rule the
/// engine applies to a drop of words from one text view into another, stated once in
/// DragKitTypes (``WordSpacing``), so "Pick up oranges" dropped before "Sunday lunch" gives
/// "Pick up oranges Sunday lunch", whichever app it came from. Text from another app is a whole
/// selection, so the rule always applies (the engine applies it to a drag of whole words).
///
/// The server stores imports itself (the engine never sees the text): what is here is only
/// finding the two characters around a UTF-16 offset and putting the spaces into runs.
/// O(1) after the O(n) look-up of the two neighbouring characters.
enum ImportSpacing {
    /// `inserted` with the spaces the rule asks for, each in the style of the run next to it,
    /// for a drop at UTF-16 `offset` of `text` (clamped and snapped back to a character
    /// boundary, as ``ImportTransaction/inserting(_:into:at:)`` places it).
    static func spaced(_ inserted: [TextRun], into text: String, at offset: Int) -> [TextRun] {
        let runs = inserted.filter { !$0.text.isEmpty }
        guard let first = runs.first?.text.first, let last = runs.last?.text.last else { return inserted }
        let (before, after) = neighbours(of: offset, in: text)
        let rule = WordSpacing.around(first: first, last: last, before: before, after: after)
        var result = runs
        if rule.leading { result[0].text = " " + result[0].text }
        if rule.trailing { result[result.count - 1].text += " " }
        return result
    }
    /// The characters just before and at UTF-16 `offset` of `text` (nil at either end). O(n).
    static func neighbours(of offset: Int, in text: String) -> (before: Character?, after: Character?) {
        var remaining = max(offset, 0)
        var before: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let width = String(character).utf16.count
            if width > remaining { break }
            remaining -= width
            before = character
            index = text.index(after: index)
        }
        return (before, index < text.endIndex ? text[index] : nil)
    }
}
