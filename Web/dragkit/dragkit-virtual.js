// DragKit web host, plugin `virtual` (issue 24; API.md "Plugins"): virtual lists, lists whose
// items are not all in the DOM (issue 11: 100k rows, a few dozen nodes). `VirtualLists` keeps
// each page's lists (engine container id -> `VirtualList`) and answers the core's hooks (a scan,
// a change's steps, a keyboard drag's reveal, the snapshot's ids, the gap's offsets). By default
// it loads at the first `DragKit#virtualList` call; a page that names its plugins lists 'virtual'
// to make virtual lists. It imports nothing of the core's: the gap's helpers come as `core.feel`.
//
// Its parts (issue 36: no module over ~400 lines, one concept each):
//   dragkit-virtual-list.js    `VirtualList`, the public object: the order of ids, registration,
//                              the engine's change steps, a keyboard drag's reveal, scroll and keys
//   dragkit-virtual-rows.js    the DOM windowing of one list: the rendered rows between spacers
//   dragkit-virtual-engine.js  the engine adapter: items registered in batches, uniform geometry
//                              described, a scroll's offset, rows off-screen

import { VirtualList } from './dragkit-virtual-list.js';

// Exported here too, as it was before the split: the plugin's entry of the bundle exports it.
export { VirtualList };

/** The `virtual` plugin: the virtual lists of one `DragKit` and the core's hooks for them. Each
 *  hook is O(virtual lists) plus the list's own work. */
export class VirtualLists {
  /** @param {object} core the core (dragkit-bridge.js's Bridge). */
  constructor(core) {
    this.core = core;
    this.name = 'virtual';
    this.lists = new Map();  // engine container id -> VirtualList
    this.detached = [];      // the lists a scan took out, until it registers them again
  }

  /** `DragKit#virtualList(options)`: makes a virtual list of `options.element`. O(n) once. */
  create(options) { return new VirtualList(this.core, options, this); }

  /** Adds `list`, the virtual list of engine container `container`. O(1). */
  add(container, list) { this.lists.set(container, list); }

  /** A scan is about to reset the engine: the lists' rows leave the DOM. */
  beforeScan() {
    this.detached = [...this.lists.values()];
    for (const list of this.detached) list.detach();
    this.lists.clear();
  }

  /** The scan registered the page: each list registers its items again. */
  afterScan() {
    const lists = this.detached;
    this.detached = [];
    for (const list of lists) list.reregister();
  }

  /** One change step (`applyChange`): true if a virtual list took it. */
  takeStep(step, detached) {
    for (const list of this.lists.values()) if (list.takeStep(step, detached)) return true;
    return false;
  }

  /** After a change's steps: the lists draw their windows again. */
  changed() {
    for (const list of [...this.lists.values()]) list.afterChange();
  }

  /** A keyboard drag's new drop point (S7): true if a virtual list revealed it. */
  reveal(container, index) {
    const list = this.lists.get(container);
    return list ? list.reveal(index) : false;
  }

  /** A virtual list's item keys in order, or null for any other container. */
  itemKeys(container) {
    const list = this.lists.get(container);
    return list ? list.ids() : null;
  }

  /** The gap's offset in `element`'s DOM rows (F6): 0 for a container that is not virtual. */
  itemsBeforeWindow(element, copying) {
    for (const list of this.lists.values()) if (list.element === element) return list.itemsBeforeWindow(copying);
    return 0;
  }

  /** Whether `element` is a virtual list's container (the gap leaves its spacers alone, F6). */
  isVirtualList(element) {
    for (const list of this.lists.values()) if (list.element === element) return true;
    return false;
  }
}
