"""Auto-scroll only at the edge (A1, issue 22 §3): a drag held near, but not at, the bottom of the
window leaves the page where it is, so what the person aims at does not slide away under the
pointer; at the very edge the page scrolls."""
from selenium.webdriver.common.keys import Keys

from dragkit_page import Gesture, items, wait_idle
from test_native_feel import desktop, phone, photos_on_a_phone


def start_sampling(page):
    page.execute_script("""
window.edgeSamples = [];
window.edgeY = null;
addEventListener('pointermove', (e) => { window.edgeY = e.clientY; }, {capture: true});
window.edgeSampler = setInterval(() => {
  const s = window.dragkit.snapshot().sessions[0];
  window.edgeSamples.push({y: window.edgeY, dragging: !!s, scrollY: window.scrollY});
}, 20);""")


def samples(page):
    return page.execute_script("clearInterval(window.edgeSampler); return window.edgeSamples")



def test_A1_a_drag_held_110_px_above_the_bottom_does_not_scroll_the_page_the_edge_does(own_page, showcase):
    # A Chromium of its own: a touch drag cancelled by a key leaves the browser's touch state
    # behind, and the next test's long press would not lift.
    page = own_page
    phone(page)
    try:
        height, library, start = photos_on_a_phone(page, showcase)
        near = (start[0], height - 110)
        edge = (start[0], height - 4)
        start_sampling(page)
        g = Gesture(page, "touch").move(start).down().wait(0.7)
        g.path(start, (start[0], start[1] + 30), 2).path((start[0], start[1] + 30), near, 6).wait(1.5)
        g.path(near, edge, 4).wait(2.0).perform()
        held = samples(page)
        assert any(s["dragging"] for s in held), "the long press lifted the photo"
        # Held 110 px above the bottom for 1.5 s: the page stayed where it was.
        at_near = [s for s in held if s["dragging"] and s["y"] == near[1]]
        assert len(at_near) > 20, len(at_near)
        assert max(s["scrollY"] for s in at_near) == 0, [s["scrollY"] for s in at_near][-5:]
        # At the very edge the page scrolls (its speed-up with time is a core test: AutoScrollTests).
        ys = [s["scrollY"] for s in held if s["dragging"] and s["y"] == edge[1]]
        assert ys and max(ys) > 200, ys[-5:]
        # Escape cancels: the library is as it was.
        g.key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).wait(0.2).up().perform()
        wait_idle(page)
        assert items(page, "photos-library") == library
    finally:
        desktop(page)
