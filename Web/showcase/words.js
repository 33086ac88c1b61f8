// The showcase's own words in the page's language (S7, P4): English by default, Korean with
// `?lang=ko`, Japanese with `?lang=ja` — the same choice the bridge's announcer makes, so a
// sentence it speaks is in one language: the engine's words around the labels the page gives it
// (container and destination names, spring-loaded controls), and the page's own UI around both.
// Only the app's words change: what people stored (item titles, note names, text) is shown as
// stored. Ids and data-* attributes never change with the language. Days and times are written
// by `Intl.DateTimeFormat` in the page's locale. No dependencies.

const tag = String(new URLSearchParams(location.search).get('lang') || '').toLowerCase();

/** The page's language: 'en', 'ko' or 'ja' (an unknown `?lang=` is English, as the announcer's). */
export const LANG = tag.startsWith('ko') ? 'ko' : tag.startsWith('ja') ? 'ja' : 'en';

/** The BCP 47 locale days and times are formatted in. */
export const LOCALE = { en: 'en-US', ko: 'ko-KR', ja: 'ja-JP' }[LANG];

// A Monday: weekday names are read off the week starting on it (index 0 = Monday).
const MONDAY = new Date(2025, 5, 2);
const WEEK_IDS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The name of weekday `index` (0 = Monday) in the page's language, `width` 'long' or 'short'. O(1). */
export function weekdayName(index, width = 'long') {
  return new Intl.DateTimeFormat(LOCALE, { weekday: width })
    .format(new Date(MONDAY.getFullYear(), MONDAY.getMonth(), MONDAY.getDate() + index));
}

/** `date` formatted with Intl `options` in the page's locale. O(1). */
export function dateText(date, options) {
  return new Intl.DateTimeFormat(LOCALE, options).format(date);
}

/** `minutes` after midnight as a time in the page's language ("2:15 PM", "오후 2:15", "14:15"). O(1). */
export function clockText(minutes) {
  const m = ((Math.round(Number(minutes) || 0) % 1440) + 1440) % 1440;
  return dateText(new Date(2025, 5, 2, Math.floor(m / 60), m % 60), { hour: 'numeric', minute: '2-digit' });
}

/** An event's day and times as the page's language writes them, with the app's clock
 *  ("Thursday, December 3, 4:15 – 4:45 PM", "12월 3일 목요일 오후 4:15~4:45", "12月3日木曜日
 *  16:15～16:45"); without a `date`, its times alone. O(1). */
export function eventWhenText(date, start, minutes) {
  const at = (m) => { const d = date ? new Date(date) : new Date(2025, 5, 2); d.setHours(0, Math.round(Number(m) || 0), 0, 0); return d; };
  const options = { hour: 'numeric', minute: '2-digit', ...(date ? { weekday: 'long', month: 'long', day: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(LOCALE, options).formatRange(at(start), at(Number(start) + Math.max(0, Number(minutes) || 0)));
}

/** An hour on the calendar's gutter ("7 AM", "오전 7시", "7時"). O(1). */
export function hourText(minutes) {
  return dateText(new Date(2025, 5, 2, Math.floor(minutes / 60), 0), { hour: 'numeric' });
}

// The titles the seeded containers are stored with (Server/Sources/DragKitStore/SeedData+Scenes.swift),
// in English. A container still titled so is the app's own (a list, a folder, a day) and shows
// in the page's language; one renamed by a person keeps that name.
const SEEDED = {
  'notes-index': 'Notes', 'notes-quick': 'Quick entry',
  'note-shopping.attachments': 'Attachments', 'note-trip.attachments': 'Attachments',
  'note-reading.attachments': 'Attachments', 'mail-body.attachments': 'Attachments',
  'rem-today': 'Today', 'rem-errands': 'Errands', 'rem-work': 'Work',
  'photos-library': 'Library', 'photos-shared': 'Shared album: Family',
  'mail-contacts': 'Contacts', 'mail-to': 'To', 'mail-body': 'Message',
  'cal-mon': 'Monday', 'cal-tue': 'Tuesday', 'cal-wed': 'Wednesday', 'cal-thu': 'Thursday',
  'cal-fri': 'Friday', 'cal-sat': 'Saturday', 'cal-sun': 'Sunday', 'cal-dates': 'Other days',
  'files-root': 'Home', 'files-documents': 'Documents', 'files-projects': 'Projects', 'files-dropbox': 'Drop Box',
  'home-grid': 'Home Screen', 'home-dock': 'Dock', 'home-folder': 'Utilities',
  'charts-gallery': 'Gallery', 'charts-board': 'Dashboard', 'print': 'Print',
};

const TABLES = {
  en: {
    scenes: { notes: 'Notes', reminders: 'Reminders', photos: 'Photos', mail: 'Mail', calendar: 'Calendar',
      files: 'Files', home: 'Home', charts: 'Charts' },
    containers: {},
    showcase: 'DragKit showcase',
    page: { apps: 'Apps', tools: 'Workspace tools', splitView: 'Split view', off: 'Off', undoRedo: 'Undo and redo',
      tasks: 'Tasks', openApps: 'Open apps', cancel: 'Cancel', ok: 'OK' },
    menu: { edit: 'Edit', undo: 'Undo', redo: 'Redo', cut: 'Cut', copy: 'Copy', paste: 'Paste', moveTo: 'Move to…',
      dragSelection: 'Drag Selection', itemActions: 'Item actions' },
    items: (n) => `${n} items`,
    countOf: (n, word) => `${n} ${word ? `${word.toLowerCase()}s` : 'items'}`,
    quoted: (t) => `“${t}”`,
    selected: (n) => `${n} selected.`,
    here: (t) => `${t} (here)`,
    nowhere: (name) => `There is nowhere on screen to move “${name}” to.`,
    atBeginning: 'At the beginning',
    after: (t) => `After “${t}”`,
    time: 'Time',
    position: 'Position',
    destination: 'Destination',
    copyKeepsOriginal: (scene) => `${scene} · copy, the original stays`,
    moveTitle: (t) => `Move “${t}” to…`,
    moveText: 'Choose where it goes. Undo puts it back.',
    move: 'Move',
    postTitle: (t) => `Post to “${t}”?`,
    postText: (what) => `${what} will be shared with everyone in the album.`,
    post: 'Post',
    sharedAlbum: 'Shared Album',
    dropboxTitle: (what, t) => `Put ${what || 'these items'} in “${t}”?`,
    dropboxText: 'You won’t be able to see or take back items you put in a Drop Box.',
    putInDropbox: 'Put in Drop Box',
    sureTitle: 'Are you sure?',
    sureText: 'This drop can’t be undone.',
    continue: 'Continue',
    printing: (t) => `Printing ${t}`,
    printed: (t) => `Printed ${t}`,
    done: 'Done',
    // The task chips' words (Web/dragkit/ui/task-chips.js), in the page's language (F10).
    taskChip: { tray: 'Tasks', task: 'Task', done: 'Done', failed: 'Failed', failedBecause: (why) => `Failed: ${why}` },
    dockFull: (t, n) => `the ${t} holds at most ${n} apps; move one out first`,
    nowIn: (t, n) => `${n > 1 ? 'They are' : 'It is'} now in ${t}.`,
    refused: { changed: (done) => `it was changed in another window, so nothing was ${done}`,
      gone: 'it is no longer there; it may have been removed in another window',
      insideItself: 'a folder can’t be put inside itself', insideSubtasks: 'a reminder can’t be put among its own subtasks',
      unsaved: 'the server could not save the change', refused: 'the server refused the change' },
    serverAway: 'Can’t reach the server. Changes are not saved until it is back.',
    importAway: 'The showcase server can’t be reached, so nothing was added.',
    importRefused: (status) => `The server refused this (${status}); nothing was added.`,
    importNothing: 'Nothing that was dropped can be kept here.',
    loadError: (m) => `Couldn’t load the workspace: ${m}. Reload to try again.`,
    unavailable: (m) => `Drag and drop is unavailable: ${m}`,
    showAllApps: 'Show all apps',
    types: { reminder: 'Reminder', note: 'Note', photo: 'Photo', vcard: 'Contact', event: 'Event',
      clipping: 'Text clipping', folder: 'Folder', file: 'File', app: 'App', chart: 'Chart', image: 'Image', item: 'Item' },
    typed: (word, t) => `${word}: ${t}`,
    app: (t) => `${t} app`,
    chartSub: (line, n) => `${line ? 'Line' : 'Bar'} chart · ${n} values`,
    eventLabel: (t, a, b) => `${t}, ${a} to ${b}`,
    bytes: (n) => `${n} bytes`,
    recipient: 'Recipient',
    notes: { sidebar: 'Notes sidebar', attachments: 'Attachments', attachmentsOf: (t) => `${t} attachments`, dropImages: 'Drop images here' },
    reminders: { empty: 'No reminders', viewAs: 'View as', list: 'List', board: 'Board', lists: 'Lists',
      subtasks: (t) => `Subtasks of ${t}`, toggle: (t) => `Show or hide the subtasks of ${t}` },
    photos: { dropToShare: 'Drop photos to share' },
    mail: { sidebar: 'Contacts sidebar', newMessage: 'New Message', to: 'To', recipients: (t) => `${t} recipients`,
      dropContact: 'Drop a contact', subject: 'Subject:', body: 'Message body', attachments: 'Message attachments' },
    calendar: { back: '‹ Back', backLabel: 'Back', view: 'Calendar view', day: 'Day', week: 'Week', month: 'Month', dayPicker: 'Day',
      // A drop into a day, said with the day's order by start time (calendar-slots.js, S2, S7).
      dropped: (copy, what, when, k, n) => `${copy ? 'Copied' : 'Moved'} ${what} to ${when}, position ${k} of ${n}.`,
      putBack: (what, when) => `Dropped ${what} where it was, ${when}. Nothing changed.` },
    files: { locations: 'Locations', favorites: 'Favorites', shared: 'Shared', writeOnly: (t) => `${t}, write-only`,
      path: 'Path', viewAs: 'View as', list: 'List', icons: 'Icons', outline: 'Outline', folder: (t) => `${t} folder`, empty: 'This folder is empty',
      name: 'Name', kind: 'Kind', size: 'Size', toggle: (t) => `Show or hide what is in ${t}`, dropboxNote: (n) => `Write-only · ${n} ${n === 1 ? 'item' : 'items'}` },
    charts: { dropHere: 'Drop charts here' },
    print: (t) => `${t}: drop a note or photo to print it`,
    // Hints: {key} is a key cap, *word* a control's name (strong).
    hints: {
      notes: 'Select words in a note and drag them into another note: they keep their style. Drop them on *Quick entry* and they take its style. Drag text to Files to make a clipping; drop a photo or chart on a note and it is attached. Dragging near the edge of the long note scrolls it. With the keyboard: select words, then {Ctrl}+{Shift}+{D} ({⇧⌘D}) picks them up; {Tab} to another note or to Files, arrows to place them, {Space} to drop.',
      reminders: 'Drag a reminder to reorder it, or to another list to move it there. {⌘}/{Ctrl}-click or {Shift}-click to select several and drag them together. With the keyboard: focus a reminder, {Space} to pick it up, arrows to move, {Tab} to change list, {Space} to drop. Drag a reminder to the right under another to make it a subtask ({→} and {←} in a keyboard drag). *Board* shows the lists as columns: drag a column by its name to reorder them.',
      photos: 'Drag photos into the shared album: it asks before posting, with a Cancel step. Drop several at once into a note or mail and placeholders show each original arriving. Select several with {⌘}/{Ctrl}-click.',
      mail: 'Drag a contact onto *To*: the field takes just the name and email address. Drop text into the body; photos and charts dropped on the message are attached.',
      calendar: 'Drag an event to another day or time to move it: it lands where the red line shows. Hold it over *Day*, *Week*, *Month* or *Back* and pause: the control activates. Drag an event to Files to get an .ics file.',
      files: 'Drag a file onto a folder and pause: the folder springs open. *Drop Box* is write-only: you are asked first, and you can’t take things back out. Text dragged here becomes a clipping you can drop into a note later.',
      home: 'Rearrange icons. On touch, lift one icon and tap others with a second finger to add them to the drag; the badge counts them and they flock under your finger. Drag two icons at once with two fingers.',
      charts: 'Drag a chart onto the dashboard: it takes the native chart data. Drag it into a note’s attachments and the note takes its image instead: each destination gets the richest version it can use.',
      withoutDragging: 'Without dragging: click an item, then choose *Edit* ▸ *Move to…* (or Cut, then Paste).',
      withoutDraggingNotes: 'Without dragging: click a note in the list, or double-click a word in a note, then choose *Edit* ▸ *Move to…*',
    },
    // F7, P4: on a touch screen the hints speak of touch (touch and hold, drag, tap, the Edit
    // menu), not of Ctrl/⌘-click and keys it has none of.
    touchHints: {
      notes: 'Select words in a note, then touch and hold them to lift them and drag them into another note: they keep their style. Drop them on Quick entry and they take its style. Drag text to Files to make a clipping; drop a photo or chart on a note and it is attached.',
      reminders: 'Touch and hold a reminder to lift it, then drag it to reorder it, or to another list to move it there. While you hold it, tap other reminders with another finger to add them to the drag. Drag it to the right under another reminder to make it a subtask. In Board, touch and hold a column’s name to move the column.',
      photos: 'Touch and hold a photo to lift it, then drag it into the shared album: it asks before posting, with a Cancel step. While you hold it, tap other photos with another finger to drag several; dropped into a note or mail, placeholders show each original arriving.',
      withoutDragging: 'Without dragging: tap an item, then choose Edit ▸ Move to… (or Cut, then Paste). Touch and hold an item and lift your finger without moving it for its menu.',
      withoutDraggingNotes: 'Without dragging: tap a note in the list, or double-tap a word in a note, then choose Edit ▸ Move to…',
    },
  },
  ko: {
    scenes: { notes: '메모', reminders: '미리 알림', photos: '사진', mail: '메일', calendar: '캘린더',
      files: '파일', home: '홈', charts: '차트' },
    containers: {
      'notes-index': '메모', 'notes-quick': '빠른 입력', attachments: '첨부 파일',
      'rem-today': '오늘', 'rem-errands': '심부름', 'rem-work': '업무',
      'photos-library': '보관함', 'photos-shared': '공유 앨범: 가족',
      'mail-contacts': '연락처', 'mail-to': '받는 사람', 'mail-body': '메시지', 'cal-dates': '다른 날',
      'files-root': '홈', 'files-documents': '문서', 'files-projects': '프로젝트', 'files-dropbox': '드롭 박스',
      'home-grid': '홈 화면', 'home-dock': '독', 'home-folder': '유틸리티',
      'charts-gallery': '갤러리', 'charts-board': '대시보드', 'print': '프린트',
    },
    showcase: 'DragKit 쇼케이스',
    page: { apps: '앱', tools: '작업 공간 도구', splitView: '화면 분할', off: '끔', undoRedo: '실행 취소 및 실행 복귀',
      tasks: '작업', openApps: '열린 앱', cancel: '취소', ok: '확인' },
    menu: { edit: '편집', undo: '실행 취소', redo: '실행 복귀', cut: '잘라내기', copy: '복사하기', paste: '붙여넣기',
      moveTo: '다음으로 이동…', dragSelection: '선택 항목 드래그', itemActions: '항목 동작' },
    items: (n) => `항목 ${n}개`,
    countOf: (n, word) => `${word || '항목'} ${n}개`,
    quoted: (t) => `“${t}”`,
    selected: (n) => `${n}개를 선택했습니다.`,
    here: (t) => `${t} (여기)`,
    nowhere: (name) => `화면에 “${name}”을(를) 옮길 곳이 없습니다.`,
    atBeginning: '맨 앞',
    after: (t) => `“${t}” 다음`,
    time: '시간',
    position: '위치',
    destination: '옮길 곳',
    copyKeepsOriginal: (scene) => `${scene} · 복사, 원본은 그대로 남습니다`,
    moveTitle: (t) => `“${t}” 옮기기…`,
    moveText: '옮길 곳을 선택하세요. 실행 취소하면 되돌아갑니다.',
    move: '이동',
    postTitle: (t) => `“${t}”에 게시할까요?`,
    postText: (what) => `${what}을(를) 앨범의 모든 사람과 공유합니다.`,
    post: '게시',
    sharedAlbum: '공유 앨범',
    dropboxTitle: (what, t) => `${what || '이 항목들'}을(를) “${t}”에 넣을까요?`,
    dropboxText: '드롭 박스에 넣은 항목은 보거나 다시 꺼낼 수 없습니다.',
    putInDropbox: '드롭 박스에 넣기',
    sureTitle: '계속할까요?',
    sureText: '이 드롭은 실행 취소할 수 없습니다.',
    continue: '계속',
    printing: (t) => `${t} 프린트 중`,
    printed: (t) => `${t} 프린트 완료`,
    done: '완료',
    taskChip: { tray: '작업', task: '작업', done: '완료', failed: '실패', failedBecause: (why) => `실패: ${why}` },
    dockFull: (t, n) => `${t}에는 앱을 ${n}개까지만 둘 수 있습니다. 먼저 하나를 빼세요`,
    nowIn: (t) => `지금은 ${t}에 있습니다.`,
    refused: { changed: () => '다른 창에서 변경되어 아무것도 바뀌지 않았습니다',
      gone: '더 이상 없습니다. 다른 창에서 제거되었을 수 있습니다',
      insideItself: '폴더는 자기 안에 넣을 수 없습니다', insideSubtasks: '미리 알림은 자기 하위 작업 안에 넣을 수 없습니다',
      unsaved: '서버가 변경 사항을 저장하지 못했습니다', refused: '서버가 변경을 거부했습니다' },
    serverAway: '서버에 연결할 수 없습니다. 연결될 때까지 변경 사항이 저장되지 않습니다.',
    importAway: '쇼케이스 서버에 연결할 수 없어 아무것도 추가하지 않았습니다.',
    importRefused: (status) => `서버가 거부했습니다(${status}). 아무것도 추가하지 않았습니다.`,
    importNothing: '놓은 것 중 여기에 둘 수 있는 것이 없습니다.',
    loadError: (m) => `작업 공간을 불러오지 못했습니다: ${m}. 다시 불러와 보세요.`,
    unavailable: (m) => `드래그 앤 드롭을 사용할 수 없습니다: ${m}`,
    showAllApps: '모든 앱 보기',
    types: { reminder: '미리 알림', note: '메모', photo: '사진', vcard: '연락처', event: '이벤트',
      clipping: '텍스트 클리핑', folder: '폴더', file: '파일', app: '앱', chart: '차트', image: '이미지', item: '항목' },
    typed: (word, t) => `${word}: ${t}`,
    app: (t) => `${t} 앱`,
    chartSub: (line, n) => `${line ? '선' : '막대'} 차트 · 값 ${n}개`,
    eventLabel: (t, a, b) => `${t}, ${a}~${b}`,
    bytes: (n) => `${n}바이트`,
    recipient: '받는 사람',
    notes: { sidebar: '메모 사이드바', attachments: '첨부 파일', attachmentsOf: (t) => `${t} 첨부 파일`, dropImages: '여기에 이미지를 놓으세요' },
    reminders: { empty: '미리 알림 없음', viewAs: '보기', list: '목록', board: '보드', lists: '목록들',
      subtasks: (t) => `${t}의 하위 작업`, toggle: (t) => `${t}의 하위 작업 펼치기 또는 접기` },
    photos: { dropToShare: '공유할 사진을 놓으세요' },
    mail: { sidebar: '연락처 사이드바', newMessage: '새로운 메시지', to: '받는 사람', recipients: (t) => `${t} 목록`,
      dropContact: '연락처를 놓으세요', subject: '제목:', body: '메시지 본문', attachments: '메시지 첨부 파일' },
    calendar: { back: '‹ 뒤로', backLabel: '뒤로', view: '캘린더 보기', day: '일', week: '주', month: '월', dayPicker: '날짜',
      dropped: (copy, what, when, k, n) => `${what}을(를) ${when}(으)로 ${copy ? '복사' : '이동'}했습니다. 위치 ${n}개 중 ${k}번째입니다.`,
      putBack: (what, when) => `${what}을(를) ${when}의 원래 자리에 드롭했습니다. 바뀐 것은 없습니다.` },
    files: { locations: '위치', favorites: '즐겨찾기', shared: '공유', writeOnly: (t) => `${t}, 쓰기 전용`,
      path: '경로', viewAs: '보기', list: '목록', icons: '아이콘', outline: '개요', folder: (t) => `${t} 폴더`, empty: '이 폴더는 비어 있습니다',
      name: '이름', kind: '종류', size: '크기', toggle: (t) => `${t}의 내용 펼치기 또는 접기`, dropboxNote: (n) => `쓰기 전용 · 항목 ${n}개` },
    charts: { dropHere: '여기에 차트를 놓으세요' },
    print: (t) => `${t}: 메모나 사진을 놓으면 프린트합니다`,
    hints: {
      notes: '메모에서 단어를 선택해 다른 메모로 드래그하세요. 스타일이 그대로 유지됩니다. *빠른 입력*에 놓으면 그 스타일을 따릅니다. 텍스트를 파일로 드래그하면 클리핑이 만들어지고, 사진이나 차트를 메모에 놓으면 첨부됩니다. 긴 메모의 가장자리 가까이 드래그하면 스크롤됩니다. 키보드로는 단어를 선택한 다음 {Ctrl}+{Shift}+{D} ({⇧⌘D})로 들어 올리고, {Tab}으로 다른 메모나 파일로 가서 화살표로 위치를 정한 뒤 {Space}로 놓으세요.',
      reminders: '미리 알림을 드래그해 순서를 바꾸거나 다른 목록으로 옮기세요. {⌘}/{Ctrl}-클릭 또는 {Shift}-클릭으로 여러 개를 선택해 함께 드래그할 수 있습니다. 키보드로는 미리 알림에 초점을 두고 {Space}로 들어 올린 다음 화살표로 옮기고, {Tab}으로 목록을 바꾸고, {Space}로 놓으세요. 미리 알림을 다른 미리 알림 아래에서 오른쪽으로 드래그하면 하위 작업이 됩니다(키보드 드래그에서는 {→}와 {←}). *보드*는 목록을 열로 보여 줍니다. 열 이름을 드래그해 순서를 바꾸세요.',
      photos: '사진을 공유 앨범으로 드래그하세요. 게시하기 전에 묻고, 취소할 수 있습니다. 여러 장을 한꺼번에 메모나 메일에 놓으면 원본이 도착하는 동안 자리 표시자가 보입니다. {⌘}/{Ctrl}-클릭으로 여러 장을 선택하세요.',
      mail: '연락처를 *받는 사람*으로 드래그하세요. 이름과 이메일 주소만 들어갑니다. 본문에 텍스트를 놓을 수 있고, 메시지에 놓은 사진과 차트는 첨부됩니다.',
      calendar: '이벤트를 다른 날이나 시간으로 드래그해 옮기세요. 빨간 선이 보이는 곳에 놓입니다. *일*, *주*, *월* 또는 *뒤로* 위에서 잠시 멈추면 그 컨트롤이 작동합니다. 이벤트를 파일로 드래그하면 .ics 파일이 됩니다.',
      files: '파일을 폴더 위로 드래그해 잠시 멈추면 폴더가 열립니다. *드롭 박스*는 쓰기 전용입니다. 먼저 묻고, 넣은 것은 다시 꺼낼 수 없습니다. 여기로 드래그한 텍스트는 나중에 메모에 놓을 수 있는 클리핑이 됩니다.',
      home: '아이콘을 재배열하세요. 터치 화면에서는 아이콘 하나를 들어 올린 채 다른 손가락으로 다른 아이콘을 탭하면 함께 드래그됩니다. 배지가 개수를 세고, 아이콘들이 손가락 아래로 모입니다. 두 손가락으로 아이콘 두 개를 동시에 드래그할 수도 있습니다.',
      charts: '차트를 대시보드로 드래그하면 차트 데이터 자체가 들어갑니다. 메모의 첨부 파일로 드래그하면 메모는 대신 이미지를 받습니다. 각 목적지는 쓸 수 있는 가장 풍부한 형태를 받습니다.',
      withoutDragging: '드래그하지 않고: 항목을 클릭한 다음 *편집* ▸ *다음으로 이동…*을 선택하세요 (또는 잘라내기 다음 붙여넣기).',
      withoutDraggingNotes: '드래그하지 않고: 목록에서 메모를 클릭하거나 메모의 단어를 이중 클릭한 다음 *편집* ▸ *다음으로 이동…*을 선택하세요.',
    },
    touchHints: {
      notes: '메모에서 단어를 선택한 다음 길게 눌러 들어 올리고 다른 메모로 드래그하세요. 스타일이 그대로 유지됩니다. 빠른 입력에 놓으면 그 스타일을 따릅니다. 텍스트를 파일로 드래그하면 클리핑이 만들어지고, 사진이나 차트를 메모에 놓으면 첨부됩니다.',
      reminders: '미리 알림을 길게 눌러 들어 올린 다음 드래그해서 순서를 바꾸거나 다른 목록으로 옮기세요. 누르고 있는 동안 다른 손가락으로 다른 미리 알림을 탭하면 함께 드래그됩니다. 다른 미리 알림 아래에서 오른쪽으로 드래그하면 하위 작업이 됩니다. 보드에서는 열 이름을 길게 눌러 열을 옮기세요.',
      photos: '사진을 길게 눌러 들어 올린 다음 공유 앨범으로 드래그하세요. 게시하기 전에 묻고, 취소할 수 있습니다. 누르고 있는 동안 다른 손가락으로 사진을 더 탭하면 여러 장을 함께 드래그할 수 있고, 메모나 메일에 놓으면 원본이 도착하는 동안 자리 표시자가 보입니다.',
      withoutDragging: '드래그하지 않고: 항목을 탭한 다음 편집 ▸ 다음으로 이동…을 선택하세요 (또는 잘라내기 다음 붙여넣기). 항목을 길게 누른 뒤 움직이지 않고 손가락을 떼면 메뉴가 열립니다.',
      withoutDraggingNotes: '드래그하지 않고: 목록에서 메모를 탭하거나 메모의 단어를 두 번 탭한 다음 편집 ▸ 다음으로 이동…을 선택하세요.',
    },
  },
  ja: {
    scenes: { notes: 'メモ', reminders: 'リマインダー', photos: '写真', mail: 'メール', calendar: 'カレンダー',
      files: 'ファイル', home: 'ホーム', charts: 'グラフ' },
    containers: {
      'notes-index': 'メモ', 'notes-quick': 'クイック入力', attachments: '添付ファイル',
      'rem-today': '今日', 'rem-errands': '用事', 'rem-work': '仕事',
      'photos-library': 'ライブラリ', 'photos-shared': '共有アルバム：家族',
      'mail-contacts': '連絡先', 'mail-to': '宛先', 'mail-body': 'メッセージ', 'cal-dates': 'ほかの日',
      'files-root': 'ホーム', 'files-documents': '書類', 'files-projects': 'プロジェクト', 'files-dropbox': 'ドロップボックス',
      'home-grid': 'ホーム画面', 'home-dock': 'ドック', 'home-folder': 'ユーティリティ',
      'charts-gallery': 'ギャラリー', 'charts-board': 'ダッシュボード', 'print': 'プリント',
    },
    showcase: 'DragKit ショーケース',
    page: { apps: 'アプリ', tools: 'ワークスペースのツール', splitView: '分割表示', off: 'オフ', undoRedo: '取り消しとやり直し',
      tasks: 'タスク', openApps: '開いているアプリ', cancel: 'キャンセル', ok: 'OK' },
    menu: { edit: '編集', undo: '取り消す', redo: 'やり直す', cut: 'カット', copy: 'コピー', paste: 'ペースト',
      moveTo: '移動先…', dragSelection: '選択部分をドラッグ', itemActions: '項目の操作' },
    items: (n) => `${n}項目`,
    countOf: (n, word) => `${word || '項目'}${n}件`,
    quoted: (t) => `「${t}」`,
    selected: (n) => `${n}件を選択しました。`,
    here: (t) => `${t}（ここ）`,
    nowhere: (name) => `画面上に「${name}」の移動先がありません。`,
    atBeginning: '先頭',
    after: (t) => `「${t}」の後`,
    time: '時刻',
    position: '位置',
    destination: '移動先',
    copyKeepsOriginal: (scene) => `${scene}・コピー（元の項目は残ります）`,
    moveTitle: (t) => `「${t}」の移動先…`,
    moveText: '移動先を選んでください。取り消すと元に戻ります。',
    move: '移動',
    postTitle: (t) => `「${t}」に投稿しますか？`,
    postText: (what) => `${what}をアルバムの全員と共有します。`,
    post: '投稿',
    sharedAlbum: '共有アルバム',
    dropboxTitle: (what, t) => `${what || 'これらの項目'}を「${t}」に入れますか？`,
    dropboxText: 'ドロップボックスに入れた項目は、表示することも取り戻すこともできません。',
    putInDropbox: 'ドロップボックスに入れる',
    sureTitle: 'よろしいですか？',
    sureText: 'このドロップは取り消せません。',
    continue: '続ける',
    printing: (t) => `${t}をプリント中`,
    printed: (t) => `${t}をプリントしました`,
    done: '完了',
    taskChip: { tray: 'タスク', task: 'タスク', done: '完了', failed: '失敗', failedBecause: (why) => `失敗：${why}` },
    dockFull: (t, n) => `${t}に置けるアプリは${n}個までです。先に1つ取り出してください`,
    nowIn: (t) => `現在は「${t}」にあります。`,
    refused: { changed: () => '別のウインドウで変更されたため、何も変更されませんでした',
      gone: 'もうありません。別のウインドウで削除された可能性があります',
      insideItself: 'フォルダをそれ自体の中に入れることはできません', insideSubtasks: 'リマインダーを自分のサブタスクの中に入れることはできません',
      unsaved: 'サーバが変更を保存できませんでした', refused: 'サーバが変更を拒否しました' },
    serverAway: 'サーバに接続できません。接続が戻るまで変更は保存されません。',
    importAway: 'ショーケースのサーバに接続できないため、何も追加されませんでした。',
    importRefused: (status) => `サーバが拒否しました（${status}）。何も追加されませんでした。`,
    importNothing: 'ドロップされたものの中に、ここに置けるものはありません。',
    loadError: (m) => `ワークスペースを読み込めませんでした：${m}。再読み込みしてください。`,
    unavailable: (m) => `ドラッグ＆ドロップを使用できません：${m}`,
    showAllApps: 'すべてのアプリを表示',
    types: { reminder: 'リマインダー', note: 'メモ', photo: '写真', vcard: '連絡先', event: 'イベント',
      clipping: 'テキストクリップ', folder: 'フォルダ', file: 'ファイル', app: 'アプリ', chart: 'グラフ', image: '画像', item: '項目' },
    typed: (word, t) => `${word}：${t}`,
    app: (t) => `${t} アプリ`,
    chartSub: (line, n) => `${line ? '折れ線' : '棒'}グラフ・${n}個の値`,
    eventLabel: (t, a, b) => `${t}、${a}〜${b}`,
    bytes: (n) => `${n}バイト`,
    recipient: '宛先',
    notes: { sidebar: 'メモのサイドバー', attachments: '添付ファイル', attachmentsOf: (t) => `${t}の添付ファイル`, dropImages: 'ここに画像をドロップ' },
    reminders: { empty: 'リマインダーはありません', viewAs: '表示', list: 'リスト', board: 'ボード', lists: 'リスト一覧',
      subtasks: (t) => `${t}のサブタスク`, toggle: (t) => `${t}のサブタスクを展開または折りたたむ` },
    photos: { dropToShare: '共有する写真をドロップ' },
    mail: { sidebar: '連絡先のサイドバー', newMessage: '新規メッセージ', to: '宛先', recipients: (t) => `${t}の一覧`,
      dropContact: '連絡先をドロップ', subject: '件名：', body: 'メッセージ本文', attachments: 'メッセージの添付ファイル' },
    calendar: { back: '‹ 戻る', backLabel: '戻る', view: 'カレンダーの表示', day: '日', week: '週', month: '月', dayPicker: '日付',
      dropped: (copy, what, when, k, n) => `${what}を${when}に${copy ? 'コピー' : '移動'}しました。${n}か所中${k}番目です。`,
      putBack: (what, when) => `${what}を${when}の元の場所にドロップしました。変更はありません。` },
    files: { locations: '場所', favorites: 'よく使う項目', shared: '共有', writeOnly: (t) => `${t}、書き込み専用`,
      path: 'パス', viewAs: '表示', list: 'リスト', icons: 'アイコン', outline: 'アウトライン', folder: (t) => `${t}フォルダ`, empty: 'このフォルダは空です',
      name: '名前', kind: '種類', size: 'サイズ', toggle: (t) => `${t}の中身を展開または折りたたむ`, dropboxNote: (n) => `書き込み専用・${n}項目` },
    charts: { dropHere: 'ここにグラフをドロップ' },
    print: (t) => `${t}：メモや写真をドロップするとプリントします`,
    hints: {
      notes: 'メモの単語を選択して別のメモへドラッグすると、スタイルはそのまま保たれます。*クイック入力*にドロップすると、そのスタイルになります。テキストをファイルへドラッグするとクリップになり、写真やグラフをメモにドロップすると添付されます。長いメモの端の近くでドラッグするとスクロールします。キーボードでは、単語を選択して {Ctrl}+{Shift}+{D}（{⇧⌘D}）で持ち上げ、{Tab} で別のメモやファイルへ移り、矢印キーで位置を決めて {Space} でドロップします。',
      reminders: 'リマインダーをドラッグして並べ替えたり、別のリストへ移動したりできます。{⌘}/{Ctrl}-クリックまたは {Shift}-クリックで複数を選択して一緒にドラッグできます。キーボードでは、リマインダーにフォーカスして {Space} で持ち上げ、矢印キーで移動し、{Tab} でリストを変え、{Space} でドロップします。別のリマインダーの下で右へドラッグするとサブタスクになります（キーボードのドラッグでは {→} と {←}）。*ボード* はリストを列で表示します。列の名前をドラッグして並べ替えます。',
      photos: '写真を共有アルバムへドラッグします。投稿の前に確認があり、キャンセルできます。複数をまとめてメモやメールにドロップすると、元の写真が届くまでプレースホルダが表示されます。{⌘}/{Ctrl}-クリックで複数を選択します。',
      mail: '連絡先を*宛先*へドラッグすると、名前とメールアドレスだけが入ります。本文にはテキストをドロップでき、メッセージにドロップした写真やグラフは添付されます。',
      calendar: 'イベントを別の日や時刻へドラッグして移動します。赤い線の位置に入ります。*日*、*週*、*月*、*戻る*の上で止めると、そのコントロールが働きます。イベントをファイルへドラッグすると .ics ファイルになります。',
      files: 'ファイルをフォルダの上へドラッグして止めると、フォルダが開きます。*ドロップボックス*は書き込み専用です。先に確認があり、入れたものは取り出せません。ここへドラッグしたテキストはクリップになり、あとでメモにドロップできます。',
      home: 'アイコンを並べ替えます。タッチ操作では、アイコンを1つ持ち上げたまま別の指でほかのアイコンをタップするとドラッグに加わります。バッジが数を示し、アイコンは指の下に集まります。2本の指で2つのアイコンを同時にドラッグすることもできます。',
      charts: 'グラフをダッシュボードへドラッグすると、グラフのデータそのものが入ります。メモの添付ファイルへドラッグすると、メモには代わりに画像が入ります。それぞれのドロップ先は、使える中で最も豊かな形式を受け取ります。',
      withoutDragging: 'ドラッグせずに：項目をクリックしてから *編集* ▸ *移動先…* を選びます（またはカットしてからペースト）。',
      withoutDraggingNotes: 'ドラッグせずに：リストのメモをクリックするか、メモの単語をダブルクリックしてから *編集* ▸ *移動先…* を選びます。',
    },
    touchHints: {
      notes: 'メモの単語を選択し、長押しして持ち上げてから別のメモへドラッグすると、スタイルはそのまま保たれます。クイック入力にドロップすると、そのスタイルになります。テキストをファイルへドラッグするとクリップになり、写真やグラフをメモにドロップすると添付されます。',
      reminders: 'リマインダーを長押しして持ち上げ、ドラッグして並べ替えたり、別のリストへ移動したりできます。押さえたまま別の指でほかのリマインダーをタップすると、一緒にドラッグできます。別のリマインダーの下で右へドラッグするとサブタスクになります。ボードでは列の名前を長押しして列を移動します。',
      photos: '写真を長押しして持ち上げ、共有アルバムへドラッグします。投稿の前に確認があり、キャンセルできます。押さえたまま別の指でほかの写真をタップすると複数をドラッグでき、メモやメールにドロップすると元の写真が届くまでプレースホルダが表示されます。',
      withoutDragging: 'ドラッグせずに：項目をタップしてから 編集 ▸ 移動先… を選びます（またはカットしてからペースト）。項目を長押しし、動かさずに指を離すとメニューが開きます。',
      withoutDraggingNotes: 'ドラッグせずに：リストのメモをタップするか、メモの単語をダブルタップしてから 編集 ▸ 移動先… を選びます。',
    },
  },
};

/** The showcase's words in the page's language (the tables above). */
export const words = TABLES[LANG];

/** The English words, whatever the page's language: to recognise the seeded titles. */
export const ENGLISH = TABLES.en;

/**
 * The name a container is shown and announced by: the page's word for a container the app
 * seeded (a list, a folder, a weekday) while it keeps its seeded English title; otherwise the
 * title people gave it, as stored (a note's name). O(1).
 */
export function containerTitle(container) {
  if (!container) return '';
  const title = container.title ?? '';
  if (LANG === 'en') return title;
  // A note's attachments strip is the app's, whichever note it belongs to.
  if (container.kind === 'attachments' && title === 'Attachments') return words.containers.attachments;
  if (SEEDED[container.id] !== title) return title;
  const day = WEEK_IDS.indexOf(String(container.id).replace(/^cal-/, ''));
  if (day >= 0 && container.id.startsWith('cal-')) return weekdayName(day);
  return words.containers[container.id] ?? title;
}

/** The name of scene `id` ('notes', 'reminders', …) in the page's language. O(1). */
export const sceneName = (id) => words.scenes[id] ?? (id ? id[0].toUpperCase() + id.slice(1) : '');
