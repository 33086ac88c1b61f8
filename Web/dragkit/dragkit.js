// DragKit web host: forwards browser input to the DragKit engine (Swift compiled to
// WebAssembly) and applies the engine's output to the DOM. It knows nothing about any app:
// apps mark their markup with data attributes and hand the host two functions, one that stores
// a drop and one that re-renders stored content after an engine restart.
//
// Public API: the class `DragKit` in this file (`DragKit.load(options)`), documented in API.md
// beside this file. Everything else is internal: the core, the `Bridge` behind `DragKit`'s
// private field (dragkit-bridge.js) and its parts; accessibility, auto-scroll, native drags
// across the page's edge, text views, spring-loaded controls, slow drops and tasks, the flock
// are plugins (dragkit-plugins.js, API.md "Plugins"); optional UI lives in ui/*.js, the
// bridge's own words in strings.js.
//
// Markup contract (stable; see API.md "The markup contract"):
//   data-dk-container="<id>"   a destination/source. Optional: data-dk-label, data-dk-accepts
//                              ("type type"), data-dk-cross-operation="move", data-dk-axis=
//                              "horizontal" (one row) or "grid" (rows that wrap: a drop lands
//                              before or after the nearest cell of the row under the pointer,
//                              in reading order; F6), data-dk-drop="false", data-dk-drag="false".
//                              Rows run right to left where the container's direction is rtl
//                              (the page's or an ancestor's dir="rtl").
//   data-dk-items              (inside a container, optional) the element that holds its items.
//   data-dk-item="<id>"        a draggable item. Optional: data-dk-type, data-dk-label.
//                              The host makes each container's items a listbox (role
//                              "listbox"/"option", aria-selected from .dk-selected) with one
//                              tab stop (roving tabindex: arrows, Home, End move focus); Space
//                              or Enter on the focused item starts a keyboard drag (arrows,
//                              Tab, Space/Enter, Escape; S7). See dragkit-access.js (the
//                              `access` plugin).
//                              Clicks, taps and keys select (dragkit-gestures.js; `selection:
//                              'app'` opts out); a press in a control inside an item (input,
//                              button, link, contenteditable, …) never drags it (issue 25).
//   data-dk-handle             (inside an item) the only part that starts a drag of the item.
//   data-dk-kind="<kind>"      (on a container) the kind the wasm module's catalogue knows
//                              (policy, role, confirmation, requested fields); unknown kinds
//                              keep the markup's policy.
//   data-dk-bytes="<n>"        (on an item) the size of its richest content, for the catalogue's
//                              representations and real progress.
//   data-dk-text               (on a container) a text view: its text is its text nodes, one
//                              <span> per run whose style (computed: font-size, font-weight,
//                              font-style, color; font name from data-dk-font, link from
//                              data-dk-link) makes the run. data-dk-rich="false": plain text.
//                              The host re-renders the spans when a drop changes the text.
//                              Keyboard drags (S7) visit text views that take their content;
//                              there the arrows move the drag's caret (Left/Right a character,
//                              Up/Down a word boundary), not the page's.
//   Ctrl+Shift+D (Cmd+Shift+D on a Mac) with text selected in a text view picks the selection up
//                              for a keyboard drag (S7, S6): Tab to another text view (a copy)
//                              or to a container that takes clippings (P1), arrows to place it,
//                              Space or Enter to drop, Escape to cancel. Apps offer the same as
//                              a menu command with host.pickUpText(); the option
//                              `textDragShortcut: false` turns the shortcut off. It doesn't
//                              collide with typing in editable text views.
//   data-dk-spring="<id>"      a spring-loaded control (S13): a drag dwelling on it flashes it
//                              (class dk-spring-flash), then clicks it and re-scans the content.
//   Scrollable containers (or their data-dk-items) auto-scroll during drags (A1; the
//                              `autoscroll` plugin, dragkit-autoscroll.js).
//   #dk-announcer              aria-live region for announcements (created if missing).

import { toasts } from './ui/toasts.js';
import { loadOptional } from './dragkit-optional.js';
import { loadPlugins } from './dragkit-plugins.js';
import { optionsOK } from './dragkit-checks.js';
import { Bridge, checks } from './dragkit-bridge.js';
import { compileModule } from './dragkit-channel.js';
import { VERSION } from './dragkit-version.js';

// ================================================================== the public API

const LOADING = Symbol('DragKit.load');

/**
 * DragKit on a web page: the engine (dragkit.wasm) attached to the containers and items the page
 * marks with `data-dk-*` attributes. Make one with `await DragKit.load(options)`; it is an
 * `EventTarget` that dispatches `announce`, `change`, `drop`, `failure` and `selectionchange` (`CustomEvent`s, the
 * facts in `event.detail`). Every method and option is documented in API.md beside this file.
 * Commands take the app's own string ids (`data-dk-container`, `data-dk-item`). After
 * `destroy()` every method does nothing.
 */
export class DragKit extends EventTarget {
  /** The package's version, `MAJOR.MINOR.PATCH` (semantic versioning; dragkit-version.js).
   *  A getter: a static field would make esbuild add its class-field helpers to every file. */
  static get version() { return VERSION; }

  #bridge;

  /**
   * Loads the engine and attaches to `options.root`.
   * @param {object} options
   * @param {string|URL} [options.wasmURL]  where dragkit.wasm is served (default: `dragkit.wasm`
   *   beside this module, `new URL('./dragkit.wasm', import.meta.url)`: the package's own file when
   *   its folder is served as it is; a bundler that doesn't copy it needs the option; issue 35).
   * @param {Element} [options.root]  the element whose containers and items take part (default: body).
   * @param {(transfer: object) => (void|'unchanged'|Promise<void|'unchanged'>)} options.commit  stores a
   *   drop; rejects with an Error whose message says why it failed; resolves with 'unchanged' when the
   *   drop changes nothing the page stores (put back on its own place), which then leaves no undo step. `transfer` = {kind: 'items', operation, items, from, to,
   *   index, copies, indices, types, fields}; `operation` is 'move', 'copy', or 'delete' (undo removing
   *   copies: `items` leave `from`). `indices` gives each item's final index (an undone move may
   *   scatter them). A pointer drop also has `point` {x, y} (client coordinates of the release) and
   *   `frame` {x, y, width, height} (its drag image's frame then, which keeps the grab point); an
   *   undo or redo has `history`; a drop whose data was loaded has `loaded` {item: data}. A text drop:
   *   {kind: 'text', operation, from, to, documents: [{container, runs}]}.
   * @param {(question: object) => (boolean|Promise<boolean>)} [options.confirm]  answers a question about
   *   a drop that can't be undone, {id, style: 'before'|'after', text, to, items} (default: the `ui.confirm` sheet).
   * @param {(request: object, report: object) => any} [options.load]  loads one representation of an
   *   item at a slow drop: {transfer, item, type, fields, onProgress(bytes)}; returns the data or a promise.
   * @param {(request: object, report: object) => (void|Promise<void>)} [options.startTask]  runs a task a
   *   drop started: {task, container, items, onProgress(fraction)}.
   * @param {() => (void|Promise<void>)} [options.restoreContent]  re-renders stored content after the
   *   engine crashed and was restarted.
   * @param {(original: Element, newId: string, where: {container: string|null, index: number, from: string|null, item: string|null}) => Element} [options.cloneItem]
   *   makes the element for a copy; `where`: the destination container's id and the copy's index
   *   there, the original's container and id (issue 34).
   * @param {(original: Element|null, created: object) => Element} [options.convertItem]  draws an item a
   *   drop created (a clipping from dropped text).
   * @param {(name: string) => string} [options.fontFamily]  maps a text run's font name to CSS.
   * @param {boolean} [options.textDragShortcut]  false turns Ctrl/Cmd+Shift+D off.
   * @param {'built-in'|'app'} [options.selection]  issue 25, S8: 'built-in' (default) selects on
   *   click, Ctrl/Cmd-click (toggle), Shift-click (range), a click on empty space (clears), a touch
   *   tap (toggle), Shift+arrows, Ctrl/Cmd+Space, Ctrl/Cmd+A, Escape; 'app' leaves it to the page.
   *   Every change dispatches `selectionchange` {container, items, user} (`user`: a gesture made it).
   * @param {boolean} [options.undoKeys]  issue 25, S10: false turns off Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z
   *   and Ctrl+Y (on by default: focus in the root or on the body, not in a text field, no drag).
   * @param {object} [options.ui]  the optional UI: {confirm, toasts, placeholders, tasks}; each the app's
   *   own object, or null to omit it; missing parts are the English defaults from ui/*.js.
   * @param {object} [options.strings]  the bridge's own words (strings.js).
   * @param {(itemId: string) => object[]} [options.exportItem]  an item's representations in fidelity order,
   *   written into a drag out of the page and the system clipboard: [{type: 'text/plain'|'text/html'|
   *   'text/uri-list', data}, {type, name, url, size?} (a file)]. API.md "Crossing the page's edge".
   * @param {(drop: object, report: object) => Promise<void>} [options.importDrop]  stores what a drop or
   *   paste from outside brought: {container, index, items: [{type, text?, html?, url?, file?, json?}]};
   *   report.progress(bytes); a rejection's message is shown, nothing changes.
   * @param {object} [options.importLimits]  limits on what is read at a drop from outside (dragkit-data.js).
   * @param {(itemIds: string[]) => void} [options.openInNewWindow]  opens items dropped on empty space (P3).
   * @param {'none'|'item'|Function} [options.nativeDragImage]  the browser's drag image of a mouse drag.
   * @param {(itemIds: string[], context: {pointer: number, keyboard: boolean, element: Element|null}) => Element|null} [options.dragImage]
   *   draws the page's drag image (pointer, touch, keyboard): an element, placed and moved as the
   *   default is and removed after the drop, or null for the default copy with the item's look.
   * @param {boolean} [options.nativeDrags]  false keeps mouse drags inside the page (pointer events,
   *   as touch and pen): nothing crosses to other apps, and a drag costs the browser no per-move
   *   hit test of its own (API.md "Crossing the page's edge").
   * @param {boolean} [options.controlled]  controlled mode (issue 25): DragKit never inserts, moves,
   *   removes or clones item elements; `commit(transfer)` (also for undo and redo) is where the page
   *   changes its own lists (`kit.applyTo(lists, transfer)`) and renders them at once (React's
   *   `flushSync`), before storing; DragKit re-reads the page after each render (a MutationObserver:
   *   re-rendered elements are adopted by their `data-dk-item`). A commit that throws must leave the
   *   page's lists as they were. `cloneItem` and `convertItem` are not called; virtual lists aren't
   *   controlled.
   * @param {(point: object) => {x: number, y: number}} [options.adjustPoint]  adjusts the point the
   *   engine hit-tests during a pointer drag (snap, restrict to the container): called with {x, y,
   *   pointer, start: {x, y} (the press), rect (the pressed item's frame at the press), item (its
   *   element), container (its container's element), items (the keys dragged)} at every move of a
   *   pointer or native drag, after `data-dk-lock-axis` pinned it; keyboard drags never. The drag
   *   image follows the adjusted point.
   * @param {boolean} [options.testHooks]  test-only: adds `crashForTesting()` to the instance.
   * @param {boolean} [options.checkMarkup]  false turns off the check of the `data-dk-*` attributes
   *   of each container and item at registration (on by default: O(attributes) per element; an
   *   unknown name or value is a `failure` {kind: 'markup'} and a console error, once per element).
   * @returns {Promise<DragKit>}  rejects with a TypeError naming the option when an option is
   *   missing, unknown or of the wrong type (before anything is fetched), and with the cause when
   *   the start fails (a text view on the items-only engine, an engine that can't be loaded).
   */
  static async load(options) {
    // Checked before anything is fetched (issue 25): a TypeError naming the option and what it
    // must be; its words come from dragkit-mistakes.js, loaded only then.
    if (!optionsOK(options)) throw (await import('./dragkit-mistakes.js')).optionError(options, checks);
    // Every failure names the URL it resolved to (issue 34): a relative `wasmURL` resolves
    // against the page, not the script, the usual mistake; without one, the engine is
    // `dragkit.wasm` beside this module (issue 35). Its words (the announcers, issue 36) are
    // `dragkit-words.wasm` in the engine's folder, fetched at the same time.
    const given = options.wasmURL != null;
    const url = given ? new URL(options.wasmURL, document.baseURI).href : new URL('./dragkit.wasm', import.meta.url).href;
    const source = given ? `the option \`wasmURL\`, ${JSON.stringify(String(options.wasmURL))}` : 'the default: dragkit.wasm beside the module';
    // Written as `new URL('./…', import.meta.url)` so that bundlers that emit the engine emit its words too.
    const wordsURL = given ? new URL('./dragkit-words.wasm', url).href : new URL('./dragkit-words.wasm', import.meta.url).href;
    const engine = compileModule(url, `the drag engine from ${url} (${source})`, 'a DragKit engine');
    const words = compileModule(wordsURL, `its words from ${wordsURL} (dragkit-words.wasm, beside the engine)`, 'DragKit\'s words');
    // The optional modules these options use, beside the engine (dragkit-optional.js).
    const loaded = Promise.all([engine, words, loadOptional(options), loadPlugins(options)]);
    loaded.catch(() => {});  // said below: an engine that can't be loaded is named first
    await engine;
    const [module, wordsModule, optional, plugins] = await loaded;
    optional.plugins = plugins;
    const kit = new DragKit(LOADING);
    kit.#bridge = new Bridge(module, wordsModule, options, kit, optional);
    // Test-only (not for apps): `testHooks: true` adds `crashForTesting()`, which makes the
    // engine trap so that a test proves it restarts from stored content.
    if (options.testHooks === true) kit.crashForTesting = () => kit.#bridge.channel.crashForTesting();
    try {
      kit.#bridge.start();
    } catch (error) {  // the page's markup the engine can't take, or an engine that fails at once
      kit.#bridge.destroy();
      throw error;
    }
    return kit;
  }

  /** Use `DragKit.load(options)`. */
  constructor(token) {
    super();
    if (token !== LOADING) throw new TypeError('DragKit: use `await DragKit.load(options)`');
  }

  // ---------------------------------------------------------------- content

  /** Declares content types, container kinds and representations (JSON catalogue; see API.md "Declaring content").
   *  Slow drops and tasks may follow: the default placeholders and task chips load now. Throws
   *  an Error for a malformed catalogue; on a kit loaded without the `catalog` option the
   *  catalogue's reader loads first, and a Promise is returned that resolves once it is declared
   *  (or rejects with that Error). */
  declare(catalog) {
    this.#bridge.plugins.need('transfers').then((transfers) => transfers?.prepareUI?.());
    return this.#bridge.scanner.declare(catalog);
  }

  /** S7: speaks announcements in the language of the BCP 47 `tag` from now on ('ko…', 'ja…', else
   *  English); returns the language chosen ('en', 'ko', 'ja'). Default: the `lang` option, else the
   *  page's `<html lang>`. */
  setLanguage(tag) { return this.#bridge.setLanguage(tag); }

  /** Registers every container and item under the root afresh (a new engine state and history). O(n). */
  scan() { this.#bridge.scanner.scan(); }

  /**
   * Registers what the app rendered since the last scan; drags in progress go on. `changed`:
   * ids of containers whose content changed outside DragKit (another window's change the page
   * now shows): their items are registered afresh in page order, keeping the history; an undo
   * step they invalidate is refused when tried. Throws with `changed` during a drag or drop. O(n).
   */
  rescan(changed) { this.#bridge.scanner.rescan(changed); }

  /**
   * Makes `options.element` a virtual list (issue 11): all `count` items take part in drags,
   * drops, keyboard drags and auto-scroll while only the rows near the visible area are in the
   * DOM. Options: `element`, `id`, `label`, `ids` (array) or `count` + `idAt(index)`, `rowExtent`
   * (px), `render(index, id) → Element`, `overscan`, `type`, `itemLabel(index, id)`. Resolves to
   * a `VirtualList` (the `virtual` plugin, dragkit-virtual.js, loaded now by default: a page
   * without virtual lists never loads it; API.md "Virtual lists"). Rejects when the page named
   * its plugins without 'virtual'. O(n) once.
   */
  virtualList(options) { return this.#bridge.plugins.require('virtual').then((lists) => lists.create(options)); }

  /**
   * Makes `options.element` a virtual tree (issue 37): every node of `options.nodes` ({id,
   * parent, folder?, expanded?}, a parent before its children) takes part in drags, drops at any
   * depth, spring-loaded folders and keyboard drags while only the rows near the visible area are
   * in the DOM; each folder opens a level whose container key is the folder's id. Options:
   * `element`, `id`, `label`, `nodes`, `rowExtent` (px), `indentation` (px per level, default
   * 20), `render(node, row) → Element` (`row`: {id, level, folder, expanded}), `overscan`,
   * `type`, `itemLabel(node)`. Resolves to a `VirtualTree` (the `virtual` and `trees` plugins,
   * loaded now by default; API.md "Virtual trees"). Rejects when the page named its plugins
   * without them. O(n) once.
   */
  virtualTree(options) {
    const plugins = this.#bridge.plugins;
    return Promise.all([plugins.require('virtual'), plugins.require('trees')]).then(([lists]) => lists.createTree(options));
  }

  /**
   * Controlled mode (the `controlled` option, issue 25): the page's lists after `transfer` (what
   * `commit` is handed), `lists` unchanged: `{containerId: entries}` with entries item ids or
   * objects with an `id`; the result shares every list but the transfer's `from` and `to`, which
   * are new arrays. `make`: `{id(entry), copy(entry, newId), create(created)}`, each optional.
   * Throws without controlled mode. O(n) in the two lists.
   */
  applyTo(lists, transfer, make) {
    if (!this.#bridge.applyTransfer) throw new TypeError('DragKit: applyTo needs controlled: true');
    return this.#bridge.applyTransfer(lists, transfer, make);
  }

  // ---------------------------------------------------------------- commands (S7, S10)

  /** Undoes the last drop, paste or move (S10). */
  undo() { this.#bridge.commands.undo(); }

  /** Redoes the last undone change (S10). */
  redo() { this.#bridge.commands.redo(); }

  /** Copies (or, with `cut`, cuts) the item `itemKey` (S7). */
  copy(itemKey, cut = false) { this.#bridge.commands.copy(itemKey, cut); }

  /** Cuts the item `itemKey` (S7). */
  cut(itemKey) { this.#bridge.commands.copy(itemKey, true); }

  /** Pastes into `containerKey` at `index` (the end when omitted) (S7). */
  paste(containerKey, index = -1) { this.#bridge.commands.paste(containerKey, index); }

  /** Pastes into `containerKey` right after the item `itemKey` (its start when null) (S7). */
  pasteAfter(containerKey, itemKey) { this.#bridge.commands.pasteAfter(containerKey, itemKey); }

  /**
   * Pastes what the system clipboard holds into `containerKey` at `index` (−1: the end), S5:
   * DragKit's own copied items by the engine's paste, anything else through `importDrop`.
   * Resolves to 'engine', 'imported', 'refused' or 'nothing' (also when the page may not read
   * the clipboard). `ownPaste`, when given, pastes DragKit's own copy instead of the engine's
   * paste at `index` (a page that places pastes after the focused item).
   */
  pasteFromSystem(containerKey, index = -1, ownPaste = null) {
    const clipboard = this.#bridge.destroyed ? null : this.#bridge.plugins.get('clipboard');  // the `clipboard` plugin
    return clipboard ? clipboard.pasteFromSystem(containerKey, index, ownPaste) : Promise.resolve('nothing');
  }

  /** "Move to…" of items (from one container) into `containerKey` at `index` (the end when omitted). */
  moveItems(itemKeys, containerKey, index = -1) { this.#bridge.commands.moveItems(itemKeys, containerKey, index); }

  /** "Move to…" of one item. */
  moveTo(itemKey, containerKey, index = -1) { this.#bridge.commands.moveTo(itemKey, containerKey, index); }

  /** Where "Move to…" can put these items: [{container, operation: 'move'|'copy', count}]. */
  moveDestinations(itemKeys) { return this.#bridge.commands.moveDestinations(itemKeys); }

  /** Makes exactly `itemKeys` the selection of `containerKey` (S8); an unknown key ('') clears all.
   *  A tree has one selection: `itemKeys` may be rows of any of its levels, and replace it whole. */
  select(containerKey, itemKeys) {
    this.#bridge.gestures.active = false;  // the page's choice, even from a `selectionchange` listener
    this.#bridge.commands.setSelection(containerKey, itemKeys);
  }

  /** Presses and releases `key` ('Tab', ' ', 'Enter', 'Escape', an arrow, 'Home', 'End', 'PageUp', 'PageDown') for the keyboard drag (S7). */
  pressDragKey(key, modifiers = 0) { this.#bridge.commands.pressDragKey(key, modifiers); }

  /** Picks up a text view's selection for a keyboard drag (S7, S6); returns whether a drag started. */
  pickUpText(containerKey, range, modifiers = 0) { return this.#bridge.pickUpText(containerKey, range, modifiers) ?? false; }

  /** Speaks `text` through the page's live region (`assertive` interrupts). */
  announce(text, assertive = false) { this.#bridge.router.announce(text, assertive); }

  // ---------------------------------------------------------------- reading state

  /** The drags in progress: [{pointer, phase, items, source, destination, index, operation, cursor, badge, text}]. */
  sessions() { return this.#bridge.destroyed ? [] : this.#bridge.commands.sessions(); }

  /** The drag image of the drag of `pointer` (a `Session`'s `pointer`), or null. A page may
   *  change what it shows while the drag runs, to show what the drop will make (F3: a
   *  calendar event's time at the slot under it), but not its position or size. O(1). */
  dragImage(pointer) { return this.#bridge.destroyed ? null : this.#bridge.previews.get(pointer)?.element ?? null; }

  /** Draws the drag image of a keyboard drag (or any drag of `pointer`) with its top-left corner
   *  at viewport (x, y) until the engine places it again: for a page whose drop point is finer
   *  than the engine's index (S7, F2: a calendar's keyboard steps pick a time, and the image
   *  shows the event at that time, where the slot line is). False when that drag has no image. O(1). */
  placeDragImage(pointer, x, y) { return this.#bridge.destroyed ? false : this.#bridge.drawing.placeDragImage(pointer, x, y); }

  /** The keys of the items selected in `containerKey` (A5). */
  selection(containerKey) { return this.#bridge.commands.selection(containerKey); }

  /** The page's text selection in one text view: {container, start, end}, or null (the `text`
   *  plugin's). */
  textSelection() { return this.#bridge.destroyed ? null : this.#bridge.textPlugin()?.textSelection() ?? null; }

  /** A text view's runs and plain text: {runs, plain}, or null (the `text` plugin's). */
  text(containerKey) { return this.#bridge.textPlugin()?.text(containerKey) ?? null; }

  /** The Edit menu's state: {canUndo, undo, undoKind, canRedo, redo, redoKind, paste, undoDepth, redoDepth}, or null. */
  history() { return this.#bridge.destroyed ? null : this.#bridge.commands.history(); }

  /**
   * Everything an app or a test may want to know, as plain data (JSON-safe). O(containers + items).
   * @returns {{sessions: object[], containers: {id: string, items: string[]}[],
   *   selections: Object<string, string[]>, textSelection: object|null, pendingTransfers: number,
   *   transfers: {id: number, stage: 'loading'|'storing', to: string|null}[], history: object|null,
   *   tasks: {id: number, container: string, items: string[], state: string, fraction: number}[],
   *   engineRestarts: number, destroyed: boolean}}
   */
  snapshot() {
    const bridge = this.#bridge;
    const containers = bridge.destroyed ? [] : bridge.commands.containerList();
    const selections = {};
    for (const container of containers) {
      const selected = bridge.commands.selection(container.id);
      if (selected.length) selections[container.id] = selected;
    }
    // A virtual tree's levels have no element of their own (issue 37): their selections too.
    for (const [id, items] of bridge.destroyed ? [] : bridge.selections) {
      const key = bridge.containers.key(id);
      if (items.length && key !== undefined && !(key in selections) && !bridge.isTextView(id)) selections[key] = bridge.commands.selection(key);
    }
    return {
      sessions: this.sessions(),
      containers,
      selections,
      textSelection: this.textSelection(),
      pendingTransfers: bridge.destroyed ? 0 : bridge.commands.pendingTransfers(),
      transfers: bridge.destroyed ? [] : bridge.commands.transfers(),
      history: this.history(),
      tasks: bridge.plugins.get('transfers')?.taskList() ?? [],  // F10: [{id, container, items, state, fraction}]
      engineRestarts: bridge.channel.restarts,
      destroyed: !!bridge.destroyed,
    };
  }

  // ---------------------------------------------------------------- lifecycle

  /** Detaches from the page: every listener, observer, timer and element DragKit added goes. */
  destroy() { this.#bridge.destroy(); }
}

/** The default toasts (ui/toasts.js; in the bundle's core chunk): a page that localises them
 *  passes `ui: {toasts: toasts(itsStrings)}` without loading the module a second time. */
export { toasts };

/** The `access` and `autoscroll` plugins' classes, in the core's file (dragkit-plugins.js's
 *  BUILT_IN): `plugins: [Accessibility, AutoScroll]` is the same as `['access', 'autoscroll']`.
 *  The bundle's `dragkit-access.min.js` and `dragkit-autoscroll.min.js` export them too. */
export { Accessibility } from './dragkit-access.js';
export { AutoScroll } from './dragkit-autoscroll.js';
