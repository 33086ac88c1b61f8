// DragKit web host: virtual lists, lists whose items are not all in the DOM (issue 11: 100k rows,
// a few dozen nodes) with mouse, touch and pen drags, drops at any index, keyboard drags (S7) and
// auto-scroll (A1) across all of them.
//
// The app hands over the container element, the item count, the ids (an array or a function of
// the index), the uniform row extent and `render(index, id) → Element`; the list keeps the
// visible window plus an overscan in the DOM between two spacers (the item holder's padding
// before the window, its fixed height after it: its rows, dragkit-virtual-rows.js), registers
// every item with the engine once, re-renders as the list scrolls, and applies the engine's
// moves to its order of ids. The app stores drops through DragKit's `commit` option and `drop`
// event, as for any other container.
//
// Public API: `DragKit#virtualList(options)` (dragkit.js) returns the `VirtualList` below;
// documented in API.md beside this file ("Virtual lists"; how rows are placed: Internals.md
// "Virtual lists: how rows are placed"). Everything the engine must hear goes through the
// adapter functions of dragkit-virtual-engine.js (`registerItems`, `describeRows`), so a faster
// engine export is one change there. The `virtual` plugin (dragkit-virtual.js) keeps the page's
// lists and answers the core's hooks for them.

import { arrivingElement, describeRows, landingPoint, registerItems, reportScroll } from './dragkit-virtual-engine.js';
import { VirtualRows, scrollTopFor } from './dragkit-virtual-rows.js';

const KEYBOARD_DRAG = 4294967295;  // the keyboard's drag session (dragkit-input.js)

/**
 * A virtual list: one DragKit container whose `count` items are all known to the engine while
 * only the rows near the visible area exist as elements.
 *
 * With `columns` > 1 it is a grid (F6): cells of one size, `columns` to a row, in reading
 * order; the window is whole rows of cells.
 *
 * Preconditions: rows are `rowExtent` pixels tall (the list sets each rendered row's height);
 * the container element scrolls vertically (the list makes it `overflow-y: auto` when it is
 * not); ids are unique strings. A grid's element is not yet a registered container when
 * `virtualList` is called (no `data-dk-container` in the markup DragKit scanned at load), or
 * carries `data-dk-axis="grid"` there.
 */
export class VirtualList {
  #kit;
  #options;
  #container;      // engine container id
  #order;          // item keys in list order
  #engineIds;      // item key -> engine id
  #rows;           // the rows in the DOM (dragkit-virtual-rows.js)
  #described = null;      // the uniform geometry the engine was told (null: measured rows)
  #changed = false;       // a change moved ids since the window was last drawn
  #sessions = null;        // the engine's drags, for the current task
  #drawnToCopy = new Set(); // keys whose rows were drawn for a change's copy, until afterChange

  #lists;  // the `virtual` plugin that keeps this list

  /** Use `dragkit.virtualList(options)`. */
  constructor(kit, options, lists) {
    this.#kit = kit;
    this.#lists = lists;
    this.#options = { type: '', itemLabel: (index, id) => id, ...options };
    const element = options.element;
    if (!(element instanceof Element)) throw new TypeError('DragKit.virtualList: `element` is required');
    if (!(options.rowExtent > 0)) throw new TypeError('DragKit.virtualList: `rowExtent` must be a positive number');
    if (typeof options.render !== 'function') throw new TypeError('DragKit.virtualList: `render(index, id)` is required');
    if (options.id) element.dataset.dkContainer = options.id;
    if (!element.dataset.dkContainer) throw new TypeError('DragKit.virtualList: `id` or data-dk-container is required');
    if (options.label && typeof options.label === 'string') element.dataset.dkLabel = options.label;
    if (getComputedStyle(element).overflowY === 'visible') element.style.overflowY = 'auto';
    // The window's re-renders resize the spacers: the browser must not "anchor" the scroll
    // position against them (it would undo the scroll that caused them).
    element.style.overflowAnchor = 'none';
    // The rows in the DOM, between spacers (dragkit-virtual-rows.js), and what they read of this list.
    this.#rows = new VirtualRows(kit, element, this.#options, {
      order: () => this.#order,
      engineIds: () => this.#engineIds,
      container: () => this.#container,
      lifted: () => this.#lifted(),
      described: () => this.#described,
      describe: () => this.#describe(),
    });
    this.element = element;
    this.#order = this.#readIds(options);
    this.#register();
    element.addEventListener('scroll', () => this.#onScroll(), { passive: true, signal: kit.page.signal });
    element.addEventListener('keydown', (event) => this.#onKey(event), { capture: true, signal: kit.page.signal });
    document.addEventListener('focusin', (event) => {
      if (event.target !== document.body && !this.#rows.rendered.has(event.target.dataset?.dkItem)) this.#rows.focusKey = null;
    }, { signal: kit.page.signal });
    this.#rows.render();
    kit.engine.measure();
  }

  /** The app's ids from `ids` (an array, copied) or `count` and `idAt(index)`. O(n). */
  #readIds(options) {
    if (Array.isArray(options.ids)) return options.ids.map(String);
    if (typeof options.idAt === 'function' && options.count >= 0) {
      return Array.from({ length: options.count }, (_, index) => String(options.idAt(index)));
    }
    throw new TypeError('DragKit.virtualList: pass `ids` (an array) or `count` and `idAt(index)`');
  }

  /** Registers the container (when the bridge has not yet) and all items, in one pass. O(n). */
  #register() {
    const kit = this.#kit;
    const key = this.element.dataset.dkContainer;
    if (!kit.ids.containerElements.has(kit.ids.containers.toInt.get(key))) kit.ids.registerContainer(this.element);
    this.#container = kit.ids.containers.toInt.get(key);
    this.#lists.add(this.#container, this);
    const ids = registerItems(kit, this.#container, this.#order, this.#options.itemLabel, this.#options.type || '');
    this.#engineIds = new Map(this.#order.map((itemKey, index) => [itemKey, ids[index]]));
    this.#rows.rendered.clear();
    this.#rows.start = 0;
    this.#rows.end = 0;
    this.#described = null;  // a new registration is described afresh
    kit.geometry?.setDescribed(this.#container, null);
  }

  /** Tells the engine the rows' geometry again if it changed (a resize): the bridge's measure
   *  calls this, in a frame whose layout is done, when the list is stale (the rows' `render`). O(1). */
  #describe() {
    const described = describeRows(this.#kit, this.#container, this.element, this.#rows.holder,
      { extent: this.#options.rowExtent, columns: this.#rows.columns, padding: this.#rows.padding }, this.#described);
    this.#described = described;
    this.#kit.geometry?.setDescribed(this.#container, described ? () => this.#describe() : null);
  }

  // ---------------------------------------------------------------- public API

  /** The number of items. O(1). */
  get count() { return this.#order.length; }

  /** The item ids in list order (a copy). O(n). */
  ids() { return [...this.#order]; }

  /** The id of the item at `index`. O(1). */
  idAt(index) { return this.#order[index]; }

  /** The index of the item `id`, or −1. O(n). */
  indexOf(id) { return this.#order.indexOf(String(id)); }

  /** Whether the engine places the items from their described geometry (true) or from the
   *  rendered rows' measured frames (false: an engine module without `uniformGeometry`). */
  get described() { return this.#described !== null; }

  /** The first and one-past-last index of the rows in the DOM. O(1). */
  window() { return { start: this.#rows.start, end: this.#rows.end }; }

  /** The row element of `id`, if it is rendered. O(1). */
  rowOf(id) { return this.#rows.rendered.get(String(id)) || null; }

  /** Where a slow drop at `index` lands, as the list shows it now (F9): the viewport point of
   *  that cell (`landingPoint`), or null when the rows are measured, not described. O(1). */
  landingPoint(index) { return landingPoint(this.element, this.#described, index); }

  /**
   * Scrolls so the row at `index` is in view (`block`: 'nearest', 'start' or 'center') and
   * renders it; returns its element. O(window).
   */
  scrollToIndex(index, block = 'nearest') {
    const element = this.element;
    const extent = this.#options.rowExtent;
    const clamped = Math.max(0, Math.min(this.#order.length - 1, index));
    const top = Math.floor(clamped / this.#rows.columns) * extent;
    element.scrollTop = scrollTopFor(element.scrollTop, element.clientHeight, top, extent, block);
    this.#rows.render();
    this.#kit.engine.measure();
    return this.#rows.rendered.get(this.#order[clamped]) || null;
  }

  /**
   * Re-renders every row in the window (the app's data for them changed) and, with `ids`,
   * replaces the whole list: the page is registered afresh, as by `dragkit.scan()` (a new engine
   * state: drags in progress end and the undo history starts again). O(window), or O(n) with
   * `ids`.
   */
  refresh(ids) {
    if (ids) {
      // Removing items one by one costs O(n) each in the engine: a new registration of the
      // page (as `scan()`) is O(n) in all.
      this.#order = ids.map(String);
      this.#kit.scanner.scan();
      return;
    } else {
      for (const [itemKey, row] of this.#rows.rendered) {
        row.remove();
        this.#kit.ids.hideItemElement(this.#engineIds.get(itemKey));
      }
      this.#rows.rendered.clear();
    }
    this.#rows.render();
    this.#kit.engine.measure();
    this.#kit.engine.run((e) => e.layoutChanged());
  }

  // ---------------------------------------------------------------- bridge hooks

  /** Takes the rendered rows out of the DOM before the bridge's `scan()` (which would register
   *  them one by one). O(window). */
  detach() {
    for (const row of this.#rows.rendered.values()) row.remove();
    this.#rows.rendered.clear();
  }

  /** Registers the items again after `scan()` reset the engine. O(n). */
  reregister() {
    this.#register();
    this.#rows.render(true);
  }

  /**
   * Takes one of the engine's change steps (a drop, an undo, a paste) if it concerns this list:
   * moves the item's id in the order and its row with it. `detached` is the bridge's map of
   * elements between a `remove` and an `insert` in one change. Returns whether it took the step;
   * the bridge applies the others (a copy's `dup`, the other containers' steps). O(n) for the
   * array splice of a step it takes, O(1) otherwise.
   */
  takeStep(step, detached) {
    const [kind, a, b, c] = step;
    const kit = this.#kit;
    const key = kit.ids.items.key(a);
    const mine = key !== undefined && this.#engineIds.get(key) === a;
    if (kind === 'remove' && mine) {
      const index = this.#order.indexOf(key);
      if (index >= 0) this.#order.splice(index, 1);
      this.#engineIds.delete(key);
      // Its row goes with it, to this list's new place or another container (drawn now if it
      // was not in the DOM).
      let row = this.#rows.rendered.get(key) || this.#rows.adopted.get(key);
      this.#rows.rendered.delete(key);
      this.#rows.adopted.delete(key);
      if (!row && index >= 0) row = this.#rows.draw(index, key);
      if (row) { row.remove(); detached.set(a, row); }
      this.#changed = true;
      return true;
    }
    if (kind === 'insert' && b === this.#container && key !== undefined) {
      this.#order.splice(Math.max(0, Math.min(this.#order.length, c)), 0, key);
      this.#engineIds.set(key, a);
      const row = arrivingElement(kit, a, detached);
      // A row of this list's own goes back into the window; an element from elsewhere (an item
      // another container gave, a copy the bridge made) is this item's row from now on.
      if (row && row.isConnected) row.remove();
      if (row) {
        row.dataset.dkItem = key;
        if (this.#rows.drawn.has(row)) this.#rows.rendered.set(key, row); else this.#rows.adopted.set(key, row);
      }
      this.#changed = true;
      return true;
    }
    if (kind === 'dup' && mine && !kit.ids.itemElements.get(a)) {
      // The bridge copies the original's row: draw it when it is not in the DOM.
      const index = this.#order.indexOf(key);
      if (index >= 0) {
        kit.ids.showItemElement(a, this.#rows.draw(index, key));
        this.#drawnToCopy.add(key);
      }
      this.#changed = true;
      return false;
    }
    if (kind === 'delete' && mine) {
      const index = this.#order.indexOf(key);
      if (index >= 0) this.#order.splice(index, 1);
      this.#engineIds.delete(key);
      const row = this.#rows.rendered.get(key);
      if (row) { row.remove(); this.#rows.rendered.delete(key); }
      this.#rows.adopted.delete(key);
      kit.ids.hideItemElement(a);
      this.#changed = true;
      return true;
    }
    return false;
  }

  /** After a change's steps: the window drawn again when the order changed. O(window). */
  afterChange() {
    if (!this.#changed) return;
    this.#changed = false;
    // Rows drawn only for a copy to clone leave the bridge's elements (O(copies), not a pass
    // over every item: issue 11).
    for (const itemKey of this.#drawnToCopy) {
      const id = this.#engineIds.get(itemKey);
      if (id === undefined || this.#rows.rendered.has(itemKey)) continue;
      const element = this.#kit.ids.itemElements.get(id);
      if (element && !element.isConnected) this.#kit.ids.hideItemElement(id);
    }
    this.#drawnToCopy.clear();
    this.#rows.render(true);
  }

  /**
   * A keyboard drag's drop point moved to `index` (S7): scrolls its row into view and renders it,
   * then lets the engine place the marker on the rendered rows. Returns true (handled). O(window).
   */
  reveal(index) {
    const extent = this.#options.rowExtent;
    const element = this.element;
    const margin = extent;
    // The engine's index leaves a move's lifted items out; the row it lands before is further on.
    let row = index;
    const moving = [...this.#lifted(KEYBOARD_DRAG, 'move')].map((key) => this.#order.indexOf(key)).sort((a, b) => a - b);
    for (const at of moving) if (at >= 0 && at <= row) row += 1;
    const top = Math.floor(row / this.#rows.columns) * extent;
    let target = element.scrollTop;
    if (top - margin < element.scrollTop) target = top - margin;
    else if (top + margin > element.scrollTop + element.clientHeight) target = top + margin - element.clientHeight;
    if (target !== element.scrollTop) {
      element.scrollTop = Math.max(0, target);
      this.#rows.render();
      // The engine re-targets the drag on the rows as they are now (after the actions in hand).
      const offset = element.scrollTop;
      if (this.#described) queueMicrotask(() => reportScroll(this.#kit, this.#container, offset));
      else {
        this.#kit.engine.measure();
        queueMicrotask(() => this.#kit.engine.run((e) => e.layoutChanged()));
      }
    }
    return true;
  }

  /** The number of items before the rendered window, counted as the engine counts an
   *  insertion index (a move's lifted items left out): the gap's offset in the DOM (F6). O(k). */
  itemsBeforeWindow(copying) {
    if (copying) return this.#rows.start;
    let before = this.#rows.start;
    for (const itemKey of this.#lifted(undefined, 'move')) {
      const index = this.#order.indexOf(itemKey);
      if (index >= 0 && index < this.#rows.start) before -= 1;
    }
    return before;
  }

  /** The keys of this list's items that drags (of `pointer`, or any) carry with `operation`
   *  (or any): those whose rows show lifted. O(sessions). */
  #lifted(pointer, operation) {
    const keys = new Set();
    const kit = this.#kit;
    if (kit.drags.previews.size === 0) return keys;
    const me = this.element.dataset.dkContainer;
    // The drags in progress, read from the engine once per task (a scroll renders, the gap
    // asks, a reveal asks: one answer).
    if (!this.#sessions) {
      this.#sessions = kit.commands.sessions();
      queueMicrotask(() => { this.#sessions = null; });
    }
    for (const session of this.#sessions) {
      if (session.text || session.source !== me) continue;
      if (pointer !== undefined && session.pointer !== pointer) continue;
      if (operation !== undefined && session.operation !== operation) continue;
      for (const key of session.items) keys.add(key);
    }
    return keys;
  }

  // ---------------------------------------------------------------- scroll and keys

  #onScroll() {
    // Rendered at once, in the scroll event, so the bridge's next measure sees the new rows; a
    // described list tells the engine the one number a scroll is.
    // The description does not change with a scroll: it is checked at the bridge's next
    // measure, after the frame's layout, instead of here, where reading it would lay the page
    // out once more (issue 11).
    const offset = this.element.scrollTop;  // read before the render's writes, so no layout is forced
    this.#rows.render(false, false);
    if (this.#described) reportScroll(this.#kit, this.#container, offset);
  }

  /** Home and End go to the first and last item of the whole list, not of the window (P4). */
  #onKey(event) {
    if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (this.#kit.drags.previews.size > 0 || !(event.target.matches && event.target.matches('[data-dk-item]'))) return;
    event.preventDefault();
    event.stopPropagation();
    const row = this.scrollToIndex(event.key === 'Home' ? 0 : this.#order.length - 1);
    if (!row) return;
    if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');  // the roving tab stop follows
    row.focus({ preventScroll: true });
  }
}
