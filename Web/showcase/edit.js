// The Edit menu and its shortcuts: every drag-and-drop action can also be done another way
// (S7: Cut, Copy, Paste, Move to…, Drag Selection; S5: where content can be dragged, copy and
// paste work too), and every drop can be undone and redone (S10). Also the page's selection
// policy on DragKit's built-in selection gestures (S8, issue 25). Drag Selection picks up the text selected in a note or field for a keyboard
// drag (S7, S6); its shortcut, Ctrl+Shift+D / Cmd+Shift+D, is the bridge's own.
import { model } from './store.js';
import { foldersInside } from './folders.js';
import { chooseDestination } from './sheets.js';
import { OTHER_DAYS, dateOfDay, datedDay, planTime, startTimes } from './calendar-slots.js';
import { words, containerTitle, dateText, sceneName } from './words.js';

let host = null;
let lastItem = null;       // key of the last focused item
let lastContainer = null;  // key of the container of the last focused item or text view
let menuTextSelection = null;  // the text selection when the menu was opened: {container, start, end}

const menu = () => document.getElementById('edit-menu');
const button = () => document.getElementById('edit-button');
const isMac = /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const mod = isMac ? '⌘' : 'Ctrl+';

const itemElement = (key) => (key ? document.querySelector(`#scenes [data-dk-item="${CSS.escape(key)}"]`) : null);
const containerOf = (element) => element?.parentElement?.closest('[data-dk-container]') || null;

function keyboardDragActive() {
  return !!(host && host.sessions().length);
}

// ------------------------------------------------------------------ selection (S8, A5)

/** Selected items of a container: the engine's (`host.selection`) once the bridge is loaded,
 *  else what the page shows selected (the bridge marks selections with .dk-selected). */
export function selectionOf(containerKey) {
  if (host) return host.selection(containerKey);
  const container = document.querySelector(`[data-dk-container="${CSS.escape(containerKey)}"]`);
  if (!container) return [];
  return [...container.querySelectorAll('[data-dk-item].dk-selected')]
    .filter((element) => containerOf(element) === container).map((element) => element.dataset.dkItem);
}

/** The tree (its `data-dk-outline` element) container `key` is a level of, or null. */
function treeOf(key) {
  return document.querySelector(`[data-dk-container="${CSS.escape(key)}"]`)?.closest('[data-dk-outline]') ?? null;
}

/**
 * The showcase's selection policy on top of DragKit's built-in gestures (issue 25: click,
 * Ctrl/Cmd-click, Shift-click, taps and keys are the package's): one selection on the page (a
 * container that gains one by a gesture clears the others', a tree's levels counting as one),
 * a click outside every container clears it, and a selection of several made by a gesture is
 * spoken (S8).
 */
function followSelection() {
  const holding = new Set();  // container keys with a selection
  host.addEventListener('selectionchange', (event) => {
    const { container, items, user } = event.detail;
    if (!items.length) { holding.delete(container); return; }
    holding.add(container);
    if (!user) return;  // a drop's selection (A5) or the page's own select()
    // A tree's levels hold one selection (issue 37): a Ctrl-click in one level keeps the others.
    const tree = treeOf(container);
    for (const other of [...holding]) if (other !== container && (!tree || treeOf(other) !== tree)) host.select(other, []);
    if (items.length > 1) announce(words.selected(items.length));
  });
  document.getElementById('scenes').addEventListener('click', (event) => {
    if (!event.target.closest('[data-dk-container], button, a, input, select, [data-dk-text]')) host.select('', []);
  });
}

// ------------------------------------------------------------------ commands

function history() {
  const h = host ? host.history() : null;
  return h || { canUndo: false, canRedo: false, undo: null, redo: null, paste: 0 };
}

function currentItem() {
  const focused = document.activeElement;
  if (focused && focused.matches && focused.matches('#scenes [data-dk-item]')) return focused.dataset.dkItem;
  return itemElement(lastItem) ? lastItem : null;
}

function currentContainer() {
  const focused = document.activeElement;
  const container = focused?.closest ? focused.closest('#scenes [data-dk-container]') : null;
  if (container) return container.dataset.dkContainer;
  return lastContainer && document.querySelector(`#scenes [data-dk-container="${CSS.escape(lastContainer)}"]`) ? lastContainer : null;
}

/** Where Paste puts things: after the focused item, else at the end of the focused container. */
function pasteTarget() {
  const key = currentContainer();
  if (!key) return null;
  const item = itemElement(currentItem());
  const container = document.querySelector(`#scenes [data-dk-container="${CSS.escape(key)}"]`);
  if (item && containerOf(item) === container) {
    const siblings = [...container.querySelectorAll('[data-dk-item]')].filter((e) => containerOf(e) === container);
    return { key, index: siblings.indexOf(item) + 1, after: item.dataset.dkItem };
  }
  return { key, index: -1 };
}

/** The items Move to… carries: the focused item's container's selection when it holds the
 *  focused item (S8: the whole selection), else the focused item alone. */
function movingItems(key) {
  const from = containerOf(itemElement(key))?.dataset.dkContainer;
  const selected = from ? selectionOf(from) : [];
  return selected.includes(key) ? selected : [key];
}

async function moveTo({ itemsOnly = false } = {}) {
  const chosenText = itemsOnly ? null : menuTextSelection || textSelection();
  if (chosenText && chosenText.start !== chosenText.end) { await moveTextTo(chosenText); return; }
  const key = currentItem();
  const item = model.items.get(key);
  if (!key || !item) return;
  const keys = movingItems(key);
  const from = containerOf(itemElement(key))?.dataset.dkContainer;
  const name = keys.length === 1 ? item.title : words.items(keys.length);
  // The engine says where they can go and what a drag there would do (S2, S3), so Move to…,
  // a drag and a keyboard drag agree.
  // A folder is never offered as a place for itself or for a folder inside it (issue 34).
  const inside = foldersInside(keys);
  const choices = host.moveDestinations(keys)
    .map((d) => ({ c: destination(d.container), operation: d.operation }))
    .filter(({ c }) => c && c.kind !== 'print' && c.id !== from && !inside.has(c.id))
    .map(({ c, operation }) => ({ id: c.id, title: destinationTitle(c), scene: sceneTitle(c), operation }));
  // Calendar days in date order (the Month view's whole month, S7), the other places after them.
  const dayOf = (choice) => (destination(choice.id)?.kind === 'day' ? dateOfDay(choice.id)?.getTime() ?? Infinity : Infinity);
  choices.sort((a, b) => (dayOf(a) === dayOf(b) ? 0 : dayOf(a) < dayOf(b) ? -1 : 1));
  // WCAG 2.5.7: reordering within its own container is a choice too, so every drag has a
  // clicks-only way (the position picker chooses where).
  // Events going to a day pick a start time there instead of a position (S7): the day's order
  // follows the times, and another time on their own day is a choice too.
  const timed = keys.every((k) => Number.isFinite(Number(model.items.get(k)?.payload?.start)));
  const own = destination(from);
  if (own && ((own.items || []).length > keys.length || (timed && isTimelineDay(own.id)))) {
    choices.unshift({ id: own.id, title: words.here(destinationTitle(own)), scene: sceneTitle(own), operation: 'move' });
  }
  if (!choices.length) { announce(words.nowhere(name)); return; }
  const positions = (id) => (timed && isTimelineDay(id) ? timesIn(id, keys) : positionsIn(id, keys));
  const picked = await chooseDestination(name, choices, positions);
  const target = picked && (typeof picked === 'string' ? { id: picked, index: -1 } : picked);
  if (target && timed && isTimelineDay(target.id)) {
    planTime(keys, target.id, target.index);  // the index is the chosen start, in minutes
    echoed(() => host.moveItems(keys, target.id, -1));
  } else if (target) {
    echoed(() => host.moveItems(keys, target.id, target.index));
  }
  itemElement(key)?.focus();
  refreshEditMenu();
}

/** Whether container `id` is a calendar day (a week's day, or in the Month view any day of
 *  the month, `cal-dates:YYYY-MM-DD`): events going there pick a start time. */
function isTimelineDay(id) {
  return destination(id)?.kind === 'day' && id !== OTHER_DAYS;
}

/** The container an engine key stands for: a stored one, or a Month view day outside the
 *  week (`cal-dates:YYYY-MM-DD`, its events stored in `cal-dates`, S3), or null. O(1). */
function destination(id) {
  const stored = model.byId.get(id);
  if (stored) return stored;
  const date = String(id ?? '').startsWith(`${OTHER_DAYS}:`) ? dateOfDay(id) : null;
  return date ? datedDay(date) : null;
}

/** A destination's name in Move to…: a calendar day with its date ("Thursday, December 3",
 *  S7: the Month view offers the whole month), anything else by its title. O(1). */
function destinationTitle(container) {
  const date = container.kind === 'day' ? dateOfDay(container.id) : null;
  return date ? dateText(date, { weekday: 'long', month: 'long', day: 'numeric' }) : containerTitle(container);
}

/** The start times Move to… offers events going to day `id` (quarter hours, S7), on the first
 *  event's own time. */
function timesIn(id, keys) {
  const own = Number(model.items.get(keys[0])?.payload?.start);
  const options = startTimes(keys[0], id).map((t) => ({ label: t.label, index: t.minutes }));
  const selected = options.some((o) => o.index === own) ? own : options[0]?.index;
  return { label: words.time, options, selected };
}

/** Where items can go in container `id`: [{label, index}], the end last. The moving items' own
 *  places are left out; indices are those of the list without them (the engine's move index). */
function positionsIn(id, keys) {
  const container = destination(id);
  const others = (container?.items || []).filter((i) => !keys.includes(i.id));
  return [{ label: words.atBeginning, index: 0 },
    ...others.map((other, i) => ({ label: words.after(other.title), index: i + 1 }))];
}

/** Edit ▸ Move to… with text selected (WCAG 2.5.7, S7): picks the selection up as a keyboard
 *  text drag, takes it to the chosen text view and drops it there, as Tab and Space would. */
async function moveTextTo(chosen) {
  const shown = new Set([...document.querySelectorAll('#scenes [data-dk-text]')].map((e) => e.dataset.dkContainer));
  const choices = model.containers
    .filter((c) => shown.has(c.id) && c.id !== chosen.container && c.text !== null)
    .map((c) => ({ id: c.id, title: containerTitle(c), scene: sceneName(c.scene) }));
  const words = (model.byId.get(chosen.container)?.text?.runs || []).map((r) => r.text ?? '').join('')
    .slice(chosen.start, chosen.end);
  const name = words.length > 30 ? `${words.slice(0, 29)}…` : words;
  if (!choices.length) { announce(words.nowhere(name)); return; }
  const target = await chooseDestination(name, choices);
  if (!target || !host.pickUpText(chosen.container, [chosen.start, chosen.end])) return;
  const session = () => host.sessions().find((s) => s.text);
  for (let step = 0; step < 64 && session() && session().destination !== target; step += 1) host.pressDragKey('Tab');
  if (session() && session().destination === target) echoed(() => host.pressDragKey(' '));
  else host.pressDragKey('Escape');
}

/** Where a container is, as a person names it: its scene, and its folder for a subfolder. */
function sceneTitle(container) {
  const scene = sceneName(container.scene);
  const parent = container.parent ? model.byId.get(container.parent) : null;
  return parent ? `${scene} ▸ ${containerTitle(parent)}` : scene;
}

function announce(text) {
  if (host) host.announce(text, false);
  else { const region = document.getElementById('dk-announcer'); if (region) region.textContent = text; }
  showFeedback(text);
}

/** Runs `fn`; what the engine announced meanwhile shows on screen too. */
function echoed(fn) {
  const region = document.getElementById('dk-announcer');
  if (region) region.dataset.last = '';
  const result = fn();
  if (region && region.dataset.last) showFeedback(region.dataset.last);
  return result;
}

/**
 * Shows a command's outcome on screen (Cut, Copy, Paste, Move to…, "nowhere to move"): the
 * announcer speaks it, this line shows it, hidden from assistive technology so it isn't read
 * twice. It stays 6 s.
 */
let feedbackTimer = null;
export function showFeedback(text) {
  let line = document.getElementById('edit-feedback');
  if (!line) {
    line = document.createElement('p');
    line.id = 'edit-feedback';
    line.className = 'edit-feedback';
    line.setAttribute('aria-hidden', 'true');
    document.body.append(line);
  }
  line.textContent = text;
  line.hidden = !text;
  clearTimeout(feedbackTimer);
  feedbackTimer = setTimeout(() => { line.hidden = true; }, 6000);
}

const COMMANDS = {
  undo: () => host.undo(),
  redo: () => host.redo(),
  cut: () => { const key = currentItem(); if (key) host.copy(key, true); },
  copy: () => { const key = currentItem(); if (key) host.copy(key, false); },
  paste: async () => {
    const target = pasteTarget();
    if (!target) return;
    // After the focused item, counted without what a Cut moves (no slot too far).
    const own = () => {
      if (target.index >= 0) host.pasteAfter(target.key, target.after);
      else host.paste(target.key, target.index);
    };
    // S5: the system clipboard. Another app's content goes in as a drop from it would (stored
    // by the server's import); the showcase's own copy, or a clipboard the page may not read,
    // is the engine's paste.
    const result = await host.pasteFromSystem(target.key, target.index, own);
    if (result === 'nothing') own();
  },
  moveTo,
  // S7: the selection as it was when the menu opened (opening it may have moved the page's).
  dragSelection: () => {
    const chosen = menuTextSelection || textSelection();
    if (chosen) host.pickUpText(chosen.container, [chosen.start, chosen.end]);
    else host.pickUpText();
  },
};

function textSelection() {
  return host ? host.textSelection() : null;
}

function run(command, ...args) {
  if (!host) return;
  echoed(() => COMMANDS[command](...args));
  refreshEditMenu();
}

// ------------------------------------------------------------------ the menu

// The entries' names are in the page's language (S7, words.js); `data-command` names the command.
const ENTRIES = [
  ['undo', words.menu.undo, `${mod}Z`],
  ['redo', words.menu.redo, isMac ? '⇧⌘Z' : 'Ctrl+Shift+Z'],
  null,
  ['cut', words.menu.cut, `${mod}X`],
  ['copy', words.menu.copy, `${mod}C`],
  ['paste', words.menu.paste, `${mod}V`],
  null,
  ['moveTo', words.menu.moveTo, ''],
  ['dragSelection', words.menu.dragSelection, isMac ? '⇧⌘D' : 'Ctrl+Shift+D'],
];

/** A shortcut as shown ("⇧⌘D", "Ctrl+X") in `aria-keyshortcuts`' words ("Shift+Meta+D"). O(1). */
const keyShortcut = (shortcut) => shortcut.replace('⌘', 'Meta+').replace('⇧', 'Shift+');

/** The `<li>` rows of a menu of `entries` ([command, text, shortcut] or null for a separator),
 *  each naming its command in `data-<key>` (S7). O(entries). */
function menuRows(entries, key) {
  return entries.map((entry) => {
    const li = document.createElement('li');
    if (!entry) { li.setAttribute('role', 'separator'); li.className = 'menu-separator'; return li; }
    const [command, text, shortcut] = entry;
    li.setAttribute('role', 'menuitem');
    li.className = 'menu-item';
    li.dataset[key] = command;
    li.tabIndex = -1;
    const name = document.createElement('span');
    name.className = 'menu-name';
    name.textContent = text;
    const keys = document.createElement('span');
    keys.className = 'menu-shortcut';
    keys.textContent = shortcut;
    if (shortcut) li.setAttribute('aria-keyshortcuts', keyShortcut(shortcut));
    li.append(name, keys);
    return li;
  });
}

function buildMenu() {
  menu().replaceChildren(...menuRows(ENTRIES, 'command'));
}

/** Enables the menu's entries from the engine's history and the focused item (S10, S7). */
let refreshQueued = false;
export function refreshEditMenu() {
  if (refreshQueued) return;
  refreshQueued = true;
  requestAnimationFrame(() => { refreshQueued = false; refreshNow(); });
}

function refreshNow() {
  const list = menu();
  if (!list || !list.childElementCount) return;
  const h = history();
  // The toolbar's Undo and Redo buttons name what they undo (S10): the host gives the whole
  // title in the page's language ("Undo Move", "이동 실행 취소", "移動を取り消す").
  const named = (verb, name) => name || verb;
  for (const [id, can, verb, name] of [['undo-button', h.canUndo, words.menu.undo, h.undo], ['redo-button', h.canRedo, words.menu.redo, h.redo]]) {
    const b = document.getElementById(id);
    if (!b) continue;
    b.disabled = !can;
    const text = can ? named(verb, name) : verb;
    b.setAttribute('aria-label', text);
    b.title = text;
  }
  const item = currentItem();
  const enabled = {
    undo: h.canUndo, redo: h.canRedo, cut: !!item, copy: !!item,
    paste: (h.paste || 0) > 0 && !!currentContainer(),
    moveTo: !!item || !!(menuTextSelection || textSelection()),
    dragSelection: !!(menuTextSelection || textSelection()) && !keyboardDragActive(),
  };
  for (const entry of list.querySelectorAll('[data-command]')) {
    const command = entry.dataset.command;
    entry.setAttribute('aria-disabled', enabled[command] ? 'false' : 'true');
    const name = entry.querySelector('.menu-name');
    // The host names the action in the page's language ("Undo Move", S7, S10).
    if (command === 'undo') name.textContent = h.canUndo ? named(words.menu.undo, h.undo) : words.menu.undo;
    if (command === 'redo') name.textContent = h.canRedo ? named(words.menu.redo, h.redo) : words.menu.redo;
  }
}

function openMenu(focusFirst = true) {
  if (!menuTextSelection) menuTextSelection = textSelection();
  refreshNow();
  menu().hidden = false;
  button().setAttribute('aria-expanded', 'true');
  if (focusFirst) menuEntries()[0]?.focus();
}

function closeMenu(returnFocus = true) {
  if (menu().hidden) return;
  menu().hidden = true;
  setTimeout(() => { if (menu().hidden) menuTextSelection = null; });
  button().setAttribute('aria-expanded', 'false');
  if (returnFocus) button().focus();
}

const menuEntries = () => [...menu().querySelectorAll('[data-command]')];

function activate(entry) {
  if (!entry || entry.getAttribute('aria-disabled') === 'true') return;
  closeMenu(false);
  if (entry.dataset.command !== 'dragSelection') itemElement(currentItem())?.focus();
  run(entry.dataset.command);
}

// ------------------------------------------------------------------ wiring

export function setUpEditing(theHost) {
  host = theHost;
  buildMenu();
  const scenes = document.getElementById('scenes');
  followSelection();
  // Undo and Redo wait while a drag is live (S10); a drag that ends changing nothing (put back,
  // cancelled, Escape) commits nothing and moves nothing, but says how it ended: the menu reads
  // the history again then, so Undo is not left disabled.
  host.addEventListener('announce', refreshEditMenu);
  document.addEventListener('focusin', (event) => {
    const target = event.target;
    if (!target.closest) return;
    const item = target.closest('#scenes [data-dk-item]');
    const container = target.closest('#scenes [data-dk-container]');
    if (item) lastItem = item.dataset.dkItem;
    if (container) lastContainer = container.dataset.dkContainer;
    if (item || container) refreshEditMenu();
  });
  // Pressing the button or an entry could move the page's text selection: remember it first
  // (for Drag Selection), and keep entries from taking it.
  button().addEventListener('pointerdown', () => { if (menu().hidden) menuTextSelection = textSelection(); }, { capture: true });
  menu().addEventListener('mousedown', (event) => event.preventDefault());
  button().addEventListener('click', () => (menu().hidden ? openMenu(true) : closeMenu()));
  document.getElementById('undo-button')?.addEventListener('click', () => run('undo'));
  document.getElementById('redo-button')?.addEventListener('click', () => run('redo'));
  button().addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') { event.preventDefault(); openMenu(true); }
  });
  menu().addEventListener('click', (event) => activate(event.target.closest('[data-command]')));
  menu().addEventListener('keydown', (event) => {
    const entries = menuEntries();
    const at = entries.indexOf(document.activeElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (at + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length;
      entries[next].focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      activate(document.activeElement.closest('[data-command]'));
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  });
  document.addEventListener('pointerdown', (event) => {
    if (!event.target.closest('.menu-wrap')) closeMenu(false);
  });
  // Shortcuts: Ctrl/Cmd+C/X/V on the focused item (S7, S5). Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z and
  // Ctrl+Y are DragKit's own undo keys (issue 25, S10).
  window.addEventListener('keydown', (event) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || keyboardDragActive()) return;
    const focused = document.activeElement;
    if (focused && focused.matches && focused.matches('input, textarea, select, [contenteditable="true"]')) return;
    if (document.getElementById('sheet').open) return;
    const key = event.key.toLowerCase();
    let command = null;
    if (key === 'c' || key === 'x') {
      // Copying selected text in a text view stays the browser's.
      if (!focused || !focused.matches || !focused.matches('#scenes [data-dk-item]')) return;
      command = key === 'c' ? 'copy' : 'cut';
    } else if (key === 'v') {
      if (!currentContainer() || !(history().paste > 0)) return;
      command = 'paste';
    }
    if (!command) return;
    event.preventDefault();
    run(command);
  });
  setUpContextMenu();
  refreshNow();
}

// ------------------------------------------------------------------ the context menu (S7, S5)

/**
 * A context menu on every item (S7: nothing needs a drag; S5: where content drags, copy and
 * paste work): Move to…, Cut, Copy and Paste, the Edit menu's commands for the item it was opened
 * on. Right-click (or the keyboard's context-menu key, Shift+F10) opens it at the pointer or the
 * item; on touch, a long press that ends without the finger having moved opens it when the
 * finger lifts, as on iOS (the press itself lifts the item for a drag, F1; moving drags it).
 * Keyboard: arrows, Home, End, Enter or Space, Escape (focus goes back to the item), Tab.
 */
const CONTEXT_ENTRIES = [
  ['moveTo', words.menu.moveTo, ''],
  null,
  ['cut', words.menu.cut, `${mod}X`],
  ['copy', words.menu.copy, `${mod}C`],
  ['paste', words.menu.paste, `${mod}V`],
];
const LONG_PRESS_MS = 500;   // F1: the touch press that lifts an item
const STILL_RADIUS = 10;     // CSS px a finger may wander and still count as not moved

const contextMenu = () => document.getElementById('context-menu');
let contextItem = null;      // the item element the context menu was opened on
let touchPress = null;       // {pointer, item, x, y, time, moved}: a touch press on an item

function buildContextMenu() {
  const list = document.createElement('ul');
  list.id = 'context-menu';
  list.className = 'menu context-menu';
  list.setAttribute('role', 'menu');
  list.setAttribute('aria-label', words.menu.itemActions);
  list.hidden = true;
  list.replaceChildren(...menuRows(CONTEXT_ENTRIES, 'contextCommand'));
  document.body.append(list);
  return list;
}

const contextEntries = () => [...contextMenu().querySelectorAll('[data-context-command]')];

/** Opens the context menu for item `element` at viewport point (x, y); `touch`: opened by a
 *  long press, so it shows no keyboard shortcuts (a touch menu names none, as on iOS). O(items
 *  in its container). */
function openContextMenu(element, x, y, touch = false) {
  if (!host || keyboardDragActive() || !element.isConnected) return false;
  closeMenu(false);
  const key = element.dataset.dkItem;
  const container = containerOf(element)?.dataset.dkContainer;
  // As on the Mac: an item outside the selection becomes the selection; inside it, the whole
  // selection is what Move to… carries (S8).
  if (container && !selectionOf(container).includes(key)) host.select(container, [key]);
  element.focus({ preventScroll: true });
  lastItem = key;
  if (container) lastContainer = container;
  contextItem = element;
  const list = contextMenu();
  const h = history();
  const enabled = { moveTo: true, cut: true, copy: true, paste: (h.paste || 0) > 0 };
  for (const entry of contextEntries()) {
    entry.setAttribute('aria-disabled', enabled[entry.dataset.contextCommand] ? 'false' : 'true');
    const keys = entry.querySelector('.menu-shortcut');
    keys.hidden = touch || !keys.textContent;
    if (touch) entry.removeAttribute('aria-keyshortcuts');
    else if (keys.textContent) entry.setAttribute('aria-keyshortcuts', keyShortcut(keys.textContent));
  }
  list.hidden = false;
  const width = list.offsetWidth;
  const height = list.offsetHeight;
  list.style.left = `${Math.max(4, Math.min(x, window.innerWidth - width - 4))}px`;
  list.style.top = `${Math.max(4, Math.min(y, window.innerHeight - height - 4))}px`;
  contextEntries()[0]?.focus();
  return true;
}

function closeContextMenu(returnFocus = true) {
  const list = contextMenu();
  if (!list || list.hidden) return;
  list.hidden = true;
  if (returnFocus && contextItem?.isConnected) contextItem.focus();
}

function activateContext(entry) {
  if (!entry || entry.getAttribute('aria-disabled') === 'true') return;
  const command = entry.dataset.contextCommand;
  closeContextMenu(true);
  if (command === 'moveTo') run('moveTo', { itemsOnly: true }); else run(command);
}

function setUpContextMenu() {
  const list = buildContextMenu();
  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('contextmenu', (event) => event.preventDefault());
  list.addEventListener('click', (event) => activateContext(event.target.closest('[data-context-command]')));
  list.addEventListener('keydown', (event) => {
    const entries = contextEntries();
    const at = entries.indexOf(document.activeElement);
    const go = (index) => { event.preventDefault(); entries[(index + entries.length) % entries.length].focus(); };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(entries.length - 1);
    else if (event.key === 'Escape') { event.preventDefault(); event.stopPropagation(); closeContextMenu(true); }
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      activateContext(document.activeElement.closest('[data-context-command]'));
    } else if (event.key === 'Tab') closeContextMenu(false);
  });
  document.addEventListener('pointerdown', (event) => {
    if (!event.target.closest?.('#context-menu')) closeContextMenu(false);
  }, { capture: true });
  window.addEventListener('blur', () => closeContextMenu(false));
  document.addEventListener('contextmenu', (event) => {
    const item = event.target.closest?.('#scenes [data-dk-item]');
    if (!item || event.target.closest('[data-dk-text]')) return;  // text keeps the browser's menu
    event.preventDefault();
    if (touchPress) return;  // touch: the menu opens when the finger lifts without having moved
    let { clientX: x, clientY: y } = event;
    if (event.button !== 2 || (x === 0 && y === 0)) {  // from the keyboard: at the item
      const box = item.getBoundingClientRect();
      x = box.left + 12;
      y = box.bottom - 4;
    }
    openContextMenu(item, x, y);
  });
  // Touch: a long press that ends without movement (pointer events, as the bridge sees them).
  document.addEventListener('pointerdown', (event) => {
    touchPress = null;
    if (event.pointerType !== 'touch' || !event.isPrimary) return;
    const item = event.target.closest?.('#scenes [data-dk-item]');
    if (item) touchPress = { pointer: event.pointerId, item, x: event.clientX, y: event.clientY, time: event.timeStamp, moved: false };
  }, { capture: true });
  document.addEventListener('pointermove', (event) => {
    if (!touchPress || event.pointerId !== touchPress.pointer) return;
    if (Math.hypot(event.clientX - touchPress.x, event.clientY - touchPress.y) > STILL_RADIUS) touchPress.moved = true;
  }, { capture: true });
  document.addEventListener('pointercancel', (event) => {
    if (touchPress && event.pointerId === touchPress.pointer) touchPress = null;
  }, { capture: true });
  document.addEventListener('pointerup', (event) => {
    const press = touchPress;
    if (!press || event.pointerId !== press.pointer) return;
    touchPress = null;
    if (press.moved || event.timeStamp - press.time < LONG_PRESS_MS) return;
    // After the bridge has put the lifted item back (the lift without a move changes nothing).
    const open = (tries) => {
      if (keyboardDragActive() && tries > 0) { setTimeout(() => open(tries - 1), 50); return; }
      const item = press.item.isConnected ? press.item : itemElement(press.item.dataset.dkItem);
      if (item) openContextMenu(item, press.x, press.y, true);
    };
    setTimeout(() => open(20), 0);
  }, { capture: true });
}

