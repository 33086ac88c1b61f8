// DragKit's engine channel (issue 36: the bridge in parts): the engine's WebAssembly instance
// and the one way into it. It instantiates the compiled engine (again after a trap), makes every
// call into the wasm (`call`: a trap restarts the engine from stored content, never in a loop, and
// the kit stops when the engine can't be kept running) through the methods generated from the
// host contract (dragkit-calls.js: no other part names an export), writes their strings and lists
// into the engine's buffers, reads the answers it leaves (dragkit-wire.js) and prints the lines
// it writes to its console. What a restart or a stop means for the page (the toasts, the
// `failure` events, the content scanned again) is the Bridge's, handed in as `hooks`.
// Internal: the Bridge (dragkit-bridge.js) owns one as `channel` and keeps `call` and `engine`
// as its own, for the parts and plugins that call them.

import { engineCalls } from './dragkit-calls.js';
import { decodeAnswer } from './dragkit-wire.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Fetches and compiles the WebAssembly module at `url`; a failure says `what` could not be
 *  loaded and why (the network, the HTTP status, or not `kind`). */
export async function compileModule(url, what, kind) {
  const failed = (why) => new Error(`DragKit: could not load ${what}: ${why}`);
  let response;
  try { response = await fetch(url); } catch (error) { throw failed(error.message); }
  if (!response.ok) throw failed(`HTTP ${response.status}`);
  try { return await WebAssembly.compile(await response.arrayBuffer()); } catch (error) { throw failed(`not ${kind} (${error.message})`); }
}

/** The engine's instance and the calls into it. `core`: the Bridge, whose `started` (a trap
 *  before it throws) and `destroyed` (no calls after it) the channel reads. `engine`: the
 *  instance's calls (`engineCalls`; null once closed); `restarts`: how many times the engine was
 *  restarted (`snapshot().engineRestarts`). */
export class Channel {
  #exports; #hooks; #module; #recovering; #restartTimes;

  /**
   * @param {object} core  the Bridge.
   * @param {WebAssembly.Module} module  the compiled engine.
   * @param {{trapped: (error: any) => void, restart: () => (Promise<void>|undefined), stopped: (reason: string) => void}} hooks
   *   the page's side: `trapped` tells people and the page that the engine is restarting;
   *   `restart` makes a new instance (`open`) and gives it the page's content again, returning
   *   a promise only while the page restores its content (`restoreContent`), so that a restart
   *   with nothing to wait for is over before `call` returns; `stopped` tells them the kit
   *   stopped, and destroys it.
   */
  constructor(core, module, hooks) {
    this.core = core;
    this.#module = module;
    this.#hooks = hooks;
    this.restarts = 0;
  }

  /** Makes a new instance of the engine (the first, and after a restart): its calls become
   *  `engine`. O(1) plus the engine's start. */
  open() {
    const x = new WebAssembly.Instance(this.#module, {
      env: { dk_console: consoleLines() },
    }).exports;
    this.#exports = x;
    this.engine = engineCalls(x, (...strings) => writeStrings(x, strings), (values) => writeNumbers(x, values));
  }

  /** Lets go of the instance (the kit is destroyed). O(1). */
  close() { this.engine = null; this.#exports = null; }

  /** Calls `fn` with the engine's calls and returns what it returns; nothing once the kit is
   *  destroyed. A trap before the kit started throws (`load` rejects with the cause); later it
   *  is reported and the engine restarted from stored content (undefined is returned). O(fn). */
  call(fn) {
    if (this.core.destroyed) return undefined;
    try {
      return fn(this.engine);
    } catch (error) {
      if (!this.core.started) throw error;  // the start failed: `load` rejects with the cause
      this.#recover(error);
      return undefined;
    }
  }

  /** Restarts the engine from stored content after a failed call (issue 25: never in a loop):
   *  nothing while a restart runs; a restart that fails, or a fourth within 30 s, stops the kit
   *  (`#stop`). O(n) per restart (the Bridge's `restart` scans). */
  async #recover(error) {
    if (this.#recovering) return;
    const now = performance.now();
    this.#restartTimes = (this.#restartTimes || []).filter((at) => now - at < 30000);
    if (this.#restartTimes.length >= 3) return this.#stop(error);
    this.#restartTimes.push(now);
    this.restarts += 1;
    console.error('DragKit engine stopped unexpectedly and is being restarted:', error);
    this.#hooks.trapped(error);
    this.#recovering = true;
    try {
      const restoring = this.#hooks.restart();
      if (restoring) await restoring;
    } catch (again) {
      this.#stop(again);
    } finally {
      this.#recovering = false;
    }
  }

  /** The engine can't be kept running: the console says why and the Bridge's `stopped` hook
   *  tells the page (a fatal `failure`), destroys the kit and tells people. O(1) plus the hook. */
  #stop(error) {
    if (this.core.destroyed) return;
    const reason = String(error && error.message || error);
    console.error('DragKit stopped: the engine failed again while restarting; drags are off until the page reloads.', error);
    this.#hooks.stopped(reason);
  }

  /** The answer the engine's last call left (its records read by the decoder generated from the
   *  host contract, dragkit-wire.js), or null when it left none. O(bytes). */
  readOutput() {
    const x = this.#exports;
    const length = x.dk_output_length();
    return length ? decodeAnswer(new Uint8Array(x.memory.buffer, x.dk_output_pointer(), length)) : null;
  }

  /** Registers items in a container from `index` (< 0: the end) in one call (`dk_add_items`,
   *  the one bulk call written by hand, whose records only the channel knows): `ids`, `labels`
   *  and `types` one per item, `sizes` their size hints in bytes (null: none). The labels and
   *  types are encoded straight into the scratch buffer, back to back; the numbers buffer gets
   *  each item's id, UTF-8 lengths and size hint. Returns 0, or the first refusal's code. Call it
   *  inside `call`. O(items and their text). */
  addItems(container, index, ids, labels, types, sizes) {
    const x = this.#exports;
    const count = ids.length;
    let capacity = 0;
    for (let k = 0; k < count; k += 1) capacity += (labels[k].length + types[k].length) * 3;
    const bytes = scratchView(x, capacity);
    const numbers = new Float64Array(4 * count);
    let offset = 0;
    for (let k = 0; k < count; k += 1) {
      const label = encoder.encodeInto(labels[k], bytes.subarray(offset)).written;
      const type = encoder.encodeInto(types[k], bytes.subarray(offset + label)).written;
      offset += label + type;
      numbers[4 * k] = ids[k];
      numbers[4 * k + 1] = label;
      numbers[4 * k + 2] = type;
      numbers[4 * k + 3] = sizes ? sizes[k] : 0;
    }
    writeNumbers(x, numbers);  // after the bytes: it may grow the memory, detaching their view
    return x.dk_add_items(container, index, count);
  }

  /** Test hook: makes the engine trap, to prove recovery. O(1). */
  crashForTesting() { this.call(() => this.#exports.dk_trap()); }

  /** One byte of the engine's console (`dk_console`): a line is printed at its newline. O(1). */
}

/** A wasm module's `dk_console` import: collects the bytes its `print` writes and logs each line
 *  (the engine's and its words'). O(1) per byte. */
export function consoleLines() {
  let line = [];
  return (byte) => {
    if (byte !== 10) { line.push(byte); return; }
    console.log(decoder.decode(new Uint8Array(line)));
    line = [];
  };
}

/** Writes `strings` UTF-8-encoded one after another into the scratch buffer of the instance `x`
 *  (`dk_scratch`) and returns their lengths in bytes. O(bytes). */
export function writeStrings(x, strings) {
  const encoded = strings.map((s) => encoder.encode(s));
  const memory = scratchView(x, encoded.reduce((sum, bytes) => sum + bytes.length, 0));
  let offset = 0;
  for (const bytes of encoded) { memory.set(bytes, offset); offset += bytes.length; }
  return encoded.map((bytes) => bytes.length);
}

/** The engine's scratch buffer of the instance `x`, grown to `length` bytes (`dk_scratch`),
 *  as a view made after the call, which may grow the memory. O(1) but for the growth. */
function scratchView(x, length) {
  const at = x.dk_scratch(length);
  return new Uint8Array(x.memory.buffer, at, length);
}

/** Writes `values` as float64s into the numbers buffer of the instance `x`
 *  (`dk_scratch_numbers`) and returns their count. O(values). */
export function writeNumbers(x, values) {
  const at = x.dk_scratch_numbers(values.length);  // may grow the memory: its buffer after
  new Float64Array(x.memory.buffer, at, values.length).set(values);
  return values.length;
}
