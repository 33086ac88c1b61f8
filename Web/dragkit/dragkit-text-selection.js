// DragKit web host, the `text` plugin's selection (issue 24; S6, S7): the page's text selection
// mirrored into the engine's text selections (offsets in graphemes), which a text drag picks up.
// It finds the text view a DOM node is in, sets the page's selection from the engine's offsets
// (after a drop, or a pick-up with a range), tells whether a press is on selected text (it may
// start a text drag) and places the caret where a click in the selection dragged nothing, as
// native text does. It owns which view holds the selection and its range; the views are the
// plugin's (dragkit-text.js), which owns one as `selection`.

import { domPosition, textOffset } from './dragkit-text-runs.js';

/** The page's text selection in the text views of one `DragKit`, and the engine's copy of it. */
export class TextSelection {
  /**
   * @param {object} kit the plugins' context (dragkit-plugin-context.js).
   * @param {Map} texts the plugin's text views (engine container id -> {element, runs, …}).
   */
  constructor(kit, texts) {
    this.kit = kit;
    this.texts = texts;
    this.selectedText = undefined;       // engine container id of the text view holding the page's selection
    this.selectedRange = null;           // [lower, upper] of that selection (graphemes), if not empty
    this.settingSelection = false;       // true while it sets the page's selection itself (setTextSelection)
  }

  /** The engine container id of the text view `node` is in, or undefined. O(depth). */
  textIdOf(node) {
    const element = node && (node.nodeType === 3 ? node.parentElement : node);
    const view = element && element.closest && element.closest('[data-dk-text]');
    if (!view) return undefined;
    const id = this.kit.ids.containers.toInt.get(view.dataset.dkContainer);
    return this.texts.has(id) ? id : undefined;
  }

  /** Mirrors the page's selection into the engine's text selections (offsets in graphemes). */
  onSelectionChange() {
    if (this.settingSelection) return;
    const selection = document.getSelection();
    let chosen;
    let lower = -1;
    let upper = -1;
    if (selection && selection.rangeCount) {
      const range = selection.getRangeAt(0);
      const start = this.textIdOf(range.startContainer);
      const end = this.textIdOf(range.endContainer);
      if (start !== undefined && start === end) {
        chosen = start;
        const element = this.texts.get(start).element;
        lower = textOffset(element, range.startContainer, range.startOffset);
        upper = textOffset(element, range.endContainer, range.endOffset);
      }
    }
    if (this.selectedText !== undefined && this.selectedText !== chosen) {
      const previous = this.selectedText;
      this.kit.engine.call((e) => e.textSelection(previous, -1, -1));
    }
    this.selectedText = chosen;
    this.selectedRange = chosen === undefined || lower === upper ? null : [lower, upper];
    if (chosen !== undefined) this.kit.engine.call((e) => e.textSelection(chosen, lower, upper));
  }

  /** Selects `range` ([lower, upper] graphemes) of view `id` in the page and in the engine.
   *  O(length of the text). */
  setTextSelection(id, range) {
    const text = this.texts.get(id);
    const selection = document.getSelection();
    if (!text || !selection) return;
    this.settingSelection = true;
    try {
      const [anchorNode, anchorOffset] = domPosition(text.element, range[0]);
      const [focusNode, focusOffset] = domPosition(text.element, range[1]);
      selection.setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset);
    } finally {
      this.settingSelection = false;
    }
    this.selectedText = id;
    this.selectedRange = range[0] === range[1] ? null : [range[0], range[1]];
    this.kit.engine.call((e) => e.textSelection(id, range[0], range[1]));
  }

  /** Whether the pointer `event` is on the page's selected text in a text view (a press there
   *  may start a text drag). O(the selection's rectangles). */
  isOnSelectedText(event) {
    const selection = document.getSelection();
    if (!selection || !selection.rangeCount || selection.isCollapsed) return false;
    if (this.textIdOf(event.target) === undefined) return false;
    const range = selection.getRangeAt(0);
    if (this.textIdOf(range.startContainer) === undefined) return false;
    for (const r of range.getClientRects()) {
      if (event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom) return true;
    }
    return false;
  }

  /** Collapses the page's selection at the point (x, y), as a click in text does. */
  placeCaret(x, y) {
    const selection = document.getSelection();
    if (!selection) return;
    if (document.caretPositionFromPoint) {
      const position = document.caretPositionFromPoint(x, y);
      if (position) selection.collapse(position.offsetNode, position.offset);
    } else if (document.caretRangeFromPoint) {
      const range = document.caretRangeFromPoint(x, y);
      if (range) selection.collapse(range.startContainer, range.startOffset);
    }
  }

  /** The DOM selection as {id, lower, upper} in one text view's offsets, or null. */
  currentTextSelection() {
    const selection = document.getSelection();
    if (!selection || !selection.rangeCount) return null;
    const range = selection.getRangeAt(0);
    const id = this.textIdOf(range.startContainer);
    if (id === undefined || id !== this.textIdOf(range.endContainer)) return null;
    const element = this.texts.get(id).element;
    return {
      id,
      lower: textOffset(element, range.startContainer, range.startOffset),
      upper: textOffset(element, range.endContainer, range.endOffset),
    };
  }
}
