// DragKit web host, the `text` plugin's layout (issue 24; S6, A1): where a text view's lines and
// carets are, measured in the page and sent to the engine (`textLayout`), which hit-tests text
// drops and places their insertion point from them. A line break is on no line (the engine's
// TextLayout contract). The lines are kept on the view's record (`cache`) until its text or size
// changes, and sent again only when they changed. Functions only: the plugin (dragkit-text.js)
// keeps the views and calls `measureText` from its `measure` and `scrolled` hooks.

import { graphemes, textNodes } from './dragkit-text-runs.js';

/**
 * Measures where the caret goes before each character (grapheme) of a text view and reports
 * the lines to the engine (a line: x, y, width, height, start offset, caret count, carets).
 * Lines are measured relative to the view and cached until its text or size changes, so
 * scrolling only moves them.
 * `core`: the Bridge; `text`: the plugin's record of view `id` ({element, version, cache, sent,
 * sentTo}). Returns whether the layout was sent. O(characters) when measured, else O(carets).
 */
export function measureText(kit, id, text) {
  if (!text || !text.element.isConnected) return false;
  const element = text.element;
  const box = element.getBoundingClientRect();
  const key = `${text.version}|${element.clientWidth}|${element.clientHeight}`;
  if (!text.cache || text.cache.key !== key) {
    text.cache = { key, lines: layoutLines(element, box), left: element.scrollLeft, top: element.scrollTop };
  }
  // A view that scrolls itself moves its lines inside its box (A1): shift them by how far it
  // scrolled since they were measured.
  const left = box.left + text.cache.left - element.scrollLeft;
  const top = box.top + text.cache.top - element.scrollTop;
  const numbers = [];
  for (const line of text.cache.lines) {
    numbers.push(line.x + left, line.y + top, line.width, line.height, line.start, line.carets.length);
    for (const x of line.carets) numbers.push(x + left);
  }
  // Sent only when it changed (O(carets) to compare); returns whether it was sent.
  const sent = `${numbers.length}|${left}|${top}|${text.version}|${key}`;
  if (text.sent === sent && kit.engine.calls === text.sentTo) return false;
  text.sent = sent;
  text.sentTo = kit.engine.calls;
  kit.engine.call((e) => e.textLayout(id, numbers));
  return true;
}

/** The lines of `element` (its client rectangle `box`), relative to it: the browser's boxes of
 *  each grapheme, grouped into lines by their tops. O(characters) range measurements. */
function layoutLines(element, box) {
  const range = document.createRange();
  const lines = [];
  let line = null;
  let offset = 0;
  const close = () => { if (line) { line.carets.push(line.right); lines.push(line); line = null; } };
  for (const node of textNodes(element)) {
    let index = 0;
    for (const g of graphemes(node.data)) {
      range.setStart(node, index);
      range.setEnd(node, index + g.length);
      index += g.length;
      const rects = range.getClientRects();
      const r = rects.length ? rects[rects.length - 1] : null;
      if (g === '\n') {
        // A line break is on no line (TextLayout's contract, S6): its line ends before it
        // (an empty line is one caret), and the offset after it starts the next line. A
        // caret for it would map a point just right of a line's end to the next line's start.
        if (!line) {
          const top = r ? r.top : (lines.length ? lines[lines.length - 1].bottom : box.top);
          const left = r ? r.left : box.left;
          line = { start: offset, top, bottom: r ? r.bottom : top + 16, left, right: left, carets: [] };
        }
        close();
        offset += 1;
        continue;
      }
      if (r && (!line || r.top >= line.top + (line.bottom - line.top) / 2)) {
        close();
        line = { start: offset, top: r.top, bottom: r.bottom, left: r.left, right: r.left, carets: [] };
      } else if (!line) {
        line = { start: offset, top: box.top, bottom: box.top + 16, left: box.left, right: box.left, carets: [] };
      }
      if (r) {
        line.carets.push(r.left);
        line.right = Math.max(r.right, line.right);
        line.top = Math.min(line.top, r.top);
        line.bottom = Math.max(line.bottom, r.bottom);
      } else {
        line.carets.push(line.right);
      }
      offset += 1;
    }
  }
  if (!line && lines.length === 0) {
    const size = parseFloat(getComputedStyle(element).fontSize) || 16;
    const padLeft = parseFloat(getComputedStyle(element).paddingLeft) || 0;
    const padTop = parseFloat(getComputedStyle(element).paddingTop) || 0;
    line = { start: 0, top: box.top + padTop, bottom: box.top + padTop + size * 1.3, left: box.left + padLeft, right: box.left + padLeft, carets: [] };
  }
  close();
  // Relative to the view; each line reaches down to the next so no point falls between lines.
  return lines.map((l, i) => {
    const next = lines[i + 1];
    const bottom = next ? Math.max(l.bottom, next.top) : l.bottom;
    return {
      x: l.left - box.left, y: l.top - box.top, width: Math.max(0, l.right - l.left), height: bottom - l.top,
      start: l.start, carets: l.carets.map((x) => x - box.left),
    };
  });
}
