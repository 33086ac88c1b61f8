import DragKitStore
import Foundation

/// The repository's `Web/showcase/catalog.json`: the catalogue the page declares and the server
/// validates drops with, found from this file's path. Shared by the server's test targets.
public enum RepositoryCatalog {
    public static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Web/showcase/catalog.json").path

    public static let catalog: TypeCatalog = {
        do {
            return try TypeCatalog(contentsOf: path)
        } catch {
            fatalError("\(error)")
        }
    }()
}
