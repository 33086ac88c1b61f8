import GRDB

/// The showcase's persistent content — every scene's containers, items and
/// text documents — stored in one SQLite file.
///
/// Opening a store creates the file if needed, applies pending migrations
/// (``Schema``) and inserts the seed content of every scene the file does not
/// have yet (``SeedData``).
/// The file is used in WAL mode; reads never block the single writer.
///
/// Every drop is applied in one `BEGIN IMMEDIATE` transaction: either all of it
/// commits, or — on any thrown error, whether a refused drop or a database
/// failure — none of it does. An item therefore never leaves its source list
/// unless its new place was written in the same committed transaction. Text
/// drops (``applyText(_:)``) work the same way.
public final class ShowcaseStore: Sendable {
    /// Path of the SQLite file.
    public let path: String
    /// Connection pool. Internal so tests can inspect or sabotage the database.
    let writer: DatabasePool
    /// Every committed write publishes the store's new version here (``version()``), after it
    /// committed; a retry answered from ``AppliedRequests`` changed nothing and publishes nothing.
    public let changes: StoreVersionFeed
    /// Which items each container takes (`Web/showcase/catalog.json`, as the page's engine).
    public let catalog: TypeCatalog

    /// Opens (or creates) the store at `path`, migrating and seeding as needed; drops are
    /// checked against `catalog`'s type rules.
    /// At most `followers` follow ``changes`` at once.
    public init(path: String, catalog: TypeCatalog, followers: Int = 64) throws {
        self.catalog = catalog
        self.changes = StoreVersionFeed(limit: followers)
        var configuration = Configuration()
        configuration.label = "DragKitStore"
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        self.path = path
        self.writer = try DatabasePool(path: path, configuration: configuration)
        try Schema.migrator.migrate(writer)
        try writer.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                try SeedData.insertMissingScenes(db)
                try ReminderLevels.ensure(db)  // every reminder opens a level of subtasks (issue 37)
                return .commit
            }
        }
    }

    /// The item ids of every container, keyed by container id: the stored order at a glance
    /// (for checks, logs and tests).
    public func layout() async throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for container in try await containers() {
            result[container.id] = container.items.map { $0.id }
        }
        return result
    }

    /// All containers in container order, each with its items in position order
    /// and, for text kinds, its document.
    public func containers() async throws -> [ListContainer] {
        try await writer.read { db in try Self.readContainers(db, catalog: self.catalog) }
    }

    /// ``containers()`` read in `db`. O(stored content).
    static func readContainers(_ db: Database, catalog: TypeCatalog) throws -> [ListContainer] {
        let containers = try ContainerRow.fetchAll(db, sql: "SELECT * FROM containers ORDER BY position, id")
        let items = try ItemRow.fetchAll(db, sql: "SELECT * FROM items ORDER BY container_id, position")
        let itemsByContainer = Dictionary(grouping: items, by: \.containerID)
        let documents = Dictionary(
            uniqueKeysWithValues: try DocumentRow.fetchAll(db).map { ($0.containerID, $0.document) }
        )
        return containers.map { container in
            let document =
                documents[container.id]
                ?? (container.isText(catalog) ? TextDocument(runs: [], version: 0) : nil)
            return container.listContainer(items: itemsByContainer[container.id] ?? [], document: document)
        }
    }

    /// Validates and applies `drop` atomically.
    ///
    /// - Returns: the containers the drop touched (source and destination, once
    ///   each, in container order) as committed.
    /// - Throws: ``DropError`` when the drop is refused (see ``Drop/validateShape()``
    ///   and ``DropTransaction``), or any database error; in every case nothing
    ///   was changed.
    ///
    /// With a `request` identity, a drop already applied under that id is answered as it was
    /// the first time and not applied again (``AppliedRequests``); the answer is stored in the
    /// same transaction as the drop.
    public func apply(_ drop: Drop, request: RequestIdentity? = nil) async throws -> [ListContainer] {
        try drop.validateShape()
        return try await write(request: request) { db in try DropTransaction(drop: drop, catalog: self.catalog).run(db) }
            .containers()
    }

    /// ``apply(_:request:)``, answered as the HTTP body ``ContainersAnswer`` (the same bytes a
    /// retry with the same `request` gets). O(size of the touched containers).
    public func applyAnswer(_ drop: Drop, request: RequestIdentity? = nil) async throws -> [UInt8] {
        try drop.validateShape()
        return try await write(request: request) { db in try DropTransaction(drop: drop, catalog: self.catalog).run(db) }
            .body()
    }

    /// Validates and applies a text drop atomically: every document changes, or none.
    ///
    /// - Returns: the text containers the drop touched, in container order, as committed.
    /// - Throws: ``DropError`` when refused (see ``TextEdit/validateShape(_:)`` and
    ///   ``TextEditTransaction``: malformed, too large, unknown or non-text
    ///   container, stale version), or any database error; nothing was changed.
    /// A `request` identity works as for ``apply(_:request:)``.
    public func applyText(_ edits: [TextEdit], request: RequestIdentity? = nil) async throws -> [ListContainer] {
        try TextEdit.validateShape(edits)
        return try await write(request: request) { db in try TextEditTransaction(edits: edits, catalog: self.catalog).run(db) }.containers()
    }

    /// ``applyText(_:request:)``, answered as the HTTP body ``ContainersAnswer``.
    public func applyTextAnswer(_ edits: [TextEdit], request: RequestIdentity? = nil) async throws -> [UInt8] {
        try TextEdit.validateShape(edits)
        return try await write(request: request) { db in try TextEditTransaction(edits: edits, catalog: self.catalog).run(db) }.body()
    }

    /// What a write answered: the containers it touched, their answer body, or both.
    struct WriteAnswer: Sendable {
        var touched: [ListContainer]?
        var encoded: [UInt8]?
        /// The store's version this write committed, nil when it was a retry answered as stored.
        var version: Int?

        func containers() throws -> [ListContainer] {
            if let touched { return touched }
            return try ContainersAnswer.decode(encoded ?? [])
        }

        func body() throws -> [UInt8] {
            if let encoded { return encoded }
            return try ContainersAnswer.encode(touched ?? [])
        }
    }

    /// Runs `change` in one `BEGIN IMMEDIATE` transaction. With a `request` identity, a
    /// request already applied is answered with its stored body and nothing is applied; a new
    /// one stores its answer body in the same transaction (encoded once, there). Without one,
    /// the touched containers are returned and encoded, if at all, outside the writer.
    func write(
        request: RequestIdentity?, _ change: @escaping @Sendable (Database) throws -> [ListContainer]
    ) async throws -> WriteAnswer {
        let answer = try await writer.writeWithoutTransaction { db in
            var answer = WriteAnswer()
            try db.inTransaction(.immediate) {
                if let request, let stored = try AppliedRequests.answer(for: request.id, fingerprint: request.fingerprint, db) {
                    answer.encoded = stored
                    return .rollback
                }
                let touched = try change(db)
                answer.touched = touched
                if let request {
                    let encoded = try ContainersAnswer.encode(touched)
                    try AppliedRequests.record(encoded, for: request.id, fingerprint: request.fingerprint, db)
                    answer.encoded = encoded
                }
                answer.version = try Self.storedVersion(db)
                return .commit
            }
            return answer
        }
        if let version = answer.version { changes.publish(version) }
        return answer
    }

    /// The content of item `itemID` in `type`, restricted to `fields` when not
    /// empty (see ``ItemRepresentations`` for what each item type offers).
    ///
    /// - Throws: ``RepresentationError`` for an unknown item, a type the item
    ///   does not offer, or fields it has not.
    public func representation(ofItem itemID: String, type: String, fields: [String] = []) async throws -> Representation {
        guard Identifier.isValid(itemID) else {
            throw RepresentationError(.itemNotFound, "There is no item with that id: ids are \(Identifier.ruleDescription).")
        }
        let (item, noteText, storedImage) = try await writer.read { db -> (ItemRow?, String?, StoredImage?) in
            guard let item = try ItemRow.fetchOne(db, key: itemID) else { return (nil, nil, nil) }
            var noteText: String?
            if item.type == "com.dragkit.note", let note = item.payloadValue["container"]?.stringValue {
                noteText = try DocumentRow.fetchOne(db, key: note)?.document.plainText
            }
            // A photo dropped in from another app is served as its stored bytes (issue 12).
            let image = try item.payloadValue["image"]?.stringValue.flatMap { try StoredImage.fetchOne(db, key: $0) }
            return (item, noteText, image)
        }
        guard let item else {
            throw RepresentationError(.itemNotFound, "There is no such item; perhaps it was deleted in another tab.")
        }
        var representation = try ItemRepresentations(item: item, noteText: noteText, storedImage: storedImage).representation(type: type, fields: fields)
        representation.suggestedName = item.title
        return representation
    }

    /// The schema and every row of every table as text: schema entries by name,
    /// then tables in name order with rows in primary-key order, one line per
    /// row with all columns.
    ///
    /// Two dumps are equal exactly when the stored content is equal, which makes
    /// this the tool for checking that a refused request changed nothing. Bookkeeping is left
    /// out: the containers' change counters (`version`) and the answers kept for retries
    /// (`applied_requests`), so a drop and its undo give back an equal dump.
    public func contentDump() async throws -> String {
        try await writer.read { db in
            var lines: [String] = []
            for entry in try Row.fetchAll(db, sql: "SELECT type, name, sql FROM sqlite_master ORDER BY name") {
                lines.append("schema " + entry.description)
            }
            let tables = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'applied_requests' ORDER BY name"
            )
            for table in tables {
                let quoted = table.quotedDatabaseIdentifier
                lines.append("table \(table)")
                let order = try db.primaryKey(table).columns
                    .map(\.quotedDatabaseIdentifier)
                    .joined(separator: ", ")
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM \(quoted) ORDER BY \(order)")
                for row in rows {
                    guard table == "containers" else {
                        lines.append("  " + row.description)
                        continue
                    }
                    let columns = row.filter { $0.0 != "version" }.map { "\($0.0):\($0.1)" }
                    lines.append("  [" + columns.joined(separator: " ") + "]")
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Closes the database file. Further calls on this store throw.
    public func close() throws {
        changes.finishAll()
        try writer.close()
    }
}
