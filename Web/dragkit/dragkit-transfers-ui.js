// DragKit web host: the `transfers` plugin's default UI (issue 24), each part loaded only when
// used: the confirmation sheet (ui/confirm-sheet.js) at its first question (it answers with a
// promise anyway); the placeholders (ui/placeholders.js) and task chips (ui/task-chips.js) at
// `DragKit.load` when the options can make slow drops or tasks (`load`, `importDrop`,
// `startTask`, `catalog`: `prepareUI`, which `load` waits for) and at `declare()`. A placeholder
// or chip asked for before its module arrived is not drawn (the drop or task is still tracked,
// in `snapshot()`). The app's own parts (`ui` option: an object, or null for none) replace these.

/** Each part's module, once loaded (shared by every kit of the page). */
const modules = {};
const LOADERS = {
  confirm: () => import('./ui/confirm-sheet.js'),
  placeholders: () => import('./ui/placeholders.js'),
  tasks: () => import('./ui/task-chips.js'),
};

/** Loads the module of the part `name` once. O(1). */
function loadPart(name) {
  return modules[name] ? Promise.resolve(modules[name]) : LOADERS[name]().then((module) => (modules[name] = module));
}

/** Loads the default parts the `options` of `DragKit.load` will use at once (slow drops, tasks),
 *  unless the app brings its own. Resolves when they are here. */
export function prepareUI(options) {
  const chosen = options.ui || {};
  const waits = [];
  if (['load', 'importDrop', 'catalog'].some((name) => options[name]) && !('placeholders' in chosen)) waits.push(loadPart('placeholders'));
  if ((options.startTask || options.catalog) && !('tasks' in chosen)) waits.push(loadPart('tasks'));
  return Promise.all(waits);
}

/** One default part: made with `make(module)` once its module is here (at once when it is);
 *  `prepare()` loads it. */
function lazy(name, make) {
  const part = {
    made: null,
    get real() {
      if (!part.made && modules[name]) part.made = make(modules[name]);
      return part.made;
    },
    prepare: () => loadPart(name).then(() => part.real),
  };
  return part;
}

/** The default confirmation sheet, loaded at its first question. */
function lazyConfirm() {
  const part = lazy('confirm', (module) => module.confirmSheet());
  return {
    prepare: part.prepare,
    ask: (question) => part.prepare().then((sheet) => sheet.ask(question)),
    destroy: () => part.made?.destroy?.(),
  };
}

/** The default placeholders: drawn once loaded (see the header). */
function lazyPlaceholders() {
  const part = lazy('placeholders', (module) => module.placeholders());
  return {
    prepare: part.prepare,
    create(request) {
      if (part.real) return part.real.create(request);
      part.prepare();
      return null;
    },
    progress: (element, progress) => part.real?.progress(element, progress),
    remove: (element) => part.real?.remove(element),
    destroy: () => part.made?.destroy?.(),
  };
}

/** The default task chips: drawn once loaded (see the header). */
function lazyTasks() {
  const part = lazy('tasks', (module) => module.taskChips());
  return {
    prepare: part.prepare,
    start(task) {
      if (part.real) return part.real.start(task);
      part.prepare();
      return null;
    },
    title: (chip, text) => part.real?.title(chip, text),
    update: (chip, state) => part.real?.update(chip, state),
    destroy: () => part.made?.destroy?.(),
  };
}

/** The parts of one kit: `{confirm, placeholders, tasks}`, each the app's (`options.ui`), none
 *  (null), or the default. O(1). */
export function transferUI(options) {
  const chosen = options.ui || {};
  const defaults = { confirm: lazyConfirm, placeholders: lazyPlaceholders, tasks: lazyTasks };
  const ui = {};
  for (const name of Object.keys(defaults)) ui[name] = name in chosen ? chosen[name] : defaults[name]();
  return ui;
}
