"""The showcase's side of crossing the page's edge (issue 12: S12, P1, P3): what `exportItem`
hands the bridge for a drag out of the window is each item's representations in fidelity
order, with files that are the server's real encodings; a window opened for one item
(`?open=<id>`, P3) shows it; previewable items are declared to the bridge."""
from selenium.webdriver.support.ui import WebDriverWait

from dragkit_page import open_scene

EXPORT = """
const done = arguments[arguments.length - 1];
import('/showcase/crossing.js').then(async ({ exportItem }) => {
  const out = [];
  for (const entry of exportItem(arguments[0])) {
    const row = { type: entry.type, name: entry.name || null, data: entry.data ?? null };
    if (entry.url) {
      const response = await fetch(entry.url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      row.contentType = response.headers.get('Content-Type');
      row.head = [...bytes.slice(0, 4)];
      row.size = bytes.length;
    }
    out.push(row);
  }
  done(out);
}, (error) => done(String(error)));
"""


def test_S12_P1_a_photo_leaves_as_real_png_then_jpeg_files_then_text(driver, showcase):
    open_scene(driver, showcase, "photos")
    entries = driver.execute_async_script(EXPORT, "photos-library-1")
    assert [e["type"] for e in entries] == ["image/png", "image/jpeg", "text/uri-list", "text/plain"]
    png, jpeg = entries[0], entries[1]
    assert png["name"] == "Lake at dawn.png" and png["contentType"] == "image/png" and png["head"] == [0x89, 0x50, 0x4E, 0x47]
    assert jpeg["name"] == "Lake at dawn.jpg" and jpeg["contentType"] == "image/jpeg" and jpeg["head"][:3] == [0xFF, 0xD8, 0xFF]
    assert entries[3]["data"] == "Lake at dawn"


def test_P1_an_event_leaves_as_an_ics_file_and_a_note_as_allowlisted_html(driver, showcase):
    open_scene(driver, showcase, "calendar")
    event = driver.execute_async_script(EXPORT, "cal-mon-1")
    assert [e["type"] for e in event] == ["text/calendar", "text/html", "text/plain"]
    assert event[0]["name"] == "Team standup.ics" and event[0]["head"] == list(b"BEGI")
    assert event[1]["data"] == "<b>Team standup</b>, 09:30–09:45"
    assert event[2]["data"] == "Team standup, 09:30–09:45"
    note = driver.execute_async_script(EXPORT, "notes-index-2")
    assert [e["type"] for e in note] == ["text/html", "text/plain"]
    assert '<a href="https://example.com/tasca-do-chico">' in note[0]["data"] and "<script" not in note[0]["data"]


def test_P3_previewable_items_are_declared_and_open_in_a_window_of_their_own(driver, showcase):
    open_scene(driver, showcase, "photos")
    assert driver.execute_script(
        "return document.querySelector(\"[data-dk-item='photos-library-1']\").hasAttribute('data-dk-opens-window')")
    driver.get(showcase.url + "?open=photos-library-3")
    WebDriverWait(driver, 15).until(lambda d: d.execute_script(
        "const img = document.querySelector('.opened-item img'); return !!img && img.complete && img.naturalWidth === 640"))
    assert driver.find_element("css selector", ".opened-item h2").text == "Forest path"
    open_scene(driver, showcase, "reminders")
    assert not driver.execute_script("return document.querySelector('[data-dk-opens-window]')")
