import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitStore

@Suite("API routes")
struct APIRouteTests {
    @Test("GET /api/health")
    func health() async throws {
        try await withShowcase { client, _ in
            let response = try await client.execute(uri: "/api/health", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let object = try jsonObject(response)
            #expect(object.count == 1)
            #expect(object["ok"] as? Bool == true)
        }
    }

    @Test("GET /api/containers returns every list in order, with the documented shape")
    func containers() async throws {
        try await withShowcase { client, _ in
            let response = try await client.execute(uri: "/api/containers", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == ["inbox", "later"])
            #expect(layout.map(\.1) == [seededInbox, seededLater])

            let containers = try #require(try jsonObject(response)["containers"] as? [[String: Any]])
            #expect(containers[0]["title"] as? String == "Inbox")
            #expect(containers[0]["crossOperation"] as? String == "copy")
            #expect((containers[0]["accepts"] as? [Any])?.isEmpty == true)
            let first = try #require((containers[0]["items"] as? [[String: Any]])?.first)
            #expect(first["id"] as? String == "inbox-1")
            #expect(first["type"] as? String == "task")
            #expect(first["title"] as? String == "Buy oat milk")
        }
    }

    @Test("POST /api/drops move: 200 with the affected lists, and it is stored")
    func moveDrop() async throws {
        try await withShowcase { client, store in
            let response = try await client.postDrop(
                #"{"operation":"move","items":["inbox-3","inbox-1"],"from":"inbox","to":"later","index":2}"#
            )
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == ["inbox", "later"])
            #expect(layout[0].1 == ["inbox-2", "inbox-4", "inbox-5"])
            #expect(layout[1].1 == ["later-1", "later-2", "inbox-3", "inbox-1", "later-3", "later-4", "later-5"])
            #expect(try await store.layout() == ["inbox": layout[0].1, "later": layout[1].1])

            // A reorder reports only the one list.
            let reorder = try await client.postDrop(
                #"{"operation":"move","items":["inbox-5"],"from":"inbox","to":"inbox","index":0,"copies":[]}"#
            )
            #expect(reorder.status == .ok)
            let reordered = try containerLayout(reorder)
            #expect(reordered.map(\.0) == ["inbox"])
            #expect(reordered[0].1 == ["inbox-5", "inbox-2", "inbox-4"])
        }
    }

    @Test("POST /api/drops copy: 200, new ids in the destination, source unchanged")
    func copyDrop() async throws {
        try await withShowcase { client, store in
            let response = try await client.postDrop(
                #"{"operation":"copy","items":["later-2"],"from":"later","to":"inbox","index":5,"copies":["later-2-copy"]}"#
            )
            #expect(response.status == .ok)
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == ["inbox", "later"])
            #expect(layout[0].1 == seededInbox + ["later-2-copy"])
            #expect(layout[1].1 == seededLater)
            let inbox = try #require(try await store.containers().first { $0.id == "inbox" })
            #expect(inbox.items.last == ListItem(id: "later-2-copy", type: "task", title: "Read 'The Overstory'"))
        }
    }

    /// A refused request: status, a message fragment, and a body.
    struct Refusal: Sendable, CustomTestStringConvertible {
        var status: HTTPResponse.Status
        var fragment: String
        var body: String
        var testDescription: String { "\(status.code): \(fragment)" }
    }

    static let refusals: [Refusal] = [
        .init(status: .badRequest, fragment: "not valid JSON", body: #"{"operation":"move","#),
        .init(status: .badRequest, fragment: "empty", body: ""),
        .init(status: .badRequest, fragment: "must be a JSON object", body: #"["inbox-1"]"#),
        .init(status: .badRequest, fragment: "Missing field 'items'", body: #"{"operation":"move","from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "Missing field 'index'", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"later"}"#),
        .init(status: .badRequest, fragment: "'operation' must be \"move\" or \"copy\"", body: #"{"operation":"link","items":["inbox-1"],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "Field 'index' must be an integer", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"later","index":"0"}"#),
        .init(status: .badRequest, fragment: "Field 'items[1]' must be a string", body: #"{"operation":"move","items":["inbox-1",7],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "at least one item", body: #"{"operation":"move","items":[],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "appears more than once", body: #"{"operation":"move","items":["inbox-1","inbox-1"],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "not a valid id", body: #"{"operation":"move","items":["../etc"],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "between 0 and 5", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"later","index":9}"#),
        .init(status: .badRequest, fragment: "needs 'copies'", body: #"{"operation":"copy","items":["inbox-1"],"from":"inbox","to":"later","index":0}"#),
        .init(status: .badRequest, fragment: "'copies' has 2 ids but 'items' has 1", body: #"{"operation":"copy","items":["inbox-1"],"from":"inbox","to":"later","index":0,"copies":["a","b"]}"#),
        .init(status: .badRequest, fragment: "only for copy", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"later","index":0,"copies":["a"]}"#),
        .init(status: .notFound, fragment: "'someday' does not exist", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"someday","index":0}"#),
        .init(status: .notFound, fragment: "'someday' does not exist", body: #"{"operation":"move","items":["inbox-1"],"from":"someday","to":"inbox","index":0}"#),
        .init(status: .conflict, fragment: "Item 'later-1' is no longer in 'Inbox'", body: #"{"operation":"move","items":["later-1"],"from":"inbox","to":"later","index":0}"#),
        .init(status: .conflict, fragment: "'later-4' already exists", body: #"{"operation":"copy","items":["inbox-1","inbox-2"],"from":"inbox","to":"later","index":0,"copies":["new-1","later-4"]}"#),
        .init(status: .unprocessableContent, fragment: "'Notes' does not accept items of type 'task'", body: #"{"operation":"move","items":["inbox-1"],"from":"inbox","to":"notes","index":0}"#),
    ]

    @Test("POST /api/drops refusals: status, JSON message, nothing changed", arguments: refusals)
    func refusedDrop(_ refusal: Refusal) async throws {
        try await withShowcase { client, store in
            try await store.addNotesList()
            let before = try await store.contentDump()
            let response = try await client.postDrop(refusal.body)
            #expect(response.status == refusal.status)
            let message = try errorMessage(response)
            #expect(message.contains(refusal.fragment), "\(message)")
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("POST /api/drops with a body over 64 KiB is refused with 413")
    func bodyTooLarge() async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            // Valid JSON, 1000 ids of 64 characters: about 67 KB.
            let ids = (0..<1000).map { "\"\(String(repeating: "a", count: 60))\(String(format: "%04d", $0))\"" }
            let body = #"{"operation":"move","from":"inbox","to":"later","index":0,"items":["# + ids.joined(separator: ",") + "]}"
            #expect(body.utf8.count > 64 * 1024)
            let response = try await client.postDrop(body)
            #expect(response.status == .contentTooLarge)
            #expect(try errorMessage(response).contains("64 KiB"))
            #expect(try await store.contentDump() == before)

            // Just under the limit is read (and then refused for its content, not its size).
            let small = #"{"operation":"move","from":"inbox","to":"later","index":0,"items":["ghost"],"pad":""#
                + String(repeating: "x", count: 64 * 1024 - 200) + "\"}"
            #expect(small.utf8.count <= 64 * 1024)
            let smallResponse = try await client.postDrop(small)
            #expect(smallResponse.status == .conflict)
        }
    }

    @Test("Unknown API paths and methods give a JSON 404")
    func unknownEndpoint() async throws {
        try await withShowcase { client, _ in
            let response = try await client.execute(uri: "/api/nothing-here", method: .get)
            #expect(response.status == .notFound)
            #expect(try errorMessage(response).contains("/api/nothing-here"))

            let wrongMethod = try await client.execute(uri: "/api/drops", method: .get)
            #expect(wrongMethod.status == .notFound)
            #expect(try errorMessage(wrongMethod).contains("GET /api/drops"))
        }
    }
}
