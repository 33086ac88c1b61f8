"""S7: the live region speaks the page's language. The bridge reads `<html lang>` (or its `lang`
option; the showcase passes `?lang=` through) and the engine's Korean, Japanese or English
announcer makes the words."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import announcement, container_point, drag, item_point, items, screenshot, snapshot, wait_idle


def open_in(driver, showcase, query, route="reminders", timeout=15):
    driver.get(showcase.url + query + "#" + route)
    driver.refresh()
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === arguments[0]",
        route))


def speaks(driver, *fragments, timeout=10):
    """Waits until the live region's text holds every fragment; returns that text."""
    WebDriverWait(driver, timeout).until(lambda d: all(f in announcement(d) for f in fragments),
                                         f"never said {fragments}; last: {announcement(driver)!r}")
    return announcement(driver)


def keyboard_drag(driver):
    """Focuses the first item of the first shown list with more than one item and picks it up (Space)."""
    first = next(c for c in snapshot(driver)["containers"] if c["shown"] and len(c["items"]) > 1)
    driver.execute_script("document.querySelector(`[data-dk-item='${arguments[0]}']`).focus()", first["items"][0])
    ActionChains(driver).send_keys(Keys.SPACE).perform()


def step_down(driver):
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()


def cancel(driver):
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


@pytest.mark.parametrize("query, lang, lift, step, cancelled", [
    ("?lang=ko", "ko", ("들어 올렸습니다.", "화살표 키로 이동하고"), ("위치", "번째"), ("취소했습니다.", "돌아갔습니다.")),
    ("?lang=ja", "ja", ("を持ち上げました。", "矢印キーで移動"), ("か所中", "番目"), ("キャンセルしました。", "戻りました。")),
    ("", "", ("Picked up", "Use the arrow keys to move"), ("top level of", "2 of 5"), ("Cancelled.", "returned to")),
])
def test_S7_keyboard_drag_is_announced_in_the_pages_language(driver, showcase, query, lang, lift, step, cancelled):
    open_in(driver, showcase, query)
    keyboard_drag(driver)
    speaks(driver, *lift)
    step_down(driver)
    speaks(driver, *step)
    cancel(driver)
    said = speaks(driver, *cancelled)
    region_lang = driver.execute_script("return document.getElementById('dk-announcer').getAttribute('lang')")
    assert region_lang == (lang or "en"), "the live region carries the language its words are in"
    if not lang:
        assert all(ord(ch) < 0x3000 for ch in said), f"English by default: {said!r}"


def test_S7_an_unknown_language_falls_back_to_english(driver, showcase):
    open_in(driver, showcase, "?lang=fr")
    keyboard_drag(driver)
    speaks(driver, "Picked up", "Use the arrow keys to move")
    cancel(driver)
    speaks(driver, "Cancelled.")
    assert driver.execute_script("return document.getElementById('dk-announcer').getAttribute('lang')") == "en"


KOREAN_ORDINALS = ["첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]


def test_S7_a_real_drag_in_korean_takes_the_particle_of_how_the_title_is_read(driver, showcase):
    """"Buy oat milk" is read as Korean writes "milk", 밀크, ending in a vowel: "Buy oat milk를" (a stored title
    stays as people wrote it); the list is named by the showcase's Korean word, "심부름", whose
    last syllable closes on ㅁ: "심부름으로", not "심부름로". The position is a native ordinal and is
    where the item landed."""
    open_in(driver, showcase, "?lang=ko")
    today, errands = items(driver, "rem-today"), items(driver, "rem-errands")
    moved = "rem-today-1"
    assert today[0] == moved
    drag(driver, item_point(driver, moved), item_point(driver, errands[1], 0.2))
    wait_idle(driver)
    landed = items(driver, "rem-errands")
    position = landed.index(moved) + 1
    said = speaks(driver, "이동했습니다.")
    screenshot(driver, "ko-particle-after-drop")
    assert said.startswith("Buy oat milk를 심부름으로 이동했습니다."), said
    assert f"위치 {len(landed)}개 중 {KOREAN_ORDINALS[position - 1]} 번째입니다." in said, (said, landed)
    assert "milk을" not in said and "Errands" not in said


@pytest.mark.parametrize("query, undo_move, redo_move", [
    ("?lang=ko", "이동 실행 취소", "이동 실행 복귀"),
    ("?lang=ja", "移動を取り消す", "移動をやり直す"),
    ("", "Undo Move", "Redo Move"),
])
def test_S7_S10_the_undo_button_names_the_change_in_the_pages_language(driver, showcase, query, undo_move, redo_move):
    """The engine names a change by its kind (issue 23); the host titles the Edit menu's Undo and
    Redo in the page's language, and the page shows that title."""
    open_in(driver, showcase, query)
    moved, errands = "rem-today-1", items(driver, "rem-errands")
    drag(driver, item_point(driver, moved), item_point(driver, errands[1], 0.2))
    wait_idle(driver)
    history = driver.execute_script("return window.dragkit.host.history()")
    assert history["undo"] == undo_move and history["undoKind"] == "move", history
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return document.getElementById('undo-button').getAttribute('aria-label')") == undo_move)
    driver.execute_script("window.dragkit.host.undo()")
    wait_idle(driver)
    history = driver.execute_script("return window.dragkit.host.history()")
    assert history["redo"] == redo_move and history["redoKind"] == "move", history


@pytest.mark.parametrize("query, started, finished", [
    ("?lang=ko", "인쇄 중…", "인쇄했습니다."),
    ("?lang=ja", "印刷中…", "印刷しました。"),
])
def test_S7_F10_a_print_task_is_announced_without_english_words(driver, showcase, query, started, finished):
    """A task is named by its kind (issue 23): on a Korean or Japanese page the live region says
    the print task in that language, with no English task word inside the sentence."""
    open_in(driver, showcase, query, route="photos")
    photo = items(driver, "photos-library")[0]
    drag(driver, item_point(driver, photo), container_point(driver, "print", 0.5, 0.5))
    said = speaks(driver, started)
    assert "Print" not in said, said
    said = speaks(driver, finished, timeout=15)
    assert "Print" not in said, said
