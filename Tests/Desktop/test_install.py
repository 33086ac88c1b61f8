"""The desktop app installs like a desktop app (issue 35, part 4): `Scripts/desktop.sh --install
PREFIX` into a fresh temporary prefix installs the release binary, a desktop file that passes
desktop-file-validate, names its icon and the MIME type it opens (folders), and an icon; GLib finds
the app through $XDG_DATA_DIRS; `gtk-launch dragkit-desktop FOLDER` starts the installed binary on
the Xvfb display with that folder (the desktop file's %f); a real X11 drag moves a file into a
subfolder on disk (S3); `--uninstall PREFIX` then removes exactly what was installed, leaving what
was in the prefix before. Its own step of the test command (it builds the release binary)."""
import os
import pathlib
import signal
import subprocess

import pytest

from desktop import ROOT, wait_for
from gtk_app import GtkApp, populate
from gtk_steps import folder_key

DESKTOP_FILE = "share/applications/dragkit-desktop.desktop"
INSTALLED = ["bin/dragkit-desktop", DESKTOP_FILE, "share/icons/hicolor/scalable/apps/dragkit-desktop.svg",
             "share/dragkit-desktop/installed"]


def tree(prefix):
    """Every file and folder under `prefix`, relative, folders ending in '/'."""
    return sorted(p.relative_to(prefix).as_posix() + ("/" if p.is_dir() else "") for p in prefix.rglob("*"))


def run(command, env=None):
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=3600)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed ({done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


class LaunchedApp(GtkApp):
    """dragkit-desktop started from its installed desktop file by `gtk-launch`, which hands the
    app to the session and exits: the app is found by its window and its process id read from
    it. The snapshot path reaches it through $DRAGKIT_DESKTOP_SNAPSHOT (Desktop/README.md)."""

    def __init__(self, display, state, env):
        super().__init__(display, "", state)
        self.env = env
        self.pid = None

    def start(self, timeout=30):
        self.state.mkdir(parents=True, exist_ok=True)
        env = dict(self.env, DRAGKIT_DESKTOP_SNAPSHOT=str(self.snapshot_path))
        with open(self.state / "app.log", "ab") as log:
            launched = subprocess.run(["gtk-launch", "dragkit-desktop", str(self.folder)], env=env,
                                      stdout=log, stderr=subprocess.STDOUT, timeout=30)
        assert launched.returncode == 0, f"gtk-launch failed ({launched.returncode}): {self.log()}"
        wait_for(lambda: (self.read() or {}).get("ready") is True, timeout, message='the launched app\'s "ready": true')
        self.xid = wait_for(self.find_window, 15, message="the app's X window")
        self.pid = int(self.display.run(["xdotool", "getwindowpid", self.xid]).stdout.strip())
        self.place(*self.position)
        wait_for(lambda: (self.read() or {}).get("frames"), 10, message="frames in the snapshot")
        return self

    def find_window(self):
        found = self.display.run(["xdotool", "search", "--onlyvisible", "--name", "^DragKit Desktop"], check=False).stdout.split()
        return found[-1] if found else None

    def exited(self):
        return self.pid is not None and not pathlib.Path(f"/proc/{self.pid}").exists()

    def stop(self):
        if self.pid and not self.exited():
            os.kill(self.pid, signal.SIGTERM)
            wait_for(self.exited, 10, message="the app to exit on SIGTERM")


@pytest.fixture
def prefix(workspace):
    """A fresh prefix that already holds another app's files (which must survive)."""
    folder = workspace / "prefix"
    (folder / "share/applications").mkdir(parents=True)
    (folder / "share/applications/other-app.desktop").write_text("[Desktop Entry]\nType=Application\nName=Other\nExec=true\n")
    (folder / "bin").mkdir()
    (folder / "bin/other-tool").write_text("#!/bin/sh\n")
    return folder


def test_the_app_installs_starts_from_its_desktop_file_drags_a_file_and_uninstalls_cleanly(desktop, workspace, prefix):
    before = tree(prefix)
    run([str(ROOT / "Scripts/desktop.sh"), "--install", str(prefix)])
    assert tree(prefix) == sorted(set(before) | set(INSTALLED) | {"share/icons/", "share/icons/hicolor/",
                                  "share/icons/hicolor/scalable/", "share/icons/hicolor/scalable/apps/", "share/dragkit-desktop/"})
    binary = prefix / "bin/dragkit-desktop"
    assert os.access(binary, os.X_OK)
    # The release binary carries the Swift runtime: it needs nothing from the toolchain.
    assert "/opt/swift" not in run(["ldd", str(binary)]) and "libswiftCore" not in run(["ldd", str(binary)])
    entry = (prefix / DESKTOP_FILE).read_text()
    assert f'Exec="{binary}" %f' in entry and "MimeType=inode/directory;" in entry and "Icon=dragkit-desktop" in entry
    run(["desktop-file-validate", str(prefix / DESKTOP_FILE)])

    home = workspace / "install-home"
    env = dict(desktop.env, HOME=str(home), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_DIRS=f"{prefix / 'share'}:/usr/share")
    # GLib (what desktops use) finds the app, its icon name and the MIME type it opens.
    found = run(["/usr/bin/python3", "-c", "import gi; gi.require_version('Gio', '2.0'); from gi.repository import Gio;"
                 "a = Gio.DesktopAppInfo.new('dragkit-desktop.desktop');"
                 "print(a.get_filename()); print(a.get_string('Icon')); print(';'.join(a.get_supported_types()))"], env)
    assert found.split("\n")[:3] == [str(prefix / DESKTOP_FILE), "dragkit-desktop", "inode/directory"], found

    app = LaunchedApp(desktop, workspace / "installed-app", env)
    populate(app.folder)
    app.start()
    try:
        assert pathlib.Path(f"/proc/{app.pid}/exe").resolve() == binary.resolve(), "the installed binary runs"
        assert "notes.txt" in app.items("files")
        folder = app.folder
        inode = (folder / "notes.txt").stat().st_ino
        app.drag("files/notes.txt", folder_key("Projects"), before_release=0.2)
        wait_for(lambda: (folder / "Projects/notes.txt").exists(), 10, message="notes.txt in Projects on disk")
        assert not (folder / "notes.txt").exists() and (folder / "Projects/notes.txt").stat().st_ino == inode
        app.idle()
    finally:
        app.stop()

    run([str(ROOT / "Scripts/desktop.sh"), "--uninstall", str(prefix)])
    assert tree(prefix) == before, "uninstalling removed exactly what was installed"
