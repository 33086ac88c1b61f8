import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import DragKitShowcase
@testable import DragKitStore

/// Issue 13, "who may write": only the showcase's own page changes content.
@Suite("Who may write")
struct WriteAccessTests {
    static let move = #"{"operation":"move","items":["rem-today-1"],"from":"rem-today","to":"rem-errands","index":0}"#

    @Test(
        "Issue 13: a write from another site, a form post or a text/plain simple request is refused and changes nothing",
        arguments: [
            (["Content-Type": "text/plain"], 415),
            (["Content-Type": "application/x-www-form-urlencoded"], 415),
            (["Content-Type": "multipart/form-data; boundary=x"], 415),
            ([:], 415),
            (["Content-Type": "application/json", "Origin": "http://evil.example"], 403),
            (["Content-Type": "application/json", "Origin": "null"], 403),
            (["Content-Type": "text/plain", "Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"], 403),
            (["Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"], 403),
            (["Content-Type": "application/json", "Sec-Fetch-Site": "same-site"], 403),
            (["Content-Type": "application/json", "Sec-Fetch-Mode": "no-cors"], 403),
            (["Content-Type": "application/json", "Origin": "http://localhost.evil.example"], 403),
        ]
    )
    func crossSiteWritesRefused(_ headers: [String: String], _ status: Int) async throws {
        try await withShowcase { client, store in
            let before = try await store.contentDump()
            var fields = HTTPFields()
            for (name, value) in headers {
                fields[try #require(HTTPField.Name(name))] = value
            }
            for uri in ["/api/drops", "/api/text"] {
                let response = try await client.execute(uri: uri, method: .post, headers: fields, body: ByteBuffer(string: Self.move))
                #expect(response.status.code == status)
                #expect(try errorMessage(response).contains("Nothing was changed"))
                #expect(response.headers[.accessControlAllowOrigin] == nil)
            }
            #expect(try await store.contentDump() == before)
        }
    }

    @Test("Issue 13: the page's own JSON write (same origin) is applied")
    func sameOriginWriteApplied() async throws {
        try await withShowcase { client, store in
            let response = try await client.execute(
                uri: "/api/drops", method: .post,
                headers: [.contentType: "application/json; charset=utf-8", .origin: "http://localhost", try #require(HTTPField.Name("Sec-Fetch-Site")): "same-origin"],
                body: ByteBuffer(string: Self.move)
            )
            #expect(response.status == .ok)
            #expect(try await store.layout()["rem-errands"]?.first == "rem-today-1")
        }
    }

    @Test("Issue 13: no CORS grant, not even to a preflight")
    func noCORS() async throws {
        try await withShowcase { client, _ in
            let preflight = try await client.execute(
                uri: "/api/drops", method: .options,
                headers: [.origin: "http://evil.example", try #require(HTTPField.Name("Access-Control-Request-Method")): "POST"]
            )
            #expect(preflight.headers[.accessControlAllowOrigin] == nil)
            #expect(preflight.headers[.accessControlAllowMethods] == nil)
            let read = try await client.execute(uri: "/api/containers", method: .get, headers: [.origin: "http://evil.example"])
            #expect(read.headers[.accessControlAllowOrigin] == nil)
        }
    }

    /// A request as a browser would send it, to check the policy directly.
    static func request(_ method: HTTPRequest.Method, _ path: String, authority: String?, headers: HTTPFields = [:]) -> Request {
        Request(
            head: HTTPRequest(method: method, scheme: "http", authority: authority, path: path, headerFields: headers),
            body: .init(buffer: ByteBuffer())
        )
    }

    @Test("Issue 13: a Host that is not the bound address (DNS rebinding) is refused, reads included")
    func rebindingRefused() throws {
        let policy = AccessPolicy(allowsRemote: false, token: nil, boundHost: "127.0.0.1", boundPort: BoundPort(8123))
        let json: HTTPFields = [.contentType: "application/json"]
        for authority in ["evil.example:8123", "evil.example", "127.0.0.1:9999", "10.0.0.5:8123", "localhost:80"] {
            #expect(policy.refusal(for: Self.request(.get, "/api/containers", authority: authority))?.status == .forbidden)
            #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: authority, headers: json))?.status == .forbidden)
        }
        for authority in ["127.0.0.1:8123", "localhost:8123", "[::1]:8123", "LOCALHOST:8123"] {
            #expect(policy.refusal(for: Self.request(.get, "/api/containers", authority: authority)) == nil)
            let origin: HTTPFields = [.contentType: "application/json", .origin: "http://\(authority.lowercased())"]
            #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: authority, headers: origin)) == nil)
        }
        // The page's origin must be the very address it asks: another loopback name is another origin.
        let other: HTTPFields = [.contentType: "application/json", .origin: "http://localhost:8123"]
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "127.0.0.1:8123", headers: other))?.status == .forbidden)
    }

    @Test("Issue 13: listening beyond loopback needs --allow-remote, and then the token on every API request")
    func remoteNeedsFlagAndToken() async throws {
        let fixture = try ShowcaseFixture()
        defer { fixture.remove() }
        await #expect(throws: ShowcaseConfigurationError.self) {
            _ = try await buildApplication(
                configuration: ShowcaseConfiguration(host: "0.0.0.0", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot)
            )
        }
        await #expect(throws: ShowcaseConfigurationError.self) {
            _ = try await buildApplication(
                configuration: ShowcaseConfiguration(
                    host: "0.0.0.0", port: 0, databasePath: fixture.databasePath, webRoot: fixture.webRoot, allowsRemote: true
                )
            )
        }
        #expect(AccessPolicy.isLoopback("127.0.0.1") && AccessPolicy.isLoopback("::1") && AccessPolicy.isLoopback("localhost"))
        #expect(!AccessPolicy.isLoopback("0.0.0.0") && !AccessPolicy.isLoopback("192.168.1.2") && !AccessPolicy.isLoopback("127.0.0.1.evil"))

        let token = "0123456789abcdef0123456789abcdef"
        let policy = AccessPolicy(allowsRemote: true, token: token, boundHost: "0.0.0.0", boundPort: BoundPort(8123))
        let json: HTTPFields = [.contentType: "application/json"]
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "192.168.1.2:8123", headers: json))?.status == .forbidden)
        #expect(policy.refusal(for: Self.request(.get, "/api/containers", authority: "192.168.1.2:8123"))?.status == .forbidden)
        #expect(policy.refusal(for: Self.request(.get, "/api/health", authority: "192.168.1.2:8123")) == nil)
        var bearer = json
        bearer[.authorization] = "Bearer \(token)"
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "192.168.1.2:8123", headers: bearer)) == nil)
        bearer[.authorization] = "Bearer \(token.dropLast())x"
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "192.168.1.2:8123", headers: bearer))?.status == .forbidden)
        var cookie = json
        cookie[.cookie] = "theme=dark; dragkit_token=\(token)"
        cookie[.origin] = "http://192.168.1.2:8123"
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "192.168.1.2:8123", headers: cookie)) == nil)
        cookie[.origin] = "http://evil.example"
        #expect(policy.refusal(for: Self.request(.post, "/api/drops", authority: "192.168.1.2:8123", headers: cookie))?.status == .forbidden)
    }
}
