"""Fixtures for DragKit's real-browser tests: a fresh showcase server (with its own SQLite
file) per test, and one headless Chromium for the session, driven through Selenium with real
W3C pointer and keyboard input."""
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.remote.command import Command
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Showcase:
    """A running showcase server process with its own database."""

    def __init__(self, database):
        self.database = database
        self.port = free_port()
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}/"

    def start(self):
        binary = os.environ.get("DRAGKIT_SERVER_BINARY") or str(
            ROOT / "Server/.build/debug/dragkit-showcase")
        # Output goes to a file, never an undrained pipe (a full pipe would block the server).
        self.log_path = self.database.with_suffix(".log")
        log = open(self.log_path, "a")
        offset = log.tell()
        self.process = subprocess.Popen(
            [binary, "--host", "127.0.0.1", "--port", str(self.port),
             "--database", str(self.database), "--web-root", str(ROOT / "Web")],
            stdout=log, stderr=subprocess.STDOUT, text=True)
        log.close()
        deadline = time.time() + 30
        while time.time() < deadline:
            if f"DragKit showcase: http://127.0.0.1:{self.port}/" in self.log_path.read_text()[offset:]:
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        raise RuntimeError(f"showcase server did not start (exit {self.process.poll()}): "
                           f"{self.log_path.read_text()[-2000:]}")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


@pytest.fixture(scope="session", autouse=True)
def web_bundle():
    """The pages load the web package's bundle (Web/dragkit/build/dragkit.min.js, issue 24):
    built here from today's sources when they changed (Scripts/build-web.sh; instant when up to
    date), so a test never runs an older bundle than the modules it reads."""
    subprocess.run([str(ROOT / "Scripts/build-web.sh")], check=True, stdout=subprocess.DEVNULL)


@pytest.fixture
def showcase():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="dragkit-test-"))
    server = Showcase(folder / "showcase.sqlite").start()
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def start_chromium():
    """A headless Chromium the tests drive, 1440 x 1600 at scale 1."""
    options = Options()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                 "--window-size=1440,1600", "--force-device-scale-factor=1",
                 "--disable-gpu", "--lang=en-US"):
        options.add_argument(flag)
    service = Service(executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver")
    browser = webdriver.Chrome(service=service, options=options)
    browser.set_script_timeout(10)
    return browser


@pytest.fixture(scope="session")
def driver():
    browser = start_chromium()
    yield browser
    browser.quit()


@pytest.fixture
def own_page(showcase):
    """The showcase in a Chromium of its own, for a test whose input leaves the browser's drag
    state behind (a pen dragging over a spring-loaded control, since mouse drags became the
    browser's own): the next tests keep a browser at rest."""
    browser = start_chromium()
    try:
        browser.get(showcase.url)
        wait_ready(browser)
        yield browser
    finally:
        browser.quit()


@pytest.fixture
def page(driver, showcase):
    """The showcase loaded and its engine ready."""
    settle_input(driver)
    driver.get(showcase.url)
    wait_ready(driver)
    return driver


def settle_input(driver):
    """Ends whatever an earlier test's input left going: a native drag the browser still runs
    (CDP `Input.cancelDragging`) and pressed buttons or contacts of the session's input sources
    (W3C release actions), so each test starts from a browser at rest."""
    try:
        driver.execute_cdp_cmd("Input.cancelDragging", {})
    except Exception:
        pass
    driver.execute(Command.W3C_CLEAR_ACTIONS)


def wait_ready(driver, timeout=15):
    WebDriverWait(driver, timeout).until(
        lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.ready)"))


@pytest.fixture(scope="session", autouse=True)
def artifacts_folder():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def example(driver, showcase):
    """The example page, served statically by the showcase server, with its DragKit loaded."""
    driver.get(showcase.url + "examples/basic/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.snapshot)"))
    return driver


def pytest_collection_modifyitems(items):
    """Every test has a time limit (pytest-timeout, installed by Scripts/ensure-deps.sh): one that
    hangs, a browser stuck in a drag, fails after 5 minutes instead of holding the whole run."""
    for item in items:
        if item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(300))
