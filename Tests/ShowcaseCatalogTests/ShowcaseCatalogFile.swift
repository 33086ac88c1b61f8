import DragKit
import DragKitCatalog
import DragKitWebHost
import Foundation

// The showcase's catalogue as the page and the server read it: `Web/showcase/catalog.json`,
// read by `DragKitCatalog` (the reader native hosts and the server use; the page declares the
// same data through the wasm's typed exports). These names keep the tests reading
// as they did when the catalogue was Swift.

/// The repository's `Web/showcase/catalog.json`, found from this file's path.
enum ShowcaseCatalogFile {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Web/showcase/catalog.json")

    static let bytes: [UInt8] = {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("Web/showcase/catalog.json is missing at \(url.path)")
        }
        return [UInt8](data)
    }()

    /// The catalogue as data, as `DragKitCatalog` reads it (the server's reader too).
    static let data: Catalog = {
        do throws(CatalogError) {
            return try Catalog(json: bytes)
        } catch {
            fatalError("Web/showcase/catalog.json is malformed: \(error.message)")
        }
    }()

    static let catalog = HostCatalog(data)
}

extension HostCatalog {
    /// The showcase's catalogue (`Web/showcase/catalog.json`).
    static var showcase: HostCatalog { ShowcaseCatalogFile.catalog }
}

/// The showcase's catalogue as functions of kinds, as the tests ask it.
enum ShowcaseCatalog {
    /// The size the attachments strip shows a dropped image at (F3).
    static let attachmentSize = Size(width: 104, height: 101)

    static func policy(kind: String, base: ContainerPolicy) -> ContainerPolicy {
        HostCatalog.showcase.policy(kind, base)
    }
}

/// The showcase's item types.
enum ShowcaseType {
    static let photo: TypeIdentifier = "com.dragkit.photo"
    static let clipping: TypeIdentifier = "com.dragkit.clipping"
    static let chart: TypeIdentifier = "com.dragkit.chart"
    static let note: TypeIdentifier = "com.dragkit.note"
}
