// DragKit web host, plugin `virtual`: a virtual tree's nodes as data (issue 37). The app's node
// list read into levels (a new list keeping the old one's open folders), the tree walked in
// order, the shown rows flattened, and where a tree key moves focus: plain functions over a
// tree's `levels` (container key -> node keys in order) and `nodes` (node key -> {data, level,
// folder, expanded}), with `root` the top level's key. The tree (dragkit-virtual-tree.js) keeps
// both and calls these; nothing here touches the DOM or the engine.

/** The app's nodes: each level's keys in order, every node's level, folder and expansion. A
 *  node with children, or `folder: true`, is a folder. Throws a TypeError for a node that is not
 *  an object, a duplicate id, an id that is the tree's, or a parent not seen before. O(n). */
export function readTreeNodes(list, root) {
  const levels = new Map([[root, []]]);
  const nodes = new Map();
  for (const data of list) {
    if (!data || typeof data !== 'object') throw new TypeError('DragKit.virtualTree: every node is an object {id, parent, folder?, expanded?}');
    const key = String(data.id ?? '');
    const parent = data.parent === null || data.parent === undefined ? root : String(data.parent);
    if (!key || key === root || nodes.has(key)) throw new TypeError(`DragKit.virtualTree: node id "${key}" is empty, the tree's own or used twice`);
    const above = nodes.get(parent);
    if (parent !== root && !above) throw new TypeError(`DragKit.virtualTree: node "${key}" names a parent "${parent}" that does not come before it`);
    if (above && !above.folder) { above.folder = true; levels.set(parent, []); }
    levels.get(parent).push(key);
    const folder = data.folder === true;
    nodes.set(key, { data, level: parent, folder, expanded: folder && data.expanded === true });
    if (folder) levels.set(key, []);
  }
  for (const node of nodes.values()) if (node.folder && node.data.expanded === true) node.expanded = true;
  return { levels, nodes };
}

/** The folders of `next` (as `readTreeNodes` made its nodes) that were folders in `previous`
 *  too keep whether they showed their nodes there (a refresh keeps what was open); a new folder
 *  keeps its own `expanded`. O(n). */
export function keepExpansion(previous, next) {
  for (const [key, node] of next) {
    const before = previous.get(key);
    if (node.folder && before?.folder) node.expanded = before.expanded;
  }
}

/** Visits the nodes in tree order from the top level down, without recursion (a tree may be
 *  deep): `visit(key, node, depth, at, keys)` with depth 0 at the top, `at` the node's place
 *  (1-based) in `keys`, its level's keys. Into a folder's nodes always (`shownOnly` false) or
 *  only where it shows them. O(nodes visited). */
export function walkTree(levels, nodes, root, shownOnly, visit) {
  const stack = [{ keys: levels.get(root), at: 0 }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.at >= top.keys.length) { stack.pop(); continue; }
    const key = top.keys[top.at];
    top.at += 1;
    const node = nodes.get(key);
    visit(key, node, stack.length - 1, top.at, top.keys);
    const inner = node?.folder && (node.expanded || !shownOnly) ? levels.get(key) : null;
    if (inner?.length) stack.push({ keys: inner, at: 0 });
  }
}

/** The shown rows, from the top level down through every open folder: their keys, depths and
 *  places (each row's place in its level, 1-based, and that level's keys: numbers and
 *  references, no object per row). O(shown rows). */
export function shownRows(levels, nodes, root) {
  const shown = [];
  const depths = [];
  const places = { at: [], of: [] };
  walkTree(levels, nodes, root, true, (key, node, depth, at, keys) => {
    shown.push(key);
    depths.push(depth);
    places.at.push(at);
    places.of.push(keys);
  });
  return { shown, depths, places };
}

/** Where the tree key `name` (ArrowUp, ArrowDown, Home, End, ArrowRight, ArrowLeft, as read in
 *  the row's direction) takes focus from the shown row `key` at `at` (WAI-ARIA tree view):
 *  `{next}`, the row to focus (undefined: none), and `{open}` when the folder `key` opens
 *  (Right on a closed folder) or closes (Left on an open one) instead. Right on an open folder
 *  goes to its first node, Left elsewhere to the parent. O(1). */
export function keyStep(name, key, at, shown, node, levels, root) {
  if (name === 'ArrowDown') return { next: shown[at + 1] };
  if (name === 'ArrowUp') return { next: at > 0 ? shown[at - 1] : undefined };
  if (name === 'Home') return { next: shown[0] };
  if (name === 'End') return { next: shown[shown.length - 1] };
  if (name === 'ArrowRight' && node.folder) return node.expanded ? { next: levels.get(key)?.[0] } : { open: true };
  if (name === 'ArrowLeft') {
    if (node.folder && node.expanded) return { open: false };
    if (node.level !== root) return { next: node.level };
  }
  return {};
}

/** The shown row a drop at `index` of `level` goes before (F9: where its placeholder shows):
 *  the row of the level's node `index`, else the row after everything its last node shows (its
 *  open folders' rows too), else the row after the folder `level` itself (0 for an empty top
 *  level `root`); −1 when the level's rows are hidden (a closed folder holds it). `positionOf(key)`
 *  is a key's shown index (−1: hidden). O(depth of the level's last node). */
export function landingRow(levels, nodes, root, level, index, positionOf) {
  const keys = levels.get(level) || [];
  if (index < keys.length) return positionOf(keys[Math.max(0, index)]);
  let last = keys.length ? keys[keys.length - 1] : level;
  if (last === root) return 0;
  for (let node = nodes.get(last); node?.folder && node.expanded && levels.get(last)?.length; node = nodes.get(last)) {
    const inner = levels.get(last);
    last = inner[inner.length - 1];
  }
  const at = positionOf(last);
  return at < 0 ? -1 : at + 1;
}
