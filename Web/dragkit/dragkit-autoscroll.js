// DragKit web host, plugin `autoscroll` (issue 24): auto-scroll (A1). A drag held near the edge
// of a scrollable container, of the rows that scroll inside one (below a heading), or of the
// window scrolls it; the engine decides when and how far (its edge bands and speeds), the plugin
// tells it what can scroll and carries its `scroll` actions out:
// - each scrollable container's content length and offset (`scrollMetrics`), reported when
//   they change;
// - the part of a container that scrolls, when that is an element inside it
//   (`scrollViewport`), so its edge bands are the rows' edges, not the heading's;
// - the page's own scroller (the document's scrolling element) as a scroll view whose visible
//   frame is the viewport (`addScrollView`), so a drag held at the window's edge scrolls
//   the page;
// - the engine's `scroll` action: the scroller moves to where the engine believes it scrolled
//   (absolute, so the page's rounding never adds up), the core hears that the engine moved its
//   item frames itself (`engineScrolled`), and the gap follows at once (dragkit-gaps.js's
//   `noteAutoScroll`, reached as `kit.feel`: the plugin imports nothing of the core's).
// The plugin owns its state (the scrollers and viewports last reported); the core reaches it
// only through the plugin interface (dragkit-plugins.js: `reset`, `measuring`, `actions`).
// In the core's file (dragkit-plugins.js's BUILT_IN: a page with one list loads one file) and
// made with the engine by default; a page that names its plugins and leaves out 'autoscroll'
// never scrolls during a drag (keyboard drags still bring their drop point into view: the core's
// `reveal`). API.md "Plugins".

/** The app's key of the page's own scroller among the engine's containers. */
const PAGE_SCROLLER = 'dk-page-scroller';

/** Whether `a` and `b`, two frames, are the same to within a hundredth of a pixel. O(1). */
function sameFrame(a, b) {
  return a.every((value, k) => Math.abs(value - b[k]) < 0.01);
}

/** The auto-scroll of one `DragKit`. */
export class AutoScroll {
  #pageEngine; #scrollers; #viewports;  // its own state (#private)

  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'autoscroll';
    this.#scrollers = new Map();  // engine container id -> {element, length, offset, horizontal, believed}
    this.#viewports = new Map();  // engine container id -> its scroller's visible frame last sent
    this.#pageEngine = null;      // the engine instance the page's scroller is registered with
    this.actions = { scroll: (action) => this.scroll(action.c, action.dx, action.dy) };
  }

  /** A scan starts afresh: every scroller is reported again. O(1). */
  reset() { this.#scrollers.clear(); }

  /**
   * Before the core measures its containers and items: reports each scrollable container's
   * metrics and scrolling part, and the page's scroller (`full`: send every viewport again).
   * Returns whether a viewport changed (the engine re-targets). O(containers) when nothing
   * changed.
   */
  measuring(full) {
    const kit = this.kit;
    if (full) this.#viewports.clear();
    return kit.engine.call((e) => {
      let sent = false;
      for (const [id, container] of kit.ids.containerElements) {
        if (container.isConnected) this.#measureScroller(e, id, container, kit.scanner.cachedScrollerOf(container));
      }
      for (const [id, container] of kit.ids.containerElements) {
        if (!kit.ids.isTextView(id) && this.#measureViewport(e, id, container, kit.scanner.cachedScrollerOf(container))) sent = true;
      }
      this.#measurePage(e);
      return sent;
    }) ?? false;
  }

  /** Reports how far container `id`'s content extends and where it is scrolled (A1), when that
   *  changed; a content length that changed inside a scroller that kept its size moved its items
   *  (the core's geometry reads them again). O(1) plus a few layout reads. */
  #measureScroller(e, id, container, element) {
    const horizontal = container.dataset.dkAxis === 'horizontal' || (element && element.scrollWidth > element.clientWidth && element.scrollHeight <= element.clientHeight);
    const scrollable = element && (horizontal ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight);
    const previous = this.#scrollers.get(id);
    if (!scrollable) {
      if (previous) { this.#scrollers.delete(id); e.scrollMetrics(id, -1, 0); }
      return;
    }
    const length = horizontal ? element.scrollWidth : element.scrollHeight;
    const offset = horizontal ? element.scrollLeft : element.scrollTop;
    if (previous?.element === element && previous.length === length) {
      if (previous.offset === offset) return;
      // The engine's own step landed (to within the page's rounding): it knows the offset.
      if (previous.believed !== undefined && Math.abs(previous.believed - offset) < 1) { previous.offset = offset; return; }
    }
    if (previous && previous.length !== length) this.kit.geometry.markStale(id);
    this.#scrollers.set(id, { element, length, offset, horizontal });
    e.scrollMetrics(id, length, offset);
  }

  /**
   * Tells the engine where the part of container `id` that scrolls is, when that is an element
   * inside it (rows below a heading), so its edge bands are the rows' edges (A1): its padding
   * box, clipped like the container's frame; sent only when it changed. Returns whether it sent
   * anything. O(1) plus one rectangle read.
   */
  #measureViewport(e, id, container, scroller) {
    let frame = null;
    if (scroller && scroller !== container && container.isConnected) {
      const seen = this.kit.scanner.visibleFrame(scroller, true);
      if (seen) frame = [seen.left, seen.top, seen.width, seen.height];
    }
    const last = this.#viewports.get(id);
    if (!frame && !last) return false;
    if (frame && last && sameFrame(last, frame)) return false;
    if (frame) { this.#viewports.set(id, frame); e.scrollViewport(id, frame[0], frame[1], frame[2], frame[3]); }
    else { this.#viewports.delete(id); e.scrollViewport(id, 0, 0, -1, -1); }
    return true;
  }

  /**
   * Reports the page's own scroller (the document's scrolling element) to the engine as a scroll
   * view whose visible frame is the viewport, registering it the first time (and after an engine
   * restart), so a drag held at the window's edge scrolls the page. O(1).
   */
  #measurePage(e) {
    const id = this.kit.ids.containers.intern(PAGE_SCROLLER);
    if (this.#pageEngine !== e) {
      this.#pageEngine = e;
      this.#scrollers.delete(id);
      e.addScrollView(id, 0);
    }
    const element = document.scrollingElement || document.documentElement;
    const height = element.clientHeight;
    e.containerFrame(id, 0, 0, element.clientWidth, height);
    const length = element.scrollHeight;
    const offset = element.scrollTop;
    const previous = this.#scrollers.get(id);
    if (length <= height) {
      if (previous) { this.#scrollers.delete(id); e.scrollMetrics(id, -1, 0); }
      return;
    }
    if (previous?.length === length && previous.offset === offset) return;
    this.#scrollers.set(id, { element, length, offset });
    e.scrollMetrics(id, length, offset);
  }

  /** The engine's `scroll` action: scrolls container `id`'s scroller (or the page's) by
   *  (`dx`, `dy`). O(1); O(depth) for a container whose scroller was never reported. */
  scroll(id, dx, dy) {
    const kit = this.kit;
    kit.feel.noteAutoScroll(kit.ids.containerElements.get(id));  // F6: the gap keeps up at once
    const scroller = this.#scrollers.get(id);
    if (scroller?.element.isConnected) {
      const element = scroller.element;
      if (scroller.horizontal === undefined) {
        element.scrollBy(dx, dy);
        scroller.offset = undefined;  // re-reported at the next measure
      } else {
        // To where the engine believes it scrolled (absolute, so the page's rounding of each
        // step never adds up); the engine keeps its own offset while the page is within a pixel.
        const from = scroller.believed ?? (scroller.horizontal ? element.scrollLeft : element.scrollTop);
        const to = from + (scroller.horizontal ? dx : dy);
        if (scroller.horizontal) element.scrollLeft = to; else element.scrollTop = to;
        scroller.believed = to;
      }
      kit.engine.scrolled(id, dx, dy);
      return;
    }
    (kit.drawing.scrollingAncestor(kit.ids.containerElements.get(id)) || window).scrollBy(dx, dy);
  }
}
