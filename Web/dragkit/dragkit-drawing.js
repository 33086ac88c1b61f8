// DragKit's drawing (issue 36: the bridge in parts): what the engine's actions draw on the page
// while drags go on. The drag images (begun, moved, badged, landed), the insertion markers and
// the containers' highlights, the items' selected and lifted marks, the drag's cursor, and the
// scroll that reveals a keyboard drag's drop point. It owns the drag images' last frames (a
// drop's `transfer.frame`), the container the keyboard drag is over, and the cursor shown; the
// images, markers and cursors themselves are the core's maps (`previews`, `marks`, `cursors`),
// which the plugins read. Internal: the Bridge (dragkit-bridge.js) owns one as `drawing`, and its
// router (dragkit-router.js) calls it for the actions it routes here.

import { closeGapsInstantly, closeAllGaps } from './dragkit-gaps.js';
import { placeMarker, previewPartOf, offsetUnderPointer, previewClone, matchLook, customImage, drawForbiddenSymbol } from './dragkit-preview.js';
import { KEYBOARD } from './dragkit-input.js';

/** What the engine's actions draw. `core`: the Bridge, whose id maps, elements, drawn state
 *  (`previews`, `marks`, `cursors`, `selections`, `liftedElements`), input and plugins it uses;
 *  `cursorLayer`: the drag cursor's layer (dragkit-optional.js). */
export class Drawing {
  #cursorLayer; #imageFrames; #keyboardOver; #shownCursor;

  constructor(core, cursorLayer) {
    this.core = core;
    this.#cursorLayer = cursorLayer;
    this.#imageFrames = new Map();  // engine pointer id -> its drag image's last frame [x, y, w, h] (`transfer.frame`)
    this.#keyboardOver = undefined;  // engine container id the keyboard drag last marked
  }

  /** The last frame [x, y, width, height] where `pointer`'s drag image was drawn, if any. O(1). */
  imageFrame(pointer) { return this.#imageFrames.get(pointer); }

  /** Forgets `pointer`'s drag image frame (its release is over and no image remains). O(1). */
  forgetImageFrame(pointer) { this.#imageFrames.delete(pointer); }

  /** Shows a drag image a plugin made (`preview`: {element, badge, frame}) for `pointer`. O(1). */
  addPreview(pointer, preview) {
    document.body.appendChild(preview.element);
    this.core.previews.set(pointer, preview);
    this.movePreview(pointer, preview.frame);
  }

  /** Scrolls the nearest scrolling ancestor of a container (or the page) so that `frame`, a
   *  keyboard drag's insertion marker in client coordinates, is in view with a margin (S7). */
  revealDropPoint(containerId, frame) {
    const [x, y, width, height] = frame;
    const margin = 24;
    const delta = (low, high, min, max) =>
      low < min + margin ? low - min - margin : (high > max - margin ? high - max + margin : 0);
    const element = this.scrollingAncestor(this.core.containerElements.get(containerId));
    const r = element ? element.getBoundingClientRect() : { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    (element || window).scrollBy(delta(x, x + width, r.left, r.right), delta(y, y + height, r.top, r.bottom));
  }

  /** The nearest element from `element` up (below the body) that scrolls its content (overflow
   *  auto or scroll, and more content than room), or null: the page scrolls. O(depth). */
  scrollingAncestor(element) {
    for (; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (/(auto|scroll)/.test(style.overflowY + style.overflowX)
        && (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth)) return element;
    }
    return null;
  }

  /** Draws the drag image of `pointer`'s drag of the items `itemIds` at the engine's `frame`:
   *  a copy of the first item (or of its `[data-dk-preview]` part, or the app's own image) and
   *  its badge. O(size of the item's markup). */
  beginPreview(pointer, itemIds, frame) {
    const core = this.core;
    const preview = document.createElement('div');
    preview.className = 'dk-preview';
    preview.setAttribute('aria-hidden', 'true');
    preview.inert = true;  // decoration: nothing in it can take focus (S7, P4)
    const first = core.itemElements.get(itemIds[0]);
    // F2: the image shows the item's `[data-dk-preview]` part where it names one (a file row's
    // icon and name), at that part's place under the pointer; else the whole item.
    const part = first ? previewPartOf(first) : null;
    const source = part ? part.element : first;
    const custom = customImage(core, itemIds, { pointer, keyboard: pointer === KEYBOARD, element: first ?? null });  // the app's own image (issue 25)
    if (custom) preview.dataset.dkCustomImage = '';
    const image = custom || (first ? previewClone(source) : null);  // inert: no id, focus stop, ARIA or selection mark
    if (image) preview.appendChild(image);
    const size = part ? part.size : [frame[2], frame[3]];
    const offset = part ? offsetUnderPointer(part, core.input.lastPoint(pointer), frame) : [0, 0];
    Object.assign(preview.style, { width: `${size[0]}px`, height: `${size[1]}px` });
    const badge = document.createElement('span');
    badge.className = 'dk-badge';
    badge.hidden = true;
    preview.appendChild(badge);
    document.body.appendChild(preview);
    if (image && !custom) matchLook(image, source);  // the item's look, lost under <body> (issue 25)
    core.previews.set(pointer, { element: preview, badge, frame, offset, size });
    // The point it shrinks around over a folder row (data-dk-into): where it was grabbed.
    const point = core.input.lastPoint(pointer);
    if (point) preview.style.transformOrigin = `${point[0] - frame[0] - offset[0]}px ${point[1] - frame[1] - offset[1]}px`;
    this.movePreview(pointer, frame);
  }

  /** Places the drag image at the engine's `frame` (the item's frame under the pointer), moved
   *  by the offset of the part it shows. O(1). */
  movePreview(pointer, frame) {
    const preview = this.core.previews.get(pointer);
    if (!preview) return;
    preview.frame = frame;
    const [dx, dy] = preview.offset || [0, 0];
    // Where the image is drawn: an item's preview part (`data-dk-preview`) keeps its offset.
    const [w, h] = preview.size || [frame[2], frame[3]];
    this.#imageFrames.set(pointer, [frame[0] + dx, frame[1] + dy, w, h]);
    // The scale is 1 but over an item it drops into (dragkit.css, `data-dk-into`): after the
    // translation, so it shrinks the image around its transform-origin, the grabbed point.
    preview.element.style.transform = `translate3d(${frame[0] + dx}px, ${frame[1] + dy}px, 0) scale(var(--dk-into-scale, 1))`;
  }

  /** Ends a drag image (the engine's `end` action): it settles on the dropped items, flies
   *  back, fades, or goes (delivered to another app); focus follows a keyboard drop. O(1) plus
   *  the plugins' `previewEnded` and `settling`. */
  endPreview(action) {
    const core = this.core;
    const preview = core.previews.get(action.p);
    if (!preview) return;
    core.previews.delete(action.p);
    if (core.router.releasing !== action.p) this.#imageFrames.delete(action.p);  // a drop's commit may still read it
    core.plugins.each('previewEnded', action.p, action.how);
    core.input.dragEnded(action.p);  // its release's click is swallowed
    // After a keyboard drop, focus follows the dropped item (or its copy) so the next key acts on
    // it; after a drop into a text view, that view; after a text drop that made an item (a
    // clipping, P1), the item the engine selected there.
    if (action.p === KEYBOARD && action.how === 'settle') {
      const over = this.#keyboardOver;
      const selected = over === undefined ? undefined : (core.selections.get(over) || [])[0];
      const dropped = core.itemElements.get(action.items[0])
        || (core.isTextView(over) ? core.containerElements.get(over) : core.itemElements.get(selected));
      dropped?.focus?.({ preventScroll: true });
    }
    if (action.p === KEYBOARD) this.#keyboardOver = undefined;
    const element = preview.element;
    if (action.how === 'delivered') { element.remove(); return; }  // dropped on another app, which drew it (S2)
    const [dx, dy] = preview.offset || [0, 0];
    const from = [preview.frame[0] + dx, preview.frame[1] + dy];
    let to = null;
    if (action.how === 'settle') {
      closeAllGaps(core, true);  // the items are in their new places: no gap to close around them
      closeGapsInstantly(core);
      core.plugins.each('settling', preview, action.p, action.items);  // F4: the flock spreads
      const landing = () => {
        const target = core.itemElements.get(action.items[0]);
        if (!target) return null;
        const part = preview.offset ? previewPartOf(target) : null;  // the image lands on the part it shows
        const r = part ? part.element.getBoundingClientRect() : target.getBoundingClientRect();
        return [r.left, r.top];
      };
      // Controlled mode (issue 25): the page draws the items in their new places in `commit` (this
      // task's microtasks): the image lands where its render put them, at the next frame.
      if (core.controlled) { core.controlled.afterRender(() => this.#landPreview(element, action.how, from, landing())); return; }
      to = landing();
    } else if (action.how === 'flyBack') {
      to = [action.f[0] + dx, action.f[1] + dy];
    }
    this.#landPreview(element, action.how, from, to);
  }

  /** Animates a drag image that ended (`how`) from `from` to `to` (or, without `to`, where it
   *  is, fading), then removes it. O(1). */
  #landPreview(element, how, from, to) {
    let keyframes;
    if (to) {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0)`, opacity: 0.9 },
        { transform: `translate3d(${to[0]}px, ${to[1]}px, 0)`, opacity: how === 'settle' ? 0.4 : 0.8 },
      ];
    } else {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1)`, opacity: 0.9 },
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1.35)`, opacity: 0 },
      ];
    }
    element.classList.add(`dk-preview-${how}`);
    const duration = how === 'flyBack' ? 300 : 200;
    if (element.animate) {
      const animation = element.animate(keyframes, { duration, easing: 'cubic-bezier(.2,.8,.2,1)', fill: 'forwards' });
      animation.onfinish = () => element.remove();
      this.core.later(() => element.remove(), duration + 200);
    } else {
      element.remove();
    }
  }

  /** Marks exactly `itemIds` as selected among the container's items (A5): unmarks the items
   *  marked now (a class lookup in the browser) and marks the chosen ones. O(marked + chosen)
   *  writes, no loop over every item in script (issue 11). */
  showSelection(containerId, itemIds, previous = []) {
    const core = this.core;
    const container = core.containerElements.get(containerId);
    if (!container) return;
    const chosen = new Set();
    for (const id of itemIds) {
      const element = core.itemElements.get(id);
      if (element && container.contains(element)) chosen.add(element);
    }
    // Its own items only: a tree's level nested in it keeps its own selection (issue 37).
    for (const element of container.querySelectorAll('[data-dk-item].dk-selected')) {
      const id = core.items.toInt.get(element.dataset.dkItem);
      if (chosen.has(element) || core.itemElements.get(id) !== element) continue;
      if (element.parentElement?.closest('[data-dk-container]') === container) element.classList.remove('dk-selected');
    }
    // The container's items selected before that have left it since (an undo moved them back
    // where they came from): unmarked, unless the container they are in now selects them
    // (issue 34: they stayed marked where no selection holds them). O(previous).
    for (const id of previous) {
      const element = core.itemElements.get(id);
      if (!element || chosen.has(element) || container.contains(element)) continue;
      const home = element.parentElement?.closest('[data-dk-container]');
      const held = home ? core.selections.get(core.containers.toInt.get(home.dataset.dkContainer)) : null;
      if (!held?.includes(id)) element.classList.remove('dk-selected');
    }
    for (const element of chosen) element.classList.add('dk-selected');
  }

  /** Marks the items `itemIds` lifted (`dk-lifted`) or not; the gap (F6) reads them as the
   *  core's `liftedElements`. O(items). */
  setLifted(itemIds, lifted) {
    const core = this.core;
    if (!core.liftedElements) core.liftedElements = new Set();  // read by the gap (F6)
    for (const id of itemIds) {
      const element = core.itemElements.get(id);
      if (!element) continue;
      element.classList.toggle('dk-lifted', lifted);
      if (lifted) core.liftedElements.add(element); else core.liftedElements.delete(element);
    }
  }

  /** `element` (a virtual list's row drawn or taken out) counts as lifted or not for the gap (F6). O(1). */
  noteLifted(element, lifted) {
    if (lifted) this.core.liftedElements?.add(element); else this.core.liftedElements?.delete(element);
  }

  /**
   * F2: shows where a drop would land: the insertion marker (one element per drag, kept and
   * moved while the drag goes on: a move writes its transform, and its size only when that
   * changed, so no element is inserted or laid out again per move; issue 11), or, for a drop
   * into an item that stands for a container (a folder row), that item's cue. O(drags).
   */
  markDestination(action) {
    const core = this.core;
    const previous = core.marks.get(action.p);
    // A virtual tree's level has no element: its tree's stands for it (issue 37).
    const container = action.c === null || action.c === undefined ? null
      : core.containerElements.get(action.c) || core.plugins.get('virtual')?.elementOf(action.c) || null;
    // A drop *into* an item that stands for a container (a folder row): the row is the cue.
    const into = container && action.into !== undefined ? core.itemElements.get(action.into) || null : null;
    const marker = previous?.marker || null;
    if (previous) {
      if (previous.into && previous.into !== into) previous.into.classList.remove('dk-drop-into');
      core.marks.delete(action.p);
      if (previous.container !== container) this.#paintMarks(previous.container);
    }
    if (!container) { marker?.remove(); core.previews.get(action.p)?.element.removeAttribute('data-dk-into'); return; }
    if (action.p === KEYBOARD) this.#keyboardOver = action.c;
    const shown = placeMarker(marker, action.f);
    if (into) { shown.remove(); into.classList.add('dk-drop-into'); } else if (!shown.isConnected) document.body.appendChild(shown);
    // F2, F6: over an item it drops into (a folder row), the image draws smaller around the
    // pointer (dragkit.css), so the row it would cover stays in sight.
    const image = core.previews.get(action.p)?.element;
    if (image && image.hasAttribute('data-dk-into') !== !!into) image.toggleAttribute('data-dk-into', !!into);
    core.marks.set(action.p, { container, marker: shown, into, highlight: Boolean(action.hl) && !into, index: action.i });
    this.#paintMarks(container);
  }

  /** A container's destination cues are those of all the drags over it (S9, F6): one drag
   *  moving on must not clear the highlight another drag still shows there. `data-dk-over`
   *  names the insertion index of the latest drag over it. Writes only what changed. */
  #paintMarks(container) {
    if (!container) return;
    const over = [...this.core.marks.values()].filter((mark) => mark.container === container);
    container.classList.toggle('dk-highlight', over.some((mark) => mark.highlight));
    const index = over.length ? String(over[over.length - 1].index) : null;
    if (container.getAttribute('data-dk-over') === index) return;
    if (index === null) container.removeAttribute('data-dk-over'); else container.setAttribute('data-dk-over', index);
  }

  /**
   * F8: shows the cursor of the latest drag (`cursor`: 'grabbing', 'copy', 'alias',
   * 'not-allowed', 'disappearing'; 'auto' when the drag of `pointer` ends). A mouse or pen drag
   * shows it on one layer over the viewport (dragkit-cursor.js); the classes on <html> are
   * markers that no style rule reads, so nothing in the document is restyled. Text views lose
   * their own selection while a drag runs (S6). O(drags + text views), only when the drag's
   * state changes.
   */
  setCursor(pointer, cursor) {
    const core = this.core;
    if (cursor === 'auto') core.cursors.delete(pointer); else core.cursors.set(pointer, cursor);
    const html = document.documentElement;
    const shown = [...core.cursors.values()].pop();
    const dragging = core.cursors.size > 0;
    if (this.#shownCursor !== shown) {
      if (this.#shownCursor) html.classList.remove(`dk-cursor-${this.#shownCursor}`);
      if (shown) html.classList.add(`dk-cursor-${shown}`);
      this.#shownCursor = shown;
    }
    if (html.classList.contains('dk-dragging') !== dragging) {
      html.classList.toggle('dk-dragging', dragging);
      core.plugins.each('dragging', dragging);  // text views lose their own selection (S6)
    }
    this.showCursorLayer();
    core.plugins.each('cursor', pointer, cursor);  // P3: the new-window cue (the `windows` plugin)
  }

  /** The layer carries the cursor of the latest pointer drag that has one to show; not while
   *  a mouse press may still become the browser's own drag (the browser looks for the item to
   *  drag under the press, where the layer would be; dragkit-native.js). O(drags). */
  showCursorLayer() {
    const core = this.core;
    let layerCursor;
    for (const [id, name] of core.cursors) {
      if (core.input.kindOf(id) === 'hover' && !core.plugins.any('awaitsDragStart', id)) layerCursor = name;
    }
    this.#cursorLayer.show(layerCursor);
  }

  /** Shows `count` and `symbol` ('copy', 'forbidden', …) on `pointer`'s drag image, or hides
   *  the badge when `count` is null. O(1). */
  setBadge(pointer, count, symbol) {
    const preview = this.core.previews.get(pointer);
    if (!preview) return;
    const badge = preview.badge;
    if (count === null || count === undefined) { badge.hidden = true; return; }
    badge.hidden = false;
    badge.dataset.symbol = symbol;
    badge.textContent = symbol === 'copy' ? (count > 1 ? `+${count}` : '+') : String(count);
    if (symbol === 'forbidden') drawForbiddenSymbol(badge);  // F5: drawn, not a glyph fonts lack
    badge.setAttribute('data-count', String(count));
  }

  /** Draws `pointer`'s drag image with its top-left corner at viewport (x, y) until the engine
   *  places it again (see the public `placeDragImage`); false without such an image. O(1). */
  placeDragImage(pointer, x, y) {
    const preview = this.core.previews.get(pointer);
    if (!preview || !Number.isFinite(x) || !Number.isFinite(y)) return false;
    const [dx, dy] = preview.offset || [0, 0];
    this.movePreview(pointer, [x - dx, y - dy, preview.frame[2], preview.frame[3]]);
    return true;
  }

  /** Takes away every drag image, marker, highlight, cursor and lifted mark (an engine restart,
   *  destroy()). O(what is drawn). */
  clear() {
    const core = this.core;
    for (const { element } of core.previews.values()) element.remove();
    core.previews.clear();
    for (const { container, marker } of core.marks.values()) {
      container?.classList.remove('dk-highlight');
      container?.removeAttribute('data-dk-over');
      marker?.remove();
    }
    core.marks.clear();
    core.cursors.clear();
    this.setCursor(-1, 'auto');
    for (const element of core.root.querySelectorAll('.dk-lifted')) element.classList.remove('dk-lifted');
    core.liftedElements?.clear();
  }
}
