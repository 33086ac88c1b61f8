// DragKit web package, optional UI: the toast that shows why a drop failed (the engine's failure
// sentence, F7) and that the engine was restarted. Replaceable: pass your own `{show, destroy}`
// as the load option `ui.toasts`, or `null` to show nothing (the `failure` event still fires and
// the announcer still speaks).

/** The toast's words (English). Pass a table with the same keys to localise it. */
export const toastStrings = {
  restarted: 'The drag engine stopped unexpectedly and was restarted. Your content is safe.',
  /** The engine failed again while restarting: drags are off until the page reloads (issue 25). */
  stopped: 'Dragging stopped working on this page. Your content is safe; reload the page to drag again.',
};

/**
 * One `#dk-toast` element (role alert), reused, hidden again after `duration` ms. O(1).
 * @param {Partial<typeof toastStrings>} [strings]
 * @param {{duration?: number}} [options]
 * @returns {{strings: typeof toastStrings, show(text: string, kind?: 'info'|'error'): void, destroy(): void}}
 */
export function toasts(strings = {}, { duration = 8000 } = {}) {
  const words = { ...toastStrings, ...strings };
  let timer;
  let element = null;
  return {
    strings: words,
    show(text, kind = 'info') {
      element = document.getElementById('dk-toast');
      if (!element) {
        element = document.createElement('div');
        element.id = 'dk-toast';
        element.setAttribute('role', 'alert');
        document.body.appendChild(element);
      }
      element.className = `dk-toast dk-toast-${kind}`;
      element.textContent = text;
      element.hidden = false;
      clearTimeout(timer);
      timer = setTimeout(() => { element.hidden = true; }, duration);
    },
    destroy() { clearTimeout(timer); element?.remove(); element = null; },
  };
}
