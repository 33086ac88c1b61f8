import GRDB

/// A broken storage invariant detected inside a write transaction.
///
/// Thrown to abort (and so roll back) a transaction whose result would lose,
/// duplicate or misplace items. It signals a bug, never a bad request.
public struct StoreInvariantError: Error, Sendable, CustomStringConvertible {
    public var detail: String

    init(_ detail: String) {
        self.detail = detail
    }

    public var description: String { "Storage invariant broken: \(detail)" }

    /// Throws unless the items of `containerID` occupy exactly positions `0..<count`.
    static func checkContiguousPositions(containerID: String, _ db: Database) throws {
        let row = try Row.fetchOne(
            db,
            sql: "SELECT COUNT(*) AS n, MIN(position) AS lo, MAX(position) AS hi FROM items WHERE container_id = ?",
            arguments: [containerID]
        )
        let count: Int = row?["n"] ?? 0
        guard count > 0 else { return }
        let low: Int = row?["lo"] ?? -1
        let high: Int = row?["hi"] ?? -1
        // With the unique (container_id, position) index, lo == 0 and hi == n-1
        // means the positions are exactly 0..<n.
        guard low == 0, high == count - 1 else {
            throw StoreInvariantError("positions of list '\(containerID)' are \(low)...\(high) for \(count) items")
        }
    }
}
