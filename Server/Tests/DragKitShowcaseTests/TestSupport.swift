import DragKitShowcase
import Foundation
import GRDB
import Hummingbird
import HummingbirdTesting
import DragKitStoreTestSupport
import Testing

@testable import DragKitStore

/// A temporary folder with a web root and a database path; removed by `remove()`.
struct ShowcaseFixture {
    static let indexHTML = "<!doctype html><title>DragKit test page</title><h1>Hello from the test web root</h1>\n"
    static let script = "export const answer = 42;\n"
    static let wasm: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]

    let folder: URL
    var databasePath: String { folder.appendingPathComponent("showcase.sqlite").path }
    var webRoot: String { folder.appendingPathComponent("Web").path }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dragkit-showcase-tests-\(UUID().uuidString)", isDirectory: true)
        let web = folder.appendingPathComponent("Web", isDirectory: true)
        try FileManager.default.createDirectory(
            at: web.appendingPathComponent("build", isDirectory: true),
            withIntermediateDirectories: true
        )
        try Data(Self.indexHTML.utf8).write(to: web.appendingPathComponent("index.html"))
        try Data(Self.script.utf8).write(to: web.appendingPathComponent("dragkit.js"))
        try Data(Self.wasm).write(to: web.appendingPathComponent("build/dragkit.wasm"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Builds the application on a fresh fixture and runs `body` with a router
/// test client and a second store handle on the same database file (for
/// inspecting what was really stored). Cleans everything up afterwards.
func withShowcase(
    _ body: @Sendable (any TestClientProtocol, ShowcaseStore) async throws -> Void
) async throws {
    let fixture = try ShowcaseFixture()
    defer { fixture.remove() }
    let app = try await buildApplication(
        configuration: ShowcaseConfiguration(
            host: "127.0.0.1", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot,
            catalogPath: RepositoryCatalog.path
        )
    )
    let inspector = try ShowcaseStore(path: fixture.databasePath, catalog: RepositoryCatalog.catalog)
    defer { try? inspector.close() }
    try await app.test(.router) { client in
        try await body(client, inspector)
    }
}

extension TestClientProtocol {
    /// POSTs `json` to `/api/drops`.
    func postDrop(_ json: String) async throws -> TestResponse {
        try await post(json, to: "/api/drops")
    }

    /// POSTs `json` to `/api/text`.
    func postText(_ json: String) async throws -> TestResponse {
        try await post(json, to: "/api/text")
    }

    func post(_ json: String, to uri: String) async throws -> TestResponse {
        try await execute(
            uri: uri,
            method: .post,
            headers: [.contentType: "application/json"],
            body: ByteBuffer(string: json)
        )
    }
}

/// The response body parsed as a JSON object.
func jsonObject(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView))
    return try #require(value as? [String: Any], sourceLocation: sourceLocation)
}

/// The `error` message of an API error response, checking its shape
/// (`{"error":"…"}` and nothing else) and the no-store header.
func errorMessage(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let object = try jsonObject(response, sourceLocation: sourceLocation)
    #expect(Array(object.keys) == ["error"], sourceLocation: sourceLocation)
    #expect(response.headers[.cacheControl] == "no-store", sourceLocation: sourceLocation)
    #expect(response.headers[.contentType]?.hasPrefix("application/json") == true, sourceLocation: sourceLocation)
    let message = try #require(object["error"] as? String, sourceLocation: sourceLocation)
    #expect(!message.isEmpty, sourceLocation: sourceLocation)
    return message
}

/// `{"containers":[…]}` as (container id, item ids) pairs, checking every
/// container and item has exactly the documented keys.
func containerLayout(_ response: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws -> [(String, [String])] {
    let object = try jsonObject(response, sourceLocation: sourceLocation)
    #expect(Array(object.keys) == ["containers"], sourceLocation: sourceLocation)
    let containers = try #require(object["containers"] as? [[String: Any]], sourceLocation: sourceLocation)
    return try containers.map { container in
        #expect(
            Set(container.keys)
                == ["id", "scene", "kind", "title", "position", "crossOperation", "accepts", "parent", "version", "items", "text"],
            sourceLocation: sourceLocation
        )
        let items = try #require(container["items"] as? [[String: Any]], sourceLocation: sourceLocation)
        for item in items {
            #expect(Set(item.keys) == ["id", "type", "title", "payload"], sourceLocation: sourceLocation)
            #expect(item["payload"] is [String: Any], sourceLocation: sourceLocation)
        }
        return (container["id"] as? String ?? "?", items.map { $0["id"] as? String ?? "?" })
    }
}

extension ShowcaseStore {
    /// The stored order of the two tested reminders lists, leaving the other scenes out.
    func reminderLayout() async throws -> [String: [String]] {
        try await layout().filter { testedLists.contains($0.key) }
    }

    /// Adds a list `notes` titled "Notes" that accepts only type `note`
    /// (there is no API for creating containers).
    func addNotesList() async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO containers (id, title, position, cross_operation, accepts)
                    VALUES ('notes', 'Notes', 2, 'move', 'note');
                    """
            )
        }
    }
}

/// The two seeded reminders lists most drop tests use.
let testedLists: Set<String> = ["rem-today", "rem-errands"]
let seededInbox = ["rem-today-1", "rem-today-2", "rem-today-3", "rem-today-4", "rem-today-5"]
let seededLater = ["rem-errands-1", "rem-errands-2", "rem-errands-3", "rem-errands-4", "rem-errands-5"]
