// DragKit web host: the item lists of the containers (issue 11; issue 36: the bridge in parts).
// A container's own items (not those of containers nested in it) are listed once, cached per
// host (the feel's state, dragkit-feel-state.js) and looked up by index from then on (`itemsOf`,
// `indexInItems`), until the page's items change (`forgetItems`). A drop's item lists are kept
// through its DOM moves (`ItemListEdits`) and handed back to the cache (`adoptItems`), so neither
// the insert of a moved item nor the measure after the drop lists a container's items again.

import { own } from './dragkit-feel-state.js';

/** The items of `container` itself (not of containers nested in it), in document order. O(n)
 *  once, then cached per container until ``forgetItems``. */
export function itemsOf(host, container) {
  const feel = own(host);
  if (!feel.itemLists) feel.itemLists = new Map();
  let items = feel.itemLists.get(container);
  if (!items) {
    // Items share a few parents: whether a parent is inside a nested container is found once
    // per parent, not once per item (10k `closest` calls after every drop: issue 11).
    const ours = new Map();
    items = [...container.querySelectorAll('[data-dk-item]')].filter((element) => {
      const parent = element.parentElement;
      if (!parent) return false;
      let mine = ours.get(parent);
      if (mine === undefined) { mine = parent.closest('[data-dk-container]') === container; ours.set(parent, mine); }
      return mine;
    });
    let shared = null;
    for (const [parent, mine] of ours) {
      if (!mine) continue;
      if (shared) { shared = null; break; }
      shared = parent;
    }
    // An element refused as a duplicate id (the bridge's `duplicates`, issue 34) is no item.
    if (host.duplicates?.size) items = items.filter((element) => !host.duplicates.has(element));
    feel.itemLists.set(container, items);
    if (shared) sharedParents.set(items, shared);
  }
  return items;
}

const sharedParents = new WeakMap();  // an itemsOf list -> the one element all its items are children of

/** The element every item of `items` (an ``itemsOf`` list) is a child of, when they share one
 *  (a plain list or grid: its items are then exactly that element's item children), else null.
 *  O(1). */
export function sharedParentOf(items) {
  return sharedParents.get(items) || null;
}

/**
 * Hands `container` the item list the bridge kept up to date through a drop's moves (its items
 * all children of `parent`), instead of a search of the container after ``forgetItems``
 * (issue 11: O(n) `querySelectorAll` and `closest` after every drop). O(1).
 */
export function adoptItems(host, container, items, parent) {
  const feel = own(host);
  if (!feel.itemLists) feel.itemLists = new Map();
  feel.itemLists.set(container, items);
  sharedParents.set(items, parent);
}

const itemIndexes = new WeakMap();  // an itemsOf list -> Map(element -> its index)

/** Each item's index in `items` (a cached ``itemsOf`` list). O(n) once per list, then O(1). */
export function indexOfItems(items) {
  let at = itemIndexes.get(items);
  if (!at) {
    at = new Map(items.map((element, k) => [element, k]));
    itemIndexes.set(items, at);
  }
  return at;
}

/** The index of `element` among `container`'s own items (-1: not one of them). O(1) with the
 *  cached list. */
export function indexInItems(host, container, element) {
  const at = indexOfItems(itemsOf(host, container)).get(element);
  return at === undefined ? -1 : at;
}

/** Forgets the cached item lists (`container`'s, or all): call after the DOM's items changed.
 *  O(1). */
export function forgetItems(host, container) {
  const feel = own(host);
  if (!feel.itemLists) return;
  if (container) feel.itemLists.delete(container); else feel.itemLists.clear();
}

/**
 * A drop's item lists, kept up to date through its steps (issue 11): for each container the
 * steps touch whose items are all children of one element (a plain list or grid), its
 * ``itemsOf`` list, copied once and then changed as the DOM is, so an insert finds the item
 * it goes before without listing the holder's children, and the bridge measures after the drop
 * without searching the container again. A container of another shape is left to the search
 * (`null`). O(n) pointer copies per container touched, no DOM reads.
 */
export class ItemListEdits {
  constructor(host) {
    this.host = host;
    this.lists = new Map();  // container element -> {items, parent} | null
  }

  /** The container whose own item `element` is, or null. O(depth). */
  static containerOf(element) {
    return element.parentElement ? element.parentElement.closest('[data-dk-container]') : null;
  }

  /** `container`'s list being edited, or null when it isn't a plain one. O(n) the first time. */
  #listOf(container) {
    if (!this.lists.has(container)) {
      const items = itemsOf(this.host, container);
      const parent = sharedParentOf(items);
      this.lists.set(container, parent ? { items: items.slice(), parent } : null);
    }
    return this.lists.get(container);
  }

  /** Before `element` leaves the DOM: takes it out of its container's list. O(n) index search. */
  remove(element) {
    const container = ItemListEdits.containerOf(element);
    if (!container) return;
    const list = this.#listOf(container);
    if (!list) return;
    const at = list.parent === element.parentElement ? list.items.indexOf(element) : -1;
    if (at < 0) { this.lists.set(container, null); return; }
    list.items.splice(at, 1);
  }

  /**
   * Inserts `element` at `index` among `container`'s items, as ``insertElement`` does, when its
   * list is known and its holder is the items' parent; returns false (nothing done) otherwise.
   * O(n) pointer moves.
   */
  insert(element, container, index) {
    const list = this.#listOf(container);
    if (!list || list.items.length === 0) { this.lists.set(container, null); return false; }
    const holder = container.querySelector('[data-dk-items]') || container;
    if (holder !== list.parent) { this.lists.set(container, null); return false; }
    const { items } = list;
    const before = items[index];
    // The page changed the list since it was listed (no record of it yet): the search decides.
    if ((before || items[items.length - 1]).parentElement !== holder) { this.lists.set(container, null); return false; }
    if (before) holder.insertBefore(element, before);
    else items[items.length - 1].after(element);
    items.splice(Math.min(index, items.length), 0, element);
    return true;
  }

  /** After the steps: the lists kept go to the bridge's cache (forgotten before). O(containers). */
  adopt() {
    for (const [container, list] of this.lists) {
      if (list && container.isConnected) adoptItems(this.host, container, list.items, list.parent);
    }
  }
}
