// DragKit web host: the state of the platform's feel during a drag (issue 36: the bridge in
// parts): the gaps, the parked gaps, the cached item lists, the lead timer, …, one record per
// host (`own`), never fields on the host (issue 24: no module writes another's state). The one
// record is shared by the modules that keep it: the gaps (dragkit-gaps.js, dragkit-gap-shifts.js)
// and the item lists (dragkit-item-lists.js). It is a module of its own, imported by each and
// importing nothing, so no import cycle runs through it.

/** host -> the feel's state for it (see the header). */
const states = new WeakMap();

/** The feel's own state for `host`, made at first use. O(1). */
export function own(host) {
  let state = states.get(host);
  if (!state) { state = {}; states.set(host, state); }
  return state;
}
