import Foundation

/// The showcase's type rules as the server reads them from the catalogue the page declares to
/// the engine (`Web/showcase/catalog.json`, see `Docs/Catalog.md`): the one source of truth for
/// which items a container takes.
///
/// An item of type `T` is accepted by a container when its `accepts` list is empty, or `T` or
/// one of the representations the catalogue gives `T` conforms to an accepted type — the
/// engine's rule (`Workspace.accepts`, A2). Conformance is transitive through the catalogue's
/// `types` and the system types the engine declares (``systemTypes``); everything conforms to
/// `public.item`. So a photo is not an image, but an image destination takes it via its PNG.
public struct TypeCatalog: Sendable {
    /// Why a catalogue could not be loaded: a sentence naming the file and the bad part.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The system types and their parents, as the engine's `TypeHierarchy` declares them.
    public static let systemTypes: [String: [String]] = [
        "public.data": ["public.item"],
        "public.text": ["public.data"],
        "public.plain-text": ["public.text"],
        "public.rtf": ["public.text"],
        "public.html": ["public.text"],
        "public.url": ["public.data"],
        "public.file-url": ["public.url"],
        "public.image": ["public.data"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "com.adobe.pdf": ["public.data"],
        "public.vcard": ["public.data"],
        "public.calendar-event": ["public.data"],
        "com.dragkit.clipping": ["public.plain-text"],
    ]

    /// The largest catalogue read, as the engine's reader: 1 MiB.
    public static let maximumByteCount = 1 << 20

    /// Each type's parents: the system types plus the catalogue's declarations.
    private var parents: [String: [String]]
    /// The representation types the catalogue gives each item type, richest first.
    private var offered: [String: [String]]

    /// Reads the catalogue in `data`. Throws a ``LoadError`` naming the bad key when it is not
    /// JSON, too large, or its `types` or `representations` are not as `Docs/Catalog.md` says
    /// (the engine checks the kinds' schema when the page declares it).
    public init(json data: Data, source: String = "the catalog") throws {
        func fail(_ reason: String) -> LoadError { LoadError(description: "\(source): \(reason)") }
        guard data.count <= Self.maximumByteCount else {
            throw fail("it is \(data.count) bytes; at most \(Self.maximumByteCount) are read")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("it is not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error.localizedDescription))")
        }
        guard let object = root as? [String: Any] else { throw fail("the catalog must be a JSON object") }
        if let unknown = object.keys.sorted().first(where: { !["types", "kinds", "representations"].contains($0) }) {
            throw fail("unknown key '\(unknown)'")
        }
        var parents = Self.systemTypes
        if let types = object["types"] {
            guard let list = types as? [Any] else { throw fail("'types' must be an array") }
            for (index, entry) in list.enumerated() {
                let path = "types[\(index)]"
                guard let declaration = entry as? [String: Any] else { throw fail("'\(path)' must be an object") }
                if let unknown = declaration.keys.sorted().first(where: { $0 != "id" && $0 != "conformsTo" }) {
                    throw fail("unknown key '\(path).\(unknown)'")
                }
                guard let id = declaration["id"] as? String, !id.isEmpty else { throw fail("'\(path).id' must be a type identifier") }
                let conformsTo = declaration["conformsTo"] ?? [String]()
                guard let list = conformsTo as? [String] else { throw fail("'\(path).conformsTo' must be an array of type identifiers") }
                parents[id, default: []].append(contentsOf: list)
            }
        }
        if let kinds = object["kinds"] {
            guard let byKind = kinds as? [String: Any], byKind.values.allSatisfy({ $0 is [String: Any] }) else {
                throw fail("'kinds' must be an object of objects")
            }
        }
        var offered: [String: [String]] = [:]
        if let representations = object["representations"] {
            guard let byType = representations as? [String: Any] else { throw fail("'representations' must be an object") }
            for (type, entries) in byType {
                guard let list = entries as? [Any] else { throw fail("'representations.\(type)' must be an array") }
                offered[type] = try list.enumerated().map { index, entry in
                    guard let representation = entry as? [String: Any], let offeredType = representation["type"] as? String,
                        !offeredType.isEmpty
                    else { throw fail("'representations.\(type)[\(index)].type' must be a type identifier") }
                    return offeredType
                }
            }
        }
        self.parents = parents
        self.offered = offered
    }

    /// Reads the catalogue file at `path`; a missing or unreadable file is a ``LoadError``.
    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "The catalog \(path) is missing or unreadable; pass --catalog <file> or a --web-root holding showcase/catalog.json.")
        }
        try self.init(json: data, source: "The catalog \(path)")
    }

    /// Whether `type` is `other` or conforms to it, directly or through its parents.
    /// O(d) in the declared ancestors of `type`.
    public func conforms(_ type: String, to other: String) -> Bool {
        if type == other || other == "public.item" { return true }
        var pending = parents[type] ?? []
        var seen: Set<String> = [type]
        while let next = pending.popLast() {
            if next == other { return true }
            if seen.insert(next).inserted { pending.append(contentsOf: parents[next] ?? []) }
        }
        return false
    }

    /// The representation types an item of `type` offers, richest first (none declared: empty).
    public func representations(of type: String) -> [String] {
        offered[type] ?? []
    }

    /// Whether a container accepting `accepted` takes an item of `type` (see the type's doc).
    public func isAccepted(_ type: String, by accepted: [String]) -> Bool {
        accepted.isEmpty
            || ([type] + representations(of: type)).contains { candidate in accepted.contains { conforms(candidate, to: $0) } }
    }
}
