"""Content dropped in from another app (issue 12: S1, S2, A2, P1), as Chromium delivers it:
CDP `Input.dispatchDragEvent` drags files and data from outside the page (the browser's
protected mode: only types until the drop) into Photos, Calendar and Notes. The bridge reads
the drop and hands it to the showcase's `importDrop`, which stores it through
`POST /api/imports`; the page then shows what the server stored. Hostile content changes
nothing and says why."""
import urllib.request

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT
from dragkit_page import (container_point, dom_items, engine_exports, item_point, items, open_scene, screenshot,
                          stored_containers)

pytestmark = pytest.mark.skipif(
    not (ROOT / "Web/dragkit/dragkit-import.js").exists(),
    reason="the bridge's drops from outside (dragkit-import.js) are not in this tree")


@pytest.fixture(autouse=True)
def external_drags(driver, showcase):
    driver.get(showcase.url)
    if "dk_external_enter" not in engine_exports(driver):
        pytest.skip("this build of the engine has no external drags (dk_external_enter): rebuild dragkit.wasm")


def drag_in(driver, point, data=None, files=None):
    """A drag from another app entering the page, moving over `point` and dropping there."""
    payload = {"items": [{"mimeType": mime, "data": value} for mime, value in (data or {}).items()],
               "dragOperationsMask": 1}
    if files:
        payload["files"] = [str(path) for path in files]
    x, y = point
    for kind, at in (("dragEnter", (x - 30, y - 30)), ("dragOver", (x - 10, y - 10)), ("dragOver", (x, y)), ("drop", (x, y))):
        driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, "x": at[0], "y": at[1], "data": payload})


def test_S1_P1_a_png_file_dropped_on_photos_becomes_a_photo_showing_its_picture(driver, showcase, tmp_path):
    open_scene(driver, showcase, "photos")
    with urllib.request.urlopen(showcase.url + "api/items/charts-gallery-1/representation?type=public.png") as response:
        png = response.read()
    file = tmp_path / "Steps.png"
    file.write_bytes(png)
    before = items(driver, "photos-library")
    drag_in(driver, container_point(driver, "photos-library", fy=0.3), files=[file])
    WebDriverWait(driver, 15).until(lambda d: len(items(d, "photos-library")) == len(before) + 1)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return [...document.querySelectorAll(\"[data-dk-container='photos-library'] img.photo-picture\")]"
        ".some((img) => img.complete && img.naturalWidth === 320)"))
    assert len(stored_containers(showcase)["photos-library"]["items"]) == len(before) + 1


def test_S1_P1_an_ics_file_dropped_on_a_day_adds_its_event(driver, showcase, tmp_path):
    open_scene(driver, showcase, "calendar")
    file = tmp_path / "invite.ics"
    file.write_bytes(b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20250603T160000\r\nDTEND:20250603T170000\r\n"
                     b"SUMMARY:Piano lesson\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    drag_in(driver, container_point(driver, "cal-tue", fy=0.8), files=[file])
    WebDriverWait(driver, 15).until(lambda d: any(
        i["title"] == "Piano lesson" for i in stored_containers(showcase)["cal-tue"]["items"]))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector(\"[data-dk-container='cal-tue']\").textContent.includes('Piano lesson')"))


def test_A2_P1_hostile_html_dropped_on_a_note_keeps_only_safe_text_and_links(driver, showcase):
    open_scene(driver, showcase, "notes")
    html = ('<p>Safe <b>words</b><script>window.pwned=1</script><img src=x onerror="window.pwned=2">'
            '<a href="javascript:window.pwned=3">bad link</a> <a href="https://example.com/">good link</a></p>')
    drag_in(driver, container_point(driver, "note-shopping", fy=0.2), data={"text/html": html, "text/plain": "Safe words"})
    WebDriverWait(driver, 15).until(lambda d: "good link" in "".join(
        r["text"] for r in stored_containers(showcase)["note-shopping"]["text"]["runs"]))
    runs = stored_containers(showcase)["note-shopping"]["text"]["runs"]
    assert [r["link"] for r in runs if r["link"]] == ["https://example.com/"]
    assert not any("pwned" in r["text"] for r in runs)
    assert driver.execute_script("return window.pwned === undefined")
    assert not driver.find_elements("css selector", "[data-dk-container='note-shopping'] a[href^='javascript']")


def test_P1_a_decompression_bomb_is_refused_with_a_message_and_changes_nothing(driver, showcase, tmp_path):
    open_scene(driver, showcase, "photos")
    with urllib.request.urlopen(showcase.url + "api/items/charts-gallery-1/representation?type=public.png") as response:
        png = response.read()
    bomb = tmp_path / "bomb.png"
    bomb.write_bytes(png[:16] + (60000).to_bytes(4, "big") * 2 + png[24:])
    before = items(driver, "photos-library")
    drag_in(driver, container_point(driver, "photos-library", fy=0.3), files=[bomb])
    WebDriverWait(driver, 15).until(lambda d: "megapixels" in d.execute_script(
        "return document.querySelector('[aria-live]') ? [...document.querySelectorAll('[aria-live]')].map((e) => e.textContent).join(' ') : ''"))
    assert items(driver, "photos-library") == before
    assert len(stored_containers(showcase)["photos-library"]["items"]) == len(before)


EXTERNAL = 0xFFFFFFF0  # the bridge's pointer id for a drag from outside


def drag_over_then_drop(driver, point, data):
    """A drag from another app entering above `point` and held over it: returns the engine's
    feedback there (its session: destination, insertion index, operation), then drops."""
    payload = {"items": [{"mimeType": mime, "data": value} for mime, value in data.items()], "dragOperationsMask": 1}
    x, y = point
    for kind, at in (("dragEnter", (x - 30, y - 30)), ("dragOver", (x - 10, y - 2)), ("dragOver", (x, y))):
        driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, "x": at[0], "y": at[1], "data": payload})
    sessions = [s for s in driver.execute_script("return window.dragkit.host.sessions()") if s["pointer"] == EXTERNAL]
    driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": "drop", "x": x, "y": y, "data": payload})
    return sessions[0] if sessions else None


def test_S1_A2_three_lines_of_text_from_another_app_become_three_reminders_where_the_line_showed(driver, showcase):
    open_scene(driver, showcase, "reminders")
    before = [i["id"] for i in stored_containers(showcase)["rem-work"]["items"]]
    # Between the list's second and third reminders: the pointer on the top edge of the third.
    point = item_point(driver, before[2], fy=0.15)
    session = drag_over_then_drop(driver, point, {"text/plain": "Buy stamps\nWater the plants\r\n\nCall the bank\n"})
    assert session is not None and session["destination"] == "rem-work", session
    assert session["operation"] == "copy" and session["index"] == 2, f"the feedback: {session}"
    WebDriverWait(driver, 15).until(lambda d: len(stored_containers(showcase)["rem-work"]["items"]) == len(before) + 3)
    after = stored_containers(showcase)["rem-work"]["items"]
    # Exactly where the insertion line was: after the second reminder, in the lines' order.
    assert [i["title"] for i in after[2:5]] == ["Buy stamps", "Water the plants", "Call the bank"]
    assert [i["type"] for i in after[2:5]] == ["com.dragkit.reminder"] * 3
    assert [i["id"] for i in after[:2] + after[5:]] == before
    WebDriverWait(driver, 10).until(lambda d: dom_items(d, "rem-work") == [i["id"] for i in after])
    screenshot(driver, "reminders-text-from-another-app")


def test_S1_A2_a_link_from_another_app_becomes_a_reminder_titled_by_the_link_keeping_its_url(driver, showcase):
    open_scene(driver, showcase, "reminders")
    before = [i["id"] for i in stored_containers(showcase)["rem-errands"]["items"]]
    point = item_point(driver, before[0], fy=0.15)
    # What a browser puts on a dragged link: its URL list, its anchor and its URL as text.
    link = "https://example.org/recipes/pancakes"
    session = drag_over_then_drop(driver, point, {
        "text/uri-list": link, "text/html": f'<a href="{link}">Pancake recipe</a>', "text/plain": link})
    assert session is not None and session["destination"] == "rem-errands" and session["index"] == 0, session
    WebDriverWait(driver, 15).until(lambda d: len(stored_containers(showcase)["rem-errands"]["items"]) == len(before) + 1)
    added = stored_containers(showcase)["rem-errands"]["items"][0]
    assert added["type"] == "com.dragkit.reminder" and added["title"] == "Pancake recipe"
    assert added["payload"]["url"] == link
    WebDriverWait(driver, 10).until(lambda d: dom_items(d, "rem-errands")[0] == added["id"])
    # A bare URL list (no anchor): the URL is the title.
    point = item_point(driver, added["id"], fy=0.15)
    drag_over_then_drop(driver, point, {"text/uri-list": "https://example.org/b"})
    WebDriverWait(driver, 15).until(lambda d: len(stored_containers(showcase)["rem-errands"]["items"]) == len(before) + 2)
    bare = stored_containers(showcase)["rem-errands"]["items"][0]
    assert bare["title"] == "https://example.org/b" and bare["payload"]["url"] == "https://example.org/b"
