// Folders inside folders (Files, S13): which containers lie inside the folders being moved, so
// that neither "Move to…" offers, nor a drop stores, a folder inside itself (issue 34). The
// server refuses such a drop too (422, "A folder can't be put inside itself"); this is the
// page's own view, so it says so without a round trip.

import { model } from './model.js';

/**
 * The ids of the containers inside the folders among `itemIds`: each folder item opens a
 * container (`payload.opens`); that container, every container whose `parent` is inside, and
 * every container opened by a folder item inside, recursively. Empty when none is a folder.
 * O(containers + items of the containers inside).
 */
export function foldersInside(itemIds) {
  const inside = new Set();
  const queue = [];
  for (const id of itemIds || []) {
    const opens = model.items.get(id)?.payload?.opens;
    if (typeof opens === 'string') queue.push(opens);
  }
  while (queue.length) {
    const id = queue.pop();
    if (inside.has(id)) continue;
    inside.add(id);
    const container = model.byId.get(id);
    for (const item of container?.items || []) {
      if (typeof item.payload?.opens === 'string') queue.push(item.payload.opens);
    }
    for (const child of model.containers) if (child.parent === id) queue.push(child.id);
  }
  return inside;
}
