"""Grids (issue 9, section 1; issue 22): in a container whose rows wrap, a drop follows the pointer
in both axes, in reading order (F6, S1, S2). A move within the grid closes the item's own slot
and lands in the cell under the pointer, whichever part of it; the insertion marker, mid-drag,
stands at that cell's leading edge, and the order is the server's after a reload."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, dom_items, items, open_scene, wait_idle

HOME, PHOTOS = ("home", "home-grid"), ("photos", "photos-library")

CELLS = """
const box = document.querySelector(`[data-dk-container='${arguments[0]}']`);
return [...box.querySelectorAll('[data-dk-item]')].map((e) => {
  const r = e.getBoundingClientRect();
  return {id: e.dataset.dkItem, x: r.left, y: r.top, w: r.width, h: r.height};
});"""

MARKER = """
const m = document.querySelector('.dk-insertion-marker');
if (!m) return null;
const r = m.getBoundingClientRect();
return {x: r.left, y: r.top, w: r.width, h: r.height};"""


def rows_of(page, container):
    """The container's cells grouped into rows by their top edge, in reading order."""
    page.execute_script(
        "document.querySelector(`[data-dk-container='${arguments[0]}']`).scrollIntoView({block: 'start'})", container)
    rows = []
    for cell in page.execute_script(CELLS, container):
        if rows and abs(rows[-1][0]["y"] - cell["y"]) < cell["h"] / 2:
            rows[-1].append(cell)
        else:
            rows.append([cell])
    return rows


def aim(cell, trailing):
    """A point over the leading (left) or trailing (right) part of `cell`, a little below its middle."""
    x = cell["x"] + cell["w"] - 8 if trailing else cell["x"] + 8
    return (int(x), int(cell["y"] + cell["h"] * 0.55))


def drag_and_check_marker(page, container, item, target, before, after, row):
    """Drags `item` to `target` and, before releasing, checks that the marker is a bar in `row`
    between the cells `before` and `after` (either may be None: a row's start or end)."""
    start = page.execute_script(
        "const r = document.querySelector(`[data-dk-item='${arguments[0]}']`).getBoundingClientRect();"
        "return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]", item)
    gesture = Gesture(page).move(start).down()
    gesture.path(start, (start[0] + 6, start[1] + 6), steps=2).path((start[0] + 6, start[1] + 6), target, steps=12)
    gesture.perform()
    WebDriverWait(page, 5).until(lambda d: any(
        s["destination"] == container for s in d.execute_script("return window.dragkit.snapshot().sessions")))
    marker = WebDriverWait(page, 5).until(lambda d: d.execute_script(MARKER))
    middle_x = marker["x"] + marker["w"] / 2
    middle_y = marker["y"] + marker["h"] / 2
    top = min(c["y"] for c in row)
    bottom = max(c["y"] + c["h"] for c in row)
    assert top - 2 <= middle_y <= bottom + 2, f"marker {marker} is not in the aimed row {top}..{bottom}"
    assert marker["h"] > marker["w"], f"in a grid the marker is a vertical bar between cells: {marker}"
    left = before["x"] + before["w"] if before else after["x"]
    right = after["x"] if after else before["x"] + before["w"]
    assert left - 3 <= middle_x <= right + 3, f"marker at x {middle_x}, expected between {left} and {right}"
    Gesture(page).up().perform()
    wait_idle(page)


def reorder_into_rows(page, showcase, route, container):
    open_scene(page, showcase, route)
    rows = rows_of(page, container)
    assert len(rows) >= 3 and len(rows[0]) >= 3, f"{container} should wrap into rows: {[len(r) for r in rows]}"
    last = len(rows) - 1
    # Row 2: after its second cell. Row 3: before its first cell. The last row: after its last cell.
    plans = [(1, 1, True), (2, 0, False), (last, len(rows[last]) - 1, True)]
    for row_index, cell_index, trailing in plans:
        rows = rows_of(page, container)
        order = items(page, container)
        moved = order[0]
        row = rows[row_index]
        cell = row[cell_index]
        # Its own slot closed, the item fills the aimed cell: the marker stands at its leading edge.
        before = row[cell_index - 1] if cell_index > 0 else None
        drag_and_check_marker(page, container, moved, aim(cell, trailing), before, cell, row)
        expected = [i for i in order if i != moved]
        expected.insert(order.index(cell["id"]), moved)
        assert items(page, container) == expected, f"row {row_index + 1}: the drop lands where the marker was"
        assert dom_items(page, container) == expected
        # The server keeps that order: a reload shows it.
        open_scene(page, showcase, route)
        assert items(page, container) == expected, f"row {row_index + 1}: the stored order after a reload"
        assert dom_items(page, container) == expected
        # It shows in the row its index says (the cells before it moved up one place), not row 1.
        columns = len(rows[0])
        landed = next(i for i, r in enumerate(rows_of(page, container)) if any(c["id"] == moved for c in r))
        assert landed == expected.index(moved) // columns >= 1, f"shown in row {landed + 1}"


@pytest.fixture
def window_width(page):
    """Sets the window's width for one test and puts the session's size back after it."""
    size = page.get_window_size()
    yield lambda width: page.set_window_size(width, size["height"])
    page.set_window_size(size["width"], size["height"])


# The library shows 7 photos a row at the session's 1440 px, so two rows; at 760 px it wraps
# into more rows, as on a narrower window.
@pytest.mark.parametrize("scene, width", [(HOME, None), (PHOTOS, 760)], ids=["home", "photos"])
def test_F6_S1_S2_reorder_into_rows_2_3_and_the_last_row(page, showcase, window_width, scene, width):
    route, container = scene
    if width:
        window_width(width)
    reorder_into_rows(page, showcase, route, container)
