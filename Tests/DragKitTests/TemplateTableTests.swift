@testable import DragKit
import Testing
@testable import DragKitWords

/// The shipped languages' templates are data, one line per phrase (S7, issue 11): a table with
/// a line too many or too few would give every later phrase its neighbour's words.
@Suite("S7 Template tables")
struct TemplateTableTests {
    @Test("S7: each shipped language has exactly one template per phrase", arguments: [
        AnnouncementLanguage.english, .korean, .japanese,
    ])
    func oneTemplatePerPhrase(language: AnnouncementLanguage) {
        #expect(language.templates.count == Phrase.allCases.count)
    }

    @Test("S7: a template is its line, without the newline, and the first and last phrases are found")
    func firstAndLastLines() {
        let english = AnnouncementLanguage.english
        #expect(String(decoding: english.template(.items), as: UTF8.self) == "{1} items")
        #expect(String(decoding: english.template(.sentenceSeparator), as: UTF8.self) == " ")
        #expect(String(decoding: english.template(.openedInNewWindow), as: UTF8.self) == "Opened {1} in a new window.")
        #expect(AnnouncementLanguage.japanese.template(.sentenceSeparator).isEmpty)
    }
}
