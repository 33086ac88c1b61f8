"""Issue 37: Files' outline view, the showcase's tree (the `trees` plugin). The current folder's
rows are the top of the tree; each folder row holds its folder's container, collapsed at first.
A drag resting on a collapsed folder opens it (S13), a drop lands where the indented marker says
(the row above it, at the level its indent shows, F6) and is stored in that folder, survives a
reload and is undone and redone (S10); a keyboard drag steps in a level with Right and says the
level (S7); axe-core finds nothing at rest or mid-drag; a touch drag on a phone works too."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import as_a_phone, Gesture, announcement, axe_violations, open_scene, snapshot, stored, wait_idle
from scene_steps import wait_for
import tree_page
from tree_page import centre

INDENT = 20  # data-dk-outline on the listing (scenes.js OUTLINE_INDENT)
ROOT = "files-root"
DOCUMENTS, PROJECTS = "files-root-1", "files-root-2"  # the folder rows for files-documents, files-projects
CV = "files-root-4"


def open_outline(page, showcase):
    open_scene(page, showcase, "files")
    page.find_element("css selector", "[data-files-view='outline']").click()
    WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "const t = document.querySelector('.view-outline[data-dk-outline]');"
        "return !!t && t.querySelector(':scope > [data-dk-items]').getAttribute('role') === 'tree'"
        " && !!document.querySelector('[data-dk-item=files-root-1][data-dk-tree]')"))
    page.execute_script(tree_page.MARKER_JS)
    return page


def tree(page):
    """The tree as snapshot() lists it (the bridge's own snapshot): [(id, parent, depth)]."""
    entry = next(c for c in page.execute_script("return window.dragkit.host.snapshot().containers")
                 if c["id"] == ROOT)
    return [(r["id"], r["parent"], r["depth"]) for r in entry["tree"]]


TREE, ROW = ".view-outline[data-dk-outline]", ".outline-row"


def shown(page):
    """The rows shown, in order, as [id, level]."""
    return tree_page.shown(page, TREE)


def row_box(page, item):
    return tree_page.row_box(page, item, ROW)


def name_point(page, item):
    """The middle of a row's name: where a person grabs a file."""
    return page.execute_script(
        "const r = document.querySelector(`[data-dk-item=\"${arguments[0]}\"] .file-name`).getBoundingClientRect();"
        "return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];", item)


def marker(page):
    """The drop marker now, with the row above it (tree_page.MARKER_JS)."""
    return tree_page.marker(page, TREE, ROW, INDENT)


def watch_marker(page):
    """Keeps the last marker shown, frame by frame, for a gesture performed whole (a touch
    contact does not outlast one `perform()`): read it with `last_marker`."""
    page.execute_script("window.__lastMarker = null; const look = () => { const m = window.__treeMarker(arguments[0], arguments[1], arguments[2]);"
                        " if (m) window.__lastMarker = m; if (!window.__stopWatch) requestAnimationFrame(look); };"
                        " window.__stopWatch = false; requestAnimationFrame(look);", TREE, ROW, INDENT)


def last_marker(page):
    return page.execute_script("window.__stopWatch = true; return window.__lastMarker")


def expanded(page, item):
    return page.execute_script(
        "return document.querySelector(`[data-dk-item=\"${arguments[0]}\"]`).getAttribute('aria-expanded')", item)


def chord(page, *keys):
    g = Gesture(page)
    for key in keys:
        g.key_down(key)
    for key in reversed(keys):
        g.key_up(key)
    g.perform()


def test_F6_the_outline_is_a_tree_of_the_folders_each_container_once_collapsed_at_first(page, showcase):
    open_outline(page, showcase)
    assert shown(page) == [[DOCUMENTS, 1], [PROJECTS, 1], ["files-root-3", 1], [CV, 1]]
    assert expanded(page, DOCUMENTS) == "false" and expanded(page, CV) is None
    facts = page.execute_script(
        "const ids = [...document.querySelectorAll('[data-dk-container]')].map(e => e.dataset.dkContainer);"
        "const level = document.querySelector('[data-dk-item=files-root-1]').lastElementChild;"
        "const toggle = document.querySelector('[data-dk-item=files-root-1] [data-dk-toggle]');"
        "return {dupes: ids.filter((id, k) => ids.indexOf(id) !== k), level: level.dataset.dkContainer,"
        " hidden: level.hidden, cross: level.dataset.dkCrossOperation, role: level.getAttribute('role'),"
        " rootCross: document.querySelector('[data-dk-outline]').dataset.dkCrossOperation,"
        " outline: document.querySelector('[data-dk-outline]').dataset.dkOutline,"
        " toggle: toggle.getAttribute('aria-label'), first: level.parentElement.firstElementChild.className}")
    assert facts == {"dupes": [], "level": "files-documents", "hidden": True, "cross": "move", "role": "group",
                     "rootCross": "move", "outline": str(INDENT), "toggle": "Show or hide what is in Documents",
                     "first": "outline-row"}, facts
    assert ("files-documents-1", DOCUMENTS, 2) in tree(page) and ("files-projects-1", PROJECTS, 2) in tree(page)
    # The toggle opens the row; the rows inside are indented one level (20px) further.
    page.find_element("css selector", f"[data-dk-item={DOCUMENTS}] [data-dk-toggle]").click()
    WebDriverWait(page, 5).until(lambda d: ["files-documents-1", 2] in shown(d))
    indent = page.execute_script(
        "const x = (k) => document.querySelector(`[data-dk-item=\"${k}\"] .file-icon`).getBoundingClientRect().left;"
        "return x('files-documents-1') - x('files-root-3');")
    assert abs(indent - INDENT) < 1, indent
    # Another view and back: the row stays open (ui.files.expanded), the tree's marks leave the list.
    page.find_element("css selector", "[data-files-view='list']").click()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return !document.querySelector('[data-dk-outline]')"))
    assert page.execute_script(
        "return document.querySelectorAll('.view-list [aria-level], .view-list .outline-row, .view-list [data-dk-tree]').length") == 0
    assert axe_violations(page) == []
    page.find_element("css selector", "[data-files-view='outline']").click()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return !!document.querySelector('[data-dk-outline] [role=tree]')"))
    assert expanded(page, DOCUMENTS) == "true" and ["files-documents-1", 2] in shown(page)


def test_S13_S10_a_file_rests_on_a_closed_folder_springs_it_open_lands_at_the_marker_is_stored_undone_and_kept(page, showcase):
    open_outline(page, showcase)
    before = stored(showcase)
    docs = row_box(page, DOCUMENTS)
    start = name_point(page, CV)
    g = Gesture(page).move(start).down().path(start, (start[0], start[1] + 10), 3)
    g.path((start[0], start[1] + 10), centre(docs), 8).wait(1.6).perform()
    wait_for(page, lambda: expanded(page, DOCUMENTS) == "true", 5, "Documents sprang open under the resting drag")
    # The row under the pointer stayed put: its rows opened below it.
    assert abs(row_box(page, DOCUMENTS)["y"] - docs["y"]) < 1
    assert ["files-documents-2", 2] in shown(page)
    # Down to the gap below "Tax return 2024.pdf", one indentation right: level 2, in Documents.
    tax = row_box(page, "files-documents-2")
    to = (start[0] + INDENT + 4, int(tax["y"] + tax["h"] - 2))
    g.path(centre(docs), to, 8).wait(0.4).perform()
    seen = marker(page)
    assert seen and seen["level"] == 2 and seen["above"] == "files-documents-2", seen
    g.up().perform()
    wait_idle(page)
    ids = [r[0] for r in tree(page)]
    assert (CV, DOCUMENTS, 2) in tree(page) and ids.index(CV) == ids.index("files-documents-2") + 1, tree(page)
    # Stored in that folder, right after the row above the marker, and gone from Home.
    after = stored(showcase)
    assert after["files-documents"] == before["files-documents"][:2] + [CV] + before["files-documents"][2:], after
    assert after[ROOT] == [i for i in before[ROOT] if i != CV]
    assert expanded(page, DOCUMENTS) == "true"
    # Undo (Ctrl+Z): the store as it was, and the row the drag opened closed again.
    page.find_element("css selector", f"[data-dk-item={CV}]").click()
    chord(page, Keys.CONTROL, "z")
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[ROOT] == before[ROOT])
    assert stored(showcase)["files-documents"] == before["files-documents"]
    WebDriverWait(page, 5).until(lambda d: expanded(d, DOCUMENTS) == "false")
    wait_idle(page)  # the page has heard the undo stored (redo before that is "still saving")
    # Redo, then a reload: the file is in Documents, where it was dropped.
    chord(page, Keys.CONTROL, Keys.SHIFT, "z")
    WebDriverWait(page, 5).until(lambda d: stored(showcase)["files-documents"] == after["files-documents"])
    open_outline(page, showcase)
    assert [CV, 1] not in shown(page)
    page.find_element("css selector", f"[data-dk-item={DOCUMENTS}] [data-dk-toggle]").click()
    WebDriverWait(page, 5).until(lambda d: [CV, 2] in shown(d))
    rows = [r[0] for r in shown(page)]
    assert rows.index(CV) == rows.index("files-documents-2") + 1, rows


def test_S8_S10_files_ctrl_clicked_in_two_levels_drop_into_a_folder_together_stored_one_move_per_level_and_undone(page, showcase):
    """The outline has one selection over its levels (issue 37): a click on Lease agreement in
    the opened Documents, a Ctrl-click on CV at the top, and both stay selected (the showcase's
    one-selection-per-page rule counts a tree's levels as one); a drag of CV carries both to the
    marker's level inside Projects, the store keeps each in Projects after the row above the
    marker, and one undo puts each back in its own folder (S10)."""
    open_outline(page, showcase)
    before = stored(showcase)
    page.find_element("css selector", f"[data-dk-item={DOCUMENTS}] [data-dk-toggle]").click()
    page.find_element("css selector", f"[data-dk-item={PROJECTS}] [data-dk-toggle]").click()
    WebDriverWait(page, 5).until(lambda d: ["files-documents-1", 2] in shown(d) and ["files-projects-1", 2] in shown(d))
    Gesture(page).move(name_point(page, "files-documents-1")).down().up().perform()
    Gesture(page).key_down(Keys.CONTROL).move(name_point(page, CV)).down().up().key_up(Keys.CONTROL).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.dragkit.host.snapshot().selections") ==
                                 {"files-documents": ["files-documents-1"], ROOT: [CV]})
    # To the gap below Projects' first row, one level in (the lead row, Lease, is at level 2).
    first = row_box(page, "files-projects-1")
    start = name_point(page, CV)
    lease = name_point(page, "files-documents-1")
    to = (start[0] + (start[0] - lease[0]) + 4, int(first["y"] + first["h"] - 2))
    g = Gesture(page).move(start).down().path(start, (start[0], start[1] - 10), 3).path((start[0], start[1] - 10), to, 8).wait(0.4)
    g.perform()
    seen = marker(page)
    assert seen and seen["level"] == 2 and seen["above"] == "files-projects-1", seen
    g.up().perform()
    wait_idle(page)
    after = stored(showcase)
    projects = before["files-projects"]
    assert after["files-projects"] == projects[:1] + ["files-documents-1", CV] + projects[1:], after
    assert "files-documents-1" not in after["files-documents"] and CV not in after[ROOT]
    said = page.execute_script("return document.getElementById('dk-announcer').textContent")
    assert said.startswith("Moved 2 items"), said
    chord(page, Keys.CONTROL, "z")
    WebDriverWait(page, 5).until(lambda d: stored(showcase) == before)


def test_S7_a_keyboard_drag_goes_a_level_in_with_right_says_the_level_and_drops_there(page, showcase):
    open_outline(page, showcase)
    before = stored(showcase)
    page.find_element("css selector", f"[data-dk-item={CV}]").click()
    g = Gesture(page)
    for key in (" ", Keys.ARROW_UP):
        g.key_down(key).key_up(key)
    g.perform()
    said = announcement(page)
    assert "top level" in said, said
    Gesture(page).key_down(Keys.ARROW_RIGHT).key_up(Keys.ARROW_RIGHT).perform()
    said_in = announcement(page)
    assert "level 2" in said_in and "inside Projects" in said_in, said_in
    # Space on a closed folder opens it at once (S13, the keyboard's spring); Space again drops.
    Gesture(page).key_down(" ").key_up(" ").perform()
    wait_for(page, lambda: expanded(page, PROJECTS) == "true", 5, "Space opened Projects")
    assert "Opened Projects" in announcement(page) and "level 2" in announcement(page), announcement(page)
    assert ["files-projects-1", 2] in shown(page)
    Gesture(page).key_down(" ").key_up(" ").perform()
    wait_idle(page)
    ids = [r[0] for r in tree(page)]
    assert (CV, PROJECTS, 2) in tree(page) and ids.index(CV) == ids.index("files-projects-3") + 1, tree(page)
    after = stored(showcase)
    assert after["files-projects"] == before["files-projects"] + [CV], after
    assert after[ROOT] == [i for i in before[ROOT] if i != CV]
    assert "Projects" in announcement(page), announcement(page)
    assert [CV, 2] in shown(page)


def test_axe_is_clean_at_rest_and_mid_drag_in_the_outline_and_it_looks_right(page, showcase):
    size = page.get_window_size()
    page.set_window_size(1280, 800)
    try:
        open_outline(page, showcase)
        page.find_element("css selector", f"[data-dk-item={DOCUMENTS}] [data-dk-toggle]").click()
        WebDriverWait(page, 5).until(lambda d: ["files-documents-1", 2] in shown(d))
        assert axe_violations(page) == []
        page.execute_script("document.querySelector('.finder').scrollIntoView({block: 'start'})")
        lease = row_box(page, "files-documents-1")
        start = name_point(page, CV)
        to = (start[0] + INDENT + 4, int(lease["y"] + lease["h"] - 2))
        tree_page.held_at_a_level_is_axe_clean(page, start, to, lambda: marker(page), 2, "files-documents-1", "/tmp/files-outline-mid-drag.png")
    finally:
        page.set_window_size(size["width"], size["height"])


def test_touch_on_a_phone_moves_a_file_into_a_folder_level(own_page, showcase):
    page = own_page
    as_a_phone(page)
    open_outline(page, showcase)
    page.execute_script("document.querySelector('[data-dk-item=files-root-1] [data-dk-toggle]').click()")
    WebDriverWait(page, 5).until(lambda d: ["files-documents-1", 2] in shown(d))
    page.execute_script("document.querySelector('.view-outline').scrollIntoView({block: 'start'})")
    lease = row_box(page, "files-documents-1")
    start = name_point(page, CV)
    to = (start[0] + INDENT + 4, int(lease["y"] + lease["h"]))
    watch_marker(page)
    g = Gesture(page, "touch").move(start).down().wait(0.7)
    g.path(start, (start[0], start[1] - 12), 3).path((start[0], start[1] - 12), to, 8).wait(0.4).up().perform()
    seen = last_marker(page)
    assert seen and seen["above"] == "files-documents-1" and seen["level"] == 2, seen
    wait_idle(page)
    ids = [r[0] for r in tree(page)]
    assert (CV, DOCUMENTS, 2) in tree(page) and ids.index(CV) == ids.index("files-documents-1") + 1, tree(page)
    WebDriverWait(page, 5).until(lambda d: stored(showcase)["files-documents"][1:2] == [CV])
    assert CV not in stored(showcase)[ROOT]
