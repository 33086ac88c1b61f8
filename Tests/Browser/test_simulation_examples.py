"""Issue 34, the Browser simulation: a seeded model-based random walk with real input (mouse,
pen, touch and keyboard drags, selections, put-backs, Escape, undo and redo keys, two windows)
on the project's example pages (Web/examples/: basic, selection, kanban, controlled, photos, tree),
checked after every step against a reference model (Tests/Browser/simulation.py says what and
how). The short profile runs here in the test command; `DRAGKIT_BROWSER_SIM_STEPS=2000` runs
the long one (that many steps per page), `DRAGKIT_BROWSER_SIM_SEED` picks the first seed (the
long profile starts a new seed every 200 steps). A failure names the seed and the minimal
sequence. Requirement IDs: Docs/Requirements.md (F2, F7, S2, S3, S7, S8, S10, A5)."""
import os
import time

import pytest
from selenium.webdriver.support.ui import WebDriverWait

from conftest import settle_input
from simulation import Target, run_walk

SHORT_STEPS = 18
STEPS = int(os.environ.get("DRAGKIT_BROWSER_SIM_STEPS", SHORT_STEPS))
SEED = int(os.environ.get("DRAGKIT_BROWSER_SIM_SEED", "3401"))
# A long walk is cut into walks of this many steps (each on a fresh page, with its own seed),
# so a failure shrinks from at most that many.
CHUNK = 200

CONTROLLED_MODEL = ("Object.fromEntries(Object.entries(window.example.lists())"
                    ".map(([id, cards]) => [id, cards.map((card) => card.id)]))")

def open_every_row(driver):
    """Opens every row of the tree example (its toggles), once the `trees` plugin has it."""
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.querySelector('#tree').getAttribute('role') === 'tree'"))
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "const closed = document.querySelectorAll('#tree [aria-expanded=false] > .row [data-dk-toggle]');"
        "for (const b of closed) b.click(); return closed.length === 0;"))


TARGETS = {
    "basic": Target("basic", "examples/basic/", ["list", "grid"]),
    "selection": Target("selection", "examples/selection/", ["todo", "done"]),
    "kanban": Target("kanban", "examples/kanban/", ["todo", "doing", "bugs", "done"],
                     storage_key="dragkit-example-kanban", stored_orders=lambda data: data["columns"]),
    "controlled": Target("controlled", "examples/controlled/", ["todo", "done"], page_model=CONTROLLED_MODEL),
    "photos": Target("photos", "examples/photos/", ["library", "album"]),
    # A tree (issue 37): each level is a container; every row is opened first, so every row can
    # be reached, and the walk's drops between levels are moves between containers. Its levels
    # share one selection, which Ctrl- and Shift-clicks spread over several levels (`outline`).
    "tree": Target("tree", "examples/tree/", ["files", "projects-in", "drafts-in", "old-in", "letters-in", "photos-in"],
                   settle=lambda driver: open_every_row(driver), empty_space=["files"],
                   outline={"root": "files", "opens": {"projects": "projects-in", "drafts": "drafts-in", "old": "old-in",
                                                       "letters": "letters-in", "photos": "photos-in"}}),
}


@pytest.mark.timeout(1800 if STEPS > SHORT_STEPS else 300)
@pytest.mark.parametrize("name", list(TARGETS))
def test_F2_F7_S8_S10_random_walk_on_the_example_page_keeps_the_model(driver, showcase, name):
    settle_input(driver)
    target = TARGETS[name]
    seed = SEED + list(TARGETS).index(name)
    lines = []
    remaining = STEPS
    started = time.time()
    while remaining > 0:
        steps = min(CHUNK, remaining)
        report = run_walk(driver, showcase.url, target, seed, steps,
                          log=lines.append if os.environ.get("DRAGKIT_BROWSER_SIM_LOG") else None)
        print(f"simulation {name}: seed {seed}, {report.steps} steps in {report.seconds:.0f} s: {report.counts}")
        remaining -= steps
        seed += 1000
    for line in lines:
        print(line)
    print(f"simulation {name}: {STEPS} steps in {time.time() - started:.0f} s")
