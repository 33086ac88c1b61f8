"""Reminders (issue 4): several lists; reorder, drags between lists move (S3), several
reminders at once (S8), by keyboard (S7), and Undo/Redo of every drop (S10)."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from scene_steps import command
from dragkit_page import (Gesture, announcement, drag, dom_items, item_point, items, of_kind,
                          open_scene, snapshot, wait_idle, press)


def lists(page):
    found = of_kind(page, "list")
    assert len(found) >= 3, "reminders has at least three lists"
    return [c["id"] for c in found]


def test_S3_drag_between_lists_moves_and_is_stored(page, showcase):
    open_scene(page, showcase, "reminders")
    a, b = lists(page)[:2]
    first, second = items(page, a), items(page, b)
    moved = first[0]
    drag(page, item_point(page, moved), item_point(page, second[0], 0.2))
    wait_idle(page)
    assert moved not in items(page, a) and items(page, b)[0] == moved
    open_scene(page, showcase, "reminders")  # reload: what the server stored
    assert items(page, a) == first[1:] and items(page, b) == [moved] + second


def test_S8_F5_two_selected_reminders_move_together_with_a_count_badge(page, showcase):
    open_scene(page, showcase, "reminders")
    a, b = lists(page)[:2]
    first = items(page, a)
    page.find_element("css selector", f"[data-dk-item='{first[0]}']").click()
    ActionChains(page).key_down(Keys.CONTROL).click(
        page.find_element("css selector", f"[data-dk-item='{first[2]}']")).key_up(Keys.CONTROL).perform()
    assert set(next(c for c in snapshot(page)["containers"] if c["id"] == a)["selected"]) == {first[0], first[2]}
    start = item_point(page, first[0])
    end = item_point(page, items(page, b)[-1], 0.9)
    g = Gesture(page).move(start).down().path(start, end, 8).perform()
    session = snapshot(page)["sessions"][0]
    assert sorted(session["items"]) == sorted([first[0], first[2]]) and session["badge"] == 2
    g.up().perform()
    wait_idle(page)
    assert items(page, b)[-2:] == [first[0], first[2]]
    assert items(page, a) == [first[1]] + first[3:]


def test_S7_keyboard_reorder_is_announced_and_stored(page, showcase):
    open_scene(page, showcase, "reminders")
    a = lists(page)[0]
    before = items(page, a)
    page.find_element("css selector", f"[data-dk-item='{before[0]}']").click()
    press(page, Keys.SPACE)
    title = page.find_element("css selector", f"[data-dk-item='{before[0]}']").get_attribute("data-dk-label")
    assert title and announcement(page).startswith(f"Picked up {title}"), announcement(page)
    assert [s["items"] for s in snapshot(page)["sessions"]] == [[before[0]]], "one keyboard drag, of that reminder"
    press(page, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    press(page, Keys.SPACE)
    wait_idle(page)
    assert items(page, a)[:3] == [before[1], before[2], before[0]]
    assert dom_items(page, a)[:3] == [before[1], before[2], before[0]]
    open_scene(page, showcase, "reminders")
    assert items(page, a)[:3] == [before[1], before[2], before[0]]


def test_S10_undo_and_redo_a_move_by_keyboard_and_menu(page, showcase):
    open_scene(page, showcase, "reminders")
    a, b = lists(page)[:2]
    first, second = items(page, a), items(page, b)
    drag(page, item_point(page, first[1]), item_point(page, second[0], 0.2))
    wait_idle(page)
    assert snapshot(page)["undoDepth"] == 1
    press(page, "z", modifier=Keys.CONTROL)
    wait_idle(page)
    assert items(page, a) == first and items(page, b) == second
    assert snapshot(page)["redoDepth"] == 1
    ActionChains(page).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("z").key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()
    wait_idle(page)
    assert items(page, b)[0] == first[1]
    # The menu's Undo does the same.
    command(page, "undo")
    wait_idle(page)
    assert items(page, a) == first
    open_scene(page, showcase, "reminders")
    assert items(page, a) == first and items(page, b) == second
