// DragKit web host, the `text` plugin's runs (issue 24; S6): a text view's content as the page
// shows it and as the engine holds it. A run is a span of text of one style ({text, font, size,
// weight, italic, color, link}): read from the view's text nodes and their computed style
// (font name from data-dk-font, link from data-dk-link), written back as one <span> per run
// (the engine's runs after a change: the page never splices them itself), cut by the engine's
// offsets (graphemes, its Characters) for a drag's preview, and mapped between those offsets
// and DOM positions. Functions only, with no state: the plugin
// (dragkit-text.js) keeps each view's runs, and its layout (dragkit-text-layout.js) and
// selection (dragkit-text-selection.js) find positions here.

const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** A string's grapheme clusters (the engine's Characters). */
export function graphemes(text) {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** 'rgb(r, g, b)' / 'rgba(r, g, b, a)' as [0xRRGGBB, alpha 0-255]. */
function parseColor(css) {
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+))?/.exec(css || '');
  if (!m) return [0, 255];
  const rgb = ((+m[1] & 255) << 16) | ((+m[2] & 255) << 8) | (+m[3] & 255);
  return [rgb >>> 0, m[4] === undefined ? 255 : Math.round(Math.min(1, +m[4]) * 255)];
}

/** Whether two runs have one style (their text aside). O(1). */
function sameStyle(a, b) {
  return a.font === b.font && a.size === b.size && a.weight === b.weight && a.italic === b.italic
    && a.color === b.color && (a.link || null) === (b.link || null);
}

/** The runs of characters `lower ..< upper` (engine offsets, in graphemes), cut where the range
 *  cuts a run: what a drag of that range shows. O(length of the runs up to `upper`). */
export function sliceRuns(runs, lower, upper) {
  const out = [];
  let offset = 0;
  for (const run of runs) {
    if (offset >= upper) break;
    const cells = graphemes(run.text);
    const from = Math.max(lower - offset, 0);
    const to = Math.min(upper - offset, cells.length);
    if (from < to) out.push({ ...run, text: cells.slice(from, to).join('') });
    offset += cells.length;
  }
  return out;
}

/** The engine's run JSON ({s, font, size, w, i, rgba, link}) as a page run. */
export function pageRun(run) {
  return { text: run.s, font: run.font, size: run.size, weight: run.w, italic: run.i, color: (run.rgba >>> 8) & 0xffffff, link: run.link };
}

/** A text view's runs as the page renders them: its text nodes (not a placeholder's), each with
 *  its element's computed style, neighbours of one style joined. O(length of the text). */
export function readRuns(element) {
  const runs = [];
  const push = (text, styleElement) => {
    if (!text) return;
    const style = getComputedStyle(styleElement);
    const family = (style.fontFamily || '').split(',')[0].trim().replace(/^["']|["']$/g, '');
    const [color] = parseColor(style.color);
    const anchor = styleElement.closest('a[href]');
    const run = {
      text,
      font: styleElement.dataset.dkFont || family || 'system-ui',
      size: parseFloat(style.fontSize) || 16,
      weight: parseInt(style.fontWeight, 10) || 400,
      italic: style.fontStyle === 'italic' || style.fontStyle.startsWith('oblique'),
      color,
      link: styleElement.dataset.dkLink || (anchor && element.contains(anchor) ? anchor.getAttribute('href') : null),
    };
    const last = runs[runs.length - 1];
    if (last && sameStyle(last, run)) last.text += text; else runs.push(run);
  };
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) push(child.data, child.parentElement);
      else if (child.nodeType === 1 && !child.classList.contains('dk-placeholder')) walk(child);
    }
  };
  walk(element);
  return runs;
}

/** The CSS font-family for a run's font name (`options.fontFamily(name)` may map app names). */
function fontFamily(options, name) {
  if (options.fontFamily) { const mapped = options.fontFamily(name); if (mapped) return mapped; }
  if (!name || name === 'system' || name === 'system-ui') return 'system-ui, sans-serif';
  return /[\s"']/.test(name) ? `"${name.replace(/"/g, '')}"` : name;
}

/** The <span> that shows `run` (`options`: the core's, for `fontFamily`). O(1). */
export function runSpan(run, options) {
  const span = document.createElement('span');
  span.textContent = run.text;
  span.dataset.dkFont = run.font;
  if (run.link) span.dataset.dkLink = run.link;
  const hex = `#${(run.color >>> 0 & 0xffffff).toString(16).padStart(6, '0')}`;
  // Typed style properties, never cssText: a stored value can only ever be that one property.
  const style = span.style;
  style.fontFamily = fontFamily(options, run.font);
  style.fontSize = `${Number(run.size)}px`;
  style.fontWeight = String(Number(run.weight));
  style.fontStyle = run.italic ? 'italic' : 'normal';
  style.color = hex;
  if (run.link) style.textDecoration = 'underline';
  return span;
}

/** The text view's text nodes with their grapheme boundaries. O(nodes). */
export function textNodes(element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const nodes = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && node.parentElement.closest('.dk-placeholder')) continue;
    nodes.push(node);
  }
  return nodes;
}

/** The engine offset (in graphemes) of a DOM position inside a text view. O(length of the text
 *  before it). */
export function textOffset(element, node, offset) {
  const range = document.createRange();
  range.setStart(element, 0);
  try { range.setEnd(node, offset); } catch { return 0; }
  return graphemes(range.toString()).length;
}

/** The DOM position of an engine offset in a text view. O(length of the text). */
export function domPosition(element, target) {
  let count = 0;
  const nodes = textNodes(element);
  for (const node of nodes) {
    let index = 0;
    for (const g of graphemes(node.data)) {
      if (count === target) return [node, index];
      index += g.length;
      count += 1;
    }
    if (count === target && node === nodes[nodes.length - 1]) return [node, node.data.length];
  }
  return nodes.length ? [nodes[nodes.length - 1], nodes[nodes.length - 1].data.length] : [element, 0];
}
