// The WebAssembly boundary of the words module (issue 36: words beside the engine). The engine
// wasm makes no sentences: it sends each announcement, failure, question and placeholder name
// as its structured value's bytes (`Utterance`, DragKit), and the page hands those bytes here to
// be said in its language by DragKitWords' announcers (S7). The sentences are the ones the
// desktop host and the native tests get from the same announcers. Compiled only by
// Scripts/build-wasm.sh (`words`, Embedded Swift); the page's side is dragkit-words.js.
//
// Bytes come in through a scratch buffer the JavaScript fills (`dk_words_scratch`); a sentence
// goes out as UTF-8 in a buffer it reads (`dk_words_output_pointer`, the length each call returns).

import DragKit
import DragKitWords

nonisolated(unsafe) var language = AnnouncementLanguage.english
nonisolated(unsafe) var scratch: [UInt8] = []
nonisolated(unsafe) var output: [UInt8] = []

// Runtime support (the console, hashing's seed, growing a scratch buffer): Runtime/WasmRuntime.swift.

// MARK: Buffers

/// A buffer of at least `capacity` bytes for the next call's input. O(capacity) when it grows.
@_expose(wasm, "dk_words_scratch") @_cdecl("dk_words_scratch")
func dk_words_scratch(_ capacity: Int32) -> UnsafeMutablePointer<UInt8>? {
    scratchBuffer(&scratch, capacity: capacity)
}

/// Where the last call's sentence is (UTF-8; its length is what the call returned).
@_expose(wasm, "dk_words_output_pointer") @_cdecl("dk_words_output_pointer")
func dk_words_output_pointer() -> UnsafePointer<UInt8>? {
    output.withUnsafeBufferPointer { $0.baseAddress }
}

/// The first `length` bytes of the scratch buffer, clipped to it: any length the JavaScript
/// passes (negative, huge) reads what exists, never traps. O(length).
func scratchBytes(_ length: Int32) -> [UInt8] {
    Array(scratch.prefix(Int(max(length, 0))))
}

/// Leaves `text` as the output; returns its UTF-8 length. O(length).
func answer(_ text: String) -> Int32 {
    output = Array(text.utf8)
    return Int32(truncatingIfNeeded: output.count)
}

// MARK: Calls

/// Speaks the language of the BCP 47 tag in scratch[0..<length] from now on ("ko", "ja-JP";
/// anything else, or "", is English); returns 0 English, 1 Korean, 2 Japanese. O(length).
@_expose(wasm, "dk_words_language") @_cdecl("dk_words_language")
func dk_words_language(_ length: Int32) -> Int32 {
    language = AnnouncementLanguage(tag: String(decoding: scratchBytes(length), as: UTF8.self))
    return Int32(language.rawValue)
}

/// Says the utterance whose bytes are scratch[0..<length] (an announcement's event or a
/// failure's reason, as the engine wasm wrote it); returns the sentence's length, or -1 when
/// the bytes are not an utterance (nothing is said). O(length + the sentence's length).
@_expose(wasm, "dk_words_say") @_cdecl("dk_words_say")
func dk_words_say(_ length: Int32) -> Int32 {
    switch Utterance(decoding: scratchBytes(length)) {
    case .event(let event)?: return answer(language.words(for: event))
    case .reason(let reason)?: return answer(language.words(for: reason))
    case nil: return -1
    }
}

/// The Edit menu's title for the command and change named in scratch[0..<length]: the
/// command's name (``Announcement/Command/name``: `undo`, `redo`), then, when a change is named,
/// a space and its kind's name (``UndoKind/name``: `move`, `makeClipping`, …): "Undo Move", "이동
/// 실행 취소", "移動を取り消す". The names are the core's, so the page keeps no table of them.
/// Returns the title's length, or -1 for a name neither knows. O(length).
@_expose(wasm, "dk_words_menu_title") @_cdecl("dk_words_menu_title")
func dk_words_menu_title(_ length: Int32) -> Int32 {
    let named = scratchBytes(length)
    let space = named.firstIndex(of: UInt8(ascii: " "))
    guard let command = Announcement.Command(name: named[..<(space ?? named.endIndex)]) else { return -1 }
    guard let space else { return answer(language.menuTitle(command, nil)) }
    guard let change = UndoKind(name: named[(space + 1)...]) else { return -1 }
    return answer(language.menuTitle(command, change))
}
