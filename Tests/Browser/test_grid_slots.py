"""Grids close the source's slot (issue 22; F6, F3, S2): once an icon or a photo is lifted within
its own grid, its slot closes and the gap opens where it will land, in the cell under the
pointer, whichever part of that cell the pointer is over; at the drop nothing else moves. And
nothing jumps mid-drag: a container a drag passes over keeps its size, and the page gets no
new scrollbar."""
import time

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, dom_items, items, open_scene, wait_idle

HOME, PHOTOS = ("home", "home-grid"), ("photos", "photos-library")

# Every item of the container: its id, its rectangle on screen (with the gap's transform) and
# its layout place (without it), whether it is lifted.
CELLS = """
const box = document.querySelector(`[data-dk-container='${arguments[0]}']`);
return [...box.querySelectorAll('[data-dk-item]')].filter((e) => e.closest('[data-dk-container]') === box).map((e) => {
  const r = e.getBoundingClientRect();
  return {id: e.dataset.dkItem, x: r.left, y: r.top, w: r.width, h: r.height,
          lifted: e.classList.contains('dk-lifted')};
});"""

PAGE = """
const box = document.querySelector(`[data-dk-container='${arguments[0]}']`).getBoundingClientRect();
const s = document.scrollingElement;
return {box: [box.left, box.top, box.width, box.height], scrollWidth: s.scrollWidth,
        scrollHeight: s.scrollHeight, clientWidth: s.clientWidth, clientHeight: s.clientHeight};"""


def cells(page, container):
    return page.execute_script(CELLS, container)


def rows_of(cells_):
    rows = []
    for cell in cells_:
        if rows and abs(rows[-1][-1]["y"] - cell["y"]) < cell["h"] / 2:
            rows[-1].append(cell)
        else:
            rows.append([cell])
    return rows


def contains(cell, point):
    return cell["x"] <= point[0] < cell["x"] + cell["w"] and cell["y"] <= point[1] < cell["y"] + cell["h"]


def same_place(a, b, slack=1.5):
    return abs(a["x"] - b["x"]) <= slack and abs(a["y"] - b["y"]) <= slack


def settled_cells(page, container):
    """The cells once the gap's animation has ended (two reads alike)."""
    previous = None
    for _ in range(40):
        now = cells(page, container)
        if previous and all(same_place(a, b, 0.25) for a, b in zip(previous, now)):
            return now
        previous = now
        time.sleep(0.05)
    return previous


def lift_and_hold(page, start, target, kind="mouse"):
    """Presses on `start`, drags to `target` and holds there (the pointer stays down)."""
    gesture = Gesture(page, kind).move(start).down()
    if kind == "touch":
        gesture.wait(0.7)
    gesture.path(start, (start[0] + 6, start[1] + 6), steps=2)
    gesture.path((start[0] + 6, start[1] + 6), target, steps=12).wait(0.1)
    return gesture.perform()


def open_grid(page, showcase, scene):
    route, container = scene
    open_scene(page, showcase, route)
    page.execute_script(
        "document.querySelector(`[data-dk-container='${arguments[0]}']`).scrollIntoView({block: 'start'})", container)
    return container


def move_into_cell(page, showcase, scene, source, row_index, cell_index, third):
    """Moves the item at `source` to the cell (`row_index`, `cell_index`) with the pointer over
    the cell's leading or trailing third, checking the feedback mid-drag and the landing."""
    container = open_grid(page, showcase, scene)
    order = items(page, container)
    rest = cells(page, container)
    rows = rows_of(rest)
    assert len(rows) >= 3, f"{container} should wrap into three rows or more: {[len(r) for r in rows]}"
    cell = rows[row_index][cell_index]
    x = cell["x"] + (cell["w"] * 0.2 if third == "left" else cell["w"] * 0.8)
    target = (int(x), int(cell["y"] + cell["h"] * 0.5))
    # The landing index is the cell under the pointer (read from the DOM, at rest: the grid's
    # slots stay where they are while the lifted item's slot closes and the gap opens).
    slot = next(k for k, c in enumerate(rest) if contains(c, target))
    moved = order[source]
    start = (int(rest[source]["x"] + rest[source]["w"] / 2), int(rest[source]["y"] + rest[source]["h"] / 2))
    gesture = lift_and_hold(page, start, target)
    WebDriverWait(page, 5).until(lambda d: any(
        s["destination"] == container for s in d.execute_script("return window.dragkit.snapshot().sessions")))
    mid = settled_cells(page, container)
    by_id = {c["id"]: c for c in mid}
    others = [c for c in mid if c["id"] != moved]
    # The source's slot is closed: the other items fill every slot but the landing one, in order.
    expected = [i for i in order if i != moved]
    expected.insert(slot, moved)
    for k, item in enumerate(expected):
        if item == moved:
            continue
        assert same_place(by_id[item], rest[k]), (
            f"mid-drag, {item} should stand in slot {k} ({rest[k]['x']:.0f},{rest[k]['y']:.0f}), "
            f"at {by_id[item]['x']:.0f},{by_id[item]['y']:.0f}: the gap is at slot {slot}")
    assert not any(same_place(c, rest[slot]) for c in others), f"the gap is at slot {slot}, under the pointer"
    before = {c["id"]: c for c in others}
    gesture.up().perform()
    wait_idle(page)
    assert items(page, container) == expected, (
        f"{third} third of row {row_index + 1} cell {cell_index + 1}: lands in slot {slot}")
    assert dom_items(page, container) == expected
    after = {c["id"]: c for c in settled_cells(page, container)}
    # At the drop no other item moves, and the dropped one stands in the gap's slot.
    moved_ = [i for i, c in before.items() if not same_place(c, after[i])]
    assert not moved_, f"items moved at the drop: {moved_}"
    assert same_place(after[moved], rest[slot]), f"{moved} stands in slot {slot}"


GRIDS = [(HOME, None), (PHOTOS, 760)]


@pytest.fixture
def window_width(page):
    """Sets the window's width for one test and puts the session's size back after it."""
    size = page.get_window_size()
    yield lambda width: page.set_window_size(width, size["height"])
    page.set_window_size(size["width"], size["height"])


@pytest.mark.parametrize("scene, width", GRIDS, ids=["home", "photos"])
@pytest.mark.parametrize("third", ["left", "right"])
def test_F6_F3_S2_a_move_in_a_grid_closes_its_slot_and_lands_in_the_cell_under_the_pointer(
        page, showcase, window_width, scene, width, third):
    if width:
        window_width(width)
    # Forwards into rows 1, 2 and 3, and back from row 3 into row 1.
    for source, row_index, cell_index in [(0, 0, 2), (1, 1, 1), (0, 2, 1), ("row3", 0, 1)]:
        if source == "row3":
            container = open_grid(page, showcase, scene)
            source = len(rows_of(cells(page, container))[0]) * 2
        move_into_cell(page, showcase, scene, source, row_index, cell_index, third)


# At 1280 px the library's photos fill its rows: a gap that pushed the last one into a new
# row would grow it (and give the page a scrollbar).
@pytest.mark.parametrize("scene, width", [(HOME, None), (PHOTOS, 1280)], ids=["home", "photos"])
def test_F6_F3_a_container_keeps_its_size_and_the_page_its_scrollbars_mid_drag(page, showcase, window_width, scene, width):
    if width:
        window_width(width)
    container = open_grid(page, showcase, scene)
    rest = cells(page, container)
    at_rest = page.execute_script(PAGE, container)
    rows = rows_of(rest)
    # Across the whole grid, ending over its last cell, then below it: it keeps its size.
    start = (int(rest[0]["x"] + rest[0]["w"] / 2), int(rest[0]["y"] + rest[0]["h"] / 2))
    last = rows[-1][-1]
    gesture = lift_and_hold(page, start, (int(last["x"] + last["w"] * 0.8), int(last["y"] + last["h"] / 2)))
    for point in [(int(last["x"] + last["w"] * 0.8), int(last["y"] + last["h"] * 0.9)),
                  (int(rows[-1][0]["x"] + 4), int(last["y"] + last["h"] / 2))]:
        gesture.path(point, point, steps=1).wait(0.1).perform()
        settled_cells(page, container)
        during = page.execute_script(PAGE, container)
        assert during == at_rest, f"mid-drag the container and the page change size: {at_rest} -> {during}"
    gesture.up().perform()
    wait_idle(page)


VIRTUAL_CELLS = """
return [...document.querySelectorAll('#tiles [data-dk-item]')].map((e) => {
  const r = e.getBoundingClientRect();
  return {id: e.dataset.dkItem, x: r.left, y: r.top, w: r.width, h: r.height};
});"""


@pytest.mark.parametrize("third", ["left", "right"])
def test_F6_S2_a_move_in_a_virtual_grid_closes_its_slot_and_lands_in_the_cell_under_the_pointer(page, showcase, third):
    page.get(showcase.url + "examples/virtual/grid.html")
    WebDriverWait(page, 30).until(lambda d: d.execute_script("return !!(window.list && window.dragkit)"))
    rest = page.execute_script(VIRTUAL_CELLS)
    order = [c["id"] for c in rest]
    columns = len(rows_of(rest)[0])
    source, slot = 1, columns * 2 + 1  # from row 1 into row 3
    cell = rest[slot]
    x = cell["x"] + (cell["w"] * 0.2 if third == "left" else cell["w"] * 0.8)
    target = (int(x), int(cell["y"] + cell["h"] / 2))
    moved = order[source]
    start = (int(rest[source]["x"] + rest[source]["w"] / 2), int(rest[source]["y"] + rest[source]["h"] / 2))
    gesture = lift_and_hold(page, start, target)
    WebDriverWait(page, 5).until(lambda d: d.execute_script("const s = window.dragkit.sessions()[0]; return !!s && s.index >= 0"))
    previous = None
    for _ in range(40):  # the gap's animation ends
        mid = page.execute_script(VIRTUAL_CELLS)
        if previous and all(same_place(a, b, 0.25) for a, b in zip(previous, mid)):
            break
        previous = mid
        time.sleep(0.05)
    by_id = {c["id"]: c for c in mid}
    expected = [i for i in order if i != moved]
    expected.insert(slot, moved)
    for k, item in enumerate(expected[:slot + columns]):
        assert same_place(by_id[item], rest[k]), f"mid-drag {item} should stand in slot {k} (the gap at {slot})"
    gesture.up().perform()
    wait_idle(page)
    assert page.execute_script("return window.list.indexOf(arguments[0])", moved) == slot
    after = {c["id"]: c for c in page.execute_script(VIRTUAL_CELLS)}
    assert all(same_place(by_id[i], after[i]) for i in expected[:slot + columns]), "nothing moves at the drop"
