import DragKitCatalog
import DragKitTypes
import Foundation

/// The showcase's catalogue (`Web/showcase/catalog.json`, see `Docs/Catalog.md`) as the server
/// loads it: the one source of truth for which items a container takes and what its kind does.
///
/// It holds no rules of its own: the file is read by the engine's catalogue reader
/// (`DragKitCatalog`, Packages/DragKitTypes) and every decision is the engine's type model
/// (`DragKitTypes`): the type hierarchy, conformance and the representation rule (A2,
/// `TypeHierarchy.accepts`), and a kind's accepted types where the container names none, as the
/// page's web host registers it (`CatalogKind.acceptedTypes(markup:)`). So a photo is not an
/// image, but an image destination takes it via its PNG, on the page and here alike.
public struct TypeCatalog: Sendable {
    /// Why a catalogue could not be loaded: a sentence naming the file and the bad part.
    public struct LoadError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The largest catalogue read, as the engine's reader: 1 MiB.
    public static let maximumByteCount = 1 << 20

    /// The catalogue, as the engine declares it.
    public let catalog: Catalog

    /// A catalogue already read (tests, other hosts).
    public init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    /// Reads the catalogue in `data` with the engine's reader. Throws a ``LoadError`` naming the
    /// bad key, or the line and column, as `Docs/Catalog.md` says (too large, not JSON, or not
    /// shaped as a catalogue).
    public init(json data: Data, source: String = "the catalog") throws {
        do throws(CatalogError) {
            catalog = try Catalog(json: [UInt8](data))
        } catch {
            let reason = error.message.hasPrefix("catalog: ") ? String(error.message.dropFirst(9)) : error.message
            throw LoadError(description: "\(source): \(reason)")
        }
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
        catalog.types.conforms(TypeIdentifier(type), to: TypeIdentifier(other))
    }

    /// The representation types an item of `type` offers, richest first (none declared: empty).
    public func representations(of type: String) -> [String] {
        (catalog.representations[TypeIdentifier(type)] ?? []).map(\.type.rawValue)
    }

    /// Whether a container accepting `accepted` takes an item of `type`: the engine's rule (A2).
    public func isAccepted(_ type: String, by accepted: [String]) -> Bool {
        catalog.isAccepted(TypeIdentifier(type), by: accepted.map { TypeIdentifier($0) })
    }

    /// What the catalogue says containers of `kind` do (`nil`: a kind it does not name, which
    /// behaves as a plain list).
    public func kind(_ kind: String) -> CatalogKind? {
        catalog.kinds[KindName(kind)]
    }

    /// The types a container of `kind` whose row names `accepts` takes: the row's when it names
    /// any, else the kind's, else every type (empty), as the page registers it (`data-dk-accepts`
    /// wins over the kind). O(a).
    public func acceptedTypes(kind: String, accepts: [String]) -> [String] {
        catalog.acceptedTypes(kind: KindName(kind), markup: accepts.map { TypeIdentifier($0) }).map(\.rawValue)
    }
}
