// DragKit web host: virtual lists, lists whose items are not all in the DOM (issue 11: 100k rows,
// a few dozen nodes) with mouse, touch and pen drags, drops at any index, keyboard drags (S7) and
// auto-scroll (A1) across all of them.
//
// The app hands over the container element, the item count, the ids (an array or a function of
// the index), the uniform row extent and `render(index, id) → Element`; this module keeps the
// visible window plus an overscan in the DOM between two spacers (the item holder's padding
// before the window, its fixed height after it), registers every item with the engine once,
// re-renders as the list scrolls, and applies the engine's moves to its order of ids. The app
// stores drops through DragKit's `commit` option and `drop` event, as for any other container.
//
// Public API: `DragKit#virtualList(options)` (dragkit.js) returns the `VirtualList` below;
// documented in API.md beside this file ("Virtual lists"; how rows are placed: Internals.md
// "Virtual lists: how rows are placed"). Everything the engine must hear goes through the
// adapter functions at the top (`registerItems`, `describeRows`), so a faster engine export is
// one change there.
//
// The plugin `virtual` (issue 24; API.md "Plugins"): `VirtualLists` at the end keeps each page's
// lists (engine container id -> `VirtualList`) and answers the core's hooks (a scan, a change's
// steps, a keyboard drag's reveal, the snapshot's ids, the gap's offsets). By default it loads
// at the first `DragKit#virtualList` call; a page that names its plugins lists 'virtual' to make
// virtual lists. It imports nothing of the core's: the gap's helpers come as `core.feel`.

const OFFSCREEN = -1e7;
const encoder = new TextEncoder();
const KEYBOARD_DRAG = 4294967295;  // the keyboard's drag session (dragkit-input.js)

// ------------------------------------------------------------------ engine adapter

/** Items per batch registration call: bounds the scratch buffers (about 1 MB of labels). */
const BATCH = 16384;

/**
 * Registers `keys` (the app's item ids, in list order) as the items of the engine container
 * `container`, with their labels and one type: one call (the channel's `addItems`) per `BATCH`
 * items. Returns the engine ids, in order. O(n).
 */
function registerItems(bridge, container, keys, labelOf, type) {
  const ids = new Array(keys.length);
  const typeBytes = encoder.encode(type);
  for (let index = 0; index < keys.length; index += 1) ids[index] = bridge.items.intern(keys[index]);
  const label = (index) => String(labelOf(index, keys[index])).slice(0, 200);
  bridge.call(() => {
    for (let first = 0; first < keys.length; first += BATCH) {
      const count = Math.min(BATCH, keys.length - first);
      const labels = Array.from({ length: count }, (_, k) => label(first + k));
      const bytes = new Uint8Array(labels.reduce((sum, text) => sum + text.length * 3 + typeBytes.length, 0));
      const numbers = new Float64Array(4 * count);
      let offset = 0;
      for (let k = 0; k < count; k += 1) {
        const { written } = encoder.encodeInto(labels[k], bytes.subarray(offset));
        bytes.set(typeBytes, offset + written);
        offset += written + typeBytes.length;
        numbers[4 * k] = ids[first + k];
        numbers[4 * k + 1] = written;
        numbers[4 * k + 2] = typeBytes.length;
      }
      const status = bridge.channel.addItems(container, -1, count, numbers, bytes.subarray(0, offset));  // < 0: the end
      // Named by dragkit-mistakes.js (issue 25); a duplicate (1) is a row registered before.
      if (status && status !== 1) bridge.mistake(bridge.containerElements.get(container), 'data-dk-item', null, { code: status, elements: [] });
    }
  });
  return ids;
}

/**
 * Tells the engine where the container's items are without measuring them (`uniformGeometry`):
 * `columns` cells to a row (1 for a list) of `extent` pixels, from `holder`'s top-left corner in
 * the container's content space. Returns false when the engine cannot take described geometry;
 * the list then reports the rendered rows' frames (the bridge measures them like any item) and
 * the frames of rows that leave the DOM as off-screen, which is exact wherever the pointer can
 * be, since the window covers the visible area and more. `last` is the previous description
 * (unchanged: no call). O(1).
 */
function describeRows(bridge, container, element, holder, { extent, columns, padding }, last) {
  if (!bridge.engine || !bridge.engine.uniformGeometry) return null;
  // Content space: (0, 0) is the container frame's top-left corner at scroll offset 0. The
  // holder's top padding beyond its own is the leading spacer, not an offset of the first row.
  let originX = holder.clientLeft + padding.left;
  let originY = holder.clientTop + padding.top;
  if (holder !== element) {
    const box = element.getBoundingClientRect();
    const inner = holder.getBoundingClientRect();
    originX += inner.left - box.left;
    originY += inner.top - box.top + element.scrollTop;
  }
  const width = (holder.clientWidth - padding.left - padding.right) / columns;
  const described = { originX, originY, width, extent, columns };
  if (last && Object.keys(described).every((name) => Math.abs(described[name] - last[name]) < 0.5)) return last;
  bridge.run((e) => e.uniformGeometry(container, originX, originY, width, extent, 0, 0, columns));
  return described;
}

/** Reports a described list's scroll as the one number it is (`scrollOffset`); false when
 *  the engine has no such export. O(1) plus the drags it re-targets. */
function reportScroll(bridge, container, offset) {
  if (!bridge.engine || !bridge.engine.scrollOffset) return false;
  bridge.run((e) => e.scrollOffset(container, offset));
  return true;
}

/** Reports that the rows with these engine ids left the DOM (measured-window mode). O(k). */
function forgetFrames(bridge, ids) {
  bridge.call((e) => { for (const id of ids) e.itemFrame(id, OFFSCREEN, OFFSCREEN, 0, 0); });
}

// ------------------------------------------------------------------ the list

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
  #bridge;
  #options;
  #container;      // engine container id
  #holder;         // the element that holds the rendered rows
  #order;          // item keys in list order
  #engineIds;      // item key -> engine id
  #rendered = new Map();  // item key -> element in the DOM
  #focusKey = null;       // the item whose row had focus when it left the DOM
  #refocus = null;        // its row, rendered again
  #start = 0;
  #end = 0;
  #described = null;      // the uniform geometry the engine was told (null: measured rows)
  #changed = false;       // a change moved ids since the window was last drawn
  #drawn = new WeakSet();  // the rows `render` drew (an adopted element is not one)
  #adopted = new Map();    // key -> the element of an item that came from elsewhere (its row)
  #sessions = null;        // the engine's drags, for the current task
  #kept = new Map();       // key -> the row of a dragged item that left the window (it comes back)
  #drawnToCopy = new Set(); // keys whose rows were drawn for a change's copy, until afterChange
  #padding;               // the holder's own padding (px), around the spacers
  #lead = null;           // the spacer elements, when the container holds the rows itself
  #trail = null;
  #columns = 1;           // 1: a list; more: a grid of that many columns, read row after row

  #lists;  // the `virtual` plugin that keeps this list

  /** Use `dragkit.virtualList(options)`. */
  constructor(bridge, options, lists) {
    this.#bridge = bridge;
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
    // The rows' parent: the container's [data-dk-items], else the container itself (a <ul> that
    // scrolls). Its own padding stays; the spacers are added to it.
    this.#holder = element.querySelector('[data-dk-items]') || element;
    const style = getComputedStyle(this.#holder);
    this.#padding = {
      top: parseFloat(style.paddingTop) || 0, bottom: parseFloat(style.paddingBottom) || 0,
      left: parseFloat(style.paddingLeft) || 0, right: parseFloat(style.paddingRight) || 0,
    };
    if (this.#holder !== element) {
      Object.assign(this.#holder.style, { boxSizing: 'border-box', overflow: 'visible' });
    } else {
      // The container holds the rows itself: two spacer elements (hidden from assistive
      // technology) stand for the rows before and after the window.
      const tag = /^(UL|OL)$/.test(element.tagName) ? 'li' : 'div';
      [this.#lead, this.#trail] = [0, 1].map(() => {
        const spacer = document.createElement(tag);
        spacer.setAttribute('aria-hidden', 'true');
        spacer.setAttribute('role', 'presentation');
        spacer.dataset.dkSpacer = '';
        Object.assign(spacer.style, { display: 'block', height: '0px', margin: '0', padding: '0', border: '0', listStyle: 'none' });
        return spacer;
      });
    }
    // A grid (F6): cells of one size in `columns` columns, in reading order.
    this.#columns = Math.max(1, Math.floor(options.columns || 1));
    if (this.#columns > 1) {
      element.dataset.dkAxis = 'grid';
      Object.assign(this.#holder.style, {
        display: 'grid', gridTemplateColumns: `repeat(${this.#columns}, minmax(0, 1fr))`,
        gridAutoRows: `${options.rowExtent}px`, alignContent: 'start',
      });
    }
    // Rows the page rendered before (a server-rendered first screen) give way to the list's.
    for (const row of [...this.#holder.querySelectorAll('[data-dk-item]')]) row.remove();
    if (this.#lead) this.#holder.append(this.#lead, this.#trail);
    this.element = element;
    this.#order = this.#readIds(options);
    this.#register();
    element.addEventListener('scroll', () => this.#onScroll(), { passive: true, signal: bridge.listening.signal });
    element.addEventListener('keydown', (event) => this.#onKey(event), { capture: true, signal: bridge.listening.signal });
    document.addEventListener('focusin', (event) => {
      if (event.target !== document.body && !this.#rendered.has(event.target.dataset?.dkItem)) this.#focusKey = null;
    }, { signal: bridge.listening.signal });
    this.#render();
    bridge.measure();
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
    const bridge = this.#bridge;
    const key = this.element.dataset.dkContainer;
    if (!bridge.containerElements.has(bridge.containers.toInt.get(key))) bridge.registry.registerContainer(this.element);
    this.#container = bridge.containers.toInt.get(key);
    this.#lists.add(this.#container, this);
    const ids = registerItems(bridge, this.#container, this.#order, this.#options.itemLabel, this.#options.type || '');
    this.#engineIds = new Map(this.#order.map((itemKey, index) => [itemKey, ids[index]]));
    this.#rendered.clear();
    this.#start = 0;
    this.#end = 0;
    this.#described = null;  // a new registration is described afresh
    bridge.geometry?.setDescribed(this.#container, null);
  }

  /** Tells the engine the rows' geometry again if it changed (a resize): the bridge's measure
   *  calls this, in a frame whose layout is done, when the list is stale (``#render``). O(1). */
  #describe() {
    const described = describeRows(this.#bridge, this.#container, this.element, this.#holder,
      { extent: this.#options.rowExtent, columns: this.#columns, padding: this.#padding }, this.#described);
    this.#described = described;
    this.#bridge.geometry?.setDescribed(this.#container, described ? () => this.#describe() : null);
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
  window() { return { start: this.#start, end: this.#end }; }

  /** The row element of `id`, if it is rendered. O(1). */
  rowOf(id) { return this.#rendered.get(String(id)) || null; }

  /**
   * Scrolls so the row at `index` is in view (`block`: 'nearest', 'start' or 'center') and
   * renders it; returns its element. O(window).
   */
  scrollToIndex(index, block = 'nearest') {
    const element = this.element;
    const extent = this.#options.rowExtent;
    const clamped = Math.max(0, Math.min(this.#order.length - 1, index));
    const top = Math.floor(clamped / this.#columns) * extent;
    const view = element.clientHeight;
    let target = element.scrollTop;
    if (block === 'start') target = top;
    else if (block === 'center') target = top - (view - extent) / 2;
    else if (top < element.scrollTop) target = top;
    else if (top + extent > element.scrollTop + view) target = top + extent - view;
    element.scrollTop = Math.max(0, target);
    this.#render();
    this.#bridge.measure();
    return this.#rendered.get(this.#order[clamped]) || null;
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
      this.#bridge.scanner.scan();
      return;
    } else {
      for (const [itemKey, row] of this.#rendered) {
        row.remove();
        this.#bridge.hideItemElement(this.#engineIds.get(itemKey));
      }
      this.#rendered.clear();
    }
    this.#render();
    this.#bridge.measure();
    this.#bridge.run((e) => e.layoutChanged());
  }

  // ---------------------------------------------------------------- bridge hooks

  /** Takes the rendered rows out of the DOM before the bridge's `scan()` (which would register
   *  them one by one). O(window). */
  detach() {
    for (const row of this.#rendered.values()) row.remove();
    this.#rendered.clear();
  }

  /** Registers the items again after `scan()` reset the engine. O(n). */
  reregister() {
    this.#register();
    this.#render(true);
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
    const bridge = this.#bridge;
    const key = bridge.items.key(a);
    const mine = key !== undefined && this.#engineIds.get(key) === a;
    if (kind === 'remove' && mine) {
      const index = this.#order.indexOf(key);
      if (index >= 0) this.#order.splice(index, 1);
      this.#engineIds.delete(key);
      // Its row goes with it, to this list's new place or another container (drawn now if it
      // was not in the DOM).
      let row = this.#rendered.get(key) || this.#adopted.get(key);
      this.#rendered.delete(key);
      this.#adopted.delete(key);
      if (!row && index >= 0) row = this.#draw(index, key);
      if (row) { row.remove(); detached.set(a, row); }
      this.#changed = true;
      return true;
    }
    if (kind === 'insert' && b === this.#container && key !== undefined) {
      this.#order.splice(Math.max(0, Math.min(this.#order.length, c)), 0, key);
      this.#engineIds.set(key, a);
      const row = detached.get(a) || (bridge.itemElements.get(a)?.isConnected ? null : bridge.itemElements.get(a));
      detached.delete(a);
      // A row of this list's own goes back into the window; an element from elsewhere (an item
      // another container gave, a copy the bridge made) is this item's row from now on.
      if (row && row.isConnected) row.remove();
      if (row) {
        row.dataset.dkItem = key;
        if (this.#drawn.has(row)) this.#rendered.set(key, row); else this.#adopted.set(key, row);
      }
      this.#changed = true;
      return true;
    }
    if (kind === 'dup' && mine && !bridge.itemElements.get(a)) {
      // The bridge copies the original's row: draw it when it is not in the DOM.
      const index = this.#order.indexOf(key);
      if (index >= 0) {
        bridge.showItemElement(a, this.#draw(index, key));
        this.#drawnToCopy.add(key);
      }
      this.#changed = true;
      return false;
    }
    if (kind === 'delete' && mine) {
      const index = this.#order.indexOf(key);
      if (index >= 0) this.#order.splice(index, 1);
      this.#engineIds.delete(key);
      const row = this.#rendered.get(key);
      if (row) { row.remove(); this.#rendered.delete(key); }
      this.#adopted.delete(key);
      bridge.hideItemElement(a);
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
      if (id === undefined || this.#rendered.has(itemKey)) continue;
      const element = this.#bridge.itemElements.get(id);
      if (element && !element.isConnected) this.#bridge.hideItemElement(id);
    }
    this.#drawnToCopy.clear();
    this.#render(true);
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
    const top = Math.floor(row / this.#columns) * extent;
    let target = element.scrollTop;
    if (top - margin < element.scrollTop) target = top - margin;
    else if (top + margin > element.scrollTop + element.clientHeight) target = top + margin - element.clientHeight;
    if (target !== element.scrollTop) {
      element.scrollTop = Math.max(0, target);
      this.#render();
      // The engine re-targets the drag on the rows as they are now (after the actions in hand).
      const offset = element.scrollTop;
      if (this.#described) queueMicrotask(() => reportScroll(this.#bridge, this.#container, offset));
      else {
        this.#bridge.measure();
        queueMicrotask(() => this.#bridge.run((e) => e.layoutChanged()));
      }
    }
    return true;
  }

  /** The number of items before the rendered window, counted as the engine counts an
   *  insertion index (a move's lifted items left out): the gap's offset in the DOM (F6). O(k). */
  itemsBeforeWindow(copying) {
    if (copying) return this.#start;
    let before = this.#start;
    for (const itemKey of this.#lifted(undefined, 'move')) {
      const index = this.#order.indexOf(itemKey);
      if (index >= 0 && index < this.#start) before -= 1;
    }
    return before;
  }

  /** The keys of this list's items that drags (of `pointer`, or any) carry with `operation`
   *  (or any): those whose rows show lifted. O(sessions). */
  #lifted(pointer, operation) {
    const keys = new Set();
    const bridge = this.#bridge;
    if (bridge.previews.size === 0) return keys;
    const me = this.element.dataset.dkContainer;
    // The drags in progress, read from the engine once per task (a scroll renders, the gap
    // asks, a reveal asks: one answer).
    if (!this.#sessions) {
      this.#sessions = bridge.commands.sessions();
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

  // ---------------------------------------------------------------- rendering

  #onScroll() {
    // Rendered at once, in the scroll event, so the bridge's next measure sees the new rows; a
    // described list tells the engine the one number a scroll is.
    // The description does not change with a scroll: it is checked at the bridge's next
    // measure, after the frame's layout, instead of here, where reading it would lay the page
    // out once more (issue 11).
    const offset = this.element.scrollTop;  // read before the render's writes, so no layout is forced
    this.#render(false, false);
    if (this.#described) reportScroll(this.#bridge, this.#container, offset);
  }

  /** Home and End go to the first and last item of the whole list, not of the window (P4). */
  #onKey(event) {
    if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (this.#bridge.previews.size > 0 || !(event.target.matches && event.target.matches('[data-dk-item]'))) return;
    event.preventDefault();
    event.stopPropagation();
    const row = this.scrollToIndex(event.key === 'Home' ? 0 : this.#order.length - 1);
    if (!row) return;
    if (!row.hasAttribute('tabindex')) row.setAttribute('tabindex', '-1');  // the roving tab stop follows
    row.focus({ preventScroll: true });
  }

  /** The app's row for the item `key` at `index`, marked as DragKit's item. O(1) + render. */
  #draw(index, key) {
    const adopted = this.#adopted.get(key);
    if (adopted) return adopted;
    const kept = this.#kept.get(key);
    if (kept) { this.#kept.delete(key); return kept; }
    const row = this.#options.render(index, key);
    if (!(row instanceof Element)) throw new TypeError('DragKit.virtualList: `render` must return an Element');
    row.dataset.dkItem = key;
    if (this.#options.type) row.dataset.dkType = this.#options.type;
    row.style.boxSizing = 'border-box';
    row.style.margin = '0';  // the pitch is the row's extent
    row.style.height = `${this.#options.rowExtent}px`;
    this.#drawn.add(row);
    return row;
  }

  /**
   * Brings the DOM in line with the scroll position: rows that left the window go (their
   * frames are reported off-screen), rows that entered it are rendered by the app, in list
   * order between the spacers. `force` re-places every row (the order changed); `describe`
   * false leaves the engine's described geometry to the next measure (a scroll). O(window).
   */
  #render(force = false, describe = true) {
    const bridge = this.#bridge;
    const extent = this.#options.rowExtent;
    const count = this.#order.length;
    const element = this.element;
    // Whole rows of cells: the window starts and ends at a row's edge.
    const columns = this.#columns;
    const overscan = this.#options.overscan ?? (columns > 1 ? 3 : 8);  // rows beyond each edge
    const rows = Math.ceil(count / columns);
    const first = Math.floor(element.scrollTop / extent);
    const visible = Math.ceil(element.clientHeight / extent) + 1;
    const startRow = Math.max(0, first - overscan);
    const start = startRow * columns;
    const end = Math.min(count, (first + visible + overscan) * columns);
    if (!force && start === this.#start && end === this.#end) return;
    this.#start = start;
    this.#end = end;
    const lifted = this.#lifted();
    if (!lifted.size) this.#kept.clear();
    const wanted = new Set(this.#order.slice(start, end));
    const gone = [];
    for (const [itemKey, row] of this.#rendered) {
      if (wanted.has(itemKey)) continue;
      if (row.contains(document.activeElement)) this.#focusKey = itemKey;
      // A dragged row keeps its element (and what the page holds of it) until it comes back.
      if (lifted.has(itemKey)) this.#kept.set(itemKey, row);
      row.remove();
      bridge.drawing.noteLifted(row, false);
      this.#rendered.delete(itemKey);
      const id = this.#engineIds.get(itemKey);
      bridge.hideItemElement(id, row);
      if (id !== undefined) gone.push(id);
    }
    if (gone.length && !this.#described) forgetFrames(bridge, gone);
    const selected = new Set(bridge.selections.get(this.#container) || []);
    const holder = this.#holder;
    let cursor = this.#lead ? this.#lead.nextElementSibling : holder.firstElementChild;
    for (let index = start; index < end; index += 1) {
      const itemKey = this.#order[index];
      let row = this.#rendered.get(itemKey);
      const id = this.#engineIds.get(itemKey);
      if (!row) {
        row = this.#draw(index, itemKey);
        row.classList.toggle('dk-selected', selected.has(id));
        if (lifted.has(itemKey)) {
          row.classList.add('dk-lifted');
          bridge.drawing.noteLifted(row, true);  // the gap counts it as the engine does (F6)
        }
        this.#rendered.set(itemKey, row);
        bridge.showItemElement(id, row);
      } else if (bridge.itemElements.get(id) !== row) {
        bridge.showItemElement(id, row);
      }
      if (itemKey === this.#focusKey) this.#refocus = row;
      // Position within the whole list, for assistive technology (P4).
      bridge.feel.setAttributeIfChanged(row, 'aria-setsize', String(count));
      bridge.feel.setAttributeIfChanged(row, 'aria-posinset', String(index + 1));
      if (cursor === row) cursor = row.nextElementSibling;
      else holder.insertBefore(row, cursor);
    }
    // Focus that left with a row (a keyboard drag went far away) comes back with it (S7).
    const refocus = this.#refocus;
    this.#refocus = null;
    if (refocus && (!document.activeElement || document.activeElement === document.body)) {
      if (!refocus.hasAttribute('tabindex')) refocus.setAttribute('tabindex', '-1');  // the roving tab stop follows
      refocus.focus({ preventScroll: true });
      this.#focusKey = null;
    }
    // The spacers: before the window, the holder's top padding; after it, its fixed height (or,
    // when the container holds the rows itself, its bottom padding).
    const padding = this.#padding;
    if (this.#lead) {
      this.#lead.style.height = `${startRow * extent}px`;
      this.#trail.style.height = `${(rows - Math.ceil(end / columns)) * extent}px`;
      if (columns > 1) for (const spacer of [this.#lead, this.#trail]) spacer.style.gridColumn = '1 / -1';
    } else {
      holder.style.paddingTop = `${padding.top + startRow * extent}px`;
      holder.style.height = `${padding.top + rows * extent + padding.bottom}px`;
    }
    if (describe || !this.#described) this.#describe();
    // The bridge reads this container's rows again (at once: a keyboard drag's reveal measures
    // before the page's mutation records arrive), and the gap (F6) follows the new window.
    bridge.forgetItemList?.(element);
    bridge.geometry?.markStale(this.#container);
    if (bridge.feel.hasGap(bridge, element)) bridge.feel.updateGaps(bridge);
  }
}

// ------------------------------------------------------------------ the plugin

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
