"""Operations by pair (issue 9, section 2): drag, keyboard drag and Edit ▸ Move to… agree on
every pair, and across scenes the source keeps its item (S2, S3, S11, P1); drops go *into* a
folder row's middle or a sidebar folder and between rows at its edges; Move to… carries the
whole selection and reaches charts' dashboard and Files subfolders (S7, WCAG 2.5.7); Paste lands
right after the focused item; the source lets go of its selection after a drag (A5). Every
result is checked again after a reload (the server stored it)."""
import urllib.request

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from dragkit_page import (container, container_point, drag, item_point, items, open_scene, rect, snapshot,
                          wait_idle, press)
from scene_steps import answer_dialog, command, type_of, wait_for, wait_items


def focus(page, item):
    page.execute_script(
        "const e = document.querySelector(`[data-dk-item='${arguments[0]}']`); e.scrollIntoView({block: 'center'}); e.focus();",
        item)


def move_to(page, item, target, accept=True):
    """Edit ▸ Move to… of the focused item (and its selection): picks `target` in the sheet."""
    focus(page, item)
    command(page, "moveTo")
    choice = wait_for_element(page, f"#sheet input[name='move-to'][value='{target}']")
    operation = choice.get_attribute("data-operation")
    choice.click()
    # A confirmation (S11) may follow at once, so wait for the choices to go, not every sheet.
    answer_dialog(page, accept=accept, wait_closed=False)
    wait_for(page, lambda: not page.execute_script(
        "return [...document.querySelectorAll(\"input[name='move-to']\")].some(e => e.getClientRects().length > 0)"),
        5, "the Move to… sheet closed")
    return operation


def wait_for_element(page, selector, timeout=5):
    found = []
    wait_for(page, lambda: found.append(page.find_elements("css selector", selector)) or found[-1], timeout,
             f"{selector} shows")
    return found[-1][0]


def keyboard_drag(page, item, tabs):
    """Picks `item` up with Space, Tabs `tabs` times (to another place) and drops with Space."""
    focus(page, item)
    press(page, Keys.SPACE)
    wait_for(page, lambda: snapshot(page)["sessions"], 3, "the keyboard drag started")
    for _ in range(tabs):
        press(page, Keys.TAB)
    press(page, Keys.SPACE)


def keyboard_drag_to(page, item, target):
    """A keyboard drag of `item`, Tabbing until the drop point is in `target`, then Space."""
    focus(page, item)
    press(page, Keys.SPACE)
    wait_for(page, lambda: snapshot(page)["sessions"], 3, "the keyboard drag started")
    for _ in range(40):
        press(page, Keys.TAB)
        if snapshot(page)["sessions"][0]["destination"] == target:
            break
    assert snapshot(page)["sessions"][0]["destination"] == target, f"Tab reaches {target}"
    press(page, Keys.SPACE)


def representation(showcase, item, type_):
    with urllib.request.urlopen(f"{showcase.url}api/items/{item}/representation?type={type_}") as response:
        return response.read()


# ------------------------------------------------------------------ S2, S3, S11: the source keeps its item

@pytest.mark.parametrize("way", ["drag", "keyboard", "menu"])
def test_S2_S11_a_photo_put_in_the_shared_album_stays_in_the_library(page, showcase, way):
    open_scene(page, showcase, "photos")
    library, album = items(page, "photos-library"), items(page, "photos-shared")
    photo = library[0]
    if way == "drag":
        drag(page, item_point(page, photo), container_point(page, "photos-shared", 0.5, 0.5))
    elif way == "keyboard":
        keyboard_drag_to(page, photo, "photos-shared")
    else:
        assert move_to(page, photo, "photos-shared", accept=True) == "copy"
    # S11: the post can't be undone: a sheet with Cancel follows; this test posts.
    answer_dialog(page, accept=True)
    wait_items(page, "photos-shared", len(album) + 1)
    wait_idle(page)
    assert items(page, "photos-library") == library, "the library keeps the photo (S2)"
    open_scene(page, showcase, "photos")
    assert items(page, "photos-library") == library
    assert len(items(page, "photos-shared")) == len(album) + 1


@pytest.mark.parametrize("way", ["drag", "keyboard", "menu"])
def test_S3_A3_a_contact_put_in_To_stays_in_Contacts(page, showcase, way):
    open_scene(page, showcase, "mail")
    contacts, to = items(page, "mail-contacts"), items(page, "mail-to")
    contact = contacts[0]
    if way == "drag":
        drag(page, item_point(page, contact), container_point(page, "mail-to", 0.7, 0.5))
    elif way == "keyboard":
        keyboard_drag_to(page, contact, "mail-to")
    else:
        assert move_to(page, contact, "mail-to") == "copy"
    wait_items(page, "mail-to", len(to) + 1)
    wait_idle(page)
    assert items(page, "mail-contacts") == contacts
    open_scene(page, showcase, "mail")
    assert items(page, "mail-contacts") == contacts and len(items(page, "mail-to")) == len(to) + 1


@pytest.mark.parametrize("way", ["drag", "keyboard", "menu"])
def test_S11_a_file_put_in_the_Drop_Box_is_asked_for_and_not_lost(page, showcase, way):
    open_scene(page, showcase, "files")
    root = items(page, "files-root")
    file = next(i for i in root if type_of(page, i) != "public.folder")
    if way == "drag":
        drag(page, item_point(page, file), container_point(page, "files-dropbox", 0.5, 0.5))
    elif way == "keyboard":
        keyboard_drag_to(page, file, "files-dropbox")
    else:
        assert move_to(page, file, "files-dropbox") == "copy"
    answer_dialog(page, accept=True)  # asked first (S11)
    wait_items(page, "files-dropbox", 1)
    wait_idle(page)
    assert items(page, "files-root") == root, "the file is still in its folder"
    open_scene(page, showcase, "files")
    assert items(page, "files-root") == root and len(items(page, "files-dropbox")) == 1


@pytest.mark.parametrize("way", ["drag", "keyboard", "menu"])
def test_S2_P1_an_event_put_in_Files_stays_in_the_calendar_as_a_real_ics_file(page, showcase, way):
    open_scene(page, showcase, "calendar|files")
    monday, root = items(page, "cal-mon"), items(page, "files-root")
    event = monday[0]
    if way == "drag":
        drag(page, item_point(page, event), container_point(page, "files-root", 0.5, 0.92))
    elif way == "keyboard":
        keyboard_drag_to(page, event, "files-root")
    else:
        assert move_to(page, event, "files-root") == "copy"
    wait_items(page, "files-root", len(root) + 1)
    wait_idle(page)
    assert items(page, "cal-mon") == monday, "the calendar keeps its event (S2)"
    new = next(i for i in items(page, "files-root") if i not in root)
    wait_for(page, lambda: not page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}'] .file-size`).textContent", new).startswith("0"),
        5, "the new .ics file shows its real size right after the drop")
    open_scene(page, showcase, "calendar|files")
    assert items(page, "cal-mon") == monday
    exported = next(i for i in items(page, "files-root") if i not in root)
    ics = representation(showcase, exported, "public.calendar-event")
    assert b"BEGIN:VEVENT" in ics and b"SUMMARY:Team standup" in ics
    size = page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).dataset.dkBytes", exported)
    assert int(size) == len(ics), "the file states the real size of its .ics text"
    shown = page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}'] .file-size`).textContent", exported)
    assert not shown.startswith("0"), f"Files shows a real size, not {shown!r}"


# ------------------------------------------------------------------ drop into versus insert between

def test_F6_S1_drop_into_the_middle_of_a_folder_row_files_it_in_the_folder(page, showcase):
    open_scene(page, showcase, "files")
    root, documents = items(page, "files-root"), items(page, "files-documents")
    file = root[-1]
    folder_row = next(i for i in root if type_of(page, i) == "public.folder" and
                      page.execute_script("return document.querySelector(`[data-dk-item='${arguments[0]}']`).dataset.dkOpens", i)
                      == "files-documents")
    from dragkit_page import Gesture
    start, over = item_point(page, file), item_point(page, folder_row, 0.5)
    g = Gesture(page).move(start).down().path(start, over, 8).perform()
    wait_for(page, lambda: page.execute_script(
        "return document.querySelector(`[data-dk-item='${arguments[0]}']`).classList.contains('dk-drop-into')", folder_row),
        3, "the folder row is highlighted as the destination")
    assert snapshot(page)["sessions"][0]["destination"] == "files-documents"
    g.up().perform()
    wait_idle(page)
    assert items(page, "files-documents") == documents + [file]
    assert file not in items(page, "files-root")
    open_scene(page, showcase, "files")
    assert items(page, "files-documents") == documents + [file]


def test_F6_S2_insert_between_at_the_edge_of_a_folder_row_reorders(page, showcase):
    open_scene(page, showcase, "files")
    root, documents = items(page, "files-root"), items(page, "files-documents")
    file = root[-1]
    folder_row = root[0]
    drag(page, item_point(page, file), item_point(page, folder_row, 0.1))
    wait_idle(page)
    assert items(page, "files-root") == [file] + root[:-1]
    assert items(page, "files-documents") == documents
    open_scene(page, showcase, "files")
    assert items(page, "files-root") == [file] + root[:-1]


def test_F6_S1_a_sidebar_folder_takes_a_drop(page, showcase):
    open_scene(page, showcase, "files")
    root, projects = items(page, "files-root"), items(page, "files-projects")
    file = root[-1]
    r = rect(page, "[data-dk-opens='files-projects'].sidebar-folder")
    drag(page, item_point(page, file), (int(r["x"] + r["w"] / 2), int(r["y"] + r["h"] / 2)))
    wait_idle(page)
    assert items(page, "files-projects") == projects + [file]
    open_scene(page, showcase, "files")
    assert items(page, "files-projects") == projects + [file] and file not in items(page, "files-root")


# ------------------------------------------------------------------ menu commands (S7, WCAG 2.5.7)

def test_S7_move_to_moves_the_whole_selection(page, showcase):
    open_scene(page, showcase, "reminders")
    today, errands = items(page, "rem-today"), items(page, "rem-errands")
    page.find_element("css selector", f"[data-dk-item='{today[0]}']").click()
    ActionChains(page).key_down(Keys.CONTROL).click(
        page.find_element("css selector", f"[data-dk-item='{today[2]}']")).key_up(Keys.CONTROL).perform()
    wait_for(page, lambda: container(page, "rem-today")["selected"] == [today[0], today[2]], 3, "two selected")
    assert move_to(page, today[2], "rem-errands") == "move"
    wait_items(page, "rem-errands", len(errands) + 2)  # the sheet closes before the move is applied
    wait_idle(page)
    assert items(page, "rem-errands") == errands + [today[0], today[2]]
    open_scene(page, showcase, "reminders")
    assert items(page, "rem-errands") == errands + [today[0], today[2]]
    assert items(page, "rem-today") == [today[1]] + today[3:]


def test_S7_paste_after_a_cut_lands_right_after_the_focused_item(page, showcase):
    open_scene(page, showcase, "reminders")
    today = items(page, "rem-today")
    focus(page, today[0])
    command(page, "cut")
    focus(page, today[1])
    command(page, "paste")
    wait_idle(page)
    expected = [today[1], today[0]] + today[2:]
    assert items(page, "rem-today") == expected
    open_scene(page, showcase, "reminders")
    assert items(page, "rem-today") == expected


def test_S7_WCAG_2_5_7_charts_move_to_reaches_the_dashboard(page, showcase):
    open_scene(page, showcase, "charts")
    gallery, board = items(page, "charts-gallery"), items(page, "charts-board")
    assert move_to(page, gallery[0], "charts-board") == "copy"
    wait_items(page, "charts-board", len(board) + 1)
    wait_idle(page)
    assert items(page, "charts-gallery") == gallery
    open_scene(page, showcase, "charts")
    assert len(items(page, "charts-board")) == len(board) + 1


def test_S7_move_to_keyboard_and_paste_reach_files_subfolders(page, showcase):
    open_scene(page, showcase, "files")
    root, documents, projects = items(page, "files-root"), items(page, "files-documents"), items(page, "files-projects")
    files = [i for i in root if type_of(page, i) != "public.folder"]
    assert move_to(page, files[0], "files-documents") == "move"
    wait_idle(page)
    keyboard_drag_to(page, files[1], "files-projects")
    wait_idle(page)
    assert items(page, "files-documents") == documents + [files[0]]
    assert items(page, "files-projects") == projects + [files[1]]
    # Cut here, open the subfolder, paste there.
    open_scene(page, showcase, "files")
    moved = items(page, "files-documents")[0]
    page.find_element("css selector", "[data-dk-spring='open-files-documents']").click()
    wait_for(page, lambda: container(page, "files-documents")["shown"], 3, "Documents opened")
    focus(page, moved)
    command(page, "cut")
    page.find_element("css selector", ".sidebar-folder[data-dk-opens='files-projects'] button").click()
    wait_for(page, lambda: container(page, "files-projects")["shown"], 3, "Projects opened")
    focus(page, items(page, "files-projects")[-1])
    command(page, "paste")
    wait_idle(page)
    assert items(page, "files-projects")[-1] == moved
    open_scene(page, showcase, "files")
    assert items(page, "files-projects") == projects + [files[1], moved]
    assert moved not in items(page, "files-documents")


# ------------------------------------------------------------------ A5

def test_A5_after_a_drag_to_another_list_the_source_no_longer_selects_the_items(page, showcase):
    open_scene(page, showcase, "reminders")
    today, errands = items(page, "rem-today"), items(page, "rem-errands")
    page.find_element("css selector", f"[data-dk-item='{today[0]}']").click()
    ActionChains(page).key_down(Keys.CONTROL).click(
        page.find_element("css selector", f"[data-dk-item='{today[1]}']")).key_up(Keys.CONTROL).perform()
    wait_for(page, lambda: container(page, "rem-today")["selected"] == today[:2], 3, "two selected")
    drag(page, item_point(page, today[0]), item_point(page, errands[-1], 0.9))
    wait_idle(page)
    assert items(page, "rem-errands")[-2:] == today[:2]
    assert container(page, "rem-today")["selected"] == []
    assert container(page, "rem-errands")["selected"] == today[:2]
    open_scene(page, showcase, "reminders")
    assert items(page, "rem-errands")[-2:] == today[:2] and items(page, "rem-today") == today[2:]
