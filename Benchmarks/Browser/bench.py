"""DragKit's browser benchmark (issue 11): the same trusted 300-move mouse drag over the same list
page, for DragKit and for SortableJS, in one headless Chromium run; see Benchmarks/README.md.

    Benchmarks/browser.sh                 # 1k, 10k, 100k; medians of 3
    Benchmarks/browser.sh --quick         # 1k and 10k, one run
    Benchmarks/browser.sh --sizes 10000 --runs 5 --large-runs 1
    Benchmarks/browser.sh --smoke         # 1k, one run: fails if a page does not drag; no timing

Per library and size it records, over the drag (press, 300 moves 16 ms apart, release, settle):
the main thread's whole task time, the headline (the delta of TaskDuration from
`Performance.getMetrics`: script, style, layout, pre-paint, paint, compositing, GC; issue 24),
script + layout + style (deltas of ScriptDuration + LayoutDuration + RecalcStyleDuration), the
worst frame's work (frames.py), the time to interactive (navigation
start to the library set up and the next frame drawn; `plain` is the same list without a drag
library) and the main thread's task time over that load, the JS heap after a forced garbage collection before the drag (`Runtime.getHeapUsage`:
used JS heap, and array-buffer backing stores, where the wasm engine's memory lives) and how far
the list scrolled. Libraries are interleaved within each run so load on the machine falls on all
of them alike; the table gives medians over runs and DragKit/SortableJS ratios.
"""
import argparse
import functools
import http.server
import json
import os
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import pages  # noqa: E402
from cdp import CDP, CDPTimeout  # noqa: E402
from frames import frame_work  # noqa: E402
import breakdown  # noqa: E402

MOVES = 300
MOVE_INTERVAL = 0.016       # seconds between moves (at least): about one a frame
EDGE_INSET = 8              # px inside the list's bottom edge: in every library's auto-scroll band
PAST_EDGE = 16              # px past the bottom edge at the excursion
TRACE_CATEGORIES = ["toplevel", "devtools.timeline"]
# --trace-out: also the per-event details (elements restyled, objects laid out) and, with
# --invalidations, why elements needed a restyle (costly: the figures then run higher).
DETAIL_CATEGORIES = ["disabled-by-default-devtools.timeline"]
INVALIDATION_CATEGORIES = ["disabled-by-default-devtools.timeline.invalidationTracking"]
WINDOW = (1280, 900)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000", help="comma-separated list sizes")
    parser.add_argument("--runs", type=int, default=3, help="runs per size (medians are reported)")
    parser.add_argument("--large-runs", type=int, default=None,
                        help="runs for sizes of 100,000 and more (default: --runs)")
    parser.add_argument("--libraries", default="dragkit,sortable,sortable-noscroll,virtual,virtual-tree,floor,floor-virtual,dragkit-plain-page,"
                                                   "sortable-plain-page",
                        help="drag libraries to compare (plain, the baseline, always loads)")
    parser.add_argument("--quick", action="store_true", help="1k and 10k, one run")
    parser.add_argument("--smoke", action="store_true",
                        help="1k, one run, no timing: exit 1 unless every page drags its item down")
    parser.add_argument("--pace", choices=("wall", "events"), default="wall",
                        help="wall (default): moves posted every 16 ms whatever the page is doing, as "
                             "a hand moves (a busy page gets them coalesced, and scrolls less); events: "
                             "each move waits until the page has handled the one before (at least 16 ms "
                             "apart), so a slow page's drag, and its time-driven auto-scroll, last longer")
    parser.add_argument("--no-trace", action="store_true",
                        help="no trace during the drag (no worst-frame figure; tracing costs a little)")
    parser.add_argument("--web", default=str(pages.WEB), metavar="DIR",
                        help="the Web folder whose dragkit/ is measured (default: this checkout's)")
    parser.add_argument("--timeout", type=float, default=300, metavar="SECONDS",
                        help="how long one page may take to load, or one drag to finish (default 300)")
    parser.add_argument("--json", metavar="FILE", help="also write every sample to FILE")
    parser.add_argument("--trace-out", metavar="DIR",
                        help="write each drag's trace, CPU profile and per-frame breakdown "
                             "(Benchmarks/Browser/breakdown.py) into DIR; adds detail to the trace, "
                             "so the figures of such a run run a little higher")
    parser.add_argument("--invalidations", action="store_true",
                        help="with --trace-out: also track style invalidations (costly)")
    args = parser.parse_args(argv)
    if args.quick:
        args.sizes, args.runs = "1000,10000", 1
    if args.smoke:
        args.sizes, args.runs, args.large_runs = "1000", 1, 1
    args.sizes = [int(size) for size in args.sizes.split(",") if size]
    args.libraries = [name for name in args.libraries.split(",") if name and name != "plain"]
    unknown = set(args.libraries) - set(pages.LIBRARIES)
    if unknown:
        parser.error(f"unknown libraries: {', '.join(sorted(unknown))}")
    return args


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    """Serves `folder` on a free local port from a thread; returns (server, base URL)."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def start_browser():
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                 f"--window-size={WINDOW[0]},{WINDOW[1]}", "--force-device-scale-factor=1",
                 "--disable-gpu", "--lang=en-US", "--disable-background-timer-throttling",
                 "--disable-renderer-backgrounding", "--disable-extensions",
                 # No back/forward cache: the page before must not stay alive in the heap figures.
                 "--disable-features=BackForwardCache"):
        options.add_argument(flag)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    driver.get("about:blank")
    cdp = CDP(driver.capabilities["goog:chromeOptions"]["debuggerAddress"])
    cdp.send("Page.enable")
    cdp.send("Performance.enable", timeDomain="threadTicks")
    return driver, cdp


def load(cdp, url, timeout=600):
    """Navigates to `url` and waits until its library is set up; returns (the time to interactive,
    the main thread's task time over the load in ms). The page is reached from `about:blank`, so
    the task time holds the page's own load only (parsing, style, layout, paint, the library's
    set-up), not the teardown of the page before (issue 24: the wall-clock figure varies too much
    on a loaded machine to compare libraries at 10k)."""
    cdp.send("Page.navigate", url="about:blank")
    time.sleep(0.2)
    before = metrics(cdp).get("TaskDuration", 0)
    cdp.send("Page.navigate", url=url)
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            ready = cdp.evaluate("window.bench && window.bench.ready")
        except CDPTimeout:
            raise
        except Exception:  # noqa: BLE001 — the old document went away mid-evaluation
            ready = None
        if ready:
            return ready, (metrics(cdp).get("TaskDuration", 0) - before) * 1000
        error = cdp.evaluate("window.benchError || null")
        if error:
            raise RuntimeError(error)
        time.sleep(0.05)
    raise CDPTimeout(f"{url} was not ready after {timeout} s")


def wasm_memory(cdp):
    """The bytes of every live `WebAssembly.Memory` in the page (a wasm engine's linear memory,
    which the JS heap figures leave out), found with `Runtime.queryObjects`. O(heap)."""
    prototype = cdp.send("Runtime.evaluate", expression="WebAssembly.Memory.prototype")["result"]["objectId"]
    memories = cdp.send("Runtime.queryObjects", prototypeObjectId=prototype)["objects"]["objectId"]
    total = cdp.send("Runtime.callFunctionOn", objectId=memories, returnByValue=True,
                     functionDeclaration="function () { return this.reduce((sum, m) => sum + m.buffer.byteLength, 0); }")
    cdp.send("Runtime.releaseObject", objectId=memories)
    cdp.send("Runtime.releaseObject", objectId=prototype)
    return total["result"]["value"]


def heap(cdp):
    """The used JS heap, and the wasm memory plus array-buffer backing stores, in MB, after a
    forced garbage collection."""
    cdp.send("HeapProfiler.collectGarbage")
    usage = cdp.send("Runtime.getHeapUsage")
    return usage["usedSize"] / 1e6, (usage.get("backingStorageSize", 0) + wasm_memory(cdp)) / 1e6


def metrics(cdp):
    values = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return values


def drag_path(item, box):
    """The 300 move points: down from the pressed item into the list's bottom edge band, dwelling
    there (auto-scroll runs), out past the bottom edge and back in, released inside."""
    x0, y0 = item["x"], item["y"]
    inside = box["bottom"] - EDGE_INSET
    past = box["bottom"] + PAST_EDGE
    points = []
    for i in range(1, MOVES + 1):
        if i <= 60:                        # into the band
            y = y0 + (inside - y0) * i / 60
        elif i <= 240:                     # dwell in the band, moving a pixel either way
            y = inside - (i % 2)
        elif i <= 270:                     # past the bottom edge
            y = inside + (past - inside) * (i - 240) / 30
        else:                              # and back into the band for the release
            y = past - (past - inside) * (i - 270) / 30
        points.append((x0 + (i % 3) - 1, y))
    return points


def mouse(cdp, kind, x, y, buttons):
    """Posts one trusted mouse event (CDP `Input.dispatchMouseEvent`) without waiting for the page
    to handle it; returns the command's id."""
    return cdp.post("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", buttons=buttons,
                    clickCount=1 if kind != "mouseMoved" else 0)


def drag(cdp, trace=True, pace="wall", trace_out=None, invalidations=False):
    """Drags the list's third row through `drag_path`; returns the sample. The drag moved the row
    when `window.bench.indexOf` has it further down the list afterwards. With `trace_out`
    (folder, name) the trace, a sampled CPU profile and their breakdown are written there."""
    where = cdp.evaluate("""(() => {
      const list = document.getElementById('list');
      const item = list.querySelectorAll('[data-dk-item]')[2];
      const r = item.getBoundingClientRect(), b = list.getBoundingClientRect();
      return { id: item.dataset.dkItem, index: window.bench.indexOf(item.dataset.dkItem),
               item: { x: r.left + r.width / 2, y: r.top + r.height / 2 }, box: { top: b.top, bottom: b.bottom } };
    })()""")
    js_heap, backing = heap(cdp)
    if trace_out:
        trace = True
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", interval=200)
    if trace:
        categories = TRACE_CATEGORIES + (DETAIL_CATEGORIES if trace_out else []) \
            + (INVALIDATION_CATEGORIES if trace_out and invalidations else [])
        cdp.send("Tracing.start", transferMode="ReportEvents",
                 traceConfig={"includedCategories": categories, "recordMode": "recordAsMuchAsPossible"})
    if trace_out:
        cdp.send("Profiler.start")
    before = metrics(cdp)
    x, y = where["item"]["x"], where["item"]["y"]
    cdp.settle(mouse(cdp, "mousePressed", x, y, 1))
    start = time.perf_counter()
    previous = time.perf_counter()
    for i, (x, y) in enumerate(drag_path(where["item"], where["box"]), start=1):
        due = (previous if pace == "events" else start + (i - 1) * MOVE_INTERVAL) + MOVE_INTERVAL
        delay = due - time.perf_counter()
        if delay > 0:
            time.sleep(delay)
        previous = time.perf_counter()
        posted = mouse(cdp, "mouseMoved", x, y, 1)
        if pace == "events":
            cdp.settle(posted)  # the page has handled this move before the next one comes
    cdp.settle(mouse(cdp, "mouseReleased", x, y, 0))  # raises CDPTimeout after --timeout
    drag_seconds = time.perf_counter() - start
    # Settle: the drag is over and two more frames have been drawn (drop animations, clean-up).
    deadline = time.time() + cdp.timeout
    while not cdp.evaluate("window.bench.settled()"):
        if time.time() > deadline:
            raise CDPTimeout("the drag did not end")
        time.sleep(0.02)
    cdp.evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100))))",
                 await_promise=True)
    after = metrics(cdp)
    profile = cdp.send("Profiler.stop")["profile"] if trace_out else None
    frames = {"worst_frame_ms": None, "worst_frame_wall_ms": None, "longest_task_ms": None, "frames": 0}
    if trace:
        cdp.send("Tracing.end")
        events = [e for chunk in cdp.drain("Tracing.dataCollected") for e in chunk["value"]]
        while True:
            message = cdp.wait_for_any(("Tracing.dataCollected", "Tracing.tracingComplete"))
            if message["method"] == "Tracing.tracingComplete":
                break
            events.extend(message["params"]["value"])
        frames = frame_work(events)
        if trace_out:
            print()
            print(breakdown.write(trace_out[0], trace_out[1], events, profile), end="")
    outcome = cdp.evaluate(f"""({{ index: window.bench.indexOf({json.dumps(where['id'])}),
                                   scrolled: document.getElementById('list').scrollTop }})""")
    work = {name: (after[name] - before[name]) * 1000
            for name in ("ScriptDuration", "LayoutDuration", "RecalcStyleDuration", "TaskDuration")}
    return {
        "script_layout_style_ms": work["ScriptDuration"] + work["LayoutDuration"] + work["RecalcStyleDuration"],
        "script_ms": work["ScriptDuration"], "layout_ms": work["LayoutDuration"],
        "style_ms": work["RecalcStyleDuration"], "task_ms": work["TaskDuration"],
        **frames, "js_heap_mb": js_heap, "backing_mb": backing, "drag_s": drag_seconds,
        "from_index": where["index"], "to_index": outcome["index"], "scrolled_px": outcome["scrolled"],
        "moved": outcome["index"] > where["index"],
    }


def chromium_version():
    try:
        return subprocess.run([shutil.which("chromium") or "/usr/bin/chromium", "--version"],
                              capture_output=True, text=True, timeout=30).stdout.strip()
    except OSError:
        return "unknown"


def machine_facts():
    load = os.getloadavg()
    return {"nproc": os.cpu_count(), "load": f"{load[0]:.2f}, {load[1]:.2f}, {load[2]:.2f}",
            "chromium": chromium_version(), "python": platform.python_version(),
            "time": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}


def median(samples, key):
    values = [s[key] for s in samples if s.get(key) is not None]
    return statistics.median(values) if values else None


def fmt(value, digits=0):
    if value is None:
        return "–"
    return f"{value:,.{digits}f}"


def ratio(a, b):
    return f"×{a / b:.2f}" if a is not None and b else "–"


def report(results, sizes, libraries, skipped, timeouts, timeout):
    """Prints the side-by-side table (Markdown) of medians."""
    names = {"dragkit": "DragKit", "dragkit-in-page": "DragKit, nativeDrags: false", "sortable": "SortableJS", "sortable-noscroll": "SortableJS, scroll: false", "virtual": "DragKit virtual list", "virtual-tree": "DragKit virtual tree", "plain": "plain list",
             "floor": "floor (no library)", "floor-virtual": "floor, virtual",
             "dragkit-plain-page": "DragKit, plain page", "sortable-plain-page": "SortableJS, plain page"}
    shown = [lib for lib in libraries if lib not in skipped]
    print()
    header = "| N | measure | " + " | ".join(names[lib] for lib in shown)
    # DragKit over each SortableJS configuration in the run (issue 24's targets are such ratios).
    # Issue 36: DragKit on the plain page over SortableJS on the same page.
    against = [("dragkit", lib) for lib in ("sortable", "sortable-noscroll") if lib in shown and "dragkit" in shown]
    if "dragkit-plain-page" in shown and "sortable-plain-page" in shown:
        against.append(("dragkit-plain-page", "sortable-plain-page"))
    for mine, lib in against:
        header += f" | {names[mine]} / {names[lib]}"
    print(header + " |")
    print("|" + "---|" * (header.count("|")))
    rows = [("main-thread task time (ms)", "task_ms", 0),
            ("script + layout + style (ms)", "script_layout_style_ms", 0),
            ("  script / layout / style (ms)", None, 0),
            ("worst frame's work, CPU (ms)", "worst_frame_ms", 1),
            ("worst frame, wall clock (ms)", "worst_frame_wall_ms", 1),
            ("time to interactive (ms)", "tti_ms", 0),
            ("  × the plain list", "tti_ratio", 2),
            ("load: main-thread task time (ms)", "load_task_ms", 0),
            ("  × the plain list's", "load_ratio", 2),
            ("JS heap + wasm and array buffers (MB)", None, 1),
            ("list scrolled (px)", "scrolled_px", 0),
            ("drag took (s)", "drag_s", 1),
            ("runs", None, 0)]
    for size in sizes:
        plain_tti = median(results.get(("plain", size), []), "tti_ms")
        plain_load = median(results.get(("plain", size), []), "load_task_ms")
        for label, key, digits in rows:
            cells = []
            values = {}
            for lib in shown:
                samples = results.get((lib, size), [])
                if key == "tti_ratio":
                    value = median(samples, "tti_ms")
                    values[lib] = value / plain_tti if value and plain_tti else None
                    cells.append(fmt(values[lib], 2))
                elif key == "load_ratio":
                    value = median(samples, "load_task_ms")
                    values[lib] = value / plain_load if value and plain_load else None
                    cells.append(fmt(values[lib], 2))
                elif key is None and label.startswith("  script"):
                    cells.append(" / ".join(fmt(median(samples, k)) for k in ("script_ms", "layout_ms", "style_ms")))
                elif key is None and label.startswith("JS heap"):
                    cells.append(f"{fmt(median(samples, 'js_heap_mb'), 1)} + {fmt(median(samples, 'backing_mb'), 1)}")
                    used, other = median(samples, "js_heap_mb"), median(samples, "backing_mb")
                    values[lib] = used + other if used is not None and other is not None else None
                elif key is None:
                    cells.append(str(len(samples)))
                else:
                    values[lib] = median(samples, key)
                    cells.append(fmt(values[lib], digits))
            line = f"| {size:,} | {label.strip()} | " + " | ".join(cells)
            for mine, lib in against:
                line += " | " + (ratio(values.get(mine), values.get(lib))
                                 if key not in (None, "scrolled_px", "drag_s") or label.startswith("JS heap") else "")
            print(line + " |")
    for (lib, size), stages in timeouts.items():
        print(f"\n{names[lib]}, {size:,} items: {len(stages)} run(s) did not finish the "
              f"{' / '.join(sorted(set(stages)))} within {timeout:.0f} s (not in the medians)")
    for lib, why in skipped.items():
        print(f"\n{names[lib]}: skipped: {why}")


def main(argv=None):
    args = parse_arguments(argv if argv is not None else sys.argv[1:])
    wasm = pathlib.Path(args.web) / "dragkit/build/dragkit.wasm"
    if not wasm.exists():
        sys.exit(f"{wasm} is missing: run Scripts/build-wasm.sh (Benchmarks/browser.sh does)")
    bundle = pathlib.Path(args.web) / "dragkit/build/dragkit.min.js"
    if not bundle.exists():
        sys.exit(f"{bundle} is missing: run Scripts/build-web.sh (Benchmarks/browser.sh does)")
    if not (pages.SORTABLE_DIR / "Sortable.min.js").exists():
        sys.exit("SortableJS is missing: apt-get install libjs-sortable (Benchmarks/browser.sh does)")
    skipped = {}
    if "virtual" in args.libraries and not pages.virtual_available(args.web):
        skipped["virtual"] = ("Web/dragkit/dragkit-virtual.js does not exist yet; the case runs by itself "
                              "once it does (adapter: Benchmarks/Browser/virtual-list.js)")
    libraries = ["plain"] + [lib for lib in args.libraries if lib not in skipped]
    facts = machine_facts()
    print(f"Machine: {facts['nproc']} cores, load average {facts['load']} (start), {facts['chromium']}, "
          f"{facts['time']}")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="dragkit-browser-bench-"))
    driver = None
    failures = []
    timeouts = {}
    results = {}
    samples = []
    try:
        pages.write_site(folder, libraries, args.sizes, args.web)
        server, base = serve(folder)
        driver, cdp = start_browser()
        for size in args.sizes:
            runs = args.large_runs if (args.large_runs is not None and size >= 100_000) else args.runs
            for run in range(runs):
                # Interleaved, and rotated each run, so no library always goes first.
                order = libraries[run % len(libraries):] + libraries[:run % len(libraries)]
                for lib in order:
                    if lib in skipped:
                        continue
                    label = f"{lib} {size:,} run {run + 1}/{runs}"
                    print(f"  {label} …", end="", flush=True)
                    stage = "load"
                    try:
                        cdp.timeout = args.timeout
                        tti, load_task = load(cdp, f"{base}{lib}-{size}.html", args.timeout)
                        sample = {"library": lib, "size": size, "run": run + 1, "tti_ms": tti,
                                  "load_task_ms": load_task}
                        stage = "drag"
                        if lib != "plain":
                            out = (args.trace_out, f"{lib}-{size}-run{run + 1}") if args.trace_out else None
                            sample.update(drag(cdp, trace=not (args.smoke or args.no_trace), pace=args.pace,
                                               trace_out=out, invalidations=args.invalidations))
                        else:
                            sample["js_heap_mb"], sample["backing_mb"] = heap(cdp)
                    except Exception as error:  # noqa: BLE001 — reported, then the next case
                        why = str(error).splitlines()[0] if str(error) else type(error).__name__
                        if lib == "virtual" and stage == "load" and not isinstance(error, CDPTimeout):
                            skipped["virtual"] = why
                            print(f" skipped: {why}")
                            continue
                        if isinstance(error, CDPTimeout):
                            why = f"did not finish the {stage} within {args.timeout:.0f} s"
                        failures.append(f"{label}: {why}")
                        timeouts.setdefault((lib, size), []).append(stage)
                        print(f" FAILED: {why}")
                        # A page still busy (or a broken session) gets a fresh browser.
                        cdp.close()
                        driver.quit()
                        driver, cdp = start_browser()
                        continue
                    if lib != "plain" and not sample["moved"]:
                        failures.append(f"{label}: the dragged item did not move down "
                                        f"(index {sample['from_index']} → {sample['to_index']})")
                    results.setdefault((lib, size), []).append(sample)
                    samples.append(sample)
                    if args.smoke:
                        print(" loads" if lib == "plain" else " drags" if sample["moved"] else " DID NOT DRAG")
                    else:
                        print(f" tti {tti:,.0f} ms, load task {load_task:,.0f} ms" + (
                            f", task {sample['task_ms']:,.0f} ms, s+l+s {sample['script_layout_style_ms']:,.0f} ms, worst frame "
                            f"{fmt(sample['worst_frame_ms'], 1)} ms, index {sample['from_index']}→{sample['to_index']}, "
                            f"drag {sample['drag_s']:.1f} s" if lib != "plain" else ""))
        cdp.send("Page.navigate", url="about:blank")
        cdp.close()
        server.shutdown()
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(folder, ignore_errors=True)
    end_load = os.getloadavg()
    print(f"Load average at the end: {end_load[0]:.2f}, {end_load[1]:.2f}, {end_load[2]:.2f}")
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps({"machine": facts, "samples": samples}, indent=1))
    if args.smoke:
        for failure in failures:
            print(f"FAILED: {failure}")
        print("smoke: " + ("every page dragged" if not failures else f"{len(failures)} failed"))
        for lib, why in skipped.items():
            print(f"{lib}: skipped: {why}")
        return 1 if failures else 0
    report(results, args.sizes, ["plain"] + args.libraries, skipped, timeouts, args.timeout)
    for failure in failures:
        print(f"FAILED: {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
