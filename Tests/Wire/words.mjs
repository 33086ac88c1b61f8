// Words beside the engine (issue 36, S7): the engine wasm sends what is said as an utterance's
// bytes and the words wasm says it. This drives the built engine as the page does (its generated
// calls, its decoder), hands each `say` to the page's words module (dragkit-words.js over
// dragkit-words.wasm) and checks the sentences in English, Korean and Japanese; then checks
// that no sentence is in either engine, that the Edit menu's titles come from the words module,
// and that hostile bytes are refused (-1, no sentence) and never trap it.
//
//   node Tests/Wire/words.mjs Web/dragkit/build/dragkit.wasm Web/dragkit/build/dragkit-items.wasm Web/dragkit/build/dragkit-words.wasm
import { strictEqual, ok } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Channel } from '../../Web/dragkit/dragkit-channel.js';
import { Words } from '../../Web/dragkit/dragkit-words.js';

const [fullPath, itemsPath, wordsPath] = process.argv.slice(2);
const words = new Words(new WebAssembly.Module(readFileSync(wordsPath)));

/** A keyboard drag of Milk (item 10 of Inbox, 1) one step down, in an engine made from `path`:
 *  the `say` actions' bytes of the pick-up and of the step. */
function keyboardStep(path) {
  const core = { started: true, destroyed: false };
  const channel = new Channel(core, new WebAssembly.Module(readFileSync(path)), {});
  channel.open();
  const e = channel.engine;
  strictEqual(e.addContainer(1, 3, 'Inbox', ''), 0);
  strictEqual(e.addItem(10, 1, -1, '', 'Milk'), 0);
  strictEqual(e.addItem(11, 1, -1, '', 'Eggs'), 0);
  e.containerFrame(1, 0, 0, 300, 200);
  e.itemFrame(10, 0, 0, 300, 40);
  e.itemFrame(11, 0, 40, 300, 40);
  const said = () => (channel.readOutput() ?? []).filter((a) => a.t === 'say').map((a) => a.words);
  e.key(3, true, 0, 0, 10);
  const lift = said();
  e.key(6, true, 0, 10, 0);
  return { lift, step: said() };
}

const expected = [
  ['en', 'Milk, position 2 of 2 in Inbox.'],
  ['ko', 'Milk, Inbox의 위치 2개 중 두 번째.'],
  ['ja', 'Milk、Inboxの2か所中2番目。'],
];
for (const path of [fullPath, itemsPath]) {
  const { lift, step } = keyboardStep(path);
  ok(lift.length > 0 && step.length === 1, `${path}: a keyboard pick-up and one step each say something`);
  for (const bytes of [...lift, ...step]) ok(Array.isArray(bytes) && bytes.every((b) => b >= 0 && b < 256), `${path}: what is said crosses as bytes`);
  for (const [tag, sentence] of expected) {
    strictEqual(words.language(tag), tag);
    strictEqual(words.say(step[0]), sentence, `${path} in ${tag}`);
    ok(words.say(lift[0]).startsWith(tag === 'en' ? 'Picked up Milk' : 'Milk'), `${path} in ${tag}: the pick-up is said`);
  }
}

// No sentence is in either engine: not the English, Korean or Japanese templates; the words
// module has them.
const templates = ['Picked up {1}', '{1}{을/를} 들어 올렸습니다', '{1}を持ち上げました', 'Over {1}, position {3} of {4}. Drop to {2}.'];
const contains = (path, text) => Buffer.from(readFileSync(path)).includes(Buffer.from(text, 'utf8'));
for (const path of [fullPath, itemsPath]) for (const text of templates) ok(!contains(path, text), `${path} holds "${text}"`);
for (const text of templates) ok(contains(wordsPath, text), `${wordsPath} lacks "${text}"`);

// The Edit menu's titles.
const titles = { en: ['Undo Move', 'Redo Make Clipping', 'Undo'], ko: ['이동 실행 취소'], ja: ['移動を取り消す'] };
words.language('en');
strictEqual(words.menuTitle('undo', 'move'), titles.en[0]);
strictEqual(words.menuTitle('redo', 'makeClipping'), titles.en[1]);
strictEqual(words.menuTitle('undo', null), titles.en[2]);
// Every kind the engine's `history` answer can name (`UndoKind.name`) has its own title, and a
// name neither the commands nor the kinds know gets none (never another change's title).
const kinds = { move: 'Undo Move', copy: 'Undo Copy', moveText: 'Undo Move Text', copyText: 'Undo Copy Text',
  makeClipping: 'Undo Make Clipping', insertText: 'Undo Insert Text' };
for (const [kind, title] of Object.entries(kinds)) strictEqual(words.menuTitle('undo', kind), title, kind);
strictEqual(words.menuTitle('undo', 'Move'), null);
strictEqual(words.menuTitle('undo', 'moveTextX'), null);
strictEqual(words.menuTitle('bogus', 'move'), null);
strictEqual(words.menuTitle('undo', ''), null);
words.language('ko-KR');
strictEqual(words.menuTitle('undo', 'move'), titles.ko[0]);
words.language('ja');
strictEqual(words.menuTitle('undo', 'move'), titles.ja[0]);

// Hostile bytes: a seeded walk of random and cut utterances is refused or said, never a trap.
words.language('en');
let seed = 0x2545f491;
const next = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0); };
const valid = keyboardStep(fullPath).step[0];
let refused = 0;
const errors = [];
const log = console.error;
console.error = (...args) => errors.push(args.join(' '));
for (let n = 0; n < 5000; n += 1) {
  const bytes = n % 2 ? Array.from({ length: next() % 48 }, () => next() % 256) : valid.slice(0, next() % valid.length);
  const text = words.say(bytes);
  strictEqual(typeof text, 'string');
  if (text === '') refused += 1;
}
console.error = log;
strictEqual(errors.length, 0, `the words module trapped: ${errors[0]}`);
ok(refused > 2500, 'cut utterances are refused');
strictEqual(words.say(valid), 'Milk, position 2 of 2 in Inbox.', 'after hostile bytes, the words still say what they are given');
console.log(`words: engines send bytes (${valid.length} for a keyboard step), the words module says them in en/ko/ja; no template in either engine; ${refused} of 5000 hostile inputs refused, none trapped`);
