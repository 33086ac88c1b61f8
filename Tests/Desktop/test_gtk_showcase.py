"""dragkit-desktop and the web showcase in headful Chromium on one X11 desktop (issue 26): the
same engine in two hosts, real XDND between them. Named by requirement (Docs/Requirements.md):
S1 a drag goes to another app, P1 the desktop app's items leave as real files (which Chromium
reads as `Files`), S2 a drop into another app copies."""
from desktop import wait_for
from gtk_app import populate
from gtk_steps import list_with, reminder_lists, root_items
from showcase_steps import container_point, idle, item_point, open_scene, stored, titles

EVENT_ICS = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//DragKit//Desktop tests//EN\r\n"
    "BEGIN:VEVENT\r\nUID:desktop-lunch@dragkit.test\r\nDTSTAMP:20260301T090000Z\r\n"
    "DTSTART:20260303T120000Z\r\nDTEND:20260303T130000Z\r\n"
    "SUMMARY:Desktop lunch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


def with_event(folder):
    populate(folder)
    (folder / "Desktop lunch.ics").write_text(EVENT_ICS)


def test_S1_P1_an_ics_file_from_the_desktop_app_dropped_on_the_showcase_calendar_becomes_an_event(
        window, start_gtk_app, showcase):
    app = start_gtk_app(prepare=with_event)
    open_scene(window, showcase, "calendar")
    app.drag("files/Desktop lunch.ics", container_point(window, "cal-tue"))

    def imported():
        return [c for c in stored(showcase).values()
                if c["scene"] == "calendar" and "Desktop lunch" in titles(c)]

    assert wait_for(imported, 15, message="the .ics stored as an event")
    app.idle()
    assert (app.folder / "Desktop lunch.ics").exists() and "Desktop lunch.ics" in root_items(app)


def test_S1_P1_a_photo_from_the_desktop_app_dropped_on_the_showcase_photos_is_stored(
        window, gtk_app, showcase):
    open_scene(window, showcase, "photos")
    before = len(stored(showcase)["photos-library"]["items"])
    gtk_app.drag("photos/sunset.png", container_point(window, "photos-library"))
    wait_for(lambda: len(stored(showcase)["photos-library"]["items"]) == before + 1, 15,
             message="the photo stored in the showcase's library")
    gtk_app.idle()
    assert sorted(gtk_app.items("photos")) == ["sea.png", "sunset.png"]  # S2: a copy


def test_S1_S2_a_reminder_from_the_showcase_dropped_on_a_desktop_list_becomes_a_reminder_there(
        window, gtk_app, showcase):
    open_scene(window, showcase, "reminders")
    before_server = stored(showcase)
    dragged = before_server["rem-today"]["items"][0]
    list_id, items = list_with(gtk_app, 1)
    gtk_app.raise_window()
    window.display.drag(item_point(window, dragged["id"]),
                        gtk_app.point_of(f"reminders/{list_id}", fy=0.9))
    snap = gtk_app.wait_snapshot(lambda s: len(reminder_lists(gtk_app, s)[list_id]) == len(items) + 1,
                                 15, f"a new reminder in {list_id}")
    assert set(items) <= set(reminder_lists(gtk_app, snap)[list_id])
    wait_for(lambda: dragged["title"] in gtk_app.reminder_titles(list_id), 10,
             message="the reminder's title stored in the desktop app's database")
    # To another app a drag copies: the showcase keeps its reminder (S2).
    idle(window)
    assert titles(stored(showcase)["rem-today"]) == titles(before_server["rem-today"])
