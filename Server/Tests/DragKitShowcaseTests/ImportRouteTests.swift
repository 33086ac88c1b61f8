import DragKitStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitShowcase

extension TestClientProtocol {
    /// POSTs raw `body` to `/api/imports` as another app's content.
    func postImport(
        _ body: [UInt8], type: String, name: String? = "", query: String, extra: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers: HTTPFields = [.contentType: type]
        if let name, let field = HTTPField.Name("X-File-Name") { headers[field] = name }
        headers.append(contentsOf: extra)
        return try await execute(uri: "/api/imports?\(query)", method: .post, headers: headers, body: ByteBuffer(bytes: body))
    }
}

@Suite("POST /api/imports (issue 12: S1, A2, P1)")
struct ImportRouteTests {
    @Test("S1, P1: 201 with the created items; the photo's PNG is served back as the bytes sent")
    func created() async throws {
        try await withShowcase { client, store in
            let png = try await client.execute(uri: "/api/items/charts-gallery-2/representation?type=public.png", method: .get)
            #expect(png.headers[.contentType] == "image/png")
            let bytes = Array(png.body.readableBytesView)
            let answer = try await client.postImport(bytes, type: "image/png", name: "Rain%20chart.png", query: "container=photos-library&index=2")
            #expect(answer.status == .created)
            let object = try jsonObject(answer)
            let items = try #require(object["items"] as? [[String: Any]])
            #expect(items.first?["title"] as? String == "Rain chart")
            let id = try #require(items.first?["id"] as? String)
            #expect(try await store.layout()["photos-library"]?[2] == id)
            let back = try await client.execute(uri: "/api/items/\(id)/representation?type=public.png", method: .get)
            #expect(Array(back.body.readableBytesView) == bytes)
            #expect(back.headers[.contentDisposition]?.hasSuffix(".png\"") == true)
            let payload = try #require(items.first?["payload"] as? [String: Any])
            let image = try #require(payload["image"] as? String)
            let shown = try await client.execute(uri: "/api/images/\(image)", method: .get)
            #expect(shown.status == .ok && shown.headers[.contentType] == "image/png")
            #expect(Array(shown.body.readableBytesView) == bytes)
            #expect(try await client.execute(uri: "/api/images/nothing-here", method: .get).status == .notFound)

            let ics = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20250605T080000\r\nDTEND:20250605T083000\r\nSUMMARY:Run\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            let event = try await client.postImport(Array(ics.utf8), type: "text/calendar", name: "run.ics", query: "container=cal-thu&index=0")
            #expect(event.status == .created)
            #expect(try await store.layout()["cal-thu"]?.count == 2)
        }
    }

    @Test("P1: refusals are 4xx with a message for people, and store nothing")
    func refusals() async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let broken = try await client.postImport(Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n".utf8), type: "text/calendar", query: "container=cal-mon&index=0")
            #expect(broken.status == .unprocessableContent)
            #expect(try errorMessage(broken).contains("calendar file is damaged"))
            let bomb = pngHeader(width: 50_000, height: 50_000)
            let huge = try await client.postImport(bomb, type: "image/png", name: "x.png", query: "container=photos-library&index=0")
            #expect(huge.status == .contentTooLarge)
            let hostile = try await client.postImport(Array("javascript:alert(1)".utf8), type: "text/uri-list", query: "container=rem-today&index=0")
            #expect(hostile.status == .unsupportedMediaType)
            let wrongPlace = try await client.postImport(pngHeader(width: 2, height: 2), type: "image/png", query: "container=cal-mon&index=0")
            #expect(wrongPlace.status == .unprocessableContent)
            #expect(try errorMessage(wrongPlace).contains("'Monday' doesn't take images") && !(try errorMessage(wrongPlace)).contains("cal-mon"))
            let gone = try await client.postImport(Array("x".utf8), type: "text/plain", query: "container=nowhere&index=0")
            #expect(gone.status == .notFound)
            let noPlace = try await client.postImport(Array("x".utf8), type: "text/plain", query: "index=0")
            #expect(noPlace.status == .badRequest)
            let oversized = try await client.postImport(
                [UInt8](repeating: 0x89, count: ImportLimits.maximumBytes + 1), type: "image/png", name: "a.png",
                query: "container=photos-library&index=0"
            )
            #expect(oversized.status == .contentTooLarge)
            #expect(try errorMessage(oversized).contains("larger than 20 MB"))
            // Without X-File-Name it is an ordinary write: only JSON is taken.
            let unnamed = try await client.postImport(Array("x".utf8), type: "text/plain", name: nil, query: "container=notes-quick&index=0")
            #expect(unnamed.status == .unsupportedMediaType)
            // Another site's page may not import (its browser says so).
            let crossSite = try await client.postImport(
                Array("x".utf8), type: "text/plain", query: "container=notes-quick&index=0",
                extra: [HTTPField.Name("Sec-Fetch-Site")!: "cross-site", .origin: "http://evil.example"]
            )
            #expect(crossSite.status == .forbidden)
            #expect(try await store.contentDump() == before)
        }
    }

    func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 2, 0, 0, 0] + be(0)
    }
}
