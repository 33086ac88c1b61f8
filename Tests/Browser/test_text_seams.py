"""Text where two capabilities meet (issue 34; S1, S6, A4, F6): text another app drops into a
note gets the smart spacing a drop from another note gets; a drop just right of the end of a
line lands at the end of that line, where the caret showed it, from another app or from
another note; a whole note dropped into another note's title line doesn't turn into a heading.
Drags from other apps are played with CDP `Input.dispatchDragEvent`. Requirement IDs:
Docs/Requirements.md."""
from dragkit_page import (container_point, drag, item_point, open_scene, select_text, snapshot,
                          stored_containers, text, text_point, wait_idle)
from scene_steps import wait_for

EXTERNAL = 0xFFFFFFF0  # the bridge's pointer id for a drag from outside


def drop_from_another_app(page, points, plain):
    """A drag from another app carrying `plain` text, entering at points[0], over the rest, and
    dropped at the last; returns the engine's session seen over the last point (before the drop)."""
    data = {"items": [{"mimeType": "text/plain", "data": plain}], "dragOperationsMask": 1}
    page.execute_cdp_cmd("Input.dispatchDragEvent", {"type": "dragEnter", "x": points[0][0], "y": points[0][1], "data": data})
    for x, y in points[1:]:
        page.execute_cdp_cmd("Input.dispatchDragEvent", {"type": "dragOver", "x": x, "y": y, "data": data})
    seen = next((s for s in snapshot(page)["sessions"] if s["pointer"] == EXTERNAL), None)
    x, y = points[-1]
    page.execute_cdp_cmd("Input.dispatchDragEvent", {"type": "drop", "x": x, "y": y, "data": data})
    return seen


def stored_text(showcase, container_id):
    return "".join(run["text"] for run in stored_containers(showcase)[container_id]["text"]["runs"])


def shown(page, container_id):
    return page.execute_script(
        "const c = document.querySelector(`[data-dk-container='${arguments[0]}']`);"
        "return (c.matches('[data-dk-text]') ? c : c.querySelector('[data-dk-text]')).textContent;", container_id)


def test_S1_S6_text_from_another_app_gets_the_smart_spacing_of_a_drop_from_a_note(page, showcase):
    open_scene(page, showcase, "notes")
    field = "notes-quick"
    before = text(page, field)
    assert before == "Call Mum about Sunday lunch"
    at = text_point(page, field, before.index("Sunday"))
    seen = drop_from_another_app(page, [(at[0], at[1] - 40), at], "Pick up oranges")
    assert seen and seen["destination"] == field, seen
    expected = "Call Mum about Pick up oranges Sunday lunch"  # not "…orangesSunday lunch"
    wait_for(page, lambda: stored_text(showcase, field) == expected, 10, f"stored spaced: {stored_text(showcase, field)!r}")
    wait_idle(page)
    assert text(page, field) == expected and shown(page, field) == expected
    # The same words dragged from a note get the same spaces (S6): "Oat" before "milk".
    note = "note-shopping"
    body = text(page, note)
    start = body.index("Sourdough")
    select_text(page, note, start, start + len("Sourdough"))
    drag(page, text_point(page, note, start + 2), text_point(page, field, expected.index("lunch")))
    wait_idle(page)
    wait_for(page, lambda: text(page, field) == "Call Mum about Pick up oranges Sunday Sourdough lunch", 5,
             f"spaced like the other app's text: {text(page, field)!r}")


END_OF_LINE = """
const root = document.querySelector(`[data-dk-container='${arguments[0]}'] [data-dk-text], [data-dk-container='${arguments[0]}'][data-dk-text]`);
const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
let node, seen = 0, target = arguments[1];
while ((node = walker.nextNode())) {
  if (target < seen + node.data.length) break;
  seen += node.data.length;
}
const range = document.createRange(); range.setStart(node, target - seen); range.setEnd(node, target - seen + 1);
const r = range.getClientRects()[0];
return [Math.round(r.right + 3), Math.round(r.top + r.height / 2)];
"""


def test_S6_F6_a_drop_just_right_of_a_lines_end_lands_at_the_end_of_that_line(page, showcase):
    """Issue 34: 3 px right of "Sourdough loaf", the caret showed the end of that line, but the
    text landed at the start of the next one."""
    open_scene(page, showcase, "notes")
    note = "note-shopping"
    body = text(page, note)
    end = body.index("Sourdough loaf") + len("Sourdough loaf")
    assert body[end] == "\n"
    point = tuple(page.execute_script(END_OF_LINE, note, end - 1))
    seen = drop_from_another_app(page, [(point[0], point[1] - 40), point], "Rye")
    # The feedback: the caret at the end of the line (before its line break).
    assert seen and seen["destination"] == note and seen["index"] == end, (seen, end)
    expected = body[:end] + " Rye" + body[end:]
    wait_for(page, lambda: stored_text(showcase, note) == expected, 10, f"stored: {stored_text(showcase, note)[:80]!r}")
    wait_idle(page)
    assert text(page, note) == expected
    # From another note, the same place: words of the trip note dropped just right of the line's end.
    open_scene(page, showcase, "notes")
    body = text(page, note)
    end = body.index("Rye") + len("Rye")
    point = tuple(page.execute_script(END_OF_LINE, note, end - 1))
    trip = "note-trip"
    words = text(page, trip)
    start = words.index("Lisbon")
    select_text(page, trip, start, start + len("Lisbon"))
    drag(page, text_point(page, trip, start + 2), point)
    wait_idle(page)
    wait_for(page, lambda: "Sourdough loaf Rye Lisbon\n" in text(page, note), 5, f"at the line's end: {text(page, note)[:90]!r}")


def test_A4_a_whole_note_dropped_on_another_notes_title_line_keeps_the_body_plain(page, showcase):
    """Issue 34: a note dropped into another note's title line restyled everything it brought as
    that title (22 pt bold); its first line joins the title, the lines after take the body's style."""
    open_scene(page, showcase, "notes")
    index = next(c for c in snapshot(page)["containers"] if c["id"] == "notes-index")["items"]
    trip = next(i for i in index if page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).textContent.includes('Lisbon')", i))
    note = "note-shopping"
    title = text(page, note).index("\n")
    drag(page, item_point(page, trip), text_point(page, note, title))  # the end of the title line
    wait_idle(page)
    wait_for(page, lambda: "Lisbon long weekend" in stored_text(showcase, note), 10, "the note's text is in")
    runs = stored_containers(showcase)[note]["text"]["runs"]
    heading = [run for run in runs if run.get("size") == 22]
    heading_text = "".join(run["text"] for run in heading)
    # The title line: its own words and the dropped note's first line; nothing after.
    assert heading_text.startswith("Shopping list") and heading_text.count("\n") <= 2, heading
    assert "Sunday" not in heading_text and "Tram 28" not in heading_text, heading_text
    body = [run for run in runs if "Tram 28" in run["text"]]
    assert body and all(run.get("size", 16) == 16 and run.get("weight", 400) == 400 for run in body), body
