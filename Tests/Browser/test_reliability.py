"""Issue 13, reliability in the page: a drop computed on a view another window has since changed
is refused by the server (the drop names the versions of its containers) instead of landing next
to the wrong items; the page takes it back, says so in plain words (F7) and shows what is stored.
Writes carry a request id, so a retry is applied once."""
import json
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import dom_items, drag, item_point, items, open_scene, wait_idle, stored
from scene_steps import wait_for


def post(showcase, body):
    request = urllib.request.Request(showcase.url + "api/drops", data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status


def test_F7_issue13_a_drop_on_a_list_reordered_elsewhere_is_refused_not_misplaced(driver, showcase):
    page = driver
    open_scene(page, showcase, "reminders")
    # This window keeps the view it has (as while the change's event is on its way, issue 12).
    page.execute_script("window.dragkit.following.pause()")
    page.execute_script("window.dkSent = []; const f = window.fetch; window.fetch = (u, o) => {"
                        " if (o && o.method === 'POST') window.dkSent.push({url: String(u), headers: o.headers,"
                        " body: JSON.parse(o.body)}); return f(u, o); };")
    work = items(page, "rem-work")
    # Another window reorders Work: its last reminder goes to the top. This page still shows the old order.
    assert post(showcase, {"operation": "move", "items": [work[-1]], "from": "rem-work", "to": "rem-work", "index": 0}) == 200
    reordered = stored(showcase)["rem-work"]
    assert items(page, "rem-work") == work, "this window has not seen the change"
    # Dropped between the first and second reminders this window shows.
    drag(page, item_point(page, "rem-today-1"), item_point(page, work[1], 0.2))
    message = WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "const t = document.getElementById('dk-toast'); return t && !t.hidden && t.textContent"), "a failure message shows")
    wait_idle(page)
    assert "it was changed in another window, so nothing was moved" in message, message
    sent = page.execute_script("return window.dkSent")
    assert sent and sent[-1]["body"].get("versions") == {"rem-today": 0, "rem-work": 0}, sent
    assert sent[-1]["headers"].get("Idempotency-Key"), "every write carries a request id"
    # Nothing landed anywhere; the page shows what is stored.
    now = stored(showcase)
    assert now["rem-work"] == reordered and "rem-today-1" in now["rem-today"]
    wait_for(page, lambda: dom_items(page, "rem-work") == reordered, 10, "the page shows the stored order")
    # Dropped again, on the view it now shows, it lands where it was dropped.
    drag(page, item_point(page, "rem-today-1"), item_point(page, reordered[1], 0.2))
    wait_idle(page)
    wait_for(page, lambda: stored(showcase)["rem-work"][1:2] == ["rem-today-1"], 10, "the drop is stored")
    assert stored(showcase)["rem-work"] == [reordered[0], "rem-today-1", *reordered[1:]]
