// Crossing the page's edge (issue 12: S1, S2, S12, P1, P3): what the showcase hands the bridge
// so that its items leave the window as real data, content from other apps is stored by the
// server, and previewable items open in a new window. See Docs/Showcase.md, "Other apps".
import { model, dropFromOtherWindow } from './store.js';
import { TYPES, PREVIEWABLE_TYPES } from './render.js';
import { eventWhenText, words } from './words.js';
import { dateOfEvent } from './calendar-slots.js';

/** Whether an item opens in a new window when dropped on empty space (P3; render.js marks it
 *  with `data-dk-opens-window` for the bridge). */
export const opensInNewWindow = (item) => PREVIEWABLE_TYPES.has(item?.type);

const representationURL = (id, type) =>
  `${location.origin}/api/items/${encodeURIComponent(id)}/representation?type=${encodeURIComponent(type)}`;

/** A file name from a title: no path separators or control characters, at most 80 characters. */
function fileName(title, extension) {
  const base = String(title || 'Item').replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, 80) || 'Item';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

const escapeHTML = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const isSafeLink = (link) => /^(https?:|mailto:)[^\s\u0000-\u001f\u007f]*$/i.test(String(link || ''));

/** A note's runs as HTML of the same allowlist the server and the bridge keep (b, i, a). */
function runsHTML(runs) {
  return runs.map((run) => {
    let html = escapeHTML(run.text ?? '').replace(/\n/g, '<br>');
    if ((run.weight ?? 400) >= 600) html = `<b>${html}</b>`;
    if (run.italic) html = `<i>${html}</i>`;
    if (run.link && isSafeLink(run.link)) html = `<a href="${escapeHTML(run.link)}">${html}</a>`;
    return html;
  }).join('');
}

function clock(minute) {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * `exportItem(itemId)` for `DragKit.load` (S12, P1): the item's representations in fidelity
 * order, richest first. Files (`url`) are the server's real encodings: a photo's PNG and JPEG
 * (or, for a photo that came from another app, its own file), a chart's PNG, an event's `.ics`,
 * a contact's vCard, a clipping as a `.textClipping` file; then text/uri-list, sanitised
 * text/html and text/plain that every app takes. O(size of the item's text).
 */
export function exportItem(itemId) {
  const item = model.items.get(itemId);
  if (!item) return [];
  const title = item.title || 'Item';
  const payload = item.payload || {};
  const file = (type, mime, extension) => ({ type: mime, name: fileName(title, extension), url: representationURL(itemId, type) });
  const text = (data) => ({ type: 'text/plain', data });
  switch (item.type) {
    case TYPES.photo: {
      const stored = { 'public.png': ['public.png', 'image/png', 'png'], 'public.jpeg': ['public.jpeg', 'image/jpeg', 'jpg'],
        'com.compuserve.gif': ['public.image', 'image/gif', 'gif'], 'org.webmproject.webp': ['public.image', 'image/webp', 'webp'] }[payload.format];
      const own = stored ? [file(...stored)] : [file('public.png', 'image/png', 'png'), file('public.jpeg', 'image/jpeg', 'jpg')];
      return [...own, { type: 'text/uri-list', data: own[0].url }, text(payload.caption || title)];
    }
    case TYPES.chart: {
      const values = Array.isArray(payload.values) ? payload.values.join(', ') : '';
      return [file('public.png', 'image/png', 'png'), text(values ? `${title}: ${values}` : title)];
    }
    case TYPES.event: {
      const start = Number(payload.start ?? 540), minutes = Number(payload.minutes ?? 60);
      const when = `${clock(start)}–${clock(start + minutes)}`;
      return [file('public.calendar-event', 'text/calendar', 'ics'),
        { type: 'text/html', data: `<b>${escapeHTML(title)}</b>, ${when}` }, text(`${title}, ${when}`)];
    }
    case TYPES.clipping: {
      const body = String(payload.text ?? title);
      return [text(body), { type: 'text/html', data: escapeHTML(body).replace(/\n/g, '<br>') },
        file('com.dragkit.clipping', 'text/plain', 'textClipping')];
    }
    case TYPES.note: {
      const note = model.containers.find((c) => c.id === payload.container);
      const runs = note?.text?.runs || [];
      const plain = runs.map((r) => r.text ?? '').join('') || title;
      return runs.length ? [{ type: 'text/html', data: runsHTML(runs) }, text(plain)] : [text(plain)];
    }
    case TYPES.vcard:
      return [file('public.vcard', 'text/vcard', 'vcf'), text(payload.email ? `${payload.name || title} <${payload.email}>` : title)];
    case 'public.url':
      return isSafeLink(payload.url)
        ? [{ type: 'text/uri-list', data: payload.url }, { type: 'text/html', data: `<a href="${escapeHTML(payload.url)}">${escapeHTML(title)}</a>` }, text(payload.url)]
        : [text(title)];
    default:
      return isSafeLink(payload.url) ? [{ type: 'text/uri-list', data: payload.url }, text(title)] : [text(title)];
  }
}

/** One POST /api/imports with upload progress (fetch has none); resolves with the answer,
 *  rejects with the server's message for people. */
function upload(container, index, body, type, name, report) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/imports?container=${encodeURIComponent(container)}&index=${index}`);
    request.setRequestHeader('Content-Type', type || 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(name || ''));
    request.upload.onprogress = (event) => report?.progress?.(event.loaded);
    request.onerror = () => reject(new Error(words.importAway));
    request.onload = () => {
      let answer = {};
      try { answer = JSON.parse(request.responseText); } catch { /* none */ }
      if (request.status === 201) resolve(answer);
      else reject(new Error(answer.error || words.importRefused(request.status)));
    };
    request.send(body);
  });
}

/**
 * `importDrop({container, index, items}, report)` for `DragKit.load` (S1, S2, A2, P1): stores
 * what another app dropped. Files go up one by one (images, .ics, clipping files), each at the
 * next index; otherwise the richest of HTML, links and plain text. The server checks, sanitises
 * and stores each in one transaction; `onStored(answer)` lets the page show it, and is awaited:
 * the drop is shown when this resolves. A refusal
 * rejects with the server's reason, and nothing was stored.
 */
export function makeImportDrop(onStored) {
  return async function importDrop({ container, index, items }, report) {
    const list = items || [];
    // Items of another window of the showcase: one stored move or copy (store.js, S14).
    const fromWindow = await dropFromOtherWindow({ container, index, items: list });
    if (fromWindow) { await onStored?.({ containers: fromWindow }); return fromWindow; }
    const files = list.filter((item) => item.file);
    const answers = [];
    if (files.length) {
      let sent = 0;
      for (const [offset, { file, type }] of files.entries()) {
        const progress = { progress: (bytes) => report?.progress?.(sent + bytes) };
        answers.push(await upload(container, index + offset, file, file.type || type, file.name, progress));
        sent += file.size;
      }
    } else {
      const pick = (type) => list.find((item) => item.type === type);
      const html = pick('text/html'), plain = pick('text/plain');
      const links = list.filter((item) => item.type === 'text/uri-list').map((item) => item.url ?? item.text ?? '').filter(Boolean);
      const [body, type] = html?.html ?? html?.text ? [html.html ?? html.text, 'text/html']
        : links.length ? [links.join('\r\n'), 'text/uri-list']
        : plain ? [plain.text ?? '', 'text/plain']
        : [null, null];
      if (body === null) throw new Error(words.importNothing);
      answers.push(await upload(container, index, body, type, '', report));
    }
    // Shown before the bridge hears it succeeded (issue 22): the bridge then takes the page's
    // rendering of a text view as its text, and a drop from outside is on screen at once.
    if (answers.length) await onStored?.(answers.length === 1 ? answers[0] : { items: answers.flatMap((a) => a.items || []) });
    return answers;
  };
}

/** `openInNewWindow(itemIds)` for `DragKit.load` (P3): each item in a new window of the app. */
export function openInNewWindow(itemIds) {
  for (const id of itemIds || []) {
    const url = new URL(location.href);
    url.search = `?open=${encodeURIComponent(id)}`;
    url.hash = '';
    window.open(url.href, '_blank', 'noopener');
  }
}

/** In a window opened for one item (`?open=<id>`, P3): shows that item alone, large, at the top
 *  of the window, as a preview window would; the workspace stays out of view (hidden) and a link
 *  opens the whole showcase. */
export function showOpenedItem(id) {
  const item = model.items.get(id);
  if (!item) return false;
  const payload = item.payload || {};
  const panel = document.createElement('section');
  panel.className = 'opened-item';
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', item.title || words.types.item);
  const heading = document.createElement('h2');
  heading.textContent = item.title || words.types.item;
  panel.append(heading);
  if (item.type === TYPES.photo || item.type === TYPES.chart) {
    const picture = document.createElement('img');
    picture.alt = item.title || '';
    picture.src = payload.image ? `/api/images/${encodeURIComponent(payload.image)}` : representationURL(id, 'public.png');
    panel.append(picture);
  } else if (item.type === TYPES.event) {
    const when = document.createElement('p');
    // As the calendar writes it (its locale's clock), with the event's date (P3, S7).
    when.className = 'opened-event-when';
    when.textContent = `${eventWhenText(dateOfEvent(item), Number(payload.start ?? 540), Number(payload.minutes ?? 60))}${payload.location ? ` · ${payload.location}` : ''}`;
    panel.append(when);
  } else if (isSafeLink(payload.url)) {
    const link = document.createElement('a');
    link.href = payload.url;
    link.rel = 'noopener noreferrer';
    link.textContent = payload.url;
    panel.append(link);
  }
  const all = document.createElement('a');
  all.className = 'opened-item-all';
  const scene = model.containers.find((c) => (c.items || []).some((i) => i.id === id))?.scene || '';
  all.href = `${location.pathname}#${encodeURIComponent(scene)}`;
  all.textContent = words.showAllApps;
  all.addEventListener('click', () => { document.body.classList.remove('opened-window'); panel.remove(); workspace.hidden = false; });
  panel.append(all);
  const workspace = document.getElementById('workspace');
  if (workspace) workspace.hidden = true;
  document.body.classList.add('opened-window');
  document.body.prepend(panel);
  document.title = `${item.title || words.types.item} — DragKit`;
  return true;
}
