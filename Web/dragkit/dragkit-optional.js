// DragKit web host: the optional modules, loaded only when a page uses them (issue 24). A page
// with one sortable list loads the core (dragkit.js and what it imports statically) and none of
// these; each comes with a dynamic `import()`, which the bundle (Scripts/build-web.sh, esbuild
// code splitting) turns into a chunk of its own. (Drags from outside, the system clipboard and
// virtual lists are plugins: dragkit-plugins.js.)
//
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

/** What `DragKit.load` waits for besides the engine, given its `options`: `{ui, catalog}`, `ui` the default parts that are not in the core (each with `prepare()`, which
 *  loads it), `catalog` dragkit-catalog.js when the options declare a catalogue, else null. */
export async function loadOptional(options) {
  const ui = { confirm: lazyConfirm(), placeholders: lazyPlaceholders(), tasks: lazyTasks() };
  const chosen = options.ui || {};
  const slow = ['load', 'importDrop', 'catalog'].some((name) => options[name]);
  const waits = [];
  if (slow && !('placeholders' in chosen)) waits.push(ui.placeholders.prepare());
  if ((options.startTask || options.catalog) && !('tasks' in chosen)) waits.push(ui.tasks.prepare());
  let catalog = null;
  if (options.catalog) waits.push(loadCatalog().then((module) => { catalog = module; }));
  await Promise.all(waits);
  return { ui, catalog };
}

/** Loads dragkit-catalog.js (the catalogue's reader and its declaration to the engine). */
export function loadCatalog() {
  return import('./dragkit-catalog.js');
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
