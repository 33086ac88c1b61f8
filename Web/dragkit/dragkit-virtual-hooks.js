// DragKit web host: what the bridge and the gap (dragkit-feel.js) ask of virtual lists (issue 11),
// without the lists themselves. This module keeps each bridge's lists (engine container id →
// `VirtualList`, added by dragkit-virtual.js when a page makes a list: never a field on the
// bridge, issue 24), and every hook does nothing when there is none, so the core loads dragkit-virtual.js only for a page that calls
// `DragKit#virtualList` (issue 24: lazy optional modules), and no module imports another in a
// cycle (dragkit-feel.js imports this file; dragkit-virtual.js imports dragkit-feel.js).
// Each hook is O(virtual lists) plus the list's own work.

/** bridge -> Map(engine container id -> VirtualList). */
const registry = new WeakMap();

/** Adds `list`, the virtual list of engine container `container`, to `bridge`'s. O(1). */
export function addVirtualList(bridge, container, list) {
  let lists = registry.get(bridge);
  if (!lists) { lists = new Map(); registry.set(bridge, lists); }
  lists.set(container, list);
}

/** The virtual lists of `bridge`. */
function listsOf(bridge) {
  const lists = registry.get(bridge);
  return lists ? [...lists.values()] : [];
}

/** Before `scan()` resets the engine: the lists' rows leave the DOM; returns the lists. */
export function beforeScan(bridge) {
  const lists = listsOf(bridge);
  for (const list of lists) list.detach();
  registry.get(bridge)?.clear();
  return lists;
}

/** After `scan()`: each list registers its items again. */
export function afterScan(bridge, lists) {
  for (const list of lists) list.reregister();
}

/** One change step (`applyChange`): true if a virtual list took it. */
export function takeStep(bridge, step, detached) {
  const lists = registry.get(bridge);
  if (!lists) return false;
  for (const list of lists.values()) if (list.takeStep(step, detached)) return true;
  return false;
}

/** After a change's steps: the virtual lists draw their windows again. */
export function afterChange(bridge) {
  for (const list of listsOf(bridge)) list.afterChange();
}

/** A keyboard drag's new drop point (S7): true if a virtual list revealed it. */
export function reveal(bridge, container, index) {
  const list = registry.get(bridge)?.get(container);
  return list ? list.reveal(index) : false;
}

/** A virtual list's item keys in order, or null for any other container. */
export function itemKeys(bridge, container) {
  const list = registry.get(bridge)?.get(container);
  return list ? list.ids() : null;
}

/** The gap's offset in `element`'s DOM rows (F6): 0 for any container that is not virtual. */
export function itemsBeforeWindow(bridge, element, copying) {
  for (const list of listsOf(bridge)) if (list.element === element) return list.itemsBeforeWindow(copying);
  return 0;
}

/** Whether `element` is a virtual list's container (the gap leaves its spacers alone, F6). */
export function isVirtualList(bridge, element) {
  return listsOf(bridge).some((list) => list.element === element);
}
