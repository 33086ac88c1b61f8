import { DragKit } from '../../dragkit/build/dragkit.min.js';
const saved = {};  // the app's store: each container's item ids, as last committed
const params = new URLSearchParams(location.search);
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  // `?selection=app`: the page selects itself; `?undoKeys=false`: no built-in undo keys (issue 25).
  selection: params.get('selection') === 'app' ? 'app' : 'built-in',
  undoKeys: params.get('undoKeys') !== 'false',
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
});
const changes = [];  // every `selectionchange`, for the tests
dragkit.addEventListener('selectionchange', (event) => changes.push(event.detail));
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved, changes });
