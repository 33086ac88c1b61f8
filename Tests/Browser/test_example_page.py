"""The example page (Web/examples/basic/): the web package used only through its public API, on
a page that isn't the showcase — one list, one grid, a custom type (`com.example.card`) the list
takes and the grid refuses, drops committed in memory. Requirement IDs: Docs/Requirements.md."""
import pathlib
import re

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import announcement, drag, item_point, items, press, rect, snapshot, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = ROOT / "Web/examples/basic"


def saved(driver, container):
    """What the page's in-memory store committed for `container` (None before any commit)."""
    return driver.execute_script("return window.saved[arguments[0]] || null", container)


def cell_point(driver, item, fx, fy=0.5):
    r = rect(driver, f"[data-dk-item='{item}']")
    return (int(r["x"] + r["w"] * fx), int(r["y"] + r["h"] * fy))


def test_F6_the_list_reorders_by_mouse_and_the_page_commits_it(example):
    assert items(example, "list") == ["apples", "bread", "card"]
    drag(example, item_point(example, "apples"), item_point(example, "card", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])
    WebDriverWait(example, 5).until(lambda d: saved(d, "list") == ["bread", "card", "apples"])


def test_F6_the_grid_reorders_in_reading_order(example):
    assert items(example, "grid") == ["one", "two", "three"]
    drag(example, item_point(example, "one"), cell_point(example, "three", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "grid") == ["two", "three", "one"])
    WebDriverWait(example, 5).until(lambda d: saved(d, "grid") == ["two", "three", "one"])


def test_S3_a_tile_moves_from_the_list_into_the_grid(example):
    drag(example, item_point(example, "bread"), cell_point(example, "two", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "grid") == ["one", "two", "bread", "three"])
    assert items(example, "list") == ["apples", "card"], "data-dk-cross-operation=move: it left the list"
    assert saved(example, "list") == ["apples", "card"] and saved(example, "grid") == ["one", "two", "bread", "three"]


def test_F7_a_card_dropped_on_the_grid_is_refused_flies_back_and_says_why(example):
    drag(example, item_point(example, "card"), cell_point(example, "two", 0.5))
    wait_idle(example)
    assert items(example, "list") == ["apples", "bread", "card"]
    assert items(example, "grid") == ["one", "two", "three"]
    assert saved(example, "list") is None, "nothing was committed"
    said = announcement(example)
    assert "Grid" in said and "Birthday card" in said, said
    # The page hears the same sentence through the public `announce` event.
    WebDriverWait(example, 5).until(lambda d: d.execute_script(
        "return document.getElementById('said').textContent") == said)


def test_S7_a_keyboard_only_drag_reorders_the_list(example):
    example.execute_script("document.querySelector(\"[data-dk-item='apples']\").focus()")
    press(example, Keys.SPACE)
    WebDriverWait(example, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    assert snapshot(example)["sessions"][0]["items"] == ["apples"]
    press(example, Keys.ARROW_DOWN)  # position 2 of 3
    WebDriverWait(example, 5).until(lambda d: snapshot(d)["sessions"][0]["index"] == 1)
    assert "position 2 of 3" in announcement(example)
    press(example, Keys.ENTER)
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "list") == ["bread", "apples", "card"])
    assert saved(example, "list") == ["bread", "apples", "card"]
    assert example.execute_script("return document.activeElement.dataset.dkItem") == "apples", \
        "focus follows the dropped item"


def test_destroy_removes_every_listener_and_node_it_added(example):
    added = "#dk-announcer, .dk-preview, .dk-insertion-marker, #dk-toast, #dk-tasks, .dk-caret, dialog"
    # A drag leaves an announcer and a toast-free page; mid-drag a preview and a marker exist.
    example.execute_script("document.querySelector(\"[data-dk-item='apples']\").focus()")
    press(example, Keys.SPACE)
    WebDriverWait(example, 5).until(lambda d: d.execute_script(
        "return document.querySelectorAll('.dk-preview').length") == 1)
    example.execute_script("window.dragkit.destroy()")
    assert example.execute_script("return document.querySelectorAll(arguments[0]).length", added) == 0
    assert example.execute_script(
        "return document.querySelectorAll('.dk-lifted, .dk-highlight, [data-dk-over]').length") == 0
    state = snapshot(example)
    assert state["destroyed"] and state["sessions"] == [] and state["containers"] == []
    # No listener is left: a mouse drag and a keyboard pick-up do nothing at all.
    before = example.execute_script("return document.body.innerHTML")
    drag(example, item_point(example, "bread"), cell_point(example, "two", 0.85))
    example.execute_script("document.querySelector(\"[data-dk-item='bread']\").focus()")
    press(example, Keys.SPACE)
    press(example, Keys.ARROW_DOWN)
    press(example, Keys.ENTER)
    # Its methods do nothing after destroy() (and throw nothing).
    example.execute_script("const k = window.dragkit; k.rescan(); k.undo(); k.announce('gone'); k.paste('list');")
    assert example.execute_script("return document.body.innerHTML") == before
    assert saved(example, "list") is None and saved(example, "grid") is None


def test_F7_the_ui_is_replaceable_and_a_refused_commit_reaches_the_app_s_own_toast(example):
    """A second DragKit on the same page after destroy(), with the app's own toast UI: a drop the
    store refuses is taken back, and its reason reaches the app's toast and the `failure` event,
    not the default toast (which was left out)."""
    example.execute_async_script("""
const done = arguments[0];
window.dragkit.destroy();
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  window.shown = []; window.failures = [];
  const toasts = { show: (text, kind) => window.shown.push([kind, text]), strings: { restarted: '' }, destroy() {} };
  window.dragkit = await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', ui: { toasts },
    commit: () => Promise.reject(new Error('the shelf is full')) });
  window.dragkit.addEventListener('failure', (event) => window.failures.push(event.detail));
  done();
});""")
    drag(example, item_point(example, "apples"), item_point(example, "card", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.shown.length") == 1)
    kind, text = example.execute_script("return window.shown[0]")
    assert kind == "error" and "the shelf is full" in text, text
    assert example.execute_script("return window.failures") == [{"kind": "drop", "reason": text}]
    WebDriverWait(example, 5).until(lambda d: items(d, "list") == ["apples", "bread", "card"])
    assert example.execute_script("return document.getElementById('dk-toast')") is None
    assert example.execute_script("return document.querySelectorAll('#dk-announcer').length") == 1


def test_the_example_page_is_at_most_40_lines_of_page_code():
    """The README promises adoption in a page of at most 40 lines (HTML, CSS and JS together;
    the package's own files are linked, not counted)."""
    files = [path for path in PAGE.iterdir() if path.suffix in (".html", ".js", ".css")]
    lines = sum(len(path.read_text().splitlines()) for path in files)
    assert files and lines <= 40, f"{lines} lines in {[p.name for p in files]}"


def test_the_showcase_calls_only_the_public_api():
    """The showcase is an app like any other: every `host.<name>` it uses is a method of the
    public `DragKit` class (the bridge behind it is private)."""
    source = (ROOT / "Web/dragkit/dragkit.js").read_text()
    public = source[source.index("export class DragKit extends EventTarget"):]
    methods = set(re.findall(r"^  (?:static async )?([a-zA-Z]\w*)\(", public, re.M))
    methods |= {"addEventListener", "removeEventListener", "dispatchEvent"}
    used = set()
    for path in (ROOT / "Web/showcase").glob("*.js"):
        used |= set(re.findall(r"\bhost\.([a-zA-Z_]\w*)", path.read_text()))
    assert used and used <= methods, sorted(used - methods)
