"""Drag modifiers (issue 25, section 2; Web/dragkit/API.md "Adjusting the point"):
`data-dk-lock-axis` pins a pointer drag to one axis (the drag image and the point the engine
hit-tests), and the `adjustPoint` option adjusts that point (here: restricted so the image stays
inside its container). Run on the example page (Web/examples/basic/: a list left of a grid), by
mouse as the browser's own drag (its dragover points, dragkit-native.js) and on pointer events
(`nativeDrags: false`). Keyboard drags never ask the hook. Requirement IDs: F2, F6, S7 in
Docs/Requirements.md."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settle_input

from dragkit_page import Gesture, item_point, items, pick_up_by_keyboard, press, rect, snapshot, wait_idle

# The example page loaded again with `options` (JSON) and, when `restrict` is true, an
# `adjustPoint` that keeps the drag image inside its container (the recipe of the docs); the
# hook's calls are counted in `window.adjusted`, their `items` kept in `window.adjustedItems`.
RELOAD = """
const [options, restrict, done] = arguments;
window.dragkit.destroy();
window.adjusted = 0;
const inside = ({ x, y, start, rect, container, items }) => {
  window.adjusted += 1; window.adjustedItems = items;
  const c = container.getBoundingClientRect();
  const dx = Math.min(Math.max(x - start.x, c.left - rect.left), c.right - rect.right);
  const dy = Math.min(Math.max(y - start.y, c.top - rect.top), c.bottom - rect.bottom);
  return { x: start.x + dx, y: start.y + dy };
};
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  window.dragkit = await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', ...options,
    ...(restrict ? { adjustPoint: inside } : {}), commit: () => {} });
  done();
});"""


def open_example(driver, showcase, native, restrict=False, lock=None):
    settle_input(driver)  # a native drag an earlier test left to the browser ends first
    driver.get(showcase.url + "examples/basic/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    if lock:
        driver.execute_script("document.querySelector(\"[data-dk-container='list']\").setAttribute('data-dk-lock-axis', arguments[0])", lock)
    driver.execute_async_script(RELOAD, {"nativeDrags": native}, restrict)
    WebDriverWait(driver, 15).until(lambda d: len(snapshot(d)["containers"]) == 2)
    return driver


def hold_at(driver, start, end):
    """Presses at `start`, moves diagonally to `end` and holds: the drag's session then."""
    Gesture(driver).move(start).down().path(start, end, 12).perform()
    WebDriverWait(driver, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1 and snapshot(d)["sessions"][0]["frame"])
    # The last moves reach the engine before the session is read.
    WebDriverWait(driver, 5).until(lambda d: snapshot(d)["sessions"][0]["destination"] is not None)
    return snapshot(driver)["sessions"][0]


@pytest.mark.parametrize("native", [True, False], ids=["native", "pointer"])
def test_F6_a_vertical_lock_keeps_the_image_s_x_and_lands_at_the_row_under_the_locked_point(driver, showcase, native):
    page = open_example(driver, showcase, native, lock="vertical")
    apples = rect(page, "[data-dk-item='apples']")
    start = item_point(page, "apples")
    card = item_point(page, "card", 0.85)
    over_grid = item_point(page, "three")  # without the lock, the point is over the grid
    session = hold_at(page, start, (over_grid[0], card[1]))
    assert abs(session["frame"]["x"] - apples["x"]) <= 1, (session["frame"], apples)
    assert session["destination"] == "list" and session["index"] == 2, session
    Gesture(page).up().perform()
    wait_idle(page)
    assert items(page, "list") == ["bread", "card", "apples"]
    assert items(page, "grid") == ["one", "two", "three"]


@pytest.mark.parametrize("native", [True, False], ids=["native", "pointer"])
def test_F2_an_adjust_point_hook_keeps_the_drag_image_inside_its_container(driver, showcase, native):
    page = open_example(driver, showcase, native, restrict=True)
    box = rect(page, "[data-dk-container='list']")
    start = item_point(page, "apples")
    # Far to the right of the list (over the grid) and below it.
    session = hold_at(page, start, (int(box["x"] + box["w"] + 250), int(box["y"] + box["h"] + 120)))
    frame = session["frame"]
    assert frame["x"] >= box["x"] - 1 and frame["x"] + frame["width"] <= box["x"] + box["w"] + 1, (frame, box)
    assert frame["y"] >= box["y"] - 1 and frame["y"] + frame["height"] <= box["y"] + box["h"] + 1, (frame, box)
    assert session["destination"] == "list", "the engine hit-tests the adjusted point"
    assert page.execute_script("return window.adjustedItems") == ["apples"]
    Gesture(page).up().perform()
    wait_idle(page)
    assert items(page, "grid") == ["one", "two", "three"]
    assert items(page, "list")[-1] == "apples", "dropped at the list's end, where the restricted point was"
    # Keyboard drags never ask the hook.
    calls = page.execute_script("return window.adjusted")
    assert calls > 0
    pick_up_by_keyboard(page, "bread")
    press(page, Keys.ARROW_DOWN)
    press(page, Keys.ENTER)
    wait_idle(page)
    assert page.execute_script("return window.adjusted") == calls
