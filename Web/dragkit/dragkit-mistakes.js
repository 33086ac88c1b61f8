// DragKit web host: the words for a page's mistakes (issue 25), loaded only when the cheap
// checks (dragkit-checks.js) or the engine find one. As strict as the catalogue's reader
// (dragkit-catalog.js): each message names the element or option, says what is allowed, and
// suggests the nearest known name ("did you mean data-dk-accepts?").
//
//   markup        an unknown `data-dk-*` attribute or value on a container or item
//   registration  the engine refused a container or item: a duplicate id (naming the id and
//                 both elements) or an unknown container
//   page          markup the engine can't take (a text view on the items-only engine)
//   options       `DragKit.load`'s options: missing, unknown (typo) or of the wrong type
//   plugins       an engine action that a plugin the page left out of `plugins` draws: said once
//                 per plugin, naming the plugin to add, and answered so that nothing waits on it
//                 (issue 34); a text view without the `text` plugin
//
// The tables (known names and values) are dragkit-checks.js's, handed in by the core as `checks`
// (importing that module here would split it out of the core's file).
//
// Each element's mistakes are reported once: `console.error` and a `failure` event {kind:
// 'markup', element, attribute, message, reason}. Never shown to people (they see nothing:
// the page's developer fixes the markup).

/** What each OPTIONS letter means, for the messages. */
const KINDS = { s: 'a string', u: 'a URL (string)', f: 'a function', b: 'true or false', o: 'an object', e: 'an Element' };

/** The engine's registration codes (Sources/DragKitWebHost/WebHost.swift `ErrorCode`). */
const CODES = { 1: 'duplicate item', 2: 'duplicate container', 3: 'unknown item', 4: 'unknown container', 5: 'index out of range', 6: 'identifier too large' };

/** Mistakes already reported, by element: message texts. */
const reported = new WeakMap();

/** A short selector-like description of `element`: `<ul data-dk-container="todo">`. O(1). */
export function describe(element) {
  if (!element) return 'an element no longer on the page';
  const tag = element.tagName.toLowerCase();
  for (const name of ['data-dk-container', 'data-dk-item', 'id']) {
    if (element.hasAttribute(name)) return `<${tag} ${name}="${element.getAttribute(name)}">`;
  }
  return element.className ? `<${tag} class="${element.className}">` : `<${tag}>`;
}

/** Edit distance of `a` and `b` (insertions, deletions, substitutions, swaps). O(|a| |b|). */
function distance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0][j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

/** The known name nearest to `word` (within a third of its length, at least 2 edits), or
 *  null. O(names × lengths). */
export function nearest(word, names) {
  let best = null;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const name of names) {
    const d = distance(word.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) { best = name; bestDistance = d; }
  }
  return best;
}

/** " (did you mean x?)" or ''. */
function suggestion(word, names) {
  const near = nearest(word, names);
  return near ? ` Did you mean ${near}?` : '';
}

/** The markup mistakes of `element`: [{attribute, message}]. O(its attributes). */
export function markupMistakes(element, { MARKUP, VALUES }) {
  const known = MARKUP.split(' ').map((key) => `data-dk-${key}`);
  const mistakes = [];
  for (const name of element.getAttributeNames()) {
    if (!name.startsWith('data-dk-')) continue;
    const key = name.slice(8);
    const value = element.getAttribute(name);
    if (!known.includes(name)) {
      mistakes.push({ attribute: name, message: `DragKit: ${describe(element)} has the unknown attribute ${name}.${suggestion(name, known)} DragKit reads ${known.slice(0, known.indexOf('data-dk-gap')).join(', ')}.` });
    } else if (VALUES[key] && !VALUES[key].includes(value)) {
      const allowed = VALUES[key].map((v) => `"${v}"`).join(', ');
      mistakes.push({ attribute: name, message: `DragKit: ${describe(element)} has ${name}="${value}", which is not one of ${allowed}.${suggestion(value, VALUES[key]).replace(/mean (\S+)\?/, `mean ${name}="$1"?`)}` });
    }
  }
  return mistakes;
}

/** Why the engine refused what `element` registers (`code`, see CODES): names the ids and the
 *  elements. `context`: {code, earlier, elements}: `earlier` the element registered before
 *  under the same id (a container), or per item of `elements` (the items of the container
 *  `element`). */
export function registrationMistakes(element, attribute, { code, earlier, elements }) {
  const what = CODES[code] || `code ${code}`;
  if (attribute === 'data-dk-container' && element) {
    const id = element.getAttribute('data-dk-container');
    const first = earlier && earlier !== element ? earlier
      : [...document.querySelectorAll(`[data-dk-container="${CSS.escape(id)}"]`)].find((other) => other !== element);
    if (code === 2) return [{ attribute, message: `DragKit: two containers have the id "${id}": ${describe(first)} and ${describe(element)}; the second is not registered. Give each data-dk-container a unique id.` }];
    return [{ attribute, message: `DragKit: the container ${describe(element)} was not registered (${what}).` }];
  }
  const items = elements || [element];
  const container = (item) => item?.parentElement?.closest('[data-dk-container]');
  const where = (item) => `${describe(item)} in ${describe(container(item))}`;
  const seen = new Map();
  const mistakes = [];
  items.forEach((item, k) => {
    const id = item.getAttribute('data-dk-item');
    const before = seen.get(id) || (elements ? earlier?.[k] : earlier);
    if (before && before !== item && code === 1) {
      mistakes.push({ attribute, element: item, message: `DragKit: two items have the id "${id}": ${where(before)} and ${where(item)}; the second is not registered. Give each data-dk-item a unique id.` });
    }
    if (!seen.has(id)) seen.set(id, item);
  });
  if (mistakes.length) return mistakes;
  const holder = element?.hasAttribute('data-dk-container') ? element : container(element);
  if (!holder) return [{ attribute, message: `DragKit: items were not registered (${what}).` }];
  const reason = code === 4 ? 'the container is not registered (a duplicate container id?)' : what;
  return [{ attribute, message: `DragKit: items of ${describe(holder)} were not registered: ${reason}.` }];
}

/**
 * Reports the page's mistakes about `element` once each: console.error and a `failure` event
 * {kind: 'markup', element, attribute, message, reason} on `bridge`'s kit (after the current
 * task, so a page listening right after `await DragKit.load` hears those of its start). With
 * `message` a string: that mistake; else the markup's (no `context`) or the engine's refusal.
 */
export async function report(bridge, element, attribute, message, context, checks) {
  const mistakes = typeof message === 'string' ? [{ attribute, message }]
    : context?.textView ? [{ attribute, message: textViewMistake(element) }]
      : context ? registrationMistakes(element, attribute, context) : markupMistakes(element, checks);
  await new Promise((resolve) => setTimeout(resolve));
  for (const mistake of mistakes) {
    const target = mistake.element || element;
    const key = target || bridge;  // a weak key: the element, else the kit
    const said = reported.get(key) || new Set();
    if (said.has(mistake.message)) continue;
    said.add(mistake.message);
    reported.set(key, said);
    console.error(mistake.message, target);
    bridge.emit('failure', { kind: 'markup', element: target, attribute: mistake.attribute, message: mistake.message, reason: mistake.message });
  }
}

/** The TypeError for `DragKit.load`'s `options` (dragkit-checks.js `optionsOK` said no): the
 *  first option missing, unknown or of the wrong type, and what it must be. */
export function optionError(options, { PLUGIN_NAMES, fits, optionTable }) {
  if (typeof options !== 'object' || options === null) {
    return new TypeError('DragKit.load(options): options must be an object with at least `commit`.');
  }
  const table = optionTable();
  const names = table.map(([name]) => name);
  // A misspelt option first (issue 34): `comit` is the mistake, not the `commit` it leaves missing.
  for (const name of Object.keys(options)) {
    const near = names.includes(name) ? null : nearest(name, names);
    if (!near) continue;
    const required = table.find(([known]) => known === near)[2];
    const missing = options[near] === undefined ? ` (\`${near}\` is ${required ? 'required and ' : ''}missing)` : '';
    return new TypeError(`DragKit.load: unknown option \`${name}\`. Did you mean \`${near}\`?${missing} The options are ${names.join(', ')}.`);
  }
  for (const [name, kinds, required, values] of table) {
    const value = options[name];
    if (value === undefined && !required) continue;
    if (value !== undefined && fits(value, kinds, values)) continue;
    let must = [...kinds].map((kind) => KINDS[kind]).filter(Boolean);
    if (values.length) must.push(values.map((v) => `'${v}'`).join(' or '));
    if (kinds === 'a') {
      const bad = Array.isArray(value) ? value.find((p) => typeof p !== 'function' && !PLUGIN_NAMES.includes(p)) : undefined;
      if (bad !== undefined) {
        return new TypeError(`DragKit: no plugin named '${bad}' in the option \`plugins\`.${typeof bad === 'string' ? suggestion(bad, PLUGIN_NAMES).replace(/mean (\S+)\?/, "mean '$1'?") : ''} The plugins are ${PLUGIN_NAMES.join(', ')}, or plugin classes.`);
      }
      must = ['an array of plugin names or plugin classes'];
    }
    const got = value === undefined ? 'it is missing'
      : `got ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeof value}`;
    const why = name === 'wasmURL' ? ' (where dragkit.wasm is served)' : name === 'commit' ? ' (it stores each drop: `commit(transfer)`)' : '';
    return new TypeError(`DragKit.load: the option \`${name}\`${why} must be ${must.join(' or ')}; ${got}.`);
  }
  const unknown = Object.keys(options).find((name) => !names.includes(name));
  return new TypeError(`DragKit.load: unknown option \`${unknown}\`.${suggestion(unknown, names).replace(/mean (\S+)\?/, 'mean `$1`?')} The options are ${names.join(', ')}.`);
}

/** The plugin that takes each engine action a page can leave out (Internals.md "Actions"), and
 *  what it shows, for the messages. */
const ACTION_PLUGINS = {
  flock: 'flock', reshape: 'flock', springFlash: 'springs', spring: 'springs', external: 'import', open: 'windows', expand: 'trees',
  scroll: 'autoscroll', load: 'transfers', ph: 'transfers', progress: 'transfers', unph: 'transfers', task: 'transfers',
  taskState: 'transfers', confirm: 'transfers',
};
const SHOWS = {
  flock: "a group drag's stacked cards and the drag image's reshape (F3, F4)", springs: 'spring-loaded controls (S13)', trees: 'trees: rows opened under a held drag (S13)',
  import: 'drops from other apps (S1)', windows: 'drops on empty space that open a new window (P3)',
  autoscroll: 'auto-scroll near a scroller\'s edge (A1)',
  transfers: 'slow drops, their placeholders and progress, tasks and questions before a drop (S11, F9, F10)',
};

/** Plugins already reported missing, by bridge. */
const missing = new WeakMap();

/**
 * The engine's `action` has no plugin to take it (dragkit-router.js `apply`): one the page's `plugins`
 * option leaves out. Said once per plugin (console.error and a `failure` {kind: 'plugin',
 * plugin, message, reason} naming the plugin to add); an action something waits on is answered
 * as a refusal (a question: No; a slow load or a task: failed), so no drop hangs. An action no
 * plugin takes is a bridge and engine that don't match: a console warning. O(1).
 */
export function missingPlugin(bridge, action) {
  const plugin = ACTION_PLUGINS[action.t];
  if (!plugin) { console.warn('DragKit: unknown action', action); return; }
  const message = `DragKit: the engine asked for ${SHOWS[plugin]} (its \`${action.t}\` action), which the \`${plugin}\` plugin shows, but the option \`plugins\` leaves it out: add '${plugin}' to \`plugins\`.`;
  if (action.t === 'confirm') bridge.run((e) => e.answerConfirmation(action.id, false));
  else if (action.t === 'load' || action.t === 'task') {
    const reason = `this page can't do that here (the '${plugin}' plugin is missing)`;
    bridge.run((e) => (action.t === 'load' ? e.transferFailed(action.id, reason) : e.taskFailed(action.id, reason)));
  }
  const said = missing.get(bridge) || new Set();
  missing.set(bridge, said);
  if (said.has(plugin)) return;
  said.add(plugin);
  console.error(message);
  bridge.emit('failure', { kind: 'plugin', plugin, message, reason: message });
}

/** Why a text view (`element`) is not registered on the full engine: the page's `plugins`
 *  leave out `text` (issue 34: the check doesn't need the plugin). */
function textViewMistake(element) {
  return `DragKit: ${describe(element)} is a text view (data-dk-text), which the \`text\` plugin registers, but the option \`plugins\` leaves it out: add 'text' to \`plugins\`, or take data-dk-text off. It is not registered.`;
}
