// DragKit web host: the optional modules, loaded only when a page uses them (issue 24). A page
// with one sortable list loads the core (dragkit.js and what it imports statically) and none of
// these; each comes with a dynamic `import()`, which the bundle (Scripts/build-web.sh, esbuild
// code splitting) turns into a chunk of its own:
//
//   dragkit-import.js     drags from outside the page: when the `importDrop` option is given (it
//                         does nothing without one), at `DragKit.load`.
//   dragkit-clipboard.js  Cut, Copy and Paste with the system clipboard: at the first focus inside
//                         the root (a copy, cut or paste needs a focused item or container), or
//                         at the first `copy`/`cut`/`pasteFromSystem` call. `LazyClipboard` below
//                         stands in for it until then.
//   dragkit-virtual.js    virtual lists: at the first `DragKit#virtualList` call.
//   dragkit-catalog.js    the catalogue's reader (issue 23): at `DragKit.load` when the `catalog`
//                         option is given, else at the first `declare()`.
//   ui/confirm-sheet.js   the default confirmation sheet: at the first question (it answers
//                         with a promise anyway).
//   ui/placeholders.js    the default placeholders and task chips: at `DragKit.load` when the
//   ui/task-chips.js      options can make slow drops or tasks (`load`, `importDrop`, `startTask`,
//                         `catalog`) and at `declare()`; a placeholder or chip asked for before
//                         its module arrived is not drawn (the drop or task is still tracked, in
//                         `snapshot()`).
//
//   dragkit-cursor.js     the cursor layer of a mouse or pen drag (F8): when a mouse or pen first
//                         comes over the root (before any press), or at the first cursor to show.
//                         `LazyCursorLayer` below stands in for it until then.
//
// The toasts (ui/toasts.js, 0.4 KB gzip) stay in the core: an engine restart must be able to say so.

/** What `DragKit.load` waits for besides the engine, given its `options`: `{ExternalDrags, ui,
 *  catalog}`, `ui` the default parts that are not in the core (each with `prepare()`, which
 *  loads it), `catalog` dragkit-catalog.js when the options declare a catalogue, else null. */
export async function loadOptional(options) {
  const ui = { confirm: lazyConfirm(), placeholders: lazyPlaceholders(), tasks: lazyTasks() };
  const chosen = options.ui || {};
  const slow = ['load', 'importDrop', 'catalog'].some((name) => options[name]);
  const waits = [];
  if (slow && !('placeholders' in chosen)) waits.push(ui.placeholders.prepare());
  if ((options.startTask || options.catalog) && !('tasks' in chosen)) waits.push(ui.tasks.prepare());
  let ExternalDrags = null;
  if (typeof options.importDrop === 'function') {
    waits.push(import('./dragkit-import.js').then((module) => { ExternalDrags = module.ExternalDrags; }));
  }
  let catalog = null;
  if (options.catalog) waits.push(loadCatalog().then((module) => { catalog = module; }));
  await Promise.all(waits);
  return { ExternalDrags, ui, catalog };
}

/** Loads dragkit-catalog.js (the catalogue's reader and its declaration to the engine). */
export function loadCatalog() {
  return import('./dragkit-catalog.js');
}

/** Loads `dragkit-virtual.js` and makes a virtual list of `options.element` (`DragKit#virtualList`). */
export async function makeVirtualList(bridge, options) {
  const { createVirtualList } = await import('./dragkit-virtual.js');
  return createVirtualList(bridge, options);
}

/** One optional part: `prepare()` loads its module once and makes the part with `make`. */
function lazy(load, make) {
  const state = { real: null, loading: null };
  state.prepare = () => {
    state.loading ??= load().then((module) => { state.real = make(module); return state.real; });
    return state.loading;
  };
  return state;
}

/** The default confirmation sheet (ui/confirm-sheet.js), loaded at its first question. */
function lazyConfirm() {
  const part = lazy(() => import('./ui/confirm-sheet.js'), (module) => module.confirmSheet());
  return {
    prepare: part.prepare,
    ask: (question) => part.prepare().then((sheet) => sheet.ask(question)),
    destroy: () => part.real?.destroy?.(),
  };
}

/** The default placeholders (ui/placeholders.js): drawn once loaded (see the header). */
function lazyPlaceholders() {
  const part = lazy(() => import('./ui/placeholders.js'), (module) => module.placeholders());
  return {
    prepare: part.prepare,
    create(request) {
      if (part.real) return part.real.create(request);
      part.prepare();
      return null;
    },
    progress: (element, progress) => part.real?.progress(element, progress),
    remove: (element) => part.real?.remove(element),
    destroy: () => part.real?.destroy?.(),
  };
}

/** The default task chips (ui/task-chips.js): drawn once loaded (see the header). */
function lazyTasks() {
  const part = lazy(() => import('./ui/task-chips.js'), (module) => module.taskChips());
  return {
    prepare: part.prepare,
    start(task) {
      if (part.real) return part.real.start(task);
      part.prepare();
      return null;
    },
    title: (chip, text) => part.real?.title(chip, text),
    update: (chip, state) => part.real?.update(chip, state),
    destroy: () => part.real?.destroy?.(),
  };
}

/**
 * Stands in for `SystemClipboard` (dragkit-clipboard.js) until it has loaded, with the same
 * methods the bridge calls: `listen`, `write`, `pasteFromSystem`. The browser's copy, cut and
 * paste events go to the real one; one that comes before it arrived (a script's, right after the
 * first focus) is still served: a copy or cut is made in the engine at once and written to the
 * system clipboard when the module has loaded (best effort, as `copy()`), a paste's data is read
 * at once (it can't be read later) and pasted then. O(1) besides the real one's work.
 */
export class LazyClipboard {
  /** @param {object} host the bridge (dragkit.js). */
  constructor(host) {
    this.host = host;
    this.real = null;
    this.loading = null;
    /** The last system clipboard write still on its way: a paste reads after it (S7). */
    this.writing = Promise.resolve();
    /** Pastes waiting here for the module or the last write (the real one counts its own). */
    this.waiting = 0;
  }

  /** Pastes not yet done: reading the clipboard, or being stored (`DragKit#snapshot`'s
   *  `pendingTransfers` counts them, so "idle" means a paste has landed too). O(1). */
  get pending() {
    return this.waiting + (this.real?.pending ?? 0);
  }

  /** Runs `step` once the module has loaded (and `after` settled), counting it as waiting till then. */
  whenLoaded(step, after = Promise.resolve()) {
    this.waiting += 1;
    const loaded = after.then(() => this.load());
    // The step starts (and the real one counts it) before this count drops; a failed load drops it too.
    loaded.catch(() => { this.waiting -= 1; });
    return loaded.then((real) => {
      try { return step(real); } finally { this.waiting -= 1; }
    });
  }

  /** Loads dragkit-clipboard.js once; resolves to the `SystemClipboard`. */
  load() {
    this.loading ??= import('./dragkit-clipboard.js').then(({ SystemClipboard }) => {
      this.real = new SystemClipboard(this.host);
      return this.real;
    });
    return this.loading;
  }

  /** Listens for the browser's copy, cut and paste events, and for the first focus inside the
   *  root (which loads the module), until `signal` aborts. O(1). */
  listen(signal) {
    this.host.root.addEventListener('focusin', () => this.load(), { signal, once: true });
    document.addEventListener('copy', (event) => this.onCopy(event, false), { signal });
    document.addEventListener('cut', (event) => this.onCopy(event, true), { signal });
    document.addEventListener('paste', (event) => this.onPaste(event), { signal });
  }

  onCopy(event, cut) {
    if (this.real) { this.real.onCopy(event, cut); return; }
    const focused = document.activeElement;
    if (event.defaultPrevented || !focused || !focused.matches?.('[data-dk-item]') || !this.host.root.contains(focused)) return;
    const key = focused.dataset.dkItem;
    this.host.copyInEngine(key, cut);
    this.write(key, cut);
  }

  onPaste(event) {
    if (this.real) { this.real.onPaste(event); return; }
    const data = event.clipboardData;
    if (event.defaultPrevented || !data) return;
    const types = [...data.types];
    const strings = new Map(types.filter((type) => type !== 'Files').map((type) => [type, data.getData(type)]));
    const clipboardData = { types, files: [...data.files], getData: (type) => strings.get(type) ?? '' };
    this.whenLoaded((real) => real.onPaste({ clipboardData, defaultPrevented: false, preventDefault() {} }));
  }

  /** `DragKit#copy`'s system clipboard write (dragkit-clipboard.js). */
  write(itemKey, cut) {
    const written = this.load().then((real) => real.write(itemKey, cut));
    this.writing = written.catch(() => {});
    return written;
  }

  /** `DragKit#pasteFromSystem` (dragkit-clipboard.js): reads the system clipboard once the last
   *  copy or cut has been written to it, so a paste right after a cut pastes what was cut. */
  pasteFromSystem(containerKey, index, ownPaste) {
    return this.whenLoaded((real) => real.pasteFromSystem(containerKey, index, ownPaste), this.writing);
  }
}

/**
 * Stands in for `CursorLayer` (dragkit-cursor.js) until it has loaded, with the methods the
 * bridge calls (`show`, `remove`): the cursor last asked for shows when it arrives. O(1).
 */
export class LazyCursorLayer {
  constructor() {
    this.real = null;
    this.loading = null;
    this.wanted = undefined;
  }

  /** Loads dragkit-cursor.js once. */
  load() {
    this.loading ??= import('./dragkit-cursor.js').then(({ CursorLayer }) => {
      if (this.removed) return;
      this.real = new CursorLayer();
      this.real.show(this.wanted);
    });
    return this.loading;
  }

  /** Loads the layer when a mouse or pen first comes over `root`, until `signal` aborts. */
  listen(root, signal) {
    root.addEventListener('pointerover', (event) => { if (event.pointerType !== 'touch') this.load(); }, { once: true, passive: true, signal });
  }

  show(cursor) {
    this.wanted = cursor;
    if (this.real) this.real.show(cursor);
    else if (cursor !== undefined) this.load();
  }

  remove() {
    this.removed = true;
    this.real?.remove();
  }
}
