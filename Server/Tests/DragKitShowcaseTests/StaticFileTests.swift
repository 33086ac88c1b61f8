import DragKitShowcase
import Hummingbird
import HummingbirdTesting
import Testing

@Suite("Static files")
struct StaticFileTests {
    @Test("/ serves index.html from the web root")
    func index() async throws {
        try await withShowcase { client, _ in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == ShowcaseFixture.indexHTML)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(response.headers[.cacheControl] != "no-store")

            let direct = try await client.execute(uri: "/index.html", method: .get)
            #expect(String(buffer: direct.body) == ShowcaseFixture.indexHTML)
        }
    }

    @Test("JavaScript and WebAssembly get their content types")
    func contentTypes() async throws {
        try await withShowcase { client, _ in
            let script = try await client.execute(uri: "/dragkit.js", method: .get)
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript")
            #expect(String(buffer: script.body) == ShowcaseFixture.script)

            let wasm = try await client.execute(uri: "/build/dragkit.wasm", method: .get)
            #expect(wasm.status == .ok)
            #expect(wasm.headers[.contentType] == "application/wasm")
            #expect(Array(wasm.body.readableBytesView) == ShowcaseFixture.wasm)
        }
    }

    @Test("Missing files are 404 and paths cannot leave the web root")
    func missingAndEscaping() async throws {
        try await withShowcase { client, _ in
            let missing = try await client.execute(uri: "/nope.html", method: .get)
            #expect(missing.status == .notFound)
            let escaping = try await client.execute(uri: "/../showcase.sqlite", method: .get)
            #expect(escaping.status != .ok)
            let encoded = try await client.execute(uri: "/%2e%2e/showcase.sqlite", method: .get)
            #expect(encoded.status != .ok)
        }
    }
}
