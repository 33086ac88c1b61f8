"""What the package and React tests share (issue 35): the web package (dist/dragkit-<v>.tgz,
Scripts/package.sh) installed as an adopter installs it — Debian's npm, offline, into a fresh
temporary folder, with no Swift toolchain on the PATH — a static server (Python's http.server)
for the folder, and a page's console kept for the test (React's warnings are console errors)."""
import contextlib
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import time
import urllib.request

from selenium.webdriver.support.ui import WebDriverWait

from conftest import free_port, settle_input
from dragkit_page import Gesture, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]
VERSION = re.search(r"^export const VERSION = '(\d+\.\d+\.\d+)';$",
                    (ROOT / "Web/dragkit/dragkit-version.js").read_text(), re.M).group(1)
TARBALL = ROOT / "dist" / f"dragkit-{VERSION}.tgz"


def tarball():
    """The package, built by Scripts/package.sh (the test command's step before; built here when
    it is missing, which needs the engine built)."""
    if not TARBALL.exists():
        subprocess.run([str(ROOT / "Scripts/package.sh")], check=True, stdout=subprocess.DEVNULL)
    return TARBALL


def without_swift():
    """The environment with every folder that holds a `swift` or `swiftc` taken off the PATH:
    the steps an adopter runs need no Swift toolchain."""
    env = dict(os.environ)
    folders = [f for f in env.get("PATH", "").split(os.pathsep)
               if f and not any(os.access(os.path.join(f, name), os.X_OK) for name in ("swift", "swiftc"))]
    env["PATH"] = os.pathsep.join(folders)
    assert shutil.which("swift", path=env["PATH"]) is None and shutil.which("npm", path=env["PATH"])
    return env


def run(command, cwd, env):
    """Runs `command` in `cwd`, failing with its output."""
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert done.returncode == 0, f"{' '.join(map(str, command))} failed ({done.returncode}):\n{done.stdout}"
    return done.stdout


def npm_install(folder, env):
    """`npm install <tarball>` in `folder`, offline, with a cache of its own (nothing from a
    registry: the package has no dependencies to fetch)."""
    (folder / "package.json").write_text(json.dumps({"name": "adopter-app", "private": True, "type": "module"}))
    return run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--cache", str(folder / ".npm-cache"),
                str(tarball())], folder, env)


@contextlib.contextmanager
def static_server(folder, env=None):
    """Python's http.server on `folder` at a free port; yields its base URL."""
    port = free_port()
    log = open(folder / "server.log", "w")
    process = subprocess.Popen(["python3", "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(folder)],
                               stdout=log, stderr=subprocess.STDOUT, env=env)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.time() + 15
        while True:
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                if time.time() > deadline or process.poll() is not None:
                    raise RuntimeError(f"the static server did not start: {(folder / 'server.log').read_text()}")
                time.sleep(0.05)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()


# Kept from the page's first script on (CDP): every console error and warning, and uncaught errors.
CONSOLE = """
window.__console = [];
for (const level of ['error', 'warn']) {
  const original = console[level].bind(console);
  console[level] = (...args) => { window.__console.push(level + ': ' + args.map(String).join(' ')); original(...args); };
}
window.addEventListener('error', (event) => window.__console.push('uncaught: ' + event.message));
window.addEventListener('unhandledrejection', (event) => window.__console.push('unhandled: ' + event.reason));
"""


def open_page(driver, url, ready="return !!(window.dragkit && window.dragkit.snapshot)"):
    """Opens `url` with the console kept (`console_messages`), once `ready` holds."""
    settle_input(driver)
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CONSOLE})
    try:
        driver.get(url)
        WebDriverWait(driver, 20).until(lambda d: d.execute_script(ready))
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
    return driver


def console_messages(driver):
    return driver.execute_script("return window.__console || []")


def drop_where_shown(driver, start, end, kind="mouse", hold=0.7):
    """Drags from `start` to `end` and releases in one gesture; returns the session the engine
    showed at the last move before the release (the destination and index the gap opened at),
    recorded by the page at each pointermove or dragover (a mouse drag is the browser's own)."""
    driver.execute_script(
        "window.__shown = null; const note = () => {"
        " const s = window.dragkit.snapshot().sessions; if (s.length) window.__shown = s[0]; };"
        "window.addEventListener('pointermove', note); window.addEventListener('dragover', note);")
    gesture = Gesture(driver, kind).move(start).down()
    if kind == "touch":
        gesture.wait(hold)
    gesture.path(start, end).up().perform()
    wait_idle(driver)
    session = driver.execute_script("return window.__shown")
    assert session, "a drag was shown"
    return {k: session.get(k) for k in ("items", "destination", "index", "operation")}


def landed(before, items, destination, index):
    """The lists `before` with `items` (ids) moved to `destination` at `index`."""
    after = {k: [i for i in v if i not in items] for k, v in before.items()}
    after[destination][index:index] = list(items)
    return after


def fresh_folder(prefix):
    return pathlib.Path(tempfile.mkdtemp(prefix=prefix))
