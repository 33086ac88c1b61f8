@testable import DragKitWebHost
import Testing

/// The one splitter of the lists the page passes as text (type identifiers by spaces or by
/// lines; issue 23, the wasm's size).
@Suite("WebHost: fields of a list")
struct WebHostFieldsTests {
    @Test("Fields between one separator, empty ones kept, in order")
    func spaces() {
        #expect(WebHost.fields(of: "a b", separatedBy: 0x20) == ["a", "b"])
        #expect(WebHost.fields(of: " a  b ", separatedBy: 0x20) == ["", "a", "", "b", ""])
        #expect(WebHost.fields(of: "", separatedBy: 0x20) == [""])
        #expect(WebHost.fields(of: "é ü", separatedBy: 0x20) == ["é", "ü"])
    }

    @Test("S1: lines split at \\n or \\r, trimmed of spaces and tabs")
    func lines() {
        #expect(WebHost.fields(of: " public.png\r\n\tpublic.text \n", separatedBy: 10, or: 13, trimming: true)
            == ["public.png", "", "public.text", ""])
        #expect(WebHost.fields(of: "   ", separatedBy: 10, or: 13, trimming: true) == [""])
    }

    @Test("A container's accepted types skip empty fields; a catalogue's type list refuses them")
    func lists() {
        #expect(WebHost.basePolicy(flags: 1, acceptedTypes: "  public.png  public.text ").acceptedTypes.count == 2)
        #expect(WebHost.typeList("public.png public.text")?.count == 2)
        #expect(WebHost.typeList("public.png  public.text") == nil)
        #expect(WebHost.typeList("") == [])
    }
}
