"""Charts and the print control (issue 4): a chart is offered as native chart data and as an
image (S12): the dashboard takes the chart, a note takes the image (A2). Dropping a photo or a
note on Print starts a visible, progressing task (F10)."""
from dragkit_page import (container_point, drag, item_point, items, open_scene, screenshot,
                          snapshot, wait_idle)
from scene_steps import type_of, wait_for, wait_items


def test_S12_A2_the_dashboard_takes_the_chart_and_a_note_takes_its_image(page, showcase):
    open_scene(page, showcase, "charts|notes")
    chart = items(page, "charts-gallery")[0]
    board = items(page, "charts-board")
    drag(page, item_point(page, chart), container_point(page, "charts-board", 0.5, 0.5))
    wait_items(page, "charts-board", len(board) + 1)
    wait_idle(page)
    added = [i for i in items(page, "charts-board") if i not in board][0]
    assert type_of(page, added) == "com.dragkit.chart"
    strip = next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == "attachments" and c["shown"])
    before = items(page, strip)
    drag(page, item_point(page, chart), container_point(page, strip, 0.5, 0.5))
    wait_items(page, strip, len(before) + 1, 15)
    wait_idle(page)
    image = [i for i in items(page, strip) if i not in before][0]
    assert type_of(page, image) == "public.png", "the note takes the chart as an image (A2)"


# Samples, every 20 ms, each task's state and fraction as the snapshot reports them and the
# percentage its progress bar shows a person (F10).
TASK_SAMPLER = """
window.dkTaskSamples = [];
window.dkTaskSampler = setInterval(() => {
  const bars = [...document.querySelectorAll('[role=progressbar]')].filter(e => e.closest('.dk-task, .task-chip, [data-state]'));
  for (const t of window.dragkit.snapshot().tasks)
    window.dkTaskSamples.push({id: t.id, state: t.state, fraction: t.fraction,
      shown: bars.map(b => Number(b.getAttribute('aria-valuenow')))});
}, 20);"""


def test_F10_a_photo_dropped_on_print_starts_a_progressing_task(page, showcase):
    open_scene(page, showcase, "photos")
    photo = items(page, "photos-library")[0]
    library = items(page, "photos-library")
    page.execute_script(TASK_SAMPLER)
    drag(page, item_point(page, photo), container_point(page, "print", 0.5, 0.5))
    wait_for(page, lambda: len(snapshot(page)["tasks"]) == 1, 5, "one task started")
    screenshot(page, "scene-print-task")
    wait_for(page, lambda: snapshot(page)["tasks"][0]["state"] == "finished", 15, "the task finished")
    # The sampler ticks every 20 ms: let it record the finished state before it is stopped.
    wait_for(page, lambda: page.execute_script(
        "return window.dkTaskSamples.some((s) => s.state === 'finished')"), 5, "the sampler saw it finish")
    seen = page.execute_script("clearInterval(window.dkTaskSampler); return window.dkTaskSamples")
    task = snapshot(page)["tasks"][0]
    assert task["fraction"] == 1, "a finished task is complete"
    running = [s["fraction"] for s in seen if s["state"] == "running"]
    # The task began (F10) and then progressed through several values between start and end,
    # never going back, before it finished.
    assert running, "the task was seen running"
    assert running == sorted(running), f"progress never goes back: {running}"
    intermediate = sorted({f for f in running if 0 < f < 1})
    assert len(intermediate) >= 2, f"progress advanced through intermediate values: {running}"
    states = [s["state"] for s in seen]
    assert states[-1] == "finished" and "finished" not in states[:states.index("running")], states
    # What a person sees follows: the task's progress bar showed intermediate percentages too.
    shown = sorted({v for s in seen for v in s["shown"] if 0 < v < 100})
    assert len(shown) >= 2, f"the progress bar showed intermediate values: {shown}"
    assert items(page, "photos-library") == library, "printing moves or copies nothing"
    assert items(page, "print") == []
