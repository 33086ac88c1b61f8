// DragKit web host: Cut, Copy and Paste with the system clipboard (S5, S7; issue 12), the
// `clipboard` plugin's reader and writer (dragkit-clipboard.js loads it when a page first needs
// it). API.md "Crossing the page's edge", "The clipboard".
//
// - Copy and Cut of items (`DragKit.copy`/`cut`, and the browser's own copy/cut events while a
//   DragKit item has focus) put the engine's pasteboard entry as before and write the items'
//   representations (`exportItem`, the same as a drag out) to the system clipboard: in the
//   `copy`/`cut` event's clipboardData when there is one (every type, synchronously), else with
//   `navigator.clipboard.write` (text/plain, text/html, and Chrome's web custom format
//   `web application/x-dragkit+json` where supported; other browsers take text only).
// - Paste (the browser's paste event while a DragKit item or container has focus, or
//   `DragKit.pasteFromSystem(container, index)`): content DragKit itself copied in this page
//   (its manifest names this page load, or the clipboard still holds what it wrote) is pasted
//   by the engine (`paste`, undoable, S10); anything else goes through the page's
//   `importDrop({container, index, items}, report)` as a drop from outside would, read with the
//   same limits and sanitising (dragkit-data.js).

import { DRAGKIT_JSON, PAGE_ID, manifestOf, readTransfer, RefusedData, representationsOf, writeRepresentations } from './dragkit-data.js';
import { importStrings } from './strings-import.js';

const WEB_JSON = `web ${DRAGKIT_JSON}`;

/** A DataTransfer-like reader over what `navigator.clipboard.read()` answered. */
async function transferFromClipboardItems(clipboardItems) {
  const strings = new Map();
  const files = [];
  for (const item of clipboardItems) {
    for (const type of item.types) {
      const blob = await item.getType(type);
      if (type === 'text/plain' || type === 'text/html' || type === 'text/uri-list') strings.set(type, await blob.text());
      else if (type === WEB_JSON) strings.set(DRAGKIT_JSON, await blob.text());
      else files.push(new File([blob], `pasted.${type.split('/')[1] || 'bin'}`, { type }));
    }
  }
  return { types: [...strings.keys(), ...(files.length ? ['Files'] : [])], files, getData: (type) => strings.get(type) ?? '' };
}

/** The system clipboard for one bridge. */
export class SystemClipboard {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.lastText = null;  // the text/plain DragKit last wrote (to know its own content again)
    // What the clipboard still held when DragKit's last write to it failed (no focus, no
    // permission): pasting that is pasting the copy DragKit could not write, not older content.
    this.staleText = null;
    this.pending = 0;  // pastes still reading the clipboard or being stored by `importDrop`
    this.words = { ...importStrings, ...(kit.page.options.strings || {}) };
  }

  /** Listens for the browser's copy, cut and paste events until `signal` aborts. O(1). */
  listen(signal) {
    document.addEventListener('copy', (event) => this.onCopy(event, false), { signal });
    document.addEventListener('cut', (event) => this.onCopy(event, true), { signal });
    document.addEventListener('paste', (event) => this.onPaste(event), { signal });
  }

  /** The DragKit item with focus inside the root, if any. */
  focusedItem() {
    const focused = document.activeElement;
    return focused && focused.matches && focused.matches('[data-dk-item]') && this.kit.page.root.contains(focused) ? focused : null;
  }

  /** The items a copy of `itemKey` takes: its container's selection when it is part of it. */
  itemsFor(itemKey) {
    const element = this.kit.ids.itemElements.get(this.kit.ids.items.toInt.get(itemKey));
    const container = element && element.parentElement && element.parentElement.closest('[data-dk-container]');
    const selected = container ? this.kit.commands.selection(container.dataset.dkContainer) : [];
    return selected.includes(itemKey) ? selected : [itemKey];
  }

  /** The representations and manifest of `itemKeys` (as a drag out writes them). */
  describe(itemKeys, cut) {
    const kit = this.kit;
    const labelOf = (key) => kit.ids.labelOf(key);
    const representations = representationsOf(itemKeys, kit.page.options.exportItem, labelOf);
    const containerOf = (key) => {
      const element = kit.ids.itemElements.get(kit.ids.items.toInt.get(key));
      return element?.parentElement?.closest('[data-dk-container]')?.dataset.dkContainer ?? null;
    };
    const manifest = manifestOf(itemKeys, (key) => kit.ids.itemElements.get(kit.ids.items.toInt.get(key)), containerOf, cut ? 'move' : 'copy', labelOf);
    return { representations, manifest };
  }

  /** The browser's copy/cut event with a DragKit item focused: every type, synchronously. */
  onCopy(event, cut) {
    const item = this.focusedItem();
    if (!item || event.defaultPrevented || !event.clipboardData) return;
    event.preventDefault();
    const key = item.dataset.dkItem;
    const { representations, manifest } = this.describe(this.itemsFor(key), cut);
    writeRepresentations(event.clipboardData, representations, manifest, { files: false });
    this.lastText = event.clipboardData.getData('text/plain');
    this.staleText = null;
    this.kit.commands.copyInEngine(key, cut);
  }

  /**
   * Writes `itemKey`'s items to the system clipboard with the async Clipboard API (the page's
   * own Copy command, outside any copy event). Best effort: a browser that refuses (no
   * permission, no focus) leaves the engine's pasteboard as the only one: what the clipboard
   * still holds then is remembered, so a paste of it pastes this copy (S5: a paste gives what
   * was copied last). Resolves to whether it was written.
   */
  async write(itemKey, cut) {
    if (!navigator.clipboard) return false;
    const { representations, manifest } = this.describe(this.itemsFor(itemKey), cut);
    const text = representations.find((r) => r.type === 'text/plain')?.data
      ?? representations.find((r) => r.type === 'text/uri-list')?.data ?? manifest.labels.join('\n');
    const html = representations.find((r) => r.type === 'text/html')?.data;
    const { labels, ...json } = manifest;
    this.lastText = text;
    try {
      if (typeof ClipboardItem === 'function' && navigator.clipboard.write) {
        const parts = { 'text/plain': new Blob([text], { type: 'text/plain' }) };
        if (html) parts['text/html'] = new Blob([html], { type: 'text/html' });
        if (ClipboardItem.supports?.(WEB_JSON)) parts[WEB_JSON] = new Blob([JSON.stringify(json)], { type: DRAGKIT_JSON });
        await navigator.clipboard.write([new ClipboardItem(parts)]);
      } else {
        await navigator.clipboard.writeText(text);
      }
      this.staleText = null;
      return true;
    } catch (error) {
      this.staleText = await navigator.clipboard.readText().catch(() => null);
      return false;
    }
  }

  /** Whether clipboard `text` is DragKit's own copy: what it last wrote, or what the clipboard
   *  still held when its last write failed (the copy it could not write). O(length). */
  isOwnText(text) {
    return (this.lastText !== null && text === this.lastText) || (this.staleText !== null && text === this.staleText);
  }

  /** The browser's paste event with a DragKit item or container focused (not a text field). */
  onPaste(event) {
    const focused = document.activeElement;
    if (event.defaultPrevented || !event.clipboardData || !focused || !this.kit.page.root.contains(focused)) return;
    if (focused.matches('input, textarea, select, [contenteditable=""], [contenteditable="true"], [data-dk-text]')) return;
    const place = this.placeAt(focused);
    if (!place) return;
    const types = [...event.clipboardData.types];
    const own = types.includes(DRAGKIT_JSON) || this.isOwnText(event.clipboardData.getData('text/plain'));
    // Without `importDrop` only DragKit's own items paste here; anything else stays the browser's.
    if (!own && typeof this.kit.page.options.importDrop !== 'function') return;
    event.preventDefault();
    this.paste(event.clipboardData, place.container, place.index);
  }

  /** Where a paste with `focused` focused goes: after the focused item, or the focused container's end. */
  placeAt(focused) {
    const item = focused.closest('[data-dk-item]');
    const container = (item ? item.parentElement : focused).closest('[data-dk-container]');
    if (!container) return null;
    if (!item) return { container: container.dataset.dkContainer, index: -1 };
    const siblings = [...(container.querySelector('[data-dk-items]') || container).querySelectorAll('[data-dk-item]')];
    return { container: container.dataset.dkContainer, index: siblings.indexOf(item) + 1, after: item.dataset.dkItem };
  }

  /**
   * Pastes what the system clipboard holds into `containerKey` at `index` (−1: the end): the
   * engine's paste for DragKit's own content, `importDrop` for anything else. Resolves to
   * 'engine', 'imported', 'refused' or 'nothing'.
   */
  async pasteFromSystem(containerKey, index = -1, ownPaste = null) {
    this.pending += 1;
    try {
      return await this.readAndPaste(containerKey, index, ownPaste);
    } finally {
      this.pending -= 1;
    }
  }

  async readAndPaste(containerKey, index, ownPaste) {
    if (!navigator.clipboard) return 'nothing';
    let transfer;
    try {
      transfer = navigator.clipboard.read ? await transferFromClipboardItems(await navigator.clipboard.read())
        : await navigator.clipboard.readText().then((text) => ({ types: ['text/plain'], files: [], getData: (t) => (t === 'text/plain' ? text : '') }));
    } catch (error) {
      return 'nothing';
    }
    return this.paste(transfer, containerKey, index, ownPaste);
  }

  /** Pastes `transfer` (clipboardData or the like); DragKit's own copy by `ownPaste()` when
   *  given (the page's own placement, e.g. after the focused item), else by the engine. */
  async paste(transfer, containerKey, index, ownPaste = null) {
    const kit = this.kit;
    const types = [...(transfer.types || [])];
    let own = false;
    if (types.includes(DRAGKIT_JSON)) {
      try { own = JSON.parse(transfer.getData(DRAGKIT_JSON)).page === PAGE_ID; } catch { own = false; }
    } else if (types.includes('text/plain')) {
      own = this.isOwnText(transfer.getData('text/plain'));
    }
    if (own && (kit.commands.history()?.paste ?? 0) > 0) {
      if (ownPaste) ownPaste(); else kit.commands.paste(containerKey, index);
      return 'engine';
    }
    let items;
    try {
      items = readTransfer(transfer, kit.page.options.importLimits, this.words);
    } catch (error) {
      this.refuse(error instanceof RefusedData ? error.message : this.words.refused);
      return 'refused';
    }
    items = items.filter((item) => item.type !== DRAGKIT_JSON || item.json.page !== PAGE_ID);
    if (!items.length) return 'nothing';
    if (typeof kit.page.options.importDrop !== 'function') { this.refuse(this.words.refused); return 'refused'; }
    const count = kit.commands.containerList().find((c) => c.id === containerKey)?.items.length ?? 0;
    const at = index < 0 ? count : Math.min(index, count);
    // Into a text view, the page's rendering of what it stored becomes its text (as for a drop
    // from another app, dragkit-import.js), shown at once.
    const textId = kit.ids.containers.toInt.get(containerKey);
    const views = kit.plugins.text();  // the `text` plugin (dragkit-text.js), if loaded
    const intoText = textId !== undefined && kit.ids.isTextView(textId);
    if (intoText) views.storingFromPage(textId, true);
    this.pending += 1;
    try {
      await kit.page.options.importDrop({ container: containerKey, index: at, items }, { progress: () => {} });
      if (intoText) views.adoptPageText(textId);
    } catch (error) {
      this.refuse(kit.page.userWords(error, this.words.refused));
      return 'refused';
    } finally {
      this.pending -= 1;
      if (intoText) views.storingFromPage(textId, false);
    }
    kit.scanner.rescan();
    kit.page.emit('drop', { transfer: { kind: 'external', to: containerKey, index: at, items } });
    return 'imported';
  }

  /** Shows and announces why a paste changed nothing (F7). */
  refuse(reason) {
    this.kit.page.ui.toasts?.show(reason, 'error');
    this.kit.router.announce(reason, true);
    this.kit.page.emit('failure', { kind: 'paste', reason });
  }
}
