// DragKit web host: the pointer's cursor during a mouse or pen drag (F8), on one layer over the
// viewport.
//
// Why a layer: the cursor a drop would make ('copy', 'not-allowed', …) must show wherever the
// pointer is. Forcing it on every element (`html.x * { cursor: … !important }`) makes a class
// change on <html> restyle the whole document at every lift, operation change and drop (O(n) in
// the page's elements). The layer is one element: showing it, or changing its cursor, restyles
// that element only. The engine finds destinations from the frames the bridge measured, never
// from the element under the pointer, so covering the page changes no drop; the bridge listens
// for pointer events on the window, where the layer's events arrive too. While it shows it also
// keeps the page from starting a text selection and from running hover styles under the drag.
// Wheel scrolling over it goes on to the scroller under the pointer, as it would without it.

const LINE = 16;  // pixels per line for wheel events counted in lines
const LAYER_CLASS = 'dk-cursor-layer';

/** The scrollers under `x`, `y` that can move by (`dx`, `dy`): the nearest first. O(depth). */
function scrollerUnder(x, y, dx, dy, layer) {
  const stack = document.elementsFromPoint ? document.elementsFromPoint(x, y) : [];
  const under = stack.find((element) => element !== layer && !element.closest('.dk-preview, .dk-insertion-marker'));
  for (let element = under; element && element !== document.body && element !== document.documentElement; element = element.parentElement) {
    const style = getComputedStyle(element);
    const canY = dy !== 0 && /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight
      && (dy < 0 ? element.scrollTop > 0 : element.scrollTop + element.clientHeight < element.scrollHeight - 1);
    const canX = dx !== 0 && /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth
      && (dx < 0 ? element.scrollLeft > 0 : element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    if (canY || canX) return element;
  }
  return document.scrollingElement || document.documentElement;
}

/** The layer that carries a drag's cursor (F8). One per bridge; created on first use. */
export class CursorLayer {
  constructor() {
    this.element = null;
    this.cursor = undefined;
  }

  /**
   * Shows the layer with `cursor` ('grabbing', 'copy', 'alias', 'not-allowed', 'disappearing'),
   * or takes it away when `cursor` is undefined. Writes to the DOM only when something changed.
   * O(1).
   */
  show(cursor) {
    if (cursor === this.cursor) return;
    this.cursor = cursor;
    if (cursor === undefined) {
      this.element?.remove();
      return;
    }
    if (!this.element) this.element = this.make();
    this.element.dataset.cursor = cursor;
    if (!this.element.isConnected) document.body.appendChild(this.element);
  }

  /** Takes the layer out of the page for good (the bridge's destroy()). O(1). */
  remove() {
    this.element?.remove();
    this.element = null;
    this.cursor = undefined;
  }

  /** The layer element: decoration (aria-hidden), forwarding wheel scrolling. O(1). */
  make() {
    const layer = document.createElement('div');
    layer.className = LAYER_CLASS;
    layer.setAttribute('aria-hidden', 'true');
    layer.addEventListener('wheel', (event) => {
      event.preventDefault();
      const scale = event.deltaMode === 1 ? LINE : event.deltaMode === 2 ? window.innerHeight : 1;
      const dx = event.deltaX * scale;
      const dy = event.deltaY * scale;
      scrollerUnder(event.clientX, event.clientY, dx, dy, layer).scrollBy(dx, dy);
    }, { passive: false });
    return layer;
  }
}
