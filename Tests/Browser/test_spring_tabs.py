"""The scene tabs are spring-loaded (issue 22; S13, S1, S2): a drag pausing on the Photos tab
opens Photos while the drag goes on, and the drop lands there (a copy: another app); passing
over a tab opens nothing, and a click on a tab still switches. Requirement IDs:
Docs/Requirements.md."""
from dragkit_page import Gesture, container_point, item_point, items, open_scene, rect, snapshot, stored, wait_idle
from scene_steps import wait_for


def tab_point(driver, scene):
    r = rect(driver, f".scene-tab[data-scene='{scene}']")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))


def test_S13_pausing_a_drag_on_the_Photos_tab_opens_Photos_and_the_drop_lands_there(page, showcase):
    open_scene(page, showcase, "notes")
    photo = "note-trip.attachments-1"
    start = item_point(page, photo)
    over = tab_point(page, "photos")
    g = Gesture(page).move(start).down().path(start, over, 10).perform()
    assert snapshot(page)["scene"] == "notes", "passing over the tab does not open it at once"
    wait_for(page, lambda: snapshot(page)["scene"] == "photos", 5, "the Photos tab sprang open while dragging")
    assert snapshot(page)["sessions"], "the drag goes on after the spring"
    library = items(page, "photos-library")
    target = container_point(page, "photos-library", 0.5, 0.95)
    g.path(over, target, 10).wait(0.3).perform()
    session = snapshot(page)["sessions"][0]
    assert session["destination"] == "photos-library" and session["operation"] == "copy", session
    g.up().perform()
    wait_idle(page)
    after = items(page, "photos-library")
    assert len(after) == len(library) + 1 and after[:len(library)] == library or len(after) == len(library) + 1, after
    new = [i for i in after if i not in library]
    assert len(new) == 1
    wait_for(page, lambda: stored(showcase)["photos-library"] == after, 10, "the copy is stored")
    assert photo in stored(showcase)["note-trip.attachments"], "a copy to another app leaves the source as it was (S2)"
    # A plain click still switches.
    page.find_element("css selector", ".scene-tab[data-scene='reminders']").click()
    wait_for(page, lambda: snapshot(page)["scene"] == "reminders", 5, "a click on a tab switches")
