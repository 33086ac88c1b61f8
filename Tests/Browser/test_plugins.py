"""The plugins of issue 24 (Web/dragkit/dragkit-plugins.js, API.md "Plugins"): accessibility
(`access`), auto-scroll (`autoscroll`), native drags across the page's edge (`native`), the system
clipboard (`clipboard`), drags from other apps (`import`), virtual lists (`virtual`) and drops
that open a new window (`windows`) are plugins, made when `DragKit.load` has no `plugins` option
and the page needs them (today's behaviour), and left out of a page that names its plugins
without them. `access` and `autoscroll`, what a page with one sortable list needs, are in the
core's file (so that page loads one file); the others are entries of the bundle of their own,
and the table of default plugins (dragkit-defaults.js) loads only for a page that names another
plugin or none. Requirement IDs: Docs/Requirements.md (S7, P4 accessibility; A1 auto-scroll;
S1, S2 crossing; S5 clipboard; S10 undo; P3 new windows)."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import drag, engine_exports, item_point, items, press, snapshot, wait_idle


def scripts(driver):
    """The paths of every JavaScript file the page has loaded."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
        ".filter((path) => path.endsWith('.js'))")


def test_S7_A1_S1_without_a_plugins_option_access_autoscroll_and_native_come_with_the_engine(example):
    loaded = scripts(example)
    # `native` and `clipboard` are entries of their own, found through the defaults' table;
    # `access` and `autoscroll` are in the core's file.
    for entry in ("dragkit-native.min.js", "dragkit-clipboard.min.js"):
        assert f"/dragkit/build/{entry}" in loaded, loaded
    assert any(path.startswith("/dragkit/build/chunks/dragkit-defaults-") for path in loaded), loaded
    assert not [path for path in loaded if "dragkit-access" in path or "dragkit-autoscroll" in path], loaded
    # The `access` plugin gave the list its listbox semantics and one tab stop (S7, P4).
    found = example.execute_script("""
const holder = document.querySelector("[data-dk-container='list'] [data-dk-items]");
return { role: holder.getAttribute('role'),
         stops: [...holder.querySelectorAll('[data-dk-item]')].map((item) => item.getAttribute('tabindex')) };""")
    assert found == {"role": "listbox", "stops": ["0", "-1", "-1"]}, found
    # The list still drags with the mouse (the `native` plugin: the browser's own drag).
    drag(example, item_point(example, "apples"), item_point(example, "card", 0.85))
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])


def test_S7_S1_a_page_that_names_its_plugins_gets_only_those(example):
    """`plugins: ['access', 'autoscroll']` (a page with one sortable list): listbox semantics, and
    a mouse press does not make the item the browser's own drag (no `native`: the drag stays on
    pointer events, and a dragstart on an item is cancelled). `plugins: []`: no semantics either."""
    found = example.execute_async_script("""
const done = arguments[0];
window.dragkit.destroy();  // the example's own kit (its root is the body)
const root = document.createElement('div');
root.innerHTML = '<ul data-dk-container="l2" data-dk-label="L2"><li data-dk-item="x">X</li><li data-dk-item="y">Y</li></ul>';
document.body.appendChild(root);
const probe = (kit) => {
  const list = root.querySelector('ul');
  const item = root.querySelector("[data-dk-item='x']");
  const options = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', isPrimary: true, button: 0, clientX: 5, clientY: 5 };
  item.dispatchEvent(new PointerEvent('pointerdown', options));
  const draggable = item.hasAttribute('draggable');
  const started = item.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true }));
  window.dispatchEvent(new PointerEvent('pointerup', options));
  return { role: list.getAttribute('role'), draggable, started, items: kit.snapshot().containers.map((c) => c.id) };
};
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  const options = { wasmURL: '/dragkit/build/dragkit.wasm', root, commit: () => {} };
  const named = await DragKit.load({ ...options, plugins: ['access', 'autoscroll'] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const one = probe(named);
  named.destroy();
  root.querySelector('ul').removeAttribute('role');
  const none = await DragKit.load({ ...options, plugins: [] });
  const bare = probe(none);
  none.destroy();
  root.remove();
  done({ one, bare });
}, (error) => done({ error: String(error) }));""")
    assert found == {
        "one": {"role": "listbox", "draggable": False, "started": False, "items": ["l2"]},
        "bare": {"role": None, "draggable": False, "started": False, "items": ["l2"]},
    }, found
    # Both are in the core's file: the page loaded no plugin entry for them (the page with
    # nothing else loaded is the next test's).
    assert not [path for path in scripts(example) if "dragkit-access" in path or "dragkit-autoscroll" in path]


def test_S7_A1_a_page_that_imports_the_plugin_classes_gets_them_from_their_entries(example):
    """`plugins: [Accessibility, AutoScroll]`, imported from the bundle's plugin entries
    (Web/dragkit/API.md "Plugins"): the same classes as the core's own (the entries re-export
    them) and the listbox semantics with one tab stop (S7, P4)."""
    found = example.execute_async_script("""
const done = arguments[0];
window.dragkit.destroy();
const root = document.createElement('div');
root.innerHTML = '<ul data-dk-container="l3" data-dk-label="L3"><li data-dk-item="x">X</li><li data-dk-item="y">Y</li></ul>';
document.body.appendChild(root);
Promise.all([import('/dragkit/build/dragkit.min.js'), import('/dragkit/build/dragkit-access.min.js'),
             import('/dragkit/build/dragkit-autoscroll.min.js')]).then(async ([core, access, autoscroll]) => {
  const kit = await core.DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', root, commit: () => {},
    plugins: [access.Accessibility, autoscroll.AutoScroll] });
  await new Promise((resolve) => setTimeout(resolve, 0));
  const result = { role: root.querySelector('ul').getAttribute('role'),
    same: access.Accessibility === core.Accessibility && autoscroll.AutoScroll === core.AutoScroll,
    stops: [...root.querySelectorAll('[data-dk-item]')].map((item) => item.getAttribute('tabindex')) };
  kit.destroy();
  root.remove();
  done(result);
}, (error) => done({ error: String(error) }));""")
    assert found == {"role": "listbox", "same": True, "stops": ["0", "-1"]}, found


def test_P3_the_windows_plugin_comes_with_markup_that_opens_a_window_and_not_without(example):
    """Items marked `data-dk-opens-window` (P3): with no `plugins` option the `windows` plugin
    loads for them (it draws the drag image's cue and hands the engine's `open` to
    `openInNewWindow`); a page without such items, or one that names its plugins without it,
    never loads it."""
    assert not [path for path in scripts(example) if "dragkit-windows" in path]
    loaded = example.execute_async_script("""
const done = arguments[0];
window.dragkit.destroy();
const root = document.createElement('div');
root.innerHTML = '<ul data-dk-container="l4" data-dk-label="L4"><li data-dk-item="w" data-dk-opens-window>W</li></ul>';
document.body.appendChild(root);
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  const options = { wasmURL: '/dragkit/build/dragkit.wasm', root, commit: () => {} };
  const named = await DragKit.load({ ...options, plugins: ['access', 'autoscroll'] });
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = performance.getEntriesByType('resource').some((e) => e.name.includes('dragkit-windows'));
  named.destroy();
  const kit = await DragKit.load(options);
  const deadline = performance.now() + 5000;
  while (!performance.getEntriesByType('resource').some((e) => e.name.includes('dragkit-windows')) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const after = performance.getEntriesByType('resource').some((e) => e.name.includes('dragkit-windows'));
  kit.destroy();
  root.remove();
  done({ before, after });
}, (error) => done({ error: String(error) }));""")
    assert loaded == {"before": False, "after": True}, loaded


def drag_in(driver, point, data):
    """Text dragged in from another app (CDP's drag from outside the page, as test_imports.py
    does): it enters, moves over `point` and drops there."""
    payload = {"items": [{"mimeType": mime, "data": value} for mime, value in data.items()], "dragOperationsMask": 1}
    x, y = point
    for kind, at in (("dragEnter", (x - 30, y - 30)), ("dragOver", (x - 10, y - 10)), ("dragOver", (x, y)), ("drop", (x, y))):
        driver.execute_cdp_cmd("Input.dispatchDragEvent", {"type": kind, "x": at[0], "y": at[1], "data": payload})


def make_virtual_list(driver, style="", scroll_top=0):
    """`dragkit.virtualList()` on a new 200 px high `ul` of 500 rows of 20 px (`window.list`),
    styled `style` too and scrolled to `scroll_top`."""
    made = driver.execute_async_script("""
const [style, scrollTop, done] = arguments;
const element = document.createElement('ul');
element.style.cssText = 'height: 200px; overflow-y: auto; margin: 0; padding: 0; ' + style;
document.body.appendChild(element);
window.dragkit.virtualList({
  element, id: 'rows', label: 'Rows', ids: Array.from({ length: 500 }, (_, k) => `row-${k}`), rowExtent: 20,
  render: (index, id) => Object.assign(document.createElement('li'), { textContent: id }),
}).then((list) => { window.list = list; element.scrollTop = scrollTop; done('made'); }, (error) => done(String(error)));""",
        style, scroll_top)
    assert made == "made", made


def keyboard_two_down(driver):
    """S7: Space picks the focused item up, two steps down, Enter drops it there; waits for idle."""
    press(driver, Keys.SPACE)
    WebDriverWait(driver, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    press(driver, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
    WebDriverWait(driver, 5).until(lambda d: snapshot(d)["sessions"][0]["index"] == 2)
    press(driver, Keys.ENTER)
    wait_idle(driver)


def test_S7_S5_a_list_page_without_the_import_clipboard_and_virtual_plugins_never_fetches_them(driver, showcase):
    """`plugins: ['access', 'autoscroll']` (the basic example's `?plugins=`): the page loads the
    core and those two, nothing of drags from outside, the clipboard or virtual lists, and still
    sorts by mouse (pointer events: no `native`) and by keyboard (S7); focus, a copy event and a
    paste event load nothing either (the engine's own Copy and Paste still work, S7)."""
    driver.get(showcase.url + "examples/basic/?plugins=access,autoscroll")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    drag(driver, item_point(driver, "apples"), item_point(driver, "card", 0.85))
    wait_idle(driver)
    WebDriverWait(driver, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])
    driver.execute_script("document.querySelector(\"[data-dk-item='bread']\").focus()")
    keyboard_two_down(driver)
    WebDriverWait(driver, 5).until(lambda d: items(d, "list") == ["card", "apples", "bread"])
    assert driver.execute_script("return window.saved.list") == ["card", "apples", "bread"]
    found = driver.execute_async_script("""
const done = arguments[0];
const event = (type) => new ClipboardEvent(type, { clipboardData: new DataTransfer(), bubbles: true, cancelable: true });
document.querySelector("[data-dk-item='card']").focus();
const copy = event('copy');
document.dispatchEvent(copy);
document.dispatchEvent(event('paste'));
window.dragkit.copy('card');  // the engine's own Copy (S7), with no system clipboard
window.dragkit.pasteFromSystem('list').then((how) => setTimeout(() => done({
  copyTaken: copy.defaultPrevented, paste: window.dragkit.history().paste, how }), 300));""")
    assert found == {"copyTaken": False, "paste": 1, "how": "nothing"}, found
    # The package's scripts it loaded: the core (the two plugins are in its file) and the cursor
    # layer (F8, at the first hover), nothing else: no defaults' table, import, clipboard, data,
    # sanitiser or virtual list.
    loaded = [path for path in scripts(driver) if path.startswith("/dragkit/")]
    entries = sorted(path for path in loaded if "/chunks/" not in path)
    assert entries == ["/dragkit/build/dragkit.min.js"], loaded
    assert all(path.startswith("/dragkit/build/chunks/dragkit-cursor-") for path in loaded if "/chunks/" in path), loaded
    refused = driver.execute_async_script("""
const done = arguments[0];
window.dragkit.virtualList({ element: document.createElement('ul'), id: 'v', ids: [], rowExtent: 20, render: () => null })
  .then(() => done('made'), (error) => done(String(error.message)));""")
    assert refused == "DragKit: the 'virtual' plugin is not loaded (add it to `plugins`)", refused
    assert not [path for path in scripts(driver) if "dragkit-virtual" in path]


def load_kit(driver, options_js):
    """Destroys the example's kit and loads one on the example's markup with the options the
    JavaScript expression `options_js` makes (`saved` kept by `commit`); `window.dragkit`."""
    driver.execute_async_script(f"""
const done = arguments[0];
window.dragkit.destroy();
import('/dragkit/build/dragkit.min.js').then(async ({{ DragKit }}) => {{
  const kit = await DragKit.load({{ wasmURL: '/dragkit/build/dragkit.wasm', ...({options_js}),
    commit: () => {{ for (const c of kit.snapshot().containers) window.saved[c.id] = c.items; }} }});
  window.dragkit = kit;
  done();
}}, (error) => done(String(error)));""")
    WebDriverWait(driver, 15).until(lambda d: len(snapshot(d)["containers"]) == 2)


def test_S1_S2_a_page_that_names_the_import_plugin_takes_a_drop_from_another_app(example):
    """`plugins: ['import']` with `importDrop`: text dragged in from another app (CDP's drag from
    outside) over the list is handed to `importDrop` with the list and the index (S1, S2); the
    same page without the plugin leaves such a drag to the browser (no import)."""
    if "dk_external_enter" not in engine_exports(example):
        pytest.skip("this build of the engine has no external drags (dk_external_enter): rebuild dragkit.wasm")
    importer = "importDrop: async (drop) => { (window.imported ||= []).push({ container: drop.container, " \
               "text: drop.items.map((item) => item.text).join() }); }"
    load_kit(example, "{ plugins: ['access'], " + importer + " }")
    drag_in(example, item_point(example, "bread", 0.6), data={"text/plain": "Pears"})
    example.execute_script("return new Promise((resolve) => setTimeout(resolve, 300))")
    assert example.execute_script("return window.imported || null") is None
    load_kit(example, "{ plugins: ['access', 'import'], " + importer + " }")
    drag_in(example, item_point(example, "bread", 0.6), data={"text/plain": "Pears"})
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.imported || null") == [
        {"container": "list", "text": "Pears"}])
    assert "/dragkit/build/dragkit-import.min.js" in scripts(example)


def test_F9_a_slow_drop_into_a_scrolled_virtual_list_shows_its_placeholder_where_it_lands(example):
    """`plugins: [..., 'virtual', 'import', 'transfers']` with an `importDrop` that takes 2.5 s:
    text from another app dropped on the top edge of row 8 of a virtual list scrolled 5 rows
    down shows its placeholder there (its middle on that edge, F9) without pushing the rows the
    engine placed, and lands at index 8 (the rows the DOM holds start at the window, not 0)."""
    if "dk_external_enter" not in engine_exports(example):
        pytest.skip("this build of the engine has no external drags (dk_external_enter): rebuild dragkit.wasm")
    load_kit(example, "{ plugins: ['access', 'autoscroll', 'virtual', 'import', 'transfers'], importDrop: (drop) => "
                      "new Promise((resolve) => setTimeout(() => { window.importedAt = [drop.container, drop.index]; "
                      "resolve(); }, 2500)) }")
    make_virtual_list(example, "position: fixed; left: 20px; top: 20px; width: 300px", scroll_top=100)
    wait_idle(example)
    row = "const r = window.list.rowOf('row-8').getBoundingClientRect(); return {x: r.left, y: r.top};"
    before = example.execute_script(row)
    drag_in(example, (int(before["x"] + 40), int(before["y"] + 3)), data={"text/plain": "Pears"})
    box = "const e = document.querySelector('.dk-placeholder'); if (!e) return null;" \
          "const r = e.getBoundingClientRect(); return {x: r.left, mid: r.top + r.height / 2};"
    WebDriverWait(example, 5).until(lambda d: d.execute_script(box))
    shown = example.execute_script(box)
    assert abs(shown["mid"] - before["y"]) <= 1 and abs(shown["x"] - before["x"]) <= 1, (shown, before)
    WebDriverWait(example, 2).until(lambda d: abs(d.execute_script(row)["y"] - before["y"]) < 0.5,
                                    "no element pushed the rows the engine placed")
    WebDriverWait(example, 8).until(lambda d: d.execute_script("return window.importedAt || null") == ["rows", 8])
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return document.querySelectorAll('.dk-placeholder').length") == 0)


def test_S5_S10_a_page_that_names_the_clipboard_plugin_cuts_and_pastes(example):
    """`plugins: ['access', 'clipboard']`: the browser's cut event on a focused item cuts it
    (its representations in the event's clipboardData, the engine's pasteboard), and the paste
    event with that data on a grid item pastes it there, by the engine (undoable, S10)."""
    load_kit(example, "{ plugins: ['access', 'clipboard'] }")
    # The plugin's reader and writer load at the first focus inside the root.
    example.execute_script("document.querySelector(\"[data-dk-item='apples']\").focus()")
    WebDriverWait(example, 5).until(lambda d: any("dragkit-system-clipboard" in path for path in scripts(d)))
    example.execute_script("return new Promise((resolve) => setTimeout(resolve, 50))")
    found = example.execute_script("""
const data = new DataTransfer();
const event = (type) => new ClipboardEvent(type, { clipboardData: data, bubbles: true, cancelable: true });
const cut = event('cut');
document.dispatchEvent(cut);
document.querySelector("[data-dk-item='one']").focus();
document.dispatchEvent(event('paste'));
return { text: data.getData('text/plain'), cutTaken: cut.defaultPrevented };""")
    assert found == {"text": "Apples", "cutTaken": True}, found
    wait_idle(example)
    WebDriverWait(example, 5).until(lambda d: items(d, "grid") == ["one", "apples", "two", "three"])
    assert items(example, "list") == ["bread", "card"]
    assert "/dragkit/build/dragkit-clipboard.min.js" in scripts(example)


def test_A1_S7_a_page_that_names_the_virtual_plugin_makes_a_virtual_list_and_drops_in_it(example):
    """`plugins: ['access', 'autoscroll', 'virtual']`: `virtualList()` makes a list of 500 rows
    (a few dozen in the DOM), and a keyboard drag drops its first row two places on (S7): the
    plugin took the change's steps and the commit says where."""
    load_kit(example, "{ plugins: ['access', 'autoscroll', 'virtual'] }")
    make_virtual_list(example)
    assert example.execute_script("return document.querySelectorAll(\"[data-dk-container='rows'] [data-dk-item]\").length") < 60
    example.execute_script("window.list.rowOf('row-0').focus()")
    keyboard_two_down(example)
    WebDriverWait(example, 5).until(lambda d: d.execute_script("return window.list.ids().slice(0, 4)") == [
        "row-1", "row-2", "row-0", "row-3"])
    assert example.execute_script("return window.saved.rows.slice(0, 3)") == ["row-1", "row-2", "row-0"]
    assert "/dragkit/build/dragkit-virtual.min.js" in scripts(example)
