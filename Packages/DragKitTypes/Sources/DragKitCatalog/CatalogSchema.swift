import DragKitTypes

/// The catalogue's schema (Docs/Catalog.md), stated once (issue 36, A2): each object's keys,
/// the shape of each key's value and which keys it must have. The Swift reader
/// (`Catalog(json:)`) takes its words, ranges and required keys from here, and `dragkit-generate
/// catalog-schema` writes it into the page's `Web/dragkit/dragkit-catalog-schema.js`, which
/// `dragkit-catalog.js` walks; the refusals of both are ``CatalogMessage``s.
///
/// A value is checked in this order: its JSON kind (``CatalogMessage/wrongKind``, naming
/// ``Value/expected``); a list's or object's size (at most ``Catalog/maximumEntries``); then
/// an object's members in the text's order (a key it has no field for is refused when met),
/// its required keys, and its ``Exclusion``; a list's elements in order (`path[0]`, …).
public enum CatalogSchema {
    /// The shape of a value.
    public indirect enum Value: Hashable, Sendable {
        /// An object with these keys, none other; `excluding`: one key that rules out others.
        case object([Field], excluding: Exclusion?)
        /// An object of named entries (`"kinds": {"album": …}`), each of this shape; with
        /// `keysAreTypes`, each name must be a type identifier.
        case entries(Value, keysAreTypes: Bool)
        /// A list of values of this shape.
        case list(Value)
        /// A list of exactly two whole numbers: `[numerator, denominator]`.
        case pair(Value, Value)
        /// Any string.
        case string
        /// `true` or `false`.
        case bool
        /// One of these words.
        case choice([String])
        /// A whole number in this range.
        case integer(ClosedRange<Int64>)
        /// A type identifier: a string, not empty, no spaces or control characters.
        case type

        /// The value's JSON kind, in ``JSONValue/kindName``'s words: `"an object"`, ….
        public var expected: String {
            switch self {
            case .object, .entries: JSONValue.object([]).kindName
            case .list, .pair: JSONValue.array([]).kindName
            case .string, .choice, .type: JSONValue.string("").kindName
            case .bool: JSONValue.bool(false).kindName
            case .integer: JSONValue.integer(0).kindName
            }
        }

        /// An object's fields; none for other values.
        public var fields: [Field] {
            if case .object(let fields, _) = self { return fields }
            return []
        }

        /// The keys an object must have, in the words of ``CatalogMessage/missingKeys``:
        /// `an 'id'`, `a 'type'`, `'width' and 'height'`; empty when it needs none.
        public var needs: String {
            let required = fields.filter(\.required).map(\.name)
            guard required.count == 1, let key = required.first, let first = key.utf8.first else {
                return CatalogSchema.listed(required, quote: "'", last: " and ")
            }
            let vowel = [UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains(first)
            return (vowel ? "an '" : "a '") + key + "'"
        }

        /// A choice's words, as ``CatalogMessage/notOneOf`` says them:
        /// `"before" or "after"`, `"copy", "move" or "link"`; empty for other values.
        public var words: String {
            guard case .choice(let words) = self else { return "" }
            return CatalogSchema.listed(words, quote: "\"", last: " or ")
        }
    }

    /// One key of an object and the shape of its value.
    public struct Field: Hashable, Sendable {
        public var name: String
        public var value: Value
        /// Whether the object must have it (``CatalogMessage/missingKeys``).
        public var required: Bool

        public init(_ name: String, _ value: Value, required: Bool = false) {
            self.name = name
            self.value = value
            self.required = required
        }
    }

    /// A key whose presence rules out others in the same object: a representation's fixed
    /// `bytes` and the keys that compute a size (``CatalogMessage/fixedExcludes``).
    public struct Exclusion: Hashable, Sendable {
        public var key: String
        public var others: [String]

        /// `'bytes'`, as the message says it.
        public var keyWords: String { CatalogSchema.listed([key], quote: "'", last: " and ") }
        /// `'scale', 'default' and 'minimum'`, as the message says them.
        public var othersWords: String { CatalogSchema.listed(others, quote: "'", last: " and ") }
    }

    /// `words` quoted and joined: `"a"`, `"a" or "b"`, `"a", "b" or "c"` (with `last` " or ").
    /// O(words).
    public static func listed(_ words: [String], quote: String, last: String) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? last : ", " }
            text += quote + word + quote
        }
        return text
    }

    // MARK: The catalogue

    /// The words of each choice, with the value each stands for in ``CatalogKind``.
    public static let axes: [(word: String, value: CatalogKind.Axis)] = [
        ("vertical", .vertical), ("horizontal", .horizontal), ("grid", .grid), ("rows", .rows),
    ]
    public static let confirmations: [(word: String, value: CatalogKind.Confirmation)] = [
        ("before", .before), ("after", .after),
    ]
    public static let operations: [(word: String, value: CatalogKind.Operation)] = [
        ("copy", .copy), ("move", .move), ("link", .link),
    ]
    /// F10: the task's kind; the announcers have its words (S7).
    public static let tasks: [(word: String, value: CatalogKind.Task)] = [
        ("print", .print), ("upload", .upload), ("share", .share),
    ]

    /// A side of a kind's `dropPreviewSize`, in points.
    public static let previewSide: ClosedRange<Int64> = 1...10_000
    /// Sizes in bytes: up to 2^53 (what JavaScript counts exactly).
    public static let byteCount: ClosedRange<Int64> = 0...(1 << 53)
    /// A representation's `scale`: `[numerator, denominator]`.
    public static let scaleNumerator: ClosedRange<Int64> = 0...1_000_000
    public static let scaleDenominator: ClosedRange<Int64> = 1...1_000_000

    /// `"types": [{"id": …, "conformsTo": [...]}]`: a declared type and its parents.
    public static let typeDeclaration = Value.object(
        [Field("id", .type, required: true), Field("conformsTo", .list(.type))], excluding: nil)

    /// A kind's `dropPreviewSize`.
    public static let previewSize = Value.object(
        [Field("width", .integer(previewSide), required: true), Field("height", .integer(previewSide), required: true)],
        excluding: nil)

    /// A kind's `text`: its containers are text views.
    public static let text = Value.object([Field("rich", .bool), Field("accepts", .list(.type))], excluding: nil)

    /// `"kinds": {"album": {…}}`: what a kind of container does (``CatalogKind``).
    public static let kind = Value.object(
        [
            Field("axis", .choice(axes.map(\.word))),
            Field("accepts", .list(.type)),
            Field("undoable", .bool),
            Field("confirmation", .choice(confirmations.map(\.word))),
            Field("crossOperation", .choice(operations.map(\.word))),
            Field("dragging", .bool),
            Field("requestedFields", .list(.string)),
            Field("placesByDropPoint", .bool),
            Field("dropPreviewSize", previewSize),
            Field("task", .choice(tasks.map(\.word))),
            Field("text", text),
        ], excluding: nil)

    /// A representation's `scale`.
    public static let scale = Value.pair(.integer(scaleNumerator), .integer(scaleDenominator))

    /// `"representations": {"public.jpeg": [{…}]}`: one representation an item offers.
    public static let representation = Value.object(
        [
            Field("type", .type, required: true),
            Field("bytes", .integer(byteCount)),
            Field("default", .integer(byteCount)),
            Field("minimum", .integer(byteCount)),
            Field("load", .bool),
            Field("scale", scale),
        ], excluding: Exclusion(key: "bytes", others: ["scale", "default", "minimum"]))

    /// The whole catalogue; each key optional.
    public static let catalog = Value.object(
        [
            Field("types", .list(typeDeclaration)),
            Field("kinds", .entries(kind, keysAreTypes: false)),
            Field("representations", .entries(.list(representation), keysAreTypes: true)),
        ], excluding: nil)
}
