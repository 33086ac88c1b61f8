import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import DragKitStoreTestSupport
import Testing

/// Issue 12 (S9, S14): `GET /api/events` over real HTTP: a window following the store hears of
/// every stored write within the event's round trip, several windows follow at once, the number
/// of followers is bounded (503 with a message beyond it), a window that goes away is counted
/// out, and shutting the server down ends the streams instead of waiting for them.
@Suite("Event stream")
struct EventsRouteTests {
    static let move = #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0}"#

    /// The versions of the `change` events in an event stream's text, in order.
    static func versions(in stream: String) -> [Int] {
        stream.components(separatedBy: "\n\n").compactMap { block in
            guard block.contains("event: change"), let data = block.components(separatedBy: "data: ").last else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Int])?["version"]
        }
    }

    /// The `DragKit-Store-Version` header of `response`.
    static func storeVersion(_ response: TestResponse) -> String? {
        response.headers.first { $0.name.canonicalName == "dragkit-store-version" }?.value
    }

    /// Runs `body` with a live server (at most `followers` event streams, heartbeats every 100 ms)
    /// and its port.
    static func withLiveServer(
        followers: Int = 8, heartbeat: Duration = .milliseconds(100),
        _ body: @Sendable (any TestClientProtocol, Int) async throws -> Void
    ) async throws {
        let fixture = try ShowcaseFixture()
        defer { fixture.remove() }
        let port = Mutex<Int?>(nil)
        let app = try await buildApplication(
            configuration: ShowcaseConfiguration(
                host: "127.0.0.1", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot,
                catalogPath: RepositoryCatalog.path, maximumEventFollowers: followers, eventHeartbeat: heartbeat,
                onServerRunning: { _, bound in port.withLock { $0 = bound } }
            )
        )
        try await app.test(.live) { client in
            try await body(client, try #require(port.withLock { $0 }))
        }
    }

    @Test("S9, issue 12: a stored drop reaches a following window as the store's new version")
    func eventAfterWrite() async throws {
        try await Self.withLiveServer { client, port in
            let stream = try RawHTTPConnection(port: port, get: "/api/events")
            defer { stream.close() }
            let opened = try await stream.read { Self.versions(in: $0).count == 1 }
            #expect(opened.hasPrefix("HTTP/1.1 200"))
            #expect(opened.lowercased().contains("content-type: text/event-stream"))
            #expect(opened.contains("retry: 1000"), "a browser reconnects a second after losing the stream")
            let before = try #require(Self.versions(in: opened).first)
            let listed = try await client.execute(uri: "/api/containers", method: .get)
            #expect(Self.storeVersion(listed) == String(before), "the stream starts at the version the content is at")

            #expect(try await client.postDrop(Self.move).status == .ok)
            let after = try await stream.read { Self.versions(in: $0).count == 2 }
            let published = try #require(Self.versions(in: after).last)
            #expect(published > before)
            let now = try await client.execute(uri: "/api/containers", method: .get)
            #expect(Self.storeVersion(now) == String(published))

            // A refused drop (the item is no longer in Today) publishes nothing.
            #expect(try await client.postDrop(Self.move).status == .conflict)
            try await stream.read { $0.components(separatedBy: ": heartbeat").count > 3 }
            #expect(Self.versions(in: stream.text) == [before, published])
        }
    }

    @Test("S9, issue 12: several windows follow at once, and each hears of every write")
    func severalFollowers() async throws {
        try await Self.withLiveServer { client, port in
            let streams = try (0..<3).map { _ in try RawHTTPConnection(port: port, get: "/api/events") }
            defer { streams.forEach { $0.close() } }
            for stream in streams { try await stream.read { Self.versions(in: $0).count == 1 } }
            #expect(try await client.postDrop(Self.move).status == .ok)
            #expect(try await client.postText(#"{"documents":[{"container":"notes-quick","version":1,"runs":[{"text":"Milk"}]}]}"#).status == .ok)
            var heard: [[Int]] = []
            for stream in streams {
                heard.append(Self.versions(in: try await stream.read { Self.versions(in: $0).count == 3 }))
            }
            #expect(Set(heard.map { $0 }).count == 1, "every window heard the same versions: \(heard)")
            #expect(heard[0] == heard[0].sorted() && Set(heard[0]).count == 3, "\(heard[0])")
        }
    }

    @Test("Issue 12: followers are bounded (503 with a message beyond), and a window that goes away frees its place")
    func boundedAndCleanedUp() async throws {
        try await Self.withLiveServer(followers: 2) { client, port in
            let first = try RawHTTPConnection(port: port, get: "/api/events")
            let second = try RawHTTPConnection(port: port, get: "/api/events")
            defer { second.close() }
            try await first.read { Self.versions(in: $0).count == 1 }
            try await second.read { Self.versions(in: $0).count == 1 }

            let refused = try await client.execute(uri: "/api/events", method: .get)
            #expect(refused.status == .serviceUnavailable)
            let message = try errorMessage(refused)
            #expect(message.contains("Too many windows"), "\(message)")
            #expect(refused.headers[.retryAfter] != nil)

            // The first window goes away; at its next heartbeat the server counts it out.
            first.close()
            var reopened: RawHTTPConnection?
            for _ in 0..<50 where reopened == nil {
                let attempt = try RawHTTPConnection(port: port, get: "/api/events")
                let head = try await attempt.read { $0.contains("\r\n\r\n") }
                if head.hasPrefix("HTTP/1.1 200") { reopened = attempt } else { attempt.close(); try await Task.sleep(for: .milliseconds(100)) }
            }
            let third = try #require(reopened, "the place of the window that went away is free again")
            defer { third.close() }
            #expect(try await client.postDrop(Self.move).status == .ok)
            try await third.read { Self.versions(in: $0).count == 2 }
            // The stream is still open here: shutting the server down ends it rather than waiting.
        }
    }

    /// The number of open event streams the server reports (`GET /api/stats`).
    static func openStreams(_ client: any TestClientProtocol) async throws -> Int {
        let response = try await client.execute(uri: "/api/stats", method: .get)
        return try #require(try jsonObject(response)["eventStreams"] as? Int)
    }

    @Test("Issue 34: a client that closes its event stream is counted out at once, not at the next heartbeat")
    func closedStreamCountedOutAtOnce() async throws {
        // A heartbeat far beyond the test's time limit: only the close itself can count the stream out.
        try await Self.withLiveServer(heartbeat: .seconds(3600)) { client, port in
            #expect(try await Self.openStreams(client) == 0)
            let streams = try (0..<3).map { _ in try RawHTTPConnection(port: port, get: "/api/events") }
            for stream in streams { try await stream.read { Self.versions(in: $0).count == 1 } }
            #expect(try await Self.openStreams(client) == 3)
            streams[0].close()
            var open = 3
            for _ in 0..<200 where open != 2 {
                open = try await Self.openStreams(client)
                if open != 2 { try await Task.sleep(for: .milliseconds(25)) }
            }
            #expect(open == 2, "the closed stream is counted out without a heartbeat")
            streams[1].close()
            streams[2].close()
            for _ in 0..<200 where open != 0 {
                open = try await Self.openStreams(client)
                if open != 0 { try await Task.sleep(for: .milliseconds(25)) }
            }
            #expect(open == 0)
            // The streams still open hear of writes as before: a new one does.
            let again = try RawHTTPConnection(port: port, get: "/api/events")
            defer { again.close() }
            try await again.read { Self.versions(in: $0).count == 1 }
            #expect(try await client.postDrop(Self.move).status == .ok)
            try await again.read { Self.versions(in: $0).count == 2 }
        }
    }
}
