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
public func buildApplication(configuration: ShowcaseConfiguration) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "DragKitShowcase")
    logger.logLevel =
        ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:)) ?? .info

    let catalog = try TypeCatalog(contentsOf: configuration.catalogFile)
    let store = try ShowcaseStore(path: configuration.databasePath, catalog: catalog)
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: configuration.webRoot, isDirectory: &isFolder) || !isFolder.boolValue {
        logger.warning("Web root \(configuration.webRoot) is not a folder; static files will not be found.")
    }

    let router = buildRouter(store: store, webRoot: configuration.webRoot, logger: logger)
    let host = configuration.host
    let requestedPort = configuration.port
    let onServerRunning = configuration.onServerRunning
    return Application(
        router: router,
        configuration: .init(address: .hostname(host, port: requestedPort), serverName: "DragKitShowcase"),
        onServerRunning: { channel in
            await onServerRunning(host, channel.localAddress?.port ?? requestedPort)
        },
        logger: logger
    )
}
