// DragKit web host: the default plugins by name, and loading them when the page needs them
// (issue 24). The core (dragkit-plugins.js) imports this module only when the page names a
// plugin (`plugins: ['access', 'autoscroll']`) or names none (every default plugin, each loaded
// when needed); a page that passes the plugin classes it imported (`plugins: [Accessibility,
// AutoScroll]`) never loads it.
//
// The default plugins, and what needs each: `always` (loaded with the engine), `markup` in the
// root (a page that has none never loads it; `containers`: the plugin registers those
// containers), `options` of `DragKit.load` that will use it, the first of its `actions` (they
// wait for it, in order), or none of these: loaded at the first call that needs it (`virtual`:
// `DragKit#virtualList`, through `Plugins#require`).
export const DEFAULT_PLUGINS = {
  access: { always: true },  // in the core's file (dragkit-plugins.js's BUILT_IN)
  autoscroll: { always: true },
  native: { always: true, load: () => import('./dragkit-native.js').then((m) => m.NativeDrags) },
  clipboard: { always: true, load: () => import('./dragkit-clipboard.js').then((m) => m.Clipboard) },
  import: { options: ['importDrop'], load: () => import('./dragkit-import.js').then((m) => m.Imports) },
  virtual: { load: () => import('./dragkit-virtual.js').then((m) => m.VirtualLists) },
  text: { markup: '[data-dk-text]', containers: true, load: () => import('./dragkit-text.js').then((m) => m.TextViews) },
  springs: { markup: '[data-dk-spring]', load: () => import('./dragkit-springs.js').then((m) => m.SpringControls) },
  trees: { markup: '[data-dk-outline]', actions: ['expand'], load: () => import('./dragkit-trees.js').then((m) => m.Trees) },
  flock: { actions: ['flock', 'reshape'], load: () => import('./dragkit-flock.js').then((m) => m.Flock) },
  windows: { markup: '[data-dk-opens-window]', actions: ['open'], load: () => import('./dragkit-windows.js').then((m) => m.NewWindows) },
  transfers: {
    options: ['load', 'startTask', 'confirm', 'importDrop', 'catalog'],
    actions: ['load', 'ph', 'progress', 'unph', 'task', 'taskState', 'confirm'],
    load: () => import('./dragkit-transfers.js').then((m) => m.Transfers),
  },
};

/** Whether the default plugin `name` is needed at load, by the root's markup or the options. */
function neededAtLoad(name, root, options) {
  const plugin = DEFAULT_PLUGINS[name];
  return Boolean(plugin.always || (plugin.markup && root.querySelector(plugin.markup)) || plugin.options?.some((option) => options[option]));
}

/** Loads the default plugin `name`'s class (at once for one in the core's file, `builtIn`). */
function loadClass(name, builtIn) {
  return builtIn[name] ? Promise.resolve(builtIn[name]) : DEFAULT_PLUGINS[name].load();
}

/**
 * The default plugins `options.plugins` names (all of them when it is absent), loaded: those
 * named, or those whose markup the root has now or whose options are given; the rest stay lazy.
 * `builtIn`: the classes in the core's file, by name. Resolves to {classes: [Class], lazy:
 * [name]}. Throws for an unknown name.
 */
export async function loadDefaults(options, builtIn) {
  const root = options.root || document.body;
  const asked = options.plugins;
  const names = asked ? asked.filter((p) => typeof p === 'string') : Object.keys(DEFAULT_PLUGINS);
  for (const name of names) if (!DEFAULT_PLUGINS[name]) throw new Error(`DragKit: no plugin named '${name}'`);
  const now = asked ? names : names.filter((name) => neededAtLoad(name, root, options));
  const classes = await Promise.all(now.map((name) => loadClass(name, builtIn)));
  return { classes, lazy: asked ? [] : names.filter((name) => !now.includes(name)) };
}

/** The default plugins a page has not loaded yet (no `plugins` option): loads each when its
 *  markup appears, its first action comes or a call needs it, and adds it to the core's
 *  `Plugins` (through its `add` and `take`). Each call is O(lazy plugins) besides the load. */
export class LazyPlugins {
  /**
   * @param {object} plugins  the core's `Plugins`.
   * @param {object} core  the core (dragkit-bridge.js's Bridge).
   * @param {string[]} names  the default plugins not loaded yet.
   */
  constructor(plugins, core, names) {
    this.plugins = plugins;
    this.core = core;
    this.lazy = new Set(names);
    this.loading = new Map();  // name -> the promise of its load
    this.waiting = [];  // [name, action]: actions that came before their lazy plugin
  }

  /** Whether `name` is a default plugin not loaded yet. O(1). */
  has(name) { return this.lazy.has(name); }

  /** Keeps `action` for the lazy plugin that will own its kind, and loads it; false if none
   *  will. */
  take(action) {
    for (const name of this.lazy) {
      if (!DEFAULT_PLUGINS[name].actions?.includes(action.t)) continue;
      this.waiting.push([name, action]);
      this.need(name);
      return true;
    }
    return false;
  }

  /** Whether container `element` waits for a lazy plugin that owns it (it is registered when
   *  the plugin has loaded). Starts that load. */
  defers(element) {
    for (const name of this.lazy) {
      if (DEFAULT_PLUGINS[name].containers && element.matches(DEFAULT_PLUGINS[name].markup)) { this.need(name); return true; }
    }
    return false;
  }

  /** Starts loading every lazy plugin whose markup the root now has. */
  loadNeeded(root) {
    for (const name of this.lazy) {
      const markup = DEFAULT_PLUGINS[name].markup;
      if (markup && root.querySelector(markup)) this.need(name);
    }
  }

  /** Loads the lazy plugin `name` once; when it arrives it takes the actions that waited for it,
   *  and the core registers the markup it owns (`rescan`). Resolves to the plugin (undefined
   *  when it came after destroy()). */
  need(name) {
    if (!this.lazy.has(name)) return Promise.resolve(this.plugins.get(name) ?? undefined);
    if (this.loading.has(name)) return this.loading.get(name);
    const loading = DEFAULT_PLUGINS[name].load().then((Plugin) => {
      const core = this.core;
      if (core.destroyed) return undefined;
      this.lazy.delete(name);
      const plugin = new Plugin(this.plugins.context);
      this.plugins.add(plugin);
      if (core.started) plugin.listen?.(core.listening.signal);
      const waited = this.waiting.filter(([owner]) => owner === name);
      this.waiting = this.waiting.filter(([owner]) => owner !== name);
      for (const [, action] of waited) this.core.router.take(action);
      if (DEFAULT_PLUGINS[name].markup) core.scanner.rescan();
      return plugin;
    });
    this.loading.set(name, loading);
    return loading;
  }
}
