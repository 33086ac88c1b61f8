"""Helpers that speak DragKit's test contract (README "Test contract") and drive real input."""
import base64
import json
import threading
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.key_input import KeyInput
from selenium.webdriver.common.actions.pointer_actions import PointerActions
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def snapshot(driver):
    return json.loads(driver.execute_script("return JSON.stringify(window.dragkit.snapshot())"))


def items(driver, container):
    for entry in snapshot(driver)["containers"]:
        if entry["id"] == container:
            return entry["items"]
    raise AssertionError(f"no container {container}")


def dom_items(driver, container):
    """The container's own rows in the page, in order: not those of a level nested in it (a
    folder's or a reminder's, issue 37), which are that level's."""
    return driver.execute_script(
        "const c = document.querySelector(`[data-dk-container='${arguments[0]}']`);"
        "return [...c.querySelectorAll('[data-dk-item]')].filter(e => e.parentElement.closest('[data-dk-container]') === c)"
        ".map(e => e.dataset.dkItem)", container)


def rect(driver, selector):
    """The element's viewport rectangle, scrolling it into view first if it is not fully
    visible (as a person would before dragging to or from it)."""
    return driver.execute_script(
        "const e = document.querySelector(arguments[0]); let r = e.getBoundingClientRect();"
        "if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {"
        "  e.scrollIntoView({block: 'center', inline: 'nearest'}); r = e.getBoundingClientRect(); }"
        "return {x: r.left, y: r.top, w: r.width, h: r.height};", selector)


def item_point(driver, item, fy=0.5):
    """A point in the item, `fy` of the way down: for a tree's row (an item holding a level, issue
    37) of the way down its own row, not across the rows of the level it holds."""
    selector = f"[data-dk-item='{item}']"
    if driver.execute_script("const e = document.querySelector(arguments[0]);"
                             "return !!(e && e.firstElementChild && e.querySelector('[data-dk-container]'))", selector):
        selector += " > :first-child"
    r = rect(driver, selector)
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] * fy))


def wait_idle(driver, timeout=10):
    """Waits until no drop is being committed and no drag is in progress."""
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(
        "const s = window.dragkit.snapshot(); return s.pendingTransfers === 0 && s.sessions.length === 0"))


def wait_landed(driver, timeout=10):
    """Waits until a drag image that ended (settling onto the drop, flying back, evaporating) has
    finished its animation and gone."""
    WebDriverWait(driver, timeout).until(lambda d: not d.execute_script(
        "return document.querySelector('.dk-preview:is(.dk-preview-settle, .dk-preview-flyBack, .dk-preview-evaporate)')"),
        "a landing drag image did not go")


def announcement(driver):
    return driver.execute_script("return document.getElementById('dk-announcer').textContent")


class Gesture:
    """A W3C input script with one pointer (mouse, touch or pen) and a keyboard, kept in step
    tick by tick. Build it, then `perform()`; the pointer stays pressed between performs."""

    def __init__(self, driver, kind="mouse", name=None):
        kinds = {"mouse": interaction.POINTER_MOUSE, "touch": interaction.POINTER_TOUCH,
                 "pen": interaction.POINTER_PEN}
        self.driver = driver
        self.pointer = PointerInput(kinds[kind], name or f"{kind}-pointer")
        self.keyboard = KeyInput("keyboard")
        self.builder = ActionBuilder(driver, mouse=self.pointer, keyboard=self.keyboard, duration=40)

    def _pointer(self, fn):
        fn(self.builder.pointer_action)
        self.builder.key_action.pause(0)
        return self

    def _key(self, fn):
        fn(self.builder.key_action)
        self.builder.pointer_action.pause(0)
        return self

    def move(self, point, duration=40):
        return self._pointer(lambda p: p.move_to_location(point[0], point[1]))

    def down(self):
        return self._pointer(lambda p: p.pointer_down())

    def up(self):
        return self._pointer(lambda p: p.pointer_up())

    def wait(self, seconds):
        return self._pointer(lambda p: p.pause(seconds))

    def key_down(self, key):
        return self._key(lambda k: k.key_down(key))

    def key_up(self, key):
        return self._key(lambda k: k.key_up(key))

    def path(self, start, end, steps=10):
        for i in range(1, steps + 1):
            t = i / steps
            self.move((int(start[0] + (end[0] - start[0]) * t), int(start[1] + (end[1] - start[1]) * t)))
        return self

    def perform(self):
        self.builder.perform()
        self.builder = ActionBuilder(self.driver, mouse=self.pointer, keyboard=self.keyboard, duration=40)
        return self


def drag(driver, start, end, kind="mouse", hold=None, alt_at_drop=False, steps=10):
    g = Gesture(driver, kind)
    g.move(start).down()
    if hold:
        g.wait(hold)
    g.path(start, end, steps)
    if alt_at_drop:
        g.key_down(Keys.ALT)
    g.up()
    if alt_at_drop:
        g.key_up(Keys.ALT)
    g.perform()


def axe_violations(driver, impacts=("serious", "critical"), context=None):
    """Runs axe-core (4.x, from the axe-playwright-python wheel) on the page and returns its
    violations of the given impacts as `[{id, impact, help, nodes: [selector]}]`."""
    import pathlib
    import axe_playwright_python
    source = (pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text()
    if not driver.execute_script("return !!window.axe"):
        driver.execute_script(source)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(arguments[0] || document, {resultTypes: ['violations']})"
        ".then(r => done(JSON.stringify(r.violations)), e => done(JSON.stringify({error: String(e)})));",
        context)
    violations = json.loads(result)
    if isinstance(violations, dict):
        raise AssertionError(f"axe-core failed: {violations['error']}")
    return [{"id": v["id"], "impact": v["impact"], "help": v["help"],
             "nodes": [n["target"] for n in v["nodes"]][:5],
             "why": [n.get("failureSummary", "")[:300] for n in v["nodes"]][:2]}
            for v in violations if v["impact"] in impacts]


# ---------------------------------------------------------------- scenes (issue 4's contract)

def stored_containers(showcase):
    """Every container as the showcase's server stores it, by id: its JSON entry, items in stored order."""
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        return {entry["id"]: entry for entry in json.loads(response.read())["containers"]}


def stored(showcase):
    """The stored item ids of every container, by container id, in stored order."""
    return {cid: [item["id"] for item in entry["items"]] for cid, entry in stored_containers(showcase).items()}


def open_example_with(driver, showcase, options):
    """The example page (Web/examples/basic/) with its DragKit destroyed and loaded again with
    `options` (JSON, merged into `DragKit.load`'s): the page's store `window.saved` is kept by
    `commit` as before. Returns the driver once both containers are registered."""
    driver.get(showcase.url + "examples/basic/")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!(window.dragkit && window.dragkit.snapshot)"))
    driver.execute_async_script("""
const [options, done] = arguments;
window.dragkit.destroy();
import('/dragkit/build/dragkit.min.js').then(async ({ DragKit }) => {
  const kit = await DragKit.load({ wasmURL: '/dragkit/build/dragkit.wasm', ...options,
    commit: () => { for (const c of kit.snapshot().containers) window.saved[c.id] = c.items; } });
  window.dragkit = kit;
  done();
});""", options)
    WebDriverWait(driver, 15).until(lambda d: len(snapshot(d)["containers"]) == 2)
    return driver


def open_scene(driver, showcase, route, timeout=15):
    """Loads `/#route` (e.g. "notes" or "notes|mail") and waits for the engine and the scene."""
    driver.get(showcase.url + "#" + route)
    driver.refresh()  # a hash-only change would not reload a page already at the same URL
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === arguments[0]",
        route))


def container(driver, container_id):
    for entry in snapshot(driver)["containers"]:
        if entry["id"] == container_id:
            return entry
    raise AssertionError(f"no container {container_id} in the snapshot")


def of_kind(driver, kind):
    """The containers of `kind` on screen, in stored order."""
    return [c for c in snapshot(driver)["containers"] if c["kind"] == kind and c["shown"]]


def text(driver, container_id):
    return container(driver, container_id)["text"]


_TEXT_WALK = """
const root = document.querySelector(`[data-dk-container='${arguments[0]}'] [data-dk-text], [data-dk-container='${arguments[0]}'][data-dk-text]`);
function locate(offset) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let node, seen = 0, last = null;
  while ((node = walker.nextNode())) {
    last = node;
    if (offset <= seen + node.data.length) return [node, offset - seen];
    seen += node.data.length;
  }
  return [last, last ? last.data.length : 0];
}
"""


def select_text(driver, container_id, start, end):
    """Selects characters start..<end (ASCII text: UTF-16 = grapheme offsets) of a text view,
    as a person selecting with the mouse would leave it."""
    driver.execute_script(_TEXT_WALK + """
const [a, ao] = locate(arguments[1]); const [b, bo] = locate(arguments[2]);
const range = document.createRange(); range.setStart(a, ao); range.setEnd(b, bo);
const selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);
document.dispatchEvent(new Event('selectionchange'));
""", container_id, start, end)
    # The bridge reads the selection on `selectionchange`, which is delivered asynchronously:
    # wait until it sees exactly this range.
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "const kit = window.dragkit.host || window.dragkit;"  # the showcase's, or a plain page's
        "const s = kit.textSelection(); return s && [s.container, s.start, s.end]")
        == [container_id, start, end], f"the selection {start}..<{end} in {container_id}")


def text_point(driver, container_id, offset, fy=0.5):
    """The viewport point of the caret position before character `offset` of a text view."""
    r = driver.execute_script(_TEXT_WALK + """
const [n, o] = locate(arguments[1]);
const range = document.createRange(); range.setStart(n, o); range.setEnd(n, Math.min(o + 1, n.data.length));
const r = range.getClientRects()[0] || range.getBoundingClientRect();
return {x: r.left, y: r.top, w: r.width, h: r.height};
""", container_id, offset)
    return (int(r["x"] + 1), int(r["y"] + r["h"] * fy))


def container_point(driver, container_id, fx=0.5, fy=0.5):
    r = rect(driver, f"[data-dk-container='{container_id}']")
    return (int(r["x"] + r["w"] * fx), int(r["y"] + r["h"] * fy))


def screenshot(driver, name):
    from conftest import ARTIFACTS
    ARTIFACTS.mkdir(exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))


def assert_accessible(driver):
    """No serious or critical axe-core violation. A drag image that ended is let finish first:
    it fades as it lands (to 0.4 opacity, then goes), so its copy of the items' text is
    decoration on its way out, and under load axe could read it mid-fade. A drag image that is
    still being dragged is checked like anything else."""
    wait_landed(driver)
    violations = axe_violations(driver)
    assert violations == [], f"axe-core found serious or critical violations: {violations}"


# ---------------------------------------------------------------- several pointers at once

class Hands:
    """Several pointers (fingers, a pen, a mouse) in ONE W3C input script, kept in step tick by
    tick: `tick(a=lambda p: p.pointer_down())` acts with pointer `a` while the others pause.
    Chromedriver does not carry a touch contact over from one `perform()` to the next, so a
    multi-finger gesture must be built whole and performed once."""

    def __init__(self, driver, duration=40, **kinds):
        names = list(kinds)
        first = PointerInput(kinds[names[0]], names[0])
        self.builder = ActionBuilder(driver, mouse=first, duration=duration)
        self.actions = {names[0]: self.builder.pointer_action}
        for name in names[1:]:
            self.actions[name] = PointerActions(self.builder.add_pointer_input(kinds[name], name),
                                                duration=duration)

    def tick(self, **steps):
        for name, actions in self.actions.items():
            if name in steps:
                steps[name](actions)
            else:
                actions.pause(0)
        return self

    def wait(self, seconds):
        for actions in self.actions.values():
            actions.pause(seconds)
        return self

    def paths(self, steps=10, **segments):
        """Moves each named pointer from its start to its end, all in the same ticks."""
        for i in range(1, steps + 1):
            t = i / steps
            moves = {}
            for name, (start, end) in segments.items():
                point = (int(start[0] + (end[0] - start[0]) * t), int(start[1] + (end[1] - start[1]) * t))
                moves[name] = lambda p, point=point: p.move_to_location(*point)
            self.tick(**moves)
        return self

    def perform(self):
        self.builder.perform()


class Camera:
    """Takes a screenshot while an input script is being performed, when Selenium itself is
    blocked until the script ends: a thread speaks to the browser's DevTools endpoint directly,
    polls `condition` (a JavaScript expression) in the page and captures once it is true. Use
    as a context manager around `perform()`; afterwards `taken` says whether it captured and
    `error` holds what went wrong, if anything."""

    def __init__(self, driver, name, condition, poll=0.03, timeout=20):
        import websocket  # websocket-client, a dependency of Selenium
        address = driver.capabilities["goog:chromeOptions"]["debuggerAddress"]
        targets = json.loads(urllib.request.urlopen(f"http://{address}/json/list").read())
        target = next(t for t in targets if t["type"] == "page" and t["url"] == driver.current_url)
        self.socket = websocket.create_connection(target["webSocketDebuggerUrl"], suppress_origin=True,
                                                  timeout=timeout)
        self.name, self.condition, self.poll, self.timeout = name, condition, poll, timeout
        self.taken = False
        self.error = None
        self._next = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _call(self, method, **params):
        self._next += 1
        self.socket.send(json.dumps({"id": self._next, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == self._next:
                return reply

    def _run(self):
        from conftest import ARTIFACTS
        try:
            deadline = time.time() + self.timeout
            while not self._stop.is_set() and time.time() < deadline:
                reply = self._call("Runtime.evaluate", expression=self.condition, returnByValue=True)
                if reply.get("result", {}).get("result", {}).get("value") is True:
                    shot = self._call("Page.captureScreenshot", format="png")
                    ARTIFACTS.mkdir(exist_ok=True)
                    (ARTIFACTS / f"{self.name}.png").write_bytes(base64.b64decode(shot["result"]["data"]))
                    self.taken = True
                    return
                time.sleep(self.poll)
        except Exception as error:  # reported through `error`
            self.error = error

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join(timeout=10)
        self.socket.close()
        return False


def press(page, *keys, modifier=None):
    """Types `keys` (with `modifier` held) as a keyboard user does. Key events are handled as
    they are delivered: no wait is needed after it."""
    chain = ActionChains(page)
    if modifier:
        chain.key_down(modifier)
    for key in keys:
        chain.send_keys(key)
    if modifier:
        chain.key_up(modifier)
    chain.perform()


def pick_up_by_keyboard(page, item):
    """Focuses the item `item` and presses Space, as a keyboard user starts a drag (S7); returns
    once the engine has the keyboard drag."""
    page.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", item)
    press(page, Keys.SPACE)
    WebDriverWait(page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)


def engine_exports(driver, url="/dragkit/build/dragkit.wasm"):
    """The names the served engine module exports (to tell which engine a page runs)."""
    return driver.execute_async_script("""
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b))
  .then((m) => done(WebAssembly.Module.exports(m).map((e) => e.name)), (e) => done([]));""", url)


def chord(driver, *keys):
    """Presses `keys` together (the last one typed while the others are held)."""
    chain = ActionChains(driver)
    for key in keys[:-1]:
        chain.key_down(key)
    chain.send_keys(keys[-1])
    for key in reversed(keys[:-1]):
        chain.key_up(key)
    chain.perform()


def failures(driver, count, timeout=5):
    """The `failure` events a page recorded in `window.failures`, once there are at least `count`."""
    return WebDriverWait(driver, timeout).until(
        lambda d: (lambda f: f if len(f) >= count else None)(d.execute_script("return window.failures")),
        f"{count} failure event(s)")


def as_a_phone(page, width=390, height=844):
    """Makes `page` a touch phone of `width`×`height` CSS pixels (touch events, mobile viewport)."""
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
