// A tree of 100,000 nodes through DragKit's public API (dragkit.virtualTree, issue 37): the
// engine knows every node, the page holds only the rows near the visible area. 100 projects of
// 9 folders of 110 files; each folder's level is the container keyed by the folder's id, so a
// drop's `to` is the new parent. The app's store (each node's parent, each level's order) is kept
// from `commit` (moves, copies, and the clippings words dragged from the notes make), what other
// apps drop from `importDrop`, and expansion from `expand`, in this browser's localStorage.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const PROJECTS = 100;
const FOLDERS = 9;
const FILES = 110;
const STORE = 'dragkit-example-virtual-tree';

/** The app's data, as first made: {id, parent, name, folder?, expanded?}, a parent before its children. */
function original() {
  const made = [];
  for (let p = 0; p < PROJECTS; p += 1) {
    const project = `p${p}`;
    made.push({ id: project, parent: null, name: `Project ${p + 1}`, folder: true, expanded: p === 0 });
    for (let f = 0; f < FOLDERS; f += 1) {
      const folder = `${project}-f${f}`;
      made.push({ id: folder, parent: project, name: `Folder ${f + 1}`, folder: true, expanded: p === 0 && f === 0 });
      for (let k = 0; k < FILES; k += 1) made.push({ id: `${folder}-${k}`, parent: folder, name: `File ${k + 1}` });
    }
  }
  return made;
}

/** The app's store: each node by id, and each level's nodes in order ('' for the top level), kept
 *  in this browser's localStorage as [id, parent, expanded, name, folder] in tree order. */
const byId = new Map();
const children = new Map();
function load() {
  let rows = null;
  try { rows = JSON.parse(localStorage.getItem(STORE) || 'null'); } catch { /* unreadable: the original tree */ }
  const wellFormed = Array.isArray(rows) && rows.length > 0
    && rows.every((row) => Array.isArray(row) && typeof row[0] === 'string' && typeof row[3] === 'string');
  if (!wellFormed) rows = original().map((node) => [node.id, node.parent, node.expanded ? 1 : 0, node.name, node.folder ? 1 : 0]);
  for (const [id, parent, expanded, name, folder] of rows) {
    byId.set(id, { id, parent, name, folder: folder === 1, expanded: expanded === 1 });
    if (!children.has(parent ?? '')) children.set(parent ?? '', []);
    children.get(parent ?? '').push(id);
  }
}
load();

/** The nodes in tree order (a parent before its children), as `virtualTree` takes them. O(n). */
function inTreeOrder() {
  const out = [];
  const walk = (parent) => { for (const id of children.get(parent) || []) { out.push(byId.get(id)); walk(id); } };
  walk('');
  return out;
}

function save() {
  localStorage.setItem(STORE, JSON.stringify(inTreeOrder().map((node) => [node.id, node.parent, node.expanded ? 1 : 0, node.name, node.folder ? 1 : 0])));
}

/** Applies a stored drop: moved nodes leave their level and take `indices` in the level `to`
 *  (the tree's own key at the top, else the folder's id: the new parent); a copy (Option/Alt)
 *  adds new nodes with the originals' data under the copies' ids; a clipping from the notes
 *  (`created`, P1) is a new node named by its text; an undone copy or clipping ('delete') takes
 *  them out again. One call per level a group leaves, in the order the engine commits. */
function store(transfer) {
  if (transfer.kind !== 'items') return;
  const to = transfer.to === 'files' ? null : transfer.to;
  if (transfer.to === 'notes') return;  // a row dropped on the notes: the notes are not stored
  const created = transfer.created ?? [];
  const leave = (id) => {
    const node = byId.get(id);
    const level = node && children.get(node.parent ?? '');
    const at = level ? level.indexOf(id) : -1;
    if (at >= 0) level.splice(at, 1);
    return node;
  };
  if (transfer.operation === 'delete') {
    for (const id of transfer.items) { leave(id); byId.delete(id); }
    save();
    return;
  }
  const copying = transfer.copies.length > 0 && transfer.operation !== 'move';
  const ids = created.length ? created.map((made) => made.id) : copying ? transfer.copies : transfer.items;
  ids.forEach((id, k) => {
    if (created.length) byId.set(id, clipping({ ...created[k], parent: to }));
    else if (copying) byId.set(id, { ...byId.get(transfer.items[k]), id, folder: false, expanded: false });
    else leave(id);
    byId.get(id).parent = to;
  });
  if (!children.has(to ?? '')) children.set(to ?? '', []);
  const level = children.get(to ?? '');
  ids.map((id, k) => [transfer.indices?.[k] ?? transfer.index + k, id])
    .sort((a, b) => a[0] - b[0])
    .forEach(([index, id]) => level.splice(index, 0, id));
  save();
}

/** The node of a clipping a text drop made (`convertNode`, and what `commit` stores): a leaf
 *  named by its title (the clipping's first words). */
function clipping({ id, label, parent }) {
  return { id, parent, name: label, folder: false, expanded: false };
}

/** What a drop from another app brings, in the richest form a row can show (A2), one node per
 *  dropped thing: files by name, links by address, else a node per line of its text (shown as
 *  text, never markup). */
function namesOf(items) {
  const files = items.filter((item) => item.file);
  if (files.length) return files.map((item) => item.name);
  const links = items.filter((item) => item.url);
  if (links.length) return links.map((item) => item.url);
  const text = items.find((item) => item.type === 'text/plain') || items.find((item) => item.type === 'text/html');
  return (text?.text || '').split(/\r?\n/).map((line) => line.trim().slice(0, 200)).filter(Boolean).slice(0, 100);
}

const imported = [];  // each drop from another app as `importDrop` got it: {container, index, names}
// `?slow=<ms>` stores each drop from another app that much later, to show a slow store: its
// placeholder floats at the row where it will land, and follows that row as the tree scrolls (F9).
const SLOW = Math.min(Number(new URLSearchParams(location.search).get('slow')) || 0, 60_000);

/** Stores a drop from another app (`importDrop`): new nodes at `index` of the level `container`
 *  (the tree's own key at the top, else the folder's id), where the engine's marker was; then
 *  the tree takes the store's nodes again (`refresh(nodes)`), keeping its open folders and its
 *  scroll. A reload shows them: they are in the store. */
async function importDrop({ container, index, items }) {
  const names = namesOf(items);
  if (!names.length) throw new Error('Nothing in that drop can be added here.');
  if (SLOW) await new Promise((resolve) => setTimeout(resolve, SLOW));
  imported.push({ container, index, names });
  const parent = container === 'files' ? null : container;
  const stamp = Date.now().toString(36);
  const ids = names.map((name, k) => {
    const id = `in-${stamp}-${k}`;
    byId.set(id, { id, parent, name, folder: false, expanded: false });
    return id;
  });
  if (!children.has(parent ?? '')) children.set(parent ?? '', []);
  children.get(parent ?? '').splice(index, 0, ...ids);
  save();
  tree.refresh(inTreeOrder());
}

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: (transfer) => store(transfer),
  importDrop,
});

const tree = await dragkit.virtualTree({
  element: document.getElementById('files'),
  id: 'files',
  label: 'Files',
  nodes: inTreeOrder(),
  rowExtent: 32,
  indentation: 20,
  itemLabel: (node) => node.name,
  convertNode: clipping,
  render: (node, row) => {
    const element = document.createElement('li');
    element.className = row.folder ? 'node folder' : 'node';
    if (row.folder) {
      const toggle = document.createElement('button');
      toggle.type = 'button';
      toggle.dataset.dkToggle = '';
      toggle.tabIndex = -1;
      toggle.setAttribute('aria-hidden', 'true');
      element.append(toggle);
    } else {
      element.append(Object.assign(document.createElement('span'), { className: 'spacer' }));
    }
    element.append(Object.assign(document.createElement('span'), { className: 'icon' }),
      Object.assign(document.createElement('span'), { textContent: node.name }));
    return element;
  },
});

dragkit.addEventListener('expand', (event) => {
  const node = byId.get(event.detail.item);
  if (node && event.detail.user) { node.expanded = event.detail.expanded; save(); }  // a drag's openings are the drag's
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, tree, nodes: inTreeOrder, imported });
