// DragKit web host, plugin `virtual` (issue 24; API.md "Plugins"): virtual lists, lists whose
// items are not all in the DOM (issue 11: 100k rows, a few dozen nodes). `VirtualLists` keeps
// each page's lists (engine container id -> `VirtualList`) and answers the core's hooks (a scan,
// a change's steps, a keyboard drag's reveal, the snapshot's ids, the gap's offsets, the drops
// from another app being stored into a tree, which a tree's `refresh(nodes)` waits for). By
// default it loads at the first `DragKit#virtualList` call; a page that names its plugins lists
// 'virtual' to make virtual lists. It imports nothing of the core's: the gap's helpers come as
// `kit.feel`.
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
//   dragkit-virtual-tree-nodes.js a tree's nodes as data: read, walked, flattened, keys
//   dragkit-virtual-tree-register.js  what the engine hears of a tree's nodes (checked first)

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
    this.storing = new Map(); // transfer id -> the tree a drop (another app's, or a commit) is being stored into or from
    this.owed = new Map();   // tree -> its `refresh(nodes)`, waiting until those drops are stored
    this.created = new Map(); // engine id -> {type, label, text} of an item the call's text drop made (a clipping, P1)
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

  /** Where a slow drop at `index` of container `id` lands when a virtual list or tree holds it
   *  (F9): `{element, point()}`, `point()` the viewport point as the rows are now (they scroll),
   *  or null for any other container. Its placeholder floats there: the rows stay where the
   *  engine placed them. O(1). */
  landing(id, index) {
    const list = this.lists.get(id);
    const tree = list ? null : this.trees.get(id);
    if (!list && !tree) return null;
    return { element: (list ?? tree).element, point: () => (list ? list.landingPoint(index) : tree.landingPoint(id, index)) };
  }

  /** The engine's `expand` for a virtual tree's folder (S13): true if a tree took it. O(1) plus its rows. */
  expand(action) {
    for (const tree of this.#trees()) if (tree.expandAction(action)) return true;
    return false;
  }

  /** The engine's actions of one call: a selection in a tree's level is drawn on its rows; a
   *  drop from another app into a tree (`external`) is being stored until its placeholder goes
   *  (`unph`: stored, failed or cancelled), a commit into or out of a tree's levels until the
   *  engine heard how it went (`stored`); the items a text drop made are kept for the trees'
   *  nodes (`created`). O(actions). */
  applying(actions) {
    this.created.clear();
    if (!this.trees.size && !this.storing.size) return;
    let painting = false;
    for (const action of actions) {
      if (action.t === 'select') painting ||= this.trees.has(action.c);
      else if (action.t === 'external' && this.trees.has(action.c)) this.storing.set(action.id, this.trees.get(action.c));
      else if (action.t === 'unph' && this.storing.delete(action.id)) queueMicrotask(() => this.#payOwed());
      else if (action.t === 'commit' && action.kind !== 'text') {
        const tree = this.trees.get(action.to) ?? this.trees.get(action.from);
        if (tree) this.storing.set(action.id, tree);
        for (const item of action.created ?? []) this.created.set(item.id, item);
      }
    }
    if (painting) queueMicrotask(() => { for (const tree of this.#trees()) tree.paintSelection(); });
  }

  /** Whether a drop from another app is being stored into `tree`; if so, `run` (its
   *  `refresh(nodes)`, replacing any it owed before) runs once they all are, in the task the
   *  engine heard the last one stored: after its placeholder went and its words were said (F9),
   *  so the tree's new registration (a scan) does not outrun the drop. O(drops being stored). */
  owe(tree, run) {
    if (![...this.storing.values()].includes(tree)) return false;
    this.owed.set(tree, run);
    return true;
  }

  /** The engine heard how the commit `id` went (the router, once the page's `commit` settled):
   *  a tree's refresh owed until then runs, after the engine's answer. O(1). */
  stored(id) {
    if (this.storing.delete(id)) queueMicrotask(() => this.#payOwed());
  }

  /** Runs the refreshes owed by trees no drop is being stored into any more. O(owed). */
  #payOwed() {
    if (this.kit.page.destroyed) return;
    const busy = new Set(this.storing.values());
    for (const [tree, run] of [...this.owed]) {
      if (busy.has(tree)) continue;
      this.owed.delete(tree);
      run();
    }
  }

  /** An engine restart or destroy(): no drop is being stored any more; owed refreshes run. */
  clear() {
    this.storing.clear();
    if (this.owed.size) queueMicrotask(() => this.#payOwed());
  }

  /** A scan is about to reset the engine: the lists' and trees' rows leave the DOM, and the
   *  drops being stored are the old engine's (it will never say them stored): owed refreshes run. */
  beforeScan() {
    if (this.storing.size) this.clear();
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
