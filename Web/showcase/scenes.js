// The eight scenes, each modelled on an example from the HIG (IDs in Docs/Requirements.md). Every
// scene is rendered from the stored containers of its `scene`, by `kind`; only the scenes on
// screen are in the DOM, so the engine only knows the containers people can see.
import { model } from './store.js';
import { el, fillItem, renderRuns, TYPES } from './render.js';
import { OTHER_DAYS, datedDay } from './calendar-slots.js';
import { icon } from './icons.js';

export const SCENES = [
  { id: 'notes', title: 'Notes', icon: 'note' },
  { id: 'reminders', title: 'Reminders', icon: 'checklist' },
  { id: 'photos', title: 'Photos', icon: 'photo' },
  { id: 'mail', title: 'Mail', icon: 'mail' },
  { id: 'calendar', title: 'Calendar', icon: 'calendar' },
  { id: 'files', title: 'Files', icon: 'folder' },
  { id: 'home', title: 'Home', icon: 'phone' },
  { id: 'charts', title: 'Charts', icon: 'chart' },
];

/** Per-scene view state that survives re-rendering (calendar view, current folder). */
export const ui = {
  calendar: { view: 'week', day: null, back: [] },
  files: { folder: null, view: 'list' },
};

const ofScene = (scene) => model.containers.filter((c) => c.scene === scene);
const ofKind = (scene, kind) => ofScene(scene).filter((c) => c.kind === kind);

/** Finds an item element already on screen, so that re-rendering (a spring-loaded control
 *  switching views mid-drag, S13) keeps the elements the bridge and engine know. */
function itemElement(item, kind) {
  const existing = document.querySelector(`[data-dk-item="${CSS.escape(item.id)}"]`);
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
  data.dkLabel = label || container.title;
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
    title.append(el('span', 'container-name', heading || container.title));
    const count = el('span', 'count', String(container.items.length));
    count.setAttribute('aria-label', `${container.items.length} items`);
    title.append(count);
    section.append(title);
    // A label of its own when the visible heading is shared ("Attachments"): landmarks and
    // groups stay distinguishable for screen readers.
    if (label) section.setAttribute('aria-label', label); else section.setAttribute('aria-labelledby', title.id);
    list.setAttribute('aria-labelledby', title.id);
  } else {
    section.setAttribute('aria-label', label || container.title);
    list.setAttribute('aria-label', label || container.title);
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
  if (labelledBy) view.setAttribute('aria-labelledby', labelledBy); else view.setAttribute('aria-label', label || container.title);
  view.tabIndex = 0;
  renderRuns(view, container.text ? container.text.runs : []);
  return view;
}

// F7, P4: on a touch screen the hints speak of touch (touch and hold, drag, tap, the Edit menu),
// not of Ctrl/⌘-click and keys it has none of; in the page's language (?lang=ko, ?lang=ja, S7).
// The menus' names stay as the toolbar shows them.
const TOUCH_HINTS = {
  en: {
    notes: 'Select words in a note, then touch and hold them to lift them and drag them into another note: they keep their style. Drop them on Quick entry and they take its style. Drag text to Files to make a clipping; drop a photo or chart on a note and it is attached.',
    reminders: 'Touch and hold a reminder to lift it, then drag it to reorder it, or to another list to move it there. While you hold it, tap other reminders with another finger to add them to the drag.',
    photos: 'Touch and hold a photo to lift it, then drag it into the shared album: it asks before posting, with a Cancel step. While you hold it, tap other photos with another finger to drag several; dropped into a note or mail, placeholders show each original arriving.',
    withoutDragging: 'Without dragging: tap an item, then choose Edit ▸ Move to… (or Cut, then Paste). Touch and hold an item and lift your finger without moving it for its menu.',
    withoutDraggingNotes: 'Without dragging: tap a note in the list, or double-tap a word in a note, then choose Edit ▸ Move to…',
  },
  ko: {
    notes: '메모에서 단어를 선택한 다음 길게 눌러 들어 올리고 다른 메모로 드래그하세요. 스타일이 그대로 유지됩니다. Quick entry에 놓으면 그 스타일을 따릅니다. 텍스트를 Files로 드래그하면 클리핑이 만들어지고, 사진이나 차트를 메모에 놓으면 첨부됩니다.',
    reminders: '미리 알림을 길게 눌러 들어 올린 다음 드래그해서 순서를 바꾸거나 다른 목록으로 옮기세요. 누르고 있는 동안 다른 손가락으로 다른 미리 알림을 탭하면 함께 드래그됩니다.',
    photos: '사진을 길게 눌러 들어 올린 다음 공유 앨범으로 드래그하세요. 게시하기 전에 묻고, 취소할 수 있습니다. 누르고 있는 동안 다른 손가락으로 사진을 더 탭하면 여러 장을 함께 드래그할 수 있고, 메모나 메일에 놓으면 원본이 도착하는 동안 자리 표시자가 보입니다.',
    withoutDragging: '드래그하지 않고: 항목을 탭한 다음 Edit ▸ Move to…를 선택하세요 (또는 Cut 다음 Paste). 항목을 길게 누른 뒤 움직이지 않고 손가락을 떼면 메뉴가 열립니다.',
    withoutDraggingNotes: '드래그하지 않고: 목록에서 메모를 탭하거나 메모의 단어를 두 번 탭한 다음 Edit ▸ Move to…를 선택하세요.',
  },
  ja: {
    notes: 'メモの単語を選択し、長押しして持ち上げてから別のメモへドラッグすると、スタイルはそのまま保たれます。Quick entry にドロップすると、そのスタイルになります。テキストを Files へドラッグするとクリップになり、写真やグラフをメモにドロップすると添付されます。',
    reminders: 'リマインダーを長押しして持ち上げ、ドラッグして並べ替えたり、別のリストへ移動したりできます。押さえたまま別の指でほかのリマインダーをタップすると、一緒にドラッグできます。',
    photos: '写真を長押しして持ち上げ、共有アルバムへドラッグします。投稿の前に確認があり、キャンセルできます。押さえたまま別の指でほかの写真をタップすると複数をドラッグでき、メモやメールにドロップすると元の写真が届くまでプレースホルダが表示されます。',
    withoutDragging: 'ドラッグせずに：項目をタップしてから Edit ▸ Move to… を選びます（または Cut してから Paste）。項目を長押しし、動かさずに指を離すとメニューが開きます。',
    withoutDraggingNotes: 'ドラッグせずに：リストのメモをタップするか、メモの単語をダブルタップしてから Edit ▸ Move to… を選びます。',
  },
};

/** Whether the page is used by touch alone: a coarse primary pointer that cannot hover. O(1). */
export function touchOnly() {
  return matchMedia('(pointer: coarse)').matches && matchMedia('(hover: none)').matches;
}

/** The touch hint `key` in the page's language (`?lang=`, else English), tagged with it; null
 *  when the page is not used by touch alone. */
function touchHint(key) {
  if (!touchOnly()) return null;
  const tag = String(new URLSearchParams(location.search).get('lang') || '').toLowerCase();
  const language = tag.startsWith('ko') ? 'ko' : tag.startsWith('ja') ? 'ja' : 'en';
  const p = hint(TOUCH_HINTS[language][key]);
  p.lang = language;
  p.dataset.hintFor = 'touch';
  return p;
}

function hint(...parts) {
  const p = el('p', 'hint');
  for (const part of parts) {
    if (typeof part === 'string') p.append(part);
    else p.append(part);
  }
  return p;
}
const kbd = (text) => el('kbd', null, text);
const strong = (text) => el('strong', null, text);

/** Every drag has a way without dragging (WCAG 2.5.7); the hint says how, in plain words. */
function clicksOnlyHint(sceneId) {
  const touch = touchHint(sceneId === 'notes' ? 'withoutDraggingNotes' : 'withoutDragging');
  if (touch) return touch;
  const menu = [strong('Edit'), ' ▸ ', strong('Move to…')];
  return sceneId === 'notes'
    ? hint('Without dragging: click a note in the list, or double-click a word in a note, then choose ', ...menu)
    : hint('Without dragging: click an item, then choose ', ...menu, ' (or Cut, then Paste).');
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
  const { section, body } = sceneShell(scene, touchHint('notes') ||
    hint('Select words in a note and drag them into another note: they keep their style. Drop them on ',
      strong('Quick entry'), ' and they take its style. Drag text to Files to make a clipping; drop a photo or chart on a note and it is attached. Dragging near the edge of the long note scrolls it. With the keyboard: select words, then ',
      kbd('Ctrl'), '+', kbd('Shift'), '+', kbd('D'), ' (', kbd('⇧⌘D'), ') picks them up; ', kbd('Tab'), ' to another note or to Files, arrows to place them, ', kbd('Space'), ' to drop.'));
  const sidebar = el('aside', 'notes-sidebar');
  sidebar.setAttribute('aria-label', 'Notes sidebar');
  for (const index of ofKind('notes', 'list')) sidebar.append(itemContainer(index, { className: 'sidebar-list' }));
  for (const field of ofKind('notes', 'field')) {
    const wrap = el('div', 'field-wrap');
    const label = el('h3', 'container-title', field.title);
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
      card.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', heading: 'Attachments', headingLevel: 4,
        label: `${note.title} attachments`, empty: 'Drop images here' }));
    }
    notes.append(card);
  }
  for (const strip of attachments.filter((a) => !used.has(a.id))) {
    notes.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', empty: 'Drop images here' }));
  }
  body.append(sidebar, notes);
  return section;
}

// ------------------------------------------------------------------ Reminders (S2, S3, S7, S8)

function remindersScene(scene) {
  const { section, body } = sceneShell(scene, touchHint('reminders') ||
    hint('Drag a reminder to reorder it, or to another list to move it there. ', kbd('⌘'), '/', kbd('Ctrl'), '-click or ',
      kbd('Shift'), '-click to select several and drag them together. With the keyboard: focus a reminder, ', kbd('Space'),
      ' to pick it up, arrows to move, ', kbd('Tab'), ' to change list, ', kbd('Space'), ' to drop.'));
  body.classList.add('columns');
  for (const list of ofKind('reminders', 'list')) body.append(itemContainer(list, { className: 'card reminder-list', empty: 'No reminders' }));
  return section;
}

// ------------------------------------------------------------------ Photos (S11, S12, F9)

function photosScene(scene) {
  const { section, body } = sceneShell(scene, touchHint('photos') ||
    hint('Drag photos into the shared album: it asks before posting, with a Cancel step. Drop several at once into a note or mail and placeholders show each original arriving. Select several with ',
      kbd('⌘'), '/', kbd('Ctrl'), '-click.'));
  for (const grid of ofKind('photos', 'grid')) body.append(itemContainer(grid, { className: 'card photo-grid', axis: 'grid' }));
  for (const album of ofKind('photos', 'album')) body.append(itemContainer(album, { className: 'card album', axis: 'grid', empty: 'Drop photos to share' }));
  return section;
}

// ------------------------------------------------------------------ Mail (A3, S5)

function mailScene(scene) {
  const { section, body } = sceneShell(scene,
    hint('Drag a contact onto ', strong('To'), ': the field takes just the name and email address. Drop text into the body; photos and charts dropped on the message are attached.'));
  const sidebar = el('aside', 'mail-sidebar');
  sidebar.setAttribute('aria-label', 'Contacts sidebar');
  for (const list of ofKind('mail', 'list')) sidebar.append(itemContainer(list, { className: 'sidebar-list contacts' }));
  const compose = el('article', 'compose card');
  const composeTitle = el('h3', 'compose-title', 'New Message');
  composeTitle.id = 'compose-title';
  compose.setAttribute('aria-labelledby', composeTitle.id);
  compose.append(composeTitle);
  for (const recipients of ofKind('mail', 'recipients')) {
    const row = el('div', 'compose-row');
    const label = el('span', 'compose-label', `${recipients.title || 'To'}:`);
    label.id = `label-${recipients.id}`;
    label.setAttribute('aria-hidden', 'true');
    row.append(label, itemContainer(recipients, { tag: 'div', className: 'recipients', axis: 'grid', heading: false,
      label: `${recipients.title || 'To'} recipients`, empty: 'Drop a contact' }));
    compose.append(row);
  }
  const subjectRow = el('div', 'compose-row');
  const subjectField = ofKind('mail', 'field')[0];
  if (subjectField) {
    const label = el('span', 'compose-label', 'Subject:');
    label.id = `label-${subjectField.id}`;
    subjectRow.append(label, textView(subjectField, { rich: false, className: 'subject', labelledBy: label.id }));
  } else {
    const label = el('label', 'compose-label', 'Subject:');
    label.htmlFor = 'mail-subject';
    const input = el('input', 'subject-input');
    input.id = 'mail-subject';
    input.value = 'Photos from Lisbon';
    subjectRow.append(label, input);
  }
  compose.append(subjectRow);
  const mailStrips = ofKind('mail', 'attachments');
  for (const mailbody of ofKind('mail', 'mailbody')) {
    compose.append(textView(mailbody, { className: 'mail-body', label: 'Message body', attachments: mailStrips[0] }));
  }
  for (const strip of mailStrips) {
    compose.append(itemContainer(strip, { className: 'strip', axis: 'horizontal', heading: 'Attachments', headingLevel: 4, label: 'Message attachments', empty: 'Drop images here' }));
  }
  body.append(sidebar, compose);
  return section;
}

// ------------------------------------------------------------------ Calendar (S3, S13, P1)

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const DAY_START = 7 * 60, DAY_END = 21 * 60;

function weekDates() {
  const today = new Date();
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((today.getDay() + 6) % 7));
  return DAY_NAMES.map((_, i) => { const d = new Date(monday); d.setDate(monday.getDate() + i); return d; });
}

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
  const { section, body } = sceneShell(scene,
    hint('Drag an event to another day or time to move it: it lands where the red line shows. Hold it over ', strong('Day'), ', ', strong('Week'), ', ', strong('Month'),
      ' or ', strong('Back'), ' and pause: the control activates. Drag an event to Files to get an .ics file.'));
  section.dataset.calendarView = state.view;  // page contract: which view is showing (S13)
  const bar = el('div', 'cal-bar');
  const back = springButton('cal-back', '‹ Back', { className: 'tool-button back-button' });
  back.disabled = state.back.length === 0;
  back.setAttribute('aria-label', 'Back');
  const seg = el('div', 'segmented');
  seg.setAttribute('role', 'group');
  seg.setAttribute('aria-label', 'Calendar view');
  for (const [view, text] of [['day', 'Day'], ['week', 'Week'], ['month', 'Month']]) seg.append(springButton(`cal-view-${view}`, text, { pressed: state.view === view }));
  const dates = weekDates();
  const range = el('span', 'cal-range');
  const fmt = (d, o) => d.toLocaleDateString('en-US', o);
  range.textContent = state.view === 'month' ? fmt(dates[0], { month: 'long', year: 'numeric' })
    : state.view === 'day' ? fmt(dates[Math.max(0, days.findIndex((d) => d.id === state.day))], { weekday: 'long', month: 'long', day: 'numeric' })
    : `${fmt(dates[0], { month: 'short', day: 'numeric' })} – ${fmt(dates[6], { month: 'short', day: 'numeric', year: 'numeric' })}`;
  bar.append(back, seg, range);
  section.querySelector('.scene-header').append(bar);

  const dayColumn = (day, index, className) => {
    const column = itemContainer(day, { className: `day-column ${className}`, heading: `${DAY_NAMES[index] ? DAY_NAMES[index].slice(0, 3) : day.title} ${dates[index] ? dates[index].getDate() : ''}`, empty: '' });
    column.querySelector('.items').classList.add('timeline');
    return column;
  };
  const hours = () => {
    const gutter = el('div', 'hours');
    gutter.setAttribute('aria-hidden', 'true');
    for (let m = DAY_START; m < DAY_END; m += 60) gutter.append(el('span', 'hour', `${((m / 60 + 11) % 12) + 1} ${m < 720 ? 'AM' : 'PM'}`));
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
    pick.setAttribute('aria-label', 'Day');
    days.forEach((day, i) => {
      const b = el('button', 'day-chip', `${DAY_NAMES[i]?.slice(0, 3) ?? day.title} ${dates[i]?.getDate() ?? ''}`);
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
    for (const name of DAY_NAMES) head.append(el('span', null, name.slice(0, 3)));
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
  const { section, body } = sceneShell(scene,
    hint('Drag a file onto a folder and pause: the folder springs open. ', strong('Drop Box'),
      ' is write-only: you are asked first, and you can’t take things back out. Text dragged here becomes a clipping you can drop into a note later.'));
  const win = el('div', 'finder card');
  const sidebar = el('nav', 'finder-sidebar');
  sidebar.setAttribute('aria-label', 'Locations');
  sidebar.append(el('h3', 'sidebar-heading', 'Favorites'));
  const favorites = el('ul', 'sidebar-links');
  // Sidebar folders are destinations too: each row stands for its folder (data-dk-opens).
  markContainer(favorites, { id: 'files-sidebar', kind: 'sidebar', title: 'Favorites' });
  favorites.dataset.dkItems = '';
  favorites.dataset.dkDrop = 'false';
  favorites.dataset.dkDrag = 'false';
  favorites.setAttribute('aria-label', 'Favorites');
  for (const folder of folders) {
    const li = el('li', 'sidebar-folder');
    li.dataset.dkItem = `sidebar-${folder.id}`;
    li.dataset.dkType = TYPES.folder;
    li.dataset.dkLabel = folder.title;
    li.dataset.dkOpens = folder.id;
    const button = el('button', 'sidebar-link', folder.title);
    button.prepend(icon('folder', 'icon sidebar-icon'));
    button.type = 'button';
    button.dataset.openFolder = folder.id;
    if (folder.id === state.folder) button.setAttribute('aria-current', 'true');
    li.append(button);
    favorites.append(li);
  }
  sidebar.append(favorites);
  for (const dropbox of ofKind('files', 'dropbox')) {
    sidebar.append(el('h3', 'sidebar-heading', 'Shared'));
    const box = itemContainer(dropbox, { tag: 'div', className: 'dropbox', heading: false, label: `${dropbox.title}, write-only` });
    box.dataset.dkDrag = 'false';  // S11: write-only, nothing can be dragged out
    const face = el('div', 'dropbox-face');
    face.setAttribute('aria-hidden', 'true');
    face.append(el('span', 'file-icon file-icon-folder dropbox-icon'), el('span', 'dropbox-name', dropbox.title),
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
    crumbs.setAttribute('aria-label', 'Path');
    const ol = el('ol');
    for (const [i, folder] of folderPath(current.id).entries()) {
      const li = el('li');
      if (i === folderPath(current.id).length - 1) {
        const here = el('span', 'crumb-current', folder.title);
        here.setAttribute('aria-current', 'location');
        li.append(here);
      } else {
        const b = el('button', 'crumb', folder.title);
        b.type = 'button';
        b.dataset.openFolder = folder.id;
        li.append(b);
      }
      ol.append(li);
    }
    crumbs.append(ol);
    const views = el('div', 'segmented small');
    views.setAttribute('role', 'group');
    views.setAttribute('aria-label', 'View as');
    for (const [view, text] of [['list', 'List'], ['icons', 'Icons']]) {
      const b = el('button', 'seg', text);
      b.type = 'button';
      b.dataset.filesView = view;
      b.setAttribute('aria-pressed', state.view === view ? 'true' : 'false');
      views.append(b);
    }
    bar.append(crumbs, views);
    const listing = itemContainer(current, { className: `folder-view view-${state.view}`, axis: state.view === 'icons' ? 'grid' : null, heading: false,
      label: `${current.title} folder`, empty: 'This folder is empty' });
    if (state.view === 'list') {
      const head = el('div', 'file-head');
      head.setAttribute('aria-hidden', 'true');
      head.append(el('span', null, 'Name'), el('span', null, 'Kind'), el('span', null, 'Size'));
      listing.prepend(head);
    }
    main.append(bar, listing);
    // The other folders stay known (hidden), so drops into folder rows, keyboard drags,
    // Move to… and Cut/Paste reach them (S7).
    for (const folder of folders.filter((f) => f.id !== current.id)) {
      const closed = itemContainer(folder, { className: 'folder-view folder-closed', heading: false, label: `${folder.title} folder` });
      closed.hidden = true;
      main.append(closed);
    }
  }
  win.append(sidebar, main);
  body.append(win);
  return section;
}

export const dropboxNote = (n) => `Write-only · ${n} ${n === 1 ? 'item' : 'items'}`;

export function openFolder(id) {
  if (!model.byId.get(id) || ui.files.folder === id) return false;
  ui.files.folder = id;
  return true;
}

// ------------------------------------------------------------------ Home (S8, S9, F4, F5)

function homeScene(scene) {
  const { section, body } = sceneShell(scene,
    hint('Rearrange icons. On touch, lift one icon and tap others with a second finger to add them to the drag; the badge counts them and they flock under your finger. Drag two icons at once with two fingers.'));
  const phone = el('div', 'phone');
  const screen = el('div', 'phone-screen');
  const status = el('div', 'phone-status');
  status.setAttribute('aria-hidden', 'true');
  status.append(el('span', null, '9:41'), el('span', null, '●●● ▮'));
  screen.append(status);
  for (const grid of ofKind('home', 'springboard')) screen.append(itemContainer(grid, { tag: 'div', className: 'springboard', axis: 'grid', heading: false, label: grid.title }));
  for (const folder of ofKind('home', 'appfolder')) screen.append(itemContainer(folder, { tag: 'div', className: 'appfolder', axis: 'grid', headingLevel: 3 }));
  for (const dock of ofKind('home', 'dock')) screen.append(itemContainer(dock, { tag: 'div', className: 'dock', axis: 'horizontal', heading: false, label: dock.title }));
  phone.append(screen);
  body.append(phone);
  return section;
}

// ------------------------------------------------------------------ Charts (S12, A2)

function chartsScene(scene) {
  const { section, body } = sceneShell(scene,
    hint('Drag a chart onto the dashboard: it takes the native chart data. Drag it into a note’s attachments and the note takes its image instead: each destination gets the richest version it can use.'));
  for (const grid of ofKind('charts', 'grid')) body.append(itemContainer(grid, { className: 'card chart-grid', axis: 'grid' }));
  for (const board of ofKind('charts', 'dashboard')) body.append(itemContainer(board, { className: 'card dashboard', axis: 'grid', empty: 'Drop charts here' }));
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
  target.setAttribute('aria-label', `${container.title}: drop a note or photo to print it`);
  const printer = icon('printer', 'icon print-icon');
  const list = el('ul', 'items print-items');
  list.dataset.dkItems = '';
  list.setAttribute('aria-hidden', 'true');
  target.append(printer, el('span', 'print-label', container.title), list);
  return target;
}

export { TYPES };
