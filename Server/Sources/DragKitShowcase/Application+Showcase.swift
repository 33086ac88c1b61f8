import DragKitStore
import Foundation
import Hummingbird
import Logging

/// Builds the showcase server: opens (creating and seeding if needed) the
/// database at `configuration.databasePath`, and serves the API and the files
/// of `configuration.webRoot` on `configuration.host`:`configuration.port`.
///
/// The returned application is not started; call `runService()` on it, or
/// drive it with HummingbirdTesting. Throws if the database cannot be opened, or if the
/// catalogue (``ShowcaseConfiguration/catalogPath``) is missing or malformed.
/// A missing web root is logged as a warning, not an error.
///
/// Throws ``ShowcaseConfigurationError`` for a host other than loopback without
/// ``ShowcaseConfiguration/allowsRemote``, or with it but without a token.
public func buildApplication(configuration: ShowcaseConfiguration) async throws -> some ApplicationProtocol {
    if !configuration.allowsRemote, !AccessPolicy.isLoopback(configuration.host) {
        throw ShowcaseConfigurationError(
            description: "'\(configuration.host)' is not a loopback address: listening there lets every computer on the network use the showcase; ask for it with --allow-remote (writes then need the install's token)."
        )
    }
    if configuration.allowsRemote, (configuration.token ?? "").count < 16 {
        throw ShowcaseConfigurationError(description: "Listening beyond loopback needs a token of at least 16 characters (--token or DRAGKIT_TOKEN).")
    }
    var logger = Logger(label: "DragKitShowcase")
    logger.logLevel =
        ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info

    let catalog = try TypeCatalog(contentsOf: configuration.catalogFile)
    let store = try ShowcaseStore(
        path: configuration.databasePath, catalog: catalog, followers: configuration.maximumEventFollowers
    )
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: configuration.webRoot, isDirectory: &isFolder) || !isFolder.boolValue {
        logger.warning("Web root \(configuration.webRoot) is not a folder; static files will not be found.")
    }

    let host = configuration.host
    let requestedPort = configuration.port
    let boundPort = BoundPort(requestedPort == 0 ? nil : requestedPort)
    let policy = AccessPolicy(
        allowsRemote: configuration.allowsRemote, token: configuration.token, boundHost: host, boundPort: boundPort
    )
    let router = buildRouter(
        store: store, webRoot: configuration.webRoot, logger: logger, policy: policy,
        eventHeartbeat: configuration.eventHeartbeat
    )
    let onServerRunning = configuration.onServerRunning
    let connections = ConnectionCount(limit: configuration.maximumConnections)
    return Application(
        router: router,
        server: .http1(
            configuration: .init(
                additionalChannelHandlers: [ConnectionLimitHandler(count: connections), ConnectionCloseWatcher()],
                idleTimeout: .seconds(configuration.readTimeoutSeconds)
            )
        ),
        configuration: .init(address: .hostname(host, port: requestedPort), serverName: "DragKitShowcase"),
        onServerRunning: { channel in
            let port = channel.localAddress?.port ?? requestedPort
            boundPort.set(port)
            await onServerRunning(host, port)
        },
        logger: logger
    )
}
