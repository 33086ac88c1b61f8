import Foundation

/// Everything ``buildApplication(configuration:)`` needs to know.
public struct ShowcaseConfiguration: Sendable {
    /// Address to listen on.
    public var host: String
    /// TCP port to listen on; 0 lets the system pick a free port.
    public var port: Int
    /// Path of the SQLite file; created and seeded if it does not exist.
    public var databasePath: String
    /// Folder whose files are served for every non-API path.
    public var webRoot: String
    /// The catalogue drops are validated with (Docs/Catalog.md); `nil` reads the one the page
    /// declares, `<webRoot>/showcase/catalog.json`.
    public var catalogPath: String?
    /// Called once the server listens, with the host and the actually bound
    /// port (useful when ``port`` is 0).
    public var onServerRunning: @Sendable (_ host: String, _ port: Int) async -> Void

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        databasePath: String,
        webRoot: String,
        catalogPath: String? = nil,
        onServerRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.webRoot = webRoot
        self.catalogPath = catalogPath
        self.onServerRunning = onServerRunning
    }

    /// The catalogue file read at start: ``catalogPath``, else `<webRoot>/showcase/catalog.json`.
    public var catalogFile: String {
        catalogPath ?? URL(fileURLWithPath: webRoot).appendingPathComponent("showcase/catalog.json").path
    }
}
