// DragKit's core (issue 36: the bridge in parts): the `Bridge` between the page and the engine,
// behind the public `DragKit` (dragkit.js). It makes the parts and holds what they share: the
// engine's channel (dragkit-channel.js), the scanner of the page's content and frames
// (dragkit-scan.js), the registry of ids and elements (dragkit-registry.js), the input
// (dragkit-input.js), the action router (dragkit-router.js) and the drawing
// (dragkit-drawing.js), the commands (dragkit-commands.js), the gestures, the item geometry and
// the plugins (dragkit-plugins.js). It owns the kit's lifecycle (start, a restart's and a stop's
// effect on the page, destroy), the announcer and the language, the toasts, the timers, and the
// maps the parts and plugins read (previews, marks, cursors, selections, the drops being
// stored). Internal: reached only through `DragKit`'s private field.

import { reducesMotion, layoutRect, itemRect, setAttributeIfChanged } from './dragkit-dom.js';
import { forgetItems } from './dragkit-item-lists.js';
import { hasGap, updateGaps, noteAutoScroll, closeAllGaps } from './dragkit-gaps.js';
import { holdOverflow, shrinkBack } from './dragkit-gap-shifts.js';
import { previewPartOf, previewClone, matchLook } from './dragkit-preview.js';
import { ItemGeometry } from './dragkit-geometry.js';
import { bridgeStrings } from './strings.js';
import { toasts } from './ui/toasts.js';
import { LazyCursorLayer } from './dragkit-optional.js';
import { Plugins } from './dragkit-plugins.js';
import { Gestures, pressStartsDrag } from './dragkit-gestures.js';
import { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable, ownWords } from './dragkit-checks.js';
import { Scanner } from './dragkit-scan.js';
import { Registry } from './dragkit-registry.js';
import { Commands } from './dragkit-commands.js';
import { Input, KEYBOARD } from './dragkit-input.js';
import { Router } from './dragkit-router.js';
import { Drawing } from './dragkit-drawing.js';
import { Channel } from './dragkit-channel.js';
import { Words } from './dragkit-words.js';

/** dragkit-checks.js's tables for dragkit-mistakes.js, handed over so that it imports nothing of
 *  the core's file (`DragKit.load` hands them over too, for its options). */
export const checks = { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable };

/** The bridge between the page and the engine, the core of the package: internal, reached only
 *  through `DragKit`. Plugins (dragkit-plugins.js) and the package's modules read its id maps and
 *  elements and call its methods; each keeps its own state, never fields written onto it. */
export class Bridge {
  // The bridge's own state: #private, as are the methods no other module calls (the bundle
  // shortens these names; issue 24). Each is set in the constructor or where first used.
  #cursorLayer; #ownsAnnouncer; #uiTimers;

  /**
   * @param {WebAssembly.Module} module  the compiled engine.
   * @param {object} options  `DragKit.load`'s options.
   * @param {EventTarget} events  where `announce`, `change`, `drop` and `failure` are dispatched.
   * @param {{catalog: object|null, plugins: object}} optional  what `loadOptional` and
   *   `loadPlugins` loaded.
   */
  constructor(module, wordsModule, options, events, optional) {
    this.options = options;
    this.events = events;
    this.strings = { ...bridgeStrings, ...(options.strings || {}) };
    // The toasts: the app's, none (null), or the default (English). The other parts of the
    // optional UI (confirmation sheet, placeholders, task chips) are the `transfers` plugin's.
    const ui = options.ui || {};
    this.ui = { toasts: 'toasts' in ui ? ui.toasts : toasts() };
    this.listening = new AbortController();  // every listener the bridge adds; aborted by destroy()
    this.#uiTimers = new Set();               // timeouts that finish animations; cleared by destroy()
    this.root = options.root || document.body;
    // Ids and elements (dragkit-registry.js): its maps are the bridge's too, the same objects,
    // for the parts and the plugins that read them.
    const registry = this.registry = new Registry(this);
    this.items = registry.items;
    this.containers = registry.containers;
    this.itemElements = registry.itemElements;            // engine item id -> element
    this.containerElements = registry.containerElements;  // engine container id -> element
    this.duplicates = registry.duplicates;
    this.commands = new Commands(this);  // the page's commands and queries (dragkit-commands.js)
    this.previews = new Map();           // pointer -> {element, badge}
    this.marks = new Map();              // pointer -> {container, marker, highlight, index}
    this.cursors = new Map();            // pointer -> css cursor name
    this.pendingCommits = 0;             // drops handed to the page not yet settled (`pendingTransfers`)
    this.storing = new Map();            // transfer id -> the transfer `commit` is storing
    // The engine's instance and every call into it (dragkit-channel.js); what a restart or a
    // stop means for the page is the bridge's.
    this.words = new Words(wordsModule);  // the announcers beside the engine (issue 36)
    this.channel = new Channel(this, module, {
      trapped: (error) => this.#trapped(error),
      restart: () => this.#restart(),
      stopped: (reason) => this.#stopped(reason),
    });
    this.#ownsAnnouncer = !document.getElementById('dk-announcer');
    this.announcer = document.getElementById('dk-announcer') || this.#makeAnnouncer();
    this.selections = new Map();         // engine container id -> selected engine item ids
    this.#cursorLayer = new LazyCursorLayer();  // F8: the pointer's cursor during a mouse or pen drag (dragkit-cursor.js, loaded at the first hover)
    // The page's listeners: pointers, keys, scrolls and resizes to engine calls (dragkit-input.js).
    this.input = new Input(this, this.#cursorLayer);
    // The engine's output: the router hands each action to its handler (dragkit-router.js); what
    // the actions draw is the drawing's (dragkit-drawing.js). Before the plugins, which register
    // their action kinds with the router.
    this.router = new Router(this);
    this.drawing = new Drawing(this, this.#cursorLayer);
    this.geometry = new ItemGeometry(this);  // item frames, measured only when stale (A1, F6)
    // The catalogue, scans and rescans, the frames the engine hears (dragkit-scan.js); with
    // dragkit-catalog.js when `load` brought it (the `catalog` option).
    this.scanner = new Scanner(this, optional.catalog);
    // The feel's helpers (the gap, dragkit-gaps.js; the drag image's parts, dragkit-preview.js; the
    // DOM helpers, dragkit-dom.js) for the plugins, which import nothing of the core's, so the
    // bundle's core is one file (issue 24).
    this.feel = {
      hasGap, updateGaps, noteAutoScroll, holdOverflow, shrinkBack, setAttributeIfChanged, layoutRect,
      itemRect, previewClone, previewPartOf, reducesMotion, matchLook,
    };
    // Text views, spring-loaded controls, the system clipboard, drags from outside, virtual
    // lists, … (dragkit-plugins.js): each owns its state.
    this.plugins = new Plugins(this, optional.plugins);
    this.gestures = new Gestures(this);  // selection gestures and undo keys (issue 25, S8, S10)
    // Controlled mode (issue 25): the page draws its items; DragKit never moves them (dragkit-controlled.js).
    this.controlled = optional.controlled ? new optional.controlled.ControlledDOM(this) : null;
    this.applyTransfer = optional.controlled?.applyTransfer;
  }

  /** The `text` plugin (dragkit-text.js), or null when it isn't loaded. O(1). */
  textPlugin() { return this.plugins.get('text'); }

  /** The `transfers` plugin (dragkit-transfers.js), or null when it isn't loaded. O(1). */
  transfersPlugin() { return this.plugins.get('transfers'); }

  /** Whether the engine container `id` is a text view (the `text` plugin's). O(1). */
  isTextView(id) { return this.textPlugin()?.has(id) ?? false; }

  /** Whether a keyboard drag is in progress. O(1). */
  keyboardDragging() { return this.previews.has(KEYBOARD); }

  /** Picks up a text view's selection for a keyboard drag (the `text` plugin's `pickUpText`);
   *  without text views, announces that there is nothing to pick up. */
  pickUpText(containerKey, range, modifiers = 0) {
    const text = this.textPlugin();
    if (text) return text.pickUpText(containerKey, range, modifiers);
    this.router.announce(this.strings.nothingToPickUp, false);
    return false;
  }

  /** Whether a press on `target` inside the item element `item` may drag it: not in a control
   *  of the item; on a `[data-dk-handle]` where it has one (issue 25; dragkit-gestures.js). */
  pressStartsDrag(target, item) { return pressStartsDrag(target, item); }

  /** Forgets the cached item list of `container` (its items changed). O(1). */
  forgetItemList(container) { forgetItems(this, container); }

  // ---------------------------------------------------------------- the engine (dragkit-channel.js)

  /** The engine's calls (the channel's, generated from the host contract: dragkit-calls.js), for
   *  the parts and plugins that ask which calls the loaded engine has (the items-only build has
   *  no text views); null once destroyed. O(1). */
  get engine() { return this.channel.engine; }

  /** Calls into the engine (the channel's `call`): a trap is reported and the engine restarted
   *  from stored content. O(fn). */
  call(fn) { return this.channel.call(fn); }

  /** Reports the frames the engine needs (the scanner's `measure`); whether it was told anything
   *  new. O(containers) when nothing changed. */
  measure(full = false) { return this.scanner.measure(full); }

  /** Starts the kit: the words hear the page's language (`options.lang`) and the engine's first
   *  instance the catalogue (`options.catalog`) before anything is registered; then the page is
   *  scanned and its listeners added. O(n). */
  start() {
    this.channel.open();
    if (this.options.catalog) this.scanner.declare(this.options.catalog);
    this.setLanguage(this.options.lang ?? document.documentElement.lang);
    this.scanner.scan();
    this.started = true;
    this.geometry.observe(this.root);
    this.input.listen();  // the plugins' listeners too: the `access` plugin's listbox semantics (S7, P4)
    this.controlled?.observe();  // re-reads what the page renders (issue 25)
  }

  /** Dispatches `name` with `detail` on the public object. */
  emit(name, detail) {
    this.events.dispatchEvent(new CustomEvent(name, { detail }));
  }

  /** A timeout the bridge owns (animation clean-up), cleared by destroy(). */
  later(fn, ms) {
    const timer = setTimeout(() => { this.#uiTimers.delete(timer); fn(); }, ms);
    this.#uiTimers.add(timer);
  }

  /**
   * Detaches from the page: removes every listener, observer, timer and element the bridge
   * added (previews, markers, placeholders, chips, sheets, toast, the announcer it made) and
   * stops the engine; later calls do nothing. O(elements it tracks).
   */
  destroy() {
    if (this.destroyed) return;
    this.#clearTransientUI();
    this.destroyed = true;
    this.listening.abort();
    this.plugins.each('destroy');
    this.input.destroy();  // its size observer, its frame, its timer
    this.controlled?.disconnect();
    this.geometry.disconnect();
    for (const timer of this.#uiTimers) clearTimeout(timer);
    this.#uiTimers.clear();
    closeAllGaps(this);
    this.#cursorLayer.remove();
    for (const part of Object.values(this.ui)) part?.destroy?.();
    for (const element of this.itemElements.values()) element.classList.remove('dk-selected', 'dk-lifted', 'dk-drop-into');
    if (this.#ownsAnnouncer) this.announcer.remove();
    this.channel.close();
  }

  /** The engine trapped and is being restarted (the channel's `trapped` hook): the toasts'
   *  `restarted` words and a `failure` {kind: 'engine', reason}. O(1). */
  #trapped(error) {
    const restarted = this.ui.toasts?.strings?.restarted;  // an app's own toasts may leave it out
    if (restarted) this.ui.toasts.show(restarted, 'error');
    this.emit('failure', { kind: 'engine', reason: String(error && error.message || error) });
  }

  /** The page's side of a restart (the channel's `restart` hook): what was drawn goes, a new
   *  instance hears the catalogue (the words keep their language), the page re-renders its
   *  stored content (`restoreContent`) and is scanned again. Returns a promise only while the page restores
   *  its content; else the restart is over when this returns. O(n). */
  #restart() {
    this.#clearTransientUI();
    this.channel.open();
    this.scanner.redeclare();
    if (this.options.restoreContent) return Promise.resolve(this.options.restoreContent()).then(() => this.scanner.scan());
    this.scanner.scan();
    return undefined;
  }

  /** The engine can't be kept running (the channel's `stopped` hook): a `failure` {kind:
   *  'engine', reason, fatal: true}, the kit is destroyed, and people see the toasts' `stopped`
   *  words. O(elements it tracks). */
  #stopped(reason) {
    this.emit('failure', { kind: 'engine', reason, fatal: true });
    this.destroy();
    const stopped = this.ui.toasts?.strings?.stopped;  // shown after destroy() took the toast away
    if (stopped) this.ui.toasts.show(stopped, 'error');
  }

  /** The words people see for a rejection of the page's (`commit`, `load`, `startTask`,
   *  `importDrop`): its own Error's message, else `fallback` (strings.js), the rejection then
   *  only in the console (a bug's words, "x is not a function", never reach people; issue 25). */
  userWords(error, fallback) {
    const words = ownWords(error);
    if (!words) console.error('DragKit: the page\'s function failed:', error);
    return words || fallback;
  }

  /**
   * A mistake of the page's, not an engine crash (nothing restarts; issue 25): while the kit
   * starts, `DragKit.load` rejects with it; later, once per element, the console says it and a
   * `failure` {kind: 'markup', element, attribute, message, reason} follows (dragkit-mistakes.js).
   * `message`: the words, or null for dragkit-mistakes.js to find them (the markup's, or the
   * engine's refusal described by `context` {code, earlier, elements}). O(1).
   */
  mistake(element, attribute, message, context) {
    if (!this.started && typeof message === 'string') throw new Error(message);
    import('./dragkit-mistakes.js').then((m) => m.report(this, element, attribute, message, context, checks));
  }

  /**
   * S7: speaks announcements in the language of the BCP 47 `tag` from now on: Korean for 'ko…',
   * Japanese for 'ja…', English for anything else (the words module makes the words). The
   * live region is tagged with the language it speaks ('en', 'ko', 'ja'), so screen readers pick
   * a matching voice.
   */
  setLanguage(tag) {
    this.language = String(tag || '');
    this.announcer.lang = this.words.language(this.language);
    return this.announcer.lang;
  }

  // ---------------------------------------------------------------- what the parts and plugins tell the core

  /** The engine scrolled container `id`'s scroller by (`dx`, `dy`) and moved its item frames
   *  itself (the `autoscroll` plugin, A1): the geometry needs no reading, and a text view's
   *  carets follow at once. O(1) plus the plugins' `scrolled`. */
  engineScrolled(id, dx, dy) {
    this.geometry.engineMoved(id, dx, dy);
    this.plugins.each('scrolled', id);
  }

  /** The element `element` now shows item `id` (a virtual list's row, dragkit-virtual-rows.js). O(1). */
  showItemElement(id, element) { this.itemElements.set(id, element); }

  /** Item `id` no longer has an element on the page (a virtual list's row left its window),
   *  unless `element` is given and it shows another. O(1). */
  hideItemElement(id, element) {
    if (element === undefined || this.itemElements.get(id) === element) this.itemElements.delete(id);
  }

  // ---------------------------------------------------------------- output

  /** Calls the engine and applies the actions it returns (every call `run` makes writes its
   *  own output, none when it has no actions: the engine never leaves an earlier answer). */
  run(fn) {
    const channel = this.channel;
    const actions = channel.call((e) => { fn(e); return channel.readOutput(); });
    if (actions) this.router.apply(actions);
  }

  // ---------------------------------------------------------------- UI helpers

  #makeAnnouncer() {
    const region = document.createElement('div');
    region.id = 'dk-announcer';
    region.className = 'dk-visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    document.body.appendChild(region);
    return region;
  }

  #clearTransientUI() {
    this.drawing.clear();  // drag images, markers, highlights, cursors, lifted marks
    this.router.clear();   // the engine's ticks waiting
    this.input.clear();    // the pressed pointers
    this.plugins.each('clear');
  }
}
