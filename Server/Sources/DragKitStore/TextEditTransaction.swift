import GRDB

/// Applies one text drop inside an already open write transaction.
///
/// For every edit, in order: the container must exist and be a text kind
/// (``DropError/Kind/invalidRequest``), and its stored version must equal the
/// edit's (``DropError/Kind/conflict``); then its runs are replaced and its
/// version bumped by one. The caller rolls back on any error, so either every
/// document changes or none does.
struct TextEditTransaction {
    let edits: [TextEdit]
    /// Which kinds are text views (the catalogue's `"text"`).
    let catalog: TypeCatalog

    /// Applies the edits; returns the touched containers, in container order, as stored.
    func run(_ db: Database) throws -> [ListContainer] {
        var touched: [ContainerRow] = []
        for edit in edits {
            guard let container = try ContainerRow.fetchOne(db, key: edit.container) else {
                throw DropError(.invalidRequest, "A text view this drop changes does not exist (any more), so nothing was changed. Reload and try again.")
            }
            guard container.isText(catalog) else {
                throw DropError(
                    .invalidRequest,
                    "'\(container.title)' is a \(container.kind), not a text view (note, field or mail body); it holds no text."
                )
            }
            let stored = try DocumentRow.fetchOne(db, key: container.id)
            let storedVersion = stored?.version ?? 0
            guard storedVersion == edit.version else {
                throw DropError(
                    .conflict,
                    "The text of '\(container.title)' is at version \(storedVersion), but this drop was made on version \(edit.version), perhaps edited in another tab. Reload and try again."
                )
            }
            try DocumentRow(containerID: container.id, runs: edit.runs, version: storedVersion + 1).save(db)
            touched.append(container)
        }
        touched.sort { ($0.position, $0.id) < ($1.position, $1.id) }
        return try touched.map { try $0.listContainer(db, catalog: catalog) }
    }
}
