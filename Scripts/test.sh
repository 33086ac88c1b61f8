#!/usr/bin/env bash
# Runs every DragKit test: the core's Swift tests, an outside Swift package that depends on
# DragKit by path, the Embedded Swift wasm build, the web package (dist/dragkit-<version>.tgz)
# installed by npm in a fresh folder and dragged in Chromium, the React bindings with React 18,
# the server's Swift tests, the desktop host's Swift tests, the real-Chromium browser tests, the
# desktop tests (headful Chromium, the GTK 4 app and a GTK 3 peer on an Xvfb display, real X11
# drags) and the desktop app installed from its desktop file.
# Installs what it needs when missing.
# Browser screenshots are kept in artifacts/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
Scripts/ensure-deps.sh test

step() { printf '\n==== %s\n' "$*"; }

step "Core: swift test (DragKit, DragKitTesting, DragKitWebHost)"
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build

step "Swift: an outside package depends on DragKit by path, runs the README's engine example without Foundation, drives a scripted drag (Tests/SwiftAdopter)"
Tests/SwiftAdopter/run.sh

step "Core: Embedded Swift builds for wasm32-unknown-none-wasm (full and items-only engines, raw and gzip sizes)"
Scripts/build-wasm.sh

step "Repository: nothing machine-specific is committed; a second start builds nothing"
# A resolution names commit ids that differ between mirrors of the dependencies (Package.swift
# pins versions instead), and build output belongs to each machine.
tracked="$(git ls-files -- '*Package.resolved' '.build*' 'Server/.build*' 'Desktop/.build*' 'Web/dragkit/build' 2>/dev/null || true)"
[ -z "$tracked" ] || { echo "committed but machine-specific: $tracked" >&2; exit 1; }
# The showcase's second start rebuilds nothing: the wasm just built is up to date.
Scripts/build-wasm.sh --check || { echo "Scripts/build-wasm.sh would rebuild an unchanged engine" >&2; exit 1; }
echo "ok"

step "Contract: the web package's generated files are what the Swift that states them writes (Scripts/generate.sh --check)"
Scripts/generate.sh --check
echo "ok"

step "Contract: the page's generated decoder reads seeded answers of every case as the Swift schema does (Tests/Wire)"
generator="$(swift build --package-path Packages/DragKitTypes --product dragkit-generate --show-bin-path)/dragkit-generate"
"$generator" wire-samples | node Tests/Wire/decode-samples.mjs

step "Contract: the page's catalogue reader refuses the bad catalogues the Swift schema makes, in its words (Tests/Wire)"
"$generator" catalog-samples | node Tests/Wire/catalog-samples.mjs

step "Contract: each engine exports exactly the calls the contract states (Tests/Wire/exports.mjs)"
"$generator" calls-list | node Tests/Wire/exports.mjs Web/dragkit/build/dragkit.wasm Web/dragkit/build/dragkit-items.wasm

step "Contract: what is said crosses as bytes and the words module says it in en/ko/ja; no sentence in either engine (Tests/Wire/words.mjs)"
node Tests/Wire/words.mjs Web/dragkit/build/dragkit.wasm Web/dragkit/build/dragkit-items.wasm Web/dragkit/build/dragkit-words.wasm

step "Web: JavaScript modules parse (node --check as ES modules)"
if command -v node >/dev/null; then
  for file in $(find Web -name "*.js" -not -path "*/build/*" | sort); do
    copy="$(mktemp --suffix=.mjs)"; cp "$file" "$copy"; node --check "$copy"; rm -f "$copy"
  done
  echo "ok"
else
  echo "node not found: skipped (the browser tests load the modules anyway)"
fi

step "Web: the package's modules are parts, none over ~400 lines (issue 36: the bridge in parts)"
long="$(find Web/dragkit -maxdepth 2 -name '*.js' -not -path '*/build/*' -not -name 'dragkit-calls.js' -not -name 'dragkit-wire.js' -exec wc -l {} + | awk '$2 != "total" && $1 > 410 {print $2 " (" $1 " lines)"}')"
[ -z "$long" ] || { echo "split these modules (at most ~400 lines each):"; echo "$long"; exit 1; } >&2
echo "ok"

step "Web: the bundle (esbuild: Web/dragkit/build/dragkit.min.js and its chunks; sizes), built from today's sources"
Scripts/build-web.sh
Scripts/build-web.sh --check || { echo "Scripts/build-web.sh would rebuild an unchanged bundle" >&2; exit 1; }

step "Web: no JavaScript module imports another in a cycle"
Scripts/check-import-cycles.py Web

step "Web: dragkit.d.ts against the examples (tsc --noEmit --strict)"
tsc -p Web/examples
tsc -p Web/examples/tsconfig.examples.json
echo "ok"

step "Package: the web package, dist/dragkit-<version>.tgz (Scripts/package.sh; its files and sizes)"
Scripts/package.sh

step "Package: installed by npm offline in a fresh folder, bundled by esbuild, dragged in Chromium; no Swift on the PATH"
.venv/bin/python -m pytest Tests/Browser/test_package.py -q -p no:cacheprovider

step "React: dragkit/react with Debian's React 18 in StrictMode (the React Kanban and virtual list examples)"
.venv/bin/python -m pytest Tests/Browser/test_react.py -q -p no:cacheprovider

step "Server: swift test (storage and HTTP API; warnings are errors)"
swift build --package-path Server --build-tests -Xswiftc -warnings-as-errors
swift test --package-path Server --skip-build

step "Server: build the showcase executable"
swift build --package-path Server --product dragkit-showcase -Xswiftc -warnings-as-errors
export DRAGKIT_SERVER_BINARY="$(swift build --package-path Server --show-bin-path)/dragkit-showcase"

step "Desktop: swift test (the folder model; the GTK 4 host without a display, and its GTK wrappers on an Xvfb display)"
swift build --package-path Desktop --build-tests -Xswiftc -warnings-as-errors
xvfb-run -a swift test --package-path Desktop --skip-build
export DRAGKIT_DESKTOP_BINARY="$(swift build --package-path Desktop --show-bin-path)/dragkit-desktop"

step "Browser: real Chromium (selenium)"
mkdir -p artifacts
.venv/bin/python -m pytest Tests/Browser -q -p no:cacheprovider \
  --ignore=Tests/Browser/test_package.py --ignore=Tests/Browser/test_react.py  # their own steps above

step "Desktop: real X11 drags between headful Chromium, the GTK 4 app (dragkit-desktop), a GTK 3 peer and a second window (Xvfb, openbox, xdotool)"
.venv/bin/python -m pytest Tests/Desktop -q -p no:cacheprovider --ignore=Tests/Desktop/test_install.py

step "Desktop: installs into a temporary prefix (the release build), starts from its desktop file, drags a file, uninstalls cleanly"
.venv/bin/python -m pytest Tests/Desktop/test_install.py -q -p no:cacheprovider

step "Server campaigns, short profile: hostile input, stalled clients, load, kill -9 (Tests/Campaigns)"
Tests/Campaigns/run.sh
