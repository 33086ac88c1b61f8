// DragKit web host: the optional modules, loaded only when a page uses them (issue 24). A page
// with one sortable list loads the core (dragkit.js and what it imports statically) and none of
// these; each comes with a dynamic `import()`, which the bundle (Scripts/build-web.sh, esbuild
// code splitting) turns into a chunk of its own:
//
//   dragkit-catalog.js    the catalogue's reader (issue 23): at `DragKit.load` when the `catalog`
//                         option is given, else at the first `declare()`.
//   dragkit-controlled.js controlled mode (issue 25): at `DragKit.load` when the `controlled`
//                         option is true (the page renders its items; DragKit re-reads them).
//   dragkit-cursor.js     the cursor layer of a mouse or pen drag (F8): when a mouse or pen first
//                         comes over the root (before any press), or at the first cursor to show.
//                         `LazyCursorLayer` below stands in for it until then.
//
// Drags from other apps, the system clipboard and virtual lists are plugins (dragkit-plugins.js),
// and the default confirmation sheet, placeholders and task chips (ui/*.js) the `transfers`
// plugin's (dragkit-transfers-ui.js). The toasts (ui/toasts.js, 0.4 KB gzip) stay in the core:
// an engine restart must be able to say so.

/** What `DragKit.load` waits for besides the engine, given its `options`: `{catalog,
 *  controlled}`, dragkit-catalog.js when the options declare a catalogue and
 *  dragkit-controlled.js when they ask for controlled mode, each else null. */
export async function loadOptional(options) {
  const [catalog, controlled] = await Promise.all([
    options.catalog ? loadCatalog() : null,
    options.controlled === true ? import('./dragkit-controlled.js') : null,
  ]);
  return { catalog, controlled };
}

/** Loads dragkit-catalog.js (the catalogue's reader and its declaration to the engine). */
export function loadCatalog() {
  return import('./dragkit-catalog.js');
}

/**
 * Stands in for `CursorLayer` (dragkit-cursor.js) until it has loaded, with the methods the
 * bridge calls (`show`, `remove`): the cursor last asked for shows when it arrives. O(1).
 */
export class LazyCursorLayer {
  constructor() {
    this.real = null;
    this.loading = null;
    this.wanted = undefined;
  }

  /** Loads dragkit-cursor.js once. */
  load() {
    this.loading ??= import('./dragkit-cursor.js').then(({ CursorLayer }) => {
      if (this.removed) return;
      this.real = new CursorLayer();
      this.real.show(this.wanted);
    });
    return this.loading;
  }

  /** Loads the layer when a mouse or pen first comes over `root`, until `signal` aborts. */
  listen(root, signal) {
    root.addEventListener('pointerover', (event) => { if (event.pointerType !== 'touch') this.load(); }, { once: true, passive: true, signal });
  }

  show(cursor) {
    this.wanted = cursor;
    if (this.real) this.real.show(cursor);
    else if (cursor !== undefined) this.load();
  }

  remove() {
    this.removed = true;
    this.real?.remove();
  }
}
