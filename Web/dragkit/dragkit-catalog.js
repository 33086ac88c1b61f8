// The app's catalogue (Docs/Catalog.md) as the page declares it: the browser parses the JSON
// (`JSON.parse`), this module checks it against the schema and declares it to the engine
// through its typed calls (`catalogType`, …: generated from the host contract), so the wasm
// carries no JSON reader (issue 23). The schema and the refusals are stated once, in Swift
// (DragKitCatalog's CatalogSchema and CatalogMessage, which the Swift reader used by native hosts
// and the showcase's server checks with), and generated into dragkit-catalog-schema.js, whose
// tables this module walks (issue 36, A2): `catalog: ` and what is wrong where, the key path,
// or the line and column (1-based, in bytes) for malformed text. Bounded as the reader is: at
// most 1 MiB of text, nesting at most 32 levels, 1024 entries in each list or object.
import { CATALOG, KIND, KIND_NAMES, MAX_BYTES, MAX_DEPTH, MAX_ENTRIES, MESSAGES, PREFIX } from './dragkit-catalog-schema.js';

const encoder = new TextEncoder();

const fail = (message) => new Error(`${PREFIX}${message}`);

/** `reason` at UTF-16 `offset` of `text`: its 1-based line and column (in UTF-8 bytes). O(offset). */
function located(reason, text, offset) {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = (before.match(/\n/g) || []).length + 1;
  return MESSAGES.located(reason, line, encoder.encode(before.slice(lineStart)).length + 1);
}

/**
 * What JSON.parse lets through and a catalogue refuses: nesting deeper than 32 levels (checked
 * first, so deep input costs nothing more), duplicate keys in one object, numbers with a
 * fraction or an exponent, and numbers beyond 64 bits. Returns the first such message or null.
 * O(n) in the text; never throws on malformed text (JSON.parse reports that).
 */
function lexicalProblem(text) {
  const stack = [];  // a Set of keys per open object, null per open array
  let first = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{' || c === '[') {
      if (stack.length === MAX_DEPTH) return located(MESSAGES.nestsTooDeep(MAX_DEPTH), text, i);
      stack.push(c === '{' ? new Set() : null);
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      let after = end + 1;
      while (after < text.length && ' \t\r\n'.includes(text[after])) after++;
      const keys = stack[stack.length - 1];
      if (!first && keys && text[after] === ':') {
        let key;
        try { key = JSON.parse(text.slice(i, end + 1)); } catch { key = text.slice(i + 1, end); }
        if (keys.has(key)) first = located(MESSAGES.duplicateKey(key), text, i);
        keys.add(key);
      }
      i = end;
    } else if (!first && (c === '-' || (c >= '0' && c <= '9'))) {
      const number = /^-?\d*(\.\d*)?([eE][-+]?\d*)?/.exec(text.slice(i, i + 400))[0];
      if (number.includes('.') || /[eE]/.test(number)) first = located('numbers in a catalog are whole', text, i);
      else if (BigInt(number.replace(/^-?$/, '0')) > 2n ** 63n - 1n || BigInt(number.replace(/^-?$/, '0')) < -(2n ** 63n)) {
        first = located(MESSAGES.numberTooLarge(), text, i);
      }
      i += Math.max(number.length - 1, 0);
    }
  }
  return first;
}

/**
 * JSON.parse's complaint, in lower case, with the place as line and column: its position when
 * it gives one, else the first place outside strings where the token it names stands, else the
 * end of the text. O(n).
 */
function syntaxMessage(error, text) {
  const message = String(error && error.message || error);
  const position = /at position (\d+)/.exec(message);
  let offset = position ? Number(position[1]) : text.length;
  const token = /^Unexpected token '(.)'/.exec(message);
  if (!position && token) {
    for (let i = 0, inString = false; i < text.length; i++) {
      if (inString) { if (text[i] === '\\') i++; else if (text[i] === '"') inString = false; }
      else if (text[i] === '"') inString = true;
      else if (text[i] === token[1]) { offset = i; break; }
    }
  }
  const what = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*(in|after) JSON at position \d+.*$/s, '')
    .replace(/^JSON\.parse: /, '').replace(/ of the JSON data$/, '').replace(/, ".*" is not valid JSON$/s, '');
  return located(`${what.charAt(0).toLowerCase()}${what.slice(1)}`, text, offset);
}

/** The JSON kind of a parsed value: a key of KIND_NAMES. */
function kindOf(value) {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** A type identifier: not empty, no spaces or control characters. */
function typeIdentifier(text, path) {
  if (!text || /[\u0000-\u0020]/.test(text)) throw fail(MESSAGES.notATypeIdentifier(path));
  return text;
}

/**
 * Checks `value` at `path` ('' for the whole catalogue) against the schema's `node`
 * (dragkit-catalog-schema.js), in the Swift reader's order, and returns what it holds: an
 * object's fields by name, an object's entries as [name, value] pairs, a list's or a pair's
 * values, or the string, boolean or number. Throws the first refusal. O(size of `value`).
 */
function check(value, node, path) {
  const kind = kindOf(value);
  if (kind !== node.is || (kind === 'number' && !Number.isInteger(value))) {
    throw fail(path ? MESSAGES.wrongKind(path, KIND_NAMES[node.is], KIND_NAMES[kind]) : MESSAGES.notAnObject(KIND_NAMES[kind]));
  }
  if (kind === 'object' || kind === 'array') {
    if ((kind === 'array' ? value.length : Object.keys(value).length) > MAX_ENTRIES) {
      throw fail(MESSAGES.tooManyEntries(path || 'the catalog', MAX_ENTRIES));
    }
  }
  if (node.fields) {
    const read = {};
    for (const [name, member] of Object.entries(value)) {
      const at = path ? `${path}.${name}` : name;
      if (!Object.hasOwn(node.fields, name)) throw fail(MESSAGES.unknownKey(at));
      read[name] = check(member, node.fields[name], at);
    }
    if (node.required && !node.required.every((name) => Object.hasOwn(read, name))) throw fail(MESSAGES.missingKeys(path, node.needs));
    const rule = node.excluding;
    if (rule && Object.hasOwn(read, rule.key) && rule.others.some((name) => Object.hasOwn(read, name))) {
      throw fail(MESSAGES.fixedExcludes(path, rule.keyWords, rule.othersWords));
    }
    return read;
  }
  if (node.entries) {
    return Object.entries(value).map(([name, member]) => {
      if (node.keysAreTypes) typeIdentifier(name, `${path}.${name}`);
      return [name, check(member, node.entries, `${path}.${name}`)];
    });
  }
  if (node.list) return value.map((element, index) => check(element, node.list, `${path}[${index}]`));
  if (node.pair) {
    if (value.length !== node.pair.length) throw fail(MESSAGES.notAPair(path));
    return node.pair.map((part, index) => check(value[index], part, `${path}[${index}]`));
  }
  if (node.type) return typeIdentifier(value, path);
  if (node.choice && !node.choice.includes(value)) throw fail(MESSAGES.notOneOf(path, node.words));
  if (node.is === 'number' && (value < node.from || value > node.to)) throw fail(MESSAGES.outOfRange(path, node.from, node.to));
  return value;
}

// The engine's `catalogKind` call (WebHost.CatalogKindBits): a bit for each key a kind has, and
// its values: a flag's bit when true, a choice's index (in the schema's words) shifted.
const PRESENT = { axis: 1, accepts: 2, undoable: 4, confirmation: 8, crossOperation: 16, dragging: 32,
  requestedFields: 64, placesByDropPoint: 128, dropPreviewSize: 256, task: 512, text: 1024, rich: 2048, textAccepts: 4096 };
const FLAGS = { undoable: 4, dragging: 64, placesByDropPoint: 128 };
const SHIFTS = { axis: 0, confirmation: 3, crossOperation: 4, task: 9 };
const RICH = 256;

/** A kind's checked fields as the engine's `catalogKind` takes them. */
function kind(name, fields) {
  const declared = { name, present: 0, values: 0, accepts: [], textAccepts: [], fields: [], width: 0, height: 0 };
  for (const [key, value] of Object.entries(fields)) {
    declared.present |= PRESENT[key];
    if (Object.hasOwn(FLAGS, key)) declared.values |= value ? FLAGS[key] : 0;
    if (Object.hasOwn(SHIFTS, key)) declared.values |= KIND.fields[key].choice.indexOf(value) << SHIFTS[key];
  }
  if (fields.accepts) declared.accepts = fields.accepts;
  if (fields.requestedFields) declared.fields = fields.requestedFields;
  if (fields.dropPreviewSize) Object.assign(declared, fields.dropPreviewSize);
  const text = fields.text || {};
  if (Object.hasOwn(text, 'rich')) { declared.present |= PRESENT.rich; declared.values |= text.rich ? RICH : 0; }
  if (Object.hasOwn(text, 'accepts')) { declared.present |= PRESENT.textAccepts; declared.textAccepts = text.accepts; }
  return declared;
}

/** A representation's checked fields as the engine's `catalogRepresentation` takes them. */
function representation(fields) {
  const [numerator, denominator] = fields.scale || [1, 1];
  return { type: fields.type, fixed: fields.bytes ?? -1, byDefault: fields.default ?? 0, numerator, denominator,
    minimum: fields.minimum ?? 0, load: fields.load ?? false };
}

/**
 * Reads a catalogue, a JSON string or an object (Docs/Catalog.md), into what `declareCatalog`
 * declares. Throws an Error whose message is the reader's (`catalog: …`). O(n) in its size.
 */
export function readCatalog(catalog) {
  const text = typeof catalog === 'string' ? catalog : JSON.stringify(catalog);
  if (typeof text !== 'string') throw fail(MESSAGES.notAnObject(KIND_NAMES.null));
  const bytes = text.length > MAX_BYTES / 3 ? encoder.encode(text).length : text.length;
  if (bytes > MAX_BYTES) throw fail(MESSAGES.textTooLong(bytes, MAX_BYTES));
  const problem = lexicalProblem(text);
  if (problem && problem.startsWith(MESSAGES.nestsTooDeep(MAX_DEPTH))) throw fail(problem);
  let root;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw fail(text.trim() ? syntaxMessage(error, text) : located(MESSAGES.endsWhereAValueShouldBe(), text, text.length));
  }
  if (problem) throw fail(problem);
  const read = check(root, CATALOG, '');
  return {
    types: (read.types || []).map(({ id, conformsTo }) => ({ id, parents: conformsTo || [] })),
    kinds: (read.kinds || []).map(([name, fields]) => kind(name, fields)),
    representations: (read.representations || []).map(([type, list]) => ({ type, list: list.map(representation) })),
  };
}

/**
 * Declares a catalogue `readCatalog` returned through the engine's typed calls: `call` calls the
 * engine with its calls (dragkit-calls.js). Returns `catalogCommit`'s status: 0, or 1 with a
 * refusal in the output; undefined after a trap.
 */
export function declareCatalog(read, call) {
  call((e) => e.catalogBegin());
  for (const { id, parents } of read.types) call((e) => e.catalogType(id, parents.join(' ')));
  for (const kind of read.kinds) {
    call((e) => e.catalogKind(kind.name, kind.present, kind.values, kind.accepts.join(' '), kind.textAccepts.join(' '),
      kind.width, kind.height));
    for (const field of kind.fields) call((e) => e.catalogKindField(kind.name, field));
  }
  for (const { type, list } of read.representations) {
    for (const entry of list) {
      call((e) => e.catalogRepresentation(type, entry.type, entry.fixed, entry.byDefault,
        entry.numerator, entry.denominator, entry.minimum, entry.load));
    }
  }
  return call((e) => e.catalogCommit());
}

/**
 * Declares the catalogue `read` (from `readCatalog`) to the engine through `channel` (the core's
 * engine channel, dragkit-channel.js: its `call` and `readOutput`), for `declare()` and again for
 * each new engine instance after a restart. Throws an Error with the engine's message (naming
 * the bad key) when the engine refuses it. O(size of the catalogue).
 */
export function declareTo(channel, read) {
  const status = declareCatalog(read, (fn) => channel.call(fn));
  if (status === 0) return;
  const output = status === undefined ? undefined : channel.call(() => channel.readOutput());
  throw new Error((output && output.error) || 'catalog: the engine could not read it');
}
