@testable import DragKitShowcase
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitStore

/// Issue 13, hostile input: a JSON object that names the same key twice is ambiguous (parsers
/// disagree on which value wins), so the drop and text routes refuse it with a 400 that names
/// the field, before anything is decoded or written.
@Suite("Duplicate keys in request bodies")
struct DuplicateKeyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var uri: String
        var field: String
        var body: String
        var testDescription: String { "\(uri): \(field)" }
    }

    static let cases: [Case] = [
        .init(uri: "/api/drops", field: "to", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-work","to":"rem-errands","index":0}"#),
        .init(uri: "/api/drops", field: "index", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"index":1}"#),
        // The same key, once spelled with an escape.
        .init(uri: "/api/drops", field: "index", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"in\u0064ex":1}"#),
        .init(uri: "/api/drops", field: "versions.<list>", body: #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0,"versions":{"rem-today":0,"rem-today":5}}"#),
        .init(uri: "/api/drops", field: "created[1].title", body: #"{"operation":"copy","items":[],"to":"files-root","index":0,"created":[{"id":"c1","type":"public.file","title":"a"},{"id":"c2","type":"public.file","title":"b","title":"c"}]}"#),
        .init(uri: "/api/drops", field: "created[0].payload.text", body: #"{"operation":"copy","items":[],"to":"files-root","index":0,"created":[{"id":"c1","type":"com.dragkit.clipping","title":"a","payload":{"text":"x","text":"y"}}]}"#),
        .init(uri: "/api/text", field: "documents[0].version", body: #"{"documents":[{"container":"notes-quick","version":0,"version":0,"runs":[{"text":"hi"}]}]}"#),
        .init(uri: "/api/text", field: "documents[0].runs[0].font", body: #"{"documents":[{"container":"notes-quick","version":0,"runs":[{"text":"hi","font":"Georgia","font":"Menlo"}]}]}"#),
        .init(uri: "/api/text", field: "documents", body: #"{"documents":[],"documents":[{"container":"notes-quick","version":0,"runs":[{"text":"hi"}]}]}"#),
    ]

    @Test("Issue 13: a body naming a key twice is refused with a 400 naming the field; nothing changes", arguments: cases)
    func refused(_ refusal: Case) async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let response = try await client.post(refusal.body, to: refusal.uri)
            #expect(response.status == .badRequest)
            let message = try errorMessage(response)
            #expect(message.contains("Field '\(refusal.field)' appears more than once"), "\(message)")
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("Issue 13: the same key in different objects, and key-like text inside strings, are not duplicates")
    func notDuplicates() async throws {
        try await withShowcase { client, _ in
            let drop = try await client.postDrop(
                #"{"operation":"copy","items":[],"to":"files-root","index":0,"created":[{"id":"c1","type":"com.dragkit.clipping","title":"\"title\":\"x\"","payload":{"text":"{\"a\":1,\"a\":2}"}},{"id":"c2","type":"public.file","title":"b","payload":{"id":"c2"}}]}"#
            )
            #expect(drop.status == .ok)
            let text = try await client.postText(#"{"documents":[{"container":"mail-body","version":1,"runs":[{"text":"a","font":"Georgia"},{"text":"b","font":"Menlo"}]}]}"#)
            #expect(text.status == .ok)
        }
    }

    @Test("Issue 13: the scanner finds the first repeated key with its path, and nothing in valid or malformed bodies")
    func scanner() {
        func path(_ json: String) -> String? { JSONDuplicateKeys.firstRepeatedKey(in: Array(json.utf8)) }
        #expect(path(#"{"a":1,"b":{"c":[1,{"d":1,"d":2}]}}"#) == "b.c[1].d")
        #expect(path(#"[{"a":1},{"a":1,"a":1}]"#) == "[1].a")
        #expect(path(#"{"\u00e9":1,"é":2}"#) == "é")
        #expect(path(#"{"a":{"a":{"a":1}},"b":[],"c":"a\"a"}"#) == nil)
        #expect(path(#"{"a":1,"b":"\"a\":2"}"#) == nil)
        #expect(path(#"{"a":1,"#) == nil)
        #expect(path("") == nil)
        #expect(path(String(repeating: "[", count: 50_000)) == nil)
        #expect(path(String(repeating: #"{"a":"#, count: 20_000) + "1" + String(repeating: "}", count: 20_000)) == nil)
    }
}
