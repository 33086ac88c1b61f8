"""What an adopter's mistakes do (issue 25, section 1): never a frozen tab or a silent failure.
A text view on the items-only engine is the page's mistake, reported (the `failure` event, or
`DragKit.load` rejecting), never an engine restart in a loop; restarts are capped; unknown or
misspelt `data-dk-*` attributes and values, duplicate ids and wrong `DragKit.load` options are
errors that name the element or option and what is allowed; a `commit` that fails with a bug's
words shows people only the bridge's own words (F7). Requirement IDs: Docs/Requirements.md."""
import pathlib

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import start_chromium
from dragkit_page import drag, failures, item_point, items, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]
ITEMS_WASM = ROOT / "Web/dragkit/build/dragkit-items.wasm"

# Loads a DragKit on the example page (its own DragKit destroyed first), after putting `html`
# (when given) into <main id="page"> in place of the page's content; records console errors
# and `failure` events in window.errors / window.failures; resolves with 'loaded' or the
# rejection ({name, message}).
LOAD = """
const [html, options, done] = arguments;
window.dragkit.destroy();
if (html !== null) document.body.innerHTML = '<main id="page">' + html + '</main>';
window.errors = []; window.failures = []; window.saved = {};
const error = console.error;
console.error = (...parts) => { window.errors.push(parts.map(String).join(' ')); error(...parts); };
if (options.commitBug) { delete options.commitBug; options.commit = () => null.save(); }  // a bug's TypeError
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  try {
    const kit = await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm',
      commit: () => { for (const c of kit.snapshot().containers) window.saved[c.id] = c.items; }, ...options });
    kit.addEventListener('failure', (event) => {
      const d = event.detail;
      window.failures.push({ ...d, element: d.element ? d.element.outerHTML.slice(0, 80) : undefined,
        cause: d.cause ? String(d.cause) : undefined });
    });
    window.dragkit = kit;
    done('loaded');
  } catch (error) { done({ name: error.name, message: error.message }); }
});"""


def load(driver, html=None, options=None):
    return driver.execute_async_script(LOAD, html, options or {})


@pytest.fixture
def own_example(showcase):
    """The example page in a Chromium of its own: a test whose page may freeze leaves the
    session's browser answering."""
    browser = start_chromium()
    try:
        browser.set_script_timeout(20)
        browser.get(showcase.url + "examples/basic/")
        WebDriverWait(browser, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
        yield browser
    finally:
        browser.quit()


# ------------------------------------------------------------------ the freeze (F7)

def test_F7_a_text_view_added_on_the_items_only_engine_is_reported_and_the_tab_answers(own_example):
    """The issue's freeze: a text view appears on a page running dragkit-items.wasm. Before,
    the text plugin's throw landed in the engine-restart path, which restarted the engine from
    each of its own failures and never returned (the tab stopped answering). Now the tab
    answers, a `failure` {kind: 'markup'} names the cause, and the engine is not restarted."""
    assert ITEMS_WASM.exists(), "run Scripts/build-wasm.sh first (it builds dragkit-items.wasm)"
    assert load(own_example, None, {"wasmURL": "/dragkit/build/dragkit-items.wasm"}) == "loaded"
    own_example.execute_script("""
const view = document.createElement('div');
view.setAttribute('data-dk-container', 'notes'); view.setAttribute('data-dk-text', '');
view.innerHTML = '<span>Hello</span>';
document.body.appendChild(view);
window.dragkit.rescan();""")
    [failure] = failures(own_example, 1, timeout=15)
    assert own_example.execute_script("return 1 + 1") == 2, "the tab answers"
    assert failure["kind"] == "markup" and failure["attribute"] == "data-dk-text"
    assert "full engine" in failure["message"] and "dragkit-items.wasm" in failure["message"]
    assert 'data-dk-container="notes"' in failure["element"]
    snapshot = own_example.execute_script("return window.dragkit.snapshot()")
    assert snapshot["engineRestarts"] == 0 and not snapshot["destroyed"]
    assert {"list", "grid"} <= {c["id"] for c in snapshot["containers"]}
    # The lists still work.
    drag(own_example, item_point(own_example, "apples"), item_point(own_example, "card", 0.85))
    wait_idle(own_example)
    WebDriverWait(own_example, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])


def test_F7_a_text_view_on_the_items_only_engine_at_load_rejects_the_load(own_example):
    """The text view is there when the page loads the items-only engine: `DragKit.load` rejects
    with an Error that says what to do, and leaves nothing behind."""
    html = ('<div data-dk-container="notes" data-dk-text><span>Hello</span></div>'
            '<ul data-dk-container="list"><li data-dk-item="a">A</li></ul>')
    result = load(own_example, html, {"wasmURL": "/dragkit/build/dragkit-items.wasm"})
    assert result["name"] == "Error" and "full engine" in result["message"], result
    assert own_example.execute_script("return document.querySelectorAll('#dk-announcer').length") == 0


def test_F7_engine_restarts_are_capped_and_the_kit_then_stops_with_a_fatal_failure(own_example):
    """An engine that keeps failing is restarted three times, then the kit stops: a `failure`
    {kind: 'engine', fatal: true}, a console error, the toast's own words, and no more restarts
    (before, each failure restarted it, without end)."""
    assert load(own_example, None, {"testHooks": True}) == "loaded"
    own_example.execute_script("for (let k = 0; k < 6; k += 1) window.dragkit.crashForTesting();")
    found = failures(own_example, 4)
    assert [f["kind"] for f in found] == ["engine"] * 4
    assert [bool(f.get("fatal")) for f in found] == [False, False, False, True]
    snapshot = own_example.execute_script("return window.dragkit.snapshot()")
    assert snapshot["engineRestarts"] == 3 and snapshot["destroyed"]
    assert any("DragKit stopped" in e for e in own_example.execute_script("return window.errors"))
    toast = own_example.execute_script("return document.getElementById('dk-toast').textContent")
    assert "reload the page" in toast and "unexpectedly" not in toast, toast


# ------------------------------------------------------------------ markup

MARKUP = """
<section data-dk-container="todo" data-dk-acepts="public.item"><ul data-dk-items><li data-dk-item="t1">One</li></ul></section>
<section data-dk-container="done" data-dk-cross-operaton="move"><ul data-dk-items><li data-dk-item="d1">Two</li></ul></section>
<ul data-dk-container="tiles" data-dk-axis="gird"><li data-dk-item="x1">X</li></ul>
<ul data-dk-container="bin" data-dk-drop="maybe"><li data-dk-item="b1" data-dk-typ="public.item">B</li></ul>
<ul data-dk-container="ok" data-dk-lock-axis="vertical"><li data-dk-item="o1" data-dk-handle>O</li></ul>
"""


def by_attribute(found):
    return {f["attribute"]: f for f in found}


def test_unknown_markup_attributes_and_values_name_the_element_and_what_is_allowed(own_example):
    """Each misspelt attribute and invalid value the issue met (and one on an item) is a console
    error and a `failure` {kind: 'markup', element, attribute, message}: the message names the
    element, the attribute, and the nearest known name or the allowed values. Known names
    (data-dk-handle, data-dk-lock-axis) pass. Before, all of them were ignored silently."""
    assert load(own_example, MARKUP) == "loaded"
    found = by_attribute(failures(own_example, 5))
    assert set(found) == {"data-dk-acepts", "data-dk-cross-operaton", "data-dk-axis", "data-dk-drop", "data-dk-typ"}
    assert all(f["kind"] == "markup" for f in found.values())
    accepts = found["data-dk-acepts"]["message"]
    assert '<section data-dk-container="todo">' in accepts and "Did you mean data-dk-accepts?" in accepts
    assert "Did you mean data-dk-cross-operation?" in found["data-dk-cross-operaton"]["message"]
    axis = found["data-dk-axis"]["message"]
    assert '<ul data-dk-container="tiles">' in axis and '"vertical", "horizontal", "grid"' in axis
    assert 'Did you mean data-dk-axis="grid"?' in axis
    assert '"true", "false"' in found["data-dk-drop"]["message"]
    typ = found["data-dk-typ"]["message"]
    assert '<li data-dk-item="b1">' in typ and "Did you mean data-dk-type?" in typ
    errors = own_example.execute_script("return window.errors")
    assert all(any(f["message"] in e for e in errors) for f in found.values())
    # Once per element: a scan registers everything again, and says nothing new.
    own_example.execute_script("window.dragkit.scan()")
    own_example.execute_script("return new Promise((resolve) => setTimeout(resolve, 50))")
    wait_idle(own_example)
    assert len(own_example.execute_script("return window.failures")) == 5


def test_checkMarkup_false_turns_the_markup_check_off(own_example):
    """`checkMarkup: false`: the page takes the cost off; nothing is reported."""
    assert load(own_example, MARKUP, {"checkMarkup": False}) == "loaded"
    own_example.execute_script("return new Promise((resolve) => setTimeout(resolve, 50))")
    assert own_example.execute_script("return window.failures") == []


def test_a_duplicate_item_id_names_the_id_and_both_elements(own_example):
    """Two items with one id: the error names the id and both items with their containers
    (before: "items of container b not registered (code 1)")."""
    html = ('<ul data-dk-container="a"><li data-dk-item="x">First</li></ul>'
            '<ul data-dk-container="b"><li data-dk-item="y">Y</li><li data-dk-item="x">Second</li></ul>')
    assert load(own_example, html) == "loaded"
    [failure] = failures(own_example, 1)
    message = failure["message"]
    assert failure["kind"] == "markup" and failure["attribute"] == "data-dk-item"
    assert 'two items have the id "x"' in message
    assert '<li data-dk-item="x"> in <ul data-dk-container="a">' in message
    assert '<li data-dk-item="x"> in <ul data-dk-container="b">' in message
    assert "code" not in message


def test_a_duplicate_container_id_names_the_id_and_both_elements(own_example):
    html = ('<ul data-dk-container="a"><li data-dk-item="x">X</li></ul>'
            '<ol data-dk-container="a"><li data-dk-item="y">Y</li></ol>')
    assert load(own_example, html) == "loaded"
    [failure] = failures(own_example, 1)
    assert 'two containers have the id "a": <ul data-dk-container="a"> and <ol data-dk-container="a">' in failure["message"]


# ------------------------------------------------------------------ options

OPTION_MISTAKES = [
    ({"commit": None}, "`commit`", "must be a function; it is missing"),
    ({"commit": "save"}, "`commit`", "must be a function; got 'save'"),
    ({"wasmURL": 42}, "`wasmURL`", "must be a URL (string); got number"),
    ({"root": "#page"}, "`root`", "must be an Element; got '#page'"),
    ({"textDragShortcut": "no"}, "`textDragShortcut`", "must be true or false; got 'no'"),
    ({"restoreContents": "x"}, "unknown option `restoreContents`", "Did you mean `restoreContent`?"),
    ({"plugins": ["access", "txt"]}, "no plugin named 'txt'", "Did you mean 'text'?"),
    ({"nativeDragImage": "clone"}, "`nativeDragImage`", "must be a function or 'none' or 'item'"),
]


@pytest.mark.parametrize("options, names, says", OPTION_MISTAKES, ids=[m[1] for m in OPTION_MISTAKES])
def test_load_rejects_a_wrong_option_with_a_TypeError_before_fetching_anything(example, options, names, says):
    """`DragKit.load` checks its options first: a TypeError naming the option and what it must
    be, and no engine fetched (before: a missing `wasmURL` fetched …/undefined; a missing
    `commit` loaded and later showed people "this.options.commit is not a function")."""
    js_options = {k: v for k, v in options.items()}
    fetched_before = example.execute_script(
        "return performance.getEntriesByType('resource').filter((e) => e.name.includes('.wasm') || e.name.endsWith('/undefined')).length")
    result = example.execute_async_script("""
const [options, done] = arguments;
for (const key of Object.keys(options)) if (options[key] === null) options[key] = undefined;
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  try {
    await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', commit: () => {}, ...options });
    done('loaded');
  } catch (error) { done({ name: error.name, message: error.message }); }
});""", js_options)
    assert isinstance(result, dict) and result["name"] == "TypeError", result
    assert names in result["message"] and says in result["message"], result["message"]
    fetched_after = example.execute_script(
        "return performance.getEntriesByType('resource').filter((e) => e.name.includes('.wasm') || e.name.endsWith('/undefined')).length")
    assert fetched_after == fetched_before


# ------------------------------------------------------------------ what people see

def test_F7_a_commit_that_throws_a_bug_shows_people_only_the_bridge_s_words(own_example):
    """A `commit` with a bug (a TypeError) fails the drop: the toast and the announcement say the
    bridge's own words (strings.js), never the bug's; the console and the `failure` event's
    `cause` carry it for the developer. Before, the toast read "…Cannot read properties of
    null…"."""
    assert load(own_example, None, {"commitBug": True}) == "loaded"
    drag(own_example, item_point(own_example, "apples"), item_point(own_example, "card", 0.85))
    wait_idle(own_example)
    [failure] = failures(own_example, 1)
    toast = WebDriverWait(own_example, 5).until(lambda d: d.execute_script(
        "const t = document.getElementById('dk-toast'); return t && !t.hidden && t.textContent"))
    assert "could not be saved" in toast, toast
    for shown in (toast, failure["reason"], own_example.execute_script("return document.getElementById('dk-announcer').textContent")):
        assert "null" not in shown and "properties" not in shown and "TypeError" not in shown, shown
    assert failure["kind"] == "drop" and "TypeError" in failure["cause"]
    assert any("TypeError" in e for e in own_example.execute_script("return window.errors"))
    WebDriverWait(own_example, 5).until(lambda d: items(d, "list") == ["apples", "bread", "card"])
