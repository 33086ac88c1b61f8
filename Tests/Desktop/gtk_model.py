"""The reference model of dragkit-desktop's content for the desktop simulation (issue 34): the
Files pane's folders, the photos and the reminder lists, each an ordered list, with the undo and
redo history of the steps whose outcome is certain. Pure Python, no display: it says what the
app must show, store and keep on disk after each step, independently of the app.

Ordering rules it follows (Desktop/README.md, "Reordering"): a folder without a kept order lists
folders first, then files, each by name (case-insensitive, numbers by value); a drop keeps the
place it landed at; a file another program adds goes where the folder's order puts it — in the
usual place while the folder has no kept order, after the others once it has one."""
import copy
import re


def usual_key(name):
    """The usual order of a folder's entries: folders ("x/") first, then by name as people sort
    (case-insensitive, "file 9" before "file 10")."""
    parts = re.split(r"(\d+)", name.rstrip("/").lower())
    return (not name.endswith("/"), [int(p) if p.isdigit() else p for p in parts], name)


def usual(names):
    return sorted(names, key=usual_key)


class Model:
    """What the app must show. `folders` maps a folder ("" for the root, "Archive", "Projects")
    to its names in order (subfolders end in "/"), `photos` the photo grid, `lists` each reminder
    list's ids; `inodes` each file's inode (a move is a rename: it keeps it)."""

    FIELDS = ("folders", "photos", "lists")

    def __init__(self, folders, photos, lists, inodes):
        self.folders = folders
        self.photos = photos
        self.lists = lists
        self.inodes = inodes
        self.undo_stack = []  # [(state before, state after)]
        self.redo_stack = []

    # ------------------------------------------------------------------ state and history

    def state(self):
        return copy.deepcopy({field: getattr(self, field) for field in self.FIELDS})

    def restore(self, state):
        for field in self.FIELDS:
            setattr(self, field, copy.deepcopy(state[field]))

    def record(self, before):
        """A step whose outcome is certain changed the content from `before`: undoable."""
        self.undo_stack.append((before, self.state()))
        self.redo_stack = []

    def forget_history(self):
        """After a change whose place in the app's undo history the model does not follow (a
        drop from another app, a file made or deleted by another program), the model issues no
        undo until a new step of its own."""
        self.undo_stack = []
        self.redo_stack = []

    def undo(self):
        before, after = self.undo_stack.pop()
        self.restore(before)
        self.redo_stack.append((before, after))

    def redo(self):
        before, after = self.redo_stack.pop()
        self.restore(after)
        self.undo_stack.append((before, after))

    # ------------------------------------------------------------------ moves

    @staticmethod
    def insert_index(names, moved, target, after):
        """Where `moved` lands dropped before (or `after`) `target` in `names`: the index in the
        list without `moved` (the engine's insertion index)."""
        rest = [name for name in names if name != moved]
        index = rest.index(target)
        return index + 1 if after else index

    @staticmethod
    def place(names, moved, index):
        rest = [name for name in names if name != moved]
        rest.insert(index, moved)
        return rest

    def reorder(self, names_of, moved, target, after):
        """Moves `moved` before or after `target` within the list `names_of()` returns (a
        reference into the model); returns the landing index."""
        names = names_of()
        index = self.insert_index(names, moved, target, after)
        names[:] = self.place(names, moved, index)
        return index

    def move_reminder(self, source, reminder, destination, target, after):
        """Moves a reminder to `destination` before or after `target` (`None`: the end)."""
        self.lists[source].remove(reminder)
        names = self.lists[destination]
        index = len(names) if target is None else names.index(target) + (1 if after else 0)
        names.insert(index, reminder)
        return index

    def file_into_folder(self, name, folder):
        """A file dropped on a folder row goes to the end of that folder (S13: "drop into")."""
        self.folders[""].remove(name)
        self.folders[folder].append(name)

    # ------------------------------------------------------------------ other programs

    def appeared(self, folder, name):
        names = self.folders[folder]
        if names == usual(names):
            names[:] = usual(names + [name])
        else:
            names.append(name)

    def vanished(self, folder, name):
        self.folders[folder].remove(name)
        self.inodes.pop(f"{folder}/{name}" if folder else name, None)

    # ------------------------------------------------------------------ comparing

    def shown(self):
        """The containers the snapshot must list (the root folder shown)."""
        shown = {"files": self.folders[""], "photos": self.photos}
        for list_id, ids in self.lists.items():
            shown[f"reminders/{list_id}"] = ids
        return shown

    def file_paths(self):
        """Every file's path relative to the folder (without subfolders)."""
        paths = []
        for folder, names in self.folders.items():
            for name in names:
                if not name.endswith("/"):
                    paths.append(f"{folder}/{name}" if folder else name)
        return sorted(paths)
