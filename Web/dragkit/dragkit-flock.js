// DragKit web host, plugin `flock` (issue 24): the flock of a group drag and the reshape of the
// drag image (F3, F4). The engine's `flock` action stacks the drag's other items under its
// image; at a drop the cards spread to their items' new places; its `reshape` action lays the
// image out at the size a drop would produce. The plugin owns its state (the cards of each
// drag, each image's own size), never fields of the core's drag images. Loaded at the first of
// its actions (a drag of one item never loads it; API.md "Plugins").

// The drag image's helpers are the core's (dragkit-preview.js, dragkit-dom.js), reached as
// `kit.feel`: the plugin imports nothing of the core's, so the bundle's core is one file.

/** The flocks and reshaped images of one `DragKit`. */
export class Flock {
  /** @param {object} kit the plugins' context (dragkit-plugin-context.js). */
  constructor(kit) {
    this.kit = kit;
    this.name = 'flock';
    this.stacks = new Map();        // pointer -> {cards, items}: the cards stacked under its image
    this.ownSizes = new WeakMap();  // drag image record -> its size before any reshape
    this.actions = {
      flock: (action) => this.stack(action),
      reshape: (action) => this.reshape(action),
    };
  }

  /** A drop settles the image of `pointer`: its cards spread to `settled`, the dropped items. */
  settling(preview, pointer, settled) { this.spread(preview, pointer, settled); }

  /** The image of `pointer` ended (`how`: the engine's end): its cards went with it, unless it
   *  settles (then `settling` spreads them). */
  previewEnded(pointer, how) { if (how !== 'settle') this.stacks.delete(pointer); }

  /** An engine restart or destroy(): the images and their cards are gone. */
  clear() { this.stacks.clear(); }

  /**
   * F4: stacks the drag's other items under its image, at the engine's frames (`fs`, the first
   * being the image's own), each flying in from where its item is unless motion is reduced.
   * Up to four cards show behind the image; the count badge says how many there are. O(k).
   */
  stack(action) {
    const kit = this.kit;
    const preview = kit.drags.previews.get(action.p);
    if (!preview || !action.fs || !action.fs.length) return;
    for (const card of this.stacks.get(action.p)?.cards || []) card.remove();
    const cards = [];
    this.stacks.set(action.p, { cards, items: action.items });
    const [x0, y0] = action.fs[0];
    const [ox, oy] = preview.offset || [0, 0];  // where the image's own part sits in its item
    const animate = !this.kit.feel.reducesMotion();
    const shown = Math.min(action.items.length, 5);
    for (let k = 1; k < shown; k += 1) {
      let [x, y, width, height] = action.fs[k];
      const element = kit.ids.itemElements.get(action.items[k]);
      const card = document.createElement('div');
      card.className = 'dk-flock-card';
      card.setAttribute('aria-hidden', 'true');  // still hidden once it leaves the image to spread
      // Each card shows its item's own part, as the image does (F2).
      const part = element ? this.kit.feel.previewPartOf(element) : null;
      if (part) { x += part.offset[0]; y += part.offset[1]; [width, height] = part.size; }
      const source = part ? part.element : element;
      if (element) { card.appendChild(this.kit.feel.previewClone(source)); card.dataset.dkFlockOf = element.dataset.dkItem; }
      // A slight turn, alternating, so the stack reads as a stack of separate items.
      const turn = k % 2 === 1 ? -2.5 : 2.5;
      const place = `translate(${x - x0 - ox}px, ${y - y0 - oy}px) rotate(${turn}deg)`;
      Object.assign(card.style, { width: `${width}px`, height: `${height}px`, transform: place });
      preview.element.insertBefore(card, preview.element.firstChild);
      if (element) this.kit.feel.matchLook(card.firstChild, source);  // the item's look (issue 25)
      cards.push(card);
      if (animate && element && card.animate) {
        const from = this.kit.feel.layoutRect(part ? part.element : element);
        const frame = preview.frame || action.fs[0];
        const at = [frame[0] + ox, frame[1] + oy];
        card.animate([
          { transform: `translate(${from.left - at[0]}px, ${from.top - at[1]}px)` },
          { transform: place },
        ], { duration: 220, easing: 'cubic-bezier(.2,.8,.2,1)' });
      }
    }
  }

  /**
   * F4: at a drop, the stacked cards leave the image and spread to their items' new places (the
   * first settles with the image itself). `settled` are the dropped items (or their copies), in
   * the drag's order. O(k).
   */
  spread(preview, pointer, settled) {
    const kit = this.kit;
    const stack = this.stacks.get(pointer);
    this.stacks.delete(pointer);
    const cards = stack?.cards || [];
    if (!cards.length) return;
    const animate = !this.kit.feel.reducesMotion();
    cards.forEach((card, n) => {
      const k = n + 1;  // card n shows the drag's item k
      const target = kit.ids.itemElements.get(settled[k]) || kit.ids.itemElements.get(stack.items[k]);
      const from = card.getBoundingClientRect();
      card.remove();
      if (!animate || !target || !target.isConnected) return;
      const part = this.kit.feel.previewPartOf(target);  // the card lands on the part it shows (F2)
      const to = part ? part.element.getBoundingClientRect() : this.kit.feel.layoutRect(target);
      card.classList.add('dk-flock-spread');
      Object.assign(card.style, { left: '0px', top: '0px', transform: `translate(${from.left}px, ${from.top}px)` });
      document.body.appendChild(card);
      const animation = card.animate([
        { transform: `translate(${from.left}px, ${from.top}px)`, opacity: 1 },
        { transform: `translate(${to.left}px, ${to.top}px)`, opacity: 0.4 },
      ], { duration: 220, easing: 'cubic-bezier(.2,.8,.2,1)', fill: 'forwards' });
      animation.onfinish = () => card.remove();
      setTimeout(() => card.remove(), 500);
    });
  }

  /**
   * F3: shows the drag image at the size a drop would produce (`w` × `h`): its content is laid
   * out again at that size (never squeezed by a scale, which shrank a photo's picture and cut its
   * caption), and the image is marked `data-dk-reshaped`, so the app's style sheet can draw the
   * shape the drop makes (a photo becoming an attachment card); back to its own size when `w` is
   * null. O(1).
   */
  reshape(action) {
    const preview = this.kit.drags.previews.get(action.p);
    if (!preview) return;
    const element = preview.element;
    const content = [...element.children].find((child) => !child.classList.contains('dk-flock-card') && !child.classList.contains('dk-badge'));
    if (!this.ownSizes.has(preview)) this.ownSizes.set(preview, preview.size || [preview.frame[2], preview.frame[3]]);
    const [width, height] = this.ownSizes.get(preview);
    if (action.w === null || action.w === undefined || !(width > 0) || !(height > 0)) {
      Object.assign(element.style, { width: `${width}px`, height: `${height}px` });
      if (content) Object.assign(content.style, { width: '', height: '' });
      element.removeAttribute('data-dk-reshaped');
      return;
    }
    Object.assign(element.style, { width: `${action.w}px`, height: `${action.h}px` });
    if (content) Object.assign(content.style, { width: '100%', height: '100%' });
    element.setAttribute('data-dk-reshaped', '');
  }
}
