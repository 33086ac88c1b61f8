import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
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
                onServerRunning: { _, port in reportedPort.withLock { $0 = port } }
            )
        )
        try await app.test(.live) { client in
            let port = try #require(reportedPort.withLock { $0 })
            #expect(port > 0)
            #expect(port == client.port)

            let containers = try await client.execute(uri: "/api/containers", method: .get)
            #expect(containers.status == .ok)
            #expect(try containerLayout(containers).map(\.1) == [seededInbox, seededLater])

            let moved = try await client.postDrop(
                #"{"operation":"move","items":["later-5"],"from":"later","to":"inbox","index":0}"#
            )
            #expect(moved.status == .ok)
            #expect(try containerLayout(moved).first?.1.first == "later-5")

            let tooLarge = try await client.postDrop(String(repeating: " ", count: 70_000))
            #expect(tooLarge.status == .contentTooLarge)

            let page = try await client.execute(uri: "/", method: .get)
            #expect(String(buffer: page.body) == ShowcaseFixture.indexHTML)
        }
    }
}
