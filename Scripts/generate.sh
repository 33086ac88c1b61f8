#!/usr/bin/env bash
# Writes the generated files from the Swift that states them (issue 36: written once):
# Web/dragkit/dragkit-html-policy.js from DragKitTypes' HTMLPolicy; the catalogue's schema and
# refusals (Web/dragkit/dragkit-catalog-schema.js) from DragKitCatalog's CatalogSchema and
# CatalogMessage, which the Swift reader checks with too; from the host contract
# (DragKitWire's HostContract.swift) the web host's encoder (Sources/DragKitWebHost/
# Wire+Generated.swift), the page's decoder (Web/dragkit/dragkit-wire.js) and the action types
# between the markers of Web/dragkit/dragkit.d.ts; from the calls into the engine (DragKitWire's
# HostCalls.swift) the web host's protocol (Sources/DragKitWebHost/HostCalls+Generated.swift),
# the wasm's exports (Web/dragkit/Swift/Calls+Generated.swift) and the page's typed methods
# (Web/dragkit/dragkit-calls.js). With --check it
# writes nothing and fails if a committed file is not what the generator writes (CI runs it, so
# a list changed in Swift and not regenerated can't land).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
check=0
[ "${1:-}" = "--check" ] && check=1

swift build --package-path Packages/DragKitTypes --product dragkit-generate -Xswiftc -warnings-as-errors >/dev/null
generator="$(swift build --package-path Packages/DragKitTypes --product dragkit-generate --show-bin-path)/dragkit-generate"

stale=0
# generate <what> <file> [marker]: with a marker ("// NAME", "<!-- NAME -->"), only between the
# file's lines where NAME is "<generated: host contract>" and "</generated: host contract>".
generate() {
  local fresh
  fresh="$(mktemp)"
  if [ -n "${3:-}" ]; then
    "$generator" "$1" | python3 -c '
import sys
path, marker, block = sys.argv[1], sys.argv[2], sys.stdin.read()
text = open(path).read()
open_, close = marker.replace("NAME", "<generated: host contract>"), marker.replace("NAME", "</generated: host contract>")
begin, end = open_ + "\n", close + "\n"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
sys.stdout.write(head + begin + block + end + tail)' "$2" "$3" > "$fresh"
  else
    "$generator" "$1" > "$fresh"
  fi
  if [ "$check" = 1 ]; then
    if ! cmp -s "$fresh" "$2"; then
      echo "generate: $2 is stale; run Scripts/generate.sh and commit it" >&2
      diff -u "$2" "$fresh" >&2 || true
      stale=1
    fi
    rm -f "$fresh"
  else
    mv "$fresh" "$2"
    echo "generate: wrote $2"
  fi
}

generate html-policy Web/dragkit/dragkit-html-policy.js
generate catalog-schema Web/dragkit/dragkit-catalog-schema.js
generate wire-swift Sources/DragKitWebHost/Wire+Generated.swift
generate wire-js Web/dragkit/dragkit-wire.js
generate wire-dts Web/dragkit/dragkit.d.ts "// NAME"
generate calls-swift Sources/DragKitWebHost/HostCalls+Generated.swift
generate calls-exports Web/dragkit/Swift/Calls+Generated.swift
generate calls-js Web/dragkit/dragkit-calls.js
generate calls-md Web/dragkit/Internals.md "<!-- NAME -->"
exit "$stale"
