@testable import DragKit
import Testing

/// The text rules' character tests compare scalars (Text/Character+Scalars.swift; S6, issue 23).
@Suite("S6 Character tests by scalar")
struct CharacterScalarsTests {
    @Test("Word separators: space, tab, line feed, carriage return and CRLF as one character")
    func separators() {
        for separator: Character in [" ", "\t", "\n", "\r", "\r\n"] { #expect(separator.separatesWords, "\(separator.unicodeScalars.map(\.value))") }
        for other: Character in ["a", "\u{A0}", "e\u{301}", "-"] { #expect(!other.separatesWords) }
    }

    @Test("A character of several scalars is none of them alone")
    func singleScalar() {
        #expect(Character(".").isScalar("."))
        #expect(WordSpacing.isClosing("\u{2026}"), "the smart-spacing rule's punctuation, compared by scalar")
        #expect(Character("e\u{301}").singleScalar == nil)
        #expect(!WordSpacing.isClosing(".\u{301}"), "a full stop with a combining accent is not a full stop")
        #expect(Character("\u{1F1EF}\u{1F1F5}").singleScalar == nil)
    }

    @Test("Smart spacing still hugs punctuation and takes one space along")
    func smartSpacing() {
        let text = StyledText("Buy milk, bread", style: TextStyle())
        #expect(SmartSpacing.insertion(of: "fresh", at: 4, in: text) == (leading: false, trailing: true))
        #expect(SmartSpacing.deletion(of: TextRange(4, 8), in: text) == TextRange(3, 8), "moving \"milk\" takes the space before it")
        #expect(SmartSpacing.deletion(of: TextRange(10, 15), in: text) == TextRange(9, 15))
    }
}
