// DragKit web host, plugin `virtual`: the DOM window of one virtual tree (issue 37). Only the
// shown rows near the visible area are in the DOM, the window plus an overscan, between two
// spacers that stand for the rows before and after it. It draws the rows with the app's
// `render(node, row)`, indents each by its depth, gives each its place in the tree for
// assistive technology (`treeitem`, `aria-level`, `aria-setsize`, `aria-posinset`,
// `aria-expanded`, `aria-selected`; P4) and the tree one tab stop, keeps the rows of dragged
// nodes that leave the window (they come back), brings focus back to a row that left with it,
// scrolls a row or a keyboard drag's marker into view (S7), and forgets every row it drew when
// the tree is refreshed. The tree (dragkit-virtual-tree.js) owns one as its rows and keeps the
// nodes and the shown rows; the rows read those through `tree` (its fields are private).

import { scrollTopFor, spacers } from './dragkit-virtual-rows.js';
import { reportScroll } from './dragkit-virtual-engine.js';

/** The rendered rows of one virtual tree. Each method is O(window) at most, as noted. */
export class VirtualTreeRows {
  #kit;
  #element;
  #options;
  #tree;                  // what the rows read of their tree (the constructor's `tree`)
  #lead;                  // the spacers before and after the window
  #trail;
  #kept = new Map();      // key -> the row of a dragged node that left the window
  #adopted = new Map();   // key -> an element that came from elsewhere (its row from now on)
  #copies = new Set();    // keys whose rows were drawn only for a copy, until the next render
  #stop = null;           // the key of the row that is the tree's tab stop
  #refocus = null;        // the key of the row that had focus when it left the window
  #sessions = null;       // the engine's drags, for the current task

  /**
   * @param {object} kit the plugins' context (dragkit-plugin-context.js).
   * @param {Element} element the tree's container element (it scrolls).
   * @param {object} options the tree's options (`render`, `type`, `rowExtent`, `overscan`, `indentation`).
   * @param {object} tree what the rows read: `shown()`, `depths()`, `places()` ({at, of}: each
   *   shown row's place in its level and that level's keys), `node(key)`, `selected()` (the engine ids selected in any of its levels),
   *   `levels()`, `describe()`, `origin()` (where row 0 starts in the scrolled content).
   */
  constructor(kit, element, options, tree) {
    this.#kit = kit;
    this.#element = element;
    this.#options = options;
    this.#tree = tree;
    this.rendered = new Map();  // key -> row element in the DOM
    this.start = 0;             // the first and one-past-last shown index in the DOM
    this.end = 0;
    this.holder = element.querySelector('[data-dk-items]') || element;
    const style = getComputedStyle(this.holder);
    this.padding = {
      top: parseFloat(style.paddingTop) || 0, bottom: parseFloat(style.paddingBottom) || 0,
      left: parseFloat(style.paddingLeft) || 0, right: parseFloat(style.paddingRight) || 0,
    };
    [this.#lead, this.#trail] = spacers(this.holder);
    for (const row of [...this.holder.querySelectorAll('[data-dk-item]')]) row.remove();  // the page's first screen gives way
    this.holder.append(this.#lead, this.#trail);
    const setIfChanged = kit.feel.setAttributeIfChanged;
    setIfChanged(this.holder, 'role', 'tree');
    setIfChanged(this.holder, 'aria-multiselectable', 'true');
    if (this.holder !== element && !this.holder.hasAttribute('aria-label') && !this.holder.hasAttribute('aria-labelledby')) {
      const label = element.getAttribute('aria-labelledby');
      if (label) this.holder.setAttribute('aria-labelledby', label);
      else this.holder.setAttribute('aria-label', element.dataset.dkLabel || element.getAttribute('aria-label') || element.dataset.dkContainer);
    }
    const signal = kit.page.signal;
    element.addEventListener('focusin', (event) => this.#onFocus(event), { signal });
  }

  /** A new registration: no row is drawn yet. O(window). */
  reset() {
    for (const row of this.rendered.values()) row.remove();
    this.rendered.clear();
    this.start = 0;
    this.end = 0;
  }

  /** Takes the rendered rows out of the DOM (a scan is about to register the page). O(window). */
  detach() { this.reset(); }

  /** Forgets every row drawn, kept or adopted (the tree's `refresh`: the app draws them all
   *  again from its data). O(window + kept). */
  forget() {
    this.reset();
    for (const key of this.#adopted.keys()) this.#kit.ids.hideItemElement(this.#kit.ids.items.toInt.get(key));
    this.#kept.clear();
    this.#adopted.clear();
    this.#copies.clear();
  }

  /** Scrolls so the shown row at `position` is in view (`block`: 'nearest', 'start' or
   *  'center') and renders the window there. O(window). */
  scrollTo(position, block) {
    const element = this.#element;
    const extent = this.#options.rowExtent;
    const top = this.#tree.origin() + position * extent;
    element.scrollTop = scrollTopFor(element.scrollTop, element.clientHeight, top, extent, block);
    this.render();
  }

  /**
   * A keyboard drag's drop point moved (S7): its marker (`frame`, client coordinates, placed by
   * the engine whether or not its rows are rendered) is scrolled into view with a row's margin;
   * the rows are rendered at once and the engine told the scroll, which moves the marker.
   * Returns whether there was a marker. O(window).
   */
  reveal(frame) {
    if (!frame) return false;
    const [, y, , height] = frame;
    const box = this.#element.getBoundingClientRect();
    const margin = this.#options.rowExtent;
    let dy = 0;
    if (y < box.top + margin) dy = y - box.top - margin;
    else if (y + height > box.bottom - margin) dy = y + height - box.bottom + margin;
    if (dy) {
      // Rendered and told now, not at the scroll's event: a key pressed in the same frame must
      // find the marker and the rows where the engine has them (S7).
      this.#element.scrollTop += dy;
      const offset = this.#element.scrollTop;
      this.render(false, false);
      const root = this.#kit.ids.containers.toInt.get(this.#element.dataset.dkContainer);
      queueMicrotask(() => reportScroll(this.#kit, root, offset));
    }
    return true;
  }

  /** The app's row for the node `key` at shown index `position`. O(1) + render. */
  #draw(position, key) {
    const adopted = this.#adopted.get(key);
    if (adopted) { this.#adopted.delete(key); return adopted; }
    const kept = this.#kept.get(key);
    if (kept) { this.#kept.delete(key); return kept; }
    const node = this.#tree.node(key);
    const depth = this.#tree.depths()[position] ?? 0;
    const row = this.#options.render(node.data, { id: key, level: depth + 1, folder: node.folder, expanded: node.expanded });
    if (!(row instanceof Element)) throw new TypeError('DragKit.virtualTree: `render` must return an Element');
    row.dataset.dkItem = key;
    row.classList.add('dk-tree-row');  // its cues are its own (dragkit.css): it holds no level
    if (this.#options.type) row.dataset.dkType = this.#options.type;
    Object.assign(row.style, { boxSizing: 'border-box', margin: '0', height: `${this.#options.rowExtent}px` });
    return row;
  }

  /** Takes the node `key`'s row out (a change moves or deletes it) and returns it; a node that
   *  leaves with no row in the DOM gets one drawn (`position` ≥ 0) to go where it goes. O(1). */
  take(key, position) {
    let row = this.rendered.get(key) || this.#kept.get(key) || this.#adopted.get(key) || null;
    this.rendered.delete(key);
    this.#kept.delete(key);
    this.#adopted.delete(key);
    if (!row && position >= 0) row = this.#draw(position, key);
    if (row) {
      row.remove();
      this.#kit.drawing.noteLifted(row, false);
    }
    return row;
  }

  /** `row` (an element a change brought: a moved row, a copy, another list's item) is the node
   *  `key`'s row from now on. O(1). */
  adopt(key, row) {
    if (row.isConnected) row.remove();
    row.dataset.dkItem = key;
    this.#adopted.set(key, row);
  }

  /** Draws the node `key`'s row, not in the DOM, for a copy to clone; it leaves again at the
   *  next render unless it is in the window. O(1). */
  drawForCopy(position, key) {
    const row = this.#draw(position, key);
    this.#adopted.set(key, row);
    this.#copies.add(key);
    this.#kit.ids.showItemElement(this.#kit.ids.items.toInt.get(key), row);
  }

  /** The keys the drags in progress carry out of this tree (their rows show lifted). */
  #lifted() {
    const keys = new Set();
    const kit = this.#kit;
    if (kit.drags.previews.size === 0) return keys;
    if (!this.#sessions) {
      this.#sessions = kit.commands.sessions();
      queueMicrotask(() => { this.#sessions = null; });
    }
    const levels = this.#tree.levels();
    for (const session of this.#sessions) {
      if (session.text || !levels.has(session.source)) continue;
      for (const key of session.items) keys.add(key);
    }
    return keys;
  }

  /**
   * Brings the DOM in line with the scroll position: rows that left the window go, rows that
   * entered it are rendered by the app, in shown order between the spacers, each with its indent
   * and semantics. `force` places every row again (the shown rows changed); `describe` false
   * leaves the engine's geometry to the next measure (a scroll). O(window).
   */
  render(force = false, describe = true) {
    const kit = this.#kit;
    const shown = this.#tree.shown();
    const extent = this.#options.rowExtent;
    const element = this.#element;
    const count = shown.length;
    const overscan = this.#options.overscan ?? 8;
    const first = Math.floor(Math.max(0, element.scrollTop - this.#tree.origin()) / extent);
    const visible = Math.ceil(element.clientHeight / extent) + 1;
    const start = Math.min(count, Math.max(0, first - overscan));
    const end = Math.min(count, first + visible + overscan);
    if (!force && start === this.start && end === this.end) return;
    this.start = start;
    this.end = end;
    const lifted = this.#lifted();
    if (!lifted.size) this.#kept.clear();
    const wanted = new Set(shown.slice(start, end));
    for (const [key, row] of this.rendered) {
      if (wanted.has(key)) continue;
      if (row.contains(document.activeElement)) this.#refocus = key;
      if (lifted.has(key)) this.#kept.set(key, row);  // a dragged row keeps its element until it comes back
      row.remove();
      kit.drawing.noteLifted(row, false);
      this.rendered.delete(key);
      kit.ids.hideItemElement(kit.ids.items.toInt.get(key), row);
    }
    for (const key of this.#copies) {
      const id = kit.ids.items.toInt.get(key);
      if (!wanted.has(key)) { this.#adopted.delete(key); kit.ids.hideItemElement(id); }
    }
    this.#copies.clear();
    let cursor = this.#lead.nextElementSibling;
    let refocus = null;
    for (let position = start; position < end; position += 1) {
      const key = shown[position];
      let row = this.rendered.get(key);
      const id = kit.ids.items.toInt.get(key);
      if (!row) {
        row = this.#draw(position, key);
        if (lifted.has(key)) {
          row.classList.add('dk-lifted');
          kit.drawing.noteLifted(row, true);
        }
        this.rendered.set(key, row);
      }
      if (kit.ids.itemElements.get(id) !== row) kit.ids.showItemElement(id, row);
      if (key === this.#refocus) refocus = row;
      if (cursor === row) cursor = row.nextElementSibling;
      else this.holder.insertBefore(row, cursor);
    }
    this.#lead.style.height = `${start * extent}px`;
    this.#trail.style.height = `${(count - end) * extent}px`;
    this.paint();
    // Focus that left with a row (a scroll took it away) comes back with it (S7).
    if (refocus && (!document.activeElement || document.activeElement === document.body)) {
      refocus.focus({ preventScroll: true });
      this.#refocus = null;
    }
    if (describe) this.#tree.describe();
    kit.geometry?.markStale(kit.ids.containers.toInt.get(element.dataset.dkContainer));
    if (kit.drags.marks.size) kit.plugins.get('trees')?.redrawGap();  // the gap reaches the rows drawn now (F6)
  }

  /** Writes each rendered row's place, indent, expansion, selection and tab stop, where it
   *  changed. O(window + selected). */
  paint() {
    const setIfChanged = this.#kit.feel.setAttributeIfChanged;
    const shown = this.#tree.shown();
    const depths = this.#tree.depths();
    const places = this.#tree.places();
    const selected = this.#tree.selected();
    const indentation = this.#options.indentation;
    const stop = this.rendered.has(this.#stop) ? this.#stop : shown[this.start];
    for (let position = this.start; position < this.end; position += 1) {
      const key = shown[position];
      const row = this.rendered.get(key);
      if (!row) continue;
      const node = this.#tree.node(key);
      const on = selected.has(this.#kit.ids.items.toInt.get(key));
      setIfChanged(row, 'role', 'treeitem');
      setIfChanged(row, 'aria-level', String(depths[position] + 1));
      setIfChanged(row, 'aria-posinset', String(places.at[position]));
      setIfChanged(row, 'aria-setsize', String(places.of[position].length));
      if (node.folder) setIfChanged(row, 'aria-expanded', String(node.expanded)); else row.removeAttribute('aria-expanded');
      setIfChanged(row, 'aria-selected', String(on));
      setIfChanged(row, 'tabindex', key === stop ? '0' : '-1');
      if (row.classList.contains('dk-selected') !== on) row.classList.toggle('dk-selected', on);
      const indent = `${depths[position] * indentation}px`;
      if (row.style.marginLeft !== indent) row.style.marginLeft = indent;
    }
  }

  /** Focuses `row` (rendered) and makes it the tree's tab stop. O(window). */
  focus(row) {
    this.#stop = row.dataset.dkItem;
    this.paint();
    row.focus({ preventScroll: true });
  }

  #onFocus(event) {
    const row = event.target.closest?.('[data-dk-item]');
    if (!row || !this.rendered.has(row.dataset.dkItem) || this.#stop === row.dataset.dkItem) return;
    this.#stop = row.dataset.dkItem;
    this.paint();
  }
}
