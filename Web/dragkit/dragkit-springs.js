// DragKit web host, plugin `springs` (issue 24): spring-loaded controls (S13). An element marked
// `data-dk-spring="<id>"` (a folder, a tab) is a control the engine watches: a drag dwelling on
// it flashes it (class dk-spring-flash, the engine's `springFlash` action), then the engine's
// `spring` action clicks it and the core registers what the app rendered (`rescan`), so the drag
// goes on into what opened. The plugin owns its ids and elements; the core reaches it only
// through the plugin interface (dragkit-plugins.js). Loaded when the page first has such a
// control (API.md "Plugins").

const OFFSCREEN = -1e7;

/** The spring-loaded controls of one `DragKit`. Each hook is O(controls). */
export class SpringControls {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'springs';
    this.ids = new Map();       // data-dk-spring -> engine spring id
    this.elements = new Map();  // engine spring id -> element
    this.next = 1;
    this.actions = {
      springFlash: (action) => this.flash(action.id),
      spring: (action) => this.activate(action.id),
    };
  }

  /** A scan starts afresh: every control is registered again. */
  reset() { this.ids.clear(); this.elements.clear(); this.next = 1; }

  /** Registers the controls new on the page, adopts re-rendered ones and removes those gone. */
  scanned() {
    const seen = new Set();
    for (const element of this.kit.page.root.querySelectorAll('[data-dk-spring]')) {
      const id = this.ids.get(element.dataset.dkSpring);
      if (id === undefined) this.register(element);
      else this.elements.set(id, element);
      seen.add(this.ids.get(element.dataset.dkSpring));
    }
    for (const id of [...this.elements.keys()]) {
      if (!seen.has(id)) { this.elements.delete(id); this.kit.engine.call((e) => e.removeSpringControl(id)); }
    }
  }

  register(element) {
    const id = this.next++;
    this.ids.set(element.dataset.dkSpring, id);
    this.elements.set(id, element);
    const label = element.dataset.dkLabel || element.getAttribute('aria-label') || element.textContent.trim().slice(0, 200);
    const r = element.getBoundingClientRect();
    this.kit.engine.call((e) => e.springControl && e.springControl(id, r.left, r.top, r.width, r.height, label));
  }

  /** Reports every control's frame (off-screen once it left the page). Returns false: the
   *  engine needs no re-targeting for it. */
  measure() {
    this.kit.engine.call((e) => {
      if (!e.springFrame) return;
      for (const [id, element] of this.elements) {
        if (!element.isConnected) { e.springFrame(id, OFFSCREEN, OFFSCREEN, 0, 0); continue; }
        const r = element.getBoundingClientRect();
        e.springFrame(id, r.left, r.top, r.width, r.height);
      }
    });
    return false;
  }

  flash(id) {
    const element = this.elements.get(id);
    if (!element) return;
    element.classList.remove('dk-spring-flash');
    void element.offsetWidth;  // restart the animation
    element.classList.add('dk-spring-flash');
    this.kit.page.later(() => element.classList.remove('dk-spring-flash'), 600);
  }

  /** Opens a spring-loaded control (S13): clicks it, then registers what the app rendered. */
  activate(id) {
    const element = this.elements.get(id);
    if (!element) return;
    element.classList.remove('dk-spring-flash');
    element.click();
    Promise.resolve().then(() => requestAnimationFrame(() => this.kit.scanner.rescan()));
  }
}
