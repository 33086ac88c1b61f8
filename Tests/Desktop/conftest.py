"""Fixtures for DragKit's desktop tests: one X display (Xvfb + openbox), one showcase server,
one GTK peer app and one headful Chromium for the whole folder, so the folder costs one start of
each. Tests that change content use their own scene or their own items; a test that needs a
second browser window opens it and closes it again.

Screen layout (2200 x 1100): the main Chromium window at (0, 0) 820 x 1000, a second Chromium
(started by the first test that asks for it) at (830, 0) 820 x 1000, the peer app at
(1660, 40) 520 x 320, the GTK desktop app (a fresh one per test, `gtk_app`) with its frame at
(830, 400) and a 1300 x 650 client area (gtk_app.py). The pointer is real (XTEST); window placement is Selenium's set_window_rect
and each window's page-to-screen offset is measured from a real pointer event.
"""
import functools
import http.server
import importlib.util
import pathlib
import shutil
import subprocess
import threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from desktop import (ROOT, BrowserWindow, Display, Peer, chromium_options,
                     new_temporary_folder)
from gtk_app import GtkApp, ensure_binary, populate

ARTIFACTS = ROOT / "artifacts"
MAIN_WINDOW = (0, 0, 820, 1000)
SECOND_WINDOW = (830, 0, 820, 1000)
PEER_WINDOW = (1660, 40, 520, 320)


def _browser_fixtures():
    """The browser tests' Showcase server class, shared rather than copied."""
    spec = importlib.util.spec_from_file_location(
        "dragkit_browser_fixtures", ROOT / "Tests/Browser/conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def workspace():
    folder = new_temporary_folder("dragkit-desktop-")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def desktop(workspace):
    display = Display(workspace).start()
    yield display
    display.stop()


@pytest.fixture(scope="session")
def showcase(workspace):
    # The pages load the web package's bundle: built from today's sources (instant when up to date).
    subprocess.run([str(ROOT / "Scripts/build-web.sh")], check=True, stdout=subprocess.DEVNULL)
    server = _browser_fixtures().Showcase(workspace / "showcase.sqlite").start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def pages():
    """The harness's plain pages (Tests/Desktop/pages), served on a free local port."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler,
                                directory=str(pathlib.Path(__file__).with_name("pages")))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def peer(desktop, workspace):
    app = Peer(desktop, workspace / "peer", *PEER_WINDOW).start()
    yield app
    app.stop()


def _start_chromium(desktop, workspace, rectangle, profile):
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver",
                      env=desktop.env)
    options = chromium_options(rectangle[:2], rectangle[2:], workspace / profile)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(10)
    return driver


@pytest.fixture(scope="session")
def chromium(desktop, workspace):
    driver = _start_chromium(desktop, workspace, MAIN_WINDOW, "chromium-main")
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def second_chromium(desktop, workspace):
    """A second browser with one window of its own. A second window of the same browser would
    have to be reached with Selenium's switch_to.window, which activates (focuses) the window it
    switches to and would spoil the focus checks (P2); two browsers never switch."""
    driver = _start_chromium(desktop, workspace, SECOND_WINDOW, "chromium-second")
    yield driver
    driver.quit()


def _only_first_tab(driver):
    """Closes tabs a test left behind (a file dropped on a page that does not take it opens in
    a new tab) so the driver's tab is the one on screen."""
    handles = driver.window_handles
    for handle in handles[1:]:
        driver.switch_to.window(handle)
        driver.close()
    driver.switch_to.window(handles[0])
    return handles[0]


@pytest.fixture
def window(chromium, desktop):
    """The main Chromium window, placed at MAIN_WINDOW, showing only the driver's tab."""
    browser_window = BrowserWindow(desktop, chromium, _only_first_tab(chromium))
    browser_window.place(*MAIN_WINDOW)
    return browser_window


@pytest.fixture
def second_window(window, second_chromium, desktop):
    """The second browser's window at SECOND_WINDOW; left on a blank page after the test."""
    other = BrowserWindow(desktop, second_chromium, _only_first_tab(second_chromium))
    other.place(*SECOND_WINDOW)
    yield other
    second_chromium.get("about:blank")


# The GTK app's binary, resolved (and built when missing) once, after collection and before the
# first test, so a first build's minutes do not count against one test's time limit.
_GTK_BINARY = {"path": None, "why": "not resolved: no collected test uses the GTK app"}


def pytest_collection_finish(session):
    if any("gtk_binary" in getattr(item, "fixturenames", ()) for item in session.items):
        _GTK_BINARY["path"], _GTK_BINARY["why"] = ensure_binary()


@pytest.fixture(scope="session")
def gtk_binary():
    """dragkit-desktop's binary. The only reason a GTK test skips: it cannot be built."""
    if _GTK_BINARY["path"] is None:
        pytest.skip(f"dragkit-desktop cannot be built: {_GTK_BINARY['why']}")
    return _GTK_BINARY["path"]


@pytest.fixture
def start_gtk_app(request, desktop, workspace, gtk_binary):
    """Starts dragkit-desktop for this test: `start_gtk_app(prepare=populate, name="app",
    size=(w, h))` makes a fresh state folder, lets `prepare(folder)` fill the folder, starts the
    app (`--width w --height h` when given) and waits for it
    (ready, window placed). Every app started is stopped (SIGTERM) after the test; when the test
    fails, a screenshot with the app still on screen and each app's log go to artifacts/."""
    started = []

    def start(prepare=populate, name="app", size=None):
        state = workspace / "gtk" / f"{request.node.name}-{name}-{len(started)}"
        state.mkdir(parents=True)
        prepare(state / "folder")
        app = GtkApp(desktop, gtk_binary, state, **({"size": size} if size else {}))
        started.append(app)
        return app.start()

    yield start
    report = getattr(request.node, "rep_call", None)
    failed = report is not None and report.failed
    if failed and started:
        ARTIFACTS.mkdir(exist_ok=True)
        desktop.screenshot(ARTIFACTS / f"desktop-{request.node.name}-app.png")
    problems = []
    for index, app in enumerate(started):
        app.stop()
        problems += app.gtk_problems()
        if failed or problems:
            ARTIFACTS.mkdir(exist_ok=True)
            (ARTIFACTS / f"desktop-{request.node.name}-app{index}.log").write_text(app.log()[-20000:])
    if problems:
        # A GTK critical or warning is a bug of the app, whatever the test checked (issue 34).
        pytest.fail("the app logged GTK criticals or warnings:\n" + "\n".join(problems[:10]), pytrace=False)


@pytest.fixture
def gtk_app(start_gtk_app):
    """A fresh dragkit-desktop on the standard folder (gtk_app.populate)."""
    return start_gtk_app()


@pytest.fixture(autouse=True)
def screenshot_on_failure(request, desktop):
    """Keeps a screenshot of the whole X screen in artifacts/ when a test fails."""
    yield
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        desktop.screenshot(ARTIFACTS / f"desktop-{request.node.name}.png")


@pytest.hookimpl(hookwrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    setattr(item, "rep_" + report.when, report)


def pytest_collection_modifyitems(items):
    """Every test has a time limit (pytest-timeout, installed by Scripts/ensure-deps.sh): one that
    hangs, a browser stuck in a drag, fails after 5 minutes instead of holding the whole run."""
    for item in items:
        if item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(300))
