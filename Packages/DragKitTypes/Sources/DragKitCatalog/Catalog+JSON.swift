import DragKitTypes

// A catalogue written as JSON (Docs/Catalog.md): what native hosts, the showcase's server and
// the tests read. The browser parses the same text with `JSON.parse` and declares it through
// the wasm's typed exports (`Web/dragkit/dragkit-catalog.js`), so the wasm has no JSON reader.

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

/// The readers of each part of a catalogue; every error names the key path it is about.
enum CatalogReading {
    static func unknownKey(_ key: String, in path: String) -> CatalogError {
        CatalogError("catalog: unknown key '" + (path.isEmpty ? key : path + "." + key) + "'")
    }

    static func wrong(_ path: String, _ expected: String, got value: JSONValue) -> CatalogError {
        CatalogError("catalog: '" + path + "' must be " + expected + ", not " + value.kindName)
    }

    static func object(_ value: JSONValue, at path: String) throws(CatalogError) -> [JSONMember] {
        guard case .object(let members) = value else {
            throw path == "the catalog"
                ? CatalogError("catalog: the catalog must be an object, not " + value.kindName)
                : wrong(path, "an object", got: value)
        }
        guard members.count <= Catalog.maximumEntries else {
            throw CatalogError("catalog: '" + path + "' has more than " + CatalogError.decimal(Catalog.maximumEntries) + " entries")
        }
        return members
    }

    static func array(_ value: JSONValue, at path: String) throws(CatalogError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw wrong(path, "an array", got: value) }
        guard elements.count <= Catalog.maximumEntries else {
            throw CatalogError("catalog: '" + path + "' has more than " + CatalogError.decimal(Catalog.maximumEntries) + " entries")
        }
        return elements
    }

    static func string(_ value: JSONValue, at path: String) throws(CatalogError) -> String {
        guard case .string(let text) = value else { throw wrong(path, "a string", got: value) }
        return text
    }

    /// A type identifier: non-empty, no spaces (markup lists types separated by spaces).
    static func type(_ value: JSONValue, at path: String) throws(CatalogError) -> TypeIdentifier {
        let text = try string(value, at: path)
        guard !text.isEmpty, !text.utf8.contains(where: { $0 <= 0x20 }) else {
            throw CatalogError("catalog: '" + path + "' must be a type identifier such as \"public.image\" (not empty, no spaces)")
        }
        return TypeIdentifier(text)
    }

    static func types(_ value: JSONValue, at path: String) throws(CatalogError) -> [TypeIdentifier] {
        var types: [TypeIdentifier] = []
        for (index, element) in try array(value, at: path).enumerated() {
            types.append(try type(element, at: path + "[" + CatalogError.decimal(index) + "]"))
        }
        return types
    }

    static func bool(_ value: JSONValue, at path: String) throws(CatalogError) -> Bool {
        guard case .bool(let flag) = value else { throw wrong(path, "true or false", got: value) }
        return flag
    }

    /// A whole number in `range`.
    static func count(_ value: JSONValue, at path: String, in range: ClosedRange<Int64>) throws(CatalogError) -> UInt64 {
        guard case .integer(let number) = value else { throw wrong(path, "a number", got: value) }
        guard range.contains(number) else {
            throw CatalogError(
                "catalog: '" + path + "' must be from " + CatalogError.decimal(Int(range.lowerBound)) + " to "
                    + CatalogError.decimal(Int(range.upperBound)))
        }
        return UInt64(number)
    }

    /// Sizes in bytes: up to 2^53 (what JavaScript counts exactly).
    static let byteRange: ClosedRange<Int64> = 0...(1 << 53)

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
            guard let id else { throw CatalogError("catalog: '" + path + "' needs an 'id'") }
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
            case "axis":
                switch try string(member.value, at: key) {
                case "vertical": kind.axis = .vertical
                case "horizontal": kind.axis = .horizontal
                case "grid": kind.axis = .grid
                case "rows": kind.axis = .rows
                default: throw CatalogError("catalog: '" + key + "' must be \"vertical\", \"horizontal\", \"grid\" or \"rows\"")
                }
            case "accepts": kind.accepts = try types(member.value, at: key)
            case "undoable": kind.undoable = try bool(member.value, at: key)
            case "confirmation":
                switch try string(member.value, at: key) {
                case "before": kind.confirmation = .before
                case "after": kind.confirmation = .after
                default: throw CatalogError("catalog: '" + key + "' must be \"before\" or \"after\"")
                }
            case "crossOperation":
                switch try string(member.value, at: key) {
                case "copy": kind.crossOperation = .copy
                case "move": kind.crossOperation = .move
                case "link": kind.crossOperation = .link
                default: throw CatalogError("catalog: '" + key + "' must be \"copy\", \"move\" or \"link\"")
                }
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
                    case "width": width = try count(part.value, at: key + ".width", in: 1...10_000)
                    case "height": height = try count(part.value, at: key + ".height", in: 1...10_000)
                    default: throw unknownKey(part.key, in: key)
                    }
                }
                guard let width, let height else { throw CatalogError("catalog: '" + key + "' needs 'width' and 'height'") }
                kind.dropPreviewSize = CatalogKind.PreviewSize(width: Int(width), height: Int(height))
            case "task":  // F10: the task's kind; the announcers have its words (S7).
                switch try string(member.value, at: key) {
                case "print": kind.task = .print
                case "upload": kind.task = .upload
                case "share": kind.task = .share
                default: throw CatalogError("catalog: '" + key + "' must be \"print\", \"upload\" or \"share\"")
                }
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
            case "bytes": entry.fixedBytes = try count(member.value, at: key, in: byteRange)
            case "default": entry.defaultBytes = try count(member.value, at: key, in: byteRange); sized = true
            case "minimum": entry.minimumBytes = try count(member.value, at: key, in: byteRange); sized = true
            case "load": entry.needsLoading = try bool(member.value, at: key)
            case "scale":
                let pair = try array(member.value, at: key)
                guard pair.count == 2 else { throw CatalogError("catalog: '" + key + "' must be [numerator, denominator]") }
                entry.scale = (
                    try count(pair[0], at: key + "[0]", in: 0...1_000_000),
                    try count(pair[1], at: key + "[1]", in: 1...1_000_000))
                sized = true
            default: throw unknownKey(member.key, in: path)
            }
        }
        guard let type else { throw CatalogError("catalog: '" + path + "' needs a 'type'") }
        if entry.fixedBytes != nil, sized {
            throw CatalogError("catalog: '" + path + "' has a fixed 'bytes'; leave out 'scale', 'default' and 'minimum'")
        }
        entry.type = type
        return entry
    }
}
