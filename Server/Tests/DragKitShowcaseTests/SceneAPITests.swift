import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitStore

@Suite("Scene API: drops, text and representations")
struct SceneAPITests {
    @Test("POST /api/drops: delete, indices, created and copies with payloads")
    func itemDrops() async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let copy = try await client.postDrop(
                #"{"operation":"copy","items":["mail-contacts-2"],"from":"mail-contacts","to":"mail-to","index":0,"copies":["to-grace"],"created":[{"id":"to-grace","type":"public.vcard","title":"Grace Hopper","payload":{"name":"Grace Hopper","email":"grace@example.com"}}]}"#
            )
            #expect(copy.status == .ok)
            #expect(try containerLayout(copy).map(\.0) == ["mail-contacts", "mail-to"])
            let recipient = try #require(try await store.containers().first { $0.id == "mail-to" }?.items.first)
            #expect(recipient.payload == ["name": "Grace Hopper", "email": "grace@example.com"])

            let undo = try await client.postDrop(#"{"operation":"delete","items":["to-grace"],"from":"mail-to"}"#)
            #expect(undo.status == .ok)
            #expect(try containerLayout(undo).map(\.0) == ["mail-to"])
            #expect(try await store.contentDump() == before)

            let clipping = try await client.postDrop(
                #"{"operation":"copy","items":[],"to":"files-root","index":4,"created":[{"id":"clip-1","type":"com.dragkit.clipping","title":"Idea","payload":{"text":"Paint the shed blue"}}]}"#
            )
            #expect(clipping.status == .ok)
            #expect(try containerLayout(clipping).first?.1.last == "clip-1")

            let scattered = try await client.postDrop(
                #"{"operation":"move","items":["cal-mon-2","cal-mon-1"],"from":"cal-mon","to":"cal-tue","indices":[0,2]}"#
            )
            #expect(scattered.status == .ok)
            #expect(try await store.layout()["cal-tue"] == ["cal-mon-2", "cal-tue-1", "cal-mon-1"])
        }
    }

    @Test(
        "Refused item drops: 400 with a reason, nothing changed",
        arguments: [
            (#"{"operation":"copy","items":["photos-library-1"],"from":"photos-library","to":"print","index":0,"copies":["p1"]}"#, "a print control doesn't store items"),
            (#"{"operation":"copy","items":["rem-today-1"],"from":"rem-today","to":"photos-shared","index":0,"copies":["p1"]}"#, "does not accept"),
            (#"{"operation":"move","items":["files-root-3"],"from":"files-dropbox","to":"files-root","index":0}"#, "write-only"),
            (#"{"operation":"copy","items":[],"to":"files-root","index":0,"created":[{"id":"c1","type":"public.file","title":"x","payload":"nope"}]}"#, "must be a JSON object"),
            (#"{"operation":"copy","items":[],"to":"nowhere","index":0,"created":[{"id":"c1","type":"public.file","title":"x","payload":{}}]}"#, "The list these items were dropped into does not exist"),
        ]
    )
    func refusedDrops(_ body: String, _ fragment: String) async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let response = try await client.postDrop(body)
            #expect(response.status == .badRequest)
            #expect(try errorMessage(response).contains(fragment))
            #expect(try await store.contentDump() == before)
        }
    }

    @Test(
        "§7, S9: a drop computed on a stale view of its source is a 409 and changes nothing, whatever its operation",
        arguments: [
            #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":1,"versions":{"rem-today":0,"rem-errands":0}}"#,
            #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":1,"versions":{"rem-today":0}}"#,
            #"{"operation":"copy","items":["rem-today-1"],"from":"rem-today","to":"rem-work","index":0,"copies":["c1"],"versions":{"rem-today":0,"rem-work":0}}"#,
            #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-today","index":3,"versions":{"rem-today":0}}"#,
            #"{"operation":"delete","items":["rem-today-1"],"from":"rem-today","versions":{"rem-today":0}}"#,
        ]
    )
    func staleSource(_ body: String) async throws {
        try await withShowcase { client, store in
            // Another window reorders Today: a view of Today at version 0 is now stale, while the
            // destinations (Errands, Work) are as this view saw them.
            let reorder = try await client.postDrop(
                #"{"operation":"move","items":["rem-today-3"],"from":"rem-today","to":"rem-today","index":0}"#
            )
            #expect(reorder.status == .ok)
            let before = try await store.contentDump()
            let versions = try await Dictionary(uniqueKeysWithValues: store.containers().map { ($0.id, $0.version) })
            #expect(versions["rem-today"] == 1 && versions["rem-errands"] == 0 && versions["rem-work"] == 0)
            let response = try await client.postDrop(body)
            #expect(response.status == .conflict)
            let message = try errorMessage(response)
            #expect(message.contains("'Today' was changed elsewhere"), "names the stale source: \(message)")
            #expect(!message.contains("rem-"), "names no internal ids: \(message)")
            // Nothing changed: every container's items, order and version, every table.
            #expect(try await store.contentDump() == before)
            #expect(try await Dictionary(uniqueKeysWithValues: store.containers().map { ($0.id, $0.version) }) == versions)
        }
    }

    @Test("POST /api/text: versions, 409 when stale, 400 when malformed; refusals change nothing")
    func textDrops() async throws {
        try await withShowcase { client, store in
            let edited = try await client.postText(
                #"{"documents":[{"container":"mail-body","version":1,"runs":[{"text":"Hi Ada,","weight":700}]}]}"#
            )
            #expect(edited.status == .ok)
            let container = try #require((try jsonObject(edited)["containers"] as? [[String: Any]])?.first)
            let text = try #require(container["text"] as? [String: Any])
            #expect(text["version"] as? Int == 2)
            let run = try #require((text["runs"] as? [[String: Any]])?.first)
            #expect(run["text"] as? String == "Hi Ada," && run["weight"] as? Int == 700 && run["font"] as? String == "system")

            let before = try await store.contentDump()
            let stale = try await client.postText(
                #"{"documents":[{"container":"mail-body","version":1,"runs":[{"text":"Old"}]}]}"#
            )
            #expect(stale.status == .conflict)
            #expect(try errorMessage(stale).contains("version 2"))
            for body in [
                #"{"documents":[{"container":"mail-body","version":2,"runs":[{"bold":true}]}]}"#,
                #"{"documents":[{"container":"rem-today","version":0,"runs":[]}]}"#,
                #"{"documents":[{"container":"ghost","version":0,"runs":[]}]}"#,
                #"{"nothing":[]}"#,
                #"{"documents":[{"container":"mail-body","version":2,"runs":[{"text":""# + String(repeating: "a", count: 70_000) + #""}]}]}"#,
            ] {
                let refused = try await client.postText(body)
                #expect(refused.status == .badRequest, "\(body.prefix(80))")
                _ = try errorMessage(refused)
            }
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("GET representation: fields (A3), ics, a photo's own SVG with Content-Length, 404 and 415")
    func representations() async throws {
        try await withShowcase { client, _ in
            let fields = try await client.execute(
                uri: "/api/items/mail-contacts-1/representation?type=public.vcard&fields=name,email", method: .get
            )
            #expect(fields.status == .ok)
            #expect(fields.headers[.contentType]?.hasPrefix("text/plain") == true)
            #expect(String(buffer: fields.body) == "Ada Lovelace <ada@example.com>")

            let ics = try await client.execute(
                uri: "/api/items/cal-thu-1/representation?type=public.calendar-event", method: .get
            )
            #expect(ics.status == .ok)
            #expect(String(buffer: ics.body).contains("SUMMARY:Book club\r\n"))

            let svg = try await client.execute(
                uri: "/api/items/photos-library-2/representation?type=com.dragkit.photo", method: .get
            )
            #expect(svg.status == .ok)
            #expect(svg.headers[.contentType] == "image/svg+xml")
            #expect(svg.headers[.contentLength] == String(svg.body.readableBytes))
            #expect(svg.body.readableBytes == 2_900_000)

            let unknown = try await client.execute(uri: "/api/items/ghost/representation?type=public.png", method: .get)
            #expect(unknown.status == .notFound)
            _ = try errorMessage(unknown)
            let notOffered = try await client.execute(
                uri: "/api/items/rem-today-1/representation?type=public.png", method: .get
            )
            #expect(notOffered.status == .unsupportedMediaType)
            #expect(try errorMessage(notOffered).contains("public.plain-text"))
            let noType = try await client.execute(uri: "/api/items/rem-today-1/representation", method: .get)
            #expect(noType.status == .badRequest)
        }
    }
}
