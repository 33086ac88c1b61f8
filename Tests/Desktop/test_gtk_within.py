"""Drags within dragkit-desktop (issue 26), real X11 mouse and keyboard input under Xvfb and
openbox, checked in the app's snapshot, its SQLite database and the folder on disk. Named by
requirement (Docs/Requirements.md): S3 a move stays a move where people expect it (a reminder to
another list, a file within the folder, by rename(2)), S7 drags by keyboard alone, S10 undo and
redo, S13 spring-loaded folders, F2 the drag image (a screenshot mid-drag)."""
import time

from gtk_app import inode_map
from desktop import wait_for
from gtk_steps import (all_reminders, folder_key, leftovers, list_with, reminder_lists,
                       root_items, stored_lists, tree)

from conftest import ARTIFACTS


# ------------------------------------------------------------------ reminders

def test_S3_a_reminder_dragged_below_another_in_its_list_is_reordered_and_stored(gtk_app):
    list_id, items = list_with(gtk_app, 3)
    first, second, third = items[:3]
    container = f"reminders/{list_id}"
    # Onto the lower part of the third reminder: the insertion point is after it.
    gtk_app.drag(f"{container}/{first}", gtk_app.point_of(f"{container}/{third}", fy=0.8))
    expected = [second, third, first] + items[3:]
    gtk_app.wait_snapshot(lambda s: gtk_app.items(container, s) == expected, 10,
                          f"{container} to read {expected}")
    gtk_app.idle()
    wait_for(lambda: stored_lists(gtk_app, [list_id])[list_id] == expected, 10,
             message="the new order stored in the database")


def test_S3_a_reminder_dragged_to_another_list_moves_there_and_is_stored(gtk_app):
    source, items = list_with(gtk_app, 1)
    target = next(list_id for list_id in reminder_lists(gtk_app) if list_id != source)
    before = reminder_lists(gtk_app)
    moved = items[0]
    gtk_app.drag(f"reminders/{source}/{moved}", gtk_app.point_of(f"reminders/{target}", fy=0.9))
    snap = gtk_app.wait_snapshot(
        lambda s: moved in reminder_lists(gtk_app, s)[target], 10, f"{moved} in {target}")
    after = reminder_lists(gtk_app, snap)
    assert moved not in after[source]
    assert after[target].count(moved) == 1
    assert all_reminders(after) == all_reminders(before)  # a move: nothing lost, nothing doubled
    gtk_app.idle()
    stored = wait_for(lambda: (lambda s: moved in s[target] and s)(
        stored_lists(gtk_app, [source, target])), 10, message="the move stored")
    assert moved not in stored[source]


# ------------------------------------------------------------------ files

def test_S3_a_file_dragged_onto_a_subfolder_is_moved_on_disk_keeping_its_inode(gtk_app):
    folder = gtk_app.folder
    inode = (folder / "notes.txt").stat().st_ino
    content = (folder / "notes.txt").read_bytes()
    gtk_app.drag("files/notes.txt", folder_key("Projects"), before_release=0.2)
    wait_for(lambda: (folder / "Projects/notes.txt").exists(), 10,
             message="notes.txt in Projects on disk")
    moved = folder / "Projects/notes.txt"
    assert not (folder / "notes.txt").exists(), "the source is still there: a copy, not a move"
    assert moved.stat().st_ino == inode, "a new inode: copied and deleted, not renamed"
    assert moved.read_bytes() == content
    snap = gtk_app.idle()
    assert "notes.txt" not in root_items(gtk_app, snap)
    assert leftovers(folder) == []


def test_S13_a_folder_held_under_a_drag_springs_open_and_the_drop_lands_inside(gtk_app, desktop):
    folder = gtk_app.folder
    inode = (folder / "todo.md").stat().st_ino
    gtk_app.raise_window()
    start, over = gtk_app.point_of("files/todo.md"), gtk_app.point_of(folder_key("Archive"))
    desktop.press(start, toward=over)
    try:
        desktop.glide(start, over)
        # GTK's spring-loading delay is 500 ms: the Files tree opens Archive's row in place while
        # the drag goes on (issue 37); the pane still shows the root.
        snap = gtk_app.wait_snapshot(lambda s: folder_key("Archive") in (s.get("expanded") or []), 5,
                                     "Archive's row to spring open (expanded)")
        assert snap["sessions"], "the drag ended when the folder opened"
        assert snap.get("openFolder") == "files"
        # Still over Archive's row: the drop goes into it.
        desktop.glide(over, (over[0], over[1] + 1), steps=2)
    finally:
        desktop.release(before_release=0.3)
    wait_for(lambda: (folder / "Archive/todo.md").exists(), 10, message="todo.md in Archive on disk")
    assert not (folder / "todo.md").exists()
    assert (folder / "Archive/todo.md").stat().st_ino == inode


def test_S10_undo_moves_the_file_back_and_redo_moves_it_again(gtk_app):
    folder = gtk_app.folder
    before = inode_map(folder)
    gtk_app.drag("files/notes.txt", folder_key("Projects"), before_release=0.2)
    wait_for(lambda: (folder / "Projects/notes.txt").exists(), 10, message="the move on disk")
    moved = inode_map(folder)
    gtk_app.idle()
    gtk_app.keys("ctrl+z")
    wait_for(lambda: (folder / "notes.txt").exists(), 10, message="undo to move notes.txt back")
    wait_for(lambda: inode_map(folder) == before, 5, message="the folder as it was before the drag")
    gtk_app.keys("ctrl+shift+z")
    try:
        wait_for(lambda: inode_map(folder) == moved, 10, message="redo to move notes.txt again")
    except AssertionError as error:
        snap = gtk_app.snapshot()
        raise AssertionError(f"{error}: {inode_map(folder)} != {moved}; said {snap['announcements'][-4:]}, "
                             f"{snap['failures'][-2:]}") from None


def test_S10_picking_up_and_putting_back_changes_nothing(gtk_app):
    folder = gtk_app.folder
    disk = tree(gtk_app)
    snap = gtk_app.snapshot()
    lists = reminder_lists(gtk_app, snap)
    failures = gtk_app.failures(snap)
    list_id, items = list_with(gtk_app, 1)
    for key in ("files/notes.txt", f"reminders/{list_id}/{items[0]}"):
        start = gtk_app.point_of(key)
        gtk_app.drag(start, start)  # out past the threshold and back to where it was
        gtk_app.idle()
    after = gtk_app.snapshot()
    assert tree(gtk_app) == disk
    assert reminder_lists(gtk_app, after) == lists
    assert root_items(gtk_app, after) == root_items(gtk_app, snap)
    assert gtk_app.failures(after) == failures
    assert stored_lists(gtk_app, lists) == lists
    assert leftovers(folder) == []


def test_S7_P4_tab_reaches_a_reminder_and_space_picks_it_up(gtk_app):
    """The contract: Tab focuses items, Space picks the focused one up (S7, keyboard alone).
    The test tabs until Space picks up a reminder, cancelling (Escape) other pickups."""
    every = {item for items in reminder_lists(gtk_app).values() for item in items}
    picked = None
    for _ in range(30):
        gtk_app.keys("Tab", "space")
        try:
            snap = gtk_app.wait_snapshot(lambda s: s.get("sessions"), 1.5, "a keyboard pickup")
        except AssertionError:
            continue
        carried = snap["sessions"][0]["items"]
        if carried and carried[0] in every:
            picked = carried[0]
            break
        gtk_app.keys("Escape")
        gtk_app.idle()
    assert picked is not None, "30 Tab presses never reached a reminder that Space picks up"
    gtk_app.keys("Escape")
    gtk_app.idle()


def test_S7_P4_a_keyboard_drag_moves_a_reminder_and_announces_each_step(gtk_app, desktop):
    """A reminder focused (by a click), then the keyboard alone: Space picks it up, Down twice
    moves the insertion point two places, Return drops it there. Every step is announced (P4)."""
    list_id, items = list_with(gtk_app, 4)
    first = items[0]
    gtk_app.raise_window()
    desktop.move(*gtk_app.point_of(f"reminders/{list_id}/{first}"))
    desktop.run(["xdotool", "click", "1"])
    announced = len(gtk_app.announcements())
    gtk_app.keys("space")
    snap = gtk_app.wait_snapshot(lambda s: s.get("sessions"), 5, "the keyboard pickup")
    assert snap["sessions"][0]["items"] == [first], snap["sessions"]
    gtk_app.keys("Down", "Down")
    gtk_app.wait_snapshot(lambda s: len(gtk_app.announcements(s)) >= announced + 3, 5,
                          "the pickup and both moves announced")
    gtk_app.keys("Return")
    expected = items[1:3] + [first] + items[3:]
    snap = gtk_app.wait_snapshot(lambda s: not s.get("sessions") and
                                 reminder_lists(gtk_app, s)[list_id] == expected, 10,
                                 f"the keyboard drop to make {list_id} {expected}")
    assert len(gtk_app.announcements(snap)) >= announced + 4, "the drop was not announced"
    wait_for(lambda: stored_lists(gtk_app, [list_id])[list_id] == expected, 10,
             message="the drop stored")


def test_S7_move_to_by_keyboard_moves_the_focused_reminder_and_undo_puts_it_back(gtk_app, desktop):
    """Nothing needs a drag (S7): a reminder focused by a click, Ctrl+M opens "Move to…" with a
    button for each other list, Return picks the first (focused) one: the reminder is at the end
    of that list, stored; Ctrl+Z puts it back where it was (S10)."""
    list_id, items = list_with(gtk_app, 3)
    lists = reminder_lists(gtk_app)
    others = [other for other in lists if other != list_id]
    picked = items[1]
    gtk_app.raise_window()
    desktop.move(*gtk_app.point_of(f"reminders/{list_id}/{picked}"))
    desktop.run(["xdotool", "click", "1"])
    windows = len(gtk_app.visible_windows())
    gtk_app.keys("ctrl+m")
    wait_for(lambda: len(gtk_app.visible_windows()) > windows, 10, message='the "Move to…" window')
    desktop.run(["xdotool", "key", "Return"])
    snap = gtk_app.wait_snapshot(lambda s: picked not in reminder_lists(gtk_app, s)[list_id], 10,
                                 "the reminder moved out of its list")
    target = next(other for other in others if picked in reminder_lists(gtk_app, snap)[other])
    assert reminder_lists(gtk_app, snap)[target][-1] == picked, "Move to… puts it at the end"
    assert target == others[0], "Return picks the first place offered, which has the focus"
    wait_for(lambda: picked in stored_lists(gtk_app, [target])[target], 10, message="the move stored")
    gtk_app.keys("ctrl+z")
    gtk_app.wait_snapshot(lambda s: reminder_lists(gtk_app, s)[list_id] == items, 10,
                          "undo to put the reminder back in its place")


def test_S11_a_drop_into_the_write_only_drop_box_asks_first_and_cancel_changes_nothing(gtk_app):
    """The Drop Box cannot be listed, so a drop there cannot be undone: the app asks first (a
    dialog or popover with Drop and Cancel). Closing the question answers Cancel: nothing moves."""
    folder = gtk_app.folder
    disk = tree(gtk_app)
    windows = len(gtk_app.visible_windows())
    gtk_app.drag("files/notes.txt", folder_key("Drop Box"), before_release=0.2)
    wait_for(lambda: len(gtk_app.visible_windows()) > windows, 10,
             message="the question before a drop into the Drop Box")
    assert (folder / "notes.txt").exists() and not (folder / "Drop Box/notes.txt").exists(), \
        "the file went into the Drop Box before the question was answered"
    question = [w for w in gtk_app.visible_windows() if w != gtk_app.xid][0]
    gtk_app.display.run(["wmctrl", "-i", "-c", question], check=False)  # closing it is Cancel
    wait_for(lambda: len(gtk_app.visible_windows()) == windows, 10, message="the question to close")
    gtk_app.idle()
    assert tree(gtk_app) == disk
    assert not (folder / "Drop Box/notes.txt").exists()


def _ask_drop_box(app):
    """Drags notes.txt onto the Drop Box row and returns the question's X window once shown."""
    windows = len(app.visible_windows())
    app.drag("files/notes.txt", folder_key("Drop Box"), before_release=0.2)
    wait_for(lambda: len(app.visible_windows()) > windows, 10,
             message="the question before a drop into the Drop Box")
    return [w for w in app.visible_windows() if w != app.xid][0], windows


def _answer_by_key(app, question, key):
    """Focuses the question's window and presses `key` (xdotool's name) in it."""
    app.display.run(["xdotool", "windowactivate", "--sync", question], check=False)
    app.display.run(["xdotool", "key", key], check=False)


def test_S11_S7_return_in_the_drop_box_question_answers_drop(gtk_app):
    """Drop is the focused, default button: Return answers it, and the file goes into the Drop
    Box on disk (its inode kept: a rename), after the question and not before."""
    folder = gtk_app.folder
    inode = (folder / "notes.txt").stat().st_ino
    question, windows = _ask_drop_box(gtk_app)
    assert (folder / "notes.txt").exists(), "the file moved before the question was answered"
    _answer_by_key(gtk_app, question, "Return")
    wait_for(lambda: len(gtk_app.visible_windows()) == windows, 10, message="the question to close")
    wait_for(lambda: (folder / "Drop Box/notes.txt").exists(), 10, message="notes.txt in the Drop Box")
    assert not (folder / "notes.txt").exists()
    assert (folder / "Drop Box/notes.txt").stat().st_ino == inode
    snap = gtk_app.idle()
    assert "notes.txt" not in root_items(gtk_app, snap)
    assert leftovers(folder) == []


def test_S11_S7_escape_in_the_drop_box_question_answers_cancel(gtk_app):
    """Escape answers Cancel: the question closes and nothing moves."""
    folder = gtk_app.folder
    disk = tree(gtk_app)
    question, windows = _ask_drop_box(gtk_app)
    _answer_by_key(gtk_app, question, "Escape")
    wait_for(lambda: len(gtk_app.visible_windows()) == windows, 10, message="the question to close")
    gtk_app.idle()
    assert tree(gtk_app) == disk
    assert not (folder / "Drop Box/notes.txt").exists()


# ------------------------------------------------------------------ the drag image

def test_F2_F6_a_screenshot_of_the_app_mid_drag(gtk_app, desktop):
    """artifacts/desktop-gtk-middrag.png: a reminder carried over another list (the drag image
    under the pointer, the insertion mark in the list), then carried back and put down where it
    was, which changes nothing."""
    source, items = list_with(gtk_app, 1)
    target = next(list_id for list_id in reminder_lists(gtk_app) if list_id != source)
    before = reminder_lists(gtk_app)
    gtk_app.raise_window()
    start = gtk_app.point_of(f"reminders/{source}/{items[0]}")
    over = gtk_app.point_of(f"reminders/{target}", fy=0.3)
    desktop.press(start, toward=over)
    try:
        desktop.glide(start, over, steps=8)
        snap = gtk_app.wait_snapshot(lambda s: s.get("sessions"), 5, "the drag session")
        assert snap["sessions"][0]["items"] == [items[0]], snap["sessions"]
        ARTIFACTS.mkdir(exist_ok=True)
        shot = gtk_app.screenshot(ARTIFACTS / "desktop-gtk-middrag.png")
        desktop.glide(over, start, steps=8)  # back over its own place: the drop puts it back
    finally:
        desktop.release(before_release=0.3)
    assert shot.exists() and shot.stat().st_size > 1000
    snap = gtk_app.idle()
    assert reminder_lists(gtk_app, snap) == before


# ------------------------------------------------------------------ auto-scroll

def test_A1_a_reminder_held_at_the_panes_bottom_edge_scrolls_it_and_lands_where_the_gap_shows(
        start_gtk_app, desktop):
    """A short window (330 points) makes the Reminders pane scroll. A reminder held at the
    pane's bottom edge scrolls it (the snapshot's `scrollers` offset grows and the rows' frames
    move up); moved back inward, the scrolling stops and the gap stays put: the drop lands at
    exactly the index the snapshot showed last (A1, F6)."""
    app = start_gtk_app(size=(1300, 330))
    snap = app.snapshot()
    scroller = snap["scrollers"]["reminders"]
    x, top, width, height = scroller["frame"]
    assert scroller["contentLength"] > height + 100, f"the Reminders pane does not scroll: {scroller}"
    assert scroller["offset"] == 0
    list_id, items = list_with(app, 2)
    container = f"reminders/{list_id}"
    moved = items[0]
    watched = f"{container}/{items[1]}"
    first_y = app.frame(watched, snap)[1]
    origin = app.origin or app.window_origin()
    app.raise_window()
    start = app.point_of(f"{container}/{moved}", snapshot=snap)
    edge = (round(origin[0] + x + width / 2), round(origin[1] + top + height - 4))
    inward = (edge[0], round(origin[1] + top + height / 2))
    desktop.press(start, toward=edge)
    try:
        desktop.glide(start, edge, steps=10)
        scrolled = app.wait_snapshot(
            lambda s: s["scrollers"]["reminders"]["offset"] >= 120 and s["sessions"], 10,
            "the Reminders pane to scroll under the held drag")
        assert app.frame(watched, scrolled)[1] < first_y - 60, "the rows' frames did not follow the scroll"
        desktop.glide(edge, inward, steps=4)
        # Out of the edge band the scroll stops: wait until the offset holds still.
        shown = _scrolling_stopped(app, "reminders")["sessions"][0]
    finally:
        desktop.release(before_release=0.3)
    assert shown["items"] == [moved]
    target = shown["destination"]
    index = shown["index"]
    assert target.startswith("reminders/"), shown
    after = app.wait_snapshot(lambda s: not s["sessions"] and moved in app.items(target, s), 10,
                              f"{moved} dropped into {target}")
    assert app.items(target, after).index(moved) == index, \
        f"the gap showed index {index}; the reminder landed at {app.items(target, after).index(moved)}"
    app.idle()
    target_list = target.split("/", 1)[1]
    wait_for(lambda: (stored_lists(app, [target_list])[target_list] + [moved]).index(moved) == index, 10,
             message="the move stored at the gap's index")


def test_A1_a_reminder_held_at_the_edge_until_the_end_lands_where_the_gap_shows(start_gtk_app, desktop):
    """Held at the Reminders pane's bottom edge, the drag scrolls it to the end of its content
    (never past it; within the gap's height, which opens and shuts as the rows pass) and stops; released right there, at the edge, the reminder lands at
    the index the snapshot's gap showed last (A1, F6)."""
    app = start_gtk_app(size=(1300, 330))
    snap = app.snapshot()
    x, top, width, height = snap["scrollers"]["reminders"]["frame"]
    list_id, items = list_with(app, 2)
    moved = items[0]
    origin = app.origin or app.window_origin()
    app.raise_window()
    start = app.point_of(f"reminders/{list_id}/{moved}", snapshot=snap)
    edge = (round(origin[0] + x + width / 2), round(origin[1] + top + height - 4))
    desktop.press(start, toward=edge)
    try:
        desktop.glide(start, edge, steps=10)
        stopped = _scrolling_stopped(app, "reminders", timeout=20)
        scroller = stopped["scrollers"]["reminders"]
        # At the end: the content's height itself moves by up to a row as the gap's margin
        # animates open and shut, so "the end" is the one measured before the last step.
        assert scroller["offset"] <= scroller["contentLength"] - height
        assert scroller["offset"] >= scroller["contentLength"] - height - 40, \
            f"the scroll stopped before the end of the content: {scroller}"
        shown = stopped["sessions"][0]
    finally:
        desktop.release(before_release=0.3)
    target, index = shown["destination"], shown["index"]
    assert target.startswith("reminders/"), shown
    after = app.wait_snapshot(lambda s: not s["sessions"] and moved in app.items(target, s), 10,
                              f"{moved} dropped into {target}")
    assert app.items(target, after).index(moved) == index


def _scrolling_stopped(app, scroller, timeout=10):
    """The first snapshot whose `scroller` offset equals the one polled 0.3 s before, with a
    drag showing a gap. O(polls)."""
    deadline, last = time.monotonic() + timeout, None
    while time.monotonic() < deadline:
        snap = app.snapshot()
        offset = snap["scrollers"][scroller]["offset"]
        if offset == last and snap["sessions"] and snap["sessions"][0].get("index") is not None:
            return snap
        last = offset
        time.sleep(0.3)
    raise AssertionError(f"the {scroller} pane did not stop scrolling with a gap shown: {app.snapshot()}")
