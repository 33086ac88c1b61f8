// A tree of 100,000 nodes through DragKit's public API (dragkit.virtualTree, issue 37): the
// engine knows every node, the page holds only the rows near the visible area. 100 projects of
// 9 folders of 110 files; each folder's level is the container keyed by the folder's id, so a
// drop's `to` is the new parent. The app's store (`nodes`, parent and order) is kept from
// `commit`, and expansion from `expand`, as an app would store them.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const PROJECTS = 100;
const FOLDERS = 9;
const FILES = 110;

/** The app's data: {id, parent, name, folder?, expanded?}, a parent before its children. */
const nodes = [];
for (let p = 0; p < PROJECTS; p += 1) {
  const project = `p${p}`;
  nodes.push({ id: project, parent: null, name: `Project ${p + 1}`, folder: true, expanded: p === 0 });
  for (let f = 0; f < FOLDERS; f += 1) {
    const folder = `${project}-f${f}`;
    nodes.push({ id: folder, parent: project, name: `Folder ${f + 1}`, folder: true, expanded: p === 0 && f === 0 });
    for (let k = 0; k < FILES; k += 1) nodes.push({ id: `${folder}-${k}`, parent: folder, name: `File ${k + 1}` });
  }
}
const byId = new Map(nodes.map((node) => [node.id, node]));

/** A stored drop: each moved node's parent is the level it went to (the tree's own key at the top). */
function store(transfer) {
  if (transfer.kind !== 'items') return;
  for (const id of transfer.items) {
    const node = byId.get(id);
    if (node) node.parent = transfer.to === 'files' ? null : transfer.to;
  }
}

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: (transfer) => store(transfer),
});

const tree = await dragkit.virtualTree({
  element: document.getElementById('files'),
  id: 'files',
  label: 'Files',
  nodes,
  rowExtent: 32,
  indentation: 20,
  itemLabel: (node) => node.name,
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

dragkit.addEventListener('expand', (event) => { const node = byId.get(event.detail.item); if (node) node.expanded = event.detail.expanded; });
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, tree, nodes: () => nodes });
