"""A text drag between two apps' text views copies (issue 22; S2, S6, §7 of the HIG): words
selected in a note and dragged into Mail's message body land there, where the pointer let go,
and the note, on screen and as stored, is exactly as it was. Requirement IDs:
Docs/Requirements.md."""
from dragkit_page import drag, open_scene, select_text, snapshot, stored_containers, text, text_point, wait_idle
from scene_steps import wait_for


def squeezed(value):
    """The text without whitespace: what a drop must keep, whatever spacing it adds."""
    return "".join(value.split())


def shown(page, container_id):
    return page.execute_script(
        "const c = document.querySelector(`[data-dk-container='${arguments[0]}']`);"
        "return (c.matches('[data-dk-text]') ? c : c.querySelector('[data-dk-text]')).textContent;", container_id)


def stored_text(showcase, container_id):
    return "".join(run["text"] for run in stored_containers(showcase)[container_id]["text"]["runs"])


def test_S2_S6_text_dragged_from_a_note_into_mail_is_copied_and_the_note_keeps_its_text(page, showcase):
    open_scene(page, showcase, "notes|mail")
    note, body = "note-shopping", "mail-body"
    original, message = text(page, note), text(page, body)
    stored_note = stored_text(showcase, note)
    start = original.index(" ") + 1
    end = original.index(" ", start)
    word = original[start:end]
    select_text(page, note, start, end)
    drop_at = len(message) - 1
    drag(page, text_point(page, note, start + 1), text_point(page, body, drop_at))
    wait_idle(page)
    # The destination has the word where the pointer let go, before the last character.
    expected = message[:drop_at] + word + message[drop_at:]
    wait_for(page, lambda: squeezed(text(page, body)) == squeezed(expected), 5, "the word landed in the message")
    assert squeezed(shown(page, body)) == squeezed(expected)
    # The source is as it was: on screen, in the page's model and as stored (S2: across apps, a copy).
    assert text(page, note) == original and shown(page, note) == original
    wait_for(page, lambda: squeezed(stored_text(showcase, body)) == squeezed(expected), 10, "the message is stored")
    assert stored_text(showcase, note) == stored_note
    assert snapshot(page)["undoDepth"] == 1
