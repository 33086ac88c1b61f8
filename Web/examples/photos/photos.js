// Sixty photos in a grid: click, Ctrl/Cmd-click and Shift-click (or, on a touch screen, taps)
// select them; dragging one of the selected photos takes them all, in the library's order, to
// where the gap opens; into the album they go as copies.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

/** Draws photo `n` (a coloured tile standing in for an image). */
function photo(id, n) {
  const li = document.createElement('li');
  Object.assign(li.dataset, { dkItem: id, dkType: 'public.image', dkLabel: `Photo ${n}` });
  li.style.background = `hsl(${(n * 47) % 360} 55% 48%)`;
  li.append(Object.assign(document.createElement('span'), { textContent: String(n) }));
  return li;
}
document.getElementById('library').append(...Array.from({ length: 60 }, (_, i) => photo(`p${i + 1}`, i + 1)));

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => {},  // this page keeps nothing; a real one stores `transfer` (see the Kanban example)
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit });
