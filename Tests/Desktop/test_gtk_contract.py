"""dragkit-desktop keeps the contract its tests rely on (issue 26): it starts on the test
display with the given folder, database and snapshot, writes `"ready": true` with its containers
and frames, shows three panes left to right (Files, Reminders, Photos) inside its window, lists
the folder as it is on disk (plus its write-only Drop Box, S11) and exits cleanly on SIGTERM.
If these fail, the other GTK tests cannot mean anything."""
import stat

from gtk_steps import reminder_lists, root_items


def test_gtk_harness_the_app_is_ready_with_three_panes_left_to_right_inside_its_window(gtk_app, desktop):
    snap = gtk_app.snapshot()
    assert snap["ready"] is True
    ids = [c["id"] for c in snap["containers"]]
    assert "files" in ids and "photos" in ids, ids
    lists = reminder_lists(gtk_app, snap)
    assert lists, f"no reminders/<list> container: {ids}"
    frames = snap["frames"]
    first_list = "reminders/" + next(iter(lists))
    files, reminders, photos = frames["files"], frames[first_list], frames["photos"]
    assert files[0] < reminders[0] < photos[0], (files, reminders, photos)
    for key in [c for c in ids if c in frames]:  # every shown container is (partly) in the window
        gtk_app.visible_frame(key, snap)
    title = desktop.run(["xdotool", "getwindowname", gtk_app.xid]).stdout.strip()
    assert title.startswith("DragKit Desktop"), title


def test_gtk_harness_files_lists_the_folder_and_photos_its_images_S11_drop_box_is_write_only(gtk_app):
    snap = gtk_app.snapshot()
    items = root_items(gtk_app, snap)
    for name in ("notes.txt", "todo.md", "Projects/", "Archive/", "Drop Box/"):
        assert name in items, items
    assert sorted(gtk_app.items("photos", snap)) == ["sea.png", "sunset.png"]
    assert snap.get("openFolder") in (None, "files"), snap.get("openFolder")
    for key in ("files/notes.txt", "files/Projects/", "photos/sunset.png"):
        assert key in snap["frames"], sorted(snap["frames"])
    drop_box = gtk_app.folder / "Drop Box"
    assert drop_box.is_dir() and stat.S_IMODE(drop_box.stat().st_mode) == 0o733


def test_gtk_harness_the_app_exits_cleanly_on_sigterm(gtk_app):
    gtk_app.process.terminate()
    assert gtk_app.process.wait(timeout=10) == 0, gtk_app.log()[-2000:]
