import { DragKit } from '../../dragkit/build/dragkit.min.js';
const saved = {};  // the app's store: each container's item ids, as last committed
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  // `?plugins=access,autoscroll`: only these plugins (API.md "Plugins"); none given, the defaults.
  plugins: /** @type {import('../../dragkit/build/dragkit.min.js').PluginName[]} */ (new URLSearchParams(location.search).get('plugins')?.split(',')),
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
  exportItem: (id) => [{ type: 'text/plain', data: document.querySelector(`[data-dk-item="${id}"]`).textContent }],
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved });
