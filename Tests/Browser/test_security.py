"""Issue 13, security in the page: the showcase runs under a Content-Security-Policy that forbids
inline script and foreign loads, and still works in every scene; stored content renders as text
in every scene (a payload stored through the API never runs script); a stored style value can
only ever be the one style property it names (typed style properties, never cssText); and the
page's own writes keep working while other sites' are refused."""
import json
import sqlite3
import urllib.error
import urllib.request

import pytest

from dragkit_page import drag, item_point, items, open_scene, wait_idle

SCENES = ["notes", "reminders", "photos", "mail", "calendar", "files", "home", "charts"]
PAYLOAD = "<img src=x onerror=\"window.__xss=1\"><script>window.__xss=2</script>javascript:window.__xss=3"
RECORD_VIOLATIONS = ("window.__csp = []; document.addEventListener('securitypolicyviolation', "
                     "(e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));")


def post(showcase, path, body, headers=None):
    request = urllib.request.Request(showcase.url.rstrip("/") + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


@pytest.fixture
def csp_recorded(driver):
    """Records every CSP violation of every page loaded from now on in `window.__csp`."""
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORD_VIOLATIONS})
    yield driver
    driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})


def test_issue13_every_scene_works_under_the_content_security_policy(csp_recorded, showcase):
    page = csp_recorded
    open_scene(page, showcase, "reminders")
    policy = page.execute_async_script(
        "const done = arguments[0]; fetch('/').then((r) => done(r.headers.get('content-security-policy')))")
    assert "script-src 'self' 'wasm-unsafe-eval'" in policy and "unsafe-inline" not in policy, policy
    for scene in SCENES:
        open_scene(page, showcase, scene)
        assert page.execute_script("return window.__csp") == [], f"{scene}: CSP violations"
        assert page.execute_script("return document.querySelectorAll('[data-dk-container]').length") > 0, scene
    # The page's own drop is stored under the policy (same origin, JSON).
    open_scene(page, showcase, "reminders")
    errands = items(page, "rem-errands")
    drag(page, item_point(page, "rem-today-1"), item_point(page, errands[0], 0.2))
    wait_idle(page)
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        body = json.loads(response.read())
    stored = {c["id"]: [i["id"] for i in c["items"]] for c in body["containers"]}
    assert stored["rem-errands"][0] == "rem-today-1"
    assert page.execute_script("return window.__csp") == []


def test_issue13_stored_payloads_render_as_text_in_every_scene(csp_recorded, showcase):
    page = csp_recorded
    assert post(showcase, "/api/drops", {"operation": "copy", "items": [], "to": "files-root", "index": 0, "created": [
        {"id": "hostile-clip", "type": "com.dragkit.clipping", "title": PAYLOAD, "payload": {"text": PAYLOAD}}]})[0] == 200
    assert post(showcase, "/api/drops", {"operation": "copy", "items": ["mail-contacts-1"], "from": "mail-contacts",
                                         "to": "mail-to", "index": 0, "copies": ["hostile-to"], "created": [
        {"id": "hostile-to", "type": "public.vcard", "title": PAYLOAD, "payload": {"name": PAYLOAD, "email": PAYLOAD}}]})[0] == 200
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        quick = next(c for c in json.loads(response.read())["containers"] if c["id"] == "notes-quick")
    assert post(showcase, "/api/text", {"documents": [{"container": "notes-quick", "version": quick["text"]["version"], "runs": [
        {"text": PAYLOAD, "link": "https://example.com/x"}]}]})[0] == 200
    for scene in SCENES + ["notes|mail", "files|notes"]:
        open_scene(page, showcase, scene)
        assert page.execute_script("return window.__xss") is None, f"{scene}: a stored payload ran"
        assert page.execute_script("return document.querySelectorAll('#workspace script, #workspace img[onerror],"
                                   " #workspace [onerror], #workspace [onload]').length") == 0, scene
    open_scene(page, showcase, "files")
    shown = page.execute_script("return document.querySelector(\"[data-dk-item='hostile-clip']\").textContent")
    assert "<img src=x" in shown, "the payload shows as text"


def test_issue13_a_stored_font_is_only_ever_a_font(driver, showcase):
    page = driver
    hostile = "x;background:url(http://127.0.0.1:9/beacon);color:red"
    # Written straight into the file, as content stored before the server validated fonts.
    connection = sqlite3.connect(str(showcase.database), timeout=30)
    with connection:
        runs = json.dumps([{"text": "Hostile font ", "font": hostile, "size": 16, "weight": 400, "italic": False,
                            "color": 0x222222, "link": None}])
        connection.execute("UPDATE documents SET runs = ?, version = version + 1 WHERE container_id = 'note-shopping'", (runs,))
    connection.close()
    open_scene(page, showcase, "notes")
    styles = page.execute_script(
        "return [...document.querySelectorAll('[data-dk-font]')].filter((s) => s.dataset.dkFont === arguments[0])"
        ".map((s) => [getComputedStyle(s).backgroundImage, s.getAttribute('style') || ''])", hostile)
    assert styles, "the run is shown"
    for background, style in styles:
        assert background == "none" and "background" not in style and "red" not in style, (background, style)


def test_issue13_another_site_cannot_write_but_the_page_can(driver, showcase):
    before = urllib.request.urlopen(showcase.url + "api/containers", timeout=10).read()
    move = {"operation": "move", "items": ["rem-today-1"], "from": "rem-today", "to": "rem-errands", "index": 0}
    for headers in [{"Content-Type": "text/plain"}, {"Origin": "http://evil.example"},
                    {"Sec-Fetch-Site": "cross-site"}]:
        status, body = post(showcase, "/api/drops", move, headers)
        assert status in (403, 415) and "Nothing was changed" in body["error"], (headers, status, body)
    # From the browser: a form-like text/plain write is refused even from the page's own origin,
    # and the same drop sent as the page sends it (JSON, same origin) is stored.
    open_scene(driver, showcase, "reminders")
    answers = driver.execute_async_script(
        "const [move, done] = [arguments[0], arguments[1]];"
        "const send = (type) => fetch('/api/drops', {method: 'POST', headers: {'Content-Type': type},"
        " body: JSON.stringify(move)}).then((r) => r.status, () => 0);"
        "send('text/plain').then((plain) => send('application/json').then((json) => done([plain, json])));", move)
    assert answers == [415, 200], answers
    after = json.loads(urllib.request.urlopen(showcase.url + "api/containers", timeout=10).read())
    assert json.loads(before) != after
    assert next(c for c in after["containers"] if c["id"] == "rem-errands")["items"][0]["id"] == "rem-today-1"
