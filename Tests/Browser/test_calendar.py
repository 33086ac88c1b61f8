"""Calendar (issue 4): events move between days (S3); Day/Week/Month and Back are
spring-loaded (S13) and still work by click."""
from dragkit_page import (Gesture, container_point, item_point, items, open_scene,
                          rect, snapshot, stored_containers, wait_idle)
from scene_steps import wait_for
from test_calendar_slots import feedback


def test_S3_an_event_dragged_to_another_day_moves_and_is_stored(page, showcase):
    open_scene(page, showcase, "calendar")
    monday, tuesday = items(page, "cal-mon"), items(page, "cal-tue")
    event = monday[0]
    start, target = item_point(page, event), container_point(page, "cal-tue", 0.5, 0.9)
    g = Gesture(page).move(start).down().path(start, target, 12).wait(0.2).perform()
    wait_for(page, lambda: feedback(page), 5, "the slot line shows on Tuesday")
    seen = feedback(page)
    g.up().perform()
    wait_idle(page)
    # It lands on Tuesday at the time the slot line and its drag image showed (F6, issue 22).
    assert seen["day"] == "cal-tue" and seen["time"].startswith(seen["text"] + " – ")
    landed = next(i for i in stored_containers(showcase)["cal-tue"]["items"] if i["id"] == event)
    assert landed["payload"]["start"] == seen["minutes"]
    assert event not in items(page, "cal-mon") and event in items(page, "cal-tue")
    assert items(page, "cal-mon") == monday[1:] and sorted(items(page, "cal-tue")) == sorted(tuesday + [event])
    open_scene(page, showcase, "calendar")
    assert items(page, "cal-mon") == monday[1:] and sorted(items(page, "cal-tue")) == sorted(tuesday + [event])


def test_S13_pausing_over_Day_switches_the_view_during_the_drag_and_a_click_works_too(page, showcase):
    open_scene(page, showcase, "calendar")
    event = items(page, "cal-wed")[0] if items(page, "cal-wed") else items(page, "cal-mon")[0]
    days = [c["id"] for c in snapshot(page)["containers"] if c["id"].startswith("cal-") and event in c["items"]]
    before = items(page, days[0])
    start = item_point(page, event)
    r = rect(page, "[data-dk-spring='cal-view-day']")
    over = (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2))
    g = Gesture(page).move(start).down().path(start, over, 8).perform()
    assert page.execute_script(
        "return document.querySelector('[data-calendar-view]').dataset.calendarView") == "week", \
        "passing over Day does not open it at once"
    # Held still over Day, it springs open once the dwell has passed (the engine's own timer).
    wait_for(page, lambda: page.execute_script(
        "return document.querySelector('[data-calendar-view]').dataset.calendarView") == "day", 5,
        "the Day control sprang open while dragging")
    assert snapshot(page)["sessions"], "the drag goes on after the spring"
    g.up().perform()
    wait_idle(page)
    # Released over the Day control, which takes no events: nothing moved (F7).
    assert items(page, days[0]) == before
    page.find_element("css selector", "[data-dk-spring='cal-view-week']").click()
    assert page.execute_script(
        "return document.querySelector('[data-calendar-view]').dataset.calendarView") == "week"
    page.find_element("css selector", "[data-dk-spring='cal-view-month']").click()
    assert page.execute_script(
        "return document.querySelector('[data-calendar-view]').dataset.calendarView") == "month"
    page.find_element("css selector", "[data-dk-spring='cal-back']").click()
    assert page.execute_script(
        "return document.querySelector('[data-calendar-view]').dataset.calendarView") == "week"
