import DragKitTypes

/// A small, strict JSON reader (RFC 8259) for catalogues, working in Embedded Swift: no
/// Foundation, no `Codable`, typed throws.
///
/// Bounded: documents over ``maximumByteCount`` bytes and values nested deeper than
/// ``maximumDepth`` are refused before they cost more than that, so a page can't make the
/// engine recurse or allocate without limit. Numbers must be whole (no fraction or exponent)
/// and fit in `Int64`. Duplicate keys in one object are refused. Errors name the line and
/// column (1-based, in bytes) where the text goes wrong.
///
/// Complexity: O(n) in the document's bytes; recursion depth ≤ ``maximumDepth``.
public struct JSONReader {
    /// The largest document read: 1 MiB (a catalogue is a few KiB).
    public static let maximumByteCount = 1 << 20
    /// The deepest nesting of arrays and objects read.
    public static let maximumDepth = 32

    private let bytes: [UInt8]
    private var offset = 0
    private var depth = 0

    /// Parses `bytes` (UTF-8) as one JSON value, with nothing but whitespace after it.
    public static func parse(_ bytes: [UInt8]) throws(CatalogError) -> JSONValue {
        guard bytes.count <= maximumByteCount else {
            throw CatalogMessage.textTooLong.error(CatalogError.decimal(bytes.count), CatalogError.decimal(maximumByteCount))
        }
        var reader = JSONReader(bytes: bytes)
        reader.skipWhitespace()
        let value = try reader.readValue()
        reader.skipWhitespace()
        guard reader.offset == bytes.count else { throw reader.failure("unexpected text after the document") }
        return value
    }

    public static func parse(_ text: String) throws(CatalogError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Values

    private mutating func readValue() throws(CatalogError) -> JSONValue {
        guard offset < bytes.count else { throw failure(CatalogMessage.endsWhereAValueShouldBe.text()) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try readWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try readWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try readInteger())
        default: throw failure("unexpected character where a value should be")
        }
    }

    private mutating func enter() throws(CatalogError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw failure(CatalogMessage.nestsTooDeep.text(CatalogError.decimal(Self.maximumDepth)))
        }
    }

    private mutating func readObject() throws(CatalogError) -> JSONValue {
        try enter()
        offset += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { offset += 1; depth -= 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key in quotes") }
            let keyOffset = offset
            let key = try readString()
            guard keys.insert(key).inserted else {
                offset = keyOffset
                throw failure(CatalogMessage.duplicateKey.text(key))
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':' after a key") }
            offset += 1
            skipWhitespace()
            members.append(JSONMember(key, try readValue()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "}")) { offset += 1; break }
            throw failure("expected ',' or '}' in an object")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func readArray() throws(CatalogError) -> JSONValue {
        try enter()
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { offset += 1; depth -= 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { offset += 1; continue }
            if peek(UInt8(ascii: "]")) { offset += 1; break }
            throw failure("expected ',' or ']' in an array")
        }
        depth -= 1
        return .array(elements)
    }

    private mutating func readWord(_ word: StaticString) throws(CatalogError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            offset + count <= bytes.count && bytes[offset..<offset + count].elementsEqual(expected)
        }
        guard matches else { throw failure("unexpected character where a value should be") }
        offset += count
    }

    private mutating func readInteger() throws(CatalogError) -> Int64 {
        let start = offset
        let negative = peek(UInt8(ascii: "-"))
        if negative { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw failure("expected a digit")
        }
        if bytes[offset] == UInt8(ascii: "0"), offset + 1 < bytes.count, isDigit(bytes[offset + 1]) {
            offset += 1
            throw failure("numbers don't start with 0")
        }
        var value: Int64 = 0
        while offset < bytes.count, isDigit(bytes[offset]) {
            let digit = Int64(bytes[offset] - UInt8(ascii: "0"))
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.addingReportingOverflow(negative ? -digit : digit)
            guard !overflow1, !overflow2 else {
                offset = start
                throw failure(CatalogMessage.numberTooLarge.text())
            }
            value = next
            offset += 1
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || bytes[offset] | 0x20 == UInt8(ascii: "e") {
            throw failure("numbers in a catalog are whole (no fraction or exponent)")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func readString() throws(CatalogError) -> String {
        offset += 1  // the opening quote
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw failure("the text ends inside a string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { throw failure("the text ends inside a string") }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(8)
                case UInt8(ascii: "f"): text.append(12)
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "u"): appendUTF8(try readEscapedScalar(), to: &text)
                default:
                    offset -= 1
                    throw failure("unknown escape in a string")
                }
            case 0..<0x20:
                throw failure("control characters in strings must be escaped")
            default:
                text.append(byte)
                offset += 1
            }
        }
    }

    /// The scalar of `\uXXXX` (the `\u` read), joining a surrogate pair.
    private mutating func readEscapedScalar() throws(CatalogError) -> UInt32 {
        let high = try readHex4()
        guard (0xD800..<0xDC00).contains(high) else {
            guard !(0xDC00..<0xE000).contains(high) else { throw failure("a lone low surrogate in a string") }
            return high
        }
        guard offset + 2 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
            throw failure("a high surrogate without its low half in a string")
        }
        offset += 2
        let low = try readHex4()
        guard (0xDC00..<0xE000).contains(low) else { throw failure("a high surrogate without its low half in a string") }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private mutating func readHex4() throws(CatalogError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw failure("the text ends inside a string") }
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected four hex digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func appendUTF8(_ scalar: UInt32, to text: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            text.append(UInt8(scalar))
        case 0x80..<0x800:
            text.append(UInt8(0xC0 | scalar >> 6))
            text.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            text.append(UInt8(0xE0 | scalar >> 12))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        default:
            text.append(UInt8(0xF0 | scalar >> 18))
            text.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            text.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            text.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    // MARK: Position

    private func peek(_ byte: UInt8) -> Bool {
        offset < bytes.count && bytes[offset] == byte
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    /// An error at the current offset: "catalog: … at line L, column C" (``CatalogMessage/located``).
    private func failure(_ reason: String) -> CatalogError {
        var line = 1, column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return CatalogMessage.located.error(reason, CatalogError.decimal(line), CatalogError.decimal(column))
    }
}
