// DragKit's scanner (issue 36: the bridge in parts): what the engine knows of the page's content
// and where it is. It declares the app's catalogue (`declare`, again for each new engine
// instance), registers every container and item under the root (`scan`: a fresh engine state)
// or what the page rendered since (`rescan`: drags in progress go on), checks the inner markup
// when the page is idle, and reports the frames the engine needs (`measure`: containers'
// visible frames, items' frames where stale, read when the page is idle after a scan). It owns
// the catalogue read, the frames last sent, and the clipping ancestors and scrollers found per
// container. Internal: the Bridge (dragkit-bridge.js) owns one as `scanner`; its `measure` is
// the Bridge's too, for the parts and plugins.

import { whenIdle } from './dragkit-dom.js';
import { itemsOf, forgetItems } from './dragkit-item-lists.js';
import { gapRoomOf } from './dragkit-gap-shifts.js';
import { OFFSCREEN } from './dragkit-geometry.js';
import { loadCatalog } from './dragkit-optional.js';

/** The page's content registered with the engine, and its frames. `core`: the Bridge, whose
 *  engine calls (`call`, `run`), channel, id maps, elements, registry, input, geometry,
 *  drawing and plugins it uses; `catalogModule`: dragkit-catalog.js when `load` brought it
 *  (the `catalog` option), else undefined (loaded at the first `declare`). */
export class Scanner {
  #catalogModule; #catalogRead; #clipChains; #containerFrames; #innerCheck; #scrollerCache;

  constructor(core, catalogModule) {
    this.core = core;
    this.#catalogModule = catalogModule;
    this.#clipChains = new WeakMap();     // element -> its ancestors that clip overflow
    this.#containerFrames = new Map();    // engine container id -> the frame last sent
    this.#scrollerCache = new Map();      // container element -> the element scrolling its items
  }

  // ---------------------------------------------------------------- the app's catalogue

  /**
   * Declares the app's catalogue (Docs/Catalog.md): its types and their conformance, what each
   * kind of container does, the representations each type of item offers. `catalog` is an
   * object or a JSON string. Declaring starts a fresh engine, so on a loaded host the page's
   * content is registered again under the new catalogue (call it while nothing is dragged).
   * Throws an Error with the engine's message (naming the bad key, or the line and column) when
   * the catalogue is malformed; the previous one then stays. O(size of the catalogue), plus a
   * scan once started.
   */
  declare(catalog) {
    // dragkit-catalog.js comes with `load` when the `catalog` option is given; a page that
    // declares one later waits for it once: then the declaration resolves (or rejects) later.
    if (!this.#catalogModule) return loadCatalog().then((module) => { this.#catalogModule = module; this.declare(catalog); });
    const read = this.#catalogModule.readCatalog(catalog);  // JSON.parse and the schema, here: the wasm has no JSON reader
    this.#catalogModule.declareTo(this.core.channel, read);  // throws with the engine's message
    this.#catalogRead = read;
    if (this.core.started) this.scan();
  }

  /** Declares the catalogue last declared, if any, to a new engine instance (after a restart),
   *  before anything is registered. O(size of the catalogue). */
  redeclare() {
    if (this.#catalogRead) this.#catalogModule.declareTo(this.core.channel, this.#catalogRead);
  }

  // ---------------------------------------------------------------- content registration

  /** Registers every container and item under the root with a fresh engine state. O(n). */
  scan() {
    const core = this.core;
    if (core.destroyed) return;
    core.plugins.each('beforeScan');  // a virtual list's rows leave the DOM (the `virtual` plugin)
    core.geometry.described.clear();  // the lists describe themselves again (afterScan)
    core.call((e) => e.reset());
    core.input.unobserveSizes();
    core.items.clear();
    core.containers.clear();
    core.itemElements.clear();
    core.containerElements.clear();
    core.plugins.each('reset');
    core.selections.clear();
    core.duplicates.clear();
    forgetItems(core);
    const containers = core.root.querySelectorAll('[data-dk-container]');
    for (const element of containers) core.registry.registerContainer(element);
    for (const element of containers) core.registry.registerItems(element, itemsOf(core, element));
    core.plugins.each('afterScan');  // a virtual list registers its items again
    core.plugins.each('scanned');
    core.plugins.loadNeeded(core.root);  // a plugin whose markup the page now has (dragkit-plugins.js)
    // Item frames are read when the page is idle, or at once when the engine asks (a press) or a
    // keyboard drag begins: loading a long list costs no layout reads (issue 11).
    core.geometry.deferred = true;
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
    const core = this.core;
    if (core.options.checkMarkup === false || this.#innerCheck || typeof document.evaluate !== 'function') return;
    this.#innerCheck = true;
    whenIdle(() => {
      this.#innerCheck = false;
      if (core.destroyed) return;
      const found = document.evaluate(".//*[@*[starts-with(name(), 'data-dk-')]]", core.root, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (let k = 0; k < found.snapshotLength; k += 1) {
        const element = found.snapshotItem(k);
        if (element.hasAttribute('data-dk-item') || element.hasAttribute('data-dk-container')) continue;  // checked at registration
        if (!element.closest('.dk-preview, .dk-flock-card')) core.registry.checkMarkup(element);  // not a drag image's copy
      }
    }, 1000);
  }

  /** Reads the deferred item frames when the page is next idle (at the latest after a second).
   *  O(1) now. */
  #measureWhenIdle() {
    whenIdle(() => this.ensureMeasured(), 1000);
  }

  /** Reads the item frames deferred by scan(), if still deferred. O(n) once. */
  ensureMeasured() {
    const core = this.core;
    if (core.destroyed || !core.geometry.deferred) return;
    core.geometry.deferred = false;
    if (this.measure()) core.run((e) => e.layoutChanged());
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
    const core = this.core;
    if (core.destroyed) return;
    const busy = core.previews.size > 0 || core.input.pressing() || core.transfersPlugin()?.busy()
      || core.pendingCommits > 0;
    const outside = new Set(changed || []);
    // A drag image still settling is no obstacle; a drag, or a drop not yet stored, is.
    if (outside.size && (core.pendingCommits > 0 || core.transfersPlugin()?.busy() || core.commands.sessions().length > 0)) {
      throw new Error('DragKit: rescan(changed) was called while a drag or drop is in progress; call it once sessions() is empty and pendingTransfers is 0.');
    }
    forgetItems(core);
    for (const element of core.root.querySelectorAll('[data-dk-container]')) {
      const id = core.containers.toInt.get(element.dataset.dkContainer);
      if (id === undefined) core.registry.registerContainer(element);
      else if (outside.has(element.dataset.dkContainer) && core.isTextView(id)) {
        if (core.containerElements.get(id) !== element) {
          core.input.unobserveSize(core.containerElements.get(id));
          core.containerElements.set(id, element);
          core.input.observeSize(element);
        }
        core.plugins.each('contentChanged', id, element);  // a text view takes the page's text
      } else if (core.containerElements.get(id) !== element) {
        core.input.unobserveSize(core.containerElements.get(id));
        core.containerElements.set(id, element);
        core.input.observeSize(element);
        core.plugins.each('containerReplaced', id, element);  // a text view shows its mirror again
      }
    }
    if (outside.size) core.registry.registerAfresh(outside);
    for (const element of core.root.querySelectorAll('[data-dk-item]')) {
      const id = core.items.toInt.get(element.dataset.dkItem);
      // Unknown, or taken out of the engine when it left the page (a view that showed it was
      // replaced): register it (again).
      if (id === undefined || !core.itemElements.has(id)) {
        const holder = element.parentElement;
        const index = holder ? [...holder.children].filter((c) => c.hasAttribute('data-dk-item')).indexOf(element) : -1;
        core.registry.registerItem(element, index);
      } else if (core.itemElements.get(id) !== element && !core.duplicates.has(element)) {
        const registered = core.itemElements.get(id);
        if (registered.isConnected && core.root.contains(registered)) {
          // Both on the page: a second element with a registered id, not a re-render (issue 34).
          core.duplicates.add(element);
          core.mistake(element, 'data-dk-item', null, { code: 1, earlier: registered });
          continue;
        }
        core.itemElements.set(id, element);
        element.setAttribute('draggable', 'false');
      }
    }
    for (const element of core.duplicates) if (!element.isConnected) core.duplicates.delete(element);
    if (!busy) {
      for (const [id, element] of [...core.itemElements]) {
        if (!element.isConnected) { core.itemElements.delete(id); core.run((e) => e.removeItem(id)); }
      }
    }
    if (!busy) return this.#finishRescan();
    // Items kept while a drag or drop is in progress, but gone from the page: off-screen.
    core.call((e) => {
      for (const [id, element] of core.itemElements) if (!element.isConnected) e.itemFrame(id, OFFSCREEN, OFFSCREEN, 0, 0);
    });
    return this.#finishRescan();
  }

  /** A rescan's end: the selection shown again, the inner markup checked when idle, the plugins
   *  told, every frame measured again. O(containers + items). */
  #finishRescan() {
    const core = this.core;
    for (const [id, items] of core.selections) core.drawing.showSelection(id, items);  // re-rendered items show it again
    this.#checkInnerMarkupWhenIdle();
    core.plugins.each('scanned');
    core.plugins.loadNeeded(core.root);
    this.measure(true);
    core.run((e) => e.layoutChanged());
  }

  // ---------------------------------------------------------------- frames

  /**
   * Reports the frames (viewport coordinates) the engine needs: each container's visible frame
   * when it changed, and the items of each container as ``ItemGeometry`` finds them (read again
   * only where stale; moved without reading the DOM when the whole container moved; nothing when
   * the engine's own auto-scroll already moved them). `full` reads everything again (a scan, a
   * window resize). Returns whether the engine was told anything new. O(containers) when
   * nothing changed.
   */
  measure(full = false) {
    const core = this.core;
    if (full) { core.geometry.forgetAll(); this.#containerFrames.clear(); this.#scrollerCache.clear(); }
    core.geometry.redescribe(full);  // virtual lists, after a resize or a re-render (issue 11)
    // Scrollers first (the `autoscroll` plugin, A1): a content that changed length marks its
    // container's items stale before they are measured.
    let sent = core.plugins.any('measuring', full);
    core.call((e) => {
      for (const [id, element] of core.containerElements) {
        const r = element.isConnected ? this.visibleFrame(element) : null;
        const frame = r ? [r.left, r.top, r.width, r.height - gapRoomOf(element)] : [OFFSCREEN, OFFSCREEN, 0, 0];
        const last = this.#containerFrames.get(id);
        if (last?.every((value, k) => Math.abs(value - frame[k]) < 0.01)) continue;
        this.#containerFrames.set(id, frame);
        e.containerFrame(id, frame[0], frame[1], frame[2], frame[3]);
        sent = true;
      }
      for (const [id, element] of core.containerElements) {
        if (core.isTextView(id)) continue;
        if (core.geometry.measureContainer(e, id, element, this.cachedScrollerOf(element))) sent = true;
      }
    });
    if (core.plugins.any('measure', full)) sent = true;  // text views' lines, spring-loaded controls
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
   * O(clipping ancestors).
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

  /** The element that scrolls a container's items: its data-dk-items or itself, if scrollable.
   *  O(1) plus two computed style reads. */
  #scrollerOf(container) {
    // A text view scrolls itself or, wrapped in a scroll box, its parent (A1).
    const holder = container.hasAttribute('data-dk-text') ? container.parentElement : container.querySelector('[data-dk-items]');
    for (const element of holder ? [container, holder] : [container]) {
      const style = getComputedStyle(element);
      if (/(auto|scroll)/.test(style.overflowY + style.overflowX)) return element;
    }
    return null;
  }
}
