// DragKit's commands (issue 36: the bridge in parts): what the page asks of the engine by name
// (undo and redo, copy, paste, "Move to…", the keyboard drag's keys, the selection) and the
// state it reads (the history, the sessions, the containers' items, the transfers in flight).
// Internal: the Bridge (dragkit-bridge.js) owns one as `commands`; `DragKit` and the plugins call it.

import { KEYBOARD, KEYS } from './dragkit-input.js';  // the key codes are the input's

/** The page's commands and queries. `core`: the Bridge, whose engine calls (`call`, `run`,
 *  its channel's `readOutput`), id maps and previews they use. `replaying`: 'undo' or 'redo'
 *  while an undo or redo runs (its drops say so in `transfer.history`), else null. */
export class Commands {
  constructor(core) {
    this.core = core;
    this.replaying = null;
  }

  /** Undo the last drop, paste or move (S10). */
  undo() { this.replay('undo', (e) => e.undo()); }

  /** Redo the last undone change (S10). */
  redo() { this.replay('redo', (e) => e.redo()); }

  /** Runs an undo or redo; the drops it commits say so in `transfer.history`. */
  replay(kind, fn) {
    this.replaying = kind;
    try { this.core.run(fn); } finally { this.replaying = null; }
  }

  /** Copy (or, with `cut`, Cut) the item with this key (S7): the engine's pasteboard, and the
   *  system clipboard with the same representations as a drag out (S5; best effort). */
  copy(itemKey, cut = false) {
    if (this.core.items.toInt.get(itemKey) === undefined) return;
    this.core.plugins.get('clipboard')?.write(itemKey, cut);
    this.copyInEngine(itemKey, cut);
  }

  /** The engine's Copy or Cut of `itemKey` only. */
  copyInEngine(itemKey, cut) {
    const id = this.core.items.toInt.get(itemKey);
    if (id !== undefined) this.core.run((e) => e.copy(id, cut));
  }

  /** Paste into the container with this key, at `index` (the end when omitted) (S7). */
  paste(containerKey, index = -1) {
    const id = this.core.containers.toInt.get(containerKey);
    if (id !== undefined) this.core.run((e) => e.paste(id, index));
  }

  /** "Move to…" of several items (a selection, from one container) into the container at
   *  `index` (the end when omitted), with the operation a drag there would perform (S7, S2). */
  moveItems(itemKeys, containerKey, index = -1) {
    const container = this.core.containers.toInt.get(containerKey);
    if (container === undefined) return;
    this.core.run((e) => e.moveItems(this.core.registry.itemIds(itemKeys), container, index));
  }

  /** Where "Move to…" can put these items: [{container, operation: 'move'|'copy', count,
   *  level}], an outline's levels after its top level in the tree's order (`level`: how deep). */
  moveDestinations(itemKeys) {
    const found = this.core.call((e) => {
      e.moveDestinations(this.core.registry.itemIds(itemKeys));
      return this.core.channel.readOutput();
    });
    return (found || []).map((d) => ({ container: this.core.containers.key(d.c), operation: d.op, count: d.n, level: d.d }));
  }

  /** Paste into the container right after the item `itemKey` (its start when null) (S7). */
  pasteAfter(containerKey, itemKey) {
    const container = this.core.containers.toInt.get(containerKey);
    const item = itemKey ? this.core.items.toInt.get(itemKey) : 0;
    if (container !== undefined) this.core.run((e) => e.pasteAfter(container, item ?? 0));
  }

  /** "Move to…": moves the item into the container at `index` (the end when omitted) (S7). */
  moveTo(itemKey, containerKey, index = -1) {
    const item = this.core.items.toInt.get(itemKey);
    const container = this.core.containers.toInt.get(containerKey);
    if (item !== undefined && container !== undefined) this.core.run((e) => e.moveTo(item, container, index));
  }

  /** Presses and releases `key` ('Tab', ' ', 'Enter', 'Escape', an arrow, 'Home', 'End',
   *  'PageUp', 'PageDown') for the keyboard drag, as typing it would: lets a menu command drive a keyboard drag (S7). */
  pressDragKey(key, modifiers = 0) {
    const code = KEYS[key] || 0;
    if (!code || !this.core.previews.has(KEYBOARD)) return;
    this.core.run((e) => e.key(code, 1, modifiers, performance.now(), 0));
    this.core.run((e) => e.key(code, 0, modifiers, performance.now(), 0));
  }

  /** The Edit menu's state: {canUndo, undo, canRedo, redo, paste} plus {undoDepth, redoDepth}
   *  and {undoKind, redoKind} when the module reports them; `undo`/`redo` are titles in the
   *  page's language ("Undo Move"), the kinds what the changes are ('move', 'makeClipping'…). */
  history() {
    const history = this.core.call((e) => { e.history(); return this.core.channel.readOutput(); }) ?? null;
    if (!history) return null;
    // The engine names the changes; the words module titles them (issue 36).
    const title = (command, kind) => (kind ? this.core.words.menuTitle(command, kind) : null);
    return { ...history, undo: title('undo', history.undoKind), redo: title('redo', history.redoKind) };
  }

  // ---------------------------------------------------------------- inspection

  /**
   * Makes exactly `itemKeys` the selection of the container `containerKey` in the engine (S8),
   * as the page's own click selection chose them: pressing a selected item then drags them all.
   * The engine answers with a `select` action, so what shows selected is what it holds. An
   * unknown container key (e.g. '') clears every selection. A tree has one selection, in one
   * level at a time: selecting in a level clears the others, and the engine answers for each
   * level it cleared (issue 37).
   */
  setSelection(containerKey, itemKeys) {
    const id = this.core.containers.toInt.get(containerKey);
    const targets = id === undefined
      ? [...this.core.selections.keys()].filter((c) => this.core.selections.get(c).length).map((c) => [c, []])
      : [[id, this.core.registry.itemIds(itemKeys)]];
    for (const [container, items] of targets) this.core.run((e) => e.setSelection(container, items));
  }

  /** The keys of the items the engine last selected in a container (A5). */
  selection(containerKey) {
    const id = this.core.containers.toInt.get(containerKey);
    const items = id === undefined ? null : this.core.selections.get(id);
    if (items) return items.map((item) => this.core.items.key(item)).filter((key) => key !== undefined);
    const container = id === undefined ? null : this.core.containerElements.get(id);
    if (!container) return [];
    // Its own items only: a tree's level or a board's column nested in it has its own (issue 37).
    return [...container.querySelectorAll('[data-dk-item].dk-selected')]
      .filter((element) => element.parentElement?.closest('[data-dk-container]') === container).map((element) => element.dataset.dkItem);
  }

  /** Drops not yet stored or still loading, and pastes not yet done. */
  pendingTransfers() {
    return this.core.pendingCommits + (this.core.plugins.get('transfers')?.loading().length ?? 0) + this.core.plugins.sum('pending');
  }

  /** Drops in flight: loading (a placeholder shows) or being stored by `commit`. */
  transfers() {
    const loading = this.core.plugins.get('transfers')?.loading() ?? [];
    const storing = [...this.core.storing].map(([id, transfer]) => ({ id, stage: 'storing', to: transfer.to ?? null }));
    return [...loading, ...storing];
  }

  /** Each registered container's items as the page shows them, in order (not text views). */
  containerList() {
    const list = [];
    for (const [id, element] of this.core.containerElements) {
      if (this.core.isTextView(id) || !element.isConnected) continue;
      const items = this.core.plugins.get('virtual')?.itemKeys(id) || [...element.querySelectorAll('[data-dk-item]')]
        .filter((item) => item.parentElement?.closest('[data-dk-container]') === element && !this.core.duplicates.has(item))
        .map((item) => item.dataset.dkItem);
      const key = this.core.containers.key(id);
      // A tree's top level lists every row of the tree too, with its parent and depth (issue 37).
      const tree = element.hasAttribute('data-dk-outline') ? this.core.plugins.get('trees')?.treeOf(key) : null;
      list.push(tree ? { id: key, items, tree } : { id: key, items });
    }
    return list;
  }

  /** The drags in progress (item drags, then text drags), with the app's string ids. */
  sessions() {
    const sessions = this.core.call((e) => { e.sessions(); return this.core.channel.readOutput(); });
    if (!sessions) return [];
    return sessions.map((s) => ({
      pointer: s.pointer,
      phase: s.phase,
      items: s.items.map((id) => this.core.items.key(id)),
      source: this.core.containers.key(s.source),
      destination: s.destination === null ? null : this.core.containers.key(s.destination),
      index: s.index ?? null,
      operation: s.operation,
      cursor: s.cursor,
      badge: s.badge,
      text: !!s.text,  // a text drag (S6, S7): no items; `index` is a caret offset
      frame: this.frameOf(s.pointer),  // its drag image, client coordinates (F2)
    }));
  }

  /** The drag image's frame of `pointer`'s drag, {x, y, width, height} in client coordinates,
   *  or null. O(1). */
  frameOf(pointer) {
    const f = this.core.previews.get(pointer)?.frame;
    return f ? { x: f[0], y: f[1], width: f[2], height: f[3] } : null;
  }
}
