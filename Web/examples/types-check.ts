// Checks Web/dragkit/dragkit.d.ts under `tsc --strict` (issue 24; Scripts/test.sh): what the
// examples do with the public API (basic/, crossing/, virtual/), typed, plus the rest of the API
// an adopter reaches. Never loaded by a page; `tsc -p Web/examples/tsconfig.strict.json` only.
import { DragKit, toasts } from '../dragkit/build/dragkit.min.js';
import type { CloneTarget, ImportRequest, ItemsTransfer, Plugin, PluginClass, PluginContext, Report, Representation, Snapshot, Transfer, VirtualList, VirtualTree } from '../dragkit/build/dragkit.min.js';
import { Accessibility } from '../dragkit/build/dragkit-access.min.js';
import { AutoScroll } from '../dragkit/build/dragkit-autoscroll.min.js';
import { NativeDrags } from '../dragkit/build/dragkit-native.min.js';
import { TextViews } from '../dragkit/build/dragkit-text.min.js';
import { SpringControls } from '../dragkit/build/dragkit-springs.min.js';
import { Transfers } from '../dragkit/build/dragkit-transfers.min.js';
import { Flock } from '../dragkit/build/dragkit-flock.min.js';
import { Clipboard } from '../dragkit/build/dragkit-clipboard.min.js';
import { Imports } from '../dragkit/build/dragkit-import.min.js';
import { VirtualLists } from '../dragkit/build/dragkit-virtual.min.js';

const saved: Record<string, string[]> = {};

// basic/: one list and one grid, stored from `commit`.
const basic: DragKit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => { for (const c of basic.snapshot().containers) saved[c.id] = c.items; },
  exportItem: (id: string): Representation[] => [{ type: 'text/plain', data: document.querySelector(`[data-dk-item="${id}"]`)?.textContent ?? '' }],
});
basic.addEventListener('announce', (event) => { const text: string = event.detail.text; console.log(text, event.detail.assertive); });

// selection/: the built-in selection gestures and undo keys (issue 25), or the page's own.
const selecting: DragKit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  selection: 'app',
  undoKeys: false,
  commit: () => undefined,
});
selecting.addEventListener('selectionchange', (event) => {
  const items: string[] = event.detail.items;
  const byUser: boolean = event.detail.user;
  console.log(event.detail.container, items, byUser);
});

// crossing/: representations out, drops from outside in, empty space opens a window.
async function importDrop({ container, index, items }: ImportRequest, report: Report): Promise<void> {
  let bytes = 0;
  for (const item of items) if (item.file) { bytes += (await item.file.arrayBuffer()).byteLength; report.progress(bytes); }
  console.log(container, index, items.map((item) => item.text ?? item.url ?? item.name));
}
const crossing = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => {},
  exportItem: () => [
    { type: 'text/plain', data: 'Team meeting' },
    { type: 'text/calendar', name: 'Team meeting.ics', url: 'files/team-meeting.ics', size: 248 },
  ],
  importDrop,
  importLimits: { maxFiles: 4 },
  openInNewWindow: (ids: string[]) => { window.open(`?open=${encodeURIComponent(ids.join(','))}`); },
  nativeDragImage: 'item',
  ui: { toasts: toasts({ restarted: 'Restarted' }), confirm: null },
});
crossing.addEventListener('drop', (event) => {
  const transfer = event.detail.transfer;
  if (transfer.kind === 'external') console.log(transfer.items.length);
});

// virtual/: a list of 100,000 rows, stored from `commit`'s indices.
let rows: string[] = Array.from({ length: 100_000 }, (_, index) => `row-${index}`);
function store(transfer: Transfer): void {
  if (transfer.kind !== 'items') return;
  const moving = new Set(transfer.items);
  rows = rows.filter((id) => !moving.has(id));
  transfer.items.forEach((id, k) => rows.splice(transfer.indices?.[k] ?? transfer.index + k, 0, id));
}
const lists = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: store, nativeDrags: false });
const list: VirtualList = await lists.virtualList({
  element: document.body,
  id: 'rows',
  count: rows.length,
  idAt: (index) => rows[index],
  rowExtent: 40,
  render: (index, id) => Object.assign(document.createElement('li'), { textContent: `${index}: ${id}` }),
});
list.refresh(rows);
list.scrollToIndex(list.indexOf('row-5'), 'center');

// A virtual tree (API.md "Virtual trees"): the app's nodes ride along to `render` and `itemLabel`.
type FileNode = { id: string; parent: string | null; name: string; folder?: boolean };
const files: FileNode[] = [{ id: 'docs', parent: null, name: 'Docs', folder: true }, { id: 'cv', parent: 'docs', name: 'CV' }];
const fileTree: VirtualTree<FileNode> = await lists.virtualTree({
  element: document.body,
  id: 'files',
  nodes: files,
  rowExtent: 32,
  indentation: 20,
  itemLabel: (node) => node.name,
  render: (node, row) => Object.assign(document.createElement('li'), { textContent: `${row.level}: ${node.name}` }),
});
fileTree.expand('docs');
const parent: string | null | undefined = fileTree.parentOf('cv');
fileTree.scrollToRow(fileTree.childrenOf(parent ?? null)[0] ?? 'docs', 'center');
// What another app drops (`importDrop`) is stored where the marker was (`container`: the folder,
// or the tree's own id at the top), then the tree takes the app's nodes again (`refresh(nodes)`);
// `refresh()` alone draws the rows again.
async function importIntoTree({ container, index, items }: ImportRequest): Promise<void> {
  const parent = container === 'files' ? null : container;
  const made = items.map((item, k): FileNode => ({ id: `in-${Date.now()}-${k}`, parent, name: item.name ?? item.text ?? 'Dropped' }));
  const before = files.filter((node) => node.parent === parent)[index];  // the node they go before, or none: the level's end
  files.splice(before ? files.indexOf(before) : files.length, 0, ...made);
  fileTree.refresh(files);
}
const treeImports = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, importDrop: importIntoTree });
treeImports.addEventListener('drop', (event) => { if (event.detail.transfer.kind === 'external') fileTree.refresh(); });

// Plugins (Web/dragkit/API.md "Plugins"): a page with one sortable list names what it uses
// (classes from the bundle's entries, or names); the rest never loads.
const oneList = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, plugins: [Accessibility, AutoScroll] });
const named = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, plugins: ['access', 'autoscroll', 'native', 'text'] });
const every = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, plugins: [NativeDrags, TextViews, SpringControls, Transfers, Flock, 'access'] });
// Drops and pastes from other apps, and virtual lists, are plugins too.
const otherApps = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, importDrop: async () => {},
  plugins: [Clipboard, Imports, VirtualLists, 'access', 'autoscroll', 'native'],
});
const byName = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, plugins: ['clipboard', 'import', 'virtual'] });
// An app's own plugin (issue 36): made with the typed context, never the core; it draws the
// engine's `cursor` actions and reaches only the services it names.
class CursorEcho implements Plugin {
  readonly name = 'cursor-echo';
  readonly actions: Plugin['actions'];
  constructor(context: PluginContext) {
    this.actions = {
      cursor: (action) => {
        const dragging: boolean = context.drags.previews.has(action.p);
        const item: HTMLElement | undefined = context.ids.itemElements.get(action.p);
        if (!context.page.destroyed && dragging) context.router.announce(`${action.v} ${item?.id ?? ''} ${context.page.language}`);
      },
    };
    context.page.root.addEventListener('focusin', () => context.engine.measure(), { signal: context.page.signal });
  }
  listen(signal: AbortSignal): void { signal.addEventListener('abort', () => this.destroy()); }
  changed(): void { console.log('changed'); }
  destroy(): void { console.log('gone'); }
}
const echoClass: PluginClass = CursorEcho;
const ownPlugin = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {}, plugins: [echoClass, 'access'] });
for (const kit of [oneList, named, every, otherApps, byName, ownPlugin]) kit.destroy();

// Issue 25: the app's own drag image (null: DragKit's copy of the item, with its look).
const ownImage = await DragKit.load({ wasmURL: '../../dragkit/build/dragkit.wasm', commit: () => {},
  dragImage: (ids: string[], { pointer, keyboard, element }) => (keyboard || !element || pointer < 0 ? null : Object.assign(document.createElement('div'), { textContent: `${ids.length}` })) });
ownImage.pressDragKey('End');
ownImage.destroy();

// The rest of the public API.
const snapshot: Snapshot = lists.snapshot();
const first: ItemsTransfer | null = null;
console.log(snapshot.sessions[0]?.frame?.width, snapshot.history?.undo, first);
lists.select('rows', ['row-1']);
lists.moveItems(['row-1'], 'rows', 0);
const where = lists.moveDestinations(['row-1']).map((d) => `${d.container} ${d.operation} ${d.count}`);
const pasted: Promise<'engine' | 'imported' | 'refused' | 'nothing'> = lists.pasteFromSystem('rows', -1, () => lists.paste('rows'));
lists.addEventListener('failure', (event) => console.log(event.detail.kind, event.detail.reason, where, pasted));
lists.destroy();

// Issue 34: what `commit` is handed, as it arrives (arrays always; `fields` names the requested
// fields), and where `cloneItem`'s copy goes.
const typed = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: (transfer: Transfer) => {
    if (transfer.kind !== 'items') return;
    const fields: string[] = transfer.fields;
    const placed: number[] = transfer.indices;
    const copies: string[] = transfer.copies;
    const from: string = transfer.from;
    console.log(fields.join(','), placed, copies, from, transfer.types.length, transfer.operation === 'link');
  },
  cloneItem: (original: Element, newId: string, where: CloneTarget) => {
    const copy = original.cloneNode(true) as Element;
    copy.classList.toggle('row', where.container === 'log' && where.index >= 0 && where.from !== null && where.item !== newId);
    return copy;
  },
});
typed.addEventListener('failure', (event) => { if (event.detail.kind === 'plugin') console.log(event.detail.plugin); });
typed.destroy();
