"""The showcase's smaller seams (issue 34; S7, F2, F6, F7, F10, P3): the Dock keeps to its row
and refuses an app past its room with the reason; a menu opened by touch shows no keyboard
shortcuts; Move to… writes "copy, the original stays" as a sentence; the window opened for an
event says its date and time as the calendar does; the print chip reads sensibly while running
and once done; a reminder's drag image over a folder row leaves the row in sight. In English,
Korean and Japanese where words are involved. Requirement IDs: Docs/Requirements.md."""
import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Gesture, announcement, container_point, drag, item_point, items, open_scene, rect,
                          screenshot, snapshot, stored, wait_idle)
from scene_steps import command, wait_for


@pytest.fixture
def phone(driver):
    """A 390x844 phone with touch input; the desktop window is restored afterwards."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield driver
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def open_in(driver, showcase, route, lang=None):
    driver.get(showcase.url + (f"?lang={lang}" if lang else "") + "#" + route)
    driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === arguments[0]", route))


# ---------------------------------------------------------------- the Dock (F7, F6)

def dock_fits(driver):
    return driver.execute_script(
        "const s = document.querySelector('.phone-screen').getBoundingClientRect();"
        "return [...document.querySelectorAll('.dock [data-dk-item]')].every((e) => {"
        "  const r = e.getBoundingClientRect(); return r.left >= s.left - 0.5 && r.right <= s.right + 0.5; })")


@pytest.mark.parametrize("lang, reason", [(None, "the Dock holds at most 5 apps"), ("ko", "독에는 앱을 5개까지만"),
                                          ("ja", "ドックに置けるアプリは5個まで")])
def test_F7_the_dock_takes_a_fifth_app_and_refuses_a_sixth_with_the_reason(driver, showcase, lang, reason):
    open_in(driver, showcase, "home", lang)
    grid, dock = items(driver, "home-grid"), items(driver, "home-dock")
    assert len(dock) == 4
    drag(driver, item_point(driver, grid[0]), container_point(driver, "home-dock", 0.95, 0.5))
    wait_idle(driver)
    wait_for(driver, lambda: len(stored(showcase)["home-dock"]) == 5, 10, "the fifth app is stored in the Dock")
    assert dock_fits(driver)
    drag(driver, item_point(driver, grid[1]), container_point(driver, "home-dock", 0.95, 0.5))
    wait_idle(driver)
    wait_for(driver, lambda: reason in announcement(driver), 5, f"the reason is said: {announcement(driver)}")
    screenshot(driver, f"home-dock-full-{lang or 'en'}")
    assert items(driver, "home-dock") == stored(showcase)["home-dock"] and len(items(driver, "home-dock")) == 5
    assert grid[1] in items(driver, "home-grid") and grid[1] in stored(showcase)["home-grid"]
    assert dock_fits(driver)
    # Within the Dock, a full Dock still reorders.
    dock = items(driver, "home-dock")
    drag(driver, item_point(driver, dock[0]), container_point(driver, "home-dock", 0.98, 0.5))
    wait_idle(driver)
    wait_for(driver, lambda: stored(showcase)["home-dock"][-1] == dock[0], 10, "reordered within the full Dock")


def test_F7_on_a_phone_the_dock_stays_inside_the_phone(phone, showcase):
    open_in(phone, showcase, "home")
    for count, app in [(5, 0), (5, 1)]:  # the fifth goes in; the sixth is refused
        grid = items(phone, "home-grid")
        start, end = item_point(phone, grid[app]), container_point(phone, "home-dock", 0.95, 0.5)
        Gesture(phone, "touch").move(start).down().wait(0.7).path(start, end, 10).wait(0.3).up().perform()
        wait_idle(phone)
        wait_for(phone, lambda: len(stored(showcase)["home-dock"]) == count, 10, f"{count} apps stored in the Dock")
        assert dock_fits(phone)
    wait_for(phone, lambda: "at most 5 apps" in announcement(phone), 5, f"the reason: {announcement(phone)}")
    assert len(items(phone, "home-dock")) == 5 and dock_fits(phone)
    screenshot(phone, "home-dock-phone")


# ---------------------------------------------------------------- the touch menu (S7)

def shortcuts_shown(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#context-menu .menu-shortcut')]"
        ".filter((e) => e.textContent && e.getClientRects().length).map((e) => e.textContent)")


def test_S7_a_menu_opened_by_touch_shows_no_keyboard_shortcuts(phone, showcase):
    open_in(phone, showcase, "reminders")
    point = item_point(phone, "rem-today-3")
    Gesture(phone, "touch").move(point).down().wait(0.8).up().perform()
    WebDriverWait(phone, 5).until(lambda d: d.execute_script(
        "const m = document.getElementById('context-menu'); return m && !m.hidden"))
    wait_idle(phone)
    screenshot(phone, "S7-context-menu-touch")
    assert shortcuts_shown(phone) == []
    assert phone.execute_script("return [...document.querySelectorAll('#context-menu [aria-keyshortcuts]')].length") == 0
    ActionChains(phone).send_keys(Keys.ESCAPE).perform()


def test_S7_a_menu_opened_by_the_mouse_still_shows_them(driver, showcase):
    open_scene(driver, showcase, "reminders")
    element = driver.find_element("css selector", "[data-dk-item='rem-today-2']")
    ActionChains(driver).context_click(element).perform()
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "const m = document.getElementById('context-menu'); return m && !m.hidden"))
    assert len(shortcuts_shown(driver)) == 3  # Cut, Copy, Paste
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


# ---------------------------------------------------------------- Move to… (S7)

@pytest.mark.parametrize("lang, words", [(None, "copy, the original stays"), ("ko", "복사, 원본은 그대로 남습니다"),
                                         ("ja", "コピー（元の項目は残ります）")])
def test_S7_move_to_says_copy_the_original_stays_as_written(driver, showcase, lang, words):
    open_in(driver, showcase, "photos", lang)
    first = items(driver, "photos-library")[0]
    driver.find_element("css selector", f"[data-dk-item='{first}']").click()
    command(driver, "moveTo")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements("css selector", "#sheet-body .choice-scene"))
    shown = driver.execute_script(
        "return [...document.querySelectorAll('#sheet-body .choice-scene')].map((e) => e.innerText)")
    copies = [text for text in shown if words in text]
    assert copies, shown
    assert not any("Copy, The" in text or "The Original" in text for text in shown), shown
    driver.find_element("css selector", "#sheet-cancel").click()


# ---------------------------------------------------------------- the window opened for an event (P3, S7)

@pytest.mark.parametrize("lang", [None, "ko", "ja"])
def test_P3_S7_the_window_opened_for_an_event_says_its_date_and_time_as_the_calendar_does(driver, showcase, lang):
    open_in(driver, showcase, "calendar", lang)
    in_app = driver.execute_script(
        "return document.querySelector(\"[data-dk-item='cal-mon-2'] .event-start\").textContent")  # the Dentist, 2 PM
    driver.get(showcase.url + f"?open=cal-mon-2{'&lang=' + lang if lang else ''}")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script("return !!document.querySelector('.opened-event-when')"))
    when = driver.execute_script("return document.querySelector('.opened-event-when').textContent")
    expected = driver.execute_script("""
        const d = new Date(); d.setDate(d.getDate() - ((d.getDay() + 6) % 7)); d.setHours(14, 0, 0, 0);
        const e = new Date(d); e.setMinutes(45);
        return new Intl.DateTimeFormat(arguments[0], {weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit'}).formatRange(d, e);""",
        {"ko": "ko-KR", "ja": "ja-JP"}.get(lang, "en-US"))
    assert when == expected, (when, expected)
    assert "14:00" not in when or lang == "ja", when  # the app's 12-hour clock where it uses one
    if lang is None:
        assert in_app == "2:00 PM" and "2:00" in when and "PM" in when and "Monday" in when, when
    screenshot(driver, f"P3-event-window-{lang or 'en'}")


# ---------------------------------------------------------------- the print chip (F10)

@pytest.mark.parametrize("lang, running, finished, done", [(None, "Printing", "Printed", "Done"),
                                                           ("ko", "인쇄 중", "인쇄했습니다", "완료"),
                                                           ("ja", "印刷中", "印刷しました", "完了")])
def test_F10_the_print_chip_reads_what_is_happening_and_then_what_was_done(driver, showcase, lang, running, finished, done):
    open_in(driver, showcase, "photos", lang)
    photo = items(driver, "photos-library")[0]
    drag(driver, item_point(driver, photo), container_point(driver, "print", 0.5, 0.5))
    wait_for(driver, lambda: driver.execute_script("return !!document.querySelector('.dk-task')"), 5, "a chip")
    chip = lambda: driver.execute_script(  # noqa: E731
        "const c = document.querySelector('.dk-task'); return c && {state: c.dataset.state,"
        " title: c.querySelector('.dk-task-title').textContent, status: c.querySelector('.dk-task-status').textContent}")
    seen = chip()
    assert seen["state"] != "running" or running in seen["title"], seen
    wait_for(driver, lambda: (chip() or {}).get("state") == "finished", 15, "the job finished")
    ended = chip()
    screenshot(driver, f"print-chip-done-{lang or 'en'}")
    assert finished in ended["title"] and running not in ended["title"], ended
    assert ended["status"] == done, ended  # in the page's language


# ---------------------------------------------------------------- the drag image over a folder row (F2, F6)

def test_F2_F6_a_reminders_image_over_a_folder_row_leaves_the_row_in_sight(page, showcase):
    """Issue 34: a reminder's 375-px image covered the folder row it would drop into; over the
    row it draws at half its size around the point it was grabbed by, fainter, and the drop
    still goes into the folder."""
    open_scene(page, showcase, "reminders|files")
    reminder = items(page, "rem-today")[0]
    folder_row = "files-root-1"  # Documents
    start = item_point(page, reminder)
    at_rest = rect(page, f"[data-dk-item='{reminder}']")
    row = rect(page, f"[data-dk-item='{folder_row}']")
    target = (int(row["x"] + min(row["w"] * 0.3, 160)), int(row["y"] + row["h"] / 2))
    # Sampled every frame in the page (the pause opens the folder after 500 ms, S13): the image
    # as drawn while the row is the destination, its shrinking done, with the pointer there.
    page.execute_script("""
        window.intoSeen = null; window.lastPointer = null;
        addEventListener('dragover', (e) => { window.lastPointer = [e.clientX, e.clientY]; }, true);
        const row = document.querySelector(`[data-dk-item='${arguments[0]}']`);
        const read = () => {
          const p = [...document.querySelectorAll('.dk-preview')].pop();
          if (p && p.hasAttribute('data-dk-into') && row.classList.contains('dk-drop-into')) {
            const r = p.getBoundingClientRect();
            window.intoSeen = {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height,
                               pointer: window.lastPointer, into: true, marked: true};
          }
          if (!window.intoDone) requestAnimationFrame(read);
        };
        requestAnimationFrame(read);""", folder_row)
    g = Gesture(page).move(start).down().path(start, target, 12).wait(0.35).perform()
    screenshot(page, "drag-image-over-folder-row")
    image = page.execute_script("window.intoDone = true; return window.intoSeen")
    assert image, "the image was seen over the folder row"
    target = tuple(image["pointer"] or target)
    g.up().perform()
    assert image["into"] and image["marked"], image
    # Half its size, around the pointer: the row shows above and below it, and the pointer is on it.
    assert image["width"] <= at_rest["w"] * 0.55 and image["height"] <= at_rest["h"] * 0.55, (image, at_rest)
    assert image["left"] <= target[0] <= image["right"] and image["top"] <= target[1] <= image["bottom"], (image, target)
    assert image["top"] > row["y"] or image["bottom"] < row["y"] + row["h"], (image, row)
    wait_for(page, lambda: any(c["id"] == "files-documents" and len(c["items"]) == 5 for c in snapshot(page)["containers"]),
             10, "the reminder went into Documents")
