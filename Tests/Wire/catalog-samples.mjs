// The catalogue's two readers agree (issue 36, A2): reads the bad catalogues the schema makes
// (`dragkit-generate catalog-samples`: for every place in DragKitCatalog's CatalogSchema, a value
// of the wrong kind, an unknown key, a missing required key, a word, number, type identifier or
// pair it refuses, each with the refusal the schema predicts, which the Swift reader's tests hold
// it to) with the page's reader, Web/dragkit/dragkit-catalog.js, and fails on the first it
// accepts or refuses in other words.
//
//   node Tests/Wire/catalog-samples.mjs < samples.jsonl
import { readFileSync } from 'node:fs';
import { readCatalog } from '../../Web/dragkit/dragkit-catalog.js';

const lines = readFileSync(0, 'utf8').split('\n').filter((line) => line.length > 0);
if (lines.length === 0) throw new Error('no samples on stdin');
for (const [index, line] of lines.entries()) {
  const sample = JSON.parse(line);
  let refusal = null;
  try {
    readCatalog(sample.json);
  } catch (error) {
    refusal = error.message;
  }
  if (refusal !== sample.message) {
    throw new Error(`sample ${index + 1}: ${sample.json}\n  the schema says: ${sample.message}\n  the page says:   ${refusal}`);
  }
}
console.log(`catalog: ${lines.length} bad catalogues refused alike by the Swift schema and dragkit-catalog.js`);
