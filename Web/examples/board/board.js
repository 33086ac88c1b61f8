import { DragKit } from '../../dragkit/build/dragkit.min.js';
const saved = {};  // the app's store: each column's task ids, as last committed
const ownImage = /** @type {HTMLInputElement} */ (document.getElementById('own-image'));
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
  // Issue 25: the app draws its own drag image when the box is ticked; null keeps DragKit's
  // copy of the card, which keeps the card's look although the board's selectors no longer reach it.
  dragImage: (itemIds) => {
    if (!ownImage.checked) return null;
    const ghost = document.createElement('div');
    ghost.className = 'task-ghost';
    ghost.textContent = itemIds.length === 1 ? `Moving “${document.querySelector(`[data-dk-item="${itemIds[0]}"] .title`)?.textContent}”` : `Moving ${itemIds.length} tasks`;
    return ghost;
  },
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved });
