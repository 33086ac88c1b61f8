"""Auto-scroll only at the edge (A1, issue 22 §3): a drag held near, but not at, the bottom of the
window leaves the page where it is, so what the person aims at does not slide away under the
pointer; at the very edge the page scrolls."""
from dragkit_page import Gesture, item_point, items, open_scene, wait_idle


def phone(page):
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                         {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def desktop(page):
    page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def start_sampling(page):
    page.execute_script("""
window.edgeSamples = [];
window.edgeSampler = setInterval(() => {
  const s = window.dragkit.snapshot().sessions[0];
  window.edgeSamples.push({t: performance.now(), dragging: !!s, scrollY: window.scrollY});
}, 20);""")


def samples(page):
    return page.execute_script("clearInterval(window.edgeSampler); return window.edgeSamples")


def test_A1_a_drag_held_110_px_above_the_bottom_does_not_scroll_the_page_the_edge_does(page, showcase):
    phone(page)
    try:
        open_scene(page, showcase, "photos")
        assert page.execute_script("return scrollY") == 0
        height = page.execute_script("return document.scrollingElement.clientHeight")
        assert page.execute_script("return document.scrollingElement.scrollHeight") > height + 200
        library = items(page, "photos-library")
        start = item_point(page, library[0])
        near = (start[0], height - 110)
        edge = (start[0], height - 4)
        start_sampling(page)
        g = Gesture(page, "touch").move(start).down().wait(0.7)
        g.path(start, (start[0], start[1] + 30), 2).path((start[0], start[1] + 30), near, 6).wait(1.5)
        g.perform()
        near_samples = samples(page)
        assert any(s["dragging"] for s in near_samples), "the long press lifted the photo"
        # Held 110 px above the bottom for 1.5 s: the page stayed where it was.
        assert max(s["scrollY"] for s in near_samples) == 0, [s["scrollY"] for s in near_samples][-5:]

        start_sampling(page)
        g.path(near, edge, 4).wait(2.5).perform()
        held = samples(page)
        # At the very edge the page scrolls (its speed-up with time is a core test: AutoScrollTests).
        ys = [s["scrollY"] for s in held if s["dragging"]]
        assert ys[-1] > 200, ys[-5:]
        g.move((start[0], height // 2)).wait(0.2).up().perform()
        wait_idle(page)
    finally:
        desktop(page)
