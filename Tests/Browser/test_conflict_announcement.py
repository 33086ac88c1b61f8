"""A drop refused because another window moved the item first is said once, truly (F7, S7;
issue 34, "The seams"): the live region (#dk-announcer) is given one failure sentence, ending
with where the item is now, never first "It is back where it was." (untrue once the window shows
what is stored) and then a correction. In English, Korean and Japanese."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import Gesture, dom_items, item_point, items, stored, wait_idle
from scene_steps import wait_for
from test_windows import following, heard, post_drop, store_version

# What each language says: where the item is now, and the engine's ending it replaces.
LANGUAGES = {
    "en": ("It is now in Errands.", "It is back where it was."),
    "ko": ("지금은 심부름에 있습니다.", "원래 자리로 되돌렸습니다."),
    "ja": ("現在は「用事」にあります。", "元の場所に戻しました。"),
}


def record_every_announcement(page):
    """Every text the live region is given, in order: each mutation's added text (a MutationObserver
    reading textContent in its callback would see only the last of several in one task)."""
    page.execute_script(
        "window.dkSaid = []; const region = document.getElementById('dk-announcer');"
        "new MutationObserver((records) => { for (const r of records) {"
        "  if (r.type === 'characterData' && r.target.data) window.dkSaid.push(r.target.data);"
        "  for (const n of r.addedNodes) if (n.textContent) window.dkSaid.push(n.textContent); } })"
        ".observe(region, {childList: true, characterData: true, subtree: true});")


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_F7_S7_issue34_a_conflict_is_announced_once_with_where_the_item_is_now(driver, showcase, lang):
    page = driver
    page.get(f"{showcase.url}?lang={lang}#reminders")
    page.refresh()
    WebDriverWait(page, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === 'reminders'"))
    wait_for(page, lambda: following(page), 10, "the window follows the store")
    now_in, back = LANGUAGES[lang]
    work = items(page, "rem-work")
    start, end = item_point(page, "rem-today-1"), item_point(page, work[1], 0.2)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    gesture = Gesture(page)
    gesture.move(start).down().path(start, middle, 6).perform()
    # Another window moves the same reminder to Errands first.
    assert post_drop(showcase, {"operation": "move", "items": ["rem-today-1"], "from": "rem-today",
                                "to": "rem-errands", "index": 0}) == 200
    version = store_version(showcase)
    wait_for(page, lambda: heard(page) == version, 10, "the window heard of the change")
    record_every_announcement(page)
    gesture.path(middle, end, 6).up().perform()
    wait_for(page, lambda: any(now_in in s for s in page.execute_script("return window.dkSaid")), 10,
             "the failure says where the reminder is now")
    wait_idle(page)
    said = page.execute_script("return window.dkSaid")
    failures = [s for s in said if now_in in s or back in s]
    assert len(failures) == 1, f"one failure sentence, said once: {said}"
    assert failures[0].endswith(now_in) and back not in failures[0], failures[0]
    assert not any(back in s for s in said), said
    toast = page.execute_script("const t = document.getElementById('dk-toast'); return t && t.textContent")
    assert toast == failures[0], "the toast shows the same sentence"
    # What it says is what is stored and shown.
    assert stored(showcase)["rem-errands"][0] == "rem-today-1"
    wait_for(page, lambda: dom_items(page, "rem-errands")[:1] == ["rem-today-1"], 10, "shown in Errands")
