"""Fuzzing campaign (issue 13): a seeded random mutator over valid item drops and text edits feeds
`POST /api/drops` and `POST /api/text` for a fixed count. Each request starts as a valid write
computed on what the server last answered (a move, copy, created clipping or delete between the
Reminders lists and Files, or a text edit of a note); most are then mutated: bytes flipped,
inserted or deleted, values swapped for another JSON type, numbers made huge or negative, keys
dropped, added or written twice.

Every answer must be a 2xx (applied) or a clear 4xx JSON message (refused); never a 500, and the
server stays up. The campaign keeps its own model of where every item is, changed only by the
writes the server applied (read back from the bytes sent, as the server reads them); at every
checkpoint and at the end `GET /api/containers` must show exactly that model: no item lost,
none duplicated, none moved where no applied write put it.

Run: python3 Tests/Campaigns/fuzz.py [--count 2000] [--seed 13]   (long profile: --count 50000)
Prints: tried, refused, applied, 500s, crashes, lost, duplicated, misplaced."""
import argparse
import copy
import json
import random
import sys
import uuid

from campaign_support import Server, healthy, integrity, request

LISTS = ["rem-today", "rem-errands", "rem-work"]
CLIPPINGS_TO = "files-root"
NOTE = "notes-quick"
FONTS = ["Georgia", "Menlo", "Helvetica", "Avenir Next"]
HUGE = [2 ** 31, 2 ** 53, 2 ** 63, 2 ** 64, 10 ** 30, -1, -2 ** 31, -2 ** 63, -10 ** 30, 0, 1.5, -0.0]
RAW_NUMBERS = [b"1e309", b"-1e309", b"1e-400", b"99999999999999999999999999", b"-0", b"1E2", b"0.0000001"]
SCALARS = [None, True, False, 0, -1, 1, "", "x", "rem-today-1", "files-root", "move", "copy", "delete",
           "\u0000", "<script>", "../", [], {}, [1], ["x"], {"a": 1}]


class Fuzzer:
    def __init__(self, port, rng):
        self.port = port
        self.rng = rng
        self.where = {}       # item id -> container id: the model
        self.made = []        # ids this campaign made (copies, clippings), which it may delete
        self.texts = {}       # container id -> text version
        self.serial = 0

    # ------------------------------------------------------------------ model

    def read_server(self):
        """{item id: [container ids holding it]} and text versions, as GET /api/containers answers."""
        status, body, _ = request(self.port, "GET", "/api/containers")
        assert status == 200, status
        holders = {}
        for container in body["containers"]:
            for item in container["items"]:
                holders.setdefault(item["id"], []).append(container["id"])
            if container.get("text"):
                self.texts[container["id"]] = container["text"]["version"]
        return holders

    def apply(self, path, data, answer):
        """Changes the model as the server applied `data` (answered 2xx with `answer`). Returns an
        error string when the bytes cannot be read back (a body the server should have refused)."""
        for container in (answer or {}).get("containers", []) if isinstance(answer, dict) else []:
            if container.get("text"):
                self.texts[container["id"]] = container["text"]["version"]
        if path == "/api/text":
            return None
        try:
            drop = json.loads(data.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as error:
            return f"applied a body that is not JSON: {error}"
        operation, items, to = drop.get("operation"), drop.get("items") or [], drop.get("to")
        if operation == "move":
            for item in items:
                self.where[item] = to
        elif operation == "copy":
            new = (drop.get("copies") or [])[:len(items)] if items else [c["id"] for c in drop.get("created") or []]
            for item in new:
                self.where[item] = to
                self.made.append(item)
        elif operation == "delete":
            for item in items:
                self.where.pop(item, None)
        else:
            return f"applied an unknown operation {operation!r}"
        return None

    def compare(self):
        """(lost, duplicated, misplaced, unexpected) lists between the model and the server."""
        holders = self.read_server()
        lost = [item for item in self.where if item not in holders]
        duplicated = [item for item, places in holders.items() if len(places) > 1]
        misplaced = [item for item, container in self.where.items()
                     if item in holders and holders[item] != [container]]
        unexpected = [item for item in holders if item not in self.where]
        return lost, duplicated, misplaced, unexpected

    # ------------------------------------------------------------------ valid writes

    def fresh(self, prefix):
        self.serial += 1
        return f"fz-{prefix}-{self.serial}"

    def in_list(self, container):
        return [item for item, place in self.where.items() if place == container]

    def valid(self):
        """(path, JSON value) of one write the server would apply on the model as it stands."""
        rng = self.rng
        roll = rng.random()
        if roll < 0.15:
            runs = [{"text": rng.choice(["Milk", "eggs", "<b>x</b>", "é ✓", "a\nb"]),
                     "font": rng.choice(FONTS), "size": rng.choice([12, 16, 24]), "weight": rng.choice([400, 700]),
                     "italic": rng.random() < 0.5, "color": rng.randrange(0x1000000)}
                    for _ in range(rng.randint(1, 3))]
            return "/api/text", {"documents": [{"container": NOTE, "version": self.texts.get(NOTE, 0), "runs": runs}]}
        mine = [item for item in self.made if item in self.where]
        if roll < 0.25 and mine:
            item = rng.choice(mine)
            return "/api/drops", {"operation": "delete", "items": [item], "from": self.where[item]}
        if roll < 0.35:
            return "/api/drops", {"operation": "copy", "items": [], "to": CLIPPINGS_TO, "index": 0, "created": [
                {"id": self.fresh("clip"), "type": "com.dragkit.clipping", "title": "Clipping",
                 "payload": {"text": "fuzz"}}]}
        source = rng.choice([name for name in LISTS if self.in_list(name)])
        to = rng.choice(LISTS)
        picked = rng.sample(self.in_list(source), k=min(len(self.in_list(source)), rng.randint(1, 2)))
        left = len([item for item in self.in_list(to) if item not in picked])
        if roll < 0.5:
            return "/api/drops", {"operation": "copy", "items": picked, "from": source, "to": to,
                                  "index": rng.randint(0, len(self.in_list(to))),
                                  "copies": [self.fresh("copy") for _ in picked]}
        return "/api/drops", {"operation": "move", "items": picked, "from": source, "to": to,
                              "index": rng.randint(0, left)}

    # ------------------------------------------------------------------ mutations

    def mutate_value(self, value):
        """`value` with one random change somewhere inside it."""
        rng = self.rng
        paths = list(walk(value))
        path = rng.choice(paths)
        parent, key = locate(value, path)
        current = value if parent is None else parent[key]
        kind = rng.random()
        if kind < 0.3:
            new = copy.deepcopy(rng.choice(SCALARS))
        elif kind < 0.55 and isinstance(current, (int, float)) and not isinstance(current, bool):
            new = rng.choice(HUGE)
        elif kind < 0.7 and isinstance(current, dict) and current:
            del current[rng.choice(list(current))]
            return value
        elif kind < 0.8 and isinstance(current, list) and current:
            current.insert(rng.randrange(len(current) + 1), copy.deepcopy(rng.choice(current + SCALARS)))
            return value
        elif kind < 0.9 and isinstance(current, str):
            new = rng.choice(["", current * 40, current + "\u0000", current[::-1], current.upper(),
                              rng.choice(list(self.where) or ["x"]), "x" * 65])
        else:
            new = copy.deepcopy(rng.choice(HUGE + SCALARS))
        if parent is None:
            return new
        parent[key] = new
        return value

    def encode(self, value):
        """(JSON bytes of `value`, changed?): sometimes one object names a key twice, or a number
        is written in a form Python would not produce."""
        rng = self.rng
        data = json.dumps(value, ensure_ascii=rng.random() < 0.5).encode()
        roll = rng.random()
        if roll < 0.12:
            objects = [path for path in walk(value) if isinstance(locate_value(value, path), dict)
                       and locate_value(value, path)]
            if objects:
                target = locate_value(value, rng.choice(objects))
                key = rng.choice(list(target))
                twice = json.dumps(key) + ":" + json.dumps(rng.choice([target[key], None, 0, "x", []]), ensure_ascii=False)
                marker = "\u2063dup\u2063"
                target[marker] = 0
                text = json.dumps(value, ensure_ascii=False)
                del target[marker]
                return text.replace(json.dumps(marker, ensure_ascii=False) + ": 0", twice).encode(), True
        elif roll < 0.17:
            text = data.decode()
            digits = [n for n, ch in enumerate(text) if ch.isdigit() and (n == 0 or not text[n - 1].isalnum())]
            if digits:
                at = rng.choice(digits)
                end = at
                while end < len(text) and (text[end].isdigit() or text[end] in ".eE+-"):
                    end += 1
                return (text[:at] + rng.choice(RAW_NUMBERS).decode() + text[end:]).encode(), True
        return data, False

    def mutate_bytes(self, data):
        rng = self.rng
        data = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            kind = rng.random()
            at = rng.randrange(len(data) + 1)
            if kind < 0.3 and data:
                at = min(at, len(data) - 1)
                data[at] ^= 1 << rng.randrange(8)
            elif kind < 0.55:
                data[at:at] = bytes([rng.choice([0, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x80, 0xFF,
                                                 rng.randrange(256)])])
            elif kind < 0.8 and data:
                del data[at:at + rng.randint(1, 8)]
            elif data:
                start = rng.randrange(len(data))
                data[at:at] = data[start:start + rng.randint(1, 16)]
        return bytes(data)

    def next_request(self):
        """(path, body bytes, mutated?) of the next request."""
        path, value = self.valid()
        roll = self.rng.random()
        if roll < 0.25:
            return path, *self.encode(value)
        if roll < 0.3:
            return ("/api/text" if path == "/api/drops" else "/api/drops"), self.encode(value)[0], True
        for _ in range(self.rng.randint(1, 3)):
            value = self.mutate_value(value)
        data, _ = self.encode(value)
        if self.rng.random() < 0.35:
            data = self.mutate_bytes(data)
        return path, data, True


def walk(value, path=()):
    """Every path (a tuple of keys and indices) inside `value`, itself included."""
    yield path
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from walk(inner, path + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from walk(inner, path + (index,))


def locate(value, path):
    """(parent container, key) of `path`, or (None, None) for the root."""
    if not path:
        return None, None
    parent = value
    for key in path[:-1]:
        parent = parent[key]
    return parent, path[-1]


def locate_value(value, path):
    for key in path:
        value = value[key]
    return value


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--checkpoint", type=int, default=500, help="compare the model every N requests")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    server = Server().start()
    figures = {"tried": 0, "refused": 0, "applied": 0, "applied unmutated": 0, "500s": 0, "crashes": 0,
               "unclear": 0, "lost": 0, "duplicated": 0, "misplaced": 0, "unexpected": 0}
    failures = []
    try:
        fuzzer = Fuzzer(server.port, rng)
        fuzzer.where = {item: places[0] for item, places in fuzzer.read_server().items()}
        for number in range(1, args.count + 1):
            path, data, mutated = fuzzer.next_request()
            figures["tried"] += 1
            try:
                status, body, _ = request(server.port, "POST", path, data,
                                          {"Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex})
            except OSError as error:
                status, body = None, str(error)
            if status is not None and 200 <= status < 300:
                figures["applied"] += 1
                figures["applied unmutated"] += not mutated
                problem = fuzzer.apply(path, data, body)
                if problem:
                    failures.append((path, data[:300], problem))
            elif status is not None and 400 <= status < 500 and isinstance(body, dict) \
                    and isinstance(body.get("error"), str) and len(body["error"]) > 10:
                figures["refused"] += 1
                if not mutated:
                    failures.append((path, data[:300], f"a valid write was refused: {status} {body}"))
            elif status is not None and status >= 500:
                figures["500s"] += 1
                failures.append((path, data[:300], status, body))
            else:
                figures["unclear"] += 1
                failures.append((path, data[:300], status, body))
            if status is None or number % 100 == 0:
                if not server.alive() or not healthy(server.port):
                    figures["crashes"] += 1
                    failures.append((path, data[:300], "server down", server.log()[-500:]))
                    server.kill()
                    server.start()
            if number % args.checkpoint == 0 or number == args.count:
                lost, duplicated, misplaced, unexpected = fuzzer.compare()
                if lost or duplicated or misplaced or unexpected:
                    failures.append(("checkpoint", number, lost[:5], duplicated[:5], misplaced[:5], unexpected[:5]))
                    # Count each once, then continue from what the server holds.
                    figures["lost"] += len(lost)
                    figures["duplicated"] += len(duplicated)
                    figures["misplaced"] += len(misplaced)
                    figures["unexpected"] += len(unexpected)
                    fuzzer.where = {item: places[0] for item, places in fuzzer.read_server().items()}
        up = server.alive() and healthy(server.port)
        check = integrity(server.database)
        errors = [line for line in server.log().splitlines() if "error" in line.lower() and "API request" in line]
    finally:
        server.stop()
    print("Fuzz campaign (seed %d): " % args.seed + ", ".join(f"{name} {value}" for name, value in figures.items())
          + f"; server up at the end {up}; integrity_check {check}; error log lines {len(errors)}")
    for failure in failures[:30]:
        print("  FAIL", tuple(str(part)[:300] for part in failure))
    ok = (up and check == "ok" and not failures and not errors and figures["tried"] == args.count
          and figures["applied"] > 0 and figures["refused"] > 0)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
