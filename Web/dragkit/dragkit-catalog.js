// The app's catalogue (Docs/Catalog.md) as the page declares it: the browser parses the JSON
// (`JSON.parse`), this module checks it against the schema and declares it to the engine
// through its typed calls (`catalogType`, …: generated from the host contract), so the wasm
// carries no JSON reader (issue 23). Its refusals are the ones the Swift reader (`DragKitCatalog`, used by native
// hosts and the showcase's server) gives: `catalog: ` and what is wrong where: the key path, or
// the line and column (1-based, in bytes) for malformed text. Bounded as the reader is: at most
// 1 MiB of text, nesting at most 32 levels, 1024 entries in each list or object.

const MAX_BYTES = 1 << 20;
const MAX_DEPTH = 32;
const MAX_ENTRIES = 1024;
const MAX_BYTE_COUNT = 2 ** 53;
const encoder = new TextEncoder();

const fail = (message) => new Error(`catalog: ${message}`);

/** 1-based line and column (in UTF-8 bytes) of UTF-16 `offset` in `text`. O(offset). */
function place(text, offset) {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  const line = (before.match(/\n/g) || []).length + 1;
  return `line ${line}, column ${encoder.encode(before.slice(lineStart)).length + 1}`;
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
      if (stack.length === MAX_DEPTH) return `values nest deeper than ${MAX_DEPTH} levels at ${place(text, i)}`;
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
        if (keys.has(key)) first = `key '${key}' appears twice in one object at ${place(text, i)}`;
        keys.add(key);
      }
      i = end;
    } else if (!first && (c === '-' || (c >= '0' && c <= '9'))) {
      const number = /^-?\d*(\.\d*)?([eE][-+]?\d*)?/.exec(text.slice(i, i + 400))[0];
      if (number.includes('.') || /[eE]/.test(number)) first = `numbers in a catalog are whole at ${place(text, i)}`;
      else if (BigInt(number.replace(/^-?$/, '0')) > 2n ** 63n - 1n || BigInt(number.replace(/^-?$/, '0')) < -(2n ** 63n)) {
        first = `the number is too large at ${place(text, i)}`;
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
  return `${what.charAt(0).toLowerCase()}${what.slice(1)} at ${place(text, offset)}`;
}

function kindName(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'string') return 'a string';
  return Array.isArray(value) ? 'an array' : 'an object';
}

const wrong = (path, expected, value) => fail(`'${path}' must be ${expected}, not ${kindName(value)}`);
const unknownKey = (key, path) => fail(`unknown key '${path ? `${path}.${key}` : key}'`);

function object(value, path) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw path === 'the catalog' ? fail(`the catalog must be an object, not ${kindName(value)}`) : wrong(path, 'an object', value);
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_ENTRIES) throw fail(`'${path}' has more than ${MAX_ENTRIES} entries`);
  return entries;
}

function array(value, path) {
  if (!Array.isArray(value)) throw wrong(path, 'an array', value);
  if (value.length > MAX_ENTRIES) throw fail(`'${path}' has more than ${MAX_ENTRIES} entries`);
  return value;
}

function string(value, path) {
  if (typeof value !== 'string') throw wrong(path, 'a string', value);
  return value;
}

function bool(value, path) {
  if (typeof value !== 'boolean') throw wrong(path, 'true or false', value);
  return value;
}

/** A type identifier: not empty, no spaces or control characters. */
function type(value, path) {
  const text = string(value, path);
  if (!text || /[\u0000-\u0020]/.test(text)) {
    throw fail(`'${path}' must be a type identifier such as "public.image" (not empty, no spaces)`);
  }
  return text;
}

const types = (value, path) => array(value, path).map((element, index) => type(element, `${path}[${index}]`));

function count(value, path, lower, upper) {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw wrong(path, 'a number', value);
  if (value < lower || value > upper) throw fail(`'${path}' must be from ${lower} to ${upper}`);
  return value;
}

function choice(value, path, options, words) {
  const text = string(value, path);
  if (!(text in options)) throw fail(`'${path}' must be ${words}`);
  return options[text];
}

// Bits of the engine's `catalogKind` call (WebHost.CatalogKindBits).
const PRESENT = { axis: 1, accepts: 2, undoable: 4, confirmation: 8, crossOperation: 16, dragging: 32,
  requestedFields: 64, placesByDropPoint: 128, dropPreviewSize: 256, task: 512, text: 1024, rich: 2048, textAccepts: 4096 };

function kind(value, path) {
  const declared = { present: 0, values: 0, accepts: [], textAccepts: [], fields: [], width: 0, height: 0 };
  for (const [name, member] of object(value, path)) {
    const key = `${path}.${name}`;
    switch (name) {
      case 'axis':
        declared.values |= choice(member, key, { vertical: 0, horizontal: 1, grid: 2, rows: 3 }, '"vertical", "horizontal", "grid" or "rows"');
        break;
      case 'accepts': declared.accepts = types(member, key); break;
      case 'undoable': if (bool(member, key)) declared.values |= 4; break;
      case 'confirmation': declared.values |= choice(member, key, { before: 0, after: 8 }, '"before" or "after"'); break;
      case 'crossOperation': declared.values |= choice(member, key, { copy: 0, move: 16, link: 32 }, '"copy", "move" or "link"'); break;
      case 'dragging': if (bool(member, key)) declared.values |= 64; break;
      case 'requestedFields': declared.fields = array(member, key).map((field, index) => string(field, `${key}[${index}]`)); break;
      case 'placesByDropPoint': if (bool(member, key)) declared.values |= 128; break;
      case 'dropPreviewSize': {
        let width, height;
        for (const [part, size] of object(member, key)) {
          if (part === 'width') width = count(size, `${key}.width`, 1, 10000);
          else if (part === 'height') height = count(size, `${key}.height`, 1, 10000);
          else throw unknownKey(part, key);
        }
        if (width === undefined || height === undefined) throw fail(`'${key}' needs 'width' and 'height'`);
        Object.assign(declared, { width, height });
        break;
      }
      case 'task': {  // F10: the task's kind; the announcers have its words (S7)
        const task = ['print', 'upload', 'share'].indexOf(string(member, key));
        if (task < 0) throw fail(`'${key}' must be "print", "upload" or "share"`);
        declared.values |= task << 9;
        break;
      }
      case 'text':
        for (const [part, option] of object(member, key)) {
          if (part === 'rich') { declared.present |= PRESENT.rich; if (bool(option, `${key}.rich`)) declared.values |= 256; }
          else if (part === 'accepts') { declared.present |= PRESENT.textAccepts; declared.textAccepts = types(option, `${key}.accepts`); }
          else throw unknownKey(part, key);
        }
        break;
      default:
        throw unknownKey(name, path);
    }
    declared.present |= PRESENT[name];
  }
  return declared;
}

function representation(value, path) {
  const declared = { type: undefined, fixed: -1, byDefault: 0, numerator: 1, denominator: 1, minimum: 0, load: false };
  let sized = false;
  for (const [name, member] of object(value, path)) {
    const key = `${path}.${name}`;
    switch (name) {
      case 'type': declared.type = type(member, key); break;
      case 'bytes': declared.fixed = count(member, key, 0, MAX_BYTE_COUNT); break;
      case 'default': declared.byDefault = count(member, key, 0, MAX_BYTE_COUNT); sized = true; break;
      case 'minimum': declared.minimum = count(member, key, 0, MAX_BYTE_COUNT); sized = true; break;
      case 'load': declared.load = bool(member, key); break;
      case 'scale': {
        const pair = array(member, key);
        if (pair.length !== 2) throw fail(`'${key}' must be [numerator, denominator]`);
        declared.numerator = count(pair[0], `${key}[0]`, 0, 1000000);
        declared.denominator = count(pair[1], `${key}[1]`, 1, 1000000);
        sized = true;
        break;
      }
      default: throw unknownKey(name, path);
    }
  }
  if (declared.type === undefined) throw fail(`'${path}' needs a 'type'`);
  if (declared.fixed >= 0 && sized) throw fail(`'${path}' has a fixed 'bytes'; leave out 'scale', 'default' and 'minimum'`);
  return declared;
}

/**
 * Reads a catalogue, a JSON string or an object (Docs/Catalog.md), into what `declareCatalog`
 * declares. Throws an Error whose message is the reader's (`catalog: …`). O(n) in its size.
 */
export function readCatalog(catalog) {
  const text = typeof catalog === 'string' ? catalog : JSON.stringify(catalog);
  if (typeof text !== 'string') throw fail('the catalog must be an object, not null');
  const bytes = text.length > MAX_BYTES / 3 ? encoder.encode(text).length : text.length;
  if (bytes > MAX_BYTES) throw fail(`the text is ${bytes} bytes; at most ${MAX_BYTES} are read`);
  const problem = lexicalProblem(text);
  if (problem && problem.startsWith('values nest')) throw fail(problem);
  let root;
  try {
    root = JSON.parse(text);
  } catch (error) {
    throw fail(text.trim() ? syntaxMessage(error, text) : `the text ends where a value should be at ${place(text, text.length)}`);
  }
  if (problem) throw fail(problem);
  const read = { types: [], kinds: [], representations: [] };
  for (const [key, value] of object(root, 'the catalog')) {
    if (key === 'types') {
      read.types = array(value, 'types').map((element, index) => {
        const path = `types[${index}]`;
        let id, parents = [];
        for (const [name, member] of object(element, path)) {
          if (name === 'id') id = type(member, `${path}.id`);
          else if (name === 'conformsTo') parents = types(member, `${path}.conformsTo`);
          else throw unknownKey(name, path);
        }
        if (id === undefined) throw fail(`'${path}' needs an 'id'`);
        return { id, parents };
      });
    } else if (key === 'kinds') {
      read.kinds = object(value, 'kinds').map(([name, member]) => ({ name, ...kind(member, `kinds.${name}`) }));
    } else if (key === 'representations') {
      read.representations = object(value, 'representations').map(([itemType, list]) => {
        const path = `representations.${itemType}`;
        type(itemType, path);
        return { type: itemType, list: array(list, path).map((entry, index) => representation(entry, `${path}[${index}]`)) };
      });
    } else {
      throw unknownKey(key, '');
    }
  }
  return read;
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
