import GRDB

extension DropTransaction {
    /// Refuses a drop computed on an older view of its containers (issue 13): every container
    /// ``Drop/versions`` names must still be at that version. The message is for people: it
    /// names the container by its title and no internal id. Throws ``DropError/Kind/conflict``. O(1).
    func checkVersions(source: ContainerRow, destination: ContainerRow) throws {
        for container in [source, destination] {
            guard let expected = drop.versions[container.id], expected != container.version else { continue }
            throw DropError(
                .conflict,
                "'\(container.title)' was changed elsewhere (perhaps in another window) after this view of it was shown, so nothing was \(drop.operation.pastTense). The page now shows what is stored."
            )
        }
    }

    /// Counts one more change for each of `containerIDs`. O(containers).
    func bumpVersions(_ containerIDs: [String], _ db: Database) throws {
        for containerID in Set(containerIDs) {
            try db.execute(sql: "UPDATE containers SET version = version + 1 WHERE id = ?", arguments: [containerID])
        }
    }
}

extension DropOperation {
    /// "moved", "copied" or "deleted", for messages.
    var pastTense: String {
        switch self {
        case .move: "moved"
        case .copy: "copied"
        case .delete: "deleted"
        }
    }
}
