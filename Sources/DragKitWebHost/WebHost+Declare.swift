import DragKit
import DragKitTypes

extension WebHost {
    // MARK: Declaring the app's catalogue at run time (Docs/Catalog.md)

    /// Replaces the catalogue with `catalog` and starts a fresh engine with its types, as
    /// ``reset()`` does: content registered before is forgotten, so declare before registering
    /// (the bridge re-registers the page's content after a declare). O(size of the catalogue).
    public mutating func declare(_ catalog: Catalog) {
        self.catalog = HostCatalog(catalog)
        reset()
    }

    /// Leaves the `refusal` answer (`{error: "catalog: …"}`) in ``output`` for a refused
    /// declaration and returns 1, the status the bridge turns into an `Error` with that message.
    public mutating func refuse(_ error: CatalogError) -> Int32 {
        output.answerRefusal(WireRefusal(error: error.message))
        return 1
    }
}
