import ArgumentParser
import DragKitShowcase
import Foundation
import Hummingbird

/// `dragkit-showcase`: serves the DragKit showcase web app and its API.
///
/// On start it prints exactly one line to stdout,
/// `DragKit showcase: http://HOST:PORT/`, with the actually bound port, and
/// flushes it (with `--allow-remote`, a second line with the address that carries the
/// token). Logs go to stderr. SIGINT/SIGTERM stop it gracefully.
@main
struct ShowcaseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dragkit-showcase",
        abstract: "Serve the DragKit showcase: a static web app plus every scene's content stored in SQLite."
    )

    @Option(help: "Address to listen on. Anything but loopback (127.0.0.1, ::1, localhost) needs --allow-remote.")
    var host: String = "127.0.0.1"

    @Flag(help: "Allow listening on an address other than loopback. Every API request then needs the install's token.")
    var allowRemote = false

    @Option(help: "The install's token for --allow-remote (default: $DRAGKIT_TOKEN, else the one stored next to the database in <database>.token, made on first use).")
    var token: String?

    @Option(help: "Port to listen on; 0 picks a free port. (default: $DRAGKIT_PORT, else 8080)")
    var port: Int?

    @Option(help: "Seconds a connection may send nothing while its request head or body is awaited, or between requests, before it is closed.")
    var readTimeout: Int = 15

    @Option(help: "Most connections held open at once; more are closed as they arrive.")
    var maxConnections: Int = 200

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

        guard allowRemote || AccessPolicy.isLoopback(host) else {
            throw ValidationError(
                "'\(host)' is not a loopback address: every computer that can reach it could change the showcase's content. Add --allow-remote to mean it; API requests then need the install's token."
            )
        }
        let token: String?
        if allowRemote {
            token = try installToken(database: database, environment: environment)
        } else {
            token = nil
        }
        guard readTimeout > 0, maxConnections > 0 else {
            throw ValidationError("--read-timeout and --max-connections must be positive.")
        }

        let app = try await buildApplication(
            configuration: ShowcaseConfiguration(
                host: host,
                port: port,
                databasePath: database,
                webRoot: webRoot,
                catalogPath: catalog,
                allowsRemote: allowRemote,
                token: token,
                readTimeoutSeconds: Int64(readTimeout),
                maximumConnections: maxConnections,
                onServerRunning: { host, port in
                    let shownHost = host.contains(":") ? "[\(host)]" : host
                    var lines = "DragKit showcase: http://\(shownHost):\(port)/\n"
                    if let token {
                        lines += "Open http://<this computer>:\(port)/?token=\(token) once in each browser; API requests without the token are refused.\n"
                    }
                    // Written straight to the file descriptor: nothing is left in a buffer.
                    FileHandle.standardOutput.write(Data(lines.utf8))
                }
            )
        )
        try await app.runService()
    }

    /// The token for `--allow-remote`: `--token`, else `$DRAGKIT_TOKEN`, else the one kept in
    /// `<database>.token` (readable by its owner only), made from 32 random bytes on first use.
    private func installToken(database: String, environment: [String: String]) throws -> String {
        if let token, !token.isEmpty { return token }
        if let fromEnvironment = environment["DRAGKIT_TOKEN"], !fromEnvironment.isEmpty { return fromEnvironment }
        let file = database + ".token"
        if let stored = try? String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
            stored.count >= 16
        {
            return stored
        }
        var generator = SystemRandomNumberGenerator()
        let made = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
        guard FileManager.default.createFile(atPath: file, contents: Data(made.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw ValidationError("Could not store the install's token in \(file); pass --token or set DRAGKIT_TOKEN.")
        }
        return made
    }
}
