"""The gap while a long list auto-scrolls (issue 11; F6, A1), checked as behaviour, never as time:
while the list scrolls down under a pointer held at its bottom edge, the gap waits a few rows
past the insertion point, where the edge hides it, so the rows passing the insertion point are
written a few times, not at every step; the gap stays open all along, and once the scrolling
stops it opens at the insertion point again. On the example page (Web/examples/basic/), its list
made long (and, for the last case, a long strip). Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, item_point, rect, wait_idle
from test_bridge_costs import long_list, wait_scrolled_past  # noqa: F401 (long_list: the fixture)

HOLDER = "[data-dk-container='list'] [data-dk-items]"

# The DOM index of the first row the gap moves (a transform other than none or zero).
FIRST_SHIFTED = """
const rows = [...document.querySelectorAll('[data-dk-container="list"] [data-dk-item]')];
return rows.findIndex((r) => r.hasAttribute('data-dk-gap') && r.style.transform
  && !/^translate\\(0px(, 0px)?\\)$/.test(r.style.transform));"""


def watch_item_writes(page):
    """Counts, from now on, the frames (mutation batches) in which an item's style or gap mark is written."""
    page.execute_script("""
        window.dkBatches = 0;
        window.dkWatch = new MutationObserver((records) => {
          if (records.some((r) => r.target.dataset && r.target.dataset.dkItem)) window.dkBatches += 1;
        });
        window.dkWatch.observe(document.querySelector(arguments[0]),
          {subtree: true, attributes: true, attributeFilter: ['style', 'data-dk-gap']});
    """, HOLDER)


def wait_gap_settled(page):
    """Waits until no item has been written for 150 ms: the gap has finished opening where the
    drag is held, so what is counted next is the scrolling's writes, not the opening's."""
    page.set_script_timeout(10)
    page.execute_async_script("""
        const done = arguments[arguments.length - 1];
        let timer = setTimeout(finish, 150);
        const watch = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(finish, 150); });
        function finish() { watch.disconnect(); done(); }
        watch.observe(document.querySelector(arguments[0]),
          {subtree: true, attributes: true, attributeFilter: ['style', 'data-dk-gap']});
    """, HOLDER)


def item_write_frames(page):
    """Stops `watch_item_writes` and returns how many frames wrote an item, and the list's scroll
    offsets (top, left) at that moment: the rows that passed are counted from where the list
    really is, not from the threshold a wait polled for (the scrolling goes on between polls)."""
    return page.execute_script("""
        window.dkWatch.disconnect();
        const list = document.querySelector(arguments[0]);
        return [window.dkBatches, list.scrollTop, list.scrollLeft];""", HOLDER)


def start_at_the_bottom_edge(page):
    start = item_point(page, "row0")
    box = rect(page, HOLDER)
    edge = (start[0], int(box["y"] + box["h"] - 6))
    # Lifted and held just outside its 48-point band, 50 px above the edge (A1: only the very edge scrolls).
    g = Gesture(page).move(start).down().path(start, (start[0], edge[1] - 44), 6).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length > 0"))
    wait_gap_settled(page)
    return g, edge, box


def test_F6_A1_rows_passing_the_insertion_point_while_the_list_auto_scrolls_are_written_in_few_batches(long_list):
    page = long_list
    g, edge, box = start_at_the_bottom_edge(page)
    before = page.execute_script("return document.querySelector(arguments[0]).scrollTop", HOLDER)
    watch_item_writes(page)
    g.move(edge).perform()
    wait_scrolled_past(page, 600)
    batches, top, _ = item_write_frames(page)
    row = rect(page, "[data-dk-item='row2']")["y"] - rect(page, "[data-dk-item='row1']")["y"]
    passed = (top - before) / row
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
    wait_scrolled_past(page, 600)
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


# The upward case (the gap is seen at the insertion point there, so only its far end waits):
# at the top edge, so the list auto-scrolls up and the rows pass the insertion point the other way.
MIDDLE_ROW = """
const list = document.querySelector(arguments[0]);
list.scrollTop = list.scrollHeight / 2;
const box = list.getBoundingClientRect();
const middle = box.top + box.height / 2;
let best = null;
let distance = Infinity;
for (const r of list.querySelectorAll('[data-dk-item]')) {
  const b = r.getBoundingClientRect();
  const d = Math.abs((b.top + b.bottom) / 2 - middle);
  if (d < distance) { distance = d; best = r; }
}
return best.dataset.dkItem;"""


def start_at_the_top_edge(page):
    lifted = page.execute_script(MIDDLE_ROW, HOLDER)
    start = item_point(page, lifted)
    box = rect(page, HOLDER)
    edge = (start[0], int(box["y"] + 6))
    # Lifted and held just outside its 48-point band, 50 px below the edge (A1: only the very edge scrolls).
    g = Gesture(page).move(start).down().path(start, (start[0], edge[1] + 44), 6).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length > 0"))
    wait_gap_settled(page)
    scrolled = page.execute_script(f"return document.querySelector(\"{HOLDER}\").scrollTop")
    return g, edge, box, lifted, scrolled


def test_F6_A1_rows_passing_the_insertion_point_while_the_list_auto_scrolls_up_are_written_once_each(long_list):
    page = long_list
    g, edge, box, lifted, scrolled = start_at_the_top_edge(page)
    watch_item_writes(page)
    g.move(edge).perform()
    WebDriverWait(page, 20).until(lambda d: d.execute_script(
        f"return document.querySelector(\"{HOLDER}\").scrollTop") < scrolled - 600)
    batches, top, _ = item_write_frames(page)
    row = page.execute_script(
        "return document.querySelector(\"[data-dk-item='row2']\").offsetTop"
        " - document.querySelector(\"[data-dk-item='row1']\").offsetTop")
    passed = (scrolled - top) / row
    # Each row passing the insertion point is written once, as it enters the gap (the gap is seen
    # there); the row leaving its far end, past the other edge, used to be written in a frame of
    # its own as well.
    assert batches <= passed * 1.25, f"rows were written in {batches} frames while {passed:.0f} rows scrolled past"
    assert page.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length") > 0, \
        "the gap stays open while the list scrolls"
    g.up().perform()
    wait_idle(page)


def test_F6_A1_when_the_auto_scroll_up_stops_the_gap_opens_at_the_insertion_point(long_list):
    page = long_list
    g, edge, box, lifted, scrolled = start_at_the_top_edge(page)
    g.move(edge).perform()
    WebDriverWait(page, 20).until(lambda d: d.execute_script(
        f"return document.querySelector(\"{HOLDER}\").scrollTop") < scrolled - 600)
    # Off the edge: the scrolling stops with the pointer over the list.
    g.move((edge[0], int(box["y"] + box["h"] / 2))).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return window.dragkit.sessions().every((s) => s.index !== null)"))

    def at_insertion_point(d):
        index = d.execute_script("return window.dragkit.sessions()[0].index")
        # The dragged row stays in its place in the DOM (dimmed), after the insertion point.
        return d.execute_script(FIRST_SHIFTED) == index

    WebDriverWait(page, 5).until(at_insertion_point)
    # The rows in sight are where the gap leaves them: none before the insertion point moved.
    index = page.execute_script("return window.dragkit.sessions()[0].index")
    g.up().perform()
    wait_idle(page)
    order = page.execute_script(
        "return [...document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-item]')].map((e) => e.dataset.dkItem)")
    assert order.index(lifted) == index


@pytest.fixture
def long_strip(example):
    """The example's list made a long strip (data-dk-axis="horizontal") scrolling in a 320-pixel
    box, registered by scan()."""
    example.execute_script("""
        const container = document.querySelector('[data-dk-container="list"]');
        container.dataset.dkAxis = 'horizontal';
        const list = container.querySelector('[data-dk-items]');
        Object.assign(list.style, {width: '320px', overflow: 'auto', display: 'flex', flexDirection: 'row'});
        const rows = [];
        for (let k = 0; k < 1500; k += 1) rows.push(`<li data-dk-item="row${k}" style="flex: none; width: 60px">${k}</li>`);
        list.innerHTML = rows.join('');
        window.dragkit.scan();
    """)
    WebDriverWait(example, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-item]').length") == 1500)
    return example


def test_F6_A1_items_passing_the_insertion_point_while_a_strip_auto_scrolls_are_written_in_few_batches(long_strip):
    page = long_strip
    start = item_point(page, "row0")
    box = rect(page, HOLDER)
    edge = (int(box["x"] + box["w"] - 24), start[1])
    g = Gesture(page).move(start).down().path(start, (edge[0] - 60, start[1]), 6).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-gap]').length > 0"))
    wait_gap_settled(page)
    before = page.execute_script("return document.querySelector(arguments[0]).scrollLeft", HOLDER)
    watch_item_writes(page)
    g.move(edge).perform()
    WebDriverWait(page, 20).until(lambda d: d.execute_script(
        f"return document.querySelector(\"{HOLDER}\").scrollLeft") > 900)
    batches, _, left = item_write_frames(page)
    passed = (left - before) / page.execute_script(
        "return document.querySelector(\"[data-dk-item='row2']\").offsetLeft"
        " - document.querySelector(\"[data-dk-item='row1']\").offsetLeft")
    assert batches <= passed / 2, f"items were written in {batches} frames while {passed:.0f} items scrolled past"
    # Off the edge: the scrolling stops, the gap opens at the insertion point, the drop lands there.
    g.move((int(box["x"] + box["w"] / 2), start[1])).perform()

    def at_insertion_point(d):
        index = d.execute_script("return window.dragkit.sessions()[0].index")
        return index is not None and d.execute_script(FIRST_SHIFTED) == index + 1

    WebDriverWait(page, 5).until(at_insertion_point)
    index = page.execute_script("return window.dragkit.sessions()[0].index")
    g.up().perform()
    wait_idle(page)
    order = page.execute_script(
        "return [...document.querySelectorAll('[data-dk-container=\"list\"] [data-dk-item]')].map((e) => e.dataset.dkItem)")
    assert order.index("row0") == index
