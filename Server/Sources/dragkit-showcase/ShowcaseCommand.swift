import ArgumentParser
import DragKitShowcase
import Foundation
import Hummingbird

/// `dragkit-showcase`: serves the DragKit showcase web app and its API.
///
/// On start it prints exactly one line to stdout,
/// `DragKit showcase: http://HOST:PORT/`, with the actually bound port, and
/// flushes it. Logs go to stderr. SIGINT/SIGTERM stop it gracefully.
@main
struct ShowcaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dragkit-showcase",
        abstract: "Serve the DragKit showcase: a static web app plus every scene's content stored in SQLite."
    )

    @Option(help: "Address to listen on.")
    var host: String = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free port. (default: $DRAGKIT_PORT, else 8080)")
    var port: Int?

    @Option(help: "SQLite file holding the showcase content; created and seeded if missing, migrated if older. (default: $DRAGKIT_DATABASE, else ./dragkit-showcase.sqlite)")
    var database: String?

    @Option(help: "Folder with the web app's files.")
    var webRoot: String = "Web"

    @Option(help: "The catalogue drops are validated with, the one the page declares (default: <web-root>/showcase/catalog.json).")
    var catalog: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let port: Int
        if let explicit = self.port {
            port = explicit
        } else if let fromEnvironment = environment["DRAGKIT_PORT"], !fromEnvironment.isEmpty {
            guard let parsed = Int(fromEnvironment) else {
                throw ValidationError("DRAGKIT_PORT must be a port number, got '\(fromEnvironment)'.")
            }
            port = parsed
        } else {
            port = 8080
        }
        guard (0...65535).contains(port) else {
            throw ValidationError("The port must be between 0 and 65535, got \(port).")
        }
        let database = self.database ?? environment["DRAGKIT_DATABASE"].flatMap { $0.isEmpty ? nil : $0 } ?? "dragkit-showcase.sqlite"

        let app = try await buildApplication(
            configuration: ShowcaseConfiguration(
                host: host,
                port: port,
                databasePath: database,
                webRoot: webRoot,
                catalogPath: catalog,
                onServerRunning: { host, port in
                    let shownHost = host.contains(":") ? "[\(host)]" : host
                    // Written straight to the file descriptor: nothing is left in a buffer.
                    FileHandle.standardOutput.write(Data("DragKit showcase: http://\(shownHost):\(port)/\n".utf8))
                }
            )
        )
        try await app.runService()
    }
}
