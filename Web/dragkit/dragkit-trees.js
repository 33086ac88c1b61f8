// DragKit web host, plugin `trees` (issue 37): outlines on the page. A tree is nested lists: its
// top level is a container marked `data-dk-outline` (the value: pixels per level, default 20);
// an item that holds children opens a level (`data-dk-opens`) and holds that level's container
// as a direct child, shown while the item is expanded (`aria-expanded`, the level `hidden` while
// it is collapsed). The engine reads the levels as one indented list (Outlines.md): a drop lands
// before, after or inside a row at the depth the pointer chooses, a drag resting on a collapsed
// row opens it (S13, the engine's `expand` action), and a keyboard drag steps through the rows
// and levels (S7).
//
// This plugin tells the engine which containers are outlines and which rows are expanded, draws
// what the engine decides (a row opened or closed, the gap at the drop's depth), and gives the
// tree its semantics: `role="tree"`, `group` and `treeitem` with `aria-level`, `aria-setsize`,
// `aria-posinset`, `aria-expanded` and `aria-selected`, one tab stop, and the tree's keys (Up
// and Down by shown row, Shift+Up and Shift+Down extend the selection across levels, Right opens
// or goes in, Left closes or goes out, Home, End; WAI-ARIA tree view pattern). The `access`
// plugin leaves a tree's levels to it. Loaded when the page first has `data-dk-outline` (API.md
// "Trees").
//
// The gap: the rows shown below the drop's marker move down by one row (F6). A row's content,
// not its item, moves (its first child; a row with no element inside moves itself, marked
// `data-dk-gap` so that measuring takes the move back out), so no level's container moves and
// the engine's frames stay where the rows are laid out.

const INDENTATION = 20;
/** The keys a focused tree row answers (not during a keyboard drag: those are the engine's). */
const KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The level `item` holds and opens (its container child), or null for a leaf. O(1). */
function levelOf(item) {
  const last = item.lastElementChild;
  return last && last.hasAttribute('data-dk-container') && item.dataset.dkOpens === last.dataset.dkContainer ? last : null;
}

/** The items of `level` itself, in order: its item children (or its `data-dk-items` holder's). */
function rowsOf(level) {
  const holder = level.querySelector(':scope > [data-dk-items]') || level;
  return [...holder.children].filter((child) => child.hasAttribute('data-dk-item'));
}

/** The shown rows of the tree `root`, in the order they are shown, each with its depth. O(rows). */
function shownRows(root) {
  const rows = [];
  const walk = (level, depth) => {
    for (const item of rowsOf(level)) {
      rows.push({ item, depth });
      const inner = levelOf(item);
      if (inner && !inner.hidden) walk(inner, depth + 1);
    }
  };
  walk(root, 1);
  return rows;
}

/** The element a gap moves for `item`: its first child (its row's content) unless that is its
 *  level; else, for a row with no element inside, the item itself. */
function rowContent(item) {
  const first = item.firstElementChild;
  if (first && first !== levelOf(item)) return first;
  return levelOf(item) ? null : item;
}

/** The trees of one `DragKit`. */
export class Trees {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'trees';
    this.roots = [];              // the outline roots on the page
    this.shifted = new Map();     // element -> its shift (px) while a gap is open
    this.rooms = new Map();       // root -> the element grown to hold the last row its gap pushed down
    this.gapFrame = 0;
    this.focused = new WeakMap(); // root -> the row that is its tab stop
    this.actions = {
      expand: (action) => {
        if (!this.#virtual()?.expand(action)) this.show(this.kit.ids.itemElements.get(action.item), action.open, false);
      },
    };
  }

  /** The `virtual` plugin, whose virtual trees (issue 37: the engine places their rows, a few
   *  dozen are in the DOM) draw their own rows, semantics and keys; this plugin draws their gap. */
  #virtual() { return this.kit.plugins.get('virtual'); }

  /** The virtual tree whose element is `root`, or null. O(trees). */
  #virtualTree(root) { return root ? this.#virtual()?.treeAt(root) ?? null : null; }

  listen(signal) {
    const root = this.kit.page.root;
    root.addEventListener('keydown', (event) => this.#onKey(event), { capture: true, signal });
    root.addEventListener('click', (event) => this.#onClick(event), { signal });
    root.addEventListener('focusin', (event) => this.#onFocus(event), { signal });
  }

  reset() { this.roots = []; }

  /** After a scan: tells the engine each outline and its rows' expansion; gives the semantics. */
  scanned() {
    const kit = this.kit;
    this.roots = [...kit.page.root.querySelectorAll('[data-dk-outline]')]
      .filter((root) => root.hasAttribute('data-dk-container') && !this.#virtualTree(root));
    kit.engine.call((e) => {
      for (const root of this.roots) {
        const id = kit.ids.containers.toInt.get(root.dataset.dkContainer);
        if (id === undefined) continue;
        const indentation = Number(root.dataset.dkOutline) > 0 ? Number(root.dataset.dkOutline) : INDENTATION;
        e.outline(id, indentation);
        for (const item of root.querySelectorAll('[data-dk-item][data-dk-opens]')) {
          const level = levelOf(item);
          const itemId = kit.ids.items.toInt.get(item.dataset.dkItem);
          if (!level || itemId === undefined) continue;
          // The page's aria-expanded decides at first; from then on the level's `hidden`.
          const said = item.getAttribute('aria-expanded');
          if (said !== null && !item.hasAttribute('data-dk-tree')) level.hidden = said !== 'true';
          item.setAttribute('data-dk-tree', '');
          e.itemExpanded(itemId, !level.hidden);
        }
      }
    });
    for (const root of this.roots) this.#decorate(root);
  }

  /** The keys of the rows the tree `root` shows, top to bottom, every level's (a click's range
   *  and Ctrl+A in a tree run over these, issue 37, S8). O(rows). */
  shownKeys(root) {
    return this.#virtualTree(root)?.shownKeys() ?? shownRows(root).map((row) => row.item.dataset.dkItem);
  }

  /** The keys of the rows selected in the tree `root`, every level's (one selection per tree,
   *  issue 37, S8). O(selected) per level. */
  selectedKeys(root) {
    const tree = this.#virtualTree(root);
    if (tree) return tree.selectedKeys();
    const levels = [root, ...root.querySelectorAll('[data-dk-container]')];
    return levels.flatMap((level) => this.kit.commands.selection(level.dataset.dkContainer));
  }

  /** Draws the gap again at the next frame: a virtual tree drew new rows while a drag shows a
   *  marker (F6). O(1). */
  redrawGap() { this.#scheduleGap(); }

  /** The page's elements changed (a drop): the rows' levels and positions are written again. */
  changed() { for (const root of this.roots) if (root.isConnected) this.#decorate(root); }

  applying(actions) {
    if (actions.some((action) => action.t === 'select')) queueMicrotask(() => this.changed());
    if (this.kit.drags.marks.size || this.shifted.size) this.#scheduleGap();
  }

  /** Before the core measures: the rows read where they are laid out, without the gap. */
  measuring() {
    for (const [element] of this.shifted) unshift(element);
    this.shifted.clear();
    if (this.kit.drags.marks.size) this.#scheduleGap();
    return false;
  }

  clear() { this.#closeGap(); }

  destroy() {
    this.#closeGap();
    if (this.gapFrame) cancelAnimationFrame(this.gapFrame);
  }

  /**
   * Shows or hides the level `item` opens (`open`), as the engine decided (spring loading, S13)
   * or the person asked (`user`: the engine is told, and the page hears `expand`). The rows'
   * frames are measured again and the engine re-targets. O(rows of the tree).
   */
  show(item, open, user) {
    const level = item && levelOf(item);
    const root = item?.closest('[data-dk-outline]');
    if (!level || !root || level.hidden === !open) return;
    const kit = this.kit;
    level.hidden = !open;
    item.setAttribute('aria-expanded', String(open));
    if (user) {
      const id = kit.ids.items.toInt.get(item.dataset.dkItem);
      if (id !== undefined) kit.engine.call((e) => e.itemExpanded(id, open));
    }
    this.#decorate(root);
    kit.page.emit('expand', { item: item.dataset.dkItem, expanded: open, user });
    for (const container of [root, ...root.querySelectorAll('[data-dk-container]')]) {
      kit.geometry.markStale(kit.ids.containers.toInt.get(container.dataset.dkContainer));
    }
    queueMicrotask(() => {
      if (!kit.page.destroyed && kit.engine.measure()) kit.engine.run((e) => e.layoutChanged());
    });
  }

  /** The tree the container `key` is the top of, as `snapshot()` lists it: every row (shown or
   *  not) in tree order with its parent row (null at the top) and depth; null if `key` is no
   *  outline. O(rows). */
  treeOf(key) {
    const virtual = this.#virtualTree(this.kit.ids.containerElements.get(this.kit.ids.containers.toInt.get(key)));
    if (virtual) return virtual.element.isConnected ? virtual.nodes() : null;
    const root = this.roots.find((r) => r.dataset.dkContainer === key && r.isConnected);
    if (!root) return null;
    const nodes = [];
    const walk = (level, parent, depth) => {
      for (const item of rowsOf(level)) {
        const inner = levelOf(item);
        nodes.push({ id: item.dataset.dkItem, parent, depth, ...(inner ? { expanded: !inner.hidden } : {}) });
        if (inner) walk(inner, item.dataset.dkItem, depth + 1);
      }
    };
    walk(root, null, 1);
    return nodes;
  }

  // ---------------------------------------------------------------- semantics

  /** Gives `root` the tree semantics and one tab stop; writes only what changed. O(rows). */
  #decorate(root) {
    const setIfChanged = this.kit.feel.setAttributeIfChanged;
    const holder = root.querySelector(':scope > [data-dk-items]') || root;
    setIfChanged(holder, 'role', 'tree');
    setIfChanged(holder, 'aria-multiselectable', 'true');
    let stop = this.focused.get(root);
    const shown = shownRows(root);
    if (!stop || !stop.isConnected || !shown.some((row) => row.item === stop)) stop = shown[0]?.item;
    this.focused.set(root, stop);
    const walk = (level, depth) => {
      const rows = rowsOf(level);
      rows.forEach((item, k) => {
        setIfChanged(item, 'role', 'treeitem');
        setIfChanged(item, 'aria-level', String(depth));
        setIfChanged(item, 'aria-setsize', String(rows.length));
        setIfChanged(item, 'aria-posinset', String(k + 1));
        setIfChanged(item, 'aria-selected', item.classList.contains('dk-selected') ? 'true' : 'false');
        setIfChanged(item, 'tabindex', item === stop ? '0' : '-1');
        const inner = levelOf(item);
        if (!inner) { item.removeAttribute('aria-expanded'); return; }
        setIfChanged(item, 'aria-expanded', String(!inner.hidden));
        setIfChanged(inner, 'role', 'group');
        walk(inner, depth + 1);
      });
    };
    walk(root, 1);
  }

  #onFocus(event) {
    const item = event.target.closest?.('[role="treeitem"][data-dk-item]');
    const root = item?.closest('[data-dk-outline]');
    if (!root || this.focused.get(root) === item || this.#virtualTree(root)) return;
    this.focused.get(root)?.setAttribute('tabindex', '-1');
    item.setAttribute('tabindex', '0');
    this.focused.set(root, item);
  }

  #onClick(event) {
    const toggle = event.target.closest?.('[data-dk-toggle]');
    const item = toggle?.closest('[data-dk-item]');
    if (!item || !item.closest('[data-dk-outline]') || this.#virtualTree(item.closest('[data-dk-outline]'))) return;
    event.preventDefault();
    this.show(item, levelOf(item)?.hidden ?? false, true);
  }

  /** The tree's keys on a focused row (WAI-ARIA tree view). O(rows). */
  #onKey(event) {
    const extending = event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown');
    if (!KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || (event.shiftKey && !extending)) return;
    const item = event.target;
    if (!item.matches?.('[role="treeitem"][data-dk-item]') || this.kit.drags.keyboardDragging()) return;
    const root = item.closest('[data-dk-outline]');
    if (!root || this.#virtualTree(root)) return;  // a virtual tree answers its own keys
    event.preventDefault();
    event.stopPropagation();
    const rows = shownRows(root).map((row) => row.item);
    const at = rows.indexOf(item);
    const level = levelOf(item);
    const rtl = getComputedStyle(item).direction === 'rtl';
    const key = rtl && event.key === 'ArrowLeft' ? 'ArrowRight' : rtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
    let next = null;
    if (key === 'ArrowDown') next = rows[at + 1];
    else if (key === 'ArrowUp') next = rows[at - 1];
    else if (key === 'Home') next = rows[0];
    else if (key === 'End') next = rows[rows.length - 1];
    else if (key === 'ArrowRight') {
      if (level?.hidden) this.show(item, true, true);
      else if (level) next = rowsOf(level)[0];
    } else if (key === 'ArrowLeft') {
      if (level && !level.hidden) this.show(item, false, true);
      else next = item.parentElement?.closest('[data-dk-item]');
      if (next && !root.contains(next)) next = null;
    }
    if (next) { next.focus(); next.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
    // Shift+Up/Down: the selection runs from the anchor to the row focused, across levels (S8).
    if (next && extending) this.kit.gestures?.extendTo(item, next);
  }

  // ---------------------------------------------------------------- the gap

  #scheduleGap() {
    if (this.gapFrame) return;
    this.gapFrame = requestAnimationFrame(() => { this.gapFrame = 0; this.#drawGap(); });
  }

  /** Moves the rows shown below each drag's marker in a tree down by one row, and the others
   *  back (F6). Writes only the rows whose shift changes. O(shown rows of the trees). */
  #drawGap() {
    const kit = this.kit;
    if (kit.page.destroyed) return;
    const wanted = new Map();
    const rooms = new Map();  // root -> [holder, what its pushed last row overflows it] (read first)
    for (const mark of kit.drags.marks.values()) {
      const root = mark.container?.closest('[data-dk-outline]');
      if (!root || mark.into || !mark.marker?.isConnected) continue;
      const line = mark.marker.getBoundingClientRect();
      const y = line.top + line.height / 2;
      // A virtual tree's rendered rows are one flat list: each row moves itself.
      const flat = Boolean(this.#virtualTree(root));
      const rows = shownRows(root).map(({ item }) => ({ item, r: kit.feel.itemRect(item) }));
      const lifted = rows.find(({ item }) => item.classList.contains('dk-lifted'));
      const extent = (lifted || rows[0])?.r.height || 0;
      for (const { item, r } of rows) {
        if (r.top + r.height / 2 < y) continue;
        const content = flat ? item : rowContent(item);
        if (content) wanted.set(content, extent);
      }
      // The last row pushed down stays inside the tree's box, as a list's does (F6); a virtual
      // tree's spacer already holds the rows after its window.
      // Measured only when it starts to grow (before any write: its room is not in the box yet).
      const last = rows[rows.length - 1];
      if (!flat && last && last.r.top + last.r.height / 2 >= y) {
        const holder = root.querySelector(':scope > [data-dk-items]') || root;
        rooms.set(root, this.rooms.has(root) ? null : [holder, last.r.bottom + extent - holder.getBoundingClientRect().bottom]);
      }
    }
    this.#holdRooms(rooms);
    for (const [element] of this.shifted) {
      if (wanted.has(element)) continue;
      unshift(element);
      this.shifted.delete(element);
    }
    for (const [element, extent] of wanted) {
      if (this.shifted.get(element) === extent) continue;
      element.setAttribute('data-dk-gap', '');
      element.style.transform = `translateY(${extent}px)`;
      this.shifted.set(element, extent);
    }
  }

  /** Grows each tree of `rooms` (root -> [holder, overflow], or null when it has grown already)
   *  by what its pushed last row overflows its holder, and gives the trees grown before and not
   *  in `rooms` their room back. Writes only. O(trees). */
  #holdRooms(rooms) {
    const feel = this.kit.feel;
    for (const [root, room] of this.rooms) {
      if (rooms.has(root)) continue;
      feel.shrinkBack(room);
      this.rooms.delete(root);
    }
    for (const [root, grow] of rooms) {
      if (grow) this.rooms.set(root, feel.holdOverflow(root, ...grow));
    }
  }

  #closeGap() {
    for (const [element] of this.shifted) unshift(element);
    this.shifted.clear();
    this.#holdRooms(new Map());
  }
}

/** Sends a row the gap moved back to its place, animated; its `data-dk-gap` (which keeps the
 *  engine measuring its place without the shift) goes once it is back, as a list's rows do. O(1). */
function unshift(element) {
  element.style.transform = '';
  setTimeout(() => { if (!element.style.transform) element.removeAttribute('data-dk-gap'); }, 250);
}
