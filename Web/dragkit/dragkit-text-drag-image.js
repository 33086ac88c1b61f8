// DragKit web host, the `text` plugin's drag images (issue 24; S6): a text drag's image, a
// translucent copy of the dragged runs that follows the pointer (drawn by the core's drawing,
// `addPreview`), and the dragged text kept visibly selected in its view while it is dragged
// (the CSS Custom Highlight API, `dk-drag-source`, where the browser has it). It owns those
// highlights, by pointer; the plugin (dragkit-text.js) owns one as `dragImages` and hands it
// the core's `begin` actions with `kind: 'text'` and the drag images' ends.

import { domPosition, runSpan, sliceRuns } from './dragkit-text-runs.js';

/** The text drags' images and their sources' highlights, of one `DragKit`. */
export class TextDragImages {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js): its drawing and options. */
  constructor(kit) {
    this.kit = kit;
    this.textSources = null;  // pointer -> Range: the dragged text's highlight (made when first needed)
  }

  /** A translucent preview of dragged text (the selection's runs), following the pointer.
   *  `text`: the plugin's record of the view it comes from, if any. O(dragged graphemes). */
  begin(action, text) {
    const preview = document.createElement('div');
    preview.className = 'dk-preview dk-text-preview';
    preview.setAttribute('aria-hidden', 'true');
    if (text) {
      for (const run of sliceRuns(text.runs, action.r[0], action.r[1])) preview.appendChild(runSpan(run, this.kit.page.options));
    }
    const [, , width, height] = action.f;
    Object.assign(preview.style, { minWidth: `${width}px`, minHeight: `${height}px`, maxWidth: `${Math.max(width, 360)}px` });
    const badge = document.createElement('span');
    badge.className = 'dk-badge';
    badge.hidden = true;
    preview.appendChild(badge);
    this.kit.drawing.addPreview(action.p, { element: preview, badge, frame: action.f });
    this.markTextSource(action.p, text && text.element, action.r);
  }

  /** Keeps the dragged text visibly selected in its view while it is dragged, as a native text
   *  drag does: the page's own selection can't show during a drag (user-select is off), so the
   *  range is painted with the CSS Custom Highlight API where the browser has it. */
  markTextSource(pointer, element, range) {
    if (!(window.CSS && CSS.highlights && window.Highlight)) return;
    if (!this.textSources) this.textSources = new Map();  // pointer -> Range
    if (element && range) {
      const dom = document.createRange();
      const [a, ao] = domPosition(element, range[0]);
      const [b, bo] = domPosition(element, range[1]);
      try { dom.setStart(a, ao); dom.setEnd(b, bo); this.textSources.set(pointer, dom); } catch { /* a stale view */ }
    } else {
      this.textSources.delete(pointer);
    }
    if (this.textSources.size) CSS.highlights.set('dk-drag-source', new Highlight(...this.textSources.values()));
    else CSS.highlights.delete('dk-drag-source');
  }

  /** The drag image of `pointer` ended: its source's highlight goes. O(drags). */
  ended(pointer) {
    if (this.textSources && this.textSources.has(pointer)) this.markTextSource(pointer, null, null);
  }

  /** Drops the sources' highlights (an engine restart, destroy()). */
  clear() {
    if (this.textSources) { this.textSources.clear(); if (window.CSS && CSS.highlights) CSS.highlights.delete('dk-drag-source'); }
  }
}
