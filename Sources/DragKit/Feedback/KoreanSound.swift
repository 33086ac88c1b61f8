/// How a word ends when read aloud in Korean, which chooses the particle after it (을/를, 이/가,
/// 은/는, 으로/로; ``fill(_:_:)``) (S7): whether its last sound is a final consonant (받침), and
/// whether that consonant is ㄹ.
///
/// - Hangul syllables: their exact 종성.
/// - Digits: the Korean reading of the number (1 일, 2 이, 3 삼 … 10 십, 100 백, 1000 천): a
///   number ending in 0 has a final consonant, else its last digit's reading decides.
/// - Latin letters, read as a Korean reader says the English word: the final sounds Korean
///   writes as a 받침 (the stops p, b, t, d, k, g, c, ck; the nasals m, n, ng; and l, which is ㄹ)
///   take 을/이/은/으로 ("milk을", "Wallet을", "roadmap이", "Book club을", "Apple로"); a vowel
///   sound, an r-coloured ending (-er, -or: 어) and the fricatives Korean writes with a vowel
///   (s 스, x 스, f 프, v 브, sh 시, ch 치, th 스, ge 지, ce 스) take 를/가/는/로 ("Tea를",
///   "Photos를", "Chapter를"). A silent final e after a consonant is skipped ("note" ends in t).
///   Short all-capital words without a vowel, and capitals up to three letters, are spelled out
///   letter by letter (PDF 에프, HTML 엘, OK 케이, IBM 엠).
/// - Anything else (other scripts, symbols, no sounded character at all): unknown, and the
///   particle is written with both forms, 을(를).
///
/// Trailing quotes, brackets, ellipses, spaces and ASCII punctuation are skipped.
enum KoreanSound {
    /// How a word ends.
    enum Ending: Equatable {
        /// A vowel sound: 를, 가, 는, 로.
        case vowel
        /// A final consonant other than ㄹ: 을, 이, 은, 으로.
        case consonant
        /// A final ㄹ: 을, 이, 은, and 로.
        case rieul
        /// Not known (another script, a symbol): both forms, 을(를).
        case unknown
    }

    /// How the last sounded character of `word` (UTF-8) ends. O(n) in the length of the word.
    static func ending(of word: ArraySlice<UInt8>) -> Ending {
        var index = word.endIndex
        while index > word.startIndex {
            index -= 1
            let byte = word[index]
            if byte >= 0x80 {
                // The last byte of a multi-byte character: go back to its first byte.
                while index > word.startIndex, word[index] & 0xC0 == 0x80 { index -= 1 }
                let lead = word[index]
                guard lead & 0xF0 == 0xE0, index + 2 < word.endIndex else { return .unknown }
                let value = UInt32(lead & 0x0F) << 12 | UInt32(word[index + 1] & 0x3F) << 6 | UInt32(word[index + 2] & 0x3F)
                // General punctuation (quotes, ellipsis) and CJK brackets are not read.
                if (value >= 0x2000 && value <= 0x206F) || (value >= 0x3000 && value <= 0x303F) { continue }
                // Hangul syllables (U+AC00–U+D7A3).
                guard value >= 0xAC00 && value <= 0xD7A3 else { return .unknown }
                let final = (value - 0xAC00) % 28
                return final == 0 ? .vowel : final == 8 ? .rieul : .consonant
            }
            if byte >= 0x30 && byte <= 0x39 {
                // 0 영/십/백/천/만, 3 삼, 6 육: a consonant; 1 일, 7 칠, 8 팔: ㄹ; 2, 4, 5, 9: a vowel.
                switch byte - 0x30 {
                case 0, 3, 6: return .consonant
                case 1, 7, 8: return .rieul
                default: return .vowel
                }
            }
            if isLetter(byte) { return latinEnding(word[word.startIndex...index]) }
        }
        return .unknown
    }

    /// Whether `byte` is an ASCII letter. O(1).
    private static func isLetter(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x7A
    }

    /// Whether the lower-case ASCII letter `lower` is a vowel letter (a e i o u). O(1).
    private static func isVowel(_ lower: UInt8) -> Bool {
        lower == 0x61 || lower == 0x65 || lower == 0x69 || lower == 0x6F || lower == 0x75
    }

    /// How a Latin word ends, `text` ending in its last letter. O(n) in the word's length.
    private static func latinEnding(_ text: ArraySlice<UInt8>) -> Ending {
        var start = text.endIndex - 1
        while start > text.startIndex, isLetter(text[start - 1]) { start -= 1 }
        let word = text[start...]
        var allCapitals = true
        var hasVowel = false
        for byte in word {
            if byte & 0x20 != 0 { allCapitals = false }
            if isVowel(byte | 0x20) { hasVowel = true }
        }
        // Spelled out: one letter, or an abbreviation (PDF, HTML, OK, USB).
        if word.count == 1 || (allCapitals && (!hasVowel || word.count <= 3)) {
            switch (word.last ?? 0) | 0x20 {
            case 0x6C, 0x72: return .rieul  // L 엘, R 알
            case 0x6D, 0x6E: return .consonant  // M 엠, N 엔
            default: return .vowel
            }
        }
        let end = word.endIndex - 1
        var last = word[end] | 0x20
        // A silent final e after a consonant: "note", "phone", "Apple" (but not "Tea", "the").
        if last == 0x65, word.count >= 3, !isVowel(word[end - 1] | 0x20) {
            let before = word[end - 1] | 0x20
            // -ce, -ge, -se, -ve, -ze, -re, -he, -ye, -we end in a vowel in Korean (스, 지, 브, 어).
            switch before {
            case 0x63, 0x67, 0x73, 0x76, 0x7A, 0x72, 0x68, 0x79, 0x77: return .vowel
            default: break
            }
            last = before
        }
        switch last {
        case 0x6C: return .rieul  // l, ll, -le
        case 0x6D, 0x6E: return .consonant  // m, n, ng (g below)
        case 0x70, 0x62, 0x74, 0x64, 0x6B, 0x63, 0x67, 0x71: return .consonant  // p b t d k c g q
        default: return .vowel  // a e i o u y w, r, s x f v j z, h (sh ch th ph gh)
        }
    }
}
