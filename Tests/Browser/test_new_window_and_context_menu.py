"""Previews into new windows and the items' context menu (issue 22).

P3: a previewable item dragged over empty space says on its drag image, before the release, that
a drop opens it in a new window; the window that opens shows just that item, from its top.
S7, S5: right-click on an item (or, on touch, a long press that ends without moving) offers Move
to…, Cut, Copy and Paste as a real menu: arrows, Enter, Escape with focus back on the item, and
axe-clean while open. Requirement IDs: Docs/Requirements.md."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Gesture, announcement, axe_violations, item_point, items, open_scene, rect, screenshot,
                          stored, wait_idle)
from test_accessibility import phone  # noqa: F401 (the phone fixture)


# ---------------------------------------------------------------- P3: a new window for one item

def empty_space_point(driver):
    """Below the Photos library: inside the app's window, outside every destination."""
    r = rect(driver, "[data-dk-container='photos-library']")
    return (int(r["x"] + r["w"] / 2), int(min(r["y"] + r["h"] + 120, driver.execute_script("return innerHeight") - 40)))


def test_P3_over_empty_space_the_drag_image_says_it_opens_a_window_which_then_shows_just_that_item(driver, showcase):
    open_scene(driver, showcase, "photos")
    assert driver.execute_script("return !document.elementFromPoint(...arguments).closest('[data-dk-container]')",
                                 *empty_space_point(driver))
    handles = driver.window_handles
    start = item_point(driver, "photos-library-2")
    empty = empty_space_point(driver)
    gesture = Gesture(driver).move(start).down().path(start, empty, 12).wait(0.2)
    gesture.perform()
    try:
        cue = driver.execute_script(
            "const p = document.querySelector('.dk-preview'); const c = p && p.querySelector('.dk-window-cue');"
            "if (!c) return null; const r = c.getBoundingClientRect();"
            "return {marked: p.hasAttribute('data-dk-opens-window'), text: c.textContent, w: r.width, h: r.height,"
            "        visible: getComputedStyle(c).visibility === 'visible' && getComputedStyle(c).display !== 'none'};")
        assert cue and cue["marked"] and cue["visible"] and cue["w"] > 20 and cue["h"] > 10, cue
        assert "new window" in cue["text"].lower()
        assert "new window" in announcement(driver).lower()
        screenshot(driver, "P3-window-cue-mid-drag")
        # Back over the library: the cue goes (a drop there would not open a window).
        Gesture(driver).path(empty, start, 6).perform()
        assert not driver.execute_script("return !!document.querySelector('.dk-preview [data-dk-opens-window], .dk-preview[data-dk-opens-window]')")
        Gesture(driver).path(start, empty, 6).wait(0.2).perform()
    finally:
        Gesture(driver).up().perform()
    WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) == len(handles) + 1)
    wait_idle(driver)
    assert items(driver, "photos-library")[1] == "photos-library-2"  # nothing moved
    opened = next(h for h in driver.window_handles if h not in handles)
    driver.switch_to.window(opened)
    try:
        WebDriverWait(driver, 15).until(lambda d: d.execute_script(
            "const img = document.querySelector('.opened-item img'); return !!img && img.complete && img.naturalWidth > 0"))
        layout = driver.execute_script(
            "const h = document.querySelector('.opened-item h2').getBoundingClientRect();"
            "const w = document.getElementById('workspace');"
            "return {top: h.top, title: document.querySelector('.opened-item h2').textContent,"
            "        workspaceShown: !!w && w.getClientRects().length > 0 && getComputedStyle(w).display !== 'none'};")
        assert layout["title"] == "Harbour lights" or layout["title"], layout
        assert layout["top"] < 80, layout  # the item is the window's content, from its top
        assert not layout["workspaceShown"], layout  # not stacked over the whole app
        screenshot(driver, "P3-opened-window")
    finally:
        driver.close()
        driver.switch_to.window(handles[0])


# ---------------------------------------------------------------- S7, S5: the context menu

def menu_state(driver):
    return driver.execute_script(
        "const m = document.querySelector('[role=menu]:not([hidden]):not(#edit-menu)');"
        "if (!m) return null;"
        "return {names: [...m.querySelectorAll('[role=menuitem]')].map((e) => e.querySelector('.menu-name').textContent),"
        "        focused: document.activeElement && document.activeElement.getAttribute('role'),"
        "        label: m.getAttribute('aria-label')};")


def focused_item(driver):
    return driver.execute_script("return document.activeElement && document.activeElement.dataset.dkItem || null")


def right_click(driver, item):
    point = item_point(driver, item)
    ActionChains(driver).move_by_offset(0, 0).perform()
    Gesture(driver).move(point).perform()
    element = driver.find_element("css selector", f"[data-dk-item='{item}']")
    ActionChains(driver).context_click(element).perform()


def test_S7_S5_right_click_offers_move_cut_copy_paste_as_a_menu_and_escape_returns_focus(driver, showcase):
    open_scene(driver, showcase, "reminders")
    right_click(driver, "rem-today-2")
    state = menu_state(driver)
    assert state is not None, "no context menu opened"
    assert set(state["names"]) >= {"Move to…", "Cut", "Copy", "Paste"} and state["focused"] == "menuitem", state
    violations = axe_violations(driver)
    assert violations == [], violations
    screenshot(driver, "S7-context-menu")
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    assert driver.execute_script("return document.activeElement.textContent").startswith("Cut")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    assert menu_state(driver) is None
    assert focused_item(driver) == "rem-today-2"


def test_S7_S5_cut_from_the_context_menu_then_paste_on_another_list_moves_the_item_after_the_one_clicked(driver, showcase):
    open_scene(driver, showcase, "reminders")
    today, errands = items(driver, "rem-today"), items(driver, "rem-errands")
    right_click(driver, "rem-today-2")
    driver.find_element("css selector", "#context-menu [data-context-command='cut']").click()
    assert menu_state(driver) is None
    right_click(driver, "rem-errands-1")
    paste = driver.find_element("css selector", "#context-menu [data-context-command='paste']")
    assert paste.get_attribute("aria-disabled") == "false"
    # With the keyboard this time: End is Paste, Enter chooses it.
    ActionChains(driver).send_keys(Keys.END, Keys.ENTER).perform()
    WebDriverWait(driver, 10).until(lambda d: "rem-today-2" not in items(d, "rem-today") or
                                    len(items(d, "rem-errands")) == len(errands) + 1)
    wait_idle(driver)
    after = items(driver, "rem-errands")
    assert len(after) == len(errands) + 1 and after[0] == "rem-errands-1", after
    assert items(driver, "rem-today") == [i for i in today if i != "rem-today-2"]
    WebDriverWait(driver, 10).until(lambda d: stored(showcase)["rem-errands"] == after)


def test_S7_F1_on_touch_a_long_press_that_lifts_without_moving_opens_the_menu_and_changes_nothing(phone, showcase):
    open_scene(phone, showcase, "reminders")
    before = stored(showcase)
    point = item_point(phone, "rem-today-3")
    Gesture(phone, "touch").move(point).down().wait(0.8).up().perform()
    WebDriverWait(phone, 5).until(lambda d: menu_state(d) is not None, "the menu opens when the finger lifts")
    wait_idle(phone)
    state = menu_state(phone)
    assert set(state["names"]) >= {"Move to…", "Cut", "Copy", "Paste"}, state
    box = phone.execute_script("const r = document.getElementById('context-menu').getBoundingClientRect();"
                               "return {l: r.left, r: r.right, t: r.top, b: r.bottom}")
    assert box["l"] >= 0 and box["r"] <= 390 and box["t"] >= 0 and box["b"] <= 844, box  # on screen
    screenshot(phone, "S7-context-menu-phone")
    assert stored(showcase) == before  # the lift put the reminder back where it was
    # A long press that moves is a drag, and no menu opens.
    ActionChains(phone).send_keys(Keys.ESCAPE).perform()
    start = item_point(phone, "rem-today-1")
    end = item_point(phone, "rem-today-4", fy=0.9)
    Gesture(phone, "touch").move(start).down().wait(0.8).path(start, end, 8).up().perform()
    wait_idle(phone)
    assert menu_state(phone) is None
