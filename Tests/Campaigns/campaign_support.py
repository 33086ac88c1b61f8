"""Shared pieces of the server campaigns (issue 13): start and stop a showcase server with its
own database, send requests over plain HTTP (stdlib only), and dump or check the database."""
import http.client
import json
import os
import pathlib
import socket
import sqlite3
import subprocess
import tempfile
import time
import uuid

ROOT = pathlib.Path(__file__).resolve().parents[2]


def binary():
    return os.environ.get("DRAGKIT_SERVER_BINARY") or str(ROOT / "Server/.build/debug/dragkit-showcase")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One showcase server process on 127.0.0.1 with its own SQLite file (kept across restarts)."""

    def __init__(self, folder=None, extra=()):
        self.folder = pathlib.Path(folder or tempfile.mkdtemp(prefix="dragkit-campaign-"))
        self.database = self.folder / "showcase.sqlite"
        self.log_path = self.folder / "server.log"
        self.port = free_port()
        self.extra = list(extra)
        self.process = None

    def start(self, timeout=60):
        log = open(self.log_path, "a")
        offset = log.tell()
        self.process = subprocess.Popen(
            [binary(), "--host", "127.0.0.1", "--port", str(self.port), "--database", str(self.database),
             "--web-root", str(ROOT / "Web"), *self.extra],
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        deadline = time.time() + timeout
        while time.time() < deadline:
            if f"DragKit showcase: http://127.0.0.1:{self.port}/" in self.log_path.read_text(errors="replace")[offset:]:
                return self
            if self.process.poll() is not None:
                break
            time.sleep(0.02)
        raise RuntimeError(f"server did not start: {self.log_path.read_text(errors='replace')[-2000:]}")

    def alive(self):
        return self.process is not None and self.process.poll() is None

    def kill(self):
        if self.alive():
            self.process.kill()
        if self.process:
            self.process.wait()

    def stop(self):
        if self.alive():
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def log(self):
        return self.log_path.read_text(errors="replace")


def request(port, method, path, body=None, headers=None, timeout=30):
    """(status, parsed JSON or raw bytes, headers) of one request on a new connection."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        data = body if isinstance(body, (bytes, bytearray)) or body is None else json.dumps(body).encode()
        all_headers = {"Content-Type": "application/json"} if data is not None else {}
        all_headers.update(headers or {})
        connection.request(method, path, body=data, headers=all_headers)
        response = connection.getresponse()
        raw = response.read()
        try:
            parsed = json.loads(raw) if raw else None
        except ValueError:
            parsed = raw
        return response.status, parsed, dict(response.getheaders())
    finally:
        connection.close()


def write(port, path, body, key=None, timeout=30):
    """A write with a fresh (or given) Idempotency-Key."""
    return request(port, "POST", path, body, {"Idempotency-Key": key or uuid.uuid4().hex}, timeout=timeout)


def healthy(port, timeout=5):
    try:
        status, body, _ = request(port, "GET", "/api/health", timeout=timeout)
        return status == 200 and body == {"ok": True}
    except OSError:
        return False


def dump(database):
    """Every schema entry and row of the database, as text (read-only, WAL-aware)."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        return "\n".join(connection.iterdump())
    finally:
        connection.close()


def integrity(database):
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        return connection.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        connection.close()


def layout(database):
    """{container id: [item ids in position order]} read straight from the file."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        result = {}
        for container_id, item_id in connection.execute(
                "SELECT container_id, id FROM items ORDER BY container_id, position"):
            result.setdefault(container_id, []).append(item_id)
        return result
    finally:
        connection.close()


def percentile(values, fraction):
    ordered = sorted(values)
    if not ordered:
        return 0.0
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]
