// A grid of 100,000 tiles through DragKit's public API: `dragkit.virtualList` with `columns`.
// Drops are applied to the app's array in `commit` (kept in memory on this page).
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const COUNT = 100_000;
let tiles = Array.from({ length: COUNT }, (_, index) => `tile-${index}`);
const label = (id) => `Tile ${Number(id.slice(5)) + 1}`;

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: (transfer) => {
    if (transfer.kind !== 'items') return;  // the page has no text views: only item drops come
    const moving = new Set(transfer.items);
    tiles = tiles.filter((id) => !moving.has(id));
    transfer.items.forEach((id, k) => tiles.splice(transfer.indices?.[k] ?? transfer.index + k, 0, id));
  },
});

const list = await dragkit.virtualList({
  element: document.getElementById('tiles'),
  id: 'tiles',
  label: 'Tiles',
  count: COUNT,
  idAt: (index) => tiles[index],
  columns: 4,
  rowExtent: 72,
  itemLabel: (index, id) => label(id),
  render: (index, id) => {
    const tile = document.createElement('div');
    tile.className = 'tile';
    tile.textContent = label(id);
    return tile;
  },
});
Object.assign(window, { dragkit, list, rows: () => tiles });
