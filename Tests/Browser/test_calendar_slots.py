"""Calendar time slots (issue 9, S2, S3, F6, S10): a dropped event keeps the time under the
pointer (quarter-hour slots) in the Week and Day views, the insertion cue is a line at that slot
with its time, the day's events follow their times, and undo restores the old time. Every result
is checked against what the server stored (a reload or GET /api/containers)."""

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


def test_S2_an_event_dropped_at_2_PM_on_Thursday_in_the_week_view_is_stored_at_2_PM(page, showcase):
    open_scene(page, showcase, "calendar")
    assert stored(showcase, "cal-mon")[0] == ("cal-mon-1", 570, 15)  # Team standup, 9:30 AM
    drag(page, item_point(page, "cal-mon-1"), time_point(page, "cal-thu", 14 * 60))
    wait_idle(page)
    # Stored at 2 PM, its 15 minutes kept, before Thursday's 7 PM Book club (time order).
    assert stored(showcase, "cal-thu") == [("cal-mon-1", 840, 15), ("cal-thu-1", 1140, 120)]
    open_scene(page, showcase, "calendar")
    label = page.find_element("css selector", "[data-dk-item='cal-mon-1']").get_attribute("aria-label")
    assert "2:00 PM to 2:15 PM" in label
    assert items(page, "cal-thu") == ["cal-mon-1", "cal-thu-1"]


def test_S2_in_the_day_view_a_drop_stores_the_time_under_the_pointer(page, showcase):
    open_scene(page, showcase, "calendar")
    page.find_element("css selector", "[data-dk-spring='cal-view-day']").click()
    wait_for(page, lambda: page.execute_script(
        "return !!document.querySelector(\"[data-dk-container='cal-mon'] .timeline\")"), 5, "Monday shows")
    # Team standup (9:30, 15 min) goes to 11:45 AM: still first, but at the new time (the
    # engine commits a same-index move in a day, S2).
    drag(page, item_point(page, "cal-mon-1"), time_point(page, "cal-mon", 11 * 60 + 45))
    wait_idle(page)
    assert stored(showcase, "cal-mon") == [("cal-mon-1", 705, 15), ("cal-mon-2", 840, 45)]
    # The Dentist (2 PM) dragged to 8 AM comes first: the order follows the times.
    drag(page, item_point(page, "cal-mon-2"), time_point(page, "cal-mon", 8 * 60))
    wait_idle(page)
    assert stored(showcase, "cal-mon") == [("cal-mon-2", 480, 45), ("cal-mon-1", 705, 15)]
    open_scene(page, showcase, "calendar")
    assert items(page, "cal-mon") == ["cal-mon-2", "cal-mon-1"]


def test_F6_mid_drag_the_line_is_at_the_pointers_slot_with_its_time(page, showcase):
    open_scene(page, showcase, "calendar")
    start = item_point(page, "cal-tue-1")
    target = time_point(page, "cal-thu", 14 * 60 + 15)
    g = Gesture(page).move(start).down().path(start, target, 12).perform()
    wait_for(page, lambda: page.execute_script(
        "const l = document.querySelector(\"[data-dk-container='cal-thu'] .cal-slot-line\");"
        "return l && l.dataset.minutes"), 5, "the slot line shows on Thursday")
    line = page.execute_script("""
        const l = document.querySelector("[data-dk-container='cal-thu'] .cal-slot-line");
        const r = l.getBoundingClientRect();
        const marker = document.querySelector('.dk-insertion-marker');
        return {minutes: Number(l.dataset.minutes), text: l.textContent, top: r.top, height: r.height,
                marker: marker ? getComputedStyle(marker).display : 'none'};
    """)
    assert line["minutes"] == 855 and line["text"] == "2:15 PM"
    per_minute = page.execute_script(
        "const t = document.querySelector(\"[data-dk-container='cal-thu'] .timeline\");"
        "return t.getBoundingClientRect().height / Number(getComputedStyle(t).getPropertyValue('--day-length'))")
    # The line sits at the top of the pointer's quarter hour (the pointer is 5 minutes into it).
    assert abs((line["top"] + line["height"] / 2) - (target[1] - 5 * per_minute)) <= 2
    assert line["marker"] == "none", "the index marker gives way to the time line"
    g.up().perform()
    wait_idle(page)
    assert ("cal-tue-1", 855, 60) in stored(showcase, "cal-thu"), "the drop lands where the line was"
    assert not page.execute_script("return !!document.querySelector('.cal-slot-line')"), "the line goes at the drop"


def test_S10_undo_restores_the_old_time_and_redo_the_new_one(page, showcase):
    open_scene(page, showcase, "calendar")
    before_mon, before_thu = stored(showcase, "cal-mon"), stored(showcase, "cal-thu")
    drag(page, item_point(page, "cal-mon-2"), time_point(page, "cal-thu", 8 * 60 + 30))
    wait_idle(page)
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
    start = item_point(page, event)
    target = time_point(page, "cal-tue", 17 * 60)
    g = Gesture(page).move(start).down().path(start, target, 12).perform()
    wait_for(page, lambda: snapshot(page)["sessions"], 5, "the press started a drag")
    assert snapshot(page)["sessions"][0]["items"] == [event]
    g.up().perform()
    wait_idle(page)
    assert any(entry[0] == event and entry[1] == 17 * 60 for entry in stored(showcase, "cal-tue"))
