// DragKit for React (issue 35): `import { DragKitProvider, DragContainer, DragItem } from
// 'dragkit/react'`. Bindings in React's idioms over DragKit's controlled mode (Guide.md
// "Controlled mode"): the lists are the app's state, DragKit never moves an element, and every
// drop, paste, "Move to…", undo and redo reaches the app as new lists (`onListsChange`), rendered
// at once (`flushSync`) and then stored (`onCommit`); a store that rejects renders the old lists
// again and DragKit takes the drop back (F7, S10). The DOM always equals the state.
//
//   <DragKitProvider lists={lists} onListsChange={setLists} onCommit={save}>
//     <DragContainer id="todo" label="To do" crossOperation="move" as="ul">
//       {lists.todo.map((card) => <DragItem key={card.id} id={card.id} as="li">{card.title}</DragItem>)}
//     </DragContainer>
//   </DragKitProvider>
//
// What it guarantees (tested with React 18 in StrictMode, Tests/Browser/test_react.py):
// - the engine loads once per provider, StrictMode's mount–unmount–mount included: a cleanup
//   releases the kit a task later unless the same provider mounts again at once;
// - a provider unmounted mid-drag destroys its kit (the drag ends, the drag image goes);
// - lists (`DragContainer`s) added or removed while the page runs take part at once (DragKit's
//   controlled mode re-reads the root after each render); a re-render during a drag that keeps
//   the keys and props leaves the gap, the marker and the drag image as they were;
// - selection, keyboard drags, undo keys and announcements work as on a plain page.
//
// This file is the package's `dragkit/react` entry (Scripts/package.sh); it imports the core as
// `dragkit`, the package itself, so an app's bundle holds one DragKit. Reference: API.md "React".

import { createContext, createElement, forwardRef, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { DragKit } from 'dragkit';

const KitContext = createContext(null);

/** The `data-dk-*` attributes of a container's props (the markup contract, API.md). O(1). */
function containerAttributes({ id, label, crossOperation, accepts, axis, lockAxis, drop, drag, kind }) {
  const attributes = { 'data-dk-container': id };
  if (label !== undefined) attributes['data-dk-label'] = label;
  if (crossOperation !== undefined) attributes['data-dk-cross-operation'] = crossOperation;
  if (accepts !== undefined) attributes['data-dk-accepts'] = Array.isArray(accepts) ? accepts.join(' ') : accepts;
  if (axis !== undefined) attributes['data-dk-axis'] = axis;
  if (lockAxis !== undefined) attributes['data-dk-lock-axis'] = lockAxis;
  if (drop !== undefined) attributes['data-dk-drop'] = String(drop);
  if (drag !== undefined) attributes['data-dk-drag'] = String(drag);
  if (kind !== undefined) attributes['data-dk-kind'] = kind;
  return attributes;
}

/** Splits `props` into the container's own (`names`) and the rest (the element's). O(props). */
function split(props, names) {
  const own = {};
  const rest = {};
  for (const [key, value] of Object.entries(props)) (names.includes(key) ? own : rest)[key] = value;
  return [own, rest];
}

const CONTAINER_PROPS = ['id', 'label', 'crossOperation', 'accepts', 'axis', 'lockAxis', 'drop', 'drag', 'kind', 'as'];

/**
 * Loads DragKit once for its children and keeps the app's lists and the page in step.
 * Props: `lists` (container id → array of entries: ids, or objects with an `id`), the app's
 * state; `onListsChange(next, transfer)` sets it (called inside `flushSync`, so the new order is
 * on the page before anything else); `onCommit(transfer, next, previous)` stores a change
 * (optional; reject with an Error whose message people see, and the previous lists are rendered
 * again; resolve 'unchanged' for a drop that changes nothing stored); `make` builds copies and
 * created entries (`kit.applyTo`'s third argument); `options`, `DragKit.load`'s other options,
 * read once at load (`wasmURL`, `plugins`, `selection`, `undoKeys`, `dragImage`, …; not
 * `commit`, `root` or `controlled`); `onLoad(kit)`, `onError(error)` (a failed load; default: a
 * console error); `as` (default 'div'), the root element DragKit attaches to, with the other props.
 */
export const DragKitProvider = forwardRef(function DragKitProvider(props, forwarded) {
  const { lists, onListsChange, onCommit, make, options, onLoad, onError, as = 'div', children, ...rest } = props;
  const root = useRef(null);
  const [kit, setKit] = useState(null);
  const latest = useRef(null);
  latest.current = { lists, onListsChange, onCommit, make, onLoad, onError };
  const slot = useRef(null);  // {kit, dead, release}: the load this provider owns

  useEffect(() => {
    let own = slot.current;
    if (own && own.release !== null) {  // StrictMode's second mount: keep the kit of the first
      clearTimeout(own.release);
      own.release = null;
    } else {
      own = { kit: null, dead: false, release: null };
      slot.current = own;
      const commit = (transfer) => commitTo(own, latest, transfer);
      DragKit.load({ ...(options || {}), root: root.current, controlled: true, commit }).then((loaded) => {
        if (own.dead) { loaded.destroy(); return; }
        own.kit = loaded;
        setKit(loaded);
        latest.current.onLoad?.(loaded);
      }, (error) => {
        if (own.dead) return;
        if (latest.current.onError) latest.current.onError(error);
        else console.error('DragKit could not load:', error);
      });
    }
    return () => {
      // Released a task later: StrictMode mounts again before then, a real unmount doesn't.
      own.release = setTimeout(() => {
        own.dead = true;
        own.kit?.destroy();
        if (slot.current === own) slot.current = null;
      }, 0);
    };
  }, []);

  const setRoot = (element) => {
    root.current = element;
    if (typeof forwarded === 'function') forwarded(element);
    else if (forwarded) forwarded.current = element;
  };
  return createElement(KitContext.Provider, { value: kit }, createElement(as, { ...rest, ref: setRoot }, children));
});

/** DragKit's `commit` for a provider: the app's lists after `transfer` rendered now, then
 *  stored; a store that rejects renders the previous lists and rethrows (DragKit takes the drop
 *  back). Text transfers (text views) go to `onCommit` only. O(n) in the two lists. */
async function commitTo(own, latest, transfer) {
  const { lists, onListsChange, onCommit, make } = latest.current;
  if (transfer.kind !== 'items' || !own.kit) return onCommit ? onCommit(transfer, lists, lists) : undefined;
  const next = own.kit.applyTo(lists, transfer, make);
  latest.current.lists = next;  // a second commit before React renders builds on this one
  flushSync(() => onListsChange(next, transfer));
  if (!onCommit) return undefined;
  try {
    return await onCommit(transfer, next, lists);
  } catch (error) {
    latest.current.lists = lists;
    flushSync(() => latest.current.onListsChange(lists, transfer));
    throw error;
  }
}

/** The provider's DragKit, or null while it loads (and outside a provider). Its methods: undo(),
 *  redo(), select(), moveTo(), history(), … (API.md). */
export function useDragKit() {
  return useContext(KitContext);
}

/** Calls `handler(detail, event)` for each of the kit's `type` events ('announce', 'change',
 *  'drop', 'failure', 'selectionchange') while the component is mounted; the latest `handler`
 *  is called, with no re-subscription when it changes. */
export function useDragKitEvent(type, handler) {
  const kit = useDragKit();
  const latest = useRef(handler);
  useLayoutEffect(() => { latest.current = handler; });
  useEffect(() => {
    if (!kit) return undefined;
    const listener = (event) => latest.current(event.detail, event);
    kit.addEventListener(type, listener);
    return () => kit.removeEventListener(type, listener);
  }, [kit, type]);
}

/**
 * A list DragKit drags from and drops into (`data-dk-container`): `id` (unique), `label` (what
 * announcements call it), `crossOperation` ('move' or 'copy', what a drop from another list
 * does), `accepts` (types, a string or an array), `axis` ('vertical', 'horizontal', 'grid'),
 * `lockAxis`, `drop`, `drag`, `kind`; `as` the element (default 'div'); other props go to it.
 * Its children are `DragItem`s, keyed by their ids.
 */
export const DragContainer = forwardRef(function DragContainer(props, ref) {
  const [own, rest] = split(props, CONTAINER_PROPS);
  return createElement(own.as || 'div', { ...rest, ...containerAttributes(own), ref });
});

/**
 * One draggable entry (`data-dk-item`): `id` (unique, also its React key), `type` (its content
 * type, `data-dk-type`), `label` (what announcements call it; default its text); `as` the
 * element (default 'div'); other props go to it. Don't give it a `className` that changes during
 * a drag (React would overwrite DragKit's `dk-lifted` and `dk-selected`): style
 * `[aria-selected="true"]` instead.
 */
export const DragItem = forwardRef(function DragItem({ id, type, label, as = 'div', ...rest }, ref) {
  // Focusable from its first render (tabIndex -1; DragKit makes one item per list the tab stop):
  // an item React draws anew, in another list after a keyboard drop, takes the focus at once.
  const attributes = { tabIndex: -1, ...rest, 'data-dk-item': id };
  if (type !== undefined) attributes['data-dk-type'] = type;
  if (label !== undefined) attributes['data-dk-label'] = label;
  return createElement(as, { ...attributes, ref });
});

/** The part of a `DragItem` that starts its drags (`data-dk-handle`); `as` default 'span'. */
export const DragHandle = forwardRef(function DragHandle({ as = 'span', ...rest }, ref) {
  return createElement(as, { ...rest, 'data-dk-handle': '', ref });
});

/**
 * A virtual list (API.md "Virtual lists"): all of `ids` take part in drags, drops, keyboard drags
 * and auto-scroll while only the rows near the visible area are in the page, each drawn by
 * `renderRow(id)` (React content, in the row element DragKit places: `rowAs`, default 'li').
 * `rowExtent` (px) is every row's height; `itemLabel(id)` names a row in announcements; `type`,
 * `overscan`, `columns` as in `kit.virtualList`. `ids` is the provider's list `id`: a drop moves
 * it through `onListsChange` as any list; other changes to `ids` redraw the list. The element
 * (`as`, default 'ul') scrolls: give it a height. Rows appear once the provider has loaded.
 */
export const VirtualDragList = forwardRef(function VirtualDragList(props, ref) {
  const { id, label, ids, rowExtent, renderRow, itemLabel, type, overscan, columns, as = 'ul', rowAs = 'li', ...rest } = props;
  const kit = useDragKit();
  const element = useRef(null);
  const [rows, setRows] = useState([]);  // [[id, row element]] the list shows now
  // The list made on this component's element, once (StrictMode's second mount keeps it).
  const made = useRef(null);
  made.current ??= { kit: null, list: null, shown: new Map(), mounted: false, pending: false };
  const latest = useRef(null);
  latest.current = { ids, itemLabel };

  useEffect(() => {
    const state = made.current;
    state.mounted = true;
    if (kit && state.kit !== kit) {
      state.kit = kit;
      const show = () => {  // after DragKit drew rows: React fills them, before the next paint
        if (state.pending) return;
        state.pending = true;
        queueMicrotask(() => {
          state.pending = false;
          if (!state.mounted) return;
          for (const [key, row] of state.shown) if (!row.isConnected) state.shown.delete(key);
          flushSync(() => setRows([...state.shown]));
        });
      };
      kit.virtualList({
        element: element.current, id, label, ids: latest.current.ids, rowExtent, type, overscan, columns,
        itemLabel: (index, key) => (latest.current.itemLabel ? latest.current.itemLabel(key) : key),
        render: (index, key) => {
          const row = document.createElement(rowAs);
          state.shown.set(key, row);
          show();
          return row;
        },
      }).then((list) => { state.list = list; }, (error) => console.error('DragKit: the virtual list could not be made:', error));
    }
    return () => { state.mounted = false; };
  }, [kit]);

  useEffect(() => {  // the app changed the ids itself (not a drop, which the list has made already)
    const list = made.current.list;
    if (!list) return;
    const now = list.ids();
    if (now.length !== ids.length || now.some((key, index) => key !== ids[index])) list.refresh(ids);
  }, [ids]);

  const setElement = (node) => {
    element.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const attributes = { 'data-dk-container': id };
  if (label !== undefined) attributes['data-dk-label'] = label;
  return createElement(as, { ...rest, ...attributes, ref: setElement },
    rows.map(([key, row]) => createPortal(renderRow(key), row, key)));
});
