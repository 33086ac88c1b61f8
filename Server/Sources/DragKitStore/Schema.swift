import GRDB

/// The database schema, as a list of GRDB migrations.
///
/// Migrations are applied in order by ``ShowcaseStore`` when it opens a file;
/// each runs once per database file. Never edit a shipped migration: add a new one.
enum Schema {
    /// The migrator holding every migration of the store.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: containers and items") { db in
            try db.execute(
                sql: """
                    CREATE TABLE containers (
                        id TEXT PRIMARY KEY NOT NULL,
                        title TEXT NOT NULL,
                        position INTEGER NOT NULL,
                        cross_operation TEXT NOT NULL CHECK (cross_operation IN ('copy', 'move')),
                        accepts TEXT NOT NULL DEFAULT ''
                    );
                    CREATE TABLE items (
                        id TEXT PRIMARY KEY NOT NULL,
                        container_id TEXT NOT NULL REFERENCES containers(id),
                        position INTEGER NOT NULL,
                        type TEXT NOT NULL,
                        title TEXT NOT NULL
                    );
                    -- Two items can never share a slot in one list, even transiently
                    -- across a committed transaction.
                    CREATE UNIQUE INDEX items_container_position ON items(container_id, position);
                    """
            )
        }
        return migrator
    }
}
