"""dragkit-desktop against bad input (issue 26): hostile file names offered by another app, a
file that vanishes while it is dragged, a folder that cannot be written, and kill -9 while files
are being moved. Each is refused with a clear message (the snapshot's "failures") and leaves
nothing half-done: nothing written outside the folder, no `.part` file, every file in exactly
one place (S3 moves by rename(2), S14 nothing lost)."""
import pathlib
import subprocess
import time

import pytest

from desktop import wait_for
from gtk_app import ORDER_FILE, inode_map, populate
from gtk_steps import folder_key, leftovers, read_only, root_items, tree


def outside(app):
    """What a hostile name could add around the app's folder: the entries of its state folder
    (one level up; without the folder and the app's own files), of the folder of all apps' states
    (two levels up) and of the test workspace (three levels up). O(entries)."""
    own = {"folder", "snap.json", "snap.json.tmp", "app.log"}
    around = set()
    for base in (app.state, app.state.parent, app.state.parent.parent):
        for path in base.iterdir():
            if base == app.state and (path.name in own or path.name.startswith("r.sqlite")):
                continue
            if path.name.startswith(("showcase.sqlite", ".dat.nosync")):
                continue  # the showcase's journal and the app's snapshot being written come and go
            around.add(str(path))
    return around


HOSTILE = {
    # A name that climbs out of the folder: `..%2F..%2Fevil.txt` decodes to "../../evil.txt".
    "dot_dot": "{files}/..%2F..%2Fevil.txt",
    # Longer than NAME_MAX (255 bytes of UTF-8).
    "too_long": "{files}/" + "a" * 300 + ".txt",
    # A NUL inside the name.
    "nul": "{files}/evil%00.txt",
    # Names that are the folder or its parent.
    "dot": "{files}/sub/%2E",
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_S2_a_hostile_file_name_from_another_app_is_refused_with_a_message_and_nothing_is_written(
        gtk_app, peer, case):
    files = pathlib.Path(peer.layout["files"]["ics"]).parent
    # A real file where a naive decoder of the dot-dot name would read from, so taking it would
    # succeed: only a refusal keeps the folder and its surroundings unchanged.
    (files.parent.parent / "evil.txt").write_text("evil")
    peer.offer_uris(["file://" + HOSTILE[case].format(files=files)])
    disk, around = tree(gtk_app), outside(gtk_app)
    failures = gtk_app.failures()
    gtk_app.drag(peer.center("uris"), gtk_app.point_of("files", fy=0.92))
    message = gtk_app.wait_failure(failures, 15)
    assert message.strip()
    gtk_app.idle()
    assert tree(gtk_app) == disk
    assert outside(gtk_app) == around
    assert leftovers(gtk_app.folder) == []


def test_F7_a_file_deleted_mid_drag_is_refused_with_a_message_and_nothing_changes(gtk_app, desktop):
    folder = gtk_app.folder
    gtk_app.raise_window()
    start, over = gtk_app.point_of("files/notes.txt"), gtk_app.point_of(folder_key("Projects"))
    failures = gtk_app.failures()
    desktop.press(start, toward=over)
    try:
        desktop.glide(start, over, steps=6)
        gtk_app.wait_snapshot(lambda s: s.get("sessions"), 5, "the drag session")
        (folder / "notes.txt").unlink()  # another program deletes it while it is carried
        disk = tree(gtk_app)
    finally:
        desktop.release(before_release=0.1)
    message = gtk_app.wait_failure(failures, 10)
    assert message.strip()
    gtk_app.idle()
    assert tree(gtk_app) == disk
    assert not (folder / "Projects/notes.txt").exists()
    assert leftovers(folder) == []


def test_F7_a_read_only_destination_folder_refuses_with_a_message_and_nothing_moves(gtk_app):
    folder = gtk_app.folder
    with read_only(folder / "Projects"):
        disk = tree(gtk_app)
        failures = gtk_app.failures()
        gtk_app.drag("files/notes.txt", folder_key("Projects"), before_release=0.2)
        message = gtk_app.wait_failure(failures, 10)
        assert message.strip()
        gtk_app.idle()
        assert tree(gtk_app) == disk
        shown = gtk_app.items("files")  # None when Projects sprang open under the drag
        assert shown is None or "notes.txt" in shown, shown
    assert leftovers(folder) == []


def many_files(folder):
    populate(folder)
    for index in range(6):
        (folder / f"file-{index}.txt").write_text(f"file {index}\n" * (index + 1))


def test_S3_S14_kill_9_during_a_move_loop_leaves_every_file_in_exactly_one_place(start_gtk_app):
    """Round after round, a file goes into Projects or Archive by a drag and comes back by undo,
    then another file is dragged and the app is killed (kill -9) 0, 30 or 100 ms after the drop.
    Every file is then in exactly one place with its bytes, no half-written file is left, and the
    app starts again on the same folder and lists what is there."""
    app = start_gtk_app(prepare=many_files)
    folder = app.folder
    contents = {f"file-{i}.txt": (folder / f"file-{i}.txt").read_bytes() for i in range(6)}
    places = ("", "Projects/", "Archive/")
    for round_number, delay in enumerate((0.0, 0.03, 0.1)):
        destination = ("Projects", "Archive")[round_number % 2]
        there = [n for n in sorted(contents) if (folder / n).exists()]
        first, second = there[0], there[1]
        app.drag(f"files/{first}", folder_key(destination), before_release=0.2)
        wait_for(lambda: (folder / destination / first).exists(), 10, message=f"{first} moved")
        app.idle()
        app.keys("ctrl+z")
        wait_for(lambda: (folder / first).exists(), 10, message=f"undo to bring {first} back")
        app.idle()
        app.drag(f"files/{second}", folder_key(destination), before_release=0.2)
        time.sleep(delay)  # the moment of the crash, not a wait for a state
        app.kill()
        for name, data in contents.items():
            found = [place for place in places if (folder / place / name).exists()]
            assert len(found) == 1, f"round {round_number}: {name} is in {found}"
            assert (folder / found[0] / name).read_bytes() == data
        # No file is half-written; the kill may cut off the folders' order being written (the
        # app's own metadata, through a .part file the next start removes).
        assert [p for p in leftovers(folder) if ORDER_FILE not in p.name] == []
        app.start()  # the same folder and database, a new process
        assert leftovers(folder) == [], "the new start left the cut-off order file"
        shown = root_items(app)
        assert sorted(n for n in contents if n in shown) == \
            sorted(n for n in contents if (folder / n).exists()), shown
