// DragKit web host: the gestures a list library is expected to do itself (issue 25), owned by
// the core (not a plugin: on by default whatever plugins a page names):
//  - Selection (S8, A5): click selects the item; Ctrl/Cmd-click toggles it; Shift-click selects
//    the range from the anchor (the last plainly or Ctrl-clicked item of that container); a
//    click on a container's empty space clears its selection. A touch tap toggles the tapped
//    item (touch has no modifiers: a photo library's select mode); a long press still lifts.
//    Keyboard, on a focused item: Shift+arrows move focus and extend the range (the `access`
//    plugin moves the focus and calls `extendTo`), Ctrl+Space (or Cmd+Space) toggles, Ctrl/Cmd+A
//    selects the container's items, Escape at rest clears. Everything goes through the engine
//    (`setSelection`): `.dk-selected`, aria-selected, group drags and `selectionchange` follow.
//    Option `selection: 'app'` leaves all of it to the page. In a tree (issue 37) the scope is
//    the whole tree: Ctrl-click adds a row of any level, Shift-click and Ctrl+A run over the rows
//    it shows, every level's, and a plain click leaves one row selected in the whole tree.
//  - Controls inside items (`pressStartsDrag`): a press inside an input, textarea, select,
//    button, link, label, contenteditable or other focusable descendant never picks the item up;
//    where an item has `[data-dk-handle]` parts, only a press on one does.
//  - Undo keys (S10): Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, while the focus is in
//    the root or on the body, not in a text field, select or contenteditable, and not during a
//    drag. Option `undoKeys: false` turns them off.

import { itemsOf } from './dragkit-item-lists.js';

/** Descendants of an item that keep their own presses (issue 25). */
const CONTROLS = 'input,textarea,select,button,a[href],label,[contenteditable]:not([contenteditable="false"]),[tabindex]';

/** What a press on `target` inside the item `item` is on, nearest first: 'handle' (a
 *  `[data-dk-handle]`, which may itself be a control: a `<button data-dk-handle>`), 'control'
 *  (a control of the item), or null (the item itself). O(depth). */
function pressedPart(target, item) {
  for (let e = target; e && e !== item; e = e.parentElement) {
    if (e.hasAttribute('data-dk-handle')) return 'handle';
    if (e.matches(CONTROLS)) return 'control';
  }
  return null;
}

/** Whether a press on `target` inside the item `item` may start a drag of it: not inside a
 *  control of the item; on a handle when the item has any. O(depth) plus, off every handle
 *  and control, one query of the item's subtree. */
export function pressStartsDrag(target, item) {
  const part = pressedPart(target, item);
  return part === 'handle' || (part === null && !item.querySelector('[data-dk-handle]'));
}

/** Whether `target` is inside a control of the item `item` that isn't a handle. O(depth). */
function inControl(target, item) { return pressedPart(target, item) === 'control'; }

/** Whether keys typed with the focus on `element` are the element's own (text, a choice). */
function typesText(element) {
  return !!element && (element.isContentEditable || element.matches?.('input,textarea,select'));
}

/** The built-in selection gestures and undo keys of one bridge. */
export class Gestures {
  /** @param {object} core the bridge (dragkit-bridge.js). */
  constructor(core) {
    this.core = core;
    this.anchors = new Map();  // engine container id -> the item key a range extends from
    this.touch = false;        // the latest press was a finger's
    this.active = false;       // a gesture is selecting now
  }

  /** Whether the page leaves selection to itself (`selection: 'app'`). */
  get off() { return this.core.options.selection === 'app'; }

  /** Adds the listeners, removed when `signal` aborts. O(1). */
  listen(signal) {
    const root = this.core.root;
    window.addEventListener('pointerdown', (event) => { this.touch = event.pointerType === 'touch'; }, { capture: true, signal });
    root.addEventListener('click', (event) => this.#onClick(event), { signal });
  }

  /** The engine container id and element of the item `item`'s own container, or null. */
  #containerOf(item) {
    const element = item.parentElement?.closest('[data-dk-container]');
    const id = element && this.core.containers.toInt.get(element.dataset.dkContainer);
    return id === undefined || !element || this.core.isTextView(id) ? null : { id, element };
  }

  /** The keys of container `id`'s items in order (a virtual list's from its plugin). O(n). */
  #keys(id, element) {
    return this.core.plugins.get('virtual')?.itemKeys(id) || itemsOf(this.core, element).map((e) => e.dataset.dkItem);
  }

  /** What a gesture in `container` selects among: in a tree, the whole tree — one selection over
   *  its levels, ranges over the rows it shows, every level's (issue 37, S8) — otherwise the
   *  container itself. The scope's `key` names its anchor. O(1). */
  #scope(container) {
    const outline = container.element.closest('[data-dk-outline]');
    const id = outline && this.core.containers.toInt.get(outline.dataset.dkContainer);
    const trees = this.core.plugins.get('trees');
    if (id === undefined || !outline || !trees) return { key: container.id, keys: () => this.#keys(container.id, container.element), selected: () => this.#selected(container) };
    return { key: id, keys: () => trees.shownKeys(outline), selected: () => this.#selectedAcross(container) };
  }

  /** Selects `keys` in `container` by a gesture (`selectionchange`'s `user`). */
  #select(container, keys) {
    this.active = true;
    try { this.core.commands.setSelection(container.element.dataset.dkContainer, keys); } finally { this.active = false; }
  }

  #selected(container) { return this.core.commands.selection(container.element.dataset.dkContainer); }

  /** The container's selection, or in a tree the whole tree's (one selection, in one level at a
   *  time, issue 37): what Escape clears. O(selected) per level. */
  #selectedAcross(container) {
    const outline = container.element.closest('[data-dk-outline]');
    const trees = this.core.plugins.get('trees');
    if (!outline || !trees) return this.#selected(container);
    return trees.selectedKeys(outline);
  }

  /** A click that no drag took (the bridge swallows those): selects as the module's header says. */
  #onClick(event) {
    const core = this.core;
    if (this.off || event.defaultPrevented || event.button !== 0 || core.previews.size > 0) return;
    const target = event.target.nodeType === 1 ? event.target : event.target.parentElement;
    const item = target?.closest('[data-dk-item]');
    if (!item) {
      const element = target?.closest('[data-dk-container]');
      const id = element && core.containers.toInt.get(element.dataset.dkContainer);
      if (id === undefined || !element || core.isTextView(id) || inControl(target, element)) return;
      if (!(event.ctrlKey || event.metaKey || event.shiftKey)) this.#select({ id, element }, []);
      return;
    }
    const container = this.#containerOf(item);
    if (!container || inControl(target, item) || core.duplicates.has(item)) return;  // a control's own click; a refused duplicate (issue 34)
    const key = item.dataset.dkItem;
    if (event.shiftKey) this.#range(container, key, event.ctrlKey || event.metaKey);
    else if (event.ctrlKey || event.metaKey || this.touch) this.toggle(item);
    else { this.anchors.set(this.#scope(container).key, key); this.#select(container, [key]); }
  }

  /** Selects from the anchor to `key` (added to the selection with `add`), over the rows of the
   *  gesture's scope (a tree's shown rows, every level's). O(n). */
  #range(container, key, add) {
    const scope = this.#scope(container);
    const keys = scope.keys();
    const anchor = this.anchors.get(scope.key);
    const from = keys.indexOf(anchor);
    const to = keys.indexOf(key);
    if (from < 0 || to < 0) { this.anchors.set(scope.key, key); this.#select(container, [key]); return; }
    const range = keys.slice(Math.min(from, to), Math.max(from, to) + 1);
    this.#select(container, add ? [...new Set([...scope.selected(), ...range])] : range);
  }

  /** Toggles the item element `item`'s selection, keeping the rest of its scope's (a tree's other
   *  levels too); it becomes the anchor. O(selected). */
  toggle(item) {
    const container = this.#containerOf(item);
    if (!container) return;
    const scope = this.#scope(container);
    const key = item.dataset.dkItem;
    const selected = scope.selected();
    this.anchors.set(scope.key, key);
    this.#select(container, selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  }

  /** Shift+arrow (the `access` plugin): focus moved from item `from` to item `to`; the range
   *  runs from the anchor (or from `from`, when it isn't selected or there is none). O(n). */
  extendTo(from, to) {
    const container = this.#containerOf(to);
    if (this.off || !container) return;
    const scope = this.#scope(container);
    if (!scope.keys().includes(this.anchors.get(scope.key)) || !scope.selected().includes(from.dataset.dkItem)) {
      this.anchors.set(scope.key, from.dataset.dkItem);
    }
    this.#range(container, to.dataset.dkItem, false);
  }

  /**
   * A key pressed (the bridge's keydown, before its keyboard drag sees it). Takes the selection
   * keys on a focused item and the undo keys; returns true when it took the key. O(1) unless
   * it selects (O(n) for Ctrl+A).
   */
  onKey(event) {
    const core = this.core;
    if (event.defaultPrevented || event.altKey || core.previews.size > 0) return false;
    const command = event.ctrlKey || event.metaKey;
    const focused = document.activeElement;
    if (command && core.options.undoKeys !== false && this.#undoKey(event, focused)) return true;
    if (this.off || !focused?.matches?.('[data-dk-item]') || !core.root.contains(focused) || core.duplicates.has(focused)) return false;
    const container = this.#containerOf(focused);
    if (!container) return false;
    if (command && event.key === ' ') this.toggle(focused);
    else if (command && !event.shiftKey && (event.key === 'a' || event.key === 'A')) this.#select(container, this.#scope(container).keys());
    else if (event.key === 'Escape' && !command && this.#selectedAcross(container).length) this.#select(container, []);
    else return false;
    event.preventDefault();
    return true;
  }

  /** Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y: undo or redo, where the page's DragKit has the focus. */
  #undoKey(event, focused) {
    const key = /^[a-z]$/i.test(event.key) ? event.key.toLowerCase() : { KeyZ: 'z', KeyY: 'y' }[event.code];
    const redo = key === 'y' ? event.ctrlKey && !event.shiftKey : key === 'z' && event.shiftKey;
    if (key !== 'z' && !redo) return false;
    const inKit = !focused || focused === document.body || this.core.root.contains(focused);
    if (!inKit || typesText(focused) || focused?.closest?.('dialog')) return false;
    event.preventDefault();
    if (redo) this.core.commands.redo(); else this.core.commands.undo();
    return true;
  }
}
