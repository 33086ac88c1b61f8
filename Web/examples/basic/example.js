import { DragKit } from '../../dragkit/build/dragkit.min.js';
const saved = {};  // the app's store: each container's item ids, as last committed
// `?plugins=access,autoscroll` loads only the plugins named (README "Plugins"); without it, the
// default ones, each when the page needs it.
const named = new URLSearchParams(location.search).get('plugins');
const plugins = named === null ? undefined
  : /** @type {import('../../dragkit/build/dragkit.min.js').PluginName[]} */ (named.split(',').filter(Boolean));
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  plugins,
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
  exportItem: (id) => [{ type: 'text/plain', data: document.querySelector(`[data-dk-item="${id}"]`).textContent }],
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved });
