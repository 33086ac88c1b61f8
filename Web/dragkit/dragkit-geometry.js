// DragKit web host: what the engine knows of where items are, measured only when it may have
// changed (A1, F6; issue 11's geometry protocol on the page's side).
//
// The bridge used to measure every item of every container (one getBoundingClientRect each) at
// every scroll, press and drop. Item frames change for few reasons, and each is seen here:
// - the container's content changed (items added, removed, reordered, re-rendered, text or
//   style changes inside it): a MutationObserver marks the container stale, and the next
//   measure reads its items once;
// - the container changed size: its ResizeObserver entry marks it stale;
// - the container or its own scroller moved (a scroll of the page, of an ancestor or of the
//   container; content above it grew): every item moved by the same amount, so the frames
//   measured last, moved by that amount, are sent again without reading the DOM;
// - the engine's own auto-scroll step: the engine already moved its frames by the step
//   (`engineMoved`), so when the scroll lands where it said, nothing is sent at all.
// A measure is therefore O(containers) when nothing changed, O(n) wasm calls without layout
// reads for a translation, and O(n) reads only for a container whose content changed.

import { itemRect } from './dragkit-dom.js';
import { itemsOf } from './dragkit-item-lists.js';

/** Where the engine is told an item or control with no element on the page is: far off-screen. */
export const OFFSCREEN = -1e7;
/** Classes and style the bridge itself writes on items and holders: they move nothing. */
const OWN_CLASS = /^dk-/;
const OWN_STYLE = /(^|;)\s*(transform|padding-bottom|transition)\s*:[^;]*;?/g;

function withoutOwnClasses(value) {
  return (value || '').split(/\s+/).filter((name) => name && !OWN_CLASS.test(name)).sort().join(' ');
}

function withoutOwnStyle(value) {
  return (value || '').replace(OWN_STYLE, '$1').replace(/\s+/g, '');
}

/** Item frames per container, measured lazily (see the file comment). One per bridge. */
export class ItemGeometry {
  #redescribing;  // its own state (#private)

  /** @param {object} host  the bridge (its maps of ids and elements). */
  constructor(host) {
    this.host = host;
    this.records = new Map();  // engine container id -> {items, ids, frames, left, top, sx, sy, ex, ey, scroller}
    this.stale = new Set();    // engine container ids whose items must be read again
    this.changes = new Map();  // engine container id -> {low, high, delta}: a drop's change (markChanged)
    this.observer = null;
    this.deferred = false;     // true: containers never measured wait (the bridge's idle read)
    this.described = new Map(); // engine container id -> its list's redescribe(): the engine places its items
  }

  /**
   * Whether the engine places the container `id`'s items from a described geometry
   * (`uniformGeometry`, a virtual list): such a container's items are never read, and
   * changes inside it mark nothing stale but itself (issue 11: a virtual list's scroll
   * re-renders rows, and reading them back cost a layout and O(window) wasm calls each time).
   * `redescribe` (or null: measured again) is called by ``redescribe`` when the container is
   * stale, to check its description. O(1).
   */
  setDescribed(id, redescribe) {
    if (id === undefined) return;
    if (redescribe) this.described.set(id, redescribe); else this.described.delete(id);
  }

  /** Lets each described container that is stale (or each one, `all`) check its description,
   *  before a measure reads the page. O(described containers). */
  redescribe(all = false) {
    if (this.#redescribing) return;  // a description's actions may measure again
    this.#redescribing = true;
    try {
      for (const [id, redescribe] of [...this.described]) if (all || this.stale.has(id)) redescribe();
    } finally {
      this.#redescribing = false;
    }
  }

  /** Starts watching the root for changes inside containers. O(1). */
  observe(root) {
    if (typeof MutationObserver !== 'function' || this.observer) return;
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(root, {
      childList: true, subtree: true, characterData: true,
      attributes: true, attributeFilter: ['class', 'style', 'hidden'], attributeOldValue: true,
    });
  }

  /** Drops the observer's pending records: the bridge's own change (a drop's moves), already
   *  accounted for with ``markChanged``. O(records). */
  discardPending() {
    this.observer?.takeRecords();
  }

  /** Stops watching and forgets every record. O(1). */
  disconnect() {
    this.observer?.disconnect();
    this.observer = null;
    this.forgetAll();
  }

  /** Forgets every container's record: the next measure reads everything. O(1). */
  forgetAll() {
    this.records.clear();
    this.stale.clear();
    this.changes.clear();
  }

  /** Marks the container `id`'s items as needing to be read again. O(1). */
  markStale(id) {
    if (id !== undefined) this.stale.add(id);
  }

  /**
   * A drop changed the container `id`'s items at `index`: `delta` +1 an item inserted there, -1
   * one removed from there. The items before the first changed index keep their places; when
   * as many came as went, so do the items after the last one (a move within the list). O(1).
   */
  markChanged(id, index, delta) {
    if (id === undefined) return;
    if (!(index >= 0)) { this.markStale(id); return; }
    const change = this.changes.get(id) || { low: index, high: index, delta: 0 };
    change.low = Math.min(change.low, index);
    change.high = Math.max(change.high, index);
    change.delta += delta;
    this.changes.set(id, change);
  }

  /** The engine id of the container `element` is in (or is), if registered. O(depth). */
  #containerIdOf(element) {
    const container = element && element.closest ? element.closest('[data-dk-container]') : null;
    return container ? this.host.containers.toInt.get(container.dataset.dkContainer) : undefined;
  }

  /** The page changed: marks the containers it changed inside as stale (their item lists too).
   *  The bridge's own classes and gap transforms change no geometry and are ignored.
   *  O(records). */
  onMutations(records) {
    for (const record of records) {
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      if (!target) continue;
      const described = this.described.size > 0 && this.described.has(this.#containerIdOf(target));
      if (described && record.type !== 'childList') continue;  // its rows move nothing the engine places
      if (record.type === 'attributes') {
        const now = target.getAttribute(record.attributeName);
        if (record.attributeName === 'class' && withoutOwnClasses(now) === withoutOwnClasses(record.oldValue)) continue;
        if (record.attributeName === 'style' && withoutOwnStyle(now) === withoutOwnStyle(record.oldValue)) continue;
      }
      if (record.type === 'childList' && record.target.nodeType === 1) {
        const container = record.target.closest('[data-dk-container]');
        if (container) this.host.forgetItemList(container);
      }
      this.markStale(this.#containerIdOf(target));
    }
  }

  /** A ResizeObserver entry for a container: stale only if its size really changed. O(1). */
  resized(element, width, height) {
    const id = this.host.containers.toInt.get(element.dataset.dkContainer);
    const record = this.records.get(id);
    if (!record || Math.abs(record.width - width) > 0.5 || Math.abs(record.height - height) > 0.5) this.markStale(id);
  }

  /** The engine scrolled the container `id` by (`dx`, `dy`) and moved its item frames by the
   *  opposite itself (A1). O(1). */
  engineMoved(id, dx, dy) {
    const record = this.records.get(id);
    if (!record) return;
    record.ex -= dx;
    record.ey -= dy;
  }

  /**
   * Brings the engine's item frames of the container `id` (element `container`) up to date,
   * reading the DOM only if it is stale (see the file comment). `w` is the engine's exports;
   * `scroller` the element that scrolls its items (or null). Returns whether anything was sent.
   */
  measureContainer(e, id, container, scroller) {
    const host = this.host;
    let record = this.records.get(id);
    if (!record && this.deferred) return false;
    if (this.described.has(id)) {
      this.stale.delete(id);
      this.changes.delete(id);
      return false;  // the engine places its items itself: nothing to read or send
    }
    const items = itemsOf(host, container);
    if (!container.isConnected) {
      if (record?.offscreen) return false;
      for (const itemId of record ? record.ids : []) if (itemId) e.itemFrame(itemId, OFFSCREEN, OFFSCREEN, 0, 0);
      this.records.set(id, { ...(record || { ids: [], items: [] }), offscreen: true });
      return true;
    }
    const box = container.getBoundingClientRect();
    const sx = scroller ? scroller.scrollLeft : 0;
    const sy = scroller ? scroller.scrollTop : 0;
    const change = this.changes.get(id);
    this.changes.delete(id);
    if (change && record && !record.offscreen && record.scroller === scroller && !this.stale.has(id)
      && record.items !== items) {
      return this.#measureChange(e, record, items, change, box, sx, sy);
    }
    if (!record || record.offscreen || record.items !== items || record.scroller !== scroller || this.stale.has(id)) {
      this.stale.delete(id);
      // A container that is its own scroller tells the engine where its content is scrolled to
      // before its frames, so a later scroll can be one number (`scrollOffset`, A1).
      const own = Boolean(e.scrollOffset) && scroller === container;
      const horizontal = container.dataset.dkAxis === 'horizontal';
      if (own) e.scrollOffset(id, horizontal ? sx : sy);
      const ids = new Array(items.length);
      const frames = new Float64Array(items.length * 4);
      for (let k = 0; k < items.length; k += 1) {
        const element = items[k];
        const itemId = host.items.toInt.get(element.dataset.dkItem);
        if (itemId === undefined || host.itemElements.get(itemId) !== element) { ids[k] = 0; continue; }
        ids[k] = itemId;
        const r = itemRect(element);  // without a drag's gap (F6)
        frames.set([r.left, r.top, r.width, r.height], k * 4);
        e.itemFrame(itemId, r.left, r.top, r.width, r.height);
      }
      this.records.set(id, {
        id, items, ids, frames, scroller, left: box.left, top: box.top, width: box.width, height: box.height,
        sx, sy, ex: 0, ey: 0, own, horizontal,
      });
      return true;
    }
    return this.#sendMoved(e, record, box, sx, sy);
  }

  /**
   * After a drop's change (``markChanged``): reads only the items from the first changed index
   * (up to the last one when as many came as went), keeps the others' frames, and re-sends
   * them only if the container moved meanwhile. O(changed range) reads.
   */
  #measureChange(e, record, items, change, box, sx, sy) {
    const host = this.host;
    const sameCount = change.delta === 0 && items.length === record.items.length;
    const low = Math.max(0, change.low);
    const high = sameCount ? Math.min(items.length - 1, change.high) : items.length - 1;
    // Frames are kept where they were measured: relative to the record's reference place.
    const tx = (box.left - record.left) - (sx - record.sx);
    const ty = (box.top - record.top) - (sy - record.sy);
    const n = items.length;
    const ids = new Array(n);
    const frames = new Float64Array(n * 4);
    // Unchanged items (before `low`, after `high`) keep their ids and frames: copied in bulk when
    // they are the same elements at the same indices (issue 11: no attribute read, no allocation
    // per item), else read again one by one.
    const kept = (k) => (k < low || k > high) && k < record.items.length && record.items[k] === items[k];
    let prefix = 0;
    while (prefix < Math.min(low, n) && kept(prefix)) prefix += 1;
    let suffix = n;
    while (suffix > Math.max(high + 1, prefix) && kept(suffix - 1)) suffix -= 1;
    for (let k = 0; k < prefix; k += 1) ids[k] = record.ids[k];
    for (let k = suffix; k < n; k += 1) ids[k] = record.ids[k];
    frames.set(record.frames.subarray(0, prefix * 4), 0);
    if (suffix < n) frames.set(record.frames.subarray(suffix * 4, n * 4), suffix * 4);
    for (let k = prefix; k < suffix; k += 1) {
      const element = items[k];
      if (kept(k)) {
        ids[k] = record.ids[k];
        frames.set(record.frames.subarray(k * 4, k * 4 + 4), k * 4);
        continue;
      }
      const itemId = host.items.toInt.get(element.dataset.dkItem);
      ids[k] = itemId === undefined || host.itemElements.get(itemId) !== element ? 0 : itemId;
      if (!ids[k]) continue;
      const r = itemRect(element);
      frames.set([r.left - tx, r.top - ty, r.width, r.height], k * 4);
      e.itemFrame(ids[k], r.left - tx + record.ex, r.top - ty + record.ey, r.width, r.height);
    }
    record.items = items;
    record.ids = ids;
    record.frames = frames;
    this.#sendMoved(e, record, box, sx, sy);
    return true;
  }

  /** Re-sends `record`'s frames moved by the container's move less its own scroll, unless the
   *  engine already has them there. O(n) wasm calls, no DOM reads; O(1) when nothing moved. */
  #sendMoved(e, record, box, sx, sy) {
    // Everything in it moved together: by the container's move, less its own scroll.
    const tx = (box.left - record.left) - (sx - record.sx);
    const ty = (box.top - record.top) - (sy - record.sy);
    if (Math.abs(tx - record.ex) < 1 && Math.abs(ty - record.ey) < 1) return false;
    // Only its own content scrolled, along its axis: one number, and the engine moves its
    // frames itself (A1, issue 11). O(1).
    if (record.own && Math.abs(box.left - record.left) < 0.5 && Math.abs(box.top - record.top) < 0.5
      && (record.horizontal ? sy === record.sy : sx === record.sx)) {
      e.scrollOffset(record.id, record.horizontal ? sx : sy);
      record.ex = tx;
      record.ey = ty;
      return true;
    }
    const { ids, frames } = record;
    for (let k = 0; k < ids.length; k += 1) {
      if (!ids[k]) continue;
      const at = k * 4;
      e.itemFrame(ids[k], frames[at] + tx, frames[at + 1] + ty, frames[at + 2], frames[at + 3]);
    }
    record.ex = tx;
    record.ey = ty;
    return true;
  }
}
