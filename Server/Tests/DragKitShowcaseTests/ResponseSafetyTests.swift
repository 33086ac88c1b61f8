import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitShowcase
@testable import DragKitStore

/// Issue 13: security headers, safe downloads and paths, and bodies that are refused.
@Suite("Response safety")
struct ResponseSafetyTests {
    @Test("Issue 13: pages and API answers carry a CSP without inline script, and nosniff")
    func securityHeaders() async throws {
        try await withShowcase { client, _ in
            for uri in ["/", "/dragkit.js", "/api/containers", "/nope.html", "/api/nope"] {
                let response = try await client.execute(uri: uri, method: .get)
                let policy = try #require(response.headers[.contentSecurityPolicy], "\(uri)")
                #expect(!policy.contains("unsafe-inline") && !policy.contains("'unsafe-eval'"), "\(uri)")
                #expect(policy.contains("frame-ancestors 'none'"), "\(uri)")
                #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(uri)")
            }
            let page = try await client.execute(uri: "/", method: .get)
            let policy = try #require(page.headers[.contentSecurityPolicy])
            #expect(policy.contains("script-src 'self' 'wasm-unsafe-eval'"))
            #expect(policy.contains("default-src 'self'"))
        }
    }

    @Test(
        "Issue 13: NUL, control characters, backslashes and traversal in a path are refused, never served",
        arguments: [
            ("/index.html%00.js", 400), ("/index.html%00", 400), ("/%00", 400), ("/dragkit.js%0a", 400),
            ("/..%5cshowcase.sqlite", 400), ("/%2e%2e/showcase.sqlite", 404), ("/%2e%2e%2fshowcase.sqlite", 404),
            ("/build/../../showcase.sqlite", 404), ("/%252e%252e/showcase.sqlite", 404), ("/api/%2e%2e/index.html", 404),
            ("/%ZZ", 400),
        ]
    )
    func unsafePaths(_ uri: String, _ status: Int) async throws {
        try await withShowcase { client, _ in
            let response = try await client.execute(uri: uri, method: .get)
            #expect(response.status.code == status)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }

    @Test("Issue 13: downloads carry a safe content type and a file name reduced to a safe basename")
    func downloads() async throws {
        #expect(SafeFileName.basename("../../etc/passwd") == "etc_passwd")
        #expect(SafeFileName.basename("/abs/path\u{0}.js") == "abs_path_.js")
        #expect(SafeFileName.basename("a\"b\r\nContent-Type: x") == "a_b_Content-Type_ x")
        #expect(SafeFileName.basename("<script>alert(1)</script>") == "script_alert_1_script")
        #expect(SafeFileName.basename("...") == "download")
        #expect(SafeFileName.basename(String(repeating: "x", count: 500)).count == 64)
        try await withShowcase { client, _ in
            let event = try await client.execute(uri: "/api/items/cal-mon-1/representation?type=public.calendar-event", method: .get)
            #expect(event.status == .ok)
            let disposition = try #require(event.headers[.contentDisposition])
            #expect(disposition.hasPrefix("attachment; filename=\"") && disposition.hasSuffix(".ics\""))
            #expect(event.headers[.xContentTypeOptions] == "nosniff")
            let photo = try await client.execute(uri: "/api/items/photos-library-1/representation?type=com.dragkit.photo", method: .get)
            #expect(photo.headers[.contentDisposition]?.hasSuffix(".svg\"") == true)
            let png = try await client.execute(uri: "/api/items/photos-library-1/representation?type=public.png", method: .get)
            #expect(png.headers[.contentDisposition]?.hasSuffix(".png\"") == true)
            #expect(photo.headers[.contentSecurityPolicy]?.contains("sandbox") == true)
        }
    }

    @Test("Issue 13: JSON with a byte-order mark is refused with a message, nothing changed")
    func byteOrderMark() async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let body = "\u{FEFF}" + WriteAccessTests.move
            for uri in ["/api/drops", "/api/text"] {
                let response = try await client.post(body, to: uri)
                #expect(response.status == .badRequest)
                #expect(try errorMessage(response).contains("byte-order mark"))
            }
            #expect(try await store.contentDump() == before)
        }
    }

    @Test(
        "Issue 13: a stored font can only be a font name (no CSS injection)",
        arguments: ["x;background:url(http://evil.example/beacon)", "a\"b", "x}body{color:red", "url(x)", "Arial, evil", " lead", "a\\62", "x\u{0}y"]
    )
    func fontInjectionRefused(_ font: String) async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            let run = try String(decoding: JSONEncoder().encode(TextRun("Hi", font: font)), as: UTF8.self)
            let response = try await client.postText(#"{"documents":[{"container":"notes-quick","version":0,"runs":[\#(run)]}]}"#)
            #expect(response.status == .badRequest)
            #expect(try errorMessage(response).contains("'font' must be a font name"))
            #expect(try await store.contentDump() == before)
        }
        #expect(!TextRun.isValidFontName(font))
    }

    @Test("Issue 13: real font names stay valid")
    func fontNamesKept() {
        for name in ["system", "serif", "mono", "Helvetica Neue", "SF Pro Rounded", "ui-monospace", "Noto Sans CJK JP", "ヒラギノ角ゴシック", "Times.New"] {
            #expect(TextRun.isValidFontName(name), "\(name)")
        }
    }
}

/// Issue 13: retries over HTTP, by request id.
@Suite("Retried writes")
struct RetriedWriteTests {
    @Test("Issue 13: a write sent twice with one Idempotency-Key is applied once and answered byte for byte the same")
    func retriedOverHTTP() async throws {
        try await withShowcase { client, store in
            let headers: HTTPFields = [.contentType: "application/json", try #require(HTTPField.Name("Idempotency-Key")): "3f2a6c1e-0b8d-4a57-9e0f-1c2d3e4f5a6b"]
            let first = try await client.execute(uri: "/api/drops", method: .post, headers: headers, body: ByteBuffer(string: WriteAccessTests.move))
            #expect(first.status == .ok)
            let stored = try await store.layout()
            let second = try await client.execute(uri: "/api/drops", method: .post, headers: headers, body: ByteBuffer(string: WriteAccessTests.move))
            #expect(second.status == .ok)
            #expect(Array(second.body.readableBytesView) == Array(first.body.readableBytesView))
            #expect(try await store.layout() == stored)
            var bad = headers
            bad[try #require(HTTPField.Name("Idempotency-Key"))] = "not a valid id!"
            let refused = try await client.execute(uri: "/api/drops", method: .post, headers: bad, body: ByteBuffer(string: WriteAccessTests.move))
            #expect(refused.status == .badRequest)
        }
    }
}
