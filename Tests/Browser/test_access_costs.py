"""The accessibility layer's work grows with what changed, not with the list (issue 11; S7, P4),
checked as behaviour, never as time: a press and a drop in a long list read and write the
semantics of the items involved only, and after the page's own changes (items added with their
own tab stops, the tab stop removed, a selection changed) every item still has its role and
selection state and the list exactly one tab stop, as a full pass over the list gives. On the
example page (Web/examples/basic/), its list made long. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, item_point, items, wait_idle
from test_bridge_costs import LONG, long_list  # noqa: F401 (the fixture)

LIST = "[data-dk-container='list']"

# The semantics a full pass gives (dragkit-access.js's rule), and what the list carries.
SEMANTICS = """
const container = document.querySelector(arguments[0]);
const rows = [...container.querySelectorAll('[data-dk-item]')];
return {
  roles: rows.filter((r) => r.getAttribute('role') !== 'option').map((r) => r.dataset.dkItem),
  selection: rows.filter((r) => r.getAttribute('aria-selected') !== String(r.classList.contains('dk-selected')))
    .map((r) => r.dataset.dkItem),
  stops: rows.filter((r) => r.getAttribute('tabindex') === '0').map((r) => r.dataset.dkItem),
  listbox: (container.querySelector('[data-dk-items]') || container).getAttribute('role'),
};"""


def count_reads(driver):
    """Counts reads of the semantics' attributes (role, tabindex, aria-selected) from now on: a
    pass over the whole list reads each once per item (window.dkSemanticReads)."""
    driver.execute_script("""
        if (!window.dkReadsPatched) {
          const original = Element.prototype.getAttribute;
          const names = new Set(['role', 'tabindex', 'aria-selected']);
          Element.prototype.getAttribute = function (name) {
            if (names.has(name)) window.dkSemanticReads += 1;
            return original.call(this, name);
          };
          window.dkReadsPatched = true;
        }
        window.dkSemanticReads = 0;
    """)


def semantics(driver):
    return driver.execute_script(SEMANTICS, LIST)


def settle(driver):
    """Two frames later: the layer's microtask has run after the page's last change."""
    driver.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")


def test_S7_P4_a_press_and_a_drop_in_a_long_list_touch_the_semantics_of_the_items_involved_only(long_list):
    page = long_list
    assert semantics(page) == {"roles": [], "selection": [], "stops": ["row0"], "listbox": "listbox"}
    count_reads(page)
    start = item_point(page, "row2")
    g = Gesture(page).move(start).down().perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return document.activeElement.dataset.dkItem") == "row2")
    settle(page)
    reads = page.execute_script("return window.dkSemanticReads")
    assert reads < 50, f"the press read {reads} attributes; a pass over the list reads {3 * LONG}"
    assert semantics(page)["stops"] == ["row2"], "the pressed row is the list's one tab stop"
    count_reads(page)
    g.path(start, (start[0], start[1] + 160), 8).up().perform()
    wait_idle(page)
    settle(page)
    reads = page.execute_script("return window.dkSemanticReads")
    assert reads < 50, f"the drop read {reads} attributes; a pass over the list reads {3 * LONG}"
    order = items(page, "list")
    assert order.index("row2") > 2, "the row moved down"
    assert semantics(page) == {"roles": [], "selection": [], "stops": ["row2"], "listbox": "listbox"}


def test_S7_after_the_pages_changes_every_item_keeps_its_role_state_and_the_list_one_tab_stop(long_list):
    page = long_list
    # Rows the page adds with tab stops of their own, in the middle and at the end.
    page.execute_script("""
        const holder = document.querySelector(arguments[0] + ' [data-dk-items]');
        for (const [key, before] of [['new-a', holder.children[5]], ['new-b', null]]) {
          const li = document.createElement('li');
          li.dataset.dkItem = key; li.textContent = key; li.tabIndex = 0;
          holder.insertBefore(li, before);
        }
        window.dragkit.scan();""", LIST)
    WebDriverWait(page, 5).until(lambda d: "new-b" in items(d, "list"))
    settle(page)
    assert semantics(page) == {"roles": [], "selection": [], "stops": ["row0"], "listbox": "listbox"}
    # Focus moves the stop; removing the stop hands it on; selecting marks aria-selected.
    page.execute_script("document.querySelector(`[data-dk-item='row7']`).focus()")
    settle(page)
    assert semantics(page)["stops"] == ["row7"]
    page.execute_script("document.activeElement.blur(); document.querySelector(`[data-dk-item='row7']`).remove()")
    settle(page)
    assert semantics(page) == {"roles": [], "selection": [], "stops": ["row0"], "listbox": "listbox"}
    page.execute_script("document.querySelector(`[data-dk-item='row9']`).classList.add('dk-selected')")
    settle(page)
    found = semantics(page)
    # With the row focused last gone, the stop is the first selected row.
    assert found["selection"] == [] and found["stops"] == ["row9"], found
    assert page.execute_script("return document.querySelector(`[data-dk-item='row9']`).getAttribute('aria-selected')") == "true"
    # The focused row moved by the page to the end of the list stays the stop.
    page.execute_script("""
        const row = document.querySelector(`[data-dk-item='row3']`);
        row.focus();
        row.parentElement.appendChild(row);""")
    settle(page)
    assert semantics(page) == {"roles": [], "selection": [], "stops": ["row3"], "listbox": "listbox"}
