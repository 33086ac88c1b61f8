// The DragKit showcase: a workspace of small apps (scenes), each modelled on an example from the
// HIG (IDs from Docs/Requirements.md in comments). App code only: it renders stored content with the
// DragKit markup contract and stores what the engine commits; the drag behaviour is the engine's,
// applied by the generic bridge in dragkit.js. Design: Docs/Showcase.md.
import { DragKit, toasts } from '../dragkit/build/dragkit.min.js';
import { taskChips } from '../dragkit/ui/task-chips.js';
import { model, fetchContainers, commitTransfer, loadRepresentation, followChanges, readStored, adoptStored,
  changedContainers, noteStoredVersion, writing } from './store.js';
import { setUpCalendarSlots } from './calendar-slots.js';
import { setUpCalendarLanes } from './calendar-lanes.js';
import { dockRefusal } from './dock.js';
import { SCENES, renderScene, renderPrint, calendarControl, openFolder, dropboxNote, remindersView, ui } from './scenes.js';
import { fillItem, plainText, fontFamily } from './render.js';
import { icon } from './icons.js';
import { confirmDrop, startTask, tasks, setHost } from './sheets.js';
import { setUpEditing, refreshEditMenu, selectionOf } from './edit.js';
import { exportItem, makeImportDrop, openInNewWindow, showOpenedItem } from './crossing.js';
import { LANG, words, containerTitle } from './words.js';

const scenesElement = document.getElementById('scenes');
const statusElement = document.getElementById('status');
let host = null;
/** The toasts the bridge shows failures with (F7). */
const toastUI = toasts();
let route = ['notes'];

// ------------------------------------------------------------------ routing (S1)

/** `/#notes` shows one scene; `/#notes|mail` two side by side (S1: two containers of one app,
 *  like the two sides of a split view). Unknown names fall back to Notes. */
function parseRoute() {
  const raw = decodeURIComponent(location.hash.replace(/^#\/?/, ''));
  const known = new Set(SCENES.map((s) => s.id));
  const names = raw.split('|').map((s) => s.trim().toLowerCase()).filter((s) => known.has(s));
  const unique = [...new Set(names)].slice(0, 2);
  return unique.length ? unique : ['notes'];
}

function renderTabs() {
  const tabs = document.getElementById('scene-tabs');
  // Keyboard focus stays on the tab that was activated, though the tabs are redrawn.
  const focused = document.activeElement?.closest?.('.scene-tab')?.dataset.scene;
  tabs.replaceChildren(...SCENES.map((scene) => {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.className = 'scene-tab';
    a.dataset.scene = scene.id;
    a.href = route.length === 2 && route[1] !== scene.id ? `#${scene.id}|${route[1]}` : `#${scene.id}`;
    // S13: like every spring-loaded control, a drag pausing on a tab opens its app, and the
    // drag goes on there (the bridge clicks it; onTabClick switches at once and rescans).
    a.dataset.dkSpring = `scene-${scene.id}`;
    a.append(icon(scene.icon, 'icon scene-tab-icon'), scene.title);  // drawn: no emoji font needed
    if (route.includes(scene.id)) a.setAttribute('aria-current', 'page');
    li.append(a);
    return li;
  }));
  if (focused) tabs.querySelector(`[data-scene="${focused}"]`)?.focus();
  const select = document.getElementById('split-select');
  select.replaceChildren(new Option(words.page.off, ''), ...SCENES.filter((s) => s.id !== route[0]).map((s) => new Option(s.title, s.id)));
  select.value = route[1] || '';
}

/** Renders the scenes on screen; only their containers are in the DOM. */
function renderRoute() {
  const sections = route.map((id) => renderScene(id));
  scenesElement.replaceChildren(...sections);
  scenesElement.classList.toggle('split', route.length === 2);
  const slot = document.getElementById('print-slot');
  const print = renderPrint();
  slot.replaceChildren(...(print ? [print] : []));
  scenesElement.setAttribute('aria-busy', 'false');
  document.title = `${route.map((id) => SCENES.find((s) => s.id === id).title).join(' | ')} — ${words.showcase}`;
  renderTabs();
  updateCounts();
}

/** Tells the bridge the markup changed; `rescan()` keeps the engine's history. */
function rescan() {
  if (!host) return;
  host.rescan();
  refreshEditMenu();
}

function rerender() {
  renderRoute();
  rescan();
}

function onRouteChange() {
  const next = parseRoute();
  if (next.join('|') === route.join('|') && scenesElement.childElementCount) return;  // already shown
  route = next;
  rerender();
}

/** A scene tab, clicked or sprung open during a drag (S13): the route changes and the scenes
 *  are drawn at once, so the bridge's rescan after the spring sees the new app's containers
 *  (a hash change alone would redraw a task later). Modified clicks stay the browser's. */
function onTabClick(event) {
  const tab = event.target.closest('.scene-tab');
  if (!tab || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const hash = new URL(tab.href).hash;
  if (location.hash !== hash) location.hash = hash;
  onRouteChange();
}

// ------------------------------------------------------------------ keeping the page in step

function updateCounts() {
  for (const section of document.querySelectorAll('[data-dk-container]')) {
    const label = section.querySelector(':scope > .container-title .count');
    // Its own rows: a reminder's subtasks are its level's (issue 37), not counted again here.
    const holder = section.querySelector('[data-dk-items]');
    const count = (holder || section).querySelectorAll(holder ? ':scope > [data-dk-item]' : '[data-dk-item]').length;
    // Writing only on change keeps the observer from re-triggering itself.
    if (label && label.textContent !== String(count)) {
      label.textContent = String(count);
      label.setAttribute('aria-label', words.items(count));
    }
    const list = section.querySelector('[data-dk-items]');
    if (list) list.classList.toggle('is-empty', count === 0 && !list.querySelector('.dk-placeholder'));
  }
  const dropbox = model.containers.find((c) => c.kind === 'dropbox');
  const note = dropbox && document.querySelector('.dropbox-note');
  const text = dropbox ? dropboxNote(dropbox.items.length) : '';
  if (note && note.textContent !== text) note.textContent = text;  // only on change: no observer loop
}

/** Gives an element the look of its destination when a drop moved or copied it into another
 *  kind of container (a photo dropped into an attachments strip becomes a thumbnail). */
function restyleMovedItems() {
  for (const element of scenesElement.querySelectorAll('li[data-dk-item]')) {
    const container = element.parentElement?.closest('[data-dk-container]');
    const kind = container?.dataset.dkKind;
    if (!kind || element.dataset.renderedFor === kind) continue;
    const item = model.items.get(element.dataset.dkItem);
    if (item) fillItem(element, item, kind);
  }
}

/** After the server answered, items it stored differently (a recipient's loaded "Name <email>",
 *  A3; a created clipping's title) take the stored look. */
function syncFromModel(touched) {
  for (const container of touched) {
    for (const item of container.items) {
      const element = document.querySelector(`[data-dk-item="${CSS.escape(item.id)}"]`);
      if (!element || element.tagName !== 'LI') continue;
      const kind = element.parentElement?.closest('[data-dk-container]')?.dataset.dkKind || container.kind;
      // The stored size may be new too (an event exported to Files as an .ics file, P1), and a
      // calendar event redraws at its stored time (S2).
      const bytesChanged = String(item.payload?.bytes ?? '') !== (element.dataset.dkBytes ?? '');
      if (element.dataset.dkLabel !== item.title || element.dataset.renderedFor !== kind || bytesChanged || kind === 'day') fillItem(element, item, kind);
    }
  }
  updateCounts();
}

// ------------------------------------------------------------------ bridge options

async function commit(transfer) {
  const full = dockRefusal(transfer);  // F7: the Dock holds what fits its row; refused with why
  if (full) throw new Error(full);
  showLoadedFields(transfer);
  const known = new Set(model.byId.keys());
  let touched;
  try {
    touched = await commitTransfer(transfer);
    if (touched === 'unchanged') { refreshEditMenu(); return 'unchanged'; }  // put back on its own spot (S2, S10)
  } catch (error) {
    // The server refused the drop (409: the content changed in another window since we loaded
    // it). The engine takes the drop back (F7); then we reload what is stored, so this window
    // shows the current content and the next drop starts from it.
    if (error.status) showStored(true);
    if (error.status === 409 && transfer.kind !== 'text') await sayWhereItIsNow(transfer, error);
    throw error;
  }
  followLevels(transfer, touched, known);
  syncFromModel(touched);
  refreshEditMenu();
}

/**
 * After a stored drop (issue 37): a moved folder or reminder takes the level it opens along, so
 * that level's `parent` is now the destination, as the server stored it; a reminder the drop
 * created (a copy, text from elsewhere) got a level of its own from the server, which the page
 * does not know yet: what is stored is read, drawn and given to the engine once the drop is over
 * (`showStored`). O(touched items).
 */
function followLevels(transfer, touched, known) {
  if (transfer.operation === 'move' && transfer.from !== transfer.to) {
    for (const id of transfer.items || []) {
      const level = model.byId.get(model.items.get(id)?.payload?.opens);
      if (level && level.parent) level.parent = transfer.to;
    }
  }
  const fresh = (touched || []).filter((container) => container.items.some((item) =>
    typeof item.payload?.opens === 'string' && !known.has(item.payload.opens)));
  if (!fresh.length) return;
  for (const container of fresh) notInEngine.add(container.id);
  showStored();
}

/**
 * After a drop refused because another window changed the content first (F7): when that window
 * moved the dragged items elsewhere, the failure says where they are now ("… so nothing was
 * moved. It is now in Errands.") instead of "It is back where it was", which would be untrue
 * once this window shows what is stored. Reads what is stored and hands the sentence to the
 * bridge as the rejection's `outcome` (Web/dragkit/API.md), so the one failure sentence shown
 * and announced already says it: a screen reader hears it once, never the untrue one first
 * (issue 34). In the page's language (S7). O(stored items).
 */
async function sayWhereItIsNow(transfer, error) {
  const dragged = transfer.items || [];
  if (!dragged.length || !error.message) return;
  let stored;
  try { stored = await readStored(); } catch { return; }
  const places = new Set(dragged.map((id) => stored.containers.find((c) => (c.items || []).some((item) => item.id === id))));
  const [now] = places;
  if (places.size !== 1 || !now || now.id === transfer.from) return;  // where this window had them: the engine's words hold
  error.outcome = words.nowIn(containerTitle(now), dragged.length);
}

/** A contact dropped on a recipients field shows what was loaded for it, "Name <email>", as
 *  soon as it is here (A3); the server's answer then confirms it. */
function showLoadedFields(transfer) {
  if (!transfer.loaded || transfer.kind === 'text') return;
  if (model.byId.get(transfer.to)?.kind !== 'recipients') return;
  (transfer.items || []).forEach((source, i) => {
    const data = transfer.loaded[source];
    const key = (transfer.copies || [])[i];
    if (typeof data !== 'string' || !key) return;
    const item = { ...(model.items.get(key) || model.items.get(source) || { type: 'public.vcard', payload: {} }), id: key, title: data.trim() };
    model.items.set(key, item);
    const element = document.querySelector(`[data-dk-item="${CSS.escape(key)}"]`);
    if (element && element.tagName === 'LI') fillItem(element, item, 'recipients');
  });
}

/** `load({transfer, item, type, fields, onProgress})` (Docs/Showcase.md) — also accepts today's
 *  bridge signature `load(request, report)` with `report.progress(bytes)`. */
function load(request, report) {
  const progress = request.onProgress || (report && report.progress) || (() => {});
  return loadRepresentation(request, progress).then((data) => {
    if (request.fields && typeof data === 'string') remembered.set(request.item, data);
    return data;
  });
}
const remembered = new Map();  // item id -> loaded field text (A3)

/** Makes the element for a copy: the original's data under the new id, drawn for where it is. */
function cloneItem(original, newId) {
  const item = model.items.get(original.dataset.dkItem);
  if (!item) { const copy = original.cloneNode(true); copy.dataset.dkItem = newId; return copy; }
  const copy = { ...item, id: newId, payload: { ...(item.payload || {}) } };
  // A copy of a reminder gets subtasks of its own from the server, not its original's (issue 37).
  if (model.byId.get(copy.payload.opens)?.scene === 'reminders') delete copy.payload.opens;
  model.items.set(newId, copy);
  const element = fillItem(document.createElement('li'), copy, original.dataset.renderedFor || 'list');
  for (const name of original.classList) if (name.startsWith('dk-') && name !== 'dk-lifted') element.classList.add(name);
  return element;
}

/** Renders an item a drop created or converted (a clipping made from text, P1; a recipient made
 *  from a contact, A3). The kind is taken from the container it lands in when known. */
function convertItem(original, created) {
  const item = { ...created, payload: { ...(created.payload || {}) } };
  if (item.type === 'public.vcard' && remembered.has(original?.dataset?.dkItem) && !/<.+>/.test(item.title)) {
    item.title = remembered.get(original.dataset.dkItem);
  }
  model.items.set(item.id, item);
  const kind = created.kind || (created.to && model.byId.get(created.to)?.kind)
    || original?.parentElement?.closest?.('[data-dk-container]')?.dataset.dkKind || 'folder';
  // The element already standing for the new item (a copy the bridge made) is redrawn in place;
  // otherwise a new one is made. Either way the observer restyles it for the container it lands in.
  const element = original instanceof Element && original.dataset.dkItem === item.id && original.tagName === 'LI'
    ? original : document.createElement('li');
  return fillItem(element, item, kind);
}

/** What `showStored` still has to do: null, or `{refused, again}` while a reload is wanted. */
let reload = null;
/** Containers whose stored content the page shows but the engine has not been given yet
 *  (`rescan(changed)` refused while a drag or drop was in progress): given on the next try. */
const notInEngine = new Set();

/**
 * Shows what is stored when another window wrote (issue 12: `followChanges` calls it) or after
 * the server refused a drop (`refused`: most often because another window changed the content
 * first). Reads the store and, when it holds other content than this window shows (or after a
 * refusal), redraws and tells the engine which containers changed (`rescan(changed)`): their
 * items are registered afresh where the store has them, and the engine's history is kept, so
 * this window's undo still covers what it did; a step whose containers another window changed
 * is refused when tried, saying that the content has changed since (S10, issue 34). This
 * window's own writes are already shown, so they redraw nothing.
 *
 * Waits until no drag, drop, write or typing is in progress (and, unless refused, no sheet is
 * open), so none is cut short; checks again every 100 ms. Calls while one is waiting or reading
 * are folded into it. O(stored content) per reload.
 */
function showStored(refused = false) {
  if (reload) { reload.refused ||= refused; reload.again = true; return; }
  reload = { refused, again: false };
  setTimeout(runReload, 0);
}

async function runReload() {
  const wanted = reload;
  if (pageBusy(wanted.refused)) { setTimeout(runReload, 100); return; }
  wanted.again = false;
  let stored = null;
  try { stored = await readStored(); } catch { /* the server can't be reached: keep what is shown */ }
  if (stored && pageBusy(wanted.refused)) { setTimeout(runReload, 100); return; }
  const changed = stored ? changedContainers(stored) : [];
  if (stored && (wanted.refused || changed.length || notInEngine.size)) {
    adoptStored(stored);
    renderRoute();
    for (const id of changed) notInEngine.add(id);
    try {
      if (host) host.rescan([...notInEngine]);
      notInEngine.clear();
    } catch (error) {
      // A drag or drop began between the check and now: the engine is told once it is over
      // (the page already shows the stored content; the next try registers it).
      console.warn('DragKit showcase: showing another window\'s change waits:', error.message);
      setTimeout(runReload, 100);
      return;
    }
    refreshEditMenu();
  } else if (stored) {
    noteStoredVersion(stored.version);
  }
  if (stored && wanted.again) { wanted.refused = false; setTimeout(runReload, 0); return; }
  reload = null;
}

/** Whether redrawing now would cut something short: a drag or drop, a write on its way, text
 *  being typed, or (`refused` aside) an open sheet. O(1). */
function pageBusy(refused) {
  if (host && (host.sessions().length > 0 || host.snapshot().pendingTransfers > 0)) return true;
  if (writing()) return true;
  if (refused) return false;
  const active = document.activeElement;
  if (active && active.matches && active.matches('input:not([type="checkbox"]):not([type="radio"]), textarea, [contenteditable]:not([contenteditable="false"])')) return true;
  return !!document.querySelector('dialog[open]');
}

/**
 * Shows what a drop from outside stored (`importDrop`, crossing.js): at once, as the bridge
 * wants before it hears the drop succeeded (a text view takes the page's text). Items this
 * window already knew may have moved (a reminder dragged in from another window that shows
 * the same lists moves it here from Today), so the containers the store changed are given to
 * the engine afresh (`rescan(changed)`) once the drop is over, or the engine would drag the
 * item from where it was (S14, S10, issue 34). O(stored content).
 */
async function showImported(answer) {
  // The containers a drop from another window wrote are in the model already (store.js absorbs
  // the server's answer); those and any other the store changed are new to the engine.
  for (const container of answer?.containers || []) if (container?.id) notInEngine.add(container.id);
  let stored = null;
  try { stored = await readStored(); } catch { /* the server can't be reached: reload below */ }
  if (stored) {
    for (const id of changedContainers(stored)) notInEngine.add(id);
    adoptStored(stored);
  } else {
    await fetchContainers().catch(() => {});
  }
  rerender();
  showStored();  // gives the engine those containers as soon as no drop is in progress
}

async function restoreContent() {
  try { await fetchContainers(); } catch { /* keep the last stored copy */ }
  renderRoute();
}

// ------------------------------------------------------------------ snapshot (page contract)

/** The bridge's snapshot (its public `snapshot()`) with the showcase's own view of its content. */
function snapshot() {
  const bridge = host ? host.snapshot() : null;
  const history = bridge ? bridge.history : null;
  const depth = (n, can) => (Number.isFinite(n) ? n : can ? 1 : 0);
  return {
    scene: route.join('|'),
    storeVersion: model.version,  // the store's version this window shows (DragKit-Store-Version)
    catchingUp: reload !== null || notInEngine.size > 0,  // stored content on its way to the page or the engine
    containers: model.containers.map((c) => ({
      id: c.id,
      scene: c.scene,
      kind: c.kind,
      title: c.title,
      parent: c.parent ?? null,
      shown: !!document.querySelector(`[data-dk-container="${CSS.escape(c.id)}"]:not([hidden])`),
      items: c.items.map((i) => i.id),
      types: c.items.map((i) => i.type),
      selected: selectionOf(c.id),
      text: plainText(c.text),
    })),
    undoDepth: depth(history?.undoDepth, history?.canUndo),
    redoDepth: depth(history?.redoDepth, history?.canRedo),
    sessions: bridge ? bridge.sessions : [],
    pendingTransfers: bridge ? bridge.pendingTransfers : 0,
    engineRestarts: bridge ? bridge.engineRestarts : 0,
    tasks: (bridge ? bridge.tasks : tasks).map((t) => ({ id: t.id, state: t.state, fraction: t.fraction })),
  };
}

// ------------------------------------------------------------------ clicks on controls

function onClick(event) {
  const target = event.target;
  // Spring-loaded controls (S13): a click and a spring activation (element.click()) do the same.
  const spring = target.closest('[data-dk-spring]');
  const calDay = target.closest('[data-cal-day]');
  const folderButton = target.closest('[data-open-folder]');
  const filesView = target.closest('[data-files-view]');
  const reminderView = target.closest('button[data-reminders-view]');
  if (spring && spring.dataset.dkSpring.startsWith('cal-')) {
    if (calendarControl(spring.dataset.dkSpring)) rerenderKeepingFocus(spring.dataset.dkSpring);
  } else if (calDay) {
    if (calendarControl(null, calDay.dataset.calDay)) rerender();
  } else if (spring && spring.dataset.dkSpring.startsWith('open-')) {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;  // a modified click selects (S8)
    if (openFolder(spring.dataset.dkSpring.slice(5))) rerender();
  } else if (folderButton) {
    if (openFolder(folderButton.dataset.openFolder)) rerender();
  } else if (target.closest('[data-dk-container="notes-index"], .container-list') && !(event.metaKey || event.ctrlKey || event.shiftKey)) {
    // The notes index opens a note: bring its card into view.
    const key = target.closest('[data-dk-item]')?.dataset.dkItem;
    const note = key && model.items.get(key)?.payload?.container;
    const heading = note && document.getElementById(`title-${note}`);
    if (heading) heading.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  } else if (filesView) {
    ui.files.view = filesView.dataset.filesView;
    rerender();
  } else if (reminderView) {
    if (remindersView(reminderView.dataset.remindersView)) rerender();
  }
}

function rerenderKeepingFocus(spring) {
  const hadFocus = document.activeElement?.dataset?.dkSpring === spring;
  rerender();
  if (hadFocus) document.querySelector(`[data-dk-spring="${spring}"]`)?.focus();
}

// ------------------------------------------------------------------ start

/** The page shell's own words (Web/index.html) in the page's language (S7); `<html lang>` says
 *  which, for screen readers and fonts. Ids and classes stay. O(1). */
function applyShellWords() {
  document.documentElement.lang = LANG;
  const set = (selector, apply) => { const element = document.querySelector(selector); if (element) apply(element); };
  const label = (selector, text) => set(selector, (e) => e.setAttribute('aria-label', text));
  label('.scene-nav', words.page.apps);
  label('.toolbar', words.page.tools);
  set('.split-label', (e) => { e.textContent = words.page.splitView; });
  label('.history-buttons', words.page.undoRedo);
  for (const [id, text] of [['undo-button', words.menu.undo], ['redo-button', words.menu.redo]]) {
    set(`#${id}`, (e) => { e.setAttribute('aria-label', text); e.title = text; });
  }
  set('#edit-button', (e) => { e.textContent = words.menu.edit; });
  label('#edit-menu', words.menu.edit);
  label('#tasks', words.page.tasks);
  label('#scenes', words.page.openApps);
  set('#sheet-cancel', (e) => { e.textContent = words.page.cancel; });
  set('#sheet-ok', (e) => { e.textContent = words.page.ok; });
  document.title = words.showcase;
}

async function main() {
  applyShellWords();
  // `load` is the representation loader the bridge calls (tests may wrap it to hold a load).
  window.dragkit = { snapshot, ready: false, host: null, load };
  route = parseRoute();
  try {
    await fetchContainers();
  } catch (error) {
    const message = document.createElement('p');
    message.className = 'load-error';
    message.textContent = words.loadError(error.message);
    scenesElement.replaceChildren(message);
    return;
  }
  renderRoute();
  const opened = new URLSearchParams(location.search).get('open');  // P3: a window for one item
  if (opened) showOpenedItem(opened);
  scenesElement.addEventListener('click', onClick);
  window.addEventListener('hashchange', onRouteChange);
  document.getElementById('scene-tabs').addEventListener('click', onTabClick);
  document.getElementById('split-select').addEventListener('change', (event) => {
    const second = event.target.value;
    location.hash = second ? `${route[0]}|${second}` : route[0];
  });
  try {
    // The showcase's type rules and kinds: one file, read by the engine and the server alike.
    const catalog = await fetch('showcase/catalog.json').then((response) => {
      if (!response.ok) throw new Error(`Could not load the catalog (${response.status})`);
      return response.text();
    });
    host = await DragKit.load({
      wasmURL: 'dragkit/build/dragkit.wasm',
      catalog,
      root: document.getElementById('workspace'),
      commit,
      load: (request, report) => window.dragkit.load(request, report),
      confirm: confirmDrop,
      startTask,
      restoreContent,
      cloneItem,
      convertItem,
      fontFamily,
      lang: new URLSearchParams(location.search).get('lang') ?? undefined,  // S7: ?lang=ko, ?lang=ja
      // The package's toasts, kept to correct a refusal's last words (F7); its task chips in the
      // page's language (F10: "Lake at dawn: 인쇄했습니다. 완료", not "… Done").
      ui: { toasts: toastUI, tasks: taskChips(words.taskChip) },
      // Issue 12: items leave as real data, other apps' content is stored by the server,
      // previewable items open in a new window (crossing.js).
      exportItem,
      importDrop: makeImportDrop(showImported),
      openInNewWindow,
      // Test-only: the browser tests make the engine trap (`crashForTesting()`) to prove it
      // restarts from stored content; apps leave this out (Web/dragkit/API.md, `testHooks`).
      testHooks: true,
    });
    setHost(host);
  } catch (error) {
    statusElement.textContent = words.unavailable(error.message);
    return;
  }
  // Files' outline (issue 37): which folder rows are open is the scene's, so a redraw (another
  // window's change, a view switched and back) shows them as they were; a row a drag opened
  // (S13) and the drop kept open stays open too.
  host.addEventListener('expand', (event) => {
    const { item, expanded } = event.detail;
    // Reminders' subtasks are shown unless hidden (issue 37): the hidden ones are kept.
    const inReminders = document.querySelector(`[data-dk-item="${CSS.escape(item)}"]`)?.closest('[data-scene]')?.dataset.scene === 'reminders';
    if (inReminders) { if (expanded) ui.reminders.collapsed.delete(item); else ui.reminders.collapsed.add(item); return; }
    if (expanded) ui.files.expanded.add(item); else ui.files.expanded.delete(item);
  });
  setUpEditing(host, { rerender });
  setUpCalendarSlots(host);  // S2, F6: the insertion line at the drag image's time slot
  setUpCalendarLanes(scenesElement, host);  // S2: overlapping events side by side
  new MutationObserver(() => { restyleMovedItems(); updateCounts(); refreshEditMenu(); })
    .observe(scenesElement, { childList: true, subtree: true });
  // Issue 12: other windows' changes show here within a second (GET /api/events).
  const following = followChanges(() => showStored());
  window.dragkit = { snapshot, host, ready: true, load, following };
  statusElement.textContent = '';
}

main();
