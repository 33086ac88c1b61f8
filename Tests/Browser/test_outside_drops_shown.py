"""Drops from other apps show at once (issue 22; S1, A2, P1): text another app drops into
Quick entry (a plain text field), into a note, or onto a list is on screen right after the drop,
without a reload, and what the page shows is what the server stored. The drag from outside is
played as Chromium delivers it: CDP `Input.dispatchDragEvent` (the browser's protected mode:
only the types until the drop). Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import container_point, engine_exports, items, open_scene, stored_containers, wait_idle


@pytest.fixture(autouse=True)
def external_drags(driver, showcase):
    driver.get(showcase.url)
    if "dk_external_enter" not in engine_exports(driver):
        pytest.skip("this build of the engine has no external drags (dk_external_enter): rebuild dragkit.wasm")


def drag_in(driver, point, data):
    """A drag from another app entering the page, moving over `point` and dropping there."""
    payload = {"items": [{"mimeType": mime, "data": value} for mime, value in data.items()], "dragOperationsMask": 1}
    x, y = point
    for kind, at in (("dragEnter", (x - 30, y - 30)), ("dragOver", (x - 10, y - 10)), ("dragOver", (x, y)), ("drop", (x, y))):
        driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, "x": at[0], "y": at[1], "data": payload})


def shown_text(driver, container_id):
    """What the text view of `container_id` shows on screen (its DOM, not the page's model)."""
    return driver.execute_script(
        "const c = document.querySelector(`[data-dk-container='${arguments[0]}']`);"
        "const v = c && (c.matches('[data-dk-text]') ? c : c.querySelector('[data-dk-text]'));"
        "return v ? v.textContent : null;", container_id)


def stored_text(showcase, container_id):
    return "".join(run["text"] for run in stored_containers(showcase)[container_id]["text"]["runs"])


def stored_once(showcase, container_id, words):
    return words in stored_text(showcase, container_id)


@pytest.mark.parametrize("container_id", ["notes-quick", "note-shopping"])
def test_S1_A2_text_dropped_from_another_app_into_a_text_view_shows_at_once_as_stored(driver, showcase, container_id):
    open_scene(driver, showcase, "notes")
    words = "Ring the bakery at nine"
    before = shown_text(driver, container_id)
    assert words not in before
    drag_in(driver, container_point(driver, container_id, fx=0.9, fy=0.5), {"text/plain": words})
    WebDriverWait(driver, 15).until(lambda d: stored_once(showcase, container_id, words), "the server stored the drop")
    wait_idle(driver)
    # On screen now, without a reload, and exactly what the server stored.
    WebDriverWait(driver, 5).until(lambda d: words in (shown_text(d, container_id) or ""), "the dropped text shows")
    assert shown_text(driver, container_id) == stored_text(showcase, container_id)
    # Nothing that was there is lost (smart spacing may add a space around the words).
    assert "".join(shown_text(driver, container_id).replace(words, "", 1).split()) == "".join(before.split())
    # The bridge holds the new text too, so the next drag starts from what is shown.
    assert driver.execute_script("return window.dragkit.host.text(arguments[0]).plain", container_id) == \
        shown_text(driver, container_id)
    assert not [e for e in driver.get_log("browser") if "not registered" in e["message"]]


def test_S1_P1_text_dropped_from_another_app_onto_a_list_shows_at_once_where_it_was_dropped(driver, showcase):
    open_scene(driver, showcase, "files")
    before = items(driver, "files-root")
    drag_in(driver, container_point(driver, "files-root", fy=0.9), {"text/plain": "Gate code 4721"})
    WebDriverWait(driver, 15).until(lambda d: len(stored_containers(showcase)["files-root"]["items"]) == len(before) + 1)
    wait_idle(driver)
    stored_items = stored_containers(showcase)["files-root"]["items"]
    new = [item for item in stored_items if item["id"] not in before]
    assert len(new) == 1
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return !!document.querySelector(`[data-dk-container='files-root'] [data-dk-item='${arguments[0]}']`)", new[0]["id"]))
    shown = driver.execute_script(
        "return [...document.querySelector(\"[data-dk-container='files-root']\").querySelectorAll('[data-dk-item]')]"
        ".map((e) => e.dataset.dkItem)")
    assert shown == [item["id"] for item in stored_items]
