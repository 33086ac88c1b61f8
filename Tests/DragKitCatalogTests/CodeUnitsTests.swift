import DragKit
import DragKitTypes
import Testing

/// Identifiers compare, hash and sort by their UTF-8 code units (Packages/DragKitTypes,
/// `CodeUnits.swift`; issue 23: the engine needs no Unicode normalisation to compare them).
@Suite("A2 Identifiers compare by code units")
struct CodeUnitsTests {
    @Test("Equal identifiers hash alike; a set and a dictionary find them")
    func equalAndHashed() {
        let a = TypeIdentifier("com.example.chart"), b = TypeIdentifier(String("com.example.") + "chart")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, .png]).count == 2)
        let kinds: [KindName: Int] = ["board-column": 1, "album": 2]
        #expect(kinds[KindName(String("board-") + "column")] == 1)
        #expect(kinds["board"] == nil, "a prefix is another name")
    }

    @Test("Two spellings are two identifiers: canonically equivalent strings are not folded")
    func noNormalisation() {
        let composed = TypeIdentifier("com.example.caf\u{E9}"), decomposed = TypeIdentifier("com.example.cafe\u{301}")
        #expect(composed.rawValue == decomposed.rawValue, "String folds them")
        #expect(composed != decomposed)
        #expect(Set([composed, decomposed]).count == 2)
    }

    @Test("Sorted by code units: ASCII identifiers sort as their strings do")
    func order() {
        let names: [TypeIdentifier] = ["public.png", "com.adobe.pdf", "public.image", "public.data", "com.dragkit.photo", "public"]
        #expect(names.sorted().map(\.rawValue) == names.map(\.rawValue).sorted())
        #expect((["b", "a-z", "a"] as [KindName]).sorted() == ["a", "a-z", "b"])
    }

    @Test("The engine's state compares its strings the same way: labels, field names, text and styles")
    func engineState() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(Container(id: 1, label: composed) != Container(id: 1, label: decomposed))
        #expect(Container(id: 1, label: composed) == Container(id: 1, label: String("caf") + "\u{E9}"))
        var policy = ContainerPolicy(), other = ContainerPolicy()
        policy.requestedFields = ["name", composed]
        other.requestedFields = ["name", decomposed]
        #expect(policy != other)
        other.requestedFields = ["name", composed]
        #expect(policy == other && policy.hashValue == other.hashValue)
        #expect(TextRun(composed, style: TextStyle()) != TextRun(decomposed, style: TextStyle()))
        #expect(TextStyle(fontFamily: composed) != TextStyle(fontFamily: decomposed))
        #expect(TextStyle(link: "https://example.com") == TextStyle(link: "https://example.com"))
        #expect(TextStyle(link: nil) != TextStyle(link: ""))
    }
}
