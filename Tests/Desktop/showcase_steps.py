"""Steps the desktop tests share: open a showcase scene in a window, read what the server
stored, find screen points of items and containers, drag between the page and the peer app, and
read a file representation out of what the peer received (a saved file, a file URI or the URL of
the file, whichever the browser delivered)."""
import base64
import json
import re
import urllib.request

from desktop import wait_for


def open_scene(browser_window, showcase, route):
    driver = browser_window.focus_driver()
    driver.get(showcase.url + "#" + route)
    driver.refresh()
    wait_for(lambda: driver.execute_script(
        "return !!(window.dragkit && window.dragkit.ready)"
        " && window.dragkit.snapshot().scene === arguments[0]", route), 20,
        message=f"the {route} scene")
    browser_window.calibrate()
    return driver


def stored(showcase):
    """The server's containers by id (what a reload would show)."""
    with urllib.request.urlopen(showcase.url + "api/containers", timeout=10) as response:
        return {c["id"]: c for c in json.load(response)["containers"]}


def titles(container):
    return [item["title"] for item in container["items"]]


def plain_text(container):
    return "".join(run["text"] for run in (container.get("text") or {}).get("runs", []))


def page_items(browser_window, container_id):
    driver = browser_window.focus_driver()
    return driver.execute_script(
        "const c = window.dragkit.snapshot().containers.find(c => c.id === arguments[0]);"
        "return c ? c.items : null", container_id)


def page_selection(browser_window, container_id):
    return browser_window.focus_driver().execute_script(
        "const c = window.dragkit.snapshot().containers.find(c => c.id === arguments[0]);"
        "return c ? c.selected : null", container_id)


def idle(browser_window, timeout=15):
    driver = browser_window.focus_driver()
    wait_for(lambda: driver.execute_script(
        "const s = window.dragkit.snapshot(); return s.pendingTransfers === 0 && s.sessions.length === 0"),
        timeout, message="the page to be idle")


def item_point(browser_window, item, fy=0.5):
    """An item's center on screen, or `fy` of its height down (0.15: its top edge, between rows)."""
    return browser_window.element_center(f"[data-dk-item='{item}']", fy)


def container_point(browser_window, container):
    return browser_window.element_center(f"[data-dk-container='{container}']")


def fetch(url, base):
    if url.startswith("/"):
        url = base.rstrip("/") + url
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.headers.get("Content-Type", ""), response.read()


def file_representation(drop, base, suffix):
    """The bytes of the file the drag carried: saved by XDS, or a file URI in a uri-list, or
    (Chromium on X11) the URL of the file in _NETSCAPE_URL / text/x-moz-url / text/uri-list."""
    direct = drop.get("directSave") or {}
    if direct.get("saved"):
        return "", base64.b64decode(direct["saved"])
    for target in ("text/uri-list", "_NETSCAPE_URL", "text/x-moz-url"):
        text = drop["text"].get(target)
        if not text:
            continue
        for line in text.replace("\r", "\n").split("\n"):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if line.startswith("file://"):
                return "", open(urllib.request.url2pathname(line[7:]), "rb").read()
            if line.startswith("http") and (suffix in line or "representation" in line):
                return fetch(line, base)
    shown = {k: v[:200] for k, v in drop["text"].items() if v}
    raise AssertionError(f"no {suffix} file in the drop: targets {drop['targets']}, text {shown}")


def drag_out_to_peer(window, peer, desktop, item):
    before = len(peer.drops())
    desktop.drag(item_point(window, item), peer.center("drop"))
    return peer.wait_drop(before)


def drag_in_from_peer(window, peer, desktop, source, container):
    desktop.drag(peer.center(source), container_point(window, container))


def name_window(browser_window, name):
    """Gives the window a unique title and returns its X window id (for focus checks)."""
    driver = browser_window.focus_driver()
    driver.execute_script("document.title = arguments[0]", name)
    return wait_for(lambda: browser_window.display.run(
        ["xdotool", "search", "--name", f"^{re.escape(name)}"], check=False).stdout.split(), 10,
        message=f"the X window named {name}")[-1]
