"""Issue 13, hostile input: a seeded fuzz of the engine's wasm exports. The bridge keeps its own
instance private, so the test loads the same `dragkit.wasm` the page serves into a second instance
in the page, with the page's catalogue declared, and calls its exports with random arguments (ids,
indices, lengths and coordinates, from plausible values to huge, negative and NaN, with random
bytes in the scratch buffer) for a fixed count: no export may trap. The catalogue is declared
through the page's generated calls (dragkit-calls.js); the fuzz calls the raw exports. Then the page itself must
still work: a real drag is stored.

Left out: `dk_trap` (traps on purpose), `dk_reset` and `dk_catalog_commit` (they replace the
engine's content and catalogue, which the page then declares again; not a random input; the other
`dk_catalog_*` declaration calls are fuzzed, issue 23), and the scratch
allocators are asked for at most 64 KiB (the bridge sizes them to its strings).

Seed 13 runs in CI; more seeds with DRAGKIT_FUZZ_SEEDS="1,2,13" (one test per seed)."""
import json
import os

import pytest

from dragkit_page import drag, item_point, items, open_scene, wait_idle, stored
from scene_steps import wait_for

CALLS = 3000
# Seeds to run, comma-separated (DRAGKIT_FUZZ_SEEDS="1,2,13,99"); CI runs 13.
SEEDS = [int(seed) for seed in os.environ.get("DRAGKIT_FUZZ_SEEDS", "13").split(",") if seed.strip()]

FUZZ = r"""
const [count, seed, done] = arguments;
(async () => {
const module = await WebAssembly.compile(await (await fetch('dragkit/build/dragkit.wasm')).arrayBuffer());
const wasm = new WebAssembly.Instance(module, { env: { dk_console: () => {} } }).exports;
// The catalogue as the bridge declares it: parsed here, declared through the typed exports.
const load = (name) => import(new URL(`dragkit/${name}`, document.baseURI).href);
const { readCatalog, declareCatalog } = await load('dragkit-catalog.js');
const { engineCalls } = await load('dragkit-calls.js');
const { writeStrings, writeNumbers } = await load('dragkit-channel.js');
const engine = engineCalls(wasm, (...strings) => writeStrings(wasm, strings), (values) => writeNumbers(wasm, values));
const read = readCatalog(await (await fetch('showcase/catalog.json')).text());
if (declareCatalog(read, (fn) => fn(engine)) !== 0) throw new Error('the catalogue was refused');
let state = seed >>> 0;
const random = () => {  // mulberry32
  state = (state + 0x6D2B79F5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const skipped = new Set(['dk_trap', 'dk_reset', 'dk_catalog_commit', 'memory']);
const names = Object.keys(wasm).filter((name) => typeof wasm[name] === 'function' && !skipped.has(name)).sort();
const numbers = [0, 1, 2, 3, -1, -2, 7, 42, 255, 256, 1000, 65535, 65536, 2 ** 31 - 1, -(2 ** 31), 2 ** 32 - 1,
  0.5, -0.5, 1e9, -1e9, 1e308, -1e308, NaN, Infinity, -Infinity];
const argument = () => (random() < 0.5 ? Math.floor(random() * 64) : pick(numbers));
const traps = {};
let calls = 0;
for (let n = 0; n < count; n += 1) {
  const name = pick(names);
  const fn = wasm[name];
  if (random() < 0.3 && wasm.dk_scratch && wasm.memory) {
    const length = Math.floor(random() * 256);
    const pointer = wasm.dk_scratch(length);
    const bytes = new Uint8Array(wasm.memory.buffer, pointer, length);
    for (let i = 0; i < length; i += 1) bytes[i] = random() < 0.7 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 256);
  }
  const args = Array.from({ length: fn.length }, argument);
  if (name === 'dk_scratch' || name === 'dk_scratch_numbers') args[0] = Math.floor(random() * 65536) * (random() < 0.1 ? -1 : 1);
  try {
    fn(...args);
  } catch (error) {
    (traps[name] = traps[name] || []).push(`${args.join(',')}: ${error.message}`);
  }
  calls += 1;
}
return { exposed: true, names, calls, traps };
})().then(done, (error) => done({ exposed: false, error: String(error) }));
"""


@pytest.mark.parametrize("seed", SEEDS)
def test_issue13_random_calls_to_the_wasm_exports_leave_the_page_working(driver, showcase, seed):
    page = driver
    open_scene(page, showcase, "reminders")
    page.set_script_timeout(120)
    result = page.execute_async_script(FUZZ, CALLS, seed)
    assert result["exposed"], result
    assert result["calls"] == CALLS and len(result["names"]) > 20, result
    traps = {name: found[:3] for name, found in result["traps"].items()}
    assert not traps, f"exports trapped on random arguments: {json.dumps(traps)[:2000]}"
    # The page's own engine works as before: a drag is stored.
    errands = items(page, "rem-errands")
    drag(page, item_point(page, "rem-today-1"), item_point(page, errands[1], 0.2))
    wait_idle(page)
    wait_for(page, lambda: stored(showcase)["rem-errands"][1:2] == ["rem-today-1"], 10, "the drop is stored")
    open_scene(page, showcase, "reminders")
    assert items(page, "rem-errands")[1] == "rem-today-1"
