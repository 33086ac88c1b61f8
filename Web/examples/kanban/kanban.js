// A Kanban board rendered from the app's own store (localStorage), with two custom types: bugs
// go anywhere, tasks never into "Bugs". Cards are picked up by their grip; the title is a field
// that selects text as any field does. Click, Ctrl/Cmd-click and Shift-click select cards, a
// drag of a selected card takes them all, Ctrl/Cmd+Z undoes a drop.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

const STORE = 'dragkit-example-kanban';
const COLUMNS = [['todo', 'To do', ''], ['doing', 'Doing', ''], ['bugs', 'Bugs', 'com.example.bug'], ['done', 'Done', '']];
const initial = () => ({
  cards: { c1: ['Write the brief', 'task'], c2: ['Fix the login', 'bug'], c3: ['Plan the launch', 'task'],
    c4: ['Crash on save', 'bug'], c5: ['Review designs', 'task'], c6: ['Ship 1.0', 'task'] },
  columns: { todo: ['c1', 'c3', 'c5'], doing: ['c6'], bugs: ['c2', 'c4'], done: [] },
});
let board = initial();
try { board = JSON.parse(localStorage.getItem(STORE) || 'null') ?? board; } catch { /* unreadable: start afresh */ }
const save = () => localStorage.setItem(STORE, JSON.stringify(board));

/** Draws the board from `board`. */
function render() {
  const card = /** @type {HTMLTemplateElement} */ (document.getElementById('card'));
  document.getElementById('board').replaceChildren(...COLUMNS.map(([id, label, accepts]) => {
    const section = document.createElement('section');
    Object.assign(section.dataset, { dkContainer: id, dkLabel: label, dkCrossOperation: 'move' });
    if (accepts) section.dataset.dkAccepts = accepts;
    const list = document.createElement('ul');
    list.dataset.dkItems = '';
    list.setAttribute('aria-labelledby', `${id}-title`);
    list.append(...board.columns[id].map((key) => {
      const li = /** @type {HTMLElement} */ (card.content.firstElementChild.cloneNode(true));
      const [title, kind] = board.cards[key];
      Object.assign(li.dataset, { dkItem: key, dkType: `com.example.${kind}`, dkLabel: title });
      li.querySelector('input').value = title;
      return li;
    }));
    section.append(Object.assign(document.createElement('h2'), { id: `${id}-title`, textContent: label }), list);
    return section;
  }));
}
render();

const dragkit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  // A drop (or its undo) is stored: each column's cards as DragKit now has them.
  commit: () => {
    for (const { id, items } of dragkit.snapshot().containers) board.columns[id] = items;
    save();
  },
});
document.getElementById('board').addEventListener('change', (event) => {
  const input = /** @type {HTMLInputElement} */ (event.target);
  const key = input.closest('li')?.dataset.dkItem;
  if (key) { board.cards[key][0] = input.value; save(); }
});
document.getElementById('reset').addEventListener('click', () => {
  board = initial(); save(); render(); dragkit.scan();
});
dragkit.addEventListener('announce', (event) => { document.getElementById('said').textContent = event.detail.text; });
Object.assign(window, { dragkit, board: () => board });
