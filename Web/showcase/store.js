// The page's copy of what the server has stored, and the three ways the page talks to the
// server (Docs/Showcase.md, "Server API"): read everything, store an item drop, store a text drop.
// Loading a representation at the drop (S14, F9, A3) lives here too.

import { model } from './model.js';
import { timeEventDrop } from './calendar-slots.js';
import { words } from './words.js';
import { foldersInside } from './folders.js';

export { model };

function index() {
  model.byId = new Map(model.containers.map((c) => [c.id, c]));
  for (const container of model.containers) {
    for (const item of container.items) model.items.set(item.id, item);
  }
}

export async function fetchContainers() {
  adoptStored(await readStored());
  return model.containers;
}

/** What is stored now, `{version, containers}`, without touching the model. O(stored content). */
export async function readStored() {
  const response = await fetch('/api/containers', { cache: 'no-store' });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const body = await response.json();
  const version = Number(response.headers.get('DragKit-Store-Version'));
  return { version: Number.isInteger(version) ? version : null, containers: body.containers };
}

/** Makes `stored` (from `readStored`) the model. O(stored content). */
export function adoptStored(stored) {
  model.containers = stored.containers.slice().sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  model.version = stored.version;
  index();
}

/** Replaces the touched containers with the server's answer; returns them. */
function absorb(containers) {
  for (const container of containers || []) {
    const at = model.containers.findIndex((c) => c.id === container.id);
    if (at >= 0) model.containers[at] = container; else model.containers.push(container);
  }
  index();
  return containers || [];
}

/** A fresh id for one write (Idempotency-Key): a retry of the same write reuses it, so the server
 *  applies it once and answers the retry as it answered the first attempt. */
function requestId() {
  if (globalThis.crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Writes go one at a time, in order: each names the container versions of the view it was
 *  computed on, which the previous write's answer brought up to date. */
let writes = Promise.resolve();
/** Bumped when a write is refused: writes queued behind it were computed on a view the server
 *  did not take, so they are not sent. */
let refusals = 0;

/** Writes sent or queued and not yet answered (issue 12: content from other windows waits). */
let unanswered = 0;

/** Whether a write of this page is queued or on its way. O(1). */
export function writing() {
  return unanswered > 0;
}

function post(url, body, done = 'changed') {
  const epoch = refusals;
  const send = () => {
    if (epoch !== refusals) throw refusal(409, 'an earlier change in this window was refused', done);
    return postNow(url, typeof body === 'function' ? body() : body, done);
  };
  unanswered += 1;
  const result = writes.then(send, send).finally(() => { unanswered -= 1; });
  writes = result.catch(() => {});
  return result.catch((error) => { refusals += 1; throw error; });
}

async function postNow(url, body, done) {
  const id = requestId();
  const json = JSON.stringify(body);
  const attempt = () => fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': id },
    body: json,
  });
  let response;
  try {
    response = await attempt();
  } catch {
    // The answer may be lost while the write was applied: sending it again with the same id
    // is safe (applied once, answered the same way).
    try { response = await attempt(); } catch { throw unreachable(); }
  }
  serverReached();
  let answer = null;
  try { answer = await response.json(); } catch { answer = null; }
  if (!response.ok) throw refusal(response.status, answer && answer.error, done);
  noteVersions(answer);
  return answer || { containers: [] };
}

/** Takes the stored versions an answer brings into the model at once, before the next queued
 *  write is sent: that write was computed on the view this answer confirms (S9: two fingers
 *  dropping into one list one right after the other), so it must name these versions, not the
 *  ones from before. The rest of the answer is absorbed by the caller. O(containers answered). */
function noteVersions(answer) {
  for (const container of (answer && Array.isArray(answer.containers) ? answer.containers : [])) {
    const known = container && model.byId.get(container.id);
    if (known && Number.isInteger(container.version)) known.version = container.version;
  }
}

/**
 * The error for a refused request, its message in words a person understands (F7): the bridge
 * shows it after "Couldn't move …:". The server's own message is written for developers (it
 * names internal ids such as "rem-today-1"), so it goes to the console and `error.detail`, not
 * on screen. A 409 means the stored content changed since this page loaded it, in practice in
 * another window; the page then reloads what is stored. A 422 is the server's one refusal
 * with a reason of its own: a folder would land inside itself (issue 34), said as such rather
 * than as "the server refused the change". `done` names what did not happen
 * ("moved", "copied", "changed"). O(1).
 */
function refusal(status, detail, done = 'changed') {
  // In the page's language (S7): the engine says it inside its own sentence.
  const reason = status === 409 ? words.refused.changed(done)
    : status === 404 ? words.refused.gone
      : status === 422 ? words.refused.insideItself  // the server's reason of its own (issue 34)
      : status >= 500 ? words.refused.unsaved
        : words.refused.refused;
  if (detail) console.warn(`DragKit showcase: the server answered ${status}: ${detail}`);
  const error = new Error(reason);
  error.status = status;
  error.detail = detail || '';
  return error;
}

/**
 * Stores one drop the engine committed. Item drops go to POST /api/drops in one transaction;
 * text drops to POST /api/text with each document's last known version, so a stale page gets a
 * 409 instead of overwriting newer text. Resolves with the touched containers, or 'unchanged'
 * for a calendar event put back on its own spot (nothing written, S2, S10).
 */
export async function commitTransfer(transfer) {
  if (transfer.kind === 'text') {
    const documents = transfer.documents.map((document) => ({
      container: document.container,
      version: model.byId.get(document.container)?.text?.version ?? 0,
      runs: document.runs,
    }));
    const answer = await post('/api/text', () => ({ documents: documents.map((document) => ({
      ...document, version: model.byId.get(document.container)?.text?.version ?? document.version })) }),
    pastTense(transfer.operation));
    return absorb(answer.containers);
  }
  // A folder can't land inside itself (issue 34): said at once, in words, without asking the
  // server (which refuses it too, 422).
  if (transfer.operation !== 'delete' && foldersInside(transfer.items).has(transfer.to)) {
    throw insideItself(transfer, refusal(422, '', pastTense(transfer.operation)));
  }
  const body = { operation: transfer.operation, items: transfer.items || [], from: transfer.from, to: transfer.to,
    index: transfer.index ?? 0 };
  if (transfer.copies && transfer.copies.length) body.copies = transfer.copies;
  // `indices` place dragged items; created-only drops (a clipping) are placed by `index`.
  // A delete (undoing a copy or a clipping) removes items wherever they are: no `indices`.
  if (transfer.indices && transfer.indices.length && body.items.length && transfer.operation !== 'delete') {
    body.indices = transfer.indices;
  }
  if (transfer.created && transfer.created.length) {
    // The bridge hands created items as {id, type, label, text}; the server stores
    // {id, type, title, payload} (Docs/Showcase.md). Items the page converted already carry those.
    body.created = transfer.created.map((item) => ({
      id: item.id,
      type: item.type,
      title: item.title ?? item.label ?? '',
      payload: item.payload ?? (item.text !== undefined ? { text: item.text } : {}),
    }));
    // A copy of only created items (a clipping from text, P1) needs no `from`: its source is text.
    if (!body.items.length) delete body.from;
  }
  const converted = convertedCopies(transfer);
  if (converted.length) body.created = [...(body.created || []), ...converted];
  const timed = timeEventDrop(transfer, body);  // S2: a calendar drop lands where its drag image showed it
  if (timed?.unchanged) return 'unchanged';  // put back on its own spot: nothing to write, no undo step (S10)
  // The versions of the containers this drop was computed on, read when it is sent (after the
  // writes before it were answered): the server refuses it (409) if either changed since.
  const answer = await post('/api/drops', () => withVersions(body), pastTense(transfer.operation))
    .catch((error) => { throw insideItself(transfer, error); });
  timed?.();
  return absorb(answer.containers);
}

/** A 422 for a drop into Reminders says it of reminders (issue 37): a reminder never goes among
 *  its own subtasks; into a folder, of folders. Returns `error`. O(1). */
function insideItself(transfer, error) {
  if (error.status === 422 && model.byId.get(transfer.to)?.scene === 'reminders') error.message = words.refused.insideSubtasks;
  return error;
}

/** `body` with `versions`: the stored version of its `from` and `to` as this page last saw them. */
function withVersions(body) {
  const versions = {};
  for (const id of [body.from, body.to]) {
    const version = id && model.byId.get(id)?.version;
    if (Number.isInteger(version)) versions[id] = version;
  }
  return Object.keys(versions).length ? { ...body, versions } : body;
}

/** "moved", "copied" or "changed": what a drop of `operation` does, for messages. */
function pastTense(operation) {
  return operation === 'move' ? 'moved' : operation === 'copy' ? 'copied' : 'changed';
}

/** Copies that land as another representation than their source's own type (A2, S12): a chart
 *  dropped among a note's attachments is stored as the PNG the engine negotiated, not as a
 *  chart. The server stores such a copy as described here (`created` reusing the copy's id). */
function convertedCopies(transfer) {
  if (transfer.operation !== 'copy' || !transfer.types || !transfer.copies) return [];
  const converted = [];
  transfer.copies.forEach((copy, index) => {
    const type = transfer.types[index];
    const source = model.items.get(transfer.items[index]);
    // The app's own types (a chart's native data) travel as the item itself; a standard type
    // negotiated for an app item (PNG for a chart or photo) is a conversion.
    if (!type || !source || type === source.type || !type.startsWith('public.') || source.type.startsWith('public.')) return;
    if (transfer.fields && transfer.fields.length) return;  // field extracts are named by the page (A3)
    converted.push({ id: copy, type, title: source.title, payload: { ...(source.payload || {}), original: source.type } });
  });
  return converted;
}

// ------------------------------------------------------------------ other windows' changes

/**
 * Issue 12 (S9, S14): two windows are two views of one store. Follows `GET /api/events` (an
 * `EventSource`): the server sends the store's version when the stream opens and after every
 * stored write, from any window. A version other than the model's calls `changed(version)`;
 * the page then compares what is stored with what it shows (`changedContainers`) and redraws when
 * another window wrote (its own writes are already in the model).
 *
 * When the stream is lost the browser reconnects a second later (the server's `retry`); when it
 * was closed for good (the server refused it, e.g. 503 with too many windows following), this
 * opens a new one after 1, 2, 4 … at most 30 seconds. Either way the first event after
 * reconnecting names the version now stored, so nothing written meanwhile is missed.
 *
 * A page the browser keeps in its back/forward cache closes its stream when it is hidden
 * (`pagehide`) and opens it again when it is shown (`pageshow`), whose first event catches up
 * on what changed meanwhile (issue 34: each cached page held a connection, and after six the
 * next page waited seconds for one).
 *
 * Returns `{pause(), resume(), following, heard}`: `pause()` closes the stream (a window that
 * stops hearing of changes, as tests need to make a stale view), `resume()` opens it again;
 * `following` says whether the stream is open, `heard` is the last version it named. O(1).
 */
export function followChanges(changed) {
  let source = null;
  let paused = false;
  let hidden = false;  // the page is in the back/forward cache
  let retryIn = 1000;
  let retryTimer = null;
  let heard = null;
  const open = () => {
    retryTimer = null;
    if (paused || hidden || source || typeof EventSource !== 'function') return;
    source = new EventSource('/api/events');
    source.addEventListener('open', () => { retryIn = 1000; });
    source.addEventListener('change', (event) => {
      let version = null;
      try { version = JSON.parse(event.data).version; } catch { return; }
      heard = version;
      if (Number.isInteger(version) && version !== model.version) changed(version);
    });
    source.addEventListener('error', () => {
      if (!source || source.readyState !== EventSource.CLOSED) return;  // the browser reconnects
      source = null;
      retryTimer = setTimeout(open, retryIn);
      retryIn = Math.min(retryIn * 2, 30000);
    });
  };
  const close = () => {
    if (retryTimer) { clearTimeout(retryTimer); retryTimer = null; }
    if (source) { source.close(); source = null; }
  };
  addEventListener('pagehide', () => { hidden = true; close(); });
  addEventListener('pageshow', () => {
    if (!hidden) return;
    hidden = false;
    retryIn = 1000;
    open();
  });
  open();
  return {
    pause() { paused = true; close(); },
    resume() { if (!paused) return; paused = false; open(); },
    get following() { return !!source && source.readyState === EventSource.OPEN; },
    get heard() { return heard; },
  };
}

/** The ids of the containers whose stored content (from `readStored`) differs from the model's:
 *  new ones, gone ones, and those whose items or text are at another version. Versions change
 *  with every write, so equal versions mean equal content. O(containers). */
export function changedContainers(stored) {
  const changed = [];
  const ids = new Set();
  for (const container of stored.containers) {
    ids.add(container.id);
    const known = model.byId.get(container.id);
    if (!known || known.version !== container.version || (known.text?.version ?? null) !== (container.text?.version ?? null)) {
      changed.push(container.id);
    }
  }
  for (const known of model.containers) if (!ids.has(known.id)) changed.push(known.id);
  return changed;
}

/** Notes that the model, unchanged, is at the store's `version` (its own writes brought it there). */
export function noteStoredVersion(version) {
  model.version = version;
}

// ------------------------------------------------------------------ from another window

/** The type the bridge gives DragKit items dragged in from another window of this app. */
const DRAGKIT_ITEMS = 'application/x-dragkit+json';

/**
 * Issue 12 (S1, S14, P2): stores DragKit items dragged into this window from another window of
 * the showcase. The bridge hands `importDrop` `{container, index, items}` where one item is
 * `{type: 'application/x-dragkit+json', json: {origin, page, items: [{id, type, container}],
 * operation}}` (only when the origin is this page's own); pass that `detail` here.
 *
 * Both windows show one store, so this is the drop the engine would make within one window,
 * sent as one `POST /api/drops` per source container: a move is one transaction, whichever
 * window closes meanwhile (S14), and the source window learns of it from the event stream (its
 * bridge leaves its content alone: the drag was delivered). The operation follows the same
 * rules as within a window (Docs/Showcase.md, "Operations by pair"): within one container a
 * move, between two containers of one scene the destination's `crossOperation`, between
 * scenes a copy, and a copy when the source asked for one (Option). The index is where this
 * window showed the drop, on its view of the destination (`versions`: a stale view is refused).
 *
 * Resolves with the containers the drops touched (now in the model; the caller redraws and
 * rescans, as for any import), or null when `detail` holds no items of this app. Rejects with
 * a user-facing reason (an Error whose message says why in plain words, F7). O(items).
 */
export async function dropFromOtherWindow(detail) {
  const manifest = (detail && Array.isArray(detail.items) ? detail.items : [])
    .find((item) => item && item.type === DRAGKIT_ITEMS && item.json)?.json;
  if (!manifest || manifest.origin !== location.origin || !Array.isArray(manifest.items)) return null;
  const to = model.byId.get(detail.container);
  if (!to) throw new Error('the place it was dropped on is not there any more');
  const bySource = new Map();
  for (const item of manifest.items) {
    if (!item || typeof item.id !== 'string' || typeof item.container !== 'string') continue;
    if (!bySource.has(item.container)) bySource.set(item.container, []);
    bySource.get(item.container).push(item.id);
  }
  if (!bySource.size) return null;
  let index = Number.isInteger(detail.index) && detail.index >= 0 ? detail.index : to.items.length;
  const touched = [];
  for (const [from, ids] of bySource) {
    const operation = operationBetweenWindows(model.byId.get(from), to, manifest.operation);
    // Within one container the server counts the index without the moved items.
    const before = operation === 'move' && from === to.id
      ? to.items.slice(0, index).filter((item) => ids.includes(item.id)).length : 0;
    const body = { operation, items: ids, from, to: to.id, index: index - before };
    if (operation === 'copy') body.copies = ids.map(() => newItemId());
    const answer = await post('/api/drops', () => {
      const version = model.byId.get(to.id)?.version;
      return Number.isInteger(version) ? { ...body, versions: { [to.id]: version } } : body;
    }, pastTense(operation));
    touched.push(...absorb(answer.containers));
    index = index - before + ids.length;
  }
  return touched;
}

/** The operation for items of container `from` dropped on `to` from another window: the same as
 *  within one window. `requested` is the source window's ('copy' with Option). O(1). */
function operationBetweenWindows(from, to, requested) {
  if (requested === 'copy' || !from) return 'copy';
  if (from.id === to.id) return 'move';
  if (from.scene && from.scene === to.scene) return to.crossOperation === 'move' ? 'move' : 'copy';
  return 'copy';
}

/** A new item id, for a copy (1–64 of `A-Z a-z 0-9 _ - .`). O(1). */
function newItemId() {
  return `w${Date.now().toString(36)}${Math.floor(Math.random() * 0xffffffff).toString(36)}`.slice(0, 64);
}

// ------------------------------------------------------------------ the server going away

/** How often the page asks whether an unreachable server is back, in milliseconds. */
const HEALTH_PROBE_INTERVAL = 1000;
let probing = null;

/**
 * The error for a request that got no answer at all (the server is down or the network is
 * gone), in plain words (F7, issue 13). It also shows a notice that stays until the server
 * answers again: a health probe asks `GET /api/health` every second meanwhile, so the page
 * recovers by itself, without a reload, and the next drop is stored. O(1).
 */
function unreachable() {
  showServerAway(true);
  if (!probing) {
    probing = setInterval(() => {
      fetch('/api/health', { cache: 'no-store' }).then((response) => { if (response.ok) serverReached(); }, () => {});
    }, HEALTH_PROBE_INTERVAL);
  }
  return new Error('the server could not be reached; your change was not saved. Try again when it is back');
}

/** The server answered: the notice goes and the probe stops. O(1). */
function serverReached() {
  if (probing) { clearInterval(probing); probing = null; }
  showServerAway(false);
}

/** Shows or hides the "can't reach the server" notice (`#server-status`, a polite live region
 *  made on first use; typed style properties, no inline style text, for the CSP). O(1). */
function showServerAway(away) {
  let notice = document.getElementById('server-status');
  if (!notice) {
    if (!away) return;
    notice = document.createElement('p');
    notice.id = 'server-status';
    notice.setAttribute('role', 'status');
    notice.setAttribute('aria-live', 'polite');
    Object.assign(notice.style, {
      position: 'fixed', left: '1rem', bottom: '1rem', margin: '0', padding: '0.5rem 0.75rem',
      borderRadius: '0.5rem', background: '#3a3a3c', color: '#fff', font: '14px system-ui, sans-serif',
      zIndex: '1000',
    });
    document.body.append(notice);
  }
  notice.textContent = away ? words.serverAway : '';
  notice.hidden = !away;
}

// ------------------------------------------------------------------ loading at the drop

/** The showcase simulates a network link for F9: the stub images the server sends are a few
 *  kilobytes, but a photo declares the size of its original (`payload.bytes`, several MB). We
 *  report progress in declared bytes, paced at this rate and shared by every load in flight, so
 *  dropping several photos shows placeholders filling for a second or two — as a real upload
 *  of those originals would. */
const SIMULATED_LINK_BYTES_PER_SECOND = 8_000_000;
let linkFreeAt = 0;  // performance.now() when the simulated link has sent everything queued

function declaredBytes(item) {
  const bytes = item && item.payload && Number(item.payload.bytes);
  return Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
}

/**
 * Loads one representation of an item (S14: data moves only at the drop). Reads the body as a
 * stream so `progress(bytes)` reports real progress, scaled to the declared size; large items
 * are paced by the simulated link above. Resolves with a string for text types and field
 * extracts (A3), else a Blob.
 */
export async function loadRepresentation({ item, type, fields }, progress = () => {}) {
  const stored = model.items.get(item);
  const params = new URLSearchParams();
  if (type) params.set('type', type);
  if (fields && fields.length) params.set('fields', Array.isArray(fields) ? fields.join(',') : String(fields));
  let response;
  try {
    response = await fetch(`/api/items/${encodeURIComponent(item)}/representation?${params}`, { cache: 'no-store' });
  } catch {
    throw unreachable();
  }
  serverReached();
  if (!response.ok) {
    let detail = '';
    try { detail = (await response.json()).error || ''; } catch { /* none */ }
    throw refusal(response.status, detail, 'loaded');
  }
  const length = Number(response.headers.get('Content-Length')) || 0;
  const declared = declaredBytes(stored) || length;
  // Reserve this item's slot on the simulated link.
  const now = performance.now();
  const duration = declaredBytes(stored) ? (declared / SIMULATED_LINK_BYTES_PER_SECOND) * 1000 : 0;
  const start = Math.max(now, linkFreeAt);
  linkFreeAt = start + duration;
  const paced = () => (duration ? Math.min(1, Math.max(0, (performance.now() - start) / duration)) : 1);

  const chunks = [];
  let received = 0;
  const reader = response.body && response.body.getReader ? response.body.getReader() : null;
  if (reader) {
    for (;;) {
      let chunk;
      // The server went away mid-transfer: the transfer fails with the same plain reason.
      try { chunk = await reader.read(); } catch { throw unreachable(); }
      const { done, value } = chunk;
      if (done) break;
      chunks.push(value);
      received += value.length;
      const real = length ? Math.min(1, received / length) : 0;
      progress(Math.round(declared * Math.min(real, paced())));
    }
  } else {
    const buffer = new Uint8Array(await response.arrayBuffer());
    chunks.push(buffer);
    received = buffer.length;
  }
  // The real bytes are here; finish the simulated transfer with visible progress.
  while (paced() < 1) {
    progress(Math.round(declared * paced()));
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  progress(declared);
  const blob = new Blob(chunks, { type: response.headers.get('Content-Type') || 'application/octet-stream' });
  const contentType = blob.type;
  if (contentType.startsWith('text/') || (fields && fields.length)) return blob.text();
  return blob;
}
