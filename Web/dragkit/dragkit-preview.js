// DragKit web host: what a drag shows besides its items (F2, F5; issue 36: the bridge in parts),
// the pieces the drawing (dragkit-drawing.js) draws with: the insertion marker (`placeMarker`);
// the drag image's part (`data-dk-preview`), its place under the pointer, its inert copy with
// the item's look (issue 25) or the app's own image (the `dragImage` option); the badge's
// symbols, drawn as SVG (F5). The flock and the reshape (F3, F4) are the `flock` plugin's
// (dragkit-flock.js), which uses these too: it reaches them as `core.feel` (dragkit-bridge.js)
// and imports nothing of the core's, so the bundle's core is one file. They hold no state.

const SVG = 'http://www.w3.org/2000/svg';

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

// ------------------------------------------------------------------ the drag image (F2)

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
