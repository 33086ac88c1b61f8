"""On a touch phone the hints speak of touch (issue 22; F7, P4, S7): touch and hold, drag, tap
and the Edit menu, never Ctrl/⌘-click or keys the phone has none of, in English, Korean and
Japanese (`?lang=`); with a mouse they still name the keys. Requirement IDs:
Docs/Requirements.md."""
import pytest
from selenium.webdriver.support.ui import WebDriverWait

KEYS = ("Ctrl", "⌘", "Space", "Tab", "Shift", "-click", "click ")
TOUCH_WORDS = {"en": "touch and hold", "ko": "길게", "ja": "長押し"}
# The Edit menu's Move to… as the toolbar names it in each language (S7, Web/showcase/words.js).
MOVE_TO = {"en": "Edit ▸ Move to…", "ko": "편집 ▸ 다음으로 이동…", "ja": "編集 ▸ 移動先…"}


@pytest.fixture
def phone(driver):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": True, "configuration": "mobile"})
    yield driver
    driver.execute_cdp_cmd("Emulation.setEmitTouchEventsForMouse", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def hints(driver, showcase, scene, lang=None):
    driver.get(showcase.url + (f"?lang={lang}" if lang else "") + "#" + scene)
    driver.refresh()
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "return !!(window.dragkit && window.dragkit.ready) && window.dragkit.snapshot().scene === arguments[0]", scene))
    return driver.execute_script(
        "return [...document.querySelectorAll('.scene-header .hint')].map((p) => ({text: p.textContent, lang: p.lang}))")


@pytest.mark.parametrize("lang", ["en", "ko", "ja"])
def test_F7_P4_on_a_touch_phone_the_hints_speak_of_touch_not_keys(phone, showcase, lang):
    for scene in ("notes", "reminders", "photos"):
        shown = hints(phone, showcase, scene, lang if lang != "en" else None)
        text = " ".join(h["text"] for h in shown)
        assert not [k for k in KEYS if k in text], (scene, text)
        assert TOUCH_WORDS[lang] in text.lower(), (scene, text)
        assert MOVE_TO[lang] in text, (scene, text)
        if lang != "en":
            assert {h["lang"] for h in shown if TOUCH_WORDS[lang] in h["text"]} == {lang}
    from dragkit_page import screenshot
    screenshot(phone, f"F7-touch-hints-{lang}")


def test_F7_with_a_mouse_the_hints_still_name_the_keys(driver, showcase):
    text = " ".join(h["text"] for h in hints(driver, showcase, "reminders"))
    assert "Ctrl" in text and "Space" in text and "touch and hold" not in text.lower()
