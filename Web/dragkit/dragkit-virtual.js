// DragKit web host, plugin `virtual` (issue 24; API.md "Plugins"): virtual lists, lists whose
// items are not all in the DOM (issue 11: 100k rows, a few dozen nodes). `VirtualLists` keeps
// each page's lists (engine container id -> `VirtualList`) and answers the core's hooks (a scan,
// a change's steps, a keyboard drag's reveal, the snapshot's ids, the gap's offsets). By default
// it loads at the first `DragKit#virtualList` call; a page that names its plugins lists 'virtual'
// to make virtual lists. It imports nothing of the core's: the gap's helpers come as `kit.feel`.
//
// Its parts (issue 36: no module over ~400 lines, one concept each):
//   dragkit-virtual-list.js    `VirtualList`, the public object: the order of ids, registration,
//                              the engine's change steps, a keyboard drag's reveal, scroll and keys
//   dragkit-virtual-rows.js    the DOM windowing of one list: the rendered rows between spacers
//   dragkit-virtual-engine.js  the engine adapter: items registered in batches, uniform geometry
//                              described, a scroll's offset, rows off-screen
//   dragkit-virtual-tree.js    `VirtualTree` (issue 37), the public object of a virtual tree: its
//                              nodes and levels, the rows it shows, the engine's steps, its keys
//   dragkit-virtual-tree-rows.js  the DOM window of one tree: its rendered rows and semantics

import { VirtualList } from './dragkit-virtual-list.js';
import { VirtualTree } from './dragkit-virtual-tree.js';

// Exported here too, as it was before the split: the plugin's entry of the bundle exports it.
export { VirtualList, VirtualTree };

/** The `virtual` plugin: the virtual lists of one `DragKit` and the core's hooks for them. Each
 *  hook is O(virtual lists) plus the list's own work. */
export class VirtualLists {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'virtual';
    this.lists = new Map();  // engine container id -> VirtualList
    this.trees = new Map();  // engine container id (the top level or any level) -> VirtualTree
    this.treeSet = new Set(); // the page's virtual trees, each once
    this.detached = [];      // the lists and trees a scan took out, until it registers them again
  }

  /** `DragKit#virtualList(options)`: makes a virtual list of `options.element`. O(n) once. */
  create(options) { return new VirtualList(this.kit, options, this); }

  /** `DragKit#virtualTree(options)`: makes a virtual tree of `options.element`. O(n) once. */
  createTree(options) { return new VirtualTree(this.kit, options, this); }

  /** Adds `list`, the virtual list of engine container `container`. O(1). */
  add(container, list) { this.lists.set(container, list); }

  /** Adds `tree`, the virtual tree whose top level and levels are the engine's `containers`. O(levels). */
  addTree(tree, containers) {
    for (const id of containers) this.trees.set(id, tree);
    this.treeSet.add(tree);
  }

  /** The page's virtual trees, each once. O(1). */
  #trees() { return this.treeSet; }

  /** The virtual tree whose container element is `element`, or null. O(trees). */
  treeAt(element) {
    for (const tree of this.#trees()) if (tree.element === element) return tree;
    return null;
  }

  /** The element that stands for container `id` when it has none of its own: a virtual tree's
   *  level is drawn in its tree's element (its marker, F2). O(1). */
  elementOf(id) { return this.trees.get(id)?.element ?? null; }

  /** The engine's `expand` for a virtual tree's folder (S13): true if a tree took it. O(1) plus its rows. */
  expand(action) {
    for (const tree of this.#trees()) if (tree.expandAction(action)) return true;
    return false;
  }

  /** The engine's actions of one call: a selection in a tree's level is drawn on its rows. */
  applying(actions) {
    if (!this.trees.size) return;
    if (actions.some((action) => action.t === 'select' && this.trees.has(action.c))) {
      queueMicrotask(() => { for (const tree of this.#trees()) tree.paintSelection(); });
    }
  }

  /** A scan is about to reset the engine: the lists' and trees' rows leave the DOM. */
  beforeScan() {
    this.detached = [...this.lists.values(), ...this.#trees()];
    for (const list of this.detached) list.detach();
    this.lists.clear();
    this.trees.clear();
    this.treeSet = new Set();
  }

  /** The scan registered the page: each list and tree registers its items again. */
  afterScan() {
    const lists = this.detached;
    this.detached = [];
    for (const list of lists) list.reregister();
  }

  /** One change step (`applyChange`): true if a virtual list or tree took it. */
  takeStep(step, detached) {
    for (const list of this.lists.values()) if (list.takeStep(step, detached)) return true;
    if (this.trees.size) for (const tree of this.#trees()) if (tree.takeStep(step, detached)) return true;
    return false;
  }

  /** After a change's steps: the lists and trees draw their windows again. */
  changed() {
    for (const list of [...this.lists.values(), ...this.#trees()]) list.afterChange();
  }

  /** A keyboard drag's new drop point (S7) at `index` of `container`, its marker at `frame`:
   *  true if a virtual list or tree revealed it. */
  reveal(container, index, frame) {
    const list = this.lists.get(container);
    if (list) return list.reveal(index);
    return this.trees.get(container)?.reveal(frame) ?? false;
  }

  /** A virtual list's or tree level's item keys in order, or null for any other container. */
  itemKeys(container) {
    const list = this.lists.get(container);
    if (list) return list.ids();
    return this.trees.get(container)?.keysOf(container) ?? null;
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
