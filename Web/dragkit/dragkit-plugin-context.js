// DragKit web host: the context a plugin is given (issue 36: the bridge in parts). A plugin is
// made with `new Plugin(context)` and reaches the core only through it: a few named services,
// each exposing only what plugins use — never the core's `Bridge` (its parts' state, the channel,
// the words, the lifecycle). The services, their members and their types are declared in
// dragkit.d.ts (`PluginContext`); Internals.md "Plugins: how they are built" says what each is for.
//
//   engine    the engine's calls: `run` (calls and applies their actions), `call` (calls only),
//             `measure`, `calls` (the typed calls of the loaded engine, for what it has),
//             `addItems` (a batch into the engine's buffers), `scrolled` (an auto-scroll step)
//   ids       engine ids ↔ keys and elements: `items`, `containers` (IdMaps), `itemElements`,
//             `containerElements`, `apps`, a virtual row's element shown or hidden, an item
//             list forgotten, what the registry knows (labels, flags) and registering a container
//   drags     the drags in flight: `previews`, `marks`, `cursors`, `selections` (read-only maps),
//             `keyboardDragging()`
//   page      the page: `root`, `options`, `strings`, `ui`, `signal` (aborted by destroy()),
//             `language`, `emit`, `mistake`, `userWords`, `later`, `destroyed`, `started`
//   router, drawing, scanner, input, geometry, commands, gestures: each core part's few methods
//             a plugin may call; `feel`: the gap's and the drag image's helpers; `plugins`: the
//             other plugins by name
//
// Every member resolves the core's object when it is used (the gestures and the controlled mode
// are made after the plugins), so a service never holds a stale part. Made once per core:
// O(members); each call O(1) plus the core's own work.

/** An object whose `names` call the same methods of `part()`, resolved at each call. */
function only(part, names) {
  const service = {};
  for (const name of names) service[name] = (...args) => part()[name](...args);
  return Object.freeze(service);
}

/**
 * The plugins' context of the core `bridge` (dragkit-bridge.js's Bridge).
 * @param {object} bridge
 * @returns {object} a frozen `PluginContext` (dragkit.d.ts).
 */
export function pluginContext(bridge) {
  const b = bridge;
  const registry = () => b.registry;
  return Object.freeze({
    engine: Object.freeze({
      run: (fn) => b.run(fn),
      call: (fn) => b.call(fn),
      measure: (full) => b.measure(full),
      get calls() { return b.engine; },
      addItems: (...args) => b.channel.addItems(...args),
      scrolled: (id, dx, dy) => b.engineScrolled(id, dx, dy),
    }),
    ids: Object.freeze({
      get items() { return b.items; },
      get containers() { return b.containers; },
      get itemElements() { return b.itemElements; },
      get containerElements() { return b.containerElements; },
      get apps() { return b.registry.apps; },
      showItemElement: (id, element) => b.showItemElement(id, element),
      hideItemElement: (id, element) => b.hideItemElement(id, element),
      forgetItemList: (container) => b.forgetItemList(container),
      isTextView: (id) => b.isTextView(id),
      ...only(registry, ['itemKeyOf', 'labelOf', 'containerFlags', 'insertElement', 'registerContainer']),
    }),
    drags: Object.freeze({
      get previews() { return b.previews; },
      get marks() { return b.marks; },
      get cursors() { return b.cursors; },
      get selections() { return b.selections; },
      keyboardDragging: () => b.keyboardDragging(),
    }),
    page: Object.freeze({
      get root() { return b.root; },
      get options() { return b.options; },
      get strings() { return b.strings; },
      get ui() { return b.ui; },
      get signal() { return b.listening.signal; },
      get language() { return b.announcer.lang; },
      get destroyed() { return !!b.destroyed; },
      get started() { return !!b.started; },
      emit: (name, detail) => b.emit(name, detail),
      mistake: (...args) => b.mistake(...args),
      userWords: (error, fallback) => b.userWords(error, fallback),
      later: (fn, ms) => b.later(fn, ms),
    }),
    router: only(() => b.router, ['announce', 'releaseAt', 'store', 'storingWhile', 'take']),
    drawing: only(() => b.drawing, ['addPreview', 'noteLifted', 'scrollingAncestor', 'showCursorLayer']),
    scanner: only(() => b.scanner, ['scan', 'rescan', 'ensureMeasured', 'visibleFrame', 'cachedScrollerOf']),
    input: Object.freeze({
      ...only(() => b.input, ['pointAt', 'pointerEnded', 'pressTakenOver']),
      get lastPointerTime() { return b.input.lastPointerTime; },
      pressStartsDrag: (target, item) => b.pressStartsDrag(target, item),
    }),
    geometry: only(() => b.geometry, ['markStale', 'setDescribed']),
    commands: only(() => b.commands, ['sessions', 'selection', 'history', 'paste', 'copyInEngine', 'containerList']),
    // The selection gestures (a tree's or list's Shift+arrow extends the selection, S8).
    gestures: Object.freeze({ extendTo: (from, to) => b.gestures?.extendTo(from, to) }),
    feel: Object.freeze({
      hasGap: (element) => b.feel.hasGap(b, element),
      updateGaps: () => b.feel.updateGaps(b),
      noteAutoScroll: (element) => b.feel.noteAutoScroll(b, element),
      ...only(() => b.feel, ['holdOverflow', 'shrinkBack', 'setAttributeIfChanged', 'layoutRect', 'itemRect',
        'previewClone', 'previewPartOf', 'reducesMotion', 'matchLook']),
    }),
    plugins: Object.freeze({
      get: (name) => b.plugins.get(name),
      text: () => b.textPlugin(),
    }),
  });
}
