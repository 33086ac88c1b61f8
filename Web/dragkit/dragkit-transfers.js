// DragKit web host, plugin `transfers` (issue 24): drops that take time and what they start
// (S11, S14, F9, F10, A3, P1). It owns the engine's actions `load` (one representation to load
// with `options.load`), `ph` / `progress` / `unph` (a placeholder where a slow drop will land and
// its progress, drawn by `ui.placeholders`), `task` / `taskState` (a task a drop started, run by
// `options.startTask`, shown by a `ui.tasks` chip) and `confirm` (a question about a drop that
// can't be undone: `options.confirm` or `ui.confirm`), and their state; the core asks it what is
// in flight (`snapshot().transfers`, `tasks`) and for a drop's loaded data when it commits.
//
// Loaded by `DragKit.load` when the options can make slow drops, tasks or questions (`load`,
// `startTask`, `confirm`, `importDrop`, `catalog`), at `declare()`, or else at the first of its
// actions (the actions that came meanwhile wait for it, in order). Its default UI (the
// confirmation sheet, placeholders, task chips) is its own: dragkit-transfers-ui.js. API.md
// "Plugins".

import { prepareUI, transferUI } from './dragkit-transfers-ui.js';

/** The plugin's own words (English), for a rejection without a message; the load option
 *  `strings` (the core's `strings`) localises them under the same keys. */
const WORDS = {
  /** The reason handed to the engine when `load` rejects without a message. */
  notLoaded: 'the content could not be loaded',
  /** … when `startTask` rejects without a message. */
  taskFailed: 'the task failed',
};

/** The slow drops, tasks and questions of one `DragKit`. Each hook is O(1) unless noted. */
export class Transfers {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'transfers';
    this.ui = transferUI(kit.page.options);  // {confirm, placeholders, tasks}: the app's, none, or the defaults
    this.placeholders = new Map();  // transfer id -> placeholder element (F9), or null when none is drawn
    this.phContainers = new Map();  // transfer id -> engine container id of its placeholder
    this.following = new Map();     // transfer id -> the AbortController of its floating placeholder's scroll listener
    this.loads = new Map();         // transfer id -> {pending, bytes: Map(item -> bytes), data: []}
    this.loadedData = new Map();    // transfer id -> Map(item key -> loaded data)
    this.tasks = new Map();         // task id -> {id, container, items, state, fraction, chip}
    this.lastTaskChip = null;       // the chip a task of the actions being applied made
    this.actions = {
      load: (action) => this.load(action),
      ph: (action) => this.insertPlaceholder(action),
      progress: (action) => this.showProgress(action),
      unph: (action) => this.removePlaceholder(action.id),
      task: (action) => this.startTask(action),
      taskState: (action) => this.updateTask(action),
      confirm: (action) => this.askConfirmation(action),
    };
  }

  /** Before `DragKit.load` resolves: loads the default parts its options will use at once. */
  static prepare(options) { return prepareUI(options); }

  /** Loads the default placeholders and task chips now (`DragKit#declare`: slow drops and
   *  tasks may follow). */
  prepareUI() {
    this.ui.placeholders?.prepare?.();
    this.ui.tasks?.prepare?.();
  }

  // ---------------------------------------------------------------- plugin hooks

  /** The engine's actions of one call are about to be applied. */
  applying() { this.lastTaskChip = null; }

  /** An announcement of the same actions: it titles the chip of a task they started (F10). */
  said(text) { if (this.lastTaskChip) this.ui.tasks?.title(this.lastTaskChip, text); }

  /** Whether a drop is loading (a rescan keeps the items it moved). */
  busy() { return this.placeholders.size > 0; }

  /** The data loaded for drop `id` ({item key: data}), handed over once, or undefined. */
  takeLoaded(id) {
    const loaded = this.loadedData.get(id);
    this.loadedData.delete(id);
    return loaded ? Object.fromEntries(loaded) : undefined;
  }

  /** Drops still loading: [{id, stage: 'loading', to}]. O(drops). */
  loading() {
    return [...this.placeholders.keys()].map((id) => ({ id, stage: 'loading', to: this.kit.ids.containers.key(this.phContainers.get(id)) ?? null }));
  }

  /** Tasks started by drops (F10): [{id, container, items, state, fraction}]. O(tasks). */
  taskList() {
    return [...this.tasks.values()].map(({ id, container, items, state, fraction }) => ({ id, container, items, state, fraction }));
  }

  /** Detaches: its UI's elements go (destroy()). */
  destroy() {
    for (const part of Object.values(this.ui)) part?.destroy?.();
  }

  /** Drops the transient state: placeholders go, loads are forgotten (an engine restart, destroy()). */
  clear() {
    for (const element of this.placeholders.values()) if (element) this.ui.placeholders?.remove(element);
    for (const stop of this.following.values()) stop.abort();
    this.following.clear();
    this.placeholders.clear();
    this.loads.clear();
    this.loadedData.clear();
    this.phContainers.clear();
  }

  // ---------------------------------------------------------------- slow transfers and tasks

  /**
   * Loads one representation the engine asked for at a drop (S14, F9, A3, P1) with
   * `options.load({transfer, item, type, fields, onProgress}, report)`, which returns the data
   * (or a promise of it; a string for text types and fields). `onProgress(bytes)` (also
   * `report.progress(bytes)`) reports this item's bytes so far. When all of a transfer's items
   * are in, the engine hears `transferLoaded` once: with the items' texts, in order, joined
   * by line breaks for a text destination (P1), else with none (length -1); a rejection fails
   * the drop. Without a loader the data counts as already here.
   */
  load(action) {
    const id = action.id;
    const state = this.loads.get(id) || { pending: 0, bytes: new Map(), data: [] };
    const slot = state.data.length;
    state.data.push(undefined);
    state.pending += 1;
    this.loads.set(id, state);
    const total = () => [...state.bytes.values()].reduce((sum, value) => sum + value, 0);
    const onProgress = (bytes) => {
      if (!this.loads.has(id)) return;
      state.bytes.set(action.item, Number(bytes) || 0);
      // Per item when the engine counts per item (F9), else the drop's total.
      this.kit.engine.run((e) => (e.transferItemProgress
        ? e.transferItemProgress(id, action.item, Number(bytes) || 0)
        : e.transferProgress(id, total())));
    };
    const itemKey = this.kit.ids.items.key(action.item);
    const request = { transfer: id, item: itemKey, type: action.type, fields: action.fields, onProgress };
    Promise.resolve()
      .then(() => (this.kit.page.options.load ? this.kit.page.options.load(request, { progress: onProgress }) : undefined))
      .then(
        (data) => {
          if (this.loads.get(id) !== state) return;  // cancelled or failed meanwhile
          state.data[slot] = data;
          if (data !== undefined) {
            if (!this.loadedData.has(id)) this.loadedData.set(id, new Map());
            this.loadedData.get(id).set(itemKey, data);
          }
          state.pending -= 1;
          if (state.pending > 0) return;
          this.loads.delete(id);
          if (!this.placeholders.has(id)) return;
          const destination = this.phContainers.get(id);
          // One report for every payload (issue 23): a text view gets the items' text.
          let text = null;
          if (this.kit.ids.isTextView(destination)) {
            text = state.data.filter((value) => value !== undefined && value !== null).map(String).join('\n');
            this.loadedData.delete(id);
          }
          this.kit.engine.run((e) => e.transferLoaded(id, text));
        },
        (error) => {
          if (this.loads.get(id) !== state) return;
          this.loads.delete(id);
          this.loadedData.delete(id);
          if (!this.placeholders.has(id)) return;
          const reason = this.kit.page.userWords(error, this.kit.page.strings.notLoaded ?? WORDS.notLoaded);
          this.kit.engine.run((e) => e.transferFailed(id, reason));
        });
  }

  /** A placeholder where a slow drop will land (F9), drawn by the placeholder UI
   *  (ui/placeholders.js, or the app's `ui.placeholders`); without one the drop is tracked only.
   *  Among a list's items it takes the drop's place; over a text view it floats under the view;
   *  in a virtual list or tree (whose rows the engine places from one description, so no
   *  element may push them) it floats at the landing row and follows it as the rows scroll. */
  insertPlaceholder(action) {
    const landing = this.kit.plugins.get('virtual')?.landing(action.c, action.i) ?? null;
    const container = landing?.element ?? this.kit.ids.containerElements.get(action.c);
    if (!container) return;
    this.phContainers.set(action.id, action.c);
    const floating = Boolean(landing) || this.kit.ids.isTextView(action.c);
    const holder = container.querySelector('[data-dk-items]') || container;
    const element = this.ui.placeholders?.create({
      id: action.id, label: action.text, items: action.items || null, container, holder, floating,
      cancel: () => this.kit.engine.run((e) => e.transferCancel(action.id)),
    }) || null;
    if (element && floating) document.body.appendChild(element);
    else if (element) this.kit.ids.insertElement(element, container, action.i);
    if (element && landing) this.#follow(action.id, element, landing);
    this.placeholders.set(action.id, element);
    if (floating) return;  // it moved nothing: nothing to measure again
    this.kit.geometry.markStale(action.c);  // the placeholder moved the items after it
    this.kit.engine.measure();
  }

  /** Shows a drop's progress (`done` of `total` bytes, or per item in `each`). */
  showProgress(action) {
    const element = this.placeholders.get(action.id);
    if (element) this.ui.placeholders?.progress(element, { done: action.done, total: action.total, each: action.each });
  }

  /** Keeps a floating placeholder's middle on its landing row's top edge (`landing.point()`) as
   *  the rows scroll (the list's or tree's own scroll, or the page's: any scroll, caught on its
   *  way down) or the window resizes, until it goes. O(1) a scroll. */
  #follow(id, element, landing) {
    const place = () => {
      const point = landing.point();
      if (point) Object.assign(element.style, { left: `${point.left}px`, top: `${point.top - element.offsetHeight / 2}px` });
    };
    place();
    const stop = new AbortController();
    const options = { capture: true, passive: true, signal: stop.signal };
    document.addEventListener('scroll', place, options);
    window.addEventListener('resize', place, options);
    this.following.set(id, stop);
  }

  removePlaceholder(id) {
    this.following.get(id)?.abort();
    this.following.delete(id);
    const element = this.placeholders.get(id);
    if (element) this.ui.placeholders?.remove(element);
    this.placeholders.delete(id);
    this.phContainers.delete(id);
    this.loads.delete(id);
  }

  /**
   * Runs a task a drop started (F10) with `options.startTask({task, container, items,
   * onProgress}, report)`; `onProgress(f)` (or `report.progress(f)`) with f from 0 to 1, then a
   * resolved or rejected promise. Without a runner it finishes at once. A task chip shows it.
   */
  startTask(action) {
    const id = action.id;
    const container = this.kit.ids.containers.key(action.c);
    const items = action.items.map((i) => this.kit.ids.items.key(i));
    const chip = this.makeTaskChip(id, action.c);
    this.lastTaskChip = chip;
    this.tasks.set(id, { id, container, items, state: 'running', fraction: 0, chip });
    const onProgress = (fraction) => this.kit.engine.run((e) => e.taskProgress(id, Number(fraction)));
    const request = { task: id, container, items, onProgress };
    Promise.resolve()
      .then(() => (this.kit.page.options.startTask ? this.kit.page.options.startTask(request, { progress: onProgress }) : undefined))
      .then(
        () => this.kit.engine.run((e) => e.taskFinished(id)),
        (error) => {
          const reason = this.kit.page.userWords(error, this.kit.page.strings.taskFailed ?? WORDS.taskFailed);
          this.kit.engine.run((e) => e.taskFailed(id, reason));
        });
  }

  /** A chip for a task (ui/task-chips.js, or the app's `ui.tasks`), titled by its container's label. */
  makeTaskChip(id, containerId) {
    const containerElement = this.kit.ids.containerElements.get(containerId);
    const label = (containerElement && (containerElement.dataset.dkLabel || containerElement.getAttribute('aria-label'))) || null;
    return this.ui.tasks?.start({ id, label }) || null;
  }

  updateTask(action) {
    const task = this.tasks.get(action.id);
    if (!task) return;
    task.state = action.s;
    if (action.s === 'running') task.fraction = Math.max(0, Math.min(1, action.f));
    else if (action.s === 'finished') task.fraction = 1;
    // F10: the engine's sentence about the end ("Printed “Snowy peak”.") titles the chip now,
    // so it no longer reads "Printing … Done". A failure keeps the title: its status says why.
    if (action.s === 'finished' && task.chip) this.lastTaskChip = task.chip;
    if (task.chip) this.ui.tasks?.update(task.chip, { state: task.state, fraction: task.fraction, why: action.text });
  }

  /**
   * Asks about a drop that can't be undone (S11): `options.confirm({id, style, text, message,
   * to, items})` resolving to true/false, or the confirmation UI (ui/confirm-sheet.js, or the
   * app's `ui.confirm`), or `window.confirm` when the app omits it. `style` is 'before'
   * (nothing changed yet) or 'after' (shown; confirming posts it, declining takes it back).
   */
  askConfirmation(action) {
    const question = {
      id: action.id,
      style: action.style,
      text: action.text,
      message: action.text,
      to: this.kit.ids.containers.key(action.c),
      items: action.items.map((id) => this.kit.ids.items.key(id)),
    };
    Promise.resolve()
      .then(() => (this.kit.page.options.confirm ? this.kit.page.options.confirm(question)
        : this.ui.confirm ? this.ui.confirm.ask(question) : window.confirm(question.text)))
      .then((ok) => ok, () => false)
      .then((ok) => this.kit.engine.run((e) => e.answerConfirmation(action.id, ok ? 1 : 0)));
  }

}
