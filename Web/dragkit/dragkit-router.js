// DragKit's action router (issue 36: the bridge in parts): the one place where the engine's
// output reaches the page. Each call's actions are handed, in order, to the handler of their
// kind (`t`): the core's own kinds are in the table below; a plugin's kinds (its `actions`,
// dragkit-plugins.js) are registered here when the plugin is added; a kind whose plugin is a
// lazy default one waits for it, and one no plugin draws is said once (dragkit-mistakes.js).
// It applies the engine's change steps to the item elements, hands drops to the page
// (`options.commit`) and tells the engine how they went, says the announcements, and owns the
// drop state: where a release happened (`transfer.point`) and a failed store's cause and
// outcome. A drop's words ("Moved …") are the engine's to hold until the page stored it: they
// come with `transferSucceeded`'s actions, and never after a refusal (F7, issue 36). What the
// actions draw (drag images, markers, cursors, marks) is the drawing's (dragkit-drawing.js).
// Internal: the Bridge (dragkit-bridge.js) owns one as `router`; its `run` applies each engine
// call's output here.

import { ItemListEdits, indexInItems, forgetItems } from './dragkit-item-lists.js';
import { updateGaps, closeAllGaps } from './dragkit-gaps.js';
import { OFFSCREEN } from './dragkit-geometry.js';


/** The core's own action kinds. Each handler takes the action and the call's `batch`:
 *  {settles: whether a drag image settles}. Text
 *  drags come through `begin`, `change` and `commit` with `kind: 'text'`: the `text` plugin's. */
const CORE_ACTIONS = {
  tick: (router, action) => router.scheduleTick(action.at),
  measure: ({ core }) => { core.geometry.deferred = false; core.measure(); },
  // One message for every drag image (issue 23): text ones are the text plugin's.
  begin: ({ core }, action) => {
    if (action.kind === 'text') core.textPlugin()?.beginTextPreview(action);
    else core.drawing.beginPreview(action.p, action.items, action.f);
  },
  move: ({ core }, action) => core.drawing.movePreview(action.p, action.f),
  end: ({ core }, action) => core.drawing.endPreview(action),
  lifted: ({ core }, action) => core.drawing.setLifted(action.items, action.on),
  mark: ({ core }, action) => core.drawing.markDestination(action),
  cursor: ({ core }, action) => core.drawing.setCursor(action.p, action.v),
  badge: ({ core }, action) => core.drawing.setBadge(action.p, action.n, action.s),
  say: (router, action) => router.say(action),
  // One message for every change (issue 23): text ones are the text plugin's.
  change: (router, action, batch) => {
    if (action.kind === 'text') router.core.textPlugin()?.applyTextChange(action);
    else router.applyChange(action.steps, batch.settles);
  },
  commit: (router, action) => router.commit(action),
  fail: (router, action) => router.fail(action),
  select: ({ core }, action) => {
    const previous = core.selections.get(action.c) || [];
    core.selections.set(action.c, action.items);
    core.drawing.showSelection(action.c, action.items, previous);
    core.emit('selectionchange', { container: core.containers.key(action.c), items: core.commands.selection(core.containers.key(action.c)), user: core.gestures.active });
  },
  add: () => {},  // shown by the preview as is
  activate: () => {},
  reveal: ({ core }, action) => { if (!core.plugins.get('virtual')?.reveal(action.c, action.i, action.f)) core.drawing.revealDropPoint(action.c, action.f); },
};

/** Routes the engine's actions to their handlers and applies the core's. `core`: the Bridge
 *  (engine calls, id maps, elements, plugins, its drawing and commands). */
export class Router {
  #dropPoint; #dropPointer; #failureCause; #failureOutcome; #plugins; #timers;

  constructor(core) {
    this.core = core;
    this.#plugins = new Map();            // action kind -> a plugin's handler (`register`)
    this.#timers = new Set();             // the engine's ticks waiting
  }

  /** Routes the actions of `kind` to `handler(action)` (a plugin's, dragkit-plugins.js): the
   *  latest registered wins; the core's own kinds are never taken over. O(1). */
  register(kind, handler) {
    if (!Object.hasOwn(CORE_ACTIONS, kind)) this.#plugins.set(kind, handler);
  }

  /** Applies the actions of one engine call, in order; then the gap follows (F6). O(actions)
   *  plus their handlers. */
  apply(actions) {
    // What is said comes as an utterance's bytes (issue 36): the words module says it in the
    // page's language, in `text`, before any handler (the core's or a plugin's) sees the action;
    // a placeholder's items not known yet are named as the placeholder is (F9).
    for (const action of actions) {
      if (action.words === undefined) continue;
      action.text = this.core.words.say(action.words);
      if (action.t === 'ph') for (const slot of action.items) if (!slot.label) slot.label = action.text;
    }
    this.core.plugins.each('applying', actions);
    const batch = {
      settles: actions.some((action) => action.t === 'end' && action.how === 'settle'),
    };
    for (const action of actions) {
      const handler = Object.hasOwn(CORE_ACTIONS, action.t) ? CORE_ACTIONS[action.t] : null;
      if (handler) handler(this, action, batch);
      // A plugin's (spring, load, …); one the page's `plugins` leave out is said once, naming
      // the plugin, and answered so nothing waits on it (dragkit-mistakes.js, issue 34).
      else if (!this.take(action)) import('./dragkit-mistakes.js').then((m) => m.missingPlugin(this.core, action));
    }
    updateGaps(this.core);  // F6: the destination's items make room where the drop will land
  }

  /** Hands a plugin's `action` to the plugin that registered its kind, or keeps it for a lazy
   *  plugin that will (and loads it, dragkit-defaults.js); false if none does. O(1) plus the
   *  handler. */
  take(action) {
    const handler = this.#plugins.get(action.t);
    if (handler) { handler(action); return true; }
    return this.core.plugins.lazy?.take(action) ?? false;
  }

  /** The engine's `say`, announced now (a drop's words come once it is stored: the engine held
   *  them, issue 36); the plugins hear it (it titles a task's chip, F10). O(1). */
  say(action) {
    this.announce(this.#withOutcome(action.text), action.assertive);
    this.core.plugins.each('said', action.text);  // titles a task's chip (F10)
  }

  /** The engine's `fail`: a drop that failed is shown (the toasts) and dispatched as a
   *  `failure` {kind: 'drop'}, with the page's outcome and cause while its store's failure is
   *  applied. O(length). */
  fail(action) {
    const text = this.#withOutcome(action.text);
    this.core.ui.toasts?.show(text, 'error');
    this.core.emit('failure', { kind: 'drop', reason: text, ...(this.#failureCause !== undefined && { cause: this.#failureCause }) });
  }

  /** The engine pointer being released (inside `releaseAt`), else undefined. O(1). */
  get releasing() { return this.#dropPointer; }

  /** Cancels the engine's ticks waiting (an engine restart, destroy()). O(ticks). */
  clear() {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  /** Calls the engine's `tick` at `at` (ms, `performance.now()`'s clock), never earlier. O(1). */
  scheduleTick(at) {
    // Timers may fire a fraction of a millisecond early (delays are whole milliseconds); the
    // engine must never see a tick before the time it asked for, or a due step is missed.
    if (this.core.destroyed) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.core.run((e) => e.tick(Math.max(performance.now(), at)));
    }, Math.max(0, Math.ceil(at - performance.now())));
    this.#timers.add(timer);
  }

  /**
   * Runs `fn` (an engine call) as the release of `pointer` at client (x, y): a drop it commits
   * carries where it was released (`transfer.point`) and where the drag image of `pointer` was
   * (`transfer.frame`; none when `pointer` is undefined). The pointer path, the native drag
   * (dragkit-native.js) and a drop from outside (dragkit-import.js) release through here, so
   * only the core writes its drop state (issue 24). O(1) plus the engine.
   */
  releaseAt(pointer, x, y, fn) {
    this.#dropPoint = { x, y };
    this.#dropPointer = pointer;
    try {
      this.core.run(fn);
    } finally {
      this.#dropPoint = null;
      this.#dropPointer = undefined;
    }
    if (!this.core.previews.has(pointer)) this.core.drawing.forgetImageFrame(pointer);
  }

  /**
   * Counts `promise`, a drop a plugin hands to the page (dragkit-import.js's `importDrop`), in
   * `pendingTransfers` until it settles; a rescan meanwhile keeps items that left the page.
   * Returns `promise`. O(1).
   */
  storingWhile(promise) {
    this.core.pendingCommits += 1;
    return promise.finally(() => { this.core.pendingCommits -= 1; });
  }

  /** Says `text` in the live region (politely, or `assertive`ly) and dispatches `announce`. O(1). */
  announce(text, assertive) {
    const core = this.core;
    if (core.destroyed) return;
    const region = core.announcer;
    region.setAttribute('aria-live', assertive ? 'assertive' : 'polite');
    region.textContent = '';
    region.textContent = text;
    region.dataset.last = text;
    core.emit('announce', { text, assertive: !!assertive });
  }

  /** Moves, inserts and removes item elements as the engine's change `steps` say. `settles`:
   *  a drop that settles into its new place (its gaps close here, see below). */
  applyChange(steps, settles = false) {
    // A drop's gaps close, ready transforms and all, before its items move, so the drop lays
    // the list out once for both (issue 11: the frame after a drop in a list of 10k items laid
    // it out again only to take ~290 zero transforms away).
    const core = this.core;
    if (settles) closeAllGaps(this.core);
    if (core.controlled) {  // the page moves its items: its `commit` renders them (issue 25)
      core.controlled.change(steps);
      forgetItems(this.core);
      core.emit('change', { kind: 'items' });
      return;
    }
    const detached = new Map();
    const lists = new ItemListEdits(this.core);
    const virtual = core.plugins.get('virtual');  // virtual lists' items are theirs (issue 11)
    for (let position = 0; position < steps.length; position += 1) {
      const step = steps[position];
      if (virtual?.takeStep(step, detached)) continue;  // a virtual list's item (issue 11)
      const [kind, a, b, c] = step;
      if (kind === 'remove') {
        const element = core.itemElements.get(a);
        if (element) { this.#noteRemoval(element); lists.remove(element); element.remove(); detached.set(a, element); }
      } else if (kind === 'insert') {
        const element = detached.get(a) || core.itemElements.get(a);
        const container = core.containerElements.get(b);
        if (!element || !container) continue;
        detached.delete(a);
        if (!lists.insert(element, container, c)) core.registry.insertElement(element, container, c);
        core.geometry.markChanged(b, c, 1);
      } else if (kind === 'dup') {
        const original = core.itemElements.get(a);
        if (!original) continue;
        // A redo makes the copy again under the engine's same id: it keeps the key it had
        // (S10: the state after the drop, exactly; issue 34), a first copy gets a new one.
        const newKey = core.items.key(b) ?? core.registry.makeItemKey();
        // `cloneItem` is told where the copy goes (issue 34): the insert step that follows its
        // `dup` names the destination and the index, so a page can draw a row only for copies
        // into its list. O(steps) to find it.
        const goes = steps.slice(position + 1).find((next) => next[0] === 'insert' && next[1] === b);
        const copy = core.options.cloneItem
          ? core.options.cloneItem(original, newKey, {
            container: goes ? core.containers.key(goes[2]) : null, index: goes ? goes[3] : -1,
            from: original.parentElement?.closest('[data-dk-container]')?.dataset.dkContainer ?? null,
            item: core.items.key(a) ?? null,
          })
          : original.cloneNode(true);
        copy.dataset.dkItem = newKey;
        copy.classList.remove('dk-lifted');
        core.items.bind(newKey, b);
        core.itemElements.set(b, copy);
        detached.set(b, copy);
      } else if (kind === 'create') {
        // An item a text drop made (a clipping, P1), drawn by the `text` plugin; it waits
        // detached for its insert step.
        const following = steps.slice(position + 1).find((next) => next[0] === 'insert' && next[1] === a);
        const element = core.textPlugin()?.createdItem(a, b, c, following ? following[2] : undefined);
        if (!element) continue;
        core.itemElements.set(a, element);
        detached.set(a, element);
      } else if (kind === 'delete') {
        const element = detached.get(a) || core.itemElements.get(a);
        if (element) { this.#noteRemoval(element); lists.remove(element); element.remove(); }
        detached.delete(a);
        core.itemElements.delete(a);
      }
    }
    forgetItems(this.core);
    core.geometry.discardPending();  // these moves are the changes marked above
    lists.adopt();
    // Items still detached (removed, not re-inserted) are nowhere: off-screen for the engine.
    if (detached.size) core.call((e) => { for (const id of detached.keys()) e.itemFrame(id, OFFSCREEN, OFFSCREEN, 0, 0); });
    core.plugins.each('changed');  // the virtual lists draw their windows again
    core.measure();
    core.emit('change', { kind: 'items' });
  }

  /** Tells the geometry which index of which container `element` is about to leave (a drop's
   *  change), so only the items from there on are measured again. O(1) with the cached list. */
  #noteRemoval(element) {
    const container = element.parentElement?.closest('[data-dk-container]');
    if (!container) return;
    const id = this.core.containers.toInt.get(container.dataset.dkContainer);
    this.core.geometry.markChanged(id, indexInItems(this.core, container, element), -1);
  }

  /** Stores a commit (issue 23: one message for every payload). A text one (`kind: 'text'`) is
   *  described by the text plugin, which holds the views' runs. */
  commit(action) {
    const core = this.core;
    if (action.kind === 'text') {
      const text = core.textPlugin();
      if (text) text.commitText(action);
      else console.warn('DragKit: a text commit without the text plugin', action);
      return;
    }
    const transfer = {
      kind: 'items',
      operation: action.op,
      items: action.items.map((id) => core.items.key(id)),
      from: core.containers.key(action.from),
      to: core.containers.key(action.to),
      index: action.index,
      copies: action.copies.map((id) => core.items.key(id)),
      indices: action.at,
      types: action.types,
      fields: action.fields,
    };
    if (action.created?.length) {
      transfer.created = action.created.map((item) => ({
        id: core.items.key(item.id), type: item.type, label: item.label, text: item.text,
      }));
    }
    if (this.#dropPoint) transfer.point = this.#dropPoint;  // a pointer drop: client coordinates
    // The drag image's frame at the drop (F2, F6): the page may place by its edge, so the
    // part of the item that was grabbed stays under the pointer and the drop lands where the
    // image showed it. Read before the image settles (the release's actions end it).
    const image = this.#dropPoint && this.#dropPointer !== undefined ? core.drawing.imageFrame(this.#dropPointer) : null;
    if (image) transfer.frame = { x: image[0], y: image[1], width: image[2], height: image[3] };
    if (core.commands.replaying) transfer.history = core.commands.replaying;  // 'undo' or 'redo' (S10)
    const loaded = core.transfersPlugin()?.takeLoaded(action.id);
    if (loaded) transfer.loaded = loaded;
    this.store(action.id, transfer);
  }

  /** Hands a drop to `options.commit` and tells the engine how it went. */
  store(id, transfer) {
    const core = this.core;
    if (core.commands.replaying && !transfer.history) transfer.history = core.commands.replaying;  // text commits too (S10)
    core.pendingCommits += 1;
    core.storing.set(id, transfer);
    Promise.resolve()
      .then(() => core.options.commit(transfer))
      .then(
        (answer) => {
          // 'unchanged': the drop changes nothing the page stores (an item put back on its own
          // place, S2), so it leaves no undo step (S10).
          const unchanged = answer === 'unchanged';
          core.run((e) => (unchanged ? e.transferUnchanged(id) : e.transferSucceeded(id)));
          core.emit('drop', unchanged ? { transfer, unchanged } : { transfer });
        },
        (error) => {
          // People see the page's own words (an Error it threw) or strings.js's, never a bug's
          // ("… is not a function"): that goes to the console and the `failure` event's `cause`.
          const reason = core.userWords(error, core.strings.notSaved);
          this.#failureCause = reason === core.strings.notSaved ? error : undefined;  // the `failure` event's `cause`
          // The page knows where the items are now (another window moved them): its sentence
          // ends the failure's words instead of the engine's "It is back where it was".
          const outcome = typeof error?.outcome === 'string' && error.outcome.trim() ? error.outcome.trim() : undefined;
          this.#failureOutcome = outcome && reason !== core.strings.notSaved ? { reason, outcome } : undefined;
          try {
            core.run((e) => e.transferFailed(id, reason));
          } finally {
            this.#failureCause = undefined;
            this.#failureOutcome = undefined;
          }
        })
      .finally(() => {
        core.pendingCommits -= 1;
        core.storing.delete(id);
        core.plugins.each('stored', id);  // a virtual tree's refresh waited for it
      });
  }

  /**
   * The engine's failure sentence `text` with the page's `outcome` (a `commit` rejection's
   * `error.outcome`, while its failure is applied) in place of what follows the reason: "Couldn't
   * move Milk to Work: it was changed in another window, so nothing was moved. It is now in
   * Errands." instead of "… It is back where it was.", shown and announced once (F7, issue 34).
   * Any other text is returned as it is. O(length).
   */
  #withOutcome(text) {
    const rewrite = this.#failureOutcome;
    const at = rewrite ? text.indexOf(rewrite.reason) : -1;
    if (at < 0) return text;
    const stop = this.core.announcer.lang === 'ja' ? '。' : '. ';
    return `${text.slice(0, at + rewrite.reason.length)}${stop}${rewrite.outcome}`;
  }
}
