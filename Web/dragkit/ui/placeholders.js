// DragKit web package, optional UI: placeholders where a slow drop will land (F9), with
// progress and a Cancel button. Replaceable: pass your own `{create, progress, remove}` as the
// load option `ui.placeholders`, or `null` to draw none (the drop still loads; `snapshot()`
// still counts it in `pendingTransfers`).

/** The placeholders' words (English). Pass a table with the same keys to localise it. */
export const placeholderStrings = {
  loading: (name) => `Loading ${name}`,   // a tile's progress ring, when a drop has several items
  cancel: 'Cancel',
  cancelDrop: (name) => `Cancel ${name}`, // the Cancel button's accessible name
};

/**
 * One tile per item, each with a progress ring (`role="progressbar"`, labelled "Loading <item>"),
 * its label and its share done, and a Cancel button for the drop on the first. The ring, not
 * the tile, is the progress bar, so the button is not nested in it. In a text view a single
 * chip floats under the view instead, so the text stays as it is. Several tiles sit in a
 * `display: contents` group, so a grid or strip lays them out as items; in a list (`ul`/`ol`)
 * the tiles and the group are `li`. In a listbox each tile is a disabled option and the drop's
 * Cancel button follows the listbox, as an option may hold no control (P4). O(items).
 * @param {Partial<typeof placeholderStrings>} [strings]
 */
export function placeholders(strings = {}) {
  const words = { ...placeholderStrings, ...strings };
  return {
    /**
     * Makes the placeholder for a drop; the bridge inserts it where the drop lands (or, when
     * `floating`, this positions it and the bridge appends it to the body).
     * @param {{id: number, label: string, items: {label: string, total: number}[]|null,
     *   container: Element, holder: Element, floating: boolean, cancel: () => void}} drop
     * @returns {Element|null}
     */
    create({ label: dropLabel, items, container, holder, floating, cancel: onCancel }) {
      const inListbox = !floating && holder.getAttribute('role') === 'listbox';
      const inList = !floating && !inListbox && /^(UL|OL)$/.test(holder.tagName);
      const slots = !floating && items && items.length > 1 ? items : [null];
      const grouped = slots.length > 1;
      let cancelOutside = null;
      const tile = (slot, withCancel) => {
        const name = slot ? slot.label : dropLabel;
        const element = document.createElement(inList && !grouped ? 'li' : 'div');
        element.className = 'dk-placeholder';
        const ring = document.createElement('span');
        ring.className = 'dk-progress-ring';
        ring.setAttribute('role', 'progressbar');
        ring.setAttribute('aria-label', slot ? words.loading(name) : name);
        ring.setAttribute('aria-valuemin', '0');
        ring.setAttribute('aria-valuemax', '100');
        ring.setAttribute('aria-valuenow', '0');
        const label = document.createElement('span');
        label.className = 'dk-placeholder-label';
        label.textContent = name;
        label.setAttribute('aria-hidden', 'true');  // the ring's label says it
        const percent = document.createElement('span');
        percent.className = 'dk-placeholder-percent';
        percent.setAttribute('aria-hidden', 'true');
        element.append(ring, label, percent);
        if (inListbox) {
          element.setAttribute('role', 'option');
          element.setAttribute('aria-disabled', 'true');
          element.setAttribute('aria-selected', 'false');
          element.setAttribute('aria-label', ring.getAttribute('aria-label'));
        }
        if (withCancel) {
          const cancel = document.createElement('button');
          cancel.type = 'button';
          cancel.className = 'dk-placeholder-cancel';
          cancel.textContent = words.cancel;
          cancel.setAttribute('aria-label', words.cancelDrop(dropLabel));
          cancel.addEventListener('click', onCancel);
          if (inListbox) cancelOutside = cancel; else element.append(cancel);
        }
        return element;
      };
      const tiles = slots.map((slot, index) => tile(slot, index === 0));
      let element = tiles[0];
      if (grouped) {
        element = document.createElement(inList ? 'li' : 'div');
        element.className = 'dk-placeholder-group';
        if (!inList) {  // in a listbox too: a group of options
          element.setAttribute('role', 'group');
          element.setAttribute('aria-label', dropLabel);
        }
        element.append(...tiles);
      }
      element.dkTiles = tiles;
      if (cancelOutside) { holder.after(cancelOutside); element.dkCancel = cancelOutside; }
      element.dkTotals = slots.length > 1 ? slots.map((slot) => slot.total) : [];
      if (floating) {
        element.classList.add('dk-placeholder-floating');
        const r = container.getBoundingClientRect();
        // Just under the view, so the chip covers none of its text.
        Object.assign(element.style, { left: `${r.left + 8}px`, top: `${Math.min(r.bottom + 6, window.innerHeight - 48)}px` });
      }
      return element;
    },

    /** Shows a drop's progress: each tile its own item's share when the engine counts per item
     *  (`each`), or the drop's share on its single tile. */
    progress(element, { done, total, each }) {
      const tiles = element.dkTiles || [element];
      const slots = tiles.length > 1 ? tiles.length : 0;
      const totals = element.dkTotals || [];
      tiles.forEach((tile, index) => {
        const itemDone = slots ? (each || [])[index] || 0 : done;
        const itemTotal = slots ? totals[index] || 0 : total;
        const percent = itemTotal > 0 ? Math.min(100, Math.round((itemDone / itemTotal) * 100)) : 0;
        const ring = tile.querySelector('[role="progressbar"]');
        ring?.setAttribute('aria-valuenow', String(percent));
        if (ring && tile.getAttribute('role') === 'option') tile.setAttribute('aria-label', `${ring.getAttribute('aria-label')}, ${percent}%`);
        tile.style.setProperty('--dk-progress', `${percent}%`);
        const label = tile.querySelector('.dk-placeholder-percent');
        if (label) label.textContent = itemTotal > 0 ? `${percent}%` : '';
      });
    },

    /** Takes the placeholder (and its Cancel button) off the page. */
    remove(element) {
      element.dkCancel?.remove();
      element.remove();
    },
  };
}
