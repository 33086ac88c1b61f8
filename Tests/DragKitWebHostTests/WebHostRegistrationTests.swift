import DragKit
import DragKitWebHost
import Testing

@Suite("WebHost: kinds, sizes, text views, spring controls and scrolling")
struct WebHostRegistrationTests {
    @Test("A catalogue's kinds and providers reach the engine; the standard catalogue keeps the markup's policy")
    func catalogueHooks() throws {
        let catalog = HostCatalog(
            declarations: [.init("com.example.photo", conformsTo: [.image])],
            policy: { kind, base in
                var policy = base
                if kind == "strip" { policy.axis = .horizontal }
                return policy
            },
            provider: { type, hints in
                type == "com.example.photo"
                    ? ItemProvider([Representation(type: .png, byteCount: hints.byteCount, needsLoading: true)])
                    : ItemProvider()
            })
        var host = WebHost(catalog: catalog)
        #expect(host.addContainer(1, flags: 3, label: "Strip", acceptedTypes: "public.image", kind: "strip") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "com.example.photo", label: "P", byteCount: 1234) == 0)
        #expect(host.addItem(11, container: 1, index: -1, type: "", label: "Q", byteCount: .nan) == 0)
        #expect(host.engine.workspace.containers[1]?.policy.axis == .horizontal)
        #expect(host.engine.workspace.items[10]?.provider.representations.first?.byteCount == 1234)
        #expect(host.engine.workspace.types.conforms("com.example.photo", to: .image))
        #expect(host.addContainer(1, flags: 3, label: "Again", acceptedTypes: "", kind: "strip") == WebHost.ErrorCode.duplicateContainer.rawValue)

        var plain = WebHost()
        #expect(plain.addContainer(1, flags: 3, label: "Strip", acceptedTypes: "", kind: "strip") == 0)
        #expect(plain.engine.workspace.containers[1]?.policy == WebHost.basePolicy(flags: 3, acceptedTypes: ""))
    }

    @Test("P1, A4: a text view registered run by run, laid out from numbers and selected by offsets")
    func textView() throws {
        var host = WebHost()
        host.beginTextContainer(5, flags: 3 | 16, kind: "", label: "Title")
        host.addTextRun("Hi ", font: "system", size: 16, weight: 700, italic: false, color: 0x112233FF, link: nil)
        host.addTextRun("", font: "system", size: 16, weight: 400, italic: false, color: 0, link: nil)
        host.addTextRun("you", font: "serif", size: 18, weight: 400, italic: true, color: 0xFF0000FF, link: "https://x")
        #expect(host.endTextContainer(selectionLower: 3, selectionUpper: 99) == 0)
        #expect(host.endTextContainer() == WebHost.ErrorCode.unknownContainer.rawValue)
        let document = try #require(host.engine.textDocument(5))
        #expect(document.text.plainText == "Hi you")
        #expect(document.text.runs.count == 2)
        #expect(document.text.runs[1].style.link == "https://x")
        #expect(!document.isRichText)
        #expect(document.selection == TextRange(3, 6))

        // Two lines: "Hi " at y 0 and "you" at y 20, 10 points per character.
        host.setTextLayout(5, numbers: [0, 0, 30, 20, 0, 4, 0, 10, 20, 30,
                                        0, 20, 30, 20, 3, 4, 0, 10, 20, 30,
                                        1, 2])  // a trailing fragment is ignored
        let layout = try #require(host.engine.textDocument(5)).layout
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].startOffset == 3)
        #expect(layout.characterOffset(at: Point(x: 15, y: 25)) == 4)

        host.setTextSelection(5, lower: 1, upper: 2)
        #expect(host.engine.textDocument(5)?.selection == TextRange(1, 2))
        host.setTextSelection(5, lower: -1, upper: 0)
        #expect(host.engine.textDocument(5)?.selection == nil)
        host.setTextLayout(5, numbers: [0, 0, 10, 10, .nan, 2, 0, 1])
        #expect(host.engine.textDocument(5)?.layout.lines.isEmpty == true)
    }

    @Test("S13, A1: spring controls and scroll metrics are registered, moved and removed")
    func springsAndScrolling() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "List", acceptedTypes: "", kind: "") == 0)
        host.setSpringControl(7, 10, 10, 50, 20, label: "Projects")
        host.setSpringControlFrame(7, 20, 30, 50, 20)
        host.setSpringControlFrame(8, 0, 0, 1, 1)  // unknown: ignored
        #expect(host.engine.springLoadedControls.map(\.frame) == [Rect(x: 20, y: 30, width: 50, height: 20)])
        #expect(host.engine.springLoadedControls.first?.label == "Projects")
        host.removeSpringControl(7)
        #expect(host.engine.springLoadedControls.isEmpty)

        host.setScrollMetrics(1, contentLength: 900, offset: .nan)
        #expect(host.engine.scrollMetrics(of: 1) == ScrollMetrics(contentLength: 900, offset: 0))
        host.setScrollMetrics(1, contentLength: -1, offset: 0)
        #expect(host.engine.scrollMetrics(of: 1) == nil)
    }

    @Test("An item the page removed leaves the engine and the change is reported")
    func removeItem() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "List", acceptedTypes: "") == 0)
        #expect(host.addItem(10, container: 1, index: -1, type: "", label: "A") == 0)
        #expect(host.removeItem(10) == 0)
        #expect(host.output.text.contains("\"delete\""))
        #expect(host.removeItem(10) == WebHost.ErrorCode.unknownItem.rawValue)
    }

    @Test("An id above the engine's largest is refused with its own code, not as an unknown item (issue 23)")
    func identifierTooLarge() throws {
        var host = WebHost()
        #expect(host.addContainer(1, flags: 3, label: "List", acceptedTypes: "") == 0)
        #expect(host.addItem(1 << 20, container: 1, index: -1, type: "", label: "Far")
            == WebHost.ErrorCode.identifierTooLarge.rawValue)
        #expect(host.addContainer(UInt32.max, flags: 3, label: "Far", acceptedTypes: "")
            == WebHost.ErrorCode.identifierTooLarge.rawValue)
        #expect(host.addItem(2, container: 1, index: -1, type: "", label: "Near") == 0)
    }
}
