// DragKit web host: forwards browser input to the DragKit engine (Swift compiled to
// WebAssembly) and applies the engine's output to the DOM. It knows nothing about any app:
// apps mark their markup with data attributes and hand the host two functions, one that stores
// a drop and one that re-renders stored content after an engine restart.
//
// Markup contract (stable; see README "Test contract"):
//   data-dk-container="<id>"   a destination/source. Optional: data-dk-label, data-dk-accepts
//                              ("type type"), data-dk-cross-operation="move", data-dk-axis=
//                              "horizontal", data-dk-drop="false", data-dk-drag="false".
//   data-dk-items              (inside a container, optional) the element that holds its items.
//   data-dk-item="<id>"        a draggable item. Optional: data-dk-type, data-dk-label.
//                              Give it tabindex="0" so that Space or Enter on it starts a
//                              keyboard drag (arrows, Tab, Space/Enter, Escape; S7).
//   #dk-announcer              aria-live region for announcements (created if missing).

const PHASE = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
const DEVICE = { mouse: 0, touch: 1, pen: 2 };
const KEYS = { Escape: 1, Enter: 2, ' ': 3, Tab: 4, ArrowUp: 5, ArrowDown: 6, ArrowLeft: 7, ArrowRight: 8 };
/** The engine's session id for the keyboard drag (PointerID.keyboard). */
const KEYBOARD = 4294967295;
const CURSOR_CLASSES = ['grabbing', 'copy', 'alias', 'not-allowed', 'disappearing'];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function modifierBits(event) {
  return (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);
}

/** Two-way map between the app's string ids and the engine's small integers. */
class IdMap {
  constructor() { this.toInt = new Map(); this.toKey = new Map(); this.next = 1; }
  intern(key) {
    let value = this.toInt.get(key);
    if (value === undefined) { value = this.next++; this.toInt.set(key, value); this.toKey.set(value, key); }
    return value;
  }
  bind(key, value) { this.toInt.set(key, value); this.toKey.set(value, key); this.next = Math.max(this.next, value + 1); }
  key(value) { return this.toKey.get(value); }
  clear() { this.toInt.clear(); this.toKey.clear(); this.next = 1; }
}

export class DragKitHost {
  /**
   * Loads the engine and attaches to `root`.
   * @param {object} options
   * @param {string} options.wasmURL  where dragkit.wasm is served.
   * @param {Element} [options.root]  the element whose containers and items take part.
   * @param {(transfer: object) => Promise<void>} options.commit  stores a drop; rejects with an
   *   Error whose message says why it failed. `transfer` = {operation, items, from, to, index, copies,
   *   indices}; `operation` is 'move', 'copy', or 'delete' (undo removing copies: `items` leave `from`).
   *   `indices` gives each item's final index (an undone move may scatter them).
   * @param {(question: object) => (boolean|Promise<boolean>)} [options.confirm]  answers a question
   *   about a drop that can't be undone (default: `window.confirm`).
   * @param {() => (void|Promise<void>)} [options.restoreContent]  re-renders stored content; called
   *   after the engine crashed and was restarted.
   * @param {(original: Element, newId: string) => Element} [options.cloneItem]  makes the element
   *   for a copy (default: a deep clone with the new id).
   */
  static async load(options) {
    const response = await fetch(options.wasmURL);
    if (!response.ok) throw new Error(`Could not load the drag engine (${response.status})`);
    const module = await WebAssembly.compile(await response.arrayBuffer());
    const host = new DragKitHost(module, options);
    host.start();
    return host;
  }

  constructor(module, options) {
    this.module = module;
    this.options = options;
    this.root = options.root || document.body;
    this.items = new IdMap();
    this.containers = new IdMap();
    this.itemElements = new Map();       // engine item id -> element
    this.containerElements = new Map();  // engine container id -> element
    this.previews = new Map();           // pointer -> {element, badge}
    this.marks = new Map();              // pointer -> {container, marker}
    this.cursors = new Map();            // pointer -> css cursor name
    this.timers = new Set();
    this.activePointers = new Set();
    this.pendingCommits = 0;
    this.placeholders = new Map();       // transfer id -> placeholder element (F9)
    this.restarts = 0;
    this.consoleLine = [];
    this.suppressClick = false;
    this.announcer = document.getElementById('dk-announcer') || this.makeAnnouncer();
  }

  // ---------------------------------------------------------------- engine lifecycle

  instantiate() {
    const instance = new WebAssembly.Instance(this.module, {
      env: { dk_console: (byte) => this.consoleByte(byte) },
    });
    this.wasm = instance.exports;
  }

  start() {
    this.instantiate();
    this.scan();
    this.listen();
  }

  /** Calls into the engine; a trap is reported and the engine restarted from stored content. */
  call(fn) {
    try {
      return fn(this.wasm);
    } catch (error) {
      this.recover(error);
      return undefined;
    }
  }

  async recover(error) {
    this.restarts += 1;
    console.error('DragKit engine stopped unexpectedly and is being restarted:', error);
    this.showToast('The drag engine stopped unexpectedly and was restarted. Your content is safe.', 'error');
    this.clearTransientUI();
    this.instantiate();
    if (this.options.restoreContent) await this.options.restoreContent();
    this.scan();
  }

  /** Test hook: makes the engine trap, to prove recovery. */
  crashForTesting() { this.call((w) => w.dk_trap()); }

  consoleByte(byte) {
    if (byte === 10) { console.log(decoder.decode(new Uint8Array(this.consoleLine))); this.consoleLine = []; }
    else this.consoleLine.push(byte);
  }

  // ---------------------------------------------------------------- content registration

  /** Registers every container and item under the root with a fresh engine state. */
  scan() {
    this.call((w) => w.dk_reset());
    this.items.clear();
    this.containers.clear();
    this.itemElements.clear();
    this.containerElements.clear();
    for (const element of this.root.querySelectorAll('[data-dk-container]')) this.registerContainer(element);
    for (const element of this.root.querySelectorAll('[data-dk-item]')) this.registerItem(element);
    this.measure();
  }

  registerContainer(element) {
    const id = this.containers.intern(element.dataset.dkContainer);
    const data = element.dataset;
    const flags = (data.dkDrop === 'false' ? 0 : 1) | (data.dkDrag === 'false' ? 0 : 2)
      | (data.dkAxis === 'horizontal' ? 4 : 0) | (data.dkCrossOperation === 'move' ? 8 : 0);
    const label = data.dkLabel || element.getAttribute('aria-label') || data.dkContainer;
    const [labelLength, typesLength] = this.writeScratch(label, data.dkAccepts || '');
    const status = this.call((w) => w.dk_add_container(id, flags, labelLength, typesLength));
    if (status) console.warn(`DragKit: container ${data.dkContainer} not registered (code ${status})`);
    this.containerElements.set(id, element);
  }

  registerItem(element) {
    const containerElement = element.parentElement && element.parentElement.closest('[data-dk-container]');
    if (!containerElement) return;
    const id = this.items.intern(element.dataset.dkItem);
    const container = this.containers.intern(containerElement.dataset.dkContainer);
    const label = element.dataset.dkLabel || element.textContent.trim().slice(0, 200);
    const [labelLength, typeLength] = this.writeScratch(label, element.dataset.dkType || '');
    const status = this.call((w) => w.dk_add_item(id, container, -1, labelLength, typeLength));
    if (status) console.warn(`DragKit: item ${element.dataset.dkItem} not registered (code ${status})`);
    this.itemElements.set(id, element);
    element.setAttribute('draggable', 'false');
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

  /** Measures every container and item and reports the frames (viewport coordinates). */
  measure() {
    this.call((w) => {
      for (const [id, element] of this.containerElements) {
        const r = element.getBoundingClientRect();
        w.dk_container_frame(id, r.left, r.top, r.width, r.height);
      }
      for (const [id, element] of this.itemElements) {
        if (!element.isConnected) continue;
        const r = element.getBoundingClientRect();
        w.dk_item_frame(id, r.left, r.top, r.width, r.height);
      }
    });
  }

  // ---------------------------------------------------------------- input

  listen() {
    const root = this.root;
    root.addEventListener('pointerdown', (event) => this.onPointer(event));
    window.addEventListener('pointermove', (event) => this.onPointer(event), { passive: true });
    window.addEventListener('pointerup', (event) => this.onPointer(event));
    window.addEventListener('pointercancel', (event) => this.onPointer(event));
    window.addEventListener('keydown', (event) => this.onKey(event, true));
    window.addEventListener('keyup', (event) => this.onKey(event, false));
    window.addEventListener('scroll', () => this.onLayoutChange(), { capture: true, passive: true });
    window.addEventListener('resize', () => this.onLayoutChange());
    root.addEventListener('dragstart', (event) => {
      if (event.target.closest && event.target.closest('[data-dk-item]')) event.preventDefault();
    });
    window.addEventListener('click', (event) => {
      if (this.suppressClick) { event.preventDefault(); event.stopPropagation(); this.suppressClick = false; }
    }, { capture: true });
  }

  onPointer(event) {
    const phase = PHASE[event.type];
    if (phase === 0) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const itemElement = event.target.closest && event.target.closest('[data-dk-item]');
      if (!itemElement) return;
      this.activePointers.add(event.pointerId);
      this.suppressClick = false;
    } else if (!this.activePointers.has(event.pointerId)) {
      return;
    }
    const target = phase === 0 ? this.items.toInt.get(event.target.closest('[data-dk-item]').dataset.dkItem) || 0 : 0;
    const device = DEVICE[event.pointerType] ?? 0;
    const pointerId = event.pointerId >>> 0;
    this.run((w) => w.dk_pointer(phase, pointerId, device, event.clientX, event.clientY,
      modifierBits(event), event.timeStamp, target));
    if (phase >= 2) this.activePointers.delete(event.pointerId);
    if (phase === 2 && this.lastEndedByPointer === pointerId) {
      this.suppressClick = true;
      this.lastEndedByPointer = undefined;
    }
  }

  onKey(event, isDown) {
    const code = KEYS[event.key] || 0;
    const keyboardDrag = this.previews.has(KEYBOARD);
    // Space or Enter on a focused item (the item element itself) picks it up (S7).
    let target = 0;
    if (isDown && !keyboardDrag && (code === 2 || code === 3)) {
      const focused = document.activeElement;
      if (focused && focused.matches && focused.matches('[data-dk-item]') && this.root.contains(focused)) {
        target = this.items.toInt.get(focused.dataset.dkItem) || 0;
      }
    }
    if (this.previews.size === 0 && target === 0) return;
    if (isDown && (code === 1 || target !== 0 || (keyboardDrag && code !== 0))) event.preventDefault();
    this.run((w) => w.dk_key(code, isDown ? 1 : 0, modifierBits(event), event.timeStamp, target));
  }

  onLayoutChange() {
    if (this.layoutFrame) return;
    this.layoutFrame = requestAnimationFrame(() => {
      this.layoutFrame = undefined;
      this.measure();
      this.run((w) => w.dk_layout_changed());
    });
  }

  // ---------------------------------------------------------------- output

  /** Calls the engine and applies the actions it returns. */
  run(fn) {
    const actions = this.call((w) => { fn(w); return this.readOutput(w); });
    if (actions) this.apply(actions);
  }

  readOutput(w) {
    const pointer = w.dk_output_pointer();
    const length = w.dk_output_length();
    if (!length) return null;
    return JSON.parse(decoder.decode(new Uint8Array(w.memory.buffer, pointer, length)));
  }

  apply(actions) {
    for (const action of actions) {
      switch (action.t) {
        case 'tick': this.scheduleTick(action.at); break;
        case 'measure': this.measure(); break;
        case 'scroll': this.scrollContainer(action.c, action.dx, action.dy); break;
        case 'begin': this.beginPreview(action.p, action.items, action.f); break;
        case 'move': this.movePreview(action.p, action.f); break;
        case 'end': this.endPreview(action); break;
        case 'lifted': this.setLifted(action.items, action.on); break;
        case 'mark': this.markDestination(action); break;
        case 'cursor': this.setCursor(action.p, action.v); break;
        case 'badge': this.setBadge(action.p, action.n, action.s); break;
        case 'say': this.announce(action.text, action.assertive); break;
        case 'change': this.applyChange(action.steps); break;
        case 'commit': this.commit(action); break;
        case 'fail': this.showToast(action.text, 'error'); break;
        case 'select': this.setSelection(action.c, action.items); break;
        case 'add': case 'flock': case 'reshape': case 'activate': break;  // shown by the preview as is
        case 'reveal': this.revealDropPoint(action.c, action.f); break;
        case 'load': this.load(action); break;
        case 'ph': this.insertPlaceholder(action); break;
        case 'progress': this.showProgress(action); break;
        case 'unph': this.removePlaceholder(action.id); break;
        case 'task': this.startTask(action); break;
        case 'taskState': break;  // announced by the engine; hosts may show it too
        case 'confirm': this.askConfirmation(action); break;
        default: console.warn('DragKit: unknown action', action);
      }
    }
  }

  scheduleTick(at) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.run((w) => w.dk_tick(performance.now()));
    }, Math.max(0, at - performance.now()));
    this.timers.add(timer);
  }

  /** Scrolls the nearest scrolling ancestor of a container (or the page) so that `frame`, a
   *  keyboard drag's insertion marker in client coordinates, is in view with a margin (S7). */
  revealDropPoint(containerId, frame) {
    const [x, y, width, height] = frame;
    const margin = 24;
    const delta = (low, high, min, max) =>
      low < min + margin ? low - min - margin : (high > max - margin ? high - max + margin : 0);
    let element = this.containerElements.get(containerId);
    while (element && element !== document.body) {
      const style = getComputedStyle(element);
      const scrollable = /(auto|scroll)/.test(style.overflowY + style.overflowX)
        && (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
      if (scrollable) {
        const r = element.getBoundingClientRect();
        element.scrollBy(delta(x, x + width, r.left, r.right), delta(y, y + height, r.top, r.bottom));
        return;
      }
      element = element.parentElement;
    }
    window.scrollBy(delta(x, x + width, 0, window.innerWidth), delta(y, y + height, 0, window.innerHeight));
  }

  scrollContainer(containerId, dx, dy) {
    let element = this.containerElements.get(containerId);
    while (element && element !== document.body) {
      const style = getComputedStyle(element);
      const scrollable = /(auto|scroll)/.test(style.overflowY + style.overflowX)
        && (element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth);
      if (scrollable) { element.scrollBy(dx, dy); return; }
      element = element.parentElement;
    }
    window.scrollBy(dx, dy);
  }

  beginPreview(pointer, itemIds, frame) {
    const preview = document.createElement('div');
    preview.className = 'dk-preview';
    preview.setAttribute('aria-hidden', 'true');
    const first = this.itemElements.get(itemIds[0]);
    if (first) {
      const clone = first.cloneNode(true);
      clone.removeAttribute('data-dk-item');
      clone.removeAttribute('id');
      clone.classList.remove('dk-lifted');
      preview.appendChild(clone);
    }
    Object.assign(preview.style, { width: `${frame[2]}px`, height: `${frame[3]}px` });
    const badge = document.createElement('span');
    badge.className = 'dk-badge';
    badge.hidden = true;
    preview.appendChild(badge);
    document.body.appendChild(preview);
    this.previews.set(pointer, { element: preview, badge, frame });
    this.movePreview(pointer, frame);
  }

  movePreview(pointer, frame) {
    const preview = this.previews.get(pointer);
    if (!preview) return;
    preview.frame = frame;
    preview.element.style.transform = `translate3d(${frame[0]}px, ${frame[1]}px, 0)`;
  }

  endPreview(action) {
    const preview = this.previews.get(action.p);
    if (!preview) return;
    this.previews.delete(action.p);
    this.lastEndedByPointer = action.p;
    // After a keyboard drop, focus follows the dropped item (or its copy) so the next key acts on it.
    if (action.p === KEYBOARD && action.how === 'settle') {
      const dropped = this.itemElements.get(action.items[0]);
      if (dropped && dropped.focus) dropped.focus({ preventScroll: true });
    }
    const element = preview.element;
    const from = preview.frame;
    let to = null;
    let keyframes;
    if (action.how === 'settle') {
      const target = this.itemElements.get(action.items[0]);
      if (target) { const r = target.getBoundingClientRect(); to = [r.left, r.top]; }
    } else if (action.how === 'flyBack') {
      to = [action.f[0], action.f[1]];
    }
    if (to) {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0)`, opacity: 0.9 },
        { transform: `translate3d(${to[0]}px, ${to[1]}px, 0)`, opacity: action.how === 'settle' ? 0.4 : 0.8 },
      ];
    } else {
      keyframes = [
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1)`, opacity: 0.9 },
        { transform: `translate3d(${from[0]}px, ${from[1]}px, 0) scale(1.35)`, opacity: 0 },
      ];
    }
    element.classList.add(`dk-preview-${action.how}`);
    const duration = action.how === 'flyBack' ? 300 : 200;
    if (element.animate) {
      const animation = element.animate(keyframes, { duration, easing: 'cubic-bezier(.2,.8,.2,1)', fill: 'forwards' });
      animation.onfinish = () => element.remove();
      setTimeout(() => element.remove(), duration + 200);
    } else {
      element.remove();
    }
  }

  /** Marks exactly `itemIds` as selected among the container's items (A5). */
  setSelection(containerId, itemIds) {
    const container = this.containerElements.get(containerId);
    if (!container) return;
    const chosen = new Set(itemIds);
    for (const [id, element] of this.itemElements) {
      if (!container.contains(element)) continue;
      element.classList.toggle('dk-selected', chosen.has(id));
    }
  }

  setLifted(itemIds, lifted) {
    for (const id of itemIds) {
      const element = this.itemElements.get(id);
      if (element) element.classList.toggle('dk-lifted', lifted);
    }
  }

  markDestination(action) {
    const previous = this.marks.get(action.p);
    if (previous) {
      previous.container?.classList.remove('dk-highlight');
      previous.container?.removeAttribute('data-dk-over');
      previous.marker?.remove();
      this.marks.delete(action.p);
    }
    if (action.c === null || action.c === undefined) return;
    const container = this.containerElements.get(action.c);
    if (!container) return;
    if (action.hl) container.classList.add('dk-highlight');
    container.setAttribute('data-dk-over', String(action.i));
    const marker = document.createElement('div');
    marker.className = 'dk-insertion-marker';
    marker.setAttribute('aria-hidden', 'true');
    const [x, y, width, height] = action.f;
    Object.assign(marker.style, { left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px` });
    document.body.appendChild(marker);
    this.marks.set(action.p, { container, marker });
  }

  setCursor(pointer, cursor) {
    if (cursor === 'auto') this.cursors.delete(pointer); else this.cursors.set(pointer, cursor);
    const html = document.documentElement;
    for (const name of CURSOR_CLASSES) html.classList.remove(`dk-cursor-${name}`);
    const shown = [...this.cursors.values()].pop();
    if (shown) html.classList.add(`dk-cursor-${shown}`);
    html.classList.toggle('dk-dragging', this.cursors.size > 0);
  }

  setBadge(pointer, count, symbol) {
    const preview = this.previews.get(pointer);
    if (!preview) return;
    const badge = preview.badge;
    if (count === null || count === undefined) { badge.hidden = true; return; }
    badge.hidden = false;
    badge.dataset.symbol = symbol;
    badge.textContent = symbol === 'forbidden' ? '⃠' : symbol === 'copy' ? (count > 1 ? `+${count}` : '+') : String(count);
    badge.setAttribute('data-count', String(count));
  }

  announce(text, assertive) {
    const region = this.announcer;
    region.setAttribute('aria-live', assertive ? 'assertive' : 'polite');
    region.textContent = '';
    region.textContent = text;
    region.dataset.last = text;
  }

  applyChange(steps) {
    const detached = new Map();
    for (const step of steps) {
      const [kind, a, b, c] = step;
      if (kind === 'remove') {
        const element = this.itemElements.get(a);
        if (element) { element.remove(); detached.set(a, element); }
      } else if (kind === 'insert') {
        const element = detached.get(a) || this.itemElements.get(a);
        const container = this.containerElements.get(b);
        if (!element || !container) continue;
        detached.delete(a);
        this.insertElement(element, container, c);
      } else if (kind === 'dup') {
        const original = this.itemElements.get(a);
        if (!original) continue;
        const newKey = this.makeItemKey();
        const copy = this.options.cloneItem ? this.options.cloneItem(original, newKey) : original.cloneNode(true);
        copy.dataset.dkItem = newKey;
        copy.classList.remove('dk-lifted');
        this.items.bind(newKey, b);
        this.itemElements.set(b, copy);
        detached.set(b, copy);
      } else if (kind === 'delete') {
        const element = detached.get(a) || this.itemElements.get(a);
        if (element) element.remove();
        detached.delete(a);
        this.itemElements.delete(a);
      }
    }
    this.measure();
  }

  insertElement(element, container, index) {
    const holder = container.querySelector('[data-dk-items]') || container;
    const siblings = [...holder.children].filter((child) => child.hasAttribute('data-dk-item'));
    const before = siblings[index];
    if (before) holder.insertBefore(element, before);
    else if (siblings.length) siblings[siblings.length - 1].after(element);
    else holder.appendChild(element);
  }

  makeItemKey() {
    const random = Math.floor(Math.random() * 0xffffffff).toString(36);
    return `c${Date.now().toString(36)}${random}`.slice(0, 64);
  }

  commit(action) {
    const transfer = {
      operation: action.op,
      items: action.items.map((id) => this.items.key(id)),
      from: this.containers.key(action.from),
      to: this.containers.key(action.to),
      index: action.index,
      copies: action.copies.map((id) => this.items.key(id)),
      indices: action.at,
    };
    this.pendingCommits += 1;
    Promise.resolve()
      .then(() => this.options.commit(transfer))
      .then(
        () => this.run((w) => w.dk_transfer_succeeded(action.id)),
        (error) => {
          const reason = (error && error.message) || 'the change could not be saved';
          const [length] = this.writeScratch(reason);
          this.run((w) => w.dk_transfer_failed(action.id, length));
        })
      .finally(() => { this.pendingCommits -= 1; });
  }

  // ---------------------------------------------------------------- slow transfers and tasks

  /// Loads one representation with `options.load({transfer, item, type, fields}, report)`,
  /// where `report.progress(bytes)` (bytes of this item so far), then a resolved or rejected
  /// promise, answer the engine. The transfer completes when all its items have loaded.
  /// Without a loader the data counts as already here.
  load(action) {
    const id = action.id;
    if (!this.loads) this.loads = new Map();  // transfer id -> {pending, bytes: Map(item -> bytes)}
    const state = this.loads.get(id) || { pending: 0, bytes: new Map() };
    state.pending += 1;
    this.loads.set(id, state);
    const total = () => [...state.bytes.values()].reduce((sum, value) => sum + value, 0);
    const report = {
      progress: (bytes) => {
        state.bytes.set(action.item, bytes);
        this.run((w) => w.dk_transfer_progress(id, total()));
      },
    };
    const request = { transfer: id, item: this.items.key(action.item), type: action.type, fields: action.fields };
    Promise.resolve()
      .then(() => this.options.load ? this.options.load(request, report) : undefined)
      .then(
        () => {
          state.pending -= 1;
          if (state.pending > 0) return;
          this.loads.delete(id);
          if (this.placeholders.has(id)) this.run((w) => w.dk_transfer_loaded(id));
        },
        (error) => {
          this.loads.delete(id);
          if (!this.placeholders.has(id)) return;
          const [length] = this.writeScratch((error && error.message) || 'the content could not be loaded');
          this.run((w) => w.dk_transfer_failed(id, length));
        });
  }

  insertPlaceholder(action) {
    const container = this.containerElements.get(action.c);
    if (!container) return;
    const element = document.createElement('div');
    element.className = 'dk-placeholder';
    element.setAttribute('role', 'progressbar');
    element.setAttribute('aria-label', action.label);
    element.setAttribute('aria-valuemin', '0');
    element.setAttribute('aria-valuemax', '100');
    element.textContent = action.label;
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.addEventListener('click', () => this.run((w) => w.dk_transfer_cancel(action.id)));
    element.appendChild(cancel);
    this.insertElement(element, container, action.i);
    this.placeholders.set(action.id, element);
  }

  showProgress(action) {
    const element = this.placeholders.get(action.id);
    if (!element) return;
    const percent = action.total > 0 ? Math.round((action.done / action.total) * 100) : 0;
    element.setAttribute('aria-valuenow', String(percent));
    element.style.setProperty('--dk-progress', `${percent}%`);
  }

  removePlaceholder(id) {
    this.placeholders.get(id)?.remove();
    this.placeholders.delete(id);
  }

  /// Runs a task with `options.startTask({task, container, items}, report)`; `report.progress(f)`
  /// with f from 0 to 1, then a resolved or rejected promise. Without a runner it finishes at once.
  startTask(action) {
    const id = action.id;
    const report = { progress: (fraction) => this.run((w) => w.dk_task_progress(id, fraction)) };
    const request = { task: id, container: this.containers.key(action.c), items: action.items.map((i) => this.items.key(i)) };
    Promise.resolve()
      .then(() => this.options.startTask ? this.options.startTask(request, report) : undefined)
      .then(
        () => this.run((w) => w.dk_task_finished(id)),
        (error) => {
          const [length] = this.writeScratch((error && error.message) || 'the task failed');
          this.run((w) => w.dk_task_failed(id, length));
        });
  }

  /**
   * Asks about a drop that can't be undone (S11): `options.confirm({style, text, to, items})`
   * resolving to true/false, or `window.confirm` by default. `style` is 'before' (nothing
   * changed yet) or 'after' (shown; confirming posts it, declining takes it back).
   */
  askConfirmation(action) {
    const question = {
      style: action.style,
      text: action.text,
      to: this.containers.key(action.c),
      items: action.items.map((id) => this.items.key(id)),
    };
    Promise.resolve()
      .then(() => (this.options.confirm ? this.options.confirm(question) : window.confirm(action.text)))
      .then((ok) => ok, () => false)
      .then((ok) => this.run((w) => w.dk_answer_confirmation(action.id, ok ? 1 : 0)));
  }

  // ---------------------------------------------------------------- menu commands (S7, S10)

  /** Undo the last drop, paste or move (S10). */
  undo() { this.run((w) => w.dk_undo()); }

  /** Redo the last undone change (S10). */
  redo() { this.run((w) => w.dk_redo()); }

  /** Copy (or, with `cut`, Cut) the item with this key (S7). */
  copy(itemKey, cut = false) {
    const id = this.items.toInt.get(itemKey);
    if (id !== undefined) this.run((w) => w.dk_copy(id, cut ? 1 : 0));
  }

  /** Paste into the container with this key, at `index` (the end when omitted) (S7). */
  paste(containerKey, index = -1) {
    const id = this.containers.toInt.get(containerKey);
    if (id !== undefined) this.run((w) => w.dk_paste(id, index));
  }

  /** "Move to…": moves the item into the container at `index` (the end when omitted) (S7). */
  moveTo(itemKey, containerKey, index = -1) {
    const item = this.items.toInt.get(itemKey);
    const container = this.containers.toInt.get(containerKey);
    if (item !== undefined && container !== undefined) this.run((w) => w.dk_move_to(item, container, index));
  }

  /** The Edit menu's state: {canUndo, undo, canRedo, redo, paste}. */
  history() {
    return this.call((w) => { w.dk_history(); return this.readOutput(w); }) ?? null;
  }

  // ---------------------------------------------------------------- UI helpers

  makeAnnouncer() {
    const region = document.createElement('div');
    region.id = 'dk-announcer';
    region.className = 'dk-visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
    document.body.appendChild(region);
    return region;
  }

  showToast(text, kind = 'info') {
    let toast = document.getElementById('dk-toast');
    if (!toast) {
      toast = document.createElement('div');
      toast.id = 'dk-toast';
      toast.setAttribute('role', 'alert');
      document.body.appendChild(toast);
    }
    toast.className = `dk-toast dk-toast-${kind}`;
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => { toast.hidden = true; }, 8000);
  }

  clearTransientUI() {
    for (const element of this.placeholders.values()) element.remove();
    this.placeholders.clear();
    for (const { element } of this.previews.values()) element.remove();
    this.previews.clear();
    for (const { container, marker } of this.marks.values()) {
      container?.classList.remove('dk-highlight');
      marker?.remove();
    }
    this.marks.clear();
    this.cursors.clear();
    this.setCursor(-1, 'auto');
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.activePointers.clear();
    for (const element of this.root.querySelectorAll('.dk-lifted')) element.classList.remove('dk-lifted');
  }

  // ---------------------------------------------------------------- inspection

  /** The drags in progress, with the app's string ids. */
  sessions() {
    const sessions = this.call((w) => { w.dk_sessions(); return this.readOutput(w); });
    if (!sessions) return [];
    return sessions.map((s) => ({
      pointer: s.pointer,
      phase: s.phase,
      items: s.items.map((id) => this.items.key(id)),
      source: this.containers.key(s.source),
      destination: s.destination === null ? null : this.containers.key(s.destination),
      index: s.index ?? null,
      operation: s.operation,
      cursor: s.cursor,
      badge: s.badge,
    }));
  }
}
