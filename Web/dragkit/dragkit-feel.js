// DragKit web host: the platform's feel during a drag, drawn from the engine's output (F2, F5,
// F6, A1). The bridge (dragkit-bridge.js) and its parts call these with the bridge as `host`:
// - the gap: items of the destination move apart where the drop will land (F6), with
//   transforms the bridge's measuring takes back out (`layoutRect`), so the engine's geometry,
//   and so the drop, stay where the gap is; instant under prefers-reduced-motion;
// - the drag image's part (`data-dk-preview`) and its inert clone (F2); the flock and the
//   reshape (F3, F4) are the `flock` plugin's (dragkit-flock.js), which uses these;
// - the badge's symbols, drawn as SVG (F5);
// - `noteAutoScroll`: the gap follows an auto-scroll step at once (the `autoscroll` plugin's, A1).
// Its state (the gaps, parked gaps, cached item lists, the lead timer, …) is its own, one record
// per host (`own`), never fields on the host (issue 24: no module writes another's state).
// Part of the core: the plugins that use its helpers reach them as `core.feel` (dragkit-bridge.js)
// and import nothing of the core's, so the bundle's core is one file.

/** The gap's offset in `element`'s DOM rows: a virtual list's rows start at its window (the
 *  `virtual` plugin, dragkit-virtual.js), any other container's at item 0. O(virtual lists). */
function itemsBeforeWindow(host, element, copying) {
  return host.plugins.get('virtual')?.itemsBeforeWindow(element, copying) ?? 0;
}

/** Whether `element` is a virtual list's container (the `virtual` plugin's). O(virtual lists). */
function isVirtualList(host, element) {
  return host.plugins.get('virtual')?.isVirtualList(element) ?? false;
}

const SVG = 'http://www.w3.org/2000/svg';

/** host -> this module's state for it (see the header). */
const states = new WeakMap();

/** The feel's own state for `host`, made at first use. O(1). */
function own(host) {
  let state = states.get(host);
  if (!state) { state = {}; states.set(host, state); }
  return state;
}

/** The drop about to settle closes its gaps at once, without the closing transition (F6). O(1). */
export function closeGapsInstantly(host) { own(host).gapsCloseInstantly = true; }

/** Whether `element` (a container) shows a gap now (F6). O(1). */
export function hasGap(host, element) { return Boolean(own(host).gaps?.has(element)); }

/** Runs `fn` when the page is next idle, at the latest after `timeout` ms; where the browser has
 *  no `requestIdleCallback` (Safari), at the next task. O(1). */
export function whenIdle(fn, timeout) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, 0);
}

/** Whether the person asked for reduced motion. O(1). */
export function reducesMotion() {
  return Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The element's rectangle in viewport coordinates without the gap's transform: where layout put
 * it, which is what the engine must measure (F6). O(1); reads the computed transform only for an
 * element that has a gap.
 */
export function layoutRect(element) {
  const r = element.getBoundingClientRect();
  if (!element.hasAttribute('data-dk-gap')) return r;
  const transform = getComputedStyle(element).transform;
  if (!transform || transform === 'none') return r;
  const m = new DOMMatrixReadOnly(transform);
  const left = r.left - m.m41, top = r.top - m.m42;
  return { left, top, width: r.width, height: r.height, right: left + r.width, bottom: top + r.height, x: left, y: top };
}

// ------------------------------------------------------------------ the gap (F6)
//
// A gap is kept as a range of shifted items, [from, to) in the container's own items: `from` is
// where the drop will land, `to` the first item well past the viewport (items beyond it can't be
// seen and are not moved until a scroll brings them near). When the insertion point or the
// scroll moves, only the items entering or leaving the range are written: O(changed) DOM writes,
// never a loop over every item of the container. The work runs once per frame, all reads
// (from a cache of the items' layout places) before all writes, so the page lays out once.

/** How far past the viewport the gap still moves items, so a scroll shows them moved. */
const GAP_MARGIN = 400;
/**
 * Giving an element a transform where it had none makes the browser lay out its parent again
 * (all of the container's items: ~20 ms at 10k), while changing a transform it has does not.
 * So the items around the gap get a zero transform in chunks of this many, once per chunk, and
 * the gap then only changes values. */
const READY_CHUNK = 256;
const ZERO = 'translate(0px, 0px)';
/** How long after an auto-scroll step (ms) the gap moves without animation (A1, F6). */
const AUTO_SCROLL_STILL = 120;
/** How many rows past the insertion point the gap may wait while its list auto-scrolls down,
 *  and how far its far end runs ahead (``rangeWhileScrolling``). */
const GAP_LEAD = 24;
/** `data-dk-gap` of an item that moved out of sight: no transition (dragkit.css). */
const STILL = 'still';

/**
 * Whether `state`'s item `k` can be seen, in its place or shifted by the gap: inside the
 * frame's visible band (`state.band`, the container's box within the viewport, with a row's
 * margin). Reads only cached places. O(1).
 */
function seen(state, k) {
  const band = state.band;
  if (!band) return true;
  const place = placeOf(state, k);
  const top = state.reference.top + place.top;
  const left = state.reference.left + place.left;
  const reach = place.height + place.width;  // the farthest the gap moves an item
  return top + place.height + reach > band.top && top - reach < band.bottom
    && left + place.width + reach > band.left && left - reach < band.right;
}

/** The items of `container` itself (not of containers nested in it), in document order. O(n)
 *  once, then cached per container until ``forgetItems``. */
export function itemsOf(host, container) {
  const feel = own(host);
  if (!feel.itemLists) feel.itemLists = new Map();
  let items = feel.itemLists.get(container);
  if (!items) {
    // Items share a few parents: whether a parent is inside a nested container is found once
    // per parent, not once per item (10k `closest` calls after every drop: issue 11).
    const ours = new Map();
    items = [...container.querySelectorAll('[data-dk-item]')].filter((element) => {
      const parent = element.parentElement;
      if (!parent) return false;
      let mine = ours.get(parent);
      if (mine === undefined) { mine = parent.closest('[data-dk-container]') === container; ours.set(parent, mine); }
      return mine;
    });
    let shared = null;
    for (const [parent, mine] of ours) {
      if (!mine) continue;
      if (shared) { shared = null; break; }
      shared = parent;
    }
    // An element refused as a duplicate id (the bridge's `duplicates`, issue 34) is no item.
    if (host.duplicates?.size) items = items.filter((element) => !host.duplicates.has(element));
    feel.itemLists.set(container, items);
    if (shared) sharedParents.set(items, shared);
  }
  return items;
}

const sharedParents = new WeakMap();  // an itemsOf list -> the one element all its items are children of

/** The element every item of `items` (an ``itemsOf`` list) is a child of, when they share one
 *  (a plain list or grid: its items are then exactly that element's item children), else null.
 *  O(1). */
export function sharedParentOf(items) {
  return sharedParents.get(items) || null;
}

/**
 * Hands `container` the item list the bridge kept up to date through a drop's moves (its items
 * all children of `parent`), instead of a search of the container after ``forgetItems``
 * (issue 11: O(n) `querySelectorAll` and `closest` after every drop). O(1).
 */
export function adoptItems(host, container, items, parent) {
  const feel = own(host);
  if (!feel.itemLists) feel.itemLists = new Map();
  feel.itemLists.set(container, items);
  sharedParents.set(items, parent);
}

const itemIndexes = new WeakMap();  // an itemsOf list -> Map(element -> its index)

/** Each item's index in `items` (a cached ``itemsOf`` list). O(n) once per list, then O(1). */
function indexOfItems(items) {
  let at = itemIndexes.get(items);
  if (!at) {
    at = new Map(items.map((element, k) => [element, k]));
    itemIndexes.set(items, at);
  }
  return at;
}

/** The index of `element` among `container`'s own items (-1: not one of them). O(1) with the
 *  cached list. */
export function indexInItems(host, container, element) {
  const at = indexOfItems(itemsOf(host, container)).get(element);
  return at === undefined ? -1 : at;
}

/** Forgets the cached item lists (`container`'s, or all): call after the DOM's items changed.
 *  O(1). */
export function forgetItems(host, container) {
  const feel = own(host);
  if (!feel.itemLists) return;
  if (container) feel.itemLists.delete(container); else feel.itemLists.clear();
}

/**
 * Where the item after the last one would go: one column on along its row (the column step
 * taken from any two neighbours in one row), wrapping to the start of the next row at the edge
 * of `bounds` (both writing directions); in a single column, one row on. `rects` are the first
 * and last few items' (enough to see a grid's rows and columns). O(rects).
 */
function slotAfterLast(rects, bounds, horizontal) {
  const last = rects[rects.length - 1];
  const previous = rects[rects.length - 2];
  let step = null;
  for (let k = rects.length - 1; k >= 1 && step === null; k -= 1) {
    if (Math.abs(rects[k].top - rects[k - 1].top) < 1) step = rects[k].left - rects[k - 1].left;
  }
  if (step === null) {  // one item, or one column
    if (horizontal) return { left: last.left + (previous ? last.left - previous.left : last.width + 8), top: last.top };
    return { left: last.left, top: last.top + (previous ? last.top - previous.top : last.height + 8) };
  }
  const next = last.left + step;
  const lefts = rects.map((r) => r.left);
  const tops = [...new Set(rects.map((r) => Math.round(r.top)))].sort((a, b) => a - b);
  // A grid of several rows is as wide as its widest row; a single row may fill its container.
  const low = tops.length > 1 ? Math.min(...lefts) : bounds.left;
  const high = tops.length > 1 ? Math.max(...rects.map((r) => r.left + r.width)) : bounds.right;
  const strip = horizontal && tops.length === 1;  // a strip (a Dock) runs on past its end
  if (strip || (next >= low - 1 && next + last.width <= high + 1)) return { left: next, top: last.top };
  const pitch = tops.length > 1 ? tops[1] - tops[0] : last.height + 8;
  return { left: step > 0 ? Math.min(...lefts) : Math.max(...lefts), top: last.top + pitch };
}

/**
 * The index in `items` where the gap opens for the engine's insertion `index` (counted without
 * the lifted items of a move, with them for a copy); `items.length` for no gap. O(lifted).
 */
function gapPosition(host, items, index, copying) {
  let position = Math.min(index, items.length);
  if (!copying && host.liftedElements?.size) {
    const at = indexOfItems(items);
    const lifted = [];
    for (const element of host.liftedElements) {
      const k = at.get(element);
      if (k !== undefined) lifted.push(k);
    }
    lifted.sort((a, b) => a - b);
    for (const k of lifted) if (k <= position) position += 1;
    position = Math.min(position, items.length);
    // Right after a lifted item of a move, the drop lands where that item already is, and its
    // dimmed place shows it: nothing moves until the drag reaches another place.
    if (position > 0 && lifted.includes(position - 1)) position = items.length;
  }
  return position;
}

/**
 * The layout place of `state`'s item `k` (without the gap's transform) relative to the frame's
 * reference (item 0), read once per gap and then cached: items keep their layout places while
 * a gap is open (only transforms change), and relative places survive scrolling. O(1).
 */
function placeOf(state, k) {
  let place = state.places.get(k);
  if (!place) {
    const r = layoutRect(state.items[k]);
    place = { left: r.left - state.reference.left, top: r.top - state.reference.top, width: r.width, height: r.height };
    state.places.set(k, place);
  }
  return place;
}

/**
 * The end of the shifted range for a gap from `from`: the first item whose layout place is past
 * the viewport (by ``GAP_MARGIN``) along the container's axis, found by bisection over cached
 * places. A strip (data-dk-axis="horizontal") shifts every item. O(log n).
 */
function gapEnd(state, from) {
  const items = state.items;
  if (state.container.dataset.dkAxis === 'horizontal') return items.length;
  const limit = window.innerHeight + GAP_MARGIN - state.reference.top;
  let low = from;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (placeOf(state, middle).top > limit) high = middle; else low = middle + 1;
  }
  return Math.min(items.length, low + 1);
}

/** The shift of item `k` to the place of the item after it (the last one past the end), as a
 *  CSS transform; reads only cached places (and the holder's box for the last item). O(1). */
function shiftOf(state, k) {
  const here = placeOf(state, k);
  let to;
  if (k + 1 < state.items.length) {
    to = placeOf(state, k + 1);
  } else {
    const count = Math.min(48, state.items.length);
    const rects = [];
    for (let j = 0; j < count && j < state.items.length - count; j += 1) rects.push(placeOf(state, j));
    for (let j = Math.max(0, state.items.length - count); j < state.items.length; j += 1) rects.push(placeOf(state, j));
    const box = state.holder.getBoundingClientRect();
    const bounds = { left: box.left - state.reference.left, right: box.right - state.reference.left };
    to = slotAfterLast(rects, bounds, state.container.dataset.dkAxis === 'horizontal');
    state.overflow = to.top + here.height - (box.bottom - state.reference.top);
    const room = roomElement(state);
    if (room.dataset.dkGapRoom === undefined) state.basePadding = parseFloat(getComputedStyle(room).paddingBottom) || 0;
  }
  return `translate(${to.left - here.left}px, ${to.top - here.top}px)`;
}

/**
 * The first of `state`'s items before `from` whose layout place reaches into the viewport, less
 * ``GAP_MARGIN`` (the rows above a gap that can be seen, or scrolled into sight soon), found by
 * bisection over cached places; a strip (data-dk-axis="horizontal") or a grid: `from`. O(log n).
 */
function firstNear(state, from) {
  const axis = state.container.dataset.dkAxis;
  if (axis === 'horizontal' || axis === 'grid' || !(from > 0)) return from;
  const limit = -GAP_MARGIN - state.reference.top;
  let low = Math.max(0, from - READY_CHUNK);
  let high = from;
  while (low < high) {
    const middle = (low + high) >> 1;
    const place = placeOf(state, middle);
    if (place.top + place.height < limit) low = middle + 1; else high = middle;
  }
  return low;
}

/**
 * Gives the items around [from, to) a zero transform (see ``READY_CHUNK``), growing the ready
 * range a chunk at a time. O(chunk) when it grows, else O(1).
 */
function makeReady(state, from, to) {
  if (from >= to) return;
  const items = state.items;
  const first = state.readyLow === undefined;
  const low = state.readyLow ?? from;
  const high = state.readyHigh ?? from;
  if (from >= low && to <= high) return;
  // The first chunk also covers the rows above the gap that can be seen (issue 36): a gap that
  // then moves up over them (the pointer going back over the lifted item) gives them no
  // transform, which would lay out every row of the list again.
  const newLow = first ? firstNear(state, from) : from < low ? Math.max(0, from - READY_CHUNK) : low;
  let newHigh = to > high ? Math.min(items.length, to + READY_CHUNK) : high;
  if (newHigh > high && newHigh < items.length) {
    // The browser files each item that gains a transform among the layers of its siblings by
    // walking the siblings after it to the next one that has a layer: with none after, to the
    // end of the list (O(n) per item, 60 ms for 256 items at 10k). One item just past the range
    // is given its transform first, in a style update of its own, so the walks stop there.
    const stop = items[newHigh];
    if (!stop.style.transform) {
      stop.style.transform = ZERO;
      getComputedStyle(stop).opacity;  // the style update (not a layout) that gives it its layer
    }
    newHigh += 1;
  }
  for (let k = newLow; k < newHigh; k += 1) {
    if (k >= low && k < high) { k = high - 1; continue; }
    if (!items[k].style.transform) items[k].style.transform = ZERO;
  }
  state.readyLow = newLow;
  state.readyHigh = newHigh;
}

/** Takes the zero transforms of ``makeReady`` away (the gap closed) when the page is next idle,
 *  not in the frame that closes the gap: a drop's frame lays the list out for its DOM move, and
 *  hundreds of rows' styles changing in it too cost it ~10 ms (issue 24). A zero transform looks
 *  like none, and ``layoutRect`` takes it out either way. O(1) now, O(ready items) then. */
function clearReady(state) {
  const { readyLow: low, readyHigh: high, items } = state;
  if (low === undefined) return;  // nothing was made ready: nothing to schedule
  state.readyLow = state.readyHigh = undefined;
  whenIdle(() => {
    for (let k = low; k < high; k += 1) if (items[k]?.style.transform === ZERO) items[k].style.transform = '';
  }, 300);
}

/**
 * Brings `state`'s gap to the items [from, to): items leaving the range go back (animated, or
 * at once when `instant`), items entering it move. Reads (cached places) come before writes.
 * O(items entering or leaving).
 */
function setGapRange(host, state, from, to, instant, ready = from < to) {
  const feel = own(host);
  const items = state.items;
  const wasFrom = state.from;
  const wasTo = state.to;
  const entering = [];
  for (let k = from; k < to; k += 1) {
    if (k < wasFrom || k >= wasTo) entering.push([k, shiftOf(state, k)]);
  }
  // The ready range stays while the gap is open somewhere (or is parked, see applyGaps).
  for (let k = wasFrom; k < wasTo; k += 1) {
    if (k < from || k >= to) closeGapOf(host, items[k], instant || !seen(state, k), ready);
  }
  makeReady(state, from, to);
  for (const [k, transform] of entering) {
    const element = items[k];
    // An item out of sight takes its place at once: only what can be seen animates (issue 11).
    const value = instant || !seen(state, k) ? STILL : '';
    setAttributeIfChanged(element, 'data-dk-gap', value);
    element.style.transform = transform;
    feel.gapClosing?.delete(element);
    // (A virtual list's spacers already hold the rows after its window: issue 11.)
    if (k === items.length - 1 && !isVirtualList(host, state.container)) growToHold(roomElement(state), state.overflow, state.basePadding);
  }
  if (!(to >= items.length && from < items.length)) shrinkBack(roomElement(state));
  state.from = from;
  state.to = to;
}

/** The holders ``growToHold`` grew (`data-dk-gap-room` set), until ``shrinkBack``. */
const grownHolders = new Set();

/**
 * The element that makes room at the end of `state`'s container for an item the gap pushes past
 * its last row (``growToHold``): the container itself, so its own box (card, background) holds
 * the item, unless it or the items' holder scrolls, in which case the holder (the room is then
 * inside the scroll area). Read once per gap. O(1).
 */
function roomElement(state) {
  if (!state.room) {
    const { holder, container } = state;
    const scrolls = (element) => getComputedStyle(element).overflowY !== 'visible';
    state.room = holder !== container && !scrolls(holder) && !scrolls(container) ? container : holder;
  }
  return state.room;
}

/**
 * Lets `holder` (a ``roomElement``) grow by `overflow` pixels at its end, so the item the gap
 * pushes past its last row stays inside it, as a list grows when a row is inserted (F6). Only
 * the space after the last item changes: no item's layout position moves, so the engine's
 * geometry stays. A holder that does not scroll takes the same amount off its bottom margin,
 * so its outer box keeps its size: the page and everything after it keep their places and no
 * scrollbar appears (F6, F3: nothing jumps mid-drag); the room shows over the space below.
 * `base` is its own bottom padding. O(1).
 */
function growToHold(holder, overflow, base) {
  if (!(overflow > 0)) { shrinkBack(holder); return; }
  if (holder.dataset.dkGapRoom === undefined) {
    grownHolders.add(holder);
    holder.dataset.dkGapRoom = holder.style.paddingBottom || '';
    holder.dataset.dkGapBase = String(base || 0);
    if (getComputedStyle(holder).overflowY === 'visible') {
      holder.dataset.dkGapMargin = holder.style.marginBottom || '';
      holder.dataset.dkGapMarginBase = String(parseFloat(getComputedStyle(holder).marginBottom) || 0);
    }
  }
  const room = Math.ceil(overflow);
  holder.style.paddingBottom = `${Number(holder.dataset.dkGapBase) + room}px`;
  if (holder.dataset.dkGapMarginBase !== undefined) {
    holder.style.marginBottom = `${Number(holder.dataset.dkGapMarginBase) - room}px`;
  }
}

/**
 * The room (pixels) a gap added at the end of `container` with ``growToHold``, when the container
 * grew by it; 0 otherwise. The container's frame leaves this room out, so the space the gap made
 * never takes the pointer itself: a drag crossing a full grid on its way to the container below
 * would otherwise keep the grid grown (F6). A container that scrolls its items does not grow
 * (the room is inside its scroll area). O(1) (one style read, only while a gap holds room).
 */
export function gapRoomOf(container) {
  // No gap holds room anywhere (the common case): no search of the container for its holder,
  // which walks every item of a list whose container holds its items itself (issue 11).
  if (!grownHolders.size) return 0;
  const holder = container.dataset.dkGapRoom !== undefined ? container
    : container.querySelector('[data-dk-items]') || container;
  if (holder.dataset.dkGapRoom === undefined) return 0;
  if (getComputedStyle(container).overflowY !== 'visible') return 0;
  const room = (parseFloat(holder.style.paddingBottom) || 0) - (Number(holder.dataset.dkGapBase) || 0);
  return room > 0 ? room : 0;
}

/** Gives `holder` back the padding it had before ``growToHold``. O(1). */
function shrinkBack(holder) {
  grownHolders.delete(holder);
  if (holder.dataset.dkGapRoom === undefined) return;
  holder.style.paddingBottom = holder.dataset.dkGapRoom;
  if (holder.dataset.dkGapMarginBase !== undefined) holder.style.marginBottom = holder.dataset.dkGapMargin || '';
  delete holder.dataset.dkGapRoom;
  delete holder.dataset.dkGapBase;
  delete holder.dataset.dkGapMargin;
  delete holder.dataset.dkGapMarginBase;
}

/**
 * Sends one item back to its place: animated (the attribute, and so the transition, stays until
 * it is back), or at once when `instant` (attribute and transform go in the same style change,
 * so no transition runs). `ready`: keep its zero transform (the gap is still open). O(1).
 */
function closeGapOf(host, element, instant, ready) {
  const feel = own(host);
  if (!element || !element.hasAttribute('data-dk-gap')) return;
  element.style.transform = ready ? ZERO : '';
  if (instant || reducesMotion()) {
    element.removeAttribute('data-dk-gap');
    feel.gapClosing?.delete(element);
    return;
  }
  setAttributeIfChanged(element, 'data-dk-gap', '');  // animated back
  if (!feel.gapClosing) feel.gapClosing = new Set();
  feel.gapClosing.add(element);
  setTimeout(() => {
    if (!element.style.transform || element.style.transform === ZERO) element.removeAttribute('data-dk-gap');
    feel.gapClosing?.delete(element);
  }, 250);
}

/** The indices in `items` of the drag's lifted items, ascending; null when none is among them.
 *  O(lifted log lifted). */
function liftedIndices(host, items) {
  if (!host.liftedElements || !host.liftedElements.size) return null;
  const at = indexOfItems(items);
  const lifted = [];
  for (const element of host.liftedElements) {
    const k = at.get(element);
    if (k !== undefined) lifted.push(k);
  }
  return lifted.length ? lifted.sort((a, b) => a - b) : null;
}

/**
 * F6, S2 (a move within its own grid): shows the grid as the drop will leave it. The lifted
 * items' slots close, the cells between them and the engine's insertion `index` (counted
 * without them) move one place for each, and the lifted items themselves, dimmed, take the
 * cells from `index` on: the gap is where they will land and every other cell already stands
 * where the drop puts it, so nothing moves at the drop. Each item is shifted by a transform
 * (`data-dk-gap`, so ``layoutRect`` and the engine still see its layout place). `move` null
 * takes every shift back. O(cells between the lifted items and the index).
 */
function setGridMove(host, state, move, instant) {
  const feel = own(host);
  const items = state.items;
  const was = state.gridMove || new Map();
  const next = new Map();
  if (move) {
    const { lifted } = move;
    const count = lifted.length;
    const at = Math.max(0, Math.min(move.index, items.length - count));
    const low = Math.min(lifted[0], at);
    const high = Math.max(lifted[count - 1] + 1, at + count);
    let before = 0;  // lifted items before k
    for (let k = low; k < high; k += 1) {
      let target;
      if (before < count && lifted[before] === k) {
        target = at + before;
        before += 1;
      } else {
        const rest = k - before;  // its index without the lifted items
        target = rest < at ? rest : rest + count;
      }
      if (target === k) continue;
      const here = placeOf(state, k);
      const there = placeOf(state, target);
      next.set(k, `translate(${there.left - here.left}px, ${there.top - here.top}px)`);
    }
    makeReady(state, low, high);
  }
  for (const [k] of was) {
    if (!next.has(k)) closeGapOf(host, items[k], instant || !seen(state, k), Boolean(move));
  }
  for (const [k, transform] of next) {
    if (was.get(k) === transform) continue;
    const element = items[k];
    setAttributeIfChanged(element, 'data-dk-gap', instant || !seen(state, k) ? STILL : '');
    element.style.transform = transform;
    feel.gapClosing?.delete(element);
  }
  state.gridMove = next.size ? next : null;
}

/** Closes the gap of `state`; `instant` (a drop that just landed) without animation. Items
 *  still on their way back from earlier moves arrive at once too. `park`: the drag goes on, so
 *  the items keep their zero transforms for the gap to open again without a layout (see
 *  ``READY_CHUNK``). O(shifted + ready items). */
function closeGap(host, state, instant, park = false) {
  const feel = own(host);
  setGridMove(host, state, null, instant);
  setGapRange(host, state, state.items.length, state.items.length, instant, park);
  if (!park) clearReady(state);
  shrinkBack(roomElement(state));
  if (instant && feel.gapClosing) {
    for (const element of feel.gapClosing) element.removeAttribute('data-dk-gap');
    feel.gapClosing.clear();
  }
}

/**
 * Brings every container's gap in line with the drags' destination marks: called after each
 * batch of the engine's actions; the DOM work runs at the next frame (once per frame however
 * many batches came), or at once with `now`. O(1) when it only schedules.
 */
export function updateGaps(host, now = false) {
  const feel = own(host);
  if (now) {
    if (feel.gapFrame) cancelAnimationFrame(feel.gapFrame);
    feel.gapFrame = 0;
    applyGaps(host);
    return;
  }
  if (feel.gapFrame) return;
  feel.gapFrame = requestAnimationFrame(() => {
    feel.gapFrame = 0;
    // A measure is due in this frame (a scroll): the gap writes wait until it has read the
    // page, so the frame restyles once instead of the read forcing it again (issue 11).
    if (host.input.layoutFrame) { feel.gapsAfterMeasure = true; return; }
    applyGaps(host);
  });
}

/** The engine's auto-scroll moved the container `element`'s content (A1): for a moment its gap
 *  follows the insertion point without animation (``applyGaps``). O(1). */
export function noteAutoScroll(host, element) {
  const feel = own(host);
  if (!element) return;
  if (!feel.autoScrolled) feel.autoScrolled = new WeakMap();
  feel.autoScrolled.set(element, performance.now());
}

/** The bridge's frame measure has run: applies the gap work it held back (``updateGaps``).
 *  O(1) when none was held. */
export function gapsAfterMeasure(host) {
  const feel = own(host);
  if (!feel.gapsAfterMeasure) return;
  feel.gapsAfterMeasure = false;
  updateGaps(host, true);
}

/**
 * The frame's gap work: closes gaps no drag wants any more, opens or moves the others. Writes
 * only the items whose shift changes. O(marks × log n + items changed).
 */
function applyGaps(host) {
  const feel = own(host);
  if (host.destroyed) return;
  if (!feel.gaps) feel.gaps = new Map();  // container element -> gap state
  const wanted = new Map();
  for (const [pointer, mark] of host.marks) {
    if (!mark.container || mark.container.hasAttribute('data-dk-text') || !(mark.index >= 0)) continue;
    wanted.set(mark.container, { index: mark.index, copying: host.cursors.get(pointer) === 'copy' });
  }
  const instant = feel.gapsCloseInstantly;
  feel.gapsCloseInstantly = false;
  for (const [container, state] of [...feel.gaps]) {
    const items = itemsOf(host, container);
    if (wanted.has(container) && state.items === items && container.isConnected) continue;
    if (wanted.has(container) && container.isConnected && isVirtualList(host, container) && rebaseGap(host, state, items)) continue;
    feel.gaps.delete(container);
    // While a drag goes on, a gap that closes (the pointer left the container) keeps its ready
    // items for when it opens again there (issue 11: a re-entry costs no layout of every item).
    const park = host.cursors.size > 0 && state.items === items && container.isConnected;
    closeGap(host, state, instant || state.items !== items, park);
    if (park) {
      if (!feel.parkedGaps) feel.parkedGaps = new Map();
      state.key = '';
      feel.parkedGaps.set(container, state);
    }
  }
  for (const [container, { index, copying }] of wanted) {
    let state = feel.gaps.get(container);
    const parked = feel.parkedGaps?.get(container);
    if (!state && parked) {
      feel.parkedGaps.delete(container);
      if (parked.items === itemsOf(host, container)) { state = parked; feel.gaps.set(container, state); } else clearReady(parked);
    }
    if (!state) {
      const items = itemsOf(host, container);
      if (!items.length) continue;
      const holder = container.querySelector('[data-dk-items]') || container;
      state = { items, holder, container, from: items.length, to: items.length, key: '', places: new Map() };
      feel.gaps.set(container, state);
    }
    // Item 0's place now, so cached places (relative to it) hold wherever the list scrolled.
    state.reference = layoutRect(state.items[0]);
    if (state.places.has(0)) {
      const first = state.places.get(0);
      state.reference = { left: state.reference.left - first.left, top: state.reference.top - first.top };
    } else {
      state.places.set(0, { left: 0, top: 0, width: state.reference.width, height: state.reference.height });
    }
    // What of the list can be seen: the container's box, and its holder's when the holder is
    // the one that scrolls below a heading (``rangeWhileScrolling`` reads the edges).
    const box = container.getBoundingClientRect();
    const inner = state.holder === container ? box : state.holder.getBoundingClientRect();
    state.band = {
      top: Math.max(0, box.top, inner.top), bottom: Math.min(window.innerHeight, box.bottom, inner.bottom),
      left: Math.max(0, box.left, inner.left), right: Math.min(window.innerWidth, box.right, inner.right),
    };
    const key = `${index}:${copying ? 1 : 0}`;
    if (key !== state.key) {
      state.key = key;
      // A virtual list's rows start at its window, not at item 0 (issue 11).
      const inWindow = Math.max(0, index - itemsBeforeWindow(host, container, copying));
      state.position = gapPosition(host, state.items, inWindow, copying);
    }
    // F6, S2: a move within a grid closes its lifted items' slots and opens the gap at the cell
    // the drop will fill (the engine's index), so nothing else moves when it lands.
    // (A virtual grid's rows start at its window: there the lifted rows must be in it.)
    const lifted = copying || state.container.dataset.dkAxis !== 'grid' ? null : liftedIndices(host, state.items);
    if (lifted) {
      if (state.from < state.items.length) setGapRange(host, state, state.items.length, state.items.length, false, true);
      const inWindow = Math.max(0, index - itemsBeforeWindow(host, container, false));
      setGridMove(host, state, { index: inWindow, lifted }, false);
      continue;
    }
    setGridMove(host, state, null, false);
    let from = state.position;
    let to = from >= state.items.length ? from : gapEnd(state, from);
    // While the container auto-scrolls its rows already move under the pointer: the gap keeps
    // up with them at once, so no transition runs on every row that passes it (issue 11).
    const scrolling = performance.now() - (feel.autoScrolled?.get(container) ?? -Infinity) < AUTO_SCROLL_STILL;
    if (scrolling) [from, to] = rangeWhileScrolling(host, state, from, to);
    // The gap stays wanted when its range is empty (over the lifted item's own place): its rows
    // keep their zero transforms, so moving off that place and back costs no layout of every
    // row (issue 36: two layouts of the list, ~150 ms each at 100k, on every such return).
    if (from !== state.from || to !== state.to) setGapRange(host, state, from, to, scrolling, true);
  }
  if (host.cursors.size === 0) forgetParkedGaps(host);
}

/**
 * A virtual list drew its window again (it scrolled a row or more): the rows still in the DOM
 * are the same elements, at indices moved by the rows that came or went at its ends. The gap's
 * state follows them (its range, its ready rows, re-indexed), so the next ``setGapRange`` writes
 * only the rows that entered the window, instead of the gap closing on every row and opening
 * again (issue 11: every auto-scroll step of a virtual list re-wrote each row of its window).
 * Rows that left the window leave the gap at once. Returns false (close and open again) when
 * the rows kept are not in the same order. O(window).
 */
function rebaseGap(host, state, items) {
  const at = indexOfItems(state.items);
  let shift;
  for (let k = 0; k < items.length; k += 1) {
    const j = at.get(items[k]);
    if (j === undefined) continue;
    if (shift === undefined) shift = j - k;
    else if (j - k !== shift) return false;
  }
  if (shift === undefined) return false;
  const kept = new Set(items);
  for (const element of state.items) if (!kept.has(element)) closeGapOf(host, element, true, false);
  // A grid move's shifts are found again for the new window (``setGridMove``).
  if (state.gridMove) {
    for (const [k] of state.gridMove) closeGapOf(host, state.items[k], true, true);
    state.gridMove = null;
  }
  const clamp = (k) => Math.max(0, Math.min(items.length, k - shift));
  state.from = clamp(state.from);
  state.to = clamp(state.to);
  if (state.from >= state.to) state.from = state.to = items.length;
  if (state.readyLow !== undefined) {
    state.readyLow = clamp(state.readyLow);
    state.readyHigh = clamp(state.readyHigh);
    if (state.readyLow >= state.readyHigh) state.readyLow = state.readyHigh = undefined;
  }
  state.items = items;
  state.places = new Map();  // kept relative to item 0, which changed
  state.key = '';            // the window's offset changed: the gap's position is found again
  return true;
}

/**
 * The gap's range while its list auto-scrolls under a pointer held at one of its edges (A1, F6;
 * issue 11): the rows there pass the insertion point every few frames, and each write to a row
 * costs a pass over every row of a long list (style, overflow, pre-paint). So the gap's near end
 * waits up to ``GAP_LEAD`` rows from the insertion point on the side the edge hides, and its
 * ends move a lead at a time: the rows are written once per ``GAP_LEAD`` rows scrolled instead
 * of at every step.
 * - Scrolling towards the end (the pointer at the bottom edge, or a strip's trailing edge): the
 *   gap starts up to a lead past the insertion point; the rows between stay where they are,
 *   past the edge (only the row at the edge shows, unshifted), and the far end runs a lead ahead.
 * - Scrolling towards the start (the top edge, or a strip's leading edge): the insertion slot
 *   there lies mostly inside the edge (the pointer is on its upper half), so the gap's near end
 *   stays at the insertion point, where it is seen; only its far end waits, past the other edge,
 *   while the end of the viewport comes nearer (and is written once per ``GAP_LEAD`` rows), so
 *   each row scrolled writes the one row entering the gap, not a second one leaving it.
 * When the scrolling stops the gap comes back to the insertion point (``settleLead``); the marker
 * shows the insertion point all along, and the drop lands there. Anywhere else (not at an edge,
 * a grid, whose edge row holds several items, a virtual list) the range is `[from, to)` as it is.
 * O(log n).
 */
function rangeWhileScrolling(host, state, from, to) {
  const n = state.items.length;
  const axis = state.container.dataset.dkAxis;
  if (from >= n || !state.band || axis === 'grid' || isVirtualList(host, state.container)) return [from, to];
  const horizontal = axis === 'horizontal';
  const place = placeOf(state, from);
  const start = horizontal ? state.reference.left + place.left : state.reference.top + place.top;
  const size = horizontal ? place.width : place.height;
  // A strip whose items run right to left has its end at the left.
  const reversed = horizontal && from + 1 < n && placeOf(state, from + 1).left < place.left;
  const low = horizontal ? state.band.left : state.band.top;
  const high = horizontal ? state.band.right : state.band.bottom;
  const atEnd = reversed ? start <= low : start >= high - size;
  const atStart = reversed ? start >= high - 2 * size : start <= low + size;
  const open = state.from < n;
  let shown;
  let shownTo;
  if (atEnd) {
    shown = open && state.from >= from && state.from <= from + GAP_LEAD ? state.from : Math.min(n, from + GAP_LEAD);
    const end = shown >= n ? shown : gapEnd(state, shown);
    shownTo = shown === state.from && state.to >= end ? state.to : Math.min(n, end + GAP_LEAD);
  } else if (atStart) {
    shown = from;
    shownTo = open && state.to >= to ? state.to : Math.min(n, to + GAP_LEAD);
  } else {
    return [from, to];
  }
  if (shown !== from) settleLead(host);
  return [shown, shownTo];
}

/** Runs the gap work again once auto-scroll has been still for a moment, so a gap that waited
 *  ahead (``rangeWhileScrolling``) comes back to the insertion point. O(1). */
function settleLead(host) {
  const feel = own(host);
  feel.leadSettlesAt = performance.now() + AUTO_SCROLL_STILL + 30;
  if (feel.leadTimer) return;  // one timer, put off while the scrolling goes on
  const check = () => {
    const wait = feel.leadSettlesAt - performance.now();
    if (wait > 0) { feel.leadTimer = setTimeout(check, wait); return; }
    feel.leadTimer = 0;
    updateGaps(host);
  };
  feel.leadTimer = setTimeout(check, AUTO_SCROLL_STILL + 30);
}

/** Takes the zero transforms of gaps parked during a drag away (the drag ended; see
 *  ``clearReady``). O(parked gaps). */
function forgetParkedGaps(host) {
  const feel = own(host);
  if (!feel.parkedGaps) return;
  for (const state of feel.parkedGaps.values()) clearReady(state);
  feel.parkedGaps.clear();
}

/** Closes every gap at once, before a drop's image settles on the item's own place.
 *  `keepReady`: the items keep their zero transforms until the next frame's gap work (parked,
 *  see ``applyGaps``), so the drop's frame lays the list out once, for the drop, and not again
 *  for taking hundreds of transforms away (issue 11). O(shifted + ready items). */
export function closeAllGaps(host, keepReady = false) {
  const feel = own(host);
  if (feel.gapFrame) cancelAnimationFrame(feel.gapFrame);
  feel.gapFrame = 0;
  if (!keepReady) forgetParkedGaps(host);
  if (!feel.gaps) return;
  for (const [container, state] of feel.gaps) {
    const park = keepReady && container.isConnected;  // (reused only if its items are the same)
    closeGap(host, state, true, park);
    if (park) {
      if (!feel.parkedGaps) feel.parkedGaps = new Map();
      state.key = '';
      feel.parkedGaps.set(container, state);
    }
  }
  feel.gaps.clear();
  if (keepReady) updateGaps(host);  // the next frame takes the parked transforms away
}

// ------------------------------------------------------------------ the insertion marker (F2)

/**
 * F2: the insertion marker `marker` (a new one when null) at `frame` ([x, y, width, height],
 * viewport coordinates): placed by a transform, sized only when its size changed, so moving it
 * lays nothing out (issue 11). O(1).
 */
export function placeMarker(marker, frame) {
  let element = marker;
  if (!element) {
    element = document.createElement('div');
    element.className = 'dk-insertion-marker';
    element.setAttribute('aria-hidden', 'true');
    element.dkFrame = [];
  }
  const [x, y, width, height] = frame;
  const last = element.dkFrame;
  if (last[2] !== width) element.style.width = `${width}px`;
  if (last[3] !== height) element.style.height = `${height}px`;
  if (last[0] !== x || last[1] !== y) element.style.transform = `translate(${x}px, ${y}px)`;
  element.dkFrame = [x, y, width, height];
  return element;
}

// ------------------------------------------------------------------ flock and reshape (F3, F4)

/**
 * F2: the part of `item` its drag image shows, where the item names one with a
 * `[data-dk-preview]` descendant (a file row's icon and name, as Finder drags them, not its
 * Kind and Size columns): `{element, offset: [dx, dy] within the item's frame, size: [w, h]}`,
 * or null for the whole item (no such part, or one not laid out). O(size of item).
 */
export function previewPartOf(item) {
  const element = item.querySelector('[data-dk-preview]');
  if (!element) return null;
  const outer = item.getBoundingClientRect();
  const inner = element.getBoundingClientRect();
  if (!(inner.width > 0) || !(inner.height > 0)) return null;
  return { element, offset: [inner.left - outer.left, inner.top - outer.top], size: [inner.width, inner.height] };
}

/**
 * F2: where the image of an item's preview `part` is drawn in the item's `frame` (the engine's
 * frame under the pointer at `point`, client coordinates): at the part's own place when the
 * item was grabbed on it; grabbed beside it (a file row pressed in its Kind column, hundreds of
 * pixels from its name), moved along each axis just enough that the pointer is on the image,
 * `GRAB_MARGIN` inside its nearer edge, so the image never trails far from the pointer (or off
 * the window) and what was grabbed stays under it. `[dx, dy]` in the frame. O(1).
 */
export function offsetUnderPointer(part, point, frame) {
  if (!point) return part.offset;
  return [0, 1].map((axis) => {
    const grab = point[axis] - frame[axis];
    const size = part.size[axis];
    if (grab >= part.offset[axis] && grab <= part.offset[axis] + size) return part.offset[axis];
    const margin = Math.min(GRAB_MARGIN, size / 2);
    return grab < part.offset[axis] ? grab - margin : grab - size + margin;
  });
}
/** How far inside the drag image's edge the pointer stays when an item was grabbed beside
 *  its preview part (CSS px). */
const GRAB_MARGIN = 16;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable]';

/**
 * A deep copy of `element` for a drag image, with nothing focusable or announceable left in it
 * (the drag image is decoration; the announcer speaks for it; S7, P4): no ids (unique ids stay
 * unique), no tab stops, no roles, ARIA states or DragKit markup (it is never an item or a
 * container to the bridge's rescans), and natively focusable descendants taken out of the tab
 * order. The page's own `data-*` attributes and `data-dk-type` stay, for its style sheet
 * (issue 25). O(n) in the element's descendants.
 */
function inertClone(element) {
  const clone = element.cloneNode(true);
  for (const node of [clone, ...clone.querySelectorAll('*')]) {
    for (const name of [...node.getAttributeNames()]) {
      if (name === 'id' || name === 'tabindex' || name === 'role' || name === 'draggable'
        || name.startsWith('aria-') || (name.startsWith('data-dk-') && name !== 'data-dk-type')) node.removeAttribute(name);
    }
    if (node.matches(FOCUSABLE)) node.setAttribute('tabindex', '-1');
  }
  clone.classList.remove('dk-lifted', 'dk-selected');
  return clone;
}

/** A copy of an item for a drag image: no id, no focus stop, not an item. O(size of item).
 *  Once in the page, `matchLook` gives it the item's look. */
export function previewClone(element) {
  const clone = inertClone(element);
  clone.style.transform = '';
  return clone;
}

/** The properties that make an item look as it does (longhands, as computed styles name
 *  them), compared between an item and its copy; sides expand `*` to top, right, bottom, left.
 *  A list, not all ~360 properties: reading one costs about as much as the copy (issue 25). */
const sides = (names) => names.split(' ').flatMap((name) => name.includes('*') ? ['top', 'right', 'bottom', 'left'].map((side) => name.replace('*', side)) : [name]);
const LOOK = sides('color background-color background-image background-size background-position background-repeat '
  + 'border-*-width border-*-style border-*-color border-top-left-radius border-top-right-radius border-bottom-right-radius '
  + 'border-bottom-left-radius box-shadow padding-* font-family font-size font-weight font-style line-height letter-spacing '
  + 'text-align text-decoration-line text-decoration-color text-transform text-shadow text-overflow white-space display '
  + 'flex-direction flex-wrap align-items justify-content row-gap column-gap grid-template-columns grid-template-rows '
  + 'list-style-type list-style-position list-style-image overflow-x overflow-y vertical-align object-fit filter fill stroke');
/** A descendant's place and size in the item too (the root's are the image's, set by DragKit). */
const INNER = sides('margin-* width height flex-grow flex-shrink flex-basis float position top left opacity visibility box-sizing transform');
/** Past this many elements only the image's root takes the item's look (a bounded cost). */
const LOOK_LIMIT = 100;

/**
 * F2, issue 25: gives `clone` (a `previewClone` of `source`, now in the page under `<body>`) the
 * look `source` has in its list, which style rules keyed on the list (`ul li`, `.board .card`)
 * or on DragKit's markup no longer reach there: each property of LOOK (and, below the root,
 * INNER) whose computed value differs in the clone is written into the clone's inline style;
 * a list item loses its bullet. Reads every value first, then writes (one style
 * recalculation). Past LOOK_LIMIT elements only the root is matched. O(p·n) for p listed
 * properties and n ≤ LOOK_LIMIT elements. Pseudo-elements are not copied.
 */
export function matchLook(clone, source) {
  if (!clone || !source || typeof getComputedStyle !== 'function') return;
  const sources = [source, ...source.querySelectorAll('*')];
  const clones = [clone, ...clone.querySelectorAll('*')];
  const count = sources.length > LOOK_LIMIT || sources.length !== clones.length ? 1 : sources.length;
  const lifted = source.classList.contains('dk-lifted');  // a flock's card: not its lifted look
  const writes = [];
  for (let i = 0; i < count; i += 1) {
    const from = getComputedStyle(sources[i]);
    const to = getComputedStyle(clones[i]);
    const changes = [];
    for (const names of i === 0 ? [LOOK] : [LOOK, INNER]) {
      for (const name of names) {
        if (lifted && name === 'opacity') continue;
        const value = from.getPropertyValue(name);
        if (value !== to.getPropertyValue(name)) changes.push(name, value);
      }
    }
    writes.push(changes);
  }
  writes.forEach((changes, i) => {
    for (let k = 0; k < changes.length; k += 2) clones[i].style.setProperty(changes[k], changes[k + 1]);
  });
  clone.style.listStyle = 'none';  // an `li` shows no bullet
}

/**
 * The app's own drag image (the `dragImage` option, like dnd-kit's DragOverlay): what
 * `options.dragImage(itemKeys, context)` returns for a drag of `itemIds` (`context`: {pointer,
 * keyboard, element}, the bridge's), or null for DragKit's copy of the item (null, no option, a
 * throw, not an element).
 * O(1) plus the app's function.
 */
export function customImage(bridge, itemIds, context) {
  const make = bridge.options.dragImage;
  if (typeof make !== 'function' || !itemIds.length) return null;
  try {
    const image = make(itemIds.map((id) => bridge.items.key(id)), context);
    return image && image.nodeType === 1 ? image : null;
  } catch (error) {
    console.warn('DragKit: dragImage', error);
    return null;
  }
}

/** Sets the attribute `name` of `element` to `value` unless it has that value already: a write
 *  of the same value is still a mutation the page's observers read (issue 11). The virtual lists
 *  use it too (`core.feel`). O(1). */
export function setAttributeIfChanged(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

// ------------------------------------------------------------------ the badge (F5)

/** Draws the not-allowed symbol (a circle with a bar) into `badge`, as SVG. O(1). */
export function drawForbiddenSymbol(badge) {
  badge.textContent = '';
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  const circle = document.createElementNS(SVG, 'circle');
  for (const [name, value] of [['cx', 8], ['cy', 8], ['r', 6], ['fill', 'none'], ['stroke', 'currentColor'], ['stroke-width', 2]]) circle.setAttribute(name, value);
  const bar = document.createElementNS(SVG, 'line');
  for (const [name, value] of [['x1', 3.8], ['y1', 12.2], ['x2', 12.2], ['y2', 3.8], ['stroke', 'currentColor'], ['stroke-width', 2]]) bar.setAttribute(name, value);
  svg.append(circle, bar);
  badge.appendChild(svg);
}
