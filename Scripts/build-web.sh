#!/usr/bin/env bash
# Builds the web package's bundle (issue 24): Web/dragkit/dragkit.js and everything it imports,
# bundled and minified by Debian's esbuild as ES modules with code splitting:
#   -> Web/dragkit/build/dragkit.min.js    the entry: `import { DragKit } from '…/build/dragkit.min.js'`
#   -> Web/dragkit/build/dragkit-*.min.js  the plugins (dragkit-plugins.js), each an entry of its own,
#                                          typed by dragkit-*.min.d.ts (its class, a PluginClass)
#   -> Web/dragkit/build/chunks/*.js       code it shares with the optional modules (loaded with it)
#                                          and each optional module, loaded by a dynamic import()
#                                          only when a page uses it (dragkit-optional.js)
#   -> Web/dragkit/build/dragkit.min.d.ts  its types: a copy of Web/dragkit/dragkit.d.ts
# The source modules stay as they are, readable, for those who copy the folder; the examples and
# the showcase load the bundle. Prints the raw and gzip sizes of every file, of the whole bundle,
# of the core (the entry and the chunks it imports statically), and of what a page with one list
# loads: the core and the `access` and `autoscroll` plugins, and by default the `native` and
# `clipboard` plugins too.
# Inputs unchanged since the last build (the package's .js files, this script, esbuild's
# version) build nothing ("up to date"), as Scripts/build-wasm.sh does; DRAGKIT_WEB_FORCE=1
# builds anyway. `--check` builds nothing and exits 0 when the bundle is up to date, 1 when not.
# Needs Debian's esbuild (Scripts/ensure-deps.sh).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out=Web/dragkit/build
stamp_file="$root/.build-web/stamp"
meta="$root/.build-web/meta.json"

# fingerprint: one hash of everything the bundle is made from. O(size of the sources).
fingerprint() {
  {
    find Web/dragkit -path Web/dragkit/build -prune -o -type f \( -name '*.js' -o -name '*.d.ts' \) -print0 | sort -z | xargs -0 sha256sum
    sha256sum Scripts/build-web.sh
    esbuild --version 2>&1
  } | sha256sum | cut -d' ' -f1
}

# stamp: the inputs' fingerprint and the hash of every file built.
stamp() {
  echo "$(fingerprint) $({ find "$out" -maxdepth 1 -name 'dragkit*.min.*' -type f -print0; find "$out/chunks" -type f -print0; } 2>/dev/null | sort -z | xargs -0 cat | sha256sum | cut -d' ' -f1)"
}

up_to_date() {
  [ "${DRAGKIT_WEB_FORCE:-0}" != 1 ] && [ -s "$out/dragkit.min.js" ] && [ -f "$stamp_file" ] &&
    [ "$(cat "$stamp_file")" = "$(stamp)" ]
}

case "${1:-}" in
  --check) up_to_date; exit $? ;;
  "") ;;
  *) echo "usage: Scripts/build-web.sh [--check]" >&2; exit 2 ;;
esac

command -v esbuild >/dev/null || { echo "esbuild not found (apt-get install esbuild; Scripts/ensure-deps.sh build)" >&2; exit 1; }
if up_to_date; then
  echo "web bundle: up to date ($out/dragkit.min.js)"
else
  mkdir -p "$root/.build-web" "$out"
  rm -f "$stamp_file" "$out"/dragkit*.min.js "$out"/dragkit*.min.d.ts
  rm -rf "$out/chunks"
  # The plugins are entries too (build/dragkit-text.min.js, …): an app may import the ones it
  # uses and pass them as `plugins`; the core's own lazy import() of a plugin loads the same file.
  # `access` and `autoscroll` are in the core's file (dragkit-plugins.js's BUILT_IN): their
  # entries re-export the classes from it.
  builtin="access:Accessibility autoscroll:AutoScroll"
  plugins="native:NativeDrags clipboard:Clipboard import:Imports virtual:VirtualLists text:TextViews springs:SpringControls trees:Trees transfers:Transfers flock:Flock windows:NewWindows"
  entries=(Web/dragkit/dragkit.js)
  for plugin in $plugins; do entries+=("Web/dragkit/dragkit-${plugin%%:*}.js"); done
  esbuild "${entries[@]}" --bundle --minify --format=esm --splitting --target=es2022 \
    --outdir="$out" --entry-names='[name].min' --chunk-names='chunks/[name]-[hash]' \
    --metafile="$meta" --log-level=warning
  cp Web/dragkit/dragkit.d.ts "$out/dragkit.min.d.ts"
  for plugin in $builtin; do
    printf '%s\n' "// The \`${plugin%%:*}\` plugin's entry of the bundle (Web/dragkit/API.md \"Plugins\"), written by Scripts/build-web.sh: the class is in the core's file." \
      "export { ${plugin#*:} } from './dragkit.min.js';" > "$out/dragkit-${plugin%%:*}.min.js"
  done
  # Each plugin's entry is typed: its class, a `PluginClass` (dragkit.d.ts) to pass in `plugins`.
  for plugin in $builtin $plugins; do
    printf '%s\n' "// The \`${plugin%%:*}\` plugin's entry of the bundle (Web/dragkit/API.md \"Plugins\"), written by Scripts/build-web.sh." \
      "import type { PluginClass } from './dragkit.min.js';" \
      "export declare const ${plugin#*:}: PluginClass;" > "$out/dragkit-${plugin%%:*}.min.d.ts"
  done
  stamp > "$stamp_file"
fi

# Sizes: each file, the core (the entry and its static imports, transitively), all of it.
python3 - "$meta" "$out" <<'EOF'
import gzip, json, pathlib, sys
meta = json.loads(pathlib.Path(sys.argv[1]).read_text())
out = pathlib.Path(sys.argv[2]).resolve()
outputs = {str(pathlib.Path(path).resolve()): info for path, info in meta["outputs"].items() if not path.endswith(".map")}
def size(paths):
    data = b"".join(pathlib.Path(p).read_bytes() for p in paths)
    return len(data), sum(len(gzip.compress(pathlib.Path(p).read_bytes(), 9)) for p in paths)
def closure(names):
    """The entries `names` and what they import statically, transitively."""
    found, todo = [], [str(out / name) for name in names]
    while todo:
        path = todo.pop()
        if path in found: continue
        found.append(path)
        todo += [str(pathlib.Path(i["path"]).resolve()) for i in outputs[path]["imports"] if i["kind"] == "import-statement"]
    return found
core = closure(["dragkit.min.js"])
for path in sorted(outputs, key=lambda p: (p not in core, p)):
    raw, gz = size([path])
    source = outputs[path].get("entryPoint") or "shared: " + ", ".join(sorted(pathlib.Path(i).name for i in outputs[path]["inputs"]))
    print(f"web: {pathlib.Path(path).relative_to(out.parent.parent.parent)!s:58} {raw:7} raw {gz:6} gzip  {'core' if path in core else 'lazy'}  ({source})")
raw, gz = size(core)
print(f"web: core (the entry and its static imports): {len(core)} files, {raw} bytes raw, {gz} bytes gzip (each file compressed alone)")
# A page with one sortable list (keyboard, accessibility, gap, auto-scroll): the core, whose file
# holds the `access` and `autoscroll` plugins (`plugins: ['access', 'autoscroll']`, or the
# classes `[Accessibility, AutoScroll]`); by default (no `plugins` option) the table of default
# plugins (dragkit-defaults.js, loaded by the core's import()) and the `native` (drags out of the
# page) and `clipboard` plugins come with the engine too.
# Web/dragkit/API.md "Plugins".
one = closure(["dragkit.min.js"])
raw, gz = size(one)
print(f"web: a page with one list, plugins: ['access', 'autoscroll'], what it loads: {len(one)} files, {raw} bytes raw, {gz} bytes gzip")
defaults = [str(pathlib.Path(path).resolve()) for path, info in meta["outputs"].items() if info.get("entryPoint") == "Web/dragkit/dragkit-defaults.js"]
default = closure(["dragkit.min.js", "dragkit-native.min.js", "dragkit-clipboard.min.js"] + [str(pathlib.Path(p).relative_to(out)) for p in defaults])
raw, gz = size(default)
print(f"web: a page with one list, default plugins (access, autoscroll, native, clipboard; the defaults' table), what it loads: {len(default)} files, {raw} bytes raw, {gz} bytes gzip")
raw, gz = size(list(outputs))
print(f"web: whole bundle: {len(outputs)} files, {raw} bytes raw, {gz} bytes gzip")
EOF
