// A Kanban board in React 18 with DragKit's React bindings (dragkit/react; issue 35): three
// columns whose cards have a title you can edit and a handle that drags them; several selected
// cards drag together (click, Ctrl/Cmd-click, Shift-click, then drag one of them); keyboard
// drags (focus a card, Space, arrows or Tab, Space), touch drags (press and hold), undo and
// redo (the buttons, or Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z). The board is the app's state: DragKit
// hands every change to `onListsChange`, and the page renders it.
// Built by Scripts/build-react-examples.sh; tested by Tests/Browser/test_react.py.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DragKitProvider, DragContainer, DragItem, DragHandle, useDragKit, useDragKitEvent } from 'dragkit/react';
import 'dragkit/dragkit.css';
import './kanban.css';

const COLUMNS = [['todo', 'To do'], ['doing', 'Doing'], ['done', 'Done']];
const START = {
  todo: [{ id: 'plan', title: 'Plan the release' }, { id: 'write', title: 'Write the notes' }, { id: 'review', title: 'Review the docs' }],
  doing: [{ id: 'build', title: 'Build the package' }, { id: 'test', title: 'Test it in React' }],
  done: [{ id: 'setup', title: 'Set up CI' }],
};
const params = new URLSearchParams(location.search);

/** Stores a change; `?refuse=<card id>` makes the store refuse any change that moves that card
 *  (to show a refused drop coming back). */
async function save(transfer, next) {
  if (transfer.items?.includes(params.get('refuse'))) throw new Error('The server refused the change');
  window.example.saved.push(JSON.parse(JSON.stringify(next)));
}

function Card({ card, onRename }) {
  return (
    <DragItem id={card.id} as="li" label={card.title}>
      <DragHandle className="grip" aria-hidden="true">⠿</DragHandle>
      <input className="title" aria-label="Title" value={card.title} onChange={(event) => onRename(card.id, event.target.value)} />
    </DragItem>
  );
}

function Tools({ extra, setExtra, laterHasCards }) {
  const kit = useDragKit();
  const [said, setSaid] = useState('');
  useDragKitEvent('announce', ({ text }) => setSaid(text));
  return (
    <p className="tools">
      <button type="button" disabled={!kit} onClick={() => kit.undo()}>Undo</button>
      <button type="button" disabled={!kit} onClick={() => kit.redo()}>Redo</button>
      <button type="button" onClick={setExtra} disabled={laterHasCards}
        title={laterHasCards ? 'Move its cards out first' : undefined}>{extra ? 'Remove the Later column' : 'Add a Later column'}</button>
      <span id="said" aria-hidden="true">{said}</span>
    </p>
  );
}

function Board() {
  const [lists, setLists] = useState(START);
  const [extra, setExtra] = useState(false);
  const [, setTick] = useState(0);
  const toggleLater = () => {  // a list added or removed while the page runs (removed when empty)
    if (extra) setLists(({ later, ...rest }) => rest);
    setExtra(!extra);
  };
  window.example.rerender = () => setTick((tick) => tick + 1);  // a render with nothing changed
  const columns = extra ? [...COLUMNS, ['later', 'Later']] : COLUMNS;
  const shown = extra && !lists.later ? { ...lists, later: [] } : lists;
  const rename = (id, title) => setLists((now) => Object.fromEntries(Object.entries(now).map(
    ([column, cards]) => [column, cards.map((card) => (card.id === id ? { ...card, title } : card))])));
  window.example.lists = () => shown;
  return (
    <DragKitProvider lists={shown} onListsChange={setLists} onCommit={save} className="page"
      onLoad={(kit) => { window.dragkit = kit; }}>
      <h1>Board</h1>
      <Tools extra={extra} setExtra={toggleLater} laterHasCards={(shown.later || []).length > 0} />
      <main className="board">
        {columns.map(([id, title]) => (
          <section className="column" key={id}>
            <h2>{title}</h2>
            <DragContainer id={id} label={title} crossOperation="move" as="ul">
              {(shown[id] || []).map((card) => <Card key={card.id} card={card} onRename={rename} />)}
            </DragContainer>
          </section>
        ))}
      </main>
    </DragKitProvider>
  );
}

const app = <StrictMode><Board /></StrictMode>;
let root = null;
window.example = {
  saved: [],
  lists: () => null,
  mount: () => { root = createRoot(document.getElementById('app')); root.render(app); },
  unmount: () => { root.unmount(); window.dragkit = null; },
};
window.example.mount();
