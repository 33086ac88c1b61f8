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

    @Test("GET /api/containers returns every container in order, with the documented shape")
    func containers() async throws {
        try await withShowcase { client, store in
            let response = try await client.execute(uri: "/api/containers", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == (try await store.containers()).map(\.id))
            let byID = Dictionary(uniqueKeysWithValues: layout)
            #expect(byID["rem-today"] == seededInbox)

            let containers = try #require(try jsonObject(response)["containers"] as? [[String: Any]])
            let today = try #require(containers.first { $0["id"] as? String == "rem-today" })
            #expect(today["scene"] as? String == "reminders")
            #expect(today["kind"] as? String == "list")
            #expect(today["title"] as? String == "Today")
            #expect(today["crossOperation"] as? String == "move")
            #expect(today["accepts"] as? [String] == ["com.dragkit.reminder", "public.plain-text", "public.url"])  // S1: text and links from other apps
            #expect(today["parent"] is NSNull)
            #expect(today["text"] is NSNull)
            let first = try #require((today["items"] as? [[String: Any]])?.first)
            #expect(first["id"] as? String == "rem-today-1")
            #expect(first["type"] as? String == "com.dragkit.reminder")
            #expect(first["title"] as? String == "Buy oat milk")
            #expect((first["payload"] as? [String: String]) == ["opens": "rem-today-1.subtasks"])  // its subtasks (issue 37)

            let documents = try #require(containers.first { $0["id"] as? String == "files-documents" })
            #expect(documents["parent"] as? String == "files-root")
            let photo = try #require((containers.first { $0["id"] as? String == "photos-library" }?["items"] as? [[String: Any]])?.first)
            #expect((photo["payload"] as? [String: Any])?["width"] as? Int == 4032)

            let note = try #require(containers.first { $0["id"] as? String == "note-shopping" })
            let text = try #require(note["text"] as? [String: Any])
            #expect(text["version"] as? Int == 1)
            let run = try #require((text["runs"] as? [[String: Any]])?.first)
            #expect(Set(run.keys) == ["text", "font", "size", "weight", "italic", "color", "link"])
            #expect(run["link"] is NSNull)
            #expect(run["weight"] as? Int == 700)
        }
    }

    @Test("POST /api/drops move: 200 with the affected lists, and it is stored")
    func moveDrop() async throws {
        try await withShowcase { client, store in
            let response = try await client.postDrop(
                #"{"operation":"move","items":["rem-today-3","rem-today-1"],"from":"rem-today","to":"rem-errands","index":2}"#
            )
            #expect(response.status == .ok)
            #expect(response.headers[.cacheControl] == "no-store")
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == ["rem-today", "rem-errands"])
            #expect(layout[0].1 == ["rem-today-2", "rem-today-4", "rem-today-5"])
            #expect(layout[1].1 == ["rem-errands-1", "rem-errands-2", "rem-today-3", "rem-today-1", "rem-errands-3", "rem-errands-4", "rem-errands-5"])
            #expect(try await store.reminderLayout() == ["rem-today": layout[0].1, "rem-errands": layout[1].1])

            // A reorder reports only the one list.
            let reorder = try await client.postDrop(
                #"{"operation":"move","items":["rem-today-5"],"from":"rem-today","to":"rem-today","index":0,"copies":[]}"#
            )
            #expect(reorder.status == .ok)
            let reordered = try containerLayout(reorder)
            #expect(reordered.map(\.0) == ["rem-today"])
            #expect(reordered[0].1 == ["rem-today-5", "rem-today-2", "rem-today-4"])
        }
    }

    @Test("POST /api/drops copy: 200, new ids in the destination, source unchanged")
    func copyDrop() async throws {
        try await withShowcase { client, store in
            let response = try await client.postDrop(
                #"{"operation":"copy","items":["rem-errands-2"],"from":"rem-errands","to":"rem-today","index":5,"copies":["rem-errands-2-copy"]}"#
            )
            #expect(response.status == .ok)
            let layout = try containerLayout(response)
            #expect(layout.map(\.0) == ["rem-today", "rem-errands"])
            #expect(layout[0].1 == seededInbox + ["rem-errands-2-copy"])
            #expect(layout[1].1 == seededLater)
            let inbox = try #require(try await store.containers().first { $0.id == "rem-today" })
            #expect(
                inbox.items.last
                    == ListItem(
                        id: "rem-errands-2-copy", type: "com.dragkit.reminder", title: "Post the parcel to Gran",
                        payload: ["opens": "rem-errands-2-copy.subtasks"]  // a level of its own (issue 37)
                    )
            )
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
        .init(status: .badRequest, fragment: "must be a JSON object", body: #"["rem-today-1"]"#),
        .init(status: .badRequest, fragment: "Missing field 'items'", body: #"{"operation":"move","from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "Missing field 'index'", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands"}"#),
        .init(status: .badRequest, fragment: "'operation' must be \"move\", \"copy\" or \"delete\"", body: #"{"operation":"link","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "Field 'index' must be an integer", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":"0"}"#),
        .init(status: .badRequest, fragment: "Field 'items[1]' must be a string", body: #"{"operation":"move","items":["rem-today-1",7],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "at least one item", body: #"{"operation":"move","items":[],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "appears more than once", body: #"{"operation":"move","items":["rem-today-1","rem-today-1"],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "not a valid id", body: #"{"operation":"move","items":["../etc"],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "between 0 and 5", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":9}"#),
        .init(status: .badRequest, fragment: "needs 'copies'", body: #"{"operation":"copy","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .badRequest, fragment: "'copies' has 2 ids but 'items' has 1", body: #"{"operation":"copy","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"copies":["a","b"]}"#),
        .init(status: .badRequest, fragment: "only for copy", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"copies":["a"]}"#),
        .init(status: .badRequest, fragment: "The list these items were dropped into does not exist", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"someday","index":0}"#),
        .init(status: .badRequest, fragment: "The list these items come from does not exist", body: #"{"operation":"move","items":["rem-today-1"],"from":"someday","to":"rem-today","index":0}"#),
        .init(status: .conflict, fragment: #""Pick up dry cleaning" is no longer in "Today": it is now in "Errands""#, body: #"{"operation":"move","items":["rem-errands-1"],"from":"rem-today","to":"rem-errands","index":0}"#),
        .init(status: .conflict, fragment: "is already taken", body: #"{"operation":"copy","items":["rem-today-1","rem-today-2"],"from":"rem-today","to":"rem-errands","index":0,"copies":["new-1","rem-errands-4"]}"#),
        .init(status: .badRequest, fragment: "'Notes' does not accept items of type 'com.dragkit.reminder'", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"notes","index":0}"#),
        // S2: a drop's new event times are checked before anything is written.
        .init(status: .badRequest, fragment: "Each start in 'times' must be a start", body: #"{"operation":"move","items":["cal-mon-1"],"from":"cal-mon","to":"cal-thu","index":0,"times":{"cal-mon-1":1440}}"#),
        .init(status: .badRequest, fragment: "Field 'times.<item>' must be an integer", body: #"{"operation":"move","items":["cal-mon-1"],"from":"cal-mon","to":"cal-thu","index":0,"times":{"cal-mon-1":"2 PM"}}"#),
        .init(status: .badRequest, fragment: "not dragged", body: #"{"operation":"move","items":["cal-mon-1"],"from":"cal-mon","to":"cal-thu","index":0,"times":{"cal-mon-2":600}}"#),
        .init(status: .badRequest, fragment: "after midnight", body: #"{"operation":"move","items":["cal-sun-1"],"from":"cal-sun","to":"cal-thu","index":0,"times":{"cal-sun-1":1380}}"#),
        .init(status: .badRequest, fragment: "not an event", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"times":{"rem-today-1":600}}"#),
    ]

    @Test("S2: POST /api/drops with 'times' stores the event at the dropped time, keeping its duration")
    func timedDrop() async throws {
        try await withShowcase { client, store in
            let response = try await client.postDrop(
                #"{"operation":"move","items":["cal-mon-2"],"from":"cal-mon","to":"cal-thu","index":0,"times":{"cal-mon-2":840}}"#
            )
            #expect(response.status == .ok)
            let thursday = try #require(try await store.containers().first { $0.id == "cal-thu" })
            let event = try #require(thursday.items.first { $0.id == "cal-mon-2" })
            #expect(event.payload["start"] == 840)
            #expect(event.payload["minutes"] == 45)
        }
    }

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
            let body = #"{"operation":"move","from":"rem-today","to":"rem-errands","index":0,"items":["# + ids.joined(separator: ",") + "]}"
            #expect(body.utf8.count > 64 * 1024)
            let response = try await client.postDrop(body)
            #expect(response.status == .contentTooLarge)
            #expect(try errorMessage(response).contains("64 KiB"))
            #expect(try await store.contentDump() == before)

            // Just under the limit is read (and then refused for its content, not its size).
            let small = #"{"operation":"move","from":"rem-today","to":"rem-errands","index":0,"items":["ghost"],"pad":""#
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
