// The benchmark's floor: the least a drag that looks like every library's can cost in this
// browser, with no library at all (issue 11). A few lines of page script do only what the
// person sees: a copy of the row follows the pointer (one transform per move), the list
// auto-scrolls while the pointer is at its bottom edge, and the drop moves the row, at an index
// computed from the pointer (the rows are uniform: nothing is measured). No gap, no insertion
// marker, no accessibility, no engine. Whatever the browser spends on this (restyling the moving
// copy, the scroll's frames, the drop's layout) every library spends too, so the floor is the
// part of a figure no library can take away.
//
// `setUpFloor(list)`: the drag over the page's `<ul id="list">` of DOM rows.
// `setUpFloorVirtual(element, count)`: the same drag over a list of `count` rows of which only
// those in sight are elements (a pool of rows re-used as the list scrolls), the least a virtual
// list can cost. Both resolve to `{ settled(), indexOf(id) }`.

// The pages' row pitch (8 px padding twice, one 15 px line, 4 px between rows) and the band at
// the list's bottom edge where it scrolls, at a speed that scrolls about as far as the libraries
// do over the benchmark's drag.
const ROW_PITCH = 38;
const EDGE_BAND = 40;
const SCROLL_STEP = 11;  // px per frame

/** The drag itself, over `list` (the scroller): `dropAt(row, id, index)` moves the item `id`
 *  (pressed on `row`, which a virtual list may have re-used since) to
 *  `index`, `indexAt(y)` is the index for a pointer at viewport `y`. */
function dragOver(list, { dropAt, indexAt }) {
  let drag = null;
  const place = () => { drag.preview.style.transform = `translate(${drag.x - drag.dx}px, ${drag.y - drag.dy}px)`; };
  const step = () => {
    if (!drag) return;
    if (drag.y > drag.box.bottom - EDGE_BAND) list.scrollTop += SCROLL_STEP;
    requestAnimationFrame(step);
  };
  list.addEventListener('pointerdown', (event) => {
    const row = event.target.closest('[data-dk-item]');
    if (!row) return;
    event.preventDefault();
    const r = row.getBoundingClientRect();
    const preview = row.cloneNode(true);
    Object.assign(preview.style, {
      position: 'fixed', left: '0', top: '0', margin: '0', width: `${r.width}px`, pointerEvents: 'none',
      boxShadow: '0 6px 16px rgba(0, 0, 0, 0.2)', boxSizing: 'border-box',
    });
    document.body.append(preview);
    row.style.opacity = '0.4';
    drag = { row, id: row.dataset.dkItem, preview, dx: event.clientX - r.left, dy: event.clientY - r.top, x: event.clientX, y: event.clientY,
             box: list.getBoundingClientRect() };
    place();
    list.setPointerCapture(event.pointerId);
    requestAnimationFrame(step);
  });
  list.addEventListener('pointermove', (event) => {
    if (!drag) return;
    drag.x = event.clientX;
    drag.y = event.clientY;
    place();
  });
  list.addEventListener('pointerup', (event) => {
    if (!drag) return;
    const { row, id, preview } = drag;
    drag = null;
    preview.remove();
    row.style.opacity = '';
    dropAt(row, id, indexAt(event.clientY));
  });
  return () => drag === null;
}

/** The floor over a list of DOM rows. */
export function setUpFloor(list) {
  const padding = parseFloat(getComputedStyle(list).paddingTop) || 0;
  const top = list.getBoundingClientRect().top + list.clientTop;
  const settled = dragOver(list, {
    indexAt: (y) => Math.max(0, Math.floor((y - top + list.scrollTop - padding) / ROW_PITCH)),
    dropAt: (row, id, index) => {
      const before = list.children[index];
      if (before !== row) list.insertBefore(row, before || null);
    },
  });
  const indexOf = (id) => Array.prototype.findIndex.call(list.children, (row) => row.dataset.dkItem === id);
  return { settled, indexOf };
}

/** The floor over a virtual list: `count` rows, a pool of elements for those in sight. */
export function setUpFloorVirtual(element, count) {
  const order = Array.from({ length: count }, (_, index) => `i${index}`);
  const holder = element.querySelector('ul') || element;
  Object.assign(element.style, { overflowY: 'auto', overflowAnchor: 'none' });
  Object.assign(holder.style, { position: 'relative', height: `${count * ROW_PITCH}px` });
  const pool = [];
  let first = -1;
  const render = (force = false) => {
    const start = Math.max(0, Math.floor(element.scrollTop / ROW_PITCH) - 2);
    if (!force && start === first) return;
    first = start;
    const visible = Math.ceil(element.clientHeight / ROW_PITCH) + 4;
    while (pool.length < visible) {
      const row = document.createElement('li');
      Object.assign(row.style, { position: 'absolute', left: '0', right: '0', top: '0', margin: '0',
                                 height: `${ROW_PITCH - 4}px`, boxSizing: 'border-box' });
      holder.append(row);
      pool.push(row);
    }
    pool.forEach((row, k) => {
      const index = start + k;
      const id = order[index];
      row.hidden = id === undefined;
      if (id === undefined || (row.dataset.dkItem === id && row.index === index)) return;
      row.dataset.dkItem = id;
      row.index = index;
      row.textContent = `Item ${id.slice(1)}`;
      row.style.transform = `translateY(${index * ROW_PITCH}px)`;
    });
  };
  element.addEventListener('scroll', () => render(), { passive: true });
  render();
  const top = element.getBoundingClientRect().top + element.clientTop;
  const settled = dragOver(element, {
    indexAt: (y) => Math.max(0, Math.min(count - 1, Math.floor((y - top + element.scrollTop) / ROW_PITCH))),
    dropAt: (row, id, index) => {
      order.splice(order.indexOf(id), 1);
      order.splice(index, 0, id);
      render(true);
    },
  });
  return { settled, indexOf: (id) => order.indexOf(id) };
}
