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
import { ItemGeometry } from './dragkit-geometry.js';
import { ItemListEdits } from './dragkit-item-lists.js';
import { bridgeStrings } from './strings.js';
import { toasts } from './ui/toasts.js';
import { LazyCursorLayer, loadCatalog, loadOptional } from './dragkit-optional.js';
import { Plugins, loadPlugins } from './dragkit-plugins.js';
import { Gestures, pressStartsDrag } from './dragkit-gestures.js';
import { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable, optionsOK, ownWords } from './dragkit-checks.js';
import { Registry } from './dragkit-registry.js';
import { Commands } from './dragkit-commands.js';
import { Input, KEYBOARD } from './dragkit-input.js';
import { VERSION } from './dragkit-version.js';

/** dragkit-checks.js's tables for dragkit-mistakes.js, handed over so that it imports nothing of
 *  the core's file. */
const checks = { MARKUP, VALUES, PLUGIN_NAMES, fits, optionTable };

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const OFFSCREEN = -1e7;

/** The bridge between the page and the engine, the core of the package: internal, reached only
 *  through `DragKit`. Plugins (dragkit-plugins.js) and the package's modules read its id maps and
 *  elements and call its methods; each keeps its own state, never fields written onto it. */
class Bridge {
  // The bridge's own state: #private, as are the methods no other module calls (the bundle
  // shortens these names; issue 24). Each is set in the constructor or where first used.
  #catalogModule; #catalogRead; #clipChains; #consoleLine; #containerFrames; #cursorLayer;
  #dropPoint; #dropPointer; #heldAnnouncements; #imageFrames; #keyboardOver; #ownsAnnouncer;
  #scrollerCache; #shownCursor; #uiTimers; #restartTimes; #recovering; #failureCause;
  #failureOutcome; #innerCheck;

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
    this.timers = new Set();
    this.pendingCommits = 0;             // drops handed to the page not yet settled (`pendingTransfers`)
    this.storing = new Map();            // transfer id -> the transfer `commit` is storing
    this.#heldAnnouncements = new Map();  // transfer id -> its drop announcement, until stored
    this.restarts = 0;
    this.#consoleLine = [];
    this.#ownsAnnouncer = !document.getElementById('dk-announcer');
    this.announcer = document.getElementById('dk-announcer') || this.#makeAnnouncer();
    this.#clipChains = new WeakMap();     // element -> its ancestors that clip overflow
    this.selections = new Map();         // engine container id -> selected engine item ids
    this.#keyboardOver = undefined;       // engine container id the keyboard drag last marked
    this.#imageFrames = new Map();        // engine pointer id -> its drag image's last frame [x, y, w, h] (`transfer.frame`)
    this.#cursorLayer = new LazyCursorLayer();  // F8: the pointer's cursor during a mouse or pen drag (dragkit-cursor.js, loaded at the first hover)
    // The page's listeners: pointers, keys, scrolls and resizes to engine calls (dragkit-input.js).
    this.input = new Input(this, this.#cursorLayer);
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
  #transfersPlugin() { return this.plugins.get('transfers'); }

  /** Whether the engine container `id` is a text view (the `text` plugin's). O(1). */
  isTextView(id) { return this.textPlugin()?.has(id) ?? false; }

  /** Shows a drag image a plugin made (`preview`: {element, badge, frame}) for `pointer`. O(1). */
  addPreview(pointer, preview) {
    document.body.appendChild(preview.element);
    this.previews.set(pointer, preview);
    this.#movePreview(pointer, preview.frame);
  }

  /** Whether a keyboard drag is in progress. O(1). */
  keyboardDragging() { return this.previews.has(KEYBOARD); }

  /** Picks up a text view's selection for a keyboard drag (the `text` plugin's `pickUpText`);
   *  without text views, announces that there is nothing to pick up. */
  pickUpText(containerKey, range, modifiers = 0) {
    const text = this.textPlugin();
    if (text) return text.pickUpText(containerKey, range, modifiers);
    this.announce(this.strings.nothingToPickUp, false);
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
    const busy = this.previews.size > 0 || this.input.pressing() || this.#transfersPlugin()?.busy()
      || this.pendingCommits > 0;
    const outside = new Set(changed || []);
    // A drag image still settling is no obstacle; a drag, or a drop not yet stored, is.
    if (outside.size && (this.pendingCommits > 0 || this.#transfersPlugin()?.busy() || this.commands.sessions().length > 0)) {
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
    for (const [id, items] of this.selections) this.#showSelection(id, items);  // re-rendered items show it again
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
      this.run(fn);
    } finally {
      this.#dropPoint = null;
      this.#dropPointer = undefined;
    }
    if (!this.previews.has(pointer)) this.#imageFrames.delete(pointer);
  }

  /**
   * Counts `promise`, a drop a plugin hands to the page (dragkit-import.js's `importDrop`), in
   * `pendingTransfers` until it settles; a rescan meanwhile keeps items that left the page.
   * Returns `promise`. O(1).
   */
  storingWhile(promise) {
    this.pendingCommits += 1;
    return promise.finally(() => { this.pendingCommits -= 1; });
  }

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

  /** `element` (a virtual list's row drawn or taken out) counts as lifted or not for the gap (F6). O(1). */
  noteLifted(element, lifted) {
    if (lifted) this.liftedElements?.add(element); else this.liftedElements?.delete(element);
  }

  // ---------------------------------------------------------------- output

  /** Calls the engine and applies the actions it returns (every call `run` makes writes its
   *  own output, none when it has no actions: the engine never leaves an earlier answer). */
  run(fn) {
    const actions = this.call((w) => { fn(w); return this.readOutput(w); });
    if (actions) this.apply(actions);
  }

  /** The engine's output of its last call, parsed (JSON), or null when it wrote none. */
  readOutput(w) {
    const pointer = w.dk_output_pointer();
    const length = w.dk_output_length();
    if (!length) return null;
    return JSON.parse(decoder.decode(new Uint8Array(w.memory.buffer, pointer, length)));
  }

  apply(actions) {
    this.plugins.each('applying', actions);
    // A drop's announcement ("Moved …") is held until the drop is stored, so a drop the store
    // refuses is never announced as done before its failure is (F7).
    const committing = actions.find((action) => action.t === 'commit');
    const settles = actions.some((action) => action.t === 'end' && action.how === 'settle');
    for (const action of actions) {
      switch (action.t) {
        case 'tick': this.#scheduleTick(action.at); break;
        case 'measure': this.geometry.deferred = false; this.measure(); break;
        case 'begin':  // one message for every drag image (issue 23): text ones are the text plugin's
          if (action.kind === 'text') this.textPlugin()?.beginTextPreview(action);
          else this.#beginPreview(action.p, action.items, action.f);
          break;
        case 'move': this.#movePreview(action.p, action.f); break;
        case 'end': this.#endPreview(action); break;
        case 'lifted': this.#setLifted(action.items, action.on); break;
        case 'mark': this.#markDestination(action); break;
        case 'cursor': this.#setCursor(action.p, action.v); break;
        case 'badge': this.#setBadge(action.p, action.n, action.s); break;
        case 'say':
          if (committing) this.#heldAnnouncements.set(committing.id, action); else this.announce(this.#withOutcome(action.text), action.assertive);
          this.plugins.each('said', action.text);  // titles a task's chip (F10)
          break;
        case 'change':  // one message for every change (issue 23): text ones are the text plugin's
          if (action.kind === 'text') this.textPlugin()?.applyTextChange(action);
          else this.applyChange(action.steps, settles);
          break;
        case 'commit': this.commit(action); break;
        case 'fail': {
          const text = this.#withOutcome(action.text);
          this.ui.toasts?.show(text, 'error');
          this.emit('failure', { kind: 'drop', reason: text, ...(this.#failureCause !== undefined && { cause: this.#failureCause }) });
          break;
        }
        case 'select': {
          const previous = this.selections.get(action.c) || [];
          this.selections.set(action.c, action.items);
          this.#showSelection(action.c, action.items, previous);
          this.emit('selectionchange', { container: this.containers.key(action.c), items: this.commands.selection(this.containers.key(action.c)), user: this.gestures.active });
          break;
        }
        case 'add': case 'activate': break;  // shown by the preview as is
        case 'reveal': if (!this.plugins.get('virtual')?.reveal(action.c, action.i)) this.#revealDropPoint(action.c, action.f); break;
        // A plugin's (spring, load, …); one the page's `plugins` leave out is said once, naming
        // the plugin, and answered so nothing waits on it (dragkit-mistakes.js, issue 34).
        default: if (!this.plugins.take(action)) import('./dragkit-mistakes.js').then((m) => m.missingPlugin(this, action));
      }
    }
    feel.updateGaps(this);  // F6: the destination's items make room where the drop will land
  }

  #scheduleTick(at) {
    // Timers may fire a fraction of a millisecond early (delays are whole milliseconds); the
    // engine must never see a tick before the time it asked for, or a due step is missed.
    if (this.destroyed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.run((w) => w.dk_tick(Math.max(performance.now(), at)));
    }, Math.max(0, Math.ceil(at - performance.now())));
    this.timers.add(timer);
  }

  /** Scrolls the nearest scrolling ancestor of a container (or the page) so that `frame`, a
   *  keyboard drag's insertion marker in client coordinates, is in view with a margin (S7). */
  #revealDropPoint(containerId, frame) {
    const [x, y, width, height] = frame;
    const margin = 24;
    const delta = (low, high, min, max) =>
      low < min + margin ? low - min - margin : (high > max - margin ? high - max + margin : 0);
    const element = this.scrollingAncestor(this.containerElements.get(containerId));
    const r = element ? element.getBoundingClientRect() : { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    (element || window).scrollBy(delta(x, x + width, r.left, r.right), delta(y, y + height, r.top, r.bottom));
  }

  /** The nearest element from `element` up (below the body) that scrolls its content (overflow
   *  auto or scroll, and more content than room), or null: the page scrolls. O(depth). */
  scrollingAncestor(element) {
    for (; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (/(auto|scroll)/.test(style.overflowY + style.overflowX)
        && (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth)) return element;
    }
    return null;
  }

  #beginPreview(pointer, itemIds, frame) {
    const preview = document.createElement('div');
    preview.className = 'dk-preview';
    preview.setAttribute('aria-hidden', 'true');
    preview.inert = true;  // decoration: nothing in it can take focus (S7, P4)
    const first = this.itemElements.get(itemIds[0]);
    // F2: the image shows the item's `[data-dk-preview]` part where it names one (a file row's
    // icon and name), at that part's place under the pointer; else the whole item.
    const part = first ? feel.previewPartOf(first) : null;
    const source = part ? part.element : first;
    const custom = feel.customImage(this, itemIds, { pointer, keyboard: pointer === KEYBOARD, element: first ?? null });  // the app's own image (issue 25)
    if (custom) preview.dataset.dkCustomImage = '';
    const image = custom || (first ? feel.previewClone(source) : null);  // inert: no id, focus stop, ARIA or selection mark
    if (image) preview.appendChild(image);
    const size = part ? part.size : [frame[2], frame[3]];
    const offset = part ? feel.offsetUnderPointer(part, this.input.lastPoint(pointer), frame) : [0, 0];
    Object.assign(preview.style, { width: `${size[0]}px`, height: `${size[1]}px` });
    const badge = document.createElement('span');
    badge.className = 'dk-badge';
    badge.hidden = true;
    preview.appendChild(badge);
    document.body.appendChild(preview);
    if (image && !custom) feel.matchLook(image, source);  // the item's look, lost under <body> (issue 25)
    this.previews.set(pointer, { element: preview, badge, frame, offset, size });
    // The point it shrinks around over a folder row (data-dk-into): where it was grabbed.
    const point = this.input.lastPoint(pointer);
    if (point) preview.style.transformOrigin = `${point[0] - frame[0] - offset[0]}px ${point[1] - frame[1] - offset[1]}px`;
    this.#movePreview(pointer, frame);
  }

  /** Places the drag image at the engine's `frame` (the item's frame under the pointer), moved
   *  by the offset of the part it shows. O(1). */
  #movePreview(pointer, frame) {
    const preview = this.previews.get(pointer);
    if (!preview) return;
    preview.frame = frame;
    const [dx, dy] = preview.offset || [0, 0];
    // Where the image is drawn: an item's preview part (`data-dk-preview`) keeps its offset.
    const [w, h] = preview.size || [frame[2], frame[3]];
    this.#imageFrames.set(pointer, [frame[0] + dx, frame[1] + dy, w, h]);
    // The scale is 1 but over an item it drops into (dragkit.css, `data-dk-into`): after the
    // translation, so it shrinks the image around its transform-origin, the grabbed point.
    preview.element.style.transform = `translate3d(${frame[0] + dx}px, ${frame[1] + dy}px, 0) scale(var(--dk-into-scale, 1))`;
  }

  #endPreview(action) {
    const preview = this.previews.get(action.p);
    if (!preview) return;
    this.previews.delete(action.p);
    if (this.#dropPointer !== action.p) this.#imageFrames.delete(action.p);  // a drop's commit may still read it
    this.plugins.each('previewEnded', action.p, action.how);
    this.input.dragEnded(action.p);  // its release's click is swallowed
    // After a keyboard drop, focus follows the dropped item (or its copy) so the next key acts on
    // it; after a drop into a text view, that view; after a text drop that made an item (a
    // clipping, P1), the item the engine selected there.
    if (action.p === KEYBOARD && action.how === 'settle') {
      const over = this.#keyboardOver;
      const selected = over === undefined ? undefined : (this.selections.get(over) || [])[0];
      const dropped = this.itemElements.get(action.items[0])
        || (this.isTextView(over) ? this.containerElements.get(over) : this.itemElements.get(selected));
      dropped?.focus?.({ preventScroll: true });
    }
    if (action.p === KEYBOARD) this.#keyboardOver = undefined;
    const element = preview.element;
    if (action.how === 'delivered') { element.remove(); return; }  // dropped on another app, which drew it (S2)
    const [dx, dy] = preview.offset || [0, 0];
    const from = [preview.frame[0] + dx, preview.frame[1] + dy];
    let to = null;
    if (action.how === 'settle') {
      feel.closeAllGaps(this, true);  // the items are in their new places: no gap to close around them
      feel.closeGapsInstantly(this);
      this.plugins.each('settling', preview, action.p, action.items);  // F4: the flock spreads
      const landing = () => {
        const target = this.itemElements.get(action.items[0]);
        if (!target) return null;
        const part = preview.offset ? feel.previewPartOf(target) : null;  // the image lands on the part it shows
        const r = part ? part.element.getBoundingClientRect() : target.getBoundingClientRect();
        return [r.left, r.top];
      };
      // Controlled mode (issue 25): the page draws the items in their new places in `commit` (this
      // task's microtasks): the image lands where its render put them, at the next frame.
      if (this.controlled) { this.controlled.afterRender(() => this.#landPreview(element, action.how, from, landing())); return; }
      to = landing();
    } else if (action.how === 'flyBack') {
      to = [action.f[0] + dx, action.f[1] + dy];
    }
    this.#landPreview(element, action.how, from, to);
  }

  /** Animates a drag image that ended (`how`) from `from` to `to` (or, without `to`, where it
   *  is, fading), then removes it. O(1). */
  #landPreview(element, how, from, to) {
    let keyframes;
    if (to) {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0)`, opacity: 0.9 },
        { transform: `translate3d(${to[0]}px, ${to[1]}px, 0)`, opacity: how === 'settle' ? 0.4 : 0.8 },
      ];
    } else {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1)`, opacity: 0.9 },
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1.35)`, opacity: 0 },
      ];
    }
    element.classList.add(`dk-preview-${how}`);
    const duration = how === 'flyBack' ? 300 : 200;
    if (element.animate) {
      const animation = element.animate(keyframes, { duration, easing: 'cubic-bezier(.2,.8,.2,1)', fill: 'forwards' });
      animation.onfinish = () => element.remove();
      this.later(() => element.remove(), duration + 200);
    } else {
      element.remove();
    }
  }

  /** Marks exactly `itemIds` as selected among the container's items (A5): unmarks the items
   *  marked now (a class lookup in the browser) and marks the chosen ones. O(marked + chosen)
   *  writes, no loop over every item in script (issue 11). */
  #showSelection(containerId, itemIds, previous = []) {
    const container = this.containerElements.get(containerId);
    if (!container) return;
    const chosen = new Set();
    for (const id of itemIds) {
      const element = this.itemElements.get(id);
      if (element && container.contains(element)) chosen.add(element);
    }
    for (const element of container.querySelectorAll('[data-dk-item].dk-selected')) {
      const id = this.items.toInt.get(element.dataset.dkItem);
      if (!chosen.has(element) && this.itemElements.get(id) === element) element.classList.remove('dk-selected');
    }
    // The container's items selected before that have left it since (an undo moved them back
    // where they came from): unmarked, unless the container they are in now selects them
    // (issue 34: they stayed marked where no selection holds them). O(previous).
    for (const id of previous) {
      const element = this.itemElements.get(id);
      if (!element || chosen.has(element) || container.contains(element)) continue;
      const home = element.parentElement?.closest('[data-dk-container]');
      const held = home ? this.selections.get(this.containers.toInt.get(home.dataset.dkContainer)) : null;
      if (!held?.includes(id)) element.classList.remove('dk-selected');
    }
    for (const element of chosen) element.classList.add('dk-selected');
  }

  #setLifted(itemIds, lifted) {
    if (!this.liftedElements) this.liftedElements = new Set();  // read by the gap (F6)
    for (const id of itemIds) {
      const element = this.itemElements.get(id);
      if (!element) continue;
      element.classList.toggle('dk-lifted', lifted);
      if (lifted) this.liftedElements.add(element); else this.liftedElements.delete(element);
    }
  }

  /**
   * F2: shows where a drop would land: the insertion marker (one element per drag, kept and
   * moved while the drag goes on: a move writes its transform, and its size only when that
   * changed, so no element is inserted or laid out again per move; issue 11), or, for a drop
   * into an item that stands for a container (a folder row), that item's cue. O(drags).
   */
  #markDestination(action) {
    const previous = this.marks.get(action.p);
    const container = action.c === null || action.c === undefined ? null : this.containerElements.get(action.c) || null;
    // A drop *into* an item that stands for a container (a folder row): the row is the cue.
    const into = container && action.into !== undefined ? this.itemElements.get(action.into) || null : null;
    const marker = previous?.marker || null;
    if (previous) {
      if (previous.into && previous.into !== into) previous.into.classList.remove('dk-drop-into');
      this.marks.delete(action.p);
      if (previous.container !== container) this.#paintMarks(previous.container);
    }
    if (!container) { marker?.remove(); this.previews.get(action.p)?.element.removeAttribute('data-dk-into'); return; }
    if (action.p === KEYBOARD) this.#keyboardOver = action.c;
    const shown = feel.placeMarker(marker, action.f);
    if (into) { shown.remove(); into.classList.add('dk-drop-into'); } else if (!shown.isConnected) document.body.appendChild(shown);
    // F2, F6: over an item it drops into (a folder row), the image draws smaller around the
    // pointer (dragkit.css), so the row it would cover stays in sight.
    const image = this.previews.get(action.p)?.element;
    if (image && image.hasAttribute('data-dk-into') !== !!into) image.toggleAttribute('data-dk-into', !!into);
    this.marks.set(action.p, { container, marker: shown, into, highlight: Boolean(action.hl) && !into, index: action.i });
    this.#paintMarks(container);
  }

  /** A container's destination cues are those of all the drags over it (S9, F6): one drag
   *  moving on must not clear the highlight another drag still shows there. `data-dk-over`
   *  names the insertion index of the latest drag over it. Writes only what changed. */
  #paintMarks(container) {
    if (!container) return;
    const over = [...this.marks.values()].filter((mark) => mark.container === container);
    container.classList.toggle('dk-highlight', over.some((mark) => mark.highlight));
    const index = over.length ? String(over[over.length - 1].index) : null;
    if (container.getAttribute('data-dk-over') === index) return;
    if (index === null) container.removeAttribute('data-dk-over'); else container.setAttribute('data-dk-over', index);
  }

  /**
   * F8: shows the cursor of the latest drag (`cursor`: 'grabbing', 'copy', 'alias',
   * 'not-allowed', 'disappearing'; 'auto' when the drag of `pointer` ends). A mouse or pen drag
   * shows it on one layer over the viewport (dragkit-cursor.js); the classes on <html> are
   * markers that no style rule reads, so nothing in the document is restyled. Text views lose
   * their own selection while a drag runs (S6). O(drags + text views), only when the drag's
   * state changes.
   */
  #setCursor(pointer, cursor) {
    if (cursor === 'auto') this.cursors.delete(pointer); else this.cursors.set(pointer, cursor);
    const html = document.documentElement;
    const shown = [...this.cursors.values()].pop();
    const dragging = this.cursors.size > 0;
    if (this.#shownCursor !== shown) {
      if (this.#shownCursor) html.classList.remove(`dk-cursor-${this.#shownCursor}`);
      if (shown) html.classList.add(`dk-cursor-${shown}`);
      this.#shownCursor = shown;
    }
    if (html.classList.contains('dk-dragging') !== dragging) {
      html.classList.toggle('dk-dragging', dragging);
      this.plugins.each('dragging', dragging);  // text views lose their own selection (S6)
    }
    this.showCursorLayer();
    this.plugins.each('cursor', pointer, cursor);  // P3: the new-window cue (the `windows` plugin)
  }

  /** The layer carries the cursor of the latest pointer drag that has one to show; not while
   *  a mouse press may still become the browser's own drag (the browser looks for the item to
   *  drag under the press, where the layer would be; dragkit-native.js). O(drags). */
  showCursorLayer() {
    let layerCursor;
    for (const [id, name] of this.cursors) {
      if (this.input.kindOf(id) === 'hover' && !this.plugins.any('awaitsDragStart', id)) layerCursor = name;
    }
    this.#cursorLayer.show(layerCursor);
  }

  #setBadge(pointer, count, symbol) {
    const preview = this.previews.get(pointer);
    if (!preview) return;
    const badge = preview.badge;
    if (count === null || count === undefined) { badge.hidden = true; return; }
    badge.hidden = false;
    badge.dataset.symbol = symbol;
    badge.textContent = symbol === 'copy' ? (count > 1 ? `+${count}` : '+') : String(count);
    if (symbol === 'forbidden') feel.drawForbiddenSymbol(badge);  // F5: drawn, not a glyph fonts lack
    badge.setAttribute('data-count', String(count));
  }

  announce(text, assertive) {
    if (this.destroyed) return;
    const region = this.announcer;
    region.setAttribute('aria-live', assertive ? 'assertive' : 'polite');
    region.textContent = '';
    region.textContent = text;
    region.dataset.last = text;
    this.emit('announce', { text, assertive: !!assertive });
  }

  /** Moves, inserts and removes item elements as the engine's change `steps` say. `settles`:
   *  a drop that settles into its new place (its gaps close here, see below). */
  applyChange(steps, settles = false) {
    // A drop's gaps close, ready transforms and all, before its items move, so the drop lays
    // the list out once for both (issue 11: the frame after a drop in a list of 10k items laid
    // it out again only to take ~290 zero transforms away).
    if (settles) feel.closeAllGaps(this);
    if (this.controlled) {  // the page moves its items: its `commit` renders them (issue 25)
      this.controlled.change(steps);
      feel.forgetItems(this);
      this.emit('change', { kind: 'items' });
      return;
    }
    const detached = new Map();
    const lists = new ItemListEdits(this);
    const virtual = this.plugins.get('virtual');  // virtual lists' items are theirs (issue 11)
    for (let position = 0; position < steps.length; position += 1) {
      const step = steps[position];
      if (virtual?.takeStep(step, detached)) continue;  // a virtual list's item (issue 11)
      const [kind, a, b, c] = step;
      if (kind === 'remove') {
        const element = this.itemElements.get(a);
        if (element) { this.#noteRemoval(element); lists.remove(element); element.remove(); detached.set(a, element); }
      } else if (kind === 'insert') {
        const element = detached.get(a) || this.itemElements.get(a);
        const container = this.containerElements.get(b);
        if (!element || !container) continue;
        detached.delete(a);
        if (!lists.insert(element, container, c)) this.registry.insertElement(element, container, c);
        this.geometry.markChanged(b, c, 1);
      } else if (kind === 'dup') {
        const original = this.itemElements.get(a);
        if (!original) continue;
        // A redo makes the copy again under the engine's same id: it keeps the key it had
        // (S10: the state after the drop, exactly; issue 34), a first copy gets a new one.
        const newKey = this.items.key(b) ?? this.registry.makeItemKey();
        // `cloneItem` is told where the copy goes (issue 34): the insert step that follows its
        // `dup` names the destination and the index, so a page can draw a row only for copies
        // into its list. O(steps) to find it.
        const goes = steps.slice(position + 1).find((next) => next[0] === 'insert' && next[1] === b);
        const copy = this.options.cloneItem
          ? this.options.cloneItem(original, newKey, {
            container: goes ? this.containers.key(goes[2]) : null, index: goes ? goes[3] : -1,
            from: original.parentElement?.closest('[data-dk-container]')?.dataset.dkContainer ?? null,
            item: this.items.key(a) ?? null,
          })
          : original.cloneNode(true);
        copy.dataset.dkItem = newKey;
        copy.classList.remove('dk-lifted');
        this.items.bind(newKey, b);
        this.itemElements.set(b, copy);
        detached.set(b, copy);
      } else if (kind === 'create') {
        // An item a text drop made (a clipping, P1), drawn by the `text` plugin; it waits
        // detached for its insert step.
        const following = steps.slice(position + 1).find((next) => next[0] === 'insert' && next[1] === a);
        const element = this.textPlugin()?.createdItem(a, b, c, following ? following[2] : undefined);
        if (!element) continue;
        this.itemElements.set(a, element);
        detached.set(a, element);
      } else if (kind === 'delete') {
        const element = detached.get(a) || this.itemElements.get(a);
        if (element) { this.#noteRemoval(element); lists.remove(element); element.remove(); }
        detached.delete(a);
        this.itemElements.delete(a);
      }
    }
    feel.forgetItems(this);
    this.geometry.discardPending();  // these moves are the changes marked above
    lists.adopt();
    // Items still detached (removed, not re-inserted) are nowhere: off-screen for the engine.
    if (detached.size) this.call((w) => { for (const id of detached.keys()) w.dk_item_frame(id, OFFSCREEN, OFFSCREEN, 0, 0); });
    this.plugins.each('changed');  // the virtual lists draw their windows again
    this.measure();
    this.emit('change', { kind: 'items' });
  }

  /** Tells the geometry which index of which container `element` is about to leave (a drop's
   *  change), so only the items from there on are measured again. O(1) with the cached list. */
  #noteRemoval(element) {
    const container = element.parentElement?.closest('[data-dk-container]');
    if (!container) return;
    const id = this.containers.toInt.get(container.dataset.dkContainer);
    this.geometry.markChanged(id, feel.indexInItems(this, container, element), -1);
  }

  /** Stores a commit (issue 23: one message for every payload). A text one (`kind: 'text'`) is
   *  described by the text plugin, which holds the views' runs. */
  commit(action) {
    if (action.kind === 'text') {
      const text = this.textPlugin();
      if (text) text.commitText(action);
      else console.warn('DragKit: a text commit without the text plugin', action);
      return;
    }
    const transfer = {
      kind: 'items',
      operation: action.op,
      items: action.items.map((id) => this.items.key(id)),
      from: this.containers.key(action.from),
      to: this.containers.key(action.to),
      index: action.index,
      copies: action.copies.map((id) => this.items.key(id)),
      indices: action.at,
      types: action.types,
      fields: action.fields,
    };
    if (action.created?.length) {
      transfer.created = action.created.map((item) => ({
        id: this.items.key(item.id), type: item.type, label: item.label, text: item.text,
      }));
    }
    if (this.#dropPoint) transfer.point = this.#dropPoint;  // a pointer drop: client coordinates
    // The drag image's frame at the drop (F2, F6): the page may place by its edge, so the
    // part of the item that was grabbed stays under the pointer and the drop lands where the
    // image showed it. Read before the image settles (the release's actions end it).
    const image = this.#dropPoint && this.#dropPointer !== undefined ? this.#imageFrames.get(this.#dropPointer) : null;
    if (image) transfer.frame = { x: image[0], y: image[1], width: image[2], height: image[3] };
    if (this.commands.replaying) transfer.history = this.commands.replaying;  // 'undo' or 'redo' (S10)
    const loaded = this.#transfersPlugin()?.takeLoaded(action.id);
    if (loaded) transfer.loaded = loaded;
    this.store(action.id, transfer);
  }

  /** Hands a drop to `options.commit` and tells the engine how it went. */
  store(id, transfer) {
    if (this.commands.replaying && !transfer.history) transfer.history = this.commands.replaying;  // text commits too (S10)
    this.pendingCommits += 1;
    this.storing.set(id, transfer);
    Promise.resolve()
      .then(() => this.options.commit(transfer))
      .then(
        (answer) => {
          const held = this.#heldAnnouncements.get(id);
          this.#heldAnnouncements.delete(id);
          if (held) this.announce(held.text, held.assertive);
          // 'unchanged': the drop changes nothing the page stores (an item put back on its own
          // place, S2), so it leaves no undo step (S10).
          const unchanged = answer === 'unchanged';
          this.run((w) => (unchanged ? w.dk_transfer_unchanged(id) : w.dk_transfer_succeeded(id)));
          this.emit('drop', unchanged ? { transfer, unchanged } : { transfer });
        },
        (error) => {
          this.#heldAnnouncements.delete(id);  // the failure is announced instead
          // People see the page's own words (an Error it threw) or strings.js's, never a bug's
          // ("… is not a function"): that goes to the console and the `failure` event's `cause`.
          const reason = this.userWords(error, this.strings.notSaved);
          const [length] = this.writeScratch(reason);
          this.#failureCause = reason === this.strings.notSaved ? error : undefined;  // the `failure` event's `cause`
          // The page knows where the items are now (another window moved them): its sentence
          // ends the failure's words instead of the engine's "It is back where it was".
          const outcome = typeof error?.outcome === 'string' && error.outcome.trim() ? error.outcome.trim() : undefined;
          this.#failureOutcome = outcome && reason !== this.strings.notSaved ? { reason, outcome } : undefined;
          try {
            this.run((w) => w.dk_transfer_failed(id, length));
          } finally {
            this.#failureCause = undefined;
            this.#failureOutcome = undefined;
          }
        })
      .finally(() => { this.pendingCommits -= 1; this.storing.delete(id); });
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
    const stop = this.announcer.lang === 'ja' ? '。' : '. ';
    return `${text.slice(0, at + rewrite.reason.length)}${stop}${rewrite.outcome}`;
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
    for (const { element } of this.previews.values()) element.remove();
    this.previews.clear();
    for (const { container, marker } of this.marks.values()) {
      container?.classList.remove('dk-highlight');
      container?.removeAttribute('data-dk-over');
      marker?.remove();
    }
    this.marks.clear();
    this.cursors.clear();
    this.#setCursor(-1, 'auto');
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.input.clear();
    for (const element of this.root.querySelectorAll('.dk-lifted')) element.classList.remove('dk-lifted');
    this.liftedElements?.clear();
    this.plugins.each('clear');
  }

  /** Draws `pointer`'s drag image with its top-left corner at viewport (x, y) until the engine
   *  places it again (see the public `placeDragImage`); false without such an image. O(1). */
  placeDragImage(pointer, x, y) {
    const preview = this.previews.get(pointer);
    if (!preview || !Number.isFinite(x) || !Number.isFinite(y)) return false;
    const [dx, dy] = preview.offset || [0, 0];
    this.#movePreview(pointer, [x - dx, y - dy, preview.frame[2], preview.frame[3]]);
    return true;
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
  announce(text, assertive = false) { this.#bridge.announce(text, assertive); }

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
  placeDragImage(pointer, x, y) { return this.#bridge.destroyed ? false : this.#bridge.placeDragImage(pointer, x, y); }

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
