// DragKit web host, plugin `clipboard` (issue 24): Cut, Copy and Paste with the system clipboard
// (S5, S7; issue 12). API.md "Crossing the page's edge", "The clipboard", "Plugins". The plugin
// owns the document's copy, cut and paste listeners and its state (the write on its way, the
// pastes waiting); what reads and writes the clipboard (dragkit-system-clipboard.js, with
// dragkit-data.js and the HTML sanitiser) loads at the first focus inside the root (a copy, cut
// or paste needs a focused item or container), or at the first `copy`/`cut`/`pasteFromSystem`
// call. Loaded with the engine by default; a page that names its plugins without 'clipboard'
// keeps the engine's own Copy and Paste (`DragKit#copy`, `paste`), with nothing written to or
// read from the system clipboard (`pasteFromSystem` resolves to 'nothing').

/**
 * The `clipboard` plugin: stands in for `SystemClipboard` (dragkit-system-clipboard.js) until it
 * has loaded, with the methods the core calls: `listen`, `write`, `pasteFromSystem`,
 * `pending`. The browser's copy, cut and
 * paste events go to the real one; one that comes before it arrived (a script's, right after the
 * first focus) is still served: a copy or cut is made in the engine at once and written to the
 * system clipboard when the module has loaded (best effort, as `copy()`), a paste's data is read
 * at once (it can't be read later) and pasted then. O(1) besides the real one's work.
 */
export class Clipboard {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'clipboard';
    this.real = null;
    this.loading = null;
    /** The last system clipboard write still on its way: a paste reads after it (S7). */
    this.writing = Promise.resolve();
    /** Pastes waiting here for the module or the last write (the real one counts its own). */
    this.waiting = 0;
  }

  /** Pastes not yet done: reading the clipboard, or being stored (`DragKit#snapshot`'s
   *  `pendingTransfers` counts them, so "idle" means a paste has landed too). O(1). */
  pending() {
    return this.waiting + (this.real?.pending ?? 0);
  }

  /** Runs `step` once the module has loaded (and `after` settled), counting it as waiting till then. */
  whenLoaded(step, after = Promise.resolve()) {
    this.waiting += 1;
    const loaded = after.then(() => this.load());
    // The step starts (and the real one counts it) before this count drops; a failed load drops it too.
    loaded.catch(() => { this.waiting -= 1; });
    return loaded.then((real) => {
      try { return step(real); } finally { this.waiting -= 1; }
    });
  }

  /** Loads dragkit-system-clipboard.js once; resolves to the `SystemClipboard`. */
  load() {
    this.loading ??= import('./dragkit-system-clipboard.js').then(({ SystemClipboard }) => {
      this.real = new SystemClipboard(this.kit);
      return this.real;
    });
    return this.loading;
  }

  /** Listens for the browser's copy, cut and paste events, and for the first focus inside the
   *  root (which loads the module), until `signal` aborts. O(1). */
  listen(signal) {
    this.kit.page.root.addEventListener('focusin', () => this.load(), { signal, once: true });
    document.addEventListener('copy', (event) => this.onCopy(event, false), { signal });
    document.addEventListener('cut', (event) => this.onCopy(event, true), { signal });
    document.addEventListener('paste', (event) => this.onPaste(event), { signal });
  }

  onCopy(event, cut) {
    if (this.real) { this.real.onCopy(event, cut); return; }
    const focused = document.activeElement;
    if (event.defaultPrevented || !focused || !focused.matches?.('[data-dk-item]') || !this.kit.page.root.contains(focused)) return;
    const key = focused.dataset.dkItem;
    this.kit.commands.copyInEngine(key, cut);
    this.write(key, cut);
  }

  onPaste(event) {
    if (this.real) { this.real.onPaste(event); return; }
    const data = event.clipboardData;
    if (event.defaultPrevented || !data) return;
    const types = [...data.types];
    const strings = new Map(types.filter((type) => type !== 'Files').map((type) => [type, data.getData(type)]));
    const clipboardData = { types, files: [...data.files], getData: (type) => strings.get(type) ?? '' };
    this.whenLoaded((real) => real.onPaste({ clipboardData, defaultPrevented: false, preventDefault() {} }));
  }

  /** `DragKit#copy`'s system clipboard write (dragkit-system-clipboard.js). */
  write(itemKey, cut) {
    const written = this.load().then((real) => real.write(itemKey, cut));
    this.writing = written.catch(() => {});
    return written;
  }

  /** `DragKit#pasteFromSystem` (dragkit-system-clipboard.js): reads the system clipboard once the last
   *  copy or cut has been written to it, so a paste right after a cut pastes what was cut. */
  pasteFromSystem(containerKey, index, ownPaste) {
    return this.whenLoaded((real) => real.pasteFromSystem(containerKey, index, ownPaste), this.writing);
  }
}
