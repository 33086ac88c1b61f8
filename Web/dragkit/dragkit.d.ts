// Types of DragKit's web package for adopters (issue 24): the public API of dragkit.js (the class
// `DragKit`, its load options, methods, events, snapshot and the shapes that cross the page's
// edge) and of the optional UI factories. Documented in API.md beside this file, whose tables
// these declarations follow (Tests/Browser/test_docs_api.py checks it names each of them);
// `tsc --noEmit --strict` checks them against the examples in the test command (Scripts/test.sh,
// Web/examples/tsconfig.json). The bundle carries the same declarations as build/dragkit.min.d.ts
// (Scripts/build-web.sh). Requirement IDs: Docs/Requirements.md.

/** An item operation. */
export type Operation = 'move' | 'copy';

/** A point in client (viewport) coordinates. */
export interface Point { x: number; y: number }

/** A frame in client (viewport) coordinates. */
export interface Frame { x: number; y: number; width: number; height: number }

/** A styled run of a text view's text. */
export interface TextRun {
  text: string;
  font?: string;
  size?: number;
  weight?: number;
  italic?: boolean;
  /** 0xRRGGBB */
  color?: number;
  link?: string | null;
}

/** An item a drop created (a clipping from dropped text, P1). */
export interface CreatedItem { id: string; type: string; label: string; text?: string }

/** A drop, paste, move, undo or redo of items, as `commit` stores it (every field below
 *  without `?` always arrives; issue 34 checked each against what the bridge hands over). */
export interface ItemsTransfer {
  kind: 'items';
  /** 'delete': undoing copies, the `items` leave `from`. 'link': a container kind whose
   *  `crossOperation` is 'link' (Docs/Catalog.md) took them, as copies do. */
  operation: Operation | 'link' | 'delete';
  items: string[];
  /** The source container (for 'delete', the container the copies leave). */
  from: string;
  to: string;
  index: number;
  /** The ids of copies a copy made, in `items`' order. Empty for a move, but for a slow move
   *  whose items' source went away while they loaded: the items re-created from what was
   *  dropped, after the moved ones; undoing that move lists them here to take out of `from`. */
  copies: string[];
  /** Each item's final index (an undone move may scatter them). */
  indices: number[];
  /** The representations negotiated for the destination (A2), richest first; may be empty. */
  types: string[];
  /** The fields the destination's kind requests (A3, `requestedFields` in the catalogue), in
   *  order; empty when it requests none. */
  fields: string[];
  /** A pointer drop: the release point (F2, F6). */
  point?: Point;
  /** A pointer drop: its drag image's frame at the release. */
  frame?: Frame;
  /** An undo or redo (S10). */
  history?: 'undo' | 'redo';
  /** Data loaded at a slow drop, by item id (S14, F9). */
  loaded?: Record<string, unknown>;
  created?: CreatedItem[];
}

/** Where a copy `cloneItem` draws goes: the destination container's id and the copy's index
 *  there, the original's container and id. */
export interface CloneTarget {
  container: string | null;
  index: number;
  from: string | null;
  item: string | null;
}

/** What `adjustPoint` is handed: the point (client coordinates), after any axis lock. */
export interface AdjustPointRequest {
  x: number;
  y: number;
  /** The drag's pointer (a `Session`'s `pointer`). */
  pointer: number;
  /** Where the press was. */
  start: Point;
  /** The pressed item's frame at the press (the drag image starts there and moves with the
   *  point: at (x, y) its left is `rect.left + x - start.x`). */
  rect: DOMRect;
  /** The pressed item. */
  item: Element;
  /** Its container's element. */
  container: Element | null;
  /** The keys of the items dragged (the selection when the pressed item is selected). */
  items: string[];
  /** The press's `data-dk-lock-axis`, if any (already applied to x and y). */
  axis?: string;
}

/** What `applyTo` makes of entries: each optional. */
export interface ApplyToOptions<T> {
  /** An entry's item id (default: the entry itself, or its `id`). */
  id?(entry: T): string;
  /** A copy of `entry` under `newId` (default: `newId`, or `{...entry, id: newId}`). */
  copy?(entry: T, newId: string): T;
  /** An item a drop created (a clipping; default: the `created` object itself). */
  create?(created: CreatedItem): T;
}

/** A text drop between text views (S6). */
export interface TextTransfer {
  kind: 'text';
  operation: Operation;
  from: string;
  to: string;
  documents: { container: string; runs: TextRun[] }[];
  items?: string[];
  history?: 'undo' | 'redo';
}

/** What `commit` is handed. */
export type Transfer = ItemsTransfer | TextTransfer;

/** What a drop or paste from outside the page brought (`importDrop`), richest first. */
export interface ImportedItem {
  type: string;
  text?: string;
  html?: string;
  url?: string;
  file?: File;
  name?: string;
  size?: number;
  json?: { origin: string; page: string; items: { id: string; type: string; container: string | null }[]; operation: Operation };
}

/** A drop from outside, as the `drop` event reports it after `importDrop` stored it. */
export interface ExternalTransfer {
  kind: 'external';
  to: string;
  index: number;
  items: ImportedItem[];
}

/** One representation of an item for drags out of the page and the clipboard (`exportItem`):
 *  a string (`data`) or a file (`url`, downloaded where it is dropped). */
export type Representation =
  | { type: string; data: string }
  | { type: string; name: string; url: string; size?: number };

/** A question about a drop that can't be undone (S11). */
export interface Question {
  id: number;
  style: 'before' | 'after';
  text: string;
  to?: string;
  items?: string[];
}

/** How a slow load or a task reports progress. */
export interface Report { progress(amount: number): void }

/** `load`'s request: one representation of one item at a slow drop (S14, F9, A3). */
export interface LoadRequest {
  transfer: number;
  item: string;
  type: string;
  /** The fields the destination's kind requests (A3), in order. */
  fields: string[];
  onProgress(bytes: number): void;
}

/** `startTask`'s request: a task a drop started (F10). */
export interface TaskRequest {
  task: number;
  container: string;
  items: string[];
  onProgress(fraction: number): void;
}

/** `importDrop`'s request. */
export interface ImportRequest { container: string; index: number; items: ImportedItem[] }

/** Limits on what a drop or paste from outside may carry (defaults in dragkit-data.js). */
export interface ImportLimits {
  maxTextLength?: number;
  maxHTMLLength?: number;
  maxFiles?: number;
  maxFileBytes?: number;
  maxTotalBytes?: number;
}

/** The optional UI's parts (API.md "The optional UI"). */
export interface ConfirmUI { ask(question: Question): Promise<boolean>; destroy?(): void }
export interface ToastsUI { show(text: string, kind: 'error' | 'info' | string): void; strings?: { restarted?: string; stopped?: string }; destroy?(): void }
export interface PlaceholderRequest {
  id: number;
  label: string;
  items: string[] | null;
  container: Element;
  holder: Element;
  /** Positioned by the page, not inserted among the items: over a text view (under it), and in a
   *  virtual list or tree (at the landing row, which it follows as the rows scroll). */
  floating: boolean;
  cancel(): void;
}
export interface PlaceholdersUI {
  create(request: PlaceholderRequest): Element | null;
  progress(element: Element, progress: { done: number; total: number; each?: number[] }): void;
  remove(element: Element): void;
  destroy?(): void;
}
export interface TasksUI {
  start(task: { id: number; label: string | null }): object | null;
  title(chip: object, text: string): void;
  update(chip: object, task: { state: 'running' | 'finished' | 'failed'; fraction: number; why?: string }): void;
  destroy?(): void;
}

/** What a `commit` may reject with: an Error whose message is the reason shown in the failure
 *  sentence, and optionally `outcome`, the sentence that ends it instead of the engine's "It is
 *  back where it was." (the page knows the items are elsewhere now, F7). */
export interface CommitError extends Error {
  outcome?: string;
}

/** `DragKit.load`'s options (API.md "`DragKit.load(options)`"). */
export interface LoadOptions {
  /** Where dragkit.wasm (or the items-only dragkit-items.wasm) is served (default: `dragkit.wasm`
   *  beside the module, `new URL('./dragkit.wasm', import.meta.url)`; issue 35). */
  wasmURL?: string | URL;
  /** The element whose containers and items take part (default: document.body). */
  root?: Element;
  /** Stores a drop, paste, move, undo or redo; rejects with an Error saying why it failed
   *  (its `outcome`, a sentence such as "It is now in Errands.", replaces the engine's "It is
   *  back where it was."; `CommitError`); 'unchanged' when it changes nothing stored (no undo
   *  step, S10). */
  commit(transfer: Transfer): void | 'unchanged' | Promise<void | 'unchanged'>;
  confirm?(question: Question): boolean | Promise<boolean>;
  load?(request: LoadRequest, report: Report): unknown;
  startTask?(request: TaskRequest, report: Report): void | Promise<void>;
  restoreContent?(): void | Promise<void>;
  /** The element for a copy (default: a deep clone); `where` says where it goes (issue 34). */
  cloneItem?(original: Element, newId: string, where: CloneTarget): Element;
  convertItem?(original: Element | null, created: CreatedItem): Element;
  fontFamily?(name: string): string;
  /** false turns Ctrl/Cmd+Shift+D off. */
  textDragShortcut?: boolean;
  /** Issue 25, S8: 'built-in' (default) selects on click (Ctrl/Cmd-click toggles, Shift-click
   *  selects a range, a click on a container's empty space clears it), on a touch tap (toggles),
   *  and with keys on a focused item (Shift+arrows extend, Ctrl/Cmd+Space toggles, Ctrl/Cmd+A
   *  selects all, Escape clears); 'app' leaves selection to the page (`select()`). */
  selection?: 'built-in' | 'app';
  /** Issue 25, S10: false turns off Ctrl/Cmd+Z (undo), Shift+Ctrl/Cmd+Z and Ctrl+Y (redo). On by
   *  default, they act while the focus is in the root or on the body, not in a text field, select
   *  or contenteditable (nor a dialog), and not during a drag. */
  undoKeys?: boolean;
  /** Each part the app's own, null for none, or left out for the default. */
  ui?: { confirm?: ConfirmUI | null; toasts?: ToastsUI | null; placeholders?: PlaceholdersUI | null; tasks?: TasksUI | null };
  /** The bridge's own words (strings.js). */
  strings?: Record<string, string | ((...args: any[]) => string)>;
  /** The catalogue (JSON text or object) declared before the first scan. */
  catalog?: string | object;
  /** The announcer's language (BCP 47; default: the page's lang). */
  lang?: string;
  exportItem?(itemId: string): Representation[] | null | undefined;
  importDrop?(drop: ImportRequest, report: Report): Promise<void>;
  importLimits?: ImportLimits;
  openInNewWindow?(itemIds: string[]): void;
  /** The browser's own drag image of a native mouse drag (what other apps and the system show
   *  once the drag leaves the page): 'none' (default, a transparent pixel: in the page DragKit
   *  draws its image, see `dragImage`), 'item' (the browser's picture of the pressed item), or a
   *  function returning an element (in the document) and the grab offset. */
  nativeDragImage?: 'none' | 'item' | ((itemIds: string[]) => { element: Element; x?: number; y?: number } | null);
  /** Draws the page's drag image yourself (like dnd-kit's DragOverlay), for pointer, touch,
   *  keyboard and in-page native mouse drags (issue 25, F2). Called once as a drag begins with
   *  the dragged items' ids and `{pointer, keyboard, element}` (the pointer's id, whether the
   *  keyboard drags, the first item's element); return a new element to show, or null for DragKit's default (a copy
   *  of the item with its computed look). DragKit puts it in a box the item's size where the
   *  default would be, moves it the same way, adds its badge (and the flock's cards of a group
   *  drag) and removes it after the drop or cancel. Keep it decoration: it is inert and
   *  aria-hidden; the announcer speaks for it. */
  dragImage?: (itemIds: string[], context: { pointer: number; keyboard: boolean; element: Element | null }) => Element | null;
  /** false keeps mouse drags inside the page (pointer events, as touch and pen). */
  nativeDrags?: boolean;
  /** Controlled mode (issue 25): DragKit never inserts, moves, removes or clones item elements.
   *  `commit` (drops, undo, redo alike) is where the page changes its own lists
   *  (`kit.applyTo(lists, transfer)`) and renders them at once (React's `flushSync`), before
   *  storing them; a commit that throws leaves the page's lists as they were (rendered again). DragKit re-reads the page after each render (a MutationObserver
   *  on `root`): re-rendered elements, reused or new, are adopted by their `data-dk-item`. The gap,
   *  the marker and the drag image work as ever; `cloneItem` and `convertItem` are not called;
   *  virtual lists draw their own rows and aren't controlled. */
  controlled?: boolean;
  /** Adjusts the point the engine hit-tests (and the drag image follows) during a pointer or
   *  native drag, after `data-dk-lock-axis` pinned it: snap to a grid, restrict to the container.
   *  Called at every move of such a drag (keyboard drags never); return the point to use. */
  adjustPoint?(point: AdjustPointRequest): Point;
  /** Test-only, not for apps: adds `crashForTesting()` to the instance. */
  testHooks?: boolean;
  /** false turns off the check of each container's and item's `data-dk-*` attributes at
   *  registration (issue 25; on by default, O(attributes) per element, about 4 ms per 10,000
   *  items): an unknown name or value is a console error and a `failure` {kind: 'markup'}, once
   *  per element. */
  checkMarkup?: boolean;
  /** The plugins to load with the engine (API.md "Plugins"): names of default plugins, or
   *  plugin classes imported from the bundle (`build/dragkit-text.min.js` …); only these run.
   *  Left out: every default plugin, each loaded when the page needs it (`access`,
   *  `autoscroll`, `native` and `clipboard` with the engine, `import` with `importDrop`,
   *  `virtual` at the first `virtualList()`). A page with one sortable list needs
   *  `['access', 'autoscroll']` (or, never loading the table of default plugins, the classes
   *  `[Accessibility, AutoScroll]`); items marked `data-dk-opens-window` need `windows`;
   *  `importDrop` needs `import` (drops from other apps) and
   *  `clipboard` (pastes); `virtualList()` needs `virtual`; `virtualTree()` needs `virtual`
   *  and `trees`. */
  plugins?: ReadonlyArray<PluginName | PluginClass>;
}

/** The default plugins (API.md "Plugins"): listbox semantics and roving tab stops (`access`),
 *  auto-scroll (`autoscroll`), mouse drags as the browser's own, out of the page (`native`),
 *  Cut, Copy and Paste with the system clipboard (`clipboard`), drags from other apps
 *  (`import`), virtual lists (`virtual`), text views (`text`), spring-loaded controls
 *  (`springs`), slow drops and tasks (`transfers`), the flock and reshape of the drag image
 *  (`flock`), drops on empty space that open a new window and the drag image's cue (`windows`,
 *  P3). */
export type PluginName = 'access' | 'autoscroll' | 'native' | 'clipboard' | 'import' | 'virtual' | 'text' | 'springs' | 'trees' | 'transfers' | 'flock' | 'windows';

/** A plugin: made with a `PluginContext` (`new Plugin(context)`); its hooks are Internals.md
 *  "Plugins: how they are built". */
export interface Plugin {
  readonly name: string;
  /** The engine's actions this plugin draws, by kind (`t`): each handler gets its kind's action. */
  actions?: { [Kind in WireAction['t']]?: (action: Extract<WireAction, { t: Kind }>) => void };
  /** The engine's actions of one call are about to be applied. */
  applying?(actions: WireAction[]): void;
  /** One of them was an announcement, said as `text`. */
  said?(text: string): void;
  /** The engine heard how the commit `id` went (the page's `commit` settled). */
  stored?(id: number): void;
  /** Adds the plugin's listeners, removed when `signal` aborts (`destroy()`). */
  listen?(signal: AbortSignal): void;
  /** A scan starts afresh: forget what was registered in the engine. */
  reset?(): void;
  /** Registers container `element` (engine id `id`) if the plugin owns it; true if it did. */
  claimContainer?(element: HTMLElement, id: number, flags: number, label: string): boolean;
  /** A re-render replaced known container `id`'s element. */
  containerReplaced?(id: number, element: HTMLElement): void;
  beforeScan?(): void;
  afterScan?(): void;
  /** After a scan or rescan registered the page's containers and items. */
  scanned?(busy: boolean): void;
  /** After the engine's change steps were applied to the page. */
  changed?(): void;
  /** Before the core measures: report what the frames depend on; true if anything was sent. */
  measuring?(full: boolean): boolean;
  /** Report frames to the engine; true if anything was sent. */
  measure?(full: boolean): boolean;
  /** The engine scrolled container `id` (A1). */
  scrolled?(id: number): void;
  /** A primary press on no item: true claims it. */
  pressed?(event: PointerEvent): boolean;
  /** A primary press on the item `element`. */
  pressedItem?(event: PointerEvent, element: HTMLElement): void;
  /** A pointer event the plugin drives otherwise: true makes the core ignore it. */
  swallows?(event: PointerEvent): boolean;
  /** The press of `pointer` may still become the browser's own drag. */
  awaitsDragStart?(pointer: number): boolean;
  /** A claimed or item press ended (`phase` 2 up, 3 cancel). */
  released?(event: PointerEvent, phase: number): void;
  /** The first drag started (true) or the last one ended (false). */
  dragging?(on: boolean): void;
  /** The drag of `pointer` shows `cursor` now ('auto': it ended). */
  cursor?(pointer: number, cursor: string): void;
  /** A drag image ended (`how`: the engine's end: 'settle', 'flyBack', 'evaporate', 'delivered'). */
  previewEnded?(pointer: number, how: string): void;
  /** A drop settles the drag image `preview`: `items` (engine ids) are in their places. */
  settling?(preview: { element: HTMLElement; [part: string]: unknown }, pointer: number, items: number[]): void;
  /** Drop transient state (an engine restart, `destroy()`). */
  clear?(): void;
  /** Detach: remove its elements, observers and timers. */
  destroy?(): void;
}

// <generated: host contract>
// Generated by Scripts/generate.sh from the host contract (DragKitWire's HostContract.swift):
// the engine's actions and the records in them, as a plugin's `actions` handlers receive them
// (`words`: what is said, as the engine sent it; `text`: the sentence the words module made of it).
export type WireRun = { s: string; font: string; size: number; w: number; i: boolean; rgba: number; link: string | null };
export type WireCreated = { id: number; type: string; label: string; text: string };
export type WireSlot = { item: number; label: string; total: number };
export type WireSession = { pointer: number; phase: 'dragging'; items: number[]; source: number; destination: number | null; index?: number; operation: 'cancel' | 'forbidden' | 'copy' | 'move' | 'link' | 'delete'; cursor: 'auto' | 'grabbing' | 'copy' | 'alias' | 'not-allowed' | 'disappearing' | 'newWindow'; badge: number | null; text?: boolean };
export type WireHistory = { canUndo: boolean; undoKind: string | null; canRedo: boolean; redoKind: string | null; paste: number; undoDepth: number; redoDepth: number };
export type WireDestination = { c: number; op: 'cancel' | 'forbidden' | 'copy' | 'move' | 'link' | 'delete'; n: number; d: number };
export type WireRefusal = { error: string };
export type WireStep =
  | [op: 'remove', id: number]
  | [op: 'insert', id: number, c: number, index: number]
  | [op: 'dup', original: number, copy: number]
  | [op: 'delete', id: number]
  | [op: 'create', id: number, type: string, label: string];
export type WireAction =
  | { t: 'tick'; at: number }
  | { t: 'measure' }
  | { t: 'scroll'; c: number; dx: number; dy: number }
  | { t: 'begin'; kind: 'items'; p: number; items: number[]; f: [x: number, y: number, width: number, height: number] }
  | { t: 'begin'; kind: 'text'; p: number; c: number; r: [lower: number, upper: number]; f: [x: number, y: number, width: number, height: number] }
  | { t: 'move'; p: number; f: [x: number, y: number, width: number, height: number] }
  | { t: 'end'; p: number; how: 'settle'; items: number[] }
  | { t: 'end'; p: number; how: 'flyBack'; f: [x: number, y: number, width: number, height: number] }
  | { t: 'end'; p: number; how: 'evaporate' }
  | { t: 'end'; p: number; how: 'delivered' }
  | { t: 'lifted'; items: number[]; on: boolean }
  | { t: 'mark'; p: number; c: number; hl: boolean; i: number; f: [x: number, y: number, width: number, height: number]; o?: number; into?: number }
  | { t: 'mark'; p: number; c: null }
  | { t: 'cursor'; p: number; v: 'auto' | 'grabbing' | 'copy' | 'alias' | 'not-allowed' | 'disappearing' | 'newWindow' }
  | { t: 'badge'; p: number; n: number; s: 'none' | 'copy' | 'link' | 'forbidden' }
  | { t: 'badge'; p: number; n: null }
  | { t: 'say'; words: number[]; assertive: boolean; text: string }
  | { t: 'change'; kind: 'items'; steps: WireStep[] }
  | { t: 'change'; kind: 'text'; c: number; runs: WireRun[]; sel: [lower: number, upper: number] | null }
  | { t: 'commit'; kind: 'items'; id: number; op: 'cancel' | 'forbidden' | 'copy' | 'move' | 'link' | 'delete'; items: number[]; from: number; to: number; index: number; copies: number[]; types: string[]; fields: string[]; at: number[]; created: WireCreated[] }
  | { t: 'commit'; kind: 'text'; id: number; op: 'cancel' | 'forbidden' | 'copy' | 'move' | 'link' | 'delete'; from: number; fr: [lower: number, upper: number]; to: number; r: [lower: number, upper: number]; text: WireRun[]; items: number[] }
  | { t: 'fail'; words: number[]; text: string }
  | { t: 'add'; p: number; items: number[] }
  | { t: 'flock'; p: number; items: number[]; fs: [x: number, y: number, width: number, height: number][] }
  | { t: 'reshape'; p: number; w: number; h: number }
  | { t: 'reshape'; p: number; w: null }
  | { t: 'select'; c: number; items: number[] }
  | { t: 'activate'; c: number }
  | { t: 'springFlash'; id: number }
  | { t: 'spring'; id: number }
  | { t: 'expand'; item: number; open: boolean }
  | { t: 'reveal'; c: number; i: number; f: [x: number, y: number, width: number, height: number] }
  | { t: 'load'; id: number; item: number; type: string; fields: string[] }
  | { t: 'ph'; id: number; c: number; i: number; words: number[]; items: WireSlot[]; text: string }
  | { t: 'progress'; id: number; done: number; total: number; each: number[] }
  | { t: 'external'; id: number; c: number; i: number; types: string[] }
  | { t: 'open'; items: number[] }
  | { t: 'unph'; id: number }
  | { t: 'task'; id: number; c: number; items: number[] }
  | { t: 'taskState'; id: number; s: 'running'; f: number }
  | { t: 'taskState'; id: number; s: 'finished' }
  | { t: 'taskState'; id: number; s: 'failed'; words: number[]; text: string }
  | { t: 'confirm'; id: number; style: 'before' | 'after'; words: number[]; c: number; items: number[]; text: string };
// </generated: host contract>

/** A plugin's class, as each plugin's entry of the bundle exports it (with its own
 *  declarations beside it, `build/dragkit-<name>.min.d.ts`): `dragkit-access.min.js`
 *  (`Accessibility`), `dragkit-autoscroll.min.js` (`AutoScroll`), `dragkit-native.min.js`
 *  (`NativeDrags`), `dragkit-clipboard.min.js` (`Clipboard`), `dragkit-import.min.js`
 *  (`Imports`), `dragkit-virtual.min.js` (`VirtualLists`), `dragkit-text.min.js` (`TextViews`), `dragkit-springs.min.js`
 *  (`SpringControls`), `dragkit-transfers.min.js` (`Transfers`), `dragkit-flock.min.js`
 *  (`Flock`), `dragkit-windows.min.js` (`NewWindows`). */
export type PluginClass = new (context: PluginContext) => Plugin;

/** Engine ids ↔ the page's keys (`data-dk-item`, `data-dk-container`). */
export interface PluginIdMap {
  /** key → engine id. */
  readonly toInt: ReadonlyMap<string, number>;
  /** The key of engine id `id`, or undefined. O(1). */
  key(id: number): string | undefined;
  /** The engine id of `key`, made when new. O(1). */
  intern(key: string): number;
}

/** An engine rectangle: x, y, width, height in CSS pixels of the viewport. */
export type PluginRect = [x: number, y: number, width: number, height: number];

/** What a plugin is made with (issue 36): a few named services, each with only what plugins
 *  use, never the core itself. Every member reaches the core's current part when it is used.
 *  Internals.md "Plugins: how they are built" says what each is for. */
export interface PluginContext {
  /** The engine's calls. `run` calls and applies the actions they leave; `call` only calls
   *  (a trap restarts the engine; both give undefined then). `calls`: the loaded engine's typed
   *  calls, absent ones missing (the items-only engine has no text calls). */
  readonly engine: {
    run(fn: (calls: any) => void): void;
    call<T>(fn: (calls: any) => T): T | undefined;
    /** Reports the frames that changed (all when `full`); true if anything was sent. */
    measure(full?: boolean): boolean;
    readonly calls: any;
    /** Adds a batch of items to container `container` at `index` (-1: the end). */
    addItems(container: number, index: number, ids: ArrayLike<number>, labels: string[], types: string[], extents?: ArrayLike<number> | null): number;
    /** The engine scrolled container `id` by (dx, dy) (an auto-scroll step, A1). */
    scrolled(id: number, dx: number, dy: number): void;
  };
  /** Engine ids ↔ keys and elements, and what the registry knows of the page's markup. */
  readonly ids: {
    readonly items: PluginIdMap;
    readonly containers: PluginIdMap;
    readonly itemElements: ReadonlyMap<number, HTMLElement>;
    readonly containerElements: ReadonlyMap<number, HTMLElement>;
    readonly apps: PluginIdMap;
    /** A virtual row's element is shown for item `id` / no longer (only if it is `element`). */
    showItemElement(id: number, element: HTMLElement): void;
    hideItemElement(id: number, element?: HTMLElement): void;
    /** Forgets the item list of container `container` (its items' order was changed outside). */
    forgetItemList(container: number): void;
    /** Whether container `id` is a text view (the `text` plugin's). */
    isTextView(id: number): boolean;
    itemKeyOf(id: number): string | undefined;
    labelOf(key: string): string;
    containerFlags(element: HTMLElement): number;
    insertElement(element: HTMLElement, container: number, index: number): void;
    registerContainer(element: HTMLElement): number | undefined;
  };
  /** The drags in flight, by pointer (read them; the core writes them). */
  readonly drags: {
    readonly previews: ReadonlyMap<number, { element: HTMLElement; [part: string]: unknown }>;
    readonly marks: ReadonlyMap<number, { container: number; index: number; [part: string]: unknown }>;
    readonly cursors: ReadonlyMap<number, string>;
    /** Engine container id → its selected engine item ids. */
    readonly selections: ReadonlyMap<number, number[]>;
    keyboardDragging(): boolean;
  };
  /** The page and the kit's options. */
  readonly page: {
    readonly root: HTMLElement;
    readonly options: Readonly<LoadOptions>;
    readonly strings: Readonly<Record<string, string | ((...args: any[]) => string)>>;
    readonly ui: { readonly toasts: any };
    /** Aborted when the kit is destroyed: pass it to addEventListener. */
    readonly signal: AbortSignal;
    /** The language the announcements are said in: 'en', 'ko' or 'ja'. */
    readonly language: string;
    readonly destroyed: boolean;
    readonly started: boolean;
    /** Dispatches a `DragKit` event (`announce`, `change`, `drop`, `failure`, …). */
    emit(name: string, detail?: unknown): void;
    /** Reports a mistake in the page's markup or options (a `failure` of kind 'markup'). */
    mistake(element: Element | null, attribute: string | null, message: string, context?: unknown): void;
    /** The message of the page's function's `error`, or `fallback` when it has none. */
    userWords(error: unknown, fallback: string): string;
    /** Runs `fn` after `ms` unless the kit is destroyed first. */
    later(fn: () => void, ms: number): void;
  };
  readonly router: {
    announce(text: string, assertive?: boolean): void;
    releaseAt(pointer: number, x: number, y: number, fn: () => void): void;
    store(id: number, transfer: unknown): void;
    storingWhile<T>(promise: Promise<T>): Promise<T>;
    take(action: WireAction): boolean;
  };
  readonly drawing: {
    addPreview(pointer: number, preview: { element: HTMLElement; [part: string]: unknown }): void;
    noteLifted(element: HTMLElement, lifted: boolean): void;
    scrollingAncestor(element: Element): Element | null;
    showCursorLayer(): void;
  };
  readonly scanner: {
    scan(): void;
    rescan(changed?: Element[] | null): void;
    ensureMeasured(): void;
    visibleFrame(element: Element, paddingBox?: boolean): DOMRect | null;
    cachedScrollerOf(container: Element): Element | null;
  };
  readonly input: {
    pointAt(pointer: number, x: number, y: number): [x: number, y: number];
    pointerEnded(pointer: number): void;
    pressTakenOver(pointer: number): void;
    readonly lastPointerTime: number | undefined;
    /** Whether a press on `target` inside `item` may start a drag (not on a control). */
    pressStartsDrag(target: Element, item: Element): boolean;
  };
  readonly geometry: {
    markStale(container: number): void;
    setDescribed(container: number, describe: (() => unknown) | null): void;
  };
  readonly commands: {
    sessions(): Session[];
    selection(containerKey: string): string[];
    history(): unknown;
    paste(containerKey: string, index?: number): void;
    copyInEngine(itemKey: string, cut: boolean): boolean;
    containerList(): unknown[];
  };
  readonly gestures: { extendTo(from: Element, to: Element): void };
  /** The gap's and the drag image's helpers (the plugins import nothing of the core's). */
  readonly feel: {
    hasGap(element: Element): boolean;
    updateGaps(): void;
    noteAutoScroll(element: Element | undefined): void;
    /** Grows `container` (or, when it or `holder`, which holds its items, scrolls: `holder`) at
     *  its end by `overflow` px for a row a gap pushes past its last one (its outer box keeps its
     *  size unless it scrolls), as a list's gap does; `overflow` ≤ 0 gives the room back.
     *  Returns the element grown. */
    holdOverflow(container: Element, holder: Element, overflow: number): Element;
    /** Gives `element` (what `holdOverflow` returned) back the room it added. */
    shrinkBack(element: Element): void;
    setAttributeIfChanged(element: Element, name: string, value: string): void;
    layoutRect(element: Element): DOMRect;
    itemRect(element: Element): DOMRect;
    previewClone(source: Element): HTMLElement;
    previewPartOf(element: Element): { element: HTMLElement; [part: string]: unknown } | null;
    reducesMotion(): boolean;
    matchLook(clone: Element, source: Element): void;
  };
  /** The other plugins: by name (null when not loaded), and the `text` plugin. */
  readonly plugins: { get(name: string): Plugin | null; text(): Plugin | null };
}

/** A drag in progress. */
export interface Session {
  pointer: number;
  phase: string;
  items: string[];
  source: string;
  destination: string | null;
  index: number | null;
  operation: string;
  cursor: string;
  badge: number | string | null;
  /** A text drag (its `index` is a caret offset). */
  text: boolean;
  /** Its drag image's frame, or null. */
  frame: Frame | null;
}

/** The Edit menu's state. */
export interface History {
  canUndo: boolean;
  /** The Undo menu title in the page's language ("Undo Move"), or null: nothing to undo. */
  undo: string | null;
  /** What the change undo would take back ('move', 'copy', 'moveText', 'copyText',
   *  'makeClipping', 'insertText'), for a page that names it itself (S10); null: nothing. */
  undoKind: string | null;
  canRedo: boolean;
  /** The Redo menu title in the page's language, or null: nothing to redo. */
  redo: string | null;
  /** What the change redo would make again (the kinds of `undoKind`), or null: nothing. */
  redoKind: string | null;
  paste: number;
  undoDepth: number;
  redoDepth: number;
}

/** A row of a tree in `Snapshot.containers[].tree`: its item, the row it is inside (null at the
 *  top level), its level (1 at the top) and, for a row that holds a level, whether it is open. */
export interface TreeRow {
  id: string;
  parent: string | null;
  depth: number;
  expanded?: boolean;
}

/** Everything an app or a test may want to know, as plain JSON-safe data. */
export interface Snapshot {
  sessions: Session[];
  /** Each container's own items in page order; a tree's top level (`data-dk-outline`) also
   *  lists every row of the tree, shown or not, in tree order (issue 37). */
  containers: { id: string; items: string[]; tree?: TreeRow[] }[];
  selections: Record<string, string[]>;
  textSelection: { container: string; start: number; end: number } | null;
  /** Drops not yet stored or still loading, and pastes not yet done (0: everything has landed). */
  pendingTransfers: number;
  transfers: { id: number; stage: 'loading' | 'storing'; to: string | null }[];
  history: History | null;
  tasks: { id: number; container: string; items: string[]; state: 'running' | 'finished' | 'failed'; fraction: number }[];
  engineRestarts: number;
  destroyed: boolean;
}

/** A `failure` event's detail (issue 25; Guide.md "Errors you may see"). `kind`: 'drop' a drop the
 *  store refused (`reason` the sentence people were shown; `cause` the rejection when people were
 *  shown the bridge's own words instead of its message, a bug's TypeError …), 'paste' a paste
 *  that changed nothing, 'engine' the engine failed and was restarted (`fatal`: it failed again
 *  and the kit stopped: destroyed), 'markup' the page's markup is wrong (`element`, `attribute`,
 *  `message`: an unknown or misspelt `data-dk-*` attribute or value, a duplicate id, a text view
 *  on the items-only engine or without the `text` plugin), 'plugin' the engine asked for something
 *  a plugin left out of `plugins` shows (`plugin`, `message`; once per plugin); never an engine
 *  restart. */
export interface FailureDetail {
  kind: 'drop' | 'engine' | 'paste' | 'markup' | 'plugin';
  /** 'plugin': the plugin the page's `plugins` option leaves out that the engine needed (issue 34). */
  plugin?: PluginName;
  /** What went wrong, in words (for 'drop' and 'paste' the words people saw). */
  reason: string;
  /** 'engine': the kit stopped for good (destroyed) after failing again while restarting. */
  fatal?: boolean;
  /** 'drop': the page's rejection that people were not shown (a bug's error). */
  cause?: unknown;
  /** 'markup': the element at fault. */
  element?: Element;
  /** 'markup': the attribute at fault ('data-dk-acepts', 'data-dk-item', …). */
  attribute?: string | null;
  /** 'markup', 'plugin': the message also written to the console (= `reason`). */
  message?: string;
}

/** The events' details (each a CustomEvent). */
export interface DragKitEventMap {
  announce: CustomEvent<{ text: string; assertive: boolean }>;
  change: CustomEvent<{ kind: 'items' } | { kind: 'text'; container: string }>;
  drop: CustomEvent<{ transfer: Transfer | ExternalTransfer; unchanged?: boolean }>;
  failure: CustomEvent<FailureDetail>;
  /** A container's selection changed (a gesture, `select()`, a drop; issue 25): its items' keys
   *  in list order; `user`: a built-in gesture (click, tap, key) made the change. */
  selectionchange: CustomEvent<{ container: string; items: string[]; user: boolean }>;
  /** A tree's row opened or closed: by the person (`user`: its toggle, Right or Left) or by a drag
   *  resting on it (S13); a page that keeps expansion stores it here (issue 37). */
  expand: CustomEvent<{ item: string; expanded: boolean; user: boolean }>;
}

/** `virtualList`'s options (API.md "Virtual lists"): `ids`, or `count` and `idAt`. */
export interface VirtualListOptions {
  element: Element;
  id?: string;
  label?: string;
  ids?: string[];
  count?: number;
  idAt?(index: number): string;
  rowExtent: number;
  render(index: number, id: string): Element;
  itemLabel?(index: number, id: string): string;
  type?: string;
  columns?: number;
  overscan?: number;
}

/** A virtual list (dragkit-virtual.js). */
export interface VirtualList {
  readonly count: number;
  readonly described: boolean;
  ids(): string[];
  idAt(index: number): string;
  indexOf(id: string): number;
  window(): { start: number; end: number };
  rowOf(id: string): Element | null;
  scrollToIndex(index: number, block?: 'nearest' | 'start' | 'center'): Element;
  refresh(ids?: string[]): void;
}

/** A node of `virtualTree`'s `nodes` (API.md "Virtual trees"): a parent comes before its
 *  children; a node with children, or `folder: true`, is a folder whose level's container key
 *  is its id. The app's own fields (a name, …) ride along to `render` and `itemLabel`. */
export interface VirtualTreeNode {
  id: string;
  parent?: string | null;
  folder?: boolean;
  expanded?: boolean;
  label?: string;
  [field: string]: unknown;
}

/** `virtualTree`'s options (API.md "Virtual trees"). */
export interface VirtualTreeOptions<N extends VirtualTreeNode = VirtualTreeNode> {
  element: Element;
  id?: string;
  label?: string;
  nodes: N[];
  rowExtent: number;
  indentation?: number;
  render(node: N, row: { id: string; level: number; folder: boolean; expanded: boolean }): Element;
  itemLabel?(node: N): string;
  /** The app's node for a clipping a text drop made in the tree (P1); default `{id, type, label, text}`. */
  convertNode?(created: { id: string; type: string; label: string; text: string; parent: string | null }): N;
  type?: string;
  overscan?: number;
}

/** A virtual tree (dragkit-virtual-tree.js, issue 37); `N`: the app's nodes, as `virtualTree` took them. */
export interface VirtualTree<N extends VirtualTreeNode = VirtualTreeNode> {
  readonly count: number;
  nodes(): { id: string; parent: string | null; depth: number; expanded?: boolean }[];
  shownKeys(): string[];
  parentOf(id: string): string | null | undefined;
  childrenOf(id: string | null): string[];
  isExpanded(id: string): boolean;
  expand(id: string, open?: boolean): void;
  window(): { start: number; end: number };
  rowOf(id: string): Element | null;
  scrollToRow(id: string, block?: 'nearest' | 'start' | 'center'): Element | null;
  /** Draws the window's rows again; with `nodes` (as the option), replaces the nodes and
   *  registers the page afresh, as `scan()` does, keeping the open folders still there and the
   *  scroll. From `importDrop` or `commit` (while a drop into or out of the tree is being
   *  stored), the nodes are taken once that drop is stored. Throws a TypeError
   *  for bad `nodes`, before anything changes. */
  refresh(nodes?: N[]): void;
}

/** DragKit on a web page: `await DragKit.load(options)`. After `destroy()` every method does nothing. */
export class DragKit extends EventTarget {
  /** The package's version, `MAJOR.MINOR.PATCH` (semantic versioning; CHANGELOG.md). Issue 35. */
  static readonly version: string;
  /** Rejects with a TypeError naming the option when an option is missing, unknown or of the
   *  wrong type (checked before anything is fetched), and with the cause when the start fails
   *  (a text view on the items-only engine). Issue 25. */
  static load(options: LoadOptions): Promise<DragKit>;
  private constructor(token: symbol);

  /** Throws for a malformed catalogue; a Promise when the kit was loaded without `catalog` (its
   *  reader, dragkit-catalog.js, loads first; API.md "Declaring content"). */
  declare(catalog: string | object): void | Promise<void>;
  setLanguage(tag: string): 'en' | 'ko' | 'ja';
  scan(): void;
  /** Registers what the page rendered since; drags go on. `changed`: containers whose content
   *  changed outside DragKit (another window's change): registered afresh in page order, the
   *  history kept (a step they invalidate is refused when tried). Throws with `changed` while a
   *  drag or drop is in progress. */
  rescan(changed?: readonly string[]): void;
  /** Makes a virtual list (the `virtual` plugin, loaded now when the page has not yet; rejects
   *  when the page named its plugins without 'virtual'). */
  virtualList(options: VirtualListOptions): Promise<VirtualList>;
  /** Makes a virtual tree (the `virtual` and `trees` plugins, loaded now when the page has not
   *  yet; rejects when the page named its plugins without them). */
  virtualTree<N extends VirtualTreeNode>(options: VirtualTreeOptions<N>): Promise<VirtualTree<N>>;

  /** Controlled mode: the page's lists after `transfer` (moves, copies, undo's deletes, created
   *  items), `lists` unchanged: the result shares every list but `from`'s and `to`'s, new arrays.
   *  Throws without `controlled: true`. O(n) in the two lists. */
  applyTo<T>(lists: Record<string, T[]>, transfer: ItemsTransfer, make?: ApplyToOptions<T>): Record<string, T[]>;
  undo(): void;
  redo(): void;
  copy(itemId: string, cut?: boolean): void;
  cut(itemId: string): void;
  paste(containerId: string, index?: number): void;
  pasteAfter(containerId: string, itemId: string | null): void;
  /** Pastes what the system clipboard holds (the `clipboard` plugin; 'nothing' without it). */
  pasteFromSystem(containerId: string, index?: number, ownPaste?: (() => void) | null): Promise<'engine' | 'imported' | 'refused' | 'nothing'>;
  moveItems(itemIds: string[], containerId: string, index?: number): void;
  moveTo(itemId: string, containerId: string, index?: number): void;
  moveDestinations(itemIds: string[]): { container: string; operation: Operation; count: number; level: number }[];
  /** Makes exactly `itemIds` the selection of `containerId` (S8); '' clears every selection. In a
   *  tree (`data-dk-outline`) the selection is one: `itemIds` may be rows of any of its levels,
   *  and replace the tree's whole selection (a press on one drags them all, one commit per level). */
  select(containerId: string, itemIds: string[]): void;
  /** Presses and releases a key for the keyboard drag (S7): 'Tab', ' ', 'Enter', 'Escape', an
   *  arrow, 'Home', 'End', 'PageUp' or 'PageDown' (issue 25). */
  pressDragKey(key: string, modifiers?: number): void;
  pickUpText(containerId?: string | null, range?: [number, number] | null, modifiers?: number): boolean;
  announce(text: string, assertive?: boolean): void;

  sessions(): Session[];
  dragImage(pointer: number): Element | null;
  placeDragImage(pointer: number, x: number, y: number): boolean;
  selection(containerId: string): string[];
  textSelection(): { container: string; start: number; end: number } | null;
  text(containerId: string): { runs: TextRun[]; plain: string } | null;
  history(): History | null;
  snapshot(): Snapshot;
  destroy(): void;

  addEventListener<K extends keyof DragKitEventMap>(type: K, listener: (this: DragKit, event: DragKitEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof DragKitEventMap>(type: K, listener: (this: DragKit, event: DragKitEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions): void;
}

/** The default toasts (ui/toasts.js), to localise: `ui: {toasts: toasts({restarted: '…'})}`. */
export function toasts(strings?: { restarted?: string; stopped?: string }, options?: { duration?: number }): ToastsUI;

/** The `access` plugin's class (listbox semantics and roving tab stops, S7, P4), in the core's
 *  file: `plugins: [Accessibility, AutoScroll]` is the same as `['access', 'autoscroll']`. */
export declare const Accessibility: PluginClass;
/** The `autoscroll` plugin's class (A1), in the core's file. */
export declare const AutoScroll: PluginClass;
