#!/usr/bin/env bash
# Builds the web package (issue 35): dist/dragkit-<version>.tgz, an npm-format package that
# `npm install ./dist/dragkit-<version>.tgz` installs offline, with the engine prebuilt:
#   package/package.json          name `dragkit`, the version of Web/dragkit/dragkit-version.js
#                                 (the one place it is written), "type": "module", an `exports`
#                                 map with `types` for every entry, `files`
#   package/dragkit.min.js        "."                     the core (Scripts/build-web.sh's bundle)
#   package/chunks/*.js                                   its split chunks (loaded by the core)
#   package/dragkit-<name>.min.js "./plugins/<name>"      each plugin
#   package/react.js              "./react"               the React bindings (dragkit-react.js)
#   package/dragkit.css           "./dragkit.css"
#   package/dragkit.wasm          "./dragkit.wasm"        the engine (Scripts/build-wasm.sh)
#   package/dragkit-items.wasm    "./dragkit-items.wasm"  the items-only engine
#   package/dragkit-words.wasm    "./dragkit-words.wasm"  the words (announcers), loaded from
#                                                         the engine's folder beside it (issue 36)
#   package/*.d.ts                the types of each entry
#   package/README.md             Web/dragkit/package/README.md, with the table of what each
#                                 entry and each kind of page weighs (gzip) measured here
#   package/CHANGELOG.md, package/LICENSE
# Nothing else: no Swift sources, tests, benchmarks or unbundled modules. The archive is
# reproducible: sorted entries, fixed times and owners. Prints each file's size.
# Builds the engine and the bundle first when their sources changed (both are instant when up
# to date). Needs what those need (Scripts/ensure-deps.sh build) and Python 3.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
Scripts/build-wasm.sh >/dev/null
Scripts/build-web.sh >/dev/null

version="$(sed -n "s/^export const VERSION = '\([0-9]*\.[0-9]*\.[0-9]*\)';$/\1/p" Web/dragkit/dragkit-version.js)"
[ -n "$version" ] || { echo "no VERSION = 'MAJOR.MINOR.PATCH' in Web/dragkit/dragkit-version.js" >&2; exit 1; }
grep -q "^## $version\b" Web/dragkit/CHANGELOG.md || { echo "Web/dragkit/CHANGELOG.md has no entry \"## $version\"" >&2; exit 1; }

stage="$root/.build-package/package"
rm -rf "$stage" && mkdir -p "$stage/chunks"
build=Web/dragkit/build
cp "$build"/dragkit*.min.js "$build"/dragkit*.min.d.ts "$stage/"
cp "$build"/chunks/*.js "$stage/chunks/"
cp "$build"/dragkit.wasm "$build"/dragkit-items.wasm "$build"/dragkit-words.wasm Web/dragkit/dragkit.css "$stage/"
# The React bindings: one minified module that imports React, ReactDOM and the core (`dragkit`,
# the package itself, so an app's bundle holds one DragKit) from the app's node_modules.
esbuild Web/dragkit/dragkit-react.js --bundle --minify --format=esm --target=es2022 \
  --external:react --external:react-dom --external:dragkit --outfile="$stage/react.js" --log-level=warning
cp Web/dragkit/dragkit-react.d.ts "$stage/react.d.ts"
cp Web/dragkit/CHANGELOG.md "$stage/CHANGELOG.md"
cp LICENSE "$stage/LICENSE"

python3 - "$stage" "$version" "$root/.build-web/meta.json" "$root/Web/dragkit/package/README.md" "$root/dist" <<'EOF'
import gzip, io, json, pathlib, re, sys, tarfile
stage, version, meta_path, readme_path, dist = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3]), pathlib.Path(sys.argv[4]), pathlib.Path(sys.argv[5])
plugins = sorted(p.name[len("dragkit-"):-len(".min.js")] for p in stage.glob("dragkit-*.min.js"))

# package.json: the exports map, types for every entry, the files that run.
exports = {".": {"types": "./dragkit.min.d.ts", "default": "./dragkit.min.js"}}
for name in plugins:
    exports[f"./plugins/{name}"] = {"types": f"./dragkit-{name}.min.d.ts", "default": f"./dragkit-{name}.min.js"}
exports["./react"] = {"types": "./react.d.ts", "default": "./react.js"}
for name in ("dragkit.css", "dragkit.wasm", "dragkit-items.wasm", "dragkit-words.wasm", "package.json"):
    exports[f"./{name}"] = f"./{name}"
package = {
    "name": "dragkit",
    "version": version,
    "description": "Drag and drop as Apple's Human Interface Guidelines describe it, for any web page: a deterministic Swift engine compiled to WebAssembly, with keyboard, touch and screen-reader drags, undo, and React bindings.",
    "keywords": ["drag-and-drop", "dnd", "sortable", "kanban", "accessibility", "webassembly", "react"],
    "license": "MIT",
    "type": "module",
    "main": "./dragkit.min.js",
    "module": "./dragkit.min.js",
    "types": "./dragkit.min.d.ts",
    "exports": exports,
    "files": ["dragkit.min.js", "dragkit.min.d.ts", "dragkit-*.min.js", "dragkit-*.min.d.ts", "chunks/",
              "react.js", "react.d.ts", "dragkit.css", "dragkit.wasm", "dragkit-items.wasm", "dragkit-words.wasm", "CHANGELOG.md"],
    "sideEffects": ["*.css"],
    "peerDependencies": {"react": ">=18", "react-dom": ">=18"},
    "peerDependenciesMeta": {"react": {"optional": True}, "react-dom": {"optional": True}},
}
(stage / "package.json").write_text(json.dumps(package, indent=2) + "\n")

# What each entry weighs and what a page loads at its start (gzip -9 of each file alone).
def gz(name):
    return len(gzip.compress((stage / name).read_bytes(), 9, mtime=0))
meta = json.loads(meta_path.read_text())
outputs = {path.split("Web/dragkit/build/", 1)[1]: info for path, info in meta["outputs"].items() if not path.endswith(".map")}
def closure(names):
    """The files `names` and what they import statically, transitively, in order."""
    found, todo = [], list(names)
    while todo:
        name = todo.pop(0)
        if name in found: continue
        found.append(name)
        todo += [i["path"].split("Web/dragkit/build/", 1)[1] for i in outputs[name]["imports"] if i["kind"] == "import-statement"]
    return found
defaults = [name for name, info in outputs.items() if info.get("entryPoint") == "Web/dragkit/dragkit-defaults.js"]
kb = lambda n: f"{n / 1000:.1f} KB"
rows = ["| Entry | File | gzip |", "|---|---|---:|"]
rows.append(f"| `dragkit` | `dragkit.min.js` | {kb(gz('dragkit.min.js'))} |")
for name in plugins:
    rows.append(f"| `dragkit/plugins/{name}` | `dragkit-{name}.min.js` | {kb(gz(f'dragkit-{name}.min.js'))} |")
rows.append(f"| `dragkit/react` | `react.js` (React itself not counted) | {kb(gz('react.js'))} |")
for name in ("dragkit.css", "dragkit.wasm", "dragkit-items.wasm", "dragkit-words.wasm"):
    rows.append(f"| `dragkit/{name}` | `{name}` | {kb(gz(name))} |")
chunks = sorted(f"chunks/{p.name}" for p in (stage / "chunks").glob("*.js"))
rows.append(f"| (the core's lazy modules, each loaded when a page first needs it) | `chunks/*.js`, {len(chunks)} files | {kb(sum(map(gz, chunks)))} |")
everything = [p.relative_to(stage).as_posix() for p in sorted(stage.rglob("*")) if p.is_file() and p.suffix in (".js", ".wasm", ".css")
              and p.name not in ("react.js", "dragkit-items.wasm")]
pages = [
    ("One list: `DragKit.load({ commit, plugins: [Accessibility, AutoScroll], wasmURL })` with `wasmURL` the items-only engine",
     closure(["dragkit.min.js"]) + ["dragkit.css", "dragkit-items.wasm", "dragkit-words.wasm"]),
    ("A default page: `DragKit.load({ commit })` (the default plugins, each when needed; the full engine)",
     closure(["dragkit.min.js"] + defaults + ["dragkit-native.min.js", "dragkit-clipboard.min.js"]) + ["dragkit.css", "dragkit.wasm", "dragkit-words.wasm"]),
    ("Everything: every plugin, chunk and the full engine", everything),
]
rows += ["", "| A page | What it loads at its start | JavaScript and CSS, gzip | With the engine, gzip |", "|---|---|---:|---:|"]
for what, files in pages:
    listing = ", ".join(f"`{f}`" for f in files) if len(files) <= 8 else f"{len(files)} files"
    scripts = [f for f in files if not f.endswith(".wasm")]
    rows.append(f"| {what} | {listing} | {kb(sum(map(gz, scripts)))} | {kb(sum(map(gz, files)))} |")
readme = readme_path.read_text()
marker = "<!-- weights: written by Scripts/package.sh -->"
assert marker in readme, f"{readme_path} has no line {marker!r}"
(stage / "README.md").write_text(readme.replace("{{version}}", version).replace(marker, "\n".join(rows)))
(stage.parent / "weights.json").write_text(json.dumps({"pages": [[w, f, sum(map(gz, f))] for w, f in pages]}, indent=1))

# The archive: npm's layout (package/…), sorted, with fixed times and owners.
dist.mkdir(exist_ok=True)
target = dist / f"dragkit-{version}.tgz"
files = sorted(p for p in stage.rglob("*") if p.is_file())
raw = io.BytesIO()
with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
    for path in files:
        info = tarfile.TarInfo("package/" + path.relative_to(stage).as_posix())
        info.size, info.mtime, info.mode, info.uid, info.gid = path.stat().st_size, 499162500, 0o644, 0, 0
        tar.addfile(info, io.BytesIO(path.read_bytes()))
target.write_bytes(gzip.compress(raw.getvalue(), 9, mtime=0))
for path in files:
    print(f"package: {path.relative_to(stage).as_posix():44} {path.stat().st_size:8} bytes  {gz(path.relative_to(stage).as_posix()):7} gzip")
print(f"package: {target.relative_to(dist.parent)} ({target.stat().st_size} bytes, {len(files)} files, version {version})")
EOF
