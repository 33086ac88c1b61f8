// DragKit web host, plugin `native` (issue 24): mouse drags as the browser's own drags (native
// HTML5 drag and drop), so a drag can leave the page for another app, another window or the
// desktop (S1, S2, S12, P1), as Pragmatic drag and drop does. Drags that come from outside are
// the `import` plugin's (dragkit-import.js), which leaves a drag of this plugin alone
// (`inDrag`). API.md "Crossing the page's edge" and Internals.md "The design: mouse drags are the
// browser's own drags" tell the whole design. The plugin owns its
// state (the press, the drag, its timers) and its listeners; the core reaches it only through
// the plugin interface (dragkit-plugins.js: `pressedItem`, `released`, `swallows`,
// `awaitsDragStart`). Loaded with the engine by default; a page that names its plugins and
// leaves out 'native' keeps mouse drags inside the page (as `nativeDrags: false`); the core then
// cancels any dragstart on an item or a text view itself.
//
// A mouse drag, step by step:
//  - pointerdown on an item (mouse, primary button) makes that one item `draggable` (only then:
//    no attribute is written at load, issue 11) and goes to the engine as before.
//  - The engine lifts at its 3-point threshold, on the pointermove before the browser's own
//    (4 pixels) fires `dragstart`: `dragstart` is where the drag becomes native. The bridge
//    writes the items' representations into the DataTransfer (dragkit-data.js) and sets the drag
//    image (below). The `pointercancel` the browser sends next is swallowed: the engine's session
//    goes on under the same pointer id. A dragstart with no engine session (the engine did not
//    lift: a container that doesn't drag) is cancelled, and the pointer events go on.
//  - `dragover` (document) feeds the engine what `pointermove` fed it (client coordinates,
//    modifiers, time), calls preventDefault so the page takes the drop, and sets `dropEffect`
//    from the engine's cursor (not-allowed → none, copy → copy, alias → link, else move).
//  - `drop` is the release (a move to its point, then the up).
//  - `dragleave` of the document to outside (no related target and the point outside the
//    viewport, or no drag event for a moment after it) → `pointerLeft`: the engine clears
//    the destination. Back inside, the next dragover re-targets.
//  - `dragend` without an in-page drop: `dropEffect` other than none → delivered to another app
//    (`dragEndedOutside(delivered)`, a copy: nothing changes here, S2); none after the
//    pointer left → not delivered (fly back, F7); none inside, where the bridge had said none →
//    a release on a refusing destination (the engine explains, F7); none inside elsewhere →
//    Escape (cancelled).
//  - A drop target of the page that isn't DragKit's (its handler called preventDefault before
//    the event reached the document) counts as outside: another app inside the page.
// Touch and pen keep the pointer path: a dragstart they cause is cancelled. Text drags (a press
// on selected text) and keyboard drags are unchanged.
//
// The drag image: the browser's own image is a transparent pixel, so inside the page the
// engine's drag image (flock, badge, reshape, F3, F4) is the only one, as before; outside the
// window the system shows its drag cursor only (API.md "The drag image: `nativeDragImage`": why,
// and the option).

// What a drag out writes (dragkit-data.js, with the HTML sanitiser) is not in the core (issue 24):
// it loads when a mouse first moves over the root or presses an item, long before the browser's
// dragstart (which comes after the press and a move of 4 or more pixels). A dragstart before it
// arrived (none has been seen) writes the items' labels as text/plain only.

const TRANSPARENT_GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** The engine's cursor → the dropEffect that shows it (F8). */
const EFFECT = { copy: 'copy', alias: 'link', 'not-allowed': 'none', disappearing: 'move', grabbing: 'move', newWindow: 'copy' };
/** How long after a dragleave with no related target, inside the viewport, the pointer counts as
 *  gone (an iframe, a browser that reports no coordinates), unless a drag event comes first. */
const LEAVE_GRACE_MS = 150;
const MOUSE = 0;

function modifierBits(event) {
  return (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);
}

/** The native drag path of one bridge: the `native` plugin. */
export class NativeDrags {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'native';
    this.press = null;       // {pointerId, pointer, element}: a mouse press that may become a native drag
    this.drag = null;        // the native drag in progress (see onDragStart)
    this.leaveTimer = undefined;
    this.image = null;
    this.data = null;        // dragkit-data.js, once loaded (see loadData)
    this.loadingData = null;
  }

  /** Loads dragkit-data.js once (what a drag out writes). O(1). */
  loadData() {
    this.loadingData ??= import('./dragkit-data.js').then((module) => { this.data = module; });
    return this.loadingData;
  }

  /** Listens for the drag events on the root and the document until `signal` aborts. O(1). */
  listen(signal) {
    const root = this.kit.page.root;
    root.addEventListener('dragstart', (event) => this.onDragStart(event), { signal });
    // The browser's own mousedown follows a real press (not a script's PointerEvent): only then
    // can a native drag start.
    root.addEventListener('mousedown', () => { if (this.press) this.press.armed = true; }, { capture: true, signal });
    window.addEventListener('mousemove', (event) => this.onMouseMove(event), { capture: true, passive: true, signal });
    root.addEventListener('pointerover', (event) => { if (event.pointerType === 'mouse') this.loadData(); }, { once: true, passive: true, signal });
    document.addEventListener('dragenter', (event) => this.onDragOver(event, true), { signal });
    document.addEventListener('dragover', (event) => this.onDragOver(event, false), { signal });
    document.addEventListener('dragleave', (event) => this.onDragLeave(event), { signal });
    document.addEventListener('drop', (event) => this.onDrop(event), { signal });
    document.addEventListener('dragend', (event) => this.onDragEnd(event), { signal });
    if (typeof Image === 'function') {
      this.image = new Image(1, 1);
      this.image.src = TRANSPARENT_GIF;
    }
  }

  /** A press on an item (pointerdown, primary button): a mouse's may now start a native drag,
   *  unless the page keeps its drags inside (`nativeDrags: false`: then it runs on pointer
   *  events, as touch does). O(1). */
  pressedItem(event, element) {
    if (event.pointerType !== 'mouse' || this.kit.page.options.nativeDrags === false) return;
    this.forgetPress();
    if (this.drag) return;
    this.loadData();
    this.press = { pointerId: event.pointerId, pointer: event.pointerId >>> 0, element, armed: false, x: event.clientX, y: event.clientY };
    element.draggable = true;
  }

  /** The press ended on the pointer path (no native drag): the item is no longer draggable. */
  released(event) {
    if (this.press && this.press.pointerId === event.pointerId && !this.drag) this.forgetPress();
  }

  forgetPress() {
    if (this.press && (!this.drag || this.drag.element !== this.press.element)) this.press.element.removeAttribute('draggable');
    this.press = null;
  }

  /** Whether the pointer event belongs to a native drag (the browser's pointercancel after
   *  dragstart, anything else of that pointer until dragend): the bridge then ignores it. */
  swallows(event) {
    return !!this.drag && event.type !== 'pointerdown' && (event.pointerId >>> 0) === this.drag.pointer;
  }

  /**
   * Whether the press of `pointer` may still become a native drag: the browser hit-tests the
   * press's point for the element to drag at its first move, so the bridge's cursor layer must
   * not cover it yet (dragkit-cursor.js). It shows once `dragstart` has decided. O(1).
   */
  awaitsDragStart(pointer) {
    return !!this.press && this.press.armed && this.press.pointer === pointer && !this.drag;
  }

  /** A browser fires `dragstart` in the task of the mouse move that passes its threshold (4 to
   *  8 pixels). A press that moved further with no dragstart by the next task stays on the
   *  pointer path (a browser or driver that starts no native drag): the cursor layer shows. */
  onMouseMove(event) {
    const press = this.press;
    if (!press || !press.armed || this.drag) return;
    if (Math.abs(event.clientX - press.x) + Math.abs(event.clientY - press.y) <= 12) return;
    setTimeout(() => {
      if (this.press !== press || !press.armed || this.drag) return;
      press.armed = false;
      this.kit.drawing.showCursorLayer();
    }, 0);
  }

  /** Whether a native drag of the page's own is in progress (its drag events are this
   *  plugin's, not the `import` plugin's). O(1). */
  inDrag() { return !!this.drag; }

  /** Whether a native drag of the engine's pointer `pointer` is in progress. */
  isNative(pointer) { return !!this.drag && this.drag.pointer === pointer; }

  onDragStart(event) {
    const node = event.target;
    const target = node && node.nodeType === 3 ? node.parentElement : node;
    if (!target || !target.closest) return;
    const item = target.closest('[data-dk-item]');
    if (!item && !target.closest('[data-dk-text]')) return;  // the page's own draggables go on
    if (item && target !== item && !this.kit.input.pressStartsDrag(target, item)) return;  // a control's text in an item (issue 25)
    const press = this.press;
    const kit = this.kit;
    // Only a mouse press on this item, which the engine lifted, becomes native; anything else
    // (touch, pen, a text view, an item that doesn't drag) stays on the pointer path.
    if (press) press.armed = false;  // decided: the cursor layer may show (below, or on the pointer path)
    if (!item || !press || press.element !== item || this.drag
      || !kit.drags.previews.has(press.pointer) || !event.dataTransfer) {
      event.preventDefault();
      kit.drawing.showCursorLayer();
      return;
    }
    const pointer = press.pointer;
    const session = kit.commands.sessions().find((s) => s.pointer === pointer);
    const itemKeys = session ? session.items.filter((key) => key !== undefined) : [item.dataset.dkItem];
    this.drag = {
      pointer, element: press.element, x: NaN, y: NaN, modifiers: modifierBits(event),
      time: Math.max(event.timeStamp, kit.input.lastPointerTime || 0),
      effect: 'move', outside: false, dropped: false, elsewhere: false, ended: false,
    };
    kit.input.pressTakenOver(press.pointerId);
    const transfer = event.dataTransfer;
    transfer.effectAllowed = 'all';
    const labelOf = (key) => kit.ids.labelOf(key);
    const data = this.data;
    if (data) {
      const representations = data.representationsOf(itemKeys, kit.page.options.exportItem, labelOf);
      const operation = (event.altKey || session?.operation === 'copy') ? 'copy' : 'move';
      const manifest = data.manifestOf(itemKeys, (key) => kit.ids.itemElements.get(kit.ids.items.toInt.get(key)),
        () => session?.source ?? null, operation, labelOf);
      data.writeRepresentations(transfer, representations, manifest);
    } else {
      transfer.setData('text/plain', itemKeys.map(labelOf).join('\n'));  // dragkit-data.js not here yet
    }
    this.setDragImage(transfer, itemKeys);
    // dragend goes to the element the drag started on, even when a re-render took it out of the
    // page (then the document never hears it).
    press.element.addEventListener('dragend', (end) => this.onDragEnd(end), { once: true });
    kit.drawing.showCursorLayer();
  }

  /** The browser's drag image (API.md "The drag image: `nativeDragImage`"): `nativeDragImage`
   *  'none' (default, a transparent pixel), 'item' (the browser's picture of the pressed item), or a function
   *  `(itemIds) => ({element, x, y})`. */
  setDragImage(transfer, itemKeys) {
    const choice = this.kit.page.options.nativeDragImage ?? 'none';
    try {
      if (typeof choice === 'function') {
        const image = choice(itemKeys);
        if (image && image.element) transfer.setDragImage(image.element, image.x || 0, image.y || 0);
      } else if (choice !== 'item' && this.image) {
        transfer.setDragImage(this.image, 0, 0);
      }
    } catch (error) {
      console.warn('DragKit: drag image', error);
    }
  }

  /** dragenter and dragover of the document. */
  onDragOver(event, entering) {
    const drag = this.drag;
    if (!drag) return;  // not the page's own drag (the `import` plugin's, if any)
    this.cancelLeave();
    if (event.defaultPrevented) {  // another drop target of the page took it: outside DragKit
      this.leave(event.timeStamp);
      return;
    }
    event.preventDefault();
    if (entering && event.clientX === 0 && event.clientY === 0) return;  // some browsers' enter: no point
    drag.outside = false;
    this.move(event);
    const effect = EFFECT[this.kit.drags.cursors.get(drag.pointer)] ?? 'none';
    drag.effect = effect;
    if (event.dataTransfer) event.dataTransfer.dropEffect = effect;
  }

  /** Feeds the engine the pointer's position, as a pointermove would. O(1) plus the engine. */
  move(event) {
    const drag = this.drag;
    const [x, y] = this.kit.input.pointAt(drag.pointer, event.clientX, event.clientY);  // axis lock, `adjustPoint`
    const modifiers = modifierBits(event);
    if (x === drag.x && y === drag.y && modifiers === drag.modifiers) return;
    drag.x = x; drag.y = y; drag.modifiers = modifiers;
    drag.time = Math.max(drag.time, event.timeStamp);
    this.kit.engine.run((e) => e.pointer(1, drag.pointer, MOUSE, x, y, modifiers, drag.time, 0, 0.5));
  }

  onDragLeave(event) {
    if (!this.drag) return;
    if (event.relatedTarget) return;  // from one element of the page to another
    const x = event.clientX;
    const y = event.clientY;
    const outside = x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight;
    this.cancelLeave();
    if (outside) { this.leave(event.timeStamp); return; }
    // Inside the viewport: a release on a refusing place (dragend follows at once), an iframe,
    // or a browser without coordinates. Gone unless a drag event follows soon.
    this.leaveTimer = setTimeout(() => { this.leaveTimer = undefined; this.leave(performance.now()); }, LEAVE_GRACE_MS);
  }

  cancelLeave() {
    if (this.leaveTimer !== undefined) clearTimeout(this.leaveTimer);
    this.leaveTimer = undefined;
  }

  /** The pointer left the app (the window, or for a drop target that isn't DragKit's). Once
   *  until it comes back. */
  leave(time) {
    const drag = this.drag;
    if (!drag || drag.outside) return;
    drag.outside = true;
    drag.time = Math.max(drag.time, time);
    drag.x = NaN;  // the next move inside is new
    const kit = this.kit;
    kit.engine.run((e) => {
      if (e.pointerLeft) e.pointerLeft(drag.pointer, drag.time);
      else e.pointer(1, drag.pointer, MOUSE, -1e6, -1e6, drag.modifiers, drag.time, 0, 0.5);  // older engines: nowhere
    });
  }

  onDrop(event) {
    const drag = this.drag;
    if (!drag) return;
    this.cancelLeave();
    if (event.defaultPrevented) { drag.elsewhere = true; return; }  // a drop target that isn't DragKit's
    event.preventDefault();
    drag.dropped = true;
    drag.outside = false;
    this.move(event);
    this.release(drag.x, drag.y);  // the point as adjusted (`move`)
  }

  /** The release at (x, y), as a pointerup there. */
  release(x, y) {
    const drag = this.drag;
    // Its point and its drag image's frame go with the drop (`transfer.point`, `transfer.frame`).
    this.kit.router.releaseAt(drag.pointer, x, y, (e) => e.pointer(2, drag.pointer, MOUSE, x, y, drag.modifiers, drag.time, 0, 0));
  }

  onDragEnd(event) {
    const drag = this.drag;
    if (!drag || drag.ended) return;
    drag.ended = true;
    this.cancelLeave();
    const kit = this.kit;
    const effect = event.dataTransfer ? event.dataTransfer.dropEffect : 'none';
    drag.time = Math.max(drag.time, event.timeStamp);
    if (!drag.dropped) {
      if (effect !== 'none' || drag.elsewhere) {
        // Delivered to another app (or a drop target of the page that isn't DragKit's): a copy,
        // nothing changes here (S2).
        kit.engine.run((e) => (e.dragEndedOutside
          ? e.dragEndedOutside(drag.pointer, 1, drag.time)
          : e.pointer(3, drag.pointer, MOUSE, drag.x || 0, drag.y || 0, 0, drag.time, 0, 0)));
      } else if (drag.outside) {
        kit.engine.run((e) => (e.dragEndedOutside
          ? e.dragEndedOutside(drag.pointer, 0, drag.time)
          : e.pointer(3, drag.pointer, MOUSE, 0, 0, 0, drag.time, 0, 0)));
      } else if (drag.effect === 'none' && Number.isFinite(drag.x)) {
        this.release(drag.x, drag.y);  // released where the engine refuses: it says why (F7)
      } else {
        kit.engine.run((e) => e.pointer(3, drag.pointer, MOUSE, drag.x || 0, drag.y || 0, 0, drag.time, 0, 0));  // Escape
      }
    }
    this.drag = null;
    drag.element.removeAttribute('draggable');
    if (this.press && this.press.element === drag.element) this.press = null;
    kit.input.pointerEnded(drag.pointer);
    kit.drawing.showCursorLayer();
  }

  /** Forgets any drag (the bridge's destroy()). */
  destroy() {
    this.cancelLeave();
    this.drag?.element.removeAttribute('draggable');
    this.forgetPress();
    this.drag = null;
  }
}
