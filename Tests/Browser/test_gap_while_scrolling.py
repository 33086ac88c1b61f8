"""The gap while a long list auto-scrolls (issue 11; F6, A1), checked as behaviour, never as time:
while the list scrolls down under a pointer held at its bottom edge, the gap waits a few rows
past the insertion point, where the edge hides it, so the rows passing the insertion point are
written a few times, not at every step; the gap stays open all along, and once the scrolling
stops it opens at the insertion point again. On the example page (Web/examples/basic/), its list
made long. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, item_point, rect, wait_idle
from test_bridge_costs import long_list  # noqa: F401 (the fixture)

HOLDER = "[data-dk-container='list'] [data-dk-items]"

# The DOM index of the first row the gap moves (a transform other than none or zero).
FIRST_SHIFTED = """
const rows = [...document.querySelectorAll('[data-dk-container="list"] [data-dk-item]')];
return rows.findIndex((r) => r.hasAttribute('data-dk-gap') && r.style.transform
  && !/^translate\\(0px(, 0px)?\\)$/.test(r.style.transform));"""


def start_at_the_bottom_edge(page):
    start = item_point(page, "row0")
    box = rect(page, HOLDER)
    edge = (start[0], int(box["y"] + box["h"] - 6))
    g = Gesture(page).move(start).down().path(start, (start[0], edge[1] - 40), 6).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length > 0"))
    return g, edge, box


def test_F6_A1_rows_passing_the_insertion_point_while_the_list_auto_scrolls_are_written_in_few_batches(long_list):
    page = long_list
    g, edge, box = start_at_the_bottom_edge(page)
    page.execute_script("""
        window.dkBatches = 0;
        window.dkWatch = new MutationObserver((records) => {
          if (records.some((r) => r.target.dataset && r.target.dataset.dkItem)) window.dkBatches += 1;
        });
        window.dkWatch.observe(document.querySelector(arguments[0]),
          {subtree: true, attributes: true, attributeFilter: ['style', 'data-dk-gap']});
    """, HOLDER)
    g.move(edge).perform()
    WebDriverWait(page, 20).until(lambda d: d.execute_script(
        f"return document.querySelector(\"{HOLDER}\").scrollTop") > 600)
    batches = page.execute_script("window.dkWatch.disconnect(); return window.dkBatches")
    row = rect(page, "[data-dk-item='row2']")["y"] - rect(page, "[data-dk-item='row1']")["y"]
    passed = 600 / row
    # Every row passing the insertion point used to be written in a frame of its own.
    assert batches <= passed / 2, f"rows were written in {batches} frames while {passed:.0f} rows scrolled past"
    assert page.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length") > 0, \
        "the gap stays open while the list scrolls"
    g.up().perform()
    wait_idle(page)


def test_F6_A1_when_the_auto_scroll_stops_the_gap_opens_at_the_insertion_point(long_list):
    page = long_list
    g, edge, box = start_at_the_bottom_edge(page)
    g.move(edge).perform()
    WebDriverWait(page, 20).until(lambda d: d.execute_script(
        f"return document.querySelector(\"{HOLDER}\").scrollTop") > 600)
    # Off the edge: the scrolling stops with the pointer over the list.
    g.move((edge[0], int(box["y"] + box["h"] / 2))).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return window.dragkit.sessions().every((s) => s.index !== null)"))

    def at_insertion_point(d):
        index = d.execute_script("return window.dragkit.sessions()[0].index")
        # The dragged row0 stays first in the DOM (dimmed); the engine's index leaves it out.
        return d.execute_script(FIRST_SHIFTED) == index + 1

    WebDriverWait(page, 5).until(at_insertion_point)
    index = page.execute_script("return window.dragkit.sessions()[0].index")
    g.up().perform()
    wait_idle(page)
    order = page.execute_script(
        "return [...document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-item]')].map((e) => e.dataset.dkItem)")
    assert order.index("row0") == index
