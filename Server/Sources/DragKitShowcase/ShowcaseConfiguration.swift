import Foundation

/// Everything ``buildApplication(configuration:)`` needs to know.
public struct ShowcaseConfiguration: Sendable {
    /// Address to listen on. Anything but a loopback address needs ``allowsRemote``.
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
    /// Whether listening on an address other than loopback is wanted (issue 13: it must be
    /// asked for explicitly). Then ``token`` is required on every API request.
    public var allowsRemote: Bool
    /// The install's token, required on every API request when ``allowsRemote`` (see
    /// ``AccessPolicy``); unused on loopback.
    public var token: String?
    /// How long a connection may send nothing, while its request head or body is awaited or
    /// between requests, before it is closed.
    public var readTimeoutSeconds: Int64
    /// Most connections held open at once; more are closed as they arrive.
    public var maximumConnections: Int
    /// Most windows following the store's changes at once (`GET /api/events`); more are
    /// answered 503.
    public var maximumEventFollowers: Int
    /// How often an event stream with nothing to say sends a heartbeat.
    public var eventHeartbeat: Duration
    /// Called once the server listens, with the host and the actually bound
    /// port (useful when ``port`` is 0).
    public var onServerRunning: @Sendable (_ host: String, _ port: Int) async -> Void

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        databasePath: String,
        webRoot: String,
        catalogPath: String? = nil,
        allowsRemote: Bool = false,
        token: String? = nil,
        readTimeoutSeconds: Int64 = 15,
        maximumConnections: Int = 200,
        maximumEventFollowers: Int = 64,
        eventHeartbeat: Duration = .seconds(15),
        onServerRunning: @escaping @Sendable (_ host: String, _ port: Int) async -> Void = { _, _ in }
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.webRoot = webRoot
        self.catalogPath = catalogPath
        self.allowsRemote = allowsRemote
        self.token = token
        self.readTimeoutSeconds = readTimeoutSeconds
        self.maximumConnections = maximumConnections
        self.maximumEventFollowers = maximumEventFollowers
        self.eventHeartbeat = eventHeartbeat
        self.onServerRunning = onServerRunning
    }

    /// The catalogue file read at start: ``catalogPath``, else `<webRoot>/showcase/catalog.json`.
    public var catalogFile: String {
        catalogPath ?? URL(fileURLWithPath: webRoot).appendingPathComponent("showcase/catalog.json").path
    }
}

/// A configuration the server refuses to start with.
public struct ShowcaseConfigurationError: Error, CustomStringConvertible, Sendable {
    public var description: String
}
