"""A seeded, model-based random walk of what people do on a DragKit page, with real input
(issue 34, "Stop finding these by hand: simulation tests", the Browser part).

Every step is real input through Chromium's DevTools input (W3C actions): mouse drags (the
browser's own drags), pen and touch drags (the pointer path; touch lifts on a long press),
keyboard drags (Space or Enter to pick up, arrows, Home, End, Tab, Space or Enter to drop, Escape
to cancel), clicks that select (plain, Ctrl-click: scattered, Shift-click: contiguous, empty
space: none), drags of a selection, put-backs, Escape in the middle of a drag, undo and redo
keys (Ctrl+Z, Ctrl+Shift+Z), and a second window of the same page (and a reload, for a page
that stores its content). After every step the page is checked against a small reference
model: each container's order in `dragkit.snapshot()`, in the DOM and (controlled mode) in the
page's own model; the selection; what undo and redo can do; what `commit` was handed; that no
drag or drop is left over and nothing failed. A failure names the seed and the step, and the
sequence is shrunk to a minimal one that still fails.

The invariants (the issue's, as far as a page shows them):
  1. a drop lands exactly where the last feedback said: the engine's session (destination,
     index, operation) sampled at every frame until the release, and the marker's
     `data-dk-over`, which must agree with it;
  2. put-back, Escape and a refused destination change nothing;
  3. undo restores exactly the state before (order and selection), redo exactly the state
     after; `commit` is handed each item's final place (`indices`);
  5. nothing is lost or duplicated (every container's order equals the model's);
  6. an announced position ("position 3 of 5") is the outcome's.

API (for other pages: the showcase's walk builds its own `Target`s):

  Target(name, path, containers, ...)       a page: its URL path under the server, its
                                            containers' ids, how to read its own model
                                            (`page_model`, a JS expression → {container: ids}),
                                            the localStorage key it stores to (`storage_key`), the
                                            input it takes (`devices`), `settle(driver)` after load.
  Model                                     the reference: `orders` {container: [ids]},
                                            `selection` {container: [ids]}, `undo`/`redo` stacks of
                                            `Change(before, after)`; `state()`, `restore(state)`.
  Step subclasses: PointerDrag(device=      one thing a person does: `run(walk)` performs it with
   'mouse'|'pen'|'touch', escape, put_back),real input and updates `walk.model` to what must follow
   KeyboardDrag, Click(how='plain'|'ctrl'|  (`walk.expect_drop`, `walk.expect_history_commit`).
   'shift'|'empty'), Undo, Redo,            Each is plain data (`str` reproduces it), so a sequence
   SwitchWindow, Reload                     can be replayed and shrunk.
  generate(rng, walk) -> Step               the next step for the current state (weights in
                                            STEP_WEIGHTS).
  Walk(driver, base_url, target)            runs steps on a fresh page (`open()`), checks after each
                                            (`check()`), keeps the log of what it did. Its windows
                                            are independent but for `storage_key`; a page whose
                                            windows share content through a server (the showcase)
                                            subclasses it: `switch_window`, `reload` and `check`
                                            are the places to say what the other window must show.
  run_walk(driver, base_url, target, seed, steps) -> Report
                                            generates and runs `steps` steps from `seed`; on a
                                            failure shrinks the sequence (`shrink`) and raises
                                            `SimulationFailure` naming the seed, the failing step
                                            and the minimal sequence.
  replay(driver, base_url, target, steps)   runs a given sequence (a shrunk one, from a report).
  shrink(driver, base_url, target, steps)   the smallest sub-sequence that still fails
                                            (delta debugging: chunks, then single steps).

Scale: a step costs 0.3 to 1.5 s of real input. `DRAGKIT_BROWSER_SIM_STEPS` sets the long
profile's steps per target (Tests/Browser/test_simulation_examples.py); the default is the
short profile the test command runs. Requirement IDs: Docs/Requirements.md.
"""
from __future__ import annotations

import dataclasses
import json
import random
import re
import time
from typing import Callable, Optional

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.key_input import KeyInput
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


class SimulationFailure(AssertionError):
    """A walk broke an invariant: the message names the seed, the step and the minimal sequence."""


# ------------------------------------------------------------------ the page's side

# Installed after every load: records what the kit hands the page and samples the drags'
# feedback at every frame (the last sample before a release is what the person last saw).
RECORDER = """
const kit = window.dragkit;
if (kit && !kit.__simRecorded) {
  kit.__simRecorded = true;
  const sim = window.__sim = { drops: [], failures: [], says: [], console: [], feedback: null };
  kit.addEventListener('drop', (e) => sim.drops.push({ ...JSON.parse(JSON.stringify(e.detail.transfer)), unchanged: !!e.detail.unchanged }));
  kit.addEventListener('failure', (e) => sim.failures.push({ kind: e.detail.kind, reason: String(e.detail.reason) }));
  kit.addEventListener('announce', (e) => sim.says.push(e.detail.text));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = (...parts) => { sim.console.push(level + ': ' + parts.map(String).join(' ')); original.apply(console, parts); };
  }
  const over = (id) => document.querySelector(`[data-dk-container="${CSS.escape(id)}"]`)?.getAttribute('data-dk-over') ?? null;
  const sample = () => {
    if (!kit.snapshot().destroyed) {
      const sessions = kit.sessions();
      if (sessions.length) sim.feedback = sessions.map((s) => ({ pointer: s.pointer, items: s.items, source: s.source,
        destination: s.destination, index: s.index, operation: s.operation, over: s.destination === null ? null : over(s.destination) }));
      requestAnimationFrame(sample);
    }
  };
  requestAnimationFrame(sample);
}
"""

# The point to press on an item (its handle, else near its start, away from controls in it),
# and where the item is.
ITEM_BOX = """
const item = document.querySelector(`[data-dk-item="${CSS.escape(arguments[0])}"]`);
if (!item) return null;
// A tree's row (issue 37) is its first child: the item also holds the rows inside it.
const row = item.getAttribute('role') === 'treeitem' && item.firstElementChild && !item.firstElementChild.hasAttribute('data-dk-container') ? item.firstElementChild : item;
let r = row.getBoundingClientRect();
if (r.top < 0 || r.bottom > innerHeight) { item.scrollIntoView({ block: 'center' }); r = row.getBoundingClientRect(); }
const handle = item.querySelector('[data-dk-handle]') || (row !== item ? row.querySelector(':scope > span') : null);
const h = handle ? handle.getBoundingClientRect() : null;
const grab = h ? [h.left + h.width / 2, h.top + h.height / 2] : [r.left + Math.min(18, r.width / 4), r.top + Math.min(r.height / 2, 30)];
return { x: r.left, y: r.top, w: r.width, h: r.height, grab };
"""

CONTAINER_BOX = """
const c = document.querySelector(`[data-dk-container="${CSS.escape(arguments[0])}"]`);
if (!c) return null;
let r = c.getBoundingClientRect();
if (r.top < 0 || r.bottom > innerHeight) { c.scrollIntoView({ block: 'center' }); r = c.getBoundingClientRect(); }
return { x: r.left, y: r.top, w: r.width, h: r.height };
"""

DOM_ORDER = """
const out = {};
for (const id of arguments[0]) {
  const c = document.querySelector(`[data-dk-container="${CSS.escape(id)}"]`);
  out[id] = c ? [...c.querySelectorAll('[data-dk-item]')].filter((e) => e.parentElement.closest('[data-dk-container]') === c)
    .map((e) => e.dataset.dkItem) : null;
}
return out;
"""

POSITION = re.compile(r"position (\d+) of (\d+)")

# Which of `arguments[1]` (item ids) the container `arguments[0]` takes: its data-dk-accepts
# against each item's data-dk-type (exact names: the examples declare no conformance). A group
# dropped there moves only those (the others stay where they are).
ACCEPTED = """
const c = document.querySelector(`[data-dk-container="${CSS.escape(arguments[0])}"]`);
const accepts = (c?.getAttribute('data-dk-accepts') || '').split(/\\s+/).filter(Boolean);
return arguments[1].filter((id) => {
  if (!accepts.length) return true;
  const e = document.querySelector(`[data-dk-item="${CSS.escape(id)}"]`);
  return !!e && accepts.includes(e.getAttribute('data-dk-type') || 'public.item');
});
"""


# ------------------------------------------------------------------ pages

@dataclasses.dataclass
class Target:
    """One page the walk drives."""
    name: str
    path: str                                  # under the server's root, e.g. "examples/basic/"
    containers: list
    page_model: Optional[str] = None           # JS → {container: [ids]} (controlled mode)
    storage_key: Optional[str] = None          # localStorage key the page stores its content under
    devices: tuple = ("mouse", "pen", "touch", "keyboard")
    windows: int = 2                           # how many windows of it a walk may open
    touch_hold: float = 0.7                    # a long press lifts on touch (F1)
    settle: Optional[Callable] = None          # called with the driver after each load
    stored_orders: Optional[Callable] = None   # what `storage_key` holds (parsed) → {container: ids}
    empty_space: Optional[list] = None         # the containers with empty space to click (all when None;
                                               # a tree's inner levels have none, issue 37)
    outline: Optional[dict] = None             # a tree: {"root": container, "opens": {row: its level}};
                                               # its levels share one selection, a group from
                                               # several is stored one move per level (issue 37)

    def url(self, base):
        return base.rstrip("/") + "/" + self.path.lstrip("/")


# ------------------------------------------------------------------ the reference model

@dataclasses.dataclass
class Change:
    """One undoable change: the state before and after it."""
    before: tuple
    after: tuple
    touched: tuple
    parts: int = 1                             # the commits it takes: one per level it moved rows from


class Model:
    """What the page must show: each container's order, each selection, the undo history."""

    def __init__(self, orders, selection=None, outline=None):
        self.orders = {c: list(ids) for c, ids in orders.items()}
        self.selection = {c: list(ids) for c, ids in (selection or {}).items() if ids}
        self.outline = outline
        self.undo = []
        self.redo = []

    def state(self):
        return (json.dumps(self.orders, sort_keys=True), json.dumps(self.selection, sort_keys=True))

    def restore(self, state, touched):
        orders, selection = json.loads(state[0]), json.loads(state[1])
        self.orders = orders
        for c in touched:
            if selection.get(c):
                self.selection[c] = selection[c]
            else:
                self.selection.pop(c, None)
        # A tree's selection after an undo or redo is the one that step had: where it gives a
        # level of the tree a selection, the levels it did not touch are cleared (issue 37, S10);
        # where it had none, what the tree selects elsewhere stays.
        for level in self.untouched_levels(touched, selection):
            self.selection.pop(level, None)

    def untouched_levels(self, touched, selection):
        """The levels of a tree that an undo or redo restoring `selection` in `touched` clears:
        those it did not touch, when it selects something in one it did."""
        return {level for c in touched if selection.get(c)
                for level in self.outline_levels(c) if level not in touched}

    def container_of(self, item):
        for c, ids in self.orders.items():
            if item in ids:
                return c
        return None

    def outline_levels(self, container):
        """The containers whose selection is one with `container`'s: every level of its tree
        (issue 37), else `container` alone."""
        if self.outline:
            levels = [self.outline["root"], *self.outline["opens"].values()]
            if container in levels:
                return levels
        return [container]

    def tree_rows(self, shown=None):
        """The rows of the tree, in tree order, with their levels: every row (`shown` None), or
        those shown, a row's level entered when `shown(row)` says it is expanded (issue 37)."""
        rows, opens = [], self.outline["opens"]

        def walk(level, entered):
            for row in self.orders.get(level, []):
                rows.append((row, level))
                inner = opens.get(row)
                if inner and inner not in entered and (shown is None or shown(row)):
                    walk(inner, entered | {inner})

        walk(self.outline["root"], {self.outline["root"]})
        return rows

    def dragged(self, item):
        """What a press on `item` drags: its container's selection (in list order) when it is
        selected, else the item alone (S8). In a tree, the selection of all its levels: each
        selected row not inside another selected row, in tree order (issue 37: the rows inside
        travel inside it)."""
        c = self.container_of(item)
        chosen = self.selection.get(c, [])
        if item not in chosen:
            return [item]
        if len(self.outline_levels(c)) > 1:
            selected = {i for level in self.outline_levels(c) for i in self.selection.get(level, [])}
            group, inside = [], set()
            opens = self.outline["opens"]
            for row, level in self.tree_rows():
                if level in inside:
                    if opens.get(row):
                        inside.add(opens[row])
                    continue
                if row in selected:
                    group.append(row)
                    if opens.get(row):
                        inside.add(opens[row])
            return group
        return [i for i in self.orders[c] if i in chosen]

    def record(self, before, touched, parts=1):
        after = self.state()
        if after[0] != before[0]:
            self.undo.append(Change(before, after, tuple(touched), parts))
            self.redo.clear()

    def selected(self, container):
        return self.selection.get(container, [])


# ------------------------------------------------------------------ steps

class Step:
    """One thing a person does. Subclasses are dataclasses: plain data, replayable."""
    weight_key = ""

    def run(self, walk):  # pragma: no cover - abstract
        raise NotImplementedError

    def __str__(self):
        fields = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{type(self).__name__}({fields})"


def _pointer_builder(driver, kind, name):
    kinds = {"mouse": interaction.POINTER_MOUSE, "touch": interaction.POINTER_TOUCH, "pen": interaction.POINTER_PEN}
    pointer = PointerInput(kinds[kind], name)
    keyboard = KeyInput("sim-keyboard")
    return ActionBuilder(driver, mouse=pointer, keyboard=keyboard, duration=30)


def _tick_pointer(builder, fn):
    fn(builder.pointer_action)
    builder.key_action.pause(0)


def _tick_key(builder, fn):
    fn(builder.key_action)
    builder.pointer_action.pause(0)


@dataclasses.dataclass
class PointerDrag(Step):
    """Presses `item` (on its handle where it has one) and drags it with `device` over `target`
    (an item: before it at fy < 0.5, after it at fy > 0.5; or a container's empty end: `target`
    None, `over` the container), holds still, then releases, or presses Escape first (`escape`).
    `put_back`: released where it was pressed."""
    device: str
    item: str
    over: str
    target: Optional[str]
    fy: float
    fx: float = 0.5
    escape: bool = False
    put_back: bool = False

    def run(self, walk):
        item, target = walk.real(self.item), walk.real(self.target)  # a copy's alias → its id in this run
        model = walk.model
        if model.container_of(item) is None:
            return "skipped: the item is gone"
        box = walk.item_box(item)
        if not box:
            return "skipped: not on the page"
        start = (int(box["grab"][0]), int(box["grab"][1]))
        if self.put_back:
            end = start
        elif target is not None and model.container_of(target) is not None and target != item:
            tb = walk.item_box(target)
            box = walk.item_box(item)  # scrolling to the target may have moved the item
            start = (int(box["grab"][0]), int(box["grab"][1]))
            end = (int(tb["x"] + tb["w"] * self.fx), int(tb["y"] + tb["h"] * self.fy))
        else:
            cb = walk.container_box(self.over)
            if not cb:
                return "skipped: no such container"
            box = walk.item_box(item)
            start = (int(box["grab"][0]), int(box["grab"][1]))
            end = (int(cb["x"] + cb["w"] * self.fx), int(cb["y"] + cb["h"] - 8))
        walk.reset_feedback()
        before = model.state()
        dragged = model.dragged(item)
        b = _pointer_builder(walk.driver, self.device, f"sim-{self.device}")
        _tick_pointer(b, lambda p: p.move_to_location(*start))
        _tick_pointer(b, lambda p: p.pointer_down())
        if self.device == "touch":
            _tick_pointer(b, lambda p: p.pause(walk.target.touch_hold))
        else:
            _tick_pointer(b, lambda p: p.pause(0.05))
        steps = 12
        # Past the lift threshold first (a few pixels), then along the path; a put-back
        # leaves and comes back.
        waypoints = [(start[0] + 14, start[1] + 10), (start[0] + 30, start[1] + 24)] if self.put_back else []
        path = [start] + waypoints + [end]
        for a, z in zip(path, path[1:]):
            for i in range(1, steps + 1):
                t = i / steps
                point = (int(a[0] + (z[0] - a[0]) * t), int(a[1] + (z[1] - a[1]) * t))
                _tick_pointer(b, lambda p, point=point: p.move_to_location(*point))
        _tick_pointer(b, lambda p: p.pause(0.25))  # the feedback of the final point shows
        if self.escape:
            _tick_key(b, lambda k: k.key_down(Keys.ESCAPE))
            _tick_key(b, lambda k: k.key_up(Keys.ESCAPE))
            _tick_pointer(b, lambda p: p.pause(0.1))
        _tick_pointer(b, lambda p: p.pointer_up())
        b.perform()
        walk.settle()
        feedback = walk.feedback()
        return walk.expect_drop(self, before, dragged, feedback, cancelled=self.escape)


@dataclasses.dataclass
class KeyboardDrag(Step):
    """Focuses `item`, picks it up with `pick` (Space or Enter), moves with `keys` (names of
    Keys: ARROW_UP, ARROW_DOWN, ARROW_LEFT, ARROW_RIGHT, HOME, END, TAB, SHIFT+TAB), then drops
    with `drop` (SPACE, ENTER) or cancels (ESCAPE)."""
    item: str
    pick: str
    keys: tuple
    drop: str

    def run(self, walk):
        item = walk.real(self.item)  # a copy's alias → its id in this run
        model = walk.model
        if model.container_of(item) is None:
            return "skipped: the item is gone"
        d = walk.driver
        found = d.execute_script(
            "const e = document.querySelector(`[data-dk-item=\"${CSS.escape(arguments[0])}\"]`);"
            "if (!e) return false; e.scrollIntoView({block: 'center'}); e.focus(); return document.activeElement === e;", item)
        if not found:
            return "skipped: can't focus"
        before = model.state()
        dragged = model.dragged(item)
        walk.press(getattr(Keys, self.pick))
        sessions = walk.sessions()
        if len(sessions) != 1:
            walk.fail(f"{self.pick} on {item} picked nothing up (sessions {sessions})")
        if sessions[0]["items"] != dragged:
            walk.fail(f"{self.pick} on {item} picked up {sessions[0]['items']}, expected {dragged} (S7, S8)")
        for key in self.keys:
            if key == "SHIFT+TAB":
                walk.chord(Keys.SHIFT, Keys.TAB)
            else:
                walk.press(getattr(Keys, key))
        sessions = walk.sessions()
        if len(sessions) != 1:
            walk.fail(f"the keyboard drag ended early: {sessions}")
        session = sessions[0]
        feedback = [{"items": session["items"], "source": session["source"], "destination": session["destination"],
                     "index": session["index"], "operation": session["operation"], "over": walk.over(session["destination"])}]
        walk.press(getattr(Keys, self.drop))
        walk.settle()
        outcome = walk.expect_drop(self, before, dragged, feedback, cancelled=self.drop == "ESCAPE")
        if walk.landed:
            # S7: after a keyboard drop the focus is on the dropped item (its copy), so the next
            # key acts on it, also after a page's render replaced its element.
            walk.driver.execute_script("return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
            focused = walk.driver.execute_script("return document.activeElement && document.activeElement.dataset.dkItem")
            if focused != walk.landed[0]:
                walk.fail(f"after the keyboard drop the focus is on {focused!r}, not the dropped {walk.landed[0]!r} (S7)")
        return outcome


@dataclasses.dataclass
class Click(Step):
    """A click on `item` (`how`: 'plain' selects it, 'ctrl' toggles it, 'shift' selects the range
    from the anchor), or on the empty space of container `item` ('empty': clears it)."""
    how: str
    item: str

    def run(self, walk):
        item = walk.real(self.item)  # a copy's alias → its id in this run
        model = walk.model
        if self.how == "empty":
            cb = walk.container_box(item)
            if not cb:
                return "skipped"
            point = (int(cb["x"] + cb["w"] / 2), int(cb["y"] + cb["h"] - 5))
            container = item
        else:
            container = model.container_of(item)
            if container is None:
                return "skipped: the item is gone"
            box = walk.item_box(item)
            if not box:
                return "skipped"
            point = (int(box["grab"][0]), int(box["grab"][1]))
        b = _pointer_builder(walk.driver, "mouse", "sim-mouse")
        modifier = {"ctrl": Keys.CONTROL, "shift": Keys.SHIFT}.get(self.how)
        if modifier:
            _tick_key(b, lambda k: k.key_down(modifier))
        _tick_pointer(b, lambda p: p.move_to_location(*point))
        _tick_pointer(b, lambda p: p.pointer_down())
        _tick_pointer(b, lambda p: p.pointer_up())
        if modifier:
            _tick_key(b, lambda k: k.key_up(modifier))
        b.perform()
        walk.settle()
        levels = model.outline_levels(container)
        if len(levels) > 1 and self.how != "empty":
            return self._in_tree(walk, item, container, levels)
        order = model.orders[container]
        chosen = model.selected(container)
        if self.how == "plain":
            expected = [item]
            walk.anchor[container] = item
        elif self.how == "ctrl":
            expected = [i for i in order if (i in chosen) != (i == item)]
            walk.anchor[container] = item
        elif self.how == "shift":
            anchor = walk.anchor.get(container)
            if anchor not in order:
                expected = [item]
                walk.anchor[container] = item
            else:
                a, z = sorted((order.index(anchor), order.index(item)))
                expected = order[a:z + 1]
        else:
            expected = []
        for level in levels:  # a click on a tree's empty space clears all its levels
            model.selection.pop(level, None)
        if expected:
            model.selection[container] = expected
        else:
            model.selection.pop(container, None)
        return f"selects {expected}"

    def _in_tree(self, walk, item, container, levels):
        """A tree has one selection over its levels (issue 37, S8): a click leaves the row alone
        selected, a Ctrl-click adds or removes it and keeps every level's, a Shift-click selects
        the rows shown from the tree's anchor to it, whatever their levels."""
        model = walk.model
        root = model.outline["root"]
        selected = {i for level in levels for i in model.selected(level)}
        if self.how == "plain":
            chosen = {item}
            walk.anchor[root] = item
        elif self.how == "ctrl":
            chosen = selected ^ {item}
            walk.anchor[root] = item
        else:
            expanded = walk.expanded_rows()
            shown = [row for row, _ in model.tree_rows(shown=lambda row: row in expanded)]
            anchor = walk.anchor.get(root)
            if anchor not in shown or item not in shown:
                chosen = {item}
                walk.anchor[root] = item
            else:
                a, z = sorted((shown.index(anchor), shown.index(item)))
                chosen = set(shown[a:z + 1])
        for level in levels:
            ids = [i for i in model.orders.get(level, []) if i in chosen]
            if ids:
                model.selection[level] = ids
            else:
                model.selection.pop(level, None)
        return f"selects {sorted(chosen)}"


def _history_step(walk, command, keys, name):
    """Presses `keys` (Ctrl+Z or Ctrl+Shift+Z) with the focus on the page and brings the model
    along: `command` ("undo" or "redo") takes the newest change off its stack, restores the
    state before (undo) or after (redo) it, and hands it to the other stack (S10)."""
    model = walk.model
    walk.blur()
    walk.chord(*keys)
    walk.settle()
    taken, given = (model.undo, model.redo) if command == "undo" else (model.redo, model.undo)
    if not taken:
        if walk.new_drops():
            walk.fail(f"{name} with nothing to {command} stored something")
        return f"nothing to {command}"
    change = taken.pop()
    model.restore(change.before if command == "undo" else change.after, change.touched)
    given.append(change)
    walk.expect_history_commit(command, change)
    return "undone" if command == "undo" else "redone"


@dataclasses.dataclass
class Undo(Step):
    """Ctrl+Z with the focus on the page (S10)."""

    def run(self, walk):
        return _history_step(walk, "undo", (Keys.CONTROL, "z"), "Ctrl+Z")


@dataclasses.dataclass
class Redo(Step):
    """Ctrl+Shift+Z (S10)."""

    def run(self, walk):
        return _history_step(walk, "redo", (Keys.CONTROL, Keys.SHIFT, "z"), "Ctrl+Shift+Z")


@dataclasses.dataclass
class SwitchWindow(Step):
    """Goes to the other window of the page (opened the first time), whose content and history
    are its own: what was done in this one must not show there."""

    def run(self, walk):
        walk.switch_window()
        return f"window {walk.current}"


@dataclasses.dataclass
class Reload(Step):
    """Reloads this window: a page that stores its content shows what was stored last by any
    window; the history starts afresh."""

    def run(self, walk):
        walk.reload()
        return "reloaded"


# ------------------------------------------------------------------ generating steps

STEP_WEIGHTS = {
    "click": 9, "ctrl": 9, "shift": 4, "empty": 2,
    "mouse": 16, "pen": 6, "touch": 7, "keyboard": 14, "escape": 4, "put_back": 4,
    "undo": 10, "redo": 6, "window": 3, "reload": 2,
}


def _pick_item(rng, model, prefer_selected=0.5):
    chosen = [i for c in model.selection.values() for i in c]
    if chosen and rng.random() < prefer_selected:
        return rng.choice(chosen)
    every = [i for ids in model.orders.values() for i in ids]
    return rng.choice(every) if every else None


def generate(rng, walk):
    """The next step for the walk's current state."""
    model, target = walk.model, walk.target
    kinds = dict(STEP_WEIGHTS)
    for device in ("mouse", "pen", "touch", "keyboard"):
        if device not in target.devices:
            kinds.pop(device)
    if target.windows < 2:
        kinds.pop("window")
    if not target.storage_key:
        kinds.pop("reload")
    if not any(model.orders.values()):
        return Undo()
    kind = rng.choices(list(kinds), weights=list(kinds.values()))[0]
    item = walk.alias(_pick_item(rng, model))
    if kind in ("click", "ctrl", "shift"):
        return Click({"click": "plain"}.get(kind, kind), walk.alias(_pick_item(rng, model, 0.2)))
    if kind == "empty":
        return Click("empty", rng.choice(target.empty_space or target.containers))
    if kind in ("mouse", "pen", "touch", "escape", "put_back"):
        device = kind if kind in ("mouse", "pen", "touch") else rng.choice([d for d in ("pen", "touch") if d in target.devices] or ["pen"])
        over = rng.choice(target.containers)
        others = [i for i in model.orders.get(over, []) if walk.alias(i) != item]
        target_item = walk.alias(rng.choice(others)) if others and rng.random() < 0.85 else None
        return PointerDrag(device, item, over, target_item, rng.choice([0.2, 0.8]), rng.choice([0.25, 0.5, 0.75]),
                           escape=kind == "escape", put_back=kind == "put_back")
    if kind == "keyboard":
        keys = []
        for _ in range(rng.randint(0, 4)):
            keys.append(rng.choice(["ARROW_UP", "ARROW_DOWN", "ARROW_DOWN", "ARROW_LEFT", "ARROW_RIGHT", "HOME", "END", "TAB", "SHIFT+TAB"]))
        drop = rng.choice(["SPACE", "ENTER", "ENTER", "ESCAPE"] if rng.random() < 0.25 else ["SPACE", "ENTER"])
        return KeyboardDrag(item, rng.choice(["SPACE", "ENTER"]), tuple(keys), drop)
    if kind == "undo":
        return Undo()
    if kind == "redo":
        return Redo()
    if kind == "window":
        return SwitchWindow()
    return Reload()


# ------------------------------------------------------------------ running a walk

class Window:
    """One window of the page: its handle, its model and what it has seen."""

    def __init__(self, handle, model):
        self.handle = handle
        self.model = model
        self.anchor = {}
        self.seen_drops = 0
        self.seen_says = 0


class Walk:
    """Runs steps on fresh windows of `target` and checks the page after each."""

    def __init__(self, driver, base_url, target):
        self.driver, self.base_url, self.target = driver, base_url, target
        self.windows = []
        self.current = 0
        self.log = []
        self.storage = None  # what the page last stored (storage_key), as orders
        self.drops_seen = False  # `commit` was handed something in this step
        self.landed = None  # the items the last drop put down (moved, or the copies), in order
        # Copies get random ids: steps name them by alias ('copy-1', …, in the order this walk
        # made them), so a replayed or shrunk sequence names the same copies (`real`, `alias`).
        self.aliases = {}  # copy id -> alias
        self.reals = {}    # alias -> copy id

    # the current window's state
    @property
    def window(self):
        return self.windows[self.current]

    @property
    def model(self):
        return self.window.model

    @property
    def anchor(self):
        return self.window.anchor

    # ---- pages and windows

    def close_windows(self):
        """Back to one window (the first), the input at rest."""
        d = self.driver
        try:
            d.execute_cdp_cmd("Input.cancelDragging", {})
        except Exception:
            pass
        for handle in d.window_handles[1:]:
            d.switch_to.window(handle)
            d.close()
        d.switch_to.window(d.window_handles[0])

    def open(self):
        """A fresh first window (storage cleared)."""
        d = self.driver
        self.close_windows()
        d.get(self.target.url(self.base_url))
        if self.target.storage_key:
            d.execute_script("localStorage.removeItem(arguments[0])", self.target.storage_key)
            d.get(self.target.url(self.base_url))
        self._loaded()
        self.windows = [Window(d.current_window_handle, Model(self.page_orders(), outline=self.target.outline))]
        self.current = 0
        if self.target.storage_key:
            self.storage = {c: list(ids) for c, ids in self.model.orders.items()}
        self.check("load")

    def _loaded(self):
        d = self.driver
        WebDriverWait(d, 15).until(lambda d: d.execute_script(
            "return !!(window.dragkit && window.dragkit.snapshot) && window.dragkit.snapshot().containers.length > 0"))
        if self.target.settle:
            self.target.settle(d)
        d.execute_script(RECORDER)

    def page_orders(self):
        snap = self.snapshot()
        return {c["id"]: c["items"] for c in snap["containers"] if c["id"] in self.target.containers}

    def switch_window(self):
        d = self.driver
        if len(self.windows) < 2:
            d.switch_to.new_window("window")
            d.get(self.target.url(self.base_url))
            self._loaded()
            self.windows.append(Window(d.current_window_handle, Model(self.page_orders(), outline=self.target.outline)))
            self.current = 1
            self.check("a second window opened")
            return
        self.current = 1 - self.current
        d.switch_to.window(self.window.handle)
        d.execute_cdp_cmd("Page.bringToFront", {})
        time.sleep(0.05)

    def reload(self):
        d = self.driver
        d.refresh()
        self._loaded()
        stored = self.storage if self.storage is not None else self.page_orders()
        self.windows[self.current] = Window(d.current_window_handle, Model(stored, outline=self.target.outline))
        self.check("reload")

    # ---- copies' aliases

    def alias(self, item):
        return self.aliases.get(item, item)

    def real(self, item):
        return self.reals.get(item, item)

    def name_copies(self, copies):
        for copy in copies:
            if copy not in self.aliases:
                alias = f"copy-{len(self.aliases) + 1}"
                self.aliases[copy], self.reals[alias] = alias, copy

    # ---- reading the page

    def snapshot(self):
        return json.loads(self.driver.execute_script("return JSON.stringify(window.dragkit.snapshot())"))

    def sessions(self):
        return self.snapshot()["sessions"]

    def item_box(self, item):
        return self.driver.execute_script(ITEM_BOX, item)

    def container_box(self, container):
        return self.driver.execute_script(CONTAINER_BOX, container)

    def expanded_rows(self):
        """The rows of the walk's tree that show their children (`snapshot()`'s tree). """
        root = self.target.outline["root"]
        for c in self.snapshot()["containers"]:
            if c["id"] == root:
                return {node["id"] for node in c.get("tree") or [] if node.get("expanded")}
        return set()

    def over(self, container):
        if container is None:
            return None
        return self.driver.execute_script(
            "return document.querySelector(`[data-dk-container=\"${CSS.escape(arguments[0])}\"]`)?.getAttribute('data-dk-over') ?? null",
            container)

    def reset_feedback(self):
        self.driver.execute_script("if (window.__sim) window.__sim.feedback = null")

    def feedback(self):
        return self.driver.execute_script("return window.__sim && window.__sim.feedback")

    def sim(self):
        return self.driver.execute_script("return window.__sim")

    # ---- input

    def press(self, key):
        b = _pointer_builder(self.driver, "mouse", "sim-mouse")
        _tick_key(b, lambda k: k.key_down(key))
        _tick_key(b, lambda k: k.key_up(key))
        b.perform()

    def chord(self, *keys):
        b = _pointer_builder(self.driver, "mouse", "sim-mouse")
        for key in keys:
            _tick_key(b, lambda k, key=key: k.key_down(key))
        for key in reversed(keys):
            _tick_key(b, lambda k, key=key: k.key_up(key))
        b.perform()

    def blur(self):
        self.driver.execute_script("document.activeElement && document.activeElement !== document.body && document.activeElement.blur()")

    def settle(self, timeout=10):
        """Until no drag or drop is in progress (the drop's commit has been answered)."""
        try:
            WebDriverWait(self.driver, timeout, poll_frequency=0.03).until(lambda d: d.execute_script(
                "const s = window.dragkit.snapshot(); return s.pendingTransfers === 0 && s.sessions.length === 0"))
        except Exception:
            self.fail(f"a drag or drop never ended: {self.snapshot()['sessions']}, pending {self.snapshot()['pendingTransfers']}")
        # The rows a gap moved slide back after a drop (F6): a person clicks where a row comes
        # to rest, so the next step measures once none is still moved (each loses its
        # data-dk-gap once back); a gap that stays is not this wait's to judge.
        try:
            WebDriverWait(self.driver, 2, poll_frequency=0.03).until(lambda d: d.execute_script(
                "return !document.querySelector('[data-dk-gap]')"))
        except Exception:
            pass

    # ---- expectations

    def fail(self, message):
        raise SimulationFailure(message)

    def new_drops(self):
        sim = self.sim()
        drops = sim["drops"][self.window.seen_drops:]
        self.window.seen_drops = len(sim["drops"])
        if drops:
            self.drops_seen = True
        return drops

    def new_says(self):
        sim = self.sim()
        says = sim["says"][self.window.seen_says:]
        self.window.seen_says = len(sim["says"])
        return says

    def expect_drop(self, step, before, dragged, feedback, cancelled):
        """What a drag that ended must have done: nothing when it was cancelled, never lifted,
        had no destination or a refusing one; else the move or copy its last feedback showed."""
        model = self.model
        drops = self.new_drops()
        says = self.new_says()
        self.landed = None
        session = None
        if feedback:
            if len(feedback) != 1:
                self.fail(f"{len(feedback)} drags at once: {feedback}")
            session = feedback[0]
            if session["items"] != dragged:
                self.fail(f"dragged {session['items']}, expected {dragged} (S8: a selected item brings its selection)")
            if session["destination"] is not None and session["over"] is not None and str(session["index"]) != session["over"]:
                self.fail(f"the marker said index {session['over']}, the engine {session['index']} (F2)")
        lands = (session is not None and not cancelled and session["destination"] is not None
                 and session["operation"] in ("move", "copy"))
        if not lands:
            if drops:
                self.fail(f"nothing should have been stored, `commit` was handed {drops} (feedback {session}, F7)")
            if session is not None and session["destination"] is not None and not cancelled and session["operation"] not in ("move", "copy", "forbidden", "cancel"):
                self.fail(f"unexpected operation {session['operation']}")
            # A5: a put-back (or any drop of the items on their own place) may still select them:
            # the selection is read back below.
            self._resync_selection()
            return f"no change (feedback {session and (session['destination'], session['index'], session['operation'])})"
        to, index, operation = session["destination"], session["index"], session["operation"]
        source = model.container_of(dragged[0])
        moving = self.driver.execute_script(ACCEPTED, to, dragged)  # what the destination takes
        if not moving:
            self.fail(f"{to} takes none of {dragged}, yet the drag showed a {operation} there (F5)")
        touched = [source] if source == to else [source, to]
        parts, landing = [(source, moving)], moving
        if operation == "move":
            # A group from several levels of a tree (issue 37, S10): stored one move per level
            # it leaves, the destination's own rows first, then each level's in the order its
            # first row comes in the group; they land in that order, one after the other.
            parts = []
            for i in moving:
                level = model.container_of(i)
                found = next((p for p in parts if p[0] == level), None)
                if found:
                    found[1].append(i)
                elif level == to:
                    parts.insert(0, (level, [i]))
                else:
                    parts.append((level, [i]))
            landing = [i for _, ids in parts for i in ids]
            touched = list(dict.fromkeys([level for level, _ in parts] + [to]))
            remaining = {c: [i for i in ids if i not in moving] for c, ids in model.orders.items()}
            if index < 0 or index > len(remaining[to]):
                self.fail(f"feedback index {index} out of range for {to} ({len(remaining[to])} items stay)")
            remaining[to][index:index] = landing
            changed = remaining != model.orders
            if changed:
                if len(drops) != len(parts):
                    self.fail(f"a move must be stored once per level it leaves ({len(parts)}); `commit` was handed {drops}")
                for transfer, (level, ids) in zip(drops, parts):
                    self._check_transfer(transfer, "move", ids, to, remaining)
                    if len(parts) > 1 and transfer.get("from") != level:
                        self.fail(f"`commit` was handed {transfer}; its rows came from {level} (issue 37, S10)")
            elif drops and not all(d.get("unchanged") for d in drops):
                self.fail(f"a drop on the items' own place stored {drops} (S2, S10)")
            model.orders = remaining
            self._check_announced_position(says, to, index, len(moving))
        else:
            if len(drops) != 1:
                self.fail(f"a copy must be stored once; `commit` was handed {drops}")
            transfer = drops[0]
            copies = transfer.get("copies") or []
            if len(copies) != len(moving):
                self.fail(f"a copy of {moving} made copies {copies}")
            orders = {c: list(ids) for c, ids in model.orders.items()}
            if index < 0 or index > len(orders[to]):
                self.fail(f"feedback index {index} out of range for {to}")
            orders[to][index:index] = copies
            self.name_copies(copies)
            self._check_transfer(transfer, "copy", moving, to, orders, copies)
            model.orders = orders
            self._check_announced_position(says, to, index, len(moving))
        # A5: the dropped items are the destination's selection; the rest is read back.
        self._resync_selection()
        landed = landing if operation == "move" else drops[0]["copies"]
        self.landed = landed
        if model.selected(to) != [i for i in model.orders[to] if i in landed]:
            self.fail(f"after the drop {to} selects {model.selected(to)}, expected the dropped {landed} (A5)")
        stray = {c: model.selected(c) for c in model.outline_levels(to) if c != to and model.selected(c)}
        if stray:
            self.fail(f"after the drop into {to} its tree still selects {stray} (issue 37: one selection per tree)")
        model.record(before, touched, len(parts))
        return f"{operation} {moving} to {to} at {index}"

    def _check_transfer(self, transfer, operation, items, to, orders, copies=None):
        if transfer.get("operation") != operation or transfer.get("to") != to or transfer.get("items") != items:
            self.fail(f"`commit` was handed {transfer}; expected a {operation} of {items} to {to}")
        placed = copies if copies else items
        expected = [orders[to].index(i) for i in placed]
        if transfer.get("indices") != expected:
            self.fail(f"`commit`'s indices {transfer.get('indices')} aren't where the items are: {expected} (S10)")

    def _check_announced_position(self, says, to, index, count):
        for text in says:
            found = POSITION.search(text)
            if found and ("Moved" in text or "Copied" in text):
                position, total = int(found.group(1)), int(found.group(2))
                if position != index + 1 or total != len(self.model.orders[to]):
                    self.fail(f"announced {text!r}; the drop is at {index + 1} of {len(self.model.orders[to])} (S7)")

    def expect_history_commit(self, kind, change):
        drops = self.new_drops()
        self.new_says()
        if len(drops) != change.parts or any(d.get("history") != kind for d in drops):
            self.fail(f"{kind} must be stored once per level the change moved rows from ({change.parts}) "
                      f"with history '{kind}'; `commit` was handed {drops}")
        for transfer in drops:
            if transfer["operation"] == "move":
                orders = self.model.orders
                expected = [orders[transfer["to"]].index(i) for i in transfer["items"]]
                if transfer.get("indices") != expected:
                    self.fail(f"the {kind}'s `commit` has indices {transfer.get('indices')}; the items are at {expected} (S10)")
        restored = json.loads((change.before if kind == "undo" else change.after)[1])
        self._resync_selection(check=set(change.touched) | self.model.untouched_levels(change.touched, restored))

    def _resync_selection(self, check=()):
        """Reads the engine's selection; for the containers in `check` it must equal the model's."""
        snap = self.snapshot()
        shown = {c: ids for c, ids in snap["selections"].items() if c in self.target.containers}
        for c in check:
            if shown.get(c, []) != self.model.selected(c):
                self.fail(f"{c} selects {shown.get(c, [])}, expected {self.model.selected(c)} (S10, A5: undo restores the selection)")
        self.model.selection = {c: list(ids) for c, ids in shown.items() if ids}

    def check(self, what):
        """The page against the model after a step."""
        snap = self.snapshot()
        model = self.model
        if snap["sessions"]:
            self.fail(f"after {what}: a drag is left over: {snap['sessions']}")
        if snap["pendingTransfers"]:
            self.fail(f"after {what}: {snap['pendingTransfers']} transfers pending")
        engine = {c["id"]: c["items"] for c in snap["containers"] if c["id"] in self.target.containers}
        if engine != model.orders:
            self.fail(f"after {what}: the snapshot shows {engine}, the model {model.orders}")
        dom = self.driver.execute_script(DOM_ORDER, self.target.containers)
        if dom != model.orders:
            self.fail(f"after {what}: the DOM shows {dom}, the model {model.orders}")
        if self.target.page_model:
            page = self.driver.execute_script("return " + self.target.page_model)
            page = {c: ids for c, ids in page.items() if c in self.target.containers}
            if page != model.orders:
                self.fail(f"after {what}: the page's own model is {page}, the model {model.orders}")
        selections = {c: ids for c, ids in snap["selections"].items() if c in self.target.containers}
        expected_selection = {c: ids for c, ids in model.selection.items() if ids}
        if selections != expected_selection:
            self.fail(f"after {what}: the selection is {selections}, expected {expected_selection} (S8)")
        history = snap["history"] or {}
        if bool(history.get("canUndo")) != bool(model.undo) or bool(history.get("canRedo")) != bool(model.redo):
            self.fail(f"after {what}: history {history}; the model has {len(model.undo)} to undo, {len(model.redo)} to redo")
        sim = self.sim()
        if sim["failures"]:
            self.fail(f"after {what}: failure events {sim['failures']}")
        noise = [line for line in sim["console"] if "DragKit" in line]
        if noise:
            self.fail(f"after {what}: the console says {noise}")
        if self.target.storage_key:
            # What the page stores is what the window that committed last shows.
            if self.drops_seen:
                self.storage = {c: list(ids) for c, ids in model.orders.items()}
            self.drops_seen = False
            stored = self.stored()
            if self.storage is not None and stored is not None and stored != self.storage:
                self.fail(f"after {what}: the page stored {stored}, the last commit showed {self.storage}")

    def stored(self):
        raw = self.driver.execute_script("return localStorage.getItem(arguments[0])", self.target.storage_key)
        if raw is None:
            return None
        data = json.loads(raw)
        orders = self.target.stored_orders(data) if self.target.stored_orders else data
        return {c: list(orders.get(c, [])) for c in self.target.containers}

    def do(self, step):
        """Runs one step and checks the page; returns what it did."""
        outcome = step.run(self)
        self.check(str(step))
        self.log.append((str(step), outcome))
        return outcome


@dataclasses.dataclass
class Report:
    target: str
    seed: int
    steps: int
    counts: dict
    seconds: float


def replay(driver, base_url, target, steps):
    """Runs `steps` on a fresh page; returns None, or the SimulationFailure (and its step index)."""
    walk = Walk(driver, base_url, target)
    try:
        walk.open()
        for index, step in enumerate(steps):
            try:
                walk.do(step)
            except SimulationFailure as failure:
                return failure, index
            except WebDriverException as error:
                return SimulationFailure(f"the browser failed: {getattr(error, 'msg', error)}"), index
        return None
    except SimulationFailure as failure:
        return failure, -1
    finally:
        walk.close_windows()


def shrink(driver, base_url, target, steps, deadline=None):
    """The shortest sub-sequence of `steps` (which fails) that still fails: removes chunks of
    halving size, then single steps, keeping any removal after which it still fails (ddmin).
    Stops improving at `deadline` (time.time()). Each try replays on a fresh page."""
    current = list(steps)
    chunk = max(1, len(current) // 2)
    while chunk >= 1:
        start = 0
        improved = False
        while start < len(current):
            if deadline and time.time() > deadline:
                return current
            candidate = current[:start] + current[start + chunk:]
            if candidate and replay(driver, base_url, target, candidate) is not None:
                current = candidate
                improved = True
            else:
                start += chunk
        if not improved:
            chunk //= 2
    return current


def run_walk(driver, base_url, target, seed, steps, shrink_seconds=240, log=None):
    """Generates and runs `steps` steps of `target` from `seed`. Returns a Report; on a broken
    invariant shrinks the sequence and raises SimulationFailure with the seed, the step, the
    minimal sequence (each step's repr, replayable with `replay`) and the full log's tail."""
    rng = random.Random(seed)
    walk = Walk(driver, base_url, target)
    started = time.time()
    done = []
    counts = {}
    walk.open()
    for index in range(steps):
        step = generate(rng, walk)
        done.append(step)
        try:
            walk.do(step)
        except (SimulationFailure, WebDriverException) as failure:
            message = str(failure)
            walk.close_windows()
            minimal = shrink(driver, base_url, target, done, deadline=time.time() + shrink_seconds)
            again = replay(driver, base_url, target, minimal)
            minimal_text = "\n  ".join(str(s) for s in minimal)
            tail = "\n  ".join(f"{s} -> {o}" for s, o in walk.log[-8:])
            raise SimulationFailure(
                f"{target.name}, seed {seed}, step {index + 1} of {steps}: {message}\n"
                f"minimal sequence ({len(minimal)} steps; replay() it):\n  {minimal_text}\n"
                f"its failure: {again[0] if again else 'did not fail again (flaky?)'}\n"
                f"the walk's last steps:\n  {tail}") from None
        kind = type(step).__name__ + (f":{step.device}" if isinstance(step, PointerDrag) else "")
        counts[kind] = counts.get(kind, 0) + 1
        if log:
            log(f"{target.name} {index + 1}: {step} -> {walk.log[-1][1]}")
    walk.close_windows()
    return Report(target.name, seed, steps, counts, time.time() - started)
