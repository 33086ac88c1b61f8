// DragKit web host: forwards browser input to the DragKit engine (Swift compiled to
// WebAssembly) and applies the engine's output to the DOM. It knows nothing about any app:
// apps mark their markup with data attributes and hand the host two functions, one that stores
// a drop and one that re-renders stored content after an engine restart.
//
// Public API: the class `DragKit` at the end of this file (`DragKit.load(options)`), documented
// in API.md beside this file. Everything else here is internal (the `Bridge` behind
// `DragKit`'s private field, the core); accessibility, auto-scroll, native drags across the
// page's edge, text views, spring-loaded controls, slow drops and tasks, the flock are plugins
// (dragkit-plugins.js, API.md "Plugins"); optional UI lives in ui/*.js, the bridge's own words
// in strings.js.
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

import * as feel from './dragkit-feel.js';
import { ItemGeometry, OFFSCREEN } from './dragkit-geometry.js';
import { bridgeStrings } from './strings.js';
import { toasts } from './ui/toasts.js';
import { LazyCursorLayer, loadCatalog, loadOptional } from './dragkit-optional.js';
import { Plugins, loadPlugins } from './dragkit-plugins.js';
import { Gestures, pressStartsDrag } from './dragkit-gestures.js';
import { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable, optionsOK, ownWords } from './dragkit-checks.js';
import { Registry } from './dragkit-registry.js';
import { Commands } from './dragkit-commands.js';
import { Input, KEYBOARD } from './dragkit-input.js';
import { Router } from './dragkit-router.js';
import { Drawing } from './dragkit-drawing.js';
import { VERSION } from './dragkit-version.js';
import { decodeAnswer } from './dragkit-wire.js';

/** dragkit-checks.js's tables for dragkit-mistakes.js, handed over so that it imports nothing of
 *  the core's file. */
const checks = { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The bridge between the page and the engine, the core of the package: internal, reached only
 *  through `DragKit`. Plugins (dragkit-plugins.js) and the package's modules read its id maps and
 *  elements and call its methods; each keeps its own state, never fields written onto it. */
class Bridge {
  // The bridge's own state: #private, as are the methods no other module calls (the bundle
  // shortens these names; issue 24). Each is set in the constructor or where first used.
  #catalogModule; #catalogRead; #clipChains; #consoleLine; #containerFrames; #cursorLayer;
  #ownsAnnouncer; #scrollerCache; #uiTimers; #restartTimes; #recovering; #innerCheck;

  /**
   * @param {WebAssembly.Module} module  the compiled engine.
   * @param {object} options  `DragKit.load`'s options.
   * @param {EventTarget} events  where `announce`, `change`, `drop` and `failure` are dispatched.
   * @param {{catalog: object|null, plugins: object}} optional  what `loadOptional` and
   *   `loadPlugins` loaded.
   */
  constructor(module, options, events, optional) {
    this.module = module;
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
    this.restarts = 0;
    this.#consoleLine = [];
    this.#ownsAnnouncer = !document.getElementById('dk-announcer');
    this.announcer = document.getElementById('dk-announcer') || this.#makeAnnouncer();
    this.#clipChains = new WeakMap();     // element -> its ancestors that clip overflow
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
    this.#containerFrames = new Map();    // engine container id -> the frame last sent
    this.#scrollerCache = new Map();      // container element -> the element scrolling its items
    // The feel's helpers (dragkit-feel.js: the gap, the drag image's parts) for the plugins,
    // which import nothing of the core's, so the bundle's core is one file (issue 24).
    this.feel = {
      hasGap: feel.hasGap, updateGaps: feel.updateGaps, noteAutoScroll: feel.noteAutoScroll,
      setAttributeIfChanged: feel.setAttributeIfChanged, layoutRect: feel.layoutRect,
      previewClone: feel.previewClone, previewPartOf: feel.previewPartOf, reducesMotion: feel.reducesMotion,
      matchLook: feel.matchLook,
    };
    // Text views, spring-loaded controls, the system clipboard, drags from outside, virtual
    // lists, … (dragkit-plugins.js): each owns its state.
    this.plugins = new Plugins(this, optional.plugins);
    this.#catalogModule = optional.catalog;  // dragkit-catalog.js, when loaded (see declare)
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
  forgetItemList(container) { feel.forgetItems(this, container); }

  // ---------------------------------------------------------------- engine lifecycle

  #instantiate() {
    const instance = new WebAssembly.Instance(this.module, {
      env: { dk_console: (byte) => this.#consoleByte(byte) },
    });
    this.wasm = instance.exports;
    // Each new instance (the first, and after a restart) hears the page's language (`options.lang`)
    // and the catalogue (`options.catalog`, `declare`) here, before anything is registered.
    if (this.#catalogRead) this.#catalogModule.declareTo(this, this.#catalogRead);
  }

  start() {
    this.#instantiate();
    if (this.options.catalog) this.declare(this.options.catalog);
    this.setLanguage(this.options.lang ?? document.documentElement.lang);
    this.scan();
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
    feel.closeAllGaps(this);
    this.#cursorLayer.remove();
    for (const part of Object.values(this.ui)) part?.destroy?.();
    for (const element of this.itemElements.values()) element.classList.remove('dk-selected', 'dk-lifted', 'dk-drop-into');
    if (this.#ownsAnnouncer) this.announcer.remove();
    this.wasm = null;
  }

  /** Calls into the engine; a trap is reported and the engine restarted from stored content. */
  call(fn) {
    if (this.destroyed) return undefined;
    try {
      return fn(this.wasm);
    } catch (error) {
      if (!this.started) throw error;  // the start failed: `load` rejects with the cause
      this.#recover(error);
      return undefined;
    }
  }

  /** Restarts the engine from stored content after a failed call (issue 25: never in a loop):
   *  nothing while a restart runs; a restart that fails, or a fourth within 30 s, stops the kit
   *  (`#stop`). O(n) per restart (a scan). */
  async #recover(error) {
    if (this.#recovering) return;
    const now = performance.now();
    this.#restartTimes = (this.#restartTimes || []).filter((at) => now - at < 30000);
    if (this.#restartTimes.length >= 3) return this.#stop(error);
    this.#restartTimes.push(now);
    this.restarts += 1;
    console.error('DragKit engine stopped unexpectedly and is being restarted:', error);
    const restarted = this.ui.toasts?.strings?.restarted;  // an app's own toasts may leave it out
    if (restarted) this.ui.toasts.show(restarted, 'error');
    this.emit('failure', { kind: 'engine', reason: String(error && error.message || error) });
    this.#recovering = true;
    try {
      this.#clearTransientUI();
      this.#instantiate();
      this.setLanguage(this.language);
      if (this.options.restoreContent) await this.options.restoreContent();
      this.scan();
    } catch (again) {
      this.#stop(again);
    } finally {
      this.#recovering = false;
    }
  }

  /** The engine can't be kept running: a `failure` {kind: 'engine', reason, fatal: true}, the
   *  console says why, the kit is destroyed, and people see the toasts' `stopped` words. */
  #stop(error) {
    if (this.destroyed) return;
    const reason = String(error && error.message || error);
    console.error('DragKit stopped: the engine failed again while restarting; drags are off until the page reloads.', error);
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
   * Japanese for 'ja…', English for anything else (the engine's announcers make the words). The
   * live region is tagged with the language it speaks ('en', 'ko', 'ja'), so screen readers pick
   * a matching voice.
   */
  setLanguage(tag) {
    this.language = String(tag || '');
    const [length] = this.writeScratch(this.language) || [0];
    const spoken = this.call((w) => w.dk_set_language(length));
    this.announcer.lang = ['en', 'ko', 'ja'][spoken] || 'en';
    return this.announcer.lang;
  }

  /** Test hook: makes the engine trap, to prove recovery. */
  crashForTesting() { this.call((w) => w.dk_trap()); }

  #consoleByte(byte) {
    if (byte === 10) { console.log(decoder.decode(new Uint8Array(this.#consoleLine))); this.#consoleLine = []; }
    else this.#consoleLine.push(byte);
  }

  // ---------------------------------------------------------------- content registration

  // ---------------------------------------------------------------- the app's catalogue

  /**
   * Declares the app's catalogue (Docs/Catalog.md): its types and their conformance, what each
   * kind of container does, the representations each type of item offers. `catalog` is an
   * object or a JSON string. Declaring starts a fresh engine, so on a loaded host the page's
   * content is registered again under the new catalogue (call it while nothing is dragged).
   * Throws an Error with the engine's message (naming the bad key, or the line and column) when
   * the catalogue is malformed; the previous one then stays.
   */
  declare(catalog) {
    // dragkit-catalog.js comes with `load` when the `catalog` option is given; a page that
    // declares one later waits for it once: then the declaration resolves (or rejects) later.
    if (!this.#catalogModule) return loadCatalog().then((module) => { this.#catalogModule = module; this.declare(catalog); });
    const read = this.#catalogModule.readCatalog(catalog);  // JSON.parse and the schema, here: the wasm has no JSON reader
    this.#catalogModule.declareTo(this, read);  // throws with the engine's message
    this.#catalogRead = read;
    if (this.started) this.scan();
  }

  /** Registers every container and item under the root with a fresh engine state. */
  scan() {
    if (this.destroyed) return;
    this.plugins.each('beforeScan');  // a virtual list's rows leave the DOM (the `virtual` plugin)
    this.geometry.described.clear();  // the lists describe themselves again (afterScan)
    this.call((w) => w.dk_reset());
    this.input.unobserveSizes();
    this.items.clear();
    this.containers.clear();
    this.itemElements.clear();
    this.containerElements.clear();
    this.plugins.each('reset');
    this.selections.clear();
    this.duplicates.clear();
    feel.forgetItems(this);
    const containers = this.root.querySelectorAll('[data-dk-container]');
    for (const element of containers) this.registry.registerContainer(element);
    for (const element of containers) this.registry.registerItems(element, feel.itemsOf(this, element));
    this.plugins.each('afterScan');  // a virtual list registers its items again
    this.plugins.each('scanned');
    this.plugins.loadNeeded(this.root);  // a plugin whose markup the page now has (dragkit-plugins.js)
    // Item frames are read when the page is idle, or at once when the engine asks (a press) or a
    // keyboard drag begins: loading a long list costs no layout reads (issue 11).
    this.geometry.deferred = true;
    this.measure(true);
    this.#measureWhenIdle();
    this.#checkInnerMarkupWhenIdle();
  }

  /**
   * Reports the unknown `data-dk-*` attributes of elements inside the root that are neither a
   * container nor an item (a misspelt `data-dk-handel` in a card: issue 34), once the page is
   * idle (at the latest after a second), unless the page turned the check off (`checkMarkup:
   * false`). One XPath query finds every element with such an attribute; O(elements of the
   * root) in the browser, once per scan or rescan (coalesced).
   */
  #checkInnerMarkupWhenIdle() {
    if (this.options.checkMarkup === false || this.#innerCheck || typeof document.evaluate !== 'function') return;
    this.#innerCheck = true;
    feel.whenIdle(() => {
      this.#innerCheck = false;
      if (this.destroyed) return;
      const found = document.evaluate(".//*[@*[starts-with(name(), 'data-dk-')]]", this.root, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let k = 0; k < found.snapshotLength; k += 1) {
        const element = found.snapshotItem(k);
        if (element.hasAttribute('data-dk-item') || element.hasAttribute('data-dk-container')) continue;  // checked at registration
        if (!element.closest('.dk-preview, .dk-flock-card')) this.registry.checkMarkup(element);  // not a drag image's copy
      }
    }, 1000);
  }

  /** Reads the deferred item frames when the page is next idle (at the latest after a second).
   *  O(1) now. */
  #measureWhenIdle() {
    feel.whenIdle(() => this.ensureMeasured(), 1000);
  }

  /** Reads the item frames deferred by scan(), if still deferred. O(n) once. */
  ensureMeasured() {
    if (this.destroyed || !this.geometry.deferred) return;
    this.geometry.deferred = false;
    if (this.measure()) this.run((w) => w.dk_layout_changed());
  }

  /**
   * Registers what the app rendered since the last scan without restarting the engine, so drags
   * in progress go on (after a spring-loaded control opened a folder, or any re-render):
   * new containers, items and spring controls are added; elements re-rendered under a known id
   * are adopted; items gone from the page are removed (kept, off-screen, while a drag or drop is
   * in progress).
   *
   * `changed` (container ids, optional): containers whose content changed outside DragKit (the
   * page re-rendered them with content stored elsewhere: another window's change). Their items
   * are registered afresh in the order the page now shows, and a text view takes the page's
   * text, while the history is kept: an undo or redo step whose containers changed is refused
   * when tried ("the content has changed since"), every other step still works (S10, issue 34).
   * Throws while a drag or drop is in progress (the page waits for `sessions()` to be empty and
   * `pendingTransfers` to be 0). O(items).
   */
  rescan(changed = null) {
    if (this.destroyed) return;
    const busy = this.previews.size > 0 || this.input.pressing() || this.transfersPlugin()?.busy()
      || this.pendingCommits > 0;
    const outside = new Set(changed || []);
    // A drag image still settling is no obstacle; a drag, or a drop not yet stored, is.
    if (outside.size && (this.pendingCommits > 0 || this.transfersPlugin()?.busy() || this.commands.sessions().length > 0)) {
      throw new Error('DragKit: rescan(changed) was called while a drag or drop is in progress; call it once sessions() is empty and pendingTransfers is 0.');
    }
    feel.forgetItems(this);
    for (const element of this.root.querySelectorAll('[data-dk-container]')) {
      const id = this.containers.toInt.get(element.dataset.dkContainer);
      if (id === undefined) this.registry.registerContainer(element);
      else if (outside.has(element.dataset.dkContainer) && this.isTextView(id)) {
        if (this.containerElements.get(id) !== element) {
          this.input.unobserveSize(this.containerElements.get(id));
          this.containerElements.set(id, element);
          this.input.observeSize(element);
        }
        this.plugins.each('contentChanged', id, element);  // a text view takes the page's text
      } else if (this.containerElements.get(id) !== element) {
        this.input.unobserveSize(this.containerElements.get(id));
        this.containerElements.set(id, element);
        this.input.observeSize(element);
        this.plugins.each('containerReplaced', id, element);  // a text view shows its mirror again
      }
    }
    if (outside.size) this.registry.registerAfresh(outside);
    for (const element of this.root.querySelectorAll('[data-dk-item]')) {
      const id = this.items.toInt.get(element.dataset.dkItem);
      // Unknown, or taken out of the engine when it left the page (a view that showed it was
      // replaced): register it (again).
      if (id === undefined || !this.itemElements.has(id)) {
        const holder = element.parentElement;
        const index = holder ? [...holder.children].filter((c) => c.hasAttribute('data-dk-item')).indexOf(element) : -1;
        this.registry.registerItem(element, index);
      } else if (this.itemElements.get(id) !== element && !this.duplicates.has(element)) {
        const registered = this.itemElements.get(id);
        if (registered.isConnected && this.root.contains(registered)) {
          // Both on the page: a second element with a registered id, not a re-render (issue 34).
          this.duplicates.add(element);
          this.mistake(element, 'data-dk-item', null, { code: 1, earlier: registered });
          continue;
        }
        this.itemElements.set(id, element);
        element.setAttribute('draggable', 'false');
      }
    }
    for (const element of this.duplicates) if (!element.isConnected) this.duplicates.delete(element);
    if (!busy) {
      for (const [id, element] of [...this.itemElements]) {
        if (!element.isConnected) { this.itemElements.delete(id); this.run((w) => w.dk_remove_item(id)); }
      }
    }
    if (!busy) return this.#finishRescan();
    // Items kept while a drag or drop is in progress, but gone from the page: off-screen.
    this.call((w) => {
      for (const [id, element] of this.itemElements) if (!element.isConnected) w.dk_item_frame(id, OFFSCREEN, OFFSCREEN, 0, 0);
    });
    return this.#finishRescan();
  }

  #finishRescan() {
    for (const [id, items] of this.selections) this.drawing.showSelection(id, items);  // re-rendered items show it again
    this.#checkInnerMarkupWhenIdle();
    this.plugins.each('scanned');
    this.plugins.loadNeeded(this.root);
    this.measure(true);
    this.run((w) => w.dk_layout_changed());
  }

  writeScratch(...strings) {
    const encoded = strings.map((s) => encoder.encode(s));
    const total = encoded.reduce((sum, bytes) => sum + bytes.length, 0);
    return this.call((w) => {
      const pointer = w.dk_scratch(total);
      const memory = new Uint8Array(w.memory.buffer, pointer, total);
      let offset = 0;
      for (const bytes of encoded) { memory.set(bytes, offset); offset += bytes.length; }
      return encoded.map((bytes) => bytes.length);
    }) || strings.map(() => 0);
  }

  /**
   * Reports the frames (viewport coordinates) the engine needs: each container's visible frame
   * when it changed, and the items of each container as ``ItemGeometry`` finds them (read again
   * only where stale; moved without reading the DOM when the whole container moved; nothing when
   * the engine's own auto-scroll already moved them). `full` reads everything again (a scan, a
   * window resize). Returns whether the engine was told anything new. O(containers) when
   * nothing changed.
   */
  measure(full = false) {
    if (full) { this.geometry.forgetAll(); this.#containerFrames.clear(); this.#scrollerCache.clear(); }
    this.geometry.redescribe(full);  // virtual lists, after a resize or a re-render (issue 11)
    // Scrollers first (the `autoscroll` plugin, A1): a content that changed length marks its
    // container's items stale before they are measured.
    let sent = this.plugins.any('measuring', full);
    this.call((w) => {
      for (const [id, element] of this.containerElements) {
        const r = element.isConnected ? this.visibleFrame(element) : null;
        const frame = r ? [r.left, r.top, r.width, r.height - feel.gapRoomOf(element)] : [OFFSCREEN, OFFSCREEN, 0, 0];
        const last = this.#containerFrames.get(id);
        if (last?.every((value, k) => Math.abs(value - frame[k]) < 0.01)) continue;
        this.#containerFrames.set(id, frame);
        w.dk_container_frame(id, frame[0], frame[1], frame[2], frame[3]);
        sent = true;
      }
      for (const [id, element] of this.containerElements) {
        if (this.isTextView(id)) continue;
        if (this.geometry.measureContainer(w, id, element, this.cachedScrollerOf(element))) sent = true;
      }
    });
    if (this.plugins.any('measure', full)) sent = true;  // text views' lines, spring-loaded controls
    return sent;
  }

  /** ``scrollerOf`` remembered per container until the next full measure. O(1) after the first. */
  cachedScrollerOf(container) {
    if (!this.#scrollerCache.has(container)) this.#scrollerCache.set(container, this.#scrollerOf(container));
    return this.#scrollerCache.get(container);
  }

  /**
   * The part of `element` that can be seen: its rectangle clipped by every ancestor that clips
   * its overflow, or null if none of it shows. A container's frame is its visible area, so a
   * long note inside a scroll box auto-scrolls at the box's edge (A1) and hidden parts take no
   * drops. The clipping ancestors are found once per element. `paddingBox`: start from the
   * element's own padding box (inside its borders and scroll bars), for a scroller's viewport.
   */
  visibleFrame(element, paddingBox = false) {
    let clips = this.#clipChains.get(element);
    if (!clips) {
      clips = [];
      for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clips.push(e);
      }
      this.#clipChains.set(element, clips);
    }
    const r = element.getBoundingClientRect();
    let left = r.left, top = r.top, right = r.right, bottom = r.bottom;
    if (paddingBox) {
      left += element.clientLeft; top += element.clientTop;
      right = left + element.clientWidth; bottom = top + element.clientHeight;
    }
    for (const clip of clips) {
      const c = clip.getBoundingClientRect();
      // Clip to the padding box: the area inside the borders and outside the scroll bars.
      const cl = c.left + clip.clientLeft, ct = c.top + clip.clientTop;
      left = Math.max(left, cl); top = Math.max(top, ct);
      right = Math.min(right, cl + clip.clientWidth); bottom = Math.min(bottom, ct + clip.clientHeight);
    }
    if (right <= left || bottom <= top) return null;
    return { left, top, width: right - left, height: bottom - top };
  }

  // ---------------------------------------------------------------- what the parts and plugins tell the core

  /** The engine scrolled container `id`'s scroller by (`dx`, `dy`) and moved its item frames
   *  itself (the `autoscroll` plugin, A1): the geometry needs no reading, and a text view's
   *  carets follow at once. O(1) plus the plugins' `scrolled`. */
  engineScrolled(id, dx, dy) {
    this.geometry.engineMoved(id, dx, dy);
    this.plugins.each('scrolled', id);
  }

  /** The element `element` now shows item `id` (a virtual list's row, dragkit-virtual.js). O(1). */
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
    const actions = this.call((w) => { fn(w); return this.readOutput(w); });
    if (actions) this.router.apply(actions);
  }

  /** The answer the engine's last call left (its records read by the decoder generated from the
   *  host contract, dragkit-wire.js), or null when it left none. O(bytes). */
  readOutput(w) {
    const length = w.dk_output_length();
    return length ? decodeAnswer(new Uint8Array(w.memory.buffer, w.dk_output_pointer(), length)) : null;
  }

  // ---------------------------------------------------------------- scrolling

  /** The element that scrolls a container's items: its data-dk-items or itself, if scrollable. */
  #scrollerOf(container) {
    // A text view scrolls itself or, wrapped in a scroll box, its parent (A1).
    const holder = container.hasAttribute('data-dk-text') ? container.parentElement : container.querySelector('[data-dk-items]');
    for (const element of holder ? [container, holder] : [container]) {
      const style = getComputedStyle(element);
      if (/(auto|scroll)/.test(style.overflowY + style.overflowX)) return element;
    }
    return null;
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
    const engine = (async () => {
      // Every failure names the URL it resolved to (issue 34): a relative `wasmURL` resolves
      // against the page, not the script, the usual mistake; without one, the engine is
      // `dragkit.wasm` beside this module (issue 35).
      const given = options.wasmURL != null;
      const url = given ? new URL(options.wasmURL, document.baseURI).href : new URL('./dragkit.wasm', import.meta.url).href;
      const source = given ? `the option \`wasmURL\`, ${JSON.stringify(String(options.wasmURL))}` : 'the default: dragkit.wasm beside the module';
      const failed = (why) => new Error(`DragKit: could not load the drag engine from ${url} (${source}): ${why}`);
      let response;
      try { response = await fetch(url); } catch (error) { throw failed(error.message); }
      if (!response.ok) throw failed(`HTTP ${response.status}`);
      try { return await WebAssembly.compile(await response.arrayBuffer()); } catch (error) { throw failed(`not a DragKit engine (${error.message})`); }
    })();
    // The optional modules these options use, beside the engine (dragkit-optional.js).
    const [module, optional, plugins] = await Promise.all([engine, loadOptional(options), loadPlugins(options)]);
    optional.plugins = plugins;
    const kit = new DragKit(LOADING);
    kit.#bridge = new Bridge(module, options, kit, optional);
    // Test-only (not for apps): `testHooks: true` adds `crashForTesting()`, which makes the
    // engine trap so that a test proves it restarts from stored content.
    if (options.testHooks === true) kit.crashForTesting = () => kit.#bridge.crashForTesting();
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
    return this.#bridge.declare?.(catalog);
  }

  /** S7: speaks announcements in the language of the BCP 47 `tag` from now on ('ko…', 'ja…', else
   *  English); returns the language chosen ('en', 'ko', 'ja'). Default: the `lang` option, else the
   *  page's `<html lang>`. */
  setLanguage(tag) { return this.#bridge.setLanguage(tag); }

  /** Registers every container and item under the root afresh (a new engine state and history). O(n). */
  scan() { this.#bridge.scan(); }

  /**
   * Registers what the app rendered since the last scan; drags in progress go on. `changed`:
   * ids of containers whose content changed outside DragKit (another window's change the page
   * now shows): their items are registered afresh in page order, keeping the history; an undo
   * step they invalidate is refused when tried. Throws with `changed` during a drag or drop. O(n).
   */
  rescan(changed) { this.#bridge.rescan(changed); }

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

  /** Makes exactly `itemKeys` the selection of `containerKey` (S8); an unknown key ('') clears all. */
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
    return {
      sessions: this.sessions(),
      containers,
      selections,
      textSelection: this.textSelection(),
      pendingTransfers: bridge.destroyed ? 0 : bridge.commands.pendingTransfers(),
      transfers: bridge.destroyed ? [] : bridge.commands.transfers(),
      history: this.history(),
      tasks: bridge.plugins.get('transfers')?.taskList() ?? [],  // F10: [{id, container, items, state, fraction}]
      engineRestarts: bridge.restarts,
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
