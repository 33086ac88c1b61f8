// DragKit web host: controlled mode (issue 25, section 3), loaded only by a page that passes
// `controlled: true` to `DragKit.load` (dragkit-optional.js). In this mode DragKit never
// inserts, moves, removes or clones item elements: the engine's change steps update its own
// model and the ids only; `commit(transfer)` tells the page what changed (`applyTransfer` below
// does the arithmetic on the page's arrays); the page's renderer (React, Vue, lit, a render
// function) draws the new order; a MutationObserver on the root then re-reads the page
// (`rescan`: re-rendered elements are adopted under their `data-dk-item` ids, so keyed
// re-renders that reuse or recreate nodes both work). The gap, the marker and the drag image
// work as before: during a drag the page renders nothing, and they only restyle what it drew
// (transforms, classes). A refused commit: the engine takes its model back, the page changed
// nothing. S10 (undo/redo re-render through `commit` with `history`), F2, F6.

const ITEMISH = '[data-dk-item], [data-dk-container]';

/** Whether the mutation record `record` adds or removes items or containers (not the drag
 *  image, the marker or other nodes DragKit or the page add). O(nodes in the record). */
function touchesItems(record) {
  for (const list of [record.addedNodes, record.removedNodes]) {
    for (const node of list) {
      if (node.nodeType !== 1 || node.classList.contains('dk-preview')) continue;
      if (node.matches(ITEMISH) || node.querySelector(ITEMISH)) return true;
    }
  }
  return false;
}

/**
 * The page's new lists after `transfer` (what `commit` is handed), without changing `lists`:
 * `lists` maps container ids to arrays of entries (item ids, or objects with an `id`); the
 * returned object is a shallow copy whose `from` and `to` arrays are new. A move takes `items`
 * out of `from` and puts them at `indices` of `to` (in ascending order: an undone move may
 * scatter them); a copy puts a copy of each at `indices` (`make.copy(entry, newId)`, default
 * the id or `{...entry, id}`); a slow move's `copies` (items re-created because their source
 * went away) follow the moved items (`make.copy(id, id)`, default the id), and its undo takes
 * them out of `from`; 'delete' takes `items` out of `from`; items a drop created
 * (`transfer.created`) are made by `make.create(created)` (default the created object).
 * `make.id(entry)` reads an entry's id (default: the entry, or its `id`). O(n) in the two lists.
 * @param {Object<string, any[]>} lists
 * @param {object} transfer
 * @param {{id?: Function, copy?: Function, create?: Function}} [make]
 */
export function applyTransfer(lists, transfer, make = {}) {
  const idOf = make.id || ((entry) => (entry !== null && typeof entry === 'object' ? entry.id : entry));
  const { operation, from, to, items = [], copies = [], indices = [] } = transfer;
  const next = { ...lists };
  const source = lists[from] || [];
  const byId = new Map(source.map((entry) => [idOf(entry), entry]));
  const found = (id) => (byId.has(id) ? byId.get(id) : id);
  let entries;
  if (operation === 'copy') {
    entries = transfer.created?.length
      ? transfer.created.map((created) => (make.create ? make.create(created) : { ...created }))
      : items.map((id, k) => {
        const entry = found(id);
        if (make.copy) return make.copy(entry, copies[k]);
        return entry !== null && typeof entry === 'object' ? { ...entry, id: copies[k] } : copies[k];
      });
  } else {
    // A slow move's items re-created because their source went away meanwhile are its
    // `copies`: they arrive after the moved items, and undoing the move takes them out of `from`.
    const recreated = operation === 'move' ? copies : [];
    const leaving = new Set([...items, ...recreated.filter((id) => byId.has(id))]);
    entries = items.map(found);
    for (const id of recreated) if (!byId.has(id)) entries.push(make.copy ? make.copy(id, id) : id);
    next[from] = source.filter((entry) => !leaving.has(idOf(entry)));
    if (operation === 'delete') return next;
  }
  const target = [...(next[to] || [])];
  const order = entries.map((entry, k) => [indices[k] ?? transfer.index + k, entry]).sort((a, b) => a[0] - b[0]);
  for (const [index, entry] of order) target.splice(Math.min(index, target.length), 0, entry);
  next[to] = target;
  return next;
}

/** The bridge's side of controlled mode: the change steps without the DOM, the observer that
 *  re-reads the page after its renders, and focus kept across them. */
export class ControlledDOM {
  /** @param {object} host the bridge (dragkit-bridge.js). */
  constructor(host) {
    this.host = host;
    this.observer = null;
    this.focused = null;  // the item element last focused: a re-render that replaces it hands focus on
  }

  /** Starts observing the root (after the first scan). O(1). */
  observe() {
    const host = this.host;
    this.observer = new MutationObserver((records) => { if (records.some(touchesItems)) this.adopt(records); });
    this.observer.observe(host.root, { childList: true, subtree: true });
    host.root.addEventListener('focusin', (event) => {
      const item = event.target.closest?.('[data-dk-item]');
      if (item) this.focused = item;
    }, { signal: host.listening.signal });
  }

  /** Re-reads the page now (what its render changed, `records`): elements re-rendered under
   *  known ids are adopted, new items registered, gone ones dropped once nothing is in flight,
   *  the selection marked on them again (all by the scanner's `rescan`); focus that the render
   *  took from the focused item (removed, or moved) goes to the element now showing it.
   *  O(items). */
  adopt(records) {
    const host = this.host;
    if (host.destroyed) return;
    host.scanner.rescan();  // also shows the engine's selection (A5) on the elements the render drew
    const lost = this.focused;
    const removed = lost && records.some((r) => [...r.removedNodes].some((node) => node === lost || node.contains(lost)));
    if (!removed) return;
    // After this task's other observers (the `access` plugin gives the new elements their
    // tabindex in a microtask it queued first): an element without one can't take the focus
    // yet (issue 34: an `innerHTML` render into another list left the focus on <body>).
    queueMicrotask(() => this.#refocus(lost));
  }

  /** Hands the focus that the render took from `lost` (now on <body>) to the element that
   *  shows the same item now, made focusable if the page's render left it without a tabindex.
   *  O(1). */
  #refocus(lost) {
    const host = this.host;
    if (host.destroyed || (document.activeElement && document.activeElement !== document.body)) return;
    const id = host.items.toInt.get(lost.dataset.dkItem);
    const element = id === undefined ? null : host.itemElements.get(id);
    if (!element?.isConnected) return;
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus({ preventScroll: true });
    this.focused = element;
  }

  /** Runs `fn` once the page has rendered what the commit of this task told it (its render
   *  during `commit`, or in a microtask after): at the next frame, after adopting. O(1). */
  afterRender(fn) {
    requestAnimationFrame(() => {
      const records = this.observer?.takeRecords() || [];
      if (records.some(touchesItems)) this.adopt(records);
      fn();
    });
  }

  /** The engine's change `steps`, without the DOM: a copy's or a created item's new id is bound
   *  (the page draws it with that id) to a detached stand-in until the page's element is
   *  adopted; an item deleted whose element is gone is forgotten. O(steps). */
  change(steps) {
    const host = this.host;
    for (const [kind, a, b] of steps) {
      const made = kind === 'dup' ? b : (kind === 'create' ? a : undefined);
      if (made !== undefined) {
        const standIn = document.createElement('div');
        standIn.dataset.dkItem = host.registry.itemKeyOf(made);
        host.showItemElement(made, standIn);
      } else if (kind === 'delete' && !host.itemElements.get(a)?.isConnected) {
        host.hideItemElement(a);
      }
    }
  }

  /** Stops observing (destroy()). */
  disconnect() { this.observer?.disconnect(); }
}
