// DragKit web package, optional UI: the confirmation sheet for a drop that can't be undone
// (S11). Replaceable: pass your own `{ask, destroy}` as the load option `ui.confirm`, or `null`
// to fall back to `window.confirm`; the load option `confirm` (a callback) overrides both.

/** The sheet's words (English). Pass a table with the same keys to localise it. */
export const confirmStrings = {
  cancel: 'Cancel',      // declines a question asked before anything changed ('before')
  proceed: 'Continue',   // confirms it
  undo: 'Undo',          // takes back a drop already shown ('after')
  keep: 'Keep',          // keeps it
};

/**
 * A modal `<dialog>` (role alertdialog) labelled by the question; Escape declines; focus
 * returns to where it was. One sheet at a time per question; O(1) per question.
 * @param {Partial<typeof confirmStrings>} [strings]
 * @returns {{ask(question: {id: number, style: 'before'|'after', text: string}): Promise<boolean>, destroy(): void}}
 */
export function confirmSheet(strings = {}) {
  const words = { ...confirmStrings, ...strings };
  const open = new Set();  // finish functions of the sheets on screen
  return {
    ask(question) {
      return new Promise((resolve) => {
        const returnFocus = document.activeElement;
        const dialog = document.createElement('dialog');
        dialog.className = 'dk-dialog';
        dialog.setAttribute('role', 'alertdialog');
        dialog.setAttribute('aria-modal', 'true');
        const message = document.createElement('p');
        message.className = 'dk-dialog-message';
        message.id = `dk-dialog-message-${question.id}`;
        message.textContent = question.text;
        dialog.setAttribute('aria-labelledby', message.id);
        const buttons = document.createElement('div');
        buttons.className = 'dk-dialog-buttons';
        const cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.className = 'dk-dialog-cancel';
        cancel.textContent = question.style === 'after' ? words.undo : words.cancel;
        const ok = document.createElement('button');
        ok.type = 'button';
        ok.className = 'dk-dialog-confirm';
        ok.textContent = question.style === 'after' ? words.keep : words.proceed;
        buttons.append(cancel, ok);
        dialog.append(message, buttons);
        document.body.appendChild(dialog);
        let done = false;
        const finish = (answer) => {
          if (done) return;
          done = true;
          open.delete(finish);
          if (dialog.open && dialog.close) dialog.close();
          dialog.remove();
          if (returnFocus && returnFocus.focus && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
          resolve(answer);
        };
        open.add(finish);
        cancel.addEventListener('click', () => finish(false));
        ok.addEventListener('click', () => finish(true));
        dialog.addEventListener('cancel', (event) => { event.preventDefault(); finish(false); });
        dialog.addEventListener('keydown', (event) => { if (event.key === 'Escape') { event.preventDefault(); finish(false); } });
        if (dialog.showModal) dialog.showModal(); else dialog.setAttribute('open', '');
        ok.focus();
      });
    },
    /** Declines and removes every sheet still open. */
    destroy() { for (const finish of [...open]) finish(false); },
  };
}
