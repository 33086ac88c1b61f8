"""Controlled mode (issue 25, section 3; Web/dragkit/Guide.md "Controlled mode"): the
example page Web/examples/controlled/ keeps its two lists in its own array and renders them
itself (`innerHTML`, or keyed reuse of each card's element with `?render=keyed`); DragKit, loaded
with `controlled: true`, never inserts, moves or removes an item element. A recorder watches the
board's item nodes: every change to them must happen inside the page's render. Drops by pointer
and keyboard land exactly where the gap and the marker said (F2, F6, S3, S7), undo and redo
re-render through `commit` (S10), a refused commit and a cancelled drag change nothing (F7).
Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settle_input

from dragkit_page import Gesture, drag, item_point, pick_up_by_keyboard, press, snapshot, wait_idle

TODO = ["plan", "write", "review"]
DONE = ["setup", "ci"]

# Records every change to the board's item nodes that happens outside the page's render
# (`window.foreign`), and counts the renders (`window.renders`).
RECORD = """
window.foreign = []; window.renders = 0;
const touches = (r) => [...r.addedNodes, ...r.removedNodes].some((n) => n.nodeType === 1
  && (n.matches('[data-dk-item]') || n.querySelector('[data-dk-item]')));
const note = (records) => { for (const r of records) if (r.target.closest?.('.board') && touches(r))
  window.foreign.push(r.target.tagName + ':' + [...r.addedNodes, ...r.removedNodes].map((n) => n.textContent).join('|')); };
const observer = new MutationObserver(note);
observer.observe(document.body, { childList: true, subtree: true });
const render = window.example.render;
window.example.render = () => { note(observer.takeRecords()); render(); observer.takeRecords(); window.renders += 1; };
"""


# Records where each drag image's ending animation takes it (`window.endings`).
ENDINGS = """
window.endings = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  if (this.classList.contains('dk-preview')) {
    const to = /translate3d\\(([-\\d.]+)px, ([-\\d.]+)px/.exec(frames[frames.length - 1].transform);
    window.endings.push({ how: [...this.classList].filter((c) => /^dk-preview-/.test(c)), to: to && [Number(to[1]), Number(to[2])] });
  }
  return animate.call(this, frames, options);
};"""


def open_board(driver, showcase, style):
    settle_input(driver)  # a native drag an earlier test left to the browser ends first
    driver.get(showcase.url + "examples/controlled/" + ("?render=keyed" if style == "keyed" else ""))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.example) && window.dragkit.snapshot().containers.length === 2"))
    driver.execute_script(RECORD)
    return driver


@pytest.fixture(params=["html", "keyed"])
def board(request, driver, showcase):
    return open_board(driver, showcase, request.param)


@pytest.fixture
def plain_board(driver, showcase):
    return open_board(driver, showcase, "html")


def lists(driver):
    """The page's own array: each list's card ids."""
    return driver.execute_script(
        "const l = window.example.lists(); return {todo: l.todo.map(c => c.id), done: l.done.map(c => c.id)}")


def dom(driver):
    return driver.execute_script(
        "const ids = (c) => [...document.querySelectorAll(`[data-dk-container='${c}'] [data-dk-item]`)].map(e => e.dataset.dkItem);"
        "return {todo: ids('todo'), done: ids('done')}")


def untouched(driver):
    """No item node changed but in the page's render."""
    assert driver.execute_script("return window.foreign") == []


def gap_shown(driver, container):
    """Whether some item of `container` is shifted by the gap now (F6)."""
    return driver.execute_script(
        "return [...document.querySelectorAll(`[data-dk-container='${arguments[0]}'] [data-dk-item]`)]"
        ".some(e => getComputedStyle(e).transform !== 'none')", container)


def pointer_drag_to(driver, item, target, fy):
    """Presses `item`, moves over `target` at `fy` of its height and holds there until the gap
    shows (aim before a card: a drop at a list's end moves none); returns the session
    (destination, index, the drag image's text) and the container's `data-dk-over`, then
    releases."""
    start = item_point(driver, item)
    end = item_point(driver, target, fy)
    Gesture(driver).move(start).down().path(start, end, 12).perform()
    WebDriverWait(driver, 5).until(lambda d: (snapshot(d)["sessions"] or [{}])[0].get("destination") is not None)
    session = snapshot(driver)["sessions"][0]
    destination = session["destination"]
    WebDriverWait(driver, 5).until(lambda d: gap_shown(d, destination))
    over = driver.execute_script(
        "return document.querySelector(`[data-dk-container='${arguments[0]}']`).getAttribute('data-dk-over')", destination)
    session["image"] = driver.execute_script("return document.querySelector('.dk-preview').textContent")
    Gesture(driver).up().perform()
    wait_idle(driver)
    return session, over


def landed(before, item, source, destination, index):
    after = {k: [i for i in v if i != item] for k, v in before.items()}
    after[destination].insert(index, item)
    return after


def test_F6_a_pointer_reorder_lands_where_the_gap_said_and_the_page_renders_it(board):
    before = lists(board)
    assert before == {"todo": TODO, "done": DONE} and dom(board) == before
    board.execute_script(ENDINGS)
    session, over = pointer_drag_to(board, "plan", "review", 0.3)
    assert session["destination"] == "todo" and over == str(session["index"])
    assert "Plan the sprint" in session["image"]
    expected = landed(before, "plan", "todo", "todo", session["index"])
    assert expected["todo"] != TODO, "the drop moved the card"
    WebDriverWait(board, 5).until(lambda d: lists(d) == expected)
    assert dom(board) == expected
    assert board.execute_script("return window.renders") == 1
    untouched(board)
    # A5: the dropped card is selected in its new place, on the element the render drew.
    WebDriverWait(board, 5).until(lambda d: d.execute_script(
        "return document.querySelector(\"[data-dk-item='plan']\").classList.contains('dk-selected')"))
    # The drag image landed on the card the page's render drew in its new place (F2).
    ending = board.execute_script("return window.endings[0]")
    place = board.execute_script("const r = document.querySelector(\"[data-dk-item='plan']\").getBoundingClientRect(); return [r.left, r.top]")
    assert ending["how"] == ["dk-preview-settle"] and abs(ending["to"][0] - place[0]) <= 1 and abs(ending["to"][1] - place[1]) <= 1, (ending, place)
    # The re-rendered cards are DragKit's again: a second drag of a card the render drew.
    session, _ = pointer_drag_to(board, "write", "review", 0.3)
    expected = landed(expected, "write", "todo", "todo", session["index"])
    WebDriverWait(board, 5).until(lambda d: lists(d) == expected)
    assert dom(board) == expected
    untouched(board)


def test_S3_a_pointer_move_across_lists_lands_where_the_gap_said(board):
    before = lists(board)
    session, over = pointer_drag_to(board, "write", "ci", 0.3)
    assert session["destination"] == "done" and over == str(session["index"])
    expected = landed(before, "write", "todo", "done", session["index"])
    assert "write" in expected["done"]
    WebDriverWait(board, 5).until(lambda d: lists(d) == expected)
    assert dom(board) == expected
    untouched(board)


def test_S7_keyboard_drags_reorder_and_move_across_where_the_marker_said(board):
    pick_up_by_keyboard(board, "plan")
    press(board, Keys.ARROW_DOWN)
    WebDriverWait(board, 5).until(lambda d: snapshot(d)["sessions"][0]["index"] == 1)
    assert board.execute_script("return document.querySelectorAll('.dk-insertion-marker').length") == 1
    press(board, Keys.ENTER)
    wait_idle(board)
    expected = {"todo": ["write", "plan", "review"], "done": DONE}
    WebDriverWait(board, 5).until(lambda d: lists(d) == expected)
    assert dom(board) == expected
    # Focus followed the dropped card to the element the render drew for it.
    WebDriverWait(board, 5).until(lambda d: d.execute_script(
        "return document.activeElement.dataset.dkItem === 'plan' && document.activeElement.isConnected"))
    # Across: Tab to the other list, then the drop lands at the index the session showed.
    press(board, Keys.SPACE)
    WebDriverWait(board, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(board, Keys.TAB)
    WebDriverWait(board, 5).until(lambda d: snapshot(d)["sessions"][0]["destination"] == "done")
    index = snapshot(board)["sessions"][0]["index"]
    press(board, Keys.ENTER)
    wait_idle(board)
    expected = landed(expected, "plan", "todo", "done", index)
    WebDriverWait(board, 5).until(lambda d: lists(d) == expected)
    assert dom(board) == expected
    untouched(board)


def test_S10_undo_and_redo_re_render_through_commit(plain_board):
    page = plain_board
    pointer_drag_to(page, "write", "ci", 0.3)
    moved = lists(page)
    assert moved != {"todo": TODO, "done": DONE}
    page.execute_script("window.dragkit.undo()")
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: lists(d) == {"todo": TODO, "done": DONE})
    assert dom(page) == {"todo": TODO, "done": DONE}
    page.execute_script("window.dragkit.redo()")
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: lists(d) == moved)
    assert dom(page) == moved
    assert page.execute_script("return window.renders") == 3
    untouched(page)


def test_F7_a_refused_commit_leaves_the_array_and_the_dom_as_they_were(plain_board):
    page = plain_board
    page.execute_script("window.failures = []; window.dragkit.addEventListener('failure', (e) => window.failures.push(e.detail));"
                        "window.example.refuse = 'the board is locked'")
    before_html = page.execute_script("return document.querySelector('.board').innerHTML.replace(/ style=\"[^\"]*\"| class=\"[^\"]*\"/g, '')")
    pointer_drag_to(page, "plan", "setup", 0.85)
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.failures.length") == 1)
    assert "the board is locked" in page.execute_script("return window.failures[0].reason")
    assert lists(page) == {"todo": TODO, "done": DONE}
    assert dom(page) == {"todo": TODO, "done": DONE}
    assert page.execute_script("return window.renders") == 0
    untouched(page)
    # The engine took the drop back: the next drop lands from the page's own order.
    page.execute_script("window.example.refuse = ''")
    session, _ = pointer_drag_to(page, "plan", "review", 0.3)
    expected = landed({"todo": TODO, "done": DONE}, "plan", "todo", "todo", session["index"])
    WebDriverWait(page, 5).until(lambda d: lists(d) == expected)
    assert dom(page) == expected
    assert before_html != ""


def test_F7_escape_cancels_a_drag_of_a_re_rendered_card_and_nothing_changes(plain_board):
    """A drop the page rendered, then a keyboard drag of the card its render drew, cancelled by
    Escape: the page's array, its DOM and its renders stay as the drop left them."""
    page = plain_board
    pick_up_by_keyboard(page, "write")
    press(page, Keys.ARROW_DOWN)
    press(page, Keys.ENTER)
    wait_idle(page)
    dropped = {"todo": ["plan", "review", "write"], "done": DONE}
    WebDriverWait(page, 5).until(lambda d: lists(d) == dropped)
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return document.activeElement.dataset.dkItem") == "write")
    press(page, Keys.SPACE)
    WebDriverWait(page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(page, Keys.ARROW_UP)
    WebDriverWait(page, 5).until(lambda d: snapshot(d)["sessions"][0]["index"] == 1)
    press(page, Keys.ESCAPE)
    wait_idle(page)
    assert lists(page) == dropped
    assert dom(page) == dropped
    assert page.execute_script("return window.renders") == 1
    untouched(page)


def test_S4_a_copy_is_the_page_s_to_draw_under_its_new_id_and_undo_takes_it_away(plain_board):
    """Alt at the drop copies (S4): DragKit clones nothing; the page draws the copy under the id
    the transfer names, and that element is DragKit's at once (it drags); undo removes it (S10)."""
    page = plain_board
    drag(page, item_point(page, "plan"), item_point(page, "review", 0.85), alt_at_drop=True)
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: len(lists(d)["todo"]) == 4)
    todo = lists(page)["todo"]
    copy = todo[3]
    assert todo[:3] == TODO and copy not in TODO + DONE
    assert page.execute_script("return window.example.lists().todo[3].title") == "Plan the sprint"
    assert dom(page) == lists(page)
    untouched(page)
    session, _ = pointer_drag_to(page, copy, "plan", 0.2)
    assert session["items"] == [copy] and session["index"] == 0
    assert "Plan the sprint" in session["image"], "the drag image shows the element the page drew"
    WebDriverWait(page, 5).until(lambda d: lists(d)["todo"] == [copy] + TODO)
    page.execute_script("window.dragkit.undo()")
    wait_idle(page)
    page.execute_script("window.dragkit.undo()")
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: lists(d) == {"todo": TODO, "done": DONE})
    assert dom(page) == {"todo": TODO, "done": DONE}
    untouched(page)


def test_S10_apply_to_does_the_arithmetic_of_every_transfer_without_changing_the_lists(plain_board):
    """`kit.applyTo(lists, transfer)`: a move across lists, an undone move whose items go back to
    scattered places (ascending `indices`), a copy of objects under new ids, undo's 'delete' of
    copies, and items a drop created; the lists handed in are never changed."""
    found = plain_board.execute_script("""
const kit = window.dragkit;
const lists = { a: ['p', 'q', 'r', 's'], b: ['x'] };
const frozen = JSON.stringify(lists);
const out = {};
out.move = kit.applyTo(lists, { kind: 'items', operation: 'move', items: ['q', 's'], from: 'a', to: 'b', index: 1, indices: [1, 2] });
out.undo = kit.applyTo({ a: ['p', 'r'], b: ['x', 'q', 's'] },
  { kind: 'items', operation: 'move', items: ['q', 's'], from: 'b', to: 'a', index: 1, indices: [1, 3] });
out.copy = kit.applyTo({ a: [{ id: 'p', t: 'P' }], b: [] },
  { kind: 'items', operation: 'copy', items: ['p'], from: 'a', to: 'a', index: 1, copies: ['p2'], indices: [1] });
out.remove = kit.applyTo({ a: ['p', 'p2'] }, { kind: 'items', operation: 'delete', items: ['p2'], from: 'a', to: 'a', index: 1 });
out.created = kit.applyTo({ a: ['p'] }, { kind: 'items', operation: 'copy', items: [], from: null, to: 'a', index: 0,
  copies: [], indices: [0], created: [{ id: 'n', type: 'public.text', label: 'N', text: 'N' }] }, { create: (c) => c.id });
out.same = out.move.b !== lists.b && JSON.stringify(lists) === frozen;
return out;""")
    assert found["move"] == {"a": ["p", "r"], "b": ["x", "q", "s"]}
    assert found["undo"] == {"a": ["p", "q", "r", "s"], "b": ["x"]}
    assert found["copy"] == {"a": [{"id": "p", "t": "P"}, {"id": "p2", "t": "P"}], "b": []}
    assert found["remove"] == {"a": ["p"]}
    assert found["created"] == {"a": ["n", "p"]}
    assert found["same"] is True
