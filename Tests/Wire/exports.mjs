// The calls into the engine are what the host contract states (issue 36): each built engine
// exports exactly the calls of `HostCalls.swift` and the hand-written ones (`dragkit-generate
// calls-list`), the items-only engine without the text views' calls, and the page's generated
// methods (dragkit-calls.js) name each call once. A call added to the contract and not compiled,
// or an export written by hand outside it, fails here.
//
//   node Tests/Wire/exports.mjs Web/dragkit/build/dragkit.wasm Web/dragkit/build/dragkit-items.wasm < calls-list
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CALLS, engineCalls } from '../../Web/dragkit/dragkit-calls.js';

const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.length > 0).map((line) => line.split(' '));
if (lines.length === 0) throw new Error('no calls on stdin');
const [full, items] = process.argv.slice(2);
const exportsOf = (path) => WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(path)))
  .map((entry) => entry.name).filter((name) => name !== 'memory').sort();
const expected = lines.map(([name]) => name).sort();
deepStrictEqual(exportsOf(full), expected, `${full} exports other calls than the contract states`);
deepStrictEqual(exportsOf(items), lines.filter(([, text]) => text !== 'text').map(([name]) => name).sort(),
  `${items} exports other calls than the contract states`);

// Every generated method of the full engine is defined; each forwards to its own export.
const called = [];
const fake = Object.fromEntries(expected.map((name) => [name, (...args) => { called.push(name); return args.length; }]));
const methods = engineCalls(fake, (...strings) => strings.map((s) => String(s).length), (values) => Array.from(values ?? []).length);
const generated = Object.keys(methods);
for (const name of generated) {
  if (typeof methods[name] !== 'function') throw new Error(`the page's method ${name} is not defined for the full engine`);
  called.length = 0;
  methods[name]('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
  if (called.length !== 1) throw new Error(`the page's method ${name} made ${called.length} calls`);
}
const forwarded = new Set(generated.map((name) => { called.length = 0; methods[name]('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'); return called[0]; }));
const handWritten = expected.filter((name) => !forwarded.has(name));
console.log(`calls: ${expected.length} exports as the contract states (${generated.length} generated methods, ${handWritten.length} by hand: ${handWritten.join(', ')}); the items-only engine without text views`);

// Each argument reaches its export where the wasm's generated forward reads it: a number as it
// is, a boolean as 1 or 0, a string as its length (the strings written in order), an absent
// optional string as -1, a list as its count.
let checked = 0;
for (const entry of CALLS) {
  const [bare, kinds] = entry.split(':');
  if (!kinds) continue;
  const name = `dk_${bare}`;
  let received; let written;
  const probe = engineCalls({ [name]: (...args) => { received = args; } },
    (...strings) => { written = strings; return strings.map((s) => s.length); }, (values) => values.length);
  const method = probe[name.slice(3).replace(/_(.)/g, (_, c) => c.toUpperCase())];
  for (const absent of [false, true]) {
    const args = [...kinds].map((k, i) => (k === 'u' ? 100 + i : k === 'b' ? i % 2 === 0 : k === 'l' ? new Array(i + 2).fill(1)
      : k === 'o' && absent ? null : 'x'.repeat(i + 1)));
    written = undefined;
    method(...args);
    const expected = [...kinds].map((k, i) => (k === 'u' ? 100 + i : k === 'b' ? (i % 2 === 0 ? 1 : 0) : k === 'l' ? i + 2
      : k === 'o' && absent ? -1 : i + 1));
    deepStrictEqual(received, expected, `${name}: its arguments reach the export out of place`);
    const strings = [...kinds].flatMap((k, i) => (k === 's' ? ['x'.repeat(i + 1)] : k === 'o' ? [absent ? '' : 'x'.repeat(i + 1)] : []));
    deepStrictEqual(written ?? [], strings, `${name}: its strings are written out of order`);
  }
  checked += 1;
}
console.log(`calls: the arguments of ${checked} calls that carry strings, booleans or lists reach their exports in place`);
