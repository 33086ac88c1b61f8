// DragKit web host, plugin `text` (issue 24): text views and their runs (S6, S7, P1). A container
// marked `data-dk-text` is a text view: its text is its text nodes, one <span> per run whose
// computed style (font-size, font-weight, font-style, color; font name from data-dk-font, link
// from data-dk-link) makes the run; data-dk-rich="false": plain text. The plugin registers text
// views in the engine, mirrors their runs, measures their lines and carets, mirrors the page's
// text selection, draws text drag images, draws text drag images, applies the engine's text
// edits and describes text commits (the core's `begin`, `change` and `commit` with `kind: 'text'`) for the core's `store`. It owns all of its state (the
// views, the selection it mirrors, presses in selected text, the dragged source's highlight);
// the core reaches it only through the plugin interface (Internals.md "Plugins: how they are
// built").
//
// Keyboard text selection is here too: arrows move a caret in a focused text view (drawn, as a
// read-only view draws none), Shift+arrows select.
//
// Loaded by `DragKit.load` when the page has a text view at load, or lazily when a scan first
// finds one (then the view is registered once the module has arrived); `plugins: ['text', …]`
// loads it at once. A page with lists only never loads it.

/** Why a text view can't be registered on the items-only engine (issue 11, issue 25). */
const NO_TEXT = 'DragKit: text views (data-dk-text) need the full engine: this page loaded dragkit-items.wasm, which has none. Load dragkit.wasm (the option `wasmURL`), or take data-dk-text off.';

const CARET_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** A string's grapheme clusters (the engine's Characters). */
function graphemes(text) {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** 'rgb(r, g, b)' / 'rgba(r, g, b, a)' as [0xRRGGBB, alpha 0-255]. */
function parseColor(css) {
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+))?/.exec(css || '');
  if (!m) return [0, 255];
  const rgb = ((+m[1] & 255) << 16) | ((+m[2] & 255) << 8) | (+m[3] & 255);
  return [rgb >>> 0, m[4] === undefined ? 255 : Math.round(Math.min(1, +m[4]) * 255)];
}

function sameStyle(a, b) {
  return a.font === b.font && a.size === b.size && a.weight === b.weight && a.italic === b.italic
    && a.color === b.color && (a.link || null) === (b.link || null);
}

/** Runs as one grapheme per entry, for splicing by the engine's offsets. */
function explode(runs) {
  const out = [];
  for (const run of runs) for (const g of graphemes(run.text)) out.push([g, run]);
  return out;
}

function implode(cells) {
  const runs = [];
  for (const [g, style] of cells) {
    const last = runs[runs.length - 1];
    if (last && sameStyle(last, style)) last.text += g;
    else runs.push({ text: g, font: style.font, size: style.size, weight: style.weight, italic: style.italic, color: style.color, link: style.link || null });
  }
  return runs;
}

/** The engine's run JSON ({s, font, size, w, i, rgba, link}) as a page run. */
function pageRun(run) {
  return { text: run.s, font: run.font, size: run.size, weight: run.w, italic: run.i, color: (run.rgba >>> 8) & 0xffffff, link: run.link };
}
/** The text views of one `DragKit` (see the header). Each hook is O(text views) plus the
 *  text's own work, as noted. */
export class TextViews {
  /** @param {object} core the core (dragkit-bridge.js's Bridge). */
  constructor(core) {
    this.core = core;
    this.name = 'text';
    this.texts = new Map();              // engine container id -> {element, runs, version, cache, rich}
    this.pageTexts = new Set();          // text views whose content the page is storing from outside (adoptPageText)
    this.textPresses = new Map();        // pointer -> {x, y, dragged} (a press in selected text)
    this.caret = null;                   // the drawn caret in a focused text view (keyboard selection)
    this.selectedText = undefined;       // engine container id of the text view holding the page's selection
    this.selectedRange = null;           // [lower, upper] of that selection (graphemes), if not empty
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
    const core = this.core;
    const key = core.registry.itemKeyOf(id);
    const details = this.createdDetails.get(id);
    const container = containerId === undefined ? undefined : core.containers.key(containerId);
    const created = {
      id: key, type, label, title: label, text: details ? details.text : label, container, to: container,
      payload: { text: details ? details.text : label },
    };
    let element = core.options.convertItem ? core.options.convertItem(null, created) : null;
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
    const root = this.core.root;
    document.addEventListener('selectionchange', () => { this.onSelectionChange(); this.showCaret(); }, { signal });
    root.addEventListener('keydown', (event) => this.onCaretKey(event), { signal });
    root.addEventListener('focusin', (event) => this.onFocusIn(event), { signal });
    root.addEventListener('focusout', () => this.hideCaret(), { signal });
  }

  /** Takes the drawn caret away. */
  destroy() {
    this.caret?.remove();
    this.caret = null;
  }

  /** Whether the engine container `id` is one of these text views. O(1). */
  has(id) { return this.texts.has(id); }

  /** A scan starts afresh: every view is registered again. */
  reset() { this.texts.clear(); }

  /** Registers `element` (container `id`) if it is a text view; returns whether it took it. */
  claimContainer(element, id, flags, label) {
    if (!element.hasAttribute('data-dk-text')) return false;
    // The items-only engine has no text views: the page's mistake, reported (`load` rejects
    // with it at the start), never an engine crash restarted in a loop (issue 25).
    if (!this.core.engine.textBegin) { this.core.mistake(element, 'data-dk-text', NO_TEXT); return true; }
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
    const kept = this.selectedRange;
    if (this.selectedText === id && kept && !this.currentTextSelection()) this.setTextSelection(id, kept);
  }

  /** `rescan(changed)` named view `id`: its text changed outside DragKit (another window's
   *  change the page now shows), so the page's text is the new content (issue 34). */
  contentChanged(id, element) { this.adoptPageText(id, element); }

  /** After a scan or rescan registered everything. */
  scanned() { this.linkAttachments(); }

  /** Reports the views' lines (only those that changed). Returns whether anything was sent. */
  measure() {
    let sent = false;
    for (const id of this.texts.keys()) if (this.measureText(id)) sent = true;
    return sent;
  }

  /** The engine scrolled container `id` (A1): a text view's carets follow at once. */
  scrolled(id) { if (this.texts.has(id)) this.measureText(id); }

  /** A press not on an item: claims it (true) when it is on selected text, which may start a
   *  text drag; native selection goes on anywhere else. */
  pressed(event) {
    if (!this.isOnSelectedText(event)) return false;
    this.textPresses.set(event.pointerId >>> 0, { x: event.clientX, y: event.clientY, dragged: false });
    return true;
  }

  /** A pointer's release (phase 2) or cancel (3): a click in the selection that dragged nothing
   *  places the caret there, as native text does. */
  released(event, phase) {
    const pointerId = event.pointerId >>> 0;
    const press = this.textPresses.get(pointerId);
    this.textPresses.delete(pointerId);
    if (press && !press.dragged && phase === 2) this.placeCaret(event.clientX, event.clientY);
  }

  /** A drag started or ended: text views lose their own selection while a drag runs (S6). */
  dragging(on) {
    for (const { element } of this.texts.values()) element.classList.toggle('dk-text-dragging', on);
  }

  /** The drag image of `pointer` ended. */
  previewEnded(pointer) {
    if (this.textSources && this.textSources.has(pointer)) this.markTextSource(pointer, null, null);
  }

  /** Drops the transient state (an engine restart, destroy()). */
  clear() {
    if (this.textSources) { this.textSources.clear(); if (window.CSS && CSS.highlights) CSS.highlights.delete('dk-drag-source'); }
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
  adoptPageText(id, element = this.core.containerElements.get(id)) {
    const text = this.texts.get(id);
    if (!text || !element || !element.isConnected) return;
    const runs = this.readRuns(element);
    text.element = element;
    text.cache = null;
    if (JSON.stringify(runs) === JSON.stringify(text.runs)) return;
    text.runs = runs;
    text.version += 1;
    const data = element.dataset;
    const flags = this.core.registry.containerFlags(element) | (text.rich ? 0 : 16);
    this.writeTextToEngine(id, flags, data.dkLabel || element.getAttribute('aria-label') || data.dkContainer);
  }

  /** Registers a text view from its spans (one run each) and keeps a mirror of its runs. */
  registerText(id, element, flags, label) {
    const runs = this.readRuns(element);
    const rich = element.dataset.dkRich !== 'false';
    const text = { element, runs, version: 0, cache: null, rich };
    this.texts.set(id, text);
    this.writeTextToEngine(id, flags | (rich ? 0 : 16), label);
  }

  writeTextToEngine(id, flags, label) {
    const { element, runs } = this.texts.get(id);
    const data = element.dataset;
    if (!this.core.engine.textBegin) throw new Error(NO_TEXT);
    this.core.call((e) => e.textBegin(id, flags, data.dkKind || '', label, data.dkAccepts || ''));
    for (const run of runs) {
      const rgba = (((run.color >>> 0) << 8) | 255) >>> 0;
      this.core.call((e) => e.textRun(run.text, run.font || '', run.size, run.weight, run.italic, rgba, run.link || null));
    }
    const status = this.core.call((e) => e.textEnd(-1, -1));
    if (status) this.core.mistake(element, 'data-dk-container', null, { code: status });
  }

  readRuns(element) {
    const runs = [];
    const push = (text, styleElement) => {
      if (!text) return;
      const style = getComputedStyle(styleElement);
      const family = (style.fontFamily || '').split(',')[0].trim().replace(/^["']|["']$/g, '');
      const [color] = parseColor(style.color);
      const anchor = styleElement.closest('a[href]');
      const run = {
        text,
        font: styleElement.dataset.dkFont || family || 'system-ui',
        size: parseFloat(style.fontSize) || 16,
        weight: parseInt(style.fontWeight, 10) || 400,
        italic: style.fontStyle === 'italic' || style.fontStyle.startsWith('oblique'),
        color,
        link: styleElement.dataset.dkLink || (anchor && element.contains(anchor) ? anchor.getAttribute('href') : null),
      };
      const last = runs[runs.length - 1];
      if (last && sameStyle(last, run)) last.text += text; else runs.push(run);
    };
    const walk = (node) => {
      for (const child of node.childNodes) {
        if (child.nodeType === 3) push(child.data, child.parentElement);
        else if (child.nodeType === 1 && !child.classList.contains('dk-placeholder')) walk(child);
      }
    };
    walk(element);
    return runs;
  }

  /** The CSS font-family for a run's font name (`options.fontFamily(name)` may map app names). */
  fontFamily(name) {
    if (this.core.options.fontFamily) { const mapped = this.core.options.fontFamily(name); if (mapped) return mapped; }
    if (!name || name === 'system' || name === 'system-ui') return 'system-ui, sans-serif';
    return /[\s"']/.test(name) ? `"${name.replace(/"/g, '')}"` : name;
  }

  /** Re-renders a text view's spans from its mirror. */
  renderText(id) {
    const text = this.texts.get(id);
    if (!text) return;
    const fragment = document.createDocumentFragment();
    for (const run of text.runs) fragment.appendChild(this.runSpan(run));
    text.element.replaceChildren(fragment);
    text.version += 1;
    text.cache = null;
  }

  runSpan(run) {
    const span = document.createElement('span');
    span.textContent = run.text;
    span.dataset.dkFont = run.font;
    if (run.link) span.dataset.dkLink = run.link;
    const hex = `#${(run.color >>> 0 & 0xffffff).toString(16).padStart(6, '0')}`;
    // Typed style properties, never cssText: a stored value can only ever be that one property.
    const style = span.style;
    style.fontFamily = this.fontFamily(run.font);
    style.fontSize = `${Number(run.size)}px`;
    style.fontWeight = String(Number(run.weight));
    style.fontStyle = run.italic ? 'italic' : 'normal';
    style.color = hex;
    if (run.link) style.textDecoration = 'underline';
    return span;
  }

  /** The text view's text nodes with their grapheme boundaries. */
  textNodes(element) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && node.parentElement.closest('.dk-placeholder')) continue;
      nodes.push(node);
    }
    return nodes;
  }

  /**
   * Measures where the caret goes before each character (grapheme) of a text view and reports
   * the lines to the engine (a line: x, y, width, height, start offset, caret count, carets).
   * Lines are measured relative to the view and cached until its text or size changes, so
   * scrolling only moves them.
   */
  measureText(id) {
    const text = this.texts.get(id);
    if (!text || !text.element.isConnected) return false;
    const element = text.element;
    const box = element.getBoundingClientRect();
    const key = `${text.version}|${element.clientWidth}|${element.clientHeight}`;
    if (!text.cache || text.cache.key !== key) {
      text.cache = { key, lines: this.layoutLines(element, box), left: element.scrollLeft, top: element.scrollTop };
    }
    // A view that scrolls itself moves its lines inside its box (A1): shift them by how far it
    // scrolled since they were measured.
    const left = box.left + text.cache.left - element.scrollLeft;
    const top = box.top + text.cache.top - element.scrollTop;
    const numbers = [];
    for (const line of text.cache.lines) {
      numbers.push(line.x + left, line.y + top, line.width, line.height, line.start, line.carets.length);
      for (const x of line.carets) numbers.push(x + left);
    }
    // Sent only when it changed (O(carets) to compare); returns whether it was sent.
    const sent = `${numbers.length}|${left}|${top}|${text.version}|${key}`;
    if (text.sent === sent && this.core.engine === text.sentTo) return false;
    text.sent = sent;
    text.sentTo = this.core.engine;
    this.core.call((e) => e.textLayout(id, numbers));
    return true;
  }

  layoutLines(element, box) {
    const range = document.createRange();
    const lines = [];
    let line = null;
    let offset = 0;
    const close = () => { if (line) { line.carets.push(line.right); lines.push(line); line = null; } };
    for (const node of this.textNodes(element)) {
      let index = 0;
      for (const g of graphemes(node.data)) {
        range.setStart(node, index);
        range.setEnd(node, index + g.length);
        index += g.length;
        const rects = range.getClientRects();
        const r = rects.length ? rects[rects.length - 1] : null;
        if (g === '\n') {
          // A line break is on no line (TextLayout's contract, S6): its line ends before it
          // (an empty line is one caret), and the offset after it starts the next line. A
          // caret for it would map a point just right of a line's end to the next line's start.
          if (!line) {
            const top = r ? r.top : (lines.length ? lines[lines.length - 1].bottom : box.top);
            const left = r ? r.left : box.left;
            line = { start: offset, top, bottom: r ? r.bottom : top + 16, left, right: left, carets: [] };
          }
          close();
          offset += 1;
          continue;
        }
        if (r && (!line || r.top >= line.top + (line.bottom - line.top) / 2)) {
          close();
          line = { start: offset, top: r.top, bottom: r.bottom, left: r.left, right: r.left, carets: [] };
        } else if (!line) {
          line = { start: offset, top: box.top, bottom: box.top + 16, left: box.left, right: box.left, carets: [] };
        }
        if (r) {
          line.carets.push(r.left);
          line.right = Math.max(r.right, line.right);
          line.top = Math.min(line.top, r.top);
          line.bottom = Math.max(line.bottom, r.bottom);
        } else {
          line.carets.push(line.right);
        }
        offset += 1;
      }
    }
    if (!line && lines.length === 0) {
      const size = parseFloat(getComputedStyle(element).fontSize) || 16;
      const padLeft = parseFloat(getComputedStyle(element).paddingLeft) || 0;
      const padTop = parseFloat(getComputedStyle(element).paddingTop) || 0;
      line = { start: 0, top: box.top + padTop, bottom: box.top + padTop + size * 1.3, left: box.left + padLeft, right: box.left + padLeft, carets: [] };
    }
    close();
    // Relative to the view; each line reaches down to the next so no point falls between lines.
    return lines.map((l, i) => {
      const next = lines[i + 1];
      const bottom = next ? Math.max(l.bottom, next.top) : l.bottom;
      return {
        x: l.left - box.left, y: l.top - box.top, width: Math.max(0, l.right - l.left), height: bottom - l.top,
        start: l.start, carets: l.carets.map((x) => x - box.left),
      };
    });
  }

  /** The engine offset (in graphemes) of a DOM position inside a text view. */
  textOffset(element, node, offset) {
    const range = document.createRange();
    range.setStart(element, 0);
    try { range.setEnd(node, offset); } catch { return 0; }
    return graphemes(range.toString()).length;
  }

  /** The DOM position of an engine offset in a text view. */
  domPosition(element, target) {
    let count = 0;
    const nodes = this.textNodes(element);
    for (const node of nodes) {
      let index = 0;
      for (const g of graphemes(node.data)) {
        if (count === target) return [node, index];
        index += g.length;
        count += 1;
      }
      if (count === target && node === nodes[nodes.length - 1]) return [node, node.data.length];
    }
    return nodes.length ? [nodes[nodes.length - 1], nodes[nodes.length - 1].data.length] : [element, 0];
  }

  textIdOf(node) {
    const element = node && (node.nodeType === 3 ? node.parentElement : node);
    const view = element && element.closest && element.closest('[data-dk-text]');
    if (!view) return undefined;
    const id = this.core.containers.toInt.get(view.dataset.dkContainer);
    return this.texts.has(id) ? id : undefined;
  }

  /** Mirrors the page's selection into the engine's text selections (offsets in graphemes). */
  onSelectionChange() {
    if (this.settingSelection) return;
    const selection = document.getSelection();
    let chosen;
    let lower = -1;
    let upper = -1;
    if (selection && selection.rangeCount) {
      const range = selection.getRangeAt(0);
      const start = this.textIdOf(range.startContainer);
      const end = this.textIdOf(range.endContainer);
      if (start !== undefined && start === end) {
        chosen = start;
        const element = this.texts.get(start).element;
        lower = this.textOffset(element, range.startContainer, range.startOffset);
        upper = this.textOffset(element, range.endContainer, range.endOffset);
      }
    }
    if (this.selectedText !== undefined && this.selectedText !== chosen) {
      const previous = this.selectedText;
      this.core.call((e) => e.textSelection(previous, -1, -1));
    }
    this.selectedText = chosen;
    this.selectedRange = chosen === undefined || lower === upper ? null : [lower, upper];
    if (chosen !== undefined) this.core.call((e) => e.textSelection(chosen, lower, upper));
  }

  setTextSelection(id, range) {
    const text = this.texts.get(id);
    const selection = document.getSelection();
    if (!text || !selection) return;
    this.settingSelection = true;
    try {
      const [anchorNode, anchorOffset] = this.domPosition(text.element, range[0]);
      const [focusNode, focusOffset] = this.domPosition(text.element, range[1]);
      selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
    } finally {
      this.settingSelection = false;
    }
    this.selectedText = id;
    this.selectedRange = range[0] === range[1] ? null : [range[0], range[1]];
    this.core.call((e) => e.textSelection(id, range[0], range[1]));
  }

  isOnSelectedText(event) {
    const selection = document.getSelection();
    if (!selection || !selection.rangeCount || selection.isCollapsed) return false;
    if (this.textIdOf(event.target) === undefined) return false;
    const range = selection.getRangeAt(0);
    if (this.textIdOf(range.startContainer) === undefined) return false;
    for (const r of range.getClientRects()) {
      if (event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom) return true;
    }
    return false;
  }

  placeCaret(x, y) {
    const selection = document.getSelection();
    if (!selection) return;
    if (document.caretPositionFromPoint) {
      const position = document.caretPositionFromPoint(x, y);
      if (position) selection.collapse(position.offsetNode, position.offset);
    } else if (document.caretRangeFromPoint) {
      const range = document.caretRangeFromPoint(x, y);
      if (range) selection.collapse(range.startContainer, range.startOffset);
    }
  }

  /** A translucent preview of dragged text (the selection's runs), following the pointer. */
  beginTextPreview(action) {
    const press = this.textPresses.get(action.p);
    if (press) press.dragged = true;
    const text = this.texts.get(action.c);
    const preview = document.createElement('div');
    preview.className = 'dk-preview dk-text-preview';
    preview.setAttribute('aria-hidden', 'true');
    if (text) {
      const cells = explode(text.runs).slice(action.r[0], action.r[1]);
      for (const run of implode(cells)) preview.appendChild(this.runSpan(run));
    }
    const [, , width, height] = action.f;
    Object.assign(preview.style, { minWidth: `${width}px`, minHeight: `${height}px`, maxWidth: `${Math.max(width, 360)}px` });
    const badge = document.createElement('span');
    badge.className = 'dk-badge';
    badge.hidden = true;
    preview.appendChild(badge);
    this.core.drawing.addPreview(action.p, { element: preview, badge, frame: action.f });
    this.markTextSource(action.p, text && text.element, action.r);
  }

  /** Keeps the dragged text visibly selected in its view while it is dragged, as a native text
   *  drag does: the page's own selection can't show during a drag (user-select is off), so the
   *  range is painted with the CSS Custom Highlight API where the browser has it. */
  markTextSource(pointer, element, range) {
    if (!(window.CSS && CSS.highlights && window.Highlight)) return;
    if (!this.textSources) this.textSources = new Map();  // pointer -> Range
    if (element && range) {
      const dom = document.createRange();
      const [a, ao] = this.domPosition(element, range[0]);
      const [b, bo] = this.domPosition(element, range[1]);
      try { dom.setStart(a, ao); dom.setEnd(b, bo); this.textSources.set(pointer, dom); } catch { /* a stale view */ }
    } else {
      this.textSources.delete(pointer);
    }
    if (this.textSources.size) CSS.highlights.set('dk-drag-source', new Highlight(...this.textSources.values()));
    else CSS.highlights.delete('dk-drag-source');
  }

  /** Applies the engine's edits to a text view's mirror, re-renders it, and re-measures. */
  applyTextChange(action) {
    const text = this.texts.get(action.c);
    if (!text) return;
    let cells = explode(text.runs);
    for (const [[lower, upper], replacement] of action.edits) {
      const inserted = explode(replacement.map(pageRun));
      cells = [...cells.slice(0, lower), ...inserted, ...cells.slice(upper)];
    }
    text.runs = implode(cells);
    this.renderText(action.c);
    if (action.sel) this.setTextSelection(action.c, action.sel);
    this.core.measure();
    this.core.emit('change', { kind: 'text', container: this.core.containers.key(action.c) });
  }

  /** Stores a text commit (the core's `commit` action with `kind: 'text'`): `options.commit({kind: 'text', id, operation, from, to, documents})`,
   *  `documents` being each view's runs as the page now shows them (source and destination). */
  commitText(action) {
    const documents = [];
    for (const id of new Set([action.from, action.to])) {
      const text = this.texts.get(id);
      if (text) documents.push({ container: this.core.containers.key(id), runs: text.runs.map((run) => ({ ...run })) });
    }
    const transfer = {
      kind: 'text', operation: action.op, from: this.core.containers.key(action.from), to: this.core.containers.key(action.to),
      documents,
    };
    // P1: an item's text dropped into a text view names the items it came from.
    if (action.items && action.items.length) transfer.items = action.items.map((id) => this.core.items.key(id));
    this.core.router.store(action.id, transfer);
  }

  /** A text view's `data-dk-attachments` names the item container that takes the items dropped
   *  on it that it has no text from (a photo dropped on a message is attached). */
  linkAttachments() {
    this.core.call((e) => {
      if (!e.textAttachments) return;
      for (const [id, text] of this.texts) {
        const key = text.element.dataset.dkAttachments;
        const strip = key ? this.core.containers.toInt.get(key) : undefined;
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
    this.core.scanner.ensureMeasured();
    let id = containerKey === undefined ? undefined : this.core.containers.toInt.get(containerKey);
    if (containerKey === undefined) {
      const current = this.currentTextSelection();
      id = current ? current.id : this.selectedText;
      if (current) this.core.call((e) => e.textSelection(current.id, current.lower, current.upper));
    }
    if (id === undefined) {
      this.core.router.announce(this.core.strings.nothingToPickUp, false);
      return false;
    }
    if (range && this.texts.has(id)) this.setTextSelection(id, range);
    this.core.run((e) => e.pickUpText(id, modifiers));
    const started = this.core.keyboardDragging();
    const view = this.core.containerElements.get(id);
    if (started && view && view.focus && !view.contains(document.activeElement)) view.focus({ preventScroll: true });
    return started;
  }

  /** The page's text selection, if it is a non-empty range inside one text view:
   *  {container, start, end} (grapheme offsets), else null. */
  textSelection() {
    const current = this.currentTextSelection();
    if (!current || current.lower === current.upper) return null;
    return { container: this.core.containers.key(current.id), start: current.lower, end: current.upper };
  }

  /** The DOM selection as {id, lower, upper} in one text view's offsets, or null. */
  currentTextSelection() {
    const selection = document.getSelection();
    if (!selection || !selection.rangeCount) return null;
    const range = selection.getRangeAt(0);
    const id = this.textIdOf(range.startContainer);
    if (id === undefined || id !== this.textIdOf(range.endContainer)) return null;
    const element = this.texts.get(id).element;
    return {
      id,
      lower: this.textOffset(element, range.startContainer, range.startOffset),
      upper: this.textOffset(element, range.endContainer, range.endOffset),
    };
  }

  /** A text view's runs as the page shows them ({text, font, size, weight, italic, color, link}),
   *  and its plain text; null for containers that aren't text views. */
  text(containerKey) {
    const text = this.texts.get(this.core.containers.toInt.get(containerKey));
    if (!text) return null;
    return { runs: text.runs.map((run) => ({ ...run })), plain: text.runs.map((run) => run.text).join('') };
  }

  // ---------------------------------------------------------------- keyboard text selection (S7)

  /** Arrows, Home and End in a focused text view move its caret; with Shift they select (not
   *  while a drag runs: the keys are the drag's then). */
  onCaretKey(event) {
    if (!CARET_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || this.core.previews.size > 0) return;
    const target = event.target;
    if (target.matches && target.matches('[data-dk-text]')) this.moveCaret(event, target);
  }

  /** A text view that takes focus gets a caret at its start (unless it holds the selection). */
  onFocusIn(event) {
    const view = event.target.matches && event.target.matches('[data-dk-text]') ? event.target : null;
    if (view && !this.selectionIn(view)) {
      const selection = document.getSelection();
      if (selection) selection.collapse(view, 0);
    }
    this.showCaret();
  }

  selectionIn(view) {
    const selection = document.getSelection();
    return !!(selection && selection.rangeCount && view.contains(selection.anchorNode) && view.contains(selection.focusNode));
  }

  /** Arrows move the caret of a focused text view; Shift+arrows extend the selection. */
  moveCaret(event, view) {
    const selection = document.getSelection();
    if (!selection || typeof selection.modify !== 'function') return;
    event.preventDefault();
    if (!this.selectionIn(view)) selection.collapse(view, 0);
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'End';
    const granularity = event.key === 'Home' || event.key === 'End' ? 'lineboundary'
      : event.key === 'ArrowUp' || event.key === 'ArrowDown' ? 'line' : 'character';
    selection.modify(event.shiftKey ? 'extend' : 'move', forward ? 'forward' : 'backward', granularity);
    if (!this.selectionIn(view)) selection.collapse(view, forward ? view.childNodes.length : 0);
    this.showCaret();
  }

  /** Draws a caret where a collapsed selection is in the focused text view (a read-only view
   *  draws none of its own). */
  showCaret() {
    const view = document.activeElement;
    const selection = document.getSelection();
    if (!view || !view.matches || !view.matches('[data-dk-text]') || !selection || !selection.rangeCount
      || !selection.isCollapsed || !this.selectionIn(view) || this.core.previews.size > 0) { this.hideCaret(); return; }
    const range = selection.getRangeAt(0).cloneRange();
    let r = range.getClientRects()[0];
    if (!r) {
      const probe = document.createRange();
      const node = range.startContainer;
      if (node.nodeType === 3 && node.data.length) {
        const at = Math.min(range.startOffset, node.data.length - 1);
        probe.setStart(node, at); probe.setEnd(node, at + 1);
        const box = probe.getClientRects()[0];
        if (box) r = { left: range.startOffset > at ? box.right : box.left, top: box.top, height: box.height };
      }
    }
    if (!r) { const box = view.getBoundingClientRect(); r = { left: box.left + 8, top: box.top + 6, height: 18 }; }
    if (!this.caret) {
      this.caret = document.createElement('div');
      this.caret.className = 'dk-caret';
      this.caret.setAttribute('aria-hidden', 'true');
      document.body.appendChild(this.caret);
    }
    Object.assign(this.caret.style, { left: `${r.left}px`, top: `${r.top}px`, height: `${r.height || 18}px` });
    this.caret.hidden = false;
  }

  hideCaret() {
    if (this.caret) this.caret.hidden = true;
  }
}
