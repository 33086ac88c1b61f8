"""`nativeDrags: false` (Web/dragkit/API.md, "Crossing the page's edge"; issue 11): a page
whose drags never leave it loads DragKit with mouse drags on pointer events, as touch and pen.
The example page (Web/examples/basic/) is loaded again with the option: a mouse drag reorders
the list without the browser's own drag starting, Escape during a mouse drag cancels it (the
page hears the key, which a native drag keeps to itself), and the default still starts the
browser's drag. Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, drag, item_point, items, open_example_with, snapshot, wait_idle

# Counts the browser's own drags from now on.
COUNT_DRAGSTARTS = """
window.dragstarts = 0;
document.addEventListener('dragstart', () => { window.dragstarts += 1; }, true);
"""


def load_example(driver, showcase, native_drags):
    open_example_with(driver, showcase, {"nativeDrags": native_drags})
    driver.execute_script(COUNT_DRAGSTARTS)
    return driver


@pytest.fixture
def in_page(driver, showcase):
    return load_example(driver, showcase, False)


def test_F6_a_mouse_drag_with_native_drags_off_reorders_without_the_browsers_drag(in_page):
    assert items(in_page, "list") == ["apples", "bread", "card"]
    drag(in_page, item_point(in_page, "apples"), item_point(in_page, "card", 0.85))
    wait_idle(in_page)
    WebDriverWait(in_page, 5).until(lambda d: items(d, "list") == ["bread", "card", "apples"])
    WebDriverWait(in_page, 5).until(lambda d: d.execute_script("return window.saved.list") == ["bread", "card", "apples"])
    assert in_page.execute_script("return window.dragstarts") == 0, "the drag stayed on pointer events"


def test_F7_escape_cancels_a_mouse_drag_with_native_drags_off(in_page):
    start = item_point(in_page, "apples")
    end = item_point(in_page, "card", 0.85)
    Gesture(in_page).move(start).down().path(start, end, 10).perform()
    WebDriverWait(in_page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    Gesture(in_page).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    WebDriverWait(in_page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 0)
    Gesture(in_page).up().perform()
    wait_idle(in_page)
    assert items(in_page, "list") == ["apples", "bread", "card"], "a cancelled drag leaves the list as it was"
    assert in_page.execute_script("return window.dragstarts") == 0


def test_S1_by_default_a_mouse_drag_is_the_browsers_own_drag(driver, showcase):
    page = load_example(driver, showcase, True)
    start = item_point(page, "apples")
    Gesture(page).move(start).down().path(start, (start[0], start[1] + 40), 6).perform()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.dragstarts") == 1)
    Gesture(page).up().perform()
    wait_idle(page)
