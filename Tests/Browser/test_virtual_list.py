"""The virtual list example (Web/examples/virtual/, issue 11): 100,000 rows of which only a few
dozen are in the DOM, through DragKit's public API (`dragkit.virtualList`). Mouse and touch drags
that auto-scroll far past the first screen (A1), keyboard drags whose drop points are rows that
were never rendered (S7), the app's own store updated from `commit` and kept over a reload, and
axe-core at rest and mid-drag (P4). Requirement IDs: Docs/Requirements.md."""
import json

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, axe_violations, rect, wait_idle

COUNT = 100_000
FEW_DOZEN = 48       # the most row elements the page may hold (the window plus overscan)
LONG_PRESS = 0.7     # past the engine's touch long press (F1)
ALL_IMPACTS = ("minor", "moderate", "serious", "critical")

ROW = 40             # the example's row extent (px)

# Where each release happened: the index of the row under the pointer in the list's layout
# (the gap under the pointer has no row element), and the drop index the engine showed at that
# moment (recorded before the bridge hears the release). A mouse drag is the browser's own drag:
# its release is the `drop` event, not a pointerup.
RECORD_RELEASES = """
window.releases = [];
const record = (e) => {
  const list = document.getElementById('rows');
  const top = list.getBoundingClientRect().top + list.clientTop;
  const session = window.dragkit.sessions()[0];
  window.releases.push({index: Math.floor((e.clientY - top + list.scrollTop) / 40),
    shown: session ? session.index : null, scrollTop: list.scrollTop});
};
window.addEventListener('pointerup', record, true);
window.addEventListener('drop', record, true);
"""


def open_example(driver, showcase):
    driver.get(showcase.url + "examples/virtual/")
    WebDriverWait(driver, 30).until(lambda d: d.execute_script("return !!(window.list && window.dragkit)"))
    driver.execute_script(RECORD_RELEASES)
    return driver


@pytest.fixture
def example(driver, showcase):
    """The example page with its 100,000 rows registered (a fresh server: a fresh origin, so
    nothing stored from another test)."""
    return open_example(driver, showcase)


@pytest.fixture
def phone(driver, showcase):
    """The example on a 390x844 phone with touch input; the desktop window is restored after."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield open_example(driver, showcase)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def row_nodes(driver):
    return driver.execute_script("return document.querySelectorAll('#rows [data-dk-item]').length")


def state(driver):
    """The list's order as the DragKit list, the app's store and the DOM see it."""
    return json.loads(driver.execute_script("""
const ids = window.list.ids();
const rows = [...document.querySelectorAll('#rows [data-dk-item]')];
return JSON.stringify({count: ids.length, appSame: JSON.stringify(window.rows()) === JSON.stringify(ids),
  dom: rows.map((r) => [r.dataset.dkItem, Number(r.getAttribute('aria-posinset')) - 1]),
  domMatches: rows.every((r) => ids[Number(r.getAttribute('aria-posinset')) - 1] === r.dataset.dkItem),
  snapshotCount: window.dragkit.snapshot().containers.find((c) => c.id === 'rows').items.length});"""))


def list_box(driver):
    return driver.execute_script(
        "const r = document.getElementById('rows').getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}")


def point_of(driver, key):
    r = rect(driver, f"[data-dk-item='{key}']")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))


def scroll_top(driver):
    return driver.execute_script("return document.getElementById('rows').scrollTop")


def assert_landed(driver, key, release, far):
    """The dropped item is where the engine showed it would go, next to the row under the
    release, far past the first screen, in the list, the app's store and the DOM alike."""
    final = driver.execute_script("return window.list.indexOf(arguments[0])", key)
    assert final == release["shown"], f"landed at {final}, the drop point shown was {release['shown']}"
    assert abs(final - release["index"]) <= 1, f"landed at {final}, released over row {release['index']}"
    assert final > far, f"auto-scroll carried the drag past row {far} (landed at {final})"
    s = state(driver)
    assert s["count"] == COUNT and s["snapshotCount"] == COUNT
    assert s["appSame"], "the app's store (from commit) has the list's order"
    assert s["domMatches"], f"each rendered row sits at its index: {s['dom'][:5]}…"
    assert [k for k, _ in s["dom"]].count(key) == 1 and dict(s["dom"])[key] == final, "the row is rendered where it landed"
    return final


def test_A1_100k_rows_live_in_a_few_dozen_nodes_at_rest_far_down_and_mid_drag(example):
    assert example.execute_script("return window.list.count") == COUNT
    assert example.execute_script("return window.dragkit.snapshot().containers.find((c) => c.id === 'rows').items.length") == COUNT
    assert example.execute_script("return window.list.described"), \
        "the engine places the rows from their described geometry (dk_uniform_geometry), none measured"

    assert 10 <= row_nodes(example) <= FEW_DOZEN
    example.execute_script("document.getElementById('rows').scrollTop = 40 * 60000")
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.list.window().start > 59000"))
    assert 10 <= row_nodes(example) <= FEW_DOZEN
    s = state(example)
    assert s["domMatches"] and s["dom"][0][1] > 59000, "the rows far down are rendered at their indices"
    key = s["dom"][len(s["dom"]) // 2][0]
    start = point_of(example, key)
    Gesture(example).move(start).down().path(start, (start[0], start[1] + 60), 6).perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.dragkit.sessions().length === 1"))
    assert row_nodes(example) <= FEW_DOZEN
    assert example.execute_script("return !!document.querySelector('#rows [data-dk-gap]')"), "the rendered rows make room (F6)"
    Gesture(example).up().perform()
    wait_idle(example)


def test_A1_a_mouse_drag_from_row_3_auto_scrolls_far_and_lands_at_the_row_under_the_pointer(example):
    box = list_box(example)
    start = point_of(example, "row-2")
    edge = (start[0], int(box["y"] + box["h"] - 6))
    g = Gesture(example).move(start).down().path(start, (start[0], start[1] + 30), 5)
    g.path((start[0], start[1] + 30), edge, 10).perform()
    # Held at the bottom edge, the list scrolls on through rows that were never rendered.
    WebDriverWait(example, 60, poll_frequency=0.05).until(lambda d: scroll_top(d) > ROW * 100)
    assert row_nodes(example) <= FEW_DOZEN, "only the window is in the DOM while it scrolls"
    middle = (start[0], int(box["y"] + box["h"] / 2))
    Gesture(example).path(edge, middle, 5).perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script(
        "const s = window.dragkit.sessions()[0]; return !!s && s.index > 90"))
    marker = example.execute_script(
        "const m = document.querySelector('.dk-insertion-marker'); return m && m.getBoundingClientRect().top")
    assert marker is not None and box["y"] <= marker <= box["y"] + box["h"], "the marker is on the rendered rows"
    Gesture(example).up().perform()
    wait_idle(example)
    release = example.execute_script("return window.releases.at(-1)")
    assert_landed(example, "row-2", release, far=90)


def test_S7_a_keyboard_drag_moves_far_past_the_rendered_rows_and_drops_there(example):
    example.execute_script("window.list.rowOf('row-2').focus()")
    ActionChains(example).send_keys(" ").perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.dragkit.sessions().length === 1"))
    first_window = example.execute_script("return window.list.window().end")
    presses = first_window + 40  # past every row that was in the DOM when the drag began
    chain = ActionChains(example)
    for _ in range(presses):
        chain.send_keys(Keys.ARROW_DOWN)
    chain.perform()
    WebDriverWait(example, 10).until(lambda d: d.execute_script("return window.dragkit.sessions()[0].index") == 2 + presses)
    # The drop point is in view: the list scrolled to rows that were never rendered, and the
    # marker is drawn on them, inside the list.
    box = list_box(example)
    seen = example.execute_script("""
const m = document.querySelector('.dk-insertion-marker');
return {marker: m && m.getBoundingClientRect().top, start: window.list.window().start}""")
    assert seen["start"] > first_window - 10
    assert seen["marker"] is not None and box["y"] <= seen["marker"] <= box["y"] + box["h"]
    assert row_nodes(example) <= FEW_DOZEN
    ActionChains(example).send_keys(" ").perform()
    wait_idle(example)
    final = example.execute_script("return window.list.indexOf('row-2')")
    assert final == 2 + presses
    s = state(example)
    assert s["appSame"] and s["domMatches"] and dict(s["dom"])["row-2"] == final
    assert example.execute_script("return document.activeElement.dataset.dkItem") == "row-2", \
        "focus follows the dropped row (S7)"
    said = example.execute_script("return document.getElementById('dk-announcer').textContent")
    assert f"position {final + 1} of {COUNT}" in said


def test_P4_a_touch_drag_on_a_phone_auto_scrolls_and_lands_at_the_row_under_the_finger(phone):
    page = phone
    box = list_box(page)
    assert box["w"] <= 390
    start = point_of(page, "row-2")
    edge = (start[0], int(box["y"] + box["h"] - 6))
    middle = (start[0], int(box["y"] + box["h"] / 2))
    # Chromedriver can't keep a finger down across performs: one gesture, held at the edge.
    g = Gesture(page, "touch").move(start).down().wait(LONG_PRESS)
    g.path(start, (start[0], start[1] + 20), 4).path((start[0], start[1] + 20), edge, 8).wait(5)
    g.path(edge, middle, 6).wait(0.5).up()
    g.perform()
    wait_idle(page)
    release = page.execute_script("return window.releases.at(-1)")
    assert release and release["scrollTop"] > ROW * 20, f"the list scrolled under the held finger: {release}"
    assert_landed(page, "row-2", release, far=25)
    assert row_nodes(page) <= FEW_DOZEN


def test_S2_the_moved_order_is_stored_and_is_the_same_after_a_reload_and_a_re_render(example, showcase):
    example.execute_script("window.list.rowOf('row-0').focus()")
    chain = ActionChains(example).send_keys(" ")
    for _ in range(30):
        chain.send_keys(Keys.ARROW_DOWN)
    chain.send_keys(" ").perform()
    WebDriverWait(example, 10).until(lambda d: d.execute_script("return window.list.indexOf('row-0')") == 30)
    wait_idle(example)
    order = example.execute_script("return window.list.ids().slice(0, 40)")
    assert order[29:32] == ["row-30", "row-0", "row-31"]
    example.execute_script("window.list.refresh()")  # a re-render of the window
    assert state(example)["domMatches"]
    example.refresh()
    WebDriverWait(example, 30).until(lambda d: d.execute_script("return !!window.list"))
    assert example.execute_script("return window.list.ids().slice(0, 40)") == order
    s = state(example)
    assert s["appSame"] and s["domMatches"] and s["count"] == COUNT
    # Drags go on over the restored order: Home/End reach the list's ends, not the window's.
    example.execute_script("window.list.rowOf('row-1').focus()")
    ActionChains(example).send_keys(Keys.END).perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return document.activeElement.dataset.dkItem") == "row-99999")


def test_P4_axe_finds_nothing_at_rest_or_mid_drag(example):
    violations = axe_violations(example, impacts=ALL_IMPACTS)
    assert violations == [], f"axe-core at rest: {violations}"
    start = point_of(example, "row-4")
    Gesture(example).move(start).down().path(start, (start[0], start[1] + 90), 6).perform()
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.dragkit.sessions().length === 1"))
    violations = axe_violations(example, impacts=ALL_IMPACTS)
    Gesture(example).up().perform()
    wait_idle(example)
    assert violations == [], f"axe-core mid-drag: {violations}"


# ---------------------------------------------------------------- the grid (F6)

RECORD_GRID_RELEASES = """
window.releases = [];
const record = (e) => {
  const grid = document.getElementById('tiles');
  const box = grid.getBoundingClientRect();
  const row = Math.floor((e.clientY - box.top - grid.clientTop + grid.scrollTop) / 72);
  const column = Math.floor((e.clientX - box.left - grid.clientLeft) / (grid.clientWidth / 4));
  const session = window.dragkit.sessions()[0];
  window.releases.push({index: row * 4 + column, shown: session ? session.index : null, scrollTop: grid.scrollTop});
};
window.addEventListener('pointerup', record, true);
window.addEventListener('drop', record, true);  // a mouse drag's release is the browser's drop
"""


def test_F6_A1_a_virtual_grid_of_100k_tiles_auto_scrolls_a_drag_and_drops_in_reading_order(driver, showcase):
    page = driver
    page.get(showcase.url + "examples/virtual/grid.html")
    WebDriverWait(page, 30).until(lambda d: d.execute_script("return !!(window.list && window.dragkit)"))
    page.execute_script(RECORD_GRID_RELEASES)
    cells = lambda: page.execute_script("return document.querySelectorAll('#tiles [data-dk-item]').length")
    assert page.execute_script("return window.list.count") == COUNT
    assert 8 <= cells() <= 64
    box = page.execute_script(
        "const r = document.getElementById('tiles').getBoundingClientRect(); return {x: r.left, y: r.top, w: r.width, h: r.height}")
    start = point_of(page, "tile-1")
    edge = (start[0], int(box["y"] + box["h"] - 6))
    Gesture(page).move(start).down().path(start, (start[0], start[1] + 30), 5).path((start[0], start[1] + 30), edge, 10).perform()
    WebDriverWait(page, 60, poll_frequency=0.05).until(
        lambda d: d.execute_script("return document.getElementById('tiles').scrollTop") > 72 * 40)
    assert cells() <= 64, "only whole rows near the visible area are in the DOM while it scrolls"
    middle = (start[0] + 10, int(box["y"] + box["h"] / 2))
    Gesture(page).path(edge, middle, 5).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script(
        "const s = window.dragkit.sessions()[0]; return !!s && s.index > 150"))
    assert page.execute_script("return !!document.querySelector('#tiles [data-dk-gap]')"), "the cells make room (F6)"
    Gesture(page).up().perform()
    wait_idle(page)
    release = page.execute_script("return window.releases.at(-1)")
    final = page.execute_script("return window.list.indexOf('tile-1')")
    assert final == release["shown"] and abs(final - release["index"]) <= 1, (final, release)
    assert page.execute_script("return JSON.stringify(window.rows()) === JSON.stringify(window.list.ids())")
    shown = page.execute_script(
        "return [...document.querySelectorAll('#tiles [data-dk-item]')].every((c) => "
        "window.list.idAt(Number(c.getAttribute('aria-posinset')) - 1) === c.dataset.dkItem)")
    assert shown, "each rendered cell sits at its index"


def test_S3_S7_rows_never_rendered_move_out_by_move_to_and_other_items_come_in(example):
    """"Move to…" (S7) of a row far from the window into another container moves its row there
    (S3: that container takes moves); an item of that container moved into the list (a copy,
    S2) becomes a row of it at the index asked for, and undo takes it back (S10)."""
    example.execute_script("""
const side = document.createElement('section');
side.dataset.dkContainer = 'side'; side.dataset.dkLabel = 'Side'; side.dataset.dkCrossOperation = 'move';
side.innerHTML = '<ul data-dk-items><li data-dk-item="x">X</li></ul>';
document.querySelector('main').prepend(side);
window.dragkit.rescan();""")
    side = lambda: example.execute_script(
        "return [...document.querySelectorAll('[data-dk-container=side] [data-dk-item]')].map((e) => e.dataset.dkItem + ':' + e.textContent)")
    example.execute_script("window.dragkit.moveTo('row-5000', 'side', 0)")
    WebDriverWait(example, 5).until(lambda d: side() == ["row-5000:Row 5001", "x:X"])
    assert example.execute_script("return [window.list.count, window.list.indexOf('row-5000')]") == [COUNT - 1, -1]
    example.execute_script("window.dragkit.moveItems(['x'], 'rows', 3)")
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.list.count") == COUNT)
    assert side() == ["row-5000:Row 5001", "x:X"], "into another container it is a copy (S2)"
    ids = example.execute_script("return window.list.ids().slice(0, 5)")
    assert ids[:3] == ["row-0", "row-1", "row-2"] and ids[3] not in ("x", "row-3") and ids[4] == "row-3"
    row = example.execute_script("const r = window.list.rowOf(window.list.idAt(3)); return r && [r.textContent, r.getAttribute('aria-posinset')]")
    assert row == ["X", "4"], "the item from elsewhere is the list's row at its index"
    assert state(example)["domMatches"]
    example.execute_script("window.dragkit.undo()")
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.list.count") == COUNT - 1)
    assert state(example)["domMatches"]
