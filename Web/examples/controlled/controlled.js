// Controlled mode (issue 25): the page keeps its lists in its own array and renders them itself;
// DragKit never inserts, moves or removes a card: `commit` says what changed, the page renders.
import { DragKit } from '../../dragkit/build/dragkit.min.js';

/** The page's state: each list's cards, in order (kept in memory, nothing persisted).
 *  @type {Record<string, {id: string, title: string}[]>} */
let lists = {
  todo: [{ id: 'plan', title: 'Plan the sprint' }, { id: 'write', title: 'Write the brief' }, { id: 'review', title: 'Review the design' }],
  done: [{ id: 'setup', title: 'Set up the repo' }, { id: 'ci', title: 'Add CI' }],
};
// `?render=keyed` reuses each card's element (as React and Vue do with keys); by default every
// render replaces the list's children through innerHTML (new elements, same ids).
const keyed = new URLSearchParams(location.search).get('render') === 'keyed';
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A new card's element. */
function make(card) {
  const element = document.createElement('li');
  element.setAttribute('data-dk-item', card.id);
  element.textContent = card.title;
  return element;
}

/** Draws every list from `lists`. O(cards). */
function render() {
  for (const [id, cards] of Object.entries(lists)) {
    const holder = document.querySelector(`[data-dk-container="${id}"] [data-dk-items]`);
    if (!keyed) {
      holder.innerHTML = cards.map((card) => `<li data-dk-item="${card.id}">${escape(card.title)}</li>`).join('');
      continue;
    }
    const shown = new Map([...holder.children].map((element) => [element.getAttribute('data-dk-item'), element]));
    holder.replaceChildren(...cards.map((card) => shown.get(card.id) || make(card)));
  }
}

/** What the tests read and change: the lists, the render (wrapped to see who touches the DOM)
 *  and `refuse` (a reason: the next commit throws it, as a store that refuses would). */
const example = { lists: () => lists, render, refuse: '' };
example.render();
const kit = await DragKit.load({
  wasmURL: '../../dragkit/build/dragkit.wasm',
  controlled: true,
  commit: (transfer) => {
    if (transfer.kind !== 'items' || example.refuse) throw new Error(example.refuse || 'not here');  // the lists stay as they were
    lists = kit.applyTo(lists, transfer);  // moves, copies, undo and redo alike
    example.render();
  },
});
document.getElementById('undo').onclick = () => kit.undo();
document.getElementById('redo').onclick = () => kit.redo();
Object.assign(window, { dragkit: kit, example });
