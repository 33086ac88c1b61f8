"""The desktop simulation (issue 34): a seeded random walk of what people do to dragkit-desktop,
with real X11 input (xdotool) — files reordered, moved into folders and refused by read-only ones,
photos reordered by halves of a cell, reminders reordered and moved between lists by mouse and by
keyboard, undo and redo, text dropped from the peer app, Escape mid-drag, files made and deleted
by another program between steps and mid-drag — checked after every step against a small
reference model (gtk_model.py): the panes (the snapshot), the disk (names, order, inodes: a move is
a rename) and SQLite (the reminders' lists and order), with nothing dimmed, no drag left, the
title back, every row laid out, and words that say what happened (a refusal is never "Moved").
Where a drop lands is also checked against the gap the snapshot showed just before the release.

A failure names its seed and shrinks to a shorter sequence of steps that still fails (replayed on
a fresh app). The normal run walks a short profile; DRAGKIT_DESKTOP_SIM_STEPS (steps per seed)
and DRAGKIT_DESKTOP_SIM_SEEDS (comma-separated) run a longer one, e.g.

    DRAGKIT_DESKTOP_SIM_STEPS=200 DRAGKIT_DESKTOP_SIM_SEEDS=1,2,3 \\
        .venv/bin/python -m pytest Tests/Desktop/test_gtk_simulation.py -q -p no:cacheprovider
"""
import json
import os
import random
import time

import pytest

from desktop import wait_for
from gtk_app import inode_map, populate, write_png
from gtk_model import Model
from gtk_steps import read_only, stored_lists

STEPS = int(os.environ.get("DRAGKIT_DESKTOP_SIM_STEPS", "24"))
SEEDS = [int(s) for s in os.environ.get("DRAGKIT_DESKTOP_SIM_SEEDS", "34").split(",") if s.strip()]
SHRINK_SECONDS = float(os.environ.get("DRAGKIT_DESKTOP_SIM_SHRINK_SECONDS", "240"))
PEER_TEXT = "Text dragged from the peer app"
IDLE_TITLE = "DragKit Desktop"


def prepare(folder):
    """The walk's folder: the standard one, a third file and a third photo."""
    populate(folder)
    (folder / "readme.txt").write_text("Read me.\n")
    write_png(folder / "Photos/forest.png", rgb=(40, 140, 60))


class Refused(Exception):
    """A step the app must refuse: the model stays as it was."""


class StepFailed(AssertionError):
    pass


class Walk:
    """One run of steps on one app, with its model."""

    def __init__(self, app, desktop, peer):
        self.app = app
        self.desktop = desktop
        self.peer = peer
        self.created = 0
        self.refused = False
        snap = app.snapshot()
        folder = app.folder
        lists = {c["id"][len("reminders/"):]: list(c["items"]) for c in snap["containers"]
                 if c["id"].startswith("reminders/")}
        folders = {"": list(app.items("files", snap))}
        for sub in ("Archive", "Projects"):
            folders[sub] = sorted(p.name for p in (folder / sub).iterdir() if not p.name.startswith("."))
        inodes = {path: info[0] for path, info in inode_map(folder).items() if not path.endswith("/")}
        self.model = Model(folders, list(app.items("photos", snap)), lists, inodes)

    # ------------------------------------------------------------------ choosing steps

    def visible(self, key):
        """Whether the row `key` is wholly on screen inside its pane's scroller now (a drag to a
        row scrolled out of view would first auto-scroll, which this walk leaves to A1's tests)."""
        snap = self.app.snapshot()
        frame = snap["frames"].get(key)
        pane = {"files": "files", "photos": "photos"}.get(key.split("/")[0], "reminders")
        box = snap["scrollers"].get(pane, {}).get("frame")
        if not frame or not box:
            return False
        return box[1] <= frame[1] and frame[1] + frame[3] <= box[1] + box[3]

    def choose(self, rng):
        """A step for the model's state now: (kind, parameters), among rows on screen."""
        m = self.model
        shown = {lid: [r for r in ids if self.visible(f"reminders/{lid}/{r}")] for lid, ids in m.lists.items()}
        return self.choose_among(rng, shown)

    def choose_among(self, rng, shown):
        """`choose`, with `shown` the reminders on screen of each list."""
        m = self.model
        files = [n for n in m.folders[""] if not n.endswith("/")]
        options = ["reorder_reminder", "move_reminder", "keyboard_reorder", "reorder_photo", "escape"]
        if len(files) >= 2:
            options += ["reorder_file"]
        if files:
            options += ["file_into_folder", "read_only_refusal", "vanish", "vanish_mid_drag"]
        if m.undo_stack:
            options += ["undo", "undo"]
        if m.redo_stack:
            options += ["redo"]
        options += ["appear", "peer_text"]
        kind = rng.choice(options)
        lists = [lid for lid, ids in shown.items() if ids]
        if kind in ("reorder_reminder", "keyboard_reorder"):
            lid = rng.choice([lid for lid in lists if len(shown[lid]) >= 2] or lists)
            ids = m.lists[lid]
            moved = rng.choice(shown[lid])
            if kind == "keyboard_reorder":
                i = ids.index(moved)
                return kind, {"list": lid, "item": moved, "steps": rng.randint(1, max(1, len(ids) - 1 - i))
                              if i < len(ids) - 1 else 0}
            candidates = [r for r in shown[lid] if r != moved]
            if not candidates:
                return "escape", {"list": lid, "item": moved, "over": rng.choice([x for x in m.lists if x != lid])}
            return kind, {"list": lid, "item": moved, "target": rng.choice(candidates), "after": rng.random() < 0.5}
        if kind == "move_reminder":
            source = rng.choice(lists)
            destination = rng.choice([lid for lid in m.lists if lid != source])
            if not shown[destination]:
                return "escape", {"list": source, "item": rng.choice(shown[source]), "over": destination}
            target = rng.choice(shown[destination])
            return kind, {"source": source, "item": rng.choice(shown[source]), "destination": destination,
                          "target": target, "after": rng.random() < 0.5}
        if kind == "reorder_photo":
            moved = rng.choice(m.photos)
            target = rng.choice([p for p in m.photos if p != moved])
            return kind, {"item": moved, "target": target, "after": rng.random() < 0.5}
        if kind == "reorder_file":
            moved = rng.choice(files)
            return kind, {"item": moved, "target": rng.choice([f for f in files if f != moved]),
                          "after": rng.random() < 0.5}
        if kind in ("file_into_folder", "read_only_refusal", "vanish_mid_drag"):
            return kind, {"item": rng.choice(files), "folder": rng.choice(["Archive", "Projects"])}
        if kind == "vanish":
            return kind, {"item": rng.choice(files)}
        if kind == "appear":
            self.created += 1
            return kind, {"item": f"new-{rng.randint(0, 999):03d}-{self.created}.txt"}
        if kind == "peer_text":
            lid = rng.choice(lists)
            return kind, {"list": lid, "target": rng.choice(shown[lid]), "after": rng.random() < 0.5}
        if kind == "escape":
            source = rng.choice(lists)
            return kind, {"list": source, "item": rng.choice(shown[source]),
                          "over": rng.choice([lid for lid in m.lists if lid != source])}
        return kind, {}

    def valid(self, kind, p):
        """Whether a (replayed) step still makes sense in the model's state now, its rows on
        screen."""
        if not self.sensible(kind, p):
            return False
        keys = []
        if kind in ("reorder_reminder", "keyboard_reorder", "escape"):
            keys = [f"reminders/{p['list']}/{p['item']}"] + ([f"reminders/{p['list']}/{p['target']}"]
                                                            if kind == "reorder_reminder" else [])
        elif kind == "move_reminder":
            keys = [f"reminders/{p['source']}/{p['item']}"] + ([f"reminders/{p['destination']}/{p['target']}"]
                                                              if p["target"] else [])
        elif kind == "peer_text":
            keys = [f"reminders/{p['list']}/{p['target']}"]
        return all(self.visible(key) for key in keys)

    def sensible(self, kind, p):
        """Whether a step's items are where it needs them in the model's state now."""
        m = self.model
        root = m.folders[""]
        if kind in ("reorder_reminder", "keyboard_reorder"):
            ids = m.lists.get(p["list"], [])
            return p["item"] in ids and (kind == "keyboard_reorder" or p["target"] in ids) \
                and (kind == "reorder_reminder" or ids.index(p["item"]) + p["steps"] < len(ids))
        if kind == "move_reminder":
            return p["item"] in m.lists[p["source"]] and (p["target"] is None or p["target"] in m.lists[p["destination"]])
        if kind == "reorder_photo":
            return p["item"] in m.photos and p["target"] in m.photos
        if kind == "reorder_file":
            return p["item"] in root and p["target"] in root
        if kind in ("file_into_folder", "read_only_refusal", "vanish_mid_drag", "vanish"):
            return p["item"] in root and (kind == "vanish" or p["item"] not in m.folders[p["folder"]])
        if kind == "appear":
            return p["item"] not in root
        if kind == "peer_text":
            return p["target"] in m.lists[p["list"]]
        if kind == "undo":
            return bool(m.undo_stack)
        if kind == "redo":
            return bool(m.redo_stack)
        if kind == "escape":
            return p["item"] in m.lists[p["list"]]
        return True

    # ------------------------------------------------------------------ doing steps

    def point(self, key, fx=0.5, fy=0.5):
        return self.app.point_of(key, fx=fx, fy=fy)

    def carried_drop(self, start, end, expect_destination=None, before_release=None):
        """A real drag from `start` to `end` (screen points), reading the gap the snapshot shows
        just before the release: (destination, index) or (None, None)."""
        app, desktop = self.app, self.desktop
        app.raise_window()
        desktop.press(start, toward=end)
        shown = (None, None)
        inside = app.contains(start)
        try:
            if inside:
                app.glide(start, end)
            else:  # from the peer: XDND's round trips at the display's pace
                desktop.glide(start, end)
            try:
                shown = app.gap_at_rest(end)
                if expect_destination is not None and shown[0] != expect_destination:
                    time.sleep(0.3)  # one more look: the pointer has arrived, the gap is current
                    shown = app.gap_at_rest(end)
                if before_release:
                    before_release()
            except AssertionError:
                pass
        finally:
            desktop.release(before_release=0.15 if inside else 0.4)
        return shown

    def do(self, kind, p):
        """Carries one step out with real input, and the model along. Returns what the status
        line must start with ("Moved", …), or a `Refused` expectation."""
        m, app = self.model, self.app
        before = m.state()
        if kind == "reorder_reminder":
            container = f"reminders/{p['list']}"
            index = m.reorder(lambda: m.lists[p["list"]], p["item"], p["target"], p["after"])
            shown = self.carried_drop(self.point(f"{container}/{p['item']}"),
                                      self.point(f"{container}/{p['target']}", fy=0.85 if p["after"] else 0.15),
                                      container)
            self.gap_was(shown, container, index)
            return self.changed(before)
        if kind == "move_reminder":
            destination = f"reminders/{p['destination']}"
            index = m.move_reminder(p["source"], p["item"], p["destination"], p["target"], p["after"])
            end = (self.point(f"{destination}/{p['target']}", fy=0.85 if p["after"] else 0.15)
                   if p["target"] is not None else self.list_end(destination))
            shown = self.carried_drop(self.point(f"reminders/{p['source']}/{p['item']}"), end, destination)
            self.gap_was(shown, destination, index)
            return self.changed(before)
        if kind == "keyboard_reorder":
            ids = m.lists[p["list"]]
            index = ids.index(p["item"]) + p["steps"]
            m.lists[p["list"]][:] = Model.place(ids, p["item"], index)
            app.raise_window()
            self.desktop.move(*self.point(f"reminders/{p['list']}/{p['item']}"))
            self.desktop.run(["xdotool", "click", "1"])
            app.keys("space")
            app.wait_snapshot(lambda s: s["sessions"], 5, "the keyboard pickup")
            snap = app.wait_snapshot(lambda s: s["title"] != IDLE_TITLE, 5, "the title during a keyboard drag")
            assert snap["title"].startswith("DragKit Desktop — dragging"), snap["title"]
            app.keys(*(["Down"] * p["steps"]))
            if p["steps"]:
                time.sleep(0.2)
                shown = (app.snapshot()["sessions"] or [{}])[0]
                self.gap_was((shown.get("destination"), shown.get("index")), f"reminders/{p['list']}", index)
            app.keys("Return")
            return self.changed(before)
        if kind == "reorder_photo":
            index = m.reorder(lambda: m.photos, p["item"], p["target"], p["after"])
            shown = self.carried_drop(self.point(f"photos/{p['item']}"),
                                      self.point(f"photos/{p['target']}", fx=0.8 if p["after"] else 0.2), "photos")
            self.gap_was(shown, "photos", index)
            return self.changed(before)
        if kind == "reorder_file":
            index = m.reorder(lambda: m.folders[""], p["item"], p["target"], p["after"])
            shown = self.carried_drop(self.point(f"files/{p['item']}"),
                                      self.point(f"files/{p['target']}", fy=0.88 if p["after"] else 0.12), "files")
            self.gap_was(shown, "files", index)
            return self.changed(before)
        if kind == "file_into_folder":
            m.file_into_folder(p["item"], p["folder"])
            m.inodes[f"{p['folder']}/{p['item']}"] = m.inodes.pop(p["item"])
            self.carried_drop(self.point(f"files/{p['item']}"), self.point(f"files/{p['folder']}/"),
                              f"files/{p['folder']}")
            return self.changed(before)
        if kind == "read_only_refusal":
            with read_only(app.folder / p["folder"]):
                failures = app.failures()
                self.carried_drop(self.point(f"files/{p['item']}"), self.point(f"files/{p['folder']}/"),
                                  f"files/{p['folder']}")
                app.wait_failure(failures, 10)
                app.idle()
            raise Refused("read-only")
        if kind == "vanish":
            (app.folder / p["item"]).unlink()
            m.vanished("", p["item"])
            m.forget_history()
            return None
        if kind == "appear":
            (app.folder / p["item"]).write_text("made by another program\n")
            m.appeared("", p["item"])
            m.inodes[p["item"]] = (app.folder / p["item"]).stat().st_ino
            m.forget_history()
            return None
        if kind == "vanish_mid_drag":
            m.vanished("", p["item"])
            m.forget_history()
            self.carried_drop(self.point(f"files/{p['item']}"), self.point(f"files/{p['folder']}/"),
                              f"files/{p['folder']}", before_release=lambda: (app.folder / p["item"]).unlink())
            raise Refused("vanished")
        if kind == "peer_text":
            container = f"reminders/{p['list']}"
            known = set(m.lists[p["list"]])
            index = m.lists[p["list"]].index(p["target"]) + (1 if p["after"] else 0)
            shown = self.carried_drop(self.peer.center("text"),
                                      self.point(f"{container}/{p['target']}", fy=0.85 if p["after"] else 0.15),
                                      container)
            self.gap_was(shown, container, index)
            snap = app.wait_snapshot(lambda s: len(app.items(container, s)) == len(known) + 1, 15,
                                     "the peer's text as a new reminder")
            new = [r for r in app.items(container, snap) if r not in known]
            assert len(new) == 1, new
            m.lists[p["list"]].insert(index, new[0])
            titles = dict(app.reminder_rows(p["list"]))
            assert titles.get(new[0]) == PEER_TEXT, titles.get(new[0])
            m.forget_history()
            return None
        if kind == "escape":
            start = self.point(f"reminders/{p['list']}/{p['item']}")
            end = self.list_end(f"reminders/{p['over']}")
            app.raise_window()
            self.desktop.press(start, toward=end)
            try:
                app.glide(start, end)
                app.wait_snapshot(lambda s: s["sessions"], 3, "the drag")
                self.desktop.run(["xdotool", "key", "Escape"])
                app.wait_snapshot(lambda s: not s["sessions"], 5, "Escape to end the drag")
            finally:
                self.desktop.release(before_release=0.1)
            return None
        if kind == "undo":
            m.undo()
            app.keys("ctrl+z")
            return ("Undid",)
        if kind == "redo":
            m.redo()
            app.keys("ctrl+shift+z")
            return ("Redid",)
        raise AssertionError(f"unknown step {kind}")

    def changed(self, before):
        """Records a step of the person's own for undo; returns what its words must start with
        ("Moved…"), or None when it changed nothing (a put-back)."""
        if self.model.state() == before:
            return None
        self.model.record(before)
        return ("Moved",)

    def list_end(self, container):
        """A point in a reminder list below its last row (a drop at its end)."""
        snap = self.app.snapshot()
        box = self.app.visible_frame(container, snap)
        ids = self.app.items(container, snap)
        last = self.app.frame(f"{container}/{ids[-1]}", snap) if ids else None
        y = box[1] + box[3] - 6 if last is None else min(last[1] + last[3] + 8, box[1] + box[3] - 4)
        origin = self.app.origin or self.app.window_origin()
        return (round(origin[0] + box[0] + box[2] / 2), round(origin[1] + y))

    def gap_was(self, shown, container, index):
        """The gap the snapshot showed before the release is where the model lands the item."""
        destination, gap = shown
        if destination is None:
            raise StepFailed(f"no destination shown before the release (expected {container} at {index})")
        if (destination, gap) != (container, index):
            raise StepFailed(f"the gap showed {destination} at {gap}; the drop must land in {container} at {index}")

    # ------------------------------------------------------------------ checking

    def check(self, said):
        """The app, the disk and SQLite agree with the model; nothing is left over from the step."""
        app, m = self.app, self.model
        expected = m.shown()

        def agrees(s):
            shown = {c["id"]: c["items"] for c in s["containers"]}
            return (not s["sessions"] and not s["pendingTransfers"] and not s["layoutPending"]
                    and s["openFolder"] == "files"
                    and all(shown.get(key) == value for key, value in expected.items()))
        try:
            snap = app.wait_snapshot(agrees, 10, "the app to show the model's content")
        except AssertionError as error:
            raise StepFailed(f"{error}\nexpected: {json.dumps(expected)}") from None
        snap = app.wait_snapshot(lambda s: s["title"] == IDLE_TITLE and not s["dimmed"], 5,
                                 "nothing dimmed and the title back")
        from test_gtk_seams import rows_are_laid_out
        problems = rows_are_laid_out(app, snap)
        if problems:
            raise StepFailed(f"rows not laid out: {problems[:4]}")
        if said is not None and not snap["status"].startswith(said):
            raise StepFailed(f"the status line says {snap['status']!r}; expected it to start with {said}")
        if said is None and snap["status"].startswith(("Moved", "Copied")) and self.refused:
            raise StepFailed(f"a refusal said as {snap['status']!r}")
        # The disk: every file where the model has it, with its inode (moves are renames).
        disk = {path: info[0] for path, info in inode_map(app.folder).items()
                if not path.endswith("/") and not path.startswith(("Photos/", "Drop Box/"))}
        if sorted(disk) != m.file_paths():
            raise StepFailed(f"files on disk {sorted(disk)}; the model has {m.file_paths()}")
        moved = {path: ino for path, ino in disk.items() if m.inodes.get(path) not in (None, ino)}
        if moved:
            raise StepFailed(f"files with a new inode (copied, not renamed): {sorted(moved)}")
        # The kept order: a restart would list what is shown (the folder's own listing rule).
        for folder in ("Archive", "Projects"):
            names = sorted(p.name for p in (app.folder / folder).iterdir() if not p.name.startswith("."))
            if names != sorted(m.folders[folder]):
                raise StepFailed(f"{folder} holds {names}; the model has {m.folders[folder]}")
        # SQLite: every list's reminders in order.
        stored = wait_for(lambda: (lambda s: s if s == m.lists else None)(stored_lists(app, list(m.lists))) or None,
                          10, message=f"the reminders stored as {m.lists}") if m.lists else {}
        assert stored == m.lists


def execute(walk, index, kind, p):
    """Carries out step `index` and checks the app against the model: None, or why it failed."""
    before = walk.model.state()
    walk.refused = False
    try:
        said = walk.do(kind, p)
    except Refused:
        if kind == "read_only_refusal":
            walk.model.restore(before)
        walk.refused = True
        said = None
    except (StepFailed, AssertionError) as error:
        return f"step {index} {kind} {json.dumps(p)}: {error}"
    try:
        walk.check(said)
    except (StepFailed, AssertionError) as error:
        return f"step {index} {kind} {json.dumps(p)}: {error}"
    return None


def run_walk(start_app, desktop, peer, steps, name):
    """Runs `steps` ([(kind, parameters)]) on a fresh app, checking after each; returns None or
    why it failed. Steps that no longer make sense (a shorter replay) are skipped."""
    app = start_app(prepare=prepare, name=name)
    walk = Walk(app, desktop, peer)
    failure = None
    try:
        for index, (kind, p) in enumerate(steps):
            if walk.valid(kind, p):
                failure = execute(walk, index, kind, p)
                if failure:
                    break
    finally:
        app.stop()
    problems = app.gtk_problems()
    return failure or (f"GTK criticals or warnings: {problems[:3]}" if problems else None)


def shrink(steps, fails, budget):
    """A shorter list of steps that still fails (`fails(steps)` is true), removing chunks, then
    single steps, within `budget` seconds. O(replays)."""
    deadline = time.monotonic() + budget
    chunk = max(len(steps) // 2, 1)
    while chunk >= 1 and time.monotonic() < deadline:
        start, removed = 0, False
        while start < len(steps) and time.monotonic() < deadline:
            candidate = steps[:start] + steps[start + chunk:]
            if candidate and fails(candidate):
                steps, removed = candidate, True
            else:
                start += chunk
        if not removed:
            chunk //= 2
    return steps


@pytest.mark.timeout(max(300, STEPS * 40 * len(SEEDS) + int(SHRINK_SECONDS) + 120))
def test_desktop_simulation_random_walks_keep_app_disk_and_database_with_the_model(start_gtk_app, desktop, peer):
    reports = []
    for seed in SEEDS:
        rng = random.Random(seed)
        app = start_gtk_app(prepare=prepare, name=f"seed{seed}")
        walk = Walk(app, desktop, peer)
        steps, failure = [], None
        try:
            # Each step is chosen from the model's state at that moment, so the walk records
            # the steps as it goes: the record is what a replay and the shrinking run.
            for index in range(STEPS):
                kind, p = walk.choose(rng)
                steps.append((kind, p))
                failure = execute(walk, index, kind, p)
                if failure:
                    break
        finally:
            app.stop()
        problems = app.gtk_problems()
        failure = failure or (f"GTK criticals or warnings: {problems[:3]}" if problems else None)
        if failure is None:
            continue
        runs = [0]

        def fails(candidate):
            runs[0] += 1
            return run_walk(start_gtk_app, desktop, peer, candidate, f"shrink{seed}-{runs[0]}") is not None

        shortest = shrink(steps, fails, SHRINK_SECONDS)
        again = run_walk(start_gtk_app, desktop, peer, shortest, f"minimal{seed}")
        reports.append(f"seed {seed} failed (replay with DRAGKIT_DESKTOP_SIM_SEEDS={seed}): {failure}\n"
                       f"shrunk to {len(shortest)} of {len(steps)} steps: {json.dumps(shortest)}\n"
                       f"which fails with: {again or '(it passed when replayed: a timing)'}")
    if reports:
        pytest.fail("\n\n".join(reports), pytrace=False)
