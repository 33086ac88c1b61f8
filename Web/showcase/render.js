// How each item type looks in each kind of container, and how styled text is drawn. Pure DOM
// building: every function returns elements that follow the DragKit markup contract
// (dragkit.js header, Docs/Showcase.md "Page contract").

export const TYPES = {
  reminder: 'com.dragkit.reminder',
  note: 'com.dragkit.note',
  photo: 'com.dragkit.photo',
  vcard: 'public.vcard',
  event: 'com.dragkit.event',
  clipping: 'com.dragkit.clipping',
  folder: 'public.folder',
  file: 'public.file',
  app: 'com.dragkit.app',
  chart: 'com.dragkit.chart',
};

/** Item types that are previews of something (issue 12, P3): a photo, a chart, an event, a link.
 *  Dropped on empty space outside every destination, they open in a new window of the app. */
export const PREVIEWABLE_TYPES = new Set([TYPES.photo, TYPES.chart, TYPES.event, 'public.url']);

import { appIcon, icon } from './icons.js';
import { words, clockText, containerTitle } from './words.js';

export function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined && text !== null) element.textContent = text;
  return element;
}

const hex = (color) => `#${(Number(color) >>> 0 & 0xffffff).toString(16).padStart(6, '0')}`;

// ------------------------------------------------------------------ images (no ids: axe unique-id)

/** A photo stand-in drawn from its hue: a sky gradient, a sun and two hills (S12: the page only
 *  ever shows a thumbnail; the original is loaded at the drop). */
export function photoImage(payload, className = 'photo-image') {
  const hue = Number(payload?.hue ?? 210);
  const figure = el('span', className);
  figure.setAttribute('aria-hidden', 'true');
  figure.style.setProperty('--hue', String(hue));
  figure.innerHTML = `<svg viewBox="0 0 120 90" preserveAspectRatio="xMidYMid slice" focusable="false">
    <circle cx="88" cy="28" r="11" fill="hsl(${(hue + 40) % 360} 95% 88%)"/>
    <path d="M0 70 L28 42 L52 62 L78 36 L120 70 L120 90 L0 90 Z" fill="hsl(${hue} 45% 32%)" opacity=".85"/>
    <path d="M0 78 L40 60 L80 80 L120 66 L120 90 L0 90 Z" fill="hsl(${(hue + 20) % 360} 50% 22%)"/></svg>`;
  // A photo dropped in from another app shows its real picture (issue 12), stored by the server.
  if (typeof payload?.image === 'string') {
    const picture = el('img', 'photo-picture');
    picture.alt = '';
    picture.draggable = false;
    picture.src = `/api/images/${encodeURIComponent(payload.image)}`;
    figure.append(picture);
  }
  return figure;
}

/** A chart drawn from its values, as bars or a line (S12: the native chart; its image is a
 *  lower-fidelity representation). */
export function chartImage(payload, className = 'chart-image') {
  const values = Array.isArray(payload?.values) && payload.values.length ? payload.values.map(Number) : [1];
  const max = Math.max(...values, 1);
  const width = 120, height = 80, pad = 8;
  const step = (width - pad * 2) / values.length;
  let marks = '';
  if (payload?.style === 'line') {
    const points = values.map((v, i) => `${(pad + step * (i + 0.5)).toFixed(1)},${(height - pad - (v / max) * (height - pad * 2)).toFixed(1)}`);
    marks = `<polyline points="${points.join(' ')}" fill="none" stroke="#0a60c2" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"/>`
      + points.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="3" fill="#fff" stroke="#0a60c2" stroke-width="2"/>`).join('');
  } else {
    marks = values.map((v, i) => {
      const h = (v / max) * (height - pad * 2);
      return `<rect x="${(pad + step * i + step * 0.18).toFixed(1)}" y="${(height - pad - h).toFixed(1)}" width="${(step * 0.64).toFixed(1)}" height="${h.toFixed(1)}" rx="2" fill="hsl(${212 + i * 14} 80% ${46 + (i % 2) * 8}%)"/>`;
    }).join('');
  }
  const figure = el('span', className);
  figure.setAttribute('aria-hidden', 'true');
  const grid = [0.33, 0.66].map((f) => `<line x1="${pad}" y1="${(pad + (height - pad * 2) * f).toFixed(1)}" x2="${width - pad}" y2="${(pad + (height - pad * 2) * f).toFixed(1)}" stroke="#ececf0" stroke-dasharray="2 3"/>`).join('');
  figure.innerHTML = `<svg viewBox="0 0 ${width} ${height}" focusable="false">${grid}
    <line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#c7c7cc"/>${marks}</svg>`;
  return figure;
}

/** Any image-like payload: a photo, a chart, or an image the drop produced from either (A2). */
export function anyImage(item, className) {
  const payload = item.payload || {};
  if (Array.isArray(payload.values)) return chartImage(payload, className);
  if (payload.hue !== undefined || item.type === TYPES.photo) return photoImage(payload, className);
  const figure = el('span', `${className} generic-image`);
  figure.setAttribute('aria-hidden', 'true');
  figure.append(icon('image'));
  return figure;
}

// ------------------------------------------------------------------ styled text (S6, A4)

const FONTS = {
  system: 'inherit',
  serif: 'ui-serif, "New York", Georgia, serif',
  mono: 'ui-monospace, "SF Mono", Menlo, monospace',
  monospace: 'ui-monospace, "SF Mono", Menlo, monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", system-ui, sans-serif',
};

/** One `<span>` per run (S6, A4). The bridge reads a run back from the span's computed style
 *  (size, weight, style, colour), `data-dk-font` (the app's font name) and `data-dk-link`
 *  (Docs/Showcase.md, "Page contract"), and re-renders the spans itself after a text drop. */
export function runSpan(run) {
  const span = document.createElement('span');
  span.textContent = run.text ?? '';
  const font = run.font || 'system';
  span.dataset.dkFont = font;
  if (run.link) { span.dataset.dkLink = run.link; span.classList.add('text-link'); }
  const style = span.style;
  style.fontFamily = fontFamily(font);
  style.fontSize = `${run.size ?? 16}px`;
  style.fontWeight = String(run.weight ?? 400);
  style.fontStyle = run.italic ? 'italic' : 'normal';
  style.color = hex(run.color ?? 0x222222);
  if (run.link) style.textDecoration = 'underline';
  return span;
}

/** The CSS font-family for an app font name; also the bridge's `fontFamily` option, so spans
 *  it re-renders after a drop look the same as the page's. */
export function fontFamily(name) {
  const mapped = FONTS[name || 'system'];
  if (mapped) return mapped === 'inherit' ? 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' : mapped;
  return /[\s"']/.test(name) ? `"${String(name).replace(/"/g, '')}"` : name;
}

export function renderRuns(element, runs) {
  element.replaceChildren(...(runs || []).map(runSpan));
}

export const plainText = (text) => (text && Array.isArray(text.runs) ? text.runs.map((r) => r.text ?? '').join('') : null);

// ------------------------------------------------------------------ items, per destination kind

const initials = (name) => String(name || '?').split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('');
const tint = (payload) => hex(payload?.tint ?? 0x8e8e93);
const clock = (minutes) => clockText(Math.max(0, Math.round(Number(minutes) || 0)));  // in the page's language (S7)
const sizeText = (bytes) => {
  const b = Number(bytes) || 0;
  if (b >= 1e6) return `${(b / 1e6).toFixed(1)} MB`;
  if (b >= 1e3) return `${Math.round(b / 1e3)} KB`;
  return words.bytes(b);
};

/** The recipient text once its fields are loaded: "Name <email>" (A3). */
export function recipientText(item) {
  const p = item.payload || {};
  if (/<[^>]+>/.test(item.title || '')) return item.title;
  if (p.name && p.email) return `${p.name} <${p.email}>`;
  return item.title || p.name || words.recipient;
}

// What each type is called, in the page's language (S7, words.js).
const TYPE_WORDS = Object.fromEntries(Object.entries(TYPES).map(([key, type]) => [type, words.types[key]]));
export const typeWord = (type) => TYPE_WORDS[type] || (String(type).includes('image') || String(type).includes('png') ? words.types.image : words.types.item);

function fileIcon(item) {
  const icon = el('span', 'file-icon');
  icon.setAttribute('aria-hidden', 'true');
  switch (item.type) {
    case TYPES.folder: icon.classList.add('file-icon-folder'); break;
    case TYPES.clipping: icon.classList.add('file-icon-clipping'); icon.textContent = 'Aa'; break;
    case TYPES.event: case 'public.calendar-event': icon.classList.add('file-icon-event'); icon.textContent = '31'; break;
    case TYPES.photo: return photoImage(item.payload, 'file-icon file-icon-image');
    case TYPES.chart: return chartImage(item.payload, 'file-icon file-icon-image');
    default: icon.classList.add('file-icon-doc'); icon.textContent = (String(item.title).split('.').pop() || '').slice(0, 4).toUpperCase();
  }
  return icon;
}

function fileName(item) {
  // A folder the app seeded (Documents, Projects) is named in the page's language, as its
  // sidebar entry is, while it keeps its seeded title; one a person renamed keeps that name.
  if (item.type === TYPES.folder && item.payload?.opens) return containerTitle({ id: item.payload.opens, title: item.title });
  if (item.type === TYPES.event) return `${item.title}.ics`;  // P1: an event becomes an .ics file
  if (item.type === TYPES.photo && !/\.\w+$/.test(item.title)) return `${item.title}.jpeg`;
  return item.title;
}

/**
 * Fills `element` (an `<li>`) with the look of `item` in a container of `kind`. Called for the
 * first render and again, in place, when a drop moves or copies the element into another kind
 * of container (the bridge keeps the element; only its look changes).
 */
export function fillItem(element, item, kind) {
  // A board's column (Reminders, issue 37) holds its list: scenes.js draws it whole.
  if (kind === 'board') return element;
  const p = item.payload || {};
  // In Files' outline and in Reminders (issue 37) a row keeps the level it holds (its last child:
  // a folder's files, a reminder's subtasks) and its row shape, whatever redraws it; anywhere
  // else an item is drawn flat.
  const level = levelOf(element);
  const inOutline = (kind === 'folder' || kind === 'list') && !!element.parentElement?.closest('[data-dk-outline]');
  const stop = inOutline ? element.getAttribute('tabindex') : null;  // a tree has one tab stop
  // Keep the bridge's state classes (dk-selected after a drop, A5; dk-lifted mid-drag).
  const kept = [...element.classList].filter((name) => name.startsWith('dk-'));
  element.className = `item item-${kind}`;
  if (kept.length) element.classList.add(...kept);
  element.dataset.dkItem = item.id;
  element.dataset.dkType = item.type;
  element.dataset.renderedFor = kind;
  element.tabIndex = 0;  // focusable: Space or Enter starts a keyboard drag (S7)
  if (p.bytes) element.dataset.dkBytes = String(p.bytes); else delete element.dataset.dkBytes;
  // P3: a previewable item dropped on empty space opens in a new window (the bridge's declaration).
  element.toggleAttribute('data-dk-opens-window', PREVIEWABLE_TYPES.has(item.type));
  delete element.dataset.dkSpring;
  delete element.dataset.dkOpens;
  element.removeAttribute('style');
  element.removeAttribute('aria-label');
  let label = item.title;
  let spoken = item.title;  // the name the engine says (data-dk-label)
  const children = [];
  switch (kind) {
    case 'list':
      if (item.type === TYPES.vcard) {
        const avatar = el('span', 'avatar', initials(p.name || item.title));
        avatar.setAttribute('aria-hidden', 'true');
        const text = el('span', 'item-text');
        text.append(el('span', 'item-title', p.name || item.title), el('span', 'item-sub', p.email || ''));
        children.push(avatar, text);
        label = `${p.name || item.title}${p.email ? `, ${p.email}` : ''}`;
      } else if (item.type === TYPES.note) {
        const icon = el('span', 'note-icon');
        icon.setAttribute('aria-hidden', 'true');
        children.push(icon, el('span', 'item-title', item.title));
        label = words.typed(words.types.note, item.title);
      } else {
        const check = el('span', 'check');
        check.setAttribute('aria-hidden', 'true');
        children.push(check, el('span', 'item-title', item.title));
      }
      break;
    case 'attachments':
      // The caption is the name the engine announces (data-dk-label): one name for one photo.
      children.push(anyImage(item, 'thumb'), el('span', 'thumb-caption', item.title));
      label = words.typed(typeWord(item.type), item.title);
      break;
    case 'grid': case 'album': case 'dashboard':
      if (item.type === TYPES.chart || Array.isArray(p.values)) {
        children.push(el('span', 'card-title', item.title), chartImage(p, 'card-chart'));
        if (kind === 'dashboard' && Array.isArray(p.values)) {
          // The dashboard holds the chart's data itself (S12: the richest representation).
          children.push(el('span', 'card-data', p.values.join(' · ')));
        } else {
          children.push(el('span', 'card-sub', words.chartSub(p.style === 'line', (p.values || []).length)));
        }
        label = words.typed(words.types.chart, item.title);
      } else if (item.type === TYPES.photo || p.hue !== undefined) {
        children.push(photoImage(p, 'tile-image'), el('span', 'tile-caption', item.title));
        label = words.typed(words.types.photo, item.title);
      } else {
        children.push(fileIcon(item), el('span', 'tile-caption', item.title));
      }
      break;
    case 'recipients':
      label = recipientText(item);
      children.push(el('span', 'token-text', label));
      element.classList.toggle('token-loading', !/<[^>]+>/.test(label));
      break;
    case 'day': {
      const start = Number(p.start ?? 540);
      const minutes = Math.max(15, Number(p.minutes ?? 60));
      element.style.setProperty('--start', String(start));
      element.style.setProperty('--minutes', String(minutes));
      // A colour of its own that stays with the event wherever it moves.
      element.dataset.tone = String([...item.id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 3);
      // The end is a part of its own: a short event shows only its start (calendar-lanes.js).
      const time = el('span', 'event-time');
      time.append(el('span', 'event-start', clock(start)), el('span', 'event-end', ` – ${clock(start + minutes)}`));
      children.push(el('span', 'event-title', item.title), time);
      label = words.eventLabel(item.title, clock(start), clock(start + minutes));
      element.title = label;  // the whole title, where a short event's ellipsis cuts it
      break;
    }
    case 'folder': case 'dropbox': {
      // F2: the row drags its icon and name, as Finder does, not its Kind and Size columns.
      const main = el('span', 'file-main');
      main.dataset.dkPreview = '';
      main.append(fileIcon(item), el('span', 'file-name', fileName(item)));
      children.push(main,
        el('span', 'file-kind', typeWord(item.type)),
        el('span', 'file-size', item.type === TYPES.folder ? '—' : sizeText(p.bytes || (p.text ? p.text.length : 0))));
      if (item.type === TYPES.folder && p.opens) element.dataset.dkSpring = `open-${p.opens}`;  // S13
      if (item.type === TYPES.folder && p.opens) element.dataset.dkOpens = p.opens;  // a drop on its middle files into it
      label = words.typed(typeWord(item.type), fileName(item));
      if (item.type === TYPES.folder) spoken = fileName(item);  // as its row and sidebar name it (S7)
      break;
    }
    case 'springboard': case 'dock': case 'appfolder': {
      // F2: the glyph is drawn (white on the app's colour), so it needs no emoji font and
      // looks the same in the drag image as at rest.
      const face = el('span', 'app-icon');
      face.style.setProperty('--tint', tint(p));
      face.setAttribute('aria-hidden', 'true');
      face.append(appIcon(p.symbol, 'icon app-glyph'));
      children.push(face, el('span', 'app-label', item.title));
      label = words.app(item.title);
      break;
    }
    default:
      children.push(el('span', 'item-title', item.title));
  }
  element.dataset.dkLabel = spoken;
  if (label !== item.title) element.setAttribute('aria-label', label);
  element.replaceChildren(...children);
  if (inOutline) {
    outlineRow(element, item, level && level.dataset.dkContainer === p.opens ? level : null);
    if (stop !== null) element.setAttribute('tabindex', stop);
  }
  else delete element.dataset.shape;
  return element;
}

/** The level (container) a tree row holds as its last child, or null. O(1). */
function levelOf(element) {
  const last = element.lastElementChild;
  return last && last.hasAttribute('data-dk-container') && last.dataset.dkContainer === element.dataset.dkOpens ? last : null;
}

/**
 * Shapes an item `fillItem` drew for a folder (or a reminder) as a row of Files' outline (or of a
 * Reminders list, its subtasks its level; issue 37; the
 * `trees` plugin's contract, Web/dragkit/API.md "Trees"): the row's content in ONE first child
 * (the gap moves it, F6): a toggle for a folder, its icon and name, kind and size; the folder's
 * own level (`level`, a container) last. A folder row opens in place when a drag rests on it
 * (S13, the engine's outline spring), so it is no spring-loaded control that goes to the folder.
 * O(1) besides the level.
 */
export function outlineRow(element, item, level) {
  const row = el('div', 'outline-row');
  if (level) {
    const toggle = el('button', 'outline-toggle');
    toggle.type = 'button';
    toggle.dataset.dkToggle = '';
    // The row is the tree's focus stop (Right and Left open and close it, S7); the toggle is
    // for the pointer, named for those who see or point at it by name.
    toggle.tabIndex = -1;
    const name = item.type === TYPES.folder ? words.files.toggle(fileName(item)) : words.reminders.toggle(item.title);
    toggle.setAttribute('aria-label', name);
    toggle.title = name;
    toggle.append(icon('chevron', 'icon outline-chevron'));
    row.append(toggle);
  } else {
    row.append(el('span', 'outline-leaf'));
  }
  // The content drawn flat, or, for a row shaped before, its row's content without its toggle.
  const first = element.firstElementChild;
  const content = first?.classList.contains('outline-row')
    ? [...first.children].filter((child) => !child.matches('.outline-toggle, .outline-leaf'))
    : [...element.children].filter((child) => !child.hasAttribute('data-dk-container'));
  row.append(...content);
  element.replaceChildren(row, ...(level ? [level] : []));
  if (level) element.dataset.dkOpens = level.dataset.dkContainer;  // a drop on its middle goes into its level
  delete element.dataset.dkSpring;
  element.dataset.shape = 'outline';
  return element;
}

export function renderItem(item, kind) {
  return fillItem(document.createElement('li'), item, kind);
}
