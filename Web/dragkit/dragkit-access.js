// DragKit web host, plugin `access` (issue 24): what makes containers and items usable without a
// pointer and clean for assistive technology (S7, P4; WCAG 2.2). Each container's items are one
// listbox (`role="listbox"`, items `role="option"` with `aria-selected` following
// `.dk-selected`), or, when its items hold controls (a field, a button: an option's children are
// presentational, so they would be hidden from assistive technology), a list (`role="list"`,
// items `role="listitem"`, issue 25), one tab stop per container (roving tabindex: arrows, Home and End move focus
// between its items). The plugin owns its state (the tab stops, the holders), its listeners
// (keydown and focusin on the root) and its MutationObserver; the core reaches it only through
// the plugin interface (dragkit-plugins.js). In the core's file (dragkit-plugins.js's BUILT_IN:
// a page with one list loads one file) and made with the engine by default; a page that names
// its plugins (`plugins: [...]`) leaves it out by leaving out 'access' (API.md "Plugins").
// Keyboard text selection in text views is the `text` plugin's (dragkit-text-caret.js); the drag
// image's inert copy is the core's (dragkit-preview.js's `previewClone`). Space or Enter on a
// focused item starts a keyboard drag in the kit, with or without this plugin.
//
// Costs (issue 11): a container's items are listed once, when it first appears; after that a
// focus moves the tab stop with two attribute writes, and the page's changes (a drop, rows it
// adds or removes, a selection) write only the items they touched: O(changed), not O(items).

/** Sets the attribute `name` of `element` to `value` unless it has that value already: a write
 *  of the same value is still a mutation the page's observers read (issue 11). O(1). (The
 *  plugin imports nothing of the core's: the core stays one file of the bundle.) */
function setAttributeIfChanged(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** The controls an item may hold (a field, a button, or a container of items of its own: a
 *  board's column holding its cards, issue 37): an option can't hold them (ARIA: its children
 *  are presentational), so a container whose items hold any is a list (issue 25). */
const CONTROLS = 'input,textarea,select,button,a[href],[contenteditable]:not([contenteditable="false"]),[data-dk-container]';

/** Whether any of `items` holds a control. O(their descendants). */
function holdControls(items) {
  return items.some((item) => item.querySelector(CONTROLS) !== null);
}

/** Gives `holder`, the element that holds `container`'s items, the listbox role, or the list
 *  role when its items hold controls (`plain`). O(1). */
function markListbox(holder, container, plain) {
  setAttributeIfChanged(holder, 'role', plain ? 'list' : 'listbox');
  if (plain) {
    holder.removeAttribute('aria-multiselectable');
    holder.removeAttribute('aria-orientation');
    return;
  }
  setAttributeIfChanged(holder, 'aria-multiselectable', 'true');
  if (container.dataset.dkAxis === 'horizontal') setAttributeIfChanged(holder, 'aria-orientation', 'horizontal');
}

/** Gives `item` the option role, its selection state (`dk-selected`) and its tabindex (0 for
 *  its container's tab stop); in a list (`plain`) the listitem role and no selection state
 *  (a listitem has none: the page's `.dk-selected` style shows it). O(1). */
function markOption(item, isStop, plain) {
  setAttributeIfChanged(item, 'role', plain ? 'listitem' : 'option');
  if (plain) item.removeAttribute('aria-selected');
  else setAttributeIfChanged(item, 'aria-selected', item.classList.contains('dk-selected') ? 'true' : 'false');
  setAttributeIfChanged(item, 'tabindex', isStop ? '0' : '-1');
}

const NAVIGATION_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The `access` plugin of one `DragKit`: its listbox semantics, from `listen` (the core's start,
 *  or the plugin's arrival) to `destroy`. O(items) once, then O(changed) per page change. */
export class Accessibility {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'access';
    this.containers = null;
  }

  /** Gives the root's containers their semantics and keeps them up to date until `signal` aborts. */
  listen(signal) {
    // Shift+arrows extend the selection to where focus moved (issue 25: the core's gestures).
    const extend = (from, to) => this.kit.gestures?.extendTo(from, to);
    this.containers ??= new AccessibleContainers(this.kit.page.root, () => this.kit.drags.previews.size > 0, signal, extend);
  }

  /** Stops observing the root. */
  destroy() { this.containers?.destroy(); }
}

/** The element of `container` that holds its items: its `[data-dk-items]` (not a nested
 *  container's) or the container itself. O(its descendants): a search of every item when the
 *  container holds them itself; ``AccessibleContainers.holderOf`` remembers it. */
function findHolder(container) {
  for (const holder of container.querySelectorAll('[data-dk-items]')) {
    if (holder.closest('[data-dk-container]') === container) return holder;
  }
  return container;
}

/** The items of `container` itself, in document order (not those of nested containers). */
function itemsOf(container) {
  return [...container.querySelectorAll('[data-dk-item]')]
    .filter((item) => item.parentElement?.closest('[data-dk-container]') === container);
}

/** The container `item` belongs to itself (not a container nested inside it), or null. O(depth). */
function ownContainerOf(item) {
  return item.parentElement ? item.parentElement.closest('[data-dk-container]') : null;
}

/** The items in a node a mutation added: the node itself if it is one, else those inside it.
 *  O(the node's descendants). */
function itemsIn(node) {
  if (node.nodeType !== 1) return [];
  if (node.matches('[data-dk-item]')) return [node];
  return node.firstElementChild ? [...node.querySelectorAll('[data-dk-item]')] : [];
}

export class AccessibleContainers {
  #holders; #staleAll;  // its own state (#private)

  /**
   * @param {Element} root  the element whose containers take part (the bridge's root).
   * @param {() => boolean} dragging  whether a drag is in progress (keys then belong to it).
   * @param {AbortSignal} [signal]  removes the listeners when aborted (with `destroy()`).
   * @param {(from: Element, to: Element) => void} [extend]  Shift+arrow moved focus from one item
   *   to another: extends the selection.
   */
  constructor(root, dragging, signal, extend) {
    this.root = root;
    this.dragging = dragging;
    this.extend = extend;
    this.current = new Map();  // container key -> the item key that is its tab stop
    this.queued = false;
    this.stops = new Map();    // container element -> the item given tabindex 0 there (roving tab stop)
    this.added = new Map();    // container element -> Set of items the page's changes added to it
    this.#holders = new WeakMap();  // container element -> its holder (``holderOf``)
    this.plain = new WeakMap();    // container element -> true when its items hold controls (a list)
    root.addEventListener('keydown', (event) => this.#onKeyDown(event), { signal });
    root.addEventListener('focusin', (event) => this.onFocusIn(event), { signal });
    this.stale = new Set();    // containers whose semantics must be brought up to date
    this.#staleAll = false;
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    this.refresh();
  }

  /**
   * Notes what the page's changes touched: the items added to a container (given their roles and
   * states alone), the containers whose tab stop may have to move (items added, removed or
   * reordered; an item's selection, `dk-selected`, no longer matching its `aria-selected`, which
   * is written at once); everything when a container itself came. The drag's own changes (a
   * preview, a marker or the cursor layer added to the body, `dk-lifted`, a gap) mark nothing.
   * O(records + the items they add), never O(the container's items) (issue 11: a drop in a list
   * of 10k items wrote nothing but the moved item's attributes).
   */
  onMutations(records) {
    for (const record of records) {
      if (record.type === 'attributes') {
        const item = record.target;
        if (!item.hasAttribute || !item.hasAttribute('data-dk-item')) continue;
        const selected = item.classList.contains('dk-selected') ? 'true' : 'false';
        if (item.getAttribute('aria-selected') === selected) continue;
        const container = ownContainerOf(item);
        if (container && this.stops.has(container) && !this.plain.get(container)) setAttributeIfChanged(item, 'aria-selected', selected);
        if (container) this.stale.add(container);
        continue;
      }
      const touchesContainers = (nodes) => [...nodes].some((node) => node.nodeType === 1
        && (node.matches('[data-dk-container]') || node.querySelector('[data-dk-container]')));
      if (touchesContainers(record.addedNodes)) { this.#staleAll = true; continue; }
      if ([...record.addedNodes].some((node) => node.nodeType === 1 && !node.matches('[data-dk-item]')
        && (node.matches('[data-dk-items]') || node.querySelector('[data-dk-items]')))) this.#holders = new WeakMap();
      const target = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const container = target?.closest('[data-dk-container]');
      if (!container) continue;
      this.stale.add(container);
      for (const node of record.addedNodes) {
        for (const item of itemsIn(node)) {
          const own = ownContainerOf(item);
          if (!own) continue;
          if (!this.added.has(own)) this.added.set(own, new Set());
          this.added.get(own).add(item);
          this.stale.add(own);
        }
      }
    }
    if (this.#staleAll || this.stale.size) this.#schedule();
  }

  /** Stops observing the root (the listeners go with the constructor's signal). */
  destroy() {
    this.observer.disconnect();
    this.destroyed = true;
  }

  #schedule() {
    if (this.queued || this.destroyed) return;
    this.queued = true;
    queueMicrotask(() => {
      this.queued = false;
      if (this.#staleAll) { this.refresh(); return; }
      const stale = [...this.stale];
      const added = this.added;
      this.stale.clear();
      this.added = new Map();
      for (const container of stale) {
        if (!container.isConnected) continue;
        if (this.stops.has(container)) this.#updateContainer(container, added.get(container));
        else this.#refreshContainer(container);
      }
    });
  }

  /** Gives every container its listbox semantics and exactly one tab stop. O(items). */
  refresh() {
    this.#staleAll = false;
    this.stale.clear();
    this.added.clear();
    this.stops.clear();
    this.#holders = new WeakMap();
    for (const container of this.root.querySelectorAll('[data-dk-container]')) this.#refreshContainer(container);
  }

  /** Gives `container` its listbox semantics and exactly one tab stop; writes only attributes
   *  whose value changes. O(its items). */
  #refreshContainer(container) {
    if (!this.#managed(container)) return;
    const holder = this.holderOf(container);
    const items = itemsOf(container);
    const plain = holdControls(items);
    this.plain.set(container, plain);
    if (holder !== container || items.length) markListbox(holder, container, plain);
    const key = container.dataset.dkContainer;
    const focused = items.find((item) => item === document.activeElement);
    let stop = focused || items.find((item) => item.dataset.dkItem === this.current.get(key))
      || items.find((item) => item.classList.contains('dk-selected')) || items[0];
    if (stop?.classList.contains('dk-preview')) stop = items[0];
    for (const item of items) markOption(item, item === stop, plain);
    this.stops.set(container, stop || null);
  }

  /** ``findHolder``, remembered while the holder stays in the container (a holder the page
   *  adds later is seen in ``onMutations``). O(1) after the first. */
  holderOf(container) {
    const known = this.#holders.get(container);
    if (known && (known === container || (known.isConnected && container.contains(known)))) return known;
    const holder = findHolder(container);
    this.#holders.set(container, holder);
    return holder;
  }

  /** Whether `container`'s items take the listbox semantics: not a text view's, not those of a
   *  container that neither gives nor takes items (a sidebar whose rows only stand for folders,
   *  data-dk-opens: it keeps the page's own controls and semantics), not a hidden holder's. O(1)
   *  besides finding its holder. */
  #managed(container) {
    if (container.hasAttribute('data-dk-text')) return false;
    if (container.closest('[data-dk-outline]')) return false;  // a tree's: the `trees` plugin's (issue 37)
    if (container.dataset.dkDrop === 'false' && container.dataset.dkDrag === 'false') return false;
    return this.holderOf(container).getAttribute('aria-hidden') !== 'true';
  }

  /**
   * The item that should be `container`'s tab stop, by ``refreshContainer``'s rule (the focused
   * item, else the one focused there last, else the first selected, else the first; never a
   * preview), found without listing the items: `null` when it has none, `undefined` when that
   * cannot be told cheaply (a nested container's item comes first). O(depth) for the focused or
   * the remembered item; one `querySelector` otherwise.
   */
  #stopOf(container) {
    const own = (item) => (item && ownContainerOf(item) === container ? item : undefined);
    const first = (selector) => {
      const found = container.querySelector(selector);
      return found ? own(found) : null;
    };
    const active = document.activeElement;
    let stop = active?.matches?.('[data-dk-item]') ? own(active) : undefined;
    if (!stop) {
      const wanted = this.current.get(container.dataset.dkContainer);
      const tracked = this.stops.get(container);
      if (wanted !== undefined) {
        stop = tracked && tracked.isConnected && tracked.dataset.dkItem === wanted ? own(tracked)
          : own(container.querySelector(`[data-dk-item="${CSS.escape(wanted)}"]`));
      }
      if (!stop) {
        stop = first('[data-dk-item].dk-selected');
        if (stop === null) stop = first('[data-dk-item]');
        if (!stop) return stop;
      }
    }
    if (stop.classList.contains('dk-preview')) return first('[data-dk-item]');
    return stop;
  }

  /**
   * Brings `container` up to date after the page's changes without listing its items: the items
   * `added` get their role, selection state and tabindex; the tab stop moves if it must (the old
   * one to -1, the new one to 0). Falls back to ``refreshContainer`` where the rule can't be
   * applied cheaply. O(added + depth).
   */
  #updateContainer(container, added) {
    if (!this.#managed(container)) { this.stops.delete(container); this.#refreshContainer(container); return; }
    const stop = this.#stopOf(container);
    if (stop === undefined) { this.#refreshContainer(container); return; }
    // An added item that holds a control makes the container a list: listed again, once.
    if (!this.plain.get(container) && added && holdControls([...added])) { this.#refreshContainer(container); return; }
    const plain = this.plain.get(container) === true;
    const holder = this.holderOf(container);
    if (stop) markListbox(holder, container, plain);
    for (const item of added || []) {
      if (item.isConnected && ownContainerOf(item) === container) markOption(item, item === stop, plain);
    }
    this.#moveStop(container, stop);
  }

  /** Makes `stop` the one item of `container` with tabindex 0: the one before goes to -1. O(depth). */
  #moveStop(container, stop) {
    const previous = this.stops.get(container);
    if (previous && previous !== stop && previous.isConnected && ownContainerOf(previous) === container) {
      setAttributeIfChanged(previous, 'tabindex', '-1');
    }
    if (stop) markOption(stop, true, this.plain.get(container) === true);
    this.stops.set(container, stop || null);
  }

  onFocusIn(event) {
    const item = event.target.closest?.('[data-dk-item]');
    const container = item?.parentElement?.closest('[data-dk-container]');
    if (container) {
      this.current.set(container.dataset.dkContainer, item.dataset.dkItem);
      // The focused item becomes the tab stop: two attributes written, the items not listed
      // (issue 11: a press in a list of 10k items listed them all).
      if (this.stops.has(container)) this.#updateContainer(container);
      else this.#refreshContainer(container);
    }
  }

  #onKeyDown(event) {
    if (!NAVIGATION_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || this.dragging()) return;
    const target = event.target;
    if (target.matches?.('[data-dk-text]')) return;  // the text plugin's caret
    if (target.closest?.('[data-dk-outline]')) return;  // a tree's keys are the `trees` plugin's (issue 37)
    if ((event.shiftKey && !this.extend) || !target.matches?.('[data-dk-item]')) return;
    const container = target.parentElement?.closest('[data-dk-container]');
    if (!container) return;
    const next = this.#neighbour(itemsOf(container), target, event.key);
    event.preventDefault();
    if (next && next !== target) {
      next.focus();
      next.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (event.shiftKey) this.extend(target, next);
    }
  }

  /**
   * The item focus moves to from `item` for `key`. Left/Up go to the previous item, Right/Down to
   * the next, Home/End to the ends; in a wrapped grid (items on several rows and columns)
   * Up/Down go to the nearest item on the row above or below. O(n).
   */
  #neighbour(items, item, key) {
    const at = items.indexOf(item);
    if (key === 'Home') return items[0];
    if (key === 'End') return items[items.length - 1];
    const rtl = getComputedStyle(item).direction === 'rtl';
    const forward = key === 'ArrowDown' || key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    if (key === 'ArrowUp' || key === 'ArrowDown') {
      const r = item.getBoundingClientRect();
      const rows = items.map((other) => other.getBoundingClientRect());
      const sameRow = rows.filter((o) => Math.abs(o.top - r.top) < r.height / 2).length;
      if (sameRow > 1 && sameRow < items.length) {
        const candidates = items.map((other, i) => [other, rows[i]])
          .filter(([, o]) => (key === 'ArrowDown' ? o.top >= r.bottom - r.height / 2 : o.bottom <= r.top + r.height / 2));
        if (!candidates.length) return item;
        const rowTop = key === 'ArrowDown' ? Math.min(...candidates.map(([, o]) => o.top)) : Math.max(...candidates.map(([, o]) => o.top));
        const row = candidates.filter(([, o]) => Math.abs(o.top - rowTop) < r.height / 2);
        const centre = r.left + r.width / 2;
        row.sort((a, b) => Math.abs(a[1].left + a[1].width / 2 - centre) - Math.abs(b[1].left + b[1].width / 2 - centre));
        return row[0][0];
      }
    }
    return items[Math.max(0, Math.min(items.length - 1, at + (forward ? 1 : -1)))];
  }
}
