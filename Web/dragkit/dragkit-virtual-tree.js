// DragKit web host, plugin `virtual`: virtual trees (issue 37: a tree of 100,000 nodes, a few
// dozen rows in the DOM). The engine knows every node: the tree's top level is the container of
// `element`, and every node that holds nodes (a folder) opens a level of its own, a container
// with no element whose key is the folder's id. The engine places the rows it shows from one
// description (a described outline, Outlines.md: shown row k is row k of a list of `rowExtent`
// rows, indented by its depth), so the page reports no row's frame; drops land before, after or
// inside a row at the depth the pointer chooses, a drag resting on a closed folder opens it
// (S13, the engine's `expand` action), and a keyboard drag steps through the shown rows (S7).
//
// The tree keeps the nodes (`#levels`: each level's node keys in order) and the rows it shows
// (`#shown`, flattened again after a change or an expansion), and hands the DOM window to its
// rows (dragkit-virtual-tree-rows.js): the rendered rows between two spacers, with `treeitem`,
// `aria-level`, `aria-setsize`, `aria-posinset`, `aria-expanded`, `aria-selected` and one tab
// stop. What the engine hears of the nodes is dragkit-virtual-tree-register.js's; `refresh(nodes)`
// replaces them (another app's drop stored by the page, S1). The `trees` plugin draws the gap at
// the drop's depth and the markup trees' part; it asks this tree for its shown rows, its
// selection and its `snapshot()` nodes.
//
// Public API: `DragKit#virtualTree(options)` (dragkit.js) returns the `VirtualTree` below;
// documented in API.md ("Virtual trees").

import { arrivingElement, describeRows, landingPoint, reportScroll } from './dragkit-virtual-engine.js';
import { checkTree, registerTree } from './dragkit-virtual-tree-register.js';
import { VirtualTreeRows } from './dragkit-virtual-tree-rows.js';
import { readTreeNodes, walkTree, shownRows, keyStep, keepExpansion, landingRow } from './dragkit-virtual-tree-nodes.js';

const INDENTATION = 20;
/** The keys a focused row answers at rest (a keyboard drag's are the engine's). */
const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * A virtual tree: one DragKit outline whose nodes are all known to the engine while only the
 * rows near the visible area exist as elements.
 *
 * Preconditions: rows are `rowExtent` pixels tall (the tree sets each rendered row's height and
 * its indent, `indentation` pixels per level, as its inline-start margin); `element` scrolls
 * vertically (made `overflow-y: auto` when it is not); node ids are unique strings, a parent
 * comes before its children in `nodes`, and no node's id is the tree's own.
 */
export class VirtualTree {
  #kit;
  #lists;
  #options;
  #root = 0;                  // the engine id of the top level's container
  #nodes = new Map();         // node key -> {data, level (container key), folder, expanded}
  #levels = new Map();        // container key (the tree's, or a folder's id) -> node keys in order
  #containers = new Set();    // the engine ids of the top level and every level
  #shown = [];                // the shown rows' keys, in order
  #depths = [];               // each shown row's depth (0 at the top)
  #places = { at: [], of: [] }; // each shown row's place in its level (1-based) and that level's keys
  #positions = null;          // key -> shown index, made when asked
  #described = null;          // the geometry the engine was told
  #changed = false;           // a change moved nodes since the rows were last drawn
  #copied = new Map();        // engine id of a copy -> the node it copies, until its insert
  #checked = null;            // the labels `refresh(nodes)` read, for the scan's registration
  #rows;                      // the DOM window (dragkit-virtual-tree-rows.js)

  /** Use `dragkit.virtualTree(options)`. O(n) once. */
  constructor(kit, options, lists) {
    this.#kit = kit;
    this.#lists = lists;
    this.#options = {
      type: '', indentation: INDENTATION, itemLabel: (node) => String(node.label ?? node.id),
      convertNode: ({ id, type, label, text }) => ({ id, type, label, text }), ...options,
    };
    const element = options.element;
    if (!(element instanceof Element)) throw new TypeError('DragKit.virtualTree: `element` is required');
    if (!(options.rowExtent > 0)) throw new TypeError('DragKit.virtualTree: `rowExtent` must be a positive number');
    if (typeof options.render !== 'function') throw new TypeError('DragKit.virtualTree: `render(node, row)` is required');
    if (!Array.isArray(options.nodes)) throw new TypeError('DragKit.virtualTree: `nodes` (an array of {id, parent}) is required');
    if (options.id) element.dataset.dkContainer = options.id;
    if (!element.dataset.dkContainer) throw new TypeError('DragKit.virtualTree: `id` or data-dk-container is required');
    if (options.label && typeof options.label === 'string') element.dataset.dkLabel = options.label;
    element.dataset.dkOutline = String(this.#options.indentation);
    // Rows move between the tree's levels (its containers): a move, unless the page says otherwise.
    if (!element.dataset.dkCrossOperation) element.dataset.dkCrossOperation = 'move';
    if (getComputedStyle(element).overflowY === 'visible') element.style.overflowY = 'auto';
    element.style.overflowAnchor = 'none';  // the spacers change as it scrolls (as a virtual list's)
    this.element = element;
    this.key = element.dataset.dkContainer;
    ({ levels: this.#levels, nodes: this.#nodes } = readTreeNodes(options.nodes, this.key));
    this.#rows = new VirtualTreeRows(kit, element, this.#options, {
      shown: () => this.#shown, depths: () => this.#depths, places: () => this.#places,
      node: (key) => this.#nodes.get(key), selected: () => new Set(this.selectedIds()),
      levels: () => this.#levels, describe: () => this.#describe(),
      origin: () => this.#origin(),
    });
    this.#flatten();
    this.#register();
    const signal = kit.page.signal;
    element.addEventListener('scroll', () => this.#onScroll(), { passive: true, signal });
    element.addEventListener('keydown', (event) => this.#onKey(event), { capture: true, signal });
    element.addEventListener('click', (event) => this.#onClick(event), { signal });
    this.#rows.render(true);
    kit.engine.measure();
  }

  /** Registers the tree's levels and nodes (dragkit-virtual-tree-register.js) with the labels
   *  `checkTree` read for them (now, unless `refresh` read them before a scan). O(n). */
  #register() {
    const kit = this.#kit;
    const labels = this.#checked || checkTree(kit, this.#levels, this.#nodes, this.key, this.#options.itemLabel);
    this.#checked = null;
    const { root, containers } = registerTree(kit, this.element, this.key, this.#levels, this.#nodes, labels, this.#options);
    this.#root = root;
    this.#containers = new Set(containers);
    this.#lists.addTree(this, containers);
    this.#described = null;
    kit.geometry?.setDescribed(this.#root, null);
    this.#rows.reset();
  }

  /** Tells the engine the rows' geometry again when it changed (a resize). O(1). */
  #describe() {
    const rows = this.#rows;
    const described = describeRows(this.#kit, this.#root, this.element, rows.holder,
      { extent: this.#options.rowExtent, columns: 1, padding: rows.padding }, this.#described);
    if (!described) throw new Error('DragKit.virtualTree: this engine cannot place described rows (uniformGeometry)');
    this.#described = described;
    this.#kit.geometry?.setDescribed(this.#root, () => this.#describe());
  }

  /** Where shown row 0 starts in the scrolled content (below the element's padding edge). O(1). */
  #origin() { return this.#described ? this.#described.originY - this.element.clientTop : this.#rows.padding.top; }

  /** The shown rows again, from the top level down through every open folder. O(shown rows). */
  #flatten() {
    ({ shown: this.#shown, depths: this.#depths, places: this.#places } = shownRows(this.#levels, this.#nodes, this.key));
    this.#positions = null;
  }

  /** The shown index of `key`, or −1. O(1) after an O(shown) index is made. */
  #positionOf(key) {
    if (!this.#positions) this.#positions = new Map(this.#shown.map((k, index) => [k, index]));
    return this.#positions.get(key) ?? -1;
  }

  // ---------------------------------------------------------------- public API

  /** The number of nodes. O(1). */
  get count() { return this.#nodes.size; }

  /** The keys of the rows shown (in every open folder), top to bottom. O(shown). */
  shownKeys() { return [...this.#shown]; }

  /** Every node in tree order, `{id, parent, depth, expanded?}` (parent null at the top, depth 1
   *  at the top): what `snapshot()` lists as the tree. O(n). */
  nodes() {
    const out = [];
    walkTree(this.#levels, this.#nodes, this.key, false, (key, node, depth) => {
      out.push({ id: key, parent: this.parentOf(key), depth: depth + 1, ...(node.folder ? { expanded: node.expanded } : {}) });
    });
    return out;
  }

  /** The node `id`'s parent id (null at the top), or undefined for no node of the tree. O(1). */
  parentOf(id) {
    const node = this.#nodes.get(String(id));
    return node ? (node.level === this.key ? null : node.level) : undefined;
  }

  /** The ids of the nodes in the folder `id` (or the top level, for null), in order. O(k). */
  childrenOf(id) { return [...(this.#levels.get(id === null || id === undefined ? this.key : String(id)) || [])]; }

  /** Whether the folder `id` shows its nodes. O(1). */
  isExpanded(id) { return this.#nodes.get(String(id))?.expanded ?? false; }

  /** The first and one-past-last shown index of the rows in the DOM. O(1). */
  window() { return { start: this.#rows.start, end: this.#rows.end }; }

  /** The row element of `id`, if it is rendered. O(1). */
  rowOf(id) { return this.#rows.rendered.get(String(id)) || null; }

  /** Opens (`open` true) or closes the folder `id`, as a click on its toggle does: the engine is
   *  told, the page hears `expand`. O(shown rows). */
  expand(id, open = true) { this.#show(String(id), Boolean(open), true); }

  /** Scrolls so the shown row `id` is in view (`block`: 'nearest', 'start' or 'center') and
   *  renders it; returns its element, or null when it is not shown (a closed folder holds it). */
  scrollToRow(id, block = 'nearest') {
    const position = this.#positionOf(String(id));
    if (position < 0) return null;
    this.#rows.scrollTo(position, block);
    return this.#rows.rendered.get(String(id)) || null;
  }

  /**
   * Draws the window's rows again (the app's data for them changed) and, with `nodes` (as the
   * option), replaces the tree's nodes: the page is registered afresh, as by `dragkit.scan()` (a
   * new engine state: drags in progress end and the undo history starts again). The folders
   * still there keep whether they show their nodes, the tree its scroll position and a focused
   * row its focus, so a node the page stored from another app's drop shows at the level and
   * index the marker showed. Called while such a drop into the tree is being stored (from
   * `importDrop`), it takes `nodes` once the engine has heard the drop stored, in the same task.
   * Bad `nodes` throw a TypeError before anything changes. O(window), or O(n) with `nodes`.
   */
  refresh(nodes) {
    if (nodes === undefined) { this.#refresh(null); return; }
    if (!Array.isArray(nodes)) throw new TypeError('DragKit.virtualTree: refresh(nodes) takes an array of {id, parent}');
    const read = readTreeNodes(nodes, this.key);
    read.labels = checkTree(this.#kit, read.levels, read.nodes, this.key, this.#options.itemLabel);
    if (!this.#lists.owe(this, () => this.#refresh(read))) this.#refresh(read);
  }

  /** `refresh` with the nodes `read` (and their labels) checked, or none. */
  #refresh(read) {
    const kit = this.#kit;
    const element = this.element;
    const offset = element.scrollTop;
    const active = element.contains(document.activeElement) ? document.activeElement.closest('[data-dk-item]') : null;
    this.#rows.forget();
    if (read) {
      keepExpansion(this.#nodes, read.nodes);
      ({ levels: this.#levels, nodes: this.#nodes, labels: this.#checked } = read);
      this.#copied.clear();
      this.#flatten();
      kit.scanner.scan();  // O(n) in all, as a virtual list's refresh(ids): one registration of the page
      this.#checked = null;
    }
    element.scrollTop = offset;  // the rows left the DOM meanwhile: the content was shorter
    this.#rows.render(true);
    const row = active && this.#rows.rendered.get(active.dataset.dkItem);
    if (row && !element.contains(document.activeElement)) this.#rows.focus(row);
    if (kit.page.destroyed) return;
    reportScroll(kit, this.#root, element.scrollTop);
    if (kit.engine.measure()) kit.engine.run((e) => e.layoutChanged());
  }

  // ---------------------------------------------------------------- the plugin's hooks

  /** The item keys of the container `id` (the top level, or a folder's level), in order. O(k). */
  keysOf(id) { return [...(this.#levels.get(this.#kit.ids.containers.key(id)) || [])]; }

  /** The engine ids of the tree's selected rows, every level's. O(selected). */
  selectedIds() {
    const ids = [];
    for (const [container, items] of this.#kit.drags.selections) if (this.#containers.has(container)) ids.push(...items);
    return ids;
  }

  /** The keys of the tree's selected rows, every level's. O(selected). */
  selectedKeys() {
    return this.selectedIds().map((id) => this.#kit.ids.items.key(id)).filter((key) => key !== undefined);
  }

  /** The engine's `expand` (S13): a drag resting on a closed folder opened it, or one it opened
   *  for the drag closed again. True when the folder is this tree's. O(shown rows). */
  expandAction(action) {
    const key = this.#kit.ids.items.key(action.item);
    if (key === undefined || !this.#nodes.get(key)?.folder) return false;
    this.#show(key, Boolean(action.open), false);
    return true;
  }

  /** A selection changed: the rendered rows show it. O(window + selected). */
  paintSelection() { this.#rows.paint(); }

  /** Takes the rendered rows out of the DOM before a scan. O(window). */
  detach() { this.#rows.detach(); }

  /** Registers the nodes again after a scan reset the engine. O(n). */
  reregister() {
    this.#register();
    this.#rows.render(true);
  }

  /**
   * Takes one of the engine's change steps if it concerns this tree: a node leaving its level
   * (`remove`, `delete`), arriving in one of the tree's levels (`insert`), or copied (`dup`:
   * its row is drawn for the bridge to clone when it is not in the DOM). O(level) for the
   * splice of a step it takes, O(1) otherwise.
   */
  takeStep(step, detached) {
    const [kind, a, b, c] = step;
    const kit = this.#kit;
    const key = kit.ids.items.key(a);
    const node = key === undefined ? undefined : this.#nodes.get(key);
    const mine = node !== undefined && kit.ids.items.toInt.get(key) === a;
    if ((kind === 'remove' || kind === 'delete') && mine) {
      const level = this.#levels.get(node.level);
      const index = level ? level.indexOf(key) : -1;
      if (index >= 0) level.splice(index, 1);
      const row = this.#rows.take(key, kind === 'remove' ? this.#positionOf(key) : -1);
      if (kind === 'remove') { if (row) detached.set(a, row); } else {
        this.#nodes.delete(key);
        kit.ids.hideItemElement(a);
      }
      this.#changed = true;
      return true;
    }
    const to = kind === 'insert' ? kit.ids.containers.key(b) : undefined;
    if (kind === 'insert' && key !== undefined && this.#containers.has(b) && this.#levels.has(to)) {
      const level = this.#levels.get(to);
      level.splice(Math.max(0, Math.min(level.length, c)), 0, key);
      // A node from elsewhere (another list's item) is a leaf of the tree; a copy of one of its
      // nodes carries that node's data under its own id; a clipping a text drop made (P1) is
      // the page's node of it (`convertNode`), as its commit's `created` describes it.
      const original = this.#copied.get(a);
      this.#copied.delete(a);
      const made = original ? undefined : this.#createdNode(a, key, to);
      const data = original ? { ...original.data, id: key } : made ?? { id: key };
      const arrived = this.#nodes.get(key) || { data, level: to, folder: false, expanded: false };
      arrived.level = to;
      this.#nodes.set(key, arrived);
      // A clipping's row is the app's (`render` of its node), not the element the drop made.
      const row = arrivingElement(kit, a, detached);
      if (row && !made) this.#rows.adopt(key, row);
      this.#changed = true;
      return true;
    }
    if (kind === 'dup' && mine) {
      this.#copied.set(b, node);
      const position = kit.ids.itemElements.get(a) ? -1 : this.#positionOf(key);
      if (position >= 0) this.#rows.drawForCopy(position, key);
      return false;  // the bridge clones the row
    }
    return false;
  }

  /** The page's node for the item `id` a text drop made (key `key`, into level `to`), or
   *  undefined when it is not one. O(1) plus `convertNode`. */
  #createdNode(id, key, to) {
    const made = this.#lists.created.get(id);
    if (!made) return undefined;
    const parent = to === this.key ? null : to;
    const data = this.#options.convertNode({ id: key, type: made.type, label: made.label, text: made.text ?? made.label, parent });
    return data && typeof data === 'object' ? { ...data, id: key } : { id: key };
  }

  /** After a change's steps: the rows flattened and drawn again when nodes moved. O(shown). */
  afterChange() {
    if (!this.#changed) return;
    this.#changed = false;
    this.#flatten();
    this.#rows.render(true);
  }

  /** A keyboard drag's drop point moved (S7): its marker (`frame`) is scrolled into view with
   *  the rows (dragkit-virtual-tree-rows.js). O(window). */
  reveal(frame) { return this.#rows.reveal(frame); }

  /** Where a slow drop at `index` of level `id` lands, as the tree shows it now (F9): the
   *  viewport point before that row at the level's indent (`landingPoint`), or null. O(depth). */
  landingPoint(id, index) {
    const level = this.#kit.ids.containers.key(id);
    const at = landingRow(this.#levels, this.#nodes, this.key, level, index, (key) => this.#positionOf(key));
    const depth = level === this.key ? 0 : this.#depths[this.#positionOf(level)] + 1;
    return at < 0 ? null : landingPoint(this.element, this.#described, at, depth * this.#options.indentation);
  }

  // ---------------------------------------------------------------- expansion, scroll and keys

  /** Shows or hides the folder `key`'s nodes; `user`: the person asked (the engine is told). */
  #show(key, open, user) {
    const node = this.#nodes.get(key);
    if (!node?.folder || node.expanded === open) return;
    const kit = this.#kit;
    node.expanded = open;
    if (user) kit.engine.call((e) => e.itemExpanded(kit.ids.items.toInt.get(key), open));
    this.#flatten();
    this.#rows.render(true);
    kit.page.emit('expand', { item: key, expanded: open, user });
    queueMicrotask(() => {
      if (!kit.page.destroyed && kit.engine.measure()) kit.engine.run((e) => e.layoutChanged());
    });
  }

  #onScroll() {
    const offset = this.element.scrollTop;  // read before the render's writes (no forced layout)
    this.#rows.render(false, false);
    reportScroll(this.#kit, this.#root, offset);
  }

  #onClick(event) {
    const toggle = event.target.closest?.('[data-dk-toggle]');
    const row = toggle?.closest('[data-dk-item]');
    if (!row || !this.element.contains(row) || this.#kit.drags.previews.size > 0) return;
    event.preventDefault();
    event.stopPropagation();  // the toggle's click selects nothing
    this.#show(row.dataset.dkItem, !this.isExpanded(row.dataset.dkItem), true);
  }

  /** The tree's keys on a focused row (WAI-ARIA tree view) over every shown row, rendered or
   *  not: Up, Down, Home, End; Right opens a folder or goes in; Left closes it or goes out;
   *  Shift+Up/Down extend the selection (S8). O(1) plus a render. */
  #onKey(event) {
    const extending = event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown');
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || (event.shiftKey && !extending)) return;
    const row = event.target;
    if (!row.matches?.('[data-dk-item]') || !this.#rows.rendered.has(row.dataset.dkItem) || this.#kit.drags.keyboardDragging()) return;
    event.preventDefault();
    event.stopPropagation();
    const key = row.dataset.dkItem;
    const at = this.#positionOf(key);
    const node = this.#nodes.get(key);
    const rtl = getComputedStyle(row).direction === 'rtl';
    const name = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    const step = keyStep(name, key, at, this.#shown, node, this.#levels, this.key);
    if (step.open !== undefined) this.#show(key, step.open, true);
    const next = step.next;
    if (next === undefined || next === null) return;
    const target = this.scrollToRow(next);
    if (!target) return;
    this.#rows.focus(target);
    if (extending) this.#kit.gestures?.extendTo(row, target);
  }
}
