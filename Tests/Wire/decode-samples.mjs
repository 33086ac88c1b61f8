// The host contract's two generated sides agree (issue 36): reads seeded answers of every case
// (`dragkit-generate wire-samples`: each answer's bytes as hex and the JSON the Swift schema
// reader makes of them) with the page's generated decoder, Web/dragkit/dragkit-wire.js, and
// fails on the first answer it reads differently, or that it reads past or short of its end.
//
//   node Tests/Wire/decode-samples.mjs < samples.jsonl
import { deepStrictEqual } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { decodeAnswer } from '../../Web/dragkit/dragkit-wire.js';

const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.length > 0);
if (lines.length === 0) throw new Error('no samples on stdin');
const kinds = new Set();
for (const [index, line] of lines.entries()) {
  const sample = JSON.parse(line);
  const bytes = Uint8Array.from(sample.bytes.match(/../g), (pair) => parseInt(pair, 16));
  let decoded;
  try {
    decoded = decodeAnswer(bytes);
  } catch (error) {
    throw new Error(`sample ${index + 1}: the decoder threw on ${sample.bytes}: ${error.message}`);
  }
  try {
    deepStrictEqual(decoded, sample.json);
  } catch (error) {
    throw new Error(`sample ${index + 1} (${sample.bytes}) is read differently:\n${error.message}`);
  }
  for (const action of Array.isArray(decoded) ? decoded : []) if (action && action.t) kinds.add(action.t);
}
console.log(`wire: ${lines.length} answers read alike by the Swift schema and dragkit-wire.js (${kinds.size} action kinds)`);
