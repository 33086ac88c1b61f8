import Testing

@testable import DragKitStore

/// Smart spacing of text from other apps (S6, issue 34): the engine's rule (`WordSpacing`, which
/// the engine's `SmartSpacing.insertion` states its drops by too;
/// Tests/DragKitTests/SmartSpacingTests.swift), on the engine's own cases, and on a real import
/// into a note.
@Suite("S6 Smart spacing of text from other apps")
struct ImportSpacingTests {
    private func insert(_ word: String, at offset: Int, in text: String) -> String {
        let spaced = ImportSpacing.spaced([TextRun(word)], into: text, at: offset)
        return ImportTransaction.inserting(spaced, into: [TextRun(text)], at: offset).map(\.text).joined()
    }

    @Test("S6: a word dropped against another word gets one space, never two (the engine's cases)", arguments: [
        ("Bake on Sunday", 8, "Bake on loaf Sunday"),  // before "Sunday": space after
        ("Bake on Sunday", 7, "Bake on loaf Sunday"),  // after "on": space before
        ("Bake on Sunday", 14, "Bake on Sunday loaf"),  // at the end, after a word
        ("Bake on Sunday", 0, "loaf Bake on Sunday"),  // at the start, before a word
        ("Bake on Sunday.", 14, "Bake on Sunday loaf."),  // before punctuation: no space after
        ("(Sunday)", 1, "(loaf Sunday)"),  // after an opening parenthesis: no space before
        ("", 0, "loaf"),
    ])
    func insertion(text: String, offset: Int, expected: String) {
        #expect(insert("loaf", at: offset, in: text) == expected)
    }

    @Test("S6: text that brings its own spaces or line breaks gets none added")
    func ownSpaces() {
        #expect(insert(" loaf ", at: 8, in: "Bake on Sunday") == "Bake on  loaf Sunday")
        #expect(insert("loaf\n", at: 8, in: "Bake on Sunday") == "Bake on loaf\nSunday")
    }

    @Test("S6: the neighbours of a drop point are found by UTF-16 offset, snapped back to a character")
    func neighbours() {
        #expect(ImportSpacing.neighbours(of: 2, in: "a😀b") == ("a", "😀"))  // inside the emoji: before it
        #expect(ImportSpacing.neighbours(of: 3, in: "a😀b") == ("😀", "b"))
        #expect(ImportSpacing.neighbours(of: 9, in: "ab") == ("b", nil))
        #expect(ImportSpacing.neighbours(of: 0, in: "ab") == (nil, "a"))
    }

    @Test("S6, issue 34: \"Pick up oranges\" from another app dropped before \"Sunday lunch\" is spaced, in the dropped style")
    func importIntoNote() async throws {
        try await withTemporaryStore { store, _ in
            // Quick entry holds "Call Mum about Sunday lunch": before "Sunday" (offset 15).
            let answer = try await store.importing(Array("Pick up oranges".utf8), type: "text/plain", into: "notes-quick", at: 15)
            #expect(answer.containers.first?.text?.plainText == "Call Mum about Pick up oranges Sunday lunch")
            let html = try await store.importing(Array("<b>fresh</b>".utf8), type: "text/html", into: "notes-quick", at: 4)
            let runs = try #require(html.containers.first?.text?.runs)
            #expect(runs.map(\.text).joined() == "Call fresh Mum about Pick up oranges Sunday lunch")
            let fresh = try #require(runs.first { $0.text.contains("fresh") })
            #expect(fresh.text.hasPrefix(" fresh") && fresh.weight == 700, "the space before it takes the dropped text's style")
        }
    }
}
