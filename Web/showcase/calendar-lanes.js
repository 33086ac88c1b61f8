// Calendar lanes (S2, F6): events whose times overlap stand side by side in their day, as a
// calendar app draws them, so none hides another ("Drinks after work" moved to Thursday 7 PM
// stands beside "Book club", not over it). Each event's box keeps its time's top and height;
// only its left edge and width change: an overlapping group of events shares the day's width in
// lanes, each event in the first lane free at its start. An event too short for its title and
// its time on two lines shows them on one (`event-short`), so its time is never cut off.
// Drawing only: the stored order of a day is by start time (calendar-slots.js), and drops land
// at the slot the drag image's top edge shows, whatever lane the image came from.

import { model } from './model.js';

/** The drawn box of an event in its timeline: {element, top, bottom} in CSS px. O(1). */
function box(element) {
  return { element, top: element.offsetTop, bottom: element.offsetTop + element.offsetHeight };
}

/**
 * Lays out the events of one timeline in lanes: events are taken by top edge (then in the day's
 * stored order, the order a drop announces); a group is a run of events each overlapping the group's reach so far; within a group
 * an event takes the first lane whose last event ended by its top, and the group's events
 * share the width in as many lanes as it needed (`--lane`, `--lanes`). Boxes are compared as
 * drawn (a 15-minute event is drawn taller than its minutes), so two boxes never overlap.
 * O(n log n + n·l) for n events in l lanes.
 */
export function layOutLanes(timeline) {
  const day = model.byId.get(timeline.closest('[data-dk-container]')?.dataset.dkContainer);
  const stored = new Map((day?.items || []).map((item, index) => [item.id, index]));
  const order = (event) => stored.get(event.element.dataset.dkItem) ?? Infinity;
  const events = [...timeline.children].filter((child) => child.matches('[data-dk-item]')).map(box);
  events.sort((a, b) => a.top - b.top || order(a) - order(b));
  let group = [], lanes = [], reach = -Infinity;
  const close = () => {
    for (const event of group) {
      event.element.style.setProperty('--lanes', String(lanes.length));
    }
    group = [];
    lanes = [];
  };
  for (const event of events) {
    if (event.top >= reach) { close(); reach = -Infinity; }
    let lane = lanes.findIndex((end) => end <= event.top);
    if (lane < 0) { lane = lanes.length; lanes.push(event.bottom); } else lanes[lane] = event.bottom;
    event.element.style.setProperty('--lane', String(lane));
    group.push(event);
    reach = Math.max(reach, event.bottom);
  }
  close();
  for (const { element } of events) markShort(element);
}

/** Marks an event whose box can't hold its title and its time on two lines (`event-short`):
 *  the style sheet then puts them on one line, the time beside the title. O(1). */
function markShort(element) {
  const title = element.querySelector('.event-title');
  if (!title) return;
  const style = getComputedStyle(element);
  const room = element.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
  element.classList.toggle('event-short', room < 2 * title.offsetHeight - 1);
}

/** Lays out every timeline on the page (Week and Day views; the Month view lists its days'
 *  events instead). O(events). */
export function layOutAllLanes(root = document) {
  for (const timeline of root.querySelectorAll('.timeline')) layOutLanes(timeline);
}

/**
 * Keeps the lanes right: now, whenever the bridge moves events (a drop, an undo: its `change`
 * event, in the same task, so a drop's image lands on the event's box in its lane), and
 * whenever the page draws them (a render, an event redrawn at a new time, another view: any
 * change of the elements under `root`, before the next paint). O(events) per change.
 */
export function setUpCalendarLanes(root, dragkit) {
  const run = () => layOutAllLanes(root);
  new MutationObserver(run).observe(root, { childList: true, subtree: true });
  dragkit?.addEventListener('change', run);
  window.addEventListener('resize', run);
  run();
}
