/// How a word ends when read aloud in Korean, which chooses the particle after it (을/를, 이/가,
/// 은/는, 으로/로; ``fill(_:_:)``): whether its last sound has a final consonant (받침). Exact for
/// Hangul and digits; for Latin letters a reading heuristic (a final l, m, n or ng is read with
/// one). Trailing quotes, ellipses and punctuation are skipped.
enum KoreanSound {
    /// Whether the last sounded character of `word` (UTF-8) ends in a final consonant, and
    /// whether that consonant is ㄹ. O(n) in the length of the word.
    static func ending(of word: ArraySlice<UInt8>) -> (hasFinal: Bool, finalIsRieul: Bool) {
        var index = word.endIndex
        while index > word.startIndex {
            index -= 1
            let byte = word[index]
            if byte >= 0x80 {
                // The last byte of a multi-byte character: go back to its first byte.
                while index > word.startIndex, word[index] & 0xC0 == 0x80 { index -= 1 }
                let lead = word[index]
                // Hangul syllables (U+AC00–U+D7A3) are three bytes long.
                guard lead & 0xF0 == 0xE0, index + 2 < word.endIndex else { continue }
                let value = UInt32(lead & 0x0F) << 12 | UInt32(word[index + 1] & 0x3F) << 6 | UInt32(word[index + 2] & 0x3F)
                guard value >= 0xAC00 && value <= 0xD7A3 else { continue }
                let final = (value - 0xAC00) % 28
                return (final != 0, final == 8)
            }
            if byte >= 0x30 && byte <= 0x39 {
                let digit = byte - 0x30
                return (digit == 0 || digit == 1 || digit == 3 || digit == 6 || digit == 7 || digit == 8,
                        digit == 1 || digit == 7 || digit == 8)
            }
            let lower = byte | 0x20
            if lower >= 0x61 && lower <= 0x7A {
                switch lower {
                case 0x6C: return (true, true)  // l
                case 0x6D, 0x6E: return (true, false)  // m, n
                case 0x67: return (index > word.startIndex && word[index - 1] | 0x20 == 0x6E, false)  // ng
                default: return (false, false)
                }
            }
        }
        return (false, false)
    }
}
