// A tree of folders (issue 37): the markup in index.html is the whole tree; DragKit reads it as
// one outline. The page keeps what it shows in step with the drops (`commit`) and with the rows
// opened and closed (`expand`), as an app would store them.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const saved = { tree: [], expanded: {} };  // the app's store
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => { saved.tree = dragkit.snapshot().containers.find((c) => c.id === 'files').tree; },
});
dragkit.addEventListener('expand', (event) => { saved.expanded[event.detail.item] = event.detail.expanded; });
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved });
