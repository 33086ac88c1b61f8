import GRDB

extension DropTransaction {
    /// Refuses putting a folder inside itself (issue 13): an item that opens container `C`
    /// (payload `opens`) may not land in `C`, nor in any folder inside `C`. "Inside" follows
    /// both ways a folder holds another: a container's `parent`, and an item in one container
    /// that opens the other. Throws ``DropRefusal/folderInsideItself`` (HTTP 422, issue 34: a
    /// reason of its own, so the page can say it instead of a generic refusal), naming the
    /// folder and, when it is not the folder itself, the place it was dropped in.
    /// O(depth × items that open a container on the way up), at most every container once.
    func checkFolderCycles(_ inserted: [ItemRow], destination: ContainerRow, _ db: Database) throws {
        var folders: [String: String] = [:]  // container opened -> the folder item's title
        for item in inserted {
            if let opens = item.payloadValue["opens"]?.stringValue { folders[opens] = item.title }
        }
        guard !folders.isEmpty else { return }
        var visited: Set<String> = []
        var frontier = [destination.id]
        while let containerID = frontier.popLast() {
            guard visited.insert(containerID).inserted else { continue }
            if let folder = folders[containerID] {
                // A reminder's subtasks are its level (issue 37): said as such.
                let message = destination.scene == "reminders"
                    ? (containerID == destination.id
                        ? "A reminder can't be put among its own subtasks: '\(folder)' was dropped on itself."
                        : "A reminder can't be put among its own subtasks: '\(destination.title)' is a subtask of '\(folder)'.")
                    : containerID == destination.id
                    ? "A folder can't be put inside itself: '\(folder)' was dropped on itself."
                    : "A folder can't be put inside itself: '\(destination.title)' is inside '\(folder)'."
                throw DropError(.folderInsideItself, message)
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
