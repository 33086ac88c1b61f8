"""The plugins of issue 24 (Web/dragkit/dragkit-plugins.js, README "Plugins"): accessibility
(`access`), auto-scroll (`autoscroll`) and native drags across the page's edge (`native`) are
plugins, each its own entry of the bundle, loaded with the engine when `DragKit.load` has no
`plugins` option (today's behaviour), and left out of a page that names its plugins without them.
Requirement IDs: Docs/Requirements.md (S7, P4 accessibility; A1 auto-scroll; S1, S2 crossing)."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import drag, item_point, items, wait_idle


def scripts(driver):
    """The paths of every JavaScript file the page has loaded."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
        ".filter((path) => path.endsWith('.js'))")


def test_S7_A1_S1_without_a_plugins_option_access_autoscroll_and_native_come_with_the_engine(example):
    loaded = scripts(example)
    for entry in ("dragkit-access.min.js", "dragkit-autoscroll.min.js", "dragkit-native.min.js"):
        assert f"/dragkit/build/{entry}" in loaded, loaded
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
    assert "/dragkit/build/dragkit-access.min.js" in scripts(example)
