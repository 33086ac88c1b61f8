// The benchmark's virtual-list case: DragKit over a list of `count` rows of which only the rows
// near the visible area are in the DOM (issue 11's 100k target), through the public
// `dragkit.virtualList(options)` (Web/dragkit/API.md, "Virtual lists"). This file is the one
// place that knows that API: the benchmark runs the case only when
// `Web/dragkit/dragkit-virtual.js` exists, and reports it as skipped, with this file's message,
// when the loaded DragKit does not offer what is called here.
//
// `setUpVirtualList(DragKit, element, count)` loads DragKit, makes `element` (the page's
// scroller, `#list`) a virtual list of `count` rows drawn like the other pages' rows
// (`<li>Item <k></li>`, ids `i<k>`) and resolves to `{dragkit, list}` once it can be dragged.

// The other pages' row pitch: 8 px padding twice, one line of 15 px system-ui, 4 px between rows.
const ROW_EXTENT = 38;

export async function setUpVirtualList(DragKit, element, count) {
  const dragkit = await DragKit.load({ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} });
  if (typeof dragkit.virtualList !== 'function') {
    throw new Error('this DragKit has no virtualList(options); adapt Benchmarks/Browser/virtual-list.js to its API');
  }
  const list = await dragkit.virtualList({
    element,
    id: 'list',
    label: 'List',
    count,
    idAt: (index) => `i${index}`,
    rowExtent: ROW_EXTENT,
    itemLabel: (index) => `Item ${index}`,
    render: (index) => {
      const row = document.createElement('li');
      row.textContent = `Item ${index}`;
      return row;
    },
  });
  return { dragkit, list };
}
