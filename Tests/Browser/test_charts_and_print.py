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


def test_F10_a_photo_dropped_on_print_starts_a_progressing_task(page, showcase):
    open_scene(page, showcase, "photos")
    photo = items(page, "photos-library")[0]
    library = items(page, "photos-library")
    drag(page, item_point(page, photo), container_point(page, "print", 0.5, 0.5))
    wait_for(page, lambda: snapshot(page)["tasks"], 5, "a task started")
    task = snapshot(page)["tasks"][0]
    assert task["state"] in ("running", "finished")
    screenshot(page, "scene-print-task")
    wait_for(page, lambda: snapshot(page)["tasks"][0]["state"] == "finished", 15, "the task finished")
    assert items(page, "photos-library") == library, "printing moves or copies nothing"
    assert items(page, "print") == []
