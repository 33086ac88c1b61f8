"""Keyboard drags reach text views (S7): a clipping in Files is carried into a note by keyboard
and its text lands at the caret the keys chose (P1); text selected in a note is picked up with
Ctrl+Shift+D or Edit ▸ Drag Selection and carried to another note (a copy, A4) or to a Files
folder, where it becomes a clipping (P1). Every drop is stored (a reload shows it)."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from dragkit_page import (announcement, items, of_kind, open_scene, select_text, snapshot, text,
                          wait_idle, press)
from scene_steps import command, type_of, wait_for, wait_items


def pick_up_shortcut(page):
    ActionChains(page).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("d") \
        .key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()


def keyboard_session(page):
    """The keyboard's drag as the snapshot lists it (items or text), or None."""
    return next((s for s in snapshot(page)["sessions"] if s["pointer"] == 4294967295), None)


def tab_until(page, accept, limit=20):
    """Presses Tab until the keyboard drag is over a container `accept` likes; returns its session."""
    for _ in range(limit):
        press(page, Keys.TAB)
        session = keyboard_session(page)
        assert session is not None, "the keyboard drag is still running"
        if session["destination"] is not None and accept(session["destination"]):
            return session
    raise AssertionError("Tab never reached the place wanted")


def marker_in_view_over(page, container_id):
    """Whether the insertion marker is shown inside the viewport and over `container_id`."""
    return page.execute_script("""
const marker = document.querySelector('.dk-insertion-marker');
const view = document.querySelector(`[data-dk-container='${arguments[0]}']`);
if (!marker || !view) return false;
const m = marker.getBoundingClientRect(), v = view.getBoundingClientRect();
const inViewport = m.top >= 0 && m.bottom <= innerHeight && m.left >= 0 && m.right <= innerWidth;
return inViewport && m.left >= v.left - 2 && m.right <= v.right + 2 && m.top >= v.top - 2 && m.bottom <= v.bottom + 2;""",
                               container_id)


def dom_selection(page):
    """The page's selection as [text view key, start, end] (offsets in characters), or None."""
    return page.execute_script("""
const s = window.dragkit.host.textSelection();
return s ? [s.container, s.start, s.end] : null;""")


def open_documents(page):
    page.find_element("css selector", "[data-dk-spring='open-files-documents']").click()
    wait_for(page, lambda: any(c["id"] == "files-documents" for c in snapshot(page)["containers"]), 5,
             "the Documents folder opened")


def test_S7_P1_a_clipping_carried_into_a_note_by_keyboard_inserts_its_text_at_the_chosen_caret(page, showcase):
    open_scene(page, showcase, "notes|files")
    open_documents(page)
    clipping = next(i for i in items(page, "files-documents") if type_of(page, i) == "com.dragkit.clipping")
    clip_text = page.execute_async_script(
        "const done = arguments[1]; fetch(`/api/items/${arguments[0]}/representation?type=public.plain-text`)"
        ".then(r => r.text()).then(done)", clipping)
    assert clip_text
    notes = [c["id"] for c in of_kind(page, "note")]
    page.find_element("css selector", f"[data-dk-item='{clipping}']").click()
    press(page, Keys.SPACE)
    assert "picked up" in announcement(page).lower()
    session = tab_until(page, lambda c: c in notes)
    note = session["destination"]
    original = text(page, note)
    assert session["index"] == len(original), "a note without a selection is entered at the end"
    assert "Over " in announcement(page) and "Drop to copy its text." in announcement(page)
    press(page, Keys.ARROW_LEFT, Keys.ARROW_LEFT, Keys.ARROW_LEFT)
    at = len(original) - 3
    assert keyboard_session(page)["index"] == at, "Left moves the drag's caret, one character a press"
    assert f"at character {at + 1} in" in announcement(page)
    wait_for(page, lambda: marker_in_view_over(page, note), 3, "the caret marker shows, in view, over the note")
    assert text(page, note) == original, "nothing changes before the drop"
    press(page, Keys.SPACE)
    wait_for(page, lambda: clip_text in text(page, note), 10, "the clipping's text arrived")
    wait_idle(page)
    inserted = text(page, note)
    assert inserted == original[:at] + clip_text + original[at:], "inserted exactly at the chosen caret"
    assert clipping in items(page, "files-documents"), "the clipping stays: its text was copied"
    focused = page.execute_script("return document.activeElement.closest('[data-dk-container]')?.dataset.dkContainer")
    assert focused == note, "focus follows the drop into the note"
    open_scene(page, showcase, "notes|files")
    assert text(page, note) == inserted, "the inserted text is stored"


def test_S7_S6_A4_text_picked_up_with_the_shortcut_is_copied_to_another_note_at_the_chosen_caret(page, showcase):
    open_scene(page, showcase, "notes")
    source, target = [c["id"] for c in of_kind(page, "note")][:2]
    original, other = text(page, source), text(page, target)
    start = original.index("Sourdough")
    fragment = original[start:start + len("Sourdough loaf")]
    select_text(page, source, start, start + len(fragment))
    pick_up_shortcut(page)
    session = keyboard_session(page)
    assert session and session["text"] and session["destination"] == source
    assert announcement(page).startswith(f"Picked up text “{fragment}” from")
    session = tab_until(page, lambda c: c == target)
    assert session["operation"] == "copy" and session["index"] == len(other)
    # Up steps back a word boundary: to the start of the note's last word.
    press(page, Keys.ARROW_UP)
    at = keyboard_session(page)["index"]
    assert 0 < at < len(other) and other[at - 1] in " \n" and other[at] not in " \n"
    assert dom_selection(page) == [source, start, start + len(fragment)], "the page's own caret and selection stay put"
    wait_for(page, lambda: marker_in_view_over(page, target), 3, "the caret marker shows, in view, over the note")
    press(page, Keys.ENTER)
    wait_for(page, lambda: fragment in text(page, target), 5, "copied into the other note")
    wait_idle(page)
    copied = text(page, target)
    # S6: whole words dropped before a word get a space between them (smart spacing).
    assert copied == other[:at] + fragment + " " + other[at:]
    assert text(page, source) == original, "between notes, text is copied (S2)"
    assert snapshot(page)["undoDepth"] == 1
    open_scene(page, showcase, "notes")
    assert text(page, target) == copied, "the copy is stored"


def test_S7_P1_text_picked_up_from_the_edit_menu_becomes_a_clipping_in_a_folder(page, showcase):
    open_scene(page, showcase, "notes|files")
    note = of_kind(page, "note")[0]["id"]
    folder = next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == "folder" and c["shown"])
    before = items(page, folder)
    original = text(page, note)
    select_text(page, note, 0, 13)
    fragment = original[:13]
    command(page, "dragSelection")
    assert keyboard_session(page) is not None, "Edit ▸ Drag Selection picked the text up"
    session = tab_until(page, lambda c: c == folder)
    assert session["operation"] == "copy" and session["index"] == len(before)
    assert "Drop to make a clipping." in announcement(page)
    press(page, Keys.ARROW_UP)
    assert keyboard_session(page)["index"] == len(before) - 1
    press(page, Keys.SPACE)
    wait_items(page, folder, len(before) + 1)
    wait_idle(page)
    now = items(page, folder)
    clipping = next(i for i in now if i not in before)
    assert now.index(clipping) == len(before) - 1, "the clipping lands where the keys put it"
    assert type_of(page, clipping) == "com.dragkit.clipping"
    assert text(page, note) == original, "making a clipping leaves the text where it was"
    stored = page.execute_async_script(
        "const done = arguments[1]; fetch(`/api/items/${arguments[0]}/representation?type=public.plain-text`)"
        ".then(r => r.text()).then(done)", clipping)
    assert stored == fragment, "the clipping holds the picked-up text"
    open_scene(page, showcase, "notes|files")
    assert clipping in items(page, folder), "the clipping is stored"


def test_S7_F7_the_caret_is_revealed_in_a_long_note_and_escape_cancels_changing_nothing(page, showcase):
    open_scene(page, showcase, "notes")
    notes = [c["id"] for c in of_kind(page, "note")]
    source = notes[0]
    target = max(notes[1:], key=lambda n: len(text(page, n)))  # the long note scrolls itself
    original, other = text(page, source), text(page, target)
    scroll_top = f"return document.querySelector(`[data-dk-container='{target}']`).scrollTop"
    assert page.execute_script(scroll_top) == 0
    select_text(page, source, 0, 8)
    pick_up_shortcut(page)
    tab_until(page, lambda c: c == target)
    # Entered at the end of its text, below what shows: the note scrolls to reveal the caret.
    wait_for(page, lambda: marker_in_view_over(page, target), 3, "the caret marker is revealed")
    assert page.execute_script(scroll_top) > 0
    press(page, Keys.ARROW_LEFT, Keys.ESCAPE)
    wait_idle(page)
    assert keyboard_session(page) is None
    assert text(page, source) == original and text(page, target) == other
    assert announcement(page).startswith("Cancelled. Text “")
    assert snapshot(page)["undoDepth"] == 0
    assert not page.execute_script("return !!document.querySelector('.dk-insertion-marker')")
