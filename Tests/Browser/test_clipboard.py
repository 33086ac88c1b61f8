"""The system clipboard (issue 12; S5, S7, S10): Copy writes an item's representations (the same
as a drag out) to the system clipboard, Paste of DragKit's own items is the engine's (undoable)
paste, Paste of anything else goes through the page's `importDrop`. On the crossing example
(Web/examples/crossing/), which leaves Ctrl/Cmd+C and V to the browser's copy and paste events.
Clipboard permission is granted through CDP. Requirement IDs: Docs/Requirements.md."""

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import items, open_scene, press, snapshot, stored_containers, wait_idle


READ_CLIPBOARD = """
const done = arguments[0];
navigator.clipboard.read().then(async (entries) => {
  const out = {};
  for (const entry of entries) for (const type of entry.types) out[type] = await (await entry.getType(type)).text();
  done(out);
}, (e) => done({error: String(e)}));
"""


@pytest.fixture
def crossing(driver, showcase):
    driver.get(showcase.url + "examples/crossing/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    grant_clipboard(driver, showcase)
    yield driver
    driver.execute_cdp_cmd("Browser.resetPermissions", {})


def grant_clipboard(driver, showcase):
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": showcase.url.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})


@pytest.fixture
def reminders(driver, showcase):
    open_scene(driver, showcase, "reminders")
    grant_clipboard(driver, showcase)
    yield driver
    driver.execute_cdp_cmd("Browser.resetPermissions", {})


def focus(driver, item):
    """Focuses the item's element, again if the page re-rendered it meanwhile (a list the server
    just stored is drawn anew), until it is the document's focused element."""
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "const el = document.querySelector(`[data-dk-item='${arguments[0]}']`); el?.focus();"
        " return !!el && document.activeElement === el", item), f"{item} cannot take focus")


def test_S5_copy_puts_the_items_representations_on_the_system_clipboard(crossing):
    focus(crossing, "meeting")
    press(crossing, "c", modifier=Keys.CONTROL)
    # The write is asynchronous (the clipboard module loads at the first focus, and what a copy
    # writes with it, issue 24): the clipboard may still hold an earlier test's copy for a moment.
    expected = "Team meeting, 5 January 2026, 10:00–11:00 UTC"
    WebDriverWait(crossing, 5).until(lambda d: d.execute_async_script(READ_CLIPBOARD).get("text/plain") == expected)
    got = crossing.execute_async_script(READ_CLIPBOARD)
    assert got.get("text/plain") == expected, got
    assert "<b>Team meeting</b>" in got.get("text/html", ""), got
    # The engine's pasteboard holds it too: the Edit menu can paste.
    assert crossing.execute_script("return window.dragkit.history().paste") > 0


def test_S5_S10_paste_of_dragkit_s_own_items_is_the_engines_undoable_paste(crossing):
    focus(crossing, "meeting")
    press(crossing, "c", modifier=Keys.CONTROL)
    focus(crossing, "note")
    press(crossing, "v", modifier=Keys.CONTROL)
    wait_idle(crossing)
    WebDriverWait(crossing, 5).until(lambda d: len(items(d, "list")) == 4)
    order = items(crossing, "list")
    assert order[:3] == ["meeting", "reading", "note"] and order[3] not in ("meeting", "reading", "note")
    assert crossing.execute_script("return window.imported") == [], "not imported: the engine pasted it"
    crossing.execute_script("window.dragkit.undo()")
    wait_idle(crossing)
    WebDriverWait(crossing, 5).until(lambda d: items(d, "list") == ["meeting", "reading", "note"])


def test_S5_paste_of_another_app_s_content_goes_through_import_drop(crossing):
    focus(crossing, "reading")
    crossing.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.writeText('From another app').then(() => done(), (e) => done(String(e)))")
    press(crossing, "v", modifier=Keys.CONTROL)
    WebDriverWait(crossing, 5).until(lambda d: len(d.execute_script("return window.imported")) == 1)
    wait_idle(crossing)
    got = crossing.execute_script("return window.imported")[0]
    assert got["label"] == "From another app" and got["container"] == "list" and got["index"] == 2
    assert items(crossing, "list")[2] not in ("meeting", "reading", "note")


def test_S5_paste_from_system_refuses_with_the_pages_reason(crossing):
    crossing.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.writeText('').then(() => done(), (e) => done(String(e)))")
    result = crossing.execute_async_script(
        "const done = arguments[0]; window.dragkit.pasteFromSystem('list').then(done, (e) => done(String(e)))")
    assert result == "nothing"
    assert items(crossing, "list") == ["meeting", "reading", "note"]


def test_S5_the_showcase_pastes_another_apps_text_as_a_stored_reminder_and_its_own_copy_as_before(reminders, showcase):
    """S5: the Edit menu's Paste reads the system clipboard: text another app copied becomes a
    reminder after the focused one, stored by the server's import; a reminder the showcase
    copied itself is pasted by the engine, after the focused one, and can be undone (S10)."""
    page = reminders
    before = items(page, "rem-work")
    focus(page, before[0])
    page.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.writeText('Call the plumber').then(() => done(), (e) => done(String(e)))")
    press(page, "v", modifier=Keys.CONTROL)
    WebDriverWait(page, 10).until(lambda d: any(
        i["title"] == "Call the plumber" for i in stored_containers(showcase)["rem-work"]["items"]))
    wait_idle(page)
    titles = [i["title"] for i in stored_containers(showcase)["rem-work"]["items"]]
    assert titles.index("Call the plumber") == 1, titles
    # The showcase's own copy: the engine's paste, after the focused reminder, undoable.
    work = items(page, "rem-work")
    copied = stored_containers(showcase)["rem-work"]["items"][0]["title"]
    focus(page, work[0])
    press(page, "c", modifier=Keys.CONTROL)
    # The copy reached the engine's pasteboard (the Edit menu can paste) before the paste.
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.dragkit.host.history().paste") > 0,
                                 f"Ctrl+C on {work[0]} copied nothing")
    focus(page, items(page, "rem-errands")[0])
    press(page, "v", modifier=Keys.CONTROL)
    def pasted(d):
        stored = [i["title"] for i in stored_containers(showcase)["rem-errands"]["items"]]
        return len(items(d, "rem-errands")) == len(stored) and copied in stored
    try:
        WebDriverWait(page, 10).until(pasted)
    except TimeoutException:
        raise AssertionError(
            f"{copied!r} not pasted into Errands: {[i['title'] for i in stored_containers(showcase)['rem-errands']['items']]},"
            f" said {page.execute_script('return [...document.querySelectorAll(`[aria-live]`)].map((e) => e.textContent)')!r}")
    wait_idle(page)
    assert snapshot(page)["undoDepth"] >= 1


def test_S5_a_paste_right_after_a_cut_pastes_what_was_cut_not_what_the_clipboard_held(crossing):
    """S5, S7: the cut's write to the system clipboard is asynchronous; a paste made at once
    reads after it, so it pastes the item just cut, not the text the clipboard held before."""
    crossing.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.writeText('Older text').then(() => done(), (e) => done(String(e)))")
    result = crossing.execute_async_script(
        "const done = arguments[0]; window.dragkit.cut('reading');"
        " window.dragkit.pasteFromSystem('list', 0).then(done, (e) => done(String(e)))")
    wait_idle(crossing)
    assert crossing.execute_script("return window.imported") == [], f"the older text was not imported ({result})"
    assert items(crossing, "list")[0] == "reading", (result, items(crossing, "list"))


def test_S5_a_copy_the_clipboard_refused_still_pastes_what_was_copied(crossing):
    """S5: a copy whose system clipboard write fails (the browser refuses: no focus, no
    permission) leaves older text on the clipboard; a paste then gives what was copied last,
    the item, not that older text, and nothing is imported. Text copied in another app after
    that is pasted as that text."""
    crossing.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.writeText('Older text').then(() => done(), (e) => done(String(e)))")
    crossing.execute_script(
        "window.realWrite = navigator.clipboard.write.bind(navigator.clipboard);"
        " window.realWriteText = navigator.clipboard.writeText.bind(navigator.clipboard);"
        " const refuse = () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'));"
        " navigator.clipboard.write = refuse; navigator.clipboard.writeText = refuse;")
    result = crossing.execute_async_script(
        "const done = arguments[0]; window.dragkit.copy('note');"
        " window.dragkit.pasteFromSystem('list', 0).then(done, (e) => done(String(e)))")
    wait_idle(crossing)
    assert result == "engine", result
    assert crossing.execute_script("return window.imported") == [], "the older text was not imported"
    listed = items(crossing, "list")
    assert len(listed) == 4 and listed[1:] == ["meeting", "reading", "note"], listed
    # Another app copies new text: that text is what pastes now.
    crossing.execute_async_script(
        "const done = arguments[0]; window.realWriteText('Newer text').then(() => done(), (e) => done(String(e)))")
    result = crossing.execute_async_script(
        "const done = arguments[0]; window.dragkit.pasteFromSystem('list', 0).then(done, (e) => done(String(e)))")
    wait_idle(crossing)
    assert result == "imported", result
    assert [i["label"] for i in crossing.execute_script("return window.imported")] == ["Newer text"]


def test_S5_F10_a_paste_still_reading_the_clipboard_counts_as_pending(crossing):
    """S5, F10: a paste is not done until it has read the clipboard and landed; the snapshot's
    `pendingTransfers` counts it, so a page (or a test) that waits for "idle" sees the paste's
    result. The system clipboard is made slow here (a busy machine): the cut's write takes 1.5 s."""
    crossing.execute_script(
        "const write = navigator.clipboard.write.bind(navigator.clipboard);"
        " navigator.clipboard.write = (parts) => new Promise((ok) => setTimeout(ok, 1500)).then(() => write(parts));")
    crossing.execute_script("window.dragkit.cut('reading'); window.dragkit.pasteFromSystem('list', 0)")
    assert snapshot(crossing)["pendingTransfers"] >= 1, "the paste waiting for the cut's write is pending"
    wait_idle(crossing)
    assert items(crossing, "list")[0] == "reading", items(crossing, "list")
    assert snapshot(crossing)["pendingTransfers"] == 0
