"""Issue 37: Reminders' subtasks, the showcase's second tree (the `trees` plugin, as Files'
outline). Each list is the top of a tree; every reminder holds its level of subtasks (a stored
`list` container its payload opens, `parent` the level holding it), empty or not, so a reminder
dragged right under another becomes its subtask: it lands where the indented marker says (the row
above it, at the level its indent shows, F6), is stored in that reminder's level with its own
subtasks following it, is undone exactly (S10) and survives a reload; a keyboard drag indents
with Right (S7); a reminder never goes among its own subtasks, on the page or on the server; axe-core
finds nothing at rest or mid-drag; a touch drag on a phone indents too."""
import json
import urllib.error
import urllib.request

from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import as_a_phone, Camera, Gesture, announcement, axe_violations, chord, open_scene, stored, stored_containers, wait_idle
from scene_steps import wait_for
import tree_page
from tree_page import centre

INDENT = 20  # data-dk-outline on each list (scenes.js OUTLINE_INDENT)
TODAY, WORK, ERRANDS = "rem-today", "rem-work", "rem-errands"
OAT, PLUMBER, TRAIN = "rem-today-1", "rem-today-2", "rem-today-3"
OFFSITE = "rem-work-3"  # seeded with two subtasks
QUOTE, DATES = "rem-work-3.subtasks-1", "rem-work-3.subtasks-2"


def level_of(item):
    return f"{item}.subtasks"


def tree_of(list_id):
    return f".reminder-list[data-dk-container='{list_id}']"


ROW = ".outline-row"


def open_reminders(page, showcase):
    open_scene(page, showcase, "reminders")
    WebDriverWait(page, 10).until(lambda d: d.execute_script(
        "return [...document.querySelectorAll('.reminder-list[data-dk-outline]')].length === 3"
        " && !!document.querySelector(`[data-dk-item='rem-today-1'][data-dk-tree]`)"
        " && document.querySelector('.reminder-list [data-dk-items]').getAttribute('role') === 'tree'"))
    page.execute_script(tree_page.MARKER_JS)
    return page


def shown(page, list_id):
    return tree_page.shown(page, tree_of(list_id))


def tree(page, list_id):
    """The list's tree as the bridge's snapshot() lists it: [(id, parent, depth)]."""
    entry = next(c for c in page.execute_script("return window.dragkit.host.snapshot().containers") if c["id"] == list_id)
    return [(r["id"], r["parent"], r["depth"]) for r in entry["tree"]]


def row_box(page, item):
    return tree_page.row_box(page, item, ROW)


def title_point(page, item):
    return page.execute_script(
        "const r = document.querySelector(`[data-dk-item=\"${arguments[0]}\"] > .outline-row .item-title`).getBoundingClientRect();"
        "return [Math.round(r.left + Math.min(r.width / 2, 40)), Math.round(r.top + r.height / 2)];", item)


def marker(page, list_id):
    return tree_page.marker(page, tree_of(list_id), ROW, INDENT)


def reminders_state(showcase):
    """What the store holds of Reminders: each container's items and parent, and each item's level."""
    return {cid: (entry["items"] and [(i["id"], i["payload"].get("opens")) for i in entry["items"]], entry.get("parent"))
            for cid, entry in stored_containers(showcase).items() if entry["scene"] == "reminders"}


def post_drop(showcase, body):
    request = urllib.request.Request(showcase.url + "api/drops", data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def test_F6_every_list_is_a_tree_every_reminder_holds_its_level_each_container_once(page, showcase):
    open_reminders(page, showcase)
    assert shown(page, WORK)[:5] == [["rem-work-1", 1], ["rem-work-2", 1], [OFFSITE, 1], [QUOTE, 2], [DATES, 2]]
    facts = page.execute_script(
        "const ids = [...document.querySelectorAll('[data-dk-container]')].map(e => e.dataset.dkContainer);"
        "const row = (k) => document.querySelector(`[data-dk-item=\"${k}\"]`);"
        "const toggle = (k) => getComputedStyle(row(k).querySelector(':scope > .outline-row > [data-dk-toggle]')).visibility;"
        "return {dupes: ids.filter((id, k) => ids.indexOf(id) !== k),"
        " oatLevel: row('rem-today-1').lastElementChild.dataset.dkContainer, oatOpens: row('rem-today-1').dataset.dkOpens,"
        " offsiteLevel: row('rem-work-3').lastElementChild.dataset.dkContainer,"
        " role: row('rem-work-3').lastElementChild.getAttribute('role'),"
        " cross: row('rem-work-3').lastElementChild.dataset.dkCrossOperation,"
        " first: row('rem-work-3').firstElementChild.className,"
        " toggles: [toggle('rem-work-3'), toggle('rem-today-1')],"
        " label: row('rem-work-3').querySelector('[data-dk-toggle]').getAttribute('aria-label'),"
        " count: document.querySelector('[data-dk-container=rem-work] > .container-title .count').textContent}")
    assert facts == {"dupes": [], "oatLevel": level_of(OAT), "oatOpens": level_of(OAT), "offsiteLevel": level_of(OFFSITE),
                     "role": "group", "cross": "move", "first": "outline-row", "toggles": ["visible", "hidden"],
                     "label": "Show or hide the subtasks of Book the team offsite room", "count": "6"}, facts
    assert (QUOTE, OFFSITE, 2) in tree(page, WORK)
    # A subtask is indented one level (20px) in.
    indent = page.execute_script(
        "const x = (k) => document.querySelector(`[data-dk-item=\"${k}\"] > .outline-row .check`).getBoundingClientRect().left;"
        "return x(arguments[0]) - x(arguments[1]);", QUOTE, OFFSITE)
    assert abs(indent - INDENT) < 1, indent
    # The store says the same: the levels' parents are the lists holding their reminders.
    containers = stored_containers(showcase)
    assert containers[level_of(OFFSITE)]["parent"] == WORK and containers[level_of(QUOTE)]["parent"] == level_of(OFFSITE)
    assert containers[level_of(OAT)]["items"] == [] and containers[level_of(OAT)]["parent"] == TODAY
    # Hiding the subtasks keeps them hidden across a redraw (another view and back).
    page.find_element("css selector", f"[data-dk-item={OFFSITE}] [data-dk-toggle]").click()
    WebDriverWait(page, 5).until(lambda d: [QUOTE, 2] not in shown(d, WORK))
    page.find_element("css selector", "button[data-reminders-view='board']").click()
    page.find_element("css selector", "button[data-reminders-view='list']").click()
    WebDriverWait(page, 5).until(lambda d: d.execute_script("return !!document.querySelector('.columns [data-dk-item=rem-work-3][data-dk-tree]')"))
    assert [QUOTE, 2] not in shown(page, WORK)
    assert page.execute_script("return document.querySelector('[data-dk-item=rem-work-3]').getAttribute('aria-expanded')") == "false"


def test_S10_a_reminder_dragged_right_under_another_becomes_its_subtask_at_the_marker_stored_undone_exactly_and_kept(page, showcase):
    open_reminders(page, showcase)
    before = reminders_state(showcase)
    oat = row_box(page, OAT)
    start = title_point(page, TRAIN)
    # Up to the gap below "Buy oat milk", one indentation right: level 2, inside it.
    to = (start[0] + INDENT + 6, int(oat["y"] + oat["h"] - 3))
    g = Gesture(page).move(start).down().path(start, (start[0], start[1] - 10), 3).path((start[0], start[1] - 10), to, 8)
    g.wait(0.4).perform()
    seen = marker(page, TODAY)
    assert seen and seen["level"] == 2 and seen["above"] == OAT, seen
    g.up().perform()
    wait_idle(page)
    assert (TRAIN, OAT, 2) in tree(page, TODAY), tree(page, TODAY)
    assert shown(page, TODAY)[:3] == [[OAT, 1], [TRAIN, 2], [PLUMBER, 1]]
    # Stored in Buy oat milk's level, gone from Today; its own level now hangs under that level.
    after = stored(showcase)
    assert after[level_of(OAT)] == [TRAIN] and TRAIN not in after[TODAY], after[TODAY]
    containers = stored_containers(showcase)
    assert containers[level_of(TRAIN)]["parent"] == level_of(OAT)
    assert containers[TODAY]["items"][0]["payload"] == {"opens": level_of(OAT)}
    # Undo (Ctrl+Z): exactly as it was, every level's parent too.
    page.find_element("css selector", f"[data-dk-item={TRAIN}]").click()
    chord(page, Keys.CONTROL, "z")
    WebDriverWait(page, 5).until(lambda d: reminders_state(showcase) == before)
    WebDriverWait(page, 5).until(lambda d: shown(d, TODAY)[:3] == [[OAT, 1], [PLUMBER, 1], [TRAIN, 1]])
    # The server has stored the undo; redo waits until the page has heard so (before, it is
    # refused with "still saving").
    wait_idle(page)
    # Redo, then a reload: a subtask of Buy oat milk.
    chord(page, Keys.CONTROL, Keys.SHIFT, "z")
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[level_of(OAT)] == [TRAIN])
    open_reminders(page, showcase)
    assert shown(page, TODAY)[:3] == [[OAT, 1], [TRAIN, 2], [PLUMBER, 1]]


def test_F6_a_reminder_dragged_above_a_lists_last_row_keeps_that_row_inside_the_lists_card(page, showcase):
    """The gap pushes the list's last row down by one row: the list's card grows to hold it (as
    a flat list's does), the page keeps its height (nothing below jumps), and the card gives the
    room back when the drop lands where the marker was."""
    open_reminders(page, showcase)
    errands = [row for row, _ in shown(page, ERRANDS)]
    last, above = errands[-1], errands[-2]
    card = f"[data-dk-container='{ERRANDS}']"
    box = lambda: page.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect(); return {top: r.top, bottom: r.bottom};", card)
    page_height = lambda: page.execute_script("return document.documentElement.scrollHeight")
    at_rest, height = box(), page_height()
    last_at_rest = row_box(page, last)
    start = title_point(page, TRAIN)
    gap = row_box(page, above)
    to = (int(gap["x"] + 40), int(gap["y"] + gap["h"] - 3))
    g = Gesture(page).move(start).down().path(start, (start[0], start[1] + 10), 3).path((start[0], start[1] + 10), to, 10)
    g.wait(0.4).perform()
    seen = marker(page, ERRANDS)
    assert seen and seen["level"] == 1 and seen["above"] == above, seen
    pushed, grown = row_box(page, last), box()
    assert pushed["y"] >= last_at_rest["y"] + last_at_rest["h"] - 1, (pushed, last_at_rest)  # one row down
    assert pushed["y"] + pushed["h"] <= grown["bottom"], ("the pushed row hangs out of its card", pushed, grown)
    # As if a row were inserted: the card keeps its own space under its last row.
    under_at_rest = at_rest["bottom"] - (last_at_rest["y"] + last_at_rest["h"])
    assert abs(grown["bottom"] - (pushed["y"] + pushed["h"]) - under_at_rest) <= 1, (under_at_rest, pushed, grown)
    assert grown["top"] == at_rest["top"] and page_height() == height, "nothing else moved"
    g.up().perform()
    wait_idle(page)
    rows = [row for row, _ in shown(page, ERRANDS)]
    assert rows == errands[:-1] + [TRAIN, last], rows  # under the row above the marker
    assert stored(showcase)[ERRANDS] == rows
    styles = page.execute_script(
        "const c = document.querySelector(arguments[0]); return [c.style.paddingBottom, c.style.marginBottom];", card)
    assert styles == ["", ""], styles


def test_a_reminder_with_subtasks_moves_to_another_list_with_them_and_never_among_them(page, showcase):
    open_reminders(page, showcase)
    # On the server: a drop into its own level, or a level inside it, is refused (422) and changes nothing.
    before = reminders_state(showcase)
    for into in (level_of(OFFSITE), level_of(QUOTE)):
        status, answer = post_drop(showcase, {"operation": "move", "items": [OFFSITE], "from": WORK, "to": into, "index": 0})
        assert status == 422 and "among its own subtasks" in answer.get("error", ""), (status, answer)
    assert reminders_state(showcase) == before
    # Moved to another list (here by the API, as another window would), its subtasks go with it:
    # the same level, now under Today; moved back, all is as it was.
    status, _ = post_drop(showcase, {"operation": "move", "items": [OFFSITE], "from": WORK, "to": TODAY, "index": 0})
    assert status == 200
    containers = stored_containers(showcase)
    assert containers[level_of(OFFSITE)]["parent"] == TODAY and [i["id"] for i in containers[level_of(OFFSITE)]["items"]] == [QUOTE, DATES]
    status, _ = post_drop(showcase, {"operation": "move", "items": [OFFSITE], "from": TODAY, "to": WORK, "index": 2})
    assert status == 200 and reminders_state(showcase) == before
    # On the page: dragged down over its own subtasks, one and two levels right, the reminder
    # never lands among them (its rows are no place to drop); its subtasks stay with it.
    open_reminders(page, showcase)
    start = title_point(page, OFFSITE)
    quote = row_box(page, QUOTE)
    to = (start[0] + INDENT * 2 + 6, int(quote["y"] + quote["h"] - 3))
    g = Gesture(page).move(start).down().path(start, (start[0], start[1] + 8), 3).path((start[0], start[1] + 8), to, 8)
    g.wait(0.4).perform()
    seen = marker(page, WORK)
    assert seen is None or seen["above"] not in (OFFSITE, QUOTE, DATES), seen
    g.up().perform()
    wait_idle(page)
    after = stored(showcase)
    assert after[level_of(OFFSITE)] == [QUOTE, DATES]
    inside = {level_of(OFFSITE), level_of(QUOTE), level_of(DATES)}
    holder = next(cid for cid, ids in after.items() if OFFSITE in ids)
    assert holder not in inside, holder
    rows = {row[0]: row for row in tree(page, WORK)}
    assert rows[QUOTE][1] == OFFSITE and rows[OFFSITE][1] not in (QUOTE, DATES), rows


def test_S7_a_keyboard_drag_indents_with_right_says_the_level_and_drops_there(page, showcase):
    open_reminders(page, showcase)
    page.execute_script("document.querySelector(`[data-dk-item='rem-today-2']`).focus()")
    Gesture(page).key_down(" ").key_up(" ").perform()
    WebDriverWait(page, 5).until(lambda d: len(d.execute_script("return window.dragkit.snapshot().sessions")) == 1)
    Gesture(page).key_down(Keys.ARROW_RIGHT).key_up(Keys.ARROW_RIGHT).perform()
    said = announcement(page)
    assert "level 2" in said and "Buy oat milk" in said, said
    Gesture(page).key_down(" ").key_up(" ").perform()
    wait_idle(page)
    assert (PLUMBER, OAT, 2) in tree(page, TODAY), tree(page, TODAY)
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[level_of(OAT)] == [PLUMBER])
    assert PLUMBER not in stored(showcase)[TODAY]
    # Left in another keyboard drag takes it out again, to the top level.
    page.execute_script("document.querySelector(`[data-dk-item='rem-today-2']`).focus()")
    Gesture(page).key_down(" ").key_up(" ").perform()
    WebDriverWait(page, 5).until(lambda d: len(d.execute_script("return window.dragkit.snapshot().sessions")) == 1)
    Gesture(page).key_down(Keys.ARROW_LEFT).key_up(Keys.ARROW_LEFT).perform()
    assert "level 2" not in announcement(page), announcement(page)
    Gesture(page).key_down(" ").key_up(" ").perform()
    wait_idle(page)
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[level_of(OAT)] == [])
    assert stored(showcase)[TODAY][:2] == [OAT, PLUMBER]


def test_axe_is_clean_at_rest_and_mid_drag_in_the_subtasks_and_it_looks_right(page, showcase):
    size = page.get_window_size()
    page.set_window_size(1280, 800)
    try:
        open_reminders(page, showcase)
        assert axe_violations(page) == []
        page.execute_script("document.querySelector('.reminder-list').scrollIntoView({block: 'start'})")
        oat = row_box(page, OAT)
        start = title_point(page, TRAIN)
        to = (start[0] + INDENT + 6, int(oat["y"] + oat["h"] - 3))
        tree_page.held_at_a_level_is_axe_clean(page, start, to, lambda: marker(page, TODAY), 2, OAT, "/tmp/reminders-subtasks-mid-drag.png")
    finally:
        page.set_window_size(size["width"], size["height"])


def test_touch_on_a_phone_makes_a_reminder_a_subtask(own_page, showcase):
    page = own_page
    as_a_phone(page)
    open_reminders(page, showcase)
    page.execute_script("document.querySelector('.reminder-list').scrollIntoView({block: 'start'})")
    oat = row_box(page, OAT)
    start = title_point(page, TRAIN)
    to = (start[0] + INDENT + 6, int(oat["y"] + oat["h"] - 3))
    page.execute_script("window.__lastMarker = null; const look = () => { const m = window.__treeMarker(arguments[0], arguments[1], arguments[2]);"
                        " if (m) window.__lastMarker = m; if (!window.__stopWatch) requestAnimationFrame(look); };"
                        " window.__stopWatch = false; requestAnimationFrame(look);", tree_of(TODAY), ROW, INDENT)
    g = Gesture(page, "touch").move(start).down().wait(0.7)
    # A touch contact does not outlast one perform(): the gesture is performed whole, the camera
    # takes the page mid-drag once the marker shows level 2 (artifacts/).
    g.path(start, (start[0], start[1] - 12), 3).path((start[0], start[1] - 12), to, 8).wait(0.4).up()
    condition = f"(() => {{ const m = window.__treeMarker({json.dumps(tree_of(TODAY))}, '{ROW}', {INDENT}); return !!m && m.level === 2; }})()"
    with Camera(page, "reminders-subtasks-phone-mid-drag", condition):
        g.perform()
    seen = page.execute_script("window.__stopWatch = true; return window.__lastMarker")
    assert seen and seen["above"] == OAT and seen["level"] == 2, seen
    wait_idle(page)
    assert (TRAIN, OAT, 2) in tree(page, TODAY), tree(page, TODAY)
    WebDriverWait(page, 5).until(lambda d: stored(showcase)[level_of(OAT)] == [TRAIN])
