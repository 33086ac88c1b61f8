"""A folder is never a place for itself (S13, F6, F7, S7; issue 34, "The seams"): dragging the
Documents folder, neither its own sidebar entry nor the sidebar entry of a folder inside it is a
target (no highlight, the not-allowed cursor); dropped on its own open list or on the middle of
one of its subfolders' rows it is refused with a reason in words (never "the server refused the
change"); Move to… does not list it or its subfolders; and the server refuses such a move with a
reason of its own (422). Nothing changes on the server. Real mouse input."""
import json
import urllib.error
import urllib.request

from selenium.webdriver.common.keys import Keys

from dragkit_page import Gesture, announcement, item_point, open_scene, rect, snapshot, stored, wait_idle
from scene_steps import command, wait_for
from test_windows import post_drop

DOCUMENTS = "files-root-1"   # the Documents folder row in Home, opens files-documents
PROJECTS = "files-root-2"    # the Projects folder row, opens files-projects
GENERIC = ("server refused", "서버가 변경을 거부", "サーバが変更を拒否")


def session(page):
    sessions = snapshot(page)["sessions"]
    return sessions[0] if sessions else None


def projects_inside_documents(showcase):
    """Projects moved into Documents (by any writer of the store) before the page loads."""
    assert post_drop(showcase, {"operation": "move", "items": [PROJECTS], "from": "files-root",
                                "to": "files-documents", "index": 0}) == 200


def record_failures(page):
    page.execute_script("window.dkFailures = []; window.dragkit.host.addEventListener('failure',"
                        " (e) => window.dkFailures.push(e.detail.reason))")


def assert_refused_in_words(page, before, showcase):
    """Nothing changed on the server or on the page; nothing was said to be moved; any failure
    said is a reason in words, not the generic refusal."""
    wait_idle(page)
    assert stored(showcase) == before, "nothing changed on the server"
    failures = page.execute_script("return window.dkFailures")
    said = announcement(page)
    assert not said.startswith("Moved"), said
    for text in failures + [said]:
        assert not any(generic in text for generic in GENERIC), text
    for failure in failures:
        assert "can’t be put inside itself" in failure, failures


def hover_sidebar_entry(page, folder_container):
    start = item_point(page, DOCUMENTS)
    r = rect(page, f"[data-dk-item='sidebar-{folder_container}']")
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))
    Gesture(page).move(start).down().path(start, over, 8).perform()
    try:
        wait_for(page, lambda: session(page) is not None, 5, "the drag")
    except Exception:
        Gesture(page).up().perform()
        raise
    return page.execute_script(
        "const e = document.querySelector(`[data-dk-item='sidebar-${arguments[0]}']`);"
        "return {highlight: [...e.classList].filter(c => c.startsWith('dk-')),"
        " cursor: window.dragkit.snapshot().sessions[0].cursor,"
        " destination: window.dragkit.snapshot().sessions[0].destination}", folder_container)


def test_F6_issue34_a_folders_own_sidebar_entry_is_not_a_target_for_it(page, showcase):
    open_scene(page, showcase, "files")
    record_failures(page)
    before = stored(showcase)
    shown = hover_sidebar_entry(page, "files-documents")
    Gesture(page).up().perform()
    # Released there: refused in words (by the page, or never a drop at all), nothing changed.
    assert_refused_in_words(page, before, showcase)
    # And it never showed itself as a place to drop (F6): no highlight, the not-allowed cursor.
    assert shown["destination"] != "files-documents", shown
    assert shown["cursor"] == "not-allowed", shown
    assert not any("target" in c or "into" in c or "highlight" in c for c in shown["highlight"]), shown


def test_F6_issue34_the_sidebar_entry_of_a_folder_inside_it_is_not_a_target_either(page, showcase):
    projects_inside_documents(showcase)
    open_scene(page, showcase, "files")
    record_failures(page)
    before = stored(showcase)
    shown = hover_sidebar_entry(page, "files-projects")
    Gesture(page).up().perform()
    assert_refused_in_words(page, before, showcase)
    assert shown["destination"] != "files-projects", shown
    assert shown["cursor"] == "not-allowed", shown


def test_F7_issue34_dropped_on_its_own_open_list_or_a_subfolders_middle_it_is_refused_in_words(page, showcase):
    """Over its own row the folder may spring open (the drag goes on in its own list); released
    there, or over the middle of its subfolder's row, it is refused with the reason."""
    projects_inside_documents(showcase)
    open_scene(page, showcase, "files")
    record_failures(page)
    before = stored(showcase)
    start = item_point(page, DOCUMENTS)
    r = rect(page, f"[data-dk-item='{DOCUMENTS}']")
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))
    away = (start[0], int(r["y"] + r["h"] * 2.5))  # a row further down, then back onto itself
    Gesture(page).move(start).down().path(start, away, 6).path(away, over, 6).wait(1.5).perform()
    now = None
    try:
        assert session(page) is not None, "the folder is being dragged"
        opened = any(c["id"] == "files-documents" and c["shown"] for c in snapshot(page)["containers"])
        if opened:
            # Its own list is open under the drag: over its subfolder's middle, then released there.
            sub = rect(page, f"[data-dk-item='{PROJECTS}']")
            middle = (int(sub["x"] + sub["w"] / 2), int(sub["y"] + sub["h"] / 2))
            Gesture(page).path(over, middle, 6).perform()
            now = session(page)
    finally:
        Gesture(page).up().perform()
    assert_refused_in_words(page, before, showcase)
    assert DOCUMENTS in stored(showcase)["files-root"]
    # F6: the subfolder never showed itself as a place for its parent.
    assert now is None or now["destination"] != "files-projects", f"a subfolder is not a place for its parent: {now}"


def test_S7_issue34_move_to_lists_neither_the_folder_nor_a_folder_inside_it(page, showcase):
    projects_inside_documents(showcase)
    open_scene(page, showcase, "files")
    page.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", DOCUMENTS)
    command(page, "moveTo")
    wait_for(page, lambda: page.find_elements("css selector", "#sheet input[name='move-to']"), 5, "the Move to… sheet")
    offered = page.execute_script("return [...document.querySelectorAll(\"#sheet input[name='move-to']\")].map(e => e.value)")
    assert "files-documents" not in offered and "files-projects" not in offered, offered
    page.find_element("css selector", "body").send_keys(Keys.ESCAPE)


def test_issue34_the_server_refuses_a_folder_inside_itself_with_a_reason_of_its_own(page, showcase):
    projects_inside_documents(showcase)
    before = stored(showcase)
    for target, reason in (("files-documents", "'Documents' was dropped on itself"),
                           ("files-projects", "'Projects' is inside 'Documents'")):
        try:
            post_drop(showcase, {"operation": "move", "items": [DOCUMENTS], "from": "files-root", "to": target, "index": 0})
            raise AssertionError("stored a folder inside itself")
        except urllib.error.HTTPError as error:
            assert error.code == 422, error.code
            message = json.loads(error.read())["error"]
            assert message == f"A folder can't be put inside itself: {reason}.", message
    assert stored(showcase) == before
