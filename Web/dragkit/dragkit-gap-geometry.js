// DragKit web host: the gap's geometry (F6; issue 36: the bridge in parts): where a gap
// (dragkit-gaps.js) puts its container's items, read from their layout places and never written
// (the writes are dragkit-gap-shifts.js's). The places are read once per gap and cached relative
// to item 0 (`placeOf`); from them come the gap's position for the engine's insertion index
// (`gapPosition`), the end of its shifted range past the viewport (`gapEnd`), each item's shift
// (`shiftOf`, past the last row with `slotAfterLast`) and whether an item can be seen (`seen`).
// Also here: the lifted items' indices (`liftedIndices`), the element that makes room at the
// container's end (`roomElement`, found once per gap), and where a virtual list's rows start
// (`itemsBeforeWindow`, `isVirtualList`: the `virtual` plugin's).

import { layoutRect } from './dragkit-dom.js';
import { indexOfItems } from './dragkit-item-lists.js';

/** The gap's offset in `element`'s DOM rows: a virtual list's rows start at its window (the
 *  `virtual` plugin, dragkit-virtual.js), any other container's at item 0. O(virtual lists). */
export function itemsBeforeWindow(host, element, copying) {
  return host.plugins.get('virtual')?.itemsBeforeWindow(element, copying) ?? 0;
}

/** Whether `element` is a virtual list's container (the `virtual` plugin's). O(virtual lists). */
export function isVirtualList(host, element) {
  return host.plugins.get('virtual')?.isVirtualList(element) ?? false;
}

/** How far past the viewport the gap still moves items, so a scroll shows them moved. */
export const GAP_MARGIN = 400;

/**
 * Whether `state`'s item `k` can be seen, in its place or shifted by the gap: inside the
 * frame's visible band (`state.band`, the container's box within the viewport, with a row's
 * margin). Reads only cached places. O(1).
 */
export function seen(state, k) {
  const band = state.band;
  if (!band) return true;
  const place = placeOf(state, k);
  const top = state.reference.top + place.top;
  const left = state.reference.left + place.left;
  const reach = place.height + place.width;  // the farthest the gap moves an item
  return top + place.height + reach > band.top && top - reach < band.bottom
    && left + place.width + reach > band.left && left - reach < band.right;
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
export function gapPosition(host, items, index, copying) {
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
export function placeOf(state, k) {
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
export function gapEnd(state, from) {
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
export function shiftOf(state, k) {
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
  }
  return `translate(${to.left - here.left}px, ${to.top - here.top}px)`;
}

/**
 * The element that makes room at the end of `state`'s container for an item the gap pushes past
 * its last row (``growToHold``, dragkit-gap-shifts.js): the container itself, so its own box
 * (card, background) holds the item, unless it or the items' holder scrolls, in which case the
 * holder (the room is then inside the scroll area). Read once per gap. O(1).
 */
export function roomElement(state) {
  if (!state.room) state.room = roomElementOf(state.container, state.holder);
  return state.room;
}

/** ``roomElement``'s rule for `container` whose items `holder` holds (a list's, or a tree's,
 *  dragkit-trees.js through the plugins' `feel`). Two style reads. O(1). */
export function roomElementOf(container, holder) {
  const scrolls = (element) => getComputedStyle(element).overflowY !== 'visible';
  return holder !== container && !scrolls(holder) && !scrolls(container) ? container : holder;
}

/** The indices in `items` of the drag's lifted items, ascending; null when none is among them.
 *  O(lifted log lifted). */
export function liftedIndices(host, items) {
  if (!host.liftedElements || !host.liftedElements.size) return null;
  const at = indexOfItems(items);
  const lifted = [];
  for (const element of host.liftedElements) {
    const k = at.get(element);
    if (k !== undefined) lifted.push(k);
  }
  return lifted.length ? lifted.sort((a, b) => a - b) : null;
}
