"""The Files pane as a tree (issue 37), with the real mouse under Xvfb and openbox: subfolders
are folder rows of an engine outline, indented per level; a drag resting on a collapsed folder
row springs it open in place (S13), two levels down, the drop inside moves the file on disk by
rename(2) (S3), and undo moves it back where it was (S10)."""
from desktop import wait_for
from gtk_app import inode_map, populate
from gtk_steps import folder_key


def nested(folder):
    """The standard folder with a second level: Projects/Drafts/ (empty)."""
    populate(folder)
    (folder / "Projects/Drafts").mkdir()
    return folder


def rests_open(gtk_app, key, timeout=5):
    """Waits until row `key` sprang open under the resting drag and the rows it shows are laid
    out; returns that snapshot."""
    return gtk_app.wait_snapshot(
        lambda s: key in (s.get("expanded") or []) and s.get("sessions") and not s.get("layoutPending"),
        timeout, f"{key} to spring open under the drag (S13)")


def open_projects_by_its_expander(gtk_app, desktop):
    """Clicks the Projects row's expander (its first child, inside its 10-point padding) and
    waits until its rows are shown and measured; returns that snapshot."""
    snap = gtk_app.idle()
    x, y, w, h = gtk_app.frame(folder_key("Projects"), snap)
    origin = gtk_app.origin or gtk_app.window_origin()
    gtk_app.raise_window()
    desktop.run(["xdotool", "mousemove", str(round(origin[0] + x + 18)), str(round(origin[1] + y + h / 2)),
                 "sleep", "0.1", "click", "1"], check=False)
    return gtk_app.wait_snapshot(lambda s: s.get("expanded") == [folder_key("Projects")] and not s.get("layoutPending")
                                 and "files/Projects/plan.txt" in s["frames"], 5, "Projects expanded by its expander")


def test_S13_a_file_carried_two_levels_down_by_resting_on_collapsed_folders_moves_on_disk_and_undo_brings_it_back(
        start_gtk_app, desktop):
    app = start_gtk_app(prepare=nested)
    folder = app.folder
    before = inode_map(folder)
    inode = (folder / "todo.md").stat().st_ino
    snap = app.idle()
    assert snap.get("expanded") == [], "the tree starts collapsed"
    assert snap["depths"][folder_key("Projects")] == 0
    app.raise_window()
    start, projects = app.point_of("files/todo.md"), app.point_of(folder_key("Projects"))
    desktop.press(start, toward=projects)
    try:
        app.glide(start, projects)
        # Resting on the collapsed Projects row: it opens in place, its rows one level in.
        snap = rests_open(app, folder_key("Projects"))
        assert snap["openFolder"] == "files"
        assert snap["depths"]["files/Projects/Drafts/"] == 1
        drafts_frame = app.frame("files/Projects/Drafts/", snap)
        assert drafts_frame[0] > app.frame(folder_key("Projects"), snap)[0], "Drafts is not indented"
        drafts = app.point_of("files/Projects/Drafts/", snapshot=snap)
        # Then on the collapsed Drafts row inside it, until that opens too.
        app.glide(projects, drafts)
        snap = rests_open(app, "files/Projects/Drafts/")
        assert snap["expanded"] == [folder_key("Projects"), "files/Projects/Drafts/"]
        # Dropped inside Drafts (its row's middle: "into" it).
        app.glide(drafts, (drafts[0] + 1, drafts[1]), steps=2)
    finally:
        desktop.release(before_release=0.3)
    moved = folder / "Projects/Drafts/todo.md"
    wait_for(moved.exists, 10, message="todo.md in Projects/Drafts on disk")
    assert not (folder / "todo.md").exists(), "the source is still there: a copy, not a move"
    assert moved.stat().st_ino == inode, "a new inode: copied and deleted, not renamed"
    snap = app.wait_snapshot(lambda s: "todo.md" in (app.items("files/Projects/Drafts", s) or []) and not s["sessions"],
                             10, "todo.md shown inside Drafts")
    assert snap["depths"]["files/Projects/Drafts/todo.md"] == 2
    assert "todo.md" not in app.items("files", snap)
    assert not app.failures(snap)
    app.idle()
    # Undo (Ctrl+Z) moves it back on disk, exactly where it was.
    app.keys("ctrl+z")
    wait_for(lambda: (folder / "todo.md").exists(), 10, message="undo to move todo.md back")
    wait_for(lambda: inode_map(folder) == before, 5, message="the folder as it was before the drag")
    assert not moved.exists()
    snap = app.wait_snapshot(lambda s: "todo.md" in (app.items("files", s) or []), 10, "todo.md shown at the top level")
    assert not app.failures(snap)


def test_the_expander_and_right_and_left_on_a_focused_folder_row_show_and_hide_its_rows(gtk_app, desktop):
    """A click on a folder row's expander shows its rows one level in; Left and Right on the
    focused row hide and show them again (S7); each time the rows are measured again."""
    snap = open_projects_by_its_expander(gtk_app, desktop)
    assert snap["depths"]["files/Projects/plan.txt"] == 1
    assert snap["frames"]["files/Projects/plan.txt"][0] >= snap["frames"][folder_key("Projects")][0] + 20
    assert gtk_app.items("files/Projects", snap) == ["plan.txt"]
    gtk_app.keys("Left")
    snap = gtk_app.wait_snapshot(lambda s: s.get("expanded") == [] and not s.get("layoutPending"), 5,
                                 "Left to collapse the focused Projects row")
    assert "files/Projects/plan.txt" not in snap["frames"]
    gtk_app.keys("Right")
    gtk_app.wait_snapshot(lambda s: s.get("expanded") == [folder_key("Projects")] and not s.get("layoutPending"), 5,
                          "Right to expand it again")


def test_S8_S10_files_ctrl_clicked_in_two_levels_move_into_a_folder_together_and_undo_puts_each_back(gtk_app, desktop):
    """The tree has one selection over its levels (issue 37, S8): plan.txt inside the opened
    Projects, then todo.md at the top, Ctrl-clicked; a drag of todo.md carries both, a drop on
    Archive moves each on disk (one rename per level they leave), and one undo puts each back
    in its own folder (S10)."""
    folder = gtk_app.folder
    before = inode_map(folder)
    snap = open_projects_by_its_expander(gtk_app, desktop)
    desktop.move(*gtk_app.point_of("files/Projects/plan.txt", snapshot=snap))
    desktop.run(["xdotool", "click", "1"])
    desktop.move(*gtk_app.point_of("files/todo.md", snapshot=snap))
    desktop.run(["xdotool", "keydown", "ctrl", "click", "1", "keyup", "ctrl"])
    snap = gtk_app.idle()
    start, over = gtk_app.point_of("files/todo.md", snapshot=snap), gtk_app.point_of(folder_key("Archive"), snapshot=snap)
    desktop.press(start, toward=over)
    try:
        gtk_app.glide(start, over)
        snap = gtk_app.wait_snapshot(lambda s: s.get("sessions"), 5, "the drag session")
        assert sorted(snap["sessions"][0]["items"]) == ["plan.txt", "todo.md"], snap["sessions"]
    finally:
        desktop.release(before_release=0.3)
    wait_for(lambda: (folder / "Archive/plan.txt").exists() and (folder / "Archive/todo.md").exists(), 10,
             message="plan.txt and todo.md in Archive on disk")
    assert not (folder / "todo.md").exists() and not (folder / "Projects/plan.txt").exists()
    snap = gtk_app.wait_snapshot(lambda s: not s["sessions"] and "todo.md" not in (gtk_app.items("files", s) or []),
                                 10, "the drop shown")
    assert not gtk_app.failures(snap)
    gtk_app.idle()
    gtk_app.keys("ctrl+z")
    wait_for(lambda: inode_map(folder) == before, 10, message="undo to put each file back in its own folder")
    snap = gtk_app.wait_snapshot(lambda s: "todo.md" in (gtk_app.items("files", s) or []), 10, "todo.md shown at the top")
    assert not gtk_app.failures(snap)
