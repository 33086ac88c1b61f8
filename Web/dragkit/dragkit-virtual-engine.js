// DragKit web host, the `virtual` plugin's engine adapter (issue 11: 100k rows, a few dozen
// nodes): everything the engine must hear of a virtual list goes through these functions, so a
// faster engine export is one change here. The items are registered in batches (`addItems`,
// O(n) in all), their geometry is described rather than measured (`uniformGeometry`: rows of
// one extent from a corner), a scroll is the one number it is (`scrollOffset`), and where the
// engine cannot take described geometry, the rows that leave the DOM are reported off-screen.
// Functions only: the lists (dragkit-virtual-list.js) and their rows (dragkit-virtual-rows.js)
// call them with the plugins' context (dragkit-plugin-context.js).

const OFFSCREEN = -1e7;

/** Items per batch registration call: bounds the scratch buffers (about 1 MB of labels). */
const BATCH = 16384;

/**
 * Registers `keys` (the app's item ids, in list order) as the items of the engine container
 * `container`, with their labels and one type: one call (the channel's `addItems`) per `BATCH`
 * items. Returns the engine ids, in order. O(n).
 */
export function registerItems(kit, container, keys, labelOf, type) {
  const ids = new Array(keys.length);
  for (let index = 0; index < keys.length; index += 1) ids[index] = kit.ids.items.intern(keys[index]);
  const label = (index) => String(labelOf(index, keys[index])).slice(0, 200);
  kit.engine.call(() => {
    for (let first = 0; first < keys.length; first += BATCH) {
      const count = Math.min(BATCH, keys.length - first);
      const labels = Array.from({ length: count }, (_, k) => label(first + k));
      const status = kit.engine.addItems(container, -1, ids.slice(first, first + count), labels,
        new Array(count).fill(type), null);  // < 0: the end
      // Named by dragkit-mistakes.js (issue 25); a duplicate (1) is a row registered before.
      if (status && status !== 1) kit.page.mistake(kit.ids.containerElements.get(container), 'data-dk-item', null, { code: status, elements: [] });
    }
  });
  return ids;
}

/**
 * Tells the engine where the container's items are without measuring them (`uniformGeometry`):
 * `columns` cells to a row (1 for a list) of `extent` pixels, from `holder`'s top-left corner in
 * the container's content space. Returns false when the engine cannot take described geometry;
 * the list then reports the rendered rows' frames (the bridge measures them like any item) and
 * the frames of rows that leave the DOM as off-screen, which is exact wherever the pointer can
 * be, since the window covers the visible area and more. `last` is the previous description
 * (unchanged: no call). O(1).
 */
export function describeRows(kit, container, element, holder, { extent, columns, padding }, last) {
  if (!kit.engine.calls || !kit.engine.calls.uniformGeometry) return null;
  // Content space: (0, 0) is the container frame's top-left corner at scroll offset 0. The
  // holder's top padding beyond its own is the leading spacer, not an offset of the first row.
  let originX = holder.clientLeft + padding.left;
  let originY = holder.clientTop + padding.top;
  if (holder !== element) {
    const box = element.getBoundingClientRect();
    const inner = holder.getBoundingClientRect();
    originX += inner.left - box.left;
    originY += inner.top - box.top + element.scrollTop;
  }
  const width = (holder.clientWidth - padding.left - padding.right) / columns;
  const described = { originX, originY, width, extent, columns };
  if (last && Object.keys(described).every((name) => Math.abs(described[name] - last[name]) < 0.5)) return last;
  kit.engine.run((e) => e.uniformGeometry(container, originX, originY, width, extent, 0, 0, columns));
  return described;
}

/** The viewport point where a drop at cell `index` of described rows lands (F9: its placeholder
 *  shows there; the rows stay where the engine placed them): the start of that cell, `indent`
 *  pixels in, kept inside `element`'s visible box so it shows however far the rows scrolled.
 *  `{left, top}`, or null without a description. O(1). */
export function landingPoint(element, described, index, indent = 0) {
  if (!described) return null;
  const box = element.getBoundingClientRect();
  const row = Math.floor(index / described.columns);
  const column = index - row * described.columns;
  const top = box.top + described.originY + row * described.extent - element.scrollTop;
  const left = box.left + described.originX + column * described.width + indent;
  return { left, top: Math.max(box.top, Math.min(box.bottom, top)) };
}

/** Reports a described list's scroll as the one number it is (`scrollOffset`); false when
 *  the engine has no such export. O(1) plus the drags it re-targets. */
export function reportScroll(kit, container, offset) {
  if (!kit.engine.calls || !kit.engine.calls.scrollOffset) return false;
  kit.engine.run((e) => e.scrollOffset(container, offset));
  return true;
}

/** Reports that the rows with these engine ids left the DOM (measured-window mode). O(k). */
export function forgetFrames(kit, ids) {
  kit.engine.call((e) => { for (const id of ids) e.itemFrame(id, OFFSCREEN, OFFSCREEN, 0, 0); });
}

/** The element that arrives with item `id` in an `insert` step of a change: the one a `remove`
 *  step of the same change detached (taken out of `detached`), else the item's element when it
 *  is not in the DOM (a copy or clipping the bridge made); null for none. O(1). */
export function arrivingElement(kit, id, detached) {
  const element = detached.get(id) || (kit.ids.itemElements.get(id)?.isConnected ? null : kit.ids.itemElements.get(id));
  detached.delete(id);
  return element || null;
}
