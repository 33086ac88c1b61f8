import DragKitTypes

// Bad catalogues made from the schema, each with the refusal the schema predicts for it: the
// tests hold the Swift reader to them, and `dragkit-generate catalog-samples` hands them to
// Tests/Wire/catalog-samples.mjs, which holds the page's reader to them (issue 36, A2).

extension CatalogSchema {
    /// One bad catalogue and the refusal the schema predicts: `json` is its text.
    public struct Sample: Hashable, Sendable {
        public var json: String
        public var message: String
    }

    /// For every place in ``catalog``: a value of the wrong kind, an unknown key in each object,
    /// each object without its required keys, and each word, number, type identifier, pair and
    /// exclusion the schema refuses, inside an otherwise smallest valid catalogue. O(schema).
    public static func samples() -> [Sample] {
        var samples: [Sample] = []
        collect(catalog, at: "", into: &samples) { $0 }
        return samples
    }

    /// The smallest value of this shape: required keys only, empty lists, lowest numbers.
    public static func smallest(_ value: Value) -> JSONValue {
        switch value {
        case .object(let fields, _): .object(fields.filter(\.required).map { JSONMember($0.name, smallest($0.value)) })
        case .entries: .object([])
        case .list: .array([])
        case .pair(let first, let second): .array([smallest(first), smallest(second)])
        case .string: .string("s")
        case .bool: .bool(true)
        case .choice(let words): .string(words.first ?? "")
        case .integer(let range): .integer(range.lowerBound)
        case .type: .string("public.data")
        }
    }

    private static func collect(_ value: Value, at path: String, into samples: inout [Sample], _ place: (JSONValue) -> JSONValue) {
        func add(_ bad: JSONValue, _ message: CatalogError) {
            samples.append(Sample(json: place(bad).json, message: message.message))
        }
        func child(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
        let wrong: JSONValue = value.expected == JSONValue.string("").kindName ? .integer(1) : .string("x")
        add(wrong, path.isEmpty
            ? CatalogMessage.notAnObject.error(wrong.kindName)
            : CatalogMessage.wrongKind.error(path, value.expected, wrong.kindName))
        switch value {
        case .object(let fields, let excluding):
            guard case .object(let members) = smallest(value) else { return }
            add(.object(members + [JSONMember("unknown", .integer(1))]), CatalogMessage.unknownKey.error(child("unknown")))
            if !value.needs.isEmpty { add(.object([]), CatalogMessage.missingKeys.error(path, value.needs)) }
            if let excluding, let fixed = fields.first(where: { $0.name == excluding.key }) {
                for other in fields where excluding.others.contains(other.name) {
                    add(.object(members + [JSONMember(fixed.name, smallest(fixed.value)), JSONMember(other.name, smallest(other.value))]),
                        CatalogMessage.fixedExcludes.error(path, excluding.keyWords, excluding.othersWords))
                }
            }
            for field in fields {
                let others = members.filter { $0.key != field.name }
                collect(field.value, at: child(field.name), into: &samples) { place(.object(others + [JSONMember(field.name, $0)])) }
            }
        case .entries(let entry, let keysAreTypes):
            if keysAreTypes {
                add(.object([JSONMember("two words", smallest(entry))]), CatalogMessage.notATypeIdentifier.error(path + ".two words"))
            }
            collect(entry, at: path + ".public.data", into: &samples) { place(.object([JSONMember("public.data", $0)])) }
        case .list(let element):
            collect(element, at: path + "[0]", into: &samples) { place(.array([$0])) }
        case .pair(let first, let second):
            add(.array([smallest(first)]), CatalogMessage.notAPair.error(path))
            let pair = [smallest(first), smallest(second)]
            collect(first, at: path + "[0]", into: &samples) { place(.array([$0, pair[1]])) }
            collect(second, at: path + "[1]", into: &samples) { place(.array([pair[0], $0])) }
        case .choice(let words):
            add(.string(words.joined()), CatalogMessage.notOneOf.error(path, value.words))
        case .integer(let range):
            let bounds = (CatalogError.decimal(Int(range.lowerBound)), CatalogError.decimal(Int(range.upperBound)))
            add(.integer(range.lowerBound - 1), CatalogMessage.outOfRange.error(path, bounds.0, bounds.1))
            // Two above: 2^53 + 1 is no JavaScript number (`JSON.parse` reads it as 2^53, which
            // the page takes and the Swift reader refuses), 2^53 + 2 is.
            add(.integer(range.upperBound + 2), CatalogMessage.outOfRange.error(path, bounds.0, bounds.1))
        case .type:
            add(.string(""), CatalogMessage.notATypeIdentifier.error(path))
            add(.string("two words"), CatalogMessage.notATypeIdentifier.error(path))
        case .string, .bool:
            break
        }
    }
}

extension JSONValue {
    /// The value as JSON text, on one line (strings escaped as JSON requires). O(size).
    public var json: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return number < 0 ? "-" + Self.digits(number.magnitude) : Self.digits(number.magnitude)
        case .string(let text): return Self.quoted(text)
        case .array(let elements): return "[" + elements.map(\.json).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.key) + ": " + $0.value.json }.joined(separator: ", ") + "}"
        }
    }

    private static func digits(_ magnitude: UInt64) -> String {
        if magnitude == 0 { return "0" }
        var digits: [UInt8] = []
        var rest = magnitude
        while rest > 0 {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    private static func quoted(_ text: String) -> String {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "\"")]
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
        return String(decoding: bytes, as: UTF8.self)
    }
}
