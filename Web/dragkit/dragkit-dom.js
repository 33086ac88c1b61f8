// DragKit web host: small DOM helpers the core's parts and its plugins share (issue 36: the
// bridge in parts): work put off until the page is idle (`whenIdle`), the person's reduced-motion
// setting (`reducesMotion`), an element's rectangle where layout put it, without the gap's
// transform (`layoutRect`, F6), and attribute writes that skip a value already there
// (`setAttributeIfChanged`, issue 11). They hold no state. Part of the core: the plugins that use
// them reach them as `core.feel` (dragkit-bridge.js) and import nothing of the core's, so the
// bundle's core is one file.

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

/** An item's frame as laid out (``layoutRect``): a tree row that holds the level it opens
 *  (`data-dk-tree`, the `trees` plugin's, issue 37) is as tall as the part above that level, so
 *  its frame is its row and not its row with every row inside it. O(1). */
export function itemRect(element) {
  const r = layoutRect(element);
  if (!element.hasAttribute('data-dk-tree')) return r;
  const level = element.lastElementChild;
  if (!level || level.hidden || !level.hasAttribute('data-dk-container')) return r;
  const height = Math.max(0, level.getBoundingClientRect().top - (element.getBoundingClientRect().top));
  return { left: r.left, top: r.top, width: r.width, height, right: r.right, bottom: r.top + height, x: r.left, y: r.top };
}

/** Sets the attribute `name` of `element` to `value` unless it has that value already: a write
 *  of the same value is still a mutation the page's observers read (issue 11). The virtual lists
 *  use it too (`core.feel`). O(1). */
export function setAttributeIfChanged(element, name, value) {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}
