#!/usr/bin/env python3
"""Attributes the engine wasm's bytes to source areas (issue 11, wasm size).

Usage: Benchmarks/wasm-size.py NAMED.wasm LINK.map [--top N] [--area AREA]
       Benchmarks/wasm-size.py --by-file NAMED.wasm   (code bytes per declaring source file)

NAMED.wasm is the optimised module with its name section kept (Scripts/wasm-size.sh builds it:
the same objects, wasm-ld without --strip-all, wasm-opt -Oz -g); LINK.map is wasm-ld's -Map of
the same link. Code is attributed per function from the optimised module (each body's encoded
size); data is attributed per input symbol from the map (wasm-opt leaves data alone). Function
names are demangled with `swift demangle` and sorted into areas by the rules in `area_of`.

Prints a Markdown table: area, code bytes, the area's code alone compressed (zlib -9, about what
gzip -9 makes of it; the areas' figures add up to more than the whole, which shares a
dictionary), data bytes, total, functions; then the largest functions. No dependencies beyond Python 3 and the Swift toolchain.
"""
import re
import subprocess
import zlib
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def leb(buf, pos):
    result = shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, pos


def read_name(buf, pos):
    length, pos = leb(buf, pos)
    return buf[pos:pos + length].decode("utf-8", "replace"), pos + length


def functions(path):
    """[(name, encoded body)] for every defined function of a wasm module; O(module size)."""
    buf = Path(path).read_bytes()
    pos = 8
    imported = 0
    bodies = []
    names = {}
    while pos < len(buf):
        section = buf[pos]
        size, pos = leb(buf, pos + 1)
        end = pos + size
        if section == 2:  # imports: count the imported functions (they shift indices)
            count, p = leb(buf, pos)
            for _ in range(count):
                _, p = read_name(buf, p)
                _, p = read_name(buf, p)
                kind = buf[p]
                p += 1
                if kind == 0:
                    _, p = leb(buf, p)
                    imported += 1
                elif kind == 1:
                    p += 1
                    flags, p = leb(buf, p)
                    _, p = leb(buf, p)
                    if flags & 1:
                        _, p = leb(buf, p)
                elif kind == 2:
                    flags, p = leb(buf, p)
                    _, p = leb(buf, p)
                    if flags & 1:
                        _, p = leb(buf, p)
                elif kind == 3:
                    p += 2
        elif section == 10:  # code: size-prefixed bodies
            count, p = leb(buf, pos)
            for _ in range(count):
                body, q = leb(buf, p)
                bodies.append(buf[p:q + body])
                p = q + body
        elif section == 0:
            name, p = read_name(buf, pos)
            if name == "name":
                while p < end:
                    sub = buf[p]
                    subsize, p = leb(buf, p + 1)
                    subend = p + subsize
                    if sub == 1:
                        count, q = leb(buf, p)
                        for _ in range(count):
                            index, q = leb(buf, q)
                            fname, q = read_name(buf, q)
                            names[index] = fname
                    p = subend
        pos = end
    return [(names.get(imported + i, f"<function {imported + i}>"), body) for i, body in enumerate(bodies)]


MAP_LINE = re.compile(r"^\s*([0-9a-f]+|-)\s+([0-9a-f]+)\s+([0-9a-f]+)\s(\s*)(.*)$")


def data_symbols(map_path):
    """[(origin, symbol, size)] for each input data chunk in a wasm-ld map."""
    out = []
    in_data = False
    for line in Path(map_path).read_text().splitlines()[1:]:
        match = MAP_LINE.match(line)
        if not match:
            continue
        rest = match.group(5)
        indent = len(match.group(4))
        if indent == 0:
            if re.match(r"^[A-Z]", rest):  # an output section (TYPE, CODE, DATA, CUSTOM(…))
                in_data = rest.startswith("DATA")
            continue  # or an output segment (.rodata, .data)
        if not in_data or indent < 8 or indent > 8:
            continue  # the segment line (.rodata) and the symbol lines under each input chunk
        origin, _, symbol = rest.partition(":(")
        out.append((origin, symbol.rstrip(")"), int(match.group(3), 16)))
    return out


def demangle(names):
    swift_names = [n for n in names if n.startswith(("$e", "$s", "_$e", "_$s"))]
    result = {n: n for n in names}
    if swift_names:
        text = subprocess.run(["swift", "demangle", "--compact"], input="\n".join(swift_names),
                              capture_output=True, text=True, check=True).stdout.splitlines()
        result.update(zip(swift_names, text))
    return result


def text_function_names():
    """Names of functions, variables and types declared in the engine's Text/ files."""
    names = set()
    for path in (ROOT / "Sources/DragKit/Text").glob("*.swift"):
        for match in re.finditer(r"\bfunc\s+`?(\w+)", path.read_text()):
            names.add(match.group(1))
    for path in (ROOT / "Sources/DragKitWebHost").glob("*Text*.swift"):
        for match in re.finditer(r"\bfunc\s+(\w+)", path.read_text()):
            names.add(match.group(1))
    return names


TEXT_TYPES = ("StyledText", "TextContainer", "TextLayout", "CaretStop", "SmartSpacing", "TextRange",
              "TextRun", "TextStyle", "TextSelection", "TextDrop", "TextPosition", "TextSpan",
              "Character", "Grapheme", "_CharacterRecognizer")
ANNOUNCER_TYPES = ("EnglishAnnouncer", "KoreanAnnouncer", "JapaneseAnnouncer", "KoreanParticle",
                   "AnnouncementLanguage", "Announcer", "KoreanSound", "DragKit.Phrase",
                   "DragKit.Sentence", "DragKit.TemplateTable", "DragKit.decimal(",
                   "DragKit.fill(", "(fill in ")  # the shared template filling
JSON_TYPES = ("JSONWriter", "HostCatalog", "CatalogKind", "CatalogError", "CatalogRepresentation", "Catalog")
STDLIB_HASHED = ("Dictionary", "Set<", "Set.", "_HashTable", "_NativeDictionary", "_NativeSet",
                 "_DictionaryStorage", "_SetStorage", "__RawDictionaryStorage", "__RawSetStorage",
                 "Hasher", "_DictionaryBuilder", "_SetBuilder")
STDLIB_ARRAY = ("Array", "ContiguousArray", "_ArrayBuffer", "_ContiguousArrayBuffer", "ArraySlice",
                "_ContiguousArrayStorage", "UnsafeMutableBufferPointer", "UnsafeBufferPointer",
                "Sequence", "Collection", "IndexingIterator", "MutableCollection", "RangeReplaceable")
STDLIB_STRING = ("String", "Substring", "Unicode", "_StringGuts", "_StringObject", "_SmallString",
                 "Character", "UTF8", "_Normalization", "DefaultStringInterpolation")


def area_of(mangled, readable, text_names):
    """The source area a function belongs to (first matching rule wins)."""
    if not mangled.startswith(("$e", "$s", "_$e", "_$s")):
        if mangled.startswith("_swift_stdlib_"):
            return "Unicode tables (libswiftUnicodeDataTables)"
        if mangled.startswith("dk_"):
            return "exports (Exports.swift)"
        if mangled.startswith(("swift_", "_swift")):
            return "Swift runtime"
        return "libc + compiler-rt"
    head = readable.split(" in ")[0]  # drop "specialized … in Foo" tails that name callers
    specialised_stdlib = readable.startswith(("specialized Swift.", "Swift.", "merged Swift.",
                                              "outlined", "generic specialization <"))
    if any(t in readable for t in ANNOUNCER_TYPES) and "DragKit" in readable:
        return "announcers (English, Korean, Japanese)"
    if any(t in readable for t in JSON_TYPES):
        return "catalogue, JSON writer (DragKitWebHost)"
    base = re.search(r"(?:DragKit\.DragEngine|DragKitWebHost\.WebHost)\.(?:\(|)(\w+)", head)
    if any(t in readable for t in TEXT_TYPES[:-3]) or (base and base.group(1) in text_names):
        return "text views (Text/, WebHost+Text)"
    if "DragKitWeb." in readable and "DragKitWebHost" not in readable:
        return "exports (Exports.swift)"
    if readable.startswith(("Swift.", "merged Swift.", "specialized Swift.", "generic specialization")) or \
            (specialised_stdlib and "DragKit" not in head.split("(")[0]):
        if any(t in head for t in STDLIB_HASHED):
            return "stdlib: Dictionary/Set specialisations"
        if any(t in head for t in STDLIB_STRING):
            return "stdlib: String, Character, Unicode"
        if any(t in head for t in STDLIB_ARRAY):
            return "stdlib: Array/Collection specialisations"
        return "stdlib: other"
    if "DragKitWebHost" in readable:
        return "web host (DragKitWebHost, not JSON/text)"
    return "engine (DragKit, not text/announcers)"


def data_area(origin, symbol):
    if "UnicodeDataTables" in origin:
        return "Unicode tables (libswiftUnicodeDataTables)"
    if "libc.a" in origin or "builtins" in origin:
        return "libc + compiler-rt"
    if origin.startswith("<internal>"):
        return "linker (<internal>: stack, heap base, tables)"
    for language in ("English", "Korean", "Japanese"):
        if language in symbol:
            return "announcers (English, Korean, Japanese)"
    if "SmartSpacing" in symbol or "Text" in symbol:
        return "text views (Text/, WebHost+Text)"
    if "JSON" in symbol or "Catalog" in symbol:
        return "catalogue, JSON writer (DragKitWebHost)"
    if origin.endswith("Exports.o"):
        return "exports (Exports.swift)"
    if origin.endswith("DragKitWebHost.o"):
        return "web host (DragKitWebHost, not JSON/text)"
    return "engine data: strings, metadata, tables (DragKit.o)"


def declaring_files():
    """{function or type name: the source file declaring it} over the engine and the web host;
    names declared in several files map to the first."""
    files = {}
    for folder in ("Sources/DragKit", "Sources/DragKitWebHost", "Web/dragkit/Swift"):
        for path in sorted((ROOT / folder).rglob("*.swift")):
            text = path.read_text()
            for match in re.finditer(r"\b(?:func|struct|enum|class|init)\s*`?(\w*)", text):
                files.setdefault(match.group(1) or "init", str(path.relative_to(ROOT)))
    return files


def by_file(funcs, readable):
    """Prints code bytes per declaring source file (engine and host functions only)."""
    files = declaring_files()
    sizes = defaultdict(int)
    for name, body in funcs:
        text = readable[name]
        head = text.split(" in ")[0]
        owner = re.search(r"(?:DragKit|DragKitWebHost|DragKitWeb)\.(?:DragEngine\.|WebHost\.)?(?:\(|)(\w+)", head)
        if text.startswith(("specialized Swift.", "generic specialization <", "Swift.")) and " of Swift." in head:
            key = "(stdlib specialisations)"
        elif owner and owner.group(1) in files:
            key = files[owner.group(1)]
        elif owner:
            key = "(DragKit, file not found: " + owner.group(1)[:30] + ")"
        else:
            key = "(not engine or host)"
        sizes[key] += len(body)
    print("| source file | code (B) |")
    print("|---|---:|")
    for key, size in sorted(sizes.items(), key=lambda kv: -kv[1]):
        print(f"| {key} | {size:,} |")


def main():
    args = sys.argv[1:]
    if "--by-file" in args:
        wasm = args[1] if args[0] == "--by-file" else args[0]
        funcs = functions(wasm)
        by_file(funcs, demangle([n for n, _ in funcs]))
        return
    top = 40
    only = None
    if "--top" in args:
        i = args.index("--top")
        top = int(args[i + 1])
        del args[i:i + 2]
    if "--area" in args:
        i = args.index("--area")
        only = args[i + 1]
        del args[i:i + 2]
    wasm, map_path = args
    funcs = functions(wasm)
    readable = demangle([n for n, _ in funcs])
    text_names = text_function_names()
    code = defaultdict(int)
    count = defaultdict(int)
    code_bytes = defaultdict(list)
    rows = []
    for name, body in funcs:
        size = len(body)
        area = area_of(name, readable[name], text_names)
        code_bytes[area].append(body)
        code[area] += size
        count[area] += 1
        rows.append((size, area, readable[name]))
    data = defaultdict(int)
    for origin, symbol, size in data_symbols(map_path):
        data[data_area(origin, symbol)] += size
    areas = sorted(set(code) | set(data), key=lambda a: -(code[a] + data[a]))
    total_code = sum(code.values())
    total_data = sum(data.values())
    print(f"Module: {wasm} ({Path(wasm).stat().st_size:,} bytes with names); "
          f"code bodies {total_code:,} B, data {total_data:,} B\n")
    print("| area | code (B) | code alone, gzip -9 (B) | data (B) | total (B) | share | functions |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for area in areas:
        total = code[area] + data[area]
        packed = len(zlib.compress(b"".join(code_bytes[area]), 9)) if code_bytes[area] else 0
        print(f"| {area} | {code[area]:,} | {packed:,} | {data[area]:,} | {total:,} | "
              f"{100 * total / (total_code + total_data):.1f}% | {count[area]:,} |")
    all_packed = len(zlib.compress(b"".join(b for bodies in code_bytes.values() for b in bodies), 9))
    print(f"| **all** | **{total_code:,}** | **{all_packed:,}** | **{total_data:,}** | **{total_code + total_data:,}** | 100% | "
          f"{sum(count.values()):,} |")
    if top == 0:
        return
    print(f"\nLargest {top} functions" + (f" in '{only}'" if only else "") + ":\n")
    print("| bytes | area | function |")
    print("|---:|---|---|")
    for size, area, name in sorted(rows, reverse=True):
        if only and only not in area:
            continue
        print(f"| {size:,} | {area} | {name[:160].replace('|', '/')} |")
        top -= 1
        if top == 0:
            break


if __name__ == "__main__":
    main()
