// A list of 100,000 rows through DragKit's public API: the engine knows every row, the page
// holds only the rows near the visible area (dragkit.virtualList). Drops are stored in the app's
// own array (and this browser's localStorage) from `commit`, as on any other page.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const COUNT = 100_000;
const STORE = 'dragkit-example-virtual-order';
const original = () => Array.from({ length: COUNT }, (_, index) => `row-${index}`);
const label = (id) => `Row ${Number(id.slice(4)) + 1}`;

/** The app's data: the row ids in their order, as last stored. */
let rows = original();
try {
  const stored = JSON.parse(localStorage.getItem(STORE) || 'null');
  if (Array.isArray(stored) && stored.length === COUNT) rows = stored;
} catch { /* an unreadable store: the original order */ }

/** Applies a stored drop to `rows`: each moved item ends at its index in `transfer.indices`. */
function store(transfer) {
  if (transfer.kind !== 'items' || transfer.to !== 'rows' || transfer.from !== 'rows') return;
  const moving = new Set(transfer.items);
  rows = rows.filter((id) => !moving.has(id));
  transfer.items
    .map((id, k) => [transfer.indices?.[k] ?? transfer.index + k, id])
    .sort((a, b) => a[0] - b[0])
    .forEach(([index, id]) => rows.splice(index, 0, id));
  localStorage.setItem(STORE, JSON.stringify(rows));
}

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: (transfer) => store(transfer),
});

const list = await dragkit.virtualList({
  element: document.getElementById('rows'),
  id: 'rows',
  label: 'Rows',
  ids: rows,
  rowExtent: 40,
  itemLabel: (index, id) => label(id),
  render: (index, id) => {
    const row = document.createElement('li');
    row.className = 'row';
    row.textContent = label(id);
    return row;
  },
});

document.getElementById('reset').addEventListener('click', () => {
  localStorage.removeItem(STORE);
  rows = original();
  list.refresh(rows);
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, list, rows: () => rows });
