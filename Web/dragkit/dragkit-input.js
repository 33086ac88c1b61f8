// DragKit's input (issue 36: the bridge in parts): the page's listeners that turn the browser's
// pointer (mouse, touch, pen), keyboard, scroll and resize events into engine calls. It owns
// the input's state: the pointers pressed on the page and their kind (hover or touch), each
// press's last point and adjusted press (axis lock, `adjustPoint`), the click a drag's release
// swallows, the observer of containers' sizes and the frame that re-measures after a scroll or
// resize. Internal: the Bridge (dragkit-bridge.js) owns one as `input`; the `native` plugin calls it
// (`pointAt`, `pressTakenOver`, `pointerEnded`, `lastPointerTime`), the registry `observeSize`.

import { pressStartsDrag } from './dragkit-gestures.js';
import { gapsAfterMeasure } from './dragkit-gaps.js';

/** The engine's key codes (`key`). */
export const KEYS = { Escape: 1, Enter: 2, ' ': 3, Tab: 4, ArrowUp: 5, ArrowDown: 6, ArrowLeft: 7, ArrowRight: 8, Home: 9, End: 10, PageUp: 11, PageDown: 12 };
/** The engine's session id for the keyboard drag (PointerID.keyboard). */
export const KEYBOARD = 4294967295;

const PHASE = { pointerdown: 0, pointermove: 1, pointerup: 2, pointercancel: 3 };
const DEVICE = { mouse: 0, touch: 1, pen: 2 };

function modifierBits(event) {
  return (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);
}

/** The page's input. `core`: the Bridge, whose engine calls (`run`, and its router's `releaseAt`), id maps,
 *  previews, plugins and gestures it uses; `cursorLayer`: the drag cursor's layer
 *  (dragkit-optional.js), which listens with it. `lastPointerTime`: the time stamp of the last
 *  pointer event sent; `layoutFrame`: the animation frame a re-measure waits for, if any (the
 *  gap waits for it too, dragkit-gaps.js). */
export class Input {
  #activePointers; #blockMouseDown; #cursorLayer; #lastEndedByPointer; #lastPoints; #layoutFull;
  #pointerKinds; #presses; #sizeObserver; #suppressClick; #suppressClickTimer;

  constructor(core, cursorLayer) {
    this.core = core;
    this.#cursorLayer = cursorLayer;
    this.#activePointers = new Set();  // the browser's pointer ids pressed on the page
    this.#suppressClick = false;
    this.#pointerKinds = new Map();    // engine pointer id -> 'hover' (mouse, pen) or 'touch'
    this.#lastPoints = new Map();      // engine pointer id -> its last point [x, y] sent, while pressed (F2: the grab offset)
    this.#presses = new Map();         // engine pointer id -> a press whose point is adjusted (axis lock, `adjustPoint`)
  }

  /** Adds the page's listeners (and the cursor layer's, the gestures', the plugins'), removed
   *  when the core's `listening` aborts (destroy()). */
  listen() {
    const core = this.core;
    const root = core.root;
    const signal = core.listening.signal;
    root.addEventListener('pointerdown', (event) => this.#onPointer(event), { signal });
    window.addEventListener('pointermove', (event) => this.#onPointer(event), { passive: true, signal });
    window.addEventListener('pointerup', (event) => this.#onPointer(event), { signal });
    window.addEventListener('pointercancel', (event) => this.#onPointer(event), { signal });
    window.addEventListener('keydown', (event) => this.onKey(event, true), { signal });
    window.addEventListener('keyup', (event) => this.onKey(event, false), { signal });
    window.addEventListener('scroll', () => this.#onLayoutChange(), { capture: true, passive: true, signal });
    window.addEventListener('resize', () => this.#onLayoutChange(true), { signal });
    // Mouse drags of items become the browser's own drags (the `native` plugin,
    // dragkit-native.js); without it, a dragstart on an item or a text view is cancelled here.
    root.addEventListener('dragstart', (event) => {
      const node = event.target;
      const target = node && node.nodeType === 3 ? node.parentElement : node;
      const item = target?.closest?.('[data-dk-item]');
      if (item && target !== item && !pressStartsDrag(target, item)) return;  // text dragged out of a control in an item (issue 25)
      if (!core.plugins.get('native') && target?.closest?.('[data-dk-item], [data-dk-text]')) event.preventDefault();
    }, { signal });
    this.#cursorLayer.listen(root, signal);
    core.gestures.listen(signal);
    core.plugins.each('listen', signal);
    root.addEventListener('mousedown', (event) => {
      if (this.#blockMouseDown) { event.preventDefault(); this.#blockMouseDown = false; }
    }, { capture: true, signal });
    window.addEventListener('click', (event) => {
      if (this.#suppressClick) { event.preventDefault(); event.stopPropagation(); this.#clearSuppressClick(); }
    }, { capture: true, signal });
    // The click that ends a drag follows its release at once; a release that fires none (the
    // element under it moved) must not leave the flag to eat a later click, e.g. on Undo. A new
    // press anywhere is a new gesture: it forgets which pointer's drag ended last too (a mouse
    // drag that was the browser's own ends with `drop`, and no pointerup follows it: the next
    // click's release must not count as that drag's; issue 34).
    window.addEventListener('pointerdown', () => { this.#clearSuppressClick(); this.#lastEndedByPointer = undefined; }, { capture: true, signal });
  }

  #onPointer(event) {
    const core = this.core;
    if (core.plugins.any('swallows', event)) return;  // a native drag's pointer: its drag events drive it
    const phase = PHASE[event.type];
    let itemElement = null;
    if (phase === 0) {
      // Only the primary button drags (F1): a mouse's left button, a finger, a pen's tip. A
      // pen's barrel button (2) is a secondary click and its eraser (5) no drag, as a mouse's
      // right button.
      if (event.button !== 0) return;
      itemElement = event.target.closest?.('[data-dk-item]');
      // A press in a control of the item, or off its handles, is no press on it (issue 25); nor
      // is a press on an element whose id another item holds (a duplicate, issue 34).
      if (itemElement && (!pressStartsDrag(event.target, itemElement) || core.duplicates.has(itemElement))) itemElement = null;
      if (!itemElement) {
        // A press on selected text may start a text drag; anywhere else native selection goes on.
        if (!core.plugins.any('pressed', event)) return;
        event.preventDefault();
        this.#blockMouseDown = true;  // keep the selection: its mousedown would collapse it
      }
      this.#activePointers.add(event.pointerId);
      this.#pointerKinds.set(event.pointerId >>> 0, event.pointerType === 'touch' ? 'touch' : 'hover');
      this.#suppressClick = false;
      // A mouse drag is the browser's own drag (it may leave the page: the `native` plugin).
      if (itemElement) { core.plugins.each('pressedItem', event, itemElement); this.#notePress(event, itemElement); }
    } else if (!this.#activePointers.has(event.pointerId)) {
      return;
    }
    const target = itemElement ? core.items.toInt.get(itemElement.dataset.dkItem) || 0 : 0;
    const device = DEVICE[event.pointerType] ?? 0;
    const pointerId = event.pointerId >>> 0;
    // The pressure lets a pen (or a force-sensing trackpad) pressed hard over a spring-loaded
    // control open it at once, as a force click does (S13). A mouse without force reports 0.5
    // while pressed, below the engine's threshold; touch pressure is left out, as many screens
    // report a constant or meaningless one.
    const pressure = event.pointerType === 'touch' ? 0 : (event.pressure || 0);
    const [x, y] = this.#presses.size ? this.pointAt(pointerId, event.clientX, event.clientY) : [event.clientX, event.clientY];
    const send = (e) => e.pointer(phase, pointerId, device, x, y, modifierBits(event), event.timeStamp, target, pressure);
    this.#lastPoints.set(pointerId, [x, y]);
    if (phase >= 2) core.router.releaseAt(pointerId, x, y, send); else core.run(send);
    this.lastPointerTime = event.timeStamp;
    if (phase >= 2) {
      this.#activePointers.delete(event.pointerId);
      this.pointerEnded(pointerId);
      core.plugins.each('released', event, phase);  // a click in selected text places the caret
    }
    if (phase === 2 && this.#lastEndedByPointer === pointerId) {
      this.#suppressClick = true;
      this.#lastEndedByPointer = undefined;
      clearTimeout(this.#suppressClickTimer);
      this.#suppressClickTimer = setTimeout(() => this.#clearSuppressClick(), 350);
    }
  }

  /** Whether a pointer is pressed on the page (a rescan keeps items that left it). O(1). */
  pressing() { return this.#activePointers.size > 0; }

  /** The press of the browser's `pointerId` is no longer the page's pointer input (the
   *  browser's own drag took it over, dragkit-native.js): a rescan no longer waits for it. O(1). */
  pressTakenOver(pointerId) { this.#activePointers.delete(pointerId); }

  /** The drag or press of the engine's `pointer` ended: its kind (hover or touch) is forgotten
   *  once no cursor shows for it, its adjusted press at once. O(1). */
  pointerEnded(pointer) {
    if (!this.core.cursors.has(pointer)) this.#pointerKinds.delete(pointer);
    this.#presses.delete(pointer);
    this.#lastPoints.delete(pointer);
  }

  /** The drag image of the engine's `pointer` ended: its release's click is swallowed (the
   *  click that follows a drag's release is no click on what it was dropped on). O(1). */
  dragEnded(pointer) { this.#lastEndedByPointer = pointer; }

  /** The kind of the engine's `pointer`, 'hover' (mouse, pen) or 'touch', while known. O(1). */
  kindOf(pointer) { return this.#pointerKinds.get(pointer); }

  /** The last point [x, y] sent for the engine's `pointer` while it is pressed, or undefined
   *  (F2: where the drag image was grabbed). O(1). */
  lastPoint(pointer) { return this.#lastPoints.get(pointer); }

  /** Forgets every pressed pointer (the transient UI is cleared: a restart, destroy()). O(1). */
  clear() { this.#activePointers.clear(); }

  /** A press on the item `item` whose point the engine is to hit-test adjusted: pinned to one
   *  axis where the item or an ancestor says `data-dk-lock-axis`, and through the `adjustPoint`
   *  option when given. Nothing is kept for other presses (the moves then cost one check).
   *  O(depth). */
  #notePress(event, item) {
    const axis = item.closest('[data-dk-lock-axis]')?.getAttribute('data-dk-lock-axis');
    if (!axis && !this.core.options.adjustPoint) return;
    const container = item.parentElement?.closest('[data-dk-container]') || null;
    const key = item.dataset.dkItem;
    const selected = container ? this.core.commands.selection(container.dataset.dkContainer) : [];
    this.#presses.set(event.pointerId >>> 0, {
      axis, start: { x: event.clientX, y: event.clientY }, rect: item.getBoundingClientRect(),
      item, container, items: selected.includes(key) ? selected : [key],
    });  // `adjustPoint`'s argument too, with the point and the pointer
  }

  /**
   * The point the engine hit-tests for the pointer drag of `pointer` at client (x, y): for a
   * press noted by #notePress, the other coordinate pinned to the press's (`data-dk-lock-axis`
   * "vertical" keeps x, "horizontal" y), then `options.adjustPoint({x, y, pointer, start, rect,
   * item, container, items})`'s answer; (x, y) itself for any other pointer. The pointer path
   * and the native drags (dragkit-native.js) ask here; keyboard drags never do. O(1) plus the hook.
   */
  pointAt(pointer, x, y) {
    const press = this.#presses.get(pointer);
    if (!press) return [x, y];
    if (press.axis === 'vertical') x = press.start.x; else if (press.axis === 'horizontal') y = press.start.y;
    const adjust = this.core.options.adjustPoint;
    if (!adjust) return [x, y];
    const point = adjust({ ...press, x, y, pointer });  // {x, y, pointer, start, rect, item, container, items}
    return point ? [point.x, point.y] : [x, y];
  }

  #clearSuppressClick() {
    this.#suppressClick = false;
    clearTimeout(this.#suppressClickTimer);
    this.#suppressClickTimer = undefined;
  }

  onKey(event, isDown) {
    const core = this.core;
    if (isDown && core.gestures.onKey(event)) return;  // selection keys, undo keys (issue 25)
    if (isDown && this.#isTextDragShortcut(event)) {
      // S7: pick up the text selection for a keyboard drag; never typed into the text view.
      event.preventDefault();
      if (!core.previews.has(KEYBOARD)) core.pickUpText();
      return;
    }
    const code = KEYS[event.key] || 0;
    const keyboardDrag = core.previews.has(KEYBOARD);
    // Space or Enter on a focused item (the item element itself) picks it up (S7).
    let target = 0;
    if (isDown && !keyboardDrag && (code === 2 || code === 3)) {
      const focused = document.activeElement;
      if (focused?.matches?.('[data-dk-item]') && core.root.contains(focused) && !core.duplicates.has(focused)) {
        target = core.items.toInt.get(focused.dataset.dkItem) || 0;
      }
    }
    if (core.previews.size === 0 && target === 0) return;
    core.scanner.ensureMeasured();  // a keyboard drag's marker stands at items' frames
    if (isDown && (code === 1 || target !== 0 || (keyboardDrag && code !== 0))) event.preventDefault();
    core.run((e) => e.key(code, isDown ? 1 : 0, modifierBits(event), event.timeStamp, target));
  }

  /** Ctrl+Shift+D, or Cmd+Shift+D (S7), unless the app turned the shortcut off. */
  #isTextDragShortcut(event) {
    return this.core.options.textDragShortcut !== false && event.shiftKey && !event.altKey
      && (event.ctrlKey || event.metaKey) && (event.code === 'KeyD' || (event.key || '').toLowerCase() === 'd');
  }

  /** A container that changes size moves what is in and below it (content arriving, a section
   *  collapsing) without a scroll or resize event: the engine re-measures, so its targets and a
   *  cancelled drag's fly-back follow the items to where they are now (F7). */
  observeSize(element) {
    if (typeof ResizeObserver !== 'function') return;
    if (!this.#sizeObserver) {
      this.#sizeObserver = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const box = entry.target.getBoundingClientRect();
          this.core.geometry.resized(entry.target, box.width, box.height);
        }
        this.#onLayoutChange();
      });
    }
    this.#sizeObserver.observe(element);
  }

  /** `element` (a container replaced by a re-render) is no longer observed. O(1). */
  unobserveSize(element) { this.#sizeObserver?.unobserve(element); }

  /** No container is observed any more (a scan registers them again). O(1). */
  unobserveSizes() { this.#sizeObserver?.disconnect(); }

  /** Something may have moved (a scroll, a resize, content changing size): measures what is
   *  stale at the next frame and lets the engine re-target if anything changed. `full` (a window
   *  resize) reads everything again. */
  #onLayoutChange(full = false) {
    if (full) this.#layoutFull = true;
    if (this.layoutFrame) return;
    this.layoutFrame = requestAnimationFrame(() => {
      this.layoutFrame = undefined;
      const all = this.#layoutFull;
      this.#layoutFull = false;
      const core = this.core;
      if (core.measure(all)) core.run((e) => e.layoutChanged());
      gapsAfterMeasure(core);  // F6: the gap's writes after this frame's reads
    });
  }

  /** Stops the observer, the frame and the timer it started (destroy()). O(1). */
  destroy() {
    this.#sizeObserver?.disconnect();
    if (this.layoutFrame) cancelAnimationFrame(this.layoutFrame);
    this.#clearSuppressClick();
  }
}
