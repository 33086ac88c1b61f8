// DragKit web host: HTML that crosses the page's edge is cut down to an allowlist (S1, P1),
// both ways: the `text/html` a drag or copy writes for other apps, and HTML dropped or pasted
// from other apps before the page's `importDrop` sees it.
//
// The allowlist: text-level and block tags that carry structure and emphasis (below), links
// whose `href` is http, https or mailto (any other link keeps its text and loses its target),
// and no other attribute (no `style`, `class`, `id`, event handlers, `src`). Elements whose
// content is code or embedded documents (script, style, iframe, object, svg, math, template,
// form controls) go with their content; any other element not on the list is unwrapped (its
// text stays). The input is parsed by `DOMParser` into an inert document: nothing in it runs,
// loads or reaches the page. The server sanitises again what it stores.

import { DROPPED_WITH_CONTENT, KEPT_TAGS, LINE_BREAK_TAGS, LINK_ATTRIBUTES, LINK_PREFIXES } from './dragkit-html-policy.js';

/** Tags kept (lower case), each with the attributes it may keep: the policy the server reads
 *  too (dragkit-html-policy.js, generated from DragKitTypes' HTMLPolicy). */
const ALLOWED = new Map(KEPT_TAGS.map((tag) => [tag, tag === 'a' ? LINK_ATTRIBUTES : []]));

/** Elements removed together with everything inside them. */
const DROPPED = new Set(DROPPED_WITH_CONTENT);

/** Elements that end a line in plain text (`br` is a line break of its own). */
const BLOCKS = LINE_BREAK_TAGS.filter((tag) => tag !== 'br').join(', ');

/** Deepest nesting copied; deeper content is kept as its readable text, without what dropped
 *  elements hold (a hostile document can't blow the stack, nor pass a script off as text). */
const MAX_DEPTH = 64;

/**
 * `href` if it is an absolute http, https or mailto URL (resolved against nothing: relative
 * links mean nothing outside their page), else null. O(length).
 */
export function safeLink(href) {
  if (typeof href !== 'string') return null;
  let url;
  try { url = new URL(href.trim()); } catch { return null; }
  const lowered = url.href.toLowerCase();
  return LINK_PREFIXES.some((prefix) => lowered.startsWith(prefix)) ? url.href : null;
}

/**
 * The allowlisted HTML of `html` (a string): only the tags, attributes and links above.
 * `maxLength` caps the input read (characters; default 2,000,000), so a huge paste can't stall
 * the page. O(length of the input).
 */
export function sanitizeHTML(html, { maxLength = 2_000_000 } = {}) {
  const source = String(html ?? '').slice(0, maxLength);
  const parsed = new DOMParser().parseFromString(source, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyChildren(parsed.body, root, out, 0);
  return root.innerHTML;
}

/** The text a person would read in `html` (sanitised first). O(length). */
export function htmlToText(html, options) {
  const doc = new DOMParser().parseFromString(sanitizeHTML(html, options), 'text/html');
  for (const br of doc.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of doc.querySelectorAll(BLOCKS)) block.append('\n');
  return (doc.body.textContent || '').replace(/\n{3,}/g, '\n\n').trim();
}

/** Escapes text for HTML (the `text/html` written for plain text). O(length). */
export function escapeHTML(text) {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** The text under `root` a person would read: its text nodes, leaving out those inside elements
 *  dropped with their content (a script's source is not text). Iterative, so no depth can blow
 *  the stack. O(size of the subtree). */
function readableText(root) {
  let text = '';
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    if (node.nodeType === 3) { text += node.data; continue; }
    if (node.nodeType !== 1 || DROPPED.has(node.localName)) continue;
    for (let child = node.lastChild; child; child = child.previousSibling) stack.push(child);
  }
  return text;
}

function copyChildren(from, to, out, depth) {
  for (const node of from.childNodes) {
    if (node.nodeType === 3) { to.appendChild(out.createTextNode(node.data)); continue; }
    if (node.nodeType !== 1) continue;  // comments, processing instructions
    const tag = node.localName;
    if (DROPPED.has(tag)) continue;
    if (depth >= MAX_DEPTH) { to.appendChild(out.createTextNode(readableText(node))); continue; }
    const attributes = ALLOWED.get(tag);
    if (!attributes || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      copyChildren(node, to, out, depth + 1);  // unwrapped: its content stays
      continue;
    }
    if (tag === 'a' && !safeLink(node.getAttribute('href'))) {  // a link to nowhere safe: its text stays
      copyChildren(node, to, out, depth + 1);
      continue;
    }
    const copy = out.createElement(tag);
    for (const name of attributes) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      if (name === 'href') {
        const link = safeLink(value);
        if (link) { copy.setAttribute('href', link); copy.setAttribute('rel', 'noopener noreferrer nofollow'); }
      } else {
        copy.setAttribute(name, value.slice(0, 500));
      }
    }
    copyChildren(node, copy, out, depth + 1);
    to.appendChild(copy);
  }
}
