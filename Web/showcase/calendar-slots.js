// Calendar time slots (S2, F6, F3): the drag image keeps the point where the event was grabbed
// under the pointer, and a dropped event starts at the image's top edge, rounded to the nearest
// quarter hour; the day's events stay in time order; the insertion cue is a line at that slot,
// drawn above the drag image, whose time text follows the slot; an event put back on its own
// time changes nothing (no write, no undo step); undo/redo restore the times (S10). The engine
// stays generic: the bridge hands the drop point and the drag image's frame (`transfer.point`,
// `transfer.frame`; live, `Session.frame` and `dragImage(pointer)`) and whether a commit replays
// history (`transfer.history`); this module turns them into the `times` of POST /api/drops
// (Docs/Showcase.md).

import { model } from './model.js';
import { LANG, clockText, containerTitle, dateText, weekdayName, words } from './words.js';

export { clockText };

/** Slot length in minutes: a drop lands on a quarter hour. */
export const SLOT_MINUTES = 15;
const DAY_END = 24 * 60;

/**
 * The time slot at client point (x, y): {timeline, container (its day's key), minutes} where
 * `minutes` is the start of the quarter hour under the point, or null off every timeline. The
 * timeline's height spans `--day-length` minutes from `--day-start`. O(number of timelines).
 */
export function slotAt(x, y) {
  for (const timeline of document.querySelectorAll('[data-dk-container] .timeline')) {
    const rect = timeline.getBoundingClientRect();
    if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom || !rect.height) continue;
    const style = getComputedStyle(timeline);
    const dayStart = Number(style.getPropertyValue('--day-start')) || 420;
    const dayLength = Number(style.getPropertyValue('--day-length')) || 840;
    const raw = dayStart + ((y - rect.top) / rect.height) * dayLength;
    const minutes = Math.floor(raw / SLOT_MINUTES) * SLOT_MINUTES;
    const container = timeline.closest('[data-dk-container]').dataset.dkContainer;
    return { timeline, container, minutes, dayStart, dayLength };
  }
  return null;
}

/**
 * The slot a drag image at `frame` ({x, y, width, height}, client coordinates) shows over the
 * timeline under `point` (the pointer, which picks the day): `minutes` is the image's top edge
 * rounded to the nearest quarter hour, so an event picked up and put back where it was gets its
 * own time (F6, S2). Same shape as `slotAt`, or null off every timeline. O(number of timelines).
 */
export function slotOfImage(point, frame) {
  const slot = slotAt(point.x, point.y);
  if (!slot || !frame || !Number.isFinite(frame.y)) return slot;
  const rect = slot.timeline.getBoundingClientRect();
  const raw = slot.dayStart + ((frame.y - rect.top) / rect.height) * slot.dayLength;
  return { ...slot, minutes: Math.round(raw / SLOT_MINUTES) * SLOT_MINUTES };
}

/** The start an event of `length` minutes takes at slot `minutes`: it still ends by the
 *  timeline's last hour (and by midnight). O(1). */
function fit(minutes, length, slot) {
  const end = Math.min(DAY_END, slot ? slot.dayStart + slot.dayLength : DAY_END);
  return Math.max(0, Math.min(minutes, end - length));
}

// ------------------------------------------------------------------ Month view days (S3)

/** The dates of this week, Monday first: the seeded days `cal-mon` … `cal-sun` stand for them. O(1). */
export function weekDates() {
  const today = new Date();
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => { const d = new Date(monday); d.setDate(monday.getDate() + i); return d; });
}

/** The date of a day container: this week's date of `cal-mon` … `cal-sun`, the date of a Month
 *  view day `cal-dates:YYYY-MM-DD`, or null. O(1). */
export function dateOfDay(id) {
  const week = WEEK.indexOf(String(id).replace(/^cal-/, ''));
  if (week >= 0) return weekDates()[week];
  const dated = DATED.exec(String(id));
  return dated ? dateFromISO(dated[1]) : null;
}

/** A local date from YYYY-MM-DD, or null. O(1). */
export function dateFromISO(iso) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(iso || ''));
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The date an event is on: its own `date` (an event of the Month view's other days), else its
 *  day's date this week; null when neither is known. O(containers). */
export function dateOfEvent(item) {
  const own = dateFromISO(item?.payload?.date);
  if (own) return own;
  const day = model.containers.find((c) => (c.items || []).some((i) => i.id === item?.id));
  return day ? dateOfDay(day.id) : null;
}

/** The stored container of events on days outside the seeded week; each keeps its `date`. */
export const OTHER_DAYS = 'cal-dates';
const DATED = /^cal-dates:(\d{4}-\d{2}-\d{2})$/;

/** `date` as YYYY-MM-DD in local time. O(1). */
export function isoDate(date) {
  const pad = (n) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The Month view's destination for a day outside the seeded week: a container keyed
 * `cal-dates:YYYY-MM-DD` holding the stored "other days" events of that date, or null when the
 * server has no such container. Drops on it are stored in `cal-dates` with `dates` (see
 * `timeEventDrop`). O(number of other-day events).
 */
export function datedDay(date) {
  const store = model.byId.get(OTHER_DAYS);
  if (!store) return null;
  const iso = isoDate(date);
  return { ...store, id: `${OTHER_DAYS}:${iso}`,
    title: dateText(date, { weekday: 'long', month: 'long', day: 'numeric' }),  // in the page's language (S7)
    items: store.items.filter((item) => item.payload?.date === iso) };
}

const start = (id) => Number(model.items.get(id)?.payload?.start ?? NaN);
const length = (id) => Math.max(0, Number(model.items.get(id)?.payload?.minutes ?? 0));

// The time a keyboard drag or Move to… chose for the events it carries (S7): {items: 'id,id',
// day, minutes}; the next commit of those events into that day takes it.
let planned = null;

/** Plans the time `minutes` for `items` moved into `day` by Move to… (S7): the commit the move
 *  makes stores that time (`timeEventDrop`). O(k). */
export function planTime(items, day, minutes) {
  planned = { items: items.join(','), day, minutes };
}

/** {dayStart, dayLength} of a day's timeline: the page's, or the stylesheet's defaults. O(1). */
function dayGeometry(day) {
  const timeline = timelineOf(day);
  const style = timeline ? getComputedStyle(timeline) : null;
  return { dayStart: Number(style?.getPropertyValue('--day-start')) || 420,
    dayLength: Number(style?.getPropertyValue('--day-length')) || 840 };
}

const timelineOf = (day) => document.querySelector(`[data-dk-container="${CSS.escape(day)}"] .timeline`);

/** The quarter hours an event of `id` may start at in `day` ([{label, minutes}]), for Move to…
 *  (S7): from the day's first hour to the last start that still ends by its last. O(slots). */
export function startTimes(id, day) {
  const { dayStart, dayLength } = dayGeometry(day);
  const times = [];
  for (let m = dayStart; m + length(id) <= dayStart + dayLength; m += SLOT_MINUTES) times.push({ label: timeText(m), minutes: m });
  return times;
}

// Time changes of stored drops, newest last, so an undo restores the times a drop replaced
// and a redo the times it set: {items: 'id,id', before: {id: start}, after: {id: start}}.
const done = [], undone = [];

/**
 * Completes the body of an item drop into a calendar day: `times` (each dragged event's new
 * start: the slot the drag image's top edge shows for a pointer drop (`slotOfImage`), keeping
 * the events' offsets from the first one; the replaced times for an undo; the redone ones for a
 * redo; else unchanged) and an `index` that keeps the day in time order. Returns a function to
 * call once the server stored the drop (it records the change for undo), or null for any other
 * drop; the function's `unchanged` is true for a move that leaves every time and day as it was
 * (an event put back on its own spot): then nothing is to be written (S2, S10). Month view days outside
 * the week are mapped to `cal-dates` with `dates` for any drop. O(n) in the day's events.
 */
export function timeEventDrop(transfer, body) {
  // A Month view day outside the week is the stored `cal-dates` plus the event's date.
  const fromDate = DATED.exec(transfer.from || ''), toDate = DATED.exec(transfer.to || '');
  if (fromDate && body.from) body.from = OTHER_DAYS;
  if (toDate) {
    body.to = OTHER_DAYS;
    if (transfer.operation !== 'delete') body.dates = Object.fromEntries((transfer.items || []).map((id) => [id, toDate[1]]));
  }
  const day = model.byId.get(body.to);
  const items = transfer.items || [];
  if (!day || day.kind !== 'day' || !items.length || transfer.operation === 'delete') return null;
  if (!items.every((id) => Number.isFinite(start(id)))) return null;
  const key = items.join(',');
  const before = Object.fromEntries(items.map((id) => [id, start(id)]));
  let after = { ...before };
  let record = null;
  if (transfer.history) {
    const from = transfer.history === 'undo' ? done : undone;
    const at = from.map((r) => r.items).lastIndexOf(key);
    if (at >= 0) {
      record = from.splice(at, 1)[0];
      after = { ...(transfer.history === 'undo' ? record.before : record.after) };
    }
  } else if (transfer.point) {
    const slot = slotOfImage(transfer.point, transfer.frame);
    if (slot && slot.container === transfer.to) {
      const first = before[items[0]];
      for (const id of items) after[id] = fit(slot.minutes + (before[id] - first), length(id), slot);
    }
  } else if (planned && planned.items === key && planned.day === transfer.to) {
    // A keyboard drag's or Move to…'s chosen time (S7).
    const slot = dayGeometry(planned.day);
    const first = before[items[0]];
    for (const id of items) after[id] = fit(planned.minutes + (before[id] - first), length(id), slot);
  }
  if (!transfer.history) planned = null;
  body.times = after;
  // The day's order follows the times: the events land before the first later one.
  const moving = new Set(transfer.operation === 'move' ? items : []);
  const staying = day.items.filter((item) => !moving.has(item.id));
  body.index = staying.filter((item) => Number(item.payload?.start ?? 0) <= after[items[0]]).length;
  delete body.indices;
  const stored = () => {
    if (transfer.history === 'undo') undone.push(record || { items: key, before: after, after: before });
    else if (transfer.history === 'redo') done.push(record || { items: key, before, after });
    else { done.push({ items: key, before, after }); undone.length = 0; }
  };
  stored.unchanged = !transfer.history && transfer.operation === 'move' && body.from === body.to
    && items.every((id) => after[id] === before[id]);
  return stored;
}

// ------------------------------------------------------------------ the slot line (F6)

let line = null;
let bridge = null;
let scheduled = false;
let last = null;            // the latest pointer position of a drag {x, y}
const shownTimes = new Map();  // drag image -> its event's own time text, while it shows another

/** The pointer drag in progress that carries calendar events, with its drag image's frame, or null. */
function eventDrag() {
  if (!bridge) return null;
  return bridge.sessions().find((s) => s.frame && !s.text && s.pointer !== KEYBOARD && s.items.length
    && s.items.every((id) => Number.isFinite(start(id)))) ?? null;
}

/** Notes the pointer and draws the cue at the next frame, once the bridge moved the drag image
 *  for this same move (its listeners may run after this one). O(1). */
function pointerMoved(event) {
  if (!document.documentElement.classList.contains('dk-dragging')) { if (last) { last = null; hideSlot(); } return; }
  last = { x: event.clientX, y: event.clientY };
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => { scheduled = false; showSlot(); });
}

/** Draws the insertion cue of a pointer drag over a timeline: a line at the slot where the
 *  dragged event will land (the drag image's top edge, `slotOfImage`), with its time, above the
 *  drag image so the image never hides it; the drag image's time text shows the time it will
 *  have there (F3). The engine's own marker is hidden meanwhile (a class on the root). Fed by
 *  pointer moves and, for mouse drags (the browser's own), by `dragover`; scrolling redraws it.
 *  O(number of timelines + sessions) per frame. */
function showSlot() {
  const drag = last && document.documentElement.classList.contains('dk-dragging') ? eventDrag() : null;
  const slot = drag ? slotOfImage(last, drag.frame) : null;
  if (!slot || !slot.timeline.closest('[data-dk-over]')) { hideSlot(); return; }
  drawLine(slot, fit(slot.minutes, length(drag.items[0]), slot));
  showTimeInImage(drag, Number(line.dataset.minutes));
}

/** Draws the slot line at `minutes` on `slot.timeline` (fixed, above any drag image). O(1). */
function drawLine(slot, minutes) {
  if (!line) {
    line = document.createElement('div');
    line.className = 'cal-slot-line';
    line.dataset.dkCue = '';  // drawn above the drag image, which must never hide it (F2, F6)
    line.setAttribute('aria-hidden', 'true');
    line.append(document.createElement('span'));
  }
  const rect = slot.timeline.getBoundingClientRect();
  const top = rect.top + ((minutes - slot.dayStart) / slot.dayLength) * rect.height;
  Object.assign(line.style, { top: `${top - 1}px`, left: `${rect.left}px`, width: `${rect.width}px` });
  line.dataset.minutes = String(minutes);
  line.dataset.container = slot.container;
  line.firstChild.textContent = clockText(minutes);
  if (line.parentElement !== document.body || line.nextElementSibling) document.body.append(line);  // above the drag image
  document.documentElement.classList.add('cal-slot-cue');
}

/** The drag image's time text reads the time the event will have at `minutes` (F3). O(1). */
function showTimeInImage(drag, minutes) {
  const image = bridge.dragImage(drag.pointer);
  const from = image?.querySelector('.event-start'), to = image?.querySelector('.event-end');
  if (!from || !to) return;
  if (!shownTimes.has(image)) shownTimes.set(image, [from.textContent, to.textContent]);
  from.textContent = clockText(minutes);
  to.textContent = ` – ${clockText((minutes + length(drag.items[0])) % DAY_END)}`;
}

function hideSlot() {
  line?.remove();
  document.documentElement.classList.remove('cal-slot-cue');
  for (const [image, [start, end]] of shownTimes) {  // off the timelines the image shows the event as it is
    const from = image.querySelector('.event-start'), to = image.querySelector('.event-end');
    if (from && to) { from.textContent = start; to.textContent = end; }
  }
  shownTimes.clear();
}

// ------------------------------------------------------------------ keyboard drags (S7, P4)

const KEYBOARD = 4294967295;  // the bridge's pointer id of the keyboard drag (`Session.pointer`)
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const STEPS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** `minutes` after midnight as the page's language says a time ("10:30 AM", "오전 10:30"). O(1). */
const timeText = clockText;

/** "Thursday, 10:30 AM" (in Korean or Japanese on such a page): a day and a time, as a keyboard
 *  drag announces where the event will land. O(1). */
export function dayAndTime(day, minutes) {
  const index = WEEK.indexOf(day.replace(/^cal-/, ''));
  const date = DATED.test(day) ? dateOfDay(day) : null;  // a Month view day: its date
  const name = index >= 0 ? weekdayName(index)
    : date ? dateText(date, { weekday: 'long', month: 'long', day: 'numeric' }) : (containerTitle(model.byId.get(day)) || day);
  return `${name}${LANG === 'ja' ? '、' : ', '}${timeText(minutes)}`;
}

/** The keyboard drag in progress when it carries calendar events, or null. */
function keyboardEventDrag() {
  if (!bridge) return null;
  return bridge.sessions().find((s) => s.pointer === KEYBOARD && !s.text && s.items.length
    && s.items.every((id) => Number.isFinite(start(id)))) ?? null;
}

/** The days whose timelines show (Week: seven; Day: one), in order. */
function shownDays() {
  return [...document.querySelectorAll('[data-dk-container] .timeline')]
    .map((t) => t.closest('[data-dk-container]').dataset.dkContainer);
}

/** Says and shows where a keyboard drag now lands: the slot line at the time, and the day and
 *  time announced ("Thursday, 10:30 AM"). */
function sayPlanned() {
  const slot = { ...dayGeometry(planned.day), timeline: timelineOf(planned.day), container: planned.day };
  if (slot.timeline) {
    drawLine(slot, planned.minutes);
    // F2: the drag image shows the event where it will land, its top at the line (which is
    // drawn above it), not at the end of the day where the engine's index would put it.
    const rect = slot.timeline.getBoundingClientRect();
    const top = rect.top + ((planned.minutes - slot.dayStart) / slot.dayLength) * rect.height;
    bridge.placeDragImage(KEYBOARD, rect.left + 4, top);
    const drag = keyboardEventDrag();
    if (drag) showTimeInImage(drag, planned.minutes);
  }
  bridge.announce(dayAndTime(planned.day, planned.minutes));
}

/**
 * Keyboard drags over a day's timeline pick a day and a time (S7, P4): Up and Down move the
 * event by a quarter hour, Left and Right to the day before or after at the same time, Tab (the
 * engine's own step to the next destination) keeps the time when it lands on a day; each step
 * says the day and time. The engine's drop point follows to the chosen day (Tab steps, as a
 * person would press them), and the drop takes the chosen time (`timeEventDrop`). Runs before
 * the bridge's own key handling (capture); other keys and other drags go on to it. O(days).
 */
function onKey(event) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (['Enter', ' ', 'Escape'].includes(event.key)) {
    // The drop (or Escape) ends the drag: its commit, if any, has taken the planned time by then.
    setTimeout(() => { if (!keyboardEventDrag()) { planned = null; hideSlot(); } }, 0);
    return;
  }
  if (!STEPS.has(event.key) && event.key !== 'Tab') return;
  const drag = keyboardEventDrag();
  if (!drag) return;
  if (STEPS.has(event.key) && stepInMonth(drag, event.key)) {
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  const key = drag.items.join(',');
  const days = shownDays();
  if (!planned || planned.items !== key) {
    if (!days.includes(drag.destination)) return;
    planned = { items: key, day: drag.destination, minutes: start(drag.items[0]) };
  }
  const { dayStart, dayLength } = dayGeometry(planned.day);
  if (event.key === 'Tab') {
    setTimeout(() => {  // after the engine took its step
      const now = keyboardEventDrag();
      if (!now || !planned) return;
      if (!shownDays().includes(now.destination)) { hideSlot(); return; }
      planned.day = now.destination;
      sayPlanned();
    }, 0);
    return;
  }
  if (!days.includes(planned.day)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const step = event.key === 'ArrowUp' ? -SLOT_MINUTES : SLOT_MINUTES;
    planned.minutes = Math.max(dayStart, Math.min(planned.minutes + step, dayStart + dayLength - length(drag.items[0])));
  } else {
    const at = days.indexOf(planned.day) + (event.key === 'ArrowLeft' ? -1 : 1);
    const day = days[Math.max(0, Math.min(at, days.length - 1))];
    // The engine's drop point goes to that day, by its own Tab steps.
    for (let step = 0; step < 64; step += 1) {
      const now = keyboardEventDrag();
      if (!now || now.destination === day) break;
      bridge.pressDragKey('Tab');
    }
    if (keyboardEventDrag()?.destination === day) planned.day = day;
  }
  sayPlanned();
}

// ------------------------------------------------------------------ what a drop says (S2, S7)

/** The events of day `id` as stored, in the day's order (by start time): a week's day, or a
 *  Month view day's events of `cal-dates`; null for anything else. O(events). */
function storedDay(id) {
  const date = DATED.test(String(id)) ? dateOfDay(id) : null;
  const day = date ? datedDay(date) : model.byId.get(id);
  return day && day.kind === 'day' && day.id !== OTHER_DAYS ? day.items : null;
}

/**
 * Once a drop into a day is stored (the bridge's `drop` event): says where the events now are
 * in the day's order, the order the day is stored in, by start time ("Moved “Drinks after
 * work” to Thursday, 7:00 PM, position 1 of 2.") — the engine counted the place in its own
 * list, which in a day that places by the drop point is not the stored one — and for an event
 * put back on its own time, that nothing changed (the engine held its "Moved …" for the
 * commit, which stored nothing). In the same task as the bridge's sentence, which it replaces
 * before it is read. Undo and redo keep the engine's words. O(events of the day).
 */
function sayStoredPlace(event) {
  const { transfer, unchanged } = event.detail || {};
  if (!transfer || transfer.kind !== 'items' || transfer.history || !['move', 'copy'].includes(transfer.operation)) return;
  const events = transfer.operation === 'copy' && transfer.copies?.length ? transfer.copies : transfer.items || [];
  const day = storedDay(transfer.to);
  if (!day || !events.length || !events.every((id) => Number.isFinite(start(id)))) return;
  const position = day.findIndex((item) => item.id === events[0]) + 1;
  if (!position) return;
  const first = model.items.get(events[0]);
  const what = events.length === 1 ? words.quoted(first.title) : words.countOf(events.length, words.types.event);
  const when = dayAndTime(transfer.to, start(events[0]));
  bridge.announce(unchanged ? words.calendar.putBack(what, when)
    : words.calendar.dropped(transfer.operation === 'copy', what, when, position, day.length));
}

/**
 * The Month view's keyboard steps (S7, P4): over a day of the month grid, Left and Right go to
 * the day before or after, Up and Down to the same weekday a week before or after, across
 * weeks and into the days of the months around (an event keeps its time; a day's order is by
 * time, so there is no position within a day to pick). The engine's drop point follows by its
 * own Tab steps, and it says where the event is over. Returns whether the key was a step of
 * the Month view. O(days shown).
 */
function stepInMonth(drag, key) {
  const grid = document.querySelector('.month-grid');
  if (!grid) return false;
  const cells = [...grid.children];
  const at = cells.findIndex((cell) => cell.dataset.dkContainer === drag.destination);
  if (at < 0) return false;
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[key];
  const target = cells[at + step]?.dataset.dkContainer;
  if (!target) return true;  // the grid's edge: the event stays over its day
  for (let tab = 0; tab <= cells.length; tab += 1) {
    const now = keyboardEventDrag();
    if (!now || now.destination === target) break;
    bridge.pressDragKey('Tab');
  }
  return true;
}

/** Starts drawing the slot line and the calendar's keyboard steps for the drags of `dragkit`
 *  (the bridge), and saying where a drop into a day put its events; call once. */
export function setUpCalendarSlots(dragkit) {
  bridge = dragkit;
  dragkit.addEventListener('drop', sayStoredPlace);
  window.addEventListener('keydown', onKey, { capture: true });
  document.addEventListener('pointermove', pointerMoved, { passive: true });
  document.addEventListener('dragover', pointerMoved, { passive: true });  // a mouse drag is the browser's own
  document.addEventListener('scroll', () => { if (line?.isConnected && last) showSlot(); }, { passive: true, capture: true });
  for (const type of ['pointerup', 'pointercancel', 'drop', 'dragend']) {
    document.addEventListener(type, () => setTimeout(() => { last = null; hideSlot(); }, 0), { passive: true });
  }
}
