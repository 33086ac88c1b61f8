"""Differential and mutation campaign for what crosses from other apps (issue 22, §9; S1, A2, P1).

1. HTML: a seeded generator writes hostile markup (scripts, styles, event handlers, `style`
   attributes, javascript:/data:/vbscript: links in many spellings, comments, broken and deep
   nesting), then the campaigns' byte mutator mangles part of it. Each document goes through
   - the server's sanitiser (`POST /api/imports` as `text/html` into a note; the inserted runs
     are read from the answer, then the note is put back), and
   - the page's sanitiser (`sanitizeHTML` of Web/dragkit/dragkit-sanitize.js, in headless
     Chromium, all documents in one call),
   and through the reference, PyPI's nh3 (the Rust ammonia library, html5ever's parser) with the
   page's allowlist. Every script and style body and every event-handler or style attribute
   value carries a unique marker: a failure is a sanitiser keeping a marker that the reference
   strips, a link the reference strips (or any link that is not http, https or mailto), or, for
   the page, any tag or attribute outside its allowlist. A failing document is shrunk (delta
   debugging) and printed.
2. `.ics` files and image headers (PNG, JPEG, GIF, WebP): valid seeds mutated by the same
   mutator, imported into a calendar day and into Photos. Every answer is a 201 or a clear 4xx
   JSON message, never a 500 nor a dropped connection; a refusal stores nothing (the database
   dump is unchanged); the server stays up.

Bounded: a fixed seed and counts. Run: python Tests/Campaigns/differential.py [--seed 22]
[--html 400] [--files 300]   (short profile, under a minute; needs nh3 and selenium from .venv).
Prints the counts; exits non-zero on any failure."""
import argparse
import html.parser
import json
import random
import re
import shutil
import struct
import sys
import zlib

import nh3

from campaign_support import Server, dump, healthy, request

NOTE = "note-shopping"
DAY = "cal-tue"
PHOTOS = "photos-library"
MARK = re.compile(r"[SA]MARK\d+X")
# The page's allowlist (dragkit-sanitize.js), which the reference applies too.
TAGS = {"p", "br", "b", "strong", "i", "em", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "code", "pre",
        "blockquote", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "span", "div", "table", "thead",
        "tbody", "tr", "th", "td", "caption", "q", "cite", "abbr", "a"}
SCHEMES = {"http", "https", "mailto"}


def reference(markup):
    return nh3.clean(markup, tags=TAGS, attributes={"a": {"href", "title"}}, url_schemes=SCHEMES,
                     url_relative="deny", link_rel=None, strip_comments=True)


class Reader(html.parser.HTMLParser):
    """Text, hrefs, tags and attributes of (sanitised) markup."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.text, self.links, self.tags, self.attributes = [], [], set(), set()
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        for name, value in attrs:
            self.attributes.add((tag, name))
            if tag == "a" and name == "href" and value:
                self.links.append(value)
            self.text.append(value or "")  # a marker kept in any attribute counts as kept

    def handle_data(self, data):
        self.text.append(data)


def scheme(link):
    return re.sub(r"[\x00-\x20]", "", link).split(":", 1)[0].lower() if ":" in link else ""


# ------------------------------------------------------------------ generator and mutator

LINKS = ["https://example.com/a", "http://ok.example/b?c=1&amp;d=2", "mailto:ada@example.com", "javascript:alert(1)",
         "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#x09;script:alert(1)", "jav&#x61;script:alert(1)",
         "java\nscript:alert(1)", "&#106;avascript:alert(1)", "data:text/html,<script>alert(1)</script>",
         "vbscript:msgbox(1)", "//evil.example/x", "/relative", "https:evil", "javascript&colon;alert(1)",
         "\x01javascript:alert(1)", "https://ex\u0000ample.com", "file:///etc/passwd", "HTTPS://EXAMPLE.COM/UP"]
WORDS = ["Hello", "there", "safe words", "Grüße", "日本語", "&amp;", "&lt;b&gt;", "a < b", "x > y", "&#x1F600;"]
PLAIN = ["b", "strong", "i", "em", "p", "div", "span", "h1", "h3", "li", "ul", "blockquote", "pre", "table", "td",
         "font", "center", "section", "custom-tag", "u", "code"]
DANGEROUS = ["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math", "textarea",
             "title", "xmp", "noembed", "select", "button", "form", "img", "video", "plaintext"]


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.serial = 0

    def mark(self, kind):
        self.serial += 1
        return f"{kind}MARK{self.serial}X"

    def attribute(self):
        r = self.rng.random()
        if r < 0.3:
            return f' on{self.rng.choice(["click", "error", "load", "mouseover"])}="{self.mark("A")}"'
        if r < 0.5:
            return f' style="background:url({self.mark("A")})"'
        if r < 0.6:
            return f" onload={self.mark('A')}"
        if r < 0.7:
            return f' title="{self.rng.choice(WORDS)}"'
        return f' class="{self.rng.choice(WORDS)}"'

    def node(self, depth):
        r = self.rng.random()
        if depth > 5 or r < 0.3:
            return self.rng.choice(WORDS) + " "
        if r < 0.45:
            body = self.mark("S")
            tag = self.rng.choice(["script", "style"])
            closing = self.rng.choice([f"</{tag}>", f"</{tag} >", f"</{tag.upper()}>", f"</{tag}\t\n>"])
            return f"<{tag}{self.attribute() if self.rng.random() < 0.3 else ''}>{body}{closing}"
        if r < 0.6:
            text = self.node(depth + 1)
            return f'<a href="{self.rng.choice(LINKS)}"{self.attribute() if self.rng.random() < 0.4 else ""}>{text}link</a>'
        if r < 0.7:
            tag = self.rng.choice(DANGEROUS)
            return f"<{tag}{self.attribute()}>{self.node(depth + 1)}</{tag}>"
        if r < 0.75:
            return self.rng.choice(["<!-- ", "<!--", "<![CDATA[", "<!", "<?", "</", "<"]) + self.rng.choice(WORDS) \
                + self.rng.choice(["-->", "--!>", "]]>", ">", ""])
        if r < 0.78:
            # Deep nesting, past any recursion limit, with a script at the bottom.
            depth_count = self.rng.choice([30, 70, 200])
            return "<div>" * depth_count + f"<script>{self.mark('S')}</script>" + "</div>" * depth_count
        tag = self.rng.choice(PLAIN)
        inner = "".join(self.node(depth + 1) for _ in range(self.rng.randint(1, 3)))
        attributes = "".join(self.attribute() for _ in range(self.rng.randint(0, 2)))
        return f"<{tag}{attributes}>{inner}" + (f"</{tag}>" if self.rng.random() < 0.85 else "")

    def document(self):
        return "".join(self.node(0) for _ in range(self.rng.randint(1, 5)))


def mutate(rng, data, rounds=None):
    """The campaigns' byte mutator: flip, insert, delete, duplicate or truncate."""
    data = bytearray(data)
    for _ in range(rounds or rng.randint(1, 4)):
        if not data:
            data += bytes([rng.randrange(256)])
            continue
        at = rng.randrange(len(data))
        choice = rng.random()
        if choice < 0.3:
            data[at] = rng.randrange(256)
        elif choice < 0.5:
            data[at:at] = bytes(rng.choice([b"<", b">", b"\"", b"'", b"/", b"\x00", b"&", b"=", b"-->", b"\r\n"]))
        elif choice < 0.7:
            del data[at:at + rng.randint(1, 8)]
        elif choice < 0.85:
            end = min(len(data), at + rng.randint(1, 32))
            data[at:at] = data[at:end]
        else:
            data = data[:at]
    return bytes(data)


# ------------------------------------------------------------------ the two sanitisers

class ServerSanitiser:
    def __init__(self, port):
        self.port = port
        status, body, _ = request(port, "GET", "/api/containers")
        note = next(c for c in body["containers"] if c["id"] == NOTE)
        self.runs = note["text"]["runs"]
        self.length = sum(len(run["text"].encode("utf-16-le")) // 2 for run in self.runs)

    def __call__(self, markup):
        """(status, error, inserted runs) for `markup` imported at the start of the note, which is
        then put back as it was."""
        status, body, _ = request(self.port, "POST", f"/api/imports?container={NOTE}&index=0", markup.encode("utf-8"),
                                  {"Content-Type": "text/html; charset=utf-8", "X-File-Name": ""})
        if status != 201:
            return status, body, []
        note = next(c for c in body["containers"] if c["id"] == NOTE)
        runs = note["text"]["runs"]
        inserted = sum(len(run["text"].encode("utf-16-le")) // 2 for run in runs) - self.length
        prefix, left = [], inserted
        for run in runs:
            if left <= 0:
                break
            units = run["text"].encode("utf-16-le")
            prefix.append({**run, "text": units[:2 * left].decode("utf-16-le", errors="replace")})
            left -= len(units) // 2
        request(self.port, "POST", "/api/text", {"documents": [
            {"container": NOTE, "version": note["text"]["version"], "runs": self.runs}]})
        return status, body, prefix


def page_sanitiser(driver, url, documents):
    driver.get(url)
    return driver.execute_async_script("""
        const [url, documents, done] = arguments;
        import(url + 'dragkit/dragkit-sanitize.js')
          .then((module) => done(documents.map((d) => module.sanitizeHTML(d))), (error) => done(String(error)));
    """, url, documents)


def server_failure(markup, answer):
    status, body, runs = answer
    if status >= 500 or status is None:
        return f"HTTP {status}"
    if status != 201:
        if not (400 <= status < 500 and isinstance(body, dict) and isinstance(body.get("error"), str)):
            return f"unclear refusal {status} {body!r:.200}"
        return None
    expected = Reader(reference(markup))
    kept = set(MARK.findall("".join(run["text"] for run in runs)))
    leaked = kept - set(MARK.findall("".join(expected.text)))
    if leaked:
        return f"kept {sorted(leaked)} that the reference strips"
    return link_failure([run.get("link") for run in runs if run.get("link")], expected.links)


def page_failure(markup, output):
    if not isinstance(output, str):
        return f"no output: {output!r:.200}"
    got, expected = Reader(output), Reader(reference(markup))
    leaked = set(MARK.findall("".join(got.text))) - set(MARK.findall("".join(expected.text)))
    if leaked:
        return f"kept {sorted(leaked)} that the reference strips"
    if got.tags - TAGS:
        return f"kept tags {sorted(got.tags - TAGS)}"
    extra = {a for a in got.attributes if a not in {("a", "href"), ("a", "title"), ("a", "rel")}}
    if extra:
        return f"kept attributes {sorted(extra)}"
    return link_failure(got.links, expected.links)


def link_failure(kept, reference_links):
    """A kept link that is not http, https or mailto, or more links kept than the reference keeps
    (the spellings of one URL differ between parsers: `https:evil` is `https://evil/`)."""
    for link in kept:
        if scheme(link) not in SCHEMES:
            return f"kept the link {link!r}"
    if len(set(kept)) > len(set(reference_links)):  # one link may span several runs
        return f"kept the links {kept!r}; the reference keeps {reference_links!r}"
    return None


def same_kind(problem):
    """What a failure is about, so shrinking keeps the same failure."""
    return problem.split(" ", 2)[:2] if problem else None


def shrink(markup, fails, budget=150):
    """A smaller document that still fails (delta debugging over characters), within `budget` tries."""
    chunk = max(1, len(markup) // 2)
    while chunk >= 1 and budget > 0:
        at, changed = 0, False
        while at < len(markup) and budget > 0:
            candidate = markup[:at] + markup[at + chunk:]
            budget -= 1
            if candidate and fails(candidate):
                markup, changed = candidate, True
            else:
                at += chunk
        if not changed:
            chunk //= 2
    return markup


# ------------------------------------------------------------------ files: .ics and image headers

def png(width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + b"\x80\x40\x20" * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def seeds():
    ics = (b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20250603T160000\r\nDTEND:20250603T170000\r\n"
           b"SUMMARY:Piano lesson\\, weekly\r\nLOCATION:Hall\r\nDESCRIPTION:Bring the\r\n  music\\nbook\r\n"
           b"END:VEVENT\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20250604\r\nDURATION:PT1H30M\r\nSUMMARY:Run\r\n"
           b"END:VEVENT\r\nEND:VCALENDAR\r\n")
    jpeg = (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
            b"\xff\xc0\x00\x11\x08\x00\x30\x00\x40\x03\x01\x22\x00\x02\x11\x01\x03\x11\x01\xff\xd9")
    gif = b"GIF89a\x40\x00\x30\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
    webp = b"RIFF" + struct.pack("<I", 30) + b"WEBPVP8X" + struct.pack("<I", 10) + b"\x00\x00\x00\x00" \
        + (63).to_bytes(3, "little") + (47).to_bytes(3, "little")
    return [("text/calendar", "invite.ics", DAY, ics), ("image/png", "a.png", PHOTOS, png(4, 3)),
            ("image/jpeg", "b.jpg", PHOTOS, jpeg), ("image/gif", "c.gif", PHOTOS, gif),
            ("image/webp", "d.webp", PHOTOS, webp)]


def file_campaign(server, rng, count, figures, failures):
    all_seeds = seeds()
    for number in range(count):
        mime, name, container, seed = all_seeds[number % len(all_seeds)]
        body = mutate(rng, seed, rng.randint(1, 3)) if number >= len(all_seeds) else seed
        before = dump(server.database)
        try:
            status, answer, _ = request(server.port, "POST", f"/api/imports?container={container}&index=0", body,
                                        {"Content-Type": mime, "X-File-Name": name})
        except OSError as error:
            status, answer = None, str(error)
        figures["files tried"] += 1
        if status == 201:
            figures["files stored"] += 1
        elif status is not None and 400 <= status < 500 and isinstance(answer, dict) \
                and isinstance(answer.get("error"), str) and len(answer["error"]) > 10:
            figures["files refused"] += 1
            if dump(server.database) != before:
                failures.append(("file", mime, body[:120], "a refusal changed the database"))
        else:
            figures["500s"] += 1 if status is not None and status >= 500 else 0
            failures.append(("file", mime, body[:120], status, str(answer)[:200]))
        if number < len(all_seeds) and status != 201:
            failures.append(("file seed", mime, "a valid file was refused", status, str(answer)[:200]))
        if not server.alive() or (number % 50 == 0 and not healthy(server.port)):
            figures["crashes"] += 1
            failures.append(("file", mime, body[:120], "server down", server.log()[-400:]))
            server.kill()
            server.start()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--html", type=int, default=400)
    parser.add_argument("--files", type=int, default=300)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    generator = Generator(rng)
    documents = []
    for number in range(args.html):
        document = generator.document()
        if number % 3 == 2:
            document = mutate(rng, document.encode("utf-8")).decode("utf-8", errors="replace")
        documents.append(document)
    figures = {"html": len(documents), "server kept": 0, "server refused": 0, "server failures": 0,
               "page failures": 0, "files tried": 0, "files stored": 0, "files refused": 0, "500s": 0, "crashes": 0}
    failures, shrunk = [], set()
    server = Server().start()
    try:
        sanitise = ServerSanitiser(server.port)
        for document in documents:
            answer = sanitise(document)
            figures["server kept" if answer[0] == 201 else "server refused"] += 1
            problem = server_failure(document, answer)
            if problem:
                figures["server failures"] += 1
                if answer[0] is not None and answer[0] >= 500:
                    figures["500s"] += 1
                kind = same_kind(problem)
                if tuple(kind) not in shrunk:
                    shrunk.add(tuple(kind))
                    document = shrink(document, lambda d: same_kind(server_failure(d, sanitise(d))) == kind)
                failures.append(("server sanitiser", problem, document))
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
            options.add_argument(flag)
        driver = webdriver.Chrome(options=options, service=Service(
            executable_path=shutil.which("chromedriver") or "/usr/bin/chromedriver"))
        try:
            url = f"http://127.0.0.1:{server.port}/"
            outputs = page_sanitiser(driver, url, documents)
            if not isinstance(outputs, list):
                failures.append(("page sanitiser", "did not run", str(outputs)[:300]))
                outputs = []
            for document, output in zip(documents, outputs):
                problem = page_failure(document, output)
                if problem:
                    figures["page failures"] += 1
                    kind = same_kind(problem)
                    if ("page",) + tuple(kind) not in shrunk:
                        shrunk.add(("page",) + tuple(kind))
                        document = shrink(document, lambda d: same_kind(page_failure(d, page_sanitiser(driver, url, [d])[0])) == kind,
                                          budget=40)
                    failures.append(("page sanitiser", problem, document))
        finally:
            driver.quit()
        file_campaign(server, rng, args.files, figures, failures)
        up = server.alive() and healthy(server.port)
    finally:
        server.stop()
    print(f"Differential campaign (seed {args.seed}, reference nh3 {nh3.__version__}): "
          + ", ".join(f"{name} {value}" for name, value in figures.items()) + f"; server up at the end {up}")
    seen = set()
    for failure in failures:
        key = (failure[0], failure[1][:40] if isinstance(failure[1], str) else failure[1])
        if key in seen:
            continue
        seen.add(key)
        print("  FAIL", *(repr(part)[:400] for part in failure))
    sys.exit(0 if up and not failures and figures["server kept"] > 0 else 1)


if __name__ == "__main__":
    main()
