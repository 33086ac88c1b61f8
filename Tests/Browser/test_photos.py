"""Photos (issue 4): photos offered as native photo, PNG and JPEG (S12); a shared album whose
posts can't be undone and so offers Cancel (S11); many photos dropped show placeholders with
progress (F9)."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from dragkit_page import (assert_accessible, container_point, drag, item_point, items, open_scene,
                          screenshot, snapshot, wait_idle)
from scene_steps import answer_dialog, type_of, wait_for, wait_items

LIBRARY, ALBUM = "photos-library", "photos-shared"


def test_S11_shared_album_offers_cancel_and_keeps_nothing_when_cancelled(page, showcase):
    open_scene(page, showcase, "photos")
    album = items(page, ALBUM)
    photo = items(page, LIBRARY)[0]
    drag(page, item_point(page, photo), container_point(page, ALBUM, 0.5, 0.7))
    title = page.find_element("css selector", f"[data-dk-item='{photo}']").get_attribute("data-dk-label")
    message = answer_dialog(page, accept=False)
    # S11: the sheet names the photo and the album, says that posting can't be undone, and
    # offers Cancel to take the drop back.
    assert f"Post {title} to Shared album: Family? Posting can't be undone; Cancel takes it back." in message, message
    wait_idle(page)
    assert items(page, ALBUM) == album
    assert snapshot(page)["undoDepth"] == 0
    open_scene(page, showcase, "photos")
    assert items(page, ALBUM) == album


def test_S11_S12_posting_to_the_album_stores_the_native_photo_and_is_not_undoable(page, showcase):
    open_scene(page, showcase, "photos")
    album = items(page, ALBUM)
    photo = items(page, LIBRARY)[1]
    drag(page, item_point(page, photo), container_point(page, ALBUM, 0.5, 0.7))
    answer_dialog(page, accept=True)
    wait_items(page, ALBUM, len(album) + 1)
    wait_idle(page)
    added = [i for i in items(page, ALBUM) if i not in album]
    assert len(added) == 1 and type_of(page, added[0]) == "com.dragkit.photo"
    assert items(page, LIBRARY)[1] == photo, "posting copies; the library keeps the photo"
    assert snapshot(page)["undoDepth"] == 0, "a post can't be undone, so it isn't in the history"
    open_scene(page, showcase, "photos")
    assert len(items(page, ALBUM)) == len(album) + 1


def test_F9_dropping_many_photos_shows_placeholders_with_progress(page, showcase):
    open_scene(page, showcase, "photos|notes")
    strip = next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == "attachments" and c["shown"])
    before = items(page, strip)
    library = items(page, LIBRARY)[:3]
    page.find_element("css selector", f"[data-dk-item='{library[0]}']").click()
    for photo in library[1:]:
        ActionChains(page).key_down(Keys.CONTROL).click(
            page.find_element("css selector", f"[data-dk-item='{photo}']")).key_up(Keys.CONTROL).perform()
    # Samples every placeholder's progress while the photos load, so progress that comes and
    # goes between two looks is still seen.
    page.execute_script("""
window.dkProgress = {};
window.dkProgressSampler = setInterval(() => {
  document.querySelectorAll('.dk-placeholder [role=progressbar]').forEach((bar) => {
    const name = bar.getAttribute('aria-label');
    (window.dkProgress[name] = window.dkProgress[name] || []).push(Number(bar.getAttribute('aria-valuenow') || 0));
  });
}, 20);""")
    drag(page, item_point(page, library[0]), container_point(page, strip, 0.5, 0.5))
    # One placeholder per photo stands at the drop's index while the three originals load, each
    # labelled with its photo and showing its own progress (F9).
    wait_for(page, lambda: page.execute_script(
        "return document.querySelectorAll('.dk-placeholder').length") == 3, 5, "a placeholder per photo")
    labels = page.execute_script(
        "return [...document.querySelectorAll('.dk-placeholder [role=progressbar]')].map(e => e.getAttribute('aria-label'))")
    titles = [page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).getAttribute('aria-label') || "
        "document.querySelector(`[data-dk-item='${arguments[0]}']`).textContent", p) for p in library]
    assert len(labels) == 3 and all(label.startswith("Loading ") for label in labels), labels
    assert all(any(label[len("Loading "):] in (title or "") for title in titles) for label in labels), (labels, titles)
    assert page.execute_script("return document.querySelectorAll('.dk-placeholder-cancel').length") == 1, \
        "one Cancel for the whole drop"
    screenshot(page, "scene-photos-placeholders")
    assert_accessible(page)  # the placeholders' group, progress bars and Cancel pass axe too
    wait_items(page, strip, len(before) + 3, timeout=15)
    wait_idle(page)
    progress = page.execute_script("clearInterval(window.dkProgressSampler); return window.dkProgress")
    advancing = [name for name, values in progress.items()
                 if any(0 < v < 100 for v in values) and values == sorted(values)]
    assert len(advancing) >= 2, f"progress shows, and only advances, on more than one photo's placeholder: {progress}"
    assert page.execute_script("return document.querySelectorAll('.dk-placeholder').length") == 0
    added = [i for i in items(page, strip) if i not in before]
    assert len(added) == 3
    assert items(page, LIBRARY)[:3] == library, "a copy into a note leaves the library as it was"
