"""Connections (issue 34, "The seams"; S9, F7): a showcase page the browser keeps in its
back/forward cache holds no event stream. Each page follows the store over `GET /api/events`;
a cached page that kept its stream held one of the browser's six connections to the server, so
after six the next page waited seconds for one (drops showed "Loading…"). The page now closes
its stream on `pagehide` and opens it again on `pageshow`, catching up on what changed while it
was hidden; the server counts a closed stream out at once (`GET /api/stats`). The assertions
are on connection state (the server's count of open streams, the page's `following`), never on
wall time."""
import json
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from conftest import wait_ready
from dragkit_page import drag, dom_items, item_point, items, stored, wait_idle
from scene_steps import wait_for
from test_windows import following, post_drop


def open_streams(showcase):
    with urllib.request.urlopen(showcase.url + "api/stats", timeout=10) as response:
        return json.load(response)["eventStreams"]


def load_showcase(page, showcase, n):
    """A new document (its own URL, so the previous one goes into the back/forward cache)."""
    page.get(f"{showcase.url}?visit={n}#reminders")
    wait_ready(page)
    page.execute_script("window.dkVisit = arguments[0]", n)
    wait_for(page, lambda: following(page), 10, f"visit {n} follows the store")


def test_issue34_S9_pages_in_the_back_forward_cache_hold_no_event_stream(driver, showcase):
    page = driver
    visits = 8  # more than the browser's six connections per server
    for n in range(visits):
        load_showcase(page, showcase, n)
        # Only the page on screen follows: the cached ones closed their streams when hidden.
        wait_for(page, lambda: open_streams(showcase) == 1, 10,
                 f"one open event stream after visit {n} (the server counts {open_streams(showcase)})")
    # Back to an earlier page: restored from the cache (the same document), it follows again.
    page.back()
    wait_for(page, lambda: page.execute_script("return window.dkVisit") == visits - 2, 10,
             "the previous visit's page back from the cache")
    wait_for(page, lambda: following(page), 10, "the restored page follows the store again")
    assert open_streams(showcase) == 1
    # Another window's change shows here, over the reopened stream.
    today = stored(showcase)["rem-today"]
    assert post_drop(showcase, {"operation": "move", "items": [today[0]], "from": "rem-today", "to": "rem-errands",
                                "index": 0}) == 200
    wait_for(page, lambda: dom_items(page, "rem-errands")[:1] == [today[0]], 10, "the restored page shows the change")
    wait_for(page, lambda: open_streams(showcase) == 1, 10, "still one open stream")
    # A drop made now is stored at once: nothing waits for a connection.
    work = items(page, "rem-work")
    drag(page, item_point(page, today[1]), item_point(page, work[0], 0.2))
    wait_idle(page)
    WebDriverWait(page, 10).until(lambda d: stored(showcase)["rem-work"][:1] == [today[1]], "the drop is stored")


def test_issue34_a_page_hidden_while_another_window_writes_catches_up_when_shown(driver, showcase):
    """The stream closes on `pagehide`; the first event after `pageshow` names the version now
    stored, so the page shows what changed while it was cached."""
    page = driver
    load_showcase(page, showcase, 0)
    load_showcase(page, showcase, 1)
    today = stored(showcase)["rem-today"]
    assert post_drop(showcase, {"operation": "move", "items": [today[0]], "from": "rem-today", "to": "rem-work",
                                "index": 0}) == 200
    page.back()
    wait_for(page, lambda: page.execute_script("return window.dkVisit") == 0, 10, "back to the first page")
    wait_for(page, lambda: dom_items(page, "rem-work")[:1] == [today[0]], 10, "it caught up")
    assert items(page, "rem-work")[:1] == [today[0]]
    wait_for(page, lambda: open_streams(showcase) == 1, 10, "one open stream")
