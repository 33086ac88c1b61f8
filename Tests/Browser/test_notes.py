"""Notes (issue 4): styled text views (S6, A4): a selection dragged within a note moves, with
Alt it copies (S4), to another note it copies with its styles, to a plain-text field it adopts
the field's style (A4), and a drag held at the edge of a long note scrolls it (A1). Undo covers
text drops (S10)."""

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from dragkit_page import (Gesture, drag, item_point, items, of_kind, open_scene, rect, screenshot, select_text, snapshot,
                          text, text_point, wait_idle)
from scene_steps import wait_for, wait_items


def notes(page):
    found = of_kind(page, "note")
    assert len(found) >= 3
    return [c["id"] for c in found]


def squeezed(value):
    """The text without whitespace: what a drop must keep, whatever spacing it adds."""
    return "".join(value.split())


def styles(page, container_id, fragment):
    """The computed font weight and style of the span holding `fragment`."""
    return page.execute_script("""
const root = document.querySelector(`[data-dk-container='${arguments[0]}']`);
const span = [root, ...root.querySelectorAll('span')].reverse()
  .find(s => s.textContent.includes(arguments[1]));
const cs = getComputedStyle(span); return [cs.fontWeight, cs.fontStyle, cs.color];""", container_id, fragment)


def test_S6_dragging_a_selection_within_a_note_moves_it_and_undo_puts_it_back(page, showcase):
    open_scene(page, showcase, "notes")
    note = notes(page)[0]
    original = text(page, note)
    select_text(page, note, 0, 6)
    word = original[:6]
    drag(page, text_point(page, note, 3), text_point(page, note, len(original) - 1, 0.5))
    wait_idle(page)
    moved = text(page, note)
    # The words left the start and landed before the last character, none lost or doubled
    # (spaces a smart insertion adds are not counted).
    expected = original[6:len(original) - 1] + word + original[-1:]
    assert squeezed(moved) == squeezed(expected), (moved[-30:], expected[-30:])
    assert not moved.startswith(word)
    assert snapshot(page)["undoDepth"] == 1
    ActionChains(page).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
    wait_for(page, lambda: text(page, note) == original, 5, "undo restores the text")
    wait_idle(page)
    ActionChains(page).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("z").key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()
    wait_for(page, lambda: text(page, note) == moved, 5, "redo moves it again")
    wait_idle(page)
    open_scene(page, showcase, "notes")
    assert text(page, note) == moved, "what redo stored is what a reload shows"


def test_S4_alt_copies_within_a_note(page, showcase):
    open_scene(page, showcase, "notes")
    note = notes(page)[0]
    original = text(page, note)
    select_text(page, note, 0, 6)
    drag(page, text_point(page, note, 3), text_point(page, note, len(original) - 1), alt_at_drop=True)
    wait_idle(page)
    # The original stays and a copy lands where the pointer let go, before the last character.
    expected = original[:len(original) - 1] + original[:6] + original[-1:]
    assert squeezed(text(page, note)) == squeezed(expected), text(page, note)[-30:]
    assert text(page, note).startswith(original[:6])


def test_S6_A4_to_another_note_keeps_styles_and_to_a_plain_field_adopts_its_style(page, showcase):
    open_scene(page, showcase, "notes")
    source, target = notes(page)[:2]
    bold = page.execute_script("""
const root = document.querySelector(`[data-dk-container='${arguments[0]}']`);
let offset = 0;
for (const span of root.querySelectorAll('span')) {
  const cs = getComputedStyle(span);  // bold body text, not the note's heading
  if (Number(cs.fontWeight) >= 600 && parseFloat(cs.fontSize) <= 17 && !span.textContent.includes('\\n')
      && span.textContent.trim().length >= 4)
    return [offset, offset + span.textContent.length];
  offset += span.textContent.length;
}
return null;""", source)
    assert bold, "the first note has bold text to try with"
    fragment = text(page, source)[bold[0]:bold[1]]
    select_text(page, source, bold[0], bold[1])
    drag(page, text_point(page, source, bold[0] + 1), text_point(page, target, 0))
    wait_for(page, lambda: fragment in text(page, target), 5, "copied into the other note")
    wait_idle(page)
    assert fragment in text(page, source), "between notes, text is copied (S2)"
    assert int(styles(page, target, fragment)[0]) >= 600, "a rich note keeps the bold style"
    field = of_kind(page, "field")[0]["id"]
    select_text(page, source, bold[0], bold[1])
    drag(page, text_point(page, source, bold[0] + 1), rect_center(page, field))
    wait_for(page, lambda: fragment in (text(page, field) or ""), 5, "copied into the field")
    wait_idle(page)
    assert int(styles(page, field, fragment)[0]) < 600, "a plain field gives the text its own style"


def rect_center(page, container_id):
    r = rect(page, f"[data-dk-container='{container_id}']")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))


def test_A1_holding_a_text_drag_at_the_bottom_of_a_long_note_scrolls_it(page, showcase):
    open_scene(page, showcase, "notes")
    long_note = max(notes(page), key=lambda n: len(text(page, n)))
    scroller = page.execute_script("""
let e = document.querySelector(`[data-dk-container='${arguments[0]}']`);
while (e && !(e.scrollHeight > e.clientHeight + 4 && getComputedStyle(e).overflowY !== 'visible')) e = e.parentElement;
return e;""", long_note)
    assert scroller is not None, "the long note scrolls"
    page.execute_script("arguments[0].scrollIntoView({block: 'center'})", scroller)  # all of it on screen
    top = page.execute_script("return arguments[0].scrollTop", scroller)
    select_text(page, long_note, 0, 5)
    r = page.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", scroller)
    start = text_point(page, long_note, 2)
    edge = (int(r[0] + r[2] / 2), int(r[1] + r[3] - 6))
    g = Gesture(page).move(start).down().path(start, edge, 8).perform()
    # Held still at the edge, the note scrolls by itself (the engine's own timer).
    wait_for(page, lambda: page.execute_script("return arguments[0].scrollTop", scroller) > top + 20, 5,
             "auto-scroll moved the note")
    scrolled = page.execute_script("return arguments[0].scrollTop", scroller)
    # S6: the dragged words stay marked in the note while they are dragged.
    marked = page.execute_script(
        "const h = CSS.highlights.get('dk-drag-source'); return h ? [...h].map(r => r.toString()) : []")
    screenshot(page, "scene-notes-text-drag-scrolling")
    Gesture(page).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    g.up().perform()
    wait_idle(page)
    assert scrolled > top + 20, f"auto-scroll moved the note ({top} -> {scrolled})"
    assert marked == [text(page, long_note)[:5]], marked
    assert not page.execute_script("return CSS.highlights.has('dk-drag-source')"), "the mark goes with the drag"


def test_A2_a_photo_dropped_on_a_notes_text_is_attached_to_that_note(page, showcase):
    open_scene(page, showcase, "photos|notes")
    note = "note-shopping"
    strip = f"{note}.attachments"
    assert page.execute_script(
        "const card = document.querySelector(`[data-dk-container='${arguments[0]}']`).closest('.note-card');"
        "return !!card && !!card.querySelector(`[data-dk-container='${arguments[1]}']`)", note, strip), \
        "each note shows its own attachments strip in its card"
    before = len(items(page, strip))
    original = text(page, note)
    photo = items(page, "photos-library")[2]
    drag(page, item_point(page, photo), text_point(page, note, 8))
    wait_items(page, strip, before + 1, 15)
    wait_idle(page)
    assert text(page, note) == original, "the words are unchanged"
    open_scene(page, showcase, "photos|notes")
    assert len(items(page, strip)) == before + 1, "the attachment is stored"
