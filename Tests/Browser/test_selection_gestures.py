"""Issue 25, section 2: what a list library is expected to do itself, on the example page
Web/examples/selection/ (no selection, undo-key or control handling of its own): the selection
gestures (S8: click, Ctrl-click, Shift-click, empty space, Shift+arrows, Ctrl+Space, Ctrl+A,
Escape, a touch tap; `selection: 'app'` leaves them to the page), controls and handles inside
items (a press in an <input> selects its text, only a `data-dk-handle` starts a drag where an
item has one), and the undo keys (S10: Ctrl+Z, Shift+Ctrl+Z, Ctrl+Y; not in a text field;
`undoKeys: false`). Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, chord, drag, item_point, items, press, rect, snapshot, wait_idle


def open_page(driver, showcase, query=""):
    driver.get(showcase.url + "examples/selection/" + query)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.snapshot)"))
    return driver


@pytest.fixture
def sel(driver, showcase):
    return open_page(driver, showcase)


def selected(driver, container):
    return driver.execute_script("return window.dragkit.selection(arguments[0])", container)


def shown(driver, container):
    """The items that show selected (class and aria-selected agree; in a list whose items hold
    controls, a listitem, which has no aria-selected, the class alone: issue 25, P4)."""
    return driver.execute_script("""
return [...document.querySelectorAll(`[data-dk-container="${arguments[0]}"] [data-dk-item]`)]
  .filter((e) => e.classList.contains('dk-selected')
    && (e.getAttribute('aria-selected') === 'true' || (e.getAttribute('role') === 'listitem' && !e.hasAttribute('aria-selected'))))
  .map((e) => e.dataset.dkItem);""", container)


def element(driver, item):
    return driver.find_element("css selector", f"[data-dk-item='{item}']")


def click(driver, item, modifier=None):
    """Clicks the item near its start (its label, away from the controls some items hold)."""
    target = element(driver, item)
    chain = ActionChains(driver)
    if modifier:
        chain.key_down(modifier)
    chain.move_to_element_with_offset(target, -target.size["width"] // 2 + 40, 0).click()
    if modifier:
        chain.key_up(modifier)
    chain.perform()


def label_point(driver, item):
    """A point on the item's label, away from the controls some items hold."""
    box = rect(driver, f"[data-dk-item='{item}']")
    return (int(box["x"] + 30), int(box["y"] + box["h"] / 2))


def focus(driver, item):
    driver.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", item)


def focused(driver):
    return driver.execute_script("return document.activeElement.dataset.dkItem || document.activeElement.id")


def history(driver):
    return snapshot(driver)["history"]


# ------------------------------------------------------------------ pointer selection (S8)

def test_S8_a_click_selects_only_that_item(sel):
    click(sel, "a")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a"])
    click(sel, "b")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["b"])
    assert shown(sel, "todo") == ["b"], "the class and aria-selected follow the engine's selection"
    last = sel.execute_script("return window.changes[window.changes.length - 1]")
    assert last == {"container": "todo", "items": ["b"], "user": True}, "selectionchange tells the page"


def test_S8_ctrl_click_toggles_and_shift_click_selects_the_range_from_the_anchor(sel):
    click(sel, "a")
    click(sel, "c", Keys.CONTROL)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "c"])
    click(sel, "a", Keys.CONTROL)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["c"])
    click(sel, "b")  # the anchor
    click(sel, "e", Keys.SHIFT)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["b", "c", "d", "e"])
    click(sel, "a", Keys.SHIFT)  # from the same anchor, the other way
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "b"])
    assert shown(sel, "todo") == ["a", "b"]


def test_S8_a_click_on_empty_space_clears_that_containers_selection(sel):
    click(sel, "x")
    click(sel, "a")
    click(sel, "b", Keys.CONTROL)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "b"])
    box = rect(sel, "[data-dk-container='todo']")
    ActionChains(sel).move_by_offset(0, 0).perform()
    Gesture(sel).move((int(box["x"] + box["w"] / 2), int(box["y"] + box["h"] - 6))).down().up().perform()
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == [])
    assert selected(sel, "done") == ["x"], "only that container's selection"


def test_S8_a_click_on_a_button_inside_an_item_does_not_select_it(sel):
    sel.find_element("css selector", "#star").click()
    click(sel, "a")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a"])
    sel.find_element("css selector", "#star").click()
    assert selected(sel, "todo") == ["a"]


def test_S8_a_touch_tap_toggles_and_a_long_press_still_lifts(sel):
    for item, expected in (("a", ["a"]), ("c", ["a", "c"]), ("a", ["c"])):
        point = label_point(sel, item)
        Gesture(sel, "touch").move(point).down().up().perform()
        WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == expected)
    # A long press lifts a drag (F1) and doesn't toggle.
    sel.execute_script("document.getElementById('said').textContent = ''")
    Gesture(sel, "touch").move(label_point(sel, "c")).down().wait(0.8).up().perform()
    wait_idle(sel)
    assert sel.execute_script("return document.getElementById('said').textContent"), "the long press lifted c"
    assert selected(sel, "todo") == ["c"], "and did not toggle it"


# ------------------------------------------------------------------ keyboard selection (S8, S7)

def test_S8_shift_arrows_extend_plain_arrows_only_move_focus(sel):
    focus(sel, "a")
    press(sel, Keys.ARROW_DOWN, Keys.ARROW_DOWN, modifier=Keys.SHIFT)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "b", "c"])
    assert focused(sel) == "c"
    press(sel, Keys.ARROW_DOWN)
    assert focused(sel) == "d" and selected(sel, "todo") == ["a", "b", "c"]
    press(sel, Keys.ARROW_UP, modifier=Keys.SHIFT)  # from d, not selected: a new range c..d
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["c", "d"])


def test_S8_ctrl_space_toggles_ctrl_a_selects_all_escape_clears_space_still_picks_up(sel):
    focus(sel, "b")
    chord(sel, Keys.CONTROL, Keys.SPACE)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["b"])
    assert snapshot(sel)["sessions"] == [], "Ctrl+Space selects, it does not pick up"
    chord(sel, Keys.CONTROL, Keys.SPACE)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == [])
    chord(sel, Keys.CONTROL, "a")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "b", "c", "d", "e"])
    press(sel, Keys.ESCAPE)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == [])
    press(sel, Keys.SPACE)  # S7: Space still picks the focused item up
    WebDriverWait(sel, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(sel, Keys.ESCAPE)
    wait_idle(sel)


def test_S8_selection_app_leaves_selection_to_the_page(driver, showcase):
    page = open_page(driver, showcase, "?selection=app")
    click(page, "a")
    click(page, "b", Keys.CONTROL)
    Gesture(page, "touch").move(label_point(page, "c")).down().up().perform()
    focus(page, "d")
    chord(page, Keys.CONTROL, "a")
    press(page, Keys.ARROW_DOWN, modifier=Keys.SHIFT)
    assert selected(page, "todo") == [] and shown(page, "todo") == []
    page.execute_script("window.dragkit.select('todo', ['a', 'b'])")  # the page's own selection
    assert selected(page, "todo") == ["a", "b"] and shown(page, "todo") == ["a", "b"]
    last = page.execute_script("return window.changes[window.changes.length - 1]")
    assert last == {"container": "todo", "items": ["a", "b"], "user": False}, "selectionchange, not by a gesture"


def test_S8_a_built_in_selection_drags_as_a_group_and_lands_where_the_gap_said(sel):
    click(sel, "a")
    click(sel, "b", Keys.CONTROL)
    WebDriverWait(sel, 5).until(lambda d: selected(d, "todo") == ["a", "b"])
    start = item_point(sel, "a")
    end = item_point(sel, "y", 0.85)
    g = Gesture(sel).move(start).down().path(start, end, 12)
    g.perform()
    WebDriverWait(sel, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    session = snapshot(sel)["sessions"][0]
    assert session["items"] == ["a", "b"] and session["destination"] == "done"
    shown_index = session["index"]
    g.up().perform()
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "done") == ["x", "y", "a", "b", "z"])
    assert shown_index == 2, "the drop landed where the gap showed it"
    assert items(sel, "todo") == ["c", "d", "e"]


def test_S8_pressing_an_unselected_item_drags_only_it(sel):
    click(sel, "a")
    click(sel, "b", Keys.CONTROL)
    drag(sel, item_point(sel, "e"), item_point(sel, "c", 0.2))
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["a", "b", "e", "c", "d"])


# ------------------------------------------------------------------ controls and handles

def test_dragging_in_an_input_inside_an_item_selects_its_text_and_picks_nothing_up(sel):
    field = rect(sel, "#note")
    y = int(field["y"] + field["h"] / 2)
    start, end = (int(field["x"] + 3), y), (int(field["x"] + field["w"] - 3), y)
    g = Gesture(sel).move(start).down().path(start, end, 10)
    g.perform()
    assert snapshot(sel)["sessions"] == [], "the card is not picked up"
    g.up().perform()
    wait_idle(sel)
    chosen = sel.execute_script("const f = document.getElementById('note'); return f.selectionEnd - f.selectionStart")
    assert chosen > 5, "the text was selected"
    assert items(sel, "todo") == ["a", "b", "c", "d", "e"]
    assert focused(sel) == "note"
    press(sel, Keys.END, " x")  # Space in the field types a space: no keyboard drag
    assert sel.execute_script("return document.getElementById('note').value") == "a note to select x"
    assert snapshot(sel)["sessions"] == []


def test_only_the_handle_starts_a_drag_of_an_item_that_has_one(sel):
    body = rect(sel, "[data-dk-item='x']")
    start = (int(body["x"] + body["w"] * 0.7), int(body["y"] + body["h"] / 2))
    end = item_point(sel, "z", 0.85)
    g = Gesture(sel).move(start).down().path(start, end, 10)
    g.perform()
    assert snapshot(sel)["sessions"] == [], "a press off the handle doesn't drag"
    g.up().perform()
    wait_idle(sel)
    assert items(sel, "done") == ["x", "y", "z"]
    click(sel, "y")
    WebDriverWait(sel, 5).until(lambda d: selected(d, "done") == ["y"]), "off the handle, a click still selects"
    handle = rect(sel, "[data-dk-item='x'] [data-dk-handle]")
    drag(sel, (int(handle["x"] + handle["w"] / 2), int(handle["y"] + handle["h"] / 2)), end)
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "done") == ["y", "z", "x"])


# ------------------------------------------------------------------ undo keys (S10)

def reorder_once(driver):
    drag(driver, item_point(driver, "a"), item_point(driver, "b", 0.85))
    wait_idle(driver)
    WebDriverWait(driver, 5).until(lambda d: items(d, "todo") == ["b", "a", "c", "d", "e"])
    WebDriverWait(driver, 5).until(lambda d: history(d)["canUndo"])


def test_S10_ctrl_z_undoes_a_drop_once_and_shift_ctrl_z_and_ctrl_y_redo_it(sel):
    reorder_once(sel)
    depth = history(sel)["undoDepth"]
    sel.execute_script("document.body.focus()")
    chord(sel, Keys.CONTROL, "z")
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["a", "b", "c", "d", "e"])
    assert history(sel)["undoDepth"] == depth - 1 and history(sel)["redoDepth"] == 1, "undone once"
    chord(sel, Keys.CONTROL, Keys.SHIFT, "z")
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["b", "a", "c", "d", "e"])
    focus(sel, "c")  # focus in the kit's root
    chord(sel, Keys.CONTROL, "z")
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["a", "b", "c", "d", "e"])
    chord(sel, Keys.CONTROL, "y")
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["b", "a", "c", "d", "e"])
    assert sel.execute_script("return window.saved.todo") == ["b", "a", "c", "d", "e"], "stored each time"


def test_S10_ctrl_z_in_a_text_field_is_the_fields_own(sel):
    reorder_once(sel)
    sel.find_element("css selector", "#note").click()
    press(sel, Keys.END, "!")
    chord(sel, Keys.CONTROL, "z")
    wait_idle(sel)
    assert items(sel, "todo") == ["b", "a", "c", "d", "e"], "the drop is not undone"
    assert history(sel)["canUndo"]
    sel.execute_script("document.activeElement.blur()")  # out of the field: the key is DragKit's
    chord(sel, Keys.CONTROL, "z")
    wait_idle(sel)
    WebDriverWait(sel, 5).until(lambda d: items(d, "todo") == ["a", "b", "c", "d", "e"])


def test_S10_undo_keys_false_turns_them_off(driver, showcase):
    page = open_page(driver, showcase, "?undoKeys=false")
    reorder_once(page)
    page.execute_script("document.body.focus()")
    chord(page, Keys.CONTROL, "z")
    wait_idle(page)
    assert items(page, "todo") == ["b", "a", "c", "d", "e"]
    page.execute_script("window.dragkit.undo()")  # the command is still there
    WebDriverWait(page, 5).until(lambda d: items(d, "todo") == ["a", "b", "c", "d", "e"])
