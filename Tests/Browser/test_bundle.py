"""The web package's bundle (issue 24): the examples load Web/dragkit/build/dragkit.min.js (built
by Scripts/build-web.sh with esbuild); a page with one list loads the core only, and each
optional module (the system clipboard's reader and writer, the confirmation sheet, placeholders,
task chips) and each plugin a page has no markup, option or call for (virtual lists, drags from
outside, text views, spring-loaded controls, slow drops and tasks) comes by a dynamic import when
the page uses it; what is public
is supported: no test hook without the test-only option, no aliases. Requirement IDs:
Docs/Requirements.md."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import drag, item_point, items, wait_idle

OPTIONAL = ("dragkit-virtual", "dragkit-system-clipboard", "dragkit-import", "confirm-sheet", "placeholders", "task-chips",
            "dragkit-catalog", "dragkit-controlled", "dragkit-text", "dragkit-springs", "dragkit-trees", "dragkit-transfers", "dragkit-flock",
            "dragkit-windows")
# (the catalogue's reader, controlled mode's module (issue 25), then the plugins of dragkit-plugins.js)


def scripts(driver):
    """The paths of every JavaScript file the page has loaded, in order."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
        ".filter((path) => path.endsWith('.js'))")


def optional_loaded(driver):
    return [path for path in scripts(driver) if any(name in path for name in OPTIONAL)]


def test_F6_the_basic_example_loads_the_bundle_s_core_and_no_optional_module(example):
    loaded = scripts(example)
    assert "/dragkit/build/dragkit.min.js" in loaded, loaded
    sources = [path for path in loaded if path.startswith("/dragkit/") and not path.startswith("/dragkit/build/")]
    assert not sources, sources  # the page runs the bundle, not the source modules
    assert not optional_loaded(example), loaded
    # The core drags: a mouse drag reorders the list. The press focused an item, so the
    # clipboard module may have come (a copy may follow a focus); no other optional module.
    drag(example, item_point(example, "apples"), item_point(example, "card", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])
    assert [p for p in optional_loaded(example) if "dragkit-system-clipboard" not in p] == [], scripts(example)


def test_S5_S7_the_clipboard_module_comes_at_the_first_focus_and_copy_works(example):
    assert not optional_loaded(example)
    example.execute_script("document.querySelector(\"[data-dk-item='apples']\").focus()")
    WebDriverWait(example, 5).until(lambda d: any("dragkit-system-clipboard" in p for p in optional_loaded(d)))
    ActionChains(example).key_down(Keys.CONTROL).send_keys("c").key_up(Keys.CONTROL).perform()
    # The copy event reached the clipboard module, which copied in the engine (S7): a paste waits.
    WebDriverWait(example, 5).until(lambda d: (d.execute_script("return window.dragkit.history()") or {}).get("paste") == 1)
    assert [p for p in optional_loaded(example) if "dragkit-system-clipboard" not in p] == []


def test_a_virtual_list_loads_its_module_when_the_page_makes_one(driver, showcase):
    driver.get(showcase.url + "examples/virtual/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.list && window.dragkit)"))
    loaded = optional_loaded(driver)
    assert any("dragkit-virtual" in path for path in loaded), loaded
    assert not [p for p in loaded if "dragkit-virtual" not in p], loaded


def test_public_means_supported_no_test_hook_and_no_aliases(example):
    found = example.execute_async_script("""
const done = arguments[0];
import('/dragkit/build/dragkit.min.js').then((module) => done({
  exports: Object.keys(module).sort(),
  crash: typeof window.dragkit.crashForTesting,
  setSelection: typeof window.dragkit.setSelection,
  select: typeof window.dragkit.select,
}));""")
    # The `access` and `autoscroll` plugins' classes are in the core's file
    # (Web/dragkit/API.md "Plugins").
    assert found == {"exports": ["Accessibility", "AutoScroll", "DragKit", "toasts"], "crash": "undefined",
                     "setSelection": "undefined", "select": "function"}, found


def test_S7_a_copy_before_the_clipboard_module_arrived_is_still_made_in_the_engine(example):
    """A copy event in the same task as the first focus (a script's: the module cannot have
    loaded yet) is served by the stand-in: the engine copies at once (S7), and the module loads."""
    assert not optional_loaded(example)
    pasteable = example.execute_script("""
const item = document.querySelector("[data-dk-item='bread']");
item.focus();
document.dispatchEvent(new ClipboardEvent('copy', { clipboardData: new DataTransfer(), bubbles: true }));
return window.dragkit.history().paste;""")
    assert pasteable == 1
    WebDriverWait(example, 5).until(lambda d: any("dragkit-system-clipboard" in p for p in optional_loaded(d)))
    example.execute_script("window.dragkit.paste('grid')")
    WebDriverWait(example, 5).until(lambda d: len(items(d, "grid")) == 4)


def test_S6_a_text_view_rendered_later_loads_the_text_plugin_and_takes_part(example):
    """A page with lists only loads no text plugin; a text view it renders later is registered
    once the plugin has come (dragkit-plugins.js: a scan that finds the markup loads it), and
    its text is the engine's (S6)."""
    assert not any("dragkit-text" in p for p in scripts(example))
    assert example.execute_script("return window.dragkit.text('note')") is None
    example.execute_script("""
const note = document.createElement('p');
note.dataset.dkContainer = 'note';
note.dataset.dkText = '';
note.textContent = 'Buy apples';
document.body.appendChild(note);
window.dragkit.rescan();""")
    WebDriverWait(example, 5).until(lambda d: any("dragkit-text" in p for p in scripts(d)))
    WebDriverWait(example, 5).until(
        lambda d: (d.execute_script("return window.dragkit.text('note')") or {}).get("plain") == "Buy apples")
    assert [p for p in optional_loaded(example) if "dragkit-text" not in p] == [], scripts(example)


def test_S6_plugins_named_at_load_come_with_the_engine_and_unknown_names_are_refused(example):
    """`plugins: ['text']` loads the text plugin with the engine: a text view under the root is a
    text view as soon as `load` resolves. A name that is no plugin is refused with an Error
    naming it (Web/dragkit/API.md "Plugins")."""
    found = example.execute_async_script("""
const done = arguments[0];
const root = document.createElement('div');
root.innerHTML = '<p data-dk-container="n2" data-dk-text>Pears</p>';
document.body.appendChild(root);
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  const options = { wasmURL: '/dragkit/build/dragkit.wasm', root, commit: () => {} };
  const kit = await DragKit.load({ ...options, plugins: ['text'] });
  const text = kit.text('n2');
  kit.destroy();
  let refused = null;
  try { await DragKit.load({ ...options, plugins: ['nope'] }); } catch (error) { refused = String(error.message); }
  root.remove();
  done({ text: text && text.plain, refused });
}, (error) => done({ error: String(error) }));""")
    # Issue 25: checked with the options, before anything is fetched (a TypeError that lists the plugins).
    assert found["text"] == "Pears" and found["refused"].startswith("DragKit: no plugin named 'nope'"), found


def test_A2_declare_on_a_kit_loaded_without_a_catalog_loads_the_reader_first(example):
    """The catalogue's reader (dragkit-catalog.js) is not in the core: a page loaded without the
    `catalog` option never loads it until it declares one; `declare()` then returns a promise
    that rejects with the reader's message for a malformed catalogue and resolves for a good one."""
    assert not any("dragkit-catalog" in p for p in scripts(example))
    found = example.execute_async_script("""
const done = arguments[0];
const kit = window.dragkit;
const settle = (value) => Promise.resolve(value).then(() => 'declared', (error) => String(error.message));
settle(kit.declare('{"kinds": {}')).then(async (bad) => done({ bad, good: await settle(kit.declare({})) }));""")
    assert found["bad"].startswith("catalog: expected"), found
    assert found["good"] == "declared", found
    assert any("dragkit-catalog" in p for p in scripts(example)), scripts(example)
    # Still the same page: the list drags after the new declaration re-registered it.
    assert items(example, "list") == ["apples", "bread", "card"]
