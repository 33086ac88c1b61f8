import DragKit
import Testing

@Suite("A4 Styled text model")
struct StyledTextTests {
    let plain = TextStyle()
    let bold = TextStyle(weight: 700)
    let red = TextStyle(color: 0xFF00_00FF, link: "https://example.com")

    @Test("A4: offsets count grapheme clusters, not bytes or scalars")
    func graphemeOffsets() {
        let text = StyledText(runs: [TextRun("e\u{301}🇯🇵", style: plain), TextRun("👩‍👩‍👧x", style: bold)])
        #expect(text.count == 4)
        #expect(text.extract(TextRange(1, 3)).runs == [TextRun("🇯🇵", style: plain), TextRun("👩‍👩‍👧", style: bold)])
        #expect(text.extract(TextRange(0, 1)).plainText == "e\u{301}")
    }

    @Test("A4: inserting styled text inside a run splits it and keeps every style")
    func insertSplitsRun() {
        var text = StyledText("Hello world", style: plain)
        text.insert(StyledText("big ", style: bold), at: 6)
        #expect(text.plainText == "Hello big world")
        #expect(text.runs == [TextRun("Hello ", style: plain), TextRun("big ", style: bold), TextRun("world", style: plain)])
        text.insert(StyledText("!", style: plain), at: 99)  // clamped to the end
        #expect(text.plainText == "Hello big world!")
        #expect(text.runs.last == TextRun("world!", style: plain))
    }

    @Test("A4: deleting across runs merges equal neighbours")
    func deleteNormalises() {
        var text = StyledText(runs: [
            TextRun("ab", style: plain), TextRun("cd", style: bold), TextRun("ef", style: plain),
        ])
        text.delete(TextRange(2, 4))
        #expect(text.runs == [TextRun("abef", style: plain)])
        text.delete(TextRange(3, -5))  // reversed and clamped: deletes 0..<3
        #expect(text.plainText == "f")
    }

    @Test("A4: normalising drops empty runs and merges equal neighbours")
    func normalise() {
        let text = StyledText(runs: [
            TextRun("", style: red), TextRun("a", style: plain), TextRun("b", style: plain),
            TextRun("", style: bold), TextRun("c", style: red),
        ])
        #expect(text.runs == [TextRun("ab", style: plain), TextRun("c", style: red)])
        #expect(text.count == 3)
    }

    @Test("A4: the style at an offset is the one typing there would continue")
    func styleAtOffset() {
        let text = StyledText(runs: [TextRun("ab", style: plain), TextRun("cd", style: bold)])
        #expect(text.style(at: 0) == plain)
        #expect(text.style(at: 2) == plain)
        #expect(text.style(at: 3) == bold)
        #expect(text.style(at: 4) == bold)
        #expect(StyledText().style(at: 0) == nil)
        #expect(text.restyled(red).runs == [TextRun("abcd", style: red)])
    }

    @Test("S10: applying edits returns the edits that restore the text exactly")
    func inverseEdits() {
        let original = StyledText(runs: [
            TextRun("Hé", style: plain), TextRun("👩‍👩‍👧!", style: bold), TextRun("end", style: red),
        ])
        var text = original
        let undo = text.apply([
            TextEdit(range: TextRange(1, 3), replacement: StyledText()),
            TextEdit(range: TextRange(caretAt: 3), replacement: StyledText("é👩‍👩‍👧", style: bold)),
        ])
        #expect(text.plainText == "H!eé👩‍👩‍👧nd")
        text.apply(undo)
        #expect(text == original)
    }
}

@Suite("S6 Text layout")
struct TextLayoutTests {
    /// "abc\nde" then a line wrapped from a long paragraph: "fgh" | "ij".
    /// Line 0: offsets 0…3 at y 0; line 1: 4…6 at y 20; line 2: 7…10 at y 40; line 3: 10…12 at y 60.
    let layout = TextLayout(lines: [
        TextLine(frame: Rect(x: 0, y: 0, width: 100, height: 20), startOffset: 0, caretX: [0, 10, 20, 30]),
        TextLine(frame: Rect(x: 0, y: 20, width: 100, height: 20), startOffset: 4, caretX: [0, 10, 20]),
        TextLine(frame: Rect(x: 0, y: 40, width: 100, height: 20), startOffset: 7, caretX: [0, 10, 20, 30]),
        TextLine(frame: Rect(x: 0, y: 60, width: 100, height: 20), startOffset: 10, caretX: [0, 10, 20]),
    ])

    @Test("S6: the caret offset at a point: line starts, line ends, nearest caret")
    func offsetAtPoint() {
        #expect(layout.offset(at: Point(x: -5, y: 25)) == 4)     // before the start of line 1
        #expect(layout.offset(at: Point(x: 0, y: 20)) == 4)      // exactly on line 1's top edge
        #expect(layout.offset(at: Point(x: 95, y: 25)) == 6)     // past the end of line 1
        #expect(layout.offset(at: Point(x: 95, y: 5)) == 3)      // past the end of line 0, before its break
        #expect(layout.offset(at: Point(x: 14, y: 5)) == 1)      // nearer caret 1
        #expect(layout.offset(at: Point(x: 16, y: 5)) == 2)      // nearer caret 2
        #expect(layout.offset(at: Point(x: 15, y: 5)) == 1)      // a tie goes to the earlier caret
        #expect(layout.offset(at: Point(x: 12, y: -30)) == 1)    // above the first line: its carets
    }

    @Test("S6: a point past the last line maps to the end of the text")
    func pastLastLine() {
        #expect(layout.offset(at: Point(x: 0, y: 500)) == 12)
        #expect(layout.offset(at: Point(x: 0, y: 79)) == 10)     // still inside the last line
        #expect(TextLayout(lines: []).offset(at: .zero) == nil)
    }

    @Test("S6: caret frames; an offset shared by two wrapped lines sits at the next line's start")
    func caretFrames() {
        #expect(layout.caretFrame(at: 0) == Rect(x: -1, y: 0, width: 2, height: 20))
        #expect(layout.caretFrame(at: 3) == Rect(x: 29, y: 0, width: 2, height: 20))
        #expect(layout.caretFrame(at: 10) == Rect(x: -1, y: 60, width: 2, height: 20))
        #expect(layout.caretFrame(at: 99) == Rect(x: 19, y: 60, width: 2, height: 20))
    }

    @Test("S6: the character under a point, for pressing on a selection")
    func characterAtPoint() {
        #expect(layout.characterOffset(at: Point(x: 5, y: 5)) == 0)
        #expect(layout.characterOffset(at: Point(x: 25, y: 45)) == 9)
        #expect(layout.characterOffset(at: Point(x: 35, y: 5)) == nil)   // after the line's text
        #expect(layout.characterOffset(at: Point(x: 5, y: 90)) == nil)   // below every line
        #expect(layout.bounds(of: TextRange(2, 5)) == Rect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test("S6: binary search agrees with a linear scan over a long document")
    func matchesLinearScan() {
        var lines: [TextLine] = []
        var start = 0
        for index in 0..<2_000 {
            let count = index % 7 + 1
            lines.append(TextLine(
                frame: Rect(x: 0, y: Double(index) * 18, width: 400, height: 18), startOffset: start,
                caretX: (0...count).map { Double($0) * 9 }))
            start += count + 1
        }
        let big = TextLayout(lines: lines)
        for probe in stride(from: 0, to: 2_000, by: 37) {
            let y = Double(probe) * 18 + 9
            let x = Double(probe % 11) * 7.3
            let line = lines[probe]
            let nearest = line.caretX.indices.min { abs(line.caretX[$0] - x) < abs(line.caretX[$1] - x) } ?? 0
            #expect(big.offset(at: Point(x: x, y: y)) == line.startOffset + nearest)
        }
    }
}
