// DragKit web host: the plugin interface (issue 24). The core (dragkit-bridge.js) loads the engine,
// registers containers and items, forwards input and applies the engine's actions; a plugin owns
// one part of the page's behaviour (text views, spring-loaded controls, …), its state and its
// listeners, and is reached only through the hooks below. No plugin writes another's state or
// the core's: it calls the services of its context (Internals.md "Plugins: how they are built").
//
// A plugin is a class (or any function called with `new`) taking the plugins' context (issue 36:
// a few named services, dragkit-plugin-context.js; typed as `PluginContext` in dragkit.d.ts),
// never the core itself, whose instance has a `name` and any of these hooks, each optional:
//   actions            {kind: (action) => void}: the engine's actions of these kinds (`t`) are its
//   applying(actions)  the engine's actions of one call are about to be applied
//   said(text)         one of them was an announcement
//   stored(id)         the engine heard how the commit `id` went (the page's `commit` settled)
//   listen(signal)     add its listeners, removed when `signal` aborts (destroy())
//   reset()            a scan starts afresh: forget what was registered in the engine
//   claimContainer(element, id, flags, label) → bool   registers a container it owns
//   containerReplaced(id, element)   a re-render replaced a known container's element
//   beforeScan()       a scan is about to reset the engine (a virtual list takes its rows out)
//   afterScan()        the scan registered the page's containers and items (a virtual list
//                      registers its own again), before `scanned`
//   scanned(busy)      after a scan or rescan registered the page's containers and items
//   changed()          after the engine's change steps were applied to the page
//   measuring(full) → bool   before the core measures: report what its frames depend on
//                      (scrollers); true if anything was sent
//   measure(full) → bool   report frames to the engine; true if anything was sent
//   scrolled(id)       the engine scrolled container `id` (A1)
//   pressed(event) → bool   a primary press on no item: true claims it (the core forwards it)
//   pressedItem(event, element)   a primary press on the item `element` (the core forwards it)
//   swallows(event) → bool  a pointer event the plugin drives otherwise: the core ignores it
//   awaitsDragStart(pointer) → bool   the press of `pointer` may still become the browser's own
//                      drag: the cursor layer must not cover it yet
//   released(event, phase)  a claimed or item press ended (phase 2 up, 3 cancel)
//   dragging(on)       the first drag started / the last one ended
//   cursor(pointer, cursor)   the drag of `pointer` shows `cursor` now ('auto': it ended)
//   previewEnded(pointer, how)   a drag image ended (`how`: the engine's end)
//   settling(preview, pointer, items)   a drop settles that image: `items` are in their places
//   clear()            drop transient state (an engine restart, destroy())
//   destroy()          detach: remove its elements, observers and timers
//
// The default plugins by name, and their loading when a page needs them, are in
// dragkit-defaults.js, loaded only by a page that names a plugin the core's file doesn't hold
// or names none. The core's file holds the two a page with one sortable list needs, `access`
// and `autoscroll` (BUILT_IN): the page loads one file (issue 24: each file compressed alone
// costs more than the same code in one), and they stay plugins: each owns its state and
// listeners, and a page that leaves them out never makes them.

import { Accessibility } from './dragkit-access.js';
import { AutoScroll } from './dragkit-autoscroll.js';
import { pluginContext } from './dragkit-plugin-context.js';

/** The default plugins in the core's file, by name. */
export const BUILT_IN = { access: Accessibility, autoscroll: AutoScroll };

/**
 * Which plugins the options ask for, loaded (and each class's static `prepare(options)`, if it
 * has one, done): `options.plugins` (names of default plugins, or plugin classes an app
 * imported), each loaded now; without it, every default plugin, those whose markup the root has
 * now loaded now and the rest when a scan first finds their markup. The default plugins' table
 * and their lazy loading (dragkit-defaults.js) load only when a plugin outside BUILT_IN is
 * named or none is: `['access', 'autoscroll']` and the classes an app imported never load them.
 * Resolves to {classes: [Class], lazy: [name], defaults: the module or null}.
 */
export async function loadPlugins(options) {
  const asked = options.plugins;
  const builtIn = (p) => typeof p === 'function' || Object.hasOwn(BUILT_IN, p);
  const defaults = asked?.every(builtIn) ? null : await import('./dragkit-defaults.js');
  const loaded = defaults ? await defaults.loadDefaults(options, BUILT_IN)
    : { classes: asked.map((p) => (typeof p === 'string' ? BUILT_IN[p] : p)), lazy: [] };
  if (defaults && asked) loaded.classes.push(...asked.filter((p) => typeof p === 'function'));
  // What a plugin needs before the page can use it (the `transfers` plugin's placeholders).
  await Promise.all(loaded.classes.map((Plugin) => Plugin.prepare?.(options)));
  return { ...loaded, defaults };
}

/** The plugins of one core: calls their hooks, registers their action kinds with the core's
 *  router (dragkit-router.js), loads the lazy ones when their markup appears. Each call is
 *  O(plugins) besides the hooks' own work. */
export class Plugins {
  /**
   * @param {object} core the core (dragkit-bridge.js's Bridge).
   * @param {{classes: Function[], lazy: string[]}} loaded  what `loadPlugins` resolved to.
   */
  constructor(core, loaded) {
    this.core = core;
    this.context = pluginContext(core);  // what every plugin is made with: never the core itself
    this.list = [];
    this.byName = new Map();
    // The default plugins not loaded yet (dragkit-defaults.js), when the page named none.
    this.lazy = loaded.lazy.length ? new loaded.defaults.LazyPlugins(this, core, loaded.lazy) : null;
    for (const Plugin of loaded.classes) this.add(new Plugin(this.context));
  }

  add(plugin) {
    this.list.push(plugin);
    this.byName.set(plugin.name, plugin);
    // Its action kinds are routed to it (dragkit-router.js, the one place that dispatches).
    for (const kind of Object.keys(plugin.actions || {})) this.core.router.register(kind, (action) => plugin.actions[kind](action));
  }

  /** The plugin named `name`, or null. */
  get(name) { return this.byName.get(name) ?? null; }

  /** Calls `hook(...args)` on every plugin that has it. */
  each(hook, ...args) {
    for (const plugin of this.list) plugin[hook]?.(...args);
  }

  /** The sum of `hook()` over the plugins that have it (their pending work). O(plugins). */
  sum(hook) {
    let total = 0;
    for (const plugin of this.list) total += plugin[hook]?.() ?? 0;
    return total;
  }

  /** Calls `hook(...args)` on every plugin that has it; true if any returned true. */
  any(hook, ...args) {
    let result = false;
    for (const plugin of this.list) if (plugin[hook]?.(...args)) result = true;
    return result;
  }

  /** Whether container `element` waits for a lazy plugin that owns it (it is registered when
   *  the plugin has loaded). Starts that load. O(lazy plugins). */
  defers(element) { return this.lazy?.defers(element) ?? false; }

  /** Starts loading every lazy plugin whose markup the root now has. O(lazy plugins) queries. */
  loadNeeded(root) { this.lazy?.loadNeeded(root); }

  /** Loads the lazy plugin `name` once (nothing when it is loaded or not a default one here).
   *  Resolves to the plugin (undefined when it is not there or came after destroy()). */
  need(name) { return this.lazy ? this.lazy.need(name) : Promise.resolve(this.get(name) ?? undefined); }

  /** The plugin `name`, loaded now if it is a default one the page has not loaded yet; rejects
   *  when the page named its plugins without it. O(1) besides the load. */
  require(name) {
    const plugin = this.get(name);
    if (plugin) return Promise.resolve(plugin);
    if (!this.lazy?.has(name)) return Promise.reject(new Error(`DragKit: the '${name}' plugin is not loaded (add it to \`plugins\`)`));
    return this.need(name);
  }
}
