// Calendar time slots (S2, F6): a dropped event keeps the time under the pointer, the day's
// events stay in time order, the insertion cue is a line at the slot the event lands on, and
// undo/redo restore the times (S10). The engine stays generic: the bridge hands the drop point
// (`transfer.point`) and whether a commit replays history (`transfer.history`); this module turns
// them into the `times` of POST /api/drops (Docs/Showcase.md).

import { model } from './store.js';

/** Slot length in minutes: a drop lands on a quarter hour. */
export const SLOT_MINUTES = 15;
const DAY_END = 24 * 60;

/** Minutes after midnight as "2:15 PM". O(1). */
export function clockText(minutes) {
  const h = Math.floor(minutes / 60), m = minutes % 60;
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

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

/** The start an event of `length` minutes takes at slot `minutes`: it still ends by the
 *  timeline's last hour (and by midnight). O(1). */
function fit(minutes, length, slot) {
  const end = Math.min(DAY_END, slot ? slot.dayStart + slot.dayLength : DAY_END);
  return Math.max(0, Math.min(minutes, end - length));
}

// ------------------------------------------------------------------ Month view days (S3)

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
    title: date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
    items: store.items.filter((item) => item.payload?.date === iso) };
}

const start = (id) => Number(model.items.get(id)?.payload?.start ?? NaN);
const length = (id) => Math.max(0, Number(model.items.get(id)?.payload?.minutes ?? 0));

// Time changes of stored drops, newest last, so an undo restores the times a drop replaced
// and a redo the times it set: {items: 'id,id', before: {id: start}, after: {id: start}}.
const done = [], undone = [];

/**
 * Completes the body of an item drop into a calendar day: `times` (each dragged event's new
 * start: the slot under the pointer for a pointer drop, keeping the events' offsets from the
 * first one; the replaced times for an undo; the redone ones for a redo; else unchanged) and an
 * `index` that keeps the day in time order. Returns a function to call once the server stored
 * the drop (it records the change for undo), or null for any other drop. Month view days outside
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
    const slot = slotAt(transfer.point.x, transfer.point.y);
    if (slot && slot.container === transfer.to) {
      const first = before[items[0]];
      for (const id of items) after[id] = fit(slot.minutes + (before[id] - first), length(id), slot);
    }
  }
  body.times = after;
  // The day's order follows the times: the events land before the first later one.
  const moving = new Set(transfer.operation === 'move' ? items : []);
  const staying = day.items.filter((item) => !moving.has(item.id));
  body.index = staying.filter((item) => Number(item.payload?.start ?? 0) <= after[items[0]]).length;
  delete body.indices;
  return () => {
    if (transfer.history === 'undo') undone.push(record || { items: key, before: after, after: before });
    else if (transfer.history === 'redo') done.push(record || { items: key, before, after });
    else { done.push({ items: key, before, after }); undone.length = 0; }
  };
}

// ------------------------------------------------------------------ the slot line (F6)

let line = null;

/** Draws the insertion cue of a pointer drag over a timeline: a line at the slot the dragged
 *  event will land on, with its time. The engine's own marker is hidden meanwhile (a class on
 *  the root). Fed by pointer moves and, for mouse drags (the browser's own), by `dragover`.
 *  O(number of timelines) per move. */
function showSlot(event) {
  const dragging = document.documentElement.classList.contains('dk-dragging');
  const slot = dragging ? slotAt(event.clientX, event.clientY) : null;
  if (!slot || !slot.timeline.closest('[data-dk-over]')) { hideSlot(); return; }
  if (!line) {
    line = document.createElement('div');
    line.className = 'cal-slot-line';
    line.dataset.dkCue = '';  // drawn above the drag image, which must never hide it (F2, F6)
    line.setAttribute('aria-hidden', 'true');
    line.append(document.createElement('span'));
  }
  const dragged = document.querySelector('[data-dk-container] .timeline .dk-lifted');
  const minutes = fit(slot.minutes, dragged ? Number(dragged.style.getPropertyValue('--minutes')) || 0 : 0, slot);
  if (line.parentElement !== slot.timeline) slot.timeline.append(line);
  line.style.setProperty('--start', String(minutes));
  line.dataset.minutes = String(minutes);
  line.firstChild.textContent = clockText(minutes);
  document.documentElement.classList.add('cal-slot-cue');
}

function hideSlot() {
  line?.remove();
  document.documentElement.classList.remove('cal-slot-cue');
}

/** Starts drawing the slot line; call once. */
export function setUpCalendarSlots() {
  document.addEventListener('pointermove', showSlot, { passive: true });
  document.addEventListener('dragover', showSlot, { passive: true });  // a mouse drag is the browser's own
  for (const type of ['pointerup', 'pointercancel', 'drop', 'dragend']) document.addEventListener(type, () => setTimeout(hideSlot, 0), { passive: true });
}
