// DragKit web host, the `text` plugin's keyboard text selection (issue 24; S7): arrows, Home and
// End move a caret in a focused text view, and with Shift they select, so that a keyboard text
// drag (Ctrl/Cmd+Shift+D) can start from a selection made with keys. A read-only view draws no
// caret of its own: this one is drawn (a `dk-caret` element over the page). It owns that
// element; the plugin (dragkit-text.js) owns one as `keyboard` and gives it the root's keys,
// focus and the page's selection changes (its `listen`).

const CARET_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** The caret of the focused text view, moved by keys. Each method is O(1) besides the
 *  browser's selection and layout work. */
export class TextCaret {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js): its drags' images (`drags.previews`). */
  constructor(kit) {
    this.kit = kit;
    this.caret = null;                   // the drawn caret in a focused text view (keyboard selection)
  }

  /** Takes the drawn caret away. */
  destroy() {
    this.caret?.remove();
    this.caret = null;
  }

  /** Arrows, Home and End in a focused text view move its caret; with Shift they select (not
   *  while a drag runs: the keys are the drag's then). */
  onCaretKey(event) {
    if (!CARET_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || this.kit.drags.previews.size > 0) return;
    const target = event.target;
    if (target.matches && target.matches('[data-dk-text]')) this.moveCaret(event, target);
  }

  /** A text view that takes focus gets a caret at its start (unless it holds the selection). */
  onFocusIn(event) {
    const view = event.target.matches && event.target.matches('[data-dk-text]') ? event.target : null;
    if (view && !this.selectionIn(view)) {
      const selection = document.getSelection();
      if (selection) selection.collapse(view, 0);
    }
    this.showCaret();
  }

  /** Whether the page's selection is inside `view`. O(depth). */
  selectionIn(view) {
    const selection = document.getSelection();
    return !!(selection && selection.rangeCount && view.contains(selection.anchorNode) && view.contains(selection.focusNode));
  }

  /** Arrows move the caret of a focused text view; Shift+arrows extend the selection. */
  moveCaret(event, view) {
    const selection = document.getSelection();
    if (!selection || typeof selection.modify !== 'function') return;
    event.preventDefault();
    if (!this.selectionIn(view)) selection.collapse(view, 0);
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown' || event.key === 'End';
    const granularity = event.key === 'Home' || event.key === 'End' ? 'lineboundary'
      : event.key === 'ArrowUp' || event.key === 'ArrowDown' ? 'line' : 'character';
    selection.modify(event.shiftKey ? 'extend' : 'move', forward ? 'forward' : 'backward', granularity);
    if (!this.selectionIn(view)) selection.collapse(view, forward ? view.childNodes.length : 0);
    this.showCaret();
  }

  /** Draws a caret where a collapsed selection is in the focused text view (a read-only view
   *  draws none of its own). */
  showCaret() {
    const view = document.activeElement;
    const selection = document.getSelection();
    if (!view || !view.matches || !view.matches('[data-dk-text]') || !selection || !selection.rangeCount
      || !selection.isCollapsed || !this.selectionIn(view) || this.kit.drags.previews.size > 0) { this.hideCaret(); return; }
    const range = selection.getRangeAt(0).cloneRange();
    let r = range.getClientRects()[0];
    if (!r) {
      const probe = document.createRange();
      const node = range.startContainer;
      if (node.nodeType === 3 && node.data.length) {
        const at = Math.min(range.startOffset, node.data.length - 1);
        probe.setStart(node, at); probe.setEnd(node, at + 1);
        const box = probe.getClientRects()[0];
        if (box) r = { left: range.startOffset > at ? box.right : box.left, top: box.top, height: box.height };
      }
    }
    if (!r) { const box = view.getBoundingClientRect(); r = { left: box.left + 8, top: box.top + 6, height: 18 }; }
    if (!this.caret) {
      this.caret = document.createElement('div');
      this.caret.className = 'dk-caret';
      this.caret.setAttribute('aria-hidden', 'true');
      document.body.appendChild(this.caret);
    }
    Object.assign(this.caret.style, { left: `${r.left}px`, top: `${r.top}px`, height: `${r.height || 18}px` });
    this.caret.hidden = false;
  }

  /** Hides the drawn caret (focus left the text view). */
  hideCaret() {
    if (this.caret) this.caret.hidden = true;
  }
}
