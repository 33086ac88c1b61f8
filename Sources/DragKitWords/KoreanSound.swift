import DragKit

/// How a word ends when read aloud in Korean, which chooses the particle after it (을/를, 이/가,
/// 은/는, 으로/로; ``fill(_:_:)``) (S7): whether its last sound is a final consonant (받침), and
/// whether that consonant is ㄹ.
///
/// - Hangul syllables: their exact 종성.
/// - Digits: the Korean reading of the number (1 일, 2 이, 3 삼 … 10 십, 100 백, 1000 천): a
///   number ending in 0 has a final consonant, else its last digit's reading decides.
/// - Latin letters, read as Korean writes the English word (외래어 표기법, the loanword rules;
///   ``latinEnding(_:)`` has the table): a final p, t or k after one short vowel is a 받침
///   ("roadmap을" 로드맵, "ticket을" 티켓, "book을" 북); after a consonant or a long vowel (two
///   vowel letters, a silent e) it takes ㅡ and ends in a vowel ("passport를" 패스포트, "pull
///   request를", "milk를" 밀크, "peak를" 피크, "cake를" 케이크); b, d, g take ㅡ too ("card를");
///   m, n, ng are a 받침 and l is ㄹ ("Apple로"); vowels, -er/-or, s, x, z, f, v, sh, ch, th, ge,
///   ce end in a vowel ("Tea를", "Photos를", "Chapter를"). Established spellings the rules
///   miss are kept (클럽, 웹, 타입, 체크). A word without a vowel letter, and capitals up to
///   three letters, are spelled out letter by letter (PDF 에프, HTML 엘, OK 케이, IBM 엠, txt 티).
/// - Anything else (other scripts, Latin words with letters beyond ASCII such as "wörld",
///   symbols, no sounded character at all): unknown, and the particle is written with both
///   forms, 을(를), 이(가), 은(는), (으)로.
///
/// Trailing quotes, brackets, ellipses, spaces and ASCII punctuation are skipped.
import DragKit

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
                let last = index
                while index > word.startIndex, word[index] & 0xC0 == 0x80 { index -= 1 }
                guard last == index + 2, let value = scalar(from: index, to: last, in: word) else { return .unknown }
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

    /// Whether the character whose last UTF-8 byte is at `last` is a Latin letter beyond ASCII
    /// (U+00C0–U+024F: é, ö, ß…; U+1E00–U+1EFF: ṡ, ế…), so a word it touches is not plain
    /// English; quotes, brackets and symbols are not. O(1).
    private static func isLatinBeyondASCII(endingAt last: Int, in text: ArraySlice<UInt8>) -> Bool {
        guard text[last] >= 0x80 else { return false }
        var lead = last
        while lead > text.startIndex, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard let value = scalar(from: lead, to: last, in: text) else { return false }
        if value == 0xD7 || value == 0xF7 { return false }  // × and ÷
        return (value >= 0xC0 && value <= 0x24F) || (value >= 0x1E00 && value <= 0x1EFF)
    }

    /// The code point of the two- or three-byte UTF-8 character at `lead...last` of `text`;
    /// `nil` for any other length or a malformed lead byte. O(1).
    private static func scalar(from lead: Int, to last: Int, in text: ArraySlice<UInt8>) -> UInt32? {
        let byte = text[lead]
        if byte & 0xE0 == 0xC0 && last == lead + 1 {
            return UInt32(byte & 0x1F) << 6 | UInt32(text[lead + 1] & 0x3F)
        }
        if byte & 0xF0 == 0xE0 && last == lead + 2 {
            return UInt32(byte & 0x0F) << 12 | UInt32(text[lead + 1] & 0x3F) << 6 | UInt32(text[lead + 2] & 0x3F)
        }
        return nil
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

    /// How a Latin word ends, `text` ending in its last letter, read as Korean writes English
    /// words (외래어 표기법, the loanword rules, with their established spellings):
    ///
    /// | the word ends in | Korean writes | ending |
    /// | --- | --- | --- |
    /// | a vowel, y, w, r (-er, -or, -ar: 어, 아) | 티, 쇼, 파워 | vowel |
    /// | s, x, z, f, v, j, h (sh 시, ch 치, th 스, ph 프, gh) | 스, 스, 즈, 프, 브, 지 | vowel |
    /// | -ce, -ge, -se, -ze, -ve, -re, -he, -ye, -we | 스, 지, 스, 즈, 브, 어 | vowel |
    /// | m, n, ng (also -mb, -gn: bomb 봄, sign 사인) | ㅁ, ㄴ, ㅇ | consonant |
    /// | l, -le | ㄹ | ㄹ |
    /// | p, t, k, c, ck after one short vowel | ㅂ, ㅅ, ㄱ: 로드맵, 티켓, 클록 | consonant |
    /// | p, t, k, c after a consonant (milk 밀크, request 리퀘스트, passport 패스포트, night 나이트) | 크, 트, 프 | vowel |
    /// | p, t, k after a long vowel: two vowel letters (peak 피크, boat 보트), or a silent e (cake 케이크, note 노트) | 크, 트, 프 | vowel |
    /// | b, d, g (not ng) | 브, 드, 그: 서브, 카드, 버그 | vowel |
    ///
    /// Established spellings the rules miss are listed as such (``consonantWords``): -ook 북,
    /// -out 아웃, club 클럽, web 웹, type 타입…; check 체크 ends in a vowel. A word without a vowel
    /// letter (PDF, txt, png), one letter, or capitals up to three letters (IBM, OK) is spelled
    /// out, and its last letter's name decides (엘 and 알: ㄹ; 엠, 엔: a consonant; the others
    /// a vowel). O(n) in the word's length.
    private static func latinEnding(_ text: ArraySlice<UInt8>) -> Ending {
        var start = text.endIndex - 1
        while start > text.startIndex, isLetter(text[start - 1]) { start -= 1 }
        // A word mixing in letters beyond ASCII ("wörld", "Café"): not read as English. An
        // opening quote or bracket before the word (“Hello”) is not a letter.
        if start > text.startIndex, isLatinBeyondASCII(endingAt: start - 1, in: text) { return .unknown }
        var word: [UInt8] = []
        var allCapitals = true
        var hasVowel = false
        for byte in text[start...] {
            if byte & 0x20 != 0 { allCapitals = false }
            let lower = byte | 0x20
            if isVowel(lower) || lower == y { hasVowel = true }
            word.append(lower)
        }
        // Spelled out: one letter, an abbreviation (PDF, HTML, OK, USB) or a word without a
        // vowel (txt, png).
        if word.count == 1 || !hasVowel || (allCapitals && word.count <= 3) {
            switch word[word.count - 1] {
            case l, r: return .rieul  // L 엘, R 알
            case m, n: return .consonant  // M 엠, N 엔
            default: return .vowel
            }
        }
        if let known = established(word) { return known }
        var end = word.count - 1
        var longVowel = false
        // A silent final e after a consonant: "note", "cake", "phone", "Apple" (not "Tea", "free").
        if word[end] == e, word.count >= 3, !isVowel(word[end - 1]) {
            switch word[end - 1] {
            case c, g, s, z, v, r, h, y, w: return .vowel  // 스, 지, 스, 즈, 브, 어
            default: break
            }
            end -= 1
            longVowel = true  // the e lengthens the vowel before the consonant: 케이크, 노트
        }
        let last = word[end]
        switch last {
        case l: return .rieul
        case m, n: return .consonant
        case b where end > 0 && word[end - 1] == m: return .consonant  // bomb 봄, climb 클라임
        case g where end > 0 && word[end - 1] == n: return .consonant  // -ng
        case b, d, g: return .vowel  // 브, 드, 그
        case p, t, k, c, q:
            // The stop's own letters: "ck" is one k, a doubled letter one sound (app 앱, mitt 밋).
            var stop = end
            if stop > 0, (last == k && word[stop - 1] == c) || word[stop - 1] == last { stop -= 1 }
            guard stop > 0, isVowel(word[stop - 1]) || word[stop - 1] == y else { return .vowel }  // after a consonant: 크, 트
            // One short vowel letter, with no vowel letter before it and no silent e after.
            let short = !longVowel && (stop < 2 || !(isVowel(word[stop - 2]) || word[stop - 2] == y))
            return short ? .consonant : .vowel
        default:
            return .vowel  // a e i o u y w, r, s x z f v j, h (sh ch th ph gh)
        }
    }

    /// The ending of a word whose established Korean spelling the rules don't give, by its
    /// lower-case letters: -ook (북, 노트북, 페이스북) and -out (아웃, 레이아웃) keep their final
    /// stop; club 클럽, web 웹, job 잡, lab 랩, tab 탭, pub 펍, bag 백, big 빅, type 타입 end in a
    /// consonant; check 체크 in a vowel. `nil`: the rules decide. O(n).
    private static func established(_ word: [UInt8]) -> Ending? {
        if word.count >= 3 && word.suffix(3).elementsEqual([o, o, k]) { return .consonant }
        if word.count >= 3 && word.suffix(3).elementsEqual([o, u, t]) { return .consonant }
        for known in consonantWords where word == known { return .consonant }
        if word == [c, h, e, c, k] { return .vowel }
        return nil
    }

    /// Words Korean spells with a final consonant against the rules (established spellings).
    /// club, web, job, lab, tab, pub, bag, big, type.
    private static let consonantWords: [[UInt8]] = [[0x63, 0x6C, 0x75, 0x62], [0x77, 0x65, 0x62], [0x6A, 0x6F, 0x62], [0x6C, 0x61, 0x62], [0x74, 0x61, 0x62], [0x70, 0x75, 0x62], [0x62, 0x61, 0x67], [0x62, 0x69, 0x67], [0x74, 0x79, 0x70, 0x65]]

    // Lower-case ASCII letters, by name.
    private static let b: UInt8 = 0x62, c: UInt8 = 0x63, d: UInt8 = 0x64, e: UInt8 = 0x65, g: UInt8 = 0x67, h: UInt8 = 0x68
    private static let k: UInt8 = 0x6B, l: UInt8 = 0x6C, m: UInt8 = 0x6D, n: UInt8 = 0x6E, o: UInt8 = 0x6F, p: UInt8 = 0x70
    private static let q: UInt8 = 0x71, r: UInt8 = 0x72, s: UInt8 = 0x73, t: UInt8 = 0x74, u: UInt8 = 0x75, v: UInt8 = 0x76
    private static let w: UInt8 = 0x77, y: UInt8 = 0x79, z: UInt8 = 0x7A
}
