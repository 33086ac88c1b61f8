"""Issue 12, between windows of the showcase (S9, S14, F7): two windows are two views of one
store. A change stored by one shows in the other within a second (the server pushes each stored
write's version over `GET /api/events`); a drop computed on a view that went stale while it was
being made is refused with plain words that name the items by title, nothing is lost or
misplaced, and the window then shows what is stored; the event stream comes back by itself when
the server does."""
import json
import re
import urllib.request

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Gesture, announcement, dom_items, drag, item_point, items, open_scene, screenshot, wait_idle,
                          stored)
from scene_steps import wait_for
from test_server_away import RestartableShowcase, restartable_showcase  # noqa: F401 (a fixture)

# What must never reach a person (as in test_failures.py): ids, quoted API names, status codes.
INTERNAL = re.compile(r"\b(rem|note|notes|photos|mail|files|cal|home|charts)-[\w.-]+|(^|\s)'|"
                      r"\bversion \d|\b[45]\d\d\b|Reload and try again|answered")


def store_version(showcase):
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        return int(response.headers["DragKit-Store-Version"])


def post_drop(showcase, body):
    """A write from another window (any writer of the store)."""
    request = urllib.request.Request(showcase.url + "api/drops", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status


def following(page):
    return page.execute_script("return window.dragkit.following.following")


def heard(page):
    return page.execute_script("return window.dragkit.following.heard")


def toast(page, timeout=10):
    return WebDriverWait(page, timeout).until(lambda d: d.execute_script(
        "const t = document.getElementById('dk-toast'); return t && !t.hidden && t.textContent"),
        "a failure message shows")


def record_announcements(page):
    page.execute_script("window.dkSaid = []; new MutationObserver(() => window.dkSaid.push("
                        "document.getElementById('dk-announcer').textContent)).observe("
                        "document.getElementById('dk-announcer'), {childList: true, characterData: true, subtree: true})")


def test_S9_issue12_a_drop_in_one_window_shows_in_the_other_within_a_second(driver, showcase):
    page = driver
    open_scene(page, showcase, "reminders")
    first = page.current_window_handle
    wait_for(page, lambda: following(page), 10, "the first window follows the store")
    page.execute_script("window.dkUnreloaded = true")  # gone if the page reloaded instead
    page.switch_to.new_window("window")
    try:
        open_scene(page, showcase, "reminders")
        errands = items(page, "rem-errands")
        drag(page, item_point(page, "rem-today-1"), item_point(page, errands[0], 0.2))
        wait_idle(page)
        assert stored(showcase)["rem-errands"][0] == "rem-today-1", "the second window's drop is stored"
        page.switch_to.window(first)
        # Shown in the first window within a second of being stored (less than that by now).
        WebDriverWait(page, 1).until(lambda d: dom_items(d, "rem-errands")[:1] == ["rem-today-1"],
                                     "the first window shows the other window's drop within a second")
        assert "rem-today-1" not in dom_items(page, "rem-today")
        assert items(page, "rem-errands")[:1] == ["rem-today-1"], "the engine has the new content too"
        assert page.execute_script("return window.dkUnreloaded === true"), "shown without reloading the page"
        # And the first window's next drop starts from there and is stored where it lands.
        work = items(page, "rem-work")
        drag(page, item_point(page, "rem-today-1"), item_point(page, work[0], 0.2))
        wait_idle(page)
        wait_for(page, lambda: stored(showcase)["rem-work"][:1] == ["rem-today-1"], 10, "the drop is stored")
        # Which the second window shows in turn.
        page.switch_to.window(page.window_handles[-1] if page.window_handles[-1] != first else page.window_handles[0])
        WebDriverWait(page, 1).until(lambda d: dom_items(d, "rem-work")[:1] == ["rem-today-1"],
                                     "the second window shows the first window's drop within a second")
    finally:
        for handle in page.window_handles:
            if handle != first:
                page.switch_to.window(handle)
                page.close()
        page.switch_to.window(first)


def test_S9_F7_issue12_a_drop_made_on_a_view_that_went_stale_mid_drag_is_refused_in_plain_words(driver, showcase):
    """The change arrives while this window's drag is in the air: the drag goes on undisturbed
    (the new content waits for it to end), the drop computed on the old view is refused, never
    announced as moved, and the window then shows what is stored."""
    page = driver
    open_scene(page, showcase, "reminders")
    wait_for(page, lambda: following(page), 10, "the window follows the store")
    record_announcements(page)
    today, work = items(page, "rem-today"), items(page, "rem-work")
    title = page.find_element("css selector", "[data-dk-item='rem-today-1']").get_attribute("data-dk-label")
    start, end = item_point(page, "rem-today-1"), item_point(page, work[1], 0.2)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    gesture = Gesture(page)
    gesture.move(start).down().path(start, middle, 6).perform()
    assert page.execute_script("return window.dragkit.snapshot().sessions.length") == 1, "the reminder is lifted"
    # Another window puts Work's last reminder first; the store pushes the new version.
    assert post_drop(showcase, {"operation": "move", "items": [work[-1]], "from": "rem-work", "to": "rem-work",
                                "index": 0}) == 200
    reordered = stored(showcase)["rem-work"]
    version = store_version(showcase)
    wait_for(page, lambda: heard(page) == version, 10, "the window heard of the change")
    # The drag in progress is not disturbed: the old view stays until it ends.
    assert page.execute_script("return window.dragkit.snapshot().sessions.length") == 1, "still dragging"
    assert dom_items(page, "rem-work") == work, "the view does not change under the pointer"
    gesture.path(middle, end, 6).up().perform()
    message = toast(page)
    wait_idle(page)
    assert message.startswith(f"Couldn't move {title} to Work: it was changed in another window, so nothing was moved."), message
    assert not INTERNAL.search(message), f"no internal ids or codes on screen: {message!r}"
    said = page.execute_script("return window.dkSaid")
    assert not any(s.startswith("Moved") for s in said), f"never announced as moved: {said}"
    assert not any(INTERNAL.search(s) for s in said), said
    assert announcement(page) == message, "the last word spoken is the same plain explanation"
    # Nothing lost, nothing misplaced: the store has the other window's order and Today intact.
    now = stored(showcase)
    assert now["rem-work"] == reordered and now["rem-today"] == today
    # This window now shows what is stored, and the engine has it.
    wait_for(page, lambda: dom_items(page, "rem-work") == reordered, 10, "the window shows the stored order")
    assert items(page, "rem-work") == reordered and dom_items(page, "rem-today") == today
    # A drop made now, on the current view, lands where it is dropped.
    drag(page, item_point(page, "rem-today-1"), item_point(page, reordered[1], 0.2))
    wait_idle(page)
    wait_for(page, lambda: stored(showcase)["rem-work"][1:2] == ["rem-today-1"], 10, "the drop is stored")
    assert stored(showcase)["rem-work"] == [reordered[0], "rem-today-1", *reordered[1:]]


@pytest.mark.parametrize("lang", ["", "ko"])
def test_F7_S9_a_drop_refused_because_another_window_moved_the_item_says_where_it_is_now(driver, showcase, lang):
    """Another window moves the reminder to Errands while this window drags it to Work: the drop
    is refused, and the message names the list it is in now, by title, instead of "It is back
    where it was", which stopped being true once this window shows what is stored; in the
    page's language (S7)."""
    page = driver
    if lang:
        page.get(f"{showcase.url}?lang={lang}#reminders")
        page.refresh()
        WebDriverWait(page, 15).until(lambda d: d.execute_script(
            "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === 'reminders'"))
    else:
        open_scene(page, showcase, "reminders")
    wait_for(page, lambda: following(page), 10, "the window follows the store")
    record_announcements(page)
    work = items(page, "rem-work")
    title = page.find_element("css selector", "[data-dk-item='rem-today-1']").get_attribute("data-dk-label")
    start, end = item_point(page, "rem-today-1"), item_point(page, work[1], 0.2)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    gesture = Gesture(page)
    gesture.move(start).down().path(start, middle, 6).perform()
    # Another window moves the same reminder to Errands, first.
    assert post_drop(showcase, {"operation": "move", "items": ["rem-today-1"], "from": "rem-today",
                                "to": "rem-errands", "index": 0}) == 200
    version = store_version(showcase)
    wait_for(page, lambda: heard(page) == version, 10, "the window heard of the change")
    gesture.path(middle, end, 6).up().perform()
    if lang == "ko":
        def says(text):
            return bool(text) and text.endswith("지금은 심부름에 있습니다.") and "It is" not in text and "Errands" not in text
        message = WebDriverWait(page, 10).until(lambda d: says(toast(d)) and toast(d),
                                                f"the message names where the reminder is now; last: {toast(page)!r}")
        expected = message
    else:
        expected = f"Couldn't move {title} to Work: it was changed in another window, so nothing was moved. It is now in Errands."
        message = WebDriverWait(page, 10).until(lambda d: (toast(d) == expected) and expected,
                                                f"the message names where the reminder is now; last: {toast(page)!r}")
    wait_idle(page)
    assert "back where it was" not in message
    assert not INTERNAL.search(message), message
    wait_for(page, lambda: announcement(page) == expected, 10, "the last word spoken says where it is now")
    said = page.execute_script("return window.dkSaid")
    assert not any(s.startswith("Moved") or "이동했습니다" in s for s in said), said
    # What the message says is what is stored and shown.
    assert stored(showcase)["rem-errands"][0] == "rem-today-1" and "rem-today-1" not in stored(showcase)["rem-work"]
    wait_for(page, lambda: dom_items(page, "rem-errands")[:1] == ["rem-today-1"], 10, "the window shows it in Errands")
    screenshot(page, "refused-names-errands")


def test_S9_issue12_the_event_stream_comes_back_after_a_server_restart(driver, restartable_showcase):
    page, server = driver, restartable_showcase
    open_scene(page, server, "reminders")
    wait_for(page, lambda: following(page), 10, "the window follows the store")
    page.execute_script("window.dkUnreloaded = true")
    server.kill()
    wait_for(page, lambda: not following(page), 10, "the window notices the stream is gone")
    server.start()
    wait_for(page, lambda: following(page), 15, "the window follows the store again, by itself")
    errands = stored(server)["rem-errands"]
    assert post_drop(server, {"operation": "move", "items": ["rem-today-2"], "from": "rem-today", "to": "rem-errands",
                              "index": 0}) == 200
    WebDriverWait(page, 5).until(lambda d: dom_items(d, "rem-errands") == ["rem-today-2", *errands],
                                 "a change stored after the restart shows without reloading")
    assert page.execute_script("return window.dkUnreloaded === true"), "the page was not reloaded"


DROP_FROM_OTHER_WINDOW = """
const [detail, done] = [arguments[0], arguments[arguments.length - 1]];
detail.items = detail.items.map((item) => ({...item, json: {...item.json, origin: location.origin}}));
import('/showcase/store.js').then((store) => store.dropFromOtherWindow(detail)).then(
  (touched) => done({ok: (touched || []).map((c) => c.id)}), (error) => done({error: error.message}));
"""


def dragkit_items(*items, operation="move"):
    """What the bridge hands `importDrop` for DragKit items dragged in from another window."""
    return [{"type": "application/x-dragkit+json", "json": {
        "page": "another-window", "operation": operation,
        "items": [{"id": item, "type": kind, "container": container} for item, kind, container in items]}}]


def test_S1_S14_issue12_items_dropped_from_another_window_move_or_copy_in_one_write(driver, showcase):
    """The items the bridge reads from another window's drag become one POST /api/drops: a move
    between two reminders lists (their rule), a copy between scenes (S2) or with Option (S4); the
    source window shows the move from the event stream, without doing anything itself."""
    page = driver
    open_scene(page, showcase, "reminders")
    source = page.current_window_handle
    wait_for(page, lambda: following(page), 10, "the source window follows the store")
    page.switch_to.new_window("window")
    try:
        open_scene(page, showcase, "reminders|notes")
        page.execute_script("window.dkSent = []; const f = window.fetch; window.fetch = (u, o) => {"
                            " if (o && o.method === 'POST') window.dkSent.push(JSON.parse(o.body)); return f(u, o); };")
        work = items(page, "rem-work")
        answer = page.execute_async_script(DROP_FROM_OTHER_WINDOW, {"container": "rem-work", "index": 1, "items": dragkit_items(
            ("rem-today-1", "com.dragkit.reminder", "rem-today"), ("rem-today-2", "com.dragkit.reminder", "rem-today"))})
        assert answer == {"ok": ["rem-today", "rem-work"]}, answer
        sent = page.execute_script("return window.dkSent")
        assert len(sent) == 1 and sent[0]["operation"] == "move", f"one write, a move: {sent}"
        now = stored(showcase)
        assert now["rem-work"] == [work[0], "rem-today-1", "rem-today-2", *work[1:]]
        assert "rem-today-1" not in now["rem-today"] and "rem-today-2" not in now["rem-today"], "moved, not copied"
        # Option in the source window: a copy, the original stays.
        answer = page.execute_async_script(DROP_FROM_OTHER_WINDOW, {"container": "rem-errands", "index": 0, "items": dragkit_items(
            (work[0], "com.dragkit.reminder", "rem-work"), operation="copy")})
        assert "error" not in answer, answer
        now = stored(showcase)
        assert work[0] in now["rem-work"] and now["rem-errands"][0] not in now["rem-work"], "a copy under a new id"
        # Between scenes a copy (S2): a photo into a note's attachments keeps its place in Photos.
        answer = page.execute_async_script(DROP_FROM_OTHER_WINDOW, {"container": "note-trip.attachments", "index": 0,
                                                                    "items": dragkit_items(("photos-library-1", "com.dragkit.photo", "photos-library"))})
        assert "error" not in answer, answer
        now = stored(showcase)
        assert "photos-library-1" in now["photos-library"] and len(now["note-trip.attachments"]) >= 1
        # A refused drop says why in plain words and stores nothing.
        before = stored(showcase)
        answer = page.execute_async_script(DROP_FROM_OTHER_WINDOW, {"container": "rem-work", "index": 0, "items": dragkit_items(
            ("photos-library-2", "com.dragkit.photo", "photos-library"))})
        assert answer.get("error") and not INTERNAL.search(answer["error"]), answer
        assert stored(showcase) == before, "nothing stored"
        # The source window shows the move without having done anything itself.
        page.switch_to.window(source)
        WebDriverWait(page, 1).until(lambda d: "rem-today-1" not in dom_items(d, "rem-today"),
                                     "the source window shows the move within a second")
        wait_for(page, lambda: dom_items(page, "rem-work")[1:3] == ["rem-today-1", "rem-today-2"], 5,
                 "and where the items went")
    finally:
        for handle in page.window_handles:
            if handle != source:
                page.switch_to.window(handle)
                page.close()
        page.switch_to.window(source)
