// Character tests by Unicode scalar (S6): the text rules compare a character with a few ASCII
// and punctuation characters, each one scalar with no other spelling, so they compare scalars
// (numbers) instead of `Character`s (which `==` compares by canonical equivalence). This keeps
// Unicode normalisation, and its tables, out of the engine (issue 23).

extension Character {
    /// The character's only Unicode scalar, or `nil` when it has several ("\r\n", "e\u{301}",
    /// a flag). O(1).
    var singleScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }

    /// Whether it is `scalar` alone. O(1).
    func isScalar(_ scalar: Unicode.Scalar) -> Bool {
        singleScalar == scalar
    }

    /// Whether it separates words for keyboard word steps and clipping titles: a space, a tab,
    /// a line feed, a carriage return or both ("\r\n" is one character). O(1).
    var separatesWords: Bool {
        if let scalar = singleScalar { return scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" }
        var scalars = unicodeScalars.makeIterator()
        return scalars.next() == "\r" && scalars.next() == "\n" && scalars.next() == nil
    }
}
