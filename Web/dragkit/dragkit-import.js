// DragKit web host, plugin `import` (issue 24): drags that come from outside the page (other
// apps, the desktop, another window; S1, S2, A2, A3, P1). API.md "Crossing the page's edge",
// "Into the page", "Plugins". The plugin owns its state (the drag over the page, what its drop
// carried), the document's drag listeners for drags that are not the page's own (a drag of the
// `native` plugin is that plugin's: this one leaves it alone), and the engine's `external`
// action. Loaded with the engine when the page imports drags (`importDrop`); what it reads with
// (dragkit-data.js and the HTML sanitiser, dragkit-sanitize.js) comes with it.
//
// While the drag is over the page only its types can be read (the browser's protected mode):
// they become the engine's type identifiers (dragkit-data.js) and an engine *external session*
// (`externalEnter`), which the drag's `dragover`s move as a pointer does (`pointer`, the
// same pointer id); the engine targets by the accepted types, forbids destinations that take
// none of them, and an operation from another app is a copy (S2). `dropEffect` is copy where the
// engine would take it, none elsewhere (so a refused file never opens in the tab). Leaving the
// page is `externalExit`. At the drop the DataTransfer is read once, with limits
// (`readTransfer`); the release over an accepting destination makes the engine answer an
// `external` action (a placeholder shows, F9), and the page's `importDrop({container, index,
// items}, report)` stores it: `report.progress(bytes)` feeds the placeholder, a resolved promise
// tells the engine it succeeded (the page rendered the new items; the bridge rescans), a
// rejection's message is the failure shown (nothing changed). Into a text view, what the page
// rendered after storing it becomes the view's text (the `text` plugin's `adoptPageText`), shown at once.

import { identifiersOf, readTransfer, RefusedData } from './dragkit-data.js';
import { importStrings } from './strings-import.js';

/** The engine's pointer id for a drag from outside (one at a time, as the browser has). */
export const EXTERNAL_POINTER = 0xfffffff0;
const MOUSE = 0;
const LEAVE_GRACE_MS = 150;

function modifierBits(event) {
  return (event.shiftKey ? 1 : 0) | (event.ctrlKey ? 2 : 0) | (event.altKey ? 4 : 0) | (event.metaKey ? 8 : 0);
}

/** Drags from outside, for one bridge: the `import` plugin. */
export class Imports {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'import';
    this.actions = { external: (action) => this.receive(action) };  // a drop from outside (issue 12)
    this.session = null;    // {x, y, modifiers, time}: an external drag over the page
    this.leaveTimer = undefined;
    this.arrived = null;    // what the last drop carried: {items} or {refusal}, until the engine answers
    this.words = { ...importStrings, ...(kit.page.options.strings || {}) };
  }

  /** Listens for the document's drag events until `signal` aborts; a drag of the page's own
   *  (the `native` plugin's) is not this plugin's. O(1). */
  listen(signal) {
    const theirs = () => this.kit.plugins.get('native')?.inDrag() ?? false;
    document.addEventListener('dragenter', (event) => { if (!theirs()) this.over(event, true); }, { signal });
    document.addEventListener('dragover', (event) => { if (!theirs()) this.over(event, false); }, { signal });
    document.addEventListener('dragleave', (event) => { if (!theirs()) this.leave(event); }, { signal });
    document.addEventListener('drop', (event) => { if (!theirs()) this.drop(event); }, { signal });
  }

  /** Whether drags from outside take part: the page stores them (`importDrop`) and the engine
   *  module has the exports. Otherwise the browser's own handling goes on, as before. */
  supported() {
    return typeof this.kit.page.options.importDrop === 'function' && !!(this.kit.engine.calls && this.kit.engine.calls.externalEnter);
  }

  /** dragenter / dragover of the document, for a drag that is not the page's own. */
  over(event, entering) {
    if (event.defaultPrevented || !event.dataTransfer || !this.supported()) return;
    this.cancelLeave();
    event.preventDefault();  // the page decides; a refused file never replaces the page
    const kit = this.kit;
    const x = event.clientX;
    const y = event.clientY;
    if (entering && x === 0 && y === 0) { event.dataTransfer.dropEffect = 'none'; return; }
    const modifiers = modifierBits(event);
    if (!this.session) {
      const { identifiers, files } = identifiersOf(event.dataTransfer);
      this.session = { x, y, modifiers, time: event.timeStamp };
      kit.engine.run((e) => e.externalEnter(EXTERNAL_POINTER, x, y, modifiers, event.timeStamp, files, identifiers.join('\n')));
    } else if (x !== this.session.x || y !== this.session.y || modifiers !== this.session.modifiers) {
      Object.assign(this.session, { x, y, modifiers, time: Math.max(this.session.time, event.timeStamp) });
      kit.engine.run((e) => e.pointer(1, EXTERNAL_POINTER, MOUSE, x, y, modifiers, this.session.time, 0, 0.5));
    }
    event.dataTransfer.dropEffect = this.accepting() ? 'copy' : 'none';
  }

  /** Whether the engine's external session would take a drop where it is now. O(sessions). */
  accepting() {
    const cursor = this.kit.drags.cursors.get(EXTERNAL_POINTER);
    if (cursor !== undefined) return cursor === 'copy';
    const session = this.kit.commands.sessions().find((s) => s.pointer === EXTERNAL_POINTER);
    return !!session && session.destination !== null && session.operation !== 'forbidden';
  }

  /** dragleave of the document: gone when it leaves the viewport (or no drag event follows). */
  leave(event) {
    if (!this.session || event.relatedTarget) return;
    const x = event.clientX;
    const y = event.clientY;
    this.cancelLeave();
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) { this.exit(event.timeStamp); return; }
    this.leaveTimer = setTimeout(() => { this.leaveTimer = undefined; this.exit(performance.now()); }, LEAVE_GRACE_MS);
  }

  cancelLeave() {
    if (this.leaveTimer !== undefined) clearTimeout(this.leaveTimer);
    this.leaveTimer = undefined;
  }

  /** The drag left the page (or was refused at its release): the session ends, no effect. */
  exit(time) {
    if (!this.session) return;
    const at = Math.max(this.session.time, time);
    this.session = null;
    this.kit.engine.run((e) => e.externalExit(EXTERNAL_POINTER, at));
  }

  /** The drop: reads the data (now or never), then releases the engine's session there. */
  drop(event) {
    if (!this.session || event.defaultPrevented) return;
    this.cancelLeave();
    event.preventDefault();
    const kit = this.kit;
    const session = this.session;
    const x = event.clientX;
    const y = event.clientY;
    try {
      this.arrived = { items: readTransfer(event.dataTransfer, kit.page.options.importLimits, this.words) };
    } catch (error) {
      if (!(error instanceof RefusedData)) console.warn('DragKit: reading a drop', error);
      this.arrived = { refusal: error instanceof RefusedData ? error.message : this.words.refused };
    }
    if (x !== session.x || y !== session.y) kit.engine.run((e) => e.pointer(1, EXTERNAL_POINTER, MOUSE, x, y, session.modifiers, session.time, 0, 0.5));
    this.session = null;
    // The release carries its point (no drag image of the page's: no frame).
    kit.router.releaseAt(undefined, x, y, (e) => e.pointer(2, EXTERNAL_POINTER, MOUSE, x, y, session.modifiers, Math.max(session.time, event.timeStamp), 0, 0));
    this.arrived = null;  // not over an accepting destination: the engine answered nothing
  }

  /**
   * The engine's `external` action ({id, c, i, types}): hands what arrived to the page's
   * `importDrop({container, index, items}, report)` and reports how it went (F9, F7).
   */
  receive(action) {
    const kit = this.kit;
    const arrived = this.arrived;
    this.arrived = null;
    const fail = (reason) => {
      kit.engine.run((e) => e.transferFailed(action.id, reason || this.words.refused));
    };
    if (!arrived) { fail(this.words.nothingReadable); return; }
    if (arrived.refusal) { Promise.resolve().then(() => fail(arrived.refusal)); return; }
    if (!arrived.items.length) { Promise.resolve().then(() => fail(this.words.nothingReadable)); return; }
    if (typeof kit.page.options.importDrop !== 'function') { Promise.resolve().then(() => fail(this.words.refused)); return; }
    const request = { container: kit.ids.containers.key(action.c), index: action.i, items: arrived.items, types: action.types };
    const report = {
      progress: (bytes) => kit.engine.run((e) => e.transferProgress(action.id, Number(bytes) || 0)),
    };
    // Into a text view, the page's rendering of what it stored is the new text (the bridge's
    // mirror knows nothing of it): re-renders meanwhile keep it, and it becomes the view's text.
    const views = kit.plugins.text();  // the `text` plugin (dragkit-text.js), if loaded
    const intoText = kit.ids.isTextView(action.c);
    if (intoText) views.storingFromPage(action.c, true);
    kit.router.storingWhile(Promise.resolve()
      .then(() => kit.page.options.importDrop(request, report))
      .then(
        () => {
          if (intoText) views.adoptPageText(action.c);
          kit.engine.run((e) => e.transferSucceeded(action.id));
          kit.scanner.rescan();  // the page rendered what it stored
          kit.page.emit('drop', { transfer: { kind: 'external', to: request.container, index: request.index, items: request.items } });
        },
        (error) => fail(kit.page.userWords(error, this.words.refused)))
      .finally(() => { if (intoText) views.storingFromPage(action.c, false); }));
  }

  /** Forgets any drag from outside (the bridge's destroy(); the listeners go with its signal). */
  destroy() {
    this.cancelLeave();
    this.session = null;
    this.arrived = null;
  }
}
