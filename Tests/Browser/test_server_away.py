"""Issue 13, F7: the page survives the server going away mid-drag and mid-transfer. The item goes
back where it was, the reason shows in plain words, and when the server is back (same database)
the page recovers without a reload: the next drop is stored.

These tests start a server of their own (the `restartable_showcase` fixture) so they can kill it
with SIGKILL and start it again on the same port and database."""
import pathlib
import re
import shutil
import tempfile

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import Showcase
from dragkit_page import Gesture, drag, dom_items, item_point, items, open_scene, text, text_point, wait_idle, stored
from scene_steps import type_of, wait_for

# What must never reach a person (as in test_failures.py): ids, quoted API names, status codes.
INTERNAL = re.compile(r"\b(rem|note|notes|photos|mail|files|cal|home|charts)-[\w.-]+|(^|\s)'|"
                      r"\bversion \d|\b[45]\d\d\b|Reload and try again|answered|Failed to fetch|TypeError")


class RestartableShowcase(Showcase):
    """A showcase server that a test can kill (SIGKILL, as a crash) and start again on the same
    port with the same database."""

    def kill(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def restart(self):
        self.kill()
        return self.start()


@pytest.fixture
def restartable_showcase():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="dragkit-away-"))
    server = RestartableShowcase(folder / "showcase.sqlite").start()
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def toast(page, timeout=10):
    return WebDriverWait(page, timeout).until(lambda d: d.execute_script(
        "const t = document.getElementById('dk-toast'); return t && !t.hidden && t.textContent"),
        "a failure message shows")


def test_F7_issue13_server_gone_mid_drag_the_item_goes_back_and_the_page_recovers(driver, restartable_showcase):
    page, server = driver, restartable_showcase
    open_scene(page, server, "reminders")
    today, errands = items(page, "rem-today"), items(page, "rem-errands")
    # Lift the first reminder and carry it part of the way.
    start, end = item_point(page, "rem-today-1"), item_point(page, errands[1], 0.2)
    gesture = Gesture(page)
    gesture.move(start).down().path(start, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), 6).perform()
    assert page.execute_script("return window.dragkit.snapshot().sessions.length") == 1, "the item is lifted"
    # The server goes away while the item is in the air; then it is dropped on Errands.
    server.kill()
    gesture.path(((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), end, 6).up().perform()
    message = toast(page)
    wait_idle(page)
    assert "the server could not be reached" in message, message
    assert not INTERNAL.search(message), f"plain words only: {message}"
    # The item is back where it was, in the engine and on screen.
    assert items(page, "rem-today") == today and items(page, "rem-errands") == errands
    wait_for(page, lambda: dom_items(page, "rem-today") == today, 5, "the item is back on screen")
    # The page says the server is away until it is back, then clears that by itself.
    wait_for(page, lambda: page.execute_script(
        "const s = document.getElementById('server-status'); return !!s && !s.hidden && s.textContent"),
        10, "the page shows that the server can't be reached")
    server.start()
    wait_for(page, lambda: page.execute_script(
        "const s = document.getElementById('server-status'); return !s || s.hidden"), 15,
        "the page notices that the server is back")
    # Without a reload, the next drop is stored.
    drag(page, item_point(page, "rem-today-1"), item_point(page, errands[1], 0.2))
    wait_idle(page)
    wait_for(page, lambda: stored(server)["rem-errands"][1:2] == ["rem-today-1"], 10, "the drop is stored")
    assert stored(server)["rem-today"] == today[1:]
    open_scene(page, server, "reminders")
    assert dom_items(page, "rem-errands")[1] == "rem-today-1", "after a reload the stored drop shows"


def test_F7_F9_issue13_server_gone_mid_transfer_nothing_lands_and_the_page_recovers(driver, restartable_showcase):
    page, server = driver, restartable_showcase
    open_scene(page, server, "notes|files")
    page.find_element("css selector", "[data-dk-spring='open-files-documents']").click()
    clipping = next(i for i in items(page, "files-documents") if type_of(page, i) == "com.dragkit.clipping")
    target = next(c for c in window_snapshot(page)["containers"] if c["kind"] == "note" and c["shown"])
    before = text(page, target["id"])
    documents = items(page, "files-documents")
    # Hold the load (the transfer) until the server has gone away.
    page.execute_script("""
const load = window.dragkit.load;
window.__release = null;
window.dragkit.load = (...args) => new Promise((resolve) => { window.__release = () => resolve(load(...args)); });""")
    drag(page, item_point(page, clipping), text_point(page, target["id"], 0))
    wait_for(page, lambda: page.execute_script("return !!window.__release"), 5, "the transfer has started")
    server.kill()
    page.execute_script("window.__release()")
    message = toast(page)
    wait_idle(page)
    assert "the server could not be reached" in message, message
    assert not INTERNAL.search(message), f"plain words only: {message}"
    assert text(page, target["id"]) == before, "nothing landed in the note"
    assert items(page, "files-documents") == documents, "the clipping stays where it was"
    wait_for(page, lambda: page.execute_script(
        "const s = document.getElementById('server-status'); return !!s && !s.hidden && s.textContent"),
        10, "the page shows that the server can't be reached")
    # The server comes back: the same drop, not held, lands and is stored, without a reload.
    server.start()
    wait_for(page, lambda: page.execute_script(
        "const s = document.getElementById('server-status'); return !s || s.hidden"), 15,
        "the page notices that the server is back")
    page.execute_script("window.__release = null")
    drag(page, item_point(page, clipping), text_point(page, target["id"], 0))
    wait_for(page, lambda: page.execute_script("return !!window.__release"), 5, "the transfer has started")
    page.execute_script("window.__release()")
    wait_for(page, lambda: text(page, target["id"]) != before, 10, "the clipping's text arrived")
    wait_idle(page)
    inserted = text(page, target["id"])
    open_scene(page, server, "notes|files")
    assert text(page, target["id"]) == inserted, "the inserted text is stored"


def window_snapshot(page):
    return page.execute_script("return window.dragkit.snapshot()")
