"""Escape during a real mouse drag cancels it (F7, S10; issue 34, "The seams"): headful Chromium
under Xvfb, a real X11 drag made with xdotool (press, moves over the target, Escape, release over
the target). A mouse drag in the showcase is the browser's own drag (dragkit-native.js), so the
key goes to the browser's drag loop, not to the page: only a real display shows what a person
gets. After the cancel nothing changed: the page's snapshot and what the server stored are as
before the drag, nothing is being dragged or stored, and what was said is a cancel, never a move.
"""
import urllib.request

import pytest

from desktop import wait_for
from showcase_steps import idle, item_point, name_window, open_scene, plain_text, stored


def snapshot_content(window):
    """The page's content as its snapshot shows it: every container's items and text."""
    return window.focus_driver().execute_script(
        "return window.dragkit.snapshot().containers.map(c => [c.id, c.items, c.text])")


def stored_content(showcase):
    return {cid: ([item["id"] for item in c["items"]], plain_text(c)) for cid, c in stored(showcase).items()}


def store_version(showcase):
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        return int(response.headers["DragKit-Store-Version"])


def record_announcements(window):
    """Every text the live region is given, in order (each mutation's added text, not only the
    last one read at the observer's callback)."""
    window.focus_driver().execute_script(
        "window.dkSaid = []; const region = document.getElementById('dk-announcer');"
        "new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes)"
        " if (n.textContent) window.dkSaid.push(n.textContent); })"
        ".observe(region, {childList: true, characterData: true, subtree: true});")


def escape_mid_drag(window, desktop, start, end):
    """Presses at `start`, drags over `end` until the page has a session whose destination is
    set, presses Escape (a real X key), then releases over `end`."""
    driver = window.focus_driver()
    desktop.press(start, toward=end)
    desktop.glide(start, end, steps=10)
    wait_for(lambda: driver.execute_script(
        "const s = window.dragkit.snapshot().sessions; return s.length === 1 && s[0].destination !== null"),
        10, message="the drag over its destination")
    desktop.run(["xdotool", "key", "Escape"])
    wait_for(lambda: driver.execute_script("return window.dragkit.snapshot().sessions.length === 0"), 10,
             message="the drag to end on Escape")
    desktop.glide(end, (end[0] + 6, end[1] + 4), steps=2)  # the pointer moves on: no drag comes back
    desktop.release(before_release=0.3)


@pytest.mark.parametrize("case", ["reminder between lists", "note into another note"])
def test_F7_issue34_escape_during_a_real_mouse_drag_cancels_and_changes_nothing(window, desktop, showcase, case):
    route = "reminders" if case.startswith("reminder") else "notes"
    driver = open_scene(window, showcase, route)
    desktop.run(["xdotool", "windowactivate", "--sync", name_window(window, f"DragKit escape {route}")], check=False)
    idle(window)
    before_page, before_stored = snapshot_content(window), stored_content(showcase)
    version = store_version(showcase)
    if route == "reminders":
        dragged = before_stored["rem-today"][0][0]
        target = before_stored["rem-work"][0][1]
        start, end = item_point(window, dragged), item_point(window, target)
    else:
        dragged = before_stored["notes-index"][0][1]
        note = next(cid for cid, c in stored(showcase).items() if c["kind"] == "note")
        end = window.element_center(f"[data-dk-container='{note}']")
        start = item_point(window, dragged)  # after scrolling the note into view, if it had to
        end = window.element_center(f"[data-dk-container='{note}']")
    record_announcements(window)
    escape_mid_drag(window, desktop, start, end)
    idle(window)
    assert snapshot_content(window) == before_page, "the page's content changed after Escape"
    assert stored_content(showcase) == before_stored, "the stored content changed after Escape"
    assert store_version(showcase) == version, "something was written after Escape"
    said = driver.execute_script("return window.dkSaid")
    assert not any(s.startswith(("Moved", "Copied", "Inserted")) for s in said), said
    assert driver.execute_script("return window.dragkit.snapshot().undoDepth") == 0, "nothing to undo: nothing happened"
