// DragKit web host, the `virtual` plugin's rows (issue 11: 100k rows, a few dozen nodes; F6,
// S7, P4): the DOM windowing of one virtual list. Only the rows near the visible area are in the
// DOM, the window plus an overscan, between two spacers (the item holder's padding before the
// window, its fixed height after it; or two spacer elements when the container holds the rows
// itself); a grid's window is whole rows of cells. It draws the rows with the app's `render`,
// keeps the rows of dragged items that leave the window (they come back), gives each row its
// place in the whole list for assistive technology, and brings focus back to a row that left
// with it. The list (dragkit-virtual-list.js) owns one as its rows and keeps the order of ids
// and the engine's side; the rows read those through `list` (its fields are private).

import { forgetFrames } from './dragkit-virtual-engine.js';

/**
 * The scroll offset of a scroller `view` pixels tall, now at `current`, that brings a row
 * `extent` pixels tall starting at `top` into view: `block` 'start' puts it at the top,
 * 'center' in the middle, 'nearest' scrolls only as far as needed. Never negative. O(1).
 * Shared by virtual lists and virtual trees.
 */
export function scrollTopFor(current, view, top, extent, block) {
  let target = current;
  if (block === 'start') target = top;
  else if (block === 'center') target = top - (view - extent) / 2;
  else if (top < current) target = top;
  else if (top + extent > current + view) target = top + extent - view;
  return Math.max(0, target);
}

/** Two empty spacer elements for `holder` (`li` in a list, else `div`), hidden from assistive
 *  technology, that stand for the rows before and after a window (a virtual tree's too). O(1). */
export function spacers(holder) {
  const tag = /^(UL|OL)$/.test(holder.tagName) ? 'li' : 'div';
  return [0, 1].map(() => {
    const spacer = document.createElement(tag);
    spacer.setAttribute('aria-hidden', 'true');
    spacer.setAttribute('role', 'presentation');
    spacer.dataset.dkSpacer = '';
    Object.assign(spacer.style, { display: 'block', height: '0px', margin: '0', padding: '0', border: '0', listStyle: 'none' });
    return spacer;
  });
}

/** The rendered rows of one virtual list. Built by the list in its constructor; each method is
 *  O(window) at most, as noted. */
export class VirtualRows {
  #kit;
  #element;
  #options;
  #list;                  // what the rows read of their list (the constructor's `list`)
  #refocus = null;        // the row that had focus when it left the DOM, rendered again
  #kept = new Map();      // key -> the row of a dragged item that left the window (it comes back)
  #lead = null;           // the spacer elements, when the container holds the rows itself
  #trail = null;

  /**
   * Makes the container's element hold a window of rows: finds the rows' parent (`holder`),
   * adds the spacers or sizes the grid, and takes out rows the page rendered before.
   * @param {object} kit the plugins' context (dragkit-plugin-context.js).
   * @param {Element} element the list's container element.
   * @param {object} options the list's options (`render`, `type`, `rowExtent`, `overscan`, `columns`).
   * @param {{order: () => string[], engineIds: () => Map, container: () => number, lifted: () => Set,
   *   described: () => (object|null), describe: () => void}} list what the rows read of their
   *   list: its item keys in order, their engine ids, its engine container id, the keys its drags
   *   carry, the geometry the engine was told (null: measured rows), and that description again.
   */
  constructor(kit, element, options, list) {
    this.#kit = kit;
    this.#element = element;
    this.#options = options;
    this.#list = list;
    // What the list reads and changes too (its steps, its registration, its public API).
    this.holder = null;         // the element that holds the rendered rows
    this.rendered = new Map();  // item key -> element in the DOM
    this.focusKey = null;       // the item whose row had focus when it left the DOM
    this.start = 0;             // the first and one-past-last index of the rows in the DOM
    this.end = 0;
    this.drawn = new WeakSet();  // the rows `render` drew (an adopted element is not one)
    this.adopted = new Map();    // key -> the element of an item that came from elsewhere (its row)
    this.padding = null;         // the holder's own padding (px), around the spacers
    this.columns = 1;            // 1: a list; more: a grid of that many columns, read row after row

    // The rows' parent: the container's [data-dk-items], else the container itself (a <ul> that
    // scrolls). Its own padding stays; the spacers are added to it.
    this.holder = element.querySelector('[data-dk-items]') || element;
    const style = getComputedStyle(this.holder);
    this.padding = {
      top: parseFloat(style.paddingTop) || 0, bottom: parseFloat(style.paddingBottom) || 0,
      left: parseFloat(style.paddingLeft) || 0, right: parseFloat(style.paddingRight) || 0,
    };
    if (this.holder !== element) {
      Object.assign(this.holder.style, { boxSizing: 'border-box', overflow: 'visible' });
    } else {
      // The container holds the rows itself: two spacer elements stand for the rows before
      // and after the window.
      [this.#lead, this.#trail] = spacers(element);
    }
    // A grid (F6): cells of one size in `columns` columns, in reading order.
    this.columns = Math.max(1, Math.floor(options.columns || 1));
    if (this.columns > 1) {
      element.dataset.dkAxis = 'grid';
      Object.assign(this.holder.style, {
        display: 'grid', gridTemplateColumns: `repeat(${this.columns}, minmax(0, 1fr))`,
        gridAutoRows: `${options.rowExtent}px`, alignContent: 'start',
      });
    }
    // Rows the page rendered before (a server-rendered first screen) give way to the list's.
    for (const row of [...this.holder.querySelectorAll('[data-dk-item]')]) row.remove();
    if (this.#lead) this.holder.append(this.#lead, this.#trail);
  }

  /** The app's row for the item `key` at `index`, marked as DragKit's item. O(1) + render. */
  draw(index, key) {
    const adopted = this.adopted.get(key);
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
    this.drawn.add(row);
    return row;
  }

  /**
   * Brings the DOM in line with the scroll position: rows that left the window go (their
   * frames are reported off-screen), rows that entered it are rendered by the app, in list
   * order between the spacers. `force` re-places every row (the order changed); `describe`
   * false leaves the engine's described geometry to the next measure (a scroll). O(window).
   */
  render(force = false, describe = true) {
    const kit = this.#kit;
    const list = this.#list;
    const order = list.order();
    const engineIds = list.engineIds();
    const extent = this.#options.rowExtent;
    const count = order.length;
    const element = this.#element;
    // Whole rows of cells: the window starts and ends at a row's edge.
    const columns = this.columns;
    const overscan = this.#options.overscan ?? (columns > 1 ? 3 : 8);  // rows beyond each edge
    const rows = Math.ceil(count / columns);
    const first = Math.floor(element.scrollTop / extent);
    const visible = Math.ceil(element.clientHeight / extent) + 1;
    const startRow = Math.max(0, first - overscan);
    const start = startRow * columns;
    const end = Math.min(count, (first + visible + overscan) * columns);
    if (!force && start === this.start && end === this.end) return;
    this.start = start;
    this.end = end;
    const lifted = list.lifted();
    if (!lifted.size) this.#kept.clear();
    const wanted = new Set(order.slice(start, end));
    const gone = [];
    for (const [itemKey, row] of this.rendered) {
      if (wanted.has(itemKey)) continue;
      if (row.contains(document.activeElement)) this.focusKey = itemKey;
      // A dragged row keeps its element (and what the page holds of it) until it comes back.
      if (lifted.has(itemKey)) this.#kept.set(itemKey, row);
      row.remove();
      kit.drawing.noteLifted(row, false);
      this.rendered.delete(itemKey);
      const id = engineIds.get(itemKey);
      kit.ids.hideItemElement(id, row);
      if (id !== undefined) gone.push(id);
    }
    if (gone.length && !list.described()) forgetFrames(kit, gone);
    const selected = new Set(kit.drags.selections.get(list.container()) || []);
    const holder = this.holder;
    let cursor = this.#lead ? this.#lead.nextElementSibling : holder.firstElementChild;
    for (let index = start; index < end; index += 1) {
      const itemKey = order[index];
      let row = this.rendered.get(itemKey);
      const id = engineIds.get(itemKey);
      if (!row) {
        row = this.draw(index, itemKey);
        row.classList.toggle('dk-selected', selected.has(id));
        if (lifted.has(itemKey)) {
          row.classList.add('dk-lifted');
          kit.drawing.noteLifted(row, true);  // the gap counts it as the engine does (F6)
        }
        this.rendered.set(itemKey, row);
        kit.ids.showItemElement(id, row);
      } else if (kit.ids.itemElements.get(id) !== row) {
        kit.ids.showItemElement(id, row);
      }
      if (itemKey === this.focusKey) this.#refocus = row;
      // Position within the whole list, for assistive technology (P4).
      kit.feel.setAttributeIfChanged(row, 'aria-setsize', String(count));
      kit.feel.setAttributeIfChanged(row, 'aria-posinset', String(index + 1));
      if (cursor === row) cursor = row.nextElementSibling;
      else holder.insertBefore(row, cursor);
    }
    // Focus that left with a row (a keyboard drag went far away) comes back with it (S7).
    const refocus = this.#refocus;
    this.#refocus = null;
    if (refocus && (!document.activeElement || document.activeElement === document.body)) {
      if (!refocus.hasAttribute('tabindex')) refocus.setAttribute('tabindex', '-1');  // the roving tab stop follows
      refocus.focus({ preventScroll: true });
      this.focusKey = null;
    }
    // The spacers: before the window, the holder's top padding; after it, its fixed height (or,
    // when the container holds the rows itself, its bottom padding).
    const padding = this.padding;
    if (this.#lead) {
      this.#lead.style.height = `${startRow * extent}px`;
      this.#trail.style.height = `${(rows - Math.ceil(end / columns)) * extent}px`;
      if (columns > 1) for (const spacer of [this.#lead, this.#trail]) spacer.style.gridColumn = '1 / -1';
    } else {
      holder.style.paddingTop = `${padding.top + startRow * extent}px`;
      holder.style.height = `${padding.top + rows * extent + padding.bottom}px`;
    }
    if (describe || !list.described()) list.describe();
    // The bridge reads this container's rows again (at once: a keyboard drag's reveal measures
    // before the page's mutation records arrive), and the gap (F6) follows the new window.
    kit.ids.forgetItemList?.(element);
    kit.geometry?.markStale(list.container());
    if (kit.feel.hasGap(element)) kit.feel.updateGaps();
  }
}
