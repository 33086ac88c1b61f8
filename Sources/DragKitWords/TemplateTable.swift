import DragKit

/// A shipped language's templates as data (S7): one string whose line n is the template of
/// the ``Phrase`` whose raw value is n (so the lines follow ``Phrase``'s cases, in order), found
/// through a table of where each line starts, built once. The templates are bytes in the
/// binary, not code: looking one up is an index, not a `switch` of a case per phrase (the wasm
/// engine's size, issue 11).
import DragKit

struct TemplateTable: Sendable {
    private let text: StaticString
    /// Where each line starts, and one past the end of the text plus one (the last line's end
    /// plus its missing newline).
    private let starts: [UInt16]

    /// The table of `text`'s lines. Precondition: `text` is a multi-byte literal shorter than
    /// 64 KiB, with one line per ``Phrase`` (the tests check every language). O(n) in its length.
    init(_ text: StaticString) {
        self.text = text
        var starts: [UInt16] = [0]
        text.withUTF8Buffer { bytes in
            for index in bytes.indices where bytes[index] == 0x0A { starts.append(UInt16(index + 1)) }
            starts.append(UInt16(bytes.count + 1))
        }
        self.starts = starts
    }

    /// How many templates the table has. O(1).
    var count: Int { starts.count - 1 }

    /// `phrase`'s template: its line's UTF-8 bytes, without the newline; static, valid for the
    /// program's life. O(1).
    subscript(phrase: Phrase) -> UnsafeBufferPointer<UInt8> {
        let index = Int(phrase.rawValue)
        let start = Int(starts[index])
        return UnsafeBufferPointer(start: text.utf8Start + start, count: Int(starts[index + 1]) - 1 - start)
    }
}

extension AnnouncementLanguage {
    private static let englishTemplates = TemplateTable(EnglishAnnouncer.templates)
    private static let koreanTemplates = TemplateTable(KoreanAnnouncer.templates)
    private static let japaneseTemplates = TemplateTable(JapaneseAnnouncer.templates)

    /// This language's templates. O(1) after the first use (which reads them once).
    var templates: TemplateTable {
        switch self {
        case .english: Self.englishTemplates
        case .korean: Self.koreanTemplates
        case .japanese: Self.japaneseTemplates
        }
    }

    /// `phrase`'s template in this language. O(1).
    func template(_ phrase: Phrase) -> UnsafeBufferPointer<UInt8> { templates[phrase] }
}
