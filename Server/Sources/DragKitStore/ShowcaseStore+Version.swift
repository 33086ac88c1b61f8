import GRDB

/// The store's version (issue 12): one number that grows with every stored write, so a window
/// can tell whether what it shows is still what is stored.
///
/// It is the sum of every container's ``ListContainer/version`` (bumped by each drop that
/// changes the container) and every text document's version (bumped by each text drop): every
/// committed write raises it, nothing lowers it, and it survives a restart because it is read
/// from the stored rows, never kept apart from them.
extension ShowcaseStore {
    /// The store's version in `db`. O(containers + documents).
    static func storedVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(
            db,
            sql: "SELECT (SELECT COALESCE(SUM(version), 0) FROM containers) + (SELECT COALESCE(SUM(version), 0) FROM documents)"
        ) ?? 0
    }

    /// The store's version now. O(containers + documents).
    public func version() async throws -> Int {
        try await writer.read { db in try Self.storedVersion(db) }
    }

    /// Every container (as ``containers()``) with the store's version they are at, read in one
    /// transaction, so the version names exactly this content. O(stored content).
    public func versionedContainers() async throws -> (version: Int, containers: [ListContainer]) {
        try await writer.read { db in (try Self.storedVersion(db), try Self.readContainers(db, catalog: self.catalog)) }
    }
}
