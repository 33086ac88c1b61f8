import DragKitTypes

/// The catalogue's refusals (Docs/Catalog.md), each stated once, as a template (issue 36, A2).
///
/// The Swift reader (`Catalog(json:)`, ``JSONReader``) renders them; `dragkit-generate
/// catalog-schema` writes each into the page's `Web/dragkit/dragkit-catalog-schema.js` as a
/// function of its parameters, so the browser refuses a catalogue with the same words as native
/// hosts and the server. A template's `{name}`s are its parameters, filled in the order they
/// appear; every other character is said as written. A message is ``prefix`` and its text.
///
/// Only the refusals both sides say are here: malformed text is described by the reader in its
/// own words and by the browser's `JSON.parse` in the browser's.
public enum CatalogMessage: CaseIterable, Sendable {
    /// The whole catalogue is not an object.
    case notAnObject
    /// A value of the wrong JSON kind: `expected` and the value's kind as ``JSONValue/kindName``.
    case wrongKind
    /// A key the schema has no place for, with the path of its object before it.
    case unknownKey
    /// A list or object with more than ``Catalog/maximumEntries`` entries.
    case tooManyEntries
    /// A string that is no type identifier (empty, or with spaces or control characters).
    case notATypeIdentifier
    /// A string that is none of the words the schema allows (`words`: ``CatalogSchema/Value/words``).
    case notOneOf
    /// A whole number outside the schema's range.
    case outOfRange
    /// A list that is not two numbers.
    case notAPair
    /// An object without a key it must have (`keys`: ``CatalogSchema/Value/needs``).
    case missingKeys
    /// An object with a fixed size and the keys that compute one (``CatalogSchema/Exclusion``).
    case fixedExcludes
    /// Text longer than ``JSONReader/maximumByteCount``.
    case textTooLong
    /// Arrays and objects nested deeper than ``JSONReader/maximumDepth``.
    case nestsTooDeep
    /// One key twice in one object.
    case duplicateKey
    /// A number beyond 64 bits.
    case numberTooLarge
    /// Text that ends (or is empty) where a value should be.
    case endsWhereAValueShouldBe
    /// Where in the text a reason (another message's text) applies: 1-based, in bytes.
    case located

    /// What every message begins with.
    public static let prefix = "catalog: "

    /// The message's name in the generated JavaScript (`MESSAGES.wrongKind`).
    public var name: String {
        switch self {
        case .notAnObject: "notAnObject"
        case .wrongKind: "wrongKind"
        case .unknownKey: "unknownKey"
        case .tooManyEntries: "tooManyEntries"
        case .notATypeIdentifier: "notATypeIdentifier"
        case .notOneOf: "notOneOf"
        case .outOfRange: "outOfRange"
        case .notAPair: "notAPair"
        case .missingKeys: "missingKeys"
        case .fixedExcludes: "fixedExcludes"
        case .textTooLong: "textTooLong"
        case .nestsTooDeep: "nestsTooDeep"
        case .duplicateKey: "duplicateKey"
        case .numberTooLarge: "numberTooLarge"
        case .endsWhereAValueShouldBe: "endsWhereAValueShouldBe"
        case .located: "located"
        }
    }

    /// The words, with a `{name}` for each parameter.
    public var template: String {
        switch self {
        case .notAnObject: "the catalog must be an object, not {kind}"
        case .wrongKind: "'{path}' must be {expected}, not {kind}"
        case .unknownKey: "unknown key '{path}'"
        case .tooManyEntries: "'{path}' has more than {limit} entries"
        case .notATypeIdentifier: "'{path}' must be a type identifier such as \"public.image\" (not empty, no spaces)"
        case .notOneOf: "'{path}' must be {words}"
        case .outOfRange: "'{path}' must be from {lower} to {upper}"
        case .notAPair: "'{path}' must be [numerator, denominator]"
        case .missingKeys: "'{path}' needs {keys}"
        case .fixedExcludes: "'{path}' has a fixed {key}; leave out {others}"
        case .textTooLong: "the text is {bytes} bytes; at most {limit} are read"
        case .nestsTooDeep: "values nest deeper than {limit} levels"
        case .duplicateKey: "key '{key}' appears twice in one object"
        case .numberTooLarge: "the number is too large"
        case .endsWhereAValueShouldBe: "the text ends where a value should be"
        case .located: "{reason} at line {line}, column {column}"
        }
    }

    /// The template in pieces: `literal` text, then (unless it is the last) the parameter
    /// `name`. O(template).
    public var pieces: [(literal: String, name: String?)] {
        var pieces: [(literal: String, name: String?)] = []
        var literal: [UInt8] = []
        var name: [UInt8]?
        for byte in template.utf8 {
            if var open = name {
                if byte == UInt8(ascii: "}") {
                    pieces.append((String(decoding: literal, as: UTF8.self), String(decoding: open, as: UTF8.self)))
                    literal = []
                    name = nil
                } else {
                    open.append(byte)
                    name = open
                }
            } else if byte == UInt8(ascii: "{") {
                name = []
            } else {
                literal.append(byte)
            }
        }
        pieces.append((String(decoding: literal, as: UTF8.self), nil))
        return pieces
    }

    /// The parameters' names, in order.
    public var parameters: [String] {
        pieces.compactMap(\.name)
    }

    /// The message's text (without ``prefix``) with `values` for its parameters, in order.
    /// O(template + values).
    public func text(_ values: String...) -> String {
        render(values)
    }

    /// The refusal: ``prefix`` and the text with `values` for its parameters, in order.
    public func error(_ values: String...) -> CatalogError {
        CatalogError(Self.prefix + render(values))
    }

    private func render(_ values: [String]) -> String {
        var text = ""
        var next = 0
        for piece in pieces {
            text += piece.literal
            if piece.name != nil {
                text += next < values.count ? values[next] : ""
                next += 1
            }
        }
        return text
    }
}
