// DragKit's words (issue 36: words beside the engine): the announcers, as their own small
// WebAssembly module (dragkit-words.wasm, DragKitWords compiled by Scripts/build-wasm.sh). The
// engine wasm makes no sentences: each announcement, failure, question and placeholder name
// reaches the page as its structured value's bytes (a `words` field of the host contract), and
// the router asks this module to say them in the page's language before any handler sees the
// action (S7). The module is fetched beside the engine by `DragKit.load`, from the same folder,
// so a sentence is always ready when its action is applied. Internal: the Bridge owns one as
// `words`.

import { consoleLines } from './dragkit-channel.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The words module's instance: `say(bytes)`, `menuTitle(command, kind)`, `language(tag)`. */
export class Words {
  #exports; #module;

  /** @param {WebAssembly.Module} module  the compiled words module (dragkit-words.wasm). */
  constructor(module) {
    this.#module = module;
    this.#open();
  }

  #open() {
    this.#exports = new WebAssembly.Instance(this.#module, { env: { dk_console: consoleLines() } }).exports;
  }

  /** Copies `bytes` (an array of numbers or a Uint8Array) into the module's scratch buffer. O(n). */
  #write(bytes) {
    const x = this.#exports;
    const pointer = x.dk_words_scratch(bytes.length);
    new Uint8Array(x.memory.buffer, pointer, bytes.length).set(bytes);
    return bytes.length;
  }

  /** The sentence the last call left, `length` bytes of UTF-8, or null for a refusal (-1). */
  #read(length) {
    if (length < 0) return null;
    const x = this.#exports;
    return decoder.decode(new Uint8Array(x.memory.buffer, x.dk_words_output_pointer(), length));
  }

  /** Runs `fn` with the exports; a trap (which no input should cause) makes a new instance in
   *  the same language and gives null, so one bad utterance never silences the next. O(fn). */
  #call(fn) {
    try {
      return fn(this.#exports);
    } catch (error) {
      console.error('DragKit: the words module failed and was restarted:', error);
      this.#open();
      if (this.tag !== undefined) this.language(this.tag);
      return null;
    }
  }

  /** Speaks the language of the BCP 47 `tag` from now on: 'ko…' Korean, 'ja…' Japanese,
   *  anything else English. Returns 'en', 'ko' or 'ja'. O(length of the tag). */
  language(tag) {
    this.tag = String(tag || '');
    const chosen = this.#call((x) => x.dk_words_language(this.#write(encoder.encode(this.tag))));
    return ['en', 'ko', 'ja'][chosen] || 'en';
  }

  /** The sentence for an utterance's `bytes` (a `words` field), in the page's language; '' for
   *  bytes that are not one (never a sentence about something else). O(bytes + sentence). */
  say(bytes) {
    return this.#call((x) => this.#read(x.dk_words_say(this.#write(bytes)))) ?? '';
  }

  /** The Edit menu's title for `command` ('undo' or 'redo') naming the change `kind` ('move',
   *  'makeClipping', … or null): "Undo Move", "이동 실행 취소", "移動を取り消す". O(1). */
  menuTitle(command, kind) {
    // The names are the core's (`Announcement.Command.name`, `UndoKind.name`): no table here.
    const named = encoder.encode(kind == null ? command : `${command} ${kind}`);
    return this.#call((x) => this.#read(x.dk_words_menu_title(this.#write(named))));
  }
}
