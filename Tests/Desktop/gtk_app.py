"""The GTK 4 desktop app (`dragkit-desktop`, issue 26) as the desktop tests drive it: started on
the test display with its own folder, database and snapshot file, placed at a known rectangle of
the screen, observed through the snapshot it writes after every change (the CONTRACT in
Desktop/README.md and the issue's brief), and driven by real X11 input (xdotool drags and keys).

Snapshot frames are in window coordinates (relative to the toplevel's surface); a screen point is
the frame's point plus the origin of the app's X window, read with `xwininfo` (the client window,
inside the window manager's frame). Every wait polls the snapshot or the file system with a
deadline; the only fixed sleeps are the drag helper's motion gaps (desktop.py).
"""
import json
import os
import pathlib
import re
import signal
import sqlite3
import subprocess

from desktop import ROOT, stop_process, wait_for

# Where the app's window goes (frame top-left) and its size (client area, --width/--height).
# The screen is 2200 x 1100: the main Chromium window is at (0, 0) 820 x 1000, the peer at
# (1660, 40) 520 x 320 (its frame ends near y 385). The app takes the lower right: x 830..2130,
# y 400..~1075. That overlaps the second browser's window (830, 0, 820, 1000), which the GTK tests
# never use: the app is raised before every drag and every key press, so it is on top there.
APP_POSITION = (830, 400)
APP_SIZE = (1300, 650)

# A line GLib logs for a critical or a warning: "(dragkit-desktop:123): Gtk-CRITICAL **: …".
GTK_PROBLEM = re.compile(r"\b[A-Za-z][\w-]*-(CRITICAL|WARNING) \*\*")
# What the test display itself causes, not the app: it has no D-Bus session bus, so GTK's
# accessibility bridge can't register (a person's desktop has one).
GTK_ENVIRONMENT = re.compile(r"Unable to acquire session bus")

BUILD_COMMAND = ["swift", "build", "--package-path", str(ROOT / "Desktop"),
                 "--product", "dragkit-desktop"]


def default_binary():
    """The app's binary: $DRAGKIT_DESKTOP_BINARY, else the desktop package's debug build."""
    configured = os.environ.get("DRAGKIT_DESKTOP_BINARY")
    if configured:
        return pathlib.Path(configured)
    return ROOT / "Desktop/.build/debug/dragkit-desktop"


# What the binary is built from: when one of these is newer, the binary is stale.
SOURCES = [ROOT / "Desktop/Package.swift", ROOT / "Desktop/Sources", ROOT / "Sources",
           ROOT / "Server/Sources/DragKitStore", ROOT / "Packages/DragKitTypes/Sources"]


def newest_source():
    """The latest modification time of the Swift sources the app is built from. O(files)."""
    newest = 0.0
    for source in SOURCES:
        paths = [source] if source.is_file() else source.rglob("*.swift") if source.exists() else []
        for path in paths:
            newest = max(newest, path.stat().st_mtime)
    return newest


def ensure_binary():
    """The binary's path, building it (`swift build --product dragkit-desktop`, minutes on a
    fresh checkout) when it is missing or older than its sources (not for a binary named by
    $DRAGKIT_DESKTOP_BINARY). Returns (path, None) or (None, why it cannot be had)."""
    binary = default_binary()
    if os.environ.get("DRAGKIT_DESKTOP_BINARY"):
        return (binary, None) if binary.exists() else \
            (None, f"DRAGKIT_DESKTOP_BINARY={binary} does not exist")
    if binary.exists() and binary.stat().st_mtime >= newest_source():
        return binary, None
    try:
        result = subprocess.run(BUILD_COMMAND, capture_output=True, text=True, timeout=3600)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, f"{' '.join(BUILD_COMMAND)} could not run: {error!r}"
    if result.returncode != 0 or not binary.exists():
        tail = (result.stdout + result.stderr)[-3000:]
        return None, f"{' '.join(BUILD_COMMAND)} failed ({result.returncode}):\n{tail}"
    return binary, None


# The file in which a folder keeps the order people dragged its items into (Desktop/README.md,
# issue 34): the app's metadata, rewritten (a new inode) whenever the order changes; the tests
# check the order through the snapshot and `folder_order`, and leave it out of inode maps.
ORDER_FILE = ".dragkit-order"


def inode_map(folder):
    """Every entry under `folder` (relative path -> (inode, size)); folders end in "/"; the
    folders' order files are left out. O(entries)."""
    result = {}
    for path in sorted(pathlib.Path(folder).rglob("*")):
        if path.name == ORDER_FILE:
            continue
        relative = path.relative_to(folder).as_posix()
        info = path.lstat()
        result[relative + ("/" if path.is_dir() else "")] = (info.st_ino, info.st_size)
    return result


def write_png(path, width=8, height=6, rgb=(40, 120, 200)):
    """A real PNG of one colour (the peer's encoder), for the Photos folder."""
    import struct
    import zlib
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    path.write_bytes(b"\x89PNG\r\n\x1a\n"
                     + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))
    return path


def populate(folder):
    """The folder every GTK test starts from: notes.txt, todo.md, Projects/plan.txt, Archive/
    (empty), Photos/sunset.png, Photos/sea.png and the write-only `Drop Box/` (mode 0733, S11;
    the app makes one only when it creates a missing folder with samples)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Drop Box").mkdir(exist_ok=True)
    (folder / "Drop Box").chmod(0o733)
    (folder / "notes.txt").write_text("Notes from the DragKit desktop tests.\n")
    (folder / "todo.md").write_text("# To do\n- drag things\n")
    (folder / "Projects").mkdir(exist_ok=True)
    (folder / "Projects/plan.txt").write_text("The plan.\n")
    (folder / "Archive").mkdir(exist_ok=True)
    (folder / "Photos").mkdir(exist_ok=True)
    write_png(folder / "Photos/sunset.png", rgb=(230, 120, 40))
    write_png(folder / "Photos/sea.png", rgb=(30, 90, 200))
    return folder


class GtkApp:
    """One run of dragkit-desktop on the test display. Files in `state`: folder/ (what the Files
    pane shows), r.sqlite (reminders), snap.json (the snapshot), app.log (stderr and stdout)."""

    def __init__(self, display, binary, state, position=APP_POSITION, size=APP_SIZE):
        self.display = display
        self.binary = pathlib.Path(binary)
        self.state = pathlib.Path(state)
        self.folder = self.state / "folder"
        self.database = self.state / "r.sqlite"
        self.snapshot_path = self.state / "snap.json"
        self.position = position
        self.size = size
        self.process = None
        self.xid = None
        self.origin = None

    # ------------------------------------------------------------------ life cycle

    def start(self, timeout=30):
        """Starts the app, waits for `"ready": true` and its window, places the window at
        `position` and measures its origin. Raises with the app's log when it does not come up."""
        self.state.mkdir(parents=True, exist_ok=True)
        if self.snapshot_path.exists():
            self.snapshot_path.unlink()
        log = open(self.state / "app.log", "ab")
        width, height = self.size
        self.process = subprocess.Popen(
            [str(self.binary), "--folder", str(self.folder), "--database", str(self.database),
             "--snapshot", str(self.snapshot_path), "--width", str(width), "--height", str(height)],
            env=self.display.env, stdout=log, stderr=subprocess.STDOUT)
        try:
            wait_for(lambda: self.exited() or (self.read() or {}).get("ready") is True, timeout,
                     message='the app\'s snapshot with "ready": true')
            if self.exited():
                raise AssertionError(f"dragkit-desktop exited ({self.process.returncode})")
            self.xid = wait_for(self.find_window, 15, message="the app's X window")
            self.place(*self.position)
            wait_for(lambda: (self.read() or {}).get("frames") and not self.read().get("layoutPending"), 10,
                     message="frames in the snapshot, laid out")
        except AssertionError as error:
            raise AssertionError(f"{error}\n--- app.log ---\n{self.log()[-4000:]}") from None
        return self

    def exited(self):
        return self.process is not None and self.process.poll() is not None

    def log(self):
        path = self.state / "app.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def gtk_problems(self):
        """GLib's criticals and warnings in the app's log (GTK, GDK, GObject, GIO, Pango…): each
        is a bug of the app (issue 34), so a GTK test fails on any."""
        return [line for line in self.log().splitlines()
                if GTK_PROBLEM.search(line) and not GTK_ENVIRONMENT.search(line)]

    def stop(self):
        """SIGTERM (the contract: the app exits cleanly), then SIGKILL after 5 s."""
        stop_process(self.process)

    def kill(self):
        """kill -9, for the tests that check what a crash leaves on disk."""
        if self.process and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()

    # ------------------------------------------------------------------ the window

    def find_window(self):
        """The app's visible toplevel: by its _NET_WM_PID, else by its title."""
        for query in (["--pid", str(self.process.pid)], ["--name", "^DragKit Desktop"]):
            found = self.display.run(["xdotool", "search", "--onlyvisible"] + query,
                                     check=False).stdout.split()
            if found:
                return found[-1]
        return None

    def visible_windows(self):
        """The X ids of every visible window of the app's process: its toplevel, and a dialog
        or a popover (an override-redirect window on X11) while one is shown."""
        return self.display.run(["xdotool", "search", "--onlyvisible", "--pid", str(self.process.pid)],
                                check=False).stdout.split()

    def window_origin(self):
        """The client window's top-left on the screen (xwininfo's absolute position)."""
        out = self.display.run(["xwininfo", "-id", self.xid], check=False).stdout
        x = re.search(r"Absolute upper-left X:\s+(-?\d+)", out)
        y = re.search(r"Absolute upper-left Y:\s+(-?\d+)", out)
        return (int(x.group(1)), int(y.group(1))) if x and y else None

    def place(self, x, y):
        """Moves the window's frame to (x, y) (wmctrl, north-west gravity) and waits until the
        window manager has done it: the client origin is right of and below (x, y) and stable."""
        self.display.run(["wmctrl", "-i", "-r", self.xid, "-e", f"0,{x},{y},-1,-1"], check=False)
        previous = [None]

        def settled():
            origin = self.window_origin()
            placed = origin is not None and x <= origin[0] < x + 40 and y <= origin[1] < y + 80
            stable = placed and origin == previous[0]
            previous[0] = origin
            return origin if stable else None

        self.origin = wait_for(settled, 10, interval=0.1, message=f"the app's window at {(x, y)}")
        return self.origin

    def raise_window(self):
        """Brings the app to the front and gives it the keyboard focus."""
        self.display.run(["xdotool", "windowactivate", "--sync", self.xid], check=False)
        self.display.run(["xdotool", "windowraise", self.xid], check=False)
        wait_for(lambda: self.display.active_window() == self.xid, 5, message="the app focused")
        self.origin = self.window_origin()

    # ------------------------------------------------------------------ the snapshot

    def read(self):
        """The snapshot as the app last wrote it (None before the first one). The app renames a
        finished file into place, so a read never sees half of one."""
        try:
            return json.loads(self.snapshot_path.read_text())
        except (FileNotFoundError, json.JSONDecodeError):
            return None

    def snapshot(self):
        value = self.read()
        assert value is not None, "the app wrote no snapshot"
        return value

    def wait_snapshot(self, predicate, timeout=10, message="the app's snapshot"):
        """Polls the snapshot until `predicate(snapshot)` is truthy; returns the snapshot."""
        def holds():
            value = self.read()
            return value if value is not None and predicate(value) else None
        try:
            return wait_for(holds, timeout, message=message)
        except AssertionError as error:
            last = self.read() or {}
            shown = {key: last.get(key) for key in ("sessions", "openFolder", "pendingTransfers")}
            shown["containers"] = {c["id"]: c["items"] for c in last.get("containers", [])}
            shown["announcements"] = (last.get("announcements") or [])[-3:]
            shown["failures"] = (last.get("failures") or [])[-3:]
            raise AssertionError(f"{error}; the last snapshot: {json.dumps(shown)}") from None

    def idle(self, timeout=10):
        """No drag session and no transfer left, and the panes laid out (every frame current)."""
        return self.wait_snapshot(lambda s: not s.get("sessions") and not s.get("pendingTransfers")
                                  and not s.get("layoutPending"),
                                  timeout, "the app to be idle (no sessions, no transfers, laid out)")

    def items(self, container, snapshot=None):
        """The item ids of a shown container, or None when it is not shown."""
        for entry in (snapshot or self.snapshot())["containers"]:
            if entry["id"] == container:
                return entry["items"]
        return None

    def containers(self, prefix="", snapshot=None):
        return [c["id"] for c in (snapshot or self.snapshot())["containers"]
                if c["id"].startswith(prefix)]

    def failures(self, snapshot=None):
        return list((snapshot or self.snapshot()).get("failures") or [])

    def announcements(self, snapshot=None):
        return list((snapshot or self.snapshot()).get("announcements") or [])

    def wait_failure(self, before, timeout=10):
        """The refusal message the app shows after `before` earlier ones (the snapshot's last 20
        messages): the first one that is new."""
        snap = self.wait_snapshot(lambda s: self.failures(s)[-20:] != before[-20:] and
                                  len(self.failures(s)) > 0, timeout, "a failure message")
        return self.failures(snap)[-1]

    # ------------------------------------------------------------------ points and input

    def frame(self, key, snapshot=None):
        """The frame [x, y, w, h] of a container ("files", "reminders/<list>") or of an item:
        "<container>/<item id>", or an item id alone (looked up in the shown containers)."""
        snap = snapshot or self.snapshot()
        if snapshot is None and snap.get("layoutPending"):
            # New content waits for its layout: its rows' frames come with the next snapshot.
            snap = self.wait_snapshot(lambda s: not s.get("layoutPending"), 10, "the panes laid out")
        frames = snap.get("frames") or {}
        if key in frames:
            return frames[key]
        for entry in snap["containers"]:
            if key in entry["items"] and f"{entry['id']}/{key}" in frames:
                return frames[f"{entry['id']}/{key}"]
        raise AssertionError(f"no frame for {key!r}; frames: {sorted(frames)}")

    def visible_frame(self, key, snapshot=None):
        """A frame cut to the window (a list in a scrolled pane may be taller than the window);
        an AssertionError when none of it is inside."""
        x, y, w, h = self.frame(key, snapshot)
        width, height = self.size
        left, top = max(x, 0), max(y, 0)
        right, bottom = min(x + w, width), min(y + h, height)
        if right <= left or bottom <= top:
            raise AssertionError(f"{key} {[x, y, w, h]} is outside the {width}x{height} window")
        return [left, top, right - left, bottom - top]

    def point_of(self, key, fx=0.5, fy=0.5, snapshot=None):
        """The screen point at fraction (fx, fy) of a frame's part inside the window."""
        x, y, w, h = self.visible_frame(key, snapshot)
        if self.origin is None:
            self.origin = self.window_origin()
        return (round(self.origin[0] + x + w * fx), round(self.origin[1] + y + h * fy))

    def screen_point(self, where):
        return where if isinstance(where, tuple) else self.point_of(where)

    def drag(self, start, end, before_release=0.5, keys=(), **options):
        """A real mouse drag between two frame keys or screen points, with the app raised first:
        Display.press, this app's `glide`, Display.release (`before_release`, `keys` held)."""
        self.raise_window()
        start, end = self.screen_point(start), self.screen_point(end)
        self.display.press(start, keys=keys, toward=end, **options)
        if self.contains(start):
            self.glide(start, end)
            if not self.contains(end):
                # Out to another app: the drag became the system's as it left the window; a few
                # more moves at the display's pace give XDND its position and status round trips
                # (the other app's answer that it takes the drop) before the release, as a
                # person's hand resting on the target would, however loaded the machine is.
                self.display.glide((end[0] + 12, end[1]), end, steps=3, pause=0.1)
                before_release = max(before_release, 1.0)
        else:  # from another app: XDND's position and status round trips at the display's pace
            self.display.glide(start, end)
        self.display.release(before_release=before_release, keys=keys)

    def contains(self, point):
        """Whether a screen point is inside the app's window."""
        origin = self.origin or self.window_origin()
        return origin is not None and 0 <= point[0] - origin[0] < self.size[0] and 0 <= point[1] - origin[1] < self.size[1]

    def gap_at_rest(self, at, timeout=5):
        """The first drag session of the snapshot once the app has seen the pointer at screen
        point `at` (its last move arrived): (destination, index)."""
        origin = self.origin or self.window_origin()
        x, y = at[0] - origin[0], at[1] - origin[1]

        def arrived(s):
            for session in s.get("sessions") or []:
                seen = session.get("pointer")
                if seen and abs(seen[0] - x) <= 2 and abs(seen[1] - y) <= 2:
                    return True
            return False
        snap = self.wait_snapshot(arrived, timeout, f"the pointer at {at} seen by the app")
        session = next(s for s in snap["sessions"] if s.get("pointer"))
        return session.get("destination"), session.get("index")

    def glide(self, start, end, steps=10, pause=0.03):
        """The pointer along the line from `start` to `end` in one xdotool run (its own sleeps
        between the moves), then once more at `end`. One process, so a loaded machine does not
        stretch the glide: a drag that crosses folder rows on its way passes them in a few tens
        of milliseconds, far from the 500 ms a pause takes to spring a folder open (S13)."""
        (x0, y0), (x1, y1) = start, end
        command = ["xdotool"]
        for step in range(1, steps + 1):
            x, y = round(x0 + (x1 - x0) * step / steps), round(y0 + (y1 - y0) * step / steps)
            command += ["mousemove", str(x), str(y), "sleep", str(pause)]
        command += ["mousemove", str(round(x1) + 1), str(round(y1)), "sleep", str(pause),
                    "mousemove", str(round(x1)), str(round(y1))]
        self.display.run(command, check=False)
        self.display.pointer = (round(x1), round(y1))

    def keys(self, *names):
        """Key presses (xdotool names: "Tab", "space", "Down", "Return", "ctrl+z"), in order,
        to the app (raised and focused first); X delivers them in order."""
        self.raise_window()
        for name in names:
            self.display.run(["xdotool", "key", name], check=False)

    def screenshot(self, path):
        """The app's window (the screen cut to its rectangle) as a PNG."""
        x, y = self.origin or self.window_origin()
        return self.display.screenshot(path, (x, y, *self.size))

    # ------------------------------------------------------------------ reminders in SQLite

    def reminder_rows(self, list_id):
        """[(id, title)] of a reminders list in the app's database, by position (read only)."""
        connection = sqlite3.connect(f"file:{self.database}?mode=ro", uri=True, timeout=5)
        try:
            return connection.execute(
                "SELECT id, title FROM items WHERE container_id = ? ORDER BY position",
                (list_id,)).fetchall()
        finally:
            connection.close()

    def reminder_titles(self, list_id):
        return [title for _, title in self.reminder_rows(list_id)]
