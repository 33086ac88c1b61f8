/// Finds a key named twice in one object of a JSON text (issue 13, hostile input).
///
/// JSON parsers disagree about such objects (first value wins, last value wins, or both are
/// kept), so a body that names `"to"` twice may mean one thing to a proxy or a log and another
/// to the store. The API refuses it instead.
enum JSONDuplicateKeys {
    /// One open object or array, from the outside in.
    private struct Level {
        /// The keys this object has named so far (empty for an array).
        var keys: Set<String> = []
        /// The current key (object) or element index (array), for the path.
        var key: String?
        var index = 0
        let isObject: Bool
        /// In an object: the next string is a key.
        var expectsKey: Bool
    }

    /// The path of the first key that appears twice in the same object (`created[1].title`), or
    /// nil when there is none. Keys are compared as decoded strings, so `"index"` and
    /// `"in\u0064ex"` are the same key. Text that is not well-formed JSON may give nil: the
    /// decoder reports it. O(n) in the length of `bytes` (and its nesting depth, in memory);
    /// never recursive, so deep nesting cannot exhaust the stack.
    static func firstRepeatedKey(in bytes: [UInt8]) -> String? {
        var levels: [Level] = []
        var at = 0
        while at < bytes.count {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "{"):
                levels.append(Level(isObject: true, expectsKey: true))
                at += 1
            case UInt8(ascii: "["):
                levels.append(Level(isObject: false, expectsKey: false))
                at += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard levels.popLast() != nil else { return nil }
                at += 1
            case UInt8(ascii: ","):
                guard !levels.isEmpty else { return nil }
                if levels[levels.count - 1].isObject {
                    levels[levels.count - 1].expectsKey = true
                } else {
                    levels[levels.count - 1].index += 1
                }
                at += 1
            case UInt8(ascii: "\""):
                guard let (text, end) = string(in: bytes, from: at) else { return nil }
                at = end
                if let last = levels.indices.last, levels[last].isObject, levels[last].expectsKey {
                    levels[last].expectsKey = false
                    levels[last].key = text
                    if !levels[last].keys.insert(text).inserted {
                        return path(levels)
                    }
                }
            default:
                // Whitespace, ':', numbers and literals: nothing to track.
                at += 1
            }
        }
        return nil
    }

    /// The decoded string that starts with the quote at `start`, and the index after its closing
    /// quote; nil when it is not closed or has an invalid escape. Lone surrogates decode to
    /// U+FFFD. O(length).
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        var units: [UInt8] = []
        var at = start + 1
        while at < bytes.count {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") {
                return (String(decoding: units, as: UTF8.self), at + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                units.append(byte)
                at += 1
                continue
            }
            guard at + 1 < bytes.count else { return nil }
            let escaped = bytes[at + 1]
            at += 2
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(escaped)
            case UInt8(ascii: "b"): units.append(0x08)
            case UInt8(ascii: "f"): units.append(0x0C)
            case UInt8(ascii: "n"): units.append(0x0A)
            case UInt8(ascii: "r"): units.append(0x0D)
            case UInt8(ascii: "t"): units.append(0x09)
            case UInt8(ascii: "u"):
                guard let high = hex4(bytes, at) else { return nil }
                at += 4
                var value = UInt32(high)
                if (0xD800...0xDBFF).contains(high), at + 6 <= bytes.count, bytes[at] == UInt8(ascii: "\\"),
                    bytes[at + 1] == UInt8(ascii: "u"), let low = hex4(bytes, at + 2), (0xDC00...0xDFFF).contains(low)
                {
                    value = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    at += 6
                }
                units.append(contentsOf: String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            default:
                return nil
            }
        }
        return nil
    }

    /// The value of four hex digits at `at`, or nil. O(1).
    private static func hex4(_ bytes: [UInt8], _ at: Int) -> UInt16? {
        guard at + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for byte in bytes[at..<at + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// `created[1].title` for the open levels; each key is cut to 64 characters and its control
    /// characters shown as `?`, so the message stays short and printable. O(depth).
    private static func path(_ levels: [Level]) -> String {
        var result = ""
        var parent: String?
        for level in levels {
            if level.isObject {
                guard let key = level.key else { continue }
                let printable = String(key.prefix(64).map { $0.isASCII && ($0.asciiValue ?? 0) < 0x20 ? "?" : $0 })
                let shown = shownKey(printable, under: parent)
                result += result.isEmpty ? shown : ".\(shown)"
                parent = key
            } else {
                result += "[\(level.index)]"
                parent = nil
            }
        }
        return result
    }

    /// Top-level fields whose keys are ids the page holds (items, lists), not field names.
    private static let idKeyedFields: [String: String] = ["times": "<item>", "dates": "<item>", "versions": "<list>"]

    /// How a message shows `key` found under `parent`: a key of an id-keyed map (`times`,
    /// `dates`, `versions`) is shown as what it names (`<item>`, `<list>`), since a refusal
    /// names no internal ids (issue 13); any other key as it is. O(1).
    static func shownKey(_ key: String, under parent: String?) -> String {
        parent.flatMap { idKeyedFields[$0] } ?? key
    }
}
