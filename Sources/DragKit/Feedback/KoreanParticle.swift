/// Korean particles that depend on the word before them (을/를, 이/가, 은/는, 으로/로): chosen by
/// whether the word's last sound has a final consonant (받침). Exact for Hangul and digits; for
/// Latin letters a reading heuristic (a final l, m, n or ng is read with one). Trailing quotes,
/// ellipses and punctuation are skipped. O(n) in the word's length.
enum KoreanParticle {
    case object       // 을/를
    case subject      // 이/가
    case topic        // 은/는
    case direction    // 으로/로

    /// `word` followed by this particle.
    func attached(to word: String) -> String {
        let (hasFinal, finalIsRieul) = Self.ending(of: word)
        switch self {
        case .object: return word + (hasFinal ? "을" : "를")
        case .subject: return word + (hasFinal ? "이" : "가")
        case .topic: return word + (hasFinal ? "은" : "는")
        case .direction: return word + (hasFinal && !finalIsRieul ? "으로" : "로")
        }
    }

    /// Whether the last sounded character of `word` ends in a final consonant, and whether that
    /// consonant is ㄹ.
    static func ending(of word: String) -> (hasFinal: Bool, finalIsRieul: Bool) {
        let scalars = Array(word.unicodeScalars)
        var index = scalars.count - 1
        while index >= 0 {
            let value = scalars[index].value
            if value >= 0xAC00 && value <= 0xD7A3 {
                let final = (value - 0xAC00) % 28
                return (final != 0, final == 8)
            }
            if value >= 0x30 && value <= 0x39 {
                let digit = value - 0x30
                return (digit == 0 || digit == 1 || digit == 3 || digit == 6 || digit == 7 || digit == 8,
                        digit == 1 || digit == 7 || digit == 8)
            }
            let lower = value | 0x20
            if lower >= 0x61 && lower <= 0x7A {
                switch lower {
                case 0x6C: return (true, true)  // l
                case 0x6D, 0x6E: return (true, false)  // m, n
                case 0x67: return (index > 0 && scalars[index - 1].value | 0x20 == 0x6E, false)  // ng
                default: return (false, false)
                }
            }
            index -= 1
        }
        return (false, false)
    }
}
