// The eight scenes, each modelled on an example from the HIG (IDs in Docs/Requirements.md). Every
// scene is rendered from the stored containers of its `scene`, by `kind`; only the scenes on
// screen are in the DOM, so the engine only knows the containers people can see.
import { model } from './store.js';
import { el, fillItem, outlineRow, renderRuns, TYPES } from './render.js';
import { OTHER_DAYS, datedDay, weekDates } from './calendar-slots.js';
import { icon } from './icons.js';
import { LANG, LOCALE, words, containerTitle, sceneName, weekdayName, dateText, hourText } from './words.js';

// Titles in the page's language (S7, words.js); the ids are what routes and tests use.
export const SCENES = [
  { id: 'notes', icon: 'note' },
  { id: 'reminders', icon: 'checklist' },
  { id: 'photos', icon: 'photo' },
  { id: 'mail', icon: 'mail' },
  { id: 'calendar', icon: 'calendar' },
  { id: 'files', icon: 'folder' },
  { id: 'home', icon: 'phone' },
  { id: 'charts', icon: 'chart' },
].map((scene) => ({ ...scene, title: sceneName(scene.id) }));

/** Per-scene view state that survives re-rendering (calendar view, current folder; in Files'
 *  outline, the folder rows shown open, by item id, kept from the `expand` event, issue 37). */
export const ui = {
  calendar: { view: 'week', day: null, back: [] },
  files: { folder: null, view: 'list', expanded: new Set() },
  // Reminders (issue 37): a list of lists or a board of columns; the reminders whose subtasks
  // are hidden, by item id (open at first), kept from the `expand` event.
  reminders: { view: 'list', collapsed: new Set() },
};

/** Reminders' views (issue 37): the lists one under another, or a board of columns. */
const REMINDERS_VIEWS = ['list', 'board'];

/** Files' views: a list, icons, and an outline (issue 37), a tree of folders inside folders. */
const FILES_VIEWS = ['list', 'icons', 'outline'];
/** Pixels one level of Files' outline is indented (`data-dk-outline`; showcase.css agrees). */
export const OUTLINE_INDENT = 20;

const ofScene = (scene) => model.containers.filter((c) => c.scene === scene);
const ofKind = (scene, kind) => ofScene(scene).filter((c) => c.kind === kind);

/** Item elements a redraw took off the page inside a row it draws again (the rows inside a
 *  folder row of Files' outline, issue 37), so that they are found as those on screen are. */
const spare = new Map();

/** Finds an item element already on screen, so that re-rendering (a spring-loaded control
 *  switching views mid-drag, S13) keeps the elements the bridge and engine know. */
function itemElement(item, kind) {
  const existing = spare.get(item.id) || document.querySelector(`[data-dk-item="${CSS.escape(item.id)}"]`);
  spare.delete(item.id);
  if (existing && existing.tagName === 'LI') {
    if (existing.dataset.renderedFor !== kind || existing.dataset.dkLabel !== item.title) fillItem(existing, item, kind);
    return existing;
  }
  return fillItem(document.createElement('li'), item, kind);
}

/** The markup every container carries (Docs/Showcase.md "Page contract"). */
export function markContainer(element, container, { axis = null, label = null } = {}) {
  const data = element.dataset;
  data.dkContainer = container.id;
  data.dkKind = container.kind;
  data.dkLabel = label || containerTitle(container);  // S7: the engine says it inside its sentences
  if (container.accepts && container.accepts.length) data.dkAccepts = container.accepts.join(' ');
  if (container.crossOperation) data.dkCrossOperation = container.crossOperation;
  if (axis) data.dkAxis = axis;
  return element;
}

/** A container whose items are `<li>`s in a `<ul data-dk-items>`. */
function itemContainer(container, { tag = 'section', className = '', axis = null, heading = null, headingLevel = 3, label = null, empty = '' } = {}) {
  const section = markContainer(el(tag, `container container-${container.kind} ${className}`), container, { axis, label });
  const list = el('ul', 'items');
  list.dataset.dkItems = '';
  if (empty) list.dataset.empty = empty;
  for (const item of container.items) list.appendChild(itemElement(item, container.kind));
  if (heading !== false) {
    const title = el(`h${headingLevel}`, 'container-title');
    title.id = `title-${container.id}`;
    title.append(el('span', 'container-name', heading || containerTitle(container)));
    const count = el('span', 'count', String(container.items.length));
    count.setAttribute('aria-label', words.items(container.items.length));
    title.append(count);
    section.append(title);
    // A label of its own when the visible heading is shared ("Attachments"): landmarks and
    // groups stay distinguishable for screen readers.
    if (label) section.setAttribute('aria-label', label); else section.setAttribute('aria-labelledby', title.id);
    list.setAttribute('aria-labelledby', title.id);
  } else {
    section.setAttribute('aria-label', label || containerTitle(container));
    list.setAttribute('aria-label', label || containerTitle(container));
  }
  if (tag !== 'section') section.setAttribute('role', 'group');
  section.append(list);
  return section;
}

/** A rich text view (S6): the element holds one `<span>` per run and nothing else. */
function textView(container, { rich = true, className = '', labelledBy = null, label = null, attachments = null } = {}) {
  const view = markContainer(el('div', `text-view ${rich ? 'text-rich' : 'text-plain'} ${className}`), container);
  view.dataset.dkText = '';
  // Photos and charts dropped on the text are attached to this strip (the body takes images).
  if (attachments) view.dataset.dkAttachments = attachments.id;
  if (!rich) view.dataset.dkRich = 'false';
  view.setAttribute('role', 'textbox');
  view.setAttribute('aria-multiline', rich ? 'true' : 'false');
  view.setAttribute('aria-readonly', 'true');
  if (labelledBy) view.setAttribute('aria-labelledby', labelledBy); else view.setAttribute('aria-label', label || containerTitle(container));
  view.tabIndex = 0;
  renderRuns(view, container.text ? container.text.runs : []);
  return view;
}

// F7, P4: on a touch screen the hints speak of touch (touch and hold, drag, tap, the Edit menu),
// not of Ctrl/⌘-click and keys it has none of; in the page's language (?lang=ko, ?lang=ja, S7),
// as every hint (words.js).

/** Whether the page is used by touch alone: a coarse primary pointer that cannot hover. O(1). */
export function touchOnly() {
  return matchMedia('(pointer: coarse)').matches && matchMedia('(hover: none)').matches;
}

/** The touch hint `key` in the page's language (`?lang=`, else English), tagged with it; null
 *  when the page is not used by touch alone. */
function touchHint(key) {
  if (!touchOnly()) return null;
  const p = hint(words.touchHints[key]);
  p.lang = LANG;
  p.dataset.hintFor = 'touch';
  return p;
}

/** A hint paragraph from a words.js hint: `{Key}` becomes a key cap (`<kbd>`), `*Name*` a
 *  control's name (`<strong>`), the rest plain text. O(length). */
function hint(text) {
  const p = el('p', 'hint');
  let at = 0;
  for (const match of text.matchAll(/\{([^}]+)\}|\*([^*]+)\*/g)) {
    if (match.index > at) p.append(text.slice(at, match.index));
    p.append(match[1] !== undefined ? el('kbd', null, match[1]) : el('strong', null, match[2]));
    at = match.index + match[0].length;
  }
  if (at < text.length) p.append(text.slice(at));
  return p;
}

/** Every drag has a way without dragging (WCAG 2.5.7); the hint says how, in plain words. */
function clicksOnlyHint(sceneId) {
  const key = sceneId === 'notes' ? 'withoutDraggingNotes' : 'withoutDragging';
  return touchHint(key) || hint(words.hints[key]);
}

function sceneShell(scene, ...hints) {
  const section = el('section', `scene scene-${scene.id}`);
  section.dataset.scene = scene.id;
  section.dataset.dkApp = scene.id;  // S2: drags between scenes are copies
  const header = el('div', 'scene-header');
  const title = el('h2', 'scene-title', scene.title);
  title.id = `scene-title-${scene.id}`;
  section.setAttribute('aria-labelledby', title.id);
  header.append(title, ...hints, clicksOnlyHint(scene.id));
  const body = el('div', 'scene-body');
  section.append(header, body);
  return { section, body };
}

// ------------------------------------------------------------------ Notes (S6, A1, A2, A4, P1)

function notesScene(scene) {
  const { section, body } = sceneShell(scene, touchHint('notes') || hint(words.hints.notes));
  const sidebar = el('aside', 'notes-sidebar');
  sidebar.setAttribute('aria-label', words.notes.sidebar);
  for (const index of ofKind('notes', 'list')) sidebar.append(itemContainer(index, { className: 'sidebar-list' }));
  for (const field of ofKind('notes', 'field')) {
    const wrap = el('div', 'field-wrap');
    const label = el('h3', 'container-title', containerTitle(field));
    label.id = `title-${field.id}`;
    wrap.append(label, textView(field, { rich: false, className: 'text-field', labelledBy: label.id }));
    sidebar.append(wrap);
  }
  const notes = el('div', 'notes-stack');
  const attachments = ofKind('notes', 'attachments');
  const used = new Set();
  for (const note of ofKind('notes', 'note')) {
    const card = el('article', 'note-card');
    const heading = el('h3', 'note-title', note.title);
    heading.id = `title-${note.id}`;
    card.setAttribute('aria-labelledby', heading.id);
    // A long note scrolls in a fixed height; the text view itself is the scroller, so a drag
    // near its edge scrolls it (A1).
    const long = (note.text?.runs || []).reduce((n, r) => n + (r.text || '').length, 0) > 600;
    // A note's strip is its child, or by the seed's naming `<note>.attachments`.
    const strip = attachments.find((a) => a.parent === note.id || a.id === `${note.id}.attachments`);
    const view = textView(note, { labelledBy: heading.id, className: long ? 'note-scroll-long' : '', attachments: strip });
    card.append(heading, view);
    if (strip) {
      used.add(strip.id);
      card.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', heading: words.notes.attachments, headingLevel: 4,
        label: words.notes.attachmentsOf(note.title), empty: words.notes.dropImages }));
    }
    notes.append(card);
  }
  for (const strip of attachments.filter((a) => !used.has(a.id))) {
    notes.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', empty: words.notes.dropImages }));
  }
  body.append(sidebar, notes);
  return section;
}

// ------------------------------------------------------------------ Reminders (S2, S3, S7, S8)

function remindersScene(scene) {
  const { section, body } = sceneShell(scene, touchHint('reminders') || hint(words.hints.reminders));
  const state = ui.reminders;
  const board = ofKind('reminders', 'board')[0] || null;
  if (!board) state.view = 'list';
  section.dataset.remindersView = state.view;  // page contract: which view is showing
  const views = el('div', 'segmented small reminders-views');
  views.setAttribute('role', 'group');
  views.setAttribute('aria-label', words.reminders.viewAs);
  for (const view of board ? REMINDERS_VIEWS : []) {
    const b = el('button', 'seg', words.reminders[view]);
    b.type = 'button';
    b.dataset.remindersView = view;
    b.setAttribute('aria-pressed', state.view === view ? 'true' : 'false');
    views.append(b);
  }
  if (board) section.querySelector('.scene-header').append(views);
  // The lists in the board's order (its columns open them), then any list it does not show.
  const lists = ofKind('reminders', 'list').filter((c) => !c.parent);
  const tone = new Map(lists.map((list, i) => [list.id, String(i % 3)]));  // each list keeps its colour
  const ordered = board ? board.items.map((column) => model.byId.get(column.payload?.opens)).filter((c) => c && lists.includes(c)) : [];
  for (const list of lists) if (!ordered.includes(list)) ordered.push(list);
  const drawList = (list, options) => {
    const element = itemContainer(list, { className: 'reminder-list', empty: words.reminders.empty, ...options });
    element.dataset.tone = tone.get(list.id);
    for (const inner of element.querySelectorAll('[data-dk-item] [data-dk-item]')) spare.set(inner.dataset.dkItem, inner);
    return element;
  };
  if (state.view === 'board') {
    body.append(remindersBoard(board, ordered, drawList));
  } else {
    body.classList.add('columns');
    for (const list of ordered) body.append(drawList(list, { className: 'card reminder-list' }));
  }
  // Every list is a tree of reminders and their subtasks (each level drawn once).
  for (const list of ordered) {
    const element = body.querySelector(`[data-dk-container="${CSS.escape(list.id)}"]`);
    if (element) reminderOutline(element, list);
  }
  spare.clear();
  return section;
}

/**
 * The board view (issue 37; Web/examples/scrolling-board): `rem-board`, a horizontal container
 * that scrolls sideways, whose items are the columns (`com.dragkit.reminder-list`, each opening a
 * list), dragged by their headers; each column holds its list, which scrolls down. Moving a
 * column is a move inside `rem-board`, stored and undone as any other. O(reminders).
 */
function remindersBoard(board, lists, drawList) {
  const element = markContainer(el('section', 'reminder-board'), board, { axis: 'horizontal', label: words.reminders.lists });
  element.setAttribute('aria-label', words.reminders.lists);
  const columns = el('ul', 'board-columns');
  columns.dataset.dkItems = '';
  columns.setAttribute('aria-label', words.reminders.lists);
  const byList = new Map(board.items.map((column) => [column.payload?.opens, column]));
  for (const list of lists) {
    const item = byList.get(list.id);
    if (!item) continue;
    const column = el('li', 'board-column');
    column.dataset.dkItem = item.id;
    column.dataset.dkType = item.type;
    column.dataset.dkLabel = containerTitle(list);
    column.dataset.renderedFor = board.kind;
    column.dataset.tone = '';
    column.tabIndex = 0;
    const heading = el('h3', 'column-title', containerTitle(list));
    heading.id = `column-title-${list.id}`;
    column.setAttribute('aria-labelledby', heading.id);
    const inner = drawList(list, { tag: 'div', heading: false, label: containerTitle(list) });
    column.dataset.tone = inner.dataset.tone;
    column.append(heading, inner);
    columns.append(column);
  }
  element.append(columns);
  return element;
}

/**
 * Makes a Reminders list the top of a tree (issue 37; the `trees` plugin, Web/dragkit/API.md
 * "Trees"), as Files' outline is: every reminder opens its level of subtasks (`payload.opens`,
 * a `list` container whose `parent` is the level holding it), drawn as the row's last child,
 * subtasks inside subtasks. Every row holds its level, even an empty one, so a drop indented under
 * any reminder makes it a subtask. Levels are open unless hidden (`ui.reminders.collapsed`).
 * O(reminders of the list).
 */
function reminderOutline(element, list) {
  element.dataset.dkOutline = String(OUTLINE_INDENT);
  const drawn = new Set([list.id]);
  const shape = (holder, container) => {
    for (const item of container.items) {
      const row = [...holder.children].find((child) => child.dataset.dkItem === item.id);
      if (!row) continue;
      const sub = subtasksOf(item);
      let level = null;
      if (sub && !drawn.has(sub.id)) {
        drawn.add(sub.id);
        level = markContainer(el('ul', 'outline-level'), sub, { label: words.reminders.subtasks(item.title) });
        level.setAttribute('aria-label', words.reminders.subtasks(item.title));
        for (const inner of sub.items) level.append(itemElement(inner, sub.kind));
        shape(level, sub);
      }
      outlineRow(row, item, level);
      if (level) {
        const open = !ui.reminders.collapsed.has(item.id);
        row.setAttribute('aria-expanded', String(open));
        level.hidden = !open;
      } else {
        row.removeAttribute('aria-expanded');
      }
    }
  };
  shape(element.querySelector('[data-dk-items]'), list);
}

/** The level of subtasks the reminder `item` opens, or null. O(1). */
function subtasksOf(item) {
  const opened = typeof item.payload?.opens === 'string' ? model.byId.get(item.payload.opens) : null;
  return opened && opened.scene === 'reminders' && opened.kind === 'list' && opened.parent ? opened : null;
}

/** Switches Reminders' view (a click on *List* or *Board*); whether it changed. O(1). */
export function remindersView(view) {
  if (!REMINDERS_VIEWS.includes(view) || ui.reminders.view === view) return false;
  ui.reminders.view = view;
  return true;
}

// ------------------------------------------------------------------ Photos (S11, S12, F9)

function photosScene(scene) {
  const { section, body } = sceneShell(scene, touchHint('photos') || hint(words.hints.photos));
  for (const grid of ofKind('photos', 'grid')) body.append(itemContainer(grid, { className: 'card photo-grid', axis: 'grid' }));
  for (const album of ofKind('photos', 'album')) body.append(itemContainer(album, { className: 'card album', axis: 'grid', empty: words.photos.dropToShare }));
  return section;
}

// ------------------------------------------------------------------ Mail (A3, S5)

function mailScene(scene) {
  const { section, body } = sceneShell(scene, hint(words.hints.mail));
  const sidebar = el('aside', 'mail-sidebar');
  sidebar.setAttribute('aria-label', words.mail.sidebar);
  for (const list of ofKind('mail', 'list')) sidebar.append(itemContainer(list, { className: 'sidebar-list contacts' }));
  const compose = el('article', 'compose card');
  const composeTitle = el('h3', 'compose-title', words.mail.newMessage);
  composeTitle.id = 'compose-title';
  compose.setAttribute('aria-labelledby', composeTitle.id);
  compose.append(composeTitle);
  for (const recipients of ofKind('mail', 'recipients')) {
    const row = el('div', 'compose-row');
    const to = containerTitle(recipients) || words.mail.to;
    const label = el('span', 'compose-label', `${to}${LANG === 'ja' ? '：' : ':'}`);
    label.id = `label-${recipients.id}`;
    label.setAttribute('aria-hidden', 'true');
    row.append(label, itemContainer(recipients, { tag: 'div', className: 'recipients', axis: 'grid', heading: false,
      label: words.mail.recipients(to), empty: words.mail.dropContact }));
    compose.append(row);
  }
  const subjectRow = el('div', 'compose-row');
  const subjectField = ofKind('mail', 'field')[0];
  if (subjectField) {
    const label = el('span', 'compose-label', words.mail.subject);
    label.id = `label-${subjectField.id}`;
    subjectRow.append(label, textView(subjectField, { rich: false, className: 'subject', labelledBy: label.id }));
  } else {
    const label = el('label', 'compose-label', words.mail.subject);
    label.htmlFor = 'mail-subject';
    const input = el('input', 'subject-input');
    input.id = 'mail-subject';
    input.value = 'Photos from Lisbon';
    subjectRow.append(label, input);
  }
  compose.append(subjectRow);
  const mailStrips = ofKind('mail', 'attachments');
  for (const mailbody of ofKind('mail', 'mailbody')) {
    compose.append(textView(mailbody, { className: 'mail-body', label: words.mail.body, attachments: mailStrips[0] }));
  }
  for (const strip of mailStrips) {
    compose.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', heading: words.notes.attachments, headingLevel: 4, label: words.mail.attachments, empty: words.notes.dropImages }));
  }
  body.append(sidebar, compose);
  return section;
}

// ------------------------------------------------------------------ Calendar (S3, S13, P1)

const WEEK_LENGTH = 7;
const DAY_START = 7 * 60, DAY_END = 21 * 60;

function springButton(id, text, { pressed = null, className = 'seg' } = {}) {
  const button = el('button', className, text);
  button.type = 'button';
  button.dataset.dkSpring = id;  // S13: hovering with content and pausing clicks it; a click works too
  if (pressed !== null) button.setAttribute('aria-pressed', pressed ? 'true' : 'false');
  return button;
}

function calendarScene(scene) {
  const state = ui.calendar;
  const days = ofKind('calendar', 'day').filter((day) => day.id !== OTHER_DAYS);
  if (!state.day || !days.some((d) => d.id === state.day)) state.day = days[0]?.id || null;
  const { section, body } = sceneShell(scene, hint(words.hints.calendar));
  section.dataset.calendarView = state.view;  // page contract: which view is showing (S13)
  const bar = el('div', 'cal-bar');
  const back = springButton('cal-back', words.calendar.back, { className: 'tool-button back-button' });
  back.disabled = state.back.length === 0;
  back.setAttribute('aria-label', words.calendar.backLabel);
  const seg = el('div', 'segmented');
  seg.setAttribute('role', 'group');
  seg.setAttribute('aria-label', words.calendar.view);
  for (const view of ['day', 'week', 'month']) seg.append(springButton(`cal-view-${view}`, words.calendar[view], { pressed: state.view === view }));
  const dates = weekDates();
  const range = el('span', 'cal-range');
  const fmt = (d, o) => dateText(d, o);  // S7: in the page's language
  range.textContent = state.view === 'month' ? fmt(dates[0], { month: 'long', year: 'numeric' })
    : state.view === 'day' ? fmt(dates[Math.max(0, days.findIndex((d) => d.id === state.day))], { weekday: 'long', month: 'long', day: 'numeric' })
    : LANG === 'en' ? `${fmt(dates[0], { month: 'short', day: 'numeric' })} – ${fmt(dates[6], { month: 'short', day: 'numeric', year: 'numeric' })}`
      : new Intl.DateTimeFormat(LOCALE, { month: 'long', day: 'numeric', year: 'numeric' }).formatRange(dates[0], dates[6]);
  bar.append(back, seg, range);
  section.querySelector('.scene-header').append(bar);

  const dayColumn = (day, index, className) => {
    const column = itemContainer(day, { className: `day-column ${className}`, heading: dayHeading(day, index, dates), empty: '' });
    column.querySelector('.items').classList.add('timeline');
    return column;
  };
  const hours = () => {
    const gutter = el('div', 'hours');
    gutter.setAttribute('aria-hidden', 'true');
    for (let m = DAY_START; m < DAY_END; m += 60) gutter.append(el('span', 'hour', hourText(m)));
    return gutter;
  };
  if (state.view === 'week') {
    const week = el('div', 'week');
    week.append(hours());
    days.forEach((day, i) => week.append(dayColumn(day, i, '')));
    body.append(week);
  } else if (state.view === 'day') {
    const index = Math.max(0, days.findIndex((d) => d.id === state.day));
    const pick = el('div', 'day-picker');
    pick.setAttribute('role', 'group');
    pick.setAttribute('aria-label', words.calendar.dayPicker);
    days.forEach((day, i) => {
      const b = el('button', 'day-chip', dayHeading(day, i, dates));
      b.type = 'button';
      b.dataset.calDay = day.id;
      b.setAttribute('aria-pressed', day.id === state.day ? 'true' : 'false');
      pick.append(b);
    });
    const wrap = el('div', 'week week-day');
    wrap.append(hours(), dayColumn(days[index], index, 'day-large'));
    body.append(pick, wrap);
  } else {
    const month = el('div', 'month');
    month.setAttribute('role', 'group');
    month.setAttribute('aria-label', range.textContent);
    const head = el('div', 'month-head');
    head.setAttribute('aria-hidden', 'true');
    for (let i = 0; i < WEEK_LENGTH; i += 1) head.append(el('span', null, weekdayName(i, 'short')));
    month.append(head);
    const first = new Date(dates[0].getFullYear(), dates[0].getMonth(), 1);
    const start = new Date(first);
    start.setDate(first.getDate() - ((first.getDay() + 6) % 7));
    const grid = el('div', 'month-grid');
    const daysInMonth = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
    const cells = Math.ceil((((first.getDay() + 6) % 7) + daysInMonth) / 7) * 7;  // whole weeks
    for (let i = 0; i < cells; i++) {
      const date = new Date(start);
      date.setDate(start.getDate() + i);
      const weekIndex = dates.findIndex((d) => d.toDateString() === date.toDateString());
      if (weekIndex >= 0 && days[weekIndex]) {
        // This week's days are the drop containers (S3 moves events between them).
        const cell = itemContainer(days[weekIndex], { className: 'month-cell this-week', heading: String(date.getDate()), empty: '' });
        grid.append(cell);
      } else if (datedDay(date)) {
        // Any other day takes drops too: stored in `cal-dates` with the event's date (S3).
        const other = datedDay(date);
        grid.append(itemContainer(other, { className: `month-cell${date.getMonth() !== first.getMonth() ? ' other-month' : ''}`,
          heading: String(date.getDate()), label: other.title, empty: '' }));
      } else {
        const cell = el('div', `month-cell${date.getMonth() !== first.getMonth() ? ' other-month' : ''}`);
        cell.setAttribute('aria-hidden', 'true');
        cell.append(el('span', 'container-title', String(date.getDate())));
        grid.append(cell);
      }
    }
    month.append(grid);
    body.append(month);
  }
  return section;
}

/** A week day's short heading, "Mon 2" ("월 2", "月 2"): the weekday in the page's language and
 *  the date; a day past the week's seven keeps its title. O(1). */
function dayHeading(day, index, dates) {
  const name = index < WEEK_LENGTH ? weekdayName(index, 'short') : containerTitle(day);
  return `${name} ${dates[index] ? dates[index].getDate() : ''}`;
}

/** Handles the calendar's controls (click, or a spring-loaded activation, S13). */
export function calendarControl(spring, dayId) {
  const state = ui.calendar;
  const remember = () => state.back.push({ view: state.view, day: state.day });
  if (dayId) { state.day = dayId; return true; }
  if (spring === 'cal-back') {
    const previous = state.back.pop();
    if (!previous) return false;
    Object.assign(state, previous);
    return true;
  }
  const view = spring.replace('cal-view-', '');
  if (!['day', 'week', 'month'].includes(view) || view === state.view) return false;
  remember();
  state.view = view;
  return true;
}

// ------------------------------------------------------------------ Files (S11, S13, P1)

function folderPath(id) {
  const path = [];
  let current = model.byId.get(id);
  while (current) { path.unshift(current); current = current.parent ? model.byId.get(current.parent) : null; }
  return path;
}

function filesScene(scene) {
  const folders = ofKind('files', 'folder');
  const state = ui.files;
  if (!state.folder || !folders.some((f) => f.id === state.folder)) state.folder = (folders.find((f) => !f.parent) || folders[0])?.id || null;
  const { section, body } = sceneShell(scene, hint(words.hints.files));
  const win = el('div', 'finder card');
  const sidebar = el('nav', 'finder-sidebar');
  sidebar.setAttribute('aria-label', words.files.locations);
  sidebar.append(el('h3', 'sidebar-heading', words.files.favorites));
  const favorites = el('ul', 'sidebar-links');
  // Sidebar folders are destinations too: each row stands for its folder (data-dk-opens).
  markContainer(favorites, { id: 'files-sidebar', kind: 'sidebar', title: words.files.favorites });
  favorites.dataset.dkItems = '';
  favorites.dataset.dkDrop = 'false';
  favorites.dataset.dkDrag = 'false';
  favorites.setAttribute('aria-label', words.files.favorites);
  for (const folder of folders) {
    const li = el('li', 'sidebar-folder');
    li.dataset.dkItem = `sidebar-${folder.id}`;
    li.dataset.dkType = TYPES.folder;
    li.dataset.dkLabel = containerTitle(folder);
    li.dataset.dkOpens = folder.id;
    const button = el('button', 'sidebar-link', containerTitle(folder));
    button.prepend(icon('folder', 'icon sidebar-icon'));
    button.type = 'button';
    button.dataset.openFolder = folder.id;
    if (folder.id === state.folder) button.setAttribute('aria-current', 'true');
    li.append(button);
    favorites.append(li);
  }
  sidebar.append(favorites);
  for (const dropbox of ofKind('files', 'dropbox')) {
    sidebar.append(el('h3', 'sidebar-heading', words.files.shared));
    const box = itemContainer(dropbox, { tag: 'div', className: 'dropbox', heading: false, label: words.files.writeOnly(containerTitle(dropbox)) });
    box.dataset.dkDrag = 'false';  // S11: write-only, nothing can be dragged out
    const face = el('div', 'dropbox-face');
    face.setAttribute('aria-hidden', 'true');
    face.append(el('span', 'file-icon file-icon-folder dropbox-icon'), el('span', 'dropbox-name', containerTitle(dropbox)),
      el('span', 'dropbox-note', dropboxNote(dropbox.items.length)));
    box.prepend(face);
    box.querySelector('.items').classList.add('dropbox-items');
    sidebar.append(box);
  }
  const main = el('div', 'finder-main');
  const current = model.byId.get(state.folder);
  if (current) {
    const bar = el('div', 'finder-bar');
    const crumbs = el('nav', 'path-bar');
    crumbs.setAttribute('aria-label', words.files.path);
    const ol = el('ol');
    for (const [i, folder] of folderPath(current.id).entries()) {
      const li = el('li');
      if (i === folderPath(current.id).length - 1) {
        const here = el('span', 'crumb-current', containerTitle(folder));
        here.setAttribute('aria-current', 'location');
        li.append(here);
      } else {
        const b = el('button', 'crumb', containerTitle(folder));
        b.type = 'button';
        b.dataset.openFolder = folder.id;
        li.append(b);
      }
      ol.append(li);
    }
    crumbs.append(ol);
    const views = el('div', 'segmented small');
    views.setAttribute('role', 'group');
    views.setAttribute('aria-label', words.files.viewAs);
    for (const [view, text] of FILES_VIEWS.map((v) => [v, words.files[v]])) {
      const b = el('button', 'seg', text);
      b.type = 'button';
      b.dataset.filesView = view;
      b.setAttribute('aria-pressed', state.view === view ? 'true' : 'false');
      views.append(b);
    }
    bar.append(crumbs, views);
    const listing = itemContainer(current, { className: `folder-view view-${state.view}`, axis: state.view === 'icons' ? 'grid' : null, heading: false,
      label: words.files.folder(containerTitle(current)), empty: words.files.empty });
    if (state.view !== 'icons') {
      const head = el('div', 'file-head');
      head.setAttribute('aria-hidden', 'true');
      head.append(el('span', null, words.files.name), el('span', null, words.files.kind), el('span', null, words.files.size));
      listing.prepend(head);
    }
    // In the outline the folders inside the current one are shown in place, each once (a
    // container is on the page once); elsewhere the rows are drawn flat. The rows an outline
    // showed inside this folder's rows are used again wherever they are drawn now.
    for (const inner of listing.querySelectorAll('[data-dk-item] [data-dk-item]')) spare.set(inner.dataset.dkItem, inner);
    const nested = state.view === 'outline' ? outlineOf(listing, current) : flatRows(listing, current);
    main.append(bar, listing);
    // The other folders stay known (hidden), so drops into folder rows, keyboard drags,
    // Move to… and Cut/Paste reach them (S7).
    for (const folder of folders.filter((f) => f.id !== current.id && !nested.has(f.id))) {
      const closed = itemContainer(folder, { className: 'folder-view folder-closed', heading: false, label: words.files.folder(containerTitle(folder)) });
      closed.hidden = true;
      main.append(closed);
    }
    spare.clear();
  }
  win.append(sidebar, main);
  body.append(win);
  return section;
}

/**
 * Makes `listing` (the current folder's container) the top of a tree (issue 37; the `trees`
 * plugin, Web/dragkit/API.md "Trees"): every folder row holds its folder's container as its
 * last child, drawn the same way (folders inside folders), shown while the row is open
 * (`ui.files.expanded`, collapsed at first). Each level is a folder container as stored, so a
 * drop at a deeper level moves the file into that folder (S2: `data-dk-cross-operation`). A
 * folder already drawn higher up is not drawn again (no container twice on the page). Returns
 * the ids of the folders drawn inside. O(rows of the tree).
 */
function outlineOf(listing, current) {
  listing.dataset.dkOutline = String(OUTLINE_INDENT);
  const drawn = new Set([current.id]);
  const shape = (list, container) => {
    for (const item of container.items) {
      const element = [...list.children].find((child) => child.dataset.dkItem === item.id);
      if (!element) continue;
      const folder = folderOpenedBy(item);
      let level = null;
      if (folder && !drawn.has(folder.id)) {
        drawn.add(folder.id);
        level = outlineLevel(folder);
        shape(level, folder);
      }
      outlineRow(element, item, level);
      if (level) {
        const open = ui.files.expanded.has(item.id);
        element.setAttribute('aria-expanded', String(open));
        level.hidden = !open;
      } else {
        element.removeAttribute('aria-expanded');
      }
    }
  };
  shape(listing.querySelector('[data-dk-items]'), current);
  drawn.delete(current.id);
  return drawn;
}

/** The folder container the Files item `item` opens, or null. O(1). */
function folderOpenedBy(item) {
  const opened = typeof item.payload?.opens === 'string' ? model.byId.get(item.payload.opens) : null;
  return opened && opened.scene === 'files' && opened.kind === 'folder' ? opened : null;
}

/** One level of Files' outline: a folder's container, its rows its items (the `trees` plugin
 *  gives it `role="group"`). O(items). */
function outlineLevel(folder) {
  const level = markContainer(el('ul', 'outline-level'), folder, { label: words.files.folder(containerTitle(folder)) });
  level.setAttribute('aria-label', words.files.folder(containerTitle(folder)));
  for (const item of folder.items) level.append(itemElement(item, folder.kind));
  return level;
}

/** The list and icon views draw rows flat: a row the outline drew before (kept, as every item
 *  element is, across a redraw) loses its level and the tree's semantics. Returns no folders
 *  drawn inside. O(rows). */
function flatRows(listing, current) {
  for (const element of listing.querySelectorAll('[data-dk-item][data-shape="outline"]')) {
    const item = current.items.find((i) => i.id === element.dataset.dkItem);
    for (const name of ['role', 'aria-level', 'aria-setsize', 'aria-posinset', 'aria-expanded', 'data-dk-tree']) element.removeAttribute(name);
    if (item) fillItem(element, item, current.kind);
  }
  return new Set();
}

export const dropboxNote = (n) => words.files.dropboxNote(n);

export function openFolder(id) {
  if (!model.byId.get(id) || ui.files.folder === id) return false;
  ui.files.folder = id;
  return true;
}

// ------------------------------------------------------------------ Home (S8, S9, F4, F5)

function homeScene(scene) {
  const { section, body } = sceneShell(scene, hint(words.hints.home));
  const phone = el('div', 'phone');
  const screen = el('div', 'phone-screen');
  const status = el('div', 'phone-status');
  status.setAttribute('aria-hidden', 'true');
  status.append(el('span', null, '9:41'), el('span', null, '●●● ▮'));
  screen.append(status);
  for (const grid of ofKind('home', 'springboard')) screen.append(itemContainer(grid, { tag: 'div', className: 'springboard', axis: 'grid', heading: false, label: containerTitle(grid) }));
  for (const folder of ofKind('home', 'appfolder')) screen.append(itemContainer(folder, { tag: 'div', className: 'appfolder', axis: 'grid', headingLevel: 3 }));
  for (const dock of ofKind('home', 'dock')) screen.append(itemContainer(dock, { tag: 'div', className: 'dock', axis: 'horizontal', heading: false, label: containerTitle(dock) }));
  phone.append(screen);
  body.append(phone);
  return section;
}

// ------------------------------------------------------------------ Charts (S12, A2)

function chartsScene(scene) {
  const { section, body } = sceneShell(scene, hint(words.hints.charts));
  for (const grid of ofKind('charts', 'grid')) body.append(itemContainer(grid, { className: 'card chart-grid', axis: 'grid' }));
  for (const board of ofKind('charts', 'dashboard')) body.append(itemContainer(board, { className: 'card dashboard', axis: 'grid', empty: words.charts.dropHere }));
  return section;
}

const BUILDERS = { notes: notesScene, reminders: remindersScene, photos: photosScene, mail: mailScene,
  calendar: calendarScene, files: filesScene, home: homeScene, charts: chartsScene };

export function renderScene(id) {
  const scene = SCENES.find((s) => s.id === id) || SCENES[0];
  const section = BUILDERS[scene.id](scene);
  section.dataset.scenePane = scene.id;  // page contract: one pane per scene shown (S1)
  return section;
}

/** The toolbar's Print button: a drop target whose drops start a task (F10). */
export function renderPrint() {
  const container = model.containers.find((c) => c.kind === 'print');
  if (!container) return null;
  const target = markContainer(el('div', 'print-target'), container);
  target.dataset.dkDrag = 'false';
  target.setAttribute('role', 'group');
  target.setAttribute('aria-label', words.print(containerTitle(container)));
  const printer = icon('printer', 'icon print-icon');
  const list = el('ul', 'items print-items');
  list.dataset.dkItems = '';
  list.setAttribute('aria-hidden', 'true');
  target.append(printer, el('span', 'print-label', containerTitle(container)), list);
  return target;
}

export { TYPES };
