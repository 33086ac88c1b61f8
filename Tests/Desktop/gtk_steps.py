"""Steps the GTK app's tests share: reminders lists and their items as the snapshot and the
database show them, the file tree on disk, and the Files pane's folders."""
import contextlib
import os
import subprocess

from desktop import wait_for
from gtk_app import inode_map


def reminder_lists(app, snapshot=None):
    """{list id: [reminder ids]} of the shown Reminders lists (ids without "reminders/")."""
    snap = snapshot or app.snapshot()
    return {c["id"][len("reminders/"):]: c["items"] for c in snap["containers"]
            if c["id"].startswith("reminders/")}


def list_with(app, count=2, exclude=()):
    """A shown Reminders list holding at least `count` reminders, and its ids."""
    for list_id, items in reminder_lists(app).items():
        if len(items) >= count and list_id not in exclude:
            return list_id, items
    raise AssertionError(f"no reminders list with {count} reminders: {reminder_lists(app)}")


def stored_lists(app, list_ids):
    """{list id: [reminder ids]} as the database stores them, by position."""
    return {list_id: [row[0] for row in app.reminder_rows(list_id)] for list_id in list_ids}


def all_reminders(lists):
    return sorted(item for items in lists.values() for item in items)


def root_items(app, snapshot=None):
    return app.items("files", snapshot) or []


def folder_key(name):
    """The Files pane's frame key of a folder entry of the root: "files/Projects/"."""
    return f"files/{name}/"


def tree(app):
    """The app's folder on disk: relative path -> (inode, size); folders end in "/"."""
    return inode_map(app.folder)


def wait_on_disk(predicate, timeout=10, message="the folder on disk"):
    return wait_for(predicate, timeout, message=message)


def leftovers(folder):
    """Half-written or temporary files the app might leave: `.part`, `.tmp` names."""
    return [p for p in folder.rglob("*") if p.name.endswith((".part", ".tmp"))]


@contextlib.contextmanager
def read_only(path):
    """The folder cannot be written, even by root: mode 0555 and, when running as root (who
    ignores modes), the immutable attribute (chattr +i). Restored afterwards."""
    path.chmod(0o555)
    immutable = os.geteuid() == 0 and subprocess.run(["chattr", "+i", str(path)]).returncode == 0
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)])
        path.chmod(0o755)
