// A board that scrolls sideways, of columns whose cards scroll down (issue 37). The board is a
// horizontal container whose items are the columns, dragged by their headers; each column holds
// a container of its own, its cards. Auto-scroll picks the innermost scroller that can still
// scroll toward the pointer: a column at its top or bottom edge, the board at its side edges.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const COLUMNS = ['Backlog', 'To do', 'Doing', 'Review', 'Done', 'Later'];
const columns = document.querySelector('#board .columns');
columns.append(...COLUMNS.map((title) => {
  const key = title.toLowerCase().replace(/\s+/g, '-');
  const column = document.createElement('section');
  column.className = 'column';
  Object.assign(column.dataset, { dkItem: `column-${key}`, dkType: 'com.example.column', dkLabel: title });
  const cards = document.createElement('div');
  cards.className = 'cards';
  Object.assign(cards.dataset, { dkContainer: key, dkLabel: title, dkAccepts: 'com.example.card', dkCrossOperation: 'move' });
  const list = document.createElement('ul');
  list.dataset.dkItems = '';
  list.setAttribute('aria-label', title);
  list.append(...Array.from({ length: 14 }, (_, i) => {
    const li = document.createElement('li');
    Object.assign(li.dataset, { dkItem: `${key}-${i + 1}`, dkType: 'com.example.card' });
    li.textContent = `${title} card ${i + 1}`;
    return li;
  }));
  cards.append(list);
  column.append(Object.assign(document.createElement('h2'), { textContent: title }), cards);
  return column;
}));

const saved = {};  // the app's store: the board's columns and each column's cards, as last committed
const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  commit: () => { for (const c of dragkit.snapshot().containers) saved[c.id] = c.items; },
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, saved });
