// DragKit web host, plugin `text` (issue 24): text views and their runs (S6, S7, P1). A container
// marked `data-dk-text` is a text view: its text is its text nodes, one <span> per run whose
// computed style (font-size, font-weight, font-style, color; font name from data-dk-font, link
// from data-dk-link) makes the run; data-dk-rich="false": plain text. The plugin registers text
// views in the engine, mirrors their runs, measures their lines and carets, mirrors the page's
// text selection, draws text drag images, applies the engine's text edits and describes text
// commits (the core's `begin`, `change` and `commit` with `kind: 'text'`) for the core's
// `store`. It owns all of its state (the views, the selection it mirrors, presses in selected
// text, the dragged source's highlight); the core reaches it only through the plugin interface
// (Internals.md "Plugins: how they are built").
//
// This module is the plugin: its class, the views it registers and re-renders, the core's hooks
// and the calls the core and `DragKit` make (text drag images, edits, commits, clippings, pick-up,
// `textSelection`, `text`). Its parts (issue 36: no module over ~400 lines, one concept each):
//   dragkit-text-runs.js       runs read from and written to the DOM, graphemes, offsets ↔ DOM positions
//   dragkit-text-layout.js     the lines and carets measured and sent to the engine (`textLayout`)
//   dragkit-text-selection.js  the page's text selection mirrored into the engine's (`selection`)
//   dragkit-text-caret.js      keyboard text selection: arrows move a drawn caret, Shift+arrows
//                              select (`keyboard`)
//   dragkit-text-drag-image.js text drag images and the dragged text's highlight (`dragImages`)
//
// Loaded by `DragKit.load` when the page has a text view at load, or lazily when a scan first
// finds one (then the view is registered once the module has arrived); `plugins: ['text', …]`
// loads it at once. A page with lists only never loads it.

import { measureText } from './dragkit-text-layout.js';
import { pageRun, readRuns, runSpan } from './dragkit-text-runs.js';
import { TextCaret } from './dragkit-text-caret.js';
import { TextDragImages } from './dragkit-text-drag-image.js';
import { TextSelection } from './dragkit-text-selection.js';

/** Why a text view can't be registered on the items-only engine (issue 11, issue 25). */
const NO_TEXT = 'DragKit: text views (data-dk-text) need the full engine: this page loaded dragkit-items.wasm, which has none. Load dragkit.wasm (the option `wasmURL`), or take data-dk-text off.';

/** The text views of one `DragKit` (see the header). Each hook is O(text views) plus the
 *  text's own work, as noted. */
export class TextViews {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'text';
    this.texts = new Map();              // engine container id -> {element, runs, version, cache, rich}
    this.pageTexts = new Set();          // text views whose content the page is storing from outside (adoptPageText)
    this.textPresses = new Map();        // pointer -> {x, y, dragged} (a press in selected text)
    this.selection = new TextSelection(kit, this.texts);  // the page's text selection, mirrored (dragkit-text-selection.js)
    this.keyboard = new TextCaret(kit);  // keyboard text selection, its drawn caret (dragkit-text-caret.js)
    this.dragImages = new TextDragImages(kit);  // text drag images, the dragged text's highlight (dragkit-text-drag-image.js)
    this.actions = {};  // its actions come through the core's begin, change and commit (kind: 'text')
    this.createdDetails = new Map();     // engine item id -> what its commit says of an item a text drop made (P1)
  }

  // ---------------------------------------------------------------- plugin hooks

  /** The engine's actions of one call: the text of the items a drop creates (P1) comes with
   *  its commit, which follows their change step. O(actions). */
  applying(actions) {
    this.createdDetails.clear();
    for (const action of actions) {
      if (action.t === 'commit' && action.created) for (const item of action.created) this.createdDetails.set(item.id, item);
    }
  }

  /** The element for the item the engine created with id `id` from a text drop (a clipping,
   *  P1): drawn by the page (`convertItem`) when it can, else a plain list item; the core puts
   *  it in place at its insert step. O(1) plus `convertItem`. */
  createdItem(id, type, label, containerId) {
    const kit = this.kit;
    const key = kit.ids.itemKeyOf(id);
    const details = this.createdDetails.get(id);
    const container = containerId === undefined ? undefined : kit.ids.containers.key(containerId);
    const created = {
      id: key, type, label, title: label, text: details ? details.text : label, container, to: container,
      payload: { text: details ? details.text : label },
    };
    let element = kit.page.options.convertItem ? kit.page.options.convertItem(null, created) : null;
    if (!(element instanceof Element)) {
      element = document.createElement('li');
      element.textContent = label;
    }
    element.dataset.dkItem = key;
    if (type) element.dataset.dkType = type;
    element.classList.remove('dk-lifted');
    element.setAttribute('draggable', 'false');
    return element;
  }

  /** Listens for the page's selection changes, and for the keys and focus of keyboard text
   *  selection (S7: a keyboard text drag, Ctrl/Cmd+Shift+D, can start from a selection made
   *  with keys), until `signal` aborts. */
  listen(signal) {
    const root = this.kit.page.root;
    document.addEventListener('selectionchange', () => { this.selection.onSelectionChange(); this.keyboard.showCaret(); }, { signal });
    root.addEventListener('keydown', (event) => this.keyboard.onCaretKey(event), { signal });
    root.addEventListener('focusin', (event) => this.keyboard.onFocusIn(event), { signal });
    root.addEventListener('focusout', () => this.keyboard.hideCaret(), { signal });
  }

  /** Takes the drawn caret away. */
  destroy() { this.keyboard.destroy(); }

  /** Whether the engine container `id` is one of these text views. O(1). */
  has(id) { return this.texts.has(id); }

  /** A scan starts afresh: every view is registered again. */
  reset() { this.texts.clear(); }

  /** Registers `element` (container `id`) if it is a text view; returns whether it took it. */
  claimContainer(element, id, flags, label) {
    if (!element.hasAttribute('data-dk-text')) return false;
    // The items-only engine has no text views: the page's mistake, reported (`load` rejects
    // with it at the start), never an engine crash restarted in a loop (issue 25).
    if (!this.kit.engine.calls.textBegin) { this.kit.page.mistake(element, 'data-dk-text', NO_TEXT); return true; }
    this.registerText(id, element, flags, label);
    return true;
  }

  /** A re-render replaced container `id`'s element: a text view shows the mirror again (the page
   *  may lag behind a text drop), unless the page is storing what came from outside into it: then
   *  the page's text is the new content (S1, issue 22). */
  containerReplaced(id, element) {
    const text = this.texts.get(id);
    if (!text) return;
    if (this.pageTexts.has(id)) { this.adoptPageText(id, element); return; }
    text.element = element;
    text.cache = null;
    this.renderText(id);
    // The same text again: a selection the person had in it went with the old element, so it
    // is put back where it was (a page redrawing after a drop must not take it away).
    const kept = this.selection.selectedRange;
    if (this.selection.selectedText === id && kept && !this.selection.currentTextSelection()) this.selection.setTextSelection(id, kept);
  }

  /** `rescan(changed)` named view `id`: its text changed outside DragKit (another window's
   *  change the page now shows), so the page's text is the new content (issue 34). */
  contentChanged(id, element) { this.adoptPageText(id, element); }

  /** After a scan or rescan registered everything. */
  scanned() { this.linkAttachments(); }

  /** Reports the views' lines (only those that changed). Returns whether anything was sent. */
  measure() {
    let sent = false;
    for (const id of this.texts.keys()) if (measureText(this.kit, id, this.texts.get(id))) sent = true;
    return sent;
  }

  /** The engine scrolled container `id` (A1): a text view's carets follow at once. */
  scrolled(id) { if (this.texts.has(id)) measureText(this.kit, id, this.texts.get(id)); }

  /** A press not on an item: claims it (true) when it is on selected text, which may start a
   *  text drag; native selection goes on anywhere else. */
  pressed(event) {
    if (!this.selection.isOnSelectedText(event)) return false;
    this.textPresses.set(event.pointerId >>> 0, { x: event.clientX, y: event.clientY, dragged: false });
    return true;
  }

  /** A pointer's release (phase 2) or cancel (3): a click in the selection that dragged nothing
   *  places the caret there, as native text does. */
  released(event, phase) {
    const pointerId = event.pointerId >>> 0;
    const press = this.textPresses.get(pointerId);
    this.textPresses.delete(pointerId);
    if (press && !press.dragged && phase === 2) this.selection.placeCaret(event.clientX, event.clientY);
  }

  /** A drag started or ended: text views lose their own selection while a drag runs (S6). */
  dragging(on) {
    for (const { element } of this.texts.values()) element.classList.toggle('dk-text-dragging', on);
  }

  /** The drag image of `pointer` ended. */
  previewEnded(pointer) {
    this.dragImages.ended(pointer);
  }

  /** Drops the transient state (an engine restart, destroy()). */
  clear() {
    this.dragImages.clear();
    this.textPresses.clear();
  }

  /** The page stores what came from outside into view `id` (`on`), or is done (S1, A2): while it
   *  stores, a re-render takes the page's text (`adoptPageText`). */
  storingFromPage(id, on) {
    if (on) this.pageTexts.add(id); else this.pageTexts.delete(id);
  }

  /** The element of the view the keyboard drag settled in, for focus. */
  elementOf(id) { return this.texts.get(id)?.element ?? null; }

  // ---------------------------------------------------------------- text views

  /**
   * Takes a text view's content from what the page rendered (`element`, or the one on the page):
   * the mirror and the engine's document become the page's runs. For content the page stored
   * from outside the engine (a drop from another app, S1, A2), which the page shows at once.
   * O(length of the text).
   */
  adoptPageText(id, element = this.kit.ids.containerElements.get(id)) {
    const text = this.texts.get(id);
    if (!text || !element || !element.isConnected) return;
    const runs = readRuns(element);
    text.element = element;
    text.cache = null;
    if (JSON.stringify(runs) === JSON.stringify(text.runs)) return;
    text.runs = runs;
    text.version += 1;
    const data = element.dataset;
    const flags = this.kit.ids.containerFlags(element) | (text.rich ? 0 : 16);
    this.writeTextToEngine(id, flags, data.dkLabel || element.getAttribute('aria-label') || data.dkContainer);
  }

  /** Registers a text view from its spans (one run each) and keeps a mirror of its runs. */
  registerText(id, element, flags, label) {
    const runs = readRuns(element);
    const rich = element.dataset.dkRich !== 'false';
    const text = { element, runs, version: 0, cache: null, rich };
    this.texts.set(id, text);
    this.writeTextToEngine(id, flags | (rich ? 0 : 16), label);
  }

  writeTextToEngine(id, flags, label) {
    const { element, runs } = this.texts.get(id);
    const data = element.dataset;
    if (!this.kit.engine.calls.textBegin) throw new Error(NO_TEXT);
    this.kit.engine.call((e) => e.textBegin(id, flags, data.dkKind || '', label, data.dkAccepts || ''));
    for (const run of runs) {
      const rgba = (((run.color >>> 0) << 8) | 255) >>> 0;
      this.kit.engine.call((e) => e.textRun(run.text, run.font || '', run.size, run.weight, run.italic, rgba, run.link || null));
    }
    const status = this.kit.engine.call((e) => e.textEnd(-1, -1));
    if (status) this.kit.page.mistake(element, 'data-dk-container', null, { code: status });
  }

  /** Re-renders a text view's spans from its mirror. */
  renderText(id) {
    const text = this.texts.get(id);
    if (!text) return;
    const fragment = document.createDocumentFragment();
    for (const run of text.runs) fragment.appendChild(runSpan(run, this.kit.page.options));
    text.element.replaceChildren(fragment);
    text.version += 1;
    text.cache = null;
  }

  // ---------------------------------------------------------------- text drags, edits and commits

  /** A translucent preview of dragged text (the selection's runs), following the pointer
   *  (dragkit-text-drag-image.js); the press it came from dragged. */
  beginTextPreview(action) {
    const press = this.textPresses.get(action.p);
    if (press) press.dragged = true;
    this.dragImages.begin(action, this.texts.get(action.c));
  }

  /** Draws a text view as the engine now holds it (the change's `runs`: its whole text, never
   *  edits to splice here, issue 36), sets its selection, and re-measures. O(length of the text). */
  applyTextChange(action) {
    const text = this.texts.get(action.c);
    if (!text) return;
    text.runs = action.runs.map(pageRun);
    this.renderText(action.c);
    if (action.sel) this.selection.setTextSelection(action.c, action.sel);
    this.kit.engine.measure();
    this.kit.page.emit('change', { kind: 'text', container: this.kit.ids.containers.key(action.c) });
  }

  /** Stores a text commit (the core's `commit` action with `kind: 'text'`): `options.commit({kind: 'text', id, operation, from, to, documents})`,
   *  `documents` being each view's runs as the page now shows them (source and destination). */
  commitText(action) {
    const documents = [];
    for (const id of new Set([action.from, action.to])) {
      const text = this.texts.get(id);
      if (text) documents.push({ container: this.kit.ids.containers.key(id), runs: text.runs.map((run) => ({ ...run })) });
    }
    const transfer = {
      kind: 'text', operation: action.op, from: this.kit.ids.containers.key(action.from), to: this.kit.ids.containers.key(action.to),
      documents,
    };
    // P1: an item's text dropped into a text view names the items it came from.
    if (action.items && action.items.length) transfer.items = action.items.map((id) => this.kit.ids.items.key(id));
    this.kit.router.store(action.id, transfer);
  }

  /** A text view's `data-dk-attachments` names the item container that takes the items dropped
   *  on it that it has no text from (a photo dropped on a message is attached). */
  linkAttachments() {
    this.kit.engine.call((e) => {
      if (!e.textAttachments) return;
      for (const [id, text] of this.texts) {
        const key = text.element.dataset.dkAttachments;
        const strip = key ? this.kit.ids.containers.toInt.get(key) : undefined;
        e.textAttachments(id, strip === undefined ? 0 : strip);
      }
    });
  }

  /**
   * Picks up a text view's selection for a keyboard drag (S7, S6; an Edit menu's "Drag
   * Selection", or Ctrl/Cmd+Shift+D). `containerKey`: the text view (default: the one holding the
   * page's selection); `range`: [start, end] grapheme offsets to select first (default: its
   * selection as it is); `modifiers`: bits as for keys (4: Alt, a copy even within the view,
   * S4). Focus moves to the text view. Returns whether a drag started; when nothing can be
   * picked up (no selection, not a text view) it is announced why.
   */
  pickUpText(containerKey, range, modifiers = 0) {
    this.kit.scanner.ensureMeasured();
    let id = containerKey === undefined ? undefined : this.kit.ids.containers.toInt.get(containerKey);
    if (containerKey === undefined) {
      const current = this.selection.currentTextSelection();
      id = current ? current.id : this.selection.selectedText;
      if (current) this.kit.engine.call((e) => e.textSelection(current.id, current.lower, current.upper));
    }
    if (id === undefined) {
      this.kit.router.announce(this.kit.page.strings.nothingToPickUp, false);
      return false;
    }
    if (range && this.texts.has(id)) this.selection.setTextSelection(id, range);
    this.kit.engine.run((e) => e.pickUpText(id, modifiers));
    const started = this.kit.drags.keyboardDragging();
    const view = this.kit.ids.containerElements.get(id);
    if (started && view && view.focus && !view.contains(document.activeElement)) view.focus({ preventScroll: true });
    return started;
  }

  /** The page's text selection, if it is a non-empty range inside one text view:
   *  {container, start, end} (grapheme offsets), else null. */
  textSelection() {
    const current = this.selection.currentTextSelection();
    if (!current || current.lower === current.upper) return null;
    return { container: this.kit.ids.containers.key(current.id), start: current.lower, end: current.upper };
  }

  /** A text view's runs as the page shows them ({text, font, size, weight, italic, color, link}),
   *  and its plain text; null for containers that aren't text views. */
  text(containerKey) {
    const text = this.texts.get(this.kit.ids.containers.toInt.get(containerKey));
    if (!text) return null;
    return { runs: text.runs.map((run) => ({ ...run })), plain: text.runs.map((run) => run.text).join('') };
  }
}
