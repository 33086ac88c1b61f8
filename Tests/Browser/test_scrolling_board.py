"""Issue 37: a board that scrolls sideways, of columns whose cards scroll down
(Web/examples/scrolling-board/). Auto-scroll picks the innermost scroller that can still scroll
toward the pointer (A1): a column at its bottom edge, the board at its side edge; a column dragged
by its header over the cards of another column reorders the columns and never goes into a list."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, items, snapshot, wait_idle

COLUMNS = ["backlog", "to-do", "doing", "review", "done", "later"]


@pytest.fixture
def board(driver, showcase):
    driver.get(showcase.url + "examples/scrolling-board/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    WebDriverWait(driver, 15).until(lambda d: len(snapshot(d)["containers"]) == 1 + len(COLUMNS))
    return driver


def box(page, selector):
    return page.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {x: r.left, y: r.top, w: r.width, h: r.height};", selector)


def scrolled(page):
    return page.execute_script(
        "return {board: document.querySelector('#board .columns').scrollLeft,"
        " lists: [...document.querySelectorAll('.cards > ul')].map(u => u.scrollTop)}")


def test_A1_a_card_held_at_a_columns_bottom_edge_scrolls_that_column_and_not_the_board(board):
    card = box(board, "[data-dk-item='to-do-1']")
    lst = box(board, "[data-dk-container='to-do'] > ul")
    start = (int(card["x"] + card["w"] / 2), int(card["y"] + card["h"] / 2))
    edge = (start[0], int(lst["y"] + lst["h"] - 4))
    g = Gesture(board).move(start).down().path(start, (start[0], start[1] + 30), 3)
    g.path((start[0], start[1] + 30), edge, 6).wait(1.2).perform()
    seen = scrolled(board)
    g.up().perform()
    wait_idle(board)
    assert seen["lists"][1] > 50, seen
    assert seen["board"] == 0 and all(top == 0 for i, top in enumerate(seen["lists"]) if i != 1), seen


def test_A1_a_card_held_at_the_boards_right_edge_scrolls_the_board_and_lands_in_the_column_then_under_it(board):
    card = box(board, "[data-dk-item='backlog-1']")
    strip = box(board, "#board .columns")
    start = (int(card["x"] + card["w"] / 2), int(card["y"] + card["h"] / 2))
    edge = (int(strip["x"] + strip["w"] - 4), int(strip["y"] + strip["h"] / 2))  # mid-height: no column band
    g = Gesture(board).move(start).down().path(start, (start[0] + 30, start[1]), 3)
    g.path((start[0] + 30, start[1]), edge, 8).wait(1.5).perform()
    seen = scrolled(board)
    # Back to the middle of the board (out of the band: the board stops), onto the column nearest
    # it as the board now shows it: the engine knows where the columns moved.
    middle = strip["x"] + strip["w"] / 2
    lists = board.execute_script(
        "return [...document.querySelectorAll('[data-dk-container]:not(#board)')].map(e => {"
        " const r = e.getBoundingClientRect(); return {id: e.dataset.dkContainer, x: r.left, y: r.top, w: r.width, h: r.height}; })")
    target = min(lists, key=lambda r: abs(r["x"] + r["w"] / 2 - middle))
    aim = (int(target["x"] + target["w"] / 2), int(target["y"] + target["h"] / 2))
    g.path(edge, aim, 6).wait(0.4).up().perform()
    wait_idle(board)
    assert seen["board"] > 100, seen
    assert all(top == 0 for top in seen["lists"]), seen
    assert target["id"] != "backlog"
    assert "backlog-1" in items(board, target["id"]), (target, snapshot(board)["containers"])


def test_issue_37_a_column_dragged_by_its_header_across_the_cards_reorders_the_columns(board):
    header = box(board, "[data-dk-item='column-backlog'] > h2")
    target = box(board, "[data-dk-container='doing'] > ul")
    start = (int(header["x"] + header["w"] / 2), int(header["y"] + header["h"] / 2))
    aim = (int(target["x"] + target["w"] * 0.75), int(target["y"] + target["h"] / 2))  # over Doing's cards
    g = Gesture(board).move(start).down().path(start, (start[0] + 30, start[1]), 3)
    g.path((start[0] + 30, start[1]), aim, 10).wait(0.3).up().perform()
    wait_idle(board)
    assert items(board, "board") == ["column-to-do", "column-doing", "column-backlog", "column-review",
                                      "column-done", "column-later"]
    for column in COLUMNS:
        assert all(not item.startswith("column-") for item in items(board, column))


def test_S7_a_column_picked_up_from_the_keyboard_moves_one_column_per_arrow(board):
    board.execute_script("document.querySelector(\"[data-dk-item='column-backlog']\").focus()")
    g = Gesture(board)
    for key in (Keys.SPACE, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.SPACE):
        g.key_down(key).key_up(key).wait(0.1)
    g.perform()
    wait_idle(board)
    assert items(board, "board") == ["column-to-do", "column-doing", "column-backlog", "column-review",
                                      "column-done", "column-later"]
    for column in COLUMNS:
        assert all(not item.startswith("column-") for item in items(board, column))


def test_issue_37_a_column_dragged_by_touch_after_the_long_press_reorders_the_columns(board):
    header = box(board, "[data-dk-item='column-doing'] > h2")
    target = box(board, "[data-dk-item='column-to-do'] > h2")
    start = (int(header["x"] + header["w"] / 2), int(header["y"] + header["h"] / 2))
    aim = (int(target["x"] + target["w"] * 0.25), start[1])  # the left half of To do's header
    g = Gesture(board, "touch").move(start).down().wait(0.7)
    g.path(start, aim, 10).wait(0.3).up().perform()
    wait_idle(board)
    assert items(board, "board") == ["column-backlog", "column-doing", "column-to-do", "column-review",
                                      "column-done", "column-later"]
