// DragKit web host: the gaps (F6, A1; issue 36: the bridge in parts): the items of a drag's
// destination move apart where the drop will land, with transforms the bridge's measuring takes
// back out (`layoutRect`, dragkit-dom.js), so the engine's geometry, and so the drop, stay where
// the gap is; instant under prefers-reduced-motion. This is the gaps' lifecycle: after each
// batch of the engine's actions the frame's gap work (`updateGaps`, `applyGaps`) opens, moves
// and closes each container's gap from the drags' destination marks; a gap that closes while
// the drag goes on is parked for when it opens again; a virtual list's gap follows its window
// (`rebaseGap`); an auto-scroll step is followed at once (`noteAutoScroll`, the `autoscroll`
// plugin's, A1), the gap leading the insertion point (`rangeWhileScrolling`); a drop closes
// every gap (`closeAllGaps`). Where the items go is dragkit-gap-geometry.js's, the writes that
// move them dragkit-gap-shifts.js's; the state (the gaps, parked gaps, the lead timer, …) is the
// host's feel record (dragkit-feel-state.js). Part of the core: the plugins that use it reach
// `hasGap`, `updateGaps` and `noteAutoScroll` as `core.feel` (dragkit-bridge.js).
//
// A gap is kept as a range of shifted items, [from, to) in the container's own items: `from` is
// where the drop will land, `to` the first item well past the viewport (items beyond it can't be
// seen and are not moved until a scroll brings them near). When the insertion point or the
// scroll moves, only the items entering or leaving the range are written: O(changed) DOM writes,
// never a loop over every item of the container. The work runs once per frame, all reads
// (from a cache of the items' layout places) before all writes, so the page lays out once.

import { own } from './dragkit-feel-state.js';
import { layoutRect } from './dragkit-dom.js';
import { itemsOf, indexOfItems } from './dragkit-item-lists.js';
import { gapPosition, placeOf, gapEnd, liftedIndices, itemsBeforeWindow, isVirtualList } from './dragkit-gap-geometry.js';
import { setGapRange, setGridMove, closeGap, closeGapOf, clearReady } from './dragkit-gap-shifts.js';

/** How long after an auto-scroll step (ms) the gap moves without animation (A1, F6). */
const AUTO_SCROLL_STILL = 120;
/** How many rows past the insertion point the gap may wait while its list auto-scrolls down,
 *  and how far its far end runs ahead (``rangeWhileScrolling``). */
const GAP_LEAD = 24;

/** The drop about to settle closes its gaps at once, without the closing transition (F6). O(1). */
export function closeGapsInstantly(host) { own(host).gapsCloseInstantly = true; }

/** Whether `element` (a container) shows a gap now (F6). O(1). */
export function hasGap(host, element) { return Boolean(own(host).gaps?.has(element)); }

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
    if (mark.container.closest('[data-dk-outline]')) continue;  // a tree's gap is the `trees` plugin's (issue 37)
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
