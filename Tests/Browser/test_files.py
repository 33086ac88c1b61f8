"""Files (issue 4): folders spring open on hover (S13); a write-only Drop Box asks before it
takes anything (S11); text dropped on a folder becomes a clipping, and a clipping dropped into
a note inserts its text (P1); an event dropped into Files is kept as a file (P1)."""
from dragkit_page import (Gesture, assert_accessible, container_point, drag, item_point, items,
                          open_scene, rect, select_text, snapshot, text, text_point, wait_idle)
from scene_steps import answer_dialog, type_of, wait_for, wait_items


def shown_folder(page):
    return next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == "folder" and c["shown"])


def is_shown(page, container_id):
    return any(c["id"] == container_id and c["shown"] for c in snapshot(page)["containers"])


def test_S13_a_folder_springs_open_while_dragging_and_takes_the_drop(page, showcase):
    open_scene(page, showcase, "files")
    root = shown_folder(page)
    spring = page.execute_script("return document.querySelector('[data-dk-spring^=\"open-\"]').dataset.dkSpring")
    target_folder = spring[len("open-"):]
    folder_item = page.execute_script(
        "return document.querySelector(`[data-dk-spring='${arguments[0]}']`).closest('[data-dk-item]').dataset.dkItem",
        spring)
    assert folder_item in items(page, root), "the spring-loaded folder is an item of the shown folder"
    file = next(i for i in items(page, root) if type_of(page, i) != "public.folder")
    others = [i for i in items(page, root) if i != file]
    inside_before = items(page, target_folder)
    assert not is_shown(page, target_folder)
    start = item_point(page, file)
    r = rect(page, f"[data-dk-spring='{spring}']")
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))
    g = Gesture(page).move(start).down().path(start, over, 8).perform()
    # Held still over the folder, it springs open once the dwell has passed (the engine's own
    # timer, no further movement needed).
    wait_for(page, lambda: is_shown(page, target_folder), 5, "the folder opened")
    assert snapshot(page)["sessions"], "the drag goes on inside the opened folder"
    inside = container_point(page, target_folder, 0.5, 0.8)
    g.path(over, inside, 6).up().perform()
    wait_idle(page)
    # Within Files a drag between folders moves (S2): the file is in the folder, once, and no
    # longer where it was; the folder itself and every other file stay put.
    assert items(page, target_folder).count(file) == 1
    assert file not in items(page, root)
    assert items(page, root) == others
    open_scene(page, showcase, "files")
    assert file in items(page, target_folder) and items(page, root) == others, "the move is stored"
    assert sorted(items(page, target_folder)) == sorted(inside_before + [file])


def test_S11_the_drop_box_asks_before_and_cannot_be_dragged_from(page, showcase):
    open_scene(page, showcase, "files")
    root = shown_folder(page)
    file = next(i for i in items(page, root) if type_of(page, i) != "public.folder")
    drag(page, item_point(page, file), container_point(page, "files-dropbox", 0.5, 0.5))
    answer_dialog(page, accept=False)
    wait_idle(page)
    assert items(page, "files-dropbox") == [] and file in items(page, root)
    drag(page, item_point(page, file), container_point(page, "files-dropbox", 0.5, 0.5))
    answer_dialog(page, accept=True)
    wait_items(page, "files-dropbox", 1)
    wait_idle(page)
    assert snapshot(page)["undoDepth"] == 0
    assert page.find_element("css selector", "[data-dk-container='files-dropbox']").get_attribute(
        "data-dk-drag") == "false"


def test_P1_text_dropped_on_a_folder_becomes_a_clipping(page, showcase):
    open_scene(page, showcase, "notes|files")
    note = next(c for c in snapshot(page)["containers"] if c["kind"] == "note" and c["shown"])
    folder = shown_folder(page)
    before = items(page, folder)
    original = note["text"]
    select_text(page, note["id"], 0, 12)
    fragment = original[:12]
    start = text_point(page, note["id"], 5)
    drag(page, start, container_point(page, folder, 0.5, 0.9))
    wait_items(page, folder, len(before) + 1)
    wait_idle(page)
    clipping = next(i for i in items(page, folder) if i not in before)
    assert type_of(page, clipping) == "com.dragkit.clipping"
    assert text(page, note["id"]) == original, "making a clipping leaves the text where it was"
    stored = page.execute_async_script(
        "const done = arguments[1]; fetch(`/api/items/${arguments[0]}/representation?type=public.plain-text`)"
        ".then(r => r.text()).then(done)", clipping)
    assert stored == fragment, "the clipping holds exactly the dragged text"


def test_P1_F9_a_clipping_dropped_into_a_note_inserts_its_text(page, showcase):
    open_scene(page, showcase, "notes|files")
    page.find_element("css selector", "[data-dk-spring='open-files-documents']").click()
    clipping = next(i for i in items(page, "files-documents") if type_of(page, i) == "com.dragkit.clipping")
    target = next(c for c in snapshot(page)["containers"] if c["kind"] == "note" and c["shown"])
    fragment = page.execute_async_script(
        "const done = arguments[1]; fetch(`/api/items/${arguments[0]}/representation?type=public.plain-text`)"
        ".then(r => r.text()).then(t => done(t.slice(0, 16)))", clipping)
    assert fragment and fragment not in target["text"]
    # Hold the load so its placeholder can be seen (F9), then let it go.
    page.execute_script("""
const load = window.dragkit.load;
window.__release = null;
window.dragkit.load = (...args) => new Promise((resolve) => { window.__release = () => resolve(load(...args)); });""")
    drag(page, item_point(page, clipping), text_point(page, target["id"], 0))
    wait_for(page, lambda: page.execute_script(
        "return !!document.querySelector(`[data-dk-container='${arguments[0]}'] .dk-placeholder, .dk-placeholder`)",
        target["id"]), 5, "a placeholder shows while the text loads")
    assert fragment not in text(page, target["id"]), "nothing is inserted before the text arrives"
    assert_accessible(page)  # the floating placeholder chip and its Cancel pass axe
    page.execute_script("window.__release()")
    wait_for(page, lambda: fragment in text(page, target["id"]), 10, "the clipping's text arrived")
    assert not page.execute_script("return !!document.querySelector('.dk-placeholder')"), "the placeholder is gone"
    wait_idle(page)
    assert clipping in items(page, "files-documents"), "dropping a clipping copies its text"
    inserted = text(page, target["id"])
    open_scene(page, showcase, "notes|files")
    assert text(page, target["id"]) == inserted, "the inserted text is stored"


def test_P1_F9_several_items_dropped_into_a_note_insert_all_their_texts(page, showcase):
    """Issue 23: the bridge reports a drop's loaded text once, all items' texts joined by line
    breaks; the engine used to wait for one report per item, so a drop of two items into a note
    kept its placeholder for ever."""
    open_scene(page, showcase, "notes|files")
    page.find_element("css selector", "[data-dk-spring='open-files-documents']").click()
    folder = "files-documents"
    note = next(c for c in snapshot(page)["containers"] if c["kind"] == "note" and c["shown"])
    # A second clipping: text dragged from the note to the folder (P1).
    before = items(page, folder)
    select_text(page, note["id"], 0, 8)
    drag(page, text_point(page, note["id"], 3), container_point(page, folder, 0.5, 0.9))
    wait_items(page, folder, len(before) + 1)
    wait_idle(page)
    clippings = [i for i in items(page, folder) if type_of(page, i) == "com.dragkit.clipping"]
    assert len(clippings) == 2
    page.execute_script("window.dragkit.host.select(arguments[0], arguments[1])", folder, clippings)
    # Each item's text, as the app's loader gives it.
    page.execute_script("window.dragkit.load = (request) => `<${request.item}>`;")
    drag(page, item_point(page, clippings[0]), text_point(page, note["id"], 0))
    wait_for(page, lambda: f"<{clippings[0]}>" in text(page, note["id"]), 10, "the texts arrived")
    inserted = text(page, note["id"])
    assert f"<{clippings[0]}>\n<{clippings[1]}>" in inserted, "both items' texts are inserted, in order"
    assert not page.execute_script("return !!document.querySelector('.dk-placeholder')"), "the placeholder is gone"
    wait_idle(page)
