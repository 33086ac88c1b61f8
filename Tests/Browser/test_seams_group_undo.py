"""Issue 34, "The seams" (web package): where selection, group drags, undo and the mouse meet on
the project's example pages (Web/examples/selection/, Web/examples/photos/), with real input.

- A scattered selection dragged as a group and undone comes back to each item's exact place,
  the undo's commit says so (`indices`), redo makes exactly the drop's result, and the history
  stays usable (S8, S10): in one list and between two.
- Space or Enter on a selected item picks up the whole selection, however it was made (clicks,
  Shift+arrows, Ctrl+Space, `select()`; S7, S8).
- The first click after a mouse drag (the browser's own drag) is a click (S8, A5).

Requirement IDs: Docs/Requirements.md."""
import time

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settle_input
from dragkit_page import Gesture, chord, drag, item_point, items, press, rect, snapshot, wait_idle

# Every transfer `commit` is handed, in order (`window.drops`), and every failure (`window.failures`).
RECORD = """
window.drops = []; window.failures = [];
window.dragkit.addEventListener('drop', (e) => window.drops.push(JSON.parse(JSON.stringify(e.detail.transfer))));
window.dragkit.addEventListener('failure', (e) => window.failures.push(e.detail.reason));
"""


def open_example(driver, showcase, name, query=""):
    settle_input(driver)
    driver.get(showcase.url + f"examples/{name}/" + query)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.snapshot) && window.dragkit.snapshot().containers.length > 0"))
    driver.execute_script(RECORD)
    return driver


@pytest.fixture
def sel(driver, showcase):
    return open_example(driver, showcase, "selection")


@pytest.fixture
def photos(driver, showcase):
    return open_example(driver, showcase, "photos")


def selected(driver, container):
    return driver.execute_script("return window.dragkit.selection(arguments[0])", container)


def label_point(driver, item):
    """A point on the item's start, away from the controls some items hold."""
    box = rect(driver, f"[data-dk-item='{item}']")
    return (int(box["x"] + min(30, box["w"] / 2)), int(box["y"] + box["h"] / 2))


def grab_point(driver, item):
    """Where a person presses to drag `item`: its handle, where it has one, else its start."""
    handle = driver.execute_script(
        "const h = document.querySelector(`[data-dk-item='${arguments[0]}'] [data-dk-handle]`);"
        "if (!h) return null; const r = h.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]", item)
    return (int(handle[0]), int(handle[1])) if handle else label_point(driver, item)


def click(driver, item, modifier=None):
    point = label_point(driver, item)
    g = Gesture(driver)
    if modifier:
        g.key_down(modifier)
    g.move(point).down().up()
    if modifier:
        g.key_up(modifier)
    g.perform()


def drops(driver):
    return driver.execute_script("return window.drops")


def history(driver):
    return snapshot(driver)["history"]


def dom_order(driver, container):
    return driver.execute_script(
        "return [...document.querySelectorAll(`[data-dk-container='${arguments[0]}'] [data-dk-item]`)]"
        ".map((e) => e.dataset.dkItem)", container)


def settled(driver, container, expected):
    """Waits until the engine's and the page's order of `container` are `expected`."""
    wait_idle(driver)
    WebDriverWait(driver, 5).until(lambda d: items(d, container) == expected and dom_order(d, container) == expected,
                                   f"{container} = {expected}")


def undo_key(driver):
    driver.execute_script("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
    chord(driver, Keys.CONTROL, "z")


def redo_key(driver):
    driver.execute_script("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
    chord(driver, Keys.CONTROL, Keys.SHIFT, "z")


def select_scattered(driver, container, keys):
    click(driver, keys[0])
    for key in keys[1:]:
        click(driver, key, Keys.CONTROL)
    WebDriverWait(driver, 5).until(lambda d: selected(d, container) == keys)


# ------------------------------------------------------------------ group undo (S8, S10)

def test_S8_S10_a_scattered_group_moved_to_the_end_undoes_to_each_items_exact_place(sel):
    select_scattered(sel, "todo", ["a", "c", "e"])
    drag(sel, grab_point(sel, "a"), item_point(sel, "e", 0.9))
    settled(sel, "todo", ["b", "d", "a", "c", "e"])
    undo_key(sel)
    settled(sel, "todo", ["a", "b", "c", "d", "e"])
    undo = drops(sel)[-1]
    assert undo["history"] == "undo" and undo["items"] == ["a", "c", "e"]
    assert undo["indices"] == [0, 2, 4], "the undo's commit names each item's place"
    redo_key(sel)
    settled(sel, "todo", ["b", "d", "a", "c", "e"])
    assert drops(sel)[-1]["history"] == "redo"
    undo_key(sel)
    settled(sel, "todo", ["a", "b", "c", "d", "e"])
    assert sel.execute_script("return window.failures") == []
    assert "changed since" not in sel.execute_script("return document.getElementById('dk-announcer').textContent")
    assert sel.execute_script("return window.saved.todo") == ["a", "b", "c", "d", "e"], "the page stored each step"


def test_S8_S10_a_scattered_group_moved_to_another_list_undoes_exactly_and_earlier_undos_still_work(sel):
    # An earlier change first, so that the history has something below the group's move.
    drag(sel, grab_point(sel, "z"), item_point(sel, "x", 0.15))
    settled(sel, "done", ["z", "x", "y"])
    select_scattered(sel, "todo", ["b", "d", "e"])
    drag(sel, grab_point(sel, "b"), item_point(sel, "y", 0.9))
    settled(sel, "done", ["z", "x", "y", "b", "d", "e"])
    settled(sel, "todo", ["a", "c"])
    move = drops(sel)[-1]
    assert move["from"] == "todo" and move["to"] == "done" and move["indices"] == [3, 4, 5]
    undo_key(sel)
    settled(sel, "todo", ["a", "b", "c", "d", "e"])
    settled(sel, "done", ["z", "x", "y"])
    assert drops(sel)[-1]["indices"] == [1, 3, 4]
    redo_key(sel)
    settled(sel, "done", ["z", "x", "y", "b", "d", "e"])
    settled(sel, "todo", ["a", "c"])
    undo_key(sel)
    settled(sel, "todo", ["a", "b", "c", "d", "e"])
    undo_key(sel)  # the earlier change is still there to undo
    settled(sel, "done", ["x", "y", "z"])
    assert history(sel)["canUndo"] is False and history(sel)["redoDepth"] == 2
    assert sel.execute_script("return window.failures") == []


def photo_ids(driver):
    return items(driver, "library")


def test_S8_S10_photos_a_group_of_four_undoes_to_each_photos_place(photos):
    # Photos 30, 31, 32 and 40 (indices 29, 30, 31, 39), dragged before photo 3.
    select_scattered(photos, "library", ["p30", "p31", "p32", "p40"])
    before = photo_ids(photos)
    drag(photos, item_point(photos, "p31"), item_point(photos, "p3", 0.5), steps=14)
    wait_idle(photos)
    after = photo_ids(photos)
    assert after != before and after.index("p30") < 5, after
    assert dom_order(photos, "library") == after
    undo_key(photos)
    settled(photos, "library", before)
    assert drops(photos)[-1]["indices"] == [29, 30, 31, 39]
    redo_key(photos)
    settled(photos, "library", after)
    undo_key(photos)
    settled(photos, "library", before)


# ------------------------------------------------------------------ what undo leaves selected (S10, A5)

def marked(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('[data-dk-item].dk-selected')].map((e) => e.dataset.dkItem)")


def test_S10_A5_undoing_a_move_to_another_list_leaves_nothing_marked_that_nothing_selects(sel):
    """Found by the simulation (Tests/Browser/test_simulation_examples.py, seed 1): a keyboard
    drop selects the item where it lands (A5); undo took it back to its list and restored the
    selections (none), but the page went on showing it selected, and `selection()` reported it
    in a list it had left. The engine now tells the page about a container a selected item
    leaves during an undo or redo, and the page unmarks an item its old container no longer
    selects."""
    sel.execute_script("document.querySelector('[data-dk-item=\"a\"]').focus()")
    press(sel, Keys.SPACE)
    WebDriverWait(sel, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(sel, Keys.TAB, Keys.ENTER)
    settled(sel, "done", ["x", "y", "z", "a"])
    assert selected(sel, "done") == ["a"] and marked(sel) == ["a"], "the drop selects what it dropped (A5)"
    undo_key(sel)
    settled(sel, "todo", ["a", "b", "c", "d", "e"])
    assert snapshot(sel)["selections"] == {}, "nothing was selected before the drop"
    assert marked(sel) == [], "and nothing shows selected"
    redo_key(sel)
    settled(sel, "done", ["x", "y", "z", "a"])
    assert snapshot(sel)["selections"] == {"done": ["a"]} and marked(sel) == ["a"]


def test_S10_A5_undoing_a_copy_into_the_album_selects_no_copy_that_is_gone(photos):
    photos.execute_script("document.querySelector('[data-dk-item=\"p4\"]').focus()")
    press(photos, Keys.SPACE)
    WebDriverWait(photos, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(photos, Keys.TAB, Keys.ENTER)
    wait_idle(photos)
    WebDriverWait(photos, 5).until(lambda d: len(items(d, "album")) == 1)
    copy = items(photos, "album")[0]
    assert selected(photos, "album") == [copy]
    undo_key(photos)
    wait_idle(photos)
    WebDriverWait(photos, 5).until(lambda d: items(d, "album") == [])
    assert snapshot(photos)["selections"] == {}, "the undone copy is no one's selection"
    assert marked(photos) == []


# ------------------------------------------------------------------ Space on a selection (S7, S8)

def keyboard_session(driver):
    WebDriverWait(driver, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    return snapshot(driver)["sessions"][0]


def focus(driver, item):
    driver.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", item)


@pytest.mark.parametrize("how", ["clicks", "shift-arrows", "ctrl-space", "select"])
def test_S7_S8_space_on_a_selected_item_picks_up_the_whole_selection(sel, how):
    if how == "clicks":
        select_scattered(sel, "todo", ["a", "c", "e"])
        expected = ["a", "c", "e"]
    elif how == "shift-arrows":
        focus(sel, "b")
        press(sel, Keys.ARROW_DOWN, Keys.ARROW_DOWN, modifier=Keys.SHIFT)
        expected = ["b", "c", "d"]
    elif how == "ctrl-space":
        for item in ("a", "e"):
            focus(sel, item)
            chord(sel, Keys.CONTROL, Keys.SPACE)
        expected = ["a", "e"]
    else:
        sel.execute_script("window.dragkit.select('todo', ['b', 'e'])")
        expected = ["b", "e"]
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == expected)
    focus(sel, expected[-1])
    press(sel, Keys.SPACE)
    assert keyboard_session(sel)["items"] == expected, "the selection is picked up, not the focused item alone"
    press(sel, Keys.TAB)  # to "Done", at its end
    press(sel, Keys.ENTER)
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "done") == ["x", "y", "z"] + expected)
    assert dom_order(sel, "done") == ["x", "y", "z"] + expected


def test_S7_enter_on_an_unselected_item_picks_up_only_it(sel):
    select_scattered(sel, "todo", ["a", "c"])
    focus(sel, "d")
    press(sel, Keys.ENTER)
    assert keyboard_session(sel)["items"] == ["d"]
    press(sel, Keys.ESCAPE)
    wait_idle(sel)


# ------------------------------------------------------------------ the click after a drag (S8)

def test_S8_the_first_click_after_a_mouse_drag_is_a_click(sel):
    drag(sel, item_point(sel, "a"), item_point(sel, "b", 0.9))
    settled(sel, "todo", ["b", "a", "c", "d", "e"])
    time.sleep(1.0)  # a person's pause; a swallowed click stays swallowed however long
    click(sel, "d")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["d"], "the click selected d")


def test_S8_photos_the_first_click_after_a_mouse_drag_is_a_click(photos):
    drag(photos, item_point(photos, "p1"), item_point(photos, "p3", 0.5))
    wait_idle(photos)
    time.sleep(1.0)
    click(photos, "p10")
    WebDriverWait(photos, 5).until(lambda d: selected(d, "library") == ["p10"], "the click selected photo 10")


def test_S10_redo_of_a_copy_brings_back_the_same_copy(photos):
    """Found by the simulation's long profile (photos, seed 8005): redoing an undone copy made
    the copy again under a new id (the page drew a fresh element with a fresh key), so the page
    stored a different item than the one the first drop made and undo removed, and the redone
    state was not the state after the drop (S10)."""
    photos.execute_script("document.querySelector('[data-dk-item=\"p4\"]').focus()")
    press(photos, Keys.SPACE)
    WebDriverWait(photos, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(photos, Keys.TAB, Keys.ENTER)
    wait_idle(photos)
    WebDriverWait(photos, 5).until(lambda d: len(items(d, "album")) == 1)
    [copy] = items(photos, "album")
    undo_key(photos)
    wait_idle(photos)
    WebDriverWait(photos, 5).until(lambda d: items(d, "album") == [])
    redo_key(photos)
    wait_idle(photos)
    WebDriverWait(photos, 5).until(lambda d: len(items(d, "album")) == 1)
    assert items(photos, "album") == [copy] and dom_order(photos, "album") == [copy], "the same copy comes back"
    redone = drops(photos)[-1]
    assert redone["history"] == "redo" and redone["copies"] == [copy]
    assert selected(photos, "album") == [copy]
