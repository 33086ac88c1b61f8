/// Imports: content dropped in from other apps (issue 12; see ``ImportRequest`` and
/// ``ImportTransaction``).
extension ShowcaseStore {
    /// What an import created: the new items (none when text went into a text view) and the
    /// touched container as committed.
    public struct ImportAnswer: Sendable, Hashable, Codable {
        public var items: [ListItem]
        public var containers: [ListContainer]
    }

    /// Reads, checks and stores `request` in one `BEGIN IMMEDIATE` transaction.
    ///
    /// Every limit (bytes, pixels from the image header, events, text length) is checked and
    /// the content parsed before the transaction starts; the destination's rules inside it.
    /// - Throws: ``ImportError`` when refused (then nothing was stored), or a database error.
    public func applyImport(_ request: ImportRequest) async throws -> ImportAnswer {
        let content = try request.content()
        let prefix = "import-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        let transaction = ImportTransaction(request: request, content: content, catalog: catalog, idPrefix: prefix)
        let touched = try await write(request: nil) { db in try transaction.run(db) }.containers()
        let created = touched.flatMap(\.items).filter { $0.id.hasPrefix(prefix + "-") }
        return ImportAnswer(items: created, containers: touched)
    }

    /// The bytes and MIME type of a stored image (a photo's payload `image`), or nil.
    public func storedImage(_ id: String) async throws -> (mediaType: String, bytes: [UInt8])? {
        guard Identifier.isValid(id) else { return nil }
        return try await writer.read { db in
            try StoredImage.fetchOne(db, key: id).map { ($0.mediaType, Array($0.data)) }
        }
    }
}
