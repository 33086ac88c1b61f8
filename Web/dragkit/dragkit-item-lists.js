// DragKit web host: a drop's item lists, kept through its DOM moves (issue 11), so neither the
// insert of a moved item nor the measure after the drop lists a container's items again.

import * as feel from './dragkit-feel.js';

/**
 * A drop's item lists, kept up to date through its steps (issue 11): for each container the
 * steps touch whose items are all children of one element (a plain list or grid), its
 * ``feel.itemsOf`` list, copied once and then changed as the DOM is, so an insert finds the item
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
      const items = feel.itemsOf(this.host, container);
      const parent = feel.sharedParentOf(items);
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
      if (list && container.isConnected) feel.adoptItems(this.host, container, list.items, list.parent);
    }
  }
}
