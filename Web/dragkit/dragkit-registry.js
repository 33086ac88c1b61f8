// DragKit's registry (issue 36: the bridge in parts): the two-way maps between the app's string
// ids and the engine's small integers, the elements of registered items and containers, and the
// registration of what the page marks (`data-dk-container`, `data-dk-item`) with the engine.
// Internal: the Bridge (dragkit-bridge.js) owns one as `registry` and shares its maps as its own fields
// (`items`, `containers`, `itemElements`, `containerElements`, `apps`, `duplicates`: the same
// objects), which the plugins read.

import { itemsOf, forgetItems } from './dragkit-item-lists.js';
import { NO_TEXT, markupOK } from './dragkit-checks.js';


/** The layout bits of a container's flags (F6): bit 12 a wrapping grid in reading order
 *  (data-dk-axis="grid"), bit 13 rows that run right to left (its computed direction, which
 *  follows the page's dir). */
function layoutFlags(element) {
  const grid = element.dataset.dkAxis === 'grid' ? 0x1000 : 0;
  return grid | (getComputedStyle(element).direction === 'rtl' ? 0x2000 : 0);
}

/** Two-way map between the app's string ids and the engine's small integers. */
class IdMap {
  #toKey;  // its own state (#private)

  constructor() { this.toInt = new Map(); this.#toKey = new Map(); this.next = 1; }
  intern(key) {
    let value = this.toInt.get(key);
    if (value === undefined) { value = this.next++; this.toInt.set(key, value); this.#toKey.set(value, key); }
    return value;
  }
  bind(key, value) { this.toInt.set(key, value); this.#toKey.set(value, key); this.next = Math.max(this.next, value + 1); }
  key(value) { return this.#toKey.get(value); }
  clear() { this.toInt.clear(); this.#toKey.clear(); this.next = 1; }
}

/** Ids and elements of what the page marks, and their registration with the engine. `core`:
 *  the Bridge, whose engine calls (`call`, `run`), `mistake` and plugins it
 *  uses. */
export class Registry {
  constructor(core) {
    this.core = core;
    this.items = new IdMap();
    this.containers = new IdMap();
    this.itemElements = new Map();       // engine item id -> element
    this.containerElements = new Map();  // engine container id -> element
    this.apps = new IdMap();             // data-dk-app -> engine app id (S2: between apps, copy)
    // Item elements the engine refused as duplicates of an id another element holds (issue 34):
    // not DragKit's items (no drag, no pick-up, no index), so the DOM and `commit` stay in step.
    this.duplicates = new Set();
  }

  /** A container's flags from its markup (the engine's `addContainer` bits). O(1) plus one
   *  computed style read. */
  containerFlags(element) {
    const data = element.dataset;
    return (data.dkDrop === 'false' ? 0 : 1) | (data.dkDrag === 'false' ? 0 : 2)
      | (data.dkAxis === 'horizontal' ? 4 : 0) | (data.dkCrossOperation === 'move' ? 8 : 0)
      | layoutFlags(element);
  }

  /** Reports `element`'s unknown `data-dk-*` attributes or values (dragkit-mistakes.js) unless
   *  the page turned the check off (`checkMarkup: false`). O(its attributes). */
  checkMarkup(element) {
    if (this.core.options.checkMarkup !== false && !markupOK(element)) this.core.mistake(element, null, null);
  }

  registerContainer(element) {
    this.checkMarkup(element);
    if (this.core.plugins.defers(element)) return;  // registered when its plugin has loaded (a text view)
    const id = this.containers.intern(element.dataset.dkContainer);
    const data = element.dataset;
    const flags = this.containerFlags(element);
    const label = data.dkLabel || element.getAttribute('aria-label') || data.dkContainer;
    // A text view needs the full engine and the `text` plugin: checked here, whatever plugins
    // the page names (issue 34), never registered as a list of items instead.
    if (element.hasAttribute('data-dk-text') && !(this.core.engine.textBegin && this.core.textPlugin())) {
      if (this.core.engine.textBegin) this.core.mistake(element, 'data-dk-text', null, { textView: true });
      else this.core.mistake(element, 'data-dk-text', NO_TEXT);
      return;
    }
    this.containerElements.set(id, element);
    this.core.input.observeSize(element);
    if (this.core.plugins.any('claimContainer', element, id, flags, label)) return;  // a text view
    const status = this.core.call((e) => e.addContainerKind(id, flags, label, data.dkAccepts || '', data.dkKind || ''));
    if (status) this.core.mistake(element, 'data-dk-container', null, { code: status });
    this.#relate(element, id);
  }

  registerItem(element, index = -1) {
    const containerElement = element.parentElement?.closest('[data-dk-container]');
    if (!containerElement) return;
    const id = this.items.intern(element.dataset.dkItem);
    const container = this.containers.intern(containerElement.dataset.dkContainer);
    const label = element.dataset.dkLabel || element.textContent.trim().slice(0, 200);
    const type = element.dataset.dkType || '';
    const bytes = Number(element.dataset.dkBytes || 0) || 0;
    this.checkMarkup(element);
    const earlier = this.itemElements.get(id);
    const status = this.core.call((e) => e.addItemSized(id, container, index, type, label, bytes));
    if (status) this.core.mistake(element, 'data-dk-item', null, { code: status, earlier });
    if (status === 1 && earlier && earlier !== element) { this.duplicates.add(element); forgetItems(this.core); return; }  // refused (issue 34)
    this.#relate(element, undefined, id);
    this.itemElements.set(id, element);
    // Not draggable at load (`-webkit-user-drag: none` in dragkit.css, no attribute written on
    // every item): a mouse press makes the pressed item draggable (dragkit-native.js).
  }

  /**
   * Registers `elements`, the items of `container` in order, in one call into the engine
   * (the channel's `addItems`): their ids, labels, types and size hints. Writes nothing to the
   * items themselves.
   * O(n) in the items and their labels, one wasm call (plus one per item that opens a
   * container).
   */
  registerItems(container, elements) {
    if (!elements.length) return;
    const containerId = this.containers.intern(container.dataset.dkContainer);
    const count = elements.length;
    const ids = new Array(count);
    const labels = new Array(count);
    const types = new Array(count);
    const sizes = new Array(count);
    // Attributes are read with getAttribute, not `dataset` (which makes an object per element:
    // a third of this loop at 10k items, issue 11).
    const opening = [];
    for (let k = 0; k < count; k += 1) {
      const element = elements[k];
      this.checkMarkup(element);
      ids[k] = this.items.intern(element.getAttribute('data-dk-item'));
      labels[k] = element.getAttribute('data-dk-label') || element.textContent.trim().slice(0, 200);
      types[k] = element.getAttribute('data-dk-type') || '';
      sizes[k] = Number(element.getAttribute('data-dk-bytes') || 0) || 0;
      if (element.hasAttribute('data-dk-opens') || element.hasAttribute('data-dk-opens-window')) opening.push(k);
    }
    const channel = this.core.channel;
    const refused = this.core.call((e) => {
      const status = channel.addItems(containerId, -1, ids, labels, types, sizes);  // 0, or the first refusal's code
      for (const k of opening) {
        const opens = elements[k].getAttribute('data-dk-opens');
        if (opens) e.itemOpens(this.containers.intern(opens), ids[k]);
        if (elements[k].hasAttribute('data-dk-opens-window')) e.itemOpensWindow(ids[k], true);  // P3
      }
      return status;
    });
    // The refused items, named (dragkit-mistakes.js): each with the element registered before it.
    if (refused) this.core.mistake(container, 'data-dk-item', null, { code: refused, elements, earlier: ids.map((id) => this.itemElements.get(id)) });
    for (let k = 0; k < count; k += 1) {
      // A duplicate id the engine refused (issue 34) keeps the element registered first: the
      // second is no item of DragKit's (`duplicates`). Only looked for after a refusal: O(1) else.
      const earlier = refused ? this.itemElements.get(ids[k]) : undefined;
      if (earlier && earlier !== elements[k] && earlier.isConnected) { this.duplicates.add(elements[k]); continue; }
      this.itemElements.set(ids[k], elements[k]);
    }
    if (refused) forgetItems(this.core);
  }

  /**
   * `rescan(changed)`'s part for item containers: every item the engine had in one of the
   * `changed` containers (found by the element it was last shown by, which the re-render took
   * out of the page with its container) or that the page now shows in one of them is taken out
   * of the engine and put back where the page shows it, in page order, without a history step.
   * The engine's fingerprints of those containers then describe the new content, so undo steps
   * computed on the old content are refused and the others kept (S10, issue 34). An item the
   * page no longer shows anywhere is removed. O(items).
   */
  registerAfresh(changed) {
    const containerKey = (element) => element?.parentElement?.closest('[data-dk-container]')?.dataset.dkContainer;
    const stale = new Set();
    for (const [id, element] of this.itemElements) {
      const key = containerKey(element);
      if (key === undefined || changed.has(key)) stale.add(id);  // was in a changed container (or nowhere)
    }
    const shown = [];
    for (const element of this.core.root.querySelectorAll('[data-dk-container]')) {
      if (!changed.has(element.dataset.dkContainer) || this.core.isTextView(this.containers.toInt.get(element.dataset.dkContainer))) continue;
      const elements = itemsOf(this.core, element);
      shown.push([element, elements]);
      for (const item of elements) {
        const id = this.items.toInt.get(item.dataset.dkItem);
        if (id !== undefined && this.itemElements.has(id)) stale.add(id);
      }
    }
    for (const id of stale) {
      const element = this.itemElements.get(id);
      const key = containerKey(element);
      // An item shown, unchanged, outside the changed containers keeps its place.
      if (element?.isConnected && key !== undefined && !changed.has(key)) continue;
      this.itemElements.delete(id);  // its change steps then find no element to move
      this.core.run((e) => e.removeItem(id));
    }
    for (const [element, elements] of shown) {
      this.registerItems(element, elements.filter((item) => !this.itemElements.has(this.items.toInt.get(item.dataset.dkItem))));
    }
  }

  /**
   * Tells the engine what `element` relates to (S1–S3): a container's app is the `data-dk-app`
   * of its closest marked ancestor (drags between apps copy); an item's `data-dk-opens` names
   * the container it stands for (a folder row: a drop on its middle goes into that folder).
   */
  #relate(element, containerId, itemId) {
    this.core.call((e) => {
      if (containerId !== undefined) {
        const app = element.closest('[data-dk-app]')?.dataset.dkApp;
        e.containerApp(app ? this.apps.intern(app) : 0, containerId);
      }
      if (itemId !== undefined) {
        const opens = element.dataset.dkOpens;
        e.itemOpens(opens ? this.containers.intern(opens) : 0, itemId);
        // P3: dropped on empty space, it opens in a new window
        e.itemOpensWindow(itemId, element.hasAttribute('data-dk-opens-window'));
      }
    });
  }

  /** The engine ids of the known items among `itemKeys`, in order. O(keys). */
  itemIds(itemKeys) {
    return itemKeys.map((key) => this.items.toInt.get(key)).filter((id) => id !== undefined);
  }

  /** The app's key of the engine's item `id`, made now for an item the engine created (P1). O(1). */
  itemKeyOf(id) {
    let key = this.items.key(id);
    if (key === undefined) { key = this.makeItemKey(); this.items.bind(key, id); }
    return key;
  }

  /** Puts `element` at `index` among `container`'s items (the item children of its holder).
   *  O(n) in the holder's children. */
  insertElement(element, container, index) {
    const holder = container.querySelector('[data-dk-items]') || container;
    const siblings = [...holder.children].filter((child) => child.hasAttribute('data-dk-item') && !this.duplicates.has(child));
    const before = siblings[index];
    if (before) holder.insertBefore(element, before);
    else if (siblings.length) siblings[siblings.length - 1].after(element);
    else holder.appendChild(element);
  }

  /** The label of the item `key` (its data-dk-label, else its text), for plain-text fallbacks. */
  labelOf(key) {
    const element = this.itemElements.get(this.items.toInt.get(key));
    return element ? (element.dataset.dkLabel || element.textContent.trim().slice(0, 200)) : String(key);
  }

  makeItemKey() {
    const random = Math.floor(Math.random() * 0xffffffff).toString(36);
    return `c${Date.now().toString(36)}${random}`.slice(0, 64);
  }
}
