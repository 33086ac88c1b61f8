// Where a keyboard step moves a caret in a text view (S7): by one character, or to the next word
// boundary. Kept independent of the on-screen layout, so a step does the same thing whether or not
// the host measured the text, and screen-reader users hear the same positions sighted users see.

extension StyledText {
    /// The caret offset one keyboard step from `offset` reaches, or `nil` when `offset` is
    /// already at the start (stepping back) or the end (stepping forward) of the text.
    ///
    /// A character step moves by one Character (grapheme cluster). A word step moves to the
    /// nearest *word boundary* in that direction: the start or end of the text, or any offset
    /// between a space and a non-space character (spaces are " ", tabs and line breaks). In
    /// "Dear Bob," the word boundaries are 0, 4, 5 and 9. `offset` is clamped to the text first.
    ///
    /// - Complexity: O(1) for a character step; O(n) in the text's characters for a word step.
    func caretStop(from offset: Int, forward: Bool, byWord: Bool) -> Int? {
        let offset = min(max(offset, 0), count)
        if forward ? offset >= count : offset <= 0 { return nil }
        guard byWord else { return forward ? offset + 1 : offset - 1 }
        var spaces: [Bool] = []
        spaces.reserveCapacity(count)
        for run in runs {
            for character in run.text { spaces.append(Self.isSpace(character)) }
        }
        /// Whether a caret at `position` (strictly inside the text) sits between a space and a
        /// non-space character.
        func isBoundary(_ position: Int) -> Bool {
            position <= 0 || position >= spaces.count || spaces[position - 1] != spaces[position]
        }
        var position = forward ? offset + 1 : offset - 1
        while !isBoundary(position) { position += forward ? 1 : -1 }
        return position
    }

    /// Whether `character` separates words for keyboard word steps.
    private static func isSpace(_ character: Character) -> Bool {
        character.separatesWords
    }
}
