"""Files: spring loading starts only where "into" is shown (S13, F6; issue 34, "The seams").
A folder row takes a drop into it over its middle and shows a line between rows over its top and
bottom edge bands. A pause on an edge band, longer than the spring-loading delay, must not open
the folder: the line stays, and the release lands between the rows exactly where the line was
(before, 4 of 4 tries dropped into the folder). A pause over the middle springs it open. Real
mouse input (the browser's own drag, as a person's mouse makes it)."""
import pytest

from dragkit_page import Gesture, item_point, items, open_scene, rect, snapshot, stored, wait_idle
from scene_steps import wait_for

SPRING_DELAY = 0.5  # DragConfiguration.springLoadingDelay, seconds
EDGE = 0.25         # DropIntoBand.edgeFraction: the edge bands of a row, as a fraction of its height


def is_shown(page, container_id):
    return any(c["id"] == container_id and c["shown"] for c in snapshot(page)["containers"])


def session(page):
    sessions = snapshot(page)["sessions"]
    return sessions[0] if sessions else None


@pytest.mark.parametrize("folder,edge", [("files-root-1", "top"), ("files-root-1", "bottom"),
                                         ("files-root-2", "top"), ("files-root-2", "bottom")])
def test_S13_F6_issue34_a_pause_on_a_folder_rows_edge_drops_between_rows_where_the_line_shows(page, showcase, folder, edge):
    open_scene(page, showcase, "files")
    root = items(page, "files-root")
    opened = page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).dataset.dkOpens", folder)
    dragged = "files-root-4"
    r = rect(page, f"[data-dk-item='{folder}']")
    fy = EDGE * 0.4 if edge == "top" else 1 - EDGE * 0.4
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] * fy))
    start = item_point(page, dragged)
    Gesture(page).move(start).down().path(start, over, 8).perform()
    try:
        wait_for(page, lambda: (session(page) or {}).get("destination") == "files-root", 5, "the line between rows")
        shown = session(page)
        assert shown["index"] is not None
        # Held still on the edge for longer than the spring-loading delay (and its flash).
        Gesture(page).wait(SPRING_DELAY * 3).perform()
        now = session(page)
        assert not is_shown(page, opened), "the folder sprang open on its edge, where the line showed between rows"
        assert now and now["destination"] == "files-root" and now["index"] == shown["index"], (shown, now)
    finally:
        Gesture(page).up().perform()  # the button goes up whatever happened, for the next test
    wait_idle(page)
    expected = [i for i in root if i != dragged]
    expected.insert(shown["index"], dragged)
    wait_for(page, lambda: stored(showcase)["files-root"] == expected, 10,
             f"the file stored where the line showed: {stored(showcase)['files-root']} != {expected}")
    assert items(page, "files-root") == expected
    assert dragged not in stored(showcase)[opened]


def test_S13_issue34_a_pause_on_a_folder_rows_middle_springs_it_open_and_drops_into_it(page, showcase):
    open_scene(page, showcase, "files")
    dragged, folder, opened = "files-root-4", "files-root-1", "files-documents"
    inside = stored(showcase)[opened]
    r = rect(page, f"[data-dk-item='{folder}']")
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))
    start = item_point(page, dragged)
    Gesture(page).move(start).down().path(start, over, 8).perform()
    wait_for(page, lambda: (session(page) or {}).get("destination") == opened, 5, "into the folder")
    wait_for(page, lambda: is_shown(page, opened), 5, "the folder springs open")
    Gesture(page).up().perform()
    wait_idle(page)
    wait_for(page, lambda: dragged in stored(showcase)[opened], 10, "the file stored in the folder")
    assert sorted(stored(showcase)[opened]) == sorted(inside + [dragged])
    assert dragged not in stored(showcase)["files-root"]
