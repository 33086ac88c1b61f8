// DragKit web host: the data that crosses the page's edge (S1, S2, S12, P1). Three jobs:
//
// - Out: an item's representations, as the page's `exportItem(itemId)` lists them in fidelity
//   order, written into a `DataTransfer` (a native drag, or the `copy`/`cut` event's
//   clipboardData): `text/plain`, sanitised `text/html`, `text/uri-list`, files as Chrome's
//   `DownloadURL` (one file a drag) plus their URL in the uri-list, and always
//   `application/x-dragkit+json` naming the items for another window of the same app.
// - During a drag from outside: only the types can be read (the browser's protected mode); they
//   are mapped to the engine's type identifiers (`identifiersOf`).
// - In: at the drop (or paste) the DataTransfer is read once, synchronously, with limits
//   (`readTransfer`): strings are copied out, files kept as `File`s for the page to upload.

import { htmlToText, sanitizeHTML } from './dragkit-sanitize.js';

/** The type of the item list every DragKit drag carries (contract "Window to window"). */
export const DRAGKIT_JSON = 'application/x-dragkit+json';
/** The MIME type of a clipping file (text dragged out of a note, P1); a `text/plain` file
 *  named `*.textClipping` is one too. */
export const CLIPPING_MIME = 'application/x-dragkit-clipping';
/** The type identifier the engine sees for DragKit items from another window. */
export const ITEMS_IDENTIFIER = 'com.dragkit.items';
/** One empty-valued type per dragged item type, `application/x-dragkit-item+<identifier>`: a
 *  drag's types are all another window can read before the drop (protected mode), so the item
 *  types travel in the type names and a window's destinations can take or refuse the drag while
 *  it is over them (S1, S14). Trusted only as a hint: the drop reads the JSON and checks its
 *  origin. */
export const ITEM_TYPE_PREFIX = 'application/x-dragkit-item+';

/** A random id for this page load: a drop tells its own window's drags from another's. */
export const PAGE_ID = (globalThis.crypto && crypto.randomUUID) ? crypto.randomUUID()
  : `p${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** What is read at a drop unless the page's `importLimits` say otherwise. */
export const DEFAULT_LIMITS = Object.freeze({
  maxTextLength: 1_000_000,      // characters of text/plain or text/uri-list
  maxHTMLLength: 2_000_000,      // characters of text/html, before sanitising
  maxFiles: 20,                  // files in one drop
  maxFileBytes: 50 * 1024 * 1024,  // bytes of one file (the server checks again)
  maxTotalBytes: 200 * 1024 * 1024,
});

/**
 * The engine's type identifier for a MIME type (and a file's name), per the contract:
 * text/plain → public.plain-text, text/html → public.html, text/uri-list → public.url,
 * image/png → public.png, image/jpeg → public.jpeg, other images → public.image, text/calendar
 * or *.ics → public.calendar-event, a clipping → com.dragkit.clipping, other files →
 * public.file-url. Unknown string types → null (left out). O(1).
 */
export function identifierOf(mime, name = '', isFile = false) {
  const type = String(mime || '').toLowerCase().split(';')[0].trim();
  const lower = String(name || '').toLowerCase();
  if (type === CLIPPING_MIME || lower.endsWith('.textclipping')) return 'com.dragkit.clipping';
  if (type === 'text/calendar' || lower.endsWith('.ics')) return 'public.calendar-event';
  if (type === 'image/png') return 'public.png';
  if (type === 'image/jpeg') return 'public.jpeg';
  if (type.startsWith('image/')) return 'public.image';
  if (isFile) return 'public.file-url';
  if (type === 'text/plain') return 'public.plain-text';
  if (type === 'text/html') return 'public.html';
  if (type === 'text/uri-list' || type === 'url') return 'public.url';
  if (type === DRAGKIT_JSON) return ITEMS_IDENTIFIER;
  if (type.startsWith(ITEM_TYPE_PREFIX)) {
    const identifier = type.slice(ITEM_TYPE_PREFIX.length);
    return /^[a-z0-9][a-z0-9.-]{0,127}$/.test(identifier) ? identifier : null;
  }
  if (type === 'files') return 'public.file-url';
  return null;
}

/**
 * The type identifiers a DataTransfer offers while only its types can be read (a drag from
 * outside, protected mode): one per kind of string, one per file item (its MIME type is
 * known, its name is not), in the order offered, without repeats; and how many files it holds
 * (0 when unknown). O(types).
 */
export function identifiersOf(dataTransfer) {
  const found = [];
  const add = (identifier) => { if (identifier && !found.includes(identifier)) found.push(identifier); };
  let files = 0;
  const list = dataTransfer && dataTransfer.items;
  if (list && list.length) {
    for (const item of list) {
      if (item.kind === 'file') { files += 1; add(identifierOf(item.type, '', true)); } else add(identifierOf(item.type));
    }
  } else {
    for (const type of (dataTransfer && dataTransfer.types) || []) add(identifierOf(type, '', type === 'Files'));
  }
  return { identifiers: found, files };
}

/** The absolute form of `url` (relative to the page). */
function absolute(url) {
  try { return new URL(url, document.baseURI).href; } catch { return null; }
}

/**
 * The representations of the dragged (or copied) items, merged in fidelity order: for each
 * type the first item's position decides; text is joined one item a line, links one a line.
 * `exportItem(id)` is the page's option (may be absent: then each item's label is its plain
 * text). O(items × representations).
 */
export function representationsOf(itemKeys, exportItem, labelOf) {
  const order = [];
  const strings = new Map();  // type -> [data]
  const files = [];
  for (const key of itemKeys) {
    let list = null;
    try { list = exportItem ? exportItem(key) : null; } catch (error) { console.warn('DragKit: exportItem failed', error); }
    if (!Array.isArray(list) || !list.length) list = [{ type: 'text/plain', data: labelOf(key) }];
    for (const entry of list) {
      if (!entry || typeof entry.type !== 'string') continue;
      if (entry.url) {
        const url = absolute(entry.url);
        if (url) files.push({ type: entry.type, name: String(entry.name || 'file'), url, size: entry.size });
        if (!order.includes('files')) order.push('files');
        continue;
      }
      if (entry.data === undefined || entry.data === null) continue;
      if (!strings.has(entry.type)) { strings.set(entry.type, []); order.push(entry.type); }
      strings.get(entry.type).push(String(entry.data));
    }
  }
  const out = [];
  for (const type of order) {
    if (type === 'files') { for (const file of files) out.push(file); continue; }
    const parts = strings.get(type);
    if (type === 'text/html') out.push({ type, data: parts.map((html) => sanitizeHTML(html)).join('\n') });
    else if (type === 'text/uri-list') out.push({ type, data: parts.join('\r\n') });
    else out.push({ type, data: parts.join('\n') });
  }
  return out;
}

/** The file name as DownloadURL needs it: no colons (its separator) or path separators. */
function downloadName(name) {
  return String(name).replace(/[:/\\]/g, '-').slice(0, 200) || 'file';
}

/**
 * Writes `representations` into `target` (a DataTransfer or the clipboard event's
 * clipboardData; `setData` only) in their order, then `application/x-dragkit+json` with
 * `manifest`. Files: the first as `DownloadURL` (`mime:name:url`; Chrome and Edge save it
 * where it is dropped; one file a drag is all they take; `files: false` leaves it out, as the
 * clipboard has no such type), and every file's URL in `text/uri-list` (after the page's own
 * links, or where the first file stood). Without any `text/plain` the labels are one. Returns
 * the types written. O(size of the data).
 */
export function writeRepresentations(target, representations, manifest, { files = true } = {}) {
  const written = [];
  const set = (type, data) => {
    try { target.setData(type, data); written.push(type); } catch (error) { /* a type this browser refuses */ }
  };
  const fileURLs = representations.filter((r) => r.url).map((r) => r.url);
  const hasLinks = representations.some((r) => !r.url && r.type === 'text/uri-list');
  let filesWritten = false;
  for (const representation of representations) {
    if (representation.url) {
      if (filesWritten) continue;
      filesWritten = true;
      if (files) set('DownloadURL', `${representation.type}:${downloadName(representation.name)}:${representation.url}`);
      if (!hasLinks) set('text/uri-list', fileURLs.join('\r\n'));
    } else if (representation.type === 'text/uri-list') {
      set('text/uri-list', [representation.data, ...fileURLs].join('\r\n'));
    } else {
      set(representation.type, representation.data);
    }
  }
  if (!written.includes('text/plain') && manifest && manifest.labels) set('text/plain', manifest.labels.join('\n'));
  if (manifest) {
    const { labels, ...rest } = manifest;
    set(DRAGKIT_JSON, JSON.stringify(rest));
    for (const type of new Set((rest.items || []).map((item) => String(item.type || '').toLowerCase()))) {
      if (type) set(`${ITEM_TYPE_PREFIX}${type}`, '1');
    }
  }
  return written;
}

/**
 * The item list of a DragKit drag: `{origin, page, items: [{id, type, container}],
 * operation}` and, kept apart from the JSON, the labels (for a plain-text fallback). O(items).
 */
export function manifestOf(itemKeys, elementOf, containerOf, operation, labelOf) {
  return {
    origin: location.origin,
    page: PAGE_ID,
    items: itemKeys.map((id) => ({ id, type: elementOf(id)?.dataset.dkType || '', container: containerOf(id) ?? null })),
    operation,
    labels: itemKeys.map(labelOf),
  };
}

/** An error whose message is the user-facing reason a drop or paste is refused. */
export class RefusedData extends Error {}

/**
 * Reads a DataTransfer at the drop or paste, synchronously (it can't be read later), within
 * `limits`: `[{type, text?, html?, url?, file?, json?}]`, richest first — DragKit items from
 * this app's other windows (`json`, only when the origin is this page's own; otherwise
 * ignored), files (as `File`s, not read here), sanitised HTML (with its text), links, plain
 * text. Throws `RefusedData` with a message when something is over the limits (nothing is
 * read then). `words` are the messages (strings-import.js). O(size of the strings).
 */
export function readTransfer(dataTransfer, limits, words) {
  const max = { ...DEFAULT_LIMITS, ...(limits || {}) };
  const out = [];
  const types = [...(dataTransfer.types || [])];
  if (types.includes(DRAGKIT_JSON)) {
    const json = parseManifest(dataTransfer.getData(DRAGKIT_JSON));
    if (json && json.origin === location.origin) out.push({ type: DRAGKIT_JSON, json });
  }
  const files = [...(dataTransfer.files || [])];
  if (files.length > max.maxFiles) throw new RefusedData(words.tooManyFiles(max.maxFiles));
  let total = 0;
  for (const file of files) {
    if (file.size > max.maxFileBytes) throw new RefusedData(words.fileTooLarge(file.name, max.maxFileBytes));
    total += file.size;
  }
  if (total > max.maxTotalBytes) throw new RefusedData(words.dropTooLarge(max.maxTotalBytes));
  for (const file of files) out.push({ type: file.type || 'application/octet-stream', name: file.name, size: file.size, file });
  if (types.includes('text/html')) {
    const html = dataTransfer.getData('text/html');
    if (html.length > max.maxHTMLLength) throw new RefusedData(words.textTooLarge(max.maxHTMLLength));
    const clean = sanitizeHTML(html, { maxLength: max.maxHTMLLength });
    if (clean.trim()) out.push({ type: 'text/html', html: clean, text: htmlToText(clean) });
  }
  if (types.includes('text/uri-list')) {
    const list = dataTransfer.getData('text/uri-list');
    if (list.length > max.maxTextLength) throw new RefusedData(words.textTooLarge(max.maxTextLength));
    const links = list.split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
    for (const link of links) out.push({ type: 'text/uri-list', url: link });
  }
  if (types.includes('text/plain')) {
    const text = dataTransfer.getData('text/plain');
    if (text.length > max.maxTextLength) throw new RefusedData(words.textTooLarge(max.maxTextLength));
    if (text) out.push({ type: 'text/plain', text });
  }
  return out;
}

function parseManifest(text) {
  try {
    const value = JSON.parse(text);
    if (!value || typeof value !== 'object' || !Array.isArray(value.items)) return null;
    return value;
  } catch {
    return null;
  }
}
