import GRDB

/// The content a new database starts with: every scene of the showcase
/// (the containers are listed, with their accepts and cross operations, in
/// `SeedData+Scenes.swift`).
///
/// ``insertMissingScenes(_:)`` writes the containers of each scene that has
/// no container yet, so a new file gets everything on its first open, a file
/// migrated from v1 (whose lists became the Reminders scene) gets the other
/// scenes, and nothing is ever seeded twice.
enum SeedData {
    /// One seeded container.
    struct Container {
        var id: String
        var scene: String
        var kind: ContainerKind
        var title: String
        var crossOperation: DropOperation
        /// Empty means every type.
        var accepts: [String]
        var parent: String? = nil
        var items: [Item] = []
        /// The document of a text kind.
        var text: [TextRun]? = nil
    }

    /// One seeded item.
    struct Item {
        var id: String
        var type: String
        var title: String
        var payload: JSONValue = [:]
    }

    /// Items `<container>-1`, `<container>-2`, … of one type.
    static func numbered(_ container: String, _ type: String, _ entries: [(String, JSONValue)]) -> [Item] {
        entries.enumerated().map { offset, entry in
            Item(id: "\(container)-\(offset + 1)", type: type, title: entry.0, payload: entry.1)
        }
    }

    /// Inserts the containers, items and documents of every scene in
    /// ``containers`` that the database has no container of. New containers
    /// are placed after the existing ones, in catalogue order.
    /// - Returns: the scenes that were inserted.
    @discardableResult
    static func insertMissingScenes(_ db: Database) throws -> Set<String> {
        let present = Set(try String.fetchAll(db, sql: "SELECT DISTINCT scene FROM containers"))
        var position = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM containers") ?? -1) + 1
        var inserted = Set<String>()
        for container in containers where !present.contains(container.scene) {
            try ContainerRow(
                id: container.id, title: container.title, position: position,
                crossOperation: container.crossOperation.rawValue, accepts: container.accepts.joined(separator: " "),
                scene: container.scene, kind: container.kind.rawValue, parent: container.parent
            ).insert(db)
            position += 1
            for (itemPosition, item) in container.items.enumerated() {
                try ItemRow(
                    id: item.id, containerID: container.id, position: itemPosition, type: item.type,
                    title: item.title, payload: item.payload.jsonText()
                ).insert(db)
            }
            if let runs = container.text {
                try DocumentRow(containerID: container.id, runs: runs, version: 1).insert(db)
            }
            inserted.insert(container.scene)
        }
        return inserted
    }
}
