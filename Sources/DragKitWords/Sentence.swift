import DragKit

/// A sentence being said in a shipped language (S7): its ``Phrase`` and the arguments that fill
/// the phrase's holes `{1}`, `{2}`… in order, each already in the language's words. Each `add`
/// is one call that appends one argument, so a case of
/// ``AnnouncementLanguage/words(for:)-(Announcement.Event)`` is a few calls, and cases whose
/// payloads have the same shape share them (the wasm engine's size, issue 11).
import DragKit

struct Sentence {
    let language: AnnouncementLanguage
    var phrase: Phrase
    private var arguments: [String] = []

    init(_ language: AnnouncementLanguage, _ phrase: Phrase) {
        self.language = language
        self.phrase = phrase
    }

    /// The phrase's template in the language, filled with the arguments. O(n) in the result.
    var said: String { fill(language.template(phrase), arguments) }

    /// Adds a host's or an earlier sentence's words as they are (a label, a container's name,
    /// a title). Amortised O(1).
    @inline(never)
    mutating func add(_ words: String) { arguments.append(words) }

    /// Adds what is dragged ("Milk", "3 items", "text “hello”"); `atStart` at the start of a
    /// sentence. O(n) in the words.
    @inline(never)
    mutating func add(_ subject: Announcement.Subject, atStart: Bool = false) {
        arguments.append(language.describe(subject, atStart: atStart))
    }

    /// Adds `text` as a dragged text's subject ("text “hello”"). O(n) in the words.
    @inline(never)
    mutating func add(text: String) { arguments.append(language.describe(.text(text))) }

    /// Adds `value` in decimal digits. O(log value).
    @inline(never)
    mutating func add(number value: Int) { arguments.append(decimal(value)) }

    /// Adds a verb's words in the role whose first (``Announcement/DropVerb/move``) phrase is
    /// `move` (``Phrase/verbMove``, ``Phrase/doneMove``, ``Phrase/dropToMove``). O(n).
    @inline(never)
    mutating func add(_ verb: Announcement.DropVerb, as move: Phrase) { arguments.append(language.word(verb, move)) }

    /// Adds a command's words ("undo"). O(n).
    @inline(never)
    mutating func add(_ command: Announcement.Command) { arguments.append(language.word(command)) }

    /// Adds an undo history change's name ("Move"). O(n).
    @inline(never)
    mutating func add(_ kind: UndoKind) { arguments.append(language.name(kind)) }

    /// Adds a task's words in the role whose first (``TaskVerb/print``) phrase is `print`
    /// (``Phrase/taskVerbPrint``, ``Phrase/taskOngoingPrint``, ``Phrase/taskDonePrint``). O(n).
    @inline(never)
    mutating func add(_ verb: TaskVerb, as print: Phrase) { arguments.append(language.word(verb, print)) }

    /// Adds a failure's reason. O(n).
    @inline(never)
    mutating func add(_ reason: FailureReason) { arguments.append(language.words(for: reason)) }

    /// Adds where a move goes, or where a copy or link is put (Korean: 보관함으로, 보관함에).
    /// O(n).
    @inline(never)
    mutating func add(toward container: String, isMove: Bool) {
        arguments.append(language.say(isMove ? .towardMove : .towardOther, container))
    }

    /// Adds a spot's two arguments: a position and its count, a character and nothing, or
    /// nothing twice for the end (the phrase, ``Phrase/init(_:_:)``, says which). O(1).
    @inline(never)
    mutating func add(_ spot: Announcement.Spot) {
        switch spot {
        case .position(let index, let count):
            arguments.append(decimal(index))
            arguments.append(decimal(count))
        case .character(let character):
            arguments.append(decimal(character))
            arguments.append("")
        case .end:
            arguments.append("")
            arguments.append("")
        }
    }
}

/// `value` in decimal digits, with a "-" when negative. O(log |value|).
func decimal(_ value: Int) -> String {
    value < 0 ? "-" + decimal(UInt64(value.magnitude)) : decimal(UInt64(value))
}

/// `value` in decimal digits. O(log value).
func decimal(_ value: UInt64) -> String {
    var digits: [UInt8] = []
    var rest = value
    repeat {
        digits.append(0x30 + UInt8(rest % 10))
        rest /= 10
    } while rest > 0
    digits.reverse()
    return String(decoding: digits, as: UTF8.self)
}
