"""The items-only engine (Web/dragkit/build/dragkit-items.wasm, built by Scripts/build-wasm.sh
with the condition DRAGKIT_NO_TEXT: no text views, no styled text, no Unicode tables; issue 11)
runs the example page (Web/examples/basic/): the page's DragKit is destroyed and loaded again
with `wasmURL` pointing at the items-only module, then a mouse drag and a keyboard drag reorder
the list and the page commits them. Requirement IDs: Docs/Requirements.md."""
import pathlib

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import announcement, drag, item_point, items, open_example_with, pick_up_by_keyboard, press, snapshot, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]
ITEMS_WASM = ROOT / "Web/dragkit/build/dragkit-items.wasm"


@pytest.fixture
def items_only(driver, showcase):
    """The example page running the items-only engine (its store `window.saved` as before)."""
    assert ITEMS_WASM.exists(), "run Scripts/build-wasm.sh first (it builds dragkit-items.wasm)"
    open_example_with(driver, showcase, {"wasmURL": "/dragkit/build/dragkit-items.wasm"})
    fetched = driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)"
        ".filter((n) => n.endsWith('dragkit-items.wasm')).length")
    assert fetched == 1, "the page loaded the items-only module"
    return driver


def saved(driver, container):
    return driver.execute_script("return window.saved[arguments[0]] || null", container)


def test_F6_items_only_engine_reorders_the_list_by_mouse(items_only):
    assert items(items_only, "list") == ["apples", "bread", "card"]
    drag(items_only, item_point(items_only, "apples"), item_point(items_only, "card", 0.85))
    wait_idle(items_only)
    WebDriverWait(items_only, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])
    WebDriverWait(items_only, 5).until(lambda d: saved(d, "list") == ["bread", "card", "apples"])


def test_S7_items_only_engine_reorders_the_list_by_keyboard_and_announces_it(items_only):
    pick_up_by_keyboard(items_only, "apples")
    press(items_only, Keys.ARROW_DOWN)
    WebDriverWait(items_only, 5).until(lambda d: snapshot(d)["sessions"][0]["index"] == 1)
    assert "position 2 of 3" in announcement(items_only)
    press(items_only, Keys.ENTER)
    wait_idle(items_only)
    WebDriverWait(items_only, 5).until(lambda d: items(d, "list") == ["bread", "apples", "card"])
    assert saved(items_only, "list") == ["bread", "apples", "card"]
