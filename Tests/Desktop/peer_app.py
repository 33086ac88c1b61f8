#!/usr/bin/python3
"""The other side of DragKit's desktop tests: a small GTK 3 app, not a browser, that takes part
in the X11 desktop's drag and drop (XDND) like any other app does.

It shows one window with
- a drop area that accepts every type a drag offers (text/plain, text/html, text/uri-list,
  text/calendar, image/png, image/jpeg, files as uri-lists, Chromium's own types) and records,
  per drop, the offered targets and the bytes of each one it could read (base64) to a JSON file;
  when a drag offers XdndDirectSave0 (the X Direct Save protocol, what Chromium uses for a
  `DownloadURL` drag on Linux) it asks the source to save the file into a folder of its own and
  records what the source answered and the file it wrote;
- drag sources that start real drags of text, of files it writes itself (a `.ics` event, a
  `.textClipping` and a `.png` as uri-lists), of an image (image/png bytes plus its file), of a
  link (an https URL as text/uri-list, _NETSCAPE_URL and text/plain) and of whatever uri-list a
  test wrote to <folder>/uris.txt (read when the drop asks for the data: hostile names, files
  that are gone).

It runs with Debian's /usr/bin/python3 (python3-gi, gir1.2-gtk-3.0) as a separate process:
    peer_app.py --state <folder> [--x X --y Y --width W --height H]
It writes <folder>/layout.json once its window is placed (the root coordinates of the drop area
and of each source, for xdotool), and <folder>/drops.json after every drop. Files it offers are
in <folder>/files, files saved by direct save in <folder>/saved. Cost: every drop reads each
offered target once, O(total bytes).
"""
import argparse
import base64
import json
import os
import pathlib
import struct
import subprocess
import sys
import zlib

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

# Targets never read as data: protocol atoms, not content.
PROTOCOL_TARGETS = {"TARGETS", "MULTIPLE", "TIMESTAMP", "DELETE", "SAVE_TARGETS",
                    "XdndDirectSave0"}

EVENT_ICS = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//DragKit//Desktop peer//EN\r\n"
    "BEGIN:VEVENT\r\nUID:peer-event-1@dragkit.test\r\nDTSTAMP:20260301T090000Z\r\n"
    "DTSTART:20260302T140000Z\r\nDTEND:20260302T150000Z\r\n"
    "SUMMARY:Peer planning meeting\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
CLIPPING_TEXT = "Clipped from the peer app"
DRAGGED_TEXT = "Text dragged from the peer app"
LINK_URL = "https://example.com/dragkit/peer-link"


def png_bytes(width=8, height=6, rgb=(200, 40, 90)):
    """A real, valid PNG (RGB, 8 bit) of one colour. O(width * height)."""
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def write_json(path, value):
    """Writes atomically so a reader never sees half a file."""
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(value, indent=1))
    os.replace(temporary, path)


class Peer:
    def __init__(self, state, geometry):
        self.state = state
        self.files = state / "files"
        self.saved = state / "saved"
        self.files.mkdir(parents=True, exist_ok=True)
        self.saved.mkdir(parents=True, exist_ok=True)
        self.drops = []
        self.pending = None  # the drop being read: {context, time, wanted, record}
        self.file_paths = {
            "ics": self.files / "Peer planning meeting.ics",
            "clipping": self.files / "Peer clipping.textClipping",
            "png": self.files / "peer-photo.png",
        }
        self.file_paths["ics"].write_text(EVENT_ICS)
        self.file_paths["clipping"].write_text(CLIPPING_TEXT)
        self.file_paths["png"].write_bytes(png_bytes())

        window = Gtk.Window(title="DragKit peer")
        window.set_default_size(geometry["width"], geometry["height"])
        window.move(geometry["x"], geometry["y"])
        window.connect("destroy", Gtk.main_quit)
        box = Gtk.Box(orientation=Gtk.Orientation.HORIZONTAL, spacing=8)
        window.add(box)

        self.drop_area = self.labelled_box("Drop here", 300, 0)
        self.drop_area.drag_dest_set(0, [], Gdk.DragAction.COPY)
        self.drop_area.drag_dest_set_track_motion(True)
        self.drop_area.connect("drag-motion", self.on_motion)
        self.drop_area.connect("drag-drop", self.on_drop)
        self.drop_area.connect("drag-data-received", self.on_data)
        box.pack_start(self.drop_area, True, True, 0)

        sources = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=6)
        box.pack_start(sources, False, False, 0)
        self.sources = {}
        for name, label, targets in (
                ("text", "Drag text", ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain"]),
                ("ics", "Drag .ics file", ["text/uri-list"]),
                ("clipping", "Drag clipping file", ["text/uri-list"]),
                ("png", "Drag .png file", ["text/uri-list"]),
                ("image", "Drag image", ["image/png", "text/uri-list"]),
                ("link", "Drag link", ["text/uri-list", "_NETSCAPE_URL", "text/plain"]),
                ("uris", "Drag uris.txt", ["text/uri-list"])):
            source = self.labelled_box(label, 160, 38)
            source.drag_source_set(Gdk.ModifierType.BUTTON1_MASK,
                                   [Gtk.TargetEntry.new(t, 0, i) for i, t in enumerate(targets)],
                                   Gdk.DragAction.COPY)
            source.connect("drag-data-get", self.on_get, name)
            source.connect("drag-end", self.on_source_end, name)
            sources.pack_start(source, True, True, 0)
            self.sources[name] = source
        self.source_results = {}
        self.window = window
        window.connect("configure-event", lambda *args: GLib.idle_add(self.write_layout_when_placed))
        window.show_all()
        GLib.timeout_add(200, self.write_layout_when_placed)

    @staticmethod
    def labelled_box(text, width, height):
        area = Gtk.EventBox()
        area.set_size_request(width, height)
        area.add(Gtk.Label(label=text))
        return area

    # Layout: root coordinates of each widget, once the window manager has placed the window.
    def write_layout_when_placed(self):
        gdk_window = self.window.get_window()
        if gdk_window is None or not self.window.get_mapped():
            return True

        def rect(widget):
            allocation = widget.get_allocation()
            x, y = widget.translate_coordinates(self.window, 0, 0)
            _, x0, y0 = gdk_window.get_origin()
            return {"x": x0 + x, "y": y0 + y,
                    "width": allocation.width, "height": allocation.height}

        layout = {"window": self.window.get_window().get_xid(),
                  "drop": rect(self.drop_area),
                  "sources": {name: rect(widget) for name, widget in self.sources.items()},
                  "files": {name: str(path) for name, path in self.file_paths.items()},
                  "texts": {"text": DRAGGED_TEXT, "clipping": CLIPPING_TEXT, "link": LINK_URL},
                  "pid": os.getpid()}
        write_json(self.state / "layout.json", layout)
        return False

    # Drop side.
    def on_motion(self, widget, context, x, y, time):
        Gdk.drag_status(context, Gdk.DragAction.COPY, time)
        return True

    def on_drop(self, widget, context, x, y, time):
        offered = [target.name() for target in context.list_targets()]
        record = {"targets": offered, "data": {}, "x": x, "y": y,
                  "dropTime": GLib.get_monotonic_time() / 1e6,
                  "actions": int(context.get_actions())}
        wanted = [t for t in offered if t not in PROTOCOL_TARGETS]
        only = os.environ.get("DRAGKIT_PEER_READ_ONLY")
        if only:
            wanted = [t for t in wanted if t in only.split(",")]
        if "XdndDirectSave0" in offered:
            record["directSave"] = self.start_direct_save(context)
            if record["directSave"].get("requested"):
                wanted.insert(0, "XdndDirectSave0")
        self.pending = {"context": context, "time": time, "wanted": wanted, "record": record,
                        "widget": widget}
        self.request_next()
        return True

    def start_direct_save(self, context):
        """XDS: read the file name the source proposes from its window's XdndDirectSave0
        property, answer with a file URI in our folder, then ask for the XdndDirectSave0
        target (the source replies S, F or E). Uses xprop (x11-utils) for the properties."""
        source = context.get_source_window()
        result = {}
        try:
            xid = source.get_xid()
            output = subprocess.run(["xprop", "-id", str(xid), "XdndDirectSave0"],
                                    capture_output=True, text=True, timeout=5).stdout
            result["proposed"] = output.strip()
            name = output.split("=", 1)[1].strip().strip('"') if "=" in output else "saved-file"
            name = pathlib.Path(name).name or "saved-file"
            target = self.saved / name
            result["uri"] = target.as_uri()
            subprocess.run(["xprop", "-id", str(xid), "-f", "XdndDirectSave0", "8t", "-set",
                            "XdndDirectSave0", target.as_uri()], timeout=5, check=True)
            result["requested"] = True
        except Exception as error:  # the record says what failed; the drop still completes
            result["error"] = repr(error)
        return result

    def request_next(self):
        pending = self.pending
        if not pending["wanted"]:
            self.finish_drop()
            return
        target = pending["wanted"].pop(0)
        pending["current"] = target
        pending["widget"].drag_get_data(pending["context"], Gdk.Atom.intern(target, False),
                                        pending["time"])

    def on_data(self, widget, context, x, y, selection, info, time):
        pending = self.pending
        if pending is None:
            return
        target = pending.get("current")
        data = selection.get_data() if selection is not None else None
        if target is not None:
            if target == "XdndDirectSave0":
                pending["record"]["directSave"]["reply"] = (data or b"").decode("latin-1")
            else:
                pending["record"]["data"][target] = base64.b64encode(data or b"").decode()
        GLib.idle_add(self.request_next_once)

    def request_next_once(self):
        if self.pending is not None:
            self.request_next()
        return False

    def finish_drop(self):
        pending = self.pending
        self.pending = None
        record = pending["record"]
        direct = record.get("directSave")
        if direct and direct.get("uri"):
            path = pathlib.Path(GLib.filename_from_uri(direct["uri"])[0])
            direct["saved"] = base64.b64encode(path.read_bytes()).decode() if path.exists() else None
        record["action"] = int(pending["context"].get_selected_action())
        record["finishTime"] = GLib.get_monotonic_time() / 1e6
        Gtk.drag_finish(pending["context"], True, False, pending["time"])
        self.drops.append(record)
        write_json(self.state / "drops.json", self.drops)

    # Source side.
    def on_get(self, widget, context, selection, info, time, name):
        target = selection.get_target().name()
        if name == "text":
            selection.set_text(DRAGGED_TEXT, -1)
        elif name == "link":
            if target == "text/plain":
                selection.set_text(LINK_URL, -1)
            elif target == "_NETSCAPE_URL":
                selection.set(selection.get_target(), 8, LINK_URL.encode())
            else:
                selection.set_uris([LINK_URL])
        elif name == "uris":
            # Raw bytes, not set_uris: the test's list reaches the drop exactly as written.
            text = (self.state / "uris.txt").read_text() if (self.state / "uris.txt").exists() else ""
            selection.set(selection.get_target(), 8, text.encode())
        elif target == "image/png":
            selection.set(selection.get_target(), 8, self.file_paths["png"].read_bytes())
        else:
            path = self.file_paths["png" if name == "image" else name]
            selection.set_uris([path.as_uri()])

    def on_source_end(self, widget, context, name):
        self.source_results[name] = self.source_results.get(name, 0) + 1
        write_json(self.state / "sources.json", self.source_results)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--state", required=True, type=pathlib.Path)
    parser.add_argument("--x", type=int, default=0)
    parser.add_argument("--y", type=int, default=0)
    parser.add_argument("--width", type=int, default=520)
    parser.add_argument("--height", type=int, default=300)
    options = parser.parse_args()
    Peer(options.state, {"x": options.x, "y": options.y,
                         "width": options.width, "height": options.height})
    Gtk.main()


if __name__ == "__main__":
    sys.exit(main())
