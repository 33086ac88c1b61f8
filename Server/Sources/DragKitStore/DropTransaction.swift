import GRDB

/// Applies one drop inside an already open write transaction.
///
/// ``run(_:)`` first checks the drop against the stored data, then writes, then
/// re-checks the store's invariants. It throws on any failure and writes nothing
/// that the caller's transaction would keep: the caller must roll back on error
/// (``ShowcaseStore/apply(_:)`` does). Checks, in order:
/// 1. `from` and `to` exist (``DropError/Kind/listNotFound``);
/// 2. every dragged item is currently in `from` (``DropError/Kind/conflict``);
/// 3. `to` accepts every dragged item's type (``DropError/Kind/typeNotAccepted``);
/// 4. for a copy, no copy id is already taken (``DropError/Kind/conflict``);
/// 5. `index` is at most the destination's count without the dragged items
///    (``DropError/Kind/invalidRequest``).
struct DropTransaction {
    let drop: Drop

    /// Validates and applies the drop; returns the touched lists (source and
    /// destination, once each, in list order) as now stored.
    func run(_ db: Database) throws -> [ListContainer] {
        let totalBefore = try ItemRow.fetchCount(db)

        // 1. Lists.
        guard let source = try ContainerRow.fetchOne(db, key: drop.from) else {
            throw DropError(.listNotFound, "The source list '\(drop.from)' does not exist.")
        }
        guard let destination = try ContainerRow.fetchOne(db, key: drop.to) else {
            throw DropError(.listNotFound, "The destination list '\(drop.to)' does not exist.")
        }
        let sameList = source.id == destination.id

        // 2. Every dragged item is in the source list right now.
        let sourceItems = try ItemRow.fetchAll(db, containerID: source.id)
        let sourceByID = Dictionary(uniqueKeysWithValues: sourceItems.map { ($0.id, $0) })
        var dragged: [ItemRow] = []
        dragged.reserveCapacity(drop.itemIDs.count)
        for id in drop.itemIDs {
            if let item = sourceByID[id] {
                dragged.append(item)
            } else if let elsewhere = try ItemRow.fetchOne(db, key: id) {
                let whereNow = try ContainerRow.fetchOne(db, key: elsewhere.containerID)?.title ?? elsewhere.containerID
                throw DropError(
                    .conflict,
                    "Item '\(id)' is no longer in '\(source.title)': it is now in '\(whereNow)', perhaps moved in another tab. Reload and try again."
                )
            } else {
                throw DropError(
                    .conflict,
                    "Item '\(id)' does not exist (any more), so it cannot be dragged from '\(source.title)'. Reload and try again."
                )
            }
        }

        // 3. The destination accepts every dragged type.
        let acceptedTypes = destination.acceptedTypes
        if !acceptedTypes.isEmpty {
            for item in dragged where !acceptedTypes.contains(item.type) {
                throw DropError(
                    .typeNotAccepted,
                    "'\(destination.title)' does not accept items of type '\(item.type)' (item '\(item.id)'); it accepts: \(acceptedTypes.joined(separator: ", "))."
                )
            }
        }

        // 4. Copy ids are fresh.
        if drop.operation == .copy {
            for id in drop.copyIDs where try ItemRow.exists(db, key: id) {
                throw DropError(
                    .conflict,
                    "Cannot copy: an item with id '\(id)' already exists. Each copy needs a fresh id."
                )
            }
        }

        // 5. Index bounds, counted without the dragged items.
        let draggedIDs = Set(drop.itemIDs)
        let destinationItems = sameList ? sourceItems : try ItemRow.fetchAll(db, containerID: destination.id)
        let remaining =
            drop.operation == .move
            ? destinationItems.filter { !draggedIDs.contains($0.id) }
            : destinationItems
        guard drop.index <= remaining.count else {
            throw DropError(
                .invalidRequest,
                "'index' \(drop.index) is out of range: '\(destination.title)' has \(remaining.count) item\(remaining.count == 1 ? "" : "s") besides the dragged ones, so 'index' must be between 0 and \(remaining.count)."
            )
        }

        // New layouts.
        let inserted: [ItemRow]
        switch drop.operation {
        case .move:
            inserted = dragged
        case .copy:
            inserted = zip(dragged, drop.copyIDs).map { original, newID in
                ItemRow(id: newID, containerID: destination.id, position: -1, type: original.type, title: original.title)
            }
        }
        var newDestination = remaining
        newDestination.insert(contentsOf: inserted, at: drop.index)
        let newSource: [ItemRow]? =
            (drop.operation == .move && !sameList)
            ? sourceItems.filter { !draggedIDs.contains($0.id) }
            : nil

        // Write. First park every existing row of the touched lists on a negative
        // position, so the final positions can be written one row at a time
        // without colliding on the unique (container_id, position) index.
        var touched = [destination.id]
        if newSource != nil { touched.append(source.id) }
        for containerID in touched {
            try db.execute(
                sql: "UPDATE items SET position = -1 - position WHERE container_id = ?",
                arguments: [containerID]
            )
        }
        if let newSource {
            try write(newSource, into: source.id, db)
        }
        let newIDs = drop.operation == .copy ? Set(drop.copyIDs) : []
        try write(newDestination, into: destination.id, inserting: newIDs, db)

        // Invariants: nothing lost, nothing duplicated, positions contiguous.
        let expectedTotal = totalBefore + (drop.operation == .copy ? drop.itemIDs.count : 0)
        let totalAfter = try ItemRow.fetchCount(db)
        guard totalAfter == expectedTotal else {
            throw StoreInvariantError("item count would change from \(totalBefore) to \(totalAfter), expected \(expectedTotal)")
        }
        for containerID in touched {
            try StoreInvariantError.checkContiguousPositions(containerID: containerID, db)
        }

        // Report the touched lists as now stored, in list order.
        var affected = [source]
        if !sameList { affected.append(destination) }
        affected.sort { $0.position < $1.position }
        return try affected.map { container in
            container.listContainer(items: try ItemRow.fetchAll(db, containerID: container.id))
        }
    }

    /// Gives `items` positions `0..<items.count` in `containerID`: rows whose id is
    /// in `newIDs` are inserted, all others updated in place.
    private func write(_ items: [ItemRow], into containerID: String, inserting newIDs: Set<String> = [], _ db: Database) throws {
        for (position, item) in items.enumerated() {
            if newIDs.contains(item.id) {
                var row = item
                row.containerID = containerID
                row.position = position
                do {
                    try row.insert(db)
                } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY {
                    throw DropError(
                        .conflict,
                        "Cannot copy: an item with id '\(item.id)' already exists. Each copy needs a fresh id."
                    )
                }
            } else {
                try db.execute(
                    sql: "UPDATE items SET container_id = ?, position = ? WHERE id = ?",
                    arguments: [containerID, position, item.id]
                )
                guard db.changesCount == 1 else {
                    throw StoreInvariantError("item '\(item.id)' vanished during the drop")
                }
            }
        }
    }
}
