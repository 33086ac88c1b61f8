"""The worst frame's work, from a Chrome trace of the drag (categories `toplevel` and
`devtools.timeline`).

On the page's renderer main thread, every top-level task (`ThreadControllerImpl::RunTask`) is
assigned to the frame it ran before: a frame ends with its rendering task (the task that holds
`BeginMainThreadFrame`, or the frame update's layerization and commit; Chromium dispatches mouse
moves inside that task, aligned to the frame). Until issue 24 a pre-paint also ended a frame,
which cut a frame into pieces wherever a hit test ran the lifecycle to pre-paint (each native
`dragover`, SortableJS's `elementFromPoint`): DragKit's 10k drag counted 593 frames for 287
commits, and its worst frames ran lower than they were. A frame's work is the sum of the
durations of its tasks: input handling, timers, scroll events, animation-frame callbacks, style,
layout and paint, everything the frame waited for on the main thread. The worst frame is the
largest such sum over the drag, in thread CPU time (the trace's `tdur`), so that time the
renderer spent preempted by other processes on a shared machine does not count as work; the
wall-clock figure (`dur`) is kept as `worst_frame_wall_ms`. Long Animation Frame entries were not
used: the browser reports only frames over 50 ms, and the target is 16.7 ms. Tasks that handle
the benchmark's own DevTools commands (`blink.mojom.DevToolsSession` messages: the metrics
read, the profiler's start) belong to no frame (issue 24: they had put up to 12 ms into the
press's frame).

O(events) time and memory.
"""
TASK_NAMES = {"ThreadControllerImpl::RunTask", "RunTask"}
# A frame drawn is a main-thread frame that was committed to the compositor. Pre-paint alone is
# no frame: hit tests (`elementFromPoint`, a native drag's `dragover`) bring the lifecycle up to
# pre-paint too, several times a frame, which would cut one frame's work into pieces (issue 24).
RENDERING_MARKERS = {"BeginMainThreadFrame", "Layerize", "Commit"}
# Traces without them (older Chromium builds): the frame update's paint phases instead.
FALLBACK_MARKERS = {"PrePaint", "Paint"}
DEVTOOLS_INTERFACE = "blink.mojom.DevToolsSession"


def main_thread(events):
    """(pid, tid) of the renderer main thread that dispatched the most input events."""
    renderer_main = {(e["pid"], e["tid"]) for e in events
                     if e.get("ph") == "M" and e.get("name") == "thread_name"
                     and e.get("args", {}).get("name") == "CrRendererMain"}
    counts = {}
    for event in events:
        key = (event.get("pid"), event.get("tid"))
        if key in renderer_main and event.get("name") == "EventDispatch":
            counts[key] = counts.get(key, 0) + 1
    if counts:
        return max(counts, key=counts.get)
    return next(iter(renderer_main), None)


def split_frames(events):
    """(frames drawn, tasks after the last one, every complete event of the main thread): each frame
    is the list of its top-level main-thread tasks in order, ending with the task that renders it (a
    rendering marker inside it); a task nested in another (a nested run loop) counts once."""
    thread = main_thread(events)
    if thread is None:
        return [], [], []
    mine = [e for e in events if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"]
    tasks = sorted((e for e in mine if e.get("name") in TASK_NAMES), key=lambda e: e["ts"])
    # The benchmark's own DevTools commands (metrics, profiler start) run as tasks on the page's
    # main thread too; they are not the page's work, so no frame counts them.
    benchmark = sorted(e["ts"] for e in mine if e.get("name") == "Receive mojo message"
                       and ((e.get("args") or {}).get("chrome_mojo_event_info") or {}).get(
                           "mojo_interface_tag") == DEVTOOLS_INTERFACE)
    top, end, b = [], -1, 0
    for task in tasks:
        if task["ts"] >= end:
            end = task["ts"] + task.get("dur", 0)
            while b < len(benchmark) and benchmark[b] < task["ts"]:
                b += 1
            if b < len(benchmark) and benchmark[b] <= end:
                continue
            top.append(task)
    markers = sorted((e for e in mine if e.get("name") in RENDERING_MARKERS), key=lambda e: e["ts"])
    if not markers:
        markers = sorted((e for e in mine if e.get("name") in FALLBACK_MARKERS), key=lambda e: e["ts"])
    frames, current, m = [], [], 0
    for task in top:
        current.append(task)
        while m < len(markers) and markers[m]["ts"] < task["ts"]:
            m += 1
        if m < len(markers) and markers[m]["ts"] <= task["ts"] + task.get("dur", 0):
            frames.append(current)
            current = []
    return frames, current, mine


def frame_work(events):
    """{worst_frame_ms, worst_frame_wall_ms, longest_task_ms, frames} over the trace's main-thread
    tasks (CPU time unless named wall); `frames` counts the frames drawn, and the tasks after the
    last one count as one more frame's work."""
    drawn, trailing, _ = split_frames(events)
    groups = drawn + [trailing] if trailing else drawn
    if not groups:
        return {"worst_frame_ms": None, "worst_frame_wall_ms": None, "longest_task_ms": None, "frames": 0}

    def cpu(task):
        return task.get("tdur", task.get("dur", 0))

    worst = max(sum(cpu(t) for t in group) for group in groups)
    worst_wall = max(sum(t.get("dur", 0) for t in group) for group in groups)
    longest = max(cpu(t) for group in groups for t in group)
    return {"worst_frame_ms": worst / 1000, "worst_frame_wall_ms": worst_wall / 1000,
            "longest_task_ms": longest / 1000, "frames": len(drawn)}
