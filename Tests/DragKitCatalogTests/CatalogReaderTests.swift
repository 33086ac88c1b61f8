import DragKit
import DragKitCatalog
import DragKitWebHost
import Testing

/// The catalogue's JSON reader and schema (Docs/Catalog.md): what it accepts, and that every
/// kind of bad input is refused with a message naming the key or the line and column.
@Suite("Catalogue JSON: reading, schema and refusals")
struct CatalogReaderTests {
    static let sample = """
    {"types": [{"id": "com.example.card", "conformsTo": ["public.data"]}],
     "kinds": {"strip": {"axis": "rows", "accepts": ["public.image"], "undoable": false,
                         "confirmation": "after", "crossOperation": "move", "dragging": false,
                         "requestedFields": ["name"], "placesByDropPoint": true,
                         "dropPreviewSize": {"width": 96, "height": 72},
                         "task": "print"},
               "body": {"accepts": ["public.plain-text"], "text": {"rich": false, "accepts": ["com.example.card"]}}},
     "representations": {"com.example.card": [
        {"type": "com.example.card", "default": 1000, "load": true},
        {"type": "public.png", "scale": [13, 10], "minimum": 5000},
        {"type": "public.plain-text", "bytes": 600}]}}
    """

    func refusal(_ json: String) -> String? {
        do throws(CatalogError) {
            _ = try Catalog(json: json)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("A valid catalogue declares types, adjusts kinds' policies and sizes representations from the hint")
    func valid() throws {
        let catalog = HostCatalog(try Catalog(json: Self.sample))
        #expect(catalog.types.conforms("com.example.card", to: .data))
        let policy = catalog.policy("strip", WebHost.basePolicy(flags: 3, acceptedTypes: ""))
        #expect(policy.axis == .horizontal && policy.acceptedTypes == [.image])
        #expect(!policy.dropsAreUndoable && policy.confirmation == .cancelStepAfter)
        #expect(policy.crossContainerOperation == .move && !policy.allowsDragging)
        #expect(policy.requestedFields == ["name"] && policy.placesByDropPoint)
        #expect(policy.dropPreviewSize == Size(width: 96, height: 72))
        #expect(policy.role == .task(.print))
        // Markup that names types or a grid wins over the kind's defaults.
        let marked = catalog.policy("strip", WebHost.basePolicy(flags: 3 | 0x1000, acceptedTypes: "public.png"))
        #expect(marked.axis == .grid && marked.acceptedTypes == [.png])
        let text = catalog.textOptions("body", HostCatalog.TextOptions(isRichText: true, acceptedItemTypes: [.plainText]))
        #expect(!text.isRichText && text.acceptedItemTypes == ["com.example.card"])
        #expect(catalog.policy("other", WebHost.basePolicy(flags: 3, acceptedTypes: "")) == WebHost.basePolicy(flags: 3, acceptedTypes: ""))

        let hinted = catalog.provider("com.example.card", HostCatalog.ItemHints(byteCount: 10_000)).representations
        #expect(hinted.map(\.type.rawValue) == ["com.example.card", "public.png", "public.plain-text"])
        #expect(hinted.map(\.byteCount) == [10_000, 13_000, 600])
        #expect(hinted.map(\.needsLoading) == [true, false, false])
        let unhinted = catalog.provider("com.example.card", HostCatalog.ItemHints()).representations
        #expect(unhinted.map(\.byteCount) == [1000, 5000, 600])
        #expect(catalog.provider("com.example.other", HostCatalog.ItemHints()).representations.isEmpty)
        #expect(try Catalog(json: "{}").declarations.isEmpty)
    }

    @Test("Scaling saturates instead of overflowing")
    func scalingSaturates() {
        let entry = CatalogRepresentation(type: .png, scale: (1_000_000, 1))
        #expect(entry.byteCount(hint: UInt64.max / 2) == UInt64.max)
        #expect(CatalogRepresentation(type: .png, scale: (35, 100)).byteCount(hint: 1_000_000) == 350_000)
    }

    @Test("Malformed text is refused with its line and column",
          arguments: [
            ("{\"types\": [}", "unexpected character where a value should be at line 1, column 12"),
            ("{\"kinds\": {}\n,}", "expected a key in quotes at line 2, column 2"),
            ("{\"kinds\": {} {", "expected ',' or '}' in an object at line 1, column 14"),
            ("{\"types\": []} x", "unexpected text after the document at line 1, column 15"),
            ("{\"kinds\": {\"a\": {}, \"a\": {}}}", "key 'a' appears twice in one object at line 1, column 21"),
            ("{\"kinds\": \"ab\u{1}\"}", "control characters in strings must be escaped"),
            ("{\"kinds\": \"\\q\"}", "unknown escape in a string"),
            ("{\"kinds\": \"\\ud800\"}", "a high surrogate without its low half"),
            ("{\"kinds\": 1.5}", "numbers in a catalog are whole"),
            ("{\"kinds\": 012}", "numbers don't start with 0"),
            ("{\"kinds\": 99999999999999999999}", "the number is too large"),
            ("{\"kinds\": tru}", "unexpected character where a value should be"),
            ("{\"kinds\": ", "the text ends where a value should be"),
            ("", "the text ends where a value should be at line 1, column 1"),
          ])
    func malformedText(_ json: String, _ expected: String) throws {
        let message = try #require(refusal(json))
        #expect(message.hasPrefix("catalog: "))
        #expect(message.contains(expected), "\(message)")
    }

    @Test("Schema errors name the key",
          arguments: [
            ("[]", "the catalog must be an object, not an array"),
            ("{\"kind\": {}}", "unknown key 'kind'"),
            ("{\"kinds\": {\"album\": {\"undoabel\": false}}}", "unknown key 'kinds.album.undoabel'"),
            ("{\"kinds\": {\"album\": {\"undoable\": \"no\"}}}", "'kinds.album.undoable' must be true or false, not a string"),
            ("{\"kinds\": {\"album\": {\"axis\": \"diagonal\"}}}", "'kinds.album.axis' must be \"vertical\", \"horizontal\", \"grid\" or \"rows\""),
            ("{\"kinds\": {\"album\": {\"confirmation\": \"later\"}}}", "'kinds.album.confirmation' must be \"before\" or \"after\""),
            ("{\"kinds\": {\"day\": {\"crossOperation\": \"teleport\"}}}", "'kinds.day.crossOperation' must be \"copy\", \"move\" or \"link\""),
            ("{\"kinds\": {\"a\": {\"accepts\": [\"public.image\", 3]}}}", "'kinds.a.accepts[1]' must be a string, not a number"),
            ("{\"kinds\": {\"a\": {\"accepts\": [\"two words\"]}}}", "'kinds.a.accepts[0]' must be a type identifier"),
            ("{\"kinds\": {\"a\": {\"dropPreviewSize\": {\"width\": 0, \"height\": 2}}}}", "'kinds.a.dropPreviewSize.width' must be from 1 to 10000"),
            ("{\"kinds\": {\"a\": {\"dropPreviewSize\": {\"width\": 3}}}}", "'kinds.a.dropPreviewSize' needs 'width' and 'height'"),
            ("{\"kinds\": {\"a\": {\"task\": \"fax\"}}}", "'kinds.a.task' must be \"print\", \"upload\" or \"share\""),
            ("{\"kinds\": {\"a\": {\"task\": {\"verb\": \"print\"}}}}", "'kinds.a.task' must be a string, not an object"),
            ("{\"kinds\": {\"a\": {\"text\": {\"rich\": 1}}}}", "'kinds.a.text.rich' must be true or false, not a number"),
            ("{\"types\": [{\"conformsTo\": []}]}", "'types[0]' needs an 'id'"),
            ("{\"types\": {}}", "'types' must be an array, not an object"),
            ("{\"representations\": {\"t\": [{\"bytes\": 3}]}}", "'representations.t[0]' needs a 'type'"),
            ("{\"representations\": {\"t\": [{\"type\": \"u\", \"scale\": [1, 0]}]}}", "'representations.t[0].scale[1]' must be from 1 to 1000000"),
            ("{\"representations\": {\"t\": [{\"type\": \"u\", \"scale\": [1]}]}}", "'representations.t[0].scale' must be [numerator, denominator]"),
            ("{\"representations\": {\"t\": [{\"type\": \"u\", \"bytes\": -1}]}}", "'representations.t[0].bytes' must be from 0 to"),
            ("{\"representations\": {\"t\": [{\"type\": \"u\", \"bytes\": 3, \"default\": 4}]}}", "has a fixed 'bytes'; leave out 'scale', 'default' and 'minimum'"),
          ])
    func schemaErrors(_ json: String, _ expected: String) throws {
        let message = try #require(refusal(json))
        #expect(message.contains(expected), "\(message)")
    }

    @Test("Huge and deeply nested input is refused with a message, before it costs more")
    func boundedInput() throws {
        let huge = "{\"kinds\": \"" + String(repeating: "x", count: JSONReader.maximumByteCount) + "\"}"
        let hugeMessage = try #require(refusal(huge))
        #expect(hugeMessage.contains("bytes; at most 1048576 are read"))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let deepMessage = try #require(refusal(deep))
        #expect(deepMessage.contains("values nest deeper than 32 levels at line 1, column 33"))
        let manyKinds = "{\"kinds\": {" + (0...Catalog.maximumEntries).map { "\"k\($0)\": {}" }.joined(separator: ",") + "}}"
        #expect(try #require(refusal(manyKinds)).contains("'kinds' has more than 1024 entries"))
        let nested = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(try JSONReader.parse(nested) != .null)
    }

    @Test("Strings: escapes and non-ASCII text read as written")
    func strings() throws {
        let value = try JSONReader.parse("[\"a\\\"b\\\\c\\/\\n\\u00e9\\ud83d\\ude00\", \"Größe\", -12, true, false, null]")
        #expect(value == .array([.string("a\"b\\c/\né😀"), .string("Größe"), .integer(-12), .bool(true), .bool(false), .null]))
    }

    @Test("A host declares a catalogue read from JSON: it replaces the catalogue and resets the engine")
    func declare() throws {
        var host = WebHost()
        host.declare(try Catalog(json: Self.sample))
        #expect(host.engine.workspace.types.conforms("com.example.card", to: .data))
        #expect(host.addContainer(1, flags: 3, label: "Strip", acceptedTypes: "", kind: "strip") == 0)
        #expect(host.engine.workspace.containers[1]?.policy.axis == .horizontal)
        #expect(host.catalog.kinds["strip"]?.axis == .rows)

        host.declare(try Catalog(json: "{}"))
        #expect(host.engine.workspace.containers.isEmpty, "a declare starts a fresh engine")
        #expect(!host.engine.workspace.types.conforms("com.example.card", to: .data))
    }
}
