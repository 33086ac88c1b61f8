"""Calendar time slots (issues 9 and 22, S2, S3, S7, F2, F3, F6, S10): the drag image keeps the
grabbed point under the pointer, and a dropped event starts at the image's top edge rounded to
the nearest quarter hour, in the Week and Day views; the insertion cue is a line at that slot
with its time, drawn above the image, whose own time text follows it; putting an event back
changes nothing; the day's events follow their times; undo restores the old time; keyboard drags
and Move to… pick a day and a time. Every landing is checked against the feedback seen mid-drag
(the line, the image) and against what the server stored (a reload or GET /api/containers)."""

from dragkit_page import Gesture, dom_items, drag, item_point, items, open_scene, rect, snapshot, stored_containers, wait_idle
from scene_steps import command, wait_for


def stored(showcase, container_id):
    """The container as the server stores it: [(item id, start, minutes)] in stored order."""
    return [(i["id"], i["payload"].get("start"), i["payload"].get("minutes"))
            for i in stored_containers(showcase)[container_id]["items"]]


def time_point(page, container_id, minutes, fx=0.5):
    """The client point a little inside the quarter hour starting at `minutes` on the day's
    timeline (its height spans --day-length minutes from --day-start)."""
    rect(page, f"[data-dk-container='{container_id}'] .timeline")  # scrolled into view
    return tuple(page.execute_script("""
        const t = document.querySelector(`[data-dk-container='${arguments[0]}'] .timeline`);
        const r = t.getBoundingClientRect(), s = getComputedStyle(t);
        const start = Number(s.getPropertyValue('--day-start')), length = Number(s.getPropertyValue('--day-length'));
        const perMinute = r.height / length;
        return [Math.round(r.left + r.width * arguments[2]), Math.round(r.top + (arguments[1] - start + 5) * perMinute)];
    """, container_id, minutes, fx))


def drop_at(page, event, day, minutes, fy=0.5):
    """Drags `event`, grabbed at `fy` of its height, so that its drag image's top edge is just
    inside the quarter hour `minutes` of `day`; mid-drag checks that the slot line and the
    image's time text show that time there (F6, F3); then lets go. Returns the pointer's target."""
    r = rect(page, f"[data-dk-item='{event}']")
    press = item_point(page, event, fy)
    grabbed = press[1] - r["y"]
    x, top = time_point(page, day, minutes)  # 5 minutes into the slot
    target = (x, int(round(top + grabbed)))
    g = Gesture(page).move(press).down().path(press, target, 12).wait(0.2).perform()
    wait_for(page, lambda: (feedback(page) or {}).get("minutes") == minutes, 5,
             f"the slot line shows {clock(minutes)} mid-drag: {feedback(page)}")
    seen = feedback(page)
    assert seen["day"] == day and seen["text"] == clock(minutes) and seen["time"].startswith(clock(minutes)), seen
    assert seen["above"], "the slot line is drawn above the drag image"
    g.up().perform()
    wait_idle(page)
    return target


def test_S2_an_event_dropped_at_2_PM_on_Thursday_in_the_week_view_is_stored_at_2_PM(page, showcase):
    open_scene(page, showcase, "calendar")
    assert stored(showcase, "cal-mon")[0] == ("cal-mon-1", 570, 15)  # Team standup, 9:30 AM
    drop_at(page, "cal-mon-1", "cal-thu", 14 * 60)
    # Stored at 2 PM, its 15 minutes kept, before Thursday's 7 PM Book club (time order).
    assert stored(showcase, "cal-thu") == [("cal-mon-1", 840, 15), ("cal-thu-1", 1140, 120)]
    open_scene(page, showcase, "calendar")
    label = page.find_element("css selector", "[data-dk-item='cal-mon-1']").get_attribute("aria-label")
    assert "2:00 PM to 2:15 PM" in label
    assert items(page, "cal-thu") == ["cal-mon-1", "cal-thu-1"]


def test_S2_in_the_day_view_a_drop_stores_the_time_its_drag_image_shows(page, showcase):
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-spring='cal-view-day']").click()
    wait_for(page, lambda: page.execute_script(
        "return !!document.querySelector(\"[data-dk-container='cal-mon'] .timeline\")"), 5, "Monday shows")
    # Team standup (9:30, 15 min) goes to 11:45 AM: still first, but at the new time (the
    # engine commits a same-index move in a day, S2).
    drop_at(page, "cal-mon-1", "cal-mon", 11 * 60 + 45)
    assert stored(showcase, "cal-mon") == [("cal-mon-1", 705, 15), ("cal-mon-2", 840, 45)]
    # The Dentist (2 PM), grabbed near its bottom, dragged to 8 AM comes first: the order
    # follows the times.
    drop_at(page, "cal-mon-2", "cal-mon", 8 * 60, fy=0.85)
    assert stored(showcase, "cal-mon") == [("cal-mon-2", 480, 45), ("cal-mon-1", 705, 15)]
    open_scene(page, showcase, "calendar")
    assert items(page, "cal-mon") == ["cal-mon-2", "cal-mon-1"]


def test_F6_mid_drag_the_line_is_at_the_drag_images_slot_with_its_time(page, showcase):
    open_scene(page, showcase, "calendar")
    r = rect(page, "[data-dk-item='cal-tue-1']")
    start = item_point(page, "cal-tue-1", 0.25)
    target = time_point(page, "cal-thu", 14 * 60 + 15)
    book_club = rect(page, "[data-dk-item='cal-thu-1']")
    g = Gesture(page).move(start).down().path(start, target, 12).wait(0.2).perform()
    wait_for(page, lambda: feedback(page), 5, "the slot line shows on Thursday")
    seen = feedback(page)
    # Thursday's 7 PM event stays at 7 PM: no list gap pushes it off its hour.
    assert page.execute_script("const r = document.querySelector(\"[data-dk-item='cal-thu-1']\").getBoundingClientRect();"
                               "return {x: r.left, y: r.top, w: r.width, h: r.height}") == book_club
    marker = page.execute_script(
        "const m = document.querySelector('.dk-insertion-marker'); return m ? getComputedStyle(m).display : 'none'")
    # The grabbed point (a quarter of the way down) stays under the pointer; the line is at the
    # image's top edge, rounded to the nearest quarter hour, with its time, above the image.
    assert abs((target[1] - seen["image"]["top"]) - (start[1] - r["y"])) <= 2
    raw = seen["dayStart"] + (seen["image"]["top"] - seen["timelineTop"]) / seen["perMinute"]
    expected = int(round(raw / 15) * 15)
    assert seen["day"] == "cal-thu" and seen["minutes"] == expected and seen["text"] == clock(expected)
    assert abs(seen["lineY"] - (seen["timelineTop"] + (expected - seen["dayStart"]) * seen["perMinute"])) <= 2
    assert seen["above"] and seen["time"] == f"{clock(expected)} – {clock(expected + 60)}"
    assert marker == "none", "the index marker gives way to the time line"
    g.up().perform()
    wait_idle(page)
    assert ("cal-tue-1", expected, 60) in stored(showcase, "cal-thu"), "the drop lands where the line was"
    assert not page.execute_script("return !!document.querySelector('.cal-slot-line')"), "the line goes at the drop"


def test_S10_undo_restores_the_old_time_and_redo_the_new_one(page, showcase):
    open_scene(page, showcase, "calendar")
    before_mon, before_thu = stored(showcase, "cal-mon"), stored(showcase, "cal-thu")
    drop_at(page, "cal-mon-2", "cal-thu", 8 * 60 + 30)
    assert stored(showcase, "cal-thu") == [("cal-mon-2", 510, 45), ("cal-thu-1", 1140, 120)]
    command(page, "undo")
    wait_for(page, lambda: stored(showcase, "cal-mon") == before_mon, 10, "undo stores the old day and time")
    assert stored(showcase, "cal-thu") == before_thu
    wait_idle(page)
    command(page, "redo")
    wait_for(page, lambda: stored(showcase, "cal-thu") == [("cal-mon-2", 510, 45), ("cal-thu-1", 1140, 120)], 10,
             "redo stores the new time again")
    open_scene(page, showcase, "calendar")
    assert "8:30" in page.find_element("css selector", "[data-dk-item='cal-mon-2']").get_attribute("aria-label")
    assert snapshot(page)["scene"] == "calendar"


def test_S3_in_the_month_view_an_event_dropped_on_any_day_is_stored_on_that_day(page, showcase):
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-spring='cal-view-month']").click()
    # A day of this month outside the seeded week, and one of the week's days.
    other = page.execute_script(
        "const c = document.querySelector(\"[data-dk-container^='cal-dates:']:not(.other-month)\")"
        " || document.querySelector(\"[data-dk-container^='cal-dates:']\");"
        "return c && c.dataset.dkContainer")
    assert other, "every day shown in the month is a destination"
    date = other.split(":", 1)[1]
    drag(page, item_point(page, "cal-mon-1"), container_point_in(page, other))
    wait_idle(page)
    assert dom_items(page, other) == ["cal-mon-1"]  # the day's cell (stored as `cal-dates`, below)
    stored_other = stored_containers(showcase)["cal-dates"]
    event = next(i for i in stored_other["items"] if i["id"] == "cal-mon-1")
    assert event["payload"]["date"] == date and event["payload"]["start"] == 570, "stored on that day, same time"
    assert "cal-mon-1" not in [i for i, _, _ in stored(showcase, "cal-mon")]
    # A week day in the month view stores there too, and both survive a reload.
    drag(page, item_point(page, "cal-tue-1"), container_point_in(page, "cal-fri"))
    wait_idle(page)
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-spring='cal-view-month']").click()
    assert dom_items(page, other) == ["cal-mon-1"]
    assert "cal-tue-1" in items(page, "cal-fri")
    # Back from the other day to Monday, by drag: it leaves that day.
    drag(page, item_point(page, "cal-mon-1"), container_point_in(page, "cal-mon"))
    wait_idle(page)
    assert dom_items(page, other) == [] and "cal-mon-1" in [i for i, _, _ in stored(showcase, "cal-mon")]


def container_point_in(page, container_id):
    """A point in the lower part of a month cell (below its date), where nothing else is."""
    r = rect(page, f"[data-dk-container='{container_id}']")
    return (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] * 0.85))


def test_F1_S2_after_choosing_another_day_its_events_still_drag(page, showcase):
    """Events the Week view registered, hidden by the Day view and shown again by a day chip,
    are back in the engine: a press on one starts a drag, and its drop is stored (F1, S2)."""
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-spring='cal-view-day']").click()
    wait_for(page, lambda: page.execute_script(
        "return !!document.querySelector(\"[data-dk-container='cal-mon'] .timeline\")"), 5, "Monday shows")
    page.find_element("css selector", "[data-cal-day='cal-tue']").click()
    wait_for(page, lambda: page.execute_script(
        "return !!document.querySelector(\"[data-dk-container='cal-tue'] .timeline [data-dk-item]\")"), 5,
        "Tuesday's events show")
    event = dom_items(page, "cal-tue")[0]
    drop_at(page, event, "cal-tue", 17 * 60)
    assert any(entry[0] == event and entry[1] == 17 * 60 for entry in stored(showcase, "cal-tue"))


# ------------------------------------------------ the grab point and the drag image (issue 22)

def count_drop_posts(page):
    """Counts the page's POST /api/drops from now on (window.dropPosts)."""
    page.execute_script("""
        window.dropPosts = 0;
        if (!window.countingDrops) {
          window.countingDrops = true;
          const fetch = window.fetch.bind(window);
          window.fetch = (url, options) => {
            if (String(url).includes('/api/drops') && options && options.method === 'POST') window.dropPosts += 1;
            return fetch(url, options);
          };
        }""")


FEEDBACK = """
        const image = [...document.querySelectorAll('.dk-preview')]  // the live one, not one settling
          .filter((e) => ![...e.classList].some((c) => c.startsWith('dk-preview-'))).pop();
        const line = document.querySelector('.cal-slot-line');
        if (!image || !line) return null;
        const ir = image.getBoundingClientRect(), lr = line.getBoundingClientRect();
        const t = document.querySelector(`[data-dk-container='${line.dataset.container}'] .timeline`);
        const tr = t.getBoundingClientRect(), s = getComputedStyle(t);
        const z = (e) => Number(getComputedStyle(e).zIndex) || 0;
        const after = !!(image.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING);
        return {image: {top: ir.top, left: ir.left, height: ir.height},
                time: (image.querySelector('.event-time') || {}).textContent,
                minutes: Number(line.dataset.minutes), text: line.firstChild.textContent,
                day: line.dataset.container, lineY: lr.top + lr.height / 2,
                lineVisible: lr.width > 0 && getComputedStyle(line).display !== 'none',
                above: z(line) > z(image) || (z(line) === z(image) && after),
                timelineTop: tr.top, dayStart: Number(s.getPropertyValue('--day-start')),
                perMinute: tr.height / Number(s.getPropertyValue('--day-length'))};
"""


def feedback(page):
    """Mid-drag: the drag image's rect and time text, the slot line (minutes, text, centre, day)
    and whether the line is drawn above the image; the timeline geometry of the line's day."""
    return page.execute_script(FEEDBACK)


def sample_feedback(page):
    """Records the feedback every animation frame in the page (`window.feedbackSeen`, the latest
    one with a line), for a touch gesture that must run in one piece."""
    page.execute_script("window.feedbackSeen = null; const read = () => { const f = (() => {"
                        + FEEDBACK + "})(); if (f) window.feedbackSeen = f; requestAnimationFrame(read); };"
                        " requestAnimationFrame(read);")


def clock(minutes):
    h, m = divmod(minutes, 60)
    return f"{(h + 11) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def drag_and_read(page, event, fy, target, kind="mouse"):
    """Picks `event` up at `fy` of its height, moves to `target` and reads the feedback there;
    then lets go. Returns (press point, feedback)."""
    start = item_point(page, event, fy)
    if kind == "touch":  # one piece: a touch's release must be in the same input script
        sample_feedback(page)
        Gesture(page, kind).move(start).down().wait(0.7).path(start, target, 12).wait(0.5).up().perform()
        wait_idle(page)
        return start, page.execute_script("return window.feedbackSeen")
    g = Gesture(page, kind).move(start).down()
    g.path(start, target, 12).wait(0.2).perform()
    wait_for(page, lambda: feedback(page), 5, "the slot line shows mid-drag")
    seen = feedback(page)
    g.up().perform()
    wait_idle(page)
    return start, seen


def assert_lands_at_image_top(page, showcase, event, press, target, seen, day, grabbed_below):
    # The grabbed point stays under the pointer: the image's top is as far above the pointer as
    # the press was below the event's top (F2).
    assert abs((target[1] - seen["image"]["top"]) - grabbed_below) <= 2, (target, seen["image"], grabbed_below)
    # The line is at the image's top edge, snapped to the nearest quarter hour (F6) ...
    raw = seen["dayStart"] + (seen["image"]["top"] - seen["timelineTop"]) / seen["perMinute"]
    expected = int(round(raw / 15) * 15)
    assert seen["day"] == day and seen["minutes"] == expected and seen["text"] == clock(expected), (seen, raw)
    assert abs(seen["lineY"] - (seen["timelineTop"] + (expected - seen["dayStart"]) * seen["perMinute"])) <= 2
    # ... not at the pointer's slot, visible above the image, and the image reads that time (F3).
    assert seen["lineVisible"] and seen["above"], "the drag image doesn't hide the slot line"
    assert seen["time"].startswith(clock(expected) + " – "), seen["time"]
    # The drop lands where the line and the image were.
    assert any(e[0] == event and e[1] == expected for e in stored(showcase, day)), (stored(showcase, day), expected)
    return expected


def test_F6_F2_an_event_picked_up_by_its_middle_lands_at_its_drag_images_top_edge(page, showcase):
    open_scene(page, showcase, "calendar")
    # Tuesday's first event (60 minutes), grabbed by its middle, to Thursday afternoon.
    event = "cal-tue-1"
    r = rect(page, f"[data-dk-item='{event}']")
    target = time_point(page, "cal-thu", 15 * 60)
    press, seen = drag_and_read(page, event, 0.5, target)
    landed = assert_lands_at_image_top(page, showcase, event, press, target, seen, "cal-thu", press[1] - r["y"])
    # The pointer was half an hour into the event: the pointer's own slot (3 PM) is not it.
    assert 14 * 60 + 15 <= landed <= 14 * 60 + 45, landed


def test_F6_F2_an_event_picked_up_near_its_bottom_lands_at_its_drag_images_top_edge(page, showcase):
    open_scene(page, showcase, "calendar")
    event = "cal-thu-1"  # Book club, 7 PM, two hours
    r = rect(page, f"[data-dk-item='{event}']")
    target = time_point(page, "cal-wed", 17 * 60 + 40)
    press, seen = drag_and_read(page, event, 0.9, target)
    landed = assert_lands_at_image_top(page, showcase, event, press, target, seen, "cal-wed", press[1] - r["y"])
    assert landed <= 16 * 60, "well above the pointer (5:45 PM): it was grabbed near its bottom"


def test_S2_S10_an_event_put_back_on_its_own_spot_three_times_changes_nothing(page, showcase):
    open_scene(page, showcase, "calendar")
    event = "cal-mon-2"  # Dentist, 2 PM, 45 minutes
    before = stored(showcase, "cal-mon")
    versions = {cid: c.get("version") for cid, c in stored_containers(showcase).items()}
    depth = page.execute_script("return window.dragkit.host.history().undoDepth")
    count_drop_posts(page)
    for _ in range(3):
        start = item_point(page, event, 0.5)
        away = (start[0], start[1] + 70)
        g = Gesture(page).move(start).down().path(start, away, 6).wait(0.1).path(away, start, 6).wait(0.2).perform()
        wait_for(page, lambda: feedback(page), 5, "the slot line shows mid-drag")
        seen = feedback(page)
        assert seen["minutes"] == 14 * 60 and seen["text"] == "2:00 PM", seen
        assert seen["time"].startswith("2:00 PM – 2:45 PM")
        g.up().perform()
        wait_idle(page)
        assert stored(showcase, "cal-mon") == before
        assert "2:00 PM to 2:45 PM" in page.find_element("css selector", f"[data-dk-item='{event}']").get_attribute("aria-label")
    assert page.execute_script("return window.dropPosts") == 0, "nothing was written"
    assert {cid: c.get("version") for cid, c in stored_containers(showcase).items()} == versions
    assert page.execute_script("return window.dragkit.host.history().undoDepth") == depth, "Undo has nothing new"


def test_F6_on_a_phone_a_touch_drag_lands_at_its_drag_images_top_edge(page, showcase):
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                         {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    try:
        open_scene(page, showcase, "calendar")
        page.find_element("css selector", "[data-dk-spring='cal-view-day']").click()
        wait_for(page, lambda: page.execute_script(
            "return !!document.querySelector(\"[data-dk-container='cal-mon'] .timeline\")"), 5, "Monday shows")
        event = "cal-mon-2"  # Dentist, 2 PM: to about 3:20 PM, both on screen (no scrolling)
        time_point(page, "cal-mon", 15 * 60 + 20)
        r = rect(page, f"[data-dk-item='{event}']")
        target = time_point(page, "cal-mon", 15 * 60 + 20)
        assert r == rect(page, f"[data-dk-item='{event}']"), "nothing scrolled"
        press, seen = drag_and_read(page, event, 0.5, target, kind="touch")
        assert_lands_at_image_top(page, showcase, event, press, target, seen, "cal-mon", press[1] - r["y"])
    finally:
        page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


# ------------------------------------------------ keyboard drags and Move to… pick a day and a time (S7)

def keyboard_to(page, event, keys):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    page.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", event)
    chain = ActionChains(page).send_keys(Keys.SPACE)
    for key in keys:
        chain.send_keys(key)
    chain.perform()


def image_at_line(page, time):
    """Mid keyboard drag: the drag image's top edge is at the slot line, inside that day's
    column, and its time text starts with `time` (F2, F3, S7)."""
    found = page.execute_script("""
        const line = document.querySelector('.cal-slot-line');
        const image = [...document.querySelectorAll('.dk-preview')]
          .filter((e) => ![...e.classList].some((c) => c.startsWith('dk-preview-'))).pop();
        const column = document.querySelector(`[data-dk-container='${line.dataset.container}'] .timeline`);
        const l = line.getBoundingClientRect(), i = image.getBoundingClientRect(), c = column.getBoundingClientRect();
        return {lineY: l.top + l.height / 2, top: i.top, left: i.left, right: i.right, colLeft: c.left,
                colRight: c.right, time: (image.querySelector('.event-time') || {}).textContent || ''};""")
    assert abs(found["top"] - found["lineY"]) <= 3, found
    assert found["colLeft"] - 1 <= found["left"] and found["right"] <= found["colRight"] + 40, found
    assert found["time"].startswith(time), found


def test_S7_a_keyboard_drag_picks_a_day_and_a_quarter_hour_and_says_them(page, showcase):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from dragkit_page import announcement
    open_scene(page, showcase, "calendar")
    # Team standup, Monday 9:30 AM: three days on (Right), an hour later (Down, four quarter hours).
    keyboard_to(page, "cal-mon-1", [Keys.ARROW_RIGHT] * 3 + [Keys.ARROW_DOWN] * 4)
    wait_for(page, lambda: "Thursday, 10:30 AM" in announcement(page), 5, "the step says the day and time")
    line = page.execute_script("const l = document.querySelector('.cal-slot-line');"
                               "return l && {minutes: Number(l.dataset.minutes), day: l.dataset.container}")
    assert line == {"minutes": 630, "day": "cal-thu"}, "the slot line shows where it will land"
    assert snapshot(page)["sessions"][0]["destination"] == "cal-thu"
    # F2: the drag image shows the event there too: its top at the line, in Thursday's column,
    # reading the time it will have (not at the end of the day, where the engine's index is).
    image_at_line(page, "10:30 AM")
    ActionChains(page).send_keys(Keys.ARROW_UP).perform()  # a quarter hour back
    wait_for(page, lambda: "Thursday, 10:15 AM" in announcement(page), 5, "Up steps back a quarter hour")
    image_at_line(page, "10:15 AM")
    ActionChains(page).send_keys(Keys.ENTER).perform()
    wait_idle(page)
    assert stored(showcase, "cal-thu") == [("cal-mon-1", 615, 15), ("cal-thu-1", 1140, 120)]
    assert "cal-mon-1" not in [i for i, _, _ in stored(showcase, "cal-mon")]


def test_S7_in_Korean_a_keyboard_drag_says_the_day_and_time_in_Korean(driver, showcase):
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
    from dragkit_page import announcement
    driver.get(showcase.url + "?lang=ko#calendar")
    driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === 'calendar'"))
    keyboard_to(driver, "cal-mon-1", [Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_DOWN])
    wait_for(driver, lambda: "화요일" in announcement(driver) and "10:00" in announcement(driver), 5,
             "the day and time in Korean")
    said = announcement(driver)
    assert "Tuesday" not in said and " AM" not in said and " PM" not in said, said
    driver.execute_script("window.dragkit.host.pressDragKey('Escape')")
    wait_idle(driver)


def test_S7_Move_to_offers_a_day_and_a_time_and_stores_both(page, showcase):
    from selenium.webdriver.support.ui import Select, WebDriverWait
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-item='cal-mon-2']").click()  # Dentist, Monday 2 PM
    command(page, "moveTo")
    WebDriverWait(page, 10).until(lambda d: d.find_elements("css selector", "#sheet-body input[value='cal-fri']"))
    page.find_element("css selector", "#sheet-body input[value='cal-fri']").click()
    label = page.find_element("css selector", "#sheet-body .choice-position").text
    assert label.startswith("Time"), label
    menu = Select(page.find_element("css selector", "#sheet-body select"))
    assert menu.first_selected_option.text == "2:00 PM", "it starts on the event's own time"
    options = [o.text for o in menu.options]
    assert "10:45 AM" in options and not any("After" in o for o in options), options[:5]
    menu.select_by_visible_text("10:45 AM")
    page.find_element("css selector", "#sheet-ok").click()
    wait_for(page, lambda: any(e[0] == "cal-mon-2" for e in stored(showcase, "cal-fri")), 5, "stored on Friday")
    wait_idle(page)
    assert stored(showcase, "cal-fri") == [("cal-fri-1", 600, 30), ("cal-mon-2", 645, 45), ("cal-fri-2", 1050, 120)]
