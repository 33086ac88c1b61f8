"""Undo and Redo cover every drop (S10), in every scene, by keyboard and by the Edit menu: each
case makes one drop, undoes it (the page and the stored content are as before), redoes it (as
after), and checks both against a reload. Drops that can't be undone by design (the shared
album and the Drop Box, S11; print tasks, F10) are covered in their scenes' tests."""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from dragkit_page import (Gesture, container_point, drag, item_point, items, open_scene, select_text,
                          snapshot, text_point, wait_idle)
from scene_steps import command, wait_for


def shown(page, kind):
    return next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == kind and c["shown"])


def calendar_move(page):
    event = items(page, "cal-mon")[0]
    drag(page, item_point(page, event), container_point(page, "cal-tue", 0.5, 0.9))


def files_clipping(page):
    note = shown(page, "note")
    folder = "files-root"
    select_text(page, note, 0, 12)
    drag(page, text_point(page, note, 5), container_point(page, folder, 0.5, 0.9))


def mail_recipient(page):
    contact = items(page, "mail-contacts")[0]
    drag(page, item_point(page, contact), container_point(page, "mail-to", 0.5, 0.5))


def photo_into_note(page):
    photo = items(page, "photos-library")[0]
    drag(page, item_point(page, photo), text_point(page, "note-shopping", 4))


def home_into_folder(page):
    icon = items(page, "home-grid")[1]
    drag(page, item_point(page, icon), container_point(page, "home-folder", 0.5, 0.5))


def chart_onto_board(page):
    chart = items(page, "charts-gallery")[0]
    drag(page, item_point(page, chart), container_point(page, "charts-board", 0.5, 0.5))


# Each case: the route, the drop, and the containers it touches.
CASES = {
    "calendar-move": ("calendar", calendar_move, ["cal-mon", "cal-tue"]),
    "files-clipping": ("notes|files", files_clipping, ["files-root"]),
    "mail-recipient": ("mail", mail_recipient, ["mail-to", "mail-contacts"]),
    "photo-into-note": ("photos|notes", photo_into_note, ["note-shopping.attachments", "photos-library"]),
    "home-into-folder": ("home", home_into_folder, ["home-grid", "home-folder"]),
    "chart-onto-board": ("charts", chart_onto_board, ["charts-board", "charts-gallery"]),
}


def state(page, containers):
    """What each container shows: its items' types and visible text, in order. A redone copy is
    a new item with a new id (as a fresh copy is), so ids are not compared."""
    return page.execute_script("""
const out = {};
for (const id of arguments[0]) {
  const entry = window.dragkit.snapshot().containers.find((c) => c.id === id);
  out[id] = entry.items.map((item, i) => {
    const e = document.querySelector(`[data-dk-item="${CSS.escape(item)}"]`);
    return [entry.types[i], e ? e.textContent.replace(/\\s+/g, ' ').trim() : ''];
  });
}
return out;""", containers)


def undo(page, by_menu):
    if by_menu:
        command(page, "undo")
    else:
        ActionChains(page).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()


def redo(page, by_menu):
    if by_menu:
        command(page, "redo")
    else:
        ActionChains(page).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("z") \
            .key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()


@pytest.mark.parametrize("by_menu", [False, True], ids=["keys", "menu"])
@pytest.mark.parametrize("case", list(CASES))
def test_S10_every_drop_can_be_undone_and_redone_and_both_are_stored(page, showcase, case, by_menu):
    route, act, touched = CASES[case]
    open_scene(page, showcase, route)
    before = state(page, touched)
    depth = snapshot(page)["undoDepth"]
    act(page)
    wait_for(page, lambda: state(page, touched) != before, 15, "the drop changed the content")
    wait_idle(page)
    after = state(page, touched)
    assert snapshot(page)["undoDepth"] == depth + 1, "the drop is in the history"

    undo(page, by_menu)
    wait_for(page, lambda: state(page, touched) == before, 10, "undo puts everything back")
    wait_idle(page)
    open_scene(page, showcase, route)
    assert state(page, touched) == before, "what undo restored is what is stored"

    # A reload starts a new history, so redo is checked in the same page: drop, undo, redo.
    act(page)
    wait_for(page, lambda: state(page, touched) != before, 15, "the drop changed the content again")
    wait_idle(page)
    again = state(page, touched)
    assert again == after, "the same drop again gives the same result"
    undo(page, by_menu)
    wait_for(page, lambda: state(page, touched) == before, 10, "undo again")
    wait_idle(page)
    redo(page, by_menu)
    wait_for(page, lambda: state(page, touched) == again, 10, "redo makes the drop again")
    wait_idle(page)
    open_scene(page, showcase, route)
    assert state(page, touched) == again, "what redo made is what is stored"


def test_S10_a_drag_that_changes_nothing_leaves_undo_ready_for_the_drop_before(page, showcase):
    # Undo waits while a drag is live. A drag that ends changing nothing — put back on its own
    # place, or cancelled with Escape — commits and moves nothing; the toolbar's Undo must still
    # be ready for the drop before it, and undo that drop.
    open_scene(page, showcase, "reminders")
    orders = lambda p: [(c["id"], c["items"]) for c in snapshot(p)["containers"]]
    before = orders(page)
    undo_button = lambda: page.find_element("id", "undo-button")
    first, second = items(page, "rem-today")[:2]
    drag(page, item_point(page, first), item_point(page, second, 0.9), kind="pen")
    wait_for(page, lambda: orders(page) != before, 10, "the first drop moved the item")
    wait_idle(page)
    moved = orders(page)
    wait_for(page, lambda: undo_button().is_enabled(), 5, "Undo is ready after a drop")
    for ending in ("put back", "escape"):
        start = item_point(page, items(page, "rem-today")[0])
        g = Gesture(page, "pen").move(start).down().path(start, (start[0], start[1] + 14), 4).wait(0.3)
        if ending == "put back":
            g.path((start[0], start[1] + 14), start, 4).wait(0.2).up().perform()
        else:
            g.perform()
            assert not undo_button().is_enabled(), "Undo waits while the drag is live"
            ActionChains(page).send_keys(Keys.ESCAPE).perform()
            Gesture(page, "pen").up().perform()
        wait_idle(page)
        assert orders(page) == moved, f"{ending}: nothing changed"
        wait_for(page, lambda: undo_button().is_enabled(), 5, f"{ending}: Undo is ready again for the drop before")
        assert undo_button().get_attribute("aria-label") == "Undo Move"
    undo_button().click()
    wait_for(page, lambda: orders(page) == before, 10, "Undo undid the drop before")
