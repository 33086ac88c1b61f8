// The calls into the engine are what the host contract states (issue 36): each built engine
// exports exactly the calls of `HostCalls.swift` and the hand-written ones (`dragkit-generate
// calls-list`), the items-only engine without the text views' calls, and the page's generated
// methods (dragkit-calls.js) name each call once. A call added to the contract and not compiled,
// or an export written by hand outside it, fails here.
//
//   node Tests/Wire/exports.mjs Web/dragkit/build/dragkit.wasm Web/dragkit/build/dragkit-items.wasm < calls-list
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { engineCalls } from '../../Web/dragkit/dragkit-calls.js';

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
