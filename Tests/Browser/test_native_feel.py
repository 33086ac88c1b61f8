"""Native feel (issue 9, section 3): the gap where a drop will land (F6) and a legible drag image
(F2, translucent), several items flocking under the pointer and spreading at the drop (F4), drawn badges
(F5), auto-scroll of the page itself on a phone (A1), smart spacing and matching names in Notes
(S6)."""
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import (Gesture, container_point, item_point, items, of_kind, open_scene,
                          screenshot, select_text, snapshot, text, text_point, wait_idle, wait_landed)


def reminder_lists(page):
    return [c["id"] for c in of_kind(page, "list")]


def transform_of(page, item):
    """The translation the page applies to an item now, as [x, y]."""
    return page.execute_script(ROW + "const t = getComputedStyle(e).transform;"
                               "if (!t || t === 'none') return [0, 0]; const m = new DOMMatrixReadOnly(t); return [m.m41, m.m42];", item)


# The element that moves for item arguments[0]: the item, or in a tree its own row (issue 37:
# the rows below the marker move, not the levels they hold).
ROW = ("const i = document.querySelector(`[data-dk-item='${arguments[0]}']`);"
       "const e = (i.querySelector('[data-dk-container]') && i.firstElementChild) || i;")


def target_transform_of(page, item):
    """The translation the item is moving to (its inline style: the end of its transition)."""
    return page.execute_script(ROW + "if (!e.style.transform) return [0, 0]; const m = new DOMMatrixReadOnly(e.style.transform);"
                               "return [m.m41, m.m42];", item)


def sample_sessions(page):
    page.execute_script("""
window.feelSamples = [];
window.feelSampler = setInterval(() => {
  const s = window.dragkit.snapshot().sessions[0];
  if (s) window.feelSamples.push({index: s.index, destination: s.destination,
    scrollY: window.scrollY, flock: document.querySelectorAll('.dk-preview .dk-flock-card').length,
    badge: (document.querySelector('.dk-preview .dk-badge:not([hidden])') || {}).textContent || null});
}, 25);""")


def samples(page):
    return page.execute_script("clearInterval(window.feelSampler); return window.feelSamples")


def test_F6_F2_items_move_apart_where_the_drop_lands_and_the_drop_lands_there(page, showcase):
    open_scene(page, showcase, "reminders")
    first = reminder_lists(page)[0]
    order = items(page, first)
    assert len(order) >= 4
    moved = order[0]
    start = item_point(page, moved)
    # Over the top edge of the fourth reminder: the drop goes before it (its middle band would
    # make it a subtask, issue 37).
    aim = item_point(page, order[3], 0.12)
    g = Gesture(page).move(start).down().path(start, aim, 8).wait(0.3).perform()
    session = snapshot(page)["sessions"][0]
    assert session["destination"] == first and session["index"] == 2, session
    # F6: the fourth reminder and those after it make room; those before it stay.
    WebDriverWait(page, 10).until(lambda d: target_transform_of(d, order[3])[1] > 10)
    assert target_transform_of(page, order[1]) == [0, 0] and target_transform_of(page, order[2]) == [0, 0]
    gap = target_transform_of(page, order[3])[1]
    row = page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).getBoundingClientRect().height", order[3])
    assert abs(gap - row) < row * 0.6, (gap, row)
    # The insertion marker stays in the DOM (the test contract).
    assert page.execute_script("return document.querySelectorAll('.dk-insertion-marker').length") == 1
    # F2: the drag image is translucent, and legible: its own background is opaque white.
    look = page.execute_script(
        "const p = document.querySelector('.dk-preview'); const s = getComputedStyle(p);"
        "return {opacity: Number(s.opacity), background: s.backgroundColor};")
    assert 0.7 <= look["opacity"] < 1 and look["background"] in ("rgb(255, 255, 255)",), look
    # The engine measures items without the gap: holding still, the insertion point holds.
    sample_sessions(page)
    g.wait(0.5).perform()
    held = samples(page)
    assert held and all(s["index"] == 2 for s in held), held[-5:]
    screenshot(page, "native-feel-gap")
    g.up().perform()
    wait_idle(page)
    assert items(page, first)[:4] == [order[1], order[2], moved, order[3]]
    # The gap closes with the drop: nothing is left shifted.
    WebDriverWait(page, 10).until(lambda d: all(target_transform_of(d, i) == [0, 0] for i in order))
    WebDriverWait(page, 10).until(lambda d: d.execute_script("return !document.querySelector('[data-dk-gap]')"))


def test_F6_reduced_motion_opens_the_gap_at_once(page, showcase):
    open_scene(page, showcase, "reminders")
    first = reminder_lists(page)[0]
    order = items(page, first)
    start = item_point(page, order[0])

    def gap_transition(aim):
        # Each drag starts from rest: the last one's drag image has flown back and gone.
        wait_landed(page)
        g = Gesture(page).move(start).down().path(start, aim, 8).perform()
        try:
            WebDriverWait(page, 10).until(lambda d: target_transform_of(d, order[3])[1] > 10)
        except TimeoutException:
            under = page.execute_script("const e = document.elementFromPoint(arguments[0], arguments[1]);"
                                        "return [scrollX, scrollY, e && e.closest('[data-dk-item]')?.dataset.dkItem]", *start)
            raise AssertionError(f"no gap opened above {order[3]}; sessions: {snapshot(page)['sessions']};"
                                 f" scroll and the item under the press: {under}")
        duration = page.execute_script(ROW + "return getComputedStyle(e).transitionDuration", order[3])
        g.move(start).up().perform()
        wait_idle(page)
        return duration

    assert gap_transition(item_point(page, order[3], 0.12)) != "0s", "the gap animates by default"
    page.execute_cdp_cmd("Emulation.setEmulatedMedia",
                         {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        assert gap_transition(item_point(page, order[3], 0.12)) == "0s"
    finally:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_F4_F5_several_items_flock_under_the_pointer_and_spread_at_the_drop(page, showcase):
    open_scene(page, showcase, "reminders")
    a, b = reminder_lists(page)[:2]
    order = items(page, a)
    chosen = [order[0], order[1], order[2]]
    page.execute_script("window.dragkit.host.select(arguments[0], arguments[1])", a, chosen)
    start = item_point(page, order[1])
    end = item_point(page, items(page, b)[-1], 0.9)
    g = Gesture(page).move(start).down().path(start, end, 8).wait(0.3).perform()
    session = snapshot(page)["sessions"][0]
    assert session["items"] == chosen and session["badge"] == 3
    # F4: the two other reminders are stacked under the drag image, offset, with their own text.
    cards = page.execute_script(
        "return [...document.querySelectorAll('.dk-preview .dk-flock-card')].map(c => ({"
        "of: c.dataset.dkFlockOf, text: c.textContent.trim(), r: c.getBoundingClientRect().toJSON()}))")
    assert len(cards) == 2 and {c["of"] for c in cards} == set(chosen) - {chosen[0]}, cards
    preview = page.execute_script("return document.querySelector('.dk-preview').getBoundingClientRect().toJSON()")
    for card in cards:
        assert card["text"]
        assert abs(card["r"]["x"] - preview["x"]) <= 20 and abs(card["r"]["y"] - preview["y"]) <= 20
    # F5: the count badge reads 3.
    assert page.execute_script("return document.querySelector('.dk-preview .dk-badge').textContent") == "3"
    screenshot(page, "native-feel-flock")
    # At the drop the stacked cards fly to their items' new places.
    page.execute_script("""
window.spread = [];
new MutationObserver((changes) => { for (const c of changes) for (const n of c.addedNodes)
  if (n.classList && n.classList.contains('dk-flock-spread')) window.spread.push(n.dataset.dkFlockOf); })
  .observe(document.body, {childList: true});""")
    g.up().perform()
    wait_idle(page)
    assert sorted(page.execute_script("return window.spread")) == sorted(chosen[1:])
    assert items(page, b)[-3:] == chosen


def test_F5_the_not_allowed_badge_is_a_drawn_symbol(page, showcase):
    open_scene(page, showcase, "reminders|photos")
    reminder = items(page, reminder_lists(page)[0])[0]
    start = item_point(page, reminder)
    library = next(c["id"] for c in snapshot(page)["containers"] if c["id"] == "photos-library")
    end = container_point(page, library, 0.5, 0.4)
    g = Gesture(page).move(start).down().path(start, end, 10).wait(0.2).perform()
    session = snapshot(page)["sessions"][0]
    assert session["operation"] == "forbidden", session
    badge = page.execute_script(
        "const b = document.querySelector('.dk-preview .dk-badge');"
        "return {hidden: b.hidden, text: b.textContent, svg: b.querySelectorAll('svg circle, svg line').length,"
        " w: b.getBoundingClientRect().width};")
    # A circle and a bar, drawn: no glyph a font may lack (it showed as an empty box).
    assert not badge["hidden"] and badge["svg"] == 2 and badge["text"] == "" and badge["w"] > 10, badge
    screenshot(page, "native-feel-forbidden")
    g.move(start).up().perform()
    wait_idle(page)


def test_F5_the_text_drag_badge_is_not_clipped(page, showcase):
    open_scene(page, showcase, "notes")
    views = [c["id"] for c in of_kind(page, "note")]
    source, destination = views[0], views[1]
    select_text(page, source, 0, 4)
    start = text_point(page, source, 2)
    end = text_point(page, destination, 1)
    g = Gesture(page).move(start).down().path(start, end, 10).wait(0.2).perform()
    look = page.execute_script(
        "const p = document.querySelector('.dk-text-preview'); const b = p.querySelector('.dk-badge');"
        "const pr = p.getBoundingClientRect(), br = b.getBoundingClientRect();"
        "return {hidden: b.hidden, overflow: getComputedStyle(p).overflow, out: br.top < pr.top || br.right > pr.right,"
        " background: getComputedStyle(p).backgroundColor, opacity: getComputedStyle(p).opacity};")
    assert not look["hidden"], "a copy into another note shows the + badge"
    # The badge sits on the image's corner, partly outside it: the image must not clip it.
    assert look["out"] and look["overflow"] == "visible", look
    assert 0.7 <= float(look["opacity"]) < 1 and look["background"] == "rgb(255, 255, 255)", look
    screenshot(page, "native-feel-text-badge")
    g.move(start).up().perform()


def test_S6_text_dropped_before_a_word_gets_a_space(page, showcase):
    open_scene(page, showcase, "notes")
    views = [c["id"] for c in of_kind(page, "note")]
    source, destination = views[0], views[1]
    words = text(page, source)
    word_end = words.index(" ")
    select_text(page, source, 0, word_end)  # the first word, without its space
    word = words[:word_end]
    target = text(page, destination)
    before = target.index(" ") + 1  # the start of the second word
    start = text_point(page, source, 1)
    end = text_point(page, destination, before, 0.5)
    Gesture(page).move(start).down().path(start, end, 10).wait(0.2).up().perform()
    wait_idle(page)
    after = text(page, destination)
    assert after == target[:before] + word + " " + target[before:], (after, target)
    assert "  " not in after.replace(target, "")


def test_S6_notes_names_match_what_is_shown(page, showcase):
    open_scene(page, showcase, "notes")
    title = page.execute_script("return document.getElementById('title-notes-quick').textContent")
    hint = page.execute_script(
        "return document.getElementById('title-notes-quick').closest('section').querySelector('.hint').textContent")
    # The hint names the field by the title it shows ("Quick note" against "Quick entry").
    assert title in hint and "Quick note" not in hint, (title, hint)


def test_F2_calendar_event_titles_end_in_an_ellipsis_and_the_whole_title_is_available(page, showcase):
    open_scene(page, showcase, "calendar")
    events = page.execute_script(
        "return [...document.querySelectorAll('.timeline [data-dk-item]')].map(e => {"
        " const t = e.querySelector('.event-title'); const s = getComputedStyle(t);"
        " return {title: t.textContent, tip: e.title, ellipsis: s.textOverflow, clips: t.scrollWidth > t.clientWidth}; })")
    assert events
    for event in events:
        # Cut titles end in an ellipsis, and the whole title is there on hover.
        assert event["ellipsis"] == "ellipsis" and event["tip"].startswith(event["title"]), event


def phone(page):
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                         {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})


def desktop(page):
    page.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    page.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def photos_on_a_phone(page, showcase):
    """Photos on a phone, at the top of a page with more than 200 px left to scroll (A1):
    returns the screen's height, the library's items and the first photo's centre."""
    open_scene(page, showcase, "photos")
    assert page.execute_script("return scrollY") == 0
    height = page.execute_script("return document.scrollingElement.clientHeight")
    assert page.execute_script("return document.scrollingElement.scrollHeight") > height + 200
    library = items(page, "photos-library")
    return height, library, item_point(page, library[0])


def test_A1_on_a_phone_a_touch_drag_held_at_the_screen_edge_scrolls_the_page(page, showcase):
    phone(page)
    try:
        height, library, start = photos_on_a_phone(page, showcase)
        edge = (start[0], height - 6)
        sample_sessions(page)
        g = Gesture(page, "touch").move(start).down().wait(0.7)
        g.path(start, (start[0], start[1] + 40), 2).path((start[0], start[1] + 40), edge, 8).wait(2.0)
        # Back up, away from both edges, and let go over the shared album, now within reach.
        g.move((start[0], height // 2)).wait(0.2).up().perform()
        held = samples(page)
        assert held, "the long press lifted the photo"
        # A1: held at the bottom edge, the page itself scrolled toward the album.
        assert max(s["scrollY"] for s in held) > 200, [s["scrollY"] for s in held][-5:]
        wait_idle(page)
    finally:
        desktop(page)


def test_S7_photo_names_announced_match_their_captions(page, showcase):
    for scene in ("photos", "notes"):
        open_scene(page, showcase, scene)
        photos = page.execute_script(
            "return [...document.querySelectorAll(\"[data-dk-type='com.dragkit.photo']\")].filter(e => e.offsetParent)"
            ".map(e => ({id: e.dataset.dkItem, label: e.dataset.dkLabel, aria: e.getAttribute('aria-label'),"
            " caption: (e.querySelector('.tile-caption, .thumb-caption') || {}).textContent}))")
        assert photos, scene
        for photo in photos:
            # The engine announces the label; a person reads the caption: the same name.
            assert photo["caption"] == photo["label"] and photo["aria"].endswith(photo["label"]), photo
    # And the announcement of a drag says the name on screen.
    open_scene(page, showcase, "photos")
    photo = items(page, "photos-library")[1]
    caption = page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}'] .tile-caption`).textContent", photo)
    start = item_point(page, photo)
    g = Gesture(page).move(start).down().path(start, (start[0] + 40, start[1] + 40), 4).perform()
    WebDriverWait(page, 10).until(lambda d: caption in d.execute_script(
        "return document.getElementById('dk-announcer').textContent"))
    g.move(start).up().perform()
    wait_idle(page)


def test_F6_in_a_grid_the_gap_reflows_icons_into_the_next_row(page, showcase):
    open_scene(page, showcase, "home")
    grid = items(page, "home-grid")
    boxes = page.execute_script(
        "return arguments[0].map(i => { const r = document.querySelector(`[data-dk-item='${i}']`)"
        ".getBoundingClientRect(); return [r.left, r.top]; })", grid)
    row = [i for i, b in enumerate(boxes) if abs(b[1] - boxes[0][1]) < 1]
    columns = len(row)
    assert columns >= 3 and len(grid) > columns * 2
    start = item_point(page, grid[0])
    target = columns + 1  # the second icon of row 2
    aim = item_point(page, grid[target])
    aim = (aim[0] - 8, aim[1])  # its leading half: a move within the grid fills that cell (issue 22)
    g = Gesture(page).move(start).down().path(start, aim, 10).wait(0.3).perform()
    WebDriverWait(page, 10).until(lambda d: target_transform_of(d, grid[target]) != [0, 0])
    index = snapshot(page)["sessions"][0]["index"]
    assert index == target, snapshot(page)["sessions"]
    # The lifted icon's slot closes: each icon up to the aimed cell takes the place of the one
    # before it, along its row, and the first of row 2 to the end of row 1; the lifted icon
    # stands in the gap, and the icons after it stay.
    for k in range(1, target + 1):
        dx, dy = target_transform_of(page, grid[k])
        assert abs(boxes[k][0] + dx - boxes[k - 1][0]) < 1 and abs(boxes[k][1] + dy - boxes[k - 1][1]) < 1, k
    dx, dy = target_transform_of(page, grid[0])
    assert abs(boxes[0][0] + dx - boxes[target][0]) < 1 and abs(boxes[0][1] + dy - boxes[target][1]) < 1
    for k in range(target + 1, len(grid)):
        assert target_transform_of(page, grid[k]) == [0, 0], k
    g.move(start).up().perform()
    wait_idle(page)


def test_F3_over_a_note_the_drag_image_takes_the_attachment_size_and_back(page, showcase):
    open_scene(page, showcase, "photos|notes")
    strip = next(c["id"] for c in snapshot(page)["containers"] if c["kind"] == "attachments" and c["shown"])
    photo = items(page, "photos-library")[0]
    start = item_point(page, photo)
    own = page.execute_script(
        "const r = document.querySelector(`[data-dk-item='${arguments[0]}']`).getBoundingClientRect();"
        "return [Math.round(r.width), Math.round(r.height)]", photo)
    size = ("return (() => { const p = document.querySelector('.dk-preview'); if (!p) return null;"
            " const r = p.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; })()")
    over = container_point(page, strip, 0.5, 0.5)
    g = Gesture(page).move(start).down().path(start, over, 10).wait(0.3).perform()
    assert snapshot(page)["sessions"][0]["destination"] == strip
    # F3: the image shows what the drop makes: an attachment, thumbnail and caption (104 × 101).
    WebDriverWait(page, 10).until(lambda d: d.execute_script(size) == [104, 101])
    screenshot(page, "native-feel-reshape")
    g.path(over, start, 6).wait(0.3).perform()
    WebDriverWait(page, 10).until(lambda d: d.execute_script(size) == own)
    g.up().perform()
    wait_idle(page)
