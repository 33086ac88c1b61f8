import GRDB

extension DropTransaction {
    /// Refuses putting a folder inside itself (issue 13): an item that opens container `C`
    /// (payload `opens`) may not land in `C`, nor in any folder inside `C`. "Inside" follows
    /// both ways a folder holds another: a container's `parent`, and an item in one container
    /// that opens the other. Throws ``DropError/Kind/invalidRequest``.
    /// O(depth × items that open a container on the way up), at most every container once.
    func checkFolderCycles(_ inserted: [ItemRow], destination: ContainerRow, _ db: Database) throws {
        let opened = Set(inserted.compactMap { $0.payloadValue["opens"]?.stringValue })
        guard !opened.isEmpty else { return }
        var visited: Set<String> = []
        var frontier = [destination.id]
        while let containerID = frontier.popLast() {
            guard visited.insert(containerID).inserted else { continue }
            if opened.contains(containerID) {
                throw DropError(
                    .invalidRequest,
                    "A folder can't be put inside itself: '\(destination.title)' is in the folder being moved there."
                )
            }
            let holders = try String.fetchAll(
                db,
                sql: """
                    SELECT parent FROM containers WHERE id = ? AND parent IS NOT NULL
                    UNION SELECT container_id FROM items WHERE json_extract(payload, '$.opens') = ?
                    """,
                arguments: [containerID, containerID]
            )
            frontier.append(contentsOf: holders)
        }
    }
}
