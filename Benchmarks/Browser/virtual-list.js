// The benchmark's virtual-list case: DragKit over a list of `count` rows of which only the
// visible window is in the DOM (issue 11's 100k target), through the public API
// `dragkit.virtualList(options)` (Web/dragkit/dragkit-virtual.js, README "Virtual lists").
//
// `setUpVirtualList(DragKit, list, count)` renders rows like the other pages' rows
// (`<li data-dk-item="i<k>">Item <k></li>`) into `list`, the <ul> that scrolls, loads DragKit
// and resolves to `{dragkit, list}` once the list can be dragged.

/** The row pitch of the other pages' rows: 8 px padding above and below a 15 px line, and the
 *  4 px between rows (the list sets margins to 0; the space is the row's border here). */
const ROW = 42;

export async function setUpVirtualList(DragKit, list, count) {
  const dragkit = await DragKit.load({ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} });
  const virtual = dragkit.virtualList({
    element: list,
    count,
    idAt: (index) => `i${index}`,
    itemLabel: (index) => `Item ${index}`,
    rowExtent: ROW,
    render: (index, id) => {
      const row = document.createElement('li');
      row.textContent = `Item ${id.slice(1)}`;
      row.style.borderBottom = '4px solid #f2f2f7';
      return row;
    },
  });
  return { dragkit, list: virtual };
}
