// Sheets (modal questions) and tasks: the confirmation before a drop that can't be undone and
// the Cancel step after posting to a shared album (S11), the "Move to…" chooser (S7), and the
// print tasks a drop on the toolbar's Print button starts (F10).
import { model } from './store.js';
import { el, typeWord } from './render.js';
import { icon } from './icons.js';
import { words, containerTitle } from './words.js';

const sheet = () => document.getElementById('sheet');

/**
 * Shows the sheet and resolves with true (OK) or false (Cancel, Escape). One sheet at a time:
 * later questions wait for earlier ones.
 */
let queue = Promise.resolve();
export function ask({ title, text, ok = words.page.ok, cancel = words.page.cancel, body = null, destructive = false }) {
  const run = () => new Promise((resolve) => {
    const dialog = sheet();
    document.getElementById('sheet-title').textContent = title;
    document.getElementById('sheet-text').textContent = text || '';
    const holder = document.getElementById('sheet-body');
    holder.replaceChildren(...(body ? [body] : []));
    const okButton = document.getElementById('sheet-ok');
    okButton.textContent = ok;
    okButton.classList.toggle('button-danger', destructive);
    document.getElementById('sheet-cancel').textContent = cancel;
    dialog.returnValue = '';
    const done = () => { dialog.removeEventListener('close', done); resolve(dialog.returnValue === 'ok'); };
    dialog.addEventListener('close', done);
    if (typeof dialog.showModal === 'function') dialog.showModal(); else dialog.setAttribute('open', '');
    // The default button has focus, as in the HIG's sheets, unless the sheet asks for a choice.
    ((body && body.querySelector('input:checked, input, select, button')) || okButton).focus();
  });
  const answer = queue.then(run, run);
  queue = answer.catch(() => {});
  return answer;
}

function titles(ids) {
  const names = (ids || []).map((id) => model.items.get(id)?.title).filter(Boolean);
  if (names.length === 0) return '';
  if (names.length === 1) return words.quoted(names[0]);
  const types = new Set((ids || []).map((id) => model.items.get(id)?.type));
  const word = types.size === 1 ? typeWord([...types][0]) : null;
  return words.countOf(names.length, word === words.types.item ? null : word);
}

/** The bridge's `confirm` option (S11). `style` 'before': nothing changed yet, OK drops it.
 *  'after': the content is shown in place; OK posts it, Cancel takes it back. */
export function confirmDrop(question) {
  const to = model.byId.get(question.to);
  const text = question.text || question.message || '';
  const what = titles(question.items);
  if (question.style === 'after' || to?.kind === 'album') {
    const strip = el('div', 'sheet-preview');
    for (const id of question.items || []) {
      const item = model.items.get(id);
      if (item) strip.append(el('span', 'sheet-chip', item.title));
    }
    return ask({ title: words.postTitle(to ? containerTitle(to) : words.sharedAlbum), text: text || words.postText(what),
      ok: words.post, cancel: words.page.cancel, body: strip.childElementCount ? strip : null });
  }
  if (to?.kind === 'dropbox') {
    return ask({ title: words.dropboxTitle(what, containerTitle(to)), text: text || words.dropboxText, ok: words.putInDropbox });
  }
  return ask({ title: words.sureTitle, text: text || words.sureText, ok: words.continue });
}

/** "Move to…": choose a destination among `choices` ([{id, title, scene, operation}]); resolves
 *  with an id or null. With `positions(id)` ([{label, index}], the end last) a Position menu
 *  picks where in the destination, and it resolves with {id, index} (WCAG 2.5.7: reordering by
 *  clicks). `positions(id)` may instead give {label: 'Time', options, selected}: a menu of that
 *  name, on the option whose index is `selected` (a calendar day's start times, S7). */
export async function chooseDestination(itemTitle, choices, positions = null) {
  const list = el('fieldset', 'choices');
  list.append(el('legend', 'dk-visually-hidden', words.destination));
  choices.forEach((choice, i) => {
    const label = el('label', 'choice');
    const input = el('input');
    input.type = 'radio';
    input.name = 'move-to';
    input.value = choice.id;
    input.checked = i === 0;
    // S2, S3: where the source keeps its item, the choice says it is a copy.
    const where = choice.operation === 'copy' ? words.copyKeepsOriginal(choice.scene) : choice.scene;
    input.dataset.operation = choice.operation || 'move';
    label.append(input, el('span', null, choice.title), el('span', 'choice-scene', where));
    list.append(label);
  });
  let body = list;
  let place = null;
  if (positions) {
    body = el('div', 'move-to');
    const label = el('label', 'choice-position', `${words.position} `);
    place = el('select');
    const fill = () => {
      const given = positions(list.querySelector('input:checked')?.value);
      const options = Array.isArray(given) ? given : given.options;
      label.firstChild.textContent = `${Array.isArray(given) ? words.position : given.label} `;
      place.replaceChildren(...options.map((p) => new Option(p.label, String(p.index))));
      place.value = String(Array.isArray(given) || given.selected === undefined ? options[options.length - 1].index : given.selected);
    };
    list.addEventListener('change', fill);
    fill();
    label.append(place);
    body.append(list, label);
  }
  const ok = await ask({ title: words.moveTitle(itemTitle), text: words.moveText, ok: words.move, body });
  if (!ok) return null;
  const id = list.querySelector('input:checked')?.value ?? null;
  return place && id !== null ? { id, index: Number(place.value) } : id;
}

// ------------------------------------------------------------------ tasks (F10)

/** Tasks the page has run, for the snapshot: {id, state, fraction}. */
export const tasks = [];
let host = null;
/** The bridge, once loaded: it draws the task chips (its task-chips UI), so the page only drives
 *  the task and doesn't draw a second chip. */
export function setHost(theHost) { host = theHost; }

/** The bridge's `startTask` option: a drop on Print starts a print job that this page drives
 *  to completion, reporting progress through the host's task API so the engine announces it
 *  and a chip in the toolbar shows it (F10). */
export function startTask(request, report) {
  const onProgress = request.onProgress || (report && report.progress) || (() => {});
  const id = request.task ?? request.id ?? tasks.length + 1;
  const names = (request.items || []).map((key) => model.items.get(key)).filter(Boolean);
  const title = names.length === 1 ? words.quoted(names[0].title) : words.countOf(names.length || 1, null);
  const task = { id, state: 'running', fraction: 0 };
  tasks.push(task);
  if (host) return driveTask(task, onProgress, names.length);
  const region = document.getElementById('tasks');
  const list = document.getElementById('task-list');
  region.hidden = false;
  const chip = el('li', 'task-chip');
  const label = el('span', 'task-label', words.printing(title));
  const bar = el('progress', 'task-bar');
  bar.max = 1;
  bar.value = 0;
  bar.setAttribute('aria-label', words.printing(title));
  const state = el('span', 'task-state', '0%');
  chip.append(icon('printer', 'icon task-icon'), label, bar, state);
  list.append(chip);
  // A print job: spooling, then pages, at a steady pace (about 3 s), so the progress is visible.
  const pages = Math.max(2, names.length * 3);
  return new Promise((resolve, reject) => {
    let page = 0;
    const step = () => {
      if (!chip.isConnected) { task.state = 'failed'; reject(new Error('the print job was removed')); return; }
      page += 1;
      task.fraction = Math.min(1, page / pages);
      bar.value = task.fraction;
      state.textContent = `${Math.round(task.fraction * 100)}%`;
      onProgress(task.fraction);
      if (page < pages) { setTimeout(step, 3000 / pages); return; }
      task.state = 'finished';
      label.textContent = words.printed(title);
      state.textContent = words.done;
      chip.classList.add('task-done');
      setTimeout(() => { chip.remove(); if (!list.childElementCount) region.hidden = true; }, 6000);
      resolve();
    };
    setTimeout(step, 250);
  });
}

/** Drives a print job without drawing it (the bridge's chip shows it): spooling, then pages at
 *  a steady pace, about 3 s in all, so the progress is visible (F10). */
function driveTask(task, onProgress, count) {
  const pages = Math.max(2, count * 3);
  return new Promise((resolve) => {
    let page = 0;
    const step = () => {
      page += 1;
      task.fraction = Math.min(1, page / pages);
      onProgress(task.fraction);
      if (page < pages) { setTimeout(step, 3000 / pages); return; }
      task.state = 'finished';
      resolve();
    };
    setTimeout(step, 250);
  });
}
