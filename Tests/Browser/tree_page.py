"""What the tree tests read of a page with a tree (issue 37, the `trees` plugin): its rows as
shown, a row's box, and the drop marker with the level its indent shows and the row above it.
`tree` is the CSS selector of the tree's top-level container, `row` that of a row's content
inside its item (the row's first child, the part the gap moves)."""

# In the page: the drop marker's line {x, y, w, level} (its level read from its indent from the
# tree's left edge, one level per `indent` pixels) and the shown row whose layout middle is the
# last above it (rows the gap moved put back); null while no marker shows.
MARKER_JS = """
window.__treeMarker = (tree, row, indent) => {
  const m = document.querySelector('.dk-insertion-marker'); if (!m || !m.isConnected) return null;
  const r = m.getBoundingClientRect(); if (!r.width) return null;
  const t = document.querySelector(tree).getBoundingClientRect();
  const y = r.top + r.height / 2;
  const shift = (e) => { const s = getComputedStyle(e).transform; return s === 'none' ? 0 : new DOMMatrixReadOnly(s).m42; };
  let above = null;
  for (const e of document.querySelectorAll(`${tree} [role=treeitem]`)) {
    if (e.closest('[hidden]') || e.closest('.dk-lifted')) continue;
    const content = e.querySelector(`:scope > ${row}`) || e; const b = content.getBoundingClientRect();
    if (b.top - shift(content) - (content === e ? 0 : shift(e)) + b.height / 2 < y) above = e.dataset.dkItem;
  }
  return {x: r.left, y, w: r.width, level: Math.round((r.left - t.left) / indent) + 1, above};
};"""


def shown(page, tree):
    """The rows shown, in order, as [id, level]."""
    return page.execute_script(
        "return [...document.querySelectorAll(`${arguments[0]} [role=treeitem]`)]"
        ".filter(e => !e.closest('[hidden]')).map(e => [e.dataset.dkItem, +e.getAttribute('aria-level')])", tree)


def row_box(page, item, row):
    """A row's content box {x, y, w, h} (the item's own box when it has no such content)."""
    return page.execute_script(
        "const e = document.querySelector(`[data-dk-item=\"${arguments[0]}\"]`);"
        "const r = (e.querySelector(`:scope > ${arguments[1]}`) || e).getBoundingClientRect();"
        "return {x: r.left, y: r.top, w: r.width, h: r.height};", item, row)


def centre(box):
    return (int(box["x"] + box["w"] / 2), int(box["y"] + box["h"] / 2))


def marker(page, tree, row, indent):
    """The marker now, as ``MARKER_JS`` reads it (installed on first use), or None."""
    if not page.execute_script("return !!window.__treeMarker"):
        page.execute_script(MARKER_JS)
    return page.execute_script("return window.__treeMarker(arguments[0], arguments[1], arguments[2])", tree, row, indent)


def held_at_a_level_is_axe_clean(page, start, to, read_marker, level, above, shot):
    """Drags from `start` to `to` and holds there: the marker (`read_marker()`) must show
    `level` under the row `above`, and axe-core must find nothing mid-drag; the screenshot goes
    to `shot`. Escape then ends the drag, which must change nothing. A pen drags: a mouse drag
    here is the browser's own (HTML5) drag, whose Escape the test driver does not deliver."""
    from selenium.webdriver.common.keys import Keys
    from dragkit_page import Gesture, announcement, axe_violations, wait_idle
    g = Gesture(page, "pen").move(start).down().path(start, (start[0], start[1] - 10), 3).path((start[0], start[1] - 10), to, 8)
    g.wait(0.4).perform()
    try:
        seen = read_marker()
        assert seen and seen["level"] == level and seen["above"] == above, seen
        page.save_screenshot(shot)
        assert axe_violations(page) == []
    finally:
        g.key_down(Keys.ESCAPE).key_up(Keys.ESCAPE).wait(0.1).up().perform()
    wait_idle(page)
    said = announcement(page)
    assert "Moved" not in said, said
