"""Out of the page (issue 12; S1, S2, S12, P1, F7): a mouse drag is the browser's own (native
HTML5) drag, carrying the item's representations as real data to whatever takes the drop. The
other side here is the crossing example's plain drop zone (`#elsewhere`, not DragKit, as
another app would be) and, for the window's edge, raw CDP mouse events outside the viewport and
CDP drag interception (the browser's own Escape). Requirement IDs: Docs/Requirements.md."""
import json
import urllib.request

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import announcement, drag, engine_exports, item_point, items, rect, snapshot, wait_idle
from test_foundation import preview_endings, record_preview_endings

# Records every DataTransfer.setData call, in order, and each dragstart (was it cancelled?).
RECORD_WRITES = """
window.dkWrites = []; window.dkStarts = [];
const setData = DataTransfer.prototype.setData;
DataTransfer.prototype.setData = function (type, data) { window.dkWrites.push([type, data]); return setData.call(this, type, data); };
document.addEventListener('dragstart', (e) => setTimeout(() => window.dkStarts.push(e.defaultPrevented)), true);
"""


@pytest.fixture
def crossing(driver, showcase):
    """The crossing example (Web/examples/crossing/) with its DragKit loaded."""
    driver.get(showcase.url + "examples/crossing/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    driver.execute_script(RECORD_WRITES)
    yield driver
    driver.execute_cdp_cmd("Input.setInterceptDrags", {"enabled": False})


def zone_point(driver):
    r = rect(driver, "#elsewhere")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))


def received(driver):
    WebDriverWait(driver, 5).until(lambda d: d.execute_script("return window.received.length > 0"),
                                   "the plain drop zone received the drop")
    return {entry["type"]: entry["data"] for entry in driver.execute_script("return window.received")}


def mouse(driver, kind, x, y):
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1,
        "buttons": 0 if kind == "mouseReleased" else 1})


def test_S1_P1_a_mouse_drag_out_carries_the_items_representations_in_fidelity_order(crossing, showcase):
    drag(crossing, item_point(crossing, "meeting"), zone_point(crossing))
    got = received(crossing)
    ics = showcase.url + "examples/crossing/files/team-meeting.ics"
    assert got["text/plain"] == "Team meeting, 5 January 2026, 10:00–11:00 UTC"
    assert got["text/html"] == "<b>Team meeting</b>, 5 January 2026, <i>10:00–11:00 UTC</i>"
    assert got["text/uri-list"] == ics, "the file's address, for targets that take links"
    manifest = json.loads(got["application/x-dragkit+json"])
    assert manifest["origin"] == showcase.url.rstrip("/") and manifest["page"]
    assert manifest["items"] == [{"id": "meeting", "type": "public.calendar-event", "container": "list"}]
    assert manifest["operation"] == "move"
    # Written in the page's fidelity order; the file as Chrome's DownloadURL (mime:name:url).
    writes = crossing.execute_script("return window.dkWrites")
    assert [w[0] for w in writes] == ["text/plain", "text/html", "DownloadURL", "text/uri-list",
                                      "application/x-dragkit+json",
                                      "application/x-dragkit-item+public.calendar-event"], writes
    assert dict(writes)["DownloadURL"] == f"text/calendar:Team meeting.ics:{ics}"
    # The file is a real calendar file, not a picture of one.
    with urllib.request.urlopen(ics) as response:
        body = response.read().decode()
    assert body.startswith("BEGIN:VCALENDAR") and "SUMMARY:Team meeting" in body
    assert crossing.execute_script("return window.dkStarts") == [False], "the browser's own drag ran"


def test_S2_a_drop_delivered_outside_is_a_copy_and_leaves_the_source_unchanged(crossing):
    drag(crossing, item_point(crossing, "reading"), zone_point(crossing))
    got = received(crossing)
    assert got["text/uri-list"] == "https://example.com/dragkit"
    assert got["text/html"] == ('<a href="https://example.com/dragkit" rel="noopener noreferrer nofollow">'
                                "DragKit on the web</a>")
    wait_idle(crossing)
    assert items(crossing, "list") == ["meeting", "reading", "note"]
    assert items(crossing, "links") == []
    assert crossing.execute_script("return window.saved") == {}, "nothing was committed"
    assert not snapshot(crossing)["history"]["canUndo"], "no undo entry: nothing changed here"
    assert crossing.execute_script("return document.querySelector('[data-dk-item=reading]').hasAttribute('draggable')") is False


def test_S1_html_written_out_is_sanitised(crossing):
    out = crossing.execute_async_script("""
const done = arguments[0];
import('/dragkit/dragkit-data.js').then(({ representationsOf }) => {
  const hostile = '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a><script>alert(2)</script>'
    + '<img src=x onerror="alert(3)"><a href="https://ok.example/">ok</a><style>*{}</style></p>';
  done(representationsOf(['a'], () => [{ type: 'text/html', data: hostile }], (k) => k));
});""")
    assert out == [{"type": "text/html", "data": '<p>Hi there<a href="https://ok.example/" rel="noopener noreferrer nofollow">ok</a></p>'}]


def test_F7_a_drop_outside_the_window_that_nothing_takes_flies_back(crossing):
    start = item_point(crossing, "note")
    record_preview_endings(crossing, "note")
    mouse(crossing, "mouseMoved", *start)
    mouse(crossing, "mousePressed", *start)
    for step in range(1, 6):
        mouse(crossing, "mouseMoved", start[0] + 8 * step, start[1] + 30 * step)
    WebDriverWait(crossing, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    mouse(crossing, "mouseMoved", -40, start[1])  # out of the window
    WebDriverWait(crossing, 5).until(lambda d: snapshot(d)["sessions"][0]["destination"] is None,
                                     "outside the window the drag has no destination")
    mouse(crossing, "mouseReleased", -40, start[1])
    endings = preview_endings(crossing)
    assert [e["how"] for e in endings] == [["dk-preview-flyBack"]], endings
    wait_idle(crossing)
    assert items(crossing, "list") == ["meeting", "reading", "note"]
    assert crossing.execute_script("return window.saved") == {}


def test_F7_escape_of_a_native_mouse_drag_flies_back(crossing):
    """The browser handles Escape during its own drag: it ends the drag with no drop effect,
    which the bridge hears as a cancel. CDP drag interception plays that part here."""
    start = item_point(crossing, "meeting")
    end = item_point(crossing, "note", 0.8)
    record_preview_endings(crossing, "meeting")
    crossing.execute_cdp_cmd("Input.setInterceptDrags", {"enabled": True})
    mouse(crossing, "mouseMoved", *start)
    mouse(crossing, "mousePressed", *start)
    for step in range(1, 4):
        mouse(crossing, "mouseMoved", start[0] + 6 * step, start[1] + 6 * step)
    WebDriverWait(crossing, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    data = {"items": [{"mimeType": "text/plain", "data": "Team meeting"}], "dragOperationsMask": 1 | 2 | 16}
    for kind, point in (("dragEnter", start), ("dragOver", end)):
        crossing.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, "x": point[0], "y": point[1], "data": data})
    WebDriverWait(crossing, 5).until(lambda d: snapshot(d)["sessions"][0]["destination"] == "list")
    crossing.execute_cdp_cmd("Input.dispatchDragEvent", {"type": "dragCancel", "x": end[0], "y": end[1], "data": data})
    WebDriverWait(crossing, 5).until(lambda d: snapshot(d)["sessions"] == [])
    mouse(crossing, "mouseReleased", *end)
    endings = preview_endings(crossing)
    assert [e["how"] for e in endings] == [["dk-preview-flyBack"]], endings
    wait_idle(crossing)
    assert items(crossing, "list") == ["meeting", "reading", "note"]
    assert "cancelled" in announcement(crossing).lower()


def test_F1_only_a_mouse_press_makes_an_item_draggable_and_pen_drags_stay_on_pointer_events(crossing):
    assert crossing.execute_script("return document.querySelectorAll('[draggable]').length") == 0
    start = item_point(crossing, "meeting")
    end = item_point(crossing, "note", 0.85)
    drag(crossing, start, end, kind="pen")
    wait_idle(crossing)
    WebDriverWait(crossing, 5).until(lambda d: items(d, "list") == ["reading", "note", "meeting"])
    assert all(crossing.execute_script("return window.dkStarts")), "a pen's dragstart is cancelled"
    assert crossing.execute_script("return document.querySelectorAll('[draggable]').length") == 0
    # A mouse drag in the page moves as before, and leaves nothing draggable behind.
    drag(crossing, item_point(crossing, "meeting"), item_point(crossing, "reading", 0.2))
    wait_idle(crossing)
    WebDriverWait(crossing, 5).until(lambda d: items(d, "list") == ["meeting", "reading", "note"])
    assert crossing.execute_script("return window.dkStarts")[-1] is False, "the mouse drag was the browser's own"
    assert crossing.execute_script("return document.querySelectorAll('[draggable]').length") == 0


def test_S2_a_delivered_drop_ends_the_drag_image_without_flying_back(crossing):
    """With the engine's crossing events (dk_drag_ended_outside): delivered to another app, the
    drag image just goes (the other app drew its own), announced as a copy to another app."""
    if "dk_drag_ended_outside" not in engine_exports(crossing):
        pytest.skip("this build of the engine has no dk_drag_ended_outside: rebuild dragkit.wasm")
    record_preview_endings(crossing, "note")
    drag(crossing, item_point(crossing, "note"), zone_point(crossing))
    received(crossing)
    wait_idle(crossing)
    endings = crossing.execute_script("return window.dkEndings")
    assert all(e["how"] != ["dk-preview-flyBack"] for e in endings), endings
    assert not crossing.execute_script("return document.querySelector('.dk-preview')")
    assert "another app" in announcement(crossing).lower()
    assert items(crossing, "list") == ["meeting", "reading", "note"]


def test_P3_an_event_dropped_on_empty_space_opens_in_a_new_window(crossing):
    if "dk_item_opens_window" not in engine_exports(crossing):
        pytest.skip("this build of the engine has no dk_item_opens_window: rebuild dragkit.wasm")
    handles = crossing.window_handles
    start = item_point(crossing, "meeting")
    empty = (start[0] + 20, int(rect(crossing, "#said")["y"]) + 200)  # below every destination
    drag(crossing, start, empty)
    WebDriverWait(crossing, 5).until(lambda d: d.execute_script("return window.opened.length") == 1)
    assert crossing.execute_script("return window.opened") == [["meeting"]]
    wait_idle(crossing)
    assert items(crossing, "list") == ["meeting", "reading", "note"]
    for handle in crossing.window_handles:
        if handle not in handles:
            crossing.switch_to.window(handle)
            crossing.close()
    crossing.switch_to.window(handles[0])
