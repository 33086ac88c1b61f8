import GRDB

/// Reminders' subtasks and board (issue 37).
///
/// **Subtasks.** Every reminder in a Reminders list opens a level of its own, a `list`
/// container of the reminders scene that holds its subtasks, as a Files folder item opens its
/// folder: the item's payload names it (`opens`) and the level's `parent` is the list that holds
/// the reminder. A reminder's level exists before it has subtasks, so an empty level takes a drop
/// indented under its row. A subtask is a reminder too, with a level of its own (subtasks of
/// subtasks). Moving a reminder moves only its row; its level, and every subtask in it, stays
/// opened by it, so the subtasks travel with it and an undo (a move back) restores it exactly. A
/// reminder never lands in its own subtasks (``DropTransaction/checkFolderCycles(_:destination:_:)``).
///
/// **Board.** `rem-board` (kind `board`) holds one item per list, of type
/// ``columnType``, that opens the list: the board's columns in order, and the order the list view
/// shows the lists in. Reordering columns is an ordinary move inside `rem-board`.
enum ReminderLevels {
    /// The board of Reminders' lists.
    static let boardID = "rem-board"
    /// The type of a board's column: an item that opens a Reminders list.
    static let columnType = "com.dragkit.reminder-list"

    /// The id of the level reminder `itemID` opens: `<item>.subtasks` while that is a valid id,
    /// else `sub-<hash of the item id>`. O(length).
    static func levelID(for itemID: String) -> String {
        let plain = itemID + ".subtasks"
        if Identifier.isValid(plain) { return plain }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in itemID.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "sub-" + String(hash, radix: 36)
    }

    /// Gives every item of a Reminders list that opens no level one (a new empty level, or the
    /// level of that id when no item opens it any more: a deleted reminder brought back).
    /// Returns the ids of the containers it created, in the order created. Runs inside the
    /// caller's transaction, after every write that can add reminders, and when the store opens.
    /// Only in a store whose Reminders have the board (seeded since issue 37): lists migrated from
    /// an older file stay as they were, plain lists. O(items of the Reminders lists without a
    /// level) besides two queries.
    @discardableResult
    static func ensure(_ db: Database) throws -> [String] {
        var created: [String] = []
        guard try ContainerRow.exists(db, key: boardID) else { return created }
        let missing = try Row.fetchAll(
            db,
            sql: """
                SELECT i.id, i.container_id, i.title, i.payload FROM items i JOIN containers c ON c.id = i.container_id
                WHERE c.scene = 'reminders' AND c.kind = 'list' AND json_extract(i.payload, '$.opens') IS NULL
                ORDER BY c.position, i.position
                """
        )
        var position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM containers") ?? -1) + 1
        for row in missing {
            let itemID: String = row["id"], holder: String = row["container_id"], title: String = row["title"]
            var levelID = Self.levelID(for: itemID)
            var suffix = 2
            while let existing = try ContainerRow.fetchOne(db, key: levelID) {
                let opened = try Bool.fetchOne(
                    db, sql: "SELECT EXISTS (SELECT 1 FROM items WHERE json_extract(payload, '$.opens') = ?)", arguments: [levelID]
                ) ?? true
                if !opened && existing.scene == "reminders" && existing.kind == ContainerKind.list.rawValue { break }
                levelID = Self.levelID(for: "\(itemID)-\(suffix)")
                suffix += 1
            }
            if try ContainerRow.exists(db, key: levelID) {
                try db.execute(sql: "UPDATE containers SET parent = ? WHERE id = ?", arguments: [holder, levelID])
            } else {
                try ContainerRow(
                    id: levelID, title: title, position: position, crossOperation: DropOperation.move.rawValue,
                    accepts: SeedData.reminderAccepts.joined(separator: " "), scene: "reminders",
                    kind: ContainerKind.list.rawValue, parent: holder
                ).insert(db)
                position += 1
                created.append(levelID)
            }
            var payload = JSONValue.parse(row["payload"] as String) ?? .object([:])
            if case .object(var members) = payload {
                members["opens"] = .string(levelID)
                payload = .object(members)
            } else {
                payload = .object(["opens": .string(levelID)])
            }
            try db.execute(sql: "UPDATE items SET payload = ? WHERE id = ?", arguments: [payload.jsonText(), itemID])
        }
        return created
    }

    /// Whether container `id` is a Reminders level or list (a reminder's subtasks live in one),
    /// so that a copy of a reminder gets a level of its own rather than sharing its original's.
    /// O(1).
    static func isRemindersContainer(_ id: String, _ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT scene FROM containers WHERE id = ?", arguments: [id]) == "reminders"
    }
}
