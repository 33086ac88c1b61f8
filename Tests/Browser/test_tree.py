"""Issue 37: a tree on a plain page (Web/examples/tree/), the `trees` plugin. A drop lands exactly
where the indented marker said (the row above it, at the level its indentation shows), the
pointer's horizontal offset chooses the level, a collapsed folder opens under a held drag (S13)
and undo closes it again with the move (S10), a folder never goes inside itself (F7), the
keyboard drag steps by row and level with the level said (S7), the tree's own keys, touch on a
phone, and axe-core at rest and mid-drag."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, announcement, axe_violations, snapshot, wait_idle
import tree_page
from tree_page import centre

INDENT = 24


@pytest.fixture
def tree(driver, showcase):
    driver.get(showcase.url + "examples/tree/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return document.querySelector('#tree').getAttribute('role') === 'tree'"))
    return driver


def rows(page):
    """The tree as snapshot() lists it: [(id, parent, depth)] in tree order."""
    entry = next(c for c in snapshot(page)["containers"] if c["id"] == "files")
    return [(r["id"], r["parent"], r["depth"]) for r in entry["tree"]]


def shown(page):
    """The rows shown, in order, as (id, level)."""
    return tree_page.shown(page, "#tree")


def row_box(page, item):
    return tree_page.row_box(page, item, ".row")


def marker(page):
    """The drop marker's line {x, y, w, level, above} (level from its indent), or None."""
    return tree_page.marker(page, "#tree", ".row", INDENT)


def test_F6_a_tree_says_what_it_is_rows_levels_and_expansion_and_snapshot_lists_parents_and_depths(tree):
    assert tree.execute_script("return document.activeElement === document.body")
    assert shown(tree) == [["projects", 1], ["plan", 2], ["drafts", 2], ["budget", 2], ["cv", 1],
                           ["letters", 1], ["notes", 1], ["photos", 1]]
    attrs = tree.execute_script(
        "const a = (k, n) => document.querySelector(`[data-dk-item=\"${k}\"]`).getAttribute(n);"
        "return {drafts: [a('drafts', 'aria-expanded'), a('drafts', 'aria-setsize'), a('drafts', 'aria-posinset')],"
        " projects: a('projects', 'aria-expanded'), cv: a('cv', 'aria-expanded'),"
        " group: document.querySelector('[data-dk-container=projects-in]').getAttribute('role'),"
        " stops: [...document.querySelectorAll('#tree [tabindex=\"0\"]')].map(e => e.dataset.dkItem)}")
    assert attrs == {"drafts": ["false", "3", "2"], "projects": "true", "cv": None, "group": "group", "stops": ["projects"]}
    assert rows(tree) == [("projects", None, 1), ("plan", "projects", 2), ("drafts", "projects", 2),
                          ("outline", "drafts", 3), ("old", "drafts", 3), ("first-try", "old", 4),
                          ("budget", "projects", 2), ("cv", None, 1), ("letters", None, 1),
                          ("to-bank", "letters", 2), ("notes", None, 1), ("photos", None, 1)]
    assert axe_violations(tree) == []


def drag_to_marker(page, item, to, kind="mouse"):
    """Drags `item` to the point `to`; returns the marker seen there, with the row above it."""
    start = centre(row_box(page, item))
    g = Gesture(page, kind).move(start).down()
    if kind == "touch":
        g.wait(0.7)
    g.path(start, (start[0], start[1] + 12), 3).path((start[0], start[1] + 12), to, 8).wait(0.4).perform()
    return g, marker(page)


def drop_group_at_marker(page, item, to, above, level, carried):
    """Drags `item` to `to` and lets go there: the marker must have shown `level` under the row
    `above`, and the drag carried `carried` (a group, in tree order). Lets go before it asserts,
    so a failure leaves no pointer pressed for the next test."""
    g, seen = drag_to_marker(page, item, to)
    items = page.execute_script("return window.dragkit.snapshot().sessions[0].items")
    g.up().perform()
    wait_idle(page)
    assert seen and seen["above"] == above and seen["level"] == level, seen
    assert items == carried


def undo_restores(page, before):
    """Ctrl+Z, then the tree is as `before` (S10)."""
    Gesture(page).key_down(Keys.CONTROL).key_down("z").key_up("z").key_up(Keys.CONTROL).perform()
    WebDriverWait(page, 5).until(lambda d: rows(d) == before)


@pytest.mark.parametrize("dx, level", [(0, 1), (INDENT + 4, 2)])
def test_F6_the_pointers_horizontal_offset_chooses_the_level_and_the_drop_lands_at_the_marker(tree, dx, level):
    # Notes to the gap between Budget (level 2, last in Projects) and CV (level 1): straight up it
    # stays at level 1 (after Projects), one indentation right it goes in as Budget's sibling.
    budget, cv = row_box(tree, "budget"), row_box(tree, "cv")
    start = centre(row_box(tree, "notes"))
    g, seen = drag_to_marker(tree, "notes", (start[0] + dx, int(cv["y"])))
    assert seen and seen["above"] == "budget" and seen["level"] == level, seen
    # The gap: the rows below the marker moved down, those above did not.
    moved = tree.execute_script(
        "return ['budget', 'cv'].map(k => { const e = document.querySelector(`[data-dk-item=\"${k}\"]`);"
        " const row = e.querySelector(':scope > .row') || e; const t = getComputedStyle(row).transform;"
        " return t === 'none' ? 0 : new DOMMatrixReadOnly(t).m42; })")
    assert moved[0] == 0 and moved[1] > 20, moved
    g.up().perform()
    wait_idle(tree)
    tree_rows = rows(tree)
    ids = [r[0] for r in tree_rows]
    notes = tree_rows[ids.index("notes")]
    assert ids.index("notes") == ids.index("budget") + 1, ids
    assert notes == ("notes", "projects" if level == 2 else None, level)
    assert ("notes", level) in [tuple(r) for r in shown(tree)]
    assert tree.execute_script("return window.saved.tree.map(r => r.id)") == ids
    assert budget["y"] < cv["y"]


def test_S13_a_held_drag_opens_a_closed_folder_the_drop_lands_inside_and_undo_closes_it_again(tree):
    before = rows(tree)
    letters = row_box(tree, "letters")
    start = centre(row_box(tree, "cv"))
    g = Gesture(tree).move(start).down().path(start, (start[0], start[1] + 10), 3)
    g.path((start[0], start[1] + 10), centre(letters), 6).wait(1.6).perform()
    opened = tree.execute_script("return document.querySelector('[data-dk-item=letters]').getAttribute('aria-expanded')")
    assert opened == "true"
    # The row under the pointer stayed where it was: the rows opened below it.
    assert abs(row_box(tree, "letters")["y"] - letters["y"]) < 1
    # Down to the gap below "To the bank", one level in: inside Letters.
    bank = row_box(tree, "to-bank")
    to = (start[0] + INDENT + 4, int(bank["y"] + bank["h"] - 2))
    g.path(centre(letters), to, 6).wait(0.4).perform()
    seen = marker(tree)
    assert seen and seen["level"] == 2, seen
    assert seen["above"] == "to-bank"
    g.up().perform()
    wait_idle(tree)
    after = rows(tree)
    assert ("cv", "letters", 2) in after and [r[0] for r in after].index("cv") == [r[0] for r in after].index("to-bank") + 1
    assert tree.execute_script("return window.saved.expanded") == {"letters": True}
    # Undo: CV back where it was, and Letters, opened by the drag, closed again (S10).
    tree.find_element("css selector", "[data-dk-item=cv]").click()
    undo_restores(tree, before)
    WebDriverWait(tree, 5).until(lambda d: d.execute_script(
        "return document.querySelector('[data-dk-item=letters]').getAttribute('aria-expanded')") == "false")


def selected(page):
    """The rows the tree shows selected (aria-selected), in tree order."""
    return page.execute_script("return [...document.querySelectorAll('#tree [aria-selected=true]')].map(e => e.dataset.dkItem)")


def click(page, item, ctrl=False, shift=False):
    g = Gesture(page)
    modifier = Keys.CONTROL if ctrl else Keys.SHIFT if shift else None
    if modifier:
        g.key_down(modifier)
    g.move(centre(row_box(page, item))).down().up()
    if modifier:
        g.key_up(modifier)
    g.perform()


def test_S8_a_tree_has_one_selection_over_its_levels_and_a_group_lands_at_the_marker_and_undo_restores(tree):
    before = rows(tree)
    # A click leaves nothing selected at another level (what shows selected is what drags).
    click(tree, "plan")
    click(tree, "cv")
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["cv"])
    # A Ctrl-click adds a row of another level, a second one takes it out again (as Finder's
    # list view): the tree's one selection spans its levels.
    click(tree, "plan", ctrl=True)
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["plan", "cv"])
    click(tree, "cv", ctrl=True)
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["plan"])
    click(tree, "budget", ctrl=True)
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["plan", "budget"])
    # Dragged by Budget to the gap between Letters and Notes, one indentation left: level 1.
    notes = row_box(tree, "notes")
    start = centre(row_box(tree, "budget"))
    drop_group_at_marker(tree, "budget", (start[0] - INDENT - 4, int(notes["y"]) + 2), "letters", 1, ["plan", "budget"])
    ids = [r[0] for r in rows(tree)]
    # The marker's row, then the group in order, at the marker's level.
    at = ids.index("letters")
    assert ids[at + 2:at + 5] == ["plan", "budget", "notes"], ids
    assert ("plan", None, 1) in rows(tree) and ("budget", None, 1) in rows(tree)
    assert selected(tree) == ["plan", "budget"]
    # Undo puts both back in Projects.
    undo_restores(tree, before)


def test_S8_S10_a_group_selected_across_levels_lands_at_the_marker_one_level_after_another_and_undo_restores(tree):
    """A page's select() may name rows of several levels (issue 37): a press on one drags them
    all, they land at the marker's level (the rows already in that level first, then the other
    level's, as they are stored, one move per level), and one undo puts each back exactly."""
    before = rows(tree)
    tree.execute_script("window.dragkit.select('files', ['cv', 'plan'])")
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["plan", "cv"])
    photos = row_box(tree, "photos")
    drop_group_at_marker(tree, "cv", (centre(row_box(tree, "cv"))[0], int(photos["y"]) + 2), "notes", 1, ["plan", "cv"])
    ids = [r[0] for r in rows(tree)]
    at = ids.index("notes")
    assert ids[at + 1:at + 4] == ["cv", "plan", "photos"], ids
    assert ("plan", None, 1) in rows(tree) and ("cv", None, 1) in rows(tree)
    assert "plan" not in [r[0] for r in rows(tree) if r[1] == "projects"]
    undo_restores(tree, before)
    assert tree.execute_script("return window.dragkit.snapshot().pendingTransfers") == 0


def test_S8_shift_click_and_shift_arrows_select_the_rows_shown_between_across_levels_and_they_drag_as_one(tree):
    """Shift-click selects every row the tree shows from the anchor to the row, whatever their
    levels (issue 37, S8); Shift+Down extends it by one shown row; a press on one of them drags
    the outermost ones (a selected folder carries its rows) and one undo puts all back."""
    before = rows(tree)
    click(tree, "budget")
    click(tree, "letters", shift=True)
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["budget", "cv", "letters"])
    # Shift+Down from Letters (focused by the click) takes in the next shown row, Notes;
    # Shift+Up gives it back.
    Gesture(tree).key_down(Keys.SHIFT).key_down(Keys.ARROW_DOWN).key_up(Keys.ARROW_DOWN).key_up(Keys.SHIFT).perform()
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["budget", "cv", "letters", "notes"])
    assert tree.execute_script("return document.activeElement.dataset.dkItem") == "notes"
    Gesture(tree).key_down(Keys.SHIFT).key_down(Keys.ARROW_UP).key_up(Keys.ARROW_UP).key_up(Keys.SHIFT).perform()
    WebDriverWait(tree, 5).until(lambda d: selected(d) == ["budget", "cv", "letters"])
    # Space on the focused Letters picks up the same group for a keyboard drag (S7); Escape
    # puts it back.
    tree.execute_script("document.querySelector('[data-dk-item=letters]').focus()")
    Gesture(tree).key_down(" ").key_up(" ").perform()
    assert tree.execute_script("return window.dragkit.snapshot().sessions[0].items") == ["budget", "cv", "letters"]
    Gesture(tree).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    wait_idle(tree)
    assert rows(tree) == before
    # The rows the keyboard drag's gap moved slide back first: a person aims where they rest.
    WebDriverWait(tree, 5).until(lambda d: d.execute_script("return !document.querySelector('[data-dk-gap]')"))
    # Dragged by CV to the gap above Photos at level 1: Budget (level 2), CV and Letters (which
    # carries To the bank inside it) land after Notes, the rows of Notes' level first.
    photos = row_box(tree, "photos")
    drop_group_at_marker(tree, "cv", (centre(row_box(tree, "cv"))[0], int(photos["y"]) + 2), "notes", 1,
                         ["budget", "cv", "letters"])
    top = [r[0] for r in rows(tree) if r[1] is None]
    assert top == ["projects", "notes", "cv", "letters", "budget", "photos"], top
    assert ("to-bank", "letters", 2) in rows(tree)
    undo_restores(tree, before)
    assert tree.execute_script("return window.dragkit.snapshot().pendingTransfers") == 0


def test_F7_a_folder_dropped_inside_its_own_folder_is_refused_with_the_reason_and_nothing_moves(tree):
    before = rows(tree)
    # Open Drafts (inside Projects) with its toggle, then drag Projects into Drafts.
    tree.find_element("css selector", "[data-dk-item=drafts] [data-dk-toggle]").click()
    WebDriverWait(tree, 5).until(lambda d: ["outline", 3] in shown(d))
    g, seen = drag_to_marker(tree, "projects", centre(row_box(tree, "drafts")))
    assert seen is None  # over a row's middle: no line, the row is the cue
    g.up().perform()
    wait_idle(tree)
    assert rows(tree) == before
    said = announcement(tree)
    assert "can't go into" in said and "Moved" not in said, said


def test_S7_a_keyboard_drag_steps_by_row_and_level_says_the_level_and_drops_there(tree):
    before = rows(tree)
    notes = tree.find_element("css selector", "[data-dk-item=notes]")
    notes.click()
    keys = Gesture(tree)
    for key in (" ", Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP):
        keys.key_down(key).key_up(key)
    keys.perform()
    said = announcement(tree)
    assert "level" in said, said
    Gesture(tree).key_down(Keys.ARROW_RIGHT).key_up(Keys.ARROW_RIGHT).perform()
    said_in = announcement(tree)
    assert "level 2" in said_in and "inside" in said_in, said_in
    Gesture(tree).key_down(" ").key_up(" ").perform()
    wait_idle(tree)
    after = rows(tree)
    assert after != before
    notes_row = next(r for r in after if r[0] == "notes")
    assert notes_row[2] == 2 and notes_row[1] is not None, after
    # Escape in a second drag changes nothing.
    snapshot_before = rows(tree)
    Gesture(tree).key_down(" ").key_up(" ").key_down(Keys.ARROW_DOWN).key_up(Keys.ARROW_DOWN).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    wait_idle(tree)
    assert rows(tree) == snapshot_before


def test_the_trees_keys_move_focus_by_shown_row_and_open_and_close_rows(tree):
    tree.find_element("css selector", "[data-dk-item=cv]").click()
    def press(key):
        Gesture(tree).key_down(key).key_up(key).perform()
        return tree.execute_script("return document.activeElement.dataset.dkItem")
    assert press(Keys.ARROW_DOWN) == "letters"
    assert press(Keys.ARROW_RIGHT) == "letters"
    assert ["to-bank", 2] in shown(tree)
    assert press(Keys.ARROW_RIGHT) == "to-bank"
    assert press(Keys.ARROW_LEFT) == "letters"
    assert press(Keys.ARROW_LEFT) == "letters"
    assert ["to-bank", 2] not in shown(tree)
    assert press(Keys.ARROW_UP) == "cv"
    assert press(Keys.ARROW_UP) == "budget"
    assert press(Keys.HOME) == "projects"
    assert tree.execute_script("return window.saved.expanded") == {"letters": False}
    assert tree.execute_script("return [...document.querySelectorAll('#tree [tabindex=\"0\"]')].length") == 1


def test_axe_is_clean_mid_drag_over_a_tree(tree):
    """axe-core finds nothing mid-drag; Escape then ends the drag and nothing moves. A pen drags:
    a mouse drag here is the browser's own (HTML5) drag, whose Escape the test driver does not
    deliver."""
    before = rows(tree)
    start = centre(row_box(tree, "cv"))
    g = Gesture(tree, "pen").move(start).down().path(start, (start[0] + 30, start[1] - 40), 6).wait(0.3).perform()
    try:
        assert marker(tree) is not None
        assert axe_violations(tree) == []
    finally:
        g.key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).wait(0.1).up().perform()
    wait_idle(tree)
    assert rows(tree) == before


def test_touch_on_a_phone_moves_a_row_into_a_level(own_page, showcase):
    page = own_page
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    page.get(showcase.url + "examples/tree/")
    WebDriverWait(page, 15).until(lambda d: d.execute_script(
        "return !!window.dragkit && document.querySelector('#tree').getAttribute('role') === 'tree'"))
    # chromedriver delivers a touch's release only in the gesture's own `perform`: the page notes
    # the marker at each move, and the last one before the release is what the drop must match.
    page.execute_script(
        "window.__mark = null; window.addEventListener('pointermove', () => {"
        " const m = document.querySelector('.dk-insertion-marker'); if (!m || !m.isConnected) return;"
        " const r = m.getBoundingClientRect(); const t = document.querySelector('#tree').getBoundingClientRect();"
        " window.__mark = {y: r.top + r.height / 2, level: Math.round((r.left - t.left) / arguments[0]) + 1}; });", INDENT)
    plan = row_box(page, "plan")
    start = centre(row_box(page, "cv"))
    to = (start[0] + INDENT + 4, int(plan["y"] + plan["h"]))
    Gesture(page, "touch").move(start).down().wait(0.7).path(start, (start[0], start[1] + 12), 3) \
        .path((start[0], start[1] + 12), to, 8).wait(0.3).move(to).up().perform()
    wait_idle(page)
    seen = page.execute_script("return window.__mark")
    assert seen and seen["level"] == 2 and abs(seen["y"] - (plan["y"] + plan["h"])) < 6, seen
    ids = [r[0] for r in rows(page)]
    assert ("cv", "projects", 2) in rows(page) and ids.index("cv") == ids.index("plan") + 1
