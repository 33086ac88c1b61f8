"""Issue 37: Reminders' board view, its lists as the columns of a board that scrolls sideways,
each column's list scrolling down (Web/examples/scrolling-board). The board is a stored container
(`rem-board`) whose items, one per list, open the lists: a column dragged by its header (mouse,
touch, keyboard) is a move inside it, stored, so a reload keeps the order, in the board and in
the list view; reminders move between columns as between lists (S3); axe-core finds nothing at
rest or mid-drag."""
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (as_a_phone, Camera, Gesture, announcement, axe_violations, item_point, open_scene, stored,
                          stored_containers, wait_idle)

BOARD = "rem-board"
TODAY, ERRANDS, WORK = "rem-board-rem-today", "rem-board-rem-errands", "rem-board-rem-work"


def open_board(page, showcase):
    open_scene(page, showcase, "reminders")
    page.find_element("css selector", "button[data-reminders-view='board']").click()
    WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "return !!document.querySelector('[data-scene=reminders][data-reminders-view=board] .reminder-board[data-dk-container=rem-board]')"
        " && document.querySelectorAll('.board-column .reminder-list[data-dk-outline] [data-dk-tree]').length > 10"))
    return page


def columns(page):
    return page.execute_script("return [...document.querySelectorAll('.board-columns > [data-dk-item]')].map(e => e.dataset.dkItem)")


def header_point(page, column, fx=0.5):
    return page.execute_script(
        "const r = document.querySelector(`[data-dk-item=\"${arguments[0]}\"] > .column-title`).getBoundingClientRect();"
        "return [Math.round(r.left + r.width * arguments[1]), Math.round(r.top + r.height / 2)];", column, fx)


def column_box(page, column):
    return page.execute_script(
        "const r = document.querySelector(`[data-dk-item=\"${arguments[0]}\"]`).getBoundingClientRect();"
        "return {x: r.left, y: r.top, w: r.width, h: r.height};", column)


def test_the_board_shows_the_lists_as_columns_in_stored_order_each_a_tree(page, showcase):
    open_board(page, showcase)
    assert columns(page) == [TODAY, ERRANDS, WORK]
    assert stored(showcase)[BOARD] == [TODAY, ERRANDS, WORK]
    facts = page.execute_script(
        "const b = document.querySelector('.reminder-board');"
        "const col = document.querySelector('[data-dk-item=rem-board-rem-work]');"
        "const ids = [...document.querySelectorAll('[data-dk-container]')].map(e => e.dataset.dkContainer);"
        "return {axis: b.dataset.dkAxis, accepts: b.dataset.dkAccepts, cross: b.dataset.dkCrossOperation,"
        " scroller: getComputedStyle(b.querySelector('.board-columns')).overflowX,"
        " list: col.querySelector('.reminder-list').dataset.dkContainer,"
        " listScroll: getComputedStyle(col.querySelector('.reminder-list > .items')).overflowY,"
        " subtask: !!col.querySelector('[data-dk-item=\"rem-work-3.subtasks-1\"][aria-level=\"2\"]'),"
        " dupes: ids.filter((id, k) => ids.indexOf(id) !== k)}")
    assert facts == {"axis": "horizontal", "accepts": "com.dragkit.reminder-list", "cross": "move", "scroller": "auto",
                     "list": "rem-work", "listScroll": "auto", "subtask": True, "dupes": []}, facts
    assert axe_violations(page) == []


def test_a_column_dragged_by_its_header_reorders_the_board_is_stored_undone_and_kept(page, showcase):
    open_board(page, showcase)
    start = header_point(page, TODAY, 0.3)
    work = column_box(page, WORK)
    end = (int(work["x"] + work["w"] * 0.8), start[1])
    g = Gesture(page).move(start).down().path(start, (start[0] + 12, start[1]), 3).path((start[0] + 12, start[1]), end, 12).wait(0.3)
    g.perform()
    try:
        session = page.execute_script("return window.dragkit.snapshot().sessions")
        assert [s["items"] for s in session] == [[TODAY]], session
        page.save_screenshot("/tmp/reminders-board-mid-drag.png")
        assert axe_violations(page) == []
    finally:
        g.up().perform()
    wait_idle(page)
    assert columns(page) == [ERRANDS, WORK, TODAY]
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[BOARD] == [ERRANDS, WORK, TODAY])
    # Undo puts it back, redo again.
    page.find_element("css selector", "#undo-button").click()
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[BOARD] == [TODAY, ERRANDS, WORK])
    assert columns(page) == [TODAY, ERRANDS, WORK]
    page.find_element("css selector", "#redo-button").click()
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[BOARD] == [ERRANDS, WORK, TODAY])
    # A reload keeps it: in the board, and in the list view's order of lists.
    open_scene(page, showcase, "reminders")
    assert page.execute_script("return [...document.querySelectorAll('.columns > .reminder-list')].map(e => e.dataset.dkContainer)") \
        == ["rem-errands", "rem-work", "rem-today"]
    open_board(page, showcase)
    assert columns(page) == [ERRANDS, WORK, TODAY]


def test_S7_a_column_moves_by_keyboard(page, showcase):
    open_board(page, showcase)
    page.execute_script("document.querySelector('[data-dk-item=rem-board-rem-work]').focus()")
    Gesture(page).key_down(" ").key_up(" ").perform()
    WebDriverWait(page, 5).until(lambda d: len(d.execute_script("return window.dragkit.snapshot().sessions")) == 1)
    assert announcement(page).startswith("Picked up Work"), announcement(page)
    for _ in range(2):
        Gesture(page).key_down(Keys.ARROW_LEFT).key_up(Keys.ARROW_LEFT).perform()
    assert "Lists" in announcement(page), announcement(page)
    try:
        assert axe_violations(page) == []
    finally:
        Gesture(page).key_down(" ").key_up(" ").perform()
    wait_idle(page)
    assert columns(page) == [WORK, TODAY, ERRANDS]
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[BOARD] == [WORK, TODAY, ERRANDS])


def test_S3_a_reminder_moves_to_another_column_with_its_subtasks(page, showcase):
    open_board(page, showcase)
    before = stored(showcase)
    # "Book the team offsite room" and its two subtasks, from Work to the top of Today.
    start = page.execute_script(
        "const r = document.querySelector('[data-dk-item=rem-work-3] > .outline-row .item-title').getBoundingClientRect();"
        "return [Math.round(r.left + 30), Math.round(r.top + r.height / 2)];")
    end = item_point(page, "rem-today-1", 0.15)
    g = Gesture(page).move(start).down().path(start, (start[0] - 10, start[1]), 3).path((start[0] - 10, start[1]), end, 12).wait(0.3)
    g.up().perform()
    wait_idle(page)
    after = stored(showcase)
    assert after["rem-today"] == ["rem-work-3"] + before["rem-today"], after["rem-today"]
    assert after["rem-work"] == [i for i in before["rem-work"] if i != "rem-work-3"]
    level = stored_containers(showcase)["rem-work-3.subtasks"]
    assert [i["id"] for i in level["items"]] == ["rem-work-3.subtasks-1", "rem-work-3.subtasks-2"] and level["parent"] == "rem-today"
    assert page.execute_script(
        "return !!document.querySelector('[data-dk-item=rem-board-rem-today] [data-dk-item=rem-work-3] [data-dk-item=\"rem-work-3.subtasks-1\"]')")


def test_touch_on_a_phone_moves_a_column_by_its_header(own_page, showcase):
    page = own_page
    as_a_phone(page)
    open_board(page, showcase)
    page.execute_script("document.querySelector('.reminder-board').scrollIntoView({block: 'start'})")
    # The board scrolls sideways on a phone: Errands starts at its right edge.
    assert page.execute_script("const s = document.querySelector('.board-columns'); return s.scrollWidth > s.clientWidth + 100")
    start = header_point(page, ERRANDS, 0.1)
    assert start[0] < 390, start
    today = column_box(page, TODAY)
    end = (int(today["x"] + 30), start[1])
    g = Gesture(page, "touch").move(start).down().wait(0.7)
    g.path(start, (start[0] - 12, start[1]), 3).path((start[0] - 12, start[1]), end, 10).wait(0.4).up()
    with Camera(page, "reminders-board-phone-mid-drag", "window.dragkit.snapshot().sessions.length === 1"):
        g.perform()
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[BOARD] == [ERRANDS, TODAY, WORK])
    assert columns(page) == [ERRANDS, TODAY, WORK]
