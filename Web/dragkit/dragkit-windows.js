// DragKit web host, plugin `windows` (issue 24): drops on empty space that open items in a new
// window (P3). An item marked `data-dk-opens-window` tells the engine (the core registers it) that
// dropped where no container takes it, it opens in a new window; while a drop would do that (the
// engine's `newWindow` cursor) the drag image itself says so, for touch too, where no cursor
// shows: `data-dk-opens-window` on the image and a visible `.dk-window-cue` label. The engine's
// `open` action hands the items to the page's `openInNewWindow(itemIds)`. The plugin owns its
// cues; the core reaches it only through the plugin interface (dragkit-plugins.js: `actions`,
// `cursor`). Loaded when the page first has such an item (API.md "Plugins").

/** The cue's words in the languages the engine speaks (S7), unless `strings.opensWindow` is
 *  given. */
const OPENS_WINDOW = { en: 'Opens in a new window', ko: '새 윈도우에서 열림', ja: '新規ウインドウで開きます' };

/** Drops that open a new window (P3) for one `DragKit`. Each hook is O(1). */
export class NewWindows {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'windows';
    this.cues = new WeakMap();  // drag image element -> its `.dk-window-cue` label
    this.actions = { open: (action) => this.open(action.items) };
  }

  /** The drag of `pointer` shows `cursor` now: its image carries the cue while that is
   *  `newWindow`. */
  cursor(pointer, cursor) {
    const element = this.kit.drags.previews.get(pointer)?.element;
    const on = cursor === 'newWindow';
    if (!element || element.hasAttribute('data-dk-opens-window') === on) return;
    element.toggleAttribute('data-dk-opens-window', on);
    let cue = this.cues.get(element);
    if (on && !cue) {
      cue = document.createElement('span');
      cue.className = 'dk-window-cue';
      cue.textContent = this.kit.page.options.strings?.opensWindow ?? OPENS_WINDOW[this.kit.page.language] ?? OPENS_WINDOW.en;
      this.cues.set(element, cue);
    }
    if (on) element.appendChild(cue); else cue?.remove();
  }

  /** The engine's `open` action: the page's `openInNewWindow(itemIds)` opens the items. */
  open(itemIds) {
    const kit = this.kit;
    const keys = itemIds.map((id) => kit.ids.items.key(id)).filter((key) => key !== undefined);
    if (keys.length && typeof kit.page.options.openInNewWindow === 'function') {
      try { kit.page.options.openInNewWindow(keys); } catch (error) { console.error('DragKit: openInNewWindow', error); }
    }
  }
}
