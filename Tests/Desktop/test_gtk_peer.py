"""dragkit-desktop and another app (the GTK 3 peer, peer_app.py) on one X11 desktop, real XDND
both ways (issue 26). Named by requirement (Docs/Requirements.md): P1 content leaves as a real
file (the file itself for a file, an .ics written on demand for a reminder), S2 a drop into or
out of another app copies, S12 representations richest first, A2 the destination takes what it
can use, S1/F7 a drop where the content is not taken is refused with a message and changes
nothing."""
import os
import sqlite3
import urllib.parse
import urllib.request

import pytest

from desktop import wait_for
from gtk_app import ORDER_FILE
from gtk_steps import leftovers, list_with, reminder_lists, root_items


def file_uris(drop):
    """The file paths of a drop's text/uri-list, in order."""
    text = drop["text"].get("text/uri-list") or ""
    lines = [line.strip() for line in text.replace("\r", "\n").split("\n")]
    return [urllib.request.url2pathname(urllib.parse.urlparse(line).path)
            for line in lines if line.startswith("file://")]


def plain_text(drop):
    """The drop's text/plain, with or without a charset parameter (GTK 4 offers a string as
    `text/plain;charset=utf-8`); None when not offered."""
    for target in ("text/plain;charset=utf-8", "text/plain"):
        if drop["text"].get(target) is not None:
            return drop["text"][target]
    return None


def drag_out(app, peer, key):
    before = len(peer.drops())
    app.drag(key, peer.center("drop"))
    return peer.wait_drop(before)


# ------------------------------------------------------------------ out of the app

def test_P1_S2_a_file_dragged_to_another_app_arrives_as_the_same_file_and_stays(gtk_app, peer):
    path = gtk_app.folder / "notes.txt"
    drop = drag_out(gtk_app, peer, "files/notes.txt")
    assert "text/uri-list" in drop["targets"], drop["targets"]
    uris = file_uris(drop)
    assert uris, drop["text"].get("text/uri-list")
    assert os.stat(uris[0]).st_ino == path.stat().st_ino, f"{uris[0]} is not the file itself"
    assert open(uris[0], "rb").read() == path.read_bytes()
    # The contract: text/uri-list first, text/plain names the file.
    offered = [t for t in drop["targets"] if t == "text/uri-list" or t.startswith("text/plain")]
    assert offered[0] == "text/uri-list", drop["targets"]
    if plain_text(drop) is not None:
        assert "notes.txt" in plain_text(drop), plain_text(drop)
    gtk_app.idle()
    assert path.exists() and "notes.txt" in root_items(gtk_app)  # S2: a copy to another app


def test_P1_S12_a_photo_dragged_to_another_app_carries_its_file_and_png_bytes(gtk_app, peer):
    path = gtk_app.folder / "Photos/sunset.png"
    drop = drag_out(gtk_app, peer, "photos/sunset.png")
    uris = file_uris(drop)
    assert uris and open(uris[0], "rb").read() == path.read_bytes(), drop["targets"]
    assert "image/png" in drop["bytes"], drop["targets"]
    assert drop["bytes"]["image/png"][:8] == b"\x89PNG\r\n\x1a\n"
    gtk_app.idle()
    assert path.exists() and "sunset.png" in gtk_app.items("photos")


def test_P1_S12_a_reminder_dragged_to_another_app_carries_its_title_and_an_ics_todo(gtk_app, peer):
    list_id, items = list_with(gtk_app, 1)
    title = dict(gtk_app.reminder_rows(list_id))[items[0]]
    drop = drag_out(gtk_app, peer, f"reminders/{list_id}/{items[0]}")
    assert plain_text(drop) == title, drop["targets"]
    uris = file_uris(drop)
    assert uris and uris[0].endswith(".ics"), drop["text"].get("text/uri-list")
    ics = open(uris[0], "rb").read().decode()
    assert ics.startswith("BEGIN:VCALENDAR") and ics.rstrip().endswith("END:VCALENDAR"), ics
    assert "BEGIN:VTODO" in ics and f"SUMMARY:{title}" in ics, ics
    snap = gtk_app.idle()
    assert reminder_lists(gtk_app, snap)[list_id] == items  # S2: a copy to another app


# ------------------------------------------------------------------ into the app

def new_rows(app, list_id, before):
    """Rows (id, title, payload) of a list that were not there before."""
    connection = sqlite3.connect(f"file:{app.database}?mode=ro", uri=True, timeout=5)
    try:
        rows = connection.execute("SELECT id, title, payload FROM items WHERE container_id = ?"
                                  " ORDER BY position", (list_id,)).fetchall()
    finally:
        connection.close()
    return [row for row in rows if row[0] not in before]


@pytest.mark.parametrize("source", ["text", "link"])
def test_S1_A2_text_or_a_link_from_another_app_dropped_on_a_reminders_list_becomes_a_reminder(
        gtk_app, peer, source):
    list_id, items = list_with(gtk_app, 1)
    expected = peer.layout["texts"][source]
    gtk_app.drag(peer.center(source), gtk_app.point_of(f"reminders/{list_id}", fy=0.9))
    snap = gtk_app.wait_snapshot(lambda s: len(reminder_lists(gtk_app, s)[list_id]) == len(items) + 1,
                                 15, f"a new reminder in {list_id}")
    assert set(items) <= set(reminder_lists(gtk_app, snap)[list_id])
    rows = wait_for(lambda: new_rows(gtk_app, list_id, items), 10, message="the reminder stored")
    assert len(rows) == 1, rows
    _, title, payload = rows[0]
    assert expected == title or expected in (payload or ""), (title, payload)
    if source == "text":
        assert title == expected


def test_S1_S2_a_file_from_another_app_dropped_on_files_is_copied_in(gtk_app, peer):
    original = peer.layout["files"]["ics"]
    name = original.rsplit("/", 1)[-1]
    gtk_app.drag(peer.center("ics"), gtk_app.point_of("files", fy=0.92))
    copied = gtk_app.folder / name
    wait_for(lambda: copied.exists(), 15, message=f"{name} copied into the folder")
    snap = gtk_app.wait_snapshot(lambda s: name in root_items(gtk_app, s) and not s.get("pendingTransfers"),
                                 10, f"{name} listed in Files")
    assert copied.read_bytes() == open(original, "rb").read()
    assert open(original, "rb").read()  # S2: the other app's file is still there
    assert leftovers(gtk_app.folder) == []
    assert not snap.get("sessions")


def test_S1_an_image_from_another_app_dropped_on_photos_is_copied_into_the_photos_folder(gtk_app, peer):
    photos = gtk_app.folder / "Photos"
    before = {p.name for p in photos.iterdir()}
    gtk_app.drag(peer.center("image"), gtk_app.point_of("photos", fy=0.9))
    # The photo lands where the gap showed: the folder's kept order (ORDER_FILE) may change too.
    new = wait_for(lambda: {p.name for p in photos.iterdir()} - before - {ORDER_FILE}, 15,
                   message="a new image in the Photos folder")
    assert len(new) == 1, new
    data = (photos / new.pop()).read_bytes()
    assert data == open(peer.layout["files"]["png"], "rb").read()
    snap = gtk_app.wait_snapshot(lambda s: len(gtk_app.items("photos", s)) == len(before) + 1, 10,
                                 "the new photo in the Photos pane")
    assert leftovers(gtk_app.folder) == []
    assert not snap.get("pendingTransfers")


@pytest.mark.parametrize("source", ["text", "ics"])
def test_S1_F7_text_or_a_document_dropped_on_photos_is_refused_with_a_message_and_nothing_changes(
        gtk_app, peer, source):
    photos = gtk_app.folder / "Photos"
    disk = sorted(p.name for p in photos.iterdir())
    snap = gtk_app.snapshot()
    shown, failures = gtk_app.items("photos", snap), gtk_app.failures(snap)
    gtk_app.drag(peer.center(source), gtk_app.point_of("photos", fy=0.9))
    message = gtk_app.wait_failure(failures)
    assert message.strip(), "an empty refusal message"
    after = gtk_app.idle()
    assert gtk_app.items("photos", after) == shown
    assert sorted(p.name for p in photos.iterdir()) == disk
