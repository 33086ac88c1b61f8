import DragKitShowcase
import DragKitStore
import Foundation
import Testing

@Suite("Server start: the catalogue the page declares")
struct CatalogStartupTests {
    @Test("The server refuses to start without its catalogue, saying which file it looked for")
    func refusesWithoutCatalog() async throws {
        let fixture = try ShowcaseFixture()
        defer { fixture.remove() }
        do {
            _ = try await buildApplication(
                configuration: ShowcaseConfiguration(
                    host: "127.0.0.1", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot))
            Issue.record("the server built without a catalogue")
        } catch {
            #expect("\(error)".contains("\(fixture.webRoot)/showcase/catalog.json is missing or unreadable"), "\(error)")
        }
        let broken = fixture.folder.appendingPathComponent("broken.json")
        try Data("{\"types\": 3}".utf8).write(to: broken)
        do {
            _ = try await buildApplication(
                configuration: ShowcaseConfiguration(
                    host: "127.0.0.1", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot,
                    catalogPath: broken.path))
            Issue.record("the server built with a malformed catalogue")
        } catch {
            #expect("\(error)".contains("'types' must be an array"), "\(error)")
        }
    }
}
