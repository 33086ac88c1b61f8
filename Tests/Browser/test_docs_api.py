"""The web package's documents match its declarations (issue 25, section 4): every public method of
the `DragKit` class, every field of `LoadOptions` and every event of `DragKitEventMap` in
Web/dragkit/dragkit.d.ts is named in Web/dragkit/API.md, and every relative link of the four
documents (README.md, Guide.md, API.md, Internals.md) resolves to a file of the repository (and a
heading, when it names one); nothing links outside the repository. Pure Python: no browser, no
server. Each check is O(size of the files)."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEB = ROOT / "Web" / "dragkit"
DECLARATIONS = WEB / "dragkit.d.ts"
API = WEB / "API.md"
DOCUMENTS = [WEB / name for name in ("README.md", "Guide.md", "API.md", "Internals.md")]
IDENTIFIER = r"[A-Za-z_$][\w$]*"


# ---------------------------------------------------------------- reading dragkit.d.ts

def without_comments(source):
    """The declarations with their comments blanked (block and line comments), so braces and
    parentheses in prose don't count. Strings in the .d.ts hold no comment markers."""
    source = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), source, flags=re.S)
    return re.sub(r"//[^\n]*", "", source)


def body_of(source, opening):
    """The text between the braces of the declaration that starts with the regex `opening`."""
    match = re.search(opening, source)
    assert match, f"dragkit.d.ts declares no {opening!r}: the test reads it to check API.md"
    start = source.index("{", match.end() - 1)
    depth = 0
    for index in range(start, len(source)):
        depth += {"{": 1, "}": -1}.get(source[index], 0)
        if depth == 0:
            return source[start + 1:index]
    raise AssertionError(f"unbalanced braces after {opening!r} in dragkit.d.ts")


def members(body):
    """The names declared at the top level of an interface or class body, in order, each once,
    with whether each is a method (`name(`, `name<`, or a property with a function type)."""
    found = {}
    depth = 0
    statement = ""
    for char in body:
        if depth == 0 and char in ";\n" and statement.strip():
            match = re.match(rf"\s*(?:(?:static|readonly|private|protected|public)\s+)*({IDENTIFIER})\s*(\??)\s*([(<:])",
                             statement)
            if match:
                name, kind = match.group(1), match.group(3)
                found.setdefault(name, kind in "(<")
            statement = ""
            continue
        depth += {"{": 1, "(": 1, "[": 1, "}": -1, ")": -1, "]": -1}.get(char, 0)
        statement += char
    return found


def declarations():
    return without_comments(DECLARATIONS.read_text(encoding="utf-8"))


def kit_methods():
    """The `DragKit` class's public methods (its private constructor left out)."""
    body = body_of(declarations(), r"export\s+(?:declare\s+)?class\s+DragKit\b[^{]*\{")
    private = set(re.findall(rf"\bprivate\s+({IDENTIFIER})", body))
    return [name for name, method in members(body).items()
            if method and name != "constructor" and name not in private]


def load_options():
    return list(members(body_of(declarations(), r"export\s+interface\s+LoadOptions\b[^{]*\{")))


def event_names():
    return list(members(body_of(declarations(), r"export\s+interface\s+DragKitEventMap\b[^{]*\{")))


# ---------------------------------------------------------------- reading API.md

def sections(text):
    """API.md's level-2 sections: [(heading, body)] (a level-3 section belongs to its parent)."""
    parts = re.split(r"^## +(.*)$", text, flags=re.M)
    return list(zip(parts[1::2], parts[2::2]))


def section(heading_pattern):
    text = API.read_text(encoding="utf-8")
    chosen = [(heading, body) for heading, body in sections(text) if re.search(heading_pattern, heading)]
    assert chosen, f"API.md has no section whose heading matches {heading_pattern!r}"
    heading, body = chosen[0]
    return heading, f"## {heading}\n{body}"


def names_in(text):
    """The names a document gives in code spans (`name`, `name(…)`, `DragKit.name(…)`,
    `name: type`) and in headings."""
    spans = re.findall(r"`([^`\n]+)`", text)
    spans += re.findall(r"^#+ +(.*)$", text, flags=re.M)
    names = set()
    for span in spans:
        for match in re.finditer(rf"(?:^|[\s,(`]|\bDragKit\.|\bstatic\s+)({IDENTIFIER})(?=$|[\s(<:=?,`)])", span.strip()):
            names.add(match.group(1))
    return names


def missing(wanted, text):
    documented = names_in(text)
    return [name for name in wanted if name not in documented]


# ---------------------------------------------------------------- the tests

def test_the_declarations_are_read():
    """The parser finds what it checks (a .d.ts reshaped beyond it fails here, not silently)."""
    methods, options, events = kit_methods(), load_options(), event_names()
    assert {"load", "scan", "rescan", "snapshot", "destroy", "addEventListener"} <= set(methods), methods
    assert "constructor" not in methods
    assert {"wasmURL", "commit", "root", "plugins", "ui"} <= set(options), options
    assert {"announce", "change", "drop", "failure"} <= set(events), events


def test_every_method_of_DragKit_is_in_API_md():
    """Each public method the .d.ts declares on `DragKit` (`static load` as `DragKit.load`) is
    named in API.md, in a code span or a heading."""
    absent = missing(kit_methods(), API.read_text(encoding="utf-8"))
    assert not absent, (
        "API.md does not document these methods of the DragKit class in dragkit.d.ts: "
        + ", ".join(f"`{name}()`" for name in absent)
        + " (add each to the table in API.md's \"Methods\" section, as `name(arguments)`)")


def assert_section_names(pattern, names, what, row):
    """Each of `names` (the .d.ts's `what`) is named in the API.md section whose heading matches
    `pattern`; the failure says which are missing and the table `row` to add for each."""
    heading, text = section(pattern)
    absent = missing(names, text)
    assert not absent, (
        f"API.md's section \"{heading}\" does not document these {what} in dragkit.d.ts: "
        + ", ".join(f"`{name}`" for name in absent) + f" (add a row {row})")


def test_every_load_option_is_in_API_md_s_load_section():
    """Each field of `LoadOptions` is named in API.md's `DragKit.load(options)` section."""
    assert_section_names(r"DragKit\.load", load_options(), "load options of LoadOptions",
                         "`name` | type | what it does to its options table")


def test_every_event_is_in_API_md_s_events_section():
    """Each event of `DragKitEventMap` is named in API.md's "Events" section."""
    assert_section_names(r"^Events\b", event_names(), "events of DragKitEventMap",
                         "`name` | its `detail` | when it fires to its events table")


# ---------------------------------------------------------------- links

def anchors(path):
    """The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped,
    spaces as hyphens, repeats numbered."""
    seen = {}
    result = set()
    in_code = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("```"):
            in_code = not in_code
        match = None if in_code else re.match(r"^#{1,6} +(.*?) *#*$", line)
        if not match:
            continue
        slug = re.sub(r"[^\w\- ]", "", match.group(1).lower().replace("`", "")).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def links(path):
    """The targets of a Markdown file's inline links and images, code blocks and spans left out."""
    text = re.sub(r"```.*?```", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"`[^`\n]*`", "", text)
    return re.findall(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", text)


def broken_links(path, only=lambda target: True):
    problems = []
    for target in filter(only, links(path)):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target, flags=re.I) or target.startswith("//"):
            problems.append(f"{target} (links outside the repository)")
            continue
        file_part, _, anchor = target.partition("#")
        linked = (path.parent / file_part).resolve() if file_part else path
        if not linked.exists():
            problems.append(f"{target} (no such file: {linked})")
        elif ROOT not in linked.parents and linked != ROOT:
            problems.append(f"{target} (outside the repository)")
        elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
            problems.append(f"{target} (no heading with the anchor #{anchor} in {linked.relative_to(ROOT)})")
    return problems


def test_the_four_documents_exist():
    absent = [str(path.relative_to(ROOT)) for path in DOCUMENTS if not path.exists()]
    assert not absent, f"missing documents of the web package: {absent}"


def test_every_link_of_the_web_documents_resolves_in_the_repository():
    problems = {str(path.relative_to(ROOT)): broken_links(path) for path in DOCUMENTS}
    problems = {name: found for name, found in problems.items() if found}
    assert not problems, "broken links: " + "; ".join(f"{name}: {', '.join(found)}" for name, found in problems.items())


def test_links_into_the_web_documents_from_the_repository_s_documents_resolve():
    """The top README and Docs/*.md link into the web package's documents by file and heading."""
    sources = [ROOT / "README.md", *sorted((ROOT / "Docs").glob("*.md"))]
    problems = {}
    for path in sources:
        found = broken_links(path, only=lambda target: "dragkit/" in target)
        if found:
            problems[str(path.relative_to(ROOT))] = found
    assert not problems, "broken links into Web/dragkit: " + "; ".join(
        f"{name}: {', '.join(found)}" for name, found in problems.items())
