// DragKit web host: the cheap checks of what a page hands DragKit (issue 25), in the core's file:
// `DragKit.load`'s options before anything is fetched, each container's and item's `data-dk-*`
// attributes at registration, and which words of a rejection a person may see. They only answer
// "all well?"; the messages (naming the element or option, what is allowed, "did you mean …?")
// are dragkit-mistakes.js's, loaded only when something is wrong.

/** The `data-dk-*` attributes DragKit knows, without the prefix: the page's (Web/dragkit/
 *  API.md "The markup contract"; `handle` and `lock-axis` too; a tree's `outline` and `toggle`,
 *  API.md "Trees") and the ones DragKit writes itself (`gap…`, `preview`, `custom-image`,
 *  `over`, `reshaped`, `spacer`, `flock-of`, `into`, a tree row's `tree`; `cue` a page's mark
 *  above the image). A new attribute is added here. */
export const MARKUP = 'container label accepts cross-operation axis lock-axis drop drag kind text rich font link app '
  + 'attachments items item type bytes opens opens-window spring handle outline toggle '
  + 'gap gap-room gap-base gap-margin gap-margin-base preview custom-image over reshaped spacer flock-of cue into tree';
const NAMES = new Set(MARKUP.split(' '));

/** The values an attribute may take, where only a few are meaningful. */
export const VALUES = {
  axis: ['vertical', 'horizontal', 'grid'], 'lock-axis': ['vertical', 'horizontal'],
  drop: ['true', 'false'], drag: ['true', 'false'], rich: ['true', 'false'], 'cross-operation': ['move', 'copy'],
};

/** Whether every `data-dk-*` attribute of `element` is known, with an allowed value. O(its
 *  attributes): one array of names per element (`checkMarkup: false` skips it). */
export function markupOK(element) {
  for (const name of element.getAttributeNames()) {
    if (!name.startsWith('data-dk-')) continue;
    const key = name.slice(8);
    if (!NAMES.has(key)) return false;
    if (VALUES[key] && !VALUES[key].includes(element.getAttribute(name))) return false;
  }
  return true;
}

/** `DragKit.load`'s options and what each must be: s a string, u a string or URL, f a function,
 *  b a boolean, o an object, e an Element, a an array of plugin names or classes, n one of the
 *  names after `=`; `!` required. The other sections' options of issue 25 (`controlled`,
 *  `adjustPoint`, `selection`, `undoKeys`, `dragImage`) are here too: a new option is added here. */
export const OPTIONS = 'wasmURL:u commit:f! root:e confirm:f load:f startTask:f restoreContent:f cloneItem:f '
  + 'convertItem:f fontFamily:f textDragShortcut:b ui:o strings:o catalog:so lang:s exportItem:f importDrop:f '
  + 'importLimits:o openInNewWindow:f nativeDragImage:fn=none,item nativeDrags:b testHooks:b plugins:a '
  + 'checkMarkup:b controlled:b adjustPoint:f selection:n=built-in,app undoKeys:b dragImage:f';

/** The default plugins' names (dragkit-defaults.js). */
export const PLUGIN_NAMES = ['access', 'autoscroll', 'native', 'clipboard', 'import', 'virtual', 'text', 'springs', 'flock', 'windows', 'transfers'];

/** Each OPTIONS letter's test. */
const IS = {
  s: (v) => typeof v === 'string',
  u: (v) => typeof v === 'string' || v instanceof URL,
  f: (v) => typeof v === 'function',
  b: (v) => typeof v === 'boolean',
  o: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  e: (v) => v instanceof Element,
  a: (v) => Array.isArray(v) && v.every((p) => typeof p === 'function' || PLUGIN_NAMES.includes(p)),
};

/** Whether `value` is what `kinds` (an OPTIONS entry's letters) allows; `names` the values of
 *  an `n`. O(1), O(n) for a list. */
export function fits(value, kinds, names) {
  return [...kinds].some((kind) => (kind === 'n' ? names.includes(value) : IS[kind](value)));
}

/** The OPTIONS table as [name, kinds, required, names]. */
export function optionTable() {
  return OPTIONS.split(' ').map((entry) => {
    const [name, rest] = entry.split(':');
    const [kinds, names] = rest.replace('!', '').split('=');
    return [name, kinds, rest.endsWith('!'), names ? names.split(',') : []];
  });
}

/** Whether `options` has every required option, only known ones, each of its type. O(options). */
export function optionsOK(options) {
  if (typeof options !== 'object' || options === null) return false;
  const table = optionTable();
  for (const [name, kinds, required, names] of table) {
    if (options[name] === undefined ? required : !fits(options[name], kinds, names)) return false;
  }
  return Object.keys(options).every((name) => table.some(([known]) => known === name));
}

/** The built-in error types: their messages are a bug's words ("x is not a function"). */
const INTERNAL = [TypeError, ReferenceError, RangeError, SyntaxError, EvalError, URIError];

/** The words of a page's rejection a person may see: an Error's message the page wrote (its own
 *  Error or subclass), or '' for a bug's (a built-in error type, a DOMException) or none. O(1). */
export function ownWords(error) {
  if (!(error instanceof Error) || INTERNAL.some((type) => error instanceof type)) return '';
  if (typeof DOMException !== 'undefined' && error instanceof DOMException) return '';
  return typeof error.message === 'string' ? error.message : '';
}

/** Why a text view can't be registered on the items-only engine (issue 11, issue 25); the core
 *  checks it whatever plugins a page names (issue 34), the `text` plugin for a view it loads for. */
export const NO_TEXT = 'DragKit: text views (data-dk-text) need the full engine: this page loaded dragkit-items.wasm, which has none. Load dragkit.wasm (the option `wasmURL`), or take data-dk-text off.';
