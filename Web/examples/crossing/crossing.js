// The crossing example (Web/dragkit/API.md "Crossing the page's edge"): items carry real
// representations out of the page (`exportItem`), content dropped from other apps is added
// (`importDrop`), and a plain drop zone that isn't DragKit's shows what another app receives.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const EXPORTS = {
  meeting: [
    { type: 'text/plain', data: 'Team meeting, 5 January 2026, 10:00–11:00 UTC' },
    { type: 'text/html', data: '<b>Team meeting</b>, 5 January 2026, <i>10:00–11:00 UTC</i>' },
    { type: 'text/calendar', name: 'Team meeting.ics', url: 'files/team-meeting.ics', size: 248 },
  ],
  reading: [
    { type: 'text/uri-list', data: 'https://example.com/dragkit' },
    { type: 'text/plain', data: 'https://example.com/dragkit' },
    { type: 'text/html', data: '<a href="https://example.com/dragkit">DragKit on the web</a>' },
  ],
  note: [{ type: 'text/plain', data: 'Buy oat milk' }],
};
const saved = {};  // the app's store: each container's item ids, as last committed
const imported = [];  // what drops from outside added: {container, index, label, type}
let next = 1;
const opened = [];  // P3: the items each drop on empty space opened in a new window

/** One new item per dropped thing: files by name, links by address, else the text. */
function labelsOf(items) {
  const files = items.filter((item) => item.file);
  if (files.length) return files.map((item) => ({ label: item.name, type: 'public.file-url' }));
  const links = items.filter((item) => item.url);
  if (links.length) return links.map((item) => ({ label: item.url, type: 'public.url' }));
  const text = items.find((item) => item.type === 'text/html') || items.find((item) => item.type === 'text/plain');
  return text ? [{ label: text.text, type: 'public.plain-text', html: text.html }] : [];
}

async function importDrop({ container, index, items }, report) {
  if (items.some((item) => /\.(exe|bat|cmd|sh)$/i.test(item.name || ''))) {
    throw new Error("Programs can't be added to this list.");
  }
  const made = labelsOf(items);
  if (!made.length) throw new Error('Nothing in that drop can be added here.');
  let bytes = 0;
  for (const item of items) if (item.file) { bytes += (await item.file.arrayBuffer()).byteLength; report.progress(bytes); }
  const holder = document.querySelector(`[data-dk-container="${container}"] [data-dk-items]`);
  made.forEach(({ label, type, html }, k) => {
    const element = document.createElement('li');
    element.dataset.dkItem = `dropped-${next++}`;
    element.dataset.dkType = type;
    element.textContent = label;  // text, never markup: what came from outside is shown as text
    holder.insertBefore(element, holder.querySelectorAll('[data-dk-item]')[index + k] || null);
    imported.push({ container, index: index + k, label, type, html: html ?? null });
  });
}

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
  exportItem: (id) => EXPORTS[id] || null,
  importDrop,
  openInNewWindow: (ids) => { opened.push(ids); window.open(`?open=${encodeURIComponent(ids.join(','))}`, '_blank', 'noopener'); },
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });

// "Another app": a drop zone of the page's own, which DragKit counts as outside.
const received = [];
const zone = document.getElementById('elsewhere');
zone.addEventListener('dragover', (event) => { event.preventDefault(); event.dataTransfer.dropEffect = 'copy'; });
zone.addEventListener('drop', (event) => {
  event.preventDefault();
  const list = document.getElementById('received');
  list.replaceChildren();
  received.length = 0;
  for (const type of event.dataTransfer.types) {
    const data = type === 'Files' ? [...event.dataTransfer.files].map((f) => f.name).join(', ') : event.dataTransfer.getData(type);
    received.push({ type, data });
    const row = document.createElement('li');
    row.textContent = `${type}: ${data}`;
    list.append(row);
  }
});
Object.assign(window, { dragkit, saved, imported, received, opened });
