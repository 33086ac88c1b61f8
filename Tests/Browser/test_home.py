"""Home screen (issue 4): several icons dragged together flock under the finger with a count
badge (F4, F5); a second finger adds icons to a drag in progress (S8, S9); icons drop into a
folder."""
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_actions import PointerActions
from selenium.webdriver.common.actions.pointer_input import PointerInput

from dragkit_page import (item_point, items, open_scene, rect, snapshot, wait_idle)


def test_S8_S9_F4_F5_a_second_finger_adds_icons_and_they_drop_into_the_folder(page, showcase):
    open_scene(page, showcase, "home")
    grid = items(page, "home-grid")
    folder = items(page, "home-folder")
    first, second, third = grid[0], grid[3], grid[5]
    a, b, c = item_point(page, first), item_point(page, second), item_point(page, third)
    finger = PointerInput(interaction.POINTER_TOUCH, "finger-1")
    actions = ActionBuilder(page, mouse=finger, duration=40)
    p = actions.pointer_action
    q = PointerActions(actions.add_pointer_input(interaction.POINTER_TOUCH, "finger-2"), duration=40)
    # Finger one: long press, then lift the icon a little.
    p.move_to_location(*a); q.pause(0)
    p.pointer_down(); q.pause(0)
    p.pause(0.7); q.pause(0.7)
    p.move_to_location(a[0] + 30, a[1] + 30); q.pause(0)
    p.move_to_location(a[0] + 60, a[1] + 40); q.pause(0)
    # Finger two taps two more icons.
    for point in (b, c):
        q.move_to_location(*point); p.pause(0)
        q.pointer_down(); p.pause(0)
        q.pointer_up(); p.pause(0)
    # Then, still in the same input script (a touch can't span two), carry them to the folder,
    # over the trailing half of its last icon: they go after it.
    last = rect(page, f"[data-dk-item='{folder[-1]}']")
    target = (int(last["x"] + last["w"] * 0.85), int(last["y"] + last["h"] / 2))
    p.pause(0.3); q.pause(0.3)
    p.move_to_location((a[0] + target[0]) // 2, (a[1] + target[1]) // 2); q.pause(0)
    p.move_to_location(*target); q.pause(0)
    p.pause(0.2); q.pause(0.2)
    p.pointer_up(); q.pause(0)
    # A probe samples what the page shows during the gesture (F4, F5).
    page.execute_script("""
window.sampled = [];
window.sampler = setInterval(() => {
  const s = window.dragkit.snapshot().sessions[0];
  if (s) window.sampled.push({items: s.items, badge: s.badge,
    previews: document.querySelectorAll('.dk-preview').length});
}, 30);""")
    actions.perform()
    samples = page.execute_script("clearInterval(window.sampler); return window.sampled")
    assert any(s["items"] == [first, second, third] for s in samples), samples[-3:]
    assert any(s["badge"] == 3 for s in samples), "a count badge shows how many icons are dragged (F5)"
    assert max(s["previews"] for s in samples) >= 1
    try:
        wait_idle(page)
    except Exception:
        raise AssertionError(f"still busy: {snapshot(page)['sessions']} pending={snapshot(page)['pendingTransfers']}")
    # Home moves apps (S2): the three land after the folder's last app, in the order they were
    # picked up, and leave the grid.
    assert items(page, "home-folder") == folder + [first, second, third]
    assert items(page, "home-grid") == [i for i in grid if i not in (first, second, third)]
    open_scene(page, showcase, "home")
    assert items(page, "home-folder") == folder + [first, second, third], "the drop is stored"
    assert items(page, "home-grid") == [i for i in grid if i not in (first, second, third)]
