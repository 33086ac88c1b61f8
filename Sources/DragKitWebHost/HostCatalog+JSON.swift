import DragKit

// A catalogue declared at run time as JSON (Docs/Catalog.md): the same text the page hands the
// bridge (`host.declare(catalog)`) and the showcase's server validates drops with.

extension HostCatalog {
    /// The most kinds, types or representations one catalogue declares (each list).
    public static let maximumEntries = 1024

    /// Reads a catalogue: `{"types": [...], "kinds": {...}, "representations": {...}}`, each
    /// optional. Unknown keys, wrong kinds of values and out-of-range numbers are refused with
    /// a ``CatalogError`` naming the key (`kinds.album.undoable`); malformed text with its line
    /// and column. O(n) in the text's length.
    public init(json bytes: [UInt8]) throws(CatalogError) {
        let root = try CatalogReading.object(try JSONReader.parse(bytes), at: "the catalog")
        var declarations: [TypeDeclaration] = []
        var kinds: [String: CatalogKind] = [:]
        var representations: [TypeIdentifier: [CatalogRepresentation]] = [:]
        for member in root {
            switch member.key {
            case "types": declarations = try CatalogReading.types(member.value)
            case "kinds": kinds = try CatalogReading.kinds(member.value)
            case "representations": representations = try CatalogReading.representations(member.value)
            default: throw CatalogReading.unknownKey(member.key, in: "")
            }
        }
        self.init(declarations: declarations, kinds: kinds, representations: representations)
    }

    public init(json text: String) throws(CatalogError) {
        try self.init(json: Array(text.utf8))
    }

    /// A catalogue of data: `kinds` adjust the policies of containers of those kinds, and items
    /// of a type in `representations` offer those, richest first.
    public init(
        declarations: [TypeDeclaration], kinds: [String: CatalogKind],
        representations: [TypeIdentifier: [CatalogRepresentation]]
    ) {
        self.init(
            declarations: declarations,
            policy: { kind, base in kinds[kind]?.policy(from: base) ?? base },
            textOptions: { kind, base in kinds[kind]?.textOptions(from: base) ?? base },
            provider: { type, hints in
                ItemProvider((representations[type] ?? []).map { $0.representation(hint: hints.byteCount) })
            })
        self.kinds = kinds
        self.representations = representations
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
        guard members.count <= HostCatalog.maximumEntries else {
            throw CatalogError("catalog: '" + path + "' has more than " + CatalogError.decimal(HostCatalog.maximumEntries) + " entries")
        }
        return members
    }

    static func array(_ value: JSONValue, at path: String) throws(CatalogError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw wrong(path, "an array", got: value) }
        guard elements.count <= HostCatalog.maximumEntries else {
            throw CatalogError("catalog: '" + path + "' has more than " + CatalogError.decimal(HostCatalog.maximumEntries) + " entries")
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

    static func types(_ value: JSONValue) throws(CatalogError) -> [HostCatalog.TypeDeclaration] {
        var declarations: [HostCatalog.TypeDeclaration] = []
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
            declarations.append(HostCatalog.TypeDeclaration(id, conformsTo: parents))
        }
        return declarations
    }

    // MARK: kinds

    static func kinds(_ value: JSONValue) throws(CatalogError) -> [String: CatalogKind] {
        var kinds: [String: CatalogKind] = [:]
        for member in try object(value, at: "kinds") {
            kinds[member.key] = try kind(member.value, at: "kinds." + member.key)
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
                case "vertical": kind.axis = .fixed(.vertical)
                case "horizontal": kind.axis = .fixed(.horizontal)
                case "grid": kind.axis = .fixed(.grid)
                case "rows": kind.axis = .rows
                default: throw CatalogError("catalog: '" + key + "' must be \"vertical\", \"horizontal\", \"grid\" or \"rows\"")
                }
            case "accepts": kind.accepts = try types(member.value, at: key)
            case "undoable": kind.undoable = try bool(member.value, at: key)
            case "confirmation":
                switch try string(member.value, at: key) {
                case "before": kind.confirmation = .before
                case "after": kind.confirmation = .cancelStepAfter
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
                kind.dropPreviewSize = Size(width: Double(width), height: Double(height))
            case "task":  // F10: the task's kind; the announcers have its words (S7).
                switch try string(member.value, at: key) {
                case "print": kind.task = .print
                case "upload": kind.task = .upload
                case "share": kind.task = .share
                default: throw CatalogError("catalog: '" + key + "' must be \"print\", \"upload\" or \"share\"")
                }
            case "text":
                for part in try object(member.value, at: key) {
                    switch part.key {
                    case "rich": kind.isRichText = try bool(part.value, at: key + ".rich")
                    case "accepts": kind.textAccepts = try types(part.value, at: key + ".accepts")
                    default: throw unknownKey(part.key, in: key)
                    }
                }
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

extension HostCatalog {
    /// Whether a container accepting `accepted` takes an item of `type`: the list is empty, or
    /// the type or one of the representations the catalogue gives it conforms to an accepted
    /// type through ``types`` (the engine's rule; a photo reaches `public.image` via its PNG).
    /// O(r·a·d) in representations, accepted types and ancestors.
    public func isAccepted(_ type: TypeIdentifier, by accepted: [TypeIdentifier]) -> Bool {
        let hierarchy = types
        if hierarchy.conforms(type, toAnyOf: accepted) { return true }
        return provider(type, ItemHints()).representations.contains { hierarchy.conforms($0.type, toAnyOf: accepted) }
    }
}
