import DragKitTypes
import GRDB

/// Applies one item drop inside an already open write transaction.
///
/// ``run(_:)`` first checks the drop against the stored data, then writes, then
/// re-checks the store's invariants. It throws on any failure and writes nothing
/// that the caller's transaction would keep: the caller must roll back on error
/// (``ShowcaseStore/apply(_:)`` does). Checks, in order:
/// 1. `from` and `to` exist (``DropError/Kind/containerNotFound``);
/// 2. the kinds allow it: nothing leaves a write-only drop box, nothing is
///    stored in a print control or a text view (``DropError/Kind/refusedByKind``);
/// 3. every dragged item is currently in `from` (``DropError/Kind/conflict``);
/// 4. `to` accepts every stored type, by the catalogue's rules (``TypeCatalog``)
///    (``DropError/Kind/typeNotAccepted``);
/// 5. no new id (copies, created) is already taken (``DropError/Kind/conflict``);
/// 6. `index` is at most the destination's count without the dragged items, or
///    every entry of `indices` is below the final count (``DropError/Kind/invalidRequest``).
struct DropTransaction {
    let drop: Drop
    /// The type rules the page's engine uses too.
    let catalog: TypeCatalog

    /// Validates and applies the drop; returns the touched containers (source and
    /// destination, once each, in container order) as now stored.
    func run(_ db: Database) throws -> [ListContainer] {
        let totalBefore = try ItemRow.fetchCount(db)

        // 1. Containers.
        let destinationMissing = "The list these items were dropped into does not exist (any more), so nothing was changed. Reload and try again."
        guard let source = try ContainerRow.fetchOne(db, key: drop.from) else {
            // A drop of created items names only its destination (`from` is `to`).
            throw DropError(
                .containerNotFound,
                drop.from == drop.to
                    ? destinationMissing
                    : "The list these items come from does not exist (any more), so nothing was changed. Reload and try again."
            )
        }
        guard let destination = try ContainerRow.fetchOne(db, key: drop.to) else {
            throw DropError(.containerNotFound, destinationMissing)
        }
        let sameContainer = source.id == destination.id
        try checkVersions(source: source, destination: destination)

        // 2. Kinds.
        try checkKinds(source: source, destination: destination)

        // 3. Every dragged item is in the source container right now.
        let sourceItems = try ItemRow.fetchAll(db, containerID: source.id)
        let sourceByID = Dictionary(uniqueKeysWithValues: sourceItems.map { ($0.id, $0) })
        var dragged: [ItemRow] = []
        dragged.reserveCapacity(drop.itemIDs.count)
        for id in drop.itemIDs {
            if let item = sourceByID[id] {
                dragged.append(item)
            } else if let elsewhere = try ItemRow.fetchOne(db, key: id) {
                let whereNow = try ContainerRow.fetchOne(db, key: elsewhere.containerID).map { Self.quoted($0.title) }
                throw DropError(
                    .conflict,
                    "\(elsewhere.title.isEmpty ? "An untitled item" : Self.quoted(elsewhere.title)) is no longer in \(Self.quoted(source.title)): it is now in \(whereNow ?? "another place"), perhaps moved in another window. Reload and try again."
                )
            } else {
                throw DropError(
                    .conflict,
                    "One of the dragged items does not exist any more (perhaps it was deleted in another window), so nothing was changed in \(Self.quoted(source.title)). Reload and try again."
                )
            }
        }

        if drop.operation == .delete {
            return try delete(dragged, from: source, sourceItems: sourceItems, totalBefore: totalBefore, db)
        }

        // What lands in the destination: the dragged rows themselves (move), or
        // new rows (copy: copies, converted copies, created items).
        var inserted: [ItemRow]
        switch drop.operation {
        case .move, .delete:
            inserted = dragged
        case .copy:
            let conversions = Dictionary(uniqueKeysWithValues: drop.created.map { ($0.id, $0) })
            if drop.itemIDs.isEmpty {
                inserted = drop.created.map { $0.row(in: destination.id) }
            } else {
                inserted = zip(dragged, drop.copyIDs).map { original, newID in
                    if let converted = conversions[newID] { return converted.row(in: destination.id) }
                    var copy = original
                    copy.id = newID
                    copy.containerID = destination.id
                    copy.position = -1
                    return copy.exported(from: original, into: destination)  // P1: an event becomes an .ics file
                }
            }
            // A copy of a reminder (or of a board's column) does not share its original's level
            // (issue 37): in a Reminders list it gets a level of its own, elsewhere none.
            for offset in inserted.indices where conversions[inserted[offset].id] == nil {
                guard case .object(var members) = inserted[offset].payloadValue, let opens = members["opens"]?.stringValue,
                    try ReminderLevels.isRemindersContainer(opens, db)
                else { continue }
                members["opens"] = nil
                inserted[offset].payload = JSONValue.object(members).jsonText()
            }
        }

        // 3b. New start times and dates (S2): each such item is an event that still ends by midnight.
        let retimed = try retime(&inserted, dragged: dragged)

        // 4. The destination accepts every stored type.
        let acceptedTypes = destination.acceptedTypes(catalog)
        for item in inserted where !catalog.isAccepted(item.type, by: acceptedTypes) {
            throw DropError(
                .typeNotAccepted,
                "'\(destination.title)' does not accept items of type '\(item.type)' (\(item.title.isEmpty ? "an untitled item" : Self.quoted(item.title))); it accepts: \(acceptedTypes.joined(separator: ", "))."
            )
        }

        // 4b. No folder lands inside itself, nor a reminder among its own subtasks, moved or
        // copied (a copy of a reminder opens a level of its own, but is refused there as the page
        // refuses it).
        try checkFolderCycles(drop.operation == .copy ? dragged + inserted : inserted, destination: destination, db)

        // 5. New ids are fresh.
        if drop.operation == .copy {
            for item in inserted where try ItemRow.exists(db, key: item.id) {
                throw DropError(
                    .conflict,
                    "Cannot copy: the new id given for the copy of \(item.title.isEmpty ? "an untitled item" : Self.quoted(item.title)) is already taken. Each copy needs a fresh id."
                )
            }
        }

        // 6. Index bounds, counted without the dragged items.
        let draggedIDs = Set(drop.itemIDs)
        let destinationItems = sameContainer ? sourceItems : try ItemRow.fetchAll(db, containerID: destination.id)
        let remaining =
            drop.operation == .move
            ? destinationItems.filter { !draggedIDs.contains($0.id) }
            : destinationItems
        let newDestination = try layout(inserting: inserted, into: remaining, destination: destination)
        let newSource: [ItemRow]? =
            (drop.operation == .move && !sameContainer)
            ? sourceItems.filter { !draggedIDs.contains($0.id) }
            : nil

        // Write. First park every existing row of the touched containers on a negative
        // position, so the final positions can be written one row at a time
        // without colliding on the unique (container_id, position) index.
        var touched = [destination.id]
        if newSource != nil { touched.append(source.id) }
        try park(touched, db)
        if let newSource {
            try write(newSource, into: source.id, db)
        }
        let newIDs = drop.operation == .copy ? Set(inserted.map(\.id)) : []
        try write(newDestination, into: destination.id, inserting: newIDs, db)
        for item in inserted where retimed.contains(item.id) && !newIDs.contains(item.id) {
            try db.execute(sql: "UPDATE items SET payload = ? WHERE id = ?", arguments: [item.payload, item.id])
        }

        // A moved folder or reminder takes the level it opens along: that level's `parent` is
        // now the destination (issue 37), so "inside" is the same whichever way it is read.
        if drop.operation == .move, !sameContainer {
            for item in inserted {
                guard let opens = item.payloadValue["opens"]?.stringValue else { continue }
                try db.execute(
                    sql: "UPDATE containers SET parent = ? WHERE id = ? AND parent IS NOT NULL",
                    arguments: [destination.id, opens]
                )
            }
        }
        // Every reminder opens a level of its subtasks (issue 37): one a drop created gets it now
        // (the answer names the touched lists; the page reads the new levels from the store).
        try ReminderLevels.ensure(db)

        try bumpVersions(touched, db)

        // Invariants: nothing lost, nothing duplicated, positions contiguous.
        let expectedTotal = totalBefore + (drop.operation == .copy ? inserted.count : 0)
        try checkInvariants(expectedTotal: expectedTotal, totalBefore: totalBefore, touched: touched, db)

        // Report the touched containers as now stored, in container order. A
        // drop made only of created items touches only its destination.
        var affected = [destination]
        if !sameContainer, !drop.itemIDs.isEmpty { affected.append(source) }
        affected.sort { ($0.position, $0.id) < ($1.position, $1.id) }
        return try affected.map { try $0.listContainer(db, catalog: catalog) }
    }

    /// Gives each item of `inserted` (pairwise with `dragged`) that ``Drop/times`` names its
    /// new `start`, keeping `minutes`, and that ``Drop/dates`` names its `date`; returns the ids of the rows changed. Throws
    /// ``DropError/Kind/invalidRequest`` when a named item has no numeric `start` (not an
    /// event) or would end after midnight. O(n) in the number of dragged items.
    private func retime(_ inserted: inout [ItemRow], dragged: [ItemRow]) throws -> Set<String> {
        guard !drop.times.isEmpty || !drop.dates.isEmpty else { return [] }
        var changed = Set<String>()
        for offset in inserted.indices where offset < dragged.count {
            let id = dragged[offset].id
            guard drop.times[id] != nil || drop.dates[id] != nil else { continue }
            let payload = inserted[offset].payloadValue
            guard case .object(var members) = payload, let stored = members["start"]?.intValue else {
                throw DropError(
                    .invalidRequest,
                    "'times' or 'dates' names \(dragged[offset].title.isEmpty ? "an untitled item" : Self.quoted(dragged[offset].title)), which is not an event: it has no start time to change."
                )
            }
            let start = drop.times[id] ?? stored
            let minutes = members["minutes"]?.intValue ?? 0
            guard start + minutes <= Drop.minutesPerDay else {
                throw DropError(
                    .invalidRequest,
                    "The new start \(start) would end the \(minutes)-minute event \(dragged[offset].title.isEmpty ? "" : Self.quoted(dragged[offset].title) + " ")after midnight."
                )
            }
            members["start"] = .number(Double(start))
            if let date = drop.dates[id] { members["date"] = .string(date) }
            inserted[offset].payload = JSONValue.object(members).jsonText()
            changed.insert(inserted[offset].id)
        }
        return changed
    }

    /// Refuses drops the containers' kinds do not allow.
    private func checkKinds(source: ContainerRow, destination: ContainerRow) throws {
        if source.rules(catalog)?.allowsDragging == false, !drop.itemIDs.isEmpty {
            throw DropError(
                .refusedByKind,
                "'\(source.title)' is a write-only drop box: items can be dropped in, but nothing can be dragged, copied or deleted out of it."
            )
        }
        if drop.operation == .delete { return }
        let rules = destination.rules(catalog)
        if let task = rules?.task {
            throw DropError(.refusedByKind, "'\(destination.title)' is a \(task.name) control: a \(task.name) control doesn't store items.")
        }
        if rules?.isText == true {
            throw DropError(
                .refusedByKind,
                "'\(destination.title)' is a text view: it stores text, not items; send dropped text to /api/text."
            )
        }
    }

    /// The destination's new order: `inserted` at ``Drop/index``, or each at its
    /// entry of ``Drop/indices`` with `remaining` filling the other slots in order.
    private func layout(inserting inserted: [ItemRow], into remaining: [ItemRow], destination: ContainerRow) throws -> [ItemRow] {
        let plural = remaining.count == 1 ? "" : "s"
        guard let indices = drop.indices else {
            guard drop.index <= remaining.count else {
                throw DropError(
                    .invalidRequest,
                    "'index' \(drop.index) is out of range: '\(destination.title)' has \(remaining.count) item\(plural) besides the dragged ones, so 'index' must be between 0 and \(remaining.count)."
                )
            }
            var result = remaining
            result.insert(contentsOf: inserted, at: drop.index)
            return result
        }
        let total = remaining.count + inserted.count
        if let outside = indices.first(where: { $0 >= total }) {
            throw DropError(
                .invalidRequest,
                "'indices' entry \(outside) is out of range: '\(destination.title)' will hold \(total) items, so each index must be between 0 and \(total - 1)."
            )
        }
        var slots = [ItemRow?](repeating: nil, count: total)
        for (item, index) in zip(inserted, indices) { slots[index] = item }
        var rest = remaining.makeIterator()
        return slots.map { slot in slot ?? rest.next()! }
    }

    /// Removes `dragged` from `source` and renumbers what is left.
    private func delete(
        _ dragged: [ItemRow], from source: ContainerRow, sourceItems: [ItemRow], totalBefore: Int, _ db: Database
    ) throws -> [ListContainer] {
        let draggedIDs = Set(dragged.map(\.id))
        for item in dragged {
            try db.execute(sql: "DELETE FROM items WHERE id = ?", arguments: [item.id])
            guard db.changesCount == 1 else {
                throw StoreInvariantError("item '\(item.id)' vanished during the delete")
            }
        }
        try park([source.id], db)
        try write(sourceItems.filter { !draggedIDs.contains($0.id) }, into: source.id, db)
        try bumpVersions([source.id], db)
        try checkInvariants(expectedTotal: totalBefore - dragged.count, totalBefore: totalBefore, touched: [source.id], db)
        return [try source.listContainer(db, catalog: catalog)]
    }

    /// Moves every row of `containerIDs` to a negative position.
    private func park(_ containerIDs: [String], _ db: Database) throws {
        for containerID in containerIDs {
            try db.execute(
                sql: "UPDATE items SET position = -1 - position WHERE container_id = ?",
                arguments: [containerID]
            )
        }
    }

    private func checkInvariants(expectedTotal: Int, totalBefore: Int, touched: [String], _ db: Database) throws {
        let totalAfter = try ItemRow.fetchCount(db)
        guard totalAfter == expectedTotal else {
            throw StoreInvariantError("item count would change from \(totalBefore) to \(totalAfter), expected \(expectedTotal)")
        }
        for containerID in touched {
            try StoreInvariantError.checkContiguousPositions(containerID: containerID, db)
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
                        "Cannot copy: the new id given for the copy of \(item.title.isEmpty ? "an untitled item" : Self.quoted(item.title)) is already taken. Each copy needs a fresh id."
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

extension ListItem {
    /// The row to insert for this item in `containerID` (position set when written).
    func row(in containerID: String) -> ItemRow {
        ItemRow(id: id, containerID: containerID, position: -1, type: type, title: title, payload: payload.jsonText())
    }
}

extension DropTransaction {
    /// `title` in double quotes for a message a person reads (F7), cut to 60 characters with
    /// "…" so a long title keeps the message short. O(length).
    static func quoted(_ title: String) -> String {
        title.count > 60 ? "\"\(title.prefix(59))…\"" : "\"\(title)\""
    }
}
