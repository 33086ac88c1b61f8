import DragKitTypes

// A catalogue written as JSON (Docs/Catalog.md): what native hosts, the showcase's server and
// the tests read. The browser parses the same text with `JSON.parse` and declares it through
// the wasm's typed exports (`Web/dragkit/dragkit-catalog.js`), so the wasm has no JSON reader.
// Both check it against one schema with one set of refusals (issue 36, A2): `CatalogSchema`
// (its words, ranges and required keys) and `CatalogMessage`, which the page's generated
// `dragkit-catalog-schema.js` states in JavaScript.

extension Catalog {
    /// Reads a catalogue: `{"types": [...], "kinds": {...}, "representations": {...}}`, each
    /// optional. Unknown keys, wrong kinds of values and out-of-range numbers are refused with
    /// a ``CatalogError`` naming the key (`kinds.album.undoable`); malformed text with its line
    /// and column. O(n) in the text's length.
    public init(json bytes: [UInt8]) throws(CatalogError) {
        let root = try CatalogReading.object(try JSONReader.parse(bytes), at: "the catalog")
        var catalog = Catalog()
        for member in root {
            switch member.key {
            case "types": for declaration in try CatalogReading.types(member.value) { catalog.declare(declaration) }
            case "kinds": for (name, kind) in try CatalogReading.kinds(member.value) { catalog.declare(kind: name, kind) }
            case "representations":
                for (type, list) in try CatalogReading.representations(member.value) { catalog.declare(representations: list, of: type) }
            default: throw CatalogReading.unknownKey(member.key, in: "")
            }
        }
        self = catalog
    }

    public init(json text: String) throws(CatalogError) {
        try self.init(json: Array(text.utf8))
    }
}

/// The readers of each part of a catalogue (`CatalogSchema`); every error names the key path it
/// is about, in the words of a `CatalogMessage`.
enum CatalogReading {
    static func unknownKey(_ key: String, in path: String) -> CatalogError {
        CatalogMessage.unknownKey.error(path.isEmpty ? key : path + "." + key)
    }

    /// `value` is not of the JSON kind the schema's `expected` shape is (the message names both kinds).
    static func wrong(_ path: String, _ expected: CatalogSchema.Value, got value: JSONValue) -> CatalogError {
        CatalogMessage.wrongKind.error(path, expected.expected, value.kindName)
    }

    static func tooMany(_ path: String) -> CatalogError {
        CatalogMessage.tooManyEntries.error(path, CatalogError.decimal(Catalog.maximumEntries))
    }

    static func object(_ value: JSONValue, at path: String) throws(CatalogError) -> [JSONMember] {
        guard case .object(let members) = value else {
            throw path == "the catalog"
                ? CatalogMessage.notAnObject.error(value.kindName)
                : wrong(path, .object([], excluding: nil), got: value)
        }
        guard members.count <= Catalog.maximumEntries else { throw tooMany(path) }
        return members
    }

    static func array(_ value: JSONValue, at path: String) throws(CatalogError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw wrong(path, .list(.string), got: value) }
        guard elements.count <= Catalog.maximumEntries else { throw tooMany(path) }
        return elements
    }

    static func string(_ value: JSONValue, at path: String) throws(CatalogError) -> String {
        guard case .string(let text) = value else { throw wrong(path, .string, got: value) }
        return text
    }

    /// A type identifier: non-empty, no spaces (markup lists types separated by spaces).
    static func type(_ value: JSONValue, at path: String) throws(CatalogError) -> TypeIdentifier {
        let text = try string(value, at: path)
        guard !text.isEmpty, !text.utf8.contains(where: { $0 <= 0x20 }) else {
            throw CatalogMessage.notATypeIdentifier.error(path)
        }
        return TypeIdentifier(text)
    }

    /// One of a choice's words (`CatalogSchema.axes`, …): the value it stands for.
    static func choice<Choice>(_ value: JSONValue, at path: String, _ table: [(word: String, value: Choice)]) throws(CatalogError) -> Choice {
        let text = try string(value, at: path)
        guard let chosen = table.first(where: { $0.word == text }) else {
            throw CatalogMessage.notOneOf.error(path, CatalogSchema.Value.choice(table.map(\.word)).words)
        }
        return chosen.value
    }

    static func types(_ value: JSONValue, at path: String) throws(CatalogError) -> [TypeIdentifier] {
        var types: [TypeIdentifier] = []
        for (index, element) in try array(value, at: path).enumerated() {
            types.append(try type(element, at: path + "[" + CatalogError.decimal(index) + "]"))
        }
        return types
    }

    static func bool(_ value: JSONValue, at path: String) throws(CatalogError) -> Bool {
        guard case .bool(let flag) = value else { throw wrong(path, .bool, got: value) }
        return flag
    }

    /// A whole number in `range`.
    static func count(_ value: JSONValue, at path: String, in range: ClosedRange<Int64>) throws(CatalogError) -> UInt64 {
        guard case .integer(let number) = value else { throw wrong(path, .integer(range), got: value) }
        guard range.contains(number) else {
            throw CatalogMessage.outOfRange.error(
                path, CatalogError.decimal(Int(range.lowerBound)), CatalogError.decimal(Int(range.upperBound)))
        }
        return UInt64(number)
    }

    // MARK: types

    static func types(_ value: JSONValue) throws(CatalogError) -> [TypeDeclaration] {
        var declarations: [TypeDeclaration] = []
        for (index, element) in try array(value, at: "types").enumerated() {
            let path = "types[" + CatalogError.decimal(index) + "]"
            var id: TypeIdentifier?
            var parents: [TypeIdentifier] = []
            for member in try object(element, at: path) {
                switch member.key {
                case "id": id = try type(member.value, at: path + ".id")
                case "conformsTo": parents = try types(member.value, at: path + ".conformsTo")
                default: throw unknownKey(member.key, in: path)
                }
            }
            guard let id else { throw CatalogMessage.missingKeys.error(path, CatalogSchema.typeDeclaration.needs) }
            declarations.append(TypeDeclaration(id, conformsTo: parents))
        }
        return declarations
    }

    // MARK: kinds

    static func kinds(_ value: JSONValue) throws(CatalogError) -> [KindName: CatalogKind] {
        var kinds: [KindName: CatalogKind] = [:]
        for member in try object(value, at: "kinds") {
            kinds[KindName(member.key)] = try kind(member.value, at: "kinds." + member.key)
        }
        return kinds
    }

    static func kind(_ value: JSONValue, at path: String) throws(CatalogError) -> CatalogKind {
        var kind = CatalogKind()
        for member in try object(value, at: path) {
            let key = path + "." + member.key
            switch member.key {
            case "axis": kind.axis = try choice(member.value, at: key, CatalogSchema.axes)
            case "accepts": kind.accepts = try types(member.value, at: key)
            case "undoable": kind.undoable = try bool(member.value, at: key)
            case "confirmation": kind.confirmation = try choice(member.value, at: key, CatalogSchema.confirmations)
            case "crossOperation": kind.crossOperation = try choice(member.value, at: key, CatalogSchema.operations)
            case "dragging": kind.allowsDragging = try bool(member.value, at: key)
            case "requestedFields":
                var fields: [String] = []
                for (index, element) in try array(member.value, at: key).enumerated() {
                    fields.append(try string(element, at: key + "[" + CatalogError.decimal(index) + "]"))
                }
                kind.requestedFields = fields
            case "placesByDropPoint": kind.placesByDropPoint = try bool(member.value, at: key)
            case "dropPreviewSize":
                var width: UInt64?, height: UInt64?
                for part in try object(member.value, at: key) {
                    switch part.key {
                    case "width": width = try count(part.value, at: key + ".width", in: CatalogSchema.previewSide)
                    case "height": height = try count(part.value, at: key + ".height", in: CatalogSchema.previewSide)
                    default: throw unknownKey(part.key, in: key)
                    }
                }
                guard let width, let height else { throw CatalogMessage.missingKeys.error(key, CatalogSchema.previewSize.needs) }
                kind.dropPreviewSize = CatalogKind.PreviewSize(width: Int(width), height: Int(height))
            case "task": kind.task = try choice(member.value, at: key, CatalogSchema.tasks)  // F10
            case "text":
                var text = CatalogKind.Text()
                for part in try object(member.value, at: key) {
                    switch part.key {
                    case "rich": text.isRich = try bool(part.value, at: key + ".rich")
                    case "accepts": text.accepts = try types(part.value, at: key + ".accepts")
                    default: throw unknownKey(part.key, in: key)
                    }
                }
                kind.text = text
            default:
                throw unknownKey(member.key, in: path)
            }
        }
        return kind
    }

    // MARK: representations

    static func representations(_ value: JSONValue) throws(CatalogError) -> [TypeIdentifier: [CatalogRepresentation]] {
        var all: [TypeIdentifier: [CatalogRepresentation]] = [:]
        for member in try object(value, at: "representations") {
            let path = "representations." + member.key
            _ = try type(.string(member.key), at: path)
            var list: [CatalogRepresentation] = []
            for (index, element) in try array(member.value, at: path).enumerated() {
                list.append(try representation(element, at: path + "[" + CatalogError.decimal(index) + "]"))
            }
            all[TypeIdentifier(member.key)] = list
        }
        return all
    }

    static func representation(_ value: JSONValue, at path: String) throws(CatalogError) -> CatalogRepresentation {
        var type: TypeIdentifier?
        var entry = CatalogRepresentation(type: .item)
        var sized = false
        for member in try object(value, at: path) {
            let key = path + "." + member.key
            switch member.key {
            case "type": type = try Self.type(member.value, at: key)
            case "bytes": entry.fixedBytes = try count(member.value, at: key, in: CatalogSchema.byteCount)
            case "default": entry.defaultBytes = try count(member.value, at: key, in: CatalogSchema.byteCount); sized = true
            case "minimum": entry.minimumBytes = try count(member.value, at: key, in: CatalogSchema.byteCount); sized = true
            case "load": entry.needsLoading = try bool(member.value, at: key)
            case "scale":
                let pair = try array(member.value, at: key)
                guard pair.count == 2 else { throw CatalogMessage.notAPair.error(key) }
                entry.scale = (
                    try count(pair[0], at: key + "[0]", in: CatalogSchema.scaleNumerator),
                    try count(pair[1], at: key + "[1]", in: CatalogSchema.scaleDenominator))
                sized = true
            default: throw unknownKey(member.key, in: path)
            }
        }
        guard let type else { throw CatalogMessage.missingKeys.error(path, CatalogSchema.representation.needs) }
        if entry.fixedBytes != nil, sized, case .object(_, let exclusion?) = CatalogSchema.representation {
            throw CatalogMessage.fixedExcludes.error(path, exclusion.keyWords, exclusion.othersWords)
        }
        entry.type = type
        return entry
    }
}
