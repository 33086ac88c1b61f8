import DragKit
import DragKitTesting
import Testing

/// Smart spacing of text dropped into text (S6): like a Mac text view's smart insert and delete.
@Suite("S6 Smart spacing of dropped text")
struct SmartSpacingTests {
    typealias S = TextScene

    private static let plain = TextStyle()

    private func insert(_ word: String, at offset: Int, in text: String) -> String {
        let target = StyledText(text, style: Self.plain)
        let rule = SmartSpacing.insertion(of: word, at: offset, in: target)
        let offsetIndex = text.index(text.startIndex, offsetBy: offset)
        return String(text[..<offsetIndex]) + (rule.leading ? " " : "") + word + (rule.trailing ? " " : "")
            + String(text[offsetIndex...])
    }

    private func delete(_ lower: Int, _ upper: Int, from text: String) -> String {
        let range = SmartSpacing.deletion(of: TextRange(lower, upper), in: StyledText(text, style: Self.plain))
        var characters = Array(text)
        characters.removeSubrange(range.lowerBound..<range.upperBound)
        return String(characters)
    }

    @Test("S6: a word dropped against another word gets one space, never two", arguments: [
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

    @Test("S6: a word moved out of a sentence takes one space along", arguments: [
        ("Bake the loaf Sunday", 9, 13, "Bake the Sunday"),  // between words
        ("Bake the loaf.", 9, 13, "Bake the."),  // before punctuation
        ("Bake the loaf", 9, 13, "Bake the"),  // at the end
        ("loaf on Sunday", 0, 4, "on Sunday"),  // at the start
        ("Bakeloaf Sunday", 4, 8, "Bake Sunday"),  // part of a word: nothing more
    ])
    func deletion(text: String, lower: Int, upper: Int, expected: String) {
        #expect(delete(lower, upper, from: text) == expected)
    }

    @Test("S6: dropping a word before another word in a note gives \"loaf Sunday\", not \"loafSunday\"")
    func dropBeforeWordInOtherNote() throws {
        var sim = try S.make(selection: TextRange(6, 11), smartSpacing: true)  // "wörld"
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 5))  // before "Bob,"
        #expect(sim.plain(S.noteB) == "Dear wörld Bob,")
        // A5: the word itself is selected, not the spaces around it.
        #expect(sim.selection(S.noteB) == TextRange(5, 10))
        #expect(sim.textMirrorIsInStep)
    }

    @Test("S6: moving a word within a note leaves single spaces at both ends")
    func moveWithinNoteSingleSpaces() throws {
        var sim = try S.make(selection: TextRange(6, 11), smartSpacing: true)  // "wörld"
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteA, caret: 0))
        #expect(sim.plain(S.noteA) == "wörld Hello 👩‍👩‍👧 café")
        #expect(sim.selection(S.noteA) == TextRange(0, 5))
        #expect(sim.textMirrorIsInStep)
        // S10: undo puts back exactly the text there was.
        sim.undo()
        #expect(sim.text(S.noteA) == S.noteAText)
    }

    @Test("S6: part of a word moves as it is: no space added or taken")
    func partOfAWord() throws {
        var sim = try S.make(selection: TextRange(6, 9), smartSpacing: true)  // "wör" of "wörld"
        sim.dragText(from: S.noteA, character: 7, to: sim.point(inText: S.noteB, caret: 5))
        #expect(sim.plain(S.noteB) == "Dear wörBob,")
        #expect(sim.plain(S.noteA) == "Hello wörld 👩‍👩‍👧 café")  // a copy: the source keeps it
        #expect(SmartSpacing.isWholeWords(TextRange(6, 11), in: S.noteAText))
        #expect(!SmartSpacing.isWholeWords(TextRange(6, 9), in: S.noteAText))
        #expect(!SmartSpacing.isWholeWords(TextRange(7, 11), in: S.noteAText))
    }

    @Test("S6: smart spacing can be turned off for a text view")
    func turnedOff() throws {
        var sim = try S.make(selection: TextRange(6, 11), smartSpacing: false)
        sim.dragText(from: S.noteA, character: 8, to: sim.point(inText: S.noteB, caret: 5))
        #expect(sim.plain(S.noteB) == "Dear wörldBob,")
    }
}
