// The benchmark's virtual-list case: DragKit over a list of `count` rows of which only the
// visible window is in the DOM (issue 11's 100k target). This file is the one place that knows
// the virtual-list module's API (`Web/dragkit/dragkit-virtual.js`); the benchmark runs the case
// only when that module exists, and reports it as skipped with this file's message when the
// module does not offer what is called here.
//
// `setUpVirtualList(DragKit, list, count)` renders rows like the other pages' rows
// (`<li data-dk-item="i<k>">Item <k></li>`) into `list`, loads DragKit and resolves to
// `{dragkit}`, the loaded `DragKit`, once the list can be dragged.

export async function setUpVirtualList(DragKit, list, count) {
  const virtual = await import('./dragkit/dragkit-virtual.js');
  const make = virtual.virtualList ?? virtual.VirtualList?.create ?? virtual.createVirtualList;
  if (typeof make !== 'function') {
    throw new Error(`dragkit-virtual.js exports ${Object.keys(virtual).join(', ') || 'nothing'}; `
      + 'adapt Benchmarks/Browser/virtual-list.js to its API');
  }
  const render = (element, index) => {
    element.dataset.dkItem = `i${index}`;
    element.textContent = `Item ${index}`;
  };
  const dragkit = await DragKit.load({ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} });
  await make({ dragkit, element: list, container: 'list', count, render, rowHeight: 40 });
  return { dragkit };
}
