"""Keyboard drags jump (issue 25, S7): during a keyboard drag Home and End go to the first and
last position of the list, PageUp and PageDown by the rows its frame shows; each position is
announced. In the virtual list example (Web/examples/virtual/, 100,000 rows, more than the
50,000 the issue names) one End press carries the drag past rows never rendered, the list
scrolls the marker into view and Space drops there. The `access` plugin's Home/End (focus at
rest) leave the keys to the drag. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import announcement, press, wait_idle
from test_virtual_list import COUNT, FEW_DOZEN, ROW, example, list_box, row_nodes, state  # noqa: F401 (fixture)


def index(page):
    return page.execute_script("const s = window.dragkit.sessions()[0]; return s ? s.index : null")


def pick_up(page, key):
    page.execute_script("window.list.rowOf(arguments[0]).focus()", key)
    press(page, " ")
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.dragkit.sessions().length === 1"))


def test_S7_End_then_Space_drops_a_row_at_the_last_of_100k_rows_and_says_where(example):
    pick_up(example, "row-2")
    press(example, Keys.END)
    WebDriverWait(example, 10).until(lambda d: index(d) == COUNT - 1)
    WebDriverWait(example, 5).until(lambda d: f"position {COUNT} of {COUNT}" in announcement(d))
    # The list scrolled to its end, which was never rendered, and the marker is drawn there.
    box = list_box(example)
    seen = example.execute_script("""
const m = document.querySelector('.dk-insertion-marker');
return {marker: m && m.getBoundingClientRect().top, end: window.list.window().end}""")
    assert seen["end"] >= COUNT - 1, seen
    assert seen["marker"] is not None and box["y"] <= seen["marker"] <= box["y"] + box["h"], (seen, box)
    assert row_nodes(example) <= FEW_DOZEN
    press(example, " ")
    wait_idle(example)
    assert example.execute_script("return window.list.indexOf('row-2')") == COUNT - 1
    s = state(example)
    assert s["appSame"] and s["domMatches"] and dict(s["dom"])["row-2"] == COUNT - 1
    assert f"position {COUNT} of {COUNT}" in announcement(example)


def test_S7_PageDown_moves_by_the_rows_the_list_shows_Home_goes_back_to_the_first(example):
    pick_up(example, "row-0")
    page_rows = example.execute_script("return Math.floor(document.getElementById('rows').clientHeight / arguments[0])", ROW)
    assert page_rows > 1
    press(example, Keys.PAGE_DOWN)
    WebDriverWait(example, 5).until(lambda d: index(d) == page_rows)
    WebDriverWait(example, 5).until(lambda d: f"position {page_rows + 1} of {COUNT}" in announcement(d))
    press(example, Keys.PAGE_DOWN, Keys.PAGE_UP, Keys.PAGE_DOWN)
    WebDriverWait(example, 5).until(lambda d: index(d) == 2 * page_rows)
    # Home is the drag's, not the access plugin's focus move: the drag goes to the first position.
    press(example, Keys.HOME)
    WebDriverWait(example, 5).until(lambda d: index(d) == 0)
    assert example.execute_script("return window.dragkit.sessions().length") == 1
    press(example, Keys.HOME)
    WebDriverWait(example, 5).until(lambda d: announcement(d).startswith("Start of"))
    press(example, Keys.PAGE_DOWN, " ")
    wait_idle(example)
    assert example.execute_script("return window.list.indexOf('row-0')") == page_rows
