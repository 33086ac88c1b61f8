"""What a virtual list's auto-scroll costs the page (issue 11; F6, A1): while a drag holds the
list at its bottom edge, each row scrolled re-draws the list's window; the gap (the rows moved
apart where the drop will land) follows the rows that stay, so a scrolled row costs the writes
of the row that entered, not a rewrite of the whole window; and the gap is where the drop will
land when the scrolling stops. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, wait_idle
from test_virtual_list import ROW, example, list_box, point_of, scroll_top  # noqa: F401 (fixture)

# Counts the writes to rendered rows' style (a gap's transform, a zero transform, its removal),
# from now on.
WATCH_ROW_STYLE = """
window.rowStyleWrites = 0;
window.rowStyleWatch?.disconnect();
window.rowStyleWatch = new MutationObserver((records) => {
  for (const r of records) if (r.target.matches && r.target.matches('[data-dk-item]')) window.rowStyleWrites += 1;
});
window.rowStyleWatch.observe(document.getElementById('rows'), {subtree: true, attributes: true, attributeFilter: ['style']});
"""

# Each rendered row's index in the list and the vertical shift its gap transform gives it.
ROW_SHIFTS = """
return [...document.querySelectorAll('#rows [data-dk-item]')].map((row) => {
  const t = getComputedStyle(row).transform;
  return [Number(row.getAttribute('aria-posinset')) - 1, t === 'none' ? 0 : new DOMMatrixReadOnly(t).m42];
});
"""


def test_F6_A1_a_virtual_lists_gap_follows_its_window_writing_only_the_rows_that_enter(example):
    box = list_box(example)
    start = point_of(example, "row-2")
    edge = (start[0], int(box["y"] + box["h"] - 6))
    Gesture(example).move(start).down().path(start, (start[0], start[1] + 30), 5) \
        .path((start[0], start[1] + 30), edge, 10).perform()
    WebDriverWait(example, 60, poll_frequency=0.05).until(lambda d: scroll_top(d) > ROW * 20)
    example.execute_script(WATCH_ROW_STYLE)
    first = scroll_top(example)
    WebDriverWait(example, 60, poll_frequency=0.05).until(lambda d: scroll_top(d) > first + ROW * 40)
    writes = example.execute_script("return window.rowStyleWrites")
    scrolled_rows = (scroll_top(example) - first) / ROW
    window_rows = example.execute_script("return document.querySelectorAll('#rows [data-dk-item]').length")
    # A rewrite of the window would be `window_rows` writes (and more) per row scrolled.
    assert writes <= 4 * scrolled_rows + 16, \
        f"{writes} row style writes while {scrolled_rows:.0f} rows scrolled ({window_rows} rows in the window)"

    # Stopped in the middle of the list: the rows from the drop point on are moved down by one
    # row, those before it are where they were (the dragged row 2 is far above: list index =
    # the engine's drop index + 1).
    middle = (start[0], int(box["y"] + box["h"] / 2))
    Gesture(example).path(edge, middle, 5).perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script(
        "const s = window.dragkit.sessions()[0]; return !!s && s.index > 60"))
    shown = example.execute_script("return window.dragkit.sessions()[0].index")

    def settled(d):
        shifts = d.execute_script(ROW_SHIFTS)
        return all(abs(dy - (ROW if index >= shown + 1 else 0)) < 0.5 for index, dy in shifts) and shifts

    shifts = WebDriverWait(example, 5).until(settled, f"the gap opens at list index {shown + 1}")
    assert any(dy for _, dy in shifts) and any(not dy for _, dy in shifts), "the window shows both sides of the gap"
    Gesture(example).up().perform()
    wait_idle(example)
    assert example.execute_script("return window.list.indexOf('row-2')") == shown
