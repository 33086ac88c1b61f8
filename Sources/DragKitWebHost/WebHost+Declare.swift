import DragKit

extension WebHost {
    // MARK: Declaring the app's catalogue at run time (Docs/Catalog.md)

    /// Replaces the catalogue with the one `json` declares and starts a fresh engine with its
    /// types, as ``reset()`` does: content registered before is forgotten, so declare before
    /// registering (the bridge re-registers the page's content after a declare). Returns 0; on
    /// bad input returns 1, keeps the catalogue and engine as they were, and leaves
    /// `{"error": "catalog: …"}` in ``output``.
    public mutating func declare(json: [UInt8]) -> Int32 {
        do throws(CatalogError) {
            let catalog = try HostCatalog(json: json)
            self.catalog = catalog
            reset()
            return 0
        } catch {
            output.reset()
            output.beginObject()
            output.key("error"); output.string(error.message)
            output.endObject()
            return 1
        }
    }
}
