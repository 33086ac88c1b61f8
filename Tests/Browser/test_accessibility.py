"""Accessible while dragging (S7, P4, WCAG 2.2; issue 9, section 4): axe-core finds no violation
of any impact at rest and mid-drag in every scene, by mouse, keyboard and touch (a 390x844
phone with touch input); one tab stop per container with listbox roles and aria-selected; a
focus ring of at least 3:1 against every background it appears on; keyboard text selection in
notes; command outcomes shown on screen; a clicks-only way for every drag (WCAG 2.5.7); the
album's Post sheet focuses its default button; plain-word hints, 44 px touch targets, a phone
header that fits and a legible week view on the phone."""
import json
import re
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Camera, Gesture, axe_violations, item_point, items, open_scene, screenshot,
                          snapshot, text, wait_idle, press)
from test_scenes import SCENES, first_draggable

ALL_IMPACTS = ("minor", "moderate", "serious", "critical")
KEYBOARD = 4294967295
LONG_PRESS = 0.7  # past the engine's touch long press (F1)


def assert_axe_clean(page, when):
    violations = axe_violations(page, impacts=ALL_IMPACTS)
    assert violations == [], f"axe-core violations {when}: {json.dumps(violations, indent=1)}"


def press_shifted(page, key, times=1):
    chain = ActionChains(page).key_down(Keys.SHIFT)
    for _ in range(times):
        chain.send_keys(key)
    chain.key_up(Keys.SHIFT).perform()


def focus(page, selector):
    page.execute_script("document.querySelector(arguments[0]).focus()", selector)


def active(page):
    return page.execute_script(
        "const a = document.activeElement; return a ? (a.dataset.dkItem || a.id || a.tagName) : null")


@pytest.fixture
def phone(driver):
    """A 390x844 phone with touch input; the desktop window is restored afterwards."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    yield driver
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


class AxeDuringGesture(Camera):
    """Runs axe-core (all impacts) in the page once `condition` holds while a touch gesture is
    being performed (Selenium is blocked until it ends; chromedriver can't keep a touch contact
    across performs), then takes a screenshot. `violations` holds axe's answer."""

    def _run(self):
        try:
            deadline = time.time() + self.timeout
            while not self._stop.is_set() and time.time() < deadline:
                reply = self._call("Runtime.evaluate", expression=self.condition, returnByValue=True)
                if reply.get("result", {}).get("result", {}).get("value") is True:
                    reply = self._call("Runtime.evaluate", awaitPromise=True, returnByValue=True, expression=(
                        "axe.run(document, {resultTypes: ['violations']}).then(r => JSON.stringify("
                        "r.violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.map(n => n.target).slice(0, 5)}))))"))
                    self.violations = json.loads(reply["result"]["result"]["value"])
                    self.still_dragging = self._call("Runtime.evaluate", returnByValue=True, expression=self.condition
                                                     )["result"]["result"]["value"]
                    super()._run()  # the screenshot, the condition still holding
                    return
                time.sleep(self.poll)
        except Exception as error:  # reported through `error`
            self.error = error


def inject_axe(page):
    axe_violations(page, impacts=())  # loads axe-core into the page


# ---------------------------------------------------------------- axe at rest and mid-drag

@pytest.mark.parametrize("scene", SCENES)
def test_P4_S7_axe_finds_nothing_at_rest_or_mid_drag_by_mouse(page, showcase, scene):
    open_scene(page, showcase, scene)
    assert_axe_clean(page, f"at rest in {scene}")
    item = first_draggable(page)
    start = item_point(page, item)
    g = Gesture(page).move(start).down()
    g.path(start, (start[0] + 40, start[1] + 70), 8).perform()
    WebDriverWait(page, 5).until(lambda d: len(snapshot(d)["sessions"]) == 1)
    assert page.execute_script("return !!document.querySelector('.dk-preview') && !!document.querySelector('.dk-lifted')")
    assert_axe_clean(page, f"mid-drag by mouse in {scene}")
    screenshot(page, f"a11y-{scene}-mouse-mid-drag")
    Gesture(page).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    g.up().perform()
    wait_idle(page)


@pytest.mark.parametrize("scene", SCENES)
def test_P4_S7_axe_finds_nothing_mid_drag_by_keyboard(page, showcase, scene):
    open_scene(page, showcase, scene)
    item = first_draggable(page)
    focus(page, f"[data-dk-item='{item}']")
    press(page, Keys.SPACE)
    WebDriverWait(page, 5).until(lambda d: any(s["pointer"] == KEYBOARD for s in snapshot(d)["sessions"]))
    press(page, Keys.TAB)  # over the next destination
    assert_axe_clean(page, f"mid-drag by keyboard in {scene}")
    screenshot(page, f"a11y-{scene}-keyboard-mid-drag")
    press(page, Keys.ESCAPE)
    wait_idle(page)


@pytest.mark.parametrize("scene", SCENES)
def test_P4_S7_axe_finds_nothing_at_rest_or_mid_drag_by_touch_on_a_phone(phone, showcase, scene):
    page = phone
    open_scene(page, showcase, scene)
    assert_axe_clean(page, f"at rest on a phone in {scene}")
    inject_axe(page)
    item = first_draggable(page)
    start = item_point(page, item)
    end = (min(start[0] + 30, 370), start[1] + 60 if start[1] < 700 else start[1] - 60)
    g = Gesture(page, "touch").move(start).down().wait(LONG_PRESS)
    g.path(start, end, 8).wait(3).up()
    with AxeDuringGesture(page, f"a11y-{scene}-touch-mid-drag",
                          "window.dragkit.snapshot().sessions.length === 1") as probe:
        g.perform()
    wait_idle(page)
    assert probe.error is None, probe.error
    assert probe.taken and probe.still_dragging, "axe ran while the touch drag was held"
    assert probe.violations == [], f"axe-core violations mid-drag by touch in {scene}: {probe.violations}"


def test_P4_the_drag_image_is_decoration_without_focusable_or_labelled_parts(page, showcase):
    open_scene(page, showcase, "reminders")
    item = first_draggable(page)
    start = item_point(page, item)
    g = Gesture(page).move(start).down()
    g.path(start, (start[0] + 30, start[1] + 50), 6).perform()
    found = page.execute_script("""
const p = document.querySelector('.dk-preview');
return {inert: p.inert, hidden: p.getAttribute('aria-hidden'),
  marked: [...p.querySelectorAll('[tabindex]:not([tabindex="-1"]), [id], [role], [aria-label], [aria-selected], [data-dk-item]')].length,
  inTabOrder: [...p.querySelectorAll('button, a[href], input, select, textarea')].filter((e) => e.tabIndex >= 0).length};""")
    # A button inside the item (a tree row's toggle, issue 37) stays out of the tab order.
    assert found == {"inert": True, "hidden": "true", "marked": 0, "inTabOrder": 0}
    Gesture(page).key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).perform()
    g.up().perform()
    wait_idle(page)


# ---------------------------------------------------------------- roles and roving tabindex

def test_S7_one_tab_stop_per_container_and_arrows_move_between_its_items(page, showcase):
    open_scene(page, showcase, "reminders")
    lists = [c["id"] for c in snapshot(page)["containers"] if c["shown"] and c["items"]]
    # A tree (issue 37) is one tab stop with all its levels, its rows treeitems; a plain list is
    # a listbox of options.
    roles = page.execute_script("""
return [...document.querySelectorAll('#scenes [data-dk-container]:not([data-dk-text])')]
  .filter(c => !c.parentElement.closest('[data-dk-outline]')).map(c => {
  const tree = c.hasAttribute('data-dk-outline');
  const holder = c.querySelector('[data-dk-items]') || c;
  const items = [...c.querySelectorAll('[data-dk-item]')];
  return [tree, holder.getAttribute('role'), items.every(i => i.getAttribute('role') === (tree ? 'treeitem' : 'option') && i.hasAttribute('aria-selected')),
          items.filter(i => i.tabIndex === 0).length, items.length];
});""")
    for tree, role, options, stops, count in roles:
        assert role == ("tree" if tree else "listbox") and options
        assert stops == (1 if count else 0), "exactly one tab stop per container (per tree)"
    first, second = items(page, lists[0])[:2]
    focus(page, f"[data-dk-item='{first}']")
    press(page, Keys.ARROW_DOWN)
    assert active(page) == second
    press(page, Keys.TAB)
    assert active(page) not in items(page, lists[0]), "Tab leaves the container after one stop"
    press_shifted(page, Keys.TAB)
    assert active(page) == second, "Shift+Tab comes back to the item last focused there"
    page.find_element("css selector", f"[data-dk-item='{first}']").click()
    assert page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).getAttribute('aria-selected')", first) == "true"
    assert page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).getAttribute('aria-selected')", second) == "false"


def test_S7_in_a_wrapped_grid_down_arrow_moves_to_the_next_row(page, showcase):
    open_scene(page, showcase, "photos")
    grid = next(c for c in snapshot(page)["containers"] if c["kind"] == "grid" and c["shown"])
    photos = grid["items"]
    focus(page, f"[data-dk-item='{photos[0]}']")
    press(page, Keys.ARROW_DOWN)
    below = active(page)
    rows = page.execute_script("""
const r = (k) => document.querySelector(`[data-dk-item='${k}']`).getBoundingClientRect();
return [r(arguments[0]).left, r(arguments[0]).top, r(arguments[1]).left, r(arguments[1]).top];""", photos[0], below)
    assert rows[3] > rows[1] and abs(rows[2] - rows[0]) < 5, "straight down, on the next row"
    press(page, Keys.END)
    assert active(page) == photos[-1]


# ---------------------------------------------------------------- focus ring contrast

CONTRAST = """
function parse(c) { const m = /rgba?\\(([^)]+)\\)/.exec(c || ''); if (!m) return null;
  const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; }
function over(top, bottom) { const a = top[3]; return [0, 1, 2].map(i => top[i] * a + bottom[i] * (1 - a)).concat(1); }
function lum(c) { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); }
function ratio(a, b) { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); }
// Every background the element's ring can sit on: its ancestors' colours composited, each
// gradient stop of an ancestor's gradient counted as one background.
function backgrounds(element) {
  const layers = [];
  for (let e = element.parentElement; e; e = e.parentElement) {
    const s = getComputedStyle(e);
    const stops = (s.backgroundImage.match(/rgba?\\([^)]+\\)/g) || []).map(parse);
    const colour = parse(s.backgroundColor);
    layers.push({stops, colour});
    if ((colour && colour[3] === 1) || stops.length) break;
  }
  let results = [[255, 255, 255, 1]];
  for (const layer of layers.reverse()) {
    if (layer.stops.length) results = layer.stops.map(stop => over(stop, results[0]));
    if (layer.colour && layer.colour[3] > 0) results = results.map(r => over(layer.colour, r));
  }
  return results;
}
const element = arguments[0];
const s = getComputedStyle(element);
const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 ? parse(s.outlineColor) : null;
const halo = parse((s.boxShadow.match(/rgba?\\([^)]+\\)/) || [])[0]);
const worst = backgrounds(element).map(bg => Math.max(ring ? ratio(ring, bg) : 0, halo && halo[3] === 1 ? ratio(halo, bg) : 0));
return {ring: s.outlineColor, width: s.outlineWidth, halo: s.boxShadow,
        twoTone: ring && halo ? ratio(ring, halo) : null, worst: Math.min(...worst)};
"""


@pytest.mark.parametrize("scene", ["reminders", "notes", "home", "photos", "files", "mail"])
def test_P4_the_focus_ring_is_at_least_3_to_1_on_every_background(page, showcase, scene):
    open_scene(page, showcase, scene)
    targets = page.execute_script("""
const seen = new Set(); const out = [];
for (const c of document.querySelectorAll('[data-dk-container]')) {
  // An item, or the page's own control in a row that only stands for a folder (the sidebar).
  const item = c.querySelector('[data-dk-item]');
  const e = c.matches('[data-dk-text]') ? c
    : item && !item.hasAttribute('tabindex') ? item.querySelector('button, a[href]') : item;
  if (e && !seen.has(e) && e.getClientRects().length) { seen.add(e); out.push(e); }
}
out.push(document.getElementById('edit-button'), document.querySelector('.scene-tab'));
return out;""")
    assert len(targets) > 2
    press(page, Keys.SHIFT)  # a keyboard user: focus shows its ring
    for element in targets:
        page.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].focus()", element)
        WebDriverWait(page, 10).until(lambda d: d.execute_script(
            "return document.activeElement === arguments[0] && arguments[0].getAnimations().length === 0", element))
        # A tree's row shows its focus on its content, the row's first child (issue 37: the
        # row also holds its level of rows, which the ring must not go around).
        ringed = page.execute_script(
            "const e = arguments[0]; return e.getAttribute('role') === 'treeitem' && e.firstElementChild || e", element)
        found = page.execute_script(CONTRAST, ringed)
        name = page.execute_script("return arguments[0].dataset.dkItem || arguments[0].dataset.dkContainer || arguments[0].id || arguments[0].className", element)
        assert found["worst"] >= 3, f"focus ring of {name} in {scene}: {found}"
        if found["twoTone"] is not None:
            assert found["twoTone"] >= 3, f"the ring's two colours tell apart ({name}): {found}"


# ---------------------------------------------------------------- keyboard text selection

def test_S7_S6_text_in_a_note_is_selected_with_keys_and_picked_up_with_the_shortcut(page, showcase):
    open_scene(page, showcase, "notes")
    note = next(c for c in snapshot(page)["containers"] if c["kind"] == "note" and c["shown"])
    focus(page, f"[data-dk-container='{note['id']}']")
    press(page, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    assert page.execute_script("return !!document.querySelector('.dk-caret:not([hidden])')"), "a caret shows"
    press_shifted(page, Keys.ARROW_RIGHT, 5)
    selection = page.execute_script("return window.dragkit.host.textSelection()")
    assert selection == {"container": note["id"], "start": 3, "end": 8}
    ActionChains(page).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("d") \
        .key_up(Keys.SHIFT).key_up(Keys.CONTROL).perform()
    WebDriverWait(page, 5).until(lambda d: any(s["pointer"] == KEYBOARD and s["text"] for s in snapshot(d)["sessions"]))
    press(page, Keys.ESCAPE)
    wait_idle(page)
    assert text(page, note["id"]) == note["text"]


# ---------------------------------------------------------------- outcomes on screen

def feedback(page):
    return page.execute_script(
        "const e = document.getElementById('edit-feedback'); return e && !e.hidden && e.getClientRects().length ? e.textContent : null")


def test_S7_cut_and_copy_say_what_they_did_on_screen(page, showcase):
    open_scene(page, showcase, "reminders")
    item = first_draggable(page)
    focus(page, f"[data-dk-item='{item}']")
    ActionChains(page).key_down(Keys.CONTROL).send_keys("c").key_up(Keys.CONTROL).perform()
    WebDriverWait(page, 10).until(lambda d: (feedback(d) or "").startswith("Copied"))
    ActionChains(page).key_down(Keys.CONTROL).send_keys("x").key_up(Keys.CONTROL).perform()
    WebDriverWait(page, 10).until(lambda d: (feedback(d) or "").startswith("Cut"))
    assert page.execute_script("return document.getElementById('edit-feedback').getAttribute('aria-hidden')") == "true", \
        "spoken once, by the announcer"


# ---------------------------------------------------------------- clicks only (WCAG 2.5.7)

def click_command(page, name):
    page.find_element("css selector", "#edit-button").click()
    entry = page.find_element("css selector", f"#edit-menu [data-command='{name}']")
    assert entry.get_attribute("aria-disabled") == "false", f"{name} is enabled"
    entry.click()


def sheet_open(page):
    return page.execute_script("return document.getElementById('sheet').open")


@pytest.mark.parametrize("scene", SCENES)
def test_WCAG_2_5_7_every_scene_moves_an_item_by_clicks_only(page, showcase, scene):
    open_scene(page, showcase, scene)
    # A folder opens on a click; any other item is selected by one.
    item = page.execute_script("""
const c = [...document.querySelectorAll('[data-dk-container]:not([data-dk-drag=false]) [data-dk-item]:not([data-dk-spring])')]
  .find(e => { const r = e.getBoundingClientRect(); return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight; });
return c && c.dataset.dkItem;""")
    page.find_element("css selector", f"[data-dk-item='{item}']").click()
    before = {c["id"]: c["items"] for c in snapshot(page)["containers"]}
    click_command(page, "moveTo")
    WebDriverWait(page, 10).until(lambda d: sheet_open(d))
    choice = page.find_elements("css selector", "#sheet-body input[type=radio]")
    assert choice, "Move to… offers somewhere to go"
    # Another place than the item's own container when there is one: a calendar day keeps its
    # events in time order (S2), so moving an event to its own day changes nothing.
    elsewhere = [c for c in choice if "(here)" not in page.execute_script(
        "return (arguments[0].closest('label') || arguments[0].parentElement).textContent", c)]
    (elsewhere or choice)[0].click()
    page.find_element("css selector", "#sheet-ok").click()
    moved = lambda d: {c["id"]: c["items"] for c in snapshot(d)["containers"]} != before
    # The Move to… sheet closes first; a destination that asks first (S11) then opens its own.
    asks = lambda d: sheet_open(d) and not d.find_elements("css selector", "#sheet-body input[name='move-to']")
    WebDriverWait(page, 5).until(lambda d: asks(d) or moved(d))
    if asks(page):  # its default button
        page.find_element("css selector", "#sheet-ok").click()
    WebDriverWait(page, 5).until(moved, f"the item moved in {scene}")
    wait_idle(page)
    assert moved(page), f"the item moved in {scene}"


def test_WCAG_2_5_7_a_note_in_the_list_is_reordered_by_clicks_only(page, showcase):
    open_scene(page, showcase, "notes")
    index = next(c for c in snapshot(page)["containers"] if c["kind"] == "list" and c["shown"])
    first = index["items"][0]
    page.find_element("css selector", f"[data-dk-item='{first}']").click()
    click_command(page, "moveTo")
    WebDriverWait(page, 10).until(lambda d: sheet_open(d))
    page.find_element("css selector", f"#sheet-body input[value='{index['id']}']").click()
    Select(page.find_element("css selector", "#sheet-body select")).select_by_index(2)  # after the 2nd other note
    page.find_element("css selector", "#sheet-ok").click()
    # The sheet answers when it has closed (a task after the click), so wait for the move itself.
    WebDriverWait(page, 5).until(lambda d: items(d, index["id"]).index(first) == 2, "the note moved by clicks")
    wait_idle(page)
    order = items(page, index["id"])
    assert order.index(first) == 2 and sorted(order) == sorted(index["items"])


def test_WCAG_2_5_7_text_in_a_note_moves_by_clicks_only(page, showcase):
    open_scene(page, showcase, "notes")
    notes = [c for c in snapshot(page)["containers"] if c["shown"] and c["text"] is not None]
    source = next(c for c in notes if c["kind"] == "note")
    target = next(c for c in notes if c["id"] != source["id"])
    word = page.execute_script("""
const view = document.querySelector(`[data-dk-container='${arguments[0]}']`);
const node = document.createTreeWalker(view, NodeFilter.SHOW_TEXT).nextNode();
const m = /[A-Za-z]{4,}/.exec(node.data);
const range = document.createRange(); range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
const r = range.getBoundingClientRect();
return [m[0], r.left + r.width / 2, r.top + r.height / 2];""", source["id"])
    point = (int(word[1]), int(word[2]))
    Gesture(page).move(point).down().up().down().up().perform()  # a double-click
    assert page.execute_script("return String(getSelection()).trim()") == word[0]
    click_command(page, "moveTo")
    WebDriverWait(page, 10).until(lambda d: sheet_open(d))
    page.find_element("css selector", f"#sheet-body input[value='{target['id']}']").click()
    page.find_element("css selector", "#sheet-ok").click()
    # As the drag does: text taken to another view is copied there in its style (A4).
    WebDriverWait(page, 5).until(
        lambda d: text(d, target["id"]).count(word[0]) == target["text"].count(word[0]) + 1, "the text arrived")
    wait_idle(page)
    assert text(page, target["id"]).count(word[0]) == target["text"].count(word[0]) + 1
    assert snapshot(page)["undoDepth"] == 1


def test_S11_the_post_sheet_focuses_post_its_default_button(page, showcase):
    open_scene(page, showcase, "photos")
    grid = next(c for c in snapshot(page)["containers"] if c["kind"] == "grid" and c["shown"])
    album = next(c for c in snapshot(page)["containers"] if c["kind"] == "album" and c["shown"])
    page.find_element("css selector", f"[data-dk-item='{grid['items'][0]}']").click()
    click_command(page, "moveTo")
    WebDriverWait(page, 10).until(lambda d: sheet_open(d))
    page.find_element("css selector", f"#sheet-body input[value='{album['id']}']").click()
    page.find_element("css selector", "#sheet-ok").click()
    WebDriverWait(page, 10).until(lambda d: sheet_open(d) and "Post" in d.find_element("id", "sheet-ok").text)
    focused = page.execute_script("return [document.activeElement.id, document.activeElement.textContent]")
    assert focused == ["sheet-ok", "Post"]
    page.find_element("css selector", "#sheet-cancel").click()
    wait_idle(page)


# ---------------------------------------------------------------- words, sizes, the phone

CODES = re.compile(r"\b[SFAP]\d{1,2}\b")


@pytest.mark.parametrize("scene", SCENES)
def test_P4_hints_speak_plain_words_without_requirement_codes(page, showcase, scene):
    open_scene(page, showcase, scene)
    shown = page.execute_script("""
const names = [...document.querySelectorAll('[aria-label], [title]')].map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.title || ''));
return document.body.innerText + '\\n' + names.join('\\n');""")
    assert not CODES.findall(shown), f"requirement codes shown in {scene}: {set(CODES.findall(shown))}"
    assert "Without dragging" in shown


TARGETS = """
const small = [];
for (const e of document.querySelectorAll('button, a[href], select, input, [role=menuitem], [data-dk-item], [role=tab]')) {
  const r = e.getBoundingClientRect();
  if (!r.width || !r.height || getComputedStyle(e).visibility === 'hidden' || e.closest('[hidden], .dk-preview, .dropbox .items')) continue;
  if (r.width < 44 || r.height < 44) small.push([e.dataset.dkItem || e.id || e.className || e.tagName, Math.round(r.width), Math.round(r.height)]);
}
return small;"""


@pytest.mark.parametrize("scene", SCENES)
def test_P4_touch_targets_are_at_least_44_px_on_a_phone(phone, showcase, scene):
    open_scene(phone, showcase, scene)
    small = phone.execute_script(TARGETS)
    assert small == [], f"touch targets under 44 px in {scene}: {small}"


def test_P4_the_phone_header_fits_390_px(phone, showcase):
    open_scene(phone, showcase, "notes")
    overflow = phone.execute_script("""
// On a phone the layout viewport grows to fit what overflows (innerWidth too): the screen is 390.
const out = [], width = 390;
if (document.documentElement.scrollWidth > width) out.push(['page', document.documentElement.scrollWidth]);
for (const e of document.querySelectorAll('.app-header > *, .toolbar > *')) {
  const r = e.getBoundingClientRect();
  if (r.right > width + 0.5 || r.left < -0.5) out.push([e.className || e.tagName, Math.round(r.left), Math.round(r.right)]);
}
return out;""")
    screenshot(phone, "a11y-phone-header")
    assert overflow == [], f"the header overflows 390 px: {overflow}"


def test_P4_the_week_view_stays_legible_on_a_phone(phone, showcase):
    open_scene(phone, showcase, "calendar")
    events = phone.execute_script("""
return [...document.querySelectorAll('.week [data-dk-item]')].map(e => {
  const t = e.querySelector('.event-title'); const r = e.getBoundingClientRect();
  return [e.dataset.dkItem, Math.round(r.width), parseFloat(getComputedStyle(t).fontSize)];
});""")
    assert events
    for key, width, size in events:
        assert width >= 120 and size >= 12, f"event {key}: {width} px wide, {size} px text"
    screenshot(phone, "a11y-phone-week")
