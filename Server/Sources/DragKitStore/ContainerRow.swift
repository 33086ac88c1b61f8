import DragKitTypes
import GRDB

/// One row of the `containers` table, exactly as stored.
struct ContainerRow: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "containers"

    var id: String
    var title: String
    var position: Int
    /// `"copy"` or `"move"` (enforced by a CHECK constraint).
    var crossOperation: String
    /// Space-separated item types; empty means any type.
    var accepts: String
    /// The scene (app) the container belongs to, e.g. `notes`.
    var scene: String
    /// A ``ContainerKind`` raw value.
    var kind: String
    /// The folder container holding this one (Files), else nil.
    var parent: String?
    /// How many drops changed this container (its items or their order); 0 when seeded.
    var version: Int = 0

    enum CodingKeys: String, CodingKey {
        case id, title, position
        case crossOperation = "cross_operation"
        case accepts, scene, kind, parent, version
    }

    /// The accepted types as a list, splitting ``accepts`` on whitespace.
    var acceptedTypes: [String] {
        accepts.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init)
    }

    /// The kind, or nil for a kind this version does not know (treated as a plain list).
    var containerKind: ContainerKind? {
        ContainerKind(rawValue: kind)
    }

    /// What the catalogue says this container's kind does (nil: a kind it does not name).
    func rules(_ catalog: TypeCatalog) -> CatalogKind? {
        catalog.kind(kind)
    }

    /// Whether it is a text view (its kind says `"text"` in the catalogue): it holds a
    /// ``TextDocument``, no items.
    func isText(_ catalog: TypeCatalog) -> Bool {
        rules(catalog)?.isText == true
    }

    /// The types it takes: its own ``acceptedTypes`` when it names any, else its kind's in the
    /// catalogue, as the page registers it (markup wins over the kind). Empty: every type.
    func acceptedTypes(_ catalog: TypeCatalog) -> [String] {
        catalog.acceptedTypes(kind: kind, accepts: acceptedTypes)
    }

    /// The client-facing value of this container with the given items and document.
    ///
    /// An unknown `cross_operation` (impossible under the CHECK constraint) is
    /// reported as `copy`, the non-destructive choice.
    func listContainer(items: [ItemRow], document: TextDocument?) -> ListContainer {
        ListContainer(
            id: id,
            scene: scene,
            kind: kind,
            title: title,
            position: position,
            crossOperation: DropOperation(rawValue: crossOperation) ?? .copy,
            accepts: acceptedTypes,
            parent: parent,
            version: version,
            items: items.map(\.listItem),
            text: document
        )
    }

    /// Fetches this container's items and (for text kinds) document, and returns
    /// the client-facing value.
    func listContainer(_ db: Database, catalog: TypeCatalog) throws -> ListContainer {
        var current = self
        current.version = try Int.fetchOne(db, sql: "SELECT version FROM containers WHERE id = ?", arguments: [id]) ?? version
        return try current.listContainerWithoutVersionCheck(db, catalog: catalog)
    }

    private func listContainerWithoutVersionCheck(_ db: Database, catalog: TypeCatalog) throws -> ListContainer {
        let items = try ItemRow.fetchAll(db, containerID: id)
        let document = try DocumentRow.fetchOne(db, key: id)?.document
        return listContainer(items: items, document: document ?? (isText(catalog) ? TextDocument(runs: [], version: 0) : nil))
    }
}
