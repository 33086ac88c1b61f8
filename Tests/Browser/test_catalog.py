"""The showcase's catalogue (Docs/Catalog.md) is declared at run time from
`Web/showcase/catalog.json`: the engine's wasm carries no showcase code. A malformed catalogue is
refused with a message naming the bad key, and the one declared before stays; declaring again
re-registers the page's content under it (A2: a photo reaches image destinations via its PNG).
The page parses the catalogue (JSON.parse) and declares it through the wasm's typed exports, so
the wasm carries no JSON reader (issue 23); the schema's messages are the Swift reader's."""
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
    # Malformed text: the browser's JSON.parse says what (in its words), the bridge where.
    message = driver.execute_script(DECLARE, '{"kinds": {}')
    assert message.startswith("catalog: expected ',' or '}'") and message.endswith(" at line 1, column 13"), message
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


# The schema refusals of the Swift reader (Tests/DragKitCatalogTests/CatalogReaderTests.swift),
# word for word, and its limits: the page refuses what native hosts and the server refuse.
SCHEMA_REFUSALS = [
    ('[]', "catalog: the catalog must be an object, not an array"),
    ('{"kind": {}}', "catalog: unknown key 'kind'"),
    ('{"kinds": {"album": {"undoabel": false}}}', "catalog: unknown key 'kinds.album.undoabel'"),
    ('{"kinds": {"album": {"axis": "diagonal"}}}', "catalog: 'kinds.album.axis' must be \"vertical\", \"horizontal\", \"grid\" or \"rows\""),
    ('{"kinds": {"day": {"crossOperation": "teleport"}}}', "catalog: 'kinds.day.crossOperation' must be \"copy\", \"move\" or \"link\""),
    ('{"kinds": {"a": {"accepts": ["two words"]}}}', "catalog: 'kinds.a.accepts[0]' must be a type identifier such as \"public.image\" (not empty, no spaces)"),
    ('{"kinds": {"a": {"dropPreviewSize": {"width": 0, "height": 2}}}}', "catalog: 'kinds.a.dropPreviewSize.width' must be from 1 to 10000"),
    ('{"kinds": {"a": {"task": {"verb": "print"}}}}', "catalog: 'kinds.a.task' needs 'verb', 'ongoing' and 'completed'"),
    ('{"types": [{"conformsTo": []}]}', "catalog: 'types[0]' needs an 'id'"),
    ('{"representations": {"t": [{"type": "u", "scale": [1, 0]}]}}', "catalog: 'representations.t[0].scale[1]' must be from 1 to 1000000"),
    ('{"representations": {"t": [{"type": "u", "bytes": 3, "default": 4}]}}', "catalog: 'representations.t[0]' has a fixed 'bytes'; leave out 'scale', 'default' and 'minimum'"),
    ('{"kinds": {"a": {}, "a": {}}}', "catalog: key 'a' appears twice in one object at line 1, column 21"),
    ('{"kinds": 1.5}', "catalog: numbers in a catalog are whole at line 1, column 11"),
    ('[' * 40 + ']' * 40, "catalog: values nest deeper than 32 levels at line 1, column 33"),
]


def test_A2_the_page_refuses_a_catalog_as_the_swift_reader_does_and_the_wasm_has_no_json_reader(driver, showcase):
    open_scene(driver, showcase, "photos|notes")
    for text, expected in SCHEMA_REFUSALS:
        assert driver.execute_script(DECLARE, text) == expected
    many = '{"kinds": {' + ','.join(f'"k{n}": {{}}' for n in range(1025)) + '}}'
    assert driver.execute_script(DECLARE, many) == "catalog: 'kinds' has more than 1024 entries"
    exports = driver.execute_async_script(
        "const done = arguments[0];"
        "fetch('dragkit/build/dragkit.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b))"
        ".then((m) => done(WebAssembly.Module.exports(m).map((e) => e.name)), (e) => done(String(e)));")
    assert "dk_declare" not in exports  # issue 23: no JSON reader in the engine
    assert {"dk_catalog_begin", "dk_catalog_type", "dk_catalog_kind", "dk_catalog_representation",
            "dk_catalog_commit"} <= set(exports)
