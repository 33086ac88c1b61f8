"""The benchmark's pages: one list of n items with the same markup and CSS for every library.

Every page is `<ul id="list">` with n `<li>` rows, the list its own scroller (the default markup
of a DragKit container: `data-dk-container` on the element that scrolls). Each page sets
`window.bench = {ready, settled}` once its library has finished setting up and the next frame has
been drawn: `ready` is milliseconds since navigation start (time to interactive), `settled()`
says whether no drag is in progress any more, `indexOf(id)` where an item is in the list.

Libraries:
- `plain`: the list and nothing else (the time-to-interactive baseline).
- `dragkit`: DragKit through its public API only (`DragKit.load`, `sessions`), as an adopter
  sets it up (Web/examples/basic), with `dragkit.css`.
- `dragkit-in-page`: the same with `nativeDrags: false` (mouse drags on pointer events, not the
  browser's own drag: they cannot leave the page); not run by default.
- `sortable`: SortableJS from Debian's libjs-sortable, `animation: 0` and `forceFallback: true`
  (its mouse/pointer-driven drag, which trusted mouse input drives and which auto-scrolls; its
  default mode hands the drag to the browser's native drag and drop, which CDP mouse input
  does not run).
- `sortable-noscroll`: the same with `scroll: false` (issue 24's "no animation, no scroll"
  configuration, its cheapest: no auto-scroll, so the list does not scroll during the drag).
- `floor`: no library: a few lines of page script (`floor.js` next to this file) that do only
  what a person sees of the drag (a copy of the row follows the pointer, the list scrolls at its
  edge, the drop moves the row, at an index computed without measuring). What the browser spends
  on that, every library spends too: the part of a figure no library can take away.
- `floor-virtual`: the same over a list of n rows of which only those in sight are elements (a
  pool re-used as the list scrolls): the floor for `virtual`.
- `dragkit-plain-page`, `sortable-plain-page` (issue 36): the same drag on "the plain page", the
  shape a minimal adopter writes (API.md "Quick start", Web/examples/basic): no style sheet of the
  benchmark's for the rows (the browser's own `<li>`s: no padding, margin, background or radius),
  the list made its own scroller by one rule (`height`, `overflow-y: auto`), and
  `DragKit.load({commit})` with every default, the engine `dragkit.wasm` beside the module
  included (no `wasmURL`); SortableJS as in `sortable`. Not run by default.
- `virtual-tree`: DragKit's virtual tree (`dragkit.virtualTree`, issue 37) of n nodes, folders of
  100 (every one open), set up by `virtual-tree.js`; the engine places every shown row from one
  description (a described outline), so its cost beside `virtual` is what the tree adds.
- `virtual`: DragKit's virtual list (`dragkit.virtualList`, from `dragkit/dragkit-virtual.js`),
  set up by `virtual-list.js` next to this file; the list draws only the rows near its visible
  area, into its own `<ul data-dk-items>`; skipped when the module is absent.

`window.bench.indexOf(id)` is where the item `id` is in the list's order (the DOM's for the
plain-DOM pages, the virtual list's own for `virtual`).

Generating a page is O(n) string work; the pages are written once per run into a temporary
web root that links `Web/dragkit` and the SortableJS files.
"""
import html
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SORTABLE_DIR = pathlib.Path("/usr/share/javascript/sortable")
WEB = ROOT / "Web"
LIBRARIES = ("plain", "dragkit", "dragkit-in-page", "sortable", "sortable-noscroll", "virtual", "virtual-tree",
             "floor", "floor-virtual", "dragkit-plain-page", "sortable-plain-page")
# The libraries measured on the plain page (issue 36) rather than the benchmark's own.
PLAIN_PAGE = ("dragkit-plain-page", "sortable-plain-page")

# The same CSS for every page (DragKit pages add dragkit.css, which is part of adopting it).
LIST_CSS = """
html, body { margin: 0; }
body { font: 15px system-ui, sans-serif; padding: 24px; }
#list { list-style: none; margin: 0; padding: 6px; width: 360px; height: 640px; overflow-y: auto;
        background: #f2f2f7; border-radius: 10px; }
#list li { padding: 8px 12px; margin: 4px 0; background: #fff; border-radius: 8px; }
"""

# The plain page's only rule (issue 36): the list scrolls itself, as DragKit's default markup
# expects; the rows are the browser's own.
PLAIN_PAGE_CSS = """
#list { height: 640px; overflow-y: auto; }
"""

# Resolves after the next frame has been drawn (a rAF, then a task after it).
NEXT_FRAME = "const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));"
# Where an item is among the list's rows, for the plain-DOM pages. O(n).
DOM_INDEX = ("const indexOf = (id) => Array.prototype.findIndex.call("
             "document.querySelectorAll('#list > li'), (row) => row.dataset.dkItem === id);")

SETUP = {
    "plain": """
await nextFrame();
window.bench = { library: 'plain', ready: performance.now(), settled: () => true, indexOf };
""",
    "dragkit": """
import { DragKit } from './dragkit/build/dragkit.min.js';
const dragkit = await DragKit.load({ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} });
await nextFrame();
window.dragkit = dragkit;
window.bench = { library: 'dragkit', ready: performance.now(), settled: () => dragkit.sessions().length === 0, indexOf };
""",
    "sortable": """
const sortable = Sortable.create(document.getElementById('list'), { animation: 0, forceFallback: true });
await nextFrame();
window.bench = { library: 'sortable', ready: performance.now(), settled: () => !document.querySelector('.sortable-fallback'), indexOf };
""",
    "virtual": """
import { DragKit } from './dragkit/build/dragkit.min.js';
import { setUpVirtualList } from './virtual-list.js';
let dragkit, list;
try {
  ({ dragkit, list } = await setUpVirtualList(DragKit, document.getElementById('list'), COUNT));
} catch (error) {
  window.benchError = String(error && error.message || error);
  throw error;
}
await nextFrame();
Object.assign(window, { dragkit, virtualList: list });
window.bench = { library: 'virtual', ready: performance.now(), settled: () => dragkit.sessions().length === 0,
                 indexOf: (id) => list.indexOf(id) };
""",
    "virtual-tree": """
import { DragKit } from './dragkit/build/dragkit.min.js';
import { setUpVirtualTree } from './virtual-tree.js';
let dragkit, tree;
try {
  ({ dragkit, tree } = await setUpVirtualTree(DragKit, document.getElementById('list'), COUNT));
} catch (error) {
  window.benchError = String(error && error.message || error);
  throw error;
}
await nextFrame();
Object.assign(window, { dragkit, virtualTree: tree });
window.bench = { library: 'virtual-tree', ready: performance.now(), settled: () => dragkit.sessions().length === 0,
                 indexOf: (id) => tree.shownKeys().indexOf(id) };
""",
    "floor": """
import { setUpFloor } from './floor.js';
const floor = setUpFloor(document.getElementById('list'));
await nextFrame();
window.bench = { library: 'floor', ready: performance.now(), ...floor };
""",
    "floor-virtual": """
import { setUpFloorVirtual } from './floor.js';
const floor = setUpFloorVirtual(document.getElementById('list'), COUNT);
await nextFrame();
window.bench = { library: 'floor-virtual', ready: performance.now(), ...floor };
""",
}

# The SortableJS page again without its auto-scroll (issue 24's cheapest SortableJS configuration).
SETUP["sortable-noscroll"] = (SETUP["sortable"]
                              .replace("forceFallback: true }", "forceFallback: true, scroll: false }")
                              .replace("library: 'sortable'", "library: 'sortable-noscroll'"))
assert SETUP["sortable-noscroll"].count("scroll: false") == 1

# The plain page (issue 36): `DragKit.load` with nothing but the required `commit`.
SETUP["dragkit-plain-page"] = (SETUP["dragkit"]
                               .replace("{ wasmURL: 'dragkit/build/dragkit.wasm', commit: () => {} }", "{ commit: () => {} }")
                               .replace("library: 'dragkit'", "library: 'dragkit-plain-page'"))
assert "wasmURL" not in SETUP["dragkit-plain-page"]
SETUP["sortable-plain-page"] = SETUP["sortable"].replace("library: 'sortable'", "library: 'sortable-plain-page'")

# The DragKit page again, loaded with `nativeDrags: false`.
SETUP["dragkit-in-page"] = (SETUP["dragkit"]
                            .replace("commit: () => {} }", "commit: () => {}, nativeDrags: false }")
                            .replace("library: 'dragkit'", "library: 'dragkit-in-page'"))
assert SETUP["dragkit-in-page"].count("nativeDrags: false") == 1


def rows(count):
    """The list's rows as HTML, O(count)."""
    return "\n".join(f'<li data-dk-item="i{i}">Item {i}</li>' for i in range(count))


def page(library, count):
    """The HTML of one page: `library` over a list of `count` items. O(count)."""
    head = ['<!doctype html>', '<html lang="en">', '<meta charset="utf-8">',
            f'<title>{html.escape(library)}, {count} items</title>', '<link rel="icon" href="data:,">']
    if library in ("dragkit", "dragkit-in-page", "virtual", "virtual-tree", "dragkit-plain-page"):
        head.append('<link rel="stylesheet" href="dragkit/dragkit.css">')
    if library.startswith("sortable"):
        head.append('<script defer src="sortable/Sortable.min.js"></script>')
    head.append(f"<style>{PLAIN_PAGE_CSS if library in PLAIN_PAGE else LIST_CSS}</style>")
    setup = SETUP[library].replace("COUNT", str(count))
    head.append(f'<script type="module">\n{NEXT_FRAME}\n{DOM_INDEX}\n{setup}</script>')
    if library in ("virtual", "virtual-tree", "floor-virtual"):
        # The virtual list (or tree) draws its own window of rows into its item holder.
        return "\n".join(head) + '\n<section id="list"><ul data-dk-items style="list-style: none; margin: 0; padding: 0"></ul></section>\n'
    return "\n".join(head) + f'\n<ul id="list" data-dk-container="list" data-dk-label="List">\n{rows(count)}\n</ul>\n'


def virtual_available(web=WEB):
    """Whether the web package has the virtual-list module the `virtual` case needs."""
    return (pathlib.Path(web) / "dragkit/dragkit-virtual.js").exists()


def write_site(folder, libraries, sizes, web=WEB):
    """Writes every page into `folder` and links the libraries' files next to them (DragKit's
    web package from `web`/dragkit)."""
    folder = pathlib.Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "dragkit").symlink_to(pathlib.Path(web).resolve() / "dragkit", target_is_directory=True)
    (folder / "sortable").symlink_to(SORTABLE_DIR, target_is_directory=True)
    (folder / "virtual-list.js").symlink_to(HERE / "virtual-list.js")
    (folder / "virtual-tree.js").symlink_to(HERE / "virtual-tree.js")
    (folder / "floor.js").symlink_to(HERE / "floor.js")
    for library in libraries:
        for count in sizes:
            (folder / f"{library}-{count}.html").write_text(page(library, count))
    return folder
