// DragKit web package, optional UI: a chip per task a drop started (F10), in a tray at the
// page's corner, with a progress bar and its state. Replaceable: pass your own
// `{start, title, update, destroy}` as the load option `ui.tasks`, or `null` to draw none (the
// tasks still run and show in `snapshot().tasks`).

/** The chips' words (English). Pass a table with the same keys to localise it. */
export const taskStrings = {
  tray: 'Tasks',                      // the tray's accessible name
  task: 'Task',                       // a task whose container has no label
  done: 'Done',
  failed: 'Failed',
  failedBecause: (why) => `Failed: ${why}`,
};

/**
 * @param {Partial<typeof taskStrings>} [strings]
 * @returns {{start(task: {id: number, label: string|null}): object, title(chip: object, text: string): void,
 *   update(chip: object, task: {state: 'running'|'finished'|'failed', fraction: number, why?: string}): void,
 *   destroy(): void}}
 */
export function taskChips(strings = {}) {
  const words = { ...taskStrings, ...strings };
  const timers = new Set();
  const later = (fn, ms) => { const t = setTimeout(() => { timers.delete(t); fn(); }, ms); timers.add(t); };
  let tray = null;
  return {
    /** Adds a running chip; returns it (an opaque handle for `title` and `update`). */
    start({ id, label }) {
      tray = document.getElementById('dk-tasks');
      if (!tray) {
        tray = document.createElement('div');
        tray.id = 'dk-tasks';
        tray.className = 'dk-tasks';
        tray.setAttribute('aria-label', words.tray);
        document.body.appendChild(tray);
      }
      const element = document.createElement('div');
      element.className = 'dk-task';
      element.dataset.state = 'running';
      element.dataset.task = String(id);
      const title = document.createElement('span');
      title.className = 'dk-task-title';
      title.textContent = label || words.task;
      const bar = document.createElement('span');
      bar.className = 'dk-task-bar';
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-valuemin', '0');
      bar.setAttribute('aria-valuemax', '100');
      bar.setAttribute('aria-valuenow', '0');
      bar.setAttribute('aria-labelledby', (title.id = `dk-task-${id}`));
      const status = document.createElement('span');
      status.className = 'dk-task-status';
      element.append(title, bar, status);
      tray.appendChild(element);
      return { element, title, bar, status };
    },
    /** The chip's title: the engine's sentence about the task. */
    title(chip, text) { chip.title.textContent = text; },
    /** Shows progress, or the end (the chip leaves a while later). */
    update({ element, bar, status }, { state, fraction, why }) {
      element.dataset.state = state;
      if (state === 'running') {
        const percent = Math.round(fraction * 100);
        bar.setAttribute('aria-valuenow', String(percent));
        element.style.setProperty('--dk-progress', `${percent}%`);
        status.textContent = `${percent}%`;
        return;
      }
      if (state === 'finished') {
        element.style.setProperty('--dk-progress', '100%');
        bar.setAttribute('aria-valuenow', '100');
        status.textContent = words.done;
      } else {
        status.textContent = why ? words.failedBecause(why) : words.failed;
      }
      later(() => { element.classList.add('dk-task-leaving'); later(() => element.remove(), 300); },
        state === 'finished' ? 2500 : 6000);
    },
    destroy() { for (const t of timers) clearTimeout(t); timers.clear(); tray?.remove(); tray = null; },
  };
}
