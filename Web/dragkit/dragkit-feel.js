// DragKit web host: the platform's feel during a drag, drawn from the engine's output (F2, F3, F4,
// F5, F6, A1). The bridge (dragkit.js) calls these with itself as `host`:
// - the gap: items of the destination move apart where the drop will land (F6), with
//   transforms the bridge's measuring takes back out (`layoutRect`), so the engine's geometry,
//   and so the drop, stay where the gap is; instant under prefers-reduced-motion;
// - the flock: the other items of a group drag stacked under the pointer, spreading to their
//   places at the drop (F4); the reshape of the drag image over a destination (F3);
// - the badge's symbols, drawn as SVG (F5);
// - the page's own scroller, driven by the engine's auto-scroll like any scroll view (A1).

import { itemsBeforeWindow } from './dragkit-virtual.js';
import { inertClone } from './dragkit-access.js';

const SVG = 'http://www.w3.org/2000/svg';
const PAGE_SCROLLER = 'dk-page-scroller';

/** Whether the person asked for reduced motion. O(1). */
export function reducesMotion() {
  return Boolean(window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
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

/** The items of `container` itself (not of containers nested in it), in document order. O(n). */
function ownItems(container) {
  return [...container.querySelectorAll('[data-dk-item]')]
    .filter((element) => element.parentElement && element.parentElement.closest('[data-dk-container]') === container);
}

/**
 * Where the item after the last one would go: one column on along its row (the column step
 * taken from any two neighbours in one row), wrapping to the start of the next row at the edge
 * of `bounds` (both writing directions); in a single column, one row on. O(n).
 */
function slotAfterLast(rects, bounds, horizontal) {
  const last = rects[rects.length - 1];
  const previous = rects[rects.length - 2];
  let step = null;
  for (let k = 1; k < rects.length && step === null; k += 1) {
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
 * Opens the gap in `container` before its `index`th item, counting items as the engine counts
 * the insertion index (without the lifted items of a move, with them for a copy): every item
 * from there on moves to the next item's place, the last one past the end. O(n).
 */
function openGap(host, container, gapIndex, copying) {
  const items = ownItems(container);
  const index = gapIndex - itemsBeforeWindow(host, container, copying);  // a virtual list's rows (issue 11)
  let position = items.length;
  let counted = 0;
  for (let k = 0; k < items.length; k += 1) {
    if (!copying && items[k].classList.contains('dk-lifted')) continue;
    if (counted === index) { position = k; break; }
    counted += 1;
  }
  // Right after a lifted item of a move, the drop lands where that item already is, and its
  // dimmed place shows it: nothing moves until the drag reaches another place.
  if (!copying && position > 0 && items[position - 1].classList.contains('dk-lifted')) position = items.length;
  const rects = items.map((element) => layoutRect(element));
  const holder = container.querySelector('[data-dk-items]') || container;
  const bounds = holder.getBoundingClientRect();
  const horizontal = container.dataset.dkAxis === 'horizontal';
  for (let k = 0; k < items.length; k += 1) {
    const element = items[k];
    if (k < position) { closeGapOf(element); continue; }
    const to = k + 1 < rects.length ? rects[k + 1] : slotAfterLast(rects, bounds, horizontal);
    element.setAttribute('data-dk-gap', '');
    element.style.transform = `translate(${to.left - rects[k].left}px, ${to.top - rects[k].top}px)`;
    if (k === items.length - 1) growToHold(holder, to.top + rects[k].height - bounds.bottom);
  }
  if (position >= items.length) shrinkBack(holder);
}

/**
 * Lets `holder` grow by `overflow` pixels at its end, so the item the gap pushes past its last
 * row stays inside the container, as a list grows when a row is inserted (F6). Only the space
 * after the last item changes: no item's layout position moves, so the engine's geometry stays.
 * O(1).
 */
function growToHold(holder, overflow) {
  if (!(overflow > 0)) { shrinkBack(holder); return; }
  if (holder.dataset.dkGapRoom === undefined) {
    holder.dataset.dkGapRoom = holder.style.paddingBottom || '';
    holder.dataset.dkGapBase = String(parseFloat(getComputedStyle(holder).paddingBottom) || 0);
  }
  holder.style.paddingBottom = `${Math.ceil(Number(holder.dataset.dkGapBase) + overflow)}px`;
}

/** Gives `holder` back the padding it had before ``growToHold``. O(1). */
function shrinkBack(holder) {
  if (holder.dataset.dkGapRoom === undefined) return;
  holder.style.paddingBottom = holder.dataset.dkGapRoom;
  delete holder.dataset.dkGapRoom;
  delete holder.dataset.dkGapBase;
}

function closeGapOf(element) {
  if (!element.hasAttribute('data-dk-gap')) return;
  element.style.transform = '';
  // Keep the attribute (and so the transition) until the item is back in place.
  const done = () => { if (!element.style.transform) element.removeAttribute('data-dk-gap'); };
  if (reducesMotion() || document.documentElement.classList.contains('dk-gap-instant')) done();
  else setTimeout(done, 250);
}

/** Closes the gap in `container`; `instant` (a drop that just landed) without animation. O(n). */
function closeGap(container, instant) {
  const html = document.documentElement;
  if (instant) html.classList.add('dk-gap-instant');
  for (const element of ownItems(container)) closeGapOf(element);
  shrinkBack(container.querySelector('[data-dk-items]') || container);
  if (instant) {
    void html.offsetWidth;  // apply the transforms' removal before transitions come back
    html.classList.remove('dk-gap-instant');
  }
}

/**
 * Brings every container's gap in line with the drags' destination marks: called after each
 * batch of the engine's actions. Touches the DOM only where a mark's container or index
 * changed. O(marks + items of changed containers).
 */
export function updateGaps(host) {
  if (!host.gaps) host.gaps = new Map();  // container element -> "index:copying"
  const wanted = new Map();
  for (const [pointer, mark] of host.marks) {
    if (!mark.container || mark.container.hasAttribute('data-dk-text') || !(mark.index >= 0)) continue;
    wanted.set(mark.container, `${mark.index}:${host.cursors.get(pointer) === 'copy' ? 1 : 0}`);
  }
  const instant = host.gapsCloseInstantly;
  host.gapsCloseInstantly = false;
  for (const container of [...host.gaps.keys()]) {
    if (wanted.has(container)) continue;
    host.gaps.delete(container);
    closeGap(container, instant);
  }
  for (const [container, key] of wanted) {
    if (host.gaps.get(container) === key) continue;
    host.gaps.set(container, key);
    const [index, copying] = key.split(':').map(Number);
    openGap(host, container, index, copying === 1);
  }
}

/** Closes every gap at once, before a drop's image settles on the item's own place. O(n). */
export function closeAllGaps(host) {
  if (!host.gaps) return;
  for (const container of host.gaps.keys()) closeGap(container, true);
  host.gaps.clear();
}

// ------------------------------------------------------------------ flock and reshape (F3, F4)

/** A copy of an item for a drag image: no id, no focus stop, not an item. O(size of item). */
export function previewClone(element) {
  const clone = inertClone(element);
  clone.style.transform = '';
  return clone;
}

/**
 * F4: stacks the drag's other items under its image, at the engine's frames (`fs`, the first
 * being the image's own), each flying in from where its item is unless motion is reduced.
 * Up to four cards show behind the image; the count badge says how many there are. O(k).
 */
export function flockPreview(host, action) {
  const preview = host.previews.get(action.p);
  if (!preview || !action.fs || !action.fs.length) return;
  for (const card of preview.flock || []) card.remove();
  preview.flock = [];
  preview.flockItems = action.items;
  const [x0, y0] = action.fs[0];
  const animate = !reducesMotion();
  const shown = Math.min(action.items.length, 5);
  for (let k = 1; k < shown; k += 1) {
    const [x, y, width, height] = action.fs[k];
    const element = host.itemElements.get(action.items[k]);
    const card = document.createElement('div');
    card.className = 'dk-flock-card';
    card.setAttribute('aria-hidden', 'true');  // still hidden once it leaves the image to spread
    if (element) { card.appendChild(previewClone(element)); card.dataset.dkFlockOf = element.dataset.dkItem; }
    // A slight turn, alternating, so the stack reads as a stack of separate items.
    const turn = k % 2 === 1 ? -2.5 : 2.5;
    const place = `translate(${x - x0}px, ${y - y0}px) rotate(${turn}deg)`;
    Object.assign(card.style, { width: `${width}px`, height: `${height}px`, transform: place });
    preview.element.insertBefore(card, preview.element.firstChild);
    preview.flock.push(card);
    if (animate && element && card.animate) {
      const from = layoutRect(element);
      const at = preview.frame || action.fs[0];
      card.animate([
        { transform: `translate(${from.left - at[0]}px, ${from.top - at[1]}px)` },
        { transform: place },
      ], { duration: 220, easing: 'cubic-bezier(.2,.8,.2,1)' });
    }
  }
}

/**
 * F4: at a drop, the stacked cards leave the image and spread to their items' new places (the
 * first settles with the image itself). `settled` are the dropped items (or their copies), in
 * the drag's order. O(k).
 */
export function spreadFlock(preview, host, settled) {
  const cards = preview.flock || [];
  preview.flock = [];
  if (!cards.length) return;
  const animate = !reducesMotion();
  cards.forEach((card, n) => {
    const k = n + 1;  // card n shows the drag's item k
    const target = host.itemElements.get(settled[k]) || host.itemElements.get((preview.flockItems || [])[k]);
    const from = card.getBoundingClientRect();
    card.remove();
    if (!animate || !target || !target.isConnected) return;
    const to = layoutRect(target);
    card.classList.add('dk-flock-spread');
    Object.assign(card.style, { left: '0px', top: '0px', transform: `translate(${from.left}px, ${from.top}px)` });
    document.body.appendChild(card);
    const animation = card.animate([
      { transform: `translate(${from.left}px, ${from.top}px)`, opacity: 1 },
      { transform: `translate(${to.left}px, ${to.top}px)`, opacity: 0.4 },
    ], { duration: 220, easing: 'cubic-bezier(.2,.8,.2,1)', fill: 'forwards' });
    animation.onfinish = () => card.remove();
    setTimeout(() => card.remove(), 500);
  });
}

/**
 * F3: shows the drag image at the size a drop would produce (`w` × `h`), its content scaled to
 * fit; back to its own size when `w` is null. O(1).
 */
export function reshapePreview(host, action) {
  const preview = host.previews.get(action.p);
  if (!preview) return;
  const element = preview.element;
  const content = [...element.children].find((child) => !child.classList.contains('dk-flock-card') && !child.classList.contains('dk-badge'));
  if (!preview.ownSize) preview.ownSize = [preview.frame[2], preview.frame[3]];
  const [width, height] = preview.ownSize;
  if (action.w === null || action.w === undefined || !(width > 0) || !(height > 0)) {
    Object.assign(element.style, { width: `${width}px`, height: `${height}px` });
    if (content) content.style.transform = '';
    element.removeAttribute('data-dk-reshaped');
    return;
  }
  Object.assign(element.style, { width: `${action.w}px`, height: `${action.h}px` });
  if (content) Object.assign(content.style, { transformOrigin: '0 0', transform: `scale(${action.w / width}, ${action.h / height})` });
  element.setAttribute('data-dk-reshaped', '');
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

// ------------------------------------------------------------------ the page's scroller (A1)

/**
 * Reports the page's own scroller (the document's scrolling element) to the engine as a scroll
 * view whose visible frame is the viewport, registering it the first time (and after an engine
 * restart), so a drag held at the screen's edge scrolls the page. `w` is the engine's exports.
 * O(1).
 */
export function measurePageScroller(host, w) {
  if (!w.dk_add_scroll_view) return;
  const id = host.containers.intern(PAGE_SCROLLER);
  if (host.pageScrollerEngine !== w) {
    host.pageScrollerEngine = w;
    host.scrollers.delete(id);
    w.dk_add_scroll_view(id, 0);
  }
  const element = document.scrollingElement || document.documentElement;
  const height = element.clientHeight;
  w.dk_container_frame(id, 0, 0, element.clientWidth, height);
  const length = element.scrollHeight;
  const offset = element.scrollTop;
  const previous = host.scrollers.get(id);
  if (length <= height) {
    if (previous) { host.scrollers.delete(id); w.dk_scroll_metrics(id, -1, 0); }
    return;
  }
  if (previous && previous.length === length && previous.offset === offset) return;
  host.scrollers.set(id, { element, length, offset });
  w.dk_scroll_metrics(id, length, offset);
}

/** Whether `id` is the page's scroller (not a container of the page). O(1). */
export function isPageScroller(host, id) {
  return host.containers.key(id) === PAGE_SCROLLER;
}
