// DragKit web host: the gap's writes (F6; issue 36: the bridge in parts): the transforms that
// move a gap's items (dragkit-gaps.js) apart where the drop will land, and back. The items around
// the gap get a zero transform a chunk at a time (`makeReady`; taken away when the page is idle,
// `clearReady`), so the gap then changes values without a layout of the list. A range of items
// is shifted (`setGapRange`: only the items entering or leaving it are written), a move within
// a grid shows the grid as the drop will leave it (`setGridMove`, S2), items go back animated or
// at once (`closeGapOf`, `closeGap`; at once under prefers-reduced-motion), and the container
// grows to hold an item pushed past its last row (`growToHold`, `shrinkBack`, `gapRoomOf`).
// Where the items go is dragkit-gap-geometry.js's; the state (the items on their way back) is
// the host's feel record (dragkit-feel-state.js).

import { own } from './dragkit-feel-state.js';
import { whenIdle, reducesMotion, setAttributeIfChanged } from './dragkit-dom.js';
import { GAP_MARGIN, seen, placeOf, shiftOf, roomElement, roomElementOf, isVirtualList } from './dragkit-gap-geometry.js';

/**
 * Giving an element a transform where it had none makes the browser lay out its parent again
 * (all of the container's items: ~20 ms at 10k), while changing a transform it has does not.
 * So the items around the gap get a zero transform in chunks of this many, once per chunk, and
 * the gap then only changes values. */
const READY_CHUNK = 256;
const ZERO = 'translate(0px, 0px)';
/** `data-dk-gap` of an item that moved out of sight: no transition (dragkit.css). */
const STILL = 'still';

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
export function clearReady(state) {
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
export function setGapRange(host, state, from, to, instant, ready = from < to) {
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
    if (k === items.length - 1 && !isVirtualList(host, state.container)) growToHold(roomElement(state), state.overflow);
  }
  if (!(to >= items.length && from < items.length)) shrinkBack(roomElement(state));
  state.from = from;
  state.to = to;
}

/** The holders ``growToHold`` grew (`data-dk-gap-room` set), until ``shrinkBack``. */
const grownHolders = new Set();

/**
 * Lets `holder` (a ``roomElement``) grow by `overflow` pixels at its end, so the item the gap
 * pushes past its last row stays inside it, as a list grows when a row is inserted (F6). Only
 * the space after the last item changes: no item's layout position moves, so the engine's
 * geometry stays. A holder that does not scroll takes the same amount off its bottom margin,
 * so its outer box keeps its size: the page and everything after it keep their places and no
 * scrollbar appears (F6, F3: nothing jumps mid-drag); the room shows over the space below.
 * When it first grows it reads its own bottom padding and margin (one style read, before its
 * first write). O(1).
 */
function growToHold(holder, overflow) {
  if (!(overflow > 0)) { shrinkBack(holder); return; }
  if (holder.dataset.dkGapRoom === undefined) {
    const style = getComputedStyle(holder);
    grownHolders.add(holder);
    holder.dataset.dkGapRoom = holder.style.paddingBottom || '';
    holder.dataset.dkGapBase = String(parseFloat(style.paddingBottom) || 0);
    if (style.overflowY === 'visible') {
      holder.dataset.dkGapMargin = holder.style.marginBottom || '';
      holder.dataset.dkGapMarginBase = String(parseFloat(style.marginBottom) || 0);
    }
  }
  const room = Math.ceil(overflow);
  holder.style.paddingBottom = `${Number(holder.dataset.dkGapBase) + room}px`;
  if (holder.dataset.dkGapMarginBase !== undefined) {
    holder.style.marginBottom = `${Number(holder.dataset.dkGapMarginBase) - room}px`;
  }
}

/**
 * ``growToHold`` for a gap a plugin draws (a tree's rows, dragkit-trees.js): grows the element
 * ``roomElementOf(container, holder)`` chooses, as a list's gap does; `overflow` ≤ 0 gives the
 * room back. Returns that element (what ``shrinkBack`` takes). O(1).
 */
export function holdOverflow(container, holder, overflow) {
  const room = roomElementOf(container, holder);
  growToHold(room, overflow);
  return room;
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
export function shrinkBack(holder) {
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
export function closeGapOf(host, element, instant, ready) {
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

/**
 * F6, S2 (a move within its own grid): shows the grid as the drop will leave it. The lifted
 * items' slots close, the cells between them and the engine's insertion `index` (counted
 * without them) move one place for each, and the lifted items themselves, dimmed, take the
 * cells from `index` on: the gap is where they will land and every other cell already stands
 * where the drop puts it, so nothing moves at the drop. Each item is shifted by a transform
 * (`data-dk-gap`, so ``layoutRect`` and the engine still see its layout place). `move` null
 * takes every shift back. O(cells between the lifted items and the index).
 */
export function setGridMove(host, state, move, instant) {
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
export function closeGap(host, state, instant, park = false) {
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
