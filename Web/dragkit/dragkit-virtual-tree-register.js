// DragKit web host, plugin `virtual`: what the engine hears of a virtual tree's nodes (issue 37).
// The tree's top level is the container of its element; every folder opens a level of its own,
// a container with no element keyed by the folder's id, which the folder's item opens. Checked
// first (`checkTree`: the app's labels read, no folder keyed as a container of the page), then
// told in one pass (`registerTree`): the levels, every node in its level, which level each
// folder opens and whether it shows it, the outline's indentation. The tree
// (dragkit-virtual-tree.js) calls these at its start and whenever the page registers it afresh
// (a scan, its `refresh(nodes)`); functions only, over the plugins' context.

import { registerItems } from './dragkit-virtual-engine.js';

/**
 * The label of every node (`itemLabel(data)`, at most 200 characters), read before the engine
 * hears anything: an exception inside an engine call would restart the engine. Throws a
 * TypeError, and the engine hears nothing, for a folder whose id is the key of a container on
 * the page (`root`, the tree's own key, excepted). O(n).
 */
export function checkTree(kit, levels, nodes, root, itemLabel) {
  const labels = new Map();
  for (const [key, node] of nodes) labels.set(key, String(itemLabel(node.data)).slice(0, 200));
  for (const key of levels.keys()) {
    if (key !== root && kit.ids.containerElements.has(kit.ids.containers.toInt.get(key))) {
      throw new TypeError(`DragKit.virtualTree: folder "${key}" has the key of a container on the page`);
    }
  }
  return labels;
}

/**
 * Registers the tree of `element` (its key `root`): its top level when the page has not yet, a
 * container per folder, every node in its level with its label from `labels` (`checkTree`) and
 * the tree's `type`, which level each folder opens and whether it shows it, and the outline's
 * `indentation`. Returns `{root, containers}`: the top level's engine id and those of every
 * level, the top level's first. O(n) in all, one engine call per level.
 */
export function registerTree(kit, element, root, levels, nodes, labels, { type, indentation }) {
  if (!kit.ids.containerElements.has(kit.ids.containers.toInt.get(root))) kit.ids.registerContainer(element);
  const top = kit.ids.containers.toInt.get(root);
  if (top === undefined) throw new TypeError('DragKit.virtualTree: its element could not be registered');
  const containers = [top];
  const flags = kit.ids.containerFlags(element);
  const accepts = element.dataset.dkAccepts || '';
  const app = element.closest('[data-dk-app]')?.dataset.dkApp;
  const appId = app ? kit.ids.apps.intern(app) : 0;
  const levelIds = new Map();
  kit.engine.call((e) => {
    for (const key of levels.keys()) {
      if (key === root) continue;
      const id = kit.ids.containers.intern(key);
      levelIds.set(key, id);
      containers.push(id);
      e.addContainerKind(id, flags, labels.get(key), accepts, element.dataset.dkKind || '');
      e.containerApp(appId, id);
    }
  });
  for (const [key, keys] of levels) {
    registerItems(kit, key === root ? top : levelIds.get(key), keys, (index, item) => labels.get(item), type || '');
  }
  kit.engine.call((e) => {
    for (const [key, id] of levelIds) e.itemOpens(id, kit.ids.items.toInt.get(key));
    e.outline(top, indentation);
    for (const [key, node] of nodes) if (node.folder) e.itemExpanded(kit.ids.items.toInt.get(key), node.expanded);
  });
  return { root: top, containers };
}
