// The Dock's room (F7, issue 34): a phone's Dock holds a few apps in one row, never more than
// fit the phone's width. A drop, paste or Move to… that would put more there is refused with
// the reason before anything is stored: the engine takes the drop back (the icon flies back)
// and says why ("Couldn't move “Maps” to Dock: the Dock holds at most 5 apps; move one out
// first."). Moves within the Dock and out of it are never refused, nor an undo or redo, which
// restores exactly what was (the Dock's row then shrinks its icons to fit, showcase.css).

import { model } from './model.js';
import { containerTitle, words } from './words.js';

/** How many apps the Dock holds: as many as fit the phone's width in one row. */
export const DOCK_LIMIT = 5;

/** Why `transfer` (a `commit`'s) can't be stored: it would put more than `DOCK_LIMIT` apps in a
 *  Dock; else null. O(k + n) for k dragged items and n in the Dock. */
export function dockRefusal(transfer) {
  const dock = model.byId.get(transfer?.to);
  if (!dock || dock.kind !== 'dock' || transfer.history || !['move', 'copy'].includes(transfer.operation)) return null;
  const there = new Set((dock.items || []).map((item) => item.id));
  const arriving = (transfer.items || []).filter((id) => transfer.operation === 'copy' || !there.has(id)).length;
  return arriving && there.size + arriving > DOCK_LIMIT ? words.dockFull(containerTitle(dock), DOCK_LIMIT) : null;
}
