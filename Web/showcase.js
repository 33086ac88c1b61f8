// The DragKit showcase: lists of tasks stored by the server. App code only: it renders
// content with the DragKit markup contract and stores drops; the drag behaviour is the
// engine's, applied by the generic host in dragkit.js.
import { DragKitHost } from './dragkit.js';

const listsElement = document.getElementById('lists');
const statusElement = document.getElementById('status');
let stored = [];   // what the server last confirmed: [{id, title, crossOperation, accepts, items}]
let host = null;

async function fetchContainers() {
  const response = await fetch('/api/containers', { cache: 'no-store' });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const body = await response.json();
  return body.containers;
}

function render() {
  listsElement.replaceChildren(...stored.map((container) => {
    const section = document.createElement('section');
    section.className = 'list';
    section.dataset.dkContainer = container.id;
    section.dataset.dkLabel = container.title;
    section.dataset.dkCrossOperation = container.crossOperation;
    if (container.accepts.length) section.dataset.dkAccepts = container.accepts.join(' ');
    section.setAttribute('aria-labelledby', `title-${container.id}`);
    const heading = document.createElement('h2');
    heading.id = `title-${container.id}`;
    heading.innerHTML = '<span></span><span class="count"></span>';
    heading.firstChild.textContent = container.title;
    heading.lastChild.textContent = String(container.items.length);
    const list = document.createElement('ul');
    list.dataset.dkItems = '';
    for (const item of container.items) list.appendChild(renderItem(item));
    section.append(heading, list);
    return section;
  }));
  listsElement.setAttribute('aria-busy', 'false');
}

function renderItem(item) {
  const element = document.createElement('li');
  element.className = 'task';
  element.dataset.dkItem = item.id;
  element.dataset.dkType = item.type;
  element.tabIndex = 0;  // focusable: Space or Enter starts a keyboard drag (S7)
  element.textContent = item.title;
  return element;
}

function updateCounts() {
  for (const section of listsElement.querySelectorAll('[data-dk-container]')) {
    const count = String(section.querySelectorAll('[data-dk-item]').length);
    const label = section.querySelector('.count');
    // Writing only on change keeps this observer from re-triggering itself.
    if (label.textContent !== count) label.textContent = count;
  }
}

/** Stores one drop; throws with a readable reason when it could not be stored. */
async function commit(transfer) {
  let response;
  try {
    response = await fetch('/api/drops', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(transfer),
    });
  } catch {
    throw new Error('the server could not be reached');
  }
  let body = null;
  try { body = await response.json(); } catch { body = null; }
  if (!response.ok) throw new Error((body && body.error) || `the server answered ${response.status}`);
  for (const container of body.containers) {
    const index = stored.findIndex((c) => c.id === container.id);
    if (index >= 0) stored[index] = container;
  }
  updateCounts();
}

async function restoreContent() {
  render();
}

function snapshot() {
  return {
    containers: stored.map((c) => ({ id: c.id, title: c.title, items: c.items.map((i) => i.id) })),
    sessions: host ? host.sessions() : [],
    pendingTransfers: host ? host.pendingCommits : 0,
    engineRestarts: host ? host.restarts : 0,
  };
}

async function main() {
  window.dragkit = { snapshot, ready: false };
  try {
    stored = await fetchContainers();
  } catch (error) {
    listsElement.innerHTML = '<p class="load-error"></p>';
    listsElement.firstChild.textContent = `Couldn't load the lists: ${error.message}. Reload to try again.`;
    return;
  }
  render();
  host = await DragKitHost.load({
    wasmURL: 'build/dragkit.wasm',
    root: document.getElementById('workspace'),
    commit: async (transfer) => { await commit(transfer); updateCounts(); },
    restoreContent,
  });
  const observer = new MutationObserver(updateCounts);
  observer.observe(listsElement, { childList: true, subtree: true });
  window.dragkit = { snapshot, host, ready: true };
  statusElement.textContent = '';
}

main();
