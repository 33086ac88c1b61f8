"""The showcase's catalogue (Docs/Catalog.md) is declared at run time from
`Web/showcase/catalog.json`: the engine's wasm carries no showcase code. A malformed catalogue is
refused with the engine's message naming the bad key, and the one declared before stays; declaring
again re-registers the page's content under it (A2: a photo reaches image destinations via its PNG)."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import open_scene, snapshot

DECLARE = """
try { window.dragkit.host.declare(arguments[0]); return null; }
catch (error) { return String(error.message); }"""

DESTINATIONS = """
const host = window.dragkit.host;
const key = document.querySelector(`[data-dk-item='${arguments[0]}']`).dataset.dkItem;
return host.moveDestinations([key]).map((d) => d.container);"""


def test_A2_bad_catalog_is_refused_with_the_engines_message_and_the_old_one_stays(driver, showcase):
    open_scene(driver, showcase, "photos|notes")
    before = driver.execute_script(DESTINATIONS, "photos-library-2")
    assert "note-shopping.attachments" in before, before  # a photo reaches public.image via its PNG
    message = driver.execute_script(DECLARE, '{"kinds": {"album": {"undoable": "no"}}}')
    assert message == "catalog: 'kinds.album.undoable' must be true or false, not a string"
    message = driver.execute_script(DECLARE, '{"kinds": {}')
    assert message == "catalog: expected ',' or '}' in an object at line 1, column 13"
    assert driver.execute_script(DESTINATIONS, "photos-library-2") == before


def test_A2_declaring_again_re_registers_the_page_under_the_new_catalog(driver, showcase):
    open_scene(driver, showcase, "photos|notes")
    count = len(snapshot(driver)["containers"])
    catalog = driver.execute_script(
        "return await (await fetch('showcase/catalog.json')).json();")
    # Without the photo's representations, an image destination no longer takes it.
    stripped = dict(catalog, representations={})
    assert driver.execute_script(DECLARE, stripped) is None
    WebDriverWait(driver, 5).until(lambda d: len(snapshot(d)["containers"]) == count)
    assert "note-shopping.attachments" not in driver.execute_script(DESTINATIONS, "photos-library-2")
    assert driver.execute_script(DECLARE, catalog) is None
    assert "note-shopping.attachments" in driver.execute_script(DESTINATIONS, "photos-library-2")
