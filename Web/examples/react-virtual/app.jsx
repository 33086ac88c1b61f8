// A list of 100,000 rows in React 18 with DragKit's React bindings (dragkit/react; issue 35):
// `VirtualDragList` keeps only the rows near the visible area in the page, each drawn by React
// (`renderRow`), while the engine knows every row: drags auto-scroll through rows never drawn,
// keyboard drags reach any index, and a drop lands where the gap showed. The order is the app's
// state, changed through `onListsChange` like any list's.
// Built by Scripts/build-react-examples.sh; tested by Tests/Browser/test_react.py.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DragKitProvider, VirtualDragList, useDragKitEvent } from 'dragkit/react';
import 'dragkit/dragkit.css';
import './virtual.css';

const COUNT = 100_000;
const label = (id) => `Row ${Number(id.slice(4)) + 1}`;

function Said() {
  const [said, setSaid] = useState('');
  useDragKitEvent('announce', ({ text }) => setSaid(text));
  return <p id="said" aria-hidden="true">{said}</p>;
}

function App() {
  const [lists, setLists] = useState(() => ({ rows: Array.from({ length: COUNT }, (_, index) => `row-${index}`) }));
  window.example.lists = () => lists;
  return (
    <DragKitProvider lists={lists} onListsChange={setLists} onLoad={(kit) => { window.dragkit = kit; }}>
      <h1>100,000 rows</h1>
      <VirtualDragList id="rows" label="Rows" className="rows" ids={lists.rows} rowExtent={40}
        itemLabel={label} renderRow={(id) => <><span className="star" aria-hidden="true">★</span>{label(id)}</>} />
      <Said />
    </DragKitProvider>
  );
}

window.example = { lists: () => null };
createRoot(document.getElementById('app')).render(<StrictMode><App /></StrictMode>);
