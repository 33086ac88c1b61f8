"""The bridge's crossing example (Web/examples/crossing/) on a real desktop: DragKit's native
mouse drags leave the page for the GTK peer app and enter it from the peer, with real X11 input
(S1, S2, S12, P1). The example is the smallest page that uses `exportItem` and `importDrop`, so
these tests show the bridge's part apart from the showcase's wiring."""
from desktop import chromium_custom_data, load, wait_for
from showcase_steps import container_point, file_representation, idle, item_point


def crossing(window, showcase):
    return load(window, showcase.url + "examples/crossing/",
                ready="window.dragkit && window.dragkit.snapshot && window.saved")


def list_items(driver):
    return driver.execute_script(
        "return window.dragkit.snapshot().containers.find(c => c.id === 'list').items")


def test_S1_S2_S12_P1_an_item_dragged_to_another_app_carries_text_html_and_its_ics_and_stays(
        window, peer, desktop, showcase):
    driver = crossing(window, showcase)
    before = list_items(driver)
    count = len(peer.drops())
    desktop.drag(item_point(window, "meeting"), peer.center("drop"))
    drop = peer.wait_drop(count)
    assert drop["text"]["text/plain"] == "Team meeting, 5 January 2026, 10:00–11:00 UTC", drop["targets"]
    assert "<b>Team meeting</b>" in drop["text"]["text/html"]
    custom = chromium_custom_data(drop["bytes"].get("chromium/x-web-custom-data", b""))
    assert "application/x-dragkit+json" in custom, custom.keys()
    _, ics = file_representation(drop, showcase.url + "examples/crossing/", ".ics")
    assert b"SUMMARY:Team meeting" in ics and b"DTSTART:20260105T100000Z" in ics
    idle(window)
    assert list_items(driver) == before  # S2: to another app it is a copy


def test_S1_P1_text_from_another_app_dropped_on_the_list_is_imported(window, peer, desktop, showcase):
    driver = crossing(window, showcase)
    desktop.drag(peer.center("text"), container_point(window, "list"))
    imported = wait_for(lambda: driver.execute_script("return window.imported"), 15,
                        message="the text imported by importDrop")
    assert imported[0]["label"] == peer.layout["texts"]["text"]
    assert imported[0]["container"] == "list"


def test_S1_a_file_from_another_app_is_refused_by_a_list_that_takes_only_links(
        window, peer, desktop, showcase):
    driver = crossing(window, showcase)
    desktop.drag(peer.center("ics"), container_point(window, "links"))
    idle(window)
    assert driver.execute_script("return window.imported") == []
    assert len(driver.window_handles) == 1 and "examples/crossing" in driver.current_url
