"""The first-hour examples (issue 25): a Kanban board that remembers (Web/examples/kanban/) and
a 60-photo grid with multi-select (Web/examples/photos/), built only on the public API. Each
drop lands where the feedback said mid-drag (the session's destination and index, F6), is
stored by the page, and survives a reload. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Gesture, announcement, dom_items, item_point, items, rect, snapshot,
                          wait_idle)


def open_example(driver, showcase, name, clear_store=True):
    driver.get(showcase.url + f"examples/{name}/")
    if clear_store:
        driver.execute_script("localStorage.clear()")
        driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    return driver


def grip(driver, card):
    r = rect(driver, f"[data-dk-item='{card}'] .grip")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))


def drop_where_shown(driver, start, end, kind="mouse"):
    """Drags from `start` to `end` and releases in one gesture; returns the feedback the engine
    showed at the last move before the release (recorded by the page at each pointermove or, for a
    mouse drag, which is the browser's own, dragover, after DragKit handled it: a touch released in a later `perform` is not delivered by chromedriver)."""
    driver.execute_script(
        "window.__shown = null; const note = () => {"
        " const s = window.dragkit.snapshot().sessions; if (s.length) window.__shown = s[0]; };"
        "window.addEventListener('pointermove', note); window.addEventListener('dragover', note);")
    g = Gesture(driver, kind).move(start).down()
    if kind == "touch":
        g.wait(0.7)
    g.path(start, end).up().perform()
    wait_idle(driver)
    session = driver.execute_script("return window.__shown")
    assert session, "a drag was shown"
    return {k: session.get(k) for k in ("items", "destination", "index", "operation")}


def stored_board(driver):
    return driver.execute_script("return JSON.parse(localStorage.getItem('dragkit-example-kanban') || 'null')")


def test_S3_F6_a_card_moves_to_another_column_where_the_gap_was_and_is_stored_after_reload(driver, showcase):
    page = open_example(driver, showcase, "kanban")
    assert items(page, "doing") == ["c6"]
    shown = drop_where_shown(page, grip(page, "c1"), item_point(page, "c6", 0.8))
    assert shown == {"items": ["c1"], "destination": "doing", "index": 1, "operation": "move"}, shown
    assert items(page, "doing") == ["c6", "c1"] and dom_items(page, "doing") == ["c6", "c1"]
    assert items(page, "todo") == ["c3", "c5"]
    assert stored_board(page)["columns"]["doing"] == ["c6", "c1"]
    page.refresh()
    WebDriverWait(page, 15).until(lambda d: d.execute_script("return !!window.dragkit"))
    assert dom_items(page, "doing") == ["c6", "c1"] and items(page, "todo") == ["c3", "c5"]


def test_F7_a_task_is_refused_by_the_bugs_column_and_nothing_is_stored(driver, showcase):
    page = open_example(driver, showcase, "kanban")
    shown = drop_where_shown(page, grip(page, "c1"), item_point(page, "c2", 0.8))
    assert shown["destination"] in (None, "bugs") and shown["operation"] in ("cancel", "forbidden", None), shown
    assert items(page, "bugs") == ["c2", "c4"] and items(page, "todo") == ["c1", "c3", "c5"]
    assert stored_board(page) is None, "a refused drop stores nothing"
    assert "Bugs" in announcement(page), announcement(page)


def test_S2_F4_photos_reorder_in_the_grid_where_the_gap_was_by_touch(driver, showcase):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        page = open_example(driver, showcase, "photos", clear_store=False)
        before = items(page, "library")
        shown = drop_where_shown(page, item_point(page, "p1"), item_point(page, "p3"), kind="touch")
        after = items(page, "library")
        assert shown["items"] == ["p1"] and shown["destination"] == "library", shown
        assert after.index("p1") == shown["index"], (shown, after[:6])
        assert sorted(after) == sorted(before) and dom_items(page, "library") == after
    finally:
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def test_S2_a_photo_dropped_in_the_album_is_a_copy(driver, showcase):
    page = open_example(driver, showcase, "photos", clear_store=False)
    album = rect(page, "#album")
    shown = drop_where_shown(page, item_point(page, "p5"), (int(album["x"] + 40), int(album["y"] + 40)))
    assert shown["destination"] == "album" and shown["operation"] == "copy", shown
    assert "p5" in items(page, "library") and len(items(page, "album")) == 1
    copy = items(page, "album")[0]
    assert copy != "p5" and dom_items(page, "album") == [copy]


def click(driver, point, modifier=None):
    from selenium.webdriver.common.keys import Keys
    g = Gesture(driver).move(point)
    if modifier:
        g.key_down(modifier)
    g.down().up()
    if modifier:
        g.key_up(modifier)
    g.perform()


def test_S8_F4_three_photos_picked_with_ctrl_and_shift_move_together_to_where_the_gap_was(driver, showcase):
    from selenium.webdriver.common.keys import Keys
    page = open_example(driver, showcase, "photos", clear_store=False)
    click(page, item_point(page, "p2"))
    click(page, item_point(page, "p4"), Keys.SHIFT)   # p2…p4
    click(page, item_point(page, "p9"), Keys.CONTROL)  # and p9
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return dragkit.selection('library')") == ["p2", "p3", "p4", "p9"])
    shown = drop_where_shown(page, item_point(page, "p3"), item_point(page, "p20", 0.5))
    assert shown["items"] == ["p2", "p3", "p4", "p9"], shown
    after = items(page, "library")
    start = after.index("p2")
    assert after[start:start + 4] == ["p2", "p3", "p4", "p9"], after
    assert start == shown["index"], (shown, after)
    assert dom_items(page, "library") == after


def test_S8_editing_a_card_title_selects_text_and_never_picks_the_card_up(driver, showcase):
    page = open_example(driver, showcase, "kanban")
    r = rect(page, "[data-dk-item='c1'] .title")
    start, end = (int(r["x"] + 4), int(r["y"] + r["h"] / 2)), (int(r["x"] + r["w"] - 4), int(r["y"] + r["h"] / 2 + 40))
    Gesture(page).move(start).down().path(start, end).up().perform()
    wait_idle(page)
    assert items(page, "todo") == ["c1", "c3", "c5"] and stored_board(page) is None
    picked = page.execute_script("const i = document.querySelector(\"[data-dk-item='c1'] .title\");"
                                 "return i.value.slice(i.selectionStart, i.selectionEnd)")
    assert picked == "Write the brief", picked


def test_S10_ctrl_z_takes_a_stored_move_back_and_the_store_follows(driver, showcase):
    from selenium.webdriver.common.keys import Keys
    page = open_example(driver, showcase, "kanban")
    drop_where_shown(page, grip(page, "c5"), item_point(page, "c6", 0.2))
    assert items(page, "doing") == ["c5", "c6"]
    page.execute_script("document.activeElement.blur()")
    Gesture(page).key_down(Keys.CONTROL).key_down("z").key_up("z").key_up(Keys.CONTROL).perform()
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: items(d, "doing") == ["c6"])
    assert items(page, "todo") == ["c1", "c3", "c5"] and stored_board(page)["columns"]["todo"] == ["c1", "c3", "c5"]


import pathlib  # noqa: E402

import pytest  # noqa: E402


@pytest.mark.parametrize("name", ["kanban", "photos", "selection", "board", "controlled", "basic"])
def test_P4_every_example_is_clean_for_axe_at_rest_and_mid_keyboard_drag(driver, showcase, name):
    from selenium.webdriver.common.keys import Keys
    from dragkit_page import assert_accessible, pick_up_by_keyboard, press
    page = open_example(driver, showcase, name, clear_store=(name == "kanban"))
    assert_accessible(page)
    first = page.execute_script("return document.querySelector('[data-dk-item]').dataset.dkItem")
    pick_up_by_keyboard(page, first)
    assert snapshot(page)["sessions"][0]["items"] == [first]
    press(page, Keys.ARROW_DOWN)
    assert_accessible(page)
    press(page, Keys.ESCAPE)
    wait_idle(page)


# Every example the server serves as it is (the React ones are built first and served by
# test_react.py, which checks their console too).
EXAMPLES = sorted(p.name for p in (pathlib.Path(__file__).resolve().parents[2] / "Web" / "examples").iterdir()
                  if (p / "index.html").exists() and not p.name.startswith("react-"))


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_example_loads_without_a_console_error(driver, showcase, name):
    """An adopter opening an example sees no error in the console: nothing fails to load (not
    even an icon the page never asked for) and no script throws."""
    driver.get_log("browser")  # what earlier pages left
    driver.get(showcase.url + f"examples/{name}/")
    WebDriverWait(driver, 30).until(lambda d: d.execute_script(
        "return !!window.dragkit || !!document.querySelector('[data-dk-container]')"))
    driver.execute_script("return new Promise((resolve) => setTimeout(resolve, 1000))")
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors
