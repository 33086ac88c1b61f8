"""Hostile-input campaign (issue 13): replays a corpus of at least 500 hostile requests, generated
from a seeded list, against a fresh showcase server. Every request must be refused with a clear
4xx JSON message (or, for a payload that is legitimate content such as `<script>` in a title,
stored exactly as sent, as data); never a 500; the server stays up; and after every refusal a
full dump of the database is byte-for-byte what it was before.

Run: python3 Tests/Campaigns/hostile.py [--seed N] [--count N]
Prints: tried, refused correctly, stored as data, 500s, crashes, database changes on refusal."""
import argparse
import json
import random
import socket
import sys
import time

from campaign_support import Server, dump, healthy, request

MOVE = {"operation": "move", "items": ["rem-today-1"], "from": "rem-today", "to": "rem-errands", "index": 0}
COPY = {"operation": "copy", "items": ["rem-today-2"], "from": "rem-today", "to": "rem-errands", "index": 0,
        "copies": ["copy-x"]}
TEXT = {"documents": [{"container": "notes-quick", "version": 0, "runs": [{"text": "hi"}]}]}
SCRIPTS = ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)",
           "\"><svg onload=alert(1)>", "';alert(1)//", "{{constructor.constructor('alert(1)')()}}",
           "<a href=\"javascript:alert(1)\">x</a>", "</title><script>alert(1)</script>"]
TRAVERSAL = ["../", "..%2f", "%2e%2e%2f", "%2e%2e/", "..\\", "/etc/passwd", "C:\\Windows\\win.ini",
             "....//", "%252e%252e%252f", "a/../../b", "\u0000", "%00", "..%00/", "%c0%ae%c0%ae/"]
WRONG = [None, True, 1, -1, 1.5, "x", [], {}, [1], ["x", 1], {"a": 1}, 1e309, 2 ** 63, -2 ** 63, "0"]


def drop_cases(rng):
    """(label, method, path, headers, body bytes, expect) for hostile item drops; expect is
    'refuse' (4xx, nothing changed) or 'store' (2xx, stored as data)."""
    cases = []
    body = json.dumps(MOVE).encode()
    # Malformed JSON: every prefix of a valid body, and garbage.
    for cut in range(1, len(body), 2):
        cases.append(("truncated json", body[:cut]))
    for junk in [b"{", b"[", b"\"", b"nul", b"{]", b"{\"operation\":}", b"{,}", b"\x00", b"\xff\xfe",
                 b"{'operation':'move'}", b"NaN", b"[]", b"null", b"1", b"\"move\"", b"{}{}", b"{\"a\":1,}",
                 b"\xef\xbb\xbf" + body, b"\xfe\xff" + body, b"  \n\t ", b"", b"/* */" + body]:
        cases.append(("malformed json", junk))
    # Duplicate keys: ambiguous, so refused whichever value a parser would keep.
    for duplicate in [b'"to":"rem-work","to":"rem-errands"', b'"index":0,"index":1', b'"index":0,"in\\u0064ex":1',
                      b'"operation":"copy","operation":"move"', b'"items":["rem-today-2"],"items":["rem-today-1"]',
                      b'"from":"rem-today","from":"rem-errands"',
                      b'"versions":{"rem-today":0,"rem-today":0}',
                      b'"dates":{"rem-today-1":"2026-01-01","rem-today-1":"2026-01-02"}']:
        named = {key for key in MOVE if f'"{key}":'.encode() in duplicate}
        rest = json.dumps({key: value for key, value in MOVE.items() if key not in named}).encode()
        cases.append(("duplicate key", rest[:-1] + b"," + duplicate + b"}"))
    cases.append(("duplicate key", b'{"operation":"copy","items":[],"to":"files-root","index":0,"created":[{"id":"d1",'
                  b'"type":"com.dragkit.clipping","title":"a","title":"b","payload":{}}]}'))
    # Deep nesting.
    for depth in [64, 512, 1000, 5000, 20000, 30000]:
        cases.append(("deep array", b"[" * depth + b"]" * depth))
        cases.append(("deep object", b"{\"a\":" * depth + b"1" + b"}" * depth))
        nested = {key: value for key, value in MOVE.items() if key != "index"}
        cases.append(("deep field", json.dumps(nested).encode()[:-1] + b",\"index\":" + b"[" * depth + b"]" * depth + b"}"))
    # Wrong types in every field.
    for field in ["operation", "items", "from", "to", "index", "copies", "indices", "created", "times", "dates",
                  "versions"]:
        for value in WRONG:
            if field in ("copies", "created", "times", "dates", "versions", "indices") and value in (None, [], {}):
                continue
            if (field, json.dumps(value)) in (("index", "1"), ("indices", "[1]")):
                continue  # valid: moves the reminder to the second place
            mutated = dict(MOVE)
            mutated[field] = value
            try:
                cases.append((f"wrong type {field}", json.dumps(mutated).encode()))
            except ValueError:
                pass
    # Huge and negative indices and sizes.
    for index in [-1, -2 ** 31, 2 ** 31, 2 ** 53, 10 ** 30, 6, 1000]:
        cases.append(("index", json.dumps({**MOVE, "index": index}).encode()))
        cases.append(("indices", json.dumps({**MOVE, "indices": [index]}).encode()))
    cases.append(("too many items", json.dumps({**MOVE, "items": [f"i{n}" for n in range(501)]}).encode()))
    # Unknown, duplicate and invalid ids.
    for ids in [["nope"], ["rem-today-1", "rem-today-1"], [""], ["x" * 65], [".hidden"], ["a b"], ["é"],
                ["rem-today-1", "nope"], ["rem-errands-1"]]:
        cases.append(("ids", json.dumps({**MOVE, "items": ids}).encode()))
    for container in ["nope", "", "rem-today/..", "../rem-today", "x" * 65, "rem today", "print", "notes-quick"]:
        cases.append(("container", json.dumps({**MOVE, "to": container}).encode()))
        cases.append(("container", json.dumps({**MOVE, "from": container}).encode()))
    cases.append(("duplicate copy id", json.dumps({**COPY, "copies": ["rem-today-3"]}).encode()))
    cases.append(("copy ids twice", json.dumps({**COPY, "items": ["rem-today-2", "rem-today-3"],
                                                 "copies": ["c1", "c1"]}).encode()))
    # A folder into itself or its own child.
    for operation in ["move", "copy"]:
        for target in ["files-documents", "files-projects"]:
            drop = {"operation": operation, "items": ["files-root-1" if target == "files-documents" else "files-root-2"],
                    "from": "files-root", "to": target, "index": 0}
            if operation == "copy":
                drop["copies"] = ["folder-copy"]
            cases.append(("folder into itself", json.dumps(drop).encode()))
    # Stale versions.
    for version in [1, 7, 10 ** 9]:
        cases.append(("stale version", json.dumps({**MOVE, "versions": {"rem-today": version}}).encode()))
    # Control characters, invalid UTF-8, script payloads in created items' fields that are refused.
    for title in ["a\u0000b", "\u001b[31m", "line\nbreak", "\u007f"]:
        created = {"operation": "copy", "items": [], "to": "files-root", "index": 0,
                   "created": [{"id": "c-ctl", "type": "com.dragkit.clipping", "title": title, "payload": {}}]}
        cases.append(("control character title", json.dumps(created).encode()))
    for raw in [b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80"]:
        cases.append(("invalid utf-8", b"{\"operation\":\"move\",\"items\":[\"rem-today-1" + raw +
                      b"\"],\"from\":\"rem-today\",\"to\":\"rem-errands\",\"index\":0}"))
    for payload in SCRIPTS + TRAVERSAL:
        cases.append(("payload in id", json.dumps({**MOVE, "items": [payload]}).encode()))
        cases.append(("payload in type", json.dumps({"operation": "copy", "items": [], "to": "files-root", "index": 0,
                                                     "created": [{"id": "c-t", "type": payload, "title": "t",
                                                                  "payload": {}}]}).encode()))
        cases.append(("payload in date", json.dumps({**MOVE, "dates": {"rem-today-1": payload}}).encode()))
    # Seeded random ids, each with at least one character an id may not hold, and random
    # out-of-range indices.
    bad = "/\\<>\"' ;:%\u0000\u00e9\u202e\ud7ff{}()[]"
    plain = "abcxyz0123-_."
    for _ in range(40):
        chars = [rng.choice(plain) for _ in range(rng.randint(0, 70))]
        chars.insert(rng.randint(0, len(chars)), rng.choice(bad))
        field = rng.choice(["items", "from", "to", "copies"])
        mutated = dict(COPY if field == "copies" else MOVE)
        mutated[field] = ["".join(chars)] if field in ("items", "copies") else "".join(chars)
        cases.append(("random invalid id", json.dumps(mutated).encode()))
    for _ in range(20):
        cases.append(("random index", json.dumps({**MOVE, "index": rng.choice([-1, 1]) * rng.randint(7, 2 ** 62)}).encode()))
    result = [(label, "POST", "/api/drops", {"Content-Type": "application/json"}, data, "refuse")
              for label, data in cases]
    # Script payloads are legitimate text: stored as data, exactly.
    for n, payload in enumerate(SCRIPTS):
        created = {"operation": "copy", "items": [], "to": "files-root", "index": 0,
                   "created": [{"id": f"script-{n}", "type": "com.dragkit.clipping", "title": payload,
                                "payload": {"text": payload}}]}
        result.append(("script payload stored as data", "POST", "/api/drops", {"Content-Type": "application/json"},
                       json.dumps(created).encode(), "store"))
    return result


def text_cases():
    cases = []
    run = {"text": "hi"}
    for field, values in {
        "font": ["x;background:url(http://evil.example/b)", "a\"b", "x}body{color:red", "", "x" * 65, "url(x)",
                 "Arial, evil", "a\\62", "\u0000", 1, None, []],
        "size": [0, -1, 401, 1e309, "16", None, [], 10 ** 20],
        "weight": [0, 99, 1001, "bold", 1.5, None],
        "color": [-1, 0x1000000, "red", "#fff", None, 1.5],
        "link": ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,<script>",
                 "vbscript:x", "http://a b", "https://x\u0000", "x" * 2001, 1, []],
        "text": ["a\u0000b", "\u001b[2J", None, 1, "x" * 70000],
        "italic": ["yes", 1, None],
    }.items():
        for value in values:
            if value is None and field != "text":
                continue  # null means "the default": valid
            document = {"container": "notes-quick", "version": 0, "runs": [{**run, field: value}]}
            cases.append((f"text {field}", json.dumps({"documents": [document]}).encode()))
    for documents in [[], None, "x", [{}], [{"container": "nope", "version": 0, "runs": []}],
                      [{"container": "rem-today", "version": 0, "runs": []}],
                      [{"container": "notes-quick", "version": 5, "runs": []}],
                      [{"container": "notes-quick", "version": -1, "runs": []}],
                      [{"container": "notes-quick", "version": 0, "runs": []}] * 2,
                      [{"container": "../etc", "version": 0, "runs": []}],
                      [{"container": "notes-quick", "version": 0, "runs": [{"text": "a"}] * 10001}]]:
        cases.append(("text documents", json.dumps({"documents": documents}).encode()))
    for duplicate in [b'{"documents":[{"container":"notes-quick","version":0,"version":0,"runs":[{"text":"hi"}]}]}',
                      b'{"documents":[],"documents":[{"container":"notes-quick","version":0,"runs":[{"text":"hi"}]}]}',
                      b'{"documents":[{"container":"notes-quick","version":0,"runs":[{"text":"hi","font":"Georgia","font":"Menlo"}]}]}',
                      b'{"documents":[{"container":"rem-today","container":"notes-quick","version":0,"runs":[{"text":"hi"}]}]}']:
        cases.append(("text duplicate key", duplicate))
    cases.append(("text bom", b"\xef\xbb\xbf" + json.dumps(TEXT).encode()))
    return [(label, "POST", "/api/text", {"Content-Type": "application/json"}, data, "refuse") for label, data in cases]


def origin_cases():
    """Writes from elsewhere than the page: other sites, forms, text/plain, forged Host."""
    body = json.dumps(MOVE).encode()
    cases = []
    for headers in [{"Content-Type": "text/plain"}, {"Content-Type": "application/x-www-form-urlencoded"},
                    {"Content-Type": "multipart/form-data; boundary=x"}, {"Content-Type": ""},
                    {"Content-Type": "application/json", "Origin": "http://evil.example"},
                    {"Content-Type": "application/json", "Origin": "null"},
                    {"Content-Type": "text/plain", "Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"},
                    {"Content-Type": "application/json", "Sec-Fetch-Site": "cross-site"},
                    {"Content-Type": "application/json", "Sec-Fetch-Mode": "no-cors"},
                    {"Content-Type": "application/json", "Host": "evil.example"},
                    {"Content-Type": "application/json", "Host": "evil.example:80"},
                    {"Content-Type": "application/json", "Host": "127.0.0.1:1"}]:
        for path in ["/api/drops", "/api/text"]:
            cases.append(("from elsewhere", "POST", path, headers, body, "refuse"))
    form = b"operation=move&items=rem-today-1&from=rem-today&to=rem-errands&index=0"
    cases.append(("form post", "POST", "/api/drops", {"Content-Type": "application/x-www-form-urlencoded"}, form, "refuse"))
    for method in ["PUT", "DELETE", "PATCH"]:
        cases.append(("other method", method, "/api/drops", {"Content-Type": "application/json"}, body, "refuse"))
    return cases


def path_cases():
    cases = []
    for path in ["/index.html%00.js", "/index.html%00", "/%00", "/..%2f..%2fetc%2fpasswd", "/%2e%2e/%2e%2e/etc/passwd",
                 "/..%5c..%5cWindows", "/showcase/%2e%2e/%2e%2e/Server/Package.swift", "/%252e%252e/README.md",
                 "/dragkit/../../README.md", "/%c0%ae%c0%ae/README.md", "/index.html%0a", "/api/../README.md",
                 "/api/items/..%2f..%2fetc/representation?type=public.plain-text",
                 "/api/items/%00/representation?type=public.plain-text",
                 "/api/items/rem-today-1/representation?type=../../etc/passwd",
                 "/api/items/rem-today-1/representation?type=%00", "/api/items/nope/representation?type=public.plain-text",
                 "/api/items/rem-today-1/representation", "/api/items/rem-today-1/representation?type=public.vcard&fields=..",
                 "/api/nope", "/nope.html", "/.git/config", "/../Server/.build"]:
        cases.append(("path", "GET", path, {}, None, "refuse"))
    return cases


def raw_cases():
    """Requests sent on a raw socket: lying Content-Length, bodies cut short or past the limit."""
    head = ("POST /api/drops HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n")
    body = json.dumps(MOVE).encode()
    cases = []
    big = b"{\"operation\":\"move\",\"pad\":\"" + b"x" * 70000 + b"\"}"
    cases.append(("over limit, honest length", (head + f"Content-Length: {len(big)}\r\n\r\n").encode() + big, True))
    cases.append(("over limit, lying length", (head + "Content-Length: 100\r\n\r\n").encode() + big, True))
    cases.append(("over limit, chunked", (head + "Transfer-Encoding: chunked\r\n\r\n").encode()
                  + b"".join(f"{len(c):x}\r\n".encode() + c + b"\r\n" for c in [big[i:i + 8000] for i in range(0, len(big), 8000)])
                  + b"0\r\n\r\n", True))
    cases.append(("length too large", (head + "Content-Length: 99999999999\r\n\r\n").encode() + body, True))
    cases.append(("negative length", (head + "Content-Length: -5\r\n\r\n").encode() + body, True))
    cases.append(("two lengths", (head + "Content-Length: 5\r\nContent-Length: 500\r\n\r\n").encode() + body, True))
    for cut in [1, 10, len(body) // 2, len(body) - 1]:
        cases.append(("body cut short", (head + f"Content-Length: {len(body)}\r\n\r\n").encode() + body[:cut], False))
    cases.append(("header with NUL", (head + "X-A: a\x00b\r\nContent-Length: 2\r\n\r\n{}").encode(), True))
    cases.append(("garbage request line", b"\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03" + b"\x00" * 40 + b"\r\n\r\n", True))
    return cases


def send_raw(port, data, read_answer):
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(data)
        if not read_answer:
            s.shutdown(socket.SHUT_WR)
        chunks = []
        try:
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
                if b"\r\n\r\n" in b"".join(chunks) and read_answer:
                    break
        except (socket.timeout, ConnectionResetError):
            pass
    answer = b"".join(chunks)
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else None
    return status


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--count", type=int, default=0, help="replay only this many (0: all)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    corpus = drop_cases(rng) + text_cases() + origin_cases() + path_cases()
    rng.shuffle(corpus)
    if args.count:
        corpus = corpus[:args.count]
    raw = raw_cases()
    server = Server().start()
    figures = {"tried": 0, "refused correctly": 0, "stored as data": 0, "500s": 0, "crashes": 0,
               "changed on refusal": 0, "unclear": 0}
    failures = []
    try:
        before = dump(server.database)
        for label, method, path, headers, data, expect in corpus:
            figures["tried"] += 1
            try:
                status, body, _ = request(server.port, method, path, data, headers)
            except OSError as error:
                status, body = None, str(error)
            if status is not None and status >= 500:
                figures["500s"] += 1
                failures.append((label, path, status, body))
            if not server.alive() or not healthy(server.port):
                figures["crashes"] += 1
                failures.append((label, path, "server down", server.log()[-500:]))
                server.kill()
                server.start()
            after = dump(server.database)
            if expect == "store":
                ok = status == 200 and after != before
                figures["stored as data" if ok else "unclear"] += 1
                if not ok:
                    failures.append((label, path, status, body))
                before = after
                continue
            static = method == "GET" and not path.startswith("/api")
            clear = (status is not None and 400 <= status < 500
                     and (static or (isinstance(body, dict) and isinstance(body.get("error"), str)
                                     and len(body["error"]) > 10)))
            if after != before:
                figures["changed on refusal"] += 1
                failures.append((label, path, status, "database changed"))
                before = after
            elif clear:
                figures["refused correctly"] += 1
            else:
                figures["unclear"] += 1
                failures.append((label, path, status, body))
        for label, data, read_answer in raw:
            figures["tried"] += 1
            status = send_raw(server.port, data, read_answer)
            time.sleep(0.05)
            if status is not None and status >= 500:
                figures["500s"] += 1
                failures.append((label, "raw", status, ""))
            if not server.alive() or not healthy(server.port):
                figures["crashes"] += 1
                failures.append((label, "raw", "server down", server.log()[-500:]))
                server.kill()
                server.start()
            after = dump(server.database)
            if after != before:
                figures["changed on refusal"] += 1
                failures.append((label, "raw", status, "database changed"))
                before = after
            elif status is None or 400 <= status < 500:
                figures["refused correctly"] += 1
            else:
                figures["unclear"] += 1
                failures.append((label, "raw", status, ""))
        log = server.log()
        errors = [line for line in log.splitlines() if "error" in line.lower() and "API request" in line]
        cut_short_logs = log.count("The request body ended before it was complete")
    finally:
        server.stop()
    print("Hostile-input campaign: " + ", ".join(f"{name} {value}" for name, value in figures.items()))
    print(f"  error log lines for API requests: {len(errors)}; body-cut-short info lines: {cut_short_logs}")
    for failure in failures[:40]:
        print("  FAIL", tuple(str(part)[:200] for part in failure))
    ok = (figures["tried"] >= 500 and not failures and figures["500s"] == 0 and figures["crashes"] == 0 and not errors)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
