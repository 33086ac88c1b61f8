"""Issue 34, "The seams" (web package), as a web developer meets them building pages from the
docs: controlled mode keeps the focus across an `innerHTML` render; the Guide's recipe with
named plugins keeps the stacked cards and says what a left-out plugin would have drawn; a text
view is checked whatever plugins a page names; mistakes are named (a misspelt option, the URL
a `wasmURL` resolved to, a misspelt `data-dk-*` attribute inside an item, a duplicate id that
then drags out of step); `cloneItem` is told where a copy goes; what `commit` is handed matches
dragkit.d.ts. Requirement IDs: Docs/Requirements.md."""
import pathlib
import re

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settle_input, start_chromium
from dragkit_page import Gesture, drag, failures, item_point, items, press, select_text, snapshot, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]

# As test_adopter_errors.py: replaces the page with `html` (unless null), loads a DragKit with
# `options` and records console errors and warnings, `failure` events and commits.
LOAD = """
const [html, options, done] = arguments;
window.dragkit?.destroy();
if (html !== null) document.body.innerHTML = '<main id="page">' + html + '</main>';
window.errors = []; window.failures = []; window.commits = []; window.clones = [];
for (const level of ['error', 'warn']) {
  const original = console[level];
  console[level] = (...parts) => { window.errors.push(level + ': ' + parts.map(String).join(' ')); original(...parts); };
}
if (options.recordClones) {
  delete options.recordClones;
  options.cloneItem = (original, newId, where) => {
    window.clones.push({ original: original.dataset.dkItem, newId, where });
    const row = original.cloneNode(true);
    if (where && where.container === 'b') row.classList.add('row');
    return row;
  };
}
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  try {
    const kit = await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm',
      commit: (t) => { window.commits.push(JSON.parse(JSON.stringify(t))); }, ...options });
    kit.addEventListener('failure', (event) => {
      const d = event.detail;
      window.failures.push({ kind: d.kind, plugin: d.plugin, attribute: d.attribute, message: d.message || d.reason,
        element: d.element ? d.element.outerHTML.slice(0, 80) : undefined });
    });
    window.dragkit = kit;
    done('loaded');
  } catch (error) { done({ name: error.name, message: error.message }); }
});"""


def load(driver, html=None, options=None):
    return driver.execute_async_script(LOAD, html, options or {})


@pytest.fixture
def blank(driver, showcase):
    """The basic example's origin (so the bundle's relative imports resolve), its DragKit
    destroyed by LOAD."""
    settle_input(driver)
    driver.get(showcase.url + "examples/basic/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    driver.set_script_timeout(20)
    return driver


# ------------------------------------------------------------------ controlled mode keeps the focus

def open_board(driver, showcase, query=""):
    settle_input(driver)
    driver.get(showcase.url + "examples/controlled/" + query)
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.example) && window.dragkit.snapshot().containers.length === 2"))
    return driver


def focused_item(driver):
    return driver.execute_script("return document.activeElement.dataset.dkItem || document.activeElement.tagName")


@pytest.mark.parametrize("query", ["", "?render=keyed"], ids=["innerHTML", "keyed"])
@pytest.mark.parametrize("keys, todo, done", [
    ((Keys.ARROW_DOWN,), ["plan", "review", "write"], ["setup", "ci"]),
    ((Keys.TAB,), ["plan", "review"], ["setup", "ci", "write"]),
], ids=["reorder", "across"])
def test_S7_controlled_mode_keeps_the_focus_on_a_keyboard_dropped_card(driver, showcase, query, keys, todo, done):
    page = open_board(driver, showcase, query)
    page.execute_script("document.querySelector('[data-dk-item=\"write\"]').focus()")
    press(page, Keys.SPACE)
    WebDriverWait(page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(page, *keys)
    press(page, Keys.SPACE)
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: items(d, "todo") == todo and items(d, "done") == done)
    # The page rendered after the drop (new elements with innerHTML); the card keeps the focus.
    page.execute_script("return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))")
    assert focused_item(page) == "write", "the dropped card has the focus after the page's render"
    assert page.execute_script("return document.activeElement.isConnected")
    # The next key acts on it: another keyboard drag starts from the card.
    press(page, Keys.SPACE)
    WebDriverWait(page, 5).until(lambda d: [s["items"] for s in snapshot(d)["sessions"]] == [["write"]])
    press(page, Keys.ESCAPE)
    wait_idle(page)


# ------------------------------------------------------------------ mistakes, named

def test_a_misspelt_required_option_says_did_you_mean(blank):
    result = blank.execute_async_script("""
const done = arguments[0];
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  try { await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', comit: () => {} }); done('loaded'); }
  catch (error) { done({ name: error.name, message: error.message }); }
});""")
    assert result["name"] == "TypeError", result
    assert "unknown option `comit`" in result["message"] and "Did you mean `commit`?" in result["message"], result
    assert "`commit` is required and missing" in result["message"]


def test_a_wrong_wasm_url_names_the_url_it_resolved_to(blank, showcase):
    result = load(blank, None, {"wasmURL": "dragkit/build/dragkit.wasm"})  # relative to the page, not the script
    assert isinstance(result, dict), result
    resolved = showcase.url + "examples/basic/dragkit/build/dragkit.wasm"
    assert resolved in result["message"] and "404" in result["message"], result


def test_S7_an_engine_served_without_its_words_refuses_to_load_and_names_the_words_url(blank, showcase):
    """The engine's words (dragkit-words.wasm, issue 36) are fetched from the engine's folder with
    it: a server that leaves them out makes `load` reject with an Error naming the URL it tried,
    not a kit that drags in silence; served again, the same page loads and speaks."""
    blank.execute_cdp_cmd("Network.enable", {})
    blank.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*dragkit-words.wasm"]})
    try:
        result = load(blank, None)
    finally:
        blank.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    assert isinstance(result, dict) and result["name"] == "Error", result
    words = showcase.url + "dragkit/build/dragkit-words.wasm"
    assert words in result["message"] and "words" in result["message"], result
    html = '<ul data-dk-container="list"><li data-dk-item="a">Alpha</li><li data-dk-item="b">Bravo</li></ul>'
    assert load(blank, html) == "loaded"
    said = blank.execute_script("return window.dragkit.history()")
    assert said["canUndo"] is False and said["undo"] is None, said
    blank.execute_script("document.querySelector('[data-dk-item=a]').focus()")
    press(blank, Keys.SPACE)
    WebDriverWait(blank, 5).until(lambda d: d.execute_script(
        "return document.getElementById('dk-announcer').textContent").startswith("Picked up Alpha, item 1 of 2"))
    press(blank, Keys.ESCAPE)
    wait_idle(blank)


def test_a_misspelt_handle_inside_an_item_is_reported_and_a_right_one_works(blank):
    html = ('<ul data-dk-container="list">'
            '<li data-dk-item="a"><span data-dk-handel>::</span> Alpha</li>'
            '<li data-dk-item="b"><span data-dk-handle class="grip">::</span> Bravo</li>'
            '<li data-dk-item="c">Charlie</li></ul>')
    assert load(blank, html) == "loaded"
    [failure] = failures(blank, 1, timeout=5)
    assert failure["kind"] == "markup" and failure["attribute"] == "data-dk-handel"
    assert "Did you mean data-dk-handle?" in failure["message"], failure
    # The right spelling: only the grip drags b.
    grip = blank.execute_script("const r = document.querySelector('.grip').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]")
    drag(blank, (int(grip[0]), int(grip[1])), item_point(blank, "c", 0.9))
    wait_idle(blank)
    WebDriverWait(blank, 5).until(lambda d: items(d, "list") == ["a", "c", "b"])


DUPLICATE = ('<ul data-dk-container="a"><li data-dk-item="x">First x</li><li data-dk-item="p">P</li></ul>'
             '<ul data-dk-container="b" data-dk-cross-operation="move"><li data-dk-item="y">Y</li><li data-dk-item="x">Second x</li>'
             '<li data-dk-item="q">Q</li></ul>')


def dom_orders(driver):
    return driver.execute_script(
        "return Object.fromEntries([...document.querySelectorAll('[data-dk-container]')].map((c) => "
        "[c.dataset.dkContainer, [...c.querySelectorAll('[data-dk-item]')].map((e) => e.textContent)]))")


def test_a_duplicate_id_keeps_the_first_item_in_step_and_the_second_never_drags(blank):
    assert load(blank, DUPLICATE, {"nativeDrags": False}) == "loaded"
    [failure] = failures(blank, 1)
    assert 'two items have the id "x"' in failure["message"]
    # The first x moves to the end of b: the DOM, the snapshot and `commit` agree.
    first = blank.execute_script("const r = document.querySelector('[data-dk-container=a] [data-dk-item=x]').getBoundingClientRect(); return [r.x + 20, r.y + r.height / 2]")
    drag(blank, (int(first[0]), int(first[1])), item_point(blank, "q", 0.9), kind="pen")
    wait_idle(blank)
    WebDriverWait(blank, 5).until(lambda d: dom_orders(d) == {"a": ["P"], "b": ["Y", "Second x", "Q", "First x"]})
    assert items(blank, "b") == ["y", "q", "x"], "the refused duplicate is no item of DragKit's"
    [commit] = blank.execute_script("return window.commits")
    assert commit["items"] == ["x"] and commit["to"] == "b" and commit["indices"] == [2]
    # The second x (the refused duplicate) doesn't drag: no session, no commit.
    second = blank.execute_script("const r = document.querySelector('[data-dk-container=b] [data-dk-item=x]').getBoundingClientRect(); return [r.x + 20, r.y + r.height / 2]")
    g = Gesture(blank, "pen").move((int(second[0]), int(second[1]))).down().path((int(second[0]), int(second[1])), item_point(blank, "y", 0.1), 10)
    g.perform()
    assert snapshot(blank)["sessions"] == []
    g.up().perform()
    wait_idle(blank)
    assert len(blank.execute_script("return window.commits")) == 1
    assert dom_orders(blank) == {"a": ["P"], "b": ["Y", "Second x", "Q", "First x"]}
    # Space on it picks nothing up either.
    blank.execute_script("document.querySelector('[data-dk-container=b] [data-dk-item=x]').tabIndex = 0;"
                         "document.querySelector('[data-dk-container=b] [data-dk-item=x]').focus()")
    press(blank, Keys.SPACE)
    assert snapshot(blank)["sessions"] == []


def test_clone_item_is_told_where_the_copy_goes(blank):
    html = ('<ul data-dk-container="a"><li data-dk-item="x">X</li><li data-dk-item="y">Y</li></ul>'
            '<ul data-dk-container="b"><li data-dk-item="z">Z</li></ul>')
    assert load(blank, html, {"recordClones": True}) == "loaded"
    blank.execute_script("document.querySelector('[data-dk-item=\"y\"]').focus()")
    press(blank, Keys.SPACE)
    WebDriverWait(blank, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(blank, Keys.TAB, Keys.SPACE)  # into b, at its end: a copy (S2)
    wait_idle(blank)
    [clone] = blank.execute_script("return window.clones")
    [commit] = blank.execute_script("return window.commits")
    assert commit["operation"] == "copy"
    assert clone["original"] == "y" and clone["newId"] == commit["copies"][0]
    assert clone["where"] == {"container": "b", "index": 1, "from": "a", "item": "y"}
    assert blank.execute_script(f"return document.querySelector('[data-dk-item=\"{clone['newId']}\"]').classList.contains('row')")


def test_what_commit_is_handed_is_what_dragkit_d_ts_declares(blank):
    """ItemsTransfer (dragkit.d.ts): `copies`, `indices`, `types` and `fields` always arrive, as
    arrays (`fields` of strings: before, the .d.ts said Record<string, unknown>); `from` is a
    string; `history` comes with an undo and a redo."""
    html = ('<ul data-dk-container="a"><li data-dk-item="x">X</li><li data-dk-item="y">Y</li></ul>'
            '<ul data-dk-container="b" data-dk-cross-operation="move"><li data-dk-item="z">Z</li></ul>')
    assert load(blank, html) == "loaded"
    blank.execute_script("window.dragkit.moveTo('x', 'b', 1)")
    wait_idle(blank)
    blank.execute_script("window.dragkit.undo()")
    wait_idle(blank)
    moved, undone = blank.execute_script("return window.commits")
    declared = (ROOT / "Web/dragkit/dragkit.d.ts").read_text()
    body = declared.split("export interface ItemsTransfer {", 1)[1].split("\n}", 1)[0]
    required = re.findall(r"^  (\w+): ", body, re.M)
    optional = re.findall(r"^  (\w+)\?: ", body, re.M)
    for transfer in (moved, undone):
        assert set(required) <= set(transfer), (required, transfer)
        assert set(transfer) <= set(required) | set(optional), (transfer, required, optional)
        for name in ("copies", "indices", "types", "fields"):
            assert isinstance(transfer[name], list), (name, transfer[name])
        assert all(isinstance(field, str) for field in transfer["fields"])
        assert isinstance(transfer["from"], str)
    assert "fields: string[];" in body and "from: string;" in body
    assert undone["history"] == "undo" and undone["indices"] == [0]


# ------------------------------------------------------------------ the Guide's recipe

def guide_recipe(title):
    """The Guide's recipe under the heading `title`: its markup (the <style> and the container)
    and what its `DragKit.load` is handed (`wasmURL`, `plugins`)."""
    guide = (ROOT / "Web/dragkit/Guide.md").read_text()
    section = guide.split(f"### {title}", 1)[1].split("\n### ", 1)[0]
    html = section.split("```html", 1)[1].split("```", 1)[0]
    markup = re.search(r"(<style>.*?</style>)", html, re.S).group(1) + re.search(r"(<ul [^>]*data-dk-container[^>]*></ul>)", html).group(1)
    wasm = re.search(r"wasmURL: '([^']+)'", html).group(1)
    plugins = re.findall(r"'([a-z]+)'", re.search(r"plugins: \[([^\]]*)\]", html).group(1))
    return markup, "/" + wasm, plugins


def load_grid(driver, markup, wasm, plugins):
    result = load(driver, markup, {"wasmURL": wasm, "plugins": plugins})
    assert result == "loaded", result
    driver.execute_script("""
const grid = document.getElementById('photos');
grid.replaceChildren(...Array.from({ length: 12 }, (_, i) => {
  const tile = document.createElement('li');
  tile.dataset.dkItem = `photo-${i + 1}`; tile.dataset.dkType = 'public.jpeg'; tile.textContent = `photo-${i + 1}`;
  return tile;
}));
window.dragkit.scan();""")


def group_drag_holding(driver, start, end):
    """Drags from `start` to `end` (a pen: the pointer path, one perform) and reports how many
    stacked cards showed under the drag image while it was held there."""
    g = Gesture(driver, "pen").move(start).down().path(start, end, 10)
    g.perform()
    WebDriverWait(driver, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    cards = driver.execute_script("return document.querySelectorAll('.dk-flock-card').length")
    g.up().perform()
    wait_idle(driver)
    return cards


def test_F4_the_guide_s_multi_select_recipe_shows_the_stacked_cards_and_says_nothing_unknown(blank):
    markup, wasm, plugins = guide_recipe("A sortable grid with multi-select")
    assert wasm.endswith("dragkit-items.wasm")
    load_grid(blank, markup, wasm, plugins)
    blank.execute_script("window.dragkit.select('photos', ['photo-2', 'photo-5', 'photo-7'])")
    cards = group_drag_holding(blank, item_point(blank, "photo-2"), item_point(blank, "photo-11"))
    WebDriverWait(blank, 5).until(lambda d: items(d, "photos")[-3:] == ["photo-2", "photo-5", "photo-7"]
                                  or items(d, "photos")[-4:-1] == ["photo-2", "photo-5", "photo-7"])
    assert cards >= 2, "the group's other tiles stack under the drag image (F4)"
    errors = blank.execute_script("return window.errors")
    assert not [e for e in errors if "unknown action" in e or "DragKit" in e], errors
    assert blank.execute_script("return window.failures") == []


def test_F4_a_group_drag_without_the_flock_plugin_names_the_plugin_to_add_once(blank):
    markup, _, _ = guide_recipe("A sortable grid with multi-select")
    load_grid(blank, markup, "/dragkit/build/dragkit.wasm", ["access", "autoscroll"])
    for first in ("photo-1", "photo-3"):
        blank.execute_script("window.dragkit.select('photos', [arguments[0], 'photo-9'])", first)
        group_drag_holding(blank, item_point(blank, first), item_point(blank, "photo-12"))
    [failure] = failures(blank, 1)
    assert failure["kind"] == "plugin" and failure["plugin"] == "flock"
    assert "add 'flock' to `plugins`" in failure["message"]
    errors = blank.execute_script("return window.errors")
    assert not [e for e in errors if "unknown action" in e], errors
    assert len([e for e in errors if "'flock'" in e]) == 1, "said once, not at every group drag"
    assert blank.execute_script("return window.failures.length") == 1


TEXT_VIEW = ('<div data-dk-container="notes" data-dk-text><span>Hello</span></div>'
             '<ul data-dk-container="list"><li data-dk-item="a">A</li><li data-dk-item="b">B</li></ul>')


def test_F7_a_text_view_on_the_items_only_engine_is_refused_whatever_plugins_the_page_names(blank):
    result = load(blank, TEXT_VIEW, {"wasmURL": "/dragkit/build/dragkit-items.wasm", "plugins": ["access", "autoscroll"]})
    assert isinstance(result, dict) and "full engine" in result["message"], result


def test_F7_a_text_view_without_the_text_plugin_names_the_plugin_and_the_list_still_works(blank):
    assert load(blank, TEXT_VIEW, {"plugins": ["access", "autoscroll"]}) == "loaded"
    [failure] = failures(blank, 1)
    assert failure["kind"] == "markup" and failure["attribute"] == "data-dk-text"
    assert "add 'text' to `plugins`" in failure["message"] and 'data-dk-container="notes"' in failure["message"]
    assert [c["id"] for c in snapshot(blank)["containers"]] == ["list"], "the text view is not taken for a list"
    drag(blank, item_point(blank, "a"), item_point(blank, "b", 0.9))
    wait_idle(blank)
    WebDriverWait(blank, 5).until(lambda d: items(d, "list") == ["b", "a"])


def test_S6_a_page_redrawing_a_text_view_keeps_the_selection_a_person_made_in_it(blank):
    """A page that redraws after a drop (the showcase does, twice, after a drop from another
    app) replaces a text view's element; the selection a person made in it a moment earlier
    was in the old element, and is still there, on the same characters, in the new one."""
    assert load(blank, '<div data-dk-container="notes" data-dk-text><span>Hello brave world</span></div>') == "loaded"
    select_text(blank, "notes", 6, 11)
    blank.execute_script("""
const old = document.querySelector('[data-dk-container="notes"]');
old.replaceWith(old.cloneNode(true));
window.dragkit.rescan();""")
    assert blank.execute_script("return window.getSelection().toString()") == "brave"
    selection = blank.execute_script("return window.dragkit.textSelection()")
    assert selection == {"container": "notes", "start": 6, "end": 11}, selection
