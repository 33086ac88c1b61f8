"""Where a drag's time goes, frame by frame (issue 11): `bench.py --trace-out DIR` writes, per
sample, the raw trace and this module's breakdown of it.

Input: the Chrome trace of one drag (categories `toplevel`, `devtools.timeline`,
`disabled-by-default-devtools.timeline`, and, when asked, the style invalidation tracking
category) and a CPU profile of the same drag (CDP `Profiler`, sampled).

Output (text, and the same as JSON):
- totals over the drag per renderer-main-thread event: count, CPU ms (`tdur`), and for
  `UpdateLayoutTree` (style recalculation) the elements restyled, for `Layout` the objects laid
  out (dirty / total);
- the same per frame for the worst frames (frames as in `frames.py`: a frame's tasks are those up
  to the task that renders it);
- style invalidations by reason and selector (what made elements need a restyle), when tracked;
- script self time by function (from the sampled profile), the largest first;
- per phase (script, style, layout, pre-paint, paint, layerize/compositing, hit test, GC, other),
  the self CPU time of the main thread's events (each event's time less its children's, so the
  phases add up to the task time), over the drag and for each worst frame; and for each worst
  frame what it is (the input and callbacks dispatched in it: press, lift, moves, the drop, the
  frame after) and the style invalidations recorded during it (issue 24).

Event figures are inclusive (an `UpdateLayoutTree` forced by script is inside that script's
`FunctionCall`), so the rows do not add up to the frame. O(events + profile nodes).
"""
import bisect
import collections
import json
import pathlib

from frames import split_frames

# Renderer main-thread events worth a row (everything else is folded into the frame's total).
EVENTS = ("EventDispatch", "FunctionCall", "TimerFire", "FireAnimationFrame", "v8.callFunction",
          "UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "UpdateLayer",
          "HitTest", "ScrollLayer", "ParseAuthorStyleSheet", "MajorGC", "MinorGC",
          "BlinkGC.AtomicPhase")
TRACKING = ("StyleInvalidatorInvalidationTracking", "ScheduleStyleInvalidationTracking",
            "StyleRecalcInvalidationTracking")

# Main-thread events by rendering phase (issue 24); names not listed fall under "script" when
# they are V8's, "gc" when they are a collector's, else "other" (the task's own bookkeeping).
PHASES = {
    "style": ("UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"),
    "layout": ("Layout", "IntersectionObserverController::computeIntersections",
               "ComputeIntersections"),
    "pre-paint": ("PrePaint",),
    "paint": ("Paint", "PaintImage", "Decode Image", "ImageDecodeTask"),
    "layerize": ("Layerize", "UpdateLayer", "UpdateLayerTree", "CompositeLayers", "Commit",
                 "ScrollLayer"),
    "hit test": ("HitTest",),
    "script": ("EventDispatch", "FunctionCall", "TimerFire", "FireAnimationFrame", "RunMicrotasks",
               "EvaluateScript", "ParseHTML", "XHRReadyStateChange", "FireIdleCallback"),
}
PHASE_OF = {name: phase for phase, names in PHASES.items() for name in names}
PHASE_ORDER = ("script", "style", "layout", "pre-paint", "paint", "layerize", "hit test", "gc", "other")


def phase_of(name):
    """The rendering phase an event's self time belongs to."""
    if name in PHASE_OF:
        return PHASE_OF[name]
    lowered = name.lower()
    if "gc" in lowered.split(".")[0] or lowered.startswith(("majorgc", "minorgc", "blinkgc", "cppgc", "v8.gc")) \
            or "garbage" in lowered:
        return "gc"
    if lowered.startswith("v8") or lowered.startswith("wasm"):
        return "script"
    return "other"


def self_times(mine):
    """[(event, self CPU µs)] for the main thread's complete events: each event's CPU time (`tdur`,
    else `dur`) less that of the events nested directly inside it. O(e log e)."""
    ordered = sorted(mine, key=lambda e: (e["ts"], -e.get("dur", 0)))
    stack, out = [], []
    selfs = {}
    for event in ordered:
        end = event["ts"] + event.get("dur", 0)
        while stack and stack[-1][1] <= event["ts"] and stack[-1][1] < end:
            stack.pop()  # ended before this one began (a zero-length event at its end stays inside)
        cpu = event.get("tdur", event.get("dur", 0))
        selfs[id(event)] = cpu
        if stack:
            parent = stack[-1][0]
            selfs[id(parent)] -= cpu
        stack.append((event, end))
        out.append(event)
    return [(event, max(0, selfs[id(event)])) for event in out]


def phase_tally(pairs):
    """{phase: ms} over (event, self µs) pairs, and the largest "other" names."""
    phases = collections.Counter()
    others = collections.Counter()
    for event, us in pairs:
        phase = phase_of(event["name"])
        phases[phase] += us / 1000
        if phase == "other":
            others[event["name"]] += us / 1000
    return phases, others


def phase_line(phases):
    total = sum(phases.values())
    return f"{total:.1f} ms = " + ", ".join(f"{phase} {phases[phase]:.1f}" for phase in PHASE_ORDER
                                             if phases.get(phase, 0) >= 0.05)


INPUT_WORDS = {"mousedown": "press", "pointerdown": "press", "dragstart": "lift", "mouseup": "release",
               "pointerup": "release", "drop": "drop", "dragend": "drag end"}


def what_frame(tasks, events_in):
    """What a frame is: the DOM events, timers and animation frames dispatched in its tasks, as
    `"mousemove×2, dragover, rAF×1"`, and a word for it (press, lift, release/drop, moves, …)."""
    kinds = collections.Counter()
    for event in events_in:
        name = event["name"]
        if name == "EventDispatch":
            kinds[(_args(event).get("data", {}) or {}).get("type", "?")] += 1
        elif name == "TimerFire":
            kinds["timer"] += 1
        elif name == "FireAnimationFrame":
            kinds["rAF"] += 1
    words = [INPUT_WORDS[k] for k in ("mousedown", "pointerdown", "dragstart", "mouseup", "pointerup",
                                       "drop", "dragend") if kinds.get(k)]
    if not words:
        if kinds.get("mousemove") or kinds.get("pointermove") or kinds.get("dragover") or kinds.get("drag"):
            words = ["moves"]
        elif kinds.get("scroll"):
            words = ["scroll"]
        elif kinds.get("rAF") or kinds.get("timer"):
            words = ["callbacks"]
        else:
            words = ["rendering only"]
    listed = ", ".join(f"{k}×{n}" if n > 1 else k for k, n in kinds.most_common(10))
    return "/".join(dict.fromkeys(words)), listed


def _args(event):
    return event.get("args", {}) or {}


def _element_count(event):
    return _args(event).get("elementCount") or _args(event).get("data", {}).get("elementCount") or 0


def _layout_objects(event):
    begin = _args(event).get("beginData", {}) or {}
    return begin.get("dirtyObjects", 0) or 0, begin.get("totalObjects", 0) or 0


class Tally:
    """Count, CPU time and sizes per event name."""

    def __init__(self):
        self.rows = collections.defaultdict(lambda: {"count": 0, "cpu_ms": 0.0, "elements": 0,
                                                     "dirty": 0, "total": 0})

    def add(self, event):
        row = self.rows[event["name"]]
        row["count"] += 1
        row["cpu_ms"] += event.get("tdur", event.get("dur", 0)) / 1000
        if event["name"] == "UpdateLayoutTree":
            row["elements"] += _element_count(event)
        elif event["name"] == "Layout":
            dirty, total = _layout_objects(event)
            row["dirty"] += dirty
            row["total"] += total

    def lines(self, indent="  "):
        out = []
        for name, row in sorted(self.rows.items(), key=lambda kv: -kv[1]["cpu_ms"]):
            extra = ""
            if name == "UpdateLayoutTree":
                extra = f", {row['elements']:,} elements restyled"
            elif name == "Layout":
                extra = f", objects {row['dirty']:,} dirty of {row['total']:,}"
            out.append(f"{indent}{name}: {row['count']}× {row['cpu_ms']:.1f} ms{extra}")
        return out

    def as_dict(self):
        return {name: dict(row) for name, row in self.rows.items()}


def _invalidation_key(event):
    """(kind, reason, selector or change, node) of one style invalidation tracking event."""
    data = _args(event).get("data", {}) or {}
    reason = data.get("reason") or data.get("invalidationSet", {}) and "invalidation set" or "?"
    what = data.get("selectors") or data.get("changedClass") or data.get("changedAttribute") \
        or data.get("changedId") or data.get("changedPseudo") or ""
    if isinstance(what, list):
        what = ",".join(str(s.get("selector", s)) if isinstance(s, dict) else str(s) for s in what)[:80]
    node = data.get("nodeName") or ""
    return (event["name"].replace("InvalidationTracking", ""), str(reason), str(what)[:80], node[:40])


def frames_of(events):
    """[(each frame's top-level tasks)] in order, the tasks after the last frame drawn as one more,
    and every complete event of the main thread: frames as in `frames.py`."""
    drawn, trailing, mine = split_frames(events)
    return (drawn + [trailing] if trailing else drawn), mine


def per_frame(events, worst=8):
    """{totals, frames: [worst frames' breakdowns], frame_count, invalidations}."""
    frames, mine = frames_of(events)
    interesting = sorted((e for e in mine if e.get("name") in EVENTS), key=lambda e: e["ts"])
    starts = [e["ts"] for e in interesting]
    totals = Tally()
    for event in interesting:
        totals.add(event)
    pairs = sorted(self_times(mine), key=lambda pair: pair[0]["ts"])
    pair_starts = [pair[0]["ts"] for pair in pairs]
    tracking = sorted((e for e in events if e.get("name") in TRACKING), key=lambda e: e["ts"])
    tracking_starts = [e["ts"] for e in tracking]
    press = next((e["ts"] for e in interesting if e["name"] == "EventDispatch"
                  and (_args(e).get("data", {}) or {}).get("type") in ("mousedown", "pointerdown")), None)
    summaries = []
    for index, tasks in enumerate(frames):
        cpu = sum(t.get("tdur", t.get("dur", 0)) for t in tasks) / 1000
        tally = Tally()
        inside = []
        frame_pairs = []
        frame_tracking = collections.Counter()
        for task in tasks:
            lo = bisect.bisect_left(starts, task["ts"])
            hi = bisect.bisect_right(starts, task["ts"] + task.get("dur", 0))
            for event in interesting[lo:hi]:
                tally.add(event)
                inside.append(event)
            lo = bisect.bisect_left(pair_starts, task["ts"])
            hi = bisect.bisect_right(pair_starts, task["ts"] + task.get("dur", 0))
            frame_pairs.extend(pairs[lo:hi])
            lo = bisect.bisect_left(tracking_starts, task["ts"])
            hi = bisect.bisect_right(tracking_starts, task["ts"] + task.get("dur", 0))
            for event in tracking[lo:hi]:
                frame_tracking[_invalidation_key(event)] += 1
        kind, listed = what_frame(tasks, inside)
        phases, _ = phase_tally(frame_pairs)
        summaries.append({"frame": index, "cpu_ms": cpu, "tasks": len(tasks), "events": tally,
                          "what": kind, "dispatched": listed, "phases": phases,
                          "at_ms": (tasks[0]["ts"] - press) / 1000 if press is not None and tasks else None,
                          "invalidations": frame_tracking})
    for before, after in zip(summaries, summaries[1:]):
        if ("drop" in before["what"] or "release" in before["what"]) and after["what"] in (
                "rendering only", "callbacks", "scroll"):
            after["what"] = "after the drop: " + after["what"]
    worst_frames = sorted(summaries, key=lambda s: -s["cpu_ms"])[:worst]
    drag_phases, others = phase_tally(pairs)
    invalidations = collections.Counter(_invalidation_key(event) for event in tracking)
    over = sorted(s["cpu_ms"] for s in summaries)
    return {"frame_count": len(summaries), "totals": totals, "worst": worst_frames,
            "phases": drag_phases, "other_events": others,
            "over_16_7": sum(1 for v in over if v > 16.7), "invalidations": invalidations,
            "median_frame_ms": over[len(over) // 2] if over else None}


def script_by_function(profile, top=20):
    """[(self ms, function, url:line)] from a CDP `Profiler` profile, the largest first."""
    if not profile:
        return []
    nodes = {node["id"]: node for node in profile["nodes"]}
    deltas = profile.get("timeDeltas", [])
    self_us = collections.Counter()
    for sample, delta in zip(profile.get("samples", []), deltas[1:] + [0]):
        self_us[sample] += delta
    by_function = collections.Counter()
    for ident, us in self_us.items():
        frame = nodes[ident]["callFrame"]
        name = frame.get("functionName") or "(anonymous)"
        url = frame.get("url", "").rsplit("/", 1)[-1]
        by_function[(name, f"{url}:{frame.get('lineNumber', -1) + 1}" if url else "")] += us
    return [(us / 1000, name, where) for (name, where), us in by_function.most_common(top)]


def report(events, profile=None, label=""):
    """The breakdown as (text, JSON-ready dict)."""
    result = per_frame(events)
    lines = [f"# {label}", f"frames: {result['frame_count']}, over 16.7 ms: {result['over_16_7']}, "
             f"median frame {result['median_frame_ms'] or 0:.1f} ms", "", "## whole drag (inclusive CPU ms)"]
    lines += result["totals"].lines()
    lines += ["", "## whole drag by phase (self CPU ms)", "  " + phase_line(result["phases"])]
    if result["other_events"]:
        lines.append("  other: " + ", ".join(f"{name} {ms:.1f}" for name, ms in result["other_events"].most_common(8)))
    lines += ["", "## worst frames"]
    for frame in result["worst"]:
        at = f", {frame['at_ms']:,.0f} ms after the press" if frame["at_ms"] is not None else ""
        lines.append(f"- frame {frame['frame']} ({frame['what']}{at}): {frame['cpu_ms']:.1f} ms CPU in "
                     f"{frame['tasks']} tasks; dispatched: {frame['dispatched'] or 'nothing'}")
        lines.append("    by phase: " + phase_line(frame["phases"]))
        lines += frame["events"].lines("    ")
        for (kind, reason, what, node), count in frame["invalidations"].most_common(6):
            lines.append(f"    invalidation {count}× {kind} | {reason} | {what} | {node}")
    if result["invalidations"]:
        lines += ["", "## style invalidations (kind, reason, selector or change, node): count"]
        for (kind, reason, what, node), count in result["invalidations"].most_common(25):
            lines.append(f"  {count:6}  {kind} | {reason} | {what} | {node}")
    functions = script_by_function(profile)
    if functions:
        lines += ["", "## script self time by function (sampled)"]
        for ms, name, where in functions:
            lines.append(f"  {ms:8.1f} ms  {name}  {where}")
    data = {"label": label, "frame_count": result["frame_count"], "over_16_7": result["over_16_7"],
            "median_frame_ms": result["median_frame_ms"], "totals": result["totals"].as_dict(),
            "phases": dict(result["phases"]),
            "worst": [{"frame": f["frame"], "cpu_ms": f["cpu_ms"], "tasks": f["tasks"], "what": f["what"],
                       "dispatched": f["dispatched"], "at_ms": f["at_ms"], "phases": dict(f["phases"]),
                       "events": f["events"].as_dict(),
                       "invalidations": [[*k, n] for k, n in f["invalidations"].most_common(20)]}
                      for f in result["worst"]],
            "invalidations": [[*key, count] for key, count in result["invalidations"].most_common(50)],
            "script_by_function": functions}
    return "\n".join(lines) + "\n", data


def write(folder, name, events, profile=None):
    """Writes `name`.trace.json (load it in DevTools' Performance panel), `name`.txt and
    `name`.json into `folder`; returns the text."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.trace.json").write_text(json.dumps({"traceEvents": events}))
    if profile:
        (folder / f"{name}.cpuprofile").write_text(json.dumps(profile))
    text, data = report(events, profile, name)
    (folder / f"{name}.txt").write_text(text)
    (folder / f"{name}.json").write_text(json.dumps(data, indent=1))
    return text


if __name__ == "__main__":  # python breakdown.py NAME.trace.json [NAME.cpuprofile]
    import sys
    trace = json.loads(pathlib.Path(sys.argv[1]).read_text())
    cpu = json.loads(pathlib.Path(sys.argv[2]).read_text()) if len(sys.argv) > 2 else None
    print(report(trace["traceEvents"] if isinstance(trace, dict) else trace, cpu, sys.argv[1])[0])
