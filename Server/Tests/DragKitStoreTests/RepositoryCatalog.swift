import DragKitStore
import Foundation

/// The repository's `Web/showcase/catalog.json`: the catalogue the page declares and the server
/// validates drops with, found from this file's path.
enum RepositoryCatalog {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Web/showcase/catalog.json").path

    static let catalog: TypeCatalog = {
        do {
            return try TypeCatalog(contentsOf: path)
        } catch {
            fatalError("\(error)")
        }
    }()
}
