// DragKit's engine channel (issue 36: the bridge in parts): the engine's WebAssembly instance
// and the one way into it. It instantiates the compiled engine (again after a trap), makes every
// call into the wasm's exports (`call`: a trap restarts the engine from stored content, never in
// a loop, and the kit stops when the engine can't be kept running), writes strings into the
// engine's scratch buffer, reads the answers it leaves (dragkit-wire.js) and prints the lines
// it writes to its console. What a restart or a stop means for the page (the toasts, the
// `failure` events, the content scanned again) is the Bridge's, handed in as `hooks`.
// Internal: the Bridge (dragkit-bridge.js) owns one as `channel` and keeps `call`,
// `writeScratch` and `wasm` as its own, for the parts and plugins that call them.

import { decodeAnswer } from './dragkit-wire.js';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The engine's instance and the calls into it. `core`: the Bridge, whose `started` (a trap
 *  before it throws) and `destroyed` (no calls after it) the channel reads. `wasm`: the
 *  instance's exports (null once closed); `restarts`: how many times the engine was restarted
 *  (`snapshot().engineRestarts`). */
export class Channel {
  #consoleLine; #hooks; #module; #recovering; #restartTimes;

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
    this.#consoleLine = [];
    this.restarts = 0;
  }

  /** Makes a new instance of the engine (the first, and after a restart): its exports become
   *  `wasm`. O(1) plus the engine's start. */
  open() {
    this.wasm = new WebAssembly.Instance(this.#module, {
      env: { dk_console: (byte) => this.#consoleByte(byte) },
    }).exports;
  }

  /** Lets go of the instance (the kit is destroyed). O(1). */
  close() { this.wasm = null; }

  /** Calls `fn` with the engine's exports and returns what it returns; nothing once the kit is
   *  destroyed. A trap before the kit started throws (`load` rejects with the cause); later it
   *  is reported and the engine restarted from stored content (undefined is returned). O(fn). */
  call(fn) {
    if (this.core.destroyed) return undefined;
    try {
      return fn(this.wasm);
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

  /** Writes `strings` UTF-8-encoded one after another into the engine's scratch buffer
   *  (`dk_scratch`) and returns their lengths in bytes (zeros when the call failed). O(bytes). */
  writeScratch(...strings) {
    const encoded = strings.map((s) => encoder.encode(s));
    const total = encoded.reduce((sum, bytes) => sum + bytes.length, 0);
    return this.call((w) => {
      const pointer = w.dk_scratch(total);
      const memory = new Uint8Array(w.memory.buffer, pointer, total);
      let offset = 0;
      for (const bytes of encoded) { memory.set(bytes, offset); offset += bytes.length; }
      return encoded.map((bytes) => bytes.length);
    }) || strings.map(() => 0);
  }

  /** The answer the engine's last call left (its records read by the decoder generated from the
   *  host contract, dragkit-wire.js), or null when it left none. O(bytes). */
  readOutput(w) {
    const length = w.dk_output_length();
    return length ? decodeAnswer(new Uint8Array(w.memory.buffer, w.dk_output_pointer(), length)) : null;
  }

  /** Test hook: makes the engine trap, to prove recovery. O(1). */
  crashForTesting() { this.call((w) => w.dk_trap()); }

  /** One byte of the engine's console (`dk_console`): a line is printed at its newline. O(1). */
  #consoleByte(byte) {
    if (byte === 10) { console.log(decoder.decode(new Uint8Array(this.#consoleLine))); this.#consoleLine = []; }
    else this.#consoleLine.push(byte);
  }
}
