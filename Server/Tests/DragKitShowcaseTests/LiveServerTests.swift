import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import DragKitStoreTestSupport
import Testing

@Suite("Live server")
struct LiveServerTests {
    @Test("Over real HTTP on port 0: reports the bound port, serves the API and files")
    func liveServer() async throws {
        let fixture = try ShowcaseFixture()
        defer { fixture.remove() }
        let reportedPort = Mutex<Int?>(nil)
        let app = try await buildApplication(
            configuration: ShowcaseConfiguration(
                host: "127.0.0.1", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot,
                catalogPath: RepositoryCatalog.path,
                onServerRunning: { _, port in reportedPort.withLock { $0 = port } }
            )
        )
        try await app.test(.live) { client in
            let port = try #require(reportedPort.withLock { $0 })
            #expect(port > 0)
            #expect(port == client.port)

            let containers = try await client.execute(uri: "/api/containers", method: .get)
            #expect(containers.status == .ok)
            let layout = Dictionary(uniqueKeysWithValues: try containerLayout(containers))
            #expect(layout["rem-today"] == seededInbox)
            #expect(layout["rem-errands"] == seededLater)

            let moved = try await client.postDrop(
                #"{"operation":"move","items":["rem-errands-5"],"from":"rem-errands","to":"rem-today","index":0}"#
            )
            #expect(moved.status == .ok)
            #expect(try containerLayout(moved).first?.1.first == "rem-errands-5")

            let representation = try await client.execute(
                uri: "/api/items/photos-library-1/representation?type=com.dragkit.photo", method: .get
            )
            #expect(representation.status == .ok)
            #expect(representation.headers[.contentLength] == "3400000")
            #expect(representation.body.readableBytes == 3_400_000)

            let tooLarge = try await client.postDrop(String(repeating: " ", count: 70_000))
            #expect(tooLarge.status == .contentTooLarge)

            let page = try await client.execute(uri: "/", method: .get)
            #expect(String(buffer: page.body) == ShowcaseFixture.indexHTML)
        }
    }
}
