import GRDB

/// The database schema, as a list of GRDB migrations.
///
/// Migrations are applied in order by ``ShowcaseStore`` when it opens a file;
/// each runs once per database file. Never edit a shipped migration: add a new one.
enum Schema {
    /// The migrator holding every migration of the store.
    ///
    /// - v1: `containers` (id, title, position, cross_operation, accepts) and
    ///   `items` (id, container_id, position, type, title).
    /// - v2: containers gain `scene`, `kind` and `parent`; items gain `payload`
    ///   (JSON object text); `documents` holds the text of text containers.
    ///   Existing lists become Reminders `list` containers (see the migration).
    /// - v3: containers gain `version` (bumped by every drop that changes them);
    ///   `applied_requests` remembers the answer to each write sent with a request id
    ///   (``AppliedRequests``).
    /// - v4: `images` keeps the bytes of images dropped in from other apps (``StoredImage``),
    ///   keyed by their own id, which a photo's payload names (`image`), so copies share them.
    /// - v5: Reminders lists also take text and links from other apps (S1, A2: one reminder per
    ///   line or link), so the page lets such drops in: their `accepts` gain `public.plain-text`
    ///   and `public.url` (``SeedData/reminderAccepts``).
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
        migrator.registerMigration("v2: scenes, kinds, payloads and documents") { db in
            // A v1 file holds task lists: they become Reminders lists (the
            // column defaults), their tasks reminders; lists that accepted
            // tasks or anything now take reminders.
            try db.execute(
                sql: """
                    ALTER TABLE containers ADD COLUMN scene TEXT NOT NULL DEFAULT 'reminders';
                    ALTER TABLE containers ADD COLUMN kind TEXT NOT NULL DEFAULT 'list';
                    ALTER TABLE containers ADD COLUMN parent TEXT REFERENCES containers(id);
                    ALTER TABLE items ADD COLUMN payload TEXT NOT NULL DEFAULT '{}';
                    CREATE TABLE documents (
                        container_id TEXT PRIMARY KEY NOT NULL REFERENCES containers(id),
                        runs TEXT NOT NULL DEFAULT '[]',
                        version INTEGER NOT NULL DEFAULT 0
                    );
                    UPDATE items SET type = 'com.dragkit.reminder' WHERE type = 'task';
                    UPDATE containers
                        SET accepts = TRIM(REPLACE(' ' || accepts || ' ', ' task ', ' com.dragkit.reminder '));
                    UPDATE containers SET accepts = 'com.dragkit.reminder' WHERE accepts = '';
                    """
            )
        }
        migrator.registerMigration("v3: container versions and applied requests") { db in
            // Every container counts its changes, so a drop computed on an older view of it can
            // be refused (409) instead of landing at a wrong place; every write that carried a
            // request id is remembered with its answer, so a retry is answered, not applied again.
            try db.execute(
                sql: """
                    ALTER TABLE containers ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
                    CREATE TABLE applied_requests (
                        id TEXT PRIMARY KEY NOT NULL,
                        sequence INTEGER NOT NULL UNIQUE,
                        fingerprint TEXT NOT NULL,
                        response TEXT NOT NULL
                    );
                    """
            )
        }
        migrator.registerMigration("v4: images dropped in from other apps") { db in
            try db.execute(
                sql: """
                    CREATE TABLE images (
                        id TEXT PRIMARY KEY NOT NULL,
                        media_type TEXT NOT NULL,
                        width INTEGER NOT NULL,
                        height INTEGER NOT NULL,
                        data BLOB NOT NULL
                    );
                    """
            )
        }
        migrator.registerMigration("v5: reminders lists take text and links from other apps") { db in
            try db.execute(
                sql: "UPDATE containers SET accepts = ? WHERE scene = 'reminders' AND kind = 'list' AND accepts = 'com.dragkit.reminder'",
                arguments: [SeedData.reminderAccepts.joined(separator: " ")]
            )
        }
        return migrator
    }
}
