"""A real X11 desktop for DragKit's cross-app tests: Xvfb, the openbox window manager, headful
Chromium windows placed at known screen rectangles, the GTK peer app, and real mouse drags made
with xdotool (the X server moves the pointer; Chromium and GTK speak XDND to each other as on a
person's desktop). Nothing here is simulated inside the browser.

Every wait here polls a state (a file, a window, a page value) with a deadline; the only fixed
sleeps are the short gaps between the motion steps of a drag, which X needs to deliver motion
events one by one (without them the X server merges the moves and drag thresholds never trip).
"""
import base64
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
SYSTEM_PYTHON = "/usr/bin/python3"  # Debian's, with python3-gi; the venv cannot import gi
SCREEN = (2200, 1100)


def wait_for(predicate, timeout=15, interval=0.05, message="condition"):
    """Polls `predicate` until it returns a truthy value (which is returned) or the deadline."""
    deadline = time.time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.time() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {message}")
        time.sleep(interval)


def decode_text(data):
    """Text as an X selection carries it: UTF-16 with a byte order mark (Chromium's and
    Firefox's text/html), else UTF-8; a trailing NUL is dropped. Undecodable bytes become None."""
    try:
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            return data.decode("utf-16").rstrip("\x00")
        return data.decode("utf-8").rstrip("\x00")
    except UnicodeDecodeError:
        return None


def chromium_custom_data(data):
    """Decodes Chromium's chromium/x-web-custom-data (a base::Pickle of string16 pairs: the
    page's own types set with DataTransfer.setData) into {type: value}. O(bytes)."""
    import struct
    if not data or len(data) < 8:
        return {}
    offset = 4  # the pickle's payload size
    (count,) = struct.unpack_from("<I", data, offset)
    offset += 4
    result = {}

    def string16():
        nonlocal offset
        (length,) = struct.unpack_from("<I", data, offset)
        offset += 4
        raw = data[offset:offset + 2 * length]
        offset += (2 * length + 3) // 4 * 4
        return raw.decode("utf-16-le")

    for _ in range(count):
        key = string16()
        result[key] = string16()
    return result


class Display:
    """Xvfb on a free display number, with openbox managing its windows."""

    def __init__(self, folder):
        self.folder = folder
        self.processes = []
        self.name = None

    def start(self):
        read_end, write_end = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24",
             "-nolisten", "tcp", "-noreset"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        self.processes.append(xvfb)
        with os.fdopen(read_end) as reader:
            number = reader.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not report its display number")
        self.name = f":{number}"
        self.env = dict(os.environ, DISPLAY=self.name)
        self.env.pop("WAYLAND_DISPLAY", None)
        log = open(self.folder / "openbox.log", "w")
        config = pathlib.Path(__file__).with_name("openbox-rc.xml")
        self.processes.append(subprocess.Popen(["openbox", "--sm-disable", "--config-file",
                                                str(config)], env=self.env,
                                               stdout=log, stderr=subprocess.STDOUT))
        wait_for(lambda: self.run(["wmctrl", "-m"], check=False).returncode == 0, 15,
                 message="openbox to manage the display")
        return self

    def run(self, command, check=True):
        return subprocess.run(command, env=self.env, capture_output=True, text=True,
                              check=check, timeout=20)

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()

    # Input: real X pointer events through XTEST (xdotool).
    def move(self, x, y):
        """The pointer to (x, y), waiting until X has moved it. A move to where the pointer
        already is is skipped: `xdotool mousemove --sync` would wait for a motion that never
        comes."""
        point = (int(x), int(y))
        if point == getattr(self, "pointer", None):
            return
        self.run(["xdotool", "mousemove", "--sync", str(point[0]), str(point[1])], check=False)
        self.pointer = point

    def drag(self, start, end, steps=12, pause=0.05, hold=0.15, before_release=0.5,
             button=1, keys=()):
        """A person's mouse drag from `start` to `end` (screen points): press, a few moves past
        the drag threshold, `steps` moves along the line, a rest over the target (XDND position
        and status round trips between the two apps), release. `keys` are held throughout
        (xdotool key names, e.g. "alt"). O(steps). The same as `press` + `glide` + `release`."""
        self.press(start, pause=pause, hold=hold, button=button, keys=keys, toward=end)
        self.glide(start, end, steps=steps, pause=pause)
        self.release(before_release=before_release, button=button, keys=keys)

    def press(self, start, pause=0.05, hold=0.15, button=1, keys=(), toward=None):
        """The first part of a drag: press at `start` and move past the drag thresholds (in
        small moves toward `toward`, to the right when not given). The pointer ends 20 points
        from `start`; the drag is running."""
        x0, y0 = start
        self.move(x0, y0)
        time.sleep(pause)
        for key in keys:
            self.run(["xdotool", "keydown", key])
        self.run(["xdotool", "mousedown", str(button)])
        time.sleep(hold)
        leftward = toward is not None and toward[0] < x0
        for dx in (4, 8, 14, 20):  # past Chromium's and GTK's drag thresholds, in small moves
            self.move(x0 - dx if leftward else x0 + dx, y0)
            time.sleep(pause)

    def glide(self, start, end, steps=12, pause=0.05):
        """The pointer (button held or not) along the line from `start` to `end` in `steps`
        moves, then one more position message at `end`. O(steps)."""
        (x0, y0), (x1, y1) = start, end
        for step in range(1, steps + 1):
            self.move(x0 + (x1 - x0) * step / steps, y0 + (y1 - y0) * step / steps)
            time.sleep(pause)
        for jiggle in (1, 0):  # one more position message at the target, then rest
            self.move(x1 + jiggle, y1)
            time.sleep(pause)

    def release(self, before_release=0.5, button=1, keys=()):
        """The end of a drag: a rest over the target, then the button and the held keys up."""
        time.sleep(before_release)
        self.run(["xdotool", "mouseup", str(button)])
        for key in reversed(keys):
            self.run(["xdotool", "keyup", key])

    def screenshot(self, path, region=None):
        """The whole screen, or the `region` (x, y, width, height) of it, as a PNG (GDK reads
        the root window; no ImageMagick needed)."""
        x, y, width, height = region or (0, 0, 0, 0)
        code = ("import sys, gi; gi.require_version('Gdk', '3.0'); from gi.repository import Gdk;"
                "w = Gdk.get_default_root_window(); x, y, width, height = map(int, sys.argv[2:]);"
                "Gdk.pixbuf_get_from_window(w, x, y, width or w.get_width(), height or w.get_height())"
                ".savev(sys.argv[1], 'png', [], [])")
        self.run([SYSTEM_PYTHON, "-c", code, str(path), str(x), str(y), str(width), str(height)],
                 check=False)
        return path

    def active_window(self):
        return self.run(["xdotool", "getactivewindow"], check=False).stdout.strip()


class Peer:
    """The GTK peer app (peer_app.py) in its own process, with its layout and records."""

    def __init__(self, display, folder, x, y, width=520, height=320):
        self.display = display
        self.state = folder
        self.state.mkdir(parents=True, exist_ok=True)
        self.geometry = (x, y, width, height)
        self.process = None
        self.layout = None

    def start(self):
        x, y, width, height = self.geometry
        log = open(self.state / "peer.log", "w")
        self.process = subprocess.Popen(
            [SYSTEM_PYTHON, str(pathlib.Path(__file__).with_name("peer_app.py")),
             "--state", str(self.state), "--x", str(x), "--y", str(y),
             "--width", str(width), "--height", str(height)],
            env=self.display.env, stdout=log, stderr=subprocess.STDOUT)
        layout_file = self.state / "layout.json"
        wait_for(lambda: layout_file.exists() or self.process.poll() is not None, 20,
                 message="the peer app's window")
        if self.process.poll() is not None:
            raise RuntimeError((self.state / "peer.log").read_text())
        self.layout = json.loads(layout_file.read_text())
        return self

    def center(self, name):
        """The root (screen) point at the center of the drop area or of a source, as the peer
        measured it after its last move (it rewrites layout.json on every configure)."""
        self.layout = json.loads((self.state / "layout.json").read_text())
        r = self.layout["drop"] if name == "drop" else self.layout["sources"][name]
        return (r["x"] + r["width"] // 2, r["y"] + r["height"] // 2)

    def drops(self):
        path = self.state / "drops.json"
        return json.loads(path.read_text()) if path.exists() else []

    def wait_drop(self, after, timeout=15):
        """The first drop recorded after `after` earlier ones, with its data decoded."""
        drops = wait_for(lambda: len(self.drops()) > after and self.drops(), timeout,
                         message="a drop on the peer app")
        drop = drops[after]
        drop["bytes"] = {t: base64.b64decode(v) for t, v in drop["data"].items()}
        drop["text"] = {t: decode_text(v) for t, v in drop["bytes"].items()}
        return drop

    def offer_uris(self, lines):
        """What the "uris" source hands over next: these lines as a text/uri-list (CRLF)."""
        (self.state / "uris.txt").write_text("".join(line + "\r\n" for line in lines))

    def activate(self):
        self.display.run(["xdotool", "windowactivate", "--sync", str(self.layout["window"])],
                         check=False)

    def stop(self):
        stop_process(self.process)


def stop_process(process):
    """SIGTERM, then SIGKILL after 5 s, for a process this harness started (or None)."""
    if process and process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def chromium_options(position, size, profile):
    """Headful Chromium on the Xvfb display, at a known window position and size."""
    from selenium.webdriver.chrome.options import Options
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                 "--force-device-scale-factor=1", "--lang=en-US", "--no-first-run",
                 "--no-default-browser-check", "--password-store=basic",
                 "--disable-features=Translate,MediaRouter", "--ozone-platform=x11",
                 f"--window-position={position[0]},{position[1]}",
                 f"--window-size={size[0]},{size[1]}", f"--user-data-dir={profile}"):
        options.add_argument(flag)
    return options


class BrowserWindow:
    """One window of a Chromium driven by Selenium, with the offset from page (client)
    coordinates to screen coordinates measured from a real X pointer event."""

    def __init__(self, display, driver, handle):
        self.display = display
        self.driver = driver
        self.handle = handle
        self.offset = None

    def focus_driver(self):
        if self.driver.current_window_handle != self.handle:
            self.driver.switch_to.window(self.handle)
        return self.driver

    def place(self, x, y, width, height):
        self.focus_driver().set_window_rect(x, y, width, height)
        self.offset = None

    def calibrate(self):
        """Moves the real pointer over the page and reads screenX - clientX from the page's
        pointermove: exact, whatever the window manager's frame and the browser's toolbar."""
        driver = self.focus_driver()
        driver.execute_script(
            "window.__dkDesktopOffset = null; addEventListener('mousemove', e => {"
            " window.__dkDesktopOffset = [e.screenX - e.clientX, e.screenY - e.clientY]; },"
            " {capture: true});")
        rect = driver.get_window_rect()
        cx, cy = rect["x"] + rect["width"] // 2, rect["y"] + rect["height"] // 2

        def measured():
            for dx in (0, 3):
                self.display.move(cx + dx, cy)
            return driver.execute_script("return window.__dkDesktopOffset")

        self.offset = wait_for(measured, 10, interval=0.1, message="pointer calibration")
        return self.offset

    def screen_point(self, client_point):
        if self.offset is None:
            self.calibrate()
        return (client_point[0] + self.offset[0], client_point[1] + self.offset[1])

    def element_center(self, selector, fy=0.5):
        """The screen point at the center of the first element matching `selector` (scrolled
        into view when needed), or `fy` of its height down."""
        driver = self.focus_driver()
        r = driver.execute_script(
            "const e = document.querySelector(arguments[0]); if (!e) return null;"
            "let r = e.getBoundingClientRect();"
            "if (r.top < 0 || r.bottom > innerHeight) { e.scrollIntoView({block: 'center'});"
            " r = e.getBoundingClientRect(); }"
            "return [r.left + r.width / 2, r.top + r.height * arguments[1]];", selector, fy)
        if r is None:
            raise AssertionError(f"no element {selector}")
        return self.screen_point((int(r[0]), int(r[1])))

    def xid(self):
        title = self.focus_driver().title
        out = self.display.run(["xdotool", "search", "--onlyvisible", "--name", title],
                               check=False).stdout.split()
        return out[-1] if out else None


def new_temporary_folder(prefix):
    return pathlib.Path(tempfile.mkdtemp(prefix=prefix))


def load(browser_window, url, ready="document.readyState === 'complete'", timeout=20):
    """Opens `url` in the window, waits until `ready` (a JS expression) holds, and measures the
    window's page-to-screen offset."""
    driver = browser_window.focus_driver()
    driver.get(url)
    wait_for(lambda: driver.execute_script(f"return !!({ready})"), timeout,
             message=f"{url} to load")
    browser_window.calibrate()
    return driver
