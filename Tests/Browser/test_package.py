"""The web package you install (issue 35, part 1): dist/dragkit-<version>.tgz from
Scripts/package.sh holds only what runs, with an exports map typed for every entry; in a fresh
temporary folder, with no Swift toolchain on the PATH, Debian's npm installs it offline, Debian's
esbuild bundles an app that imports `dragkit` (with --splitting), and the served page drags in
Chromium by mouse and by keyboard, each drop landing where the gap showed (F6, S3, S7). The
package's folder served as it is finds its engine without `wasmURL` (new URL(…, import.meta.url)),
and what a one-list page and a default page load is what the package's README says they load.
Requirement IDs: Docs/Requirements.md."""
import json
import re
import shutil
import tarfile

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import item_point, pick_up_by_keyboard, press, snapshot, wait_idle
from installed_package import (VERSION, console_messages, drop_where_shown, fresh_folder, landed, npm_install,
                               open_page, run, static_server, tarball, without_swift)

PLUGINS = ["access", "autoscroll", "clipboard", "flock", "import", "native", "springs", "text", "transfers", "trees", "virtual", "windows"]

BODY = """
<h1>Lists</h1>
<ul data-dk-container="todo" data-dk-label="To do" data-dk-cross-operation="move">
  <li data-dk-item="a">Buy oat milk</li><li data-dk-item="b">Call Ana</li><li data-dk-item="c">Book the train</li>
</ul>
<ul data-dk-container="done" data-dk-label="Done" data-dk-cross-operation="move">
  <li data-dk-item="d">Water the plants</li><li data-dk-item="e">Pay the rent</li>
</ul>
"""
STYLE = "<style>ul { width: 320px; min-height: 200px; padding: 8px; background: #eee; list-style: none; } li { padding: 10px; margin: 4px; background: #fff; }</style>"

# The app an adopter writes: `dragkit` by its package name, no `wasmURL`.
APP = """
import { DragKit } from 'dragkit';
import 'dragkit/dragkit.css';
window.saved = [];
window.version = DragKit.version;
window.dragkit = await DragKit.load({ commit: (transfer) => { window.saved.push(transfer); } });
"""

# The package's folder served as it is, through an import map: no bundler, no `wasmURL`.
PLAIN = """<!doctype html><html lang="en"><meta charset="utf-8"><title>plain</title>
<link rel="stylesheet" href="/node_modules/dragkit/dragkit.css">{style}{body}
<script type="importmap">{{"imports": {{"dragkit": "/node_modules/dragkit/dragkit.min.js"}}}}</script>
<script type="module">
  import {{ DragKit }} from 'dragkit';
  {load}
</script>"""
DEFAULT_LOAD = "window.dragkit = await DragKit.load({ commit: () => {} });"
ONE_LIST_LOAD = """const { Accessibility, AutoScroll } = await import('dragkit');
  window.dragkit = await DragKit.load({ commit: () => {}, plugins: [Accessibility, AutoScroll],
    wasmURL: new URL('/node_modules/dragkit/dragkit-items.wasm', location.href) });"""


@pytest.fixture(scope="module")
def app():
    """The fresh folder: the package installed offline, the app bundled, the pages written, all
    without Swift on the PATH; served while the module's tests run."""
    folder = fresh_folder("dragkit-package-")
    env = without_swift()
    npm_install(folder, env)
    (folder / "app.js").write_text(APP)
    public = folder / "public"
    (public / "assets").mkdir(parents=True)
    run(["esbuild", "app.js", "--bundle", "--splitting", "--format=esm", "--outdir=public/assets", "--log-level=warning"], folder, env)
    shutil.copy(folder / "node_modules/dragkit/dragkit.wasm", public / "assets")
    shutil.copy(folder / "node_modules/dragkit/dragkit-words.wasm", public / "assets")  # its words, beside it
    (public / "index.html").write_text(f'<!doctype html><html lang="en"><meta charset="utf-8"><title>app</title>'
                                       f'<link rel="stylesheet" href="assets/app.css">{STYLE}{BODY}'
                                       f'<script type="module" src="assets/app.js"></script>')
    (folder / "plain.html").write_text(PLAIN.format(style=STYLE, body=BODY, load=DEFAULT_LOAD))
    (folder / "one-list.html").write_text(PLAIN.format(style=STYLE, body=BODY, load=ONE_LIST_LOAD))
    with static_server(folder, env) as url:
        yield folder, url
    shutil.rmtree(folder, ignore_errors=True)


def dom(page):
    """Each list's item ids, in the page's order."""
    return page.execute_script(
        "const ids = (c) => [...document.querySelectorAll(`[data-dk-container='${c}'] [data-dk-item]`)].map(e => e.dataset.dkItem);"
        "return {todo: ids('todo'), done: ids('done')}")


def members():
    with tarfile.open(tarball()) as archive:
        return {member.name: member for member in archive.getmembers()}


def read(name):
    with tarfile.open(tarball()) as archive:
        return archive.extractfile(name).read().decode()


def test_the_tarball_holds_only_what_runs_with_its_readme_changelog_and_license():
    names = set(members())
    assert all(name.startswith("package/") for name in names)
    files = {name[len("package/"):] for name in names}
    expected = {"package.json", "README.md", "CHANGELOG.md", "LICENSE", "dragkit.min.js", "dragkit.min.d.ts",
                "dragkit.css", "dragkit.wasm", "dragkit-items.wasm", "dragkit-words.wasm", "react.js", "react.d.ts"}
    expected |= {f"dragkit-{p}.min.js" for p in PLUGINS} | {f"dragkit-{p}.min.d.ts" for p in PLUGINS}
    chunks = {f for f in files if f.startswith("chunks/")}
    assert files - chunks == expected, (sorted(files - chunks - expected), sorted(expected - files))
    assert chunks and all(re.fullmatch(r"chunks/[\w-]+\.js", f) for f in chunks), chunks
    # Nothing of the sources, tests or benchmarks: no Swift, no unbundled module, no build script.
    assert not [f for f in files if re.search(r"\.(swift|c|py|sh|ts)$", f) and not f.endswith(".d.ts")]
    assert "## " + VERSION in read("package/CHANGELOG.md")
    assert "MIT License" in read("package/LICENSE")
    readme = read("package/README.md")
    assert f"# DragKit {VERSION}" in readme and "--splitting" in readme and "{{" not in readme


def test_package_json_names_the_version_the_module_type_and_a_typed_export_for_every_entry():
    package = json.loads(read("package/package.json"))
    assert package["name"] == "dragkit" and package["version"] == VERSION and package["type"] == "module"
    assert re.fullmatch(r"\d+\.\d+\.\d+", package["version"]), "semantic versioning"
    exports = package["exports"]
    entries = ["."] + [f"./plugins/{p}" for p in PLUGINS] + ["./react"]
    files = {name[len("package/"):] for name in members()}
    for entry in entries:
        assert set(exports[entry]) == {"types", "default"}, entry
        assert exports[entry]["types"][2:] in files and exports[entry]["default"][2:] in files, entry
    for asset in ("./dragkit.css", "./dragkit.wasm", "./dragkit-items.wasm", "./dragkit-words.wasm"):
        assert exports[asset] == asset
    assert package["types"] == exports["."]["types"]
    assert not package.get("dependencies"), "nothing to fetch from a registry"
    assert all(package["peerDependenciesMeta"][name]["optional"] for name in package["peerDependencies"])


TYPED_APP = """
import { DragKit, Accessibility } from 'dragkit';
import type { ItemsTransfer } from 'dragkit';
import { TextViews } from 'dragkit/plugins/text';
import { AutoScroll } from 'dragkit/plugins/autoscroll';
const version: string = DragKit.version;
const kit: DragKit = await DragKit.load({ commit: (transfer) => { console.log(transfer.kind); }, plugins: [Accessibility, AutoScroll, TextViews] });
const lists: Record<string, string[]> = { todo: ['a'] };
export const next = (transfer: ItemsTransfer) => kit.applyTo(lists, transfer);
export { version };
"""


def test_every_entry_s_types_resolve_through_the_exports_map(app):
    """tsc --strict (Debian's TypeScript) resolves `dragkit` and `dragkit/plugins/<name>` to
    their declarations through package.json's exports, as an adopter's TypeScript does."""
    folder, _ = app
    (folder / "typed").mkdir(exist_ok=True)
    (folder / "typed/app.ts").write_text(TYPED_APP)
    (folder / "tsconfig.json").write_text(json.dumps({"compilerOptions": {
        "strict": True, "noEmit": True, "target": "es2022", "module": "node16", "moduleResolution": "node16",
        "lib": ["es2022", "dom", "dom.iterable"], "types": []}, "files": ["typed/app.ts"]}))
    run(["tsc", "-p", "tsconfig.json"], folder, without_swift())


def test_installed_offline_without_swift_and_bundled_with_splitting(app):
    folder, _ = app
    installed = json.loads((folder / "node_modules/dragkit/package.json").read_text())
    assert installed["version"] == VERSION
    assert not (folder / "node_modules/dragkit/Sources").exists()
    bundle = sorted(p.name for p in (folder / "public/assets").glob("*.js"))
    assert "app.js" in bundle and len(bundle) > 1, f"--splitting kept the lazy modules apart: {bundle}"


def test_F6_S3_a_mouse_drag_on_the_bundled_page_lands_where_the_gap_showed(driver, app):
    _, url = app
    page = open_page(driver, url + "public/")
    assert page.execute_script("return window.version") == VERSION
    before = {"todo": ["a", "b", "c"], "done": ["d", "e"]}
    shown = drop_where_shown(page, item_point(page, "a"), item_point(page, "e", 0.3))
    assert shown["items"] == ["a"] and shown["destination"] == "done" and shown["operation"] == "move", shown
    expected = landed(before, ["a"], "done", shown["index"])
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.saved.length") == 1)
    assert dom(page) == expected, (dom(page), shown)
    saved = page.execute_script("return window.saved[0]")
    assert saved["from"] == "todo" and saved["to"] == "done" and saved["index"] == shown["index"]
    # The engine and its words were found beside the bundle, without `wasmURL`.
    wasm = page.execute_script("return performance.getEntriesByType('resource').map(e => e.name).filter(n => n.endsWith('.wasm'))")
    assert sorted(wasm) == [url + "public/assets/dragkit-words.wasm", url + "public/assets/dragkit.wasm"], wasm
    assert console_messages(page) == []


def test_S7_a_keyboard_drag_on_the_bundled_page_lands_where_the_session_showed(driver, app):
    _, url = app
    page = open_page(driver, url + "public/")
    pick_up_by_keyboard(page, "b")
    press(page, Keys.TAB)
    WebDriverWait(page, 5).until(lambda d: snapshot(d)["sessions"][0]["destination"] == "done")
    press(page, Keys.ARROW_DOWN)
    session = snapshot(page)["sessions"][0]
    press(page, Keys.SPACE)
    wait_idle(page)
    expected = landed({"todo": ["a", "b", "c"], "done": ["d", "e"]}, ["b"], "done", session["index"])
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return window.saved.length") == 1)
    order = {c["id"]: c["items"] for c in snapshot(page)["containers"]}
    assert order == expected and dom(page) == expected
    assert console_messages(page) == []


def loaded_package_files(page, url):
    """The package's files the page fetched, relative to the package's folder."""
    prefix = url + "node_modules/dragkit/"
    names = page.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    return sorted(name[len(prefix):] for name in names if name.startswith(prefix))


def readme_pages():
    """The README's table of what each page loads: [(what, files or None, gzip bytes)], and the
    measured list Scripts/package.sh wrote it from."""
    weights = json.loads((tarball().parent.parent / ".build-package/weights.json").read_text())
    return weights["pages"]


@pytest.mark.parametrize("page_name, row", [("plain.html", 1), ("one-list.html", 0)], ids=["default page", "one-list page"])
def test_the_package_served_as_it_is_finds_its_engine_and_loads_what_the_readme_says(driver, app, page_name, row):
    """`DragKit.load` without `wasmURL` fetches dragkit.wasm beside dragkit.min.js; at its start
    the page fetched exactly the files the README's weight table lists for it, and a drag works."""
    _, url = app
    page = open_page(driver, url + page_name)
    page.execute_script("window.saved = []; window.dragkit.addEventListener('drop', (e) => window.saved.push(e.detail.transfer))")
    what, files, gzip_bytes = readme_pages()[row]
    WebDriverWait(page, 5).until(lambda d: set(files) <= set(loaded_package_files(d, url)))
    # The cursor layer (a chunk) loads when a mouse comes over the page, which the pointer left
    # over it by an earlier test may do at once; the README says so below the table.
    loaded = [f for f in loaded_package_files(page, url) if not re.fullmatch(r"chunks/dragkit-cursor-\w+\.js", f)]
    assert loaded == sorted(files), what
    readme = read("package/README.md")
    table_row = next(line for line in readme.splitlines() if line.startswith("| " + what))
    assert table_row.endswith(f"| {gzip_bytes / 1000:.1f} KB |"), table_row
    shown = drop_where_shown(page, item_point(page, "c"), item_point(page, "a", 0.3))
    assert shown["destination"] == "todo"
    order = {c["id"]: c["items"] for c in snapshot(page)["containers"]}
    assert order == landed({"todo": ["a", "b", "c"], "done": ["d", "e"]}, ["c"], "todo", shown["index"])
