// The benchmark's virtual-tree case (issue 37): DragKit over a tree of `count` nodes of which only
// the rows near the visible area are in the DOM, through the public `dragkit.virtualTree(options)`
// (Web/dragkit/API.md, "Virtual trees"). The tree is folders of 100 nodes (the folder and 99
// files), every folder open, so the drag crosses folders and levels as it auto-scrolls; rows are
// drawn like the other pages' rows. This file is the one place that knows that API.
//
// `setUpVirtualTree(DragKit, element, count)` loads DragKit, makes `element` (the page's
// scroller, `#list`) a virtual tree of `count` nodes (folders `f<k>`, files `i<k>`) and resolves
// to `{dragkit, tree}` once it can be dragged.

// The other pages' row pitch: 8 px padding twice, one line of 15 px system-ui, 4 px between rows.
const ROW_EXTENT = 38;
const PER_FOLDER = 100;

export async function setUpVirtualTree(DragKit, element, count) {
  const dragkit = await DragKit.load({ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} });
  if (typeof dragkit.virtualTree !== 'function') {
    throw new Error('this DragKit has no virtualTree(options); adapt Benchmarks/Browser/virtual-tree.js to its API');
  }
  const nodes = [];
  for (let k = 0, folder = null; k < count; k += 1) {
    if (k % PER_FOLDER === 0) {
      folder = `f${k / PER_FOLDER}`;
      nodes.push({ id: folder, parent: null, folder: true, expanded: true, label: `Folder ${k / PER_FOLDER}` });
    } else {
      nodes.push({ id: `i${k}`, parent: folder, label: `Item ${k}` });
    }
  }
  const tree = await dragkit.virtualTree({
    element,
    id: 'list',
    label: 'List',
    nodes,
    rowExtent: ROW_EXTENT,
    render: (node) => {
      const row = document.createElement('li');
      row.textContent = node.label;
      return row;
    },
  });
  return { dragkit, tree };
}
