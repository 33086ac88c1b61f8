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
- script self time by function (from the sampled profile), the largest first.

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
    summaries = []
    for index, tasks in enumerate(frames):
        cpu = sum(t.get("tdur", t.get("dur", 0)) for t in tasks) / 1000
        tally = Tally()
        for task in tasks:
            lo = bisect.bisect_left(starts, task["ts"])
            hi = bisect.bisect_right(starts, task["ts"] + task.get("dur", 0))
            for event in interesting[lo:hi]:
                tally.add(event)
        summaries.append({"frame": index, "cpu_ms": cpu, "tasks": len(tasks), "events": tally})
    worst_frames = sorted(summaries, key=lambda s: -s["cpu_ms"])[:worst]
    invalidations = collections.Counter()
    for event in events:
        if event.get("name") in TRACKING:
            data = _args(event).get("data", {}) or {}
            reason = data.get("reason") or data.get("invalidationSet", {}) and "invalidation set" or "?"
            what = data.get("selectors") or data.get("changedClass") or data.get("changedAttribute") \
                or data.get("changedId") or data.get("changedPseudo") or ""
            if isinstance(what, list):
                what = ",".join(str(s.get("selector", s)) if isinstance(s, dict) else str(s) for s in what)[:80]
            node = data.get("nodeName") or ""
            invalidations[(event["name"].replace("InvalidationTracking", ""), str(reason), str(what)[:80], node[:40])] += 1
    over = sorted(s["cpu_ms"] for s in summaries)
    return {"frame_count": len(summaries), "totals": totals, "worst": worst_frames,
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
    lines += ["", "## worst frames"]
    for frame in result["worst"]:
        lines.append(f"- frame {frame['frame']}: {frame['cpu_ms']:.1f} ms CPU in {frame['tasks']} tasks")
        lines += frame["events"].lines("    ")
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
            "worst": [{"frame": f["frame"], "cpu_ms": f["cpu_ms"], "tasks": f["tasks"],
                       "events": f["events"].as_dict()} for f in result["worst"]],
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
