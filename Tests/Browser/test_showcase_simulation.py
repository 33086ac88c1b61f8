"""A seeded random walk of what people do in the showcase, with real input, checked after every
step against a small reference model (issue 34, "Stop finding these by hand: simulation tests";
S2, S3, S7, S8, S10, F6, F7).

The walk drives Reminders (three lists) and Files (a folder with two folder rows, and the
folders they open) in window A, shown side by side, and a second window B on the same store:
mouse drags (real pointer input: the browser's own drag) of single items and of scattered
selections (Ctrl-click), keyboard drags (Space, arrows, Tab, Space), put-backs, Escape during a
keyboard drag, drops on a folder row's middle (into the folder), undo and redo (Ctrl+Z,
Ctrl+Shift+Z), and changes made in window B meanwhile. The reference model is the containers'
orders and window A's history: each entry names the containers it touched with their content
before and after, so an undo is expected to restore them exactly, or (when a change elsewhere
touched them since) to be refused with "the content has changed since" and dropped, every other
entry staying good (issue 34: a change in another window must not wipe the history).

After every step the model must equal what the server stores (`GET /api/containers`), the page's
snapshot (`window.dragkit.snapshot()`, its stored model) and the engine's view of the page
(`window.dragkit.host.snapshot()`). A drop must land where the drag's last feedback said (the
session's destination and index read just before the release), and put-backs and cancels must
change nothing.

Profiles: the test command runs the short one (one seed, about 24 steps, well under two
minutes); `DRAGKIT_SIM_STEPS=400 DRAGKIT_SIM_SEEDS=1,2,3` runs a long one. A failure names the
seed and the steps up to it (`DRAGKIT_SIM_SEEDS=<seed>` replays it: the walk is a function of
the seed and of what the page reported). What the walk noticed that is not a contract failure
(a click that did not select) is printed as a finding.

The model and the action chooser are kept apart from Selenium (`Model`, `choose`) so that a
shared browser walk module can take them over.
"""
import os
import random
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, open_scene, rect, stored_containers

ROUTE = "reminders|files"
LISTS = ["rem-today", "rem-errands", "rem-work"]
FOLDERS = ["files-root", "files-documents", "files-projects"]
TRACKED = LISTS + FOLDERS
SCENE_OF = {**{c: "reminders" for c in LISTS}, **{c: "files" for c in FOLDERS}}
STEPS = int(os.environ.get("DRAGKIT_SIM_STEPS", "24"))
SEEDS = [int(s) for s in os.environ.get("DRAGKIT_SIM_SEEDS", "34").split(",") if s.strip()]


# ---------------------------------------------------------------------------- the reference model

class Model:
    """The containers' orders and window A's undo and redo stacks. O(items) per step."""

    def __init__(self, content):
        self.content = {c: list(items) for c, items in content.items()}
        self.undo = []  # entries {containers, before, after}: A's own changes, latest last
        self.redo = []

    def snapshot_of(self, containers):
        return {c: list(self.content[c]) for c in containers}

    def move(self, dragged, destination, index, own=True):
        """Moves `dragged` (page order) to `destination` at `index` (counted without them), as
        the engine's feedback said; `own`: window A's change (an undo entry). Returns the entry."""
        touched = sorted({c for c in TRACKED if any(i in self.content[c] for i in dragged)} | {destination})
        before = self.snapshot_of(touched)
        for c in touched:
            self.content[c] = [i for i in self.content[c] if i not in dragged]
        target = self.content[destination]
        assert 0 <= index <= len(target), f"the feedback's index {index} is outside {destination} ({len(target)} items)"
        self.content[destination] = target[:index] + list(dragged) + target[index:]
        after = self.snapshot_of(touched)
        if before == after:
            return None  # a put-back: no change, no undo step
        if own:
            self.undo.append({"containers": touched, "before": before, "after": after})
            self.redo.clear()
        return {"containers": touched, "before": before, "after": after}

    def expect_undo(self):
        """What Ctrl+Z must do: ('nothing', None), ('refused', entry) or ('undone', entry)."""
        if not self.undo:
            return "nothing", None
        entry = self.undo.pop()
        if self.snapshot_of(entry["containers"]) != entry["after"]:
            return "refused", entry  # changed since: refused and forgotten
        self.content.update({c: list(v) for c, v in entry["before"].items()})
        self.redo.append(entry)
        return "undone", entry

    def expect_redo(self):
        if not self.redo:
            return "nothing", None
        entry = self.redo.pop()
        if self.snapshot_of(entry["containers"]) != entry["before"]:
            return "refused", entry
        self.content.update({c: list(v) for c, v in entry["after"].items()})
        self.undo.append(entry)
        return "redone", entry


ACTIONS = [("mouse", 5), ("group", 2), ("keyboard", 3), ("escape", 1), ("putback", 1), ("undo", 3),
           ("redo", 2), ("other-window", 2)]


def choose(rng, model):
    """The next action's name, weighted; undo and redo only when there is something to try."""
    names = [name for name, weight in ACTIONS for _ in range(weight)
             if not (name == "redo" and not model.redo)]
    return rng.choice(names)


# ---------------------------------------------------------------------------- the page

def script(page, code, *args):
    return page.execute_script(code, *args)


# The drag's feedback as the page last showed it before the release (F6): sampled after every
# pointer or drag event the page handled (a listener on window, which hears them last), and at
# the release itself before the page handles it (capture on window, which hears it first).
FEEDBACK_RECORDER = """
if (!window.dkRecordingFeedback) {
  window.dkRecordingFeedback = true;
  const sample = () => {
    const sessions = window.dragkit.host.sessions();
    if (sessions.length) window.dkLastFeedback = sessions[0];
  };
  for (const type of ['pointermove', 'mousemove', 'dragover', 'dragenter']) addEventListener(type, sample);
  for (const type of ['drop', 'dragend', 'pointerup', 'mouseup']) addEventListener(type, sample, { capture: true });
}
"""


def session(page):
    sessions = script(page, "return window.dragkit.snapshot().sessions")
    return sessions[0] if sessions else None


def idle(page, timeout=15):
    WebDriverWait(page, timeout).until(lambda d: script(
        d, "const s = window.dragkit.snapshot(); return s.pendingTransfers === 0 && s.sessions.length === 0"),
        "the page is idle")


def store_version(showcase):
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        return int(response.headers["DragKit-Store-Version"])


def in_step(page, showcase):
    """Waits until nothing is in flight and the page shows the store's version, its content
    given to the engine too (`catchingUp` false)."""
    idle(page)

    def caught_up(d):
        shown = script(d, "const s = window.dragkit.snapshot(); return s.catchingUp ? null : s.storeVersion")
        return shown is not None and shown == store_version(showcase)

    WebDriverWait(page, 15).until(caught_up, "the window shows the stored version")
    idle(page)


def views(page, showcase):
    """What the server stores, what the page's snapshot says, and the engine's view of the page."""
    server = {c: [i["id"] for i in entry["items"]] for c, entry in stored_containers(showcase).items() if c in TRACKED}
    page_model = {c["id"]: c["items"] for c in script(page, "return window.dragkit.snapshot().containers") if c["id"] in TRACKED}
    engine = {c["id"]: c["items"] for c in script(page, "return window.dragkit.host.snapshot().containers") if c["id"] in TRACKED}
    return server, page_model, engine


def point_in(page, item, fy):
    r = rect(page, f"[data-dk-item='{item}']")
    return (int(r["x"] + min(max(r["w"] / 2, 20), r["w"] - 4)), int(r["y"] + r["h"] * fy))


def container_end(page, container):
    r = rect(page, f"[data-dk-container='{container}']")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] - 6))


def shown_folder(page):
    return script(page, "const c = window.dragkit.snapshot().containers.find(c => c.kind === 'folder' && c.shown);"
                        "return c && c.id")


class Walk:
    """One seeded walk: window A (the model's history) and window B (changes elsewhere)."""

    def __init__(self, page, showcase, seed):
        self.page = page
        self.showcase = showcase
        self.rng = random.Random(seed)
        self.seed = seed
        self.log = []
        self.findings = []
        self.a = page.current_window_handle
        self.b = None

    # -- setup and checks

    def start(self):
        open_scene(self.page, self.showcase, ROUTE)
        script(self.page, FEEDBACK_RECORDER)
        self.page.switch_to.new_window("window")
        open_scene(self.page, self.showcase, ROUTE)
        script(self.page, FEEDBACK_RECORDER)
        self.b = self.page.current_window_handle
        self.page.switch_to.window(self.a)
        WebDriverWait(self.page, 10).until(lambda d: script(d, "return window.dragkit.following.following"))
        # Each reminder's subtasks are a level of its list's tree (issue 37): a drop to the right of
        # a row, or on its middle, lands in one, so the levels are tracked too.
        for cid, entry in stored_containers(self.showcase).items():
            if entry["scene"] == "reminders" and entry["kind"] == "list" and entry.get("parent") and cid not in TRACKED:
                TRACKED.append(cid)
                SCENE_OF[cid] = "reminders"
        server, _, _ = views(self.page, self.showcase)
        self.model = Model(server)

    def check(self, what):
        in_step(self.page, self.showcase)
        server, page_model, engine = views(self.page, self.showcase)
        expected = self.model.content
        problems = []
        if server != expected:
            problems.append(f"stored {server}")
        if page_model != expected:
            problems.append(f"page snapshot {page_model}")
        shown = {c: engine[c] for c in engine}
        if any(shown[c] != expected[c] for c in shown):
            problems.append(f"engine view {shown}")
        if problems:
            raise AssertionError(self.report(f"after {what}: expected {expected}; " + "; ".join(problems)))

    def report(self, message):
        steps = "\n  ".join(self.log)
        return f"seed {self.seed}, step {len(self.log)}: {message}\nsteps:\n  {steps}"

    # -- choosing what to drag and where

    def scene_containers(self, scene):
        if scene == "reminders":
            return [c for c in LISTS]
        return [shown_folder(self.page)]

    def pick_item(self, scene):
        candidates = [(c, i) for c in self.scene_containers(scene) for i in self.model.content[c]]
        return self.rng.choice(candidates) if candidates else (None, None)

    def pick_target_point(self, scene, dragged):
        """A point over a list of the same scene: before or after one of its items (a folder
        row's middle drops into the folder), or the empty end of the list."""
        container = self.rng.choice(self.scene_containers(scene))
        others = [i for i in self.model.content[container] if i not in dragged]
        if not others or self.rng.random() < 0.15:
            return container_end(self.page, container), f"end of {container}"
        item = self.rng.choice(others)
        fy = self.rng.choice([0.15, 0.5, 0.85])
        return point_in(self.page, item, fy), f"{item}@{fy}"

    # -- actions (window A)

    def mouse_drag(self, dragged, start, end, label):
        """A real mouse drag from `start` to `end`, released there in one go (no pause a folder
        could spring open in). Returns the drag's feedback as last shown before the release
        (`FEEDBACK_RECORDER`), or None when no drag showed."""
        script(self.page, "window.dkLastFeedback = null")
        Gesture(self.page).move(start).down().path(start, end, 6).up().perform()
        return script(self.page, "return window.dkLastFeedback")

    def apply_feedback(self, shown, dragged):
        """The drop lands where the feedback said: a move into `destination` at `index`."""
        if shown is None or shown["destination"] is None or shown["cursor"] == "not-allowed" or shown["index"] is None:
            return "cancelled"
        if shown["operation"] != "move":
            raise AssertionError(self.report(f"expected a move within one scene, the feedback said {shown}"))
        if sorted(shown["items"]) != sorted(dragged):
            self.findings.append(f"seed {self.seed} step {len(self.log)}: dragged {shown['items']}, expected {dragged}")
            dragged = [i for c in TRACKED for i in self.model.content[c] if i in shown["items"]]
        entry = self.model.move(dragged, shown["destination"], shown["index"])
        return "put back" if entry is None else f"moved to {shown['destination']}[{shown['index']}]"

    def act_mouse(self):
        scene = self.rng.choice(["reminders", "files"])
        container, item = self.pick_item(scene)
        if item is None:
            return "nothing to drag"
        end, where = self.pick_target_point(scene, [item])
        self.clear_selection()
        shown = self.mouse_drag(item, point_in(self.page, item, 0.5), end, where)
        return f"mouse {item} -> {where}: " + self.apply_feedback(shown, [item])

    def act_group(self):
        container = self.rng.choice(LISTS)
        order = self.model.content[container]
        if len(order) < 3:
            return self.act_mouse()
        chosen = sorted(self.rng.sample(range(len(order)), self.rng.choice([2, 3]) if len(order) > 3 else 2))
        ids = [order[k] for k in chosen]
        self.clear_selection()
        chain = ActionChains(self.page).key_down(Keys.CONTROL)
        for item in ids:
            element = self.page.find_element("css selector", f"[data-dk-item='{item}']")
            chain.move_to_element_with_offset(element, -element.size["width"] // 2 + 30, 0).click()
        chain.key_up(Keys.CONTROL).perform()
        selected = script(self.page, "return window.dragkit.host.selection(arguments[0])", container)
        if sorted(selected) != sorted(ids):
            self.findings.append(f"seed {self.seed} step {len(self.log)}: Ctrl-clicking {ids} selected {selected}")
        if not selected:
            return f"group {ids}: nothing selected"
        dragged = [i for i in order if i in selected]
        end, where = self.pick_target_point("reminders", dragged)
        shown = self.mouse_drag(dragged[0], point_in(self.page, dragged[0], 0.5), end, where)
        return f"group {dragged} -> {where}: " + self.apply_feedback(shown, dragged)

    def act_keyboard(self, escape=False):
        scene = self.rng.choice(["reminders", "files"])
        container, item = self.pick_item(scene)
        if item is None:
            return "nothing to drag"
        self.clear_selection()
        script(self.page, "const e = document.querySelector(`[data-dk-item='${arguments[0]}']`);"
                          "e.scrollIntoView({block: 'center'}); e.focus();", item)
        ActionChains(self.page).send_keys(Keys.SPACE).perform()
        WebDriverWait(self.page, 5).until(lambda d: session(d) is not None, f"the keyboard drag of {item}")
        keys = []
        for _ in range(self.rng.randint(1, 4)):
            keys.append(self.rng.choice([Keys.ARROW_DOWN, Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.TAB]))
        for key in keys:
            ActionChains(self.page).send_keys(key).perform()
        shown = session(self.page)
        names = {Keys.ARROW_DOWN: "Down", Keys.ARROW_UP: "Up", Keys.TAB: "Tab"}
        typed = " ".join(names[k] for k in keys)
        elsewhere = shown["destination"] not in TRACKED or SCENE_OF[shown["destination"]] != scene
        if escape or elsewhere:  # Tab may reach another app's list or the Drop Box: not this walk's
            ActionChains(self.page).send_keys(Keys.ESCAPE).perform()
            ActionChains(self.page).send_keys(Keys.ESCAPE).perform()
            WebDriverWait(self.page, 5).until(lambda d: session(d) is None, "Escape ends the keyboard drag")
            return f"keyboard {item} {typed} Escape: cancelled"
        ActionChains(self.page).send_keys(Keys.SPACE).perform()
        return f"keyboard {item} {typed} Space: " + self.apply_feedback(shown, [item])

    def act_putback(self):
        container, item = self.pick_item("reminders")
        if item is None:
            return "nothing to drag"
        self.clear_selection()
        start = point_in(self.page, item, 0.5)
        nearby = (start[0] + 3, start[1] + 2)
        shown = self.mouse_drag(item, start, nearby, "its own place")
        outcome = self.apply_feedback(shown, [item])
        if outcome not in ("put back", "cancelled"):
            raise AssertionError(self.report(f"a put-back of {item} was shown as a move: {shown}"))
        return f"put back {item}: {outcome}"

    def act_history(self, kind):
        expected, entry = self.model.expect_undo() if kind == "undo" else self.model.expect_redo()
        self.page.execute_script("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
        chain = ActionChains(self.page).key_down(Keys.CONTROL)
        if kind == "redo":
            chain.key_down(Keys.SHIFT)
        chain.send_keys("z")
        if kind == "redo":
            chain.key_up(Keys.SHIFT)
        chain.key_up(Keys.CONTROL).perform()
        idle(self.page)
        said = script(self.page, "return document.getElementById('dk-announcer').textContent")
        verb = "undo" if kind == "undo" else "redo"
        ok = {"nothing": said == f"Nothing to {verb}.",
              "refused": said.startswith(f"Can't {verb}") and "changed since" in said,
              "undone": said.startswith("Undid"),
              "redone": said.startswith("Redid")}[expected]
        if not ok:
            raise AssertionError(self.report(f"{kind}: expected {expected} ({entry and entry['containers']}), heard {said!r}"))
        return f"{kind}: {expected}"

    def clear_selection(self):
        script(self.page, "window.dragkit.host.select('', [])")

    # -- window B

    def act_other_window(self):
        self.page.switch_to.window(self.b)
        try:
            in_step(self.page, self.showcase)
            scene = self.rng.choice(["reminders", "files"])
            container = self.rng.choice(LISTS) if scene == "reminders" else shown_folder(self.page)
            order = self.model.content[container]
            if len(order) < 2:
                return "window B: nothing to reorder"
            item = self.rng.choice(order)
            others = [i for i in order if i != item]
            target = self.rng.choice(others)
            fy = self.rng.choice([0.15, 0.85])
            shown = self.mouse_drag(item, point_in(self.page, item, 0.5), point_in(self.page, target, fy), target)
            idle(self.page)
            if shown is None or shown["destination"] is None or shown["index"] is None or shown["cursor"] == "not-allowed":
                return f"window B: {item} cancelled"
            if shown["operation"] != "move":
                raise AssertionError(self.report(f"window B: expected a move, the feedback said {shown}"))
            self.model.move([item], shown["destination"], shown["index"], own=False)
            return f"window B: {item} -> {shown['destination']}[{shown['index']}]"
        finally:
            self.page.switch_to.window(self.a)

    def step(self):
        name = choose(self.rng, self.model)
        act = {"mouse": self.act_mouse, "group": self.act_group, "keyboard": self.act_keyboard,
               "escape": lambda: self.act_keyboard(escape=True), "putback": self.act_putback,
               "undo": lambda: self.act_history("undo"), "redo": lambda: self.act_history("redo"),
               "other-window": self.act_other_window}[name]
        self.log.append(name)
        try:
            self.log[-1] = act()
        except AssertionError:
            raise
        except Exception as error:  # a step that could not be made (an element gone): said with the walk
            raise AssertionError(self.report(f"{name} failed: {error!r}")) from error
        self.check(self.log[-1])

    def finish(self):
        self.page.switch_to.window(self.b)
        self.page.close()
        self.page.switch_to.window(self.a)


@pytest.mark.timeout(max(300, STEPS * 20))
@pytest.mark.parametrize("seed", SEEDS)
def test_issue34_S2_S3_S7_S8_S10_a_random_walk_keeps_the_feedback_contract_in_the_showcase(driver, showcase, seed):
    walk = Walk(driver, showcase, seed)
    walk.start()
    try:
        walk.check("the start")
        for _ in range(STEPS):
            walk.step()
    finally:
        walk.finish()
        if walk.findings:
            print("\nfindings:\n  " + "\n  ".join(walk.findings))
        print(f"\nseed {seed}: {len(walk.log)} steps:\n  " + "\n  ".join(walk.log))
